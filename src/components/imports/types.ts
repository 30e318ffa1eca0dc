import type { ReactNode } from 'react';
import type { ImportField, MappedRow } from './mapping';

/** A row of the file after its checks: its errors by field, or what it will do. */
export interface CheckedRow<K extends string, T> {
  line: number;
  cells: Record<K, string>;
  errors: Partial<Record<K, string>>;
  /** What the row will do or why it is left out without an error of the file (a bank's 失败). */
  note?: string;
  /** Set when the row is ready to go: what its run sends. */
  value?: T;
}

/** One kind of import, declared by its feature: its fields, its checks and its run. */
export interface ImportSpec<K extends string, T> {
  /** Where its column choices are kept (`import-columns:<kind>`). */
  kind: string;
  title: string;
  fields: readonly ImportField<K>[];
  /** A workbook to fill in: the fields' titles and an example row. */
  template?: { fileName: string; example: Record<K, string> };
  /** Each row checked by the rules the forms use (and, for a bank's result, against the server's state now). */
  check: (rows: MappedRow<K>[], signal: AbortSignal) => Promise<CheckedRow<K, T>[]>;
  /** The last step: the ready rows sent, each with its result. */
  run: (props: { ready: CheckedRow<K, T>[]; file: File; back: () => void; close: () => void }) => ReactNode;
}
