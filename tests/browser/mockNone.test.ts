/**
 * MOCK=none: the console talks to API_HOST and ships no msw code at all. (CI's own production
 * build cannot stand in for this one: `bench:ci` measures it against a same-origin backend.)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/serve.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './harness';
import { NO_MOCK_PORT } from './ports.mjs';

const OUT = 'dist-nomock';
/** Where the build's calls go. Nothing answers there: the test refuses every connection to it. */
const API_HOST = 'https://api.example.com';
const PORT = NO_MOCK_PORT;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

let server: Server;

beforeAll(() => {
  const build = spawnSync('npx', ['max', 'build'], {
    env: { ...process.env, MOCK: 'none', API_HOST, OUTPUT_PATH: OUT, PORTAL_ORIGINS: '' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`MOCK=none build failed:\n${build.stdout}\n${build.stderr}`);
}, 300_000);

afterAll(async () => {
  if (server) await new Promise((done) => server.close(done));
});

describe('a MOCK=none build', () => {
  it('contains no msw code in any file', () => {
    const files = filesOf(OUT);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    expect(files.some((file) => file.includes('mockServiceWorker'))).toBe(false);
    for (const file of files.filter((name) => /\.(js|css|html)$/.test(name))) {
      const text = readFileSync(file, 'utf8');
      for (const marker of ['[MSW]', 'mockServiceWorker', 'setupWorker', 'MOCK_SMS_CODE', 'admin123']) {
        expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
      }
    }
  });

  it('sends every call to API_HOST', async () => {
    server = (await startStaticServer({ dir: OUT, port: PORT })) as Server;
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.route(`${API_HOST}/**`, (route) => route.abort('connectionrefused'));
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) calls.push(request.url());
      });
      await page.goto(`http://127.0.0.1:${PORT}/main/login`);
      // No demo account hides in a placeholder of a production build.
      expect(await page.getByLabel('账号', { exact: true }).getAttribute('placeholder')).toBeNull();
      await page.getByLabel('账号', { exact: true }).fill('admin');
      await page.getByLabel('密码', { exact: true }).fill('admin123');
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await expect.poll(() => calls).toContain(`${API_HOST}/api/auth/login`);
      // Nothing answers there, so the operator is told the network failed.
      await page.getByText('网络连接失败，请检查网络后重试').waitFor();
      // The demo-account hint exists only in mock builds.
      expect(await page.getByText('演示账号').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
