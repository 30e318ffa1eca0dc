import { useLocation } from '@umijs/max';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { lazy } from 'react';
import { useMessages } from '@/adapters/intl';
import { BatchButton, useBatchSelection, useSelection, type SelectionStore } from '@/components/ListScreen';
import { useCan } from '@/components/Permission';
import { useDialog } from '@/components/useDialog';
import { TAB_KEY } from '@/core/urlQuery';
import { listedBefore } from '@/features/settlement/transferMemory';
import { SETTLEMENT_STATUS, type Settlement } from '@/services/settlement';

const BatchConfirm = lazy(() => import(/* webpackChunkName: "screen-settlement-batch" */ './BatchConfirm'));
const BatchVoucher = lazy(() => import(/* webpackChunkName: "screen-settlement-batch" */ './BatchVoucher'));
const TransferDialog = lazy(() => import(/* webpackChunkName: "screen-settlement-batch" */ './TransferDialog'));
/** The import kit and its reader load with the first import, never with the list. */
const BankResultImport = lazy(() => import(/* webpackChunkName: "settlement-bank-result" */ './BankResultImport'));

/**
 * 代理商结算's batches: 待确认 rows confirmed together (批量确认交付), 待上传凭证 rows settled
 * together (批量上传凭证), each with its right. The selection, the toolbar's button and the
 * dialogs (rendered inside the screen's Suspense).
 */
export function useBatchActions({ canConfirm, canUpload }: { canConfirm: boolean; canUpload: boolean }) {
  const { t } = useMessages();
  const canUnmask = useCan('personal:unmask');
  const canReadAgents = useCan('agent:view');
  const canPay = canUnmask && canReadAgents;
  const selection = useBatchSelection<Settlement, 'settleNo'>('settleNo', {
    enabled: canConfirm || canUpload,
    selectable: (row) =>
      (canConfirm && row.status === SETTLEMENT_STATUS.pending) ||
      (canUpload && row.status === SETTLEMENT_STATUS.awaitingVoucher),
    // Settlements already in a bank's transfer list say so wherever they are selected again.
    selectedText: (count, keys) => {
      const listed = listedBefore(keys.map(String));
      const latest = [...listed.values()].sort((a, b) => b.at.localeCompare(a.at))[0];
      return latest
        ? t('settlement.batch.selectedListed', {
            count,
            listed: listed.size,
            at: new Date(latest.at).toLocaleString('zh-CN', { hour12: false }),
            by: latest.by,
          })
        : t('settlement.batch.selected', { count });
    },
    keptOverReload: true,
  });
  const confirming = useDialog<Settlement[]>();
  const settling = useDialog<Settlement[]>();
  const listing = useDialog<Settlement[]>();
  const importing = useDialog<true>();
  const closing = (dialog: typeof confirming) => () => {
    dialog.close();
    selection.clear();
  };

  const buttons = [
    <BatchButtons
      key="batch"
      selection={selection.store}
      rights={{ canConfirm, canUpload, canPay }}
      open={{ confirm: confirming.open, settle: settling.open, list: listing.open, import: () => importing.open(true) }}
    />,
  ];
  const dialogs = (
    <>
      {confirming.target && <BatchConfirm rows={confirming.target} onClose={closing(confirming)} />}
      {settling.target && <BatchVoucher rows={settling.target} onClose={closing(settling)} />}
      {listing.target && <TransferDialog rows={listing.target} onClose={listing.close} />}
      {importing.target && <BankResultImport onClose={importing.close} />}
    </>
  );
  return { selection, buttons, dialogs };
}

const awaitsConfirm = (rows: readonly Settlement[]) => rows.filter((row) => row.status === SETTLEMENT_STATUS.pending);
const awaitsVoucher = (rows: readonly Settlement[]) =>
  rows.filter((row) => row.status === SETTLEMENT_STATUS.awaitingVoucher);

/**
 * The toolbar's batch buttons, reading the selection themselves (a tick renders them, not the
 * screen): one unless the selection holds both kinds (two beside the status tabs fold them at
 * 1366 px): the one for the rows selected, else the one for the tab shown.
 */
function BatchButtons({
  selection,
  rights: { canConfirm, canUpload, canPay },
  open,
}: {
  selection: SelectionStore<Settlement>;
  rights: { canConfirm: boolean; canUpload: boolean; canPay: boolean };
  open: Record<'confirm' | 'settle' | 'list', (rows: Settlement[]) => void> & { import: () => void };
}) {
  const { t } = useMessages();
  const { rows } = useSelection(selection);
  const toConfirm = awaitsConfirm(rows);
  const toSettle = awaitsVoucher(rows);
  const onVoucherTab =
    new URLSearchParams(useLocation().search).get(TAB_KEY) === String(SETTLEMENT_STATUS.awaitingVoucher);
  const showConfirm = canConfirm && (toConfirm.length > 0 || (toSettle.length === 0 && !(onVoucherTab && canUpload)));
  const showVouchers = canUpload && (toSettle.length > 0 || (toConfirm.length === 0 && (onVoucherTab || !canConfirm)));
  return (
    <Space size={8}>
      {showConfirm && (
        <BatchButton selection={selection} pick={awaitsConfirm} onClick={open.confirm}>
          {t('settlement.batch.action')}
        </BatchButton>
      )}
      {showVouchers && canPay && (
        <Button icon={<DownloadOutlined />} disabled={toSettle.length === 0} onClick={() => open.list(toSettle)}>
          {t('settlement.transfer.action')}
          {toSettle.length > 0 ? ` (${toSettle.length})` : ''}
        </Button>
      )}
      {showVouchers && canPay && (
        <Button icon={<UploadOutlined />} onClick={open.import}>
          {t('settlement.bankResult.action')}
        </Button>
      )}
      {showVouchers && (
        <BatchButton selection={selection} pick={awaitsVoucher} onClick={open.settle}>
          {t('settlement.batchVoucher.action')}
        </BatchButton>
      )}
    </Space>
  );
}
