import { Button, Modal, Progress } from 'antd';
import { useSyncExternalStore } from 'react';
import { useMessages } from '@/adapters/intl';
import type { ProgressStore } from './exportProgressStore';

/** The export's progress dialog (its own chunk: loaded when an export starts). */
export default function ExportProgress({
  title,
  progress,
  onCancel,
}: {
  title: string;
  progress: ProgressStore;
  onCancel: () => void;
}) {
  const { t } = useMessages();
  const { done, total } = useSyncExternalStore(progress.subscribe, progress.get);
  const percent = total ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <Modal
      open
      title={t('list.export.title', { name: title })}
      closable={false}
      mask={{ closable: false }}
      footer={
        <Button onClick={onCancel} danger>
          {t('list.export.cancel')}
        </Button>
      }
    >
      <Progress percent={percent} status="active" />
      <p role="status">{t('list.export.progress', { done, total: total ?? '…' })}</p>
    </Modal>
  );
}
