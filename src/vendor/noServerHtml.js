/**
 * Stands in, at build time, for @umijs/renderer-react's html.js: the document shell Umi's
 * renderer wraps the app in when it hydrates server-rendered HTML. The console renders in
 * the browser only (no SSR), so `Html` is never drawn; the real module is about 2 KiB gzip on
 * every page. Should hydration ever be switched on, this fails at once rather than render
 * a page without its shell.
 *
 * Plain JavaScript: it replaces a module of node_modules and gets its loaders.
 */
export function Html() {
  throw new Error('Server-side rendering is not used by the console: src/vendor/noServerHtml.js stands in for it.');
}

export function getClientCssPaths() {
  return [];
}
