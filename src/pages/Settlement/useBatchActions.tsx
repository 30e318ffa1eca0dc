import { useLocation } from '@umijs/max';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { BatchButton, useBatchSelection } from '@/components/ListScreen';
import { useCan } from '@/components/Permission';
import { useDialog } from '@/components/useDialog';
import { formatMoney } from '@/core/money';
import { toast } from '@/core/notice';
import { TAB_KEY } from '@/core/urlQuery';
import { SETTLEMENT_STATUS, type Settlement } from '@/services/settlement';

const BatchConfirm = lazy(() => import(/* webpackChunkName: "screen-settlement-batch" */ './BatchConfirm'));
const BatchVoucher = lazy(() => import(/* webpackChunkName: "screen-settlement-batch" */ './BatchVoucher'));

/**
 * 代理商结算's batches: 待确认 rows confirmed together (批量确认交付), 待上传凭证 rows settled
 * together (批量上传凭证), each with its right. The selection, the toolbar's button and the
 * dialogs (rendered inside the screen's Suspense).
 */
export function useBatchActions({ canConfirm, canUpload }: { canConfirm: boolean; canUpload: boolean }) {
  const messages = useMessages();
  const { t } = messages;
  const canUnmask = useCan('personal:unmask');
  const canReadAgents = useCan('agent:view');
  const canPay = canUnmask && canReadAgents;
  const [listing, setListing] = useState(false);
  const selection = useBatchSelection<Settlement, 'settleNo'>('settleNo', {
    enabled: canConfirm || canUpload,
    selectable: (row) =>
      (canConfirm && row.status === SETTLEMENT_STATUS.pending) ||
      (canUpload && row.status === SETTLEMENT_STATUS.awaitingVoucher),
    selectedText: (count) => t('settlement.batch.selected', { count }),
    keptOverReload: true,
  });
  const toConfirm = selection.selected.filter((row) => row.status === SETTLEMENT_STATUS.pending);
  const toSettle = selection.selected.filter((row) => row.status === SETTLEMENT_STATUS.awaitingVoucher);
  // One button unless the selection holds both kinds (two beside the status tabs fold them at
  // 1366 px): the one for the rows selected, else the one for the tab shown.
  const onVoucherTab =
    new URLSearchParams(useLocation().search).get(TAB_KEY) === String(SETTLEMENT_STATUS.awaitingVoucher);
  const showConfirm = canConfirm && (toConfirm.length > 0 || (toSettle.length === 0 && !(onVoucherTab && canUpload)));
  const showVouchers = canUpload && (toSettle.length > 0 || (toConfirm.length === 0 && (onVoucherTab || !canConfirm)));
  const confirming = useDialog<Settlement[]>();
  const settling = useDialog<Settlement[]>();
  const closing = (dialog: typeof confirming) => () => {
    dialog.close();
    selection.clear();
  };

  // The bank's batch-transfer list of the selected payouts: made from the payees' whole accounts.
  const exportTransfers = async (rows: Settlement[]) => {
    setListing(true);
    try {
      // Loaded with the first list made: most visits pay nothing.
      const { transferList } = await import(
        /* webpackChunkName: "settlement-transfer" */ '@/features/settlement/transferList'
      );
      const list = await transferList(messages, rows);
      if (!list.ok) {
        toast(
          'error',
          t('settlement.transfer.unpayable', { settleNos: list.unpayable.map((row) => row.settleNo).join('、') }),
        );
        return;
      }
      toast('success', t('settlement.transfer.done', { count: list.count, amount: formatMoney(list.total) }));
    } catch {
      // a failed read is said by the request layer (请求错误); nothing was downloaded
    } finally {
      setListing(false);
    }
  };

  const buttons = [
    showConfirm && (
      <BatchButton key="batch" count={toConfirm.length} onClick={() => confirming.open(toConfirm)}>
        {t('settlement.batch.action')}
      </BatchButton>
    ),
    showVouchers && canPay && (
      <Button
        key="transfer"
        icon={<DownloadOutlined />}
        disabled={toSettle.length === 0}
        loading={listing}
        onClick={() => void exportTransfers(toSettle)}
      >
        {t('settlement.transfer.action')}
        {toSettle.length > 0 ? ` (${toSettle.length})` : ''}
      </Button>
    ),
    showVouchers && (
      <BatchButton key="vouchers" count={toSettle.length} onClick={() => settling.open(toSettle)}>
        {t('settlement.batchVoucher.action')}
      </BatchButton>
    ),
  ];
  const dialogs = (
    <>
      {confirming.target && <BatchConfirm rows={confirming.target} onClose={closing(confirming)} />}
      {settling.target && <BatchVoucher rows={settling.target} onClose={closing(settling)} />}
    </>
  );
  return { selection, buttons, dialogs };
}
