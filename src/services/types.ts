/**
 * Names for the kit's generic shapes. The wire's fields are stated once, as schemas, in the
 * service file that owns the entity (built from ./wire.ts); where the real backend
 * disagrees, change them there, nowhere else.
 */

/** Page parameters and list answers: the wire shape the pagination helper speaks. */
export type { PageQuery, PageResult } from '@/core/pagination';

/** A value/label pair for selects and status lists (the wire's `option()`). */
export interface Option<V = number | string> {
  value: V;
  label: string;
}
