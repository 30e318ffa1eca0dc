import { useEffect, type RefObject } from 'react';
import type { ProFormInstance } from '@ant-design/pro-components';

/** Frames to wait for the fields and the values that arrive with the opening. */
const MAX_FRAMES = 30;

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
    let frames = 0;
    const typingAlready = () => {
      const active = document.activeElement;
      return active instanceof HTMLElement && active.id.startsWith(`${formName}_`);
    };
    const attempt = () => {
      frames += 1;
      const form = formRef.current;
      const fields = Array.from(
        document.querySelectorAll<HTMLElement>(
          `[id^="${formName}_"]:is(input, textarea):not([disabled]):not([readonly]):not([type="hidden"])`,
        ),
      );
      if (typingAlready()) return;
      if (!form || fields.length === 0) {
        if (frames < MAX_FRAMES) frame = requestAnimationFrame(attempt);
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
