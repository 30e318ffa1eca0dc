import type { ReactNode } from 'react';
import { useMessages } from '@/adapters/intl';
import type { PrintStatus, Shipment, ShipStatus } from '@/services/shipping';
import styles from './cells.less';

const SHIP_TONE: Record<ShipStatus, string> = { 0: 'warning', 1: 'processing', 2: 'default', 3: 'success', 4: 'error' };
const PRINT_TONE: Record<PrintStatus, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };

export function Status({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`${styles.status} ${styles[tone]}`}>{children}</span>;
}

/** Two lines: a main value and a smaller grey one under it. */
export function Stacked({ main, sub, ellipsis = false }: { main: ReactNode; sub?: ReactNode; ellipsis?: boolean }) {
  const title = (value: ReactNode) => (ellipsis && typeof value === 'string' ? value : undefined);
  return (
    <div className={styles.stack}>
      <span className={ellipsis ? styles.ellipsis : undefined} title={title(main)}>
        {main}
      </span>
      {sub !== undefined && sub !== null && (
        <span className={`${styles.sub} ${ellipsis ? styles.ellipsis : ''}`} title={title(sub)}>
          {sub}
        </span>
      )}
    </div>
  );
}

export function ShipStatusCell({ status }: { status: ShipStatus }) {
  const { t } = useMessages();
  return <Status tone={SHIP_TONE[status]}>{t(`ship.status.${status}`)}</Status>;
}

/** Print status, how many times it printed, and the last failure's reason. */
export function PrintStatusCell({ row }: { row: Shipment }) {
  const { t } = useMessages();
  return (
    <div className={styles.stack}>
      <Status tone={PRINT_TONE[row.printStatus]}>{t(`ship.print.${row.printStatus}`)}</Status>
      {row.printCount > 0 && <span className={styles.sub}>{t('ship.printCount', { count: row.printCount })}</span>}
      {row.printStatus === 3 && row.printFailReason && (
        <span className={`${styles.danger} ${styles.ellipsis}`} title={row.printFailReason}>
          {row.printFailReason}
        </span>
      )}
    </div>
  );
}

export function ExpressCell({ row }: { row: Shipment }) {
  const { t } = useMessages();
  if (!row.expressCode) return <span className={styles.sub}>-</span>;
  return (
    <Stacked
      main={t(`ship.express.${row.expressCode}`)}
      sub={row.waybillNo ? <span className={styles.mono}>{row.waybillNo}</span> : undefined}
    />
  );
}

/** A row's text buttons (plain buttons: cheap to render a hundred times). */
export function RowAction({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className={styles.action} onClick={onClick} disabled={disabled}>
      {label}
    </button>
  );
}

export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export { styles as cellStyles };
