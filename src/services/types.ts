/**
 * Shared wire shapes. Field names follow domain.md; where the real backend disagrees,
 * change them here and in the service file that owns the entity, nowhere else.
 */

/** Money on the wire is always integer fen. */
export type Fen = number;
/** `YYYY-MM-DD HH:mm:ss`, Beijing time. */
export type DateTimeText = string;

/** Page parameters and list answers: the wire shape the pagination helper speaks. */
export type { PageQuery, PageResult } from '@/core/pagination';

/** A value/label pair for selects and status lists. */
export interface Option<V = number | string> {
  value: V;
  label: string;
}

/** Answer of the upload endpoints. */
export interface UploadResult {
  url: string;
  name: string;
  size: number;
}
