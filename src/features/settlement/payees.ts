/**
 * Who each settlement of a batch is paid to: its agent's bank, account holder and account,
 * from the contract's agent detail (the whole account only for an account holding
 * personal:unmask, which the backend decides). One read per agent, a few at a time.
 */
import { useDataQuery } from '@/components/data';
import { fewAtOnce } from '@/core/fewAtOnce';
import { getAgentInfo, type Agent } from '@/services/agent';
import type { Settlement } from '@/services/settlement';

export type Payees = ReadonlyMap<number, Agent>;

const agentsOf = (rows: readonly Settlement[]) =>
  [...new Set(rows.flatMap((row) => (row.agentId === undefined ? [] : [row.agentId])))].sort((a, b) => a - b);

export async function loadPayees(rows: readonly Settlement[], signal?: AbortSignal): Promise<Payees> {
  const ids = agentsOf(rows);
  const agents = await fewAtOnce(ids, (id, aborted) => getAgentInfo({ id }, { signal: aborted }), signal);
  return new Map(agents.map((agent) => [agent.id, agent]));
}

/** The payees of `rows`, read when `enabled` (an account that may read agents). */
export function usePayees(rows: readonly Settlement[], enabled: boolean) {
  const ids = agentsOf(rows);
  return useDataQuery<Payees>({
    key: ['payees', ids],
    reads: getAgentInfo.reads,
    enabled: enabled && ids.length > 0,
    load: (signal) => loadPayees(rows, signal),
  });
}
