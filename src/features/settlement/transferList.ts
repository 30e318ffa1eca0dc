/**
 * The bank's batch-transfer list (批量转账) of settlements awaiting their payment. `prepare`
 * re-reads the selection and its payees just before the file is written and judges each row
 * by the bank's rules (./transferCheck.ts), with what was already listed before; `write` makes
 * the file of the payable lines only, in the operator's bank layout (./bankLayouts.ts,
 * ./transferProfile.ts): the data holds the header and one record per line (nothing else a
 * bank's import could read as a transfer); the count and the total go on a sheet of their own
 * (xlsx) or in lines above the header (CSV), as the bank's layout puts them, or nowhere. A list
 * longer than the bank's row limit is written as several files.
 */
import type { Messages } from '@/adapters/intl';
import { bankCsvCell, csvLine, csvRows, downloadText, exportFileName, UTF8_BOM } from '@/core/csv';
import { fenCsv, type CsvColumn, type CsvValue } from '@/core/csvValue';
import { sumFen, toChineseCapital } from '@/core/money';
import type { Settlement } from '@/services/settlement';
import { loadPayees } from './payees';
import {
  bankLayout,
  cellOf,
  chosenColumns,
  compactDate,
  isGenericHeader,
  splitLines,
  type BankLayout,
  type LayoutColumn,
} from './bankLayouts';
import { awaitingNow } from './settlementsNow';
import { checkTransfers, type TransferCheck, type TransferLine } from './transferCheck';
import { listedBefore, rememberListed, type Listed } from './transferMemory';
import { DEFAULT_PROFILE, type TransferProfile } from './transferProfile';

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

/** The file kinds a profile may write the count and total in: a CSV has no second sheet, an xlsx no block. */
export function summaryFor(profile: TransferProfile): TransferProfile['summary'] {
  if (profile.file === 'csv') return profile.summary === 'sheet' ? 'block' : profile.summary;
  return profile.summary === 'block' ? 'sheet' : profile.summary;
}

/**
 * The settlements whose lines GBK cannot hold, with the characters: every text cell the file
 * would write for each (the payee's, and the paying company's as the operator typed them), so
 * a CSV in GBK is refused before it is written, never half-written.
 */
export async function gbkProblems(
  { t }: Messages,
  lines: readonly TransferLine[],
  profile: TransferProfile,
  now = new Date(),
): Promise<{ settleNo: string; chars: string[] }[]> {
  const { notInGbk } = await import(/* webpackChunkName: "export-gbk" */ '@/core/gbk');
  const columns = fileColumns(t, profile, now);
  return lines.flatMap((line, at) => {
    const texts = columns.map((column) => column.value({ line, sequence: at + 1 }));
    const chars = notInGbk(texts.filter((cell) => typeof cell === 'string').join(''));
    return chars.length > 0 ? [{ settleNo: line.settleNo, chars }] : [];
  });
}

/** A column's header as the file writes it: the bank's own words, or the generic list's in the console's language. */
export function columnTitle(t: Messages['t'], layout: BankLayout, item: LayoutColumn): string {
  return layout.translatedHeaders && isGenericHeader(item.header)
    ? t(`settlement.transfer.col.${item.header}`)
    : item.header;
}

interface FileLine {
  line: TransferLine;
  sequence: number;
}

/** The file's columns in the operator's layout and order, each cell as the bank reads it. */
function fileColumns(t: Messages['t'], profile: TransferProfile, now: Date): CsvColumn<FileLine>[] {
  const layout = bankLayout(profile.layout);
  const context = {
    today: compactDate(now),
    payer: profile.payer,
    branchAsBank: profile.branchAsBank,
    kindText: (personal: boolean) =>
      t(personal ? 'settlement.transfer.kind.personal' : 'settlement.transfer.kind.company'),
  };
  return chosenColumns(layout, profile.columns[layout.id]).map((item) => ({
    title: columnTitle(t, layout, item),
    value: ({ line, sequence }) => {
      const cell = cellOf(item.source, line, { ...context, sequence });
      return typeof cell === 'string' ? cell : fenCsv(cell.fen);
    },
  }));
}

/**
 * Writes the list of `lines` in the operator's bank layout (`profile`), in as many files as the
 * bank's row limit asks, and remembers them as listed by `by`.
 */
export async function writeTransferList(
  { t }: Messages,
  lines: readonly TransferLine[],
  by: string,
  profile: TransferProfile = DEFAULT_PROFILE,
  now = new Date(),
) {
  const layout = bankLayout(profile.layout);
  const columns = fileColumns(t, profile, now);
  const summary = summaryFor(profile);
  const files = splitLines(lines, profile.rowLimit);
  // 批量转账清单, or 批量转账清单_招商银行 for a bank's own layout.
  const name =
    layout.id === 'generic'
      ? t('settlement.transfer.file')
      : `${t('settlement.transfer.file')}_${t(`settlement.transfer.bank.${layout.id}`)}`;
  for (const [index, part] of files.entries()) {
    const fileLines = part.map((line, at) => ({ line, sequence: at + 1 }));
    const total = sumFen(part.map((line) => line.amount));
    const summaryRows: CsvValue[][] = [
      [t('settlement.transfer.summary.count'), part.length],
      [t('settlement.transfer.summary.total'), fenCsv(total)],
      [t('settlement.transfer.summary.capital'), toChineseCapital(total)],
      [t('settlement.transfer.summary.by'), by],
    ];
    const fileName = exportFileName(
      files.length > 1 ? `${name}_${index + 1}-${files.length}` : name,
      profile.file,
      now,
    );
    if (profile.file === 'xlsx') {
      const { xlsxWriter, XLSX_TYPE } = await import(/* webpackChunkName: "export-xlsx" */ '@/core/xlsx');
      const writer = xlsxWriter(
        t('settlement.transfer.sheet'),
        columns,
        summary === 'sheet' ? { summary: t('settlement.transfer.summary') } : {},
      );
      writer.add(fileLines);
      downloadText(writer.finish(summary === 'sheet' ? summaryRows : []), fileName, XLSX_TYPE);
      continue;
    }
    const line = (cells: CsvValue[]) => csvLine(cells, bankCsvCell);
    const text =
      (summary === 'block' ? summaryRows.slice(0, 2).map(line).join('') : '') +
      line(columns.map((item) => item.title)) +
      csvRows(columns, fileLines, bankCsvCell);
    if (profile.encoding === 'gbk') {
      const { encodeGbk } = await import(/* webpackChunkName: "export-gbk" */ '@/core/gbk');
      downloadText([encodeGbk(text)], fileName, 'text/csv;charset=gbk');
    } else downloadText(`${UTF8_BOM}${text}`, fileName);
  }
  rememberListed(
    lines.map((line) => line.settleNo),
    by,
    now,
  );
  return { count: lines.length, total: sumFen(lines.map((line) => line.amount)), files: files.length };
}
