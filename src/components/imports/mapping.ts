/**
 * From a sheet's rows to the fields of an import: which row is the header (the first of the
 * top ten naming the most fields, a bank's file often opens with a title block), which column
 * holds each field (by its name or one of its other names, or as the operator chose it last
 * time for this kind of file), and each data row's cells by field.
 */
import { isRecordOf, isString, preferenceKey, readPreference, writePreference } from '@/core/preferences';
import { storageOwner } from '@/core/owner';

export interface ImportField<K extends string = string> {
  key: K;
  label: string;
  required?: boolean;
  /** Other titles a file may give it (a bank's own words). */
  aliases?: readonly string[];
}

/** Each field's column (0-based), or undefined when the file has none. */
export type ColumnMap<K extends string> = Partial<Record<K, number>>;

export interface MappedRow<K extends string> {
  /** The row's number in the file (1-based, as the spreadsheet shows it). */
  line: number;
  cells: Record<K, string>;
}

const fold = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\s*：:（）()]/g, '')
    .toLowerCase();

const names = (field: ImportField) => [field.label, ...(field.aliases ?? [])].map(fold);

/** The header row (0-based): the one of the first ten that names the most fields. */
export function findHeaderRow(rows: readonly string[][], fields: readonly ImportField[]): number {
  let best = 0;
  let bestCount = -1;
  rows.slice(0, 10).forEach((row, index) => {
    const titles = new Set(row.map(fold));
    const count = fields.filter((field) => names(field).some((name) => titles.has(name))).length;
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  return best;
}

/** Each field's column by its title; `remembered` (field -> title) first, as the operator chose. */
export function matchColumns<K extends string>(
  header: readonly string[],
  fields: readonly ImportField<K>[],
  remembered: Partial<Record<K, string>> = {},
): ColumnMap<K> {
  const titles = header.map(fold);
  const map: ColumnMap<K> = {};
  const taken = new Set<number>();
  for (const field of fields) {
    const chosen = remembered[field.key];
    const byChoice = chosen === undefined ? -1 : titles.indexOf(fold(chosen));
    const byName = titles.findIndex((title, index) => !taken.has(index) && names(field).includes(title));
    const column = byChoice >= 0 && !taken.has(byChoice) ? byChoice : byName;
    if (column >= 0) {
      map[field.key] = column;
      taken.add(column);
    }
  }
  return map;
}

/** The rows under the header, each field's cell trimmed; rows with nothing in any field are left out. */
export function mapRows<K extends string>(
  rows: readonly string[][],
  headerRow: number,
  fields: readonly ImportField<K>[],
  columns: ColumnMap<K>,
): MappedRow<K>[] {
  const mapped: MappedRow<K>[] = [];
  rows.forEach((row, index) => {
    if (index <= headerRow) return;
    const cells = Object.fromEntries(
      fields.map((field) => {
        const column = columns[field.key];
        return [field.key, column === undefined ? '' : (row[column] ?? '').trim()];
      }),
    ) as Record<K, string>;
    if (Object.values<string>(cells).some((cell) => cell !== '')) mapped.push({ line: index + 1, cells });
  });
  return mapped;
}

/** Where the operator's column choices for a kind of file are kept (a preference: titles only). */
const mappingKey = (kind: string) => preferenceKey(storageOwner(), `import-columns:${kind}`);

export function rememberedColumns<K extends string>(kind: string): Partial<Record<K, string>> {
  return (readPreference(mappingKey(kind), isRecordOf(isString)) ?? {}) as Partial<Record<K, string>>;
}

export function rememberColumns<K extends string>(
  kind: string,
  header: readonly string[],
  columns: ColumnMap<K>,
): void {
  const titles = Object.fromEntries(
    Object.entries(columns).flatMap(([key, column]) =>
      typeof column === 'number' && header[column] ? [[key, header[column]]] : [],
    ),
  );
  writePreference(mappingKey(kind), titles);
}
