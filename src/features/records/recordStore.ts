/**
 * The record opened over the screen the operator is on (an order, an agent, a platform, a
 * settlement), by kind and id: the palette opens one without touching any list tab, and
 * closing it leaves the screen beneath exactly as it was. A small store, so opening a record
 * renders the host alone.
 */
import type { ComponentType, LazyExoticComponent } from 'react';

type RecordKind = 'order' | 'agent' | 'platform' | 'settlement';

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
let views: RecordViews | undefined;
let loadViews: (() => Promise<RecordViews>) | undefined;
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

export function openRecord(record: RecordRef): void {
  open = record;
  announce();
  if (!views && loadViews)
    void loadViews().then((loaded) => {
      views = loaded;
      announce();
    });
}

export function closeRecord(): void {
  if (!open) return;
  open = undefined;
  announce();
}

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
