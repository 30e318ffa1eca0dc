/**
 * antd's Result imports its three illustrations (403, 404, 500: about 12 KiB gzip of SVG)
 * wherever any Result is used, and every screen uses one for its error state. At build time
 * (plugins/standIns.ts) each illustration module is replaced by `lazyResultImage(load)`: the
 * drawing loads when a Result with that status first renders (the 403 and 404 pages), in a
 * box of its size meanwhile. `?lazy` in the loaders escapes the replacement.
 *
 * Plain JavaScript without JSX: it stands in for modules of node_modules.
 */
import React, { lazy, Suspense } from 'react';

const h = React.createElement;

export function lazyResultImage(load) {
  const Real = lazy(load);
  return function LazyResultImage() {
    return h(Suspense, { fallback: h('div', { style: { width: 252, height: 294, margin: '0 auto' } }) }, h(Real));
  };
}
