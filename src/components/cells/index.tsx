/**
 * Cells and values every screen shows the same way: status from a status map, money in
 * yuan, masked personal data, date-times, copyable numbers, two-line cells and row
 * actions. Plain elements on purpose: a page of 100 rows must render without a long task,
 * and Typography (ellipsis measuring, copy tooltips) or Space in every cell costs too much.
 */
import { CopyOutlined } from '@ant-design/icons';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useMessages } from '@/adapters/intl';
import { maskBankAccount, maskIdCard, maskMobile, maskName } from '@/core/mask';
import { formatMoney, formatSignedMoney } from '@/core/money';
import { toast } from '@/core/notice';
import { useCan } from '@/components/Permission';
import type { Option } from '@/services/types';
import styles from './cells.less';
import '@/components/kitMessages';

export type Tone = 'default' | 'processing' | 'success' | 'warning' | 'error';

/** Labels for status values: a map the server sends (`{0: '待审核'}`) or value/label options. */
export type StatusLabels = Partial<Record<string | number, string>> | Option<string | number>[] | undefined;

/** The label of `value` in a status map or option list; the raw value while labels load. */
export function statusLabel(labels: StatusLabels, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(labels))
    return labels.find((option) => String(option.value) === String(value))?.label ?? String(value);
  return labels?.[value] ?? String(value);
}

/** A coloured dot and a label. */
export function Status({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`${styles.status} ${styles[tone]}`}>{children}</span>;
}

/** A status from a status map, with a tone per value (default grey). */
export function StatusTag<V extends string | number>({
  value,
  labels,
  tones,
}: {
  value: V;
  labels: StatusLabels;
  tones?: Partial<Record<V, Tone>>;
}) {
  return <Status tone={tones?.[value] ?? 'default'}>{statusLabel(labels, value)}</Status>;
}

/** An amount in fen shown as yuan (¥1,234.50) with tabular digits; put it in a right-aligned column. */
export function Money({ fen }: { fen?: number | null }) {
  return <span className={styles.money}>{formatMoney(fen)}</span>;
}

/** Income green with +, expense red with − (docs/requirements.md#money). */
export function SignedMoney({ fen, direction }: { fen?: number | null; direction: 'income' | 'expense' }) {
  return <span className={`${styles.money} ${styles[direction]}`}>{formatSignedMoney(fen, direction)}</span>;
}

const MASKS = { mobile: maskMobile, idCard: maskIdCard, bankAccount: maskBankAccount, name: maskName };

/**
 * Personal data, masked whatever the backend sent. With `whole` (what the backend sends only
 * to an account holding personal:unmask) a 显示 button reveals it, copyable; `revealed` shows
 * it at once, where the operator needs it to act (paying a settlement out).
 */
export function Masked({
  kind,
  value,
  whole,
  revealed,
}: {
  kind: keyof typeof MASKS;
  value?: string | null;
  whole?: string | null;
  revealed?: boolean;
}) {
  if (whole)
    return (
      <Revealable
        masked={MASKS[kind](value ?? whole)}
        whole={whole}
        revealed={revealed}
        grouped={kind === 'bankAccount'}
      />
    );
  return <span className={styles.mono}>{MASKS[kind](value)}</span>;
}

function Revealable({
  masked,
  whole,
  revealed,
  grouped,
}: {
  masked: string;
  whole: string;
  revealed?: boolean;
  grouped?: boolean;
}) {
  const { t } = useMessages();
  const allowed = useCan('personal:unmask');
  const [shown, setShown] = useState(Boolean(revealed));
  if (!allowed) return <span className={styles.mono}>{masked}</span>;
  return (
    <span>
      {shown ? <CopyableNo value={whole} grouped={grouped} /> : <span className={styles.mono}>{masked}</span>}
      {!revealed && (
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? t('cell.hide') : t('cell.reveal')}
        </button>
      )}
    </span>
  );
}

/** `YYYY-MM-DD HH:mm:ss` as the backend sends it, or a dash. */
export function DateTime({ value }: { value?: string | null }) {
  return <span className={styles.mono}>{value || '-'}</span>;
}

/**
 * A long number read aloud or typed into a bank's system (an account): in groups of four, as a
 * bank card prints it. The groups are spaced by style, not by spaces, so what is selected and
 * copied is the number itself.
 */
function InFours({ value }: { value: string }) {
  const groups = value.match(/.{1,4}/g) ?? [];
  return (
    <>
      {groups.map((group, at) => (
        <span key={at} className={at < groups.length - 1 ? styles.group : undefined}>
          {group}
        </span>
      ))}
    </>
  );
}

/**
 * A number an operator copies (order, waybill, settlement numbers), with a copy button;
 * `grouped`: shown in fours (an account), copied whole.
 */
export function CopyableNo({
  value,
  onOpen,
  grouped,
}: {
  value?: string | null;
  onOpen?: () => void;
  grouped?: boolean;
}) {
  const { t } = useMessages();
  if (!value) return <span className={styles.sub}>-</span>;
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => toast('success', t('cell.copied', { value })),
      () => toast('warning', t('cell.copyFailed')),
    );
  };
  return (
    <span className={styles.mono}>
      {onOpen ? <a onClick={onOpen}>{value}</a> : grouped ? <InFours value={value} /> : value}
      <button
        type="button"
        className={styles.copy}
        onClick={copy}
        aria-label={t('cell.copy', { value })}
        title={t('cell.copy', { value })}
      >
        <CopyOutlined />
      </button>
    </span>
  );
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

/** Small grey text (a secondary value or a dash). */
export function Sub({ children }: { children: ReactNode }) {
  return <span className={styles.sub}>{children}</span>;
}

/** A code the system reads (a path, a permission code): monospace, on one line, … when long. */
export function Code({ value }: { value: string }) {
  return (
    <code className={styles.code} title={value}>
      {value}
    </code>
  );
}

/** Red small text: a failure's reason under a status. */
export function Danger({ children }: { children: ReactNode }) {
  return <span className={styles.danger}>{children}</span>;
}

/**
 * True while a list shows its last good rows beside a failed load: their actions wait for a
 * successful reload (a row of another page, or an old state, is not acted on as current).
 */
export const RowsStale = createContext(false);

/** A row's text buttons (plain buttons: cheap to render a hundred times). */
export function RowAction({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  const stale = useContext(RowsStale);
  return (
    <button type="button" className={styles.action} onClick={onClick} disabled={disabled || stale}>
      {label}
    </button>
  );
}

export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export { styles as cellStyles };
