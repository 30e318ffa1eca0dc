import { csvHeader, csvRows, downloadText, exportFileName } from '@/core/csv';
import type { CsvColumn } from '@/core/csvValue';
import type { ExportFormat } from './listTypes';

/** Where an export's pages go: written as each arrives, its rows let go. */
interface FileWriter<T> {
  add: (rows: T[]) => void;
  finish: () => BlobPart[];
  type: string;
}

function csvWriter<T>(columns: CsvColumn<T>[]): FileWriter<T> {
  // Each page as a Blob of its text as it arrives: the text is let go, encoded once.
  const parts: Blob[] = [new Blob([csvHeader(columns)])];
  return {
    add: (rows) => parts.push(new Blob([csvRows(columns, rows)])),
    finish: () => parts,
    type: 'text/csv;charset=utf-8',
  };
}

/** The Excel writer and fflate load with the first Excel export, not with the list. */
async function xlsxFileWriter<T>(title: string, columns: CsvColumn<T>[]): Promise<FileWriter<T>> {
  const { xlsxWriter, XLSX_TYPE } = await import(/* webpackChunkName: "export-xlsx" */ '@/core/xlsx');
  return { ...xlsxWriter(title, columns), type: XLSX_TYPE };
}

export function openWriter<T>(
  format: ExportFormat,
  title: string,
  columns: CsvColumn<T>[],
): Promise<FileWriter<T>> | FileWriter<T> {
  return format === 'xlsx' ? xlsxFileWriter(title, columns) : csvWriter(columns);
}

/** Saves what the writer wrote under the list's name and the time. */
export function saveFile<T>(writer: FileWriter<T>, title: string, format: ExportFormat): void {
  downloadText(writer.finish(), exportFileName(title, format), writer.type);
}
