/**
 * The bank's batch-transfer list (批量转账) of settlements awaiting their payment. `prepare`
 * re-reads the selection and its payees just before the file is written and judges each row
 * by the bank's rules (./transferCheck.ts), with what was already listed before; `write` makes
 * the workbook of the payable lines only: the data sheet holds the header and one record per
 * line (nothing else a bank's import could read as a transfer), the count, the total and the
 * total in 大写 are on a sheet of their own. A batch holds at most BATCH_CAP (200) settlements,
 * below the 3,000 lines a bank's batch file takes, so a list is one file.
 */
import type { Messages } from '@/adapters/intl';
import { downloadText, exportFileName, fenCsv, type CsvColumn } from '@/core/csv';
import { sumFen, toChineseCapital } from '@/core/money';
import type { Settlement } from '@/services/settlement';
import { loadPayees } from './payees';
import { awaitingNow } from './settlementsNow';
import { checkTransfers, type TransferCheck, type TransferLine } from './transferCheck';
import { listedBefore, rememberListed, type Listed } from './transferMemory';

export interface PreparedTransfers extends TransferCheck {
  /** Payable settlements already in an earlier list, with when and by whom. */
  listed: ReadonlyMap<string, Listed>;
}

export async function prepareTransfers(
  selected: readonly Settlement[],
  signal?: AbortSignal,
): Promise<PreparedTransfers> {
  const [fresh, payees] = await Promise.all([awaitingNow(signal), loadPayees(selected, signal)]);
  const check = checkTransfers(selected, fresh, payees);
  return { ...check, listed: listedBefore(check.payable.map((line) => line.settleNo)) };
}

/** Writes the list of `lines` and remembers them as listed by `by`. */
export async function writeTransferList({ t }: Messages, lines: readonly TransferLine[], by: string, now = new Date()) {
  const columns: CsvColumn<TransferLine>[] = [
    { title: t('settlement.transfer.col.holder'), value: (line) => line.holder },
    { title: t('settlement.transfer.col.account'), value: (line) => line.account },
    { title: t('settlement.transfer.col.bank'), value: (line) => line.bank },
    {
      title: t('settlement.transfer.col.kind'),
      value: (line) => t(line.personal ? 'settlement.transfer.kind.personal' : 'settlement.transfer.kind.company'),
    },
    { title: t('settlement.transfer.col.amount'), value: (line) => fenCsv(line.amount) },
    { title: t('settlement.transfer.col.purpose'), value: (line) => line.settleNo },
  ];
  const total = sumFen(lines.map((line) => line.amount));
  const { xlsxWriter, XLSX_TYPE } = await import(/* webpackChunkName: "export-xlsx" */ '@/core/xlsx');
  const writer = xlsxWriter(t('settlement.transfer.sheet'), columns, { summary: t('settlement.transfer.summary') });
  writer.add([...lines]);
  const parts = writer.finish([
    [t('settlement.transfer.summary.count'), lines.length],
    [t('settlement.transfer.summary.total'), fenCsv(total)],
    [t('settlement.transfer.summary.capital'), toChineseCapital(total)],
    [t('settlement.transfer.summary.by'), by],
  ]);
  downloadText(parts, exportFileName(t('settlement.transfer.file'), 'xlsx', now), XLSX_TYPE);
  rememberListed(
    lines.map((line) => line.settleNo),
    by,
    now,
  );
  return { count: lines.length, total };
}
