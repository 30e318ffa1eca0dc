export { default as ImportDialog } from './ImportDialog';
export type { ImportField, MappedRow } from './mapping';
export type { CheckedRow, ImportSpec } from './types';
