import { useMessages } from '@/adapters/intl';
import { cellStyles, Danger, Stacked, Status, Sub, type Tone } from '@/components/cells';
import { PRINT_STATUS, type PrintStatus, type Shipment, type ShipmentStatus } from '@/services/shipping';

const SHIPMENT_TONE: Record<ShipmentStatus, Tone> = {
  0: 'warning',
  1: 'processing',
  2: 'default',
  3: 'success',
  4: 'error',
};
const PRINT_TONE: Record<PrintStatus, Tone> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };

/**
 * Print status, when it last printed, and below that the last failure's reason or, for a
 * waybill printed more than once, how many times (one column instead of three at 1280 px).
 */
export function PrintStatusCell({ row }: { row: Shipment }) {
  const { t } = useMessages();
  const failed = row.printStatus === PRINT_STATUS.failed && row.printFailReason;
  return (
    <div className={cellStyles.stack}>
      <Status tone={PRINT_TONE[row.printStatus]}>{t(`shipping.print.${row.printStatus}`)}</Status>
      {row.lastPrintTime && <Sub>{row.lastPrintTime}</Sub>}
      {failed ? (
        <span className={cellStyles.ellipsis} title={row.printFailReason ?? undefined}>
          <Danger>{row.printFailReason}</Danger>
        </span>
      ) : (
        row.printCount > 1 && <Sub>{t('shipping.printCount', { count: row.printCount })}</Sub>
      )}
    </div>
  );
}

/** Shipping status, and the order's own status under it where it says something else. */
export function ShipmentStatusCell({ status, orderStatus }: { status: ShipmentStatus; orderStatus?: string }) {
  const { t } = useMessages();
  const label = t(`shipping.status.${status}`);
  return (
    <Stacked
      main={<Status tone={SHIPMENT_TONE[status]}>{label}</Status>}
      sub={orderStatus === label ? undefined : orderStatus}
    />
  );
}

export function ExpressCell({ row }: { row: Shipment }) {
  const { t } = useMessages();
  if (!row.expressCode) return <Sub>-</Sub>;
  return (
    <Stacked
      main={t(`shipping.express.${row.expressCode}`)}
      sub={row.waybillNo ? <span className={cellStyles.mono}>{row.waybillNo}</span> : undefined}
    />
  );
}
