/**
 * Stands in, at build time, for the path-to-regexp copies that ProLayout matches the side
 * menu with: @umijs/route-utils' `pathToRegexp` (the menu entry that holds the current path)
 * and path-to-regexp's `match` (the breadcrumb, the page title). ProLayout compiles one
 * expression per menu entry on every render, up to three times each: with a menu of 2,000
 * entries that held the page for hundreds of milliseconds per render (npm run bench --
 * --scale). Here each pattern is compiled once and kept; the expressions carry no `g` flag,
 * so a kept one tests like a new one. Only ProLayout's imports are redirected here
 * (plugins/standIns.ts).
 *
 * Plain JavaScript: it replaces modules of node_modules and gets their loaders.
 */
import * as routeUtils from '@umijs/route-utils/es/path-to-regexp.js';
import * as library from 'path-to-regexp';

const compiled = new Map();

/** route-utils' `pathToRegexp(path, keys?, options?)`: the keys a caller passes are filled as before. */
export function pathToRegexp(path, keys, options) {
  if (typeof path !== 'string') return routeUtils.pathToRegexp(path, keys, options);
  const id = `${path}\u0000${options ? JSON.stringify(options) : ''}`;
  let entry = compiled.get(id);
  if (!entry) {
    const found = [];
    entry = { regexp: routeUtils.pathToRegexp(path, found, options), keys: found };
    compiled.set(id, entry);
  }
  if (Array.isArray(keys)) keys.push(...entry.keys);
  return entry.regexp;
}

const matchers = new Map();

/** path-to-regexp's `match(path, options?)`: one matcher per path when called without options. */
export function match(path, options) {
  if (options !== undefined || typeof path !== 'string') return library.match(path, options);
  let entry = matchers.get(path);
  if (!entry) {
    try {
      entry = { matcher: library.match(path) };
    } catch (error) {
      // A pattern the library refuses (a menu group's `#`) is refused every time, as before.
      entry = { error };
    }
    matchers.set(path, entry);
  }
  if (entry.error) throw entry.error;
  return entry.matcher;
}
