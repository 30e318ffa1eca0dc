import { Alert, Button, Descriptions, Skeleton } from 'antd';
import { useMessages } from '@/adapters/intl';
import { Masked, Money } from '@/components/cells';
import { useApiQuery } from '@/components/data';
import { useCan } from '@/components/Permission';
import { toChineseCapital } from '@/core/money';
import { getAgentInfo } from '@/services/agent';
import type { Settlement } from '@/services/settlement';
import { colorVar } from '@/theme';

/**
 * Who a settlement is paid to, beside the amount, in the voucher dialog: the operator makes
 * the transfer from these. An account holding personal:unmask gets the whole account number
 * (copyable) from the agent's detail; any other sees it masked, as everywhere else.
 */
export default function Payee({ row }: { row: Settlement }) {
  const { t } = useMessages();
  // The payee comes from the agent's detail: an account that may not read agents pays from
  // the bank's own records, as before.
  const canRead = useCan('agent:view') && row.agentId !== undefined;
  const agent = useApiQuery(getAgentInfo, { id: row.agentId ?? 0 }, { enabled: canRead });
  const payee = agent.data?.id === row.agentId ? agent.data : undefined;
  if (!canRead) return null;
  return (
    <section aria-label={t('settlement.payee.title')} style={{ marginBottom: 16 }}>
      {agent.error && !payee ? (
        <Alert
          type="error"
          showIcon
          title={t('settlement.payee.loadFailed', { reason: agent.error.message })}
          action={
            <Button size="small" onClick={agent.reload}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : !payee ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Descriptions size="small" bordered column={1} styles={{ label: { width: 112 } }}>
          <Descriptions.Item label={t('settlement.payee.holder')}>
            {payee?.accountHolder || row.agentName}
          </Descriptions.Item>
          <Descriptions.Item label={t('settlement.payee.bank')}>{payee?.bankName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('settlement.payee.account')}>
            <Masked kind="bankAccount" value={payee?.bankAccountMasked} whole={payee?.bankAccount} revealed />
          </Descriptions.Item>
          <Descriptions.Item label={t('settlement.payee.amount')}>
            <Money fen={row.settleAmount} />
            <span style={{ marginLeft: 8, color: colorVar('textSecondary') }}>
              {toChineseCapital(row.settleAmount)}
            </span>
          </Descriptions.Item>
        </Descriptions>
      )}
    </section>
  );
}
