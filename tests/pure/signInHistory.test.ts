/** History belongs to a sign-in: which entries Back and Forward may show (src/core/signInHistory.ts). */
import { describe, expect, it } from 'vitest';
import { beginSignIn, judgeEntry, recordEntry, UNKEYED_ENTRY } from '@/core/signInHistory';
import { screensOnly, storedTabs } from '@/core/tabs';

const opened = { arrival: 'navigate' } as const;

describe('history of a sign-in', () => {
  it('shows the entries made since the sign-in; Back to one made before is an earlier sign-in’s', () => {
    beginSignIn(2);
    // The landing after signing in: a new entry (the login page replaced it).
    expect(judgeEntry(2, 'k-landing', 'REPLACE', undefined)).toBe('new');
    recordEntry(2, 'k-landing');
    expect(judgeEntry(2, 'k-landing', 'POP', undefined)).toBe('own');
    // Back to the entries the last operator left.
    expect(judgeEntry(2, 'k-admin-filters', 'POP', undefined)).toBe('earlier');
    expect(judgeEntry(2, UNKEYED_ENTRY, 'POP', undefined)).toBe('earlier');
    // Links and the tabs make new entries of this sign-in.
    expect(judgeEntry(2, 'k-next', 'PUSH', undefined)).toBe('new');
  });

  it('a new sign-in, even of the same user (after a 109), owns none of the earlier entries', () => {
    beginSignIn(1);
    recordEntry(1, 'k-1');
    beginSignIn(1);
    expect(judgeEntry(1, 'k-1', 'POP', undefined)).toBe('earlier');
  });

  it('a page opened or reloaded shows its own entry; one reached by Back from another document may not', () => {
    beginSignIn(3);
    expect(judgeEntry(3, 'k-typed', 'POP', opened)).toBe('new');
    expect(judgeEntry(3, 'k-reloaded', 'POP', { arrival: 'reload' })).toBe('new');
    expect(judgeEntry(3, 'k-old-document', 'POP', { arrival: 'back_forward' })).toBe('earlier');
  });

  it('an unkeyed entry is never recorded (every page opened from the address bar has that key)', () => {
    beginSignIn(4);
    recordEntry(4, UNKEYED_ENTRY);
    expect(judgeEntry(4, UNKEYED_ENTRY, 'POP', undefined)).toBe('earlier');
  });

  it('a tab with no sign-in recorded (a new tab of a remembered session) starts with the entry it shows', () => {
    beginSignIn(5);
    expect(judgeEntry(6, 'k-any', 'POP', undefined)).toBe('new');
    recordEntry(6, 'k-any');
    expect(judgeEntry(6, 'k-any', 'POP', undefined)).toBe('own');
    expect(judgeEntry(6, 'k-before', 'POP', undefined)).toBe('earlier');
  });
});

describe('tab addresses kept in storage', () => {
  it('restores only in-app paths: never another host, with a backslash or slashes (GHSA-wrjc-x8rr-h8h6)', () => {
    const tabs = storedTabs([
      { url: '/\\evil.example/x', usedAt: 1 },
      { url: '//evil.example/x', usedAt: 1 },
      { url: '/\t/evil.example', usedAt: 1 },
      { url: 'https://evil.example/', usedAt: 1 },
      { url: '/orderDeliver?platformId=102', usedAt: 2 },
    ]);
    expect(tabs.map((tab) => tab.url)).toEqual(['/orderDeliver?platformId=102']);
  });

  it('keeps which screens were open after a sign-out, without what was typed into their addresses', () => {
    expect(screensOnly([{ url: '/orderDeliver?keyword=13800138000', usedAt: 3 }])).toEqual([
      { path: '/orderDeliver', url: '/orderDeliver', usedAt: 3 },
    ]);
    expect(screensOnly('not tabs')).toEqual([]);
  });
});
