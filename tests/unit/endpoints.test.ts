/**
 * Every call of the spec (shared/endpoints.tsv) is declared once in src/services, and the
 * fake backend answers each one, so a new endpoint is never half-wired.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as agent from '@/services/agent';
import * as auth from '@/services/auth';
import * as consumption from '@/services/consumption';
import type { Endpoint } from '@/services/endpoint';
import * as finance from '@/services/finance';
import * as menus from '@/services/menus';
import * as orders from '@/services/orders';
import * as platform from '@/services/platform';
import * as risk from '@/services/risk';
import * as settlement from '@/services/settlement';
import * as shipping from '@/services/shipping';
import * as upload from '@/services/upload';
import { handlers } from '@mock/handlers';

const modules = { agent, auth, consumption, finance, menus, orders, platform, risk, settlement, shipping, upload };

const declared = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter((value): value is Endpoint<unknown, unknown> => typeof value === 'function' && 'path' in value && 'method' in value);

const spec = readFileSync(resolve(__dirname, '../../../shared/endpoints.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [, method, path] = line.split('\t');
    return { method: method.trim(), path: path.trim() };
  });

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

  it('has a mock handler for the endpoints the screens so far use', () => {
    const served = handlers.map((handler) => `${handler.info.method} ${String(handler.info.path).replace(/^\*/, '')}`);
    const used = [auth, menus, shipping, orders, upload].flatMap((module) =>
      Object.values(module).filter((value): value is Endpoint<unknown, unknown> => typeof value === 'function' && 'path' in value),
    );
    for (const endpoint of used) expect(served, endpoint.path).toContain(`${endpoint.method} ${endpoint.path}`);
  });
});
