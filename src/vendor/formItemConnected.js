/**
 * Stands in, at build time, for `@rc-component/util` where antd's Form.Item (`ItemHolder`) imports
 * it: the same exports, but `isVisible` asks whether the item is in the document, not whether the
 * browser has drawn it a box. Form.Item calls it on every render, only to know when to measure its
 * bottom margin again for an error message; `offsetParent` made the browser lay out the page in
 * the middle of React's render, and a search form re-renders inside the commit that shows a screen
 * (antd's grid and popups set state as they mount), so the whole new screen was laid out there.
 * The margin is read with getComputedStyle, which needs the item in the document, not drawn
 * (the library's own comment there says so): hidden items get the right margin as well.
 *
 * tests/unit/formItemConnected.test.ts checks it against the library's on the same elements.
 * Plain JavaScript: it replaces a module of node_modules.
 */
export * from '@rc-component/util';

export function isVisible(element) {
  return !!element && element.isConnected === true;
}
