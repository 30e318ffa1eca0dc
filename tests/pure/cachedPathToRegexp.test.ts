import { describe, expect, it } from 'vitest';
// @ts-expect-error route-utils ships this copy without types
import { pathToRegexp as routeUtilsPathToRegexp } from '@umijs/route-utils/es/path-to-regexp.js';
import { match as libraryMatch } from 'path-to-regexp';
import { match, pathToRegexp } from '@/vendor/cachedPathToRegexp.js';

const PATHS = ['/orderDeliver', '/agent/list', '/report/12/page-3', '/system/menu/(.*)', '/a/:id', '#'];
const URLS = ['/orderDeliver', '/agent/list/7', '/report/12/page-3', '/system/menu/x', '/a/9', '/', '/system'];

describe('ProLayout path matching, compiled once (src/vendor/cachedPathToRegexp.js)', () => {
  it("answers as route-utils' pathToRegexp does, and fills the keys a caller passes", () => {
    for (const path of PATHS) {
      const expected: unknown[] = [];
      let reference: RegExp | undefined;
      try {
        reference = routeUtilsPathToRegexp(path, expected);
      } catch {
        expect(() => pathToRegexp(path, [])).toThrow();
        continue;
      }
      const keys: unknown[] = [];
      const cached = pathToRegexp(path, keys);
      expect(cached.source).toBe(reference!.source);
      expect(keys).toEqual(expected);
      for (const url of URLS) expect(cached.test(url)).toBe(reference!.test(url));
      // The second time: the same expression, the keys filled again.
      const again: unknown[] = [];
      expect(pathToRegexp(path, again)).toBe(cached);
      expect(again).toEqual(expected);
    }
  });

  it("answers as path-to-regexp's match does, a refused pattern refused every time", () => {
    for (const path of PATHS) {
      let reference: ((url: string) => unknown) | undefined;
      try {
        reference = libraryMatch(path);
      } catch {
        expect(() => match(path)).toThrow();
        expect(() => match(path)).toThrow();
        continue;
      }
      const cached = match(path);
      expect(match(path)).toBe(cached);
      for (const url of URLS) expect(cached(url)).toEqual(reference!(url));
    }
  });
});
