import { useMemo, useState } from 'react';

/**
 * The rows the operator selected, and their keys: one array per selection, not one per
 * render. ProTable holds the keys as controlled state and copies a new array into its own
 * after every render that brings one, each copy another render of the whole table.
 */
export function useSelectedRows<T, K extends keyof T>(rowKey: K) {
  const [selected, setSelected] = useState<T[]>([]);
  const selectedKeys = useMemo(() => selected.map((row) => row[rowKey]), [selected, rowKey]);
  return { selected, setSelected, selectedKeys };
}
