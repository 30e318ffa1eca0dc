/**
 * The one way to load and to change data: TanStack Query, with the console's rules on top.
 *
 *   const agent = useApiQuery(getAgentInfo, { id });          // keyed by endpoint + params
 *   const list = useDataQuery({ key, reads, load });           // several calls as one answer
 *   const save = useSubmit((values: Input) => addAgent(values)); // one run at a time
 *
 * - A load is keyed by its endpoint and parameters; a newer key cancels the older load (its
 *   request is aborted, its answer ignored), and the last data stays on screen beside an
 *   error or while the next loads (`keepPrevious`).
 * - What is loaded is refreshed when a call changes what it reads: every endpoint declares
 *   `reads` / `changes` (src/services), and a successful change invalidates the loaded
 *   answers that read one of its resources, wherever the change was made. No screen wires
 *   a reload by hand.
 * - Nothing retries on its own: the request layer has told the operator why a call failed,
 *   and money-moving calls must never be resent behind the operator's back.
 * - The cache belongs to the signed-in user: the secure layout clears it at sign-out and
 *   whenever the user changes (`clearData`), so a second account never sees the first's.
 */
import {
  hashKey,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQueryClient,
  useQuery,
  type Query,
  type QueryObserverResult,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { usePageVisibility, type PageVisibility } from '@/components/pageVisibility';
import { afterPaint } from '@/core/afterPaint';
import type { ApiError } from '@/core/apiError';
import type { CallOptions } from '@/core/request';
import { onDataChanged, type Endpoint, type Resource } from '@/services/endpoint';

/** How long a load may take before the screen says it is slow. */
const SLOW_AFTER_MS = 2000;

function makeClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // A screen opened again shows what it had at once and loads afresh behind it.
        staleTime: 0,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  });
  onDataChanged((changed) => {
    const touched = new Set<Resource>(changed);
    const predicate = (query: Query) =>
      ((query.meta?.reads as Resource[] | undefined) ?? []).some((resource) => touched.has(resource));
    // Marked out of date everywhere; loaded again now only where a page on screen shows it (a
    // page kept in a hidden tab reloads it as it is shown again).
    void client
      .invalidateQueries({ predicate, refetchType: 'none' })
      .then(() =>
        client.refetchQueries({ predicate: (query) => predicate(query) && shownSomewhere(query), type: 'active' }),
      );
  });
  return client;
}

/**
 * The page each load belongs to, by the load's own notification filter (one per load): what
 * tells the client whether a load's page is on screen.
 */
const pageOfLoad = new WeakMap<object, PageVisibility>();

/** Whether some load of `query` is on a page on screen (or outside the workspace's tabs). */
function shownSomewhere(query: Query): boolean {
  return query.observers.some((observer) => {
    const filter = observer.options.notifyOnChangeProps;
    return !(typeof filter === 'function' && pageOfLoad.get(filter)?.isShown() === false);
  });
}

let sharedClient: QueryClient | undefined;

/** The console's one query client (made on first use: the login page never loads this module). */
export function dataClient(): QueryClient {
  sharedClient ??= makeClient();
  return sharedClient;
}

/** Forgets everything loaded (sign-out, another user): cancels loads in flight too. */
export function clearData(): void {
  sharedClient?.cancelQueries();
  sharedClient?.clear();
}

export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={dataClient()}>{children}</QueryClientProvider>;
}

export interface LoadState<T> {
  data?: T;
  error?: ApiError;
  loading: boolean;
  /** The load has taken longer than SLOW_AFTER_MS. */
  slow: boolean;
  /** Whether any load has succeeded yet (so an error can keep the last data on screen). */
  loaded: boolean;
  /** Loads again now (the retry buttons, the list's reload and 查询 with the same filters). */
  reload: () => void;
}

export interface DataQuery<T> {
  /** What identifies the answer: the endpoints it calls and their parameters. */
  key: QueryKey;
  /** What the answer is about: a change to one of these loads it again. */
  reads: readonly Resource[];
  load: (signal: AbortSignal) => Promise<T>;
  /** When false nothing loads until it turns true. */
  enabled?: boolean;
  /** Keep the previous key's data on screen while the next key loads (lists, pages). */
  keepPrevious?: boolean;
  /** How long an answer counts as fresh (shared option lists); 0 by default. */
  staleTime?: number;
  /** Load again when the operator comes back to the tab (the workbench's counts). */
  refreshOnReturn?: boolean;
}

/**
 * True once `active` has lasted SLOW_AFTER_MS. Each stretch of activity is its own object,
 * so one that ended cannot leave the next slow, and an answer in time sets no state (each
 * state set here rendered the whole screen again).
 */
function useSlow(active: boolean): boolean {
  const stretch = useMemo(() => ({ active }), [active]);
  const [slowStretch, setSlowStretch] = useState<object>();
  useEffect(() => {
    if (!stretch.active) return undefined;
    const timer = setTimeout(() => setSlowStretch(stretch), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [stretch]);
  return active && slowStretch === stretch;
}

const isAbort = (error: unknown) => (error as ApiError)?.kind === 'aborted' || (error as Error)?.name === 'AbortError';

/** What a quiet refresh lets render the page again: a new answer or an error. */
type QuietProps = (keyof QueryObserverResult)[] | undefined;

/**
 * A load on a page kept in a hidden tab (src/features/tabs, src/components/pageVisibility)
 * does no work: a change elsewhere marks it out of date without loading it (the client asks
 * `pageOfLoad`), and it renders nothing (a new answer for its key, loaded by another screen,
 * waits). It stays enabled: TanStack recomputes an observer's result on every render when its
 * `enabled` changes, so a page shown again would render whole for nothing. Shown again, an
 * answer a change elsewhere invalidated (a deduction, for the flow list) is known to be out of
 * date and reloads at once, under the list's spinner. One merely stale refreshes right after
 * the frame that shows the page is painted, quietly: the rows stay as they are, without a
 * spinner, and the page renders again only if the answer changed or failed.
 */
function useRefreshWhenShown() {
  const visibility = usePageVisibility();
  const reloadIfInvalidated = useRef<() => boolean>(undefined);
  const refreshAfterReveal = useRef<() => void>(undefined);
  // The key (hashed) being refreshed quietly, if any.
  const quietly = useRef<string>(undefined);
  // Whether the answer changed while the page was hidden (and so did not render it).
  const changedWhileHidden = useRef<() => boolean>(undefined);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const stop = visibility.subscribe((shown) => {
      cancel?.();
      cancel = undefined;
      if (!shown || reloadIfInvalidated.current?.()) return;
      cancel = afterPaint(() => {
        if (changedWhileHidden.current?.()) renderAgain();
        refreshAfterReveal.current?.();
      });
    });
    return () => {
      stop();
      cancel?.();
    };
  }, [visibility]);
  // Hidden, nothing renders the page; while quiet, only a new answer or an error does.
  const notifyOnChangeProps = useMemo(() => {
    const filter = (): QuietProps => {
      if (!visibility.isShown()) return [];
      return quietly.current === undefined ? undefined : ['data', 'error'];
    };
    pageOfLoad.set(filter, visibility);
    return filter;
  }, [visibility]);
  // The operator coming back to the browser tab refreshes what asks for it, if on screen.
  const onReturn = useCallback(() => visibility.isShown(), [visibility]);
  return { notifyOnChangeProps, onReturn, reloadIfInvalidated, refreshAfterReveal, changedWhileHidden, quietly };
}

/** Loads an answer made of one or more calls; see DataQuery. */
export function useDataQuery<T>(query: DataQuery<T>): LoadState<T> {
  const enabled = query.enabled ?? true;
  const client = useQueryClient();
  const shown = useRefreshWhenShown();
  const result = useQuery<T, ApiError>({
    queryKey: query.key,
    queryFn: ({ signal }) => query.load(signal),
    enabled,
    meta: { reads: query.reads },
    placeholderData: query.keepPrevious ? keepPreviousData : undefined,
    staleTime: query.staleTime,
    refetchOnWindowFocus: query.refreshOnReturn ? shown.onReturn : false,
    notifyOnChangeProps: shown.notifyOnChangeProps,
  });
  const { refetch } = result;
  const { quietly } = shown;
  const reload = useCallback(() => {
    quietly.current = undefined;
    void refetch({ cancelRefetch: true });
  }, [refetch, quietly]);
  const keyHash = hashKey(query.key);
  shown.reloadIfInvalidated.current = () => {
    if (!enabled || !client.getQueryState(query.key)?.isInvalidated) return false;
    reload();
    return true;
  };
  const rendered = { data: result.data, error: result.error };
  shown.changedWhileHidden.current = () => {
    const now = client.getQueryState<T, ApiError>(query.key);
    return now !== undefined && (now.data !== rendered.data || now.error !== rendered.error);
  };
  shown.refreshAfterReveal.current = () => {
    // Already reloading (it was invalidated): that load shows as any other.
    if (client.getQueryState(query.key)?.fetchStatus === 'fetching') return;
    quietly.current = keyHash;
    void client
      .refetchQueries({ queryKey: query.key, exact: true, stale: true, type: 'active' }, { cancelRefetch: false })
      .finally(() => {
        if (quietly.current === keyHash) quietly.current = undefined;
      });
  };
  // The last answer stays on screen beside an error of the next key (TanStack keeps the
  // previous key's data only while the next one loads).
  const last = useRef<T | undefined>(undefined);
  if (result.data !== undefined) last.current = result.data;
  const data = result.data ?? (query.keepPrevious && result.isError ? last.current : undefined);
  const fetching = enabled && result.isFetching && quietly.current !== keyHash;
  const slow = useSlow(fetching);
  // An aborted load (a newer one replaced it, or sign-out) is no error to show.
  const error = result.error && !isAbort(result.error) ? result.error : undefined;
  return {
    data,
    // A failed load shows its error, not a spinner; a refetch after it shows the spinner.
    error: fetching ? undefined : error,
    loading: fetching,
    slow,
    loaded: data !== undefined,
    reload,
  };
}

export type ApiQueryOptions = Pick<DataQuery<unknown>, 'enabled' | 'keepPrevious' | 'staleTime' | 'refreshOnReturn'>;

/** Loads one endpoint's answer, keyed by the endpoint and its parameters. */
export function useApiQuery<Req, Res>(
  call: Endpoint<Req, Res>,
  params: Req,
  options: ApiQueryOptions = {},
): LoadState<Res> {
  return useDataQuery<Res>({
    key: [call.path, params ?? null],
    reads: call.reads,
    load: (signal) => call(params, { signal } satisfies CallOptions),
    ...options,
  });
}

export type SubmitResult<R> = { ok: true; value: R } | { ok: false; error?: ApiError };

/**
 * Runs `submit` at most once at a time (a TanStack mutation). `run` resolves
 * `{ ok: true, value }`, or `{ ok: false }` when a run was already under way or the call
 * failed (the request layer has shown why; `error` keeps it for the form to show next to
 * its fields). What the call changed is refreshed through its endpoint's `changes`.
 */
export function useSubmit<A extends unknown[], R>(submit: (...args: A) => Promise<R>) {
  const latest = useRef(submit);
  latest.current = submit;
  const inFlight = useRef(false);
  const mutation = useMutation<R, ApiError, A>({ mutationFn: (args) => latest.current(...args) });
  const { mutateAsync, reset } = mutation;

  const run = useCallback(
    async (...args: A): Promise<SubmitResult<R>> => {
      if (inFlight.current) return { ok: false };
      inFlight.current = true;
      try {
        return { ok: true, value: await mutateAsync(args) };
      } catch (failure) {
        const error = isAbort(failure) ? undefined : (failure as ApiError);
        if (!error) reset();
        return { ok: false, error };
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync, reset],
  );

  const error = mutation.error && !isAbort(mutation.error) ? mutation.error : undefined;
  return { run, submitting: mutation.isPending, error, clearError: reset };
}
