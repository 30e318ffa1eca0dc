import type { ClipboardEvent } from 'react';

/**
 * A column pasted into a one-line box (numbers from Excel, one per line) keeps its numbers
 * apart: the browser would join them (jsdom and some browsers with nothing between), so the
 * line breaks and tabs become spaces, and a list or the palette searches each number (src/core/searchText.ts).
 */
export function pasteLinesApart(event: ClipboardEvent<HTMLInputElement>) {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  if (!/[\r\n\t]/.test(text.trim())) return;
  event.preventDefault();
  const box = event.currentTarget;
  const apart = text.trim().replace(/[\r\n\t]+/g, ' ');
  const [start, end] = [box.selectionStart ?? box.value.length, box.selectionEnd ?? box.value.length];
  // Through the native setter and an input event, as typing would: React's onChange sees it.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
    box,
    `${box.value.slice(0, start)}${apart}${box.value.slice(end)}`,
  );
  box.dispatchEvent(new Event('input', { bubbles: true }));
}
