/**
 * Shared wire shapes. Field names follow domain.md; where the real backend disagrees,
 * change them here and in the service file that owns the entity, nowhere else.
 */

/** Money on the wire is always integer fen. */
export type Fen = number;
/** `YYYY-MM-DD HH:mm:ss`, Beijing time. */
export type DateTimeText = string;

/** The API's page parameters (what the pagination helper sends). */
export interface PageQuery {
  page: number;
  limit: number;
}

/** The API's answer to a list call; a money list adds the totals of its whole filter. */
export interface PageResult<T, S = never> {
  list: T[];
  total: number;
  summary?: S;
}

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
