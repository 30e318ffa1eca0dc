import { PrinterOutlined } from '@ant-design/icons';
import { lazy, startTransition, Suspense, useMemo, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import shipMessages from '@/locales/zh-CN/shipping';
import ListScreen, { BatchButton, useBatchSelection } from '@/components/ListScreen';
import { RowAction, RowActions, statusLabel } from '@/components/cells';
import Permission, { useCan } from '@/components/Permission';
import { useDialog } from '@/components/useDialog';
import {
  getShipList,
  getShipTabStat,
  isShipped,
  SHIP_STATUS,
  SHIP_STATUSES,
  type CloudPrintItem,
  type ExpressCode,
  type Shipment,
  type ShipListQuery,
  type ShipStatus,
} from '@/services/shipping';
import { ALL_TAB } from '@/core/urlQuery';
import { shippingFields } from './columns';
import { MAX_PRINTS } from './printRules';
import { useFilterOptions } from './useFilterOptions';
import type { PrintAnswer } from './PrintDialog';

const TAB_ORDER: (ShipStatus | typeof ALL_TAB)[] = [...SHIP_STATUSES, ALL_TAB];

addScreenMessages(shipMessages);

/** The print dialogs load when first opened; the detail drawer (and ProDescriptions) the first time an order is. */
const PrintDialog = lazy(() => import(/* webpackChunkName: "screen-order-deliver-print" */ './PrintDialog'));
const PrintResult = lazy(() => import(/* webpackChunkName: "screen-order-deliver-print" */ './PrintResult'));
const ShipmentDetail = lazy(() => import(/* webpackChunkName: "screen-order-deliver-detail" */ './ShipmentDetail'));

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
    selectable: (row) => !isShipped(row.shipStatus),
    selectedText: (count) => t('shipping.batch.selected', { count }),
  });
  const { selected } = selection;
  const [printing, setPrinting] = useState<{ rows: Shipment[]; carrier?: ExpressCode }>();
  const [results, setResults] = useState<{
    items: CloudPrintItem[];
    rows: Shipment[];
    carrier: ExpressCode;
    how?: PrintAnswer;
  }>();
  const detail = useDialog<Shipment>();
  const openDetail = detail.open;

  // The order statuses' labels come from the server (getStatusDescList).
  const orderStatusLabel = (value: number | undefined) => statusLabel(options.statuses, value);

  const rowActions = (row: Shipment) => {
    const shipped = isShipped(row.shipStatus);
    return (
      <RowActions>
        {!shipped && row.printCount === 0 && canPrint && (
          <RowAction label={t('shipping.action.print')} onClick={() => setPrinting({ rows: [row] })} />
        )}
        {!shipped && row.printCount > 0 && canPrint && canReprint && (
          <RowAction
            label={t('shipping.action.reprint')}
            disabled={row.printCount >= MAX_PRINTS}
            onClick={() => setPrinting({ rows: [row] })}
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
    highlight: key === SHIP_STATUS.toShip,
  }));

  const afterPrint = (items: CloudPrintItem[], rows: Shipment[], carrier: ExpressCode, how?: PrintAnswer) => {
    // One transition: the result dialog and the list's 500 ticks let go render a component
    // at a time, so only their commit is one task; rendered at once with the dialogs' swap,
    // they made one long task (npm run bench, batch print).
    startTransition(() => {
      setPrinting(undefined);
      setResults({ items, rows, carrier, how });
      selection.clear();
    });
  };

  const retryFailed = (failedIds: string[]) => {
    const rows = results?.rows.filter((row) => failedIds.includes(row.id)) ?? [];
    setResults(undefined);
    // The retry keeps the batch's carrier: one more click must not print with another one.
    setPrinting({ rows, carrier: results?.carrier });
  };

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
        exportAction="ship:export"
        onLoaded={selection.clear}
        batch={selection.listProps}
        toolBarRender={() => [
          <Permission key="print" action="ship:print">
            <BatchButton
              count={selected.length}
              icon={<PrinterOutlined />}
              onClick={() => setPrinting({ rows: selected })}
            >
              {t('shipping.batch.print')}
            </BatchButton>
          </Permission>,
        ]}
      />
      <Suspense fallback={null}>
        {printing && (
          <PrintDialog
            rows={printing.rows}
            carrier={printing.carrier}
            onCancel={() => setPrinting(undefined)}
            onPrinted={afterPrint}
          />
        )}
        {results && (
          <PrintResult
            results={results.items}
            rows={results.rows}
            how={results.how}
            onClose={() => setResults(undefined)}
            onRetryFailed={retryFailed}
          />
        )}
      </Suspense>
      {detail.used && (
        <Suspense fallback={null}>
          <ShipmentDetail row={detail.target} orderStatusLabel={orderStatusLabel} onClose={detail.close} />
        </Suspense>
      )}
    </>
  );
}
