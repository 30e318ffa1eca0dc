/** The search palette's own logic: pinyin initials, screens found by name, shortcuts read from keys. */
import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '@/core/menus';
import { shortcutOf } from '@/core/shortcuts';
import { pinyinInitials } from '@/features/palette/pinyin';
import { matchScreens, screenEntries } from '@/features/palette/screens';
import { wordsOf } from '@/features/palette/screenWords';
import { foldSearchText, numbersIn } from '@/core/searchText';

const route = (name: string, path: string, routes?: MenuRoute[], placeholderPath = false): MenuRoute => ({
  name,
  path,
  routes,
  placeholderPath,
  component: 'MenuScreen',
  id: 0,
  pid: 0,
});

const MENU = [
  route('工作台', '/dashboard'),
  route('订单发货', '/orderDeliver'),
  route('代理管理', '/agent', [route('代理商列表', '/agent/list'), route('代理结算', '/agent/settlement')], true),
  route('财务管理', '/finance', [route('充值记录', '/finance/recharge'), route('资金流水', '/finance/flow')], true),
  route('系统设置', '/system', [route('菜单管理', '/system/menu')], true),
];

describe('pinyin initials', () => {
  it('reads the initials of the menu names from the browser collation', () => {
    expect(
      ['订单发货', '代理结算', '资金流水', '充值记录', '平台管理', '菜单管理', '消费记录', '风控设置', '工作台'].map(
        pinyinInitials,
      ),
    ).toEqual(['ddfh', 'dljs', 'zjls', 'czjl', 'ptgl', 'cdgl', 'xfjl', 'fksz', 'gzt']);
    expect(pinyinInitials('订单 ZL2026')).toBe('dd zl2026');
  });
});

describe('screens by name', () => {
  const entries = screenEntries(MENU);
  const words = (path: string) => (path === '/finance/flow' ? '资金 流水 finance flow ledger' : '');
  const find = (text: string) => matchScreens(entries, text, words).map((entry) => entry.path);

  it('lists every screen of the menu, not its groups', () => {
    expect(entries.map((entry) => entry.path)).toEqual([
      '/dashboard',
      '/orderDeliver',
      '/agent/list',
      '/agent/settlement',
      '/finance/recharge',
      '/finance/flow',
      '/system/menu',
    ]);
  });

  it('finds by the Chinese name, the pinyin initials and the words in either language', () => {
    expect(find('结算')).toEqual(['/agent/settlement']);
    expect(find('ddfh')).toEqual(['/orderDeliver']);
    expect(find('DL')).toEqual(['/agent/list', '/agent/settlement']);
    expect(find('ledger')).toEqual(['/finance/flow']);
    expect(find('  ')).toEqual([]);
    expect(find('nothing')).toEqual([]);
  });

  it('finds by full pinyin, run together or spaced, and folds full-width letters and digits', () => {
    const real = (text: string) => matchScreens(entries, text, wordsOf).map((e) => e.path);
    expect(real('chongzhi')[0]).toBe('/finance/recharge');
    expect(real('chongzhi jilu')[0]).toBe('/finance/recharge');
    expect(real('dingdanfahuo')[0]).toBe('/orderDeliver');
    expect(real('ＤＤＦＨ')).toEqual(['/orderDeliver']);
    expect(foldSearchText(' ＺＬ２０２６１１２１　')).toBe('ZL20261121');
  });

  it('reads a pasted column as its numbers: any separator, full-width, each once', () => {
    expect(numbersIn('ZL001\r\nZL002\tZL003, ZL004；ＺＬ００５、ZL001 \n\n')).toEqual([
      'ZL001',
      'ZL002',
      'ZL003',
      'ZL004',
      'ZL005',
    ]);
    expect(numbersIn('  ')).toEqual([]);
  });

  it('puts a name match before an initials match', () => {
    // 代理 is in two names; dl also starts two initials: the names come first, in menu order.
    expect(find('代理')).toEqual(['/agent/list', '/agent/settlement']);
    expect(find('cz')[0]).toBe('/finance/recharge');
  });
});

describe('shortcuts', () => {
  const key = (key: string, extra: Partial<KeyboardEvent> = {}) => ({
    key,
    metaKey: false,
    ctrlKey: false,
    altKey: false,
    ...extra,
  });
  it('opens the palette with ⌘K or Ctrl+K even while typing; / and ? only outside a text field', () => {
    expect(shortcutOf(key('k', { metaKey: true }), true)).toBe('palette');
    expect(shortcutOf(key('K', { ctrlKey: true }), false)).toBe('palette');
    expect(shortcutOf(key('/'), false)).toBe('keyword');
    expect(shortcutOf(key('/'), true)).toBeUndefined();
    expect(shortcutOf(key('?'), false)).toBe('sheet');
    expect(shortcutOf(key('k'), false)).toBeUndefined();
    expect(shortcutOf(key('k', { ctrlKey: true, altKey: true }), false)).toBeUndefined();
  });
});
