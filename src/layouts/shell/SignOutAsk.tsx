import { Modal, Typography } from 'antd';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import signOutMessages from '@/locales/zh-CN/signOut';
import type { UnknownOutcome } from '@/core/intent';

// Its words come with it: the layout and the sign-in page carry none of them.
addScreenMessages(signOutMessages);

/** When the move was sent, as the operator reads a clock: 14:05 (today's work). */
const clock = (at: number) =>
  new Date(at).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false });

/**
 * The question before a sign-out that leaves money moves unknown (src/core/intent.ts keeps their
 * keys for this user): only the moves whose outcome is truly unknown, each by what it was (the
 * move, the platform or settlement, the amount) and when it was sent, and that the same user's
 * redo is safe. Its own chunk: the layout loads it only when a sign-out has something to ask.
 */
export default function SignOutAsk({
  moves,
  onSignOut,
  onStay,
}: {
  moves: UnknownOutcome[];
  onSignOut: () => void;
  onStay: () => void;
}) {
  const { t } = useMessages();
  return (
    <Modal
      open
      title={t('layout.logout.unknown.title', { count: moves.length })}
      okText={t('layout.logout.unknown.ok')}
      cancelText={t('layout.logout.unknown.cancel')}
      onOk={onSignOut}
      onCancel={onStay}
      width={480}
    >
      <ul aria-label={t('layout.logout.unknown.list')} style={{ margin: '0 0 12px', paddingInlineStart: 20 }}>
        {moves.map((move, at) => (
          <li key={at}>
            {t('layout.logout.unknown.item', {
              time: clock(move.at),
              move: t(`intent.what.${move.move}`),
              about: move.about ?? t('layout.logout.unknown.elsewhere'),
            })}
          </li>
        ))}
      </ul>
      <Typography.Paragraph style={{ margin: 0 }}>{t('layout.logout.unknown.content')}</Typography.Paragraph>
    </Modal>
  );
}
