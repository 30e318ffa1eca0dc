import { describe, expect, it } from 'vitest';
import {
  descendantIds,
  filterTree,
  findEntry,
  moveEntry,
  parentChoices,
  parentIds,
  pathProblem,
  placesOf,
} from '@/pages/Menus/menuTree';
import type { MenuRecord } from '@/services/menus';

const entry = (
  id: number,
  menu_name: string,
  path: string,
  children?: MenuRecord[],
  extra: Partial<MenuRecord> = {},
): MenuRecord => ({
  id,
  menu_pid: 0,
  menu_name,
  path,
  type: children ? 1 : 2,
  sort: id,
  status: 1,
  children,
  ...extra,
});

const tree = [
  entry(1, '订单发货', '/orderDeliver'),
  entry(10, '代理管理', '#', [
    entry(11, '代理列表', '/agent/list'),
    entry(12, '代理结算', '/agent/settlement', undefined, { perms: 'settlement:view' }),
  ]),
  entry(90, '系统设置', '#', [
    entry(91, '菜单管理', '/system/menu', [entry(92, '新增', '#', undefined, { type: 3, perms: 'menu:add' })]),
  ]),
];

describe('the menu tree', () => {
  it("knows each entry's place among its siblings in one walk", () => {
    const places = placesOf(tree);
    expect(places.get(1)).toEqual({ index: 0, count: 3 });
    expect(places.get(90)).toEqual({ index: 2, count: 3 });
    expect(places.get(12)).toEqual({ index: 1, count: 2 });
    expect(places.get(92)).toEqual({ index: 0, count: 1 });
    expect(places.size).toBe(7);
  });

  it('knows the entries that hold others (what 全部展开 opens)', () => {
    expect(parentIds(tree)).toEqual([10, 90, 91]);
  });

  it('keeps the parents of every match when searching', () => {
    expect(filterTree(tree, '结算').map((item) => [item.id, item.children?.map((child) => child.id)])).toEqual([
      [10, [12]],
    ]);
    expect(filterTree(tree, 'menu:add')[0].children?.[0].children?.[0].id).toBe(92);
    expect(filterTree(tree, '')).toBe(tree);
    expect(filterTree(tree, 'nothing')).toEqual([]);
  });

  it('offers as parents everything but the entry itself, its descendants and buttons', () => {
    const ids = (choices: ReturnType<typeof parentChoices>): number[] =>
      choices.flatMap((choice) => [choice.value, ...ids(choice.children ?? [])]);
    expect(ids(parentChoices(tree, 90))).toEqual([1, 10, 11, 12]);
    expect(ids(parentChoices(tree, 11))).toEqual([1, 10, 12, 90, 91]);
    expect(descendantIds(findEntry(tree, 90)!)).toEqual([91, 92]);
  });

  it('accepts # or a plain in-app path, unique among siblings', () => {
    const siblings = findEntry(tree, 10)!.children!;
    expect(pathProblem('#', siblings)).toBeUndefined();
    expect(pathProblem('/agent/new', siblings)).toBeUndefined();
    expect(pathProblem('/agent/list', siblings)).toBe('duplicate');
    expect(pathProblem('/agent/list', siblings, 11)).toBeUndefined();
    for (const bad of ['agent', '//evil.example', '/a b', 'javascript:alert(1)', '/.//evil', '/x?y=1'])
      expect(pathProblem(bad, siblings), bad).toBe('format');
  });

  it('moves an entry among its siblings and answers the new sort of all of them', () => {
    const moved = moveEntry(tree, 12, -1)!;
    expect(moved.items).toEqual([
      { id: 12, sort: 10 },
      { id: 11, sort: 20 },
    ]);
    expect(findEntry(moved.tree, 10)!.children!.map((item) => item.id)).toEqual([12, 11]);
    expect(moveEntry(tree, 1, -1)).toBeUndefined();
    expect(moveEntry(tree, 90, 1)).toBeUndefined();
    expect(moveEntry(tree, 1, 1)!.tree.map((item) => item.id)).toEqual([10, 1, 90]);
  });
});
