import { useMessages } from '@/adapters/intl';
import { cellStyles, Danger, Stacked, Status, Sub, type Tone } from '@/components/cells';
import { PRINT_STATUS, type PrintStatus, type Shipment, type ShipStatus } from '@/services/shipping';

const SHIP_TONE: Record<ShipStatus, Tone> = { 0: 'warning', 1: 'processing', 2: 'default', 3: 'success', 4: 'error' };
const PRINT_TONE: Record<PrintStatus, Tone> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };

export function ShipStatusCell({ status }: { status: ShipStatus }) {
  const { t } = useMessages();
  return <Status tone={SHIP_TONE[status]}>{t(`ship.status.${status}`)}</Status>;
}

/** Print status, how many times it printed, and the last failure's reason. */
export function PrintStatusCell({ row }: { row: Shipment }) {
  const { t } = useMessages();
  return (
    <div className={cellStyles.stack}>
      <Status tone={PRINT_TONE[row.printStatus]}>{t(`ship.print.${row.printStatus}`)}</Status>
      {row.printCount > 0 && <Sub>{t('ship.printCount', { count: row.printCount })}</Sub>}
      {row.printStatus === PRINT_STATUS.failed && row.printFailReason && (
        <span className={cellStyles.ellipsis} title={row.printFailReason}>
          <Danger>{row.printFailReason}</Danger>
        </span>
      )}
    </div>
  );
}

export function ExpressCell({ row }: { row: Shipment }) {
  const { t } = useMessages();
  if (!row.expressCode) return <Sub>-</Sub>;
  return (
    <Stacked
      main={t(`ship.express.${row.expressCode}`)}
      sub={row.waybillNo ? <span className={cellStyles.mono}>{row.waybillNo}</span> : undefined}
    />
  );
}
