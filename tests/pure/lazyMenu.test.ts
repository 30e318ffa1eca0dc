import { describe, expect, it } from 'vitest';
import type { MenuDataItem } from '@ant-design/pro-components';
import { countEntries, LAZY_MENU_ABOVE, lazyMenu, PLACEHOLDER_NAME } from '@/layouts/shell/lazyMenu';

const group = (id: number, pages: number): MenuDataItem => ({
  key: String(id),
  path: '#',
  name: `报表分组 ${id}`,
  children: Array.from({ length: pages }, (_, page) => ({
    key: `${id}-${page}`,
    path: `/report/${id}/page-${page}`,
    name: `报表 ${id}-${page}`,
  })),
});

const small: MenuDataItem[] = [{ key: '1', path: '/orderDeliver', name: '订单发货' }, group(2, 3)];
const big: MenuDataItem[] = [
  { key: '1', path: '/orderDeliver', name: '订单发货' },
  ...Array.from({ length: 40 }, (_, i) => group(i + 10, 49)),
];

const childrenOf = (items: MenuDataItem[], key: string) => items.find((item) => item.key === key)?.children ?? [];

describe('the side menu handed to ProLayout', () => {
  it('gives a small menu whole', () => {
    expect(countEntries(small)).toBeLessThanOrEqual(LAZY_MENU_ABOVE);
    expect(lazyMenu(small, { open: new Set(), pathname: '/orderDeliver' })).toBe(small);
  });

  it("keeps back the entries of a big menu's closed groups, one placeholder each", () => {
    expect(countEntries(big)).toBe(2001);
    const shown = lazyMenu(big, { open: new Set(), pathname: '/orderDeliver' });
    expect(shown).toHaveLength(41);
    expect(childrenOf(shown, '10')).toEqual([{ key: '10:more', name: PLACEHOLDER_NAME }]);
    expect(countEntries(shown)).toBe(81);
  });

  it('gives the open groups and the group holding the current path their entries', () => {
    const shown = lazyMenu(big, { open: new Set(['12']), pathname: '/report/30/page-7' });
    expect(childrenOf(shown, '12')).toHaveLength(49);
    expect(childrenOf(shown, '30')).toHaveLength(49);
    expect(childrenOf(shown, '30')[7].path).toBe('/report/30/page-7');
    expect(childrenOf(shown, '31')).toHaveLength(1);
  });

  it('gives the whole tree to a collapsed sider', () => {
    expect(lazyMenu(big, { open: new Set(), pathname: '/', whole: true })).toBe(big);
  });
});
