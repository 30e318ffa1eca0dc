// Shared by the lazy stand-ins (lazyPickerField.js, lazyColumnSetting.js).
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * When an operator reaches for a part that loads on demand. A pointer over it or a press
 * fetches its chunk and changes nothing on screen: the element under the pointer must stay
 * the same until the click is over, or the browser sends no click at all (a press on one
 * element and a release on its replacement is no click). The click, or keyboard focus,
 * then swaps in the real part; `clicked` tells the swap to open it (`Arrived`).
 */
export function useReachFor(load) {
  const [wanted, setWanted] = useState(false);
  const clicked = useRef(false);
  const pressing = useRef(false);
  const fetchAhead = () => {
    load().catch(() => undefined);
  };
  const handlers = {
    onMouseEnter: fetchAhead,
    onMouseDown: () => {
      pressing.current = true;
      fetchAhead();
    },
    // Keyboard focus swaps at once; the focus a press gives waits for its click.
    onFocus: () => {
      if (!pressing.current) setWanted(true);
    },
    onClick: () => {
      pressing.current = false;
      clicked.current = true;
      setWanted(true);
    },
  };
  /** Once the real part has mounted: opens it if a click brought it (`open` clicks it). */
  const arrived = useCallback((open) => {
    if (!clicked.current) return;
    clicked.current = false;
    open();
  }, []);
  return { wanted, handlers, arrived };
}

/**
 * Rendered beside a lazily loaded part once its chunk has arrived: runs `onArrived` a frame
 * later, when the part has mounted and its own handlers are in place.
 */
export function Arrived({ onArrived }) {
  const latest = useRef(onArrived);
  latest.current = onArrived;
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => latest.current());
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return null;
}
