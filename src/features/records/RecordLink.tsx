import { Link, useModel } from '@umijs/max';
import type { ReactNode } from 'react';
import { findMenuRoute } from '@/core/menus';
import { openRecord, type RecordRef } from './recordStore';
import { RECORD_LISTS } from './refs';

/**
 * A name inside a record (an order's platform, a settlement's agent) that opens that record
 * over the screen, with 返回 to this one. Plain text for an operator whose menu lacks the
 * record's list: what cannot be opened does not look like a link.
 */
export default function RecordLink({ to, children }: { to: RecordRef | undefined; children: ReactNode }) {
  const { initialState } = useModel('@@initialState');
  if (!to || !findMenuRoute(initialState?.routes ?? [], RECORD_LISTS[to.kind])) return <>{children}</>;
  // A real link to its list: a middle click opens the list filtered to it in a new browser tab.
  return (
    <Link
      to={to.inList}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openRecord(to, true);
      }}
    >
      {children}
    </Link>
  );
}
