/**
 * Two ARIA mistakes of antd 5 / rc-table, mended where they appear (axe-core checks the
 * screens in the browser tests):
 *  - rc-table measures column widths with a hidden copy of the header row, select-all
 *    checkbox included: marked aria-hidden, yet its checkbox takes keyboard focus. `inert`
 *    takes the copy out of the tab order and the accessibility tree.
 *  - a required Form.Item puts `aria-required` on a Select's outer element, which has no
 *    role that allows it; it belongs on the select's combobox input.
 *  - a Select's visible option rows carry `aria-selected` without a role; the listbox that
 *    screen readers use is rc-select's hidden one, so the visible rows drop the attribute.
 * One observer for the whole page: cheap (three selector queries per batch of DOM changes).
 */
function mend(root: ParentNode): void {
  root.querySelectorAll('.ant-table-measure-row:not([inert])').forEach((row) => row.setAttribute('inert', ''));
  root.querySelectorAll('.ant-select[aria-required]').forEach((select) => {
    const value = select.getAttribute('aria-required');
    select.removeAttribute('aria-required');
    select.querySelector('input[role="combobox"]')?.setAttribute('aria-required', value ?? 'true');
  });
  root
    .querySelectorAll('.ant-select-item-option[aria-selected]:not([role])')
    .forEach((option) => option.removeAttribute('aria-selected'));
}

let observer: MutationObserver | undefined;

export function installAriaFixes(): void {
  if (observer || typeof MutationObserver === 'undefined' || typeof document === 'undefined') return;
  // A test environment may tear the document down while a last mutation is queued.
  observer = new MutationObserver(() => {
    if (typeof document !== 'undefined') mend(document.body);
  });
  observer.observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-required', 'aria-selected'],
  });
  mend(document.body);
}
