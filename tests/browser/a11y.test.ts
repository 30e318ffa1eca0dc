/**
 * axe-core on the production build: zero serious or critical findings on the login page,
 * the order delivery list with its print dialog open, and the 404 page. Every screen added
 * later adds its own check here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, logIn, seriousA11yFindings, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('accessibility (axe-core, serious and critical)', () => {
  it('finds nothing on the login page, and its viewport lets a touch screen zoom', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/main/login`);
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);
    // axe's meta-viewport (WCAG 1.4.4) is a moderate finding, below what the check above reports.
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    );
  });

  it('finds nothing on the order delivery list, nor with its print dialog open', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/main/login?target=%2ForderDeliver`);
    await logIn(page);
    await page.waitForURL(`${APP_ORIGIN}/orderDeliver`);
    await page.locator('[data-page-shown] .ant-table-row').first().waitFor();
    await page.locator('.ant-table-wrapper .ant-spin[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await seriousA11yFindings(page)).toEqual([]);

    await page.locator('[data-page-shown] .ant-table-row').first().getByRole('button', { name: '打印面单' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('快递公司', { exact: true }).waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);
  });

  it('finds nothing on the 404 page', async () => {
    const { page } = await harness.newPage();
    await page.goto(`${APP_ORIGIN}/main/login?target=%2Fno%2Fsuch%2Fpage`);
    await logIn(page);
    await page.getByText('页面不存在').waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
});
