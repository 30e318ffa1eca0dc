import { CloudSyncOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMessages } from '@/adapters/intl';
import { unknownOutcomes } from '@/core/intent';
import { subscribeUnsaved, unsavedWithoutDraft } from '@/core/unsavedWork';
/** How often the notice looks again whether a move still waits (its store has no event). */
const RECHECK_MS = 2000;

/**
 * A new version is ready: a quiet card in the corner (not a modal), with 刷新 (its words are
 * registered by ./ShiftWatch.tsx when a new version is first noticed). It never
 * interrupts: while a form holds unsaved input no draft keeps, or a keyed move (a payment, a print) is under way
 * or unknown, 刷新 waits and the card says why; the reload keeps what a reload keeps (tabs, the
 * shown tab's selection and drawer, drafts).
 */
export default function NewVersion({ version }: { version: string }) {
  const { t } = useMessages();
  const unsaved = useSyncExternalStore(subscribeUnsaved, unsavedWithoutDraft);
  const [moves, setMoves] = useState(() => unknownOutcomes().length);
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = window.setInterval(() => setMoves(unknownOutcomes().length), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (later) return null;
  // Input a draft keeps comes back after the reload: only input it would lose makes 刷新 wait.
  const waitFor = unsaved
    ? t('version.wait.unsaved')
    : moves > 0
      ? t('version.wait.moves', { count: moves })
      : undefined;
  return (
    <Card
      size="small"
      role="status"
      data-testid="new-version"
      style={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 1000,
        width: 320,
        boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
      }}
    >
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        <Typography.Text strong>
          <CloudSyncOutlined /> {t('version.ready')}
        </Typography.Text>
        <Typography.Text type={waitFor ? 'warning' : 'secondary'}>{waitFor ?? t('version.safe')}</Typography.Text>
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button size="small" onClick={() => setLater(true)}>
            {t('version.later')}
          </Button>
          <Button
            size="small"
            type="primary"
            disabled={Boolean(waitFor)}
            title={version}
            onClick={() => window.location.reload()}
          >
            {t('version.reload')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
