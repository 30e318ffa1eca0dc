/** What the operator changed on 风控设置 (old → new), and the buttons that save or drop it. */
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useMessages } from '@/adapters/intl';
import { colorVar } from '@/theme';
import type { RiskChange } from './riskRules';

export function ChangeList({ changes }: { changes: RiskChange[] }) {
  const { t } = useMessages();
  return (
    <ul
      style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}
      aria-label={t('risk.changes', { count: changes.length })}
    >
      {changes.map((change) => (
        <li key={change.field} style={{ margin: '2px 0' }}>
          <Tag>{t(`risk.field.${change.field}`)}</Tag>
          <span style={{ color: colorVar('textSecondary'), textDecoration: 'line-through' }}>
            {change.before}
          </span> → <strong>{change.after}</strong>
        </li>
      ))}
    </ul>
  );
}

export function PendingChanges({
  changes,
  canEdit,
  onSave,
  onReset,
}: {
  changes: RiskChange[];
  canEdit: boolean;
  onSave: () => void;
  onReset: () => void;
}) {
  const { t } = useMessages();
  const dirty = changes.length > 0;
  return (
    <>
      {dirty ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16, maxWidth: 520 }}
          title={t('risk.changes', { count: changes.length })}
          description={<ChangeList changes={changes} />}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('risk.noChanges')}</Typography.Paragraph>
      )}
      {canEdit && (
        <Space>
          <Button type="primary" disabled={!dirty} onClick={onSave}>
            {t('risk.save')}
          </Button>
          <Button disabled={!dirty} onClick={onReset}>
            {t('risk.reset')}
          </Button>
        </Space>
      )}
    </>
  );
}
