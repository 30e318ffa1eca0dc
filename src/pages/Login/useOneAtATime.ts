import { useCallback, useRef, useState } from 'react';

/**
 * One run at a time, for the login page only. Every other screen submits through the data
 * layer (`useSubmit` in src/components/data, a TanStack mutation); the login page has no
 * query client, so that TanStack Query stays out of its first load (the login page's byte
 * budget). A double click or a held Enter key sends one request; failures were shown by
 * the request layer and keep what was typed.
 */
export function useOneAtATime<A extends unknown[]>(run: (...args: A) => Promise<unknown>) {
  const [running, setRunning] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef(run);
  latest.current = run;
  const start = useCallback(async (...args: A) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      await latest.current(...args);
    } catch {
      // the request layer has told the operator why
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }, []);
  return { start, running };
}
