/**
 * The buttons a form dialog ends with, besides its usual 提交 and 取消: after a send whose
 * outcome was unknown or was a repeat, and on the review step before money moves.
 */
import { Button } from 'antd';
import type { Messages } from '@/adapters/intl';
import type { OutcomeState } from '@/components/outcome';

interface OutcomeActions {
  /** A request is on its way: nothing else may be pressed. */
  submitting: boolean;
  /** The move is done (re-read, or replayed by the server): only 完成 remains. */
  applied: boolean;
  cancel: () => void;
  /** Back to the fields: nothing was sent, the values may still change. */
  back: () => void;
  recheck: () => void;
  done: () => void;
  /** The same move again on purpose, under a new key. */
  again: () => void;
  /** What was sent, sent again under its key. */
  resend: () => void;
}

export function outcomeButtons({ t }: Messages, outcome: OutcomeState, on: OutcomeActions) {
  return [
    !on.applied && (
      <Button key="cancel" disabled={on.submitting} onClick={on.cancel}>
        {t('form.cancel')}
      </Button>
    ),
    outcome.phase === 'repeat' && (
      <Button key="back" onClick={on.back}>
        {t('form.back')}
      </Button>
    ),
    outcome.phase === 'unchecked' && (
      <Button key="recheck" onClick={on.recheck}>
        {t('outcome.recheck')}
      </Button>
    ),
    on.applied ? (
      <Button key="done" type="primary" onClick={on.done}>
        {t('outcome.close')}
      </Button>
    ) : outcome.phase === 'repeat' ? (
      <Button key="again" type="primary" danger loading={on.submitting} onClick={on.again}>
        {t(`intent.again.${outcome.what}`)}
      </Button>
    ) : (
      <Button key="resend" type="primary" loading={on.submitting} onClick={on.resend}>
        {t('outcome.resend')}
      </Button>
    ),
  ];
}

/** The review step's buttons: back to the fields, or confirm and send. */
export function reviewButtons(
  { t }: Messages,
  on: { submitting: boolean; danger?: boolean; confirmText?: string; back: () => void; confirm: () => void },
) {
  return [
    <Button key="back" disabled={on.submitting} onClick={on.back}>
      {t('form.back')}
    </Button>,
    <Button key="confirm" type="primary" danger={on.danger} loading={on.submitting} onClick={on.confirm}>
      {on.confirmText ?? t('form.submit')}
    </Button>,
  ];
}
