import type { GenericSchema, InferOutput } from 'valibot';
import {
  foundApplied,
  guardRepeat,
  sendKeyed,
  type AppliedRecord,
  type Intent,
  type IntentMove,
  type IntentScope,
  type IntentWhat,
} from '@/core/intent';
import { outcomeUnknown } from '@/core/apiError';
import { callApi, type CallOptions, type HttpMethod } from '@/core/request';
import type { PermissionAction } from './actions';
import { checked } from './wire';

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

interface EndpointEffects {
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
  /** What else a successful answer tells the console (an upload: its file URL is one of ours). */
  answered?: (data: InferOutput<AS>) => void;
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
  /** A keyed call (money moves, prints): the values that make its intent. */
  readonly keyed?: KeyedEffects<string>;
}

/**
 * What a keyed endpoint declares about its idempotency key (`requestId`, which its call adds
 * itself). The operator's intent is the business move and every value the request sends (read
 * from its schema: a value left out could change under the same key, which the server refuses),
 * so the same move through two endpoints (a settlement's voucher from 代理结算 or from the
 * agent's page) is one intent with one key.
 */
export interface KeyedEffects<Field extends string> {
  /** Which business move it is (a message key under `intent.what.`): the intent's name. */
  move: IntentMove;
  /** Values it sends that are not part of what the operator meant (none so far). */
  leaves?: readonly Field[];
  /** The repeat guard's name of the move (a message key under `intent.what.`); none: no guard. */
  repeatable?: IntentWhat;
  /** The record a success made, as the operator knows it (a recharge number). */
  ref?: (answer: never) => string | undefined;
  /**
   * Whether an answer moved anything (a print whose every order failed moved nothing): only
   * then is the same intent named as done moments ago. Without it every success did.
   */
  moved?: (answer: never) => boolean;
}

/**
 * The fields of a keyed request that make its intent: all it sends but its key and `leaves`.
 * @internal exported for its tests
 */
export function intentFields(request: GenericSchema | undefined, leaves: readonly string[] = []): string[] {
  const entries = (request as { entries?: Record<string, unknown> } | undefined)?.entries ?? {};
  return Object.keys(entries).filter((field) => field !== 'requestId' && !leaves.includes(field));
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
  return declare(method, path, spec, (payload, options, check) =>
    callApi<InferOutput<AS>>(method, path, payload, { ...options, check }),
  );
}

/** The request of a keyed endpoint without its key: the call adds it. */
type KeyedPayload<RS extends GenericSchema> = Omit<InferOutput<RS>, 'requestId'>;

/**
 * An endpoint that takes an idempotency key (`requestId`). Its call makes the key of the
 * intent (the move and the values it sends), reuses it for every send of the
 * same intent and ends it only on the server's definite answer (core/intent `sendKeyed`).
 * Screens pass plain values and, from the kit, the submission's `scope`.
 */
export function keyedEndpoint<
  AS extends GenericSchema,
  RS extends GenericSchema<{ requestId: string }> & GenericSchema,
>(
  method: HttpMethod,
  path: string,
  spec: EndpointSpec<RS, AS> & {
    request: RS;
    keyed: Omit<KeyedEffects<Exclude<keyof InferOutput<RS> & string, 'requestId'>>, 'ref' | 'moved'> & {
      ref?: (answer: InferOutput<AS>) => string | undefined;
      moved?: (answer: InferOutput<AS>) => boolean;
    };
  },
): Endpoint<KeyedPayload<RS>, InferOutput<AS>> & {
  guardRepeat: (payload: KeyedPayload<RS>, scope?: IntentScope) => void;
  foundApplied: (payload: KeyedPayload<RS>) => AppliedRecord | undefined;
} {
  const { keyed } = spec;
  const fields = intentFields(spec.request, keyed.leaves);
  const intentOf = (payload: KeyedPayload<RS>): Intent => {
    const values = payload as Record<string, unknown>;
    return [keyed.move, Object.fromEntries(fields.map((field) => [field, values[field]]))];
  };
  const endpointObject = declare(method, path, spec, (payload: KeyedPayload<RS>, options, check) =>
    sendKeyed<InferOutput<AS>>({
      intent: intentOf(payload),
      repeatable: keyed.repeatable,
      move: keyed.move,
      ref: keyed.ref,
      moved: keyed.moved,
      scope: options?.scope,
      send: async (requestId) => {
        let replayed = false;
        const data = await callApi<InferOutput<AS>>(
          method,
          path,
          { ...payload, requestId },
          { ...options, check, keyed: true, replayed: () => (replayed = true) },
        );
        return { data, replayed };
      },
    }),
  );
  return Object.assign(endpointObject, {
    keyed: keyed as KeyedEffects<string>,
    /** Throws RepeatedIntent if these values were applied moments ago (see guardRepeat). */
    guardRepeat: (payload: KeyedPayload<RS>, scope?: IntentScope) =>
      guardRepeat(intentOf(payload), keyed.repeatable, scope),
    /** A re-read found these values applied, their key awaiting the server's replay (see foundApplied). */
    foundApplied: (payload: KeyedPayload<RS>) => foundApplied(intentOf(payload)),
  });
}

type Check = (data: unknown) => ReturnType<typeof checked>;

/** The endpoint object: its call (announcing what it changed) and what it declares. */
function declare<Req, Res, RS extends GenericSchema | undefined, AS extends GenericSchema>(
  method: HttpMethod,
  path: string,
  spec: EndpointSpec<RS, AS>,
  send: (payload: Req, options: CallOptions | undefined, check: Check) => Promise<Res>,
): Endpoint<Req, Res> {
  const changes = spec.changes ?? [];
  // An answer that breaks the contract is a failed call naming the field, never wrong figures.
  const check: Check = (data) => checked(spec.answer, data);
  const changed = () => announce(changes);
  const call = async (payload: Req, options?: CallOptions) => {
    try {
      const result = await send(payload, options, check);
      spec.answered?.(result as InferOutput<AS>);
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
