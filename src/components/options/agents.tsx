import type { SelectProps } from 'antd';
import { useMemo } from 'react';
import { useApiQuery } from '@/components/data';
import { getAgentListMap, type AgentOption } from '@/services/agent';
import { colorVar } from '@/theme';
import { FRESH_MS, NO_OPTIONS } from './index';

/** Every agent, for the agent selects of the console (getAgentListMap). */
export function useAgentOptions(): { options?: AgentOption[]; failed: boolean; loading: boolean } {
  const state = useApiQuery(getAgentListMap, undefined, { staleTime: FRESH_MS });
  return useMemo(
    () => ({ options: state.data, failed: Boolean(state.error), loading: state.loading }),
    [state.data, state.error, state.loading],
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
