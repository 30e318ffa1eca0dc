import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { Money } from '@/components/cells';
import ListScreen from '@/components/ListScreen';
import { usePlatformOptions } from '@/components/options';
import Permission, { useCan } from '@/components/Permission';
import { useDialog } from '@/components/useDialog';
import { RECHARGE_FOR_KEY } from '@/core/urlQuery';
import RechargeDialog from '@/features/funds';
import { readKept } from '@/features/shipping/printReturn';
import { useUrlHandoff } from '@/components/useUrlHandoff';
import financeMessages from '@/locales/zh-CN/finance';
import {
  getRechargeList,
  type Recharge as RechargeRow,
  type RechargeListQuery,
  type RechargeSummary,
} from '@/services/finance';
import { rechargeFields } from './columns';

addScreenMessages(financeMessages);

/** A transfer voucher previewed in the page, large enough to read (antd's Image loads only then). */
const FilePreview = lazy(() =>
  import(/* webpackChunkName: "file-preview" */ '@/components/FileImage').then((module) => ({
    default: module.FilePreview,
  })),
);

/** The way back to a print batch (after 去充值 from its result): loaded only when one is kept. */
const PrintReturnBanner = lazy(
  () => import(/* webpackChunkName: "print-return" */ '@/features/shipping/PrintReturnBanner'),
);

/** 充值记录: every recharge of every platform, and the recharge action itself. */
export default function FinanceRecharge() {
  const messages = useMessages();
  const { t } = messages;
  const platforms = usePlatformOptions();
  const recharging = useDialog<{ platformId?: number }>();
  const canRecharge = useCan('finance:recharge');
  const [voucher, setVoucher] = useState<string>();
  const [printBatchKept] = useState(() => readKept() !== undefined);
  // Opened from elsewhere to fund one platform (a print that failed for its balance, say):
  // the dialog opens with it chosen, and the link's key leaves the address.
  useUrlHandoff(RECHARGE_FOR_KEY, (value) => {
    const platformId = Number(value);
    if (canRecharge && platformId > 0) recharging.open({ platformId });
  });

  const fields = useMemo(() => rechargeFields(messages, platforms, setVoucher), [messages, platforms]);

  return (
    <>
      {printBatchKept && (
        <Suspense fallback={null}>
          <PrintReturnBanner />
        </Suspense>
      )}
      <ListScreen<RechargeRow, RechargeListQuery, RechargeSummary>
        id="recharge"
        title={t('finance.recharge.title')}
        rowKey="rechargeNo"
        fields={fields}
        fetchPage={getRechargeList}
        exportAction="finance:export"
        totals={(summary) => [
          { label: t('finance.recharge.totals.count'), value: t('list.totals.count', { count: summary.count }) },
          { label: t('finance.recharge.totals.amount'), value: <Money fen={summary.amount} /> },
          {
            label: t('finance.recharge.totals.credited'),
            value: <Money fen={summary.creditedAmount} />,
            tone: 'income',
          },
        ]}
        toolBarRender={() => [
          <Permission key="recharge" action="finance:recharge">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => recharging.open({})}>
              {t('finance.recharge.add')}
            </Button>
          </Permission>,
        ]}
      />
      {recharging.used && (
        <RechargeDialog
          open={Boolean(recharging.target)}
          platformId={recharging.target?.platformId}
          onClose={recharging.close}
        />
      )}
      {voucher && (
        <Suspense fallback={null}>
          <FilePreview url={voucher} alt={t('finance.recharge.col.voucher')} onClose={() => setVoucher(undefined)} />
        </Suspense>
      )}
    </>
  );
}
