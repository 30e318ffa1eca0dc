#!/usr/bin/env node
/**
 * The API contract outside the console (README, "Connecting a real backend").
 *
 *   npm run contract -- --base https://api.example.com --token <token>
 *       Calls every read-only endpoint of a running backend once (first page, small limits,
 *       at most one call a second, within --budget seconds), checks each answer against the
 *       contract and prints a table: endpoint, status, and each mismatch with its field
 *       path, what the contract expects and what came. Never sends a POST or a GET that
 *       changes data (the deduction, the delivery confirmation). Exit 1 on any mismatch, 3
 *       when nothing broke but some calls could not be checked (refused, failed, timed out).
 *   npm run contract:doc            writes docs/openapi.json from the services' schemas
 *   node scripts/contract.mjs --check-doc   fails when docs/openapi.json is not in step (lint)
 */
/* global fetch, AbortSignal */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildOpenApi } from './openapi-doc.mjs';

const root = resolve(import.meta.dirname, '..');
export const DOC_PATH = resolve(root, 'docs/openapi.json');

/** The services' contract, bundled once with esbuild (TypeScript with the `@/` alias). */
export async function loadContract() {
  const outdir = resolve(root, 'node_modules/.cache/contract');
  mkdirSync(outdir, { recursive: true });
  const outfile = resolve(outdir, 'contract.mjs');
  const { build } = await import('esbuild');
  await build({
    stdin: {
      contents: [
        "export { CONTRACT, readsOnly } from '@/services/contract';",
        "export { menuRecord } from '@/services/menus';",
        "export { allMismatches } from '@/services/wire';",
        "export { setTranslator } from '@/core/i18n';",
        "export { default as zhCN } from '@/locales/zh-CN';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    alias: { '@': resolve(root, 'src') },
    // The services' request layer is bundled but never called here; its build-time constants:
    define: {
      __MOCK__: 'false',
      __API_HOST__: '""',
      __PORTAL_ORIGINS__: '""',
      __FILE_ORIGINS__: '""',
      __APP_NAME__: '"云仓租赁管理后台"',
    },
    external: ['umi-request', 'js-cookie', 'antd', 'msw', 'valibot'],
  });
  const contract = await import(`${pathToFileURL(outfile).href}?${Date.now()}`);
  // Mismatches read as the operator's notice does (Chinese, the default locale).
  contract.setTranslator((id, values = {}) =>
    (contract.zhCN[id] ?? id).replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? `{${key}}`)),
  );
  return contract;
}

/** The document, formatted as the repository's other JSON (prettier). */
export async function openApiText(contract) {
  const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const document = buildOpenApi(
    contract.CONTRACT,
    { MenuRecord: contract.menuRecord },
    { version: version ?? '1.0.0' },
  );
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(DOC_PATH)) ?? {};
  return prettier.format(JSON.stringify(document), { ...options, parser: 'json' });
}

// ------------------------------------------------------------------ a real backend

/** Bounded, sensible parameters for a read: the first page, a small limit, no filter. */
function sampleQuery(request) {
  const inner = request?.type === 'optional' ? request.wrapped : request;
  const entries = inner?.entries ?? {};
  const query = {};
  if ('page' in entries) query.page = '1';
  if ('limit' in entries) query.limit = '5';
  return query;
}

/** Required parameters that name one thing (an id): taken from a list read before. */
const NEEDS = {
  getAgentInfo: { from: 'getAgentList', take: (page) => ({ id: page?.list?.[0]?.id }) },
  shareAgentSignPlatformList: { from: 'getAgentList', take: (page) => ({ id: page?.list?.[0]?.id }) },
  getRiskScale: { from: 'getPlatformList', take: (page) => ({ platformId: page?.list?.[0]?.id }) },
  getSettlementVoucher: {
    from: 'getAgentSettlementList',
    take: (page) => ({
      settleNo: page?.list?.find((row) => row.voucherUrls?.length)?.settleNo ?? page?.list?.[0]?.settleNo,
    }),
  },
};

function argument(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Checks a running backend against the contract. Resolves with one row per call:
 * `{ endpoint, status, mismatches: [{ field, expected, received }] }`.
 */
export async function checkBackend({ base, token, budgetSeconds = 120, spacingMs = 1000, contract, log = () => {} }) {
  const { CONTRACT, readsOnly, allMismatches } = contract ?? (await loadContract());
  const deadline = Date.now() + budgetSeconds * 1000;
  const answers = {};
  const rows = [];
  const reads = CONTRACT.filter(({ endpoint }) => readsOnly(endpoint));
  // Lists first: the calls that need an id take it from their answers.
  reads.sort((a, b) => Number(a.name in NEEDS) - Number(b.name in NEEDS));
  let last = 0;
  for (const { name, endpoint } of reads) {
    const label = `GET ${endpoint.path}`;
    if (Date.now() > deadline) {
      rows.push({ endpoint: label, status: 'skipped: time limit', mismatches: [] });
      continue;
    }
    const query = sampleQuery(endpoint.request);
    const need = NEEDS[name];
    if (need) {
      const taken = need.take(answers[need.from]);
      if (Object.values(taken).some((value) => value === undefined || value === null)) {
        rows.push({ endpoint: label, status: `skipped: ${need.from} listed nothing to ask about`, mismatches: [] });
        continue;
      }
      Object.assign(query, Object.fromEntries(Object.entries(taken).map(([key, value]) => [key, String(value)])));
    }
    // At most one call a second: a check must not load a production backend.
    const wait = last + spacingMs - Date.now();
    if (wait > 0) await sleep(wait);
    last = Date.now();
    const url = new URL(endpoint.path, base);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let status;
    let mismatches = [];
    try {
      const response = await fetch(url, {
        headers: endpoint.public || !token ? {} : { token },
        signal: AbortSignal.timeout(Math.max(1000, Math.min(10_000, deadline - Date.now()))),
      });
      const body = await response.json().catch(() => undefined);
      if (!response.ok) status = `HTTP ${response.status}`;
      else if (typeof body?.code !== 'number') status = 'not the envelope';
      else if (body.code !== 200) status = `code ${body.code}: ${body.msg ?? ''}`.trim();
      else {
        answers[name] = body.data;
        mismatches = allMismatches(endpoint.answer, body.data);
        status = mismatches.length ? 'mismatch' : 'ok';
      }
    } catch (error) {
      status = error?.name === 'TimeoutError' ? 'timed out' : `failed: ${error?.message ?? error}`;
    }
    rows.push({ endpoint: label, status, mismatches });
    log(rows.at(-1));
  }
  return rows;
}

function printTable(rows) {
  const width = Math.max(...rows.map((row) => row.endpoint.length));
  for (const row of rows) {
    console.log(`${row.endpoint.padEnd(width)}  ${row.status}`);
    for (const { field, expected, received } of row.mismatches)
      console.log(`${''.padEnd(width)}    ${field}: ${expected}, received ${received}`);
  }
}

async function main(args) {
  const contract = await loadContract();
  if (args.includes('--write-doc') || args.includes('--check-doc')) {
    const text = await openApiText(contract);
    if (args.includes('--write-doc')) {
      mkdirSync(resolve(root, 'docs'), { recursive: true });
      writeFileSync(DOC_PATH, text);
      console.log(`docs/openapi.json: ${contract.CONTRACT.length} calls`);
      return 0;
    }
    let committed = '';
    try {
      committed = readFileSync(DOC_PATH, 'utf8');
    } catch {
      // missing: not in step
    }
    if (committed === text) return 0;
    console.error('docs/openapi.json is not in step with src/services: run `npm run contract:doc` and commit it.');
    return 1;
  }
  const base = argument(args, 'base');
  if (!base) {
    console.error('usage: npm run contract -- --base https://api.example.com --token <token> [--budget 120]');
    return 2;
  }
  const rows = await checkBackend({
    base,
    token: argument(args, 'token', process.env.CONTRACT_TOKEN),
    budgetSeconds: Number(argument(args, 'budget', '120')),
    contract,
  });
  printTable(rows);
  const broken = rows.filter((row) => row.mismatches.length).length;
  const failed = rows.filter((row) => row.status !== 'ok' && !row.mismatches.length).length;
  console.log(
    `\n${rows.length} read-only calls: ${rows.length - broken - failed} keep the contract, ${broken} break it, ${failed} not checked`,
  );
  // 1: the backend breaks the contract; 3: some calls could not be checked (refused, failed).
  return broken ? 1 : failed ? 3 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2));
