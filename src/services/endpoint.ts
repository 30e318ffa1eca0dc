import type { PermissionAction } from './actions';
import { callApi, outcomeUnknown, type CallOptions, type HttpMethod } from '@/core/request';

/**
 * What the console's data is about. A reading endpoint names what it reads, a changing one
 * what it changes; the data layer refreshes every loaded answer that read something a
 * successful change touched (confirm delivery changes `settlement` and `agent`, so the
 * settlement list, its tab counts and the agents' amounts load again). The method says
 * nothing here: `getPlatformInfo` is a POST that reads, `handDeductionFee` a GET that moves
 * money.
 */
export type Resource =
  | 'shipping'
  | 'orderFilters'
  | 'agent'
  | 'agentOptions'
  | 'settlement'
  | 'platform'
  | 'platformOptions'
  | 'recharge'
  | 'flow'
  | 'consumption'
  | 'risk'
  | 'menus'
  | 'buttons'
  | 'user';

export interface EndpointEffects {
  /**
   * The permission action the backend requires of the caller: the screen's view action on
   * a read, the write's own action on a change. A backend refuses the call without it (the
   * mock does), whatever the screen shows or hides.
   */
  action?: PermissionAction;
  /** What its answer is about (a reading call): loaded answers are keyed and refreshed by it. */
  reads?: readonly Resource[];
  /** What a successful call changes: every loaded answer that reads one of these reloads. */
  changes?: readonly Resource[];
}

/**
 * One endpoint of the spec: its method and path, what it reads or changes, and a typed
 * function that calls it. Screens import these functions; they never see a URL, a token or
 * the envelope.
 */
export interface Endpoint<Req, Res> {
  (payload: Req, options?: CallOptions): Promise<Res>;
  readonly method: HttpMethod;
  readonly path: string;
  readonly reads: readonly Resource[];
  readonly changes: readonly Resource[];
  readonly action?: PermissionAction;
}

type ChangeListener = (changed: readonly Resource[]) => void;
const changeListeners = new Set<ChangeListener>();

/** The data layer listens here: a successful change refreshes what read the resources. */
export function onDataChanged(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function endpoint<Req = void, Res = unknown>(
  method: HttpMethod,
  path: string,
  effects: EndpointEffects = {},
): Endpoint<Req, Res> {
  const changes = effects.changes ?? [];
  const changed = () => {
    if (changes.length > 0) for (const listener of changeListeners) listener(changes);
  };
  const call = async (payload: Req, options?: CallOptions) => {
    try {
      const result = await callApi<Res>(method, path, payload, options);
      changed();
      return result;
    } catch (error) {
      // A lost answer may hide a change that happened: what read it loads again.
      if (outcomeUnknown(error)) changed();
      throw error;
    }
  };
  return Object.assign(call, { method, path, reads: effects.reads ?? [], changes, action: effects.action });
}
