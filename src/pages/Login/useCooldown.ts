import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a cooldown (the SMS button's 60 s), ticking once a second. */
export function useCooldown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return undefined;
    // Re-read the clock each second, so a slow tab never drifts from the real time.
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, []);
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}
