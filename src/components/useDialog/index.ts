import { useCallback, useMemo, useState } from 'react';

export interface DialogState<T> {
  /** What the dialog is open for (a row, an id, `true`); undefined while closed. */
  target: T | undefined;
  /**
   * Whether the dialog has ever been opened: render its (lazy) component only then, so its
   * chunk loads when first needed, and keep it rendered afterwards so it can animate closed.
   */
  used: boolean;
  open: (target: T) => void;
  close: () => void;
}

/**
 * The one way a screen opens its dialogs and drawers (details, forms, confirmations that
 * load their own chunk): `const detail = useDialog<number>()`, then
 * `{detail.used && <Detail id={detail.target} onClose={detail.close} />}` inside Suspense.
 * `open` and `close` never change, so cells and row actions that call them need no deps.
 */
export function useDialog<T = true>(): DialogState<T> {
  const [state, setState] = useState<{ target?: T; used: boolean }>({ used: false });
  const open = useCallback((target: T) => setState({ target, used: true }), []);
  const close = useCallback(
    () => setState((current) => (current.target === undefined ? current : { target: undefined, used: true })),
    [],
  );
  return useMemo(() => ({ target: state.target, used: state.used, open, close }), [state, open, close]);
}
