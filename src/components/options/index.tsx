/**
 * Option lists several screens share (agents, platforms): loaded once through the data
 * layer and kept fresh for a few minutes; a call that changes them (a new agent, a new
 * platform: their endpoints' `changes`) loads them again in every select at once, and
 * sign-out forgets them with the rest of the user's data. A failed load is not kept.
 */
import type { SelectProps } from 'antd';
import { useMemo } from 'react';
import { useApiQuery } from '@/components/data';
import { getAgentListMap, type AgentOption } from '@/services/agent';
import { getConsumeSelectList } from '@/services/consumption';
import type { Option } from '@/services/types';
import { colorVar } from '@/theme';

const FRESH_MS = 5 * 60_000;

/** Every agent, for the agent selects of the console (getAgentListMap). */
export function useAgentOptions(): { options?: AgentOption[]; failed: boolean; loading: boolean } {
  const state = useApiQuery(getAgentListMap, undefined, { staleTime: FRESH_MS });
  return useMemo(
    () => ({ options: state.data, failed: Boolean(state.error), loading: state.loading }),
    [state.data, state.error, state.loading],
  );
}

/** Every platform, for the platform selects of the finance screens (select_list). */
export function usePlatformOptions(): { options?: Option<number>[]; failed: boolean; loading: boolean } {
  const state = useApiQuery(getConsumeSelectList, undefined, { staleTime: FRESH_MS });
  const platforms = state.data?.platforms;
  return useMemo(
    () => ({ options: platforms, failed: Boolean(state.error), loading: state.loading }),
    [platforms, state.error, state.loading],
  );
}

/** The agents as a select's options, made once per list loaded (the forms call for them on each render). */
const agentChoices = new WeakMap<AgentOption[], SelectProps['options']>();

function agentOptionsOf(options: AgentOption[]): SelectProps['options'] {
  let choices = agentChoices.get(options);
  if (!choices) {
    choices = options.map((option) => ({
      value: option.value,
      label: option.label,
      agentNo: option.agentNo,
      search: `${option.label} ${option.agentNo}`,
    }));
    agentChoices.set(options, choices);
  }
  return choices;
}

const NO_OPTIONS: never[] = [];

/** An agent select searchable by name or agent number, showing the number beside the name. */
export function agentSelectProps(options: AgentOption[] | undefined, notFound?: string): SelectProps {
  return {
    showSearch: true,
    allowClear: true,
    // Searched by one text of name and number (optionFilterProp), by the select itself: a
    // filterOption function is called with a copy of every option on each keystroke.
    optionFilterProp: 'search',
    options: options ? agentOptionsOf(options) : NO_OPTIONS,
    optionRender: (option) => (
      <span>
        {option.label}
        <span style={{ marginInlineStart: 6, color: colorVar('textSecondary'), fontSize: 12 }}>
          {String(option.data.agentNo ?? '')}
        </span>
      </span>
    ),
    notFoundContent: notFound,
  };
}

/** A platform select searchable by name. */
export function platformSelectProps(options: Option<number>[] | undefined, notFound?: string): SelectProps {
  return {
    showSearch: true,
    allowClear: true,
    optionFilterProp: 'label',
    options: options ?? NO_OPTIONS,
    notFoundContent: notFound,
  };
}
