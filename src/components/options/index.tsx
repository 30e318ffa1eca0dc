/**
 * Option lists several screens share (agents, platforms): loaded once, kept for a few
 * minutes, and dropped when an action changes them (a new agent shows in every agent
 * select at once). A failed load is not kept, so the next screen tries again.
 */
import type { SelectProps } from 'antd';
import { useLoad } from '@/components/async';
import { getAgentListMap, type AgentOption } from '@/services/agent';
import { getConsumeSelectList } from '@/services/consumption';
import type { Option } from '@/services/types';

const KEEP_MS = 5 * 60_000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: Date.now(), value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** Forget a shared list after an action changed it (or every list, on sign-out). */
export function forgetOptions(key?: 'agents' | 'platforms') {
  if (key) cache.delete(key);
  else cache.clear();
}

function useShared<T>(key: string, load: () => Promise<T>) {
  // The shared request is not tied to one screen's signal: another screen may be waiting for it.
  const state = useLoad(() => shared(key, load), [key]);
  return { options: state.data, failed: Boolean(state.error), loading: state.loading };
}

/** Every agent, for the agent selects of the console (getAgentListMap). */
export function useAgentOptions() {
  return useShared<AgentOption[]>('agents', () => getAgentListMap());
}

/** Every platform, for the platform selects of the finance screens (select_list). */
export function usePlatformOptions() {
  return useShared<Option<number>[]>('platforms', () => getConsumeSelectList().then((lists) => lists.platforms));
}

/** An agent select searchable by name or agent number, showing the number beside the name. */
export function agentSelectProps(options: AgentOption[] | undefined, notFound?: string): SelectProps {
  return {
    showSearch: true,
    allowClear: true,
    options: (options ?? []).map((option) => ({ value: option.value, label: option.label, agentNo: option.agentNo })),
    optionRender: (option) => (
      <span>
        {option.label}
        <span style={{ marginInlineStart: 6, color: 'rgba(0,0,0,0.6)', fontSize: 12 }}>{String(option.data.agentNo ?? '')}</span>
      </span>
    ),
    filterOption: (input, option) => {
      const text = input.trim().toUpperCase();
      return String(option?.label ?? '').toUpperCase().includes(text) || String((option as { agentNo?: string })?.agentNo ?? '').includes(text);
    },
    notFoundContent: notFound,
  };
}

/** A platform select searchable by name. */
export function platformSelectProps(options: Option<number>[] | undefined, notFound?: string): SelectProps {
  return { showSearch: true, allowClear: true, optionFilterProp: 'label', options: options ?? [], notFoundContent: notFound };
}
