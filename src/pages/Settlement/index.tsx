import { lazy, Suspense, useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { Money, RowAction, RowActions } from '@/components/cells';
import { useConfirmAction } from '@/components/useConfirmAction';
import ListScreen from '@/components/ListScreen';
import { useAgentOptions } from '@/components/options/agents';
import { useCan } from '@/components/Permission';
import { useDialog } from '@/components/useDialog';
import { formatMoney, toChineseCapital } from '@/core/money';
import { toast } from '@/core/notice';
import settleMessages from '@/locales/zh-CN/settlement';
import {
  agentSettlementStatusCount,
  confirmDelivery,
  getAgentSettlementList,
  SETTLEMENT_STATUS,
  SETTLEMENT_STATUSES,
  uploadSettlementVoucher,
  type Settlement as SettlementRow,
  type SettlementListQuery,
  type SettlementSummary,
} from '@/services/settlement';
import { ALL_TAB } from '@/core/urlQuery';
import { settlementFields } from './columns';
import { useBatchActions } from './useBatchActions';

addScreenMessages(settleMessages);

const VoucherDialog = lazy(
  () => import(/* webpackChunkName: "screen-settlement-voucher" */ '@/features/settlement/VoucherDialog'),
);
const VoucherView = lazy(
  () => import(/* webpackChunkName: "screen-settlement-voucher" */ '@/features/settlement/VoucherView'),
);

/**
 * 代理商结算: each month's settlement per agent and platform, from 待确认 through delivery
 * confirmation and the payment voucher to 已结算, with the totals of the current filter.
 */
export default function Settlement() {
  const messages = useMessages();
  const { t } = messages;
  const canConfirm = useCan('settlement:confirm');
  const canUpload = useCan('settlement:voucher');
  const agents = useAgentOptions();
  const [confirm, confirmDialog] = useConfirmAction();
  const uploading = useDialog<SettlementRow>();
  const viewing = useDialog<string>();
  const { selection, buttons: batchButtons, dialogs: batchDialogs } = useBatchActions({ canConfirm, canUpload });

  const askConfirm = (row: SettlementRow) =>
    confirm({
      title: t('settlement.confirm.title', { settleNo: row.settleNo }),
      content: t('settlement.confirm.body', {
        agent: row.agentName,
        platform: row.platformName,
        period: row.period,
        amount: formatMoney(row.settleAmount),
        capital: toChineseCapital(row.settleAmount),
      }),
      okText: t('settlement.confirm.ok'),
      run: (call) => confirmDelivery({ settleNo: row.settleNo }, call),
      about: t('intent.about.settlement', { no: row.settleNo, amount: formatMoney(row.settleAmount) }),
      // Loaded only when an answer is lost: the list's first load does not carry it.
      verify: async () => (await import('@/features/settlement/outcome')).verifyConfirmed(row.settleNo),
      onDone: () => {
        toast('success', t('settlement.confirm.done', { settleNo: row.settleNo }));
      },
    });

  const rowActions = (row: SettlementRow) => (
    <RowActions>
      {row.status === SETTLEMENT_STATUS.pending && canConfirm && (
        <RowAction label={t('settlement.action.confirm')} onClick={() => askConfirm(row)} />
      )}
      {row.status === SETTLEMENT_STATUS.awaitingVoucher && canUpload && (
        <RowAction label={t('settlement.action.upload')} onClick={() => uploading.open(row)} />
      )}
      {row.voucherUrls.length > 0 && (
        <RowAction label={t('settlement.action.voucher')} onClick={() => viewing.open(row.settleNo)} />
      )}
    </RowActions>
  );

  const fields = useMemo(() => settlementFields(messages, agents), [messages, agents]);
  const tabItems = [
    ...SETTLEMENT_STATUSES.map((status) => ({
      key: String(status),
      label: t(`settlement.status.${status}`),
      highlight: status === SETTLEMENT_STATUS.pending || status === SETTLEMENT_STATUS.awaitingVoucher,
    })),
    { key: ALL_TAB, label: t('settlement.tab.all') },
  ];

  return (
    <>
      <ListScreen<SettlementRow, SettlementListQuery, SettlementSummary>
        exportAction="settlement:export"
        id="agent-settlement"
        title={t('settlement.title')}
        rowKey="settleNo"
        fields={fields}
        rowActions={rowActions}
        actionsWidth={140}
        fetchPage={getAgentSettlementList}
        tabs={{ param: 'status', items: tabItems, counts: agentSettlementStatusCount }}
        onLoaded={(filters, rows) => selection.keepLoaded(rows, filters)}
        batch={selection.listProps}
        toolBarRender={() => batchButtons}
        totals={(summary) => [
          { label: t('settlement.totals.count'), value: t('list.totals.count', { count: summary.count }) },
          { label: t('settlement.totals.orderAmount'), value: <Money fen={summary.orderAmount} /> },
          { label: t('settlement.totals.amount'), value: <Money fen={summary.settleAmount} /> },
        ]}
      />
      {confirmDialog}
      <Suspense fallback={null}>
        {uploading.used && (
          <VoucherDialog
            row={uploading.target}
            send={uploadSettlementVoucher}
            onClose={uploading.close}
            onDone={(row) => {
              uploading.close();
              toast('success', t('settlement.voucher.done', { settleNo: row.settleNo }));
            }}
          />
        )}
        {batchDialogs}
        {viewing.used && <VoucherView settleNo={viewing.target} onClose={viewing.close} />}
      </Suspense>
    </>
  );
}
