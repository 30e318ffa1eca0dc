import { describe, expect, it } from 'vitest';
import { closeTabs, landing, MAX_TABS, othersOf, overCap, rightOf, storedTabs, visit, type PageTab } from '@/core/tabs';
import { forgetUnsaved, hasUnsaved, lostOnReload, setUnsaved } from '@/core/unsavedWork';

const tab = (url: string, usedAt = 0): PageTab => ({ path: url.split('?')[0], url, usedAt });
const paths = (tabs: PageTab[]) => tabs.map((item) => item.path);

describe('page tabs', () => {
  const open = [tab('/orderDeliver?tab=1&page=3', 1), tab('/agent/settlement?tab=1', 2), tab('/finance/recharge', 3)];

  it('opens a tab per screen at the end, and moves an open one to its new address in place', () => {
    expect(paths(visit(open, '/platform/list', 9))).toEqual([
      '/orderDeliver',
      '/agent/settlement',
      '/finance/recharge',
      '/platform/list',
    ]);
    const moved = visit(open, '/orderDeliver?tab=2', 9);
    expect(paths(moved)).toEqual(paths(open));
    expect(moved[0]).toEqual({ path: '/orderDeliver', url: '/orderDeliver?tab=2', usedAt: 9 });
  });

  it('takes a bare link to an open screen back to its tab as left, and follows any other address as given', () => {
    expect(landing(open, '/orderDeliver', '')).toBe('/orderDeliver?tab=1&page=3');
    expect(landing(open, '/orderDeliver', '?printStatus=3')).toBe('/orderDeliver?printStatus=3');
    expect(landing(open, '/platform/list', '')).toBe('/platform/list');
  });

  it('closes others and to the right, and shows the right neighbour (else the left) when the shown one closes', () => {
    expect(othersOf(open, '/agent/settlement')).toEqual(['/orderDeliver', '/finance/recharge']);
    expect(rightOf(open, '/orderDeliver')).toEqual(['/agent/settlement', '/finance/recharge']);
    expect(rightOf(open, '/finance/recharge')).toEqual([]);
    expect(closeTabs(open, ['/agent/settlement'], '/agent/settlement').next?.path).toBe('/finance/recharge');
    expect(closeTabs(open, ['/finance/recharge'], '/finance/recharge').next?.path).toBe('/agent/settlement');
    expect(closeTabs(open, ['/agent/settlement', '/finance/recharge'], '/agent/settlement').next?.path).toBe(
      '/orderDeliver',
    );
    const elsewhere = closeTabs(open, ['/finance/recharge'], '/orderDeliver');
    expect(elsewhere.next).toBeUndefined();
    expect(paths(elsewhere.tabs)).toEqual(['/orderDeliver', '/agent/settlement']);
  });

  it('beyond the cap closes the least recently used, passing over the shown one and those with unsaved input', () => {
    const many = Array.from({ length: MAX_TABS + 1 }, (_, index) => tab(`/s${index}`, 100 - index));
    // /s12 is the oldest; it is shown, so /s11 goes.
    expect(overCap(many, '/s12', () => false)).toEqual({ path: '/s11', ask: false });
    expect(overCap(many, '/s0', (path) => path === '/s12')).toEqual({ path: '/s11', ask: false });
    // Only tabs with unsaved input left to close: the oldest of them, after asking.
    expect(overCap(many, '/s0', () => true)).toEqual({ path: '/s12', ask: true });
    expect(overCap(many.slice(1), '/s0', () => false)).toBeUndefined();
    // Kept once asked, while its input lasts; closed like any other once it was submitted.
    expect(overCap(many, '/s0', () => true, new Set(['/s12']))).toBeUndefined();
    expect(overCap(many, '/s0', (path) => path !== '/s12', new Set(['/s12']))).toEqual({ path: '/s12', ask: false });
  });

  it('reads back only well-formed tabs of this site, one per screen, the most recent within the cap', () => {
    const read = storedTabs([
      { url: '/a?x=1', usedAt: 5 },
      { url: 'https://evil.example/a' },
      { url: '//evil.example/a' },
      { url: '/a?x=2', usedAt: 9 },
      { url: 42 },
      null,
      { url: '/b' },
    ]);
    expect(read).toEqual([
      { path: '/a', url: '/a?x=1', usedAt: 5 },
      { path: '/b', url: '/b', usedAt: 0 },
    ]);
    expect(storedTabs('nonsense')).toEqual([]);
    const tooMany = storedTabs(Array.from({ length: 20 }, (_, index) => ({ url: `/s${index}`, usedAt: index })));
    expect(tooMany).toHaveLength(MAX_TABS);
    expect(tooMany[0].path).toBe('/s8');
  });
});

describe('unsaved input marks', () => {
  it('hold per screen until each holder clears or the screen is forgotten', () => {
    setUnsaved('/finance/recharge', 'dialog1', true);
    setUnsaved('/platform/risk', 'risk-settings', true, true);
    expect(hasUnsaved('/finance/recharge')).toBe(true);
    expect(lostOnReload()).toBe(true);
    setUnsaved('/platform/risk', 'risk-settings', false);
    // A form's draft survives a reload: only the risk settings made the browser ask.
    expect(lostOnReload()).toBe(false);
    expect(hasUnsaved('/platform/risk')).toBe(false);
    forgetUnsaved('/finance/recharge');
    expect(hasUnsaved('/finance/recharge')).toBe(false);
    setUnsaved('/a', 'x', true);
    forgetUnsaved();
    expect(hasUnsaved('/a')).toBe(false);
  });
});
