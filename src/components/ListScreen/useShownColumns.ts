import type { ColumnsState } from '@ant-design/pro-components';
import { useState } from 'react';
import { isRecord, isRecordOf, readPreference, writePreference } from '@/core/preferences';

export type ColumnsShown = Record<string, ColumnsState>;

/** What the column settings hold: the defaults with the operator's remembered choices over them. */
function remembered(storageKey: string, defaults: ColumnsShown): ColumnsShown {
  const stored = readPreference(storageKey, isRecordOf(isRecord)) as ColumnsShown | undefined;
  if (!stored) return defaults;
  const keys = new Set([...Object.keys(defaults), ...Object.keys(stored)]);
  return Object.fromEntries([...keys].map((key) => [key, { ...defaults[key], ...stored[key] }]));
}

/**
 * The column settings, held and remembered here and given to ProTable as its value, so the
 * table can be exactly as wide as the columns it shows (no sideways scrolling while they fit,
 * and a scrollbar only once the operator turns on more). Not ProTable's own persistence: it
 * reads storage again whenever its effects run, and a kept tab shown again runs them all, so
 * each return re-rendered the whole table in the task that showed it.
 */
export function useShownColumns(storageKey: string, defaults: ColumnsShown) {
  const [shown, setShown] = useState(() => remembered(storageKey, defaults));
  return {
    columnsState: {
      value: shown,
      // What the column settings' 重置 goes back to.
      defaultValue: defaults,
      // ProTable reports its settings on each change, unchanged ones too: the same settings
      // keep the same object, so the screen does not render again for them.
      onChange: (next: ColumnsShown) => {
        setShown((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
        writePreference(storageKey, next);
      },
    },
    isShown: (key: string) => shown[key]?.show !== false,
  };
}

/** The width a table needs for the columns it shows (each declares its width). */
export function tableWidth(
  columns: readonly { key?: unknown; width?: unknown; hideInTable?: boolean }[],
  isShown: (key: string) => boolean,
  extra = 0,
): number {
  return columns.reduce(
    (sum, column) =>
      column.hideInTable || (typeof column.key === 'string' && !isShown(column.key))
        ? sum
        : sum + (typeof column.width === 'number' ? column.width : 0),
    extra,
  );
}
