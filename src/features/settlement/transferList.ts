/**
 * The bank's batch-transfer list (批量转账) of settlements awaiting their payment: one row per
 * settlement with the payee's account holder, account, bank, the amount in yuan (a number) and
 * the settlement number as 用途, then the count, the total and the total in 大写. Only whole
 * accounts can be paid: a payee whose account came masked (or not at all) is named, and no
 * file is made.
 */
import type { Messages } from '@/adapters/intl';
import { downloadText, exportFileName, fenCsv, type CsvColumn } from '@/core/csv';
import { sumFen, toChineseCapital } from '@/core/money';
import type { Settlement } from '@/services/settlement';
import { loadPayees } from './payees';

export type TransferList = { ok: true; count: number; total: number } | { ok: false; unpayable: Settlement[] };

export async function transferList({ t }: Messages, rows: Settlement[]): Promise<TransferList> {
  const payees = await loadPayees(rows);
  const payee = (row: Settlement) => (row.agentId === undefined ? undefined : payees.get(row.agentId));
  const unpayable = rows.filter((row) => !payee(row)?.bankAccount || !payee(row)?.bankName);
  if (unpayable.length > 0) return { ok: false, unpayable };
  const columns: CsvColumn<Settlement>[] = [
    { title: t('settlement.transfer.col.holder'), value: (row) => payee(row)?.accountHolder || row.agentName },
    { title: t('settlement.transfer.col.account'), value: (row) => payee(row)?.bankAccount },
    { title: t('settlement.transfer.col.bank'), value: (row) => payee(row)?.bankName },
    { title: t('settlement.transfer.col.amount'), value: (row) => fenCsv(row.settleAmount) },
    { title: t('settlement.transfer.col.purpose'), value: (row) => row.settleNo },
  ];
  const total = sumFen(rows.map((row) => row.settleAmount));
  const { xlsxWriter, XLSX_TYPE } = await import(/* webpackChunkName: "export-xlsx" */ '@/core/xlsx');
  const writer = xlsxWriter(t('settlement.transfer.sheet'), columns);
  writer.add(rows);
  const parts = writer.finish([
    [t('settlement.transfer.count', { count: rows.length }), '', '', fenCsv(total), toChineseCapital(total)],
  ]);
  downloadText(parts, exportFileName(t('settlement.transfer.file'), 'xlsx'), XLSX_TYPE);
  return { ok: true, count: rows.length, total };
}
