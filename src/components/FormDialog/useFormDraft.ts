import type { ProFormInstance } from '@ant-design/pro-components';
import { useEffect, useRef, type RefObject } from 'react';
import { clearDraft, draftKey, readDraft, saveDraft } from '@/core/drafts';

/**
 * What is typed, kept in this tab's session storage while the form is open: a draft left by
 * an expired session opens the form again, filled, once the operator is back on the screen.
 */
export function useFormDraft<V>(
  draftId: string | undefined,
  form: RefObject<ProFormInstance<V> | undefined>,
  open: boolean,
  onOpenChange: (open: boolean) => void,
) {
  const draft = draftId ? draftKey(window.location.pathname, draftId) : undefined;
  const restore = useRef(draft ? readDraft<Partial<V>>(draft) : undefined);
  useEffect(() => {
    if (restore.current) onOpenChange(true);
  }, [onOpenChange]);
  useEffect(() => {
    if (!open || !restore.current) return;
    const values = restore.current;
    restore.current = undefined;
    // The form mounts with the dialog: fill it on the next tick.
    setTimeout(() => form.current?.setFieldsValue(values as never));
  }, [open, form]);
  return {
    save: () => draft && saveDraft(draft, form.current?.getFieldsValue()),
    clear: () => draft && clearDraft(draft),
  };
}

/**
 * Opens a screen's form again when this tab holds its draft (a reload, a new version taken, a
 * session that expired mid-form): the form's dialog is mounted on first use, so the screen
 * opens it, and the form fills itself from the draft.
 */
export function useOpenWithDraft(draftId: string, open: () => void): void {
  const reopen = useRef(open);
  reopen.current = open;
  useEffect(() => {
    if (readDraft(draftKey(window.location.pathname, draftId)) !== undefined) reopen.current();
  }, [draftId]);
}
