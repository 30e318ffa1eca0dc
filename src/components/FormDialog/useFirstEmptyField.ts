import { useEffect, type RefObject } from 'react';
import type { ProFormInstance } from '@ant-design/pro-components';

/**
 * How long to wait for the fields and the values that arrive with the opening. A time, not a
 * count of frames: a form whose code loads with the dialog took more than 30 frames beside two
 * CPU hogs, and the focus stayed on the dialog while the operator typed the amount.
 */
const WAIT_MS = 10_000;

const empty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A dialog opens with the focus in its first field still to fill (充值 from a platform's row:
 * the amount, the platform being chosen), not on its close button: the operator types at once.
 * Fields are found by antd's ids (`<form name>_<field>`) and judged by the form's own values,
 * after the values that arrive with the opening (a preset platform, a draft) are in. Nothing
 * moves once the operator has put the focus in a field.
 */
export function useFirstEmptyField<V>(
  open: boolean,
  formName: string,
  formRef: RefObject<ProFormInstance<V> | undefined>,
) {
  useEffect(() => {
    if (!open) return undefined;
    let frame = 0;
    const until = performance.now() + WAIT_MS;
    // Once the operator has put the focus in a field, it stays there. Anything else (the page,
    // the opener, or the dialog and its close button, which antd focuses as it opens) is
    // nobody's choice inside the form.
    const typingAlready = () => {
      const active = document.activeElement;
      return active instanceof HTMLElement && active.id.startsWith(`${formName}_`);
    };
    const attempt = () => {
      const form = formRef.current;
      const fields = Array.from(
        document.querySelectorAll<HTMLElement>(
          `[id^="${formName}_"]:is(input, textarea):not([disabled]):not([readonly]):not([type="hidden"])`,
        ),
      );
      if (typingAlready()) return;
      if (!form || fields.length === 0) {
        if (performance.now() < until) frame = requestAnimationFrame(attempt);
        return;
      }
      const first = fields.find((field) => empty(form.getFieldValue(field.id.slice(formName.length + 1) as never)));
      first?.focus({ preventScroll: true });
    };
    // After the values that come with the opening are set (a task later, ./index.tsx).
    const later = setTimeout(() => (frame = requestAnimationFrame(attempt)));
    return () => {
      clearTimeout(later);
      cancelAnimationFrame(frame);
    };
  }, [open, formName, formRef]);
}
