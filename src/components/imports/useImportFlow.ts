import { useRef, useState } from 'react';
import { useMessages } from '@/adapters/intl';
import type { ApiError } from '@/core/apiError';
import { findHeaderRow, mapRows, matchColumns, rememberColumns, rememberedColumns, type ColumnMap } from './mapping';
import { readTable, ReadTableError, type SheetText } from './readTable';
import type { CheckedRow, ImportSpec } from './types';

/** An import's state from the file to the checked rows: which step, what was read, how it maps. */
export function useImportFlow<K extends string, T>(spec: ImportSpec<K, T>) {
  const { t } = useMessages();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [reading, setReading] = useState(false);
  const [sheets, setSheets] = useState<SheetText[]>([]);
  const [sheetIndex, setSheetIndex] = useState(0);
  const [headerRow, setHeaderRow] = useState(0);
  const [columns, setColumns] = useState<ColumnMap<K>>({});
  const [showMissing, setShowMissing] = useState(false);
  const [checked, setChecked] = useState<CheckedRow<K, T>[]>();
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string>();
  const checkAbort = useRef<AbortController>(undefined);

  const rows = sheets[sheetIndex]?.rows ?? [];
  const header = rows[headerRow] ?? [];
  const missing = spec.fields.filter((field) => field.required && columns[field.key] === undefined);

  const chooseHeader = (row: number, sheetRows = rows) => {
    setHeaderRow(row);
    setColumns(matchColumns(sheetRows[row] ?? [], spec.fields, rememberedColumns<K>(spec.kind)));
  };
  const chooseSheet = (index: number, all = sheets) => {
    setSheetIndex(index);
    chooseHeader(findHeaderRow(all[index].rows, spec.fields), all[index].rows);
  };

  const read = async (chosen: File) => {
    setFile(chosen);
    setFileError(undefined);
    setReading(true);
    try {
      const read = await readTable(chosen);
      // The sheet naming the most fields (a bank's result may open with a summary sheet).
      const named = read.map(
        (sheet) =>
          Object.keys(matchColumns(sheet.rows[findHeaderRow(sheet.rows, spec.fields)] ?? [], spec.fields)).length,
      );
      setSheets(read);
      chooseSheet(named.indexOf(Math.max(...named)), read);
      setStep(1);
    } catch (error) {
      const reason = error instanceof ReadTableError ? error.reason : 'broken';
      setFileError(t(`import.file.error.${reason}`, { name: chosen.name }));
    } finally {
      setReading(false);
    }
  };

  const check = async () => {
    if (missing.length > 0) {
      setShowMissing(true);
      return;
    }
    rememberColumns(spec.kind, header, columns);
    checkAbort.current?.abort();
    const abort = new AbortController();
    checkAbort.current = abort;
    setStep(2);
    setChecked(undefined);
    setCheckError(undefined);
    setChecking(true);
    try {
      setChecked(await spec.check(mapRows(rows, headerRow, spec.fields, columns), abort.signal));
    } catch (error) {
      // a failed read is said by the request layer (请求错误); the step says it beside its retry
      if (!abort.signal.aborted) setCheckError((error as ApiError).message);
    } finally {
      setChecking(false);
    }
  };

  const ready = checked?.filter((row) => row.value !== undefined && Object.keys(row.errors).length === 0) ?? [];
  const bad = checked?.filter((row) => Object.keys(row.errors).length > 0) ?? [];
  const setColumn = (key: K, column: number | undefined) => setColumns((current) => ({ ...current, [key]: column }));

  return {
    step,
    setStep,
    file: { file, fileError, reading, read },
    columns: {
      sheets,
      sheetIndex,
      chooseSheet,
      rows,
      headerRow,
      chooseHeader,
      header,
      columns,
      setColumn,
      showMissing,
    },
    result: { checked, checking, checkError, check, ready, bad },
  };
}

export type ImportFlow<K extends string, T = unknown> = ReturnType<typeof useImportFlow<K, T>>;
