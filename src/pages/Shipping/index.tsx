import { PrinterOutlined } from '@ant-design/icons';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import shipMessages from '@/locales/zh-CN/shipping';
import ListScreen, { BatchButton, useBatchSelection, type ManyNumbers } from '@/components/ListScreen';
import { RowAction, RowActions, statusLabel } from '@/components/cells';
import Permission, { useCan } from '@/components/Permission';
import { useDialog } from '@/components/useDialog';
import { useReloadMemory } from '@/components/useReloadMemory';
import { useUrlHandoff } from '@/components/useUrlHandoff';
import {
  getShipList,
  getShipTabStat,
  SHIPMENT_STATUS,
  SHIPMENT_STATUSES,
  type Shipment,
  type ShipListQuery,
  type ShipmentStatus,
} from '@/services/shipping';
import { ALL_TAB, OPEN_KEY } from '@/core/urlQuery';
import { shippingFields } from './columns';
import { printChoice } from './printRules';
import { useFilterOptions } from './useFilterOptions';
import { usePrintLoop } from './usePrintLoop';

const TAB_ORDER: (ShipmentStatus | typeof ALL_TAB)[] = [...SHIPMENT_STATUSES, ALL_TAB];

addScreenMessages(shipMessages);

/** The print dialogs load when first opened; the detail drawer (and ProDescriptions) the first time an order is. */
const PrintDialog = lazy(() => import(/* webpackChunkName: "screen-order-deliver-print" */ './PrintDialog'));
const PrintResult = lazy(() => import(/* webpackChunkName: "screen-order-deliver-print" */ './PrintResult'));
const ShipmentDetail = lazy(() => import(/* webpackChunkName: "screen-order-deliver-detail" */ './ShipmentDetail'));

/** 订单号/运单号 takes a pasted column: a number names the order with that order or waybill number. */
const ORDER_NUMBERS: ManyNumbers<Shipment> = {
  filter: 'keyword',
  names: (row, number) => [row.orderNo, row.waybillNo].some((no) => no?.toUpperCase() === number.toUpperCase()),
};

/**
 * 订单发货, the console's home screen: find the orders to ship, cloud-print their
 * waybills in batches, and follow what shipped.
 */
export default function Shipping() {
  const messages = useMessages();
  const { t } = messages;
  const canPrint = useCan('ship:print');
  const canReprint = useCan('ship:reprint');
  const options = useFilterOptions();
  const selection = useBatchSelection<Shipment, 'id'>('id', {
    enabled: canPrint,
    // Only what this role can print now: a printed order without 补打's right, or at the limit, is not.
    selectable: (row) => printChoice(row, { canPrint, canReprint })?.disabled === false,
    selectedText: (count) => t('shipping.batch.selected', { count }),
    keptOverReload: true,
  });
  const loop = usePrintLoop(selection);
  const detail = useDialog<Shipment>();
  // From the search palette: the order's detail, once the list that shows it has loaded.
  const openWhenLoaded = useRef<string | undefined>(undefined);
  useUrlHandoff(OPEN_KEY, (id) => (openWhenLoaded.current = id));
  const openDetail = detail.open;
  // A reload gives back the order open in the drawer (its id, this tab, this user).
  const takeKeptDetail = useReloadMemory('detail', detail.target?.id);

  // The order statuses' labels come from the server (getStatusDescList).
  const orderStatusLabel = (value: number | undefined) => statusLabel(options.statuses, value);

  const rights = { canPrint, canReprint };
  const printOne = (row: Shipment) => loop.print([row]);
  const rowActions = (row: Shipment) => {
    const choice = printChoice(row, rights);
    return (
      <RowActions>
        {choice && (
          <RowAction
            label={t(`shipping.action.${choice.kind}`)}
            disabled={choice.disabled}
            onClick={() => printOne(row)}
          />
        )}
        <RowAction label={t('shipping.action.detail')} onClick={() => openDetail(row)} />
      </RowActions>
    );
  };

  const fields = useMemo(() => shippingFields(messages, options, openDetail), [messages, options, openDetail]);

  const tabItems = TAB_ORDER.map((key) => ({
    key: String(key),
    label: key === ALL_TAB ? t('shipping.tab.all') : t(`shipping.status.${key}`),
    highlight: key === SHIPMENT_STATUS.toShip,
  }));

  return (
    <>
      <ListScreen<Shipment, ShipListQuery>
        id="order-deliver"
        title={t('shipping.title')}
        rowKey="id"
        fields={fields}
        rowActions={rowActions}
        actionsWidth={120}
        fetchPage={getShipList}
        tabs={{ param: 'shipStatus', items: tabItems, counts: getShipTabStat }}
        manyNumbers={ORDER_NUMBERS}
        exportAction="ship:export"
        onLoaded={(filters, rows) => {
          loop.listLoaded(rows, filters);
          const wanted = openWhenLoaded.current ?? takeKeptDetail();
          const row = wanted && rows.find((candidate) => candidate.id === wanted);
          openWhenLoaded.current = undefined;
          if (row) detail.open(row);
        }}
        batch={selection.listProps}
        toolBarRender={() => [
          <Permission key="print" action="ship:print">
            <BatchButton selection={selection.store} icon={<PrinterOutlined />} onClick={loop.print}>
              {t('shipping.batch.print')}
            </BatchButton>
          </Permission>,
        ]}
      />
      <Suspense fallback={null}>
        {loop.printing && (
          <PrintDialog
            rows={loop.printing.rows}
            carrier={loop.printing.carrier}
            onCancel={loop.cancelPrint}
            onPrinted={loop.afterPrint}
          />
        )}
        {loop.results && (
          <PrintResult
            results={loop.results.items}
            rows={loop.results.rows}
            how={loop.results.how}
            retried={loop.results.retried}
            onClose={loop.closeResults}
            onRetryFailed={loop.retryFailed}
            onRecharge={loop.rechargeFor}
          />
        )}
      </Suspense>
      {detail.used && (
        <Suspense fallback={null}>
          <ShipmentDetail
            row={detail.target}
            orderStatusLabel={orderStatusLabel}
            rights={rights}
            onPrint={printOne}
            onClose={detail.close}
          />
        </Suspense>
      )}
    </>
  );
}
