// Replaces `resize-observer-polyfill` in the browser build: every browser the console
// supports (Chrome 87+, see `targets` in .umirc.ts) has ResizeObserver.
export default window.ResizeObserver;
