/**
 * 菜单管理 in Chromium on the production build: add an entry and see it in the side menu,
 * disable it and see it go; the tree works from the keyboard; axe-core finds nothing
 * serious on the tree table, the form with its icon picker open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, logIn, seriousA11yFindings, sideMenu, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

async function openMenus() {
  const { page } = await harness.newPage();
  await page.goto(`${APP_ORIGIN}/main/login?target=%2Fsystem%2Fmenu`);
  await logIn(page);
  await page.waitForURL(`${APP_ORIGIN}/system/menu`);
  await page.locator('[data-page-shown] .ant-table-row').filter({ hasText: '订单发货' }).waitFor();
  return page;
}

describe('menu management in Chromium', () => {
  it('adds an entry that shows in the side menu, then disables it and it goes', async () => {
    const page = await openMenus();
    await page.getByRole('button', { name: /新增菜单/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('菜单名称').fill('周报');
    await drawer.getByLabel('路径').fill('/report/weekly');
    await drawer.getByLabel('图标').click();
    await page.keyboard.type('bar-chart');
    // Found by the console's short name too, shown and saved in the server's.
    await page.locator('.ant-select-item-option').filter({ hasText: 'BarChartOutlined' }).click();
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await sideMenu(page).getByText('周报', { exact: true }).waitFor();

    const row = page.locator('[data-page-shown] .ant-table-row').filter({ hasText: '/report/weekly' });
    await row.getByRole('switch').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /停\s*用/ })
      .click();
    await sideMenu(page).getByText('周报', { exact: true }).waitFor({ state: 'detached' });
    await page.goto(`${APP_ORIGIN}/report/weekly`);
    await page.getByText('页面不存在').waitFor();
    // The 404 drawing comes with the page that shows it, not with every screen.
    await page.locator('.ant-result-image svg title', { hasText: 'No Found' }).waitFor({ state: 'attached' });
  });

  it('works from the keyboard: collapse and expand a group, move between rows', async () => {
    const page = await openMenus();
    const group = page.locator('[data-page-shown] .ant-table-row').filter({ hasText: '代理管理' });
    const expander = group.locator('button.ant-table-row-expand-icon');
    await expander.focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-page-shown] .ant-table-row').filter({ hasText: '代理结算' }).waitFor({ state: 'hidden' });
    await page.keyboard.press('Space');
    await page.locator('[data-page-shown] .ant-table-row').filter({ hasText: '代理结算' }).waitFor();
    // Tab moves on in reading order: the group's own controls, then its children's rows.
    const where = () =>
      page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const row = focused?.closest('tr');
        return `${row?.getAttribute('data-row-key') ?? 'outside'}|${focused?.getAttribute('aria-label') ?? focused?.textContent ?? ''}`;
      });
    const expected = await page.evaluate(() => {
      const focusable = [
        ...document.querySelectorAll<HTMLElement>(
          '.ant-table-tbody button, .ant-table-tbody a[href], .ant-table-tbody input',
        ),
      ].filter(
        (element) => !(element as HTMLButtonElement).disabled && element.checkVisibility({ visibilityProperty: true }),
      );
      const from = focusable.indexOf(document.activeElement as HTMLElement);
      return focusable
        .slice(from + 1, from + 9)
        .map(
          (element) =>
            `${element.closest('tr')?.getAttribute('data-row-key') ?? 'outside'}|${element.getAttribute('aria-label') ?? element.textContent ?? ''}`,
        );
    });
    expect(expected).toHaveLength(8);
    const visited: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      visited.push(await where());
    }
    expect(visited).toEqual(expected);
    // And it reached the next rows: the last stops are not the group's.
    const groupKey = await group.getAttribute('data-row-key');
    expect(visited.at(-1)!.startsWith(`${groupKey}|`)).toBe(false);
  });

  it('finds nothing serious or critical with axe-core: the tree, the form, the icon picker', async () => {
    const page = await openMenus();
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page
      .locator('[data-page-shown] .ant-table-row')
      .filter({ hasText: '/dashboard' })
      .getByRole('button', { name: '编辑' })
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('.ant-form-item').filter({ hasText: '图标' }).locator('.ant-select').click();
    await page.locator('.ant-select-item-option').first().waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
});
