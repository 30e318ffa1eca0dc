import { DrawerForm, ModalForm, type ProFormInstance } from '@ant-design/pro-components';
import { Alert } from 'antd';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useMessages } from '@/adapters/intl';
import { BELOW_TABS } from '@/components/DetailDrawer/placement';
import { OutcomeView, type OutcomeTruth } from '@/components/outcome';
import type { IntentScope } from '@/core/intent';
import '@/components/kitMessages';
import { useUnsavedMark } from '@/components/useUnsavedMark';
import { useReturnFocus } from '@/components/useReturnFocus';
import { reviewButtons } from './dialogButtons';
import { useDialogSubmission } from './useDialogSubmission';
import { useFormDraft } from './useFormDraft';
import { useFirstEmptyField } from './useFirstEmptyField';

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
  /**
   * What the operator calls the move (平台“…” ¥12.34): a sign-out that leaves its outcome
   * unknown names it (core/intent unknownOutcomes). Every money move has one.
   */
  describe?: (values: V) => string | undefined;
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
 * Enter in a field goes on to the review (nothing is sent before it), as 下一步 does: not from
 * a select (Enter picks its option), a text area (a new line) or while an IME composes.
 */
function enterToReview(formRef: RefObject<ProFormInstance | undefined>) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    const field = event.target as HTMLElement;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || field.tagName !== 'INPUT') return;
    if (field.getAttribute('role') === 'combobox' || (field as HTMLInputElement).type === 'file') return;
    event.preventDefault();
    formRef.current?.submit();
  };
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
  const draft = useFormDraft(props.draftId, formRef, props.open, props.onOpenChange);
  const unsaved = useUnsavedMark(formName, false, Boolean(props.draftId));
  useReturnFocus(props.open);
  useFirstEmptyField(props.open, formName, formRef);

  // Values that arrive with the opening (the platform 去充值 names, an edit's record): the form
  // mounts with the dialog, a tick after it opens the first time, so they are its initial values
  // as well as set on every later opening.
  const arrived = props.values;
  useEffect(() => {
    if (!props.open || !arrived) return;
    const fill = () => {
      formRef.current?.resetFields();
      formRef.current?.setFieldsValue(arrived as never);
    };
    if (formRef.current) return fill();
    const later = setTimeout(fill);
    return () => clearTimeout(later);
  }, [props.open, arrived]);

  const submission = useDialogSubmission<V, R>({
    submit: props.submit,
    verify: props.verify,
    describe: props.describe,
    onDone: props.onDone,
    review: Boolean(props.review),
    formName,
    formRef,
    draft,
    close: () => openChange(false),
  });
  const { send, outcome, outcomeActions, reviewing, onFinish } = submission;

  const openChange = (open: boolean) => {
    if (!open) {
      draft.clear();
      unsaved.clear();
      submission.reset();
    }
    props.onOpenChange(open);
  };

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
      unsaved.mark();
      props.onValuesChange?.(changed, values);
    },
    formRef,
    initialValues: arrived ? { ...props.initialValues, ...arrived } : props.initialValues,
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
                back: submission.backToFields,
                confirm: () => submitter.submit(),
              })
          : undefined,
    },
    onKeyDown: props.review && !reviewing ? enterToReview(formRef) : undefined,
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
      drawerProps={{
        destroyOnHidden: false,
        mask: { closable: !send.submitting && !outcome },
        rootClassName: BELOW_TABS,
      }}
    >
      {body}
    </DrawerForm>
  ) : (
    <ModalForm<V> {...shared} modalProps={{ destroyOnHidden: false, mask: { closable: !send.submitting && !outcome } }}>
      {body}
    </ModalForm>
  );
}
