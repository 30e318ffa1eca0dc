/**
 * The one idiom for loading and submitting across the console.
 *
 *   const list = useLoad((signal) => getShipList(query, { signal }), [key]);
 *   const save = useSubmit((values: Input) => addAgent(values));
 *
 * A load cancels the one before it (its request is aborted and its answer ignored), so a
 * late answer never overwrites a newer view, and nothing is written after unmount. A submit
 * runs once at a time: a double click or a held Enter key sends one request.
 */
import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { ApiError } from '@/core/request';

/** How long a load may take before the screen says it is slow. */
export const SLOW_AFTER_MS = 2000;

export interface LoadState<T> {
  data?: T;
  error?: ApiError;
  loading: boolean;
  /** The load has taken longer than SLOW_AFTER_MS. */
  slow: boolean;
  /** Whether any load has succeeded yet (so an error can keep the last data on screen). */
  loaded: boolean;
}

export interface LoadOptions {
  /** Later answers render as a React transition (big tables); the first renders at once. */
  transition?: boolean;
  /** When false nothing loads (and nothing is cancelled) until it turns true. */
  enabled?: boolean;
}

const isAbort = (error: unknown) => (error as ApiError)?.kind === 'aborted' || (error as Error)?.name === 'AbortError';

/** Loads whenever `deps` change (and on `reload()`); keeps the last data while the next loads. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, options: LoadOptions = {}) {
  const { transition = false, enabled = true } = options;
  const [state, setState] = useState<LoadState<T>>({ loading: enabled, slow: false, loaded: false });
  const [nonce, setNonce] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  const everLoaded = useRef(false);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const slowTimer = setTimeout(() => setState((current) => ({ ...current, slow: true })), SLOW_AFTER_MS);
    setState((current) => (current.loading && !current.error && !current.slow ? current : { ...current, loading: true, slow: false, error: undefined }));
    latest
      .current(controller.signal)
      .then((data) => {
        if (controller.signal.aborted) return;
        const show = () => setState({ data, loading: false, slow: false, loaded: true });
        if (transition && everLoaded.current) startTransition(show);
        else show();
        everLoaded.current = true;
      })
      .catch((error: ApiError) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState((current) => ({ ...current, loading: false, slow: false, error }));
      })
      .finally(() => clearTimeout(slowTimer));
    return () => {
      controller.abort();
      clearTimeout(slowTimer);
    };
    // `deps` are the caller's; `load` is read from a ref so a new closure does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, nonce, enabled]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}

export type SubmitResult<R> = { ok: true; value: R } | { ok: false; error?: ApiError };

/**
 * Runs `submit` at most once at a time. `run` resolves `{ ok: true, value }`, or
 * `{ ok: false }` when a run was already under way or the call failed (the request layer
 * has shown why; `error` keeps it for the form to show next to its fields).
 */
export function useSubmit<A extends unknown[], R>(submit: (...args: A) => Promise<R>) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ApiError>();
  const inFlight = useRef(false);
  const latest = useRef(submit);
  latest.current = submit;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A): Promise<SubmitResult<R>> => {
    if (inFlight.current) return { ok: false };
    inFlight.current = true;
    setSubmitting(true);
    setError(undefined);
    try {
      return { ok: true, value: await latest.current(...args) };
    } catch (failure) {
      const error = isAbort(failure) ? undefined : (failure as ApiError);
      if (mounted.current && error) setError(error);
      return { ok: false, error };
    } finally {
      inFlight.current = false;
      if (mounted.current) setSubmitting(false);
    }
  }, []);

  const clearError = useCallback(() => setError(undefined), []);
  return { run, submitting, error, clearError };
}
