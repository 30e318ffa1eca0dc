import { afterAll, beforeAll, it } from 'vitest';
import { startHarness, type Harness, openSignedIn, listReady } from './harness';
let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await harness?.close(); });
it('probe lost print', async () => {
  const page = await openSignedIn(harness, '/orderDeliver?tab=0&platformId=101', { width: 1440, height: 900 });
  await listReady(page);
  await page.evaluate(() => localStorage.setItem('mock.lose', 'cloudPrint'));
  await page.getByRole('button', { name: '打印面单' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^打印 1 单$/ }).click();
  const seen: string[] = [];
  let last = '';
  const start = Date.now();
  while (Date.now() - start < 8000) {
    const text = await page.evaluate(() => Array.from(document.querySelectorAll('.ant-modal')).map((m) => (m as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 160)).join(' || '));
    if (last !== text) { seen.push(`${Date.now() - start}ms ${text}`); last = text; }
    await page.waitForTimeout(30);
  }
  console.log(seen.join('\n'));
}, 60000);
