// Stands in for the polyfills umi-request brings along (`no-fetch-polyfill`,
// `no-resize-observer-polyfill` in plugins/standIns.ts): every browser the console supports
// (Chrome 87+, `targets` in .umirc.ts) has fetch and ResizeObserver. The fetch polyfill is
// imported for its side effect only; the ResizeObserver one is imported for its default export.
export default window.ResizeObserver;
