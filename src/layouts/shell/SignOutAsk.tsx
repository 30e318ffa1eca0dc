import { Modal } from 'antd';
import { useMessages } from '@/adapters/intl';
import type { IntentMove } from '@/core/intent';

/**
 * The question before a sign-out that leaves money moves unknown (src/core/intent.ts keeps their
 * keys for this user): which moves, and that the same user's redo is safe. Its own chunk: the
 * layout loads it only when a sign-out has something to ask.
 */
export default function SignOutAsk({
  moves,
  onSignOut,
  onStay,
}: {
  moves: IntentMove[];
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
      width={440}
    >
      {t('layout.logout.unknown.content', {
        moves: [...new Set(moves.map((move) => t(`intent.what.${move}`)))].join('、'),
      })}
    </Modal>
  );
}
