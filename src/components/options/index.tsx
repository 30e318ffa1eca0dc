/**
 * Option lists several screens share (agents, platforms): loaded once through the data
 * layer and kept fresh for a few minutes; a call that changes them (a new agent, a new
 * platform: their endpoints' `changes`) loads them again in every select at once, and
 * sign-out forgets them with the rest of the user's data. A failed load is not kept. The
 * agents' are in ./agents.tsx, so that a screen without an agent select does not load the
 * agents' services.
 */
import type { SelectProps } from 'antd';
import { useMemo } from 'react';
import { useApiQuery } from '@/components/data';
import { getConsumeSelectList } from '@/services/consumption';
import type { Option } from '@/services/types';

/** Shared with ./agents.tsx. */
export const FRESH_MS = 5 * 60_000;

/** Every platform, for the platform selects of the finance screens (select_list). */
export function usePlatformOptions(): { options?: Option<number>[]; failed: boolean; loading: boolean } {
  const state = useApiQuery(getConsumeSelectList, undefined, { staleTime: FRESH_MS });
  const platforms = state.data?.platforms;
  return useMemo(
    () => ({ options: platforms, failed: Boolean(state.error), loading: state.loading }),
    [platforms, state.error, state.loading],
  );
}

/** Shared with ./agents.tsx. */
export const NO_OPTIONS: never[] = [];

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
