import { useApiQuery } from '@/components/data';
import { TODO_SOURCES } from './sources';
import type { TodoCounts } from './todoList';

/** Every count answer loads again when the operator comes back to the tab. */
const LIVE = { refreshOnReturn: true } as const;

/**
 * The workbench's counts, each its own query (its own loading, error and retry on its card).
 * Only the lists this operator's menu has (`has`) are asked for.
 */
export function useTodoCounts(has: (path: string) => boolean): TodoCounts {
  const { shipTabs, printFailed, settlementTabs, agents, lowBalance, recharges } = TODO_SOURCES;
  return {
    shipTabs: useApiQuery(shipTabs.call, shipTabs.params, { ...LIVE, enabled: has(shipTabs.path) }),
    printFailed: useApiQuery(printFailed.call, printFailed.params, { ...LIVE, enabled: has(printFailed.path) }),
    settlementTabs: useApiQuery(settlementTabs.call, settlementTabs.params, {
      ...LIVE,
      enabled: has(settlementTabs.path),
    }),
    agents: useApiQuery(agents.call, agents.params, { ...LIVE, enabled: has(agents.path) }),
    lowBalance: useApiQuery(lowBalance.call, lowBalance.params, { ...LIVE, enabled: has(lowBalance.path) }),
    recharges: useApiQuery(recharges.call, recharges.params, { ...LIVE, enabled: has(recharges.path) }),
  };
}
