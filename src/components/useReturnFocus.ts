import { useEffect, useRef } from 'react';

/**
 * Focus goes back where the operator was (the row's 打印面单, the drawer a form opened from), so
 * Esc closes that drawer next and the keyboard goes on from there; without it focus falls to
 * the page and Esc does nothing. Every dialog of the console uses it (FormDialog, the print
 * dialog), as antd gives the focus back only at the end of a closing motion that a dialog
 * unmounted on close never has. The opener is read
 * while rendering the opening: by the time an effect runs, the drawer or modal (a child, whose
 * effects run first) has already taken focus. It is given back when the form closes or
 * unmounts (a screen may key its form by target), not when a closing motion ends, which may
 * never be reported.
 */
export function useReturnFocus(open: boolean) {
  const openedFrom = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  useEffect(() => {
    if (!open) return;
    const opener = openedFrom.current;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
}
