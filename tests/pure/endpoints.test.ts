/**
 * Every call of the spec is declared once in src/services, and the fake backend mirrors the
 * services file for file: each declared endpoint has exactly one handler, with its method,
 * in the handler file of the same area, and no handler answers a path nobody declared.
 * The spec's list is kept in the repository (tests/fixtures/spec-endpoints.tsv).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONTRACT } from '@/services/contract';
import type { Endpoint } from '@/services/endpoint';
import { handlers, handlersByArea } from '@mock/handlers';

const serviceModules = import.meta.glob<Record<string, unknown>>('../../src/services/*.ts', { eager: true });
const handlerFiles = Object.keys(import.meta.glob('../../mock/handlers/*.ts'));

const area = (file: string) => /([^/]+)\.ts$/.exec(file)![1];
/** Service files that declare no endpoint of their own. */
const SERVICE_SUPPORT = ['endpoint', 'types', 'rules', 'actions', 'wire', 'contract', 'screens'];
/** Handler files that are not an area: the helper and the index. */
const HANDLER_SUPPORT = ['serve', 'index'];

const isEndpoint = (value: unknown): value is Endpoint<unknown, unknown> =>
  typeof value === 'function' && 'path' in value && 'method' in value;

const endpointsByArea = Object.fromEntries(
  Object.entries(serviceModules)
    .filter(([file]) => !SERVICE_SUPPORT.includes(area(file)))
    .map(([file, module]) => [area(file), Object.values(module).filter(isEndpoint)]),
);
const declared = Object.values(endpointsByArea).flat();

const spec = readFileSync(resolve(__dirname, '../fixtures/spec-endpoints.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [, method, path] = line.split('\t');
    return { method: method.trim(), path: path.trim() };
  });

/** `GET /api/...` for a handler made from an endpoint (the helper matches any host: `*`). */
const served = (handler: HttpHandler) => `${handler.info.method} ${String(handler.info.path).replace(/^\*/, '')}`;
const apiHandlers = (list: unknown[]) =>
  (list as HttpHandler[]).filter((handler) => String(handler.info.path).startsWith('*/api/'));

describe('endpoints', () => {
  it('declares every endpoint of the spec exactly once, with its method', () => {
    expect(spec).toHaveLength(48);
    for (const { method, path } of spec) {
      const matches = declared.filter((endpoint) => endpoint.path === path);
      expect(matches, path).toHaveLength(1);
      expect(matches[0].method, path).toBe(method);
    }
    expect(declared).toHaveLength(spec.length);
  });

  it('has one handler file per services file', () => {
    expect(
      handlerFiles
        .map(area)
        .filter((name) => !HANDLER_SUPPORT.includes(name))
        .sort(),
    ).toEqual(Object.keys(endpointsByArea).sort());
    expect(Object.keys(handlersByArea).sort()).toEqual(Object.keys(endpointsByArea).sort());
  });

  it('lists every area and endpoint in the contract, so neither the document nor the keyed-call test misses one', () => {
    // contract.ts names its areas by hand: one left out would silently drop from docs/openapi.json.
    expect([...new Set(CONTRACT.map((call) => call.area))].sort()).toEqual(Object.keys(endpointsByArea).sort());
    expect(new Set(CONTRACT.map((call) => call.endpoint))).toEqual(new Set(declared));
  });

  it('answers every declared endpoint in its own area, once, with the declared method', () => {
    for (const [name, endpoints] of Object.entries(endpointsByArea)) {
      const answered = apiHandlers(handlersByArea[name as keyof typeof handlersByArea]).map(served);
      expect(answered.sort(), name).toEqual(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort());
    }
  });

  it('answers no API path that no endpoint declares', () => {
    const known = new Set(declared.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const unknown = apiHandlers(handlers)
      .map(served)
      .filter((line) => !known.has(line));
    expect(unknown).toEqual([]);
  });
});
