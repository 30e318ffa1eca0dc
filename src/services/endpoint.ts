import type { GenericSchema, InferOutput } from 'valibot';
import type { PermissionAction } from './actions';
import { callApi, outcomeUnknown, type CallOptions, type HttpMethod } from '@/core/request';
import { firstMismatch } from './wire';

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

/** One call of the contract: what it sends and what a successful answer's `data` holds. */
export interface EndpointSpec<RS extends GenericSchema | undefined, AS extends GenericSchema> extends EndpointEffects {
  /** What it does, in one line (the contract document's summary). */
  summary: string;
  /** What it sends: the query of a GET, the body of a POST (none: nothing). */
  request?: RS;
  /** What `data` holds in a successful answer: checked as each answer arrives. */
  answer: AS;
  /** Answered without a token (signing in). */
  public?: true;
}

/** The payload a call takes: its request's type, or nothing (void) where it may send none. */
type PayloadOf<RS> = RS extends GenericSchema
  ? undefined extends InferOutput<RS>
    ? InferOutput<RS> | void
    : InferOutput<RS>
  : void;

/**
 * One endpoint of the spec: its method and path, what it reads or changes, its contract, and
 * a typed function that calls it. Screens import these functions; they never see a URL, a
 * token or the envelope.
 */
export interface Endpoint<Req, Res> {
  (payload: Req, options?: CallOptions): Promise<Res>;
  readonly method: HttpMethod;
  readonly path: string;
  readonly reads: readonly Resource[];
  readonly changes: readonly Resource[];
  readonly action?: PermissionAction;
  readonly summary: string;
  readonly request?: GenericSchema;
  readonly answer: GenericSchema;
  readonly public?: true;
}

type ChangeListener = (changed: readonly Resource[]) => void;
const changeListeners = new Set<ChangeListener>();

/** The data layer listens here: a successful change refreshes what read the resources. */
export function onDataChanged(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

let batchDepth = 0;
const batched = new Set<Resource>();

function announce(changes: readonly Resource[]): void {
  if (changes.length === 0) return;
  if (batchDepth > 0) for (const resource of changes) batched.add(resource);
  else for (const listener of changeListeners) listener(changes);
}

/**
 * Runs a batch of changing calls (200 confirmations, a print in several calls) and
 * announces what they changed once, when the batch ends (also when it fails): one refresh
 * of the screens that read it instead of one per call, each cancelling the last.
 */
export async function batchDataChanges<R>(work: () => Promise<R>): Promise<R> {
  batchDepth += 1;
  try {
    return await work();
  } finally {
    batchDepth -= 1;
    if (batchDepth === 0 && batched.size > 0) {
      const changes = [...batched];
      batched.clear();
      announce(changes);
    }
  }
}

export function endpoint<AS extends GenericSchema, RS extends GenericSchema | undefined = undefined>(
  method: HttpMethod,
  path: string,
  spec: EndpointSpec<RS, AS>,
): Endpoint<PayloadOf<RS>, InferOutput<AS>> {
  type Req = PayloadOf<RS>;
  type Res = InferOutput<AS>;
  const changes = spec.changes ?? [];
  // An answer that breaks the contract is a failed call naming the field, never wrong figures.
  const check = (data: unknown) => firstMismatch(spec.answer, data);
  const changed = () => announce(changes);
  const call = async (payload: Req, options?: CallOptions) => {
    try {
      const result = await callApi<Res>(method, path, payload, { ...options, check });
      changed();
      return result;
    } catch (error) {
      // A lost answer may hide a change that happened: what read it loads again.
      if (outcomeUnknown(error)) changed();
      throw error;
    }
  };
  return Object.assign(call, {
    method,
    path,
    reads: spec.reads ?? [],
    changes,
    action: spec.action,
    summary: spec.summary,
    request: spec.request,
    answer: spec.answer,
    public: spec.public,
  });
}
