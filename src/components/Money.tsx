import { formatMoney } from '@/core/format';

/** An amount in fen shown as yuan (¥1,234.50), right-aligned with tabular digits. */
export default function Money({ fen }: { fen?: number | null }) {
  return <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatMoney(fen)}</span>;
}
