import { useRef, useState, type RefObject } from 'react';
import type { ProFormInstance } from '@ant-design/pro-components';
import { useMessages } from '@/adapters/intl';
import { useOnceSubmit, type OutcomeTruth } from '@/components/outcome';
import type { IntentScope } from '@/core/intent';
import { outcomeButtons } from './dialogButtons';
import { markRefusedField } from './markRefusedField';

interface Submission<V, R> {
  submit: (values: V, call: { scope: IntentScope }) => Promise<R>;
  verify?: (values: V, sentAt: number) => Promise<OutcomeTruth>;
  describe?: (values: V) => string | undefined;
  onDone?: (result: R, values: V) => void;
  /** The dialog has a review step: the first submit shows it, the second sends. */
  review: boolean;
  formName: string;
  formRef: RefObject<ProFormInstance<V> | undefined>;
  draft: { clear: () => void };
  close: () => void;
}

/**
 * A form dialog's way from 提交 to an answer: the review step, one request per submission,
 * a refusal marked on its field, an unknown outcome re-read and resent under its key, a
 * replayed success ended by 完成.
 */
export function useDialogSubmission<V extends Record<string, unknown>, R>(options: Submission<V, R>) {
  const messages = useMessages();
  const { formRef, draft } = options;
  const send = useOnceSubmit({
    run: (scope, values: V) => options.submit(values, { scope }),
    verify: options.verify && ((sentAt, values: V) => options.verify!(values, sentAt)),
    describe: options.describe && ((values: V) => options.describe!(values)),
  });
  // A replayed success: the dialog says so; 完成 ends it as a success would have.
  const replayedResult = useRef<{ result: R; values: V } | undefined>(undefined);
  // What was sent last: a resend after an unknown outcome sends exactly these.
  const sentValues = useRef<V | undefined>(undefined);
  const [reviewing, setReviewing] = useState<V>();

  const sendValues = async (values: V, repeat = false) => {
    sentValues.current = values;
    const result = await (repeat ? send.repeat(values) : send.run(values));
    if (!result.ok) {
      // A refusal returns to the fields, and marks the one it names; an unknown outcome or a
      // repeat stays on what was sent.
      if (result.error?.kind === 'business') {
        setReviewing(undefined);
        markRefusedField(options.formName, formRef.current, result.error.message);
      }
      return false;
    }
    if (result.replayed) {
      replayedResult.current = { result: result.value, values };
      return false;
    }
    setReviewing(undefined);
    draft.clear();
    options.onDone?.(result.value, values);
    formRef.current?.resetFields();
    return true;
  };

  const onFinish = async (values: V) => {
    if (options.review && !reviewing) {
      send.clearError();
      setReviewing(values);
      return false;
    }
    return sendValues(values);
  };

  // The move is done (re-read, or replayed by the server): nothing to send; closing ends the dialog.
  const finishApplied = () => {
    const replayed = replayedResult.current;
    replayedResult.current = undefined;
    setReviewing(undefined);
    draft.clear();
    formRef.current?.resetFields();
    options.close();
    if (replayed) options.onDone?.(replayed.result, replayed.values);
  };

  const outcome = send.outcome;
  const outcomeActions =
    outcome &&
    outcomeButtons(messages, outcome, {
      submitting: send.submitting,
      applied: send.applied,
      cancel: options.close,
      back: send.clearError,
      recheck: () => void send.recheck(),
      done: finishApplied,
      again: () => sentValues.current && void sendValues(sentValues.current, true),
      resend: () => sentValues.current && void sendValues(sentValues.current),
    });

  return {
    send,
    outcome,
    outcomeActions,
    reviewing,
    onFinish,
    backToFields: () => setReviewing(undefined),
    /** The dialog closed: no review, no refusal left for the next opening. */
    reset: () => {
      setReviewing(undefined);
      send.clearError();
    },
  };
}
