/**
 * The record opened over the screen the operator is on (an order, an agent, a platform, a
 * settlement), by kind and id: the palette opens one without touching any list tab, and
 * closing it leaves the screen beneath exactly as it was. A small store, so opening a record
 * renders the host alone.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { onOwnerChange } from '@/core/owner';

export type RecordKind = 'order' | 'agent' | 'platform' | 'settlement';

export interface RecordRef {
  kind: RecordKind;
  /** The record's id (a settlement's: its number). */
  id: string;
  /** Its number as the operator knows it (an order's: its order number), when the view needs it to load. */
  no?: string;
  /** The list filtered to it, with its detail open: 在列表中查看. */
  inList: string;
}

/** What a record view is given: the record, and how to close it. */
export interface RecordViewProps {
  record: RecordRef;
  onClose: () => void;
}

export type RecordViews = Record<RecordKind, LazyExoticComponent<ComponentType<RecordViewProps>>>;

let open: RecordRef | undefined;
/** The records opened before this one from inside a record, latest last: 返回 goes back to it. */
let trail: RecordRef[] = [];
let views: RecordViews | undefined;
let loadViews: (() => Promise<RecordViews>) | undefined;
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

/**
 * Opens a record over the screen. `within`: from a link inside the record open now, which
 * 返回 then reopens; otherwise (the palette, the bell) the trail starts afresh.
 */
export function openRecord(record: RecordRef, within = false): void {
  trail = within && open ? [...trail, open] : [];
  open = record;
  announce();
  if (!views && loadViews)
    void loadViews().then((loaded) => {
      views = loaded;
      announce();
    });
}

/** Closes the record, and those it was opened from: the screen beneath shows as it was. */
export function closeRecord(): void {
  if (!open) return;
  open = undefined;
  trail = [];
  announce();
}

/**
 * Forgets the record open and its trail: they were opened by the user signed in, and the next
 * one at the PC (a sign-out, a 109, another user in this tab) is never shown them.
 */
export function forgetRecords(): void {
  if (!open && trail.length === 0) return;
  open = undefined;
  trail = [];
  announce();
}

// Another user at this PC (a sign-out, a 109 and someone else's sign-in): nothing stays open.
onOwnerChange(() => forgetRecords());

/** Back to the record this one was opened from. */
export function backRecord(): void {
  open = trail.at(-1);
  trail = trail.slice(0, -1);
  announce();
}

export const previousRecord = () => trail.at(-1);

export const subscribeRecord = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const openedRecord = () => open;

/**
 * How to load the views of each kind, handed over by the screen router (src/pages/MenuScreen),
 * which alone imports screens: the host lives in the layout, which may not. Loaded with the
 * first record opened.
 */
export function provideRecordViews(load: () => Promise<RecordViews>): void {
  loadViews = load;
}

export const recordViews = () => views;
