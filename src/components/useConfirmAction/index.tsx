import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useMessages } from '@/adapters/intl';
import { OutcomeView, useOnceSubmit, type OutcomeTruth } from '@/components/outcome';
import type { IntentScope } from '@/core/intent';
import '@/components/kitMessages';
import { colorVar } from '@/theme';

export interface ConfirmActionOptions {
  title: ReactNode;
  /** What the action does, naming the record and the amount. */
  content: ReactNode;
  okText: string;
  danger?: boolean;
  /**
   * Sends the action. A keyed call takes `call` as its options (`confirmDelivery(payload,
   * call)`): confirming the same thing again after a lost answer, in this dialog or a new
   * one, carries the same key, so the server applies it once.
   */
  run: (call: { scope: IntentScope }) => Promise<unknown>;
  /**
   * Re-reads the state after a lost answer (confirm delivery: the settlement's status); the
   * dialog shows the truth and offers a resend with the same key only if nothing happened.
   */
  verify?: (sentAt: number) => Promise<OutcomeTruth>;
  /** What the operator calls the move (结算单 … ¥…): a sign-out leaving it unknown names it. */
  about?: string;
  onDone?: () => void;
}

/**
 * A confirmation in front of an action that changes money or state (confirm delivery,
 * manual deduction): one request per confirmation, the OK button locked while it runs, the
 * dialog kept open when it fails (the request layer has said why) so the operator can retry
 * the same request.
 *
 *   const [confirm, confirmDialog] = useConfirmAction();
 *   confirm({ title, content, okText, run: (call) => confirmDelivery({ settleNo }, call) });
 *   return <>{...}{confirmDialog}</>;
 */
export function useConfirmAction() {
  const { t } = useMessages();
  const [current, setCurrent] = useState<ConfirmActionOptions & { opened: number }>();
  const send = useOnceSubmit({
    run: (scope, options: ConfirmActionOptions) => options.run({ scope }),
    verify: (sentAt, options: ConfirmActionOptions) => options.verify?.(sentAt),
    describe: (options: ConfirmActionOptions) => options.about,
  });
  const latest = useRef(current);
  latest.current = current;

  const open = (options: ConfirmActionOptions) => {
    send.clearError();
    setCurrent({ ...options, opened: Date.now() });
  };
  const close = () => {
    const replayed = send.outcome?.phase === 'replayed';
    send.clearError();
    setCurrent(undefined);
    if (replayed) current?.onDone?.();
  };
  const ok = async () => {
    if (!current) return;
    const result = await send.run(current);
    // A replayed success: the dialog says "此前已经生效" until the operator closes it.
    if (!result.ok || result.replayed) return;
    if (latest.current?.opened === current.opened) setCurrent(undefined);
    current.onDone?.();
  };

  const outcome = current?.verify || send.outcome?.phase === 'replayed' ? send.outcome : undefined;
  const applied = send.applied;
  // After an unknown outcome: the truth first, a resend (same key) only if nothing happened.
  const footer = outcome && [
    <Button key="cancel" disabled={send.submitting} onClick={close}>
      {t(applied ? 'outcome.close' : 'form.cancel')}
    </Button>,
    outcome.phase === 'unchecked' && (
      <Button key="recheck" disabled={send.submitting} onClick={() => void send.recheck()}>
        {t('outcome.recheck')}
      </Button>
    ),
    !applied && (
      <Button key="resend" type="primary" danger={current?.danger} loading={send.submitting} onClick={() => void ok()}>
        {t('outcome.resend')}
      </Button>
    ),
  ];

  const dialog = (
    <Modal
      open={Boolean(current)}
      title={
        <span>
          <ExclamationCircleFilled
            style={{ color: colorVar(current?.danger ? 'error' : 'warningIcon'), marginInlineEnd: 8 }}
          />
          {current?.title}
        </span>
      }
      okText={current?.okText}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: current?.danger, loading: send.submitting }}
      cancelButtonProps={{ disabled: send.submitting }}
      closable={!send.submitting}
      mask={{ closable: false }}
      onOk={() => void ok()}
      onCancel={() => !send.submitting && close()}
      footer={footer || undefined}
      destroyOnHidden
      width={480}
    >
      {outcome ? <OutcomeView outcome={outcome} /> : current?.content}
    </Modal>
  );
  return [open, dialog] as const;
}
