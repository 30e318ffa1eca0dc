/**
 * The columns an operator needs most are in view at the window sizes offices use: on every
 * list, at 1440×900, 1366×768 and 1280×720, the identifying column, every money column, the
 * status and the row actions lie inside the window, nothing scrolls sideways, and no pinned
 * column covers another's content (the element drawn at the cell's centre is the cell's own);
 * and the header's columns end where the rows' do from the first frame that shows the rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  APP_ORIGIN,
  listReady,
  openSignedIn,
  openWithPalette,
  startHarness,
  type Harness,
  type Viewport,
} from './harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const SIZES: Viewport[] = [
  { width: 1440, height: 900 },
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
];

/** Each list, its name in the menu and its key columns, by their header text. */
const LISTS: { path: string; name: string; columns: string[] }[] = [
  {
    path: '/orderDeliver',
    name: '订单发货',
    columns: ['订单号', '月租金', '快递公司', '发货状态', '打印状态', '操作'],
  },
  {
    path: '/agent/list',
    name: '代理列表',
    columns: ['代理商', '状态', '身份证号', '待结算金额', '已结算金额', '操作'],
  },
  { path: '/agent/settlement', name: '代理结算', columns: ['结算单号', '状态', '订单金额', '结算金额', '操作'] },
  { path: '/platform/list', name: '平台列表', columns: ['平台', '状态', '余额', '征信单价', '操作'] },
  { path: '/finance/recharge', name: '充值记录', columns: ['充值单号', '充值金额', '充值后余额', '状态', '备注'] },
  { path: '/finance/flow', name: '资金流水', columns: ['流水号', '金额', '变动后余额', '关联单号', '备注'] },
  { path: '/consumption/log', name: '消费记录', columns: ['时间', '金额', '结果', '扣费后余额', '关联单号'] },
  { path: '/system/menu', name: '菜单管理', columns: ['菜单名称', '排序', '状态', '操作'] },
];

/** What is wrong with each key column of the first row: outside the window, or covered. */
function problems(page: Page, titles: string[]) {
  return page.evaluate((titles) => {
    const shown = document.querySelector('[data-page-shown]')!;
    const heads = [...shown.querySelectorAll('.ant-table-thead > tr > th')];
    const row = shown.querySelector('.ant-table-tbody > tr.ant-table-row')!;
    const cells = [...row.children] as HTMLElement[];
    const found: string[] = [];
    for (const title of titles) {
      const index = heads.findIndex((head) => head.textContent?.trim() === title);
      if (index < 0) {
        found.push(`${title}: no such column`);
        continue;
      }
      const box = cells[index].getBoundingClientRect();
      if (box.left < 0 || box.right > window.innerWidth + 0.5)
        found.push(`${title}: outside the window (${Math.round(box.left)}–${Math.round(box.right)})`);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !cells[index].contains(hit)) found.push(`${title}: covered by ${hit?.className}`);
    }
    const scrollers = [...shown.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')];
    for (const scroller of scrollers)
      if (scroller.scrollWidth > scroller.clientWidth + 1)
        found.push(`scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`);
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page scrolls sideways');
    return found;
  }, titles);
}

for (const size of SIZES) {
  describe(`key columns in view at ${size.width}×${size.height}`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await openSignedIn(harness, '/dashboard', size);
      await page.getByTestId('current-user').waitFor();
    });
    afterAll(async () => {
      await page?.context().close();
    });

    // Each list opened as an operator opens the next one (Ctrl+K), the ones before kept in their
    // tabs: a reload per list cost Chromium a whole console each time, to check the same layout.
    for (const list of LISTS) {
      it(`${list.path}: ${list.columns.join(' · ')}`, async () => {
        await openWithPalette(page, list.name);
        await page.waitForURL(`${APP_ORIGIN}${list.path}`);
        await listReady(page);
        expect(await problems(page, list.columns)).toEqual([]);
      });
    }
  });
}

describe('the toolbar at 1280×720 in English, the longer labels', () => {
  it('keeps its buttons and icons on one line; the tabs fold what does not fit', async () => {
    const page = await openSignedIn(harness, '/agent/settlement', { width: 1280, height: 720 });
    await listReady(page);
    await page.getByTitle('语言').click();
    await page.getByRole('button', { name: 'Export CSV' }).first().waitFor();
    for (const path of ['/agent/settlement', '/orderDeliver', '/agent/list', '/finance/recharge']) {
      await page.goto(`${APP_ORIGIN}${path}`);
      await listReady(page);
      await page.getByRole('button', { name: 'Export CSV' }).first().waitFor();
      const tops = await page
        .locator('.ant-pro-table-list-toolbar-right')
        .first()
        .evaluate((right) =>
          [...right.querySelectorAll('button, .ant-pro-table-list-toolbar-setting-item')]
            .map((item) => item.getBoundingClientRect())
            .filter((box) => box.width > 0)
            .map((box) => Math.round(box.top + box.height / 2)),
        );
      expect(tops.length, path).toBeGreaterThan(2);
      expect(Math.max(...tops) - Math.min(...tops), path).toBeLessThanOrEqual(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
    }
    await page.context().close();
  });
});

describe('the column settings, loaded on demand', () => {
  it('open on the first click, the one that loaded them', async () => {
    const page = await openSignedIn(harness, '/agent/list', { width: 1440, height: 900 });
    await listReady(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: '列设置' }).click();
    // The popover's list of columns, without a second click.
    await page.locator('.ant-popover:not(.ant-popover-hidden) .ant-tree').first().waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});

/**
 * Watches, in every document of the page, the first frames that show a list's rows: for each,
 * where the header's cells end against the first row's (right edges, so a missing scrollbar
 * gutter counts). rc-table measures its columns as it mounts and applies the widths in a
 * batched update: the very first frame of a list's first open may draw the header before them
 * (the build's stand-ins that hid it were retired, docs/decisions.md, "Fast without forking").
 * From the second frame on, what the operator sees must line up.
 */
function watchFirstFrames() {
  const frames: string[] = [];
  (window as unknown as { listFrames: string[] }).listFrames = frames;
  let seen: Element | null = null;
  const offsets = () => {
    const shown = document.querySelector('[data-page-shown]');
    const row = shown?.querySelector('.ant-table-tbody tr.ant-table-row');
    if (!shown || !row) return 'no rows';
    const head = [...shown.querySelectorAll('.ant-table-thead tr:first-child > th')];
    const off = [...row.children]
      .map((cell, index) => Math.round(head[index]?.getBoundingClientRect().right - cell.getBoundingClientRect().right))
      .filter((gap) => gap !== 0);
    return off.length ? `off by ${off.join(', ')}` : 'aligned';
  };
  new MutationObserver(() => {
    const row = document.querySelector('[data-page-shown] .ant-table-tbody tr.ant-table-row');
    if (!row || row === seen) return;
    seen = row;
    let count = 0;
    const frame = () => {
      frames.push(`${location.pathname}: ${offsets()}`);
      if (++count < 4) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }).observe(document, { childList: true, subtree: true });
}

async function firstFrames(page: Page, path: string) {
  await page.waitForFunction(
    (path) =>
      (window as unknown as { listFrames?: string[] }).listFrames?.filter((f) => f.startsWith(path)).length === 4,
    path,
  );
  return page.evaluate(() => (window as unknown as { listFrames: string[] }).listFrames.splice(0));
}

describe('the header’s columns on the rows’ from the second frame that shows them', () => {
  for (const size of [SIZES[0], SIZES[2]]) {
    it(`at ${size.width}×${size.height}, loaded and opened again with its rows already loaded`, async () => {
      const page = await openSignedIn(harness, '/dashboard', size);
      await page.context().addInitScript(watchFirstFrames);
      for (const path of ['/orderDeliver', '/agent/list', '/finance/recharge']) {
        await page.goto(`${APP_ORIGIN}${path}`);
        await listReady(page);
        expect((await firstFrames(page, path)).slice(1)).toEqual(Array(3).fill(`${path}: aligned`));
      }
      // 订单发货's tab closed, and 订单发货 opened again from the menu: its rows are on screen at once.
      await page.getByRole('tab', { name: /订单发货/ }).click({ button: 'middle' });
      await page.getByRole('tab', { name: /订单发货/ }).waitFor({ state: 'detached' });
      await page.locator('aside a[href="/orderDeliver"]').click();
      await listReady(page);
      expect((await firstFrames(page, '/orderDeliver')).slice(1)).toEqual(Array(3).fill('/orderDeliver: aligned'));
      await page.context().close();
    });
  }
});
