import { DrawerForm, ModalForm, type ProFormInstance } from '@ant-design/pro-components';
import { Alert } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '@/adapters/intl';
import { OutcomeView, useOnceSubmit, type OutcomeTruth } from '@/components/outcome';
import type { IntentScope } from '@/core/intent';
import '@/components/kitMessages';
import { outcomeButtons, reviewButtons } from './dialogButtons';
import { markRefusedField } from './markRefusedField';
import { useFormDraft } from './useFormDraft';
import { useReturnFocus } from './useReturnFocus';

export interface FormDialogProps<V extends Record<string, unknown>, R> {
  /** A dialog for short forms, a drawer for long ones. */
  kind?: 'modal' | 'drawer';
  title: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialValues?: Partial<V>;
  /**
   * Values that arrive after the form opened (an edit's record, loaded afresh): they fill
   * the form when they arrive, in the same drawer, without a remount.
   */
  values?: Partial<V>;
  /**
   * Sends the form. A keyed call (a money move) takes `call` as its options
   * (`recharge(payload, call)`): the call keeps its key per intent, so after a lost answer, a
   * closed and reopened dialog, a reload or a new sign-in the same values carry the same key
   * and the server applies them once.
   */
  submit: (values: V, call: { scope: IntentScope }) => Promise<R>;
  /**
   * Re-reads the server's state after a send whose answer was lost (a time-out, a dropped
   * connection, a server error): the dialog says the outcome is unknown, shows what this
   * finds, and offers a resend (same key) only when the move did not happen; the values sent
   * cannot be edited until the server has answered. Every money move has one.
   */
  verify?: (values: V, sentAt: number) => Promise<OutcomeTruth>;
  /** After the server accepted: the dialog closes and the form starts empty next time. */
  onDone?: (result: R, values: V) => void;
  submitText?: string;
  width?: number;
  /**
   * Keeps what is typed in this tab's session storage while the form is open: when the
   * session expires mid-form, the form opens again with the values once the operator is
   * back on this screen. Unique per form of a screen.
   */
  draftId?: string;
  /**
   * A review step before anything is sent (money moves): the first submit shows this in
   * place of the fields, with "back" and `confirmText`; only the second sends. A refusal
   * returns to the fields with everything typed and the server's reason.
   */
  review?: (values: V) => ReactNode;
  confirmText?: string;
  /** The confirm button of the review is a danger button (money leaves: a deduction). */
  danger?: boolean;
  /** Every change of a field, with all values (a form that shows what changed, say). */
  onValuesChange?: (changed: Partial<V>, values: V) => void;
  children: ReactNode;
}

/**
 * The one form pattern of the console (ModalForm / DrawerForm). One request per
 * submission however often it is clicked; when the server refuses, the form stays open with
 * everything the operator typed and the server's reason above the fields; cancelling keeps
 * the values for the next opening; success closes it and clears them.
 */
export default function FormDialog<V extends Record<string, unknown>, R>(props: FormDialogProps<V, R>) {
  const messages = useMessages();
  const { t } = messages;
  const formRef = useRef<ProFormInstance<V> | undefined>(undefined);
  const formId = useId().replace(/[^a-zA-Z0-9]/g, '');
  const formName = `dialog${formId}`;
  const send = useOnceSubmit({
    run: (scope, values: V) => props.submit(values, { scope }),
    verify: props.verify && ((sentAt, values: V) => props.verify!(values, sentAt)),
  });
  // A replayed success: the dialog says so; 完成 ends it as a success would have.
  const replayedResult = useRef<{ result: R; values: V } | undefined>(undefined);
  // What was sent last: a resend after an unknown outcome sends exactly these.
  const sentValues = useRef<V | undefined>(undefined);
  const draft = useFormDraft(props.draftId, formRef, props.open, props.onOpenChange);
  useReturnFocus(props.open);

  const arrived = props.values;
  useEffect(() => {
    if (!props.open || !arrived) return;
    formRef.current?.resetFields();
    formRef.current?.setFieldsValue(arrived as never);
  }, [props.open, arrived]);

  const openChange = (open: boolean) => {
    if (!open) draft.clear();
    if (!open) {
      setReviewing(undefined);
      send.clearError();
    }
    props.onOpenChange(open);
  };

  const [reviewing, setReviewing] = useState<V>();

  const onFinish = async (values: V) => {
    if (props.review && !reviewing) {
      send.clearError();
      setReviewing(values);
      return false;
    }
    return sendValues(values);
  };

  const sendValues = async (values: V, repeat = false) => {
    sentValues.current = values;
    const result = await (repeat ? send.repeat(values) : send.run(values));
    if (!result.ok) {
      // A refusal returns to the fields, and marks the one it names; an unknown outcome or a
      // repeat stays on what was sent.
      if (result.error?.kind === 'business') {
        setReviewing(undefined);
        markRefusedField(formName, formRef.current, result.error.message);
      }
      return false;
    }
    if (result.replayed) {
      replayedResult.current = { result: result.value, values };
      return false;
    }
    setReviewing(undefined);
    draft.clear();
    props.onDone?.(result.value, values);
    formRef.current?.resetFields();
    return true;
  };

  // The move is done (re-read, or replayed by the server): nothing to send; closing ends the dialog.
  const finishApplied = () => {
    const replayed = replayedResult.current;
    replayedResult.current = undefined;
    setReviewing(undefined);
    draft.clear();
    formRef.current?.resetFields();
    openChange(false);
    if (replayed) props.onDone?.(replayed.result, replayed.values);
  };
  const outcome = send.outcome;
  const resend = () => sentValues.current && void sendValues(sentValues.current);
  const outcomeActions =
    outcome &&
    outcomeButtons(messages, outcome, {
      submitting: send.submitting,
      applied: send.applied,
      cancel: () => openChange(false),
      back: send.clearError,
      recheck: () => void send.recheck(),
      done: finishApplied,
      again: () => sentValues.current && void sendValues(sentValues.current, true),
      resend,
    });

  const refusal = send.error && send.error.kind !== 'unauthorized' && (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={t('form.refused')}
      description={send.error.message}
      closable
      onClose={send.clearError}
    />
  );

  const shared = {
    // Field ids unique on the page: a dialog's "platformId" must not be the list filter's.
    name: formName,
    title: props.title,
    open: props.open,
    onOpenChange: openChange,
    onValuesChange: (changed: Partial<V>, values: V) => {
      draft.save();
      props.onValuesChange?.(changed, values);
    },
    formRef,
    initialValues: props.initialValues,
    onFinish,
    width: props.width ?? (props.kind === 'drawer' ? 640 : 560),
    layout: 'vertical' as const,
    submitter: {
      searchConfig: { submitText: props.submitText ?? t('form.submit'), resetText: t('form.cancel') },
      submitButtonProps: { loading: send.submitting },
      render: outcomeActions
        ? () => outcomeActions
        : reviewing
          ? (submitter: { submit: () => void }) =>
              reviewButtons(messages, {
                submitting: send.submitting,
                danger: props.danger,
                confirmText: props.confirmText,
                back: () => setReviewing(undefined),
                confirm: () => submitter.submit(),
              })
          : undefined,
    },
    // The operator's input survives a refusal and a cancel; only success clears it.
    preserve: true,
    scrollToFirstError: true,
  };

  // The fields stay mounted (hidden) while the review shows: going back finds them as typed.
  // One child for the form, the refusal inside it: ProForm 3 re-keys its children, and a
  // refusal appearing beside the fields remounted them, dropping the error it had just marked.
  const body = (
    <>
      {refusal}
      {outcome && <OutcomeView outcome={outcome} />}
      {reviewing && props.review && (
        <div data-testid="form-review" hidden={Boolean(outcome)}>
          {props.review(reviewing)}
        </div>
      )}
      <div hidden={Boolean(reviewing || outcome)}>{props.children}</div>
    </>
  );

  return props.kind === 'drawer' ? (
    <DrawerForm<V>
      {...shared}
      drawerProps={{ destroyOnHidden: false, mask: { closable: !send.submitting && !outcome } }}
    >
      {body}
    </DrawerForm>
  ) : (
    <ModalForm<V> {...shared} modalProps={{ destroyOnHidden: false, mask: { closable: !send.submitting && !outcome } }}>
      {body}
    </ModalForm>
  );
}
