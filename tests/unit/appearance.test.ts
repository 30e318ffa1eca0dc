/**
 * An operator's appearance is theirs: kept under their id across a sign-out (a layout
 * preference), not the next user's, and noted for this tab's reload only while signed in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { chooseAppearance, chosenAppearance, showsDark } from '@/core/appearance';
import { SHOWN_KEY } from '@/core/prePaint';
import { setStorageOwner } from '@/core/owner';
import { keptAfterSignOut } from '@/core/storagePolicy';
import { clearSession } from '@/core/signOut';
import { colorVar, consoleColorVariables, LIGHT_COLORS } from '@/theme';
import { DARK_COLORS } from '@/themeDark';

afterEach(() => {
  setStorageOwner(undefined);
  localStorage.clear();
  sessionStorage.clear();
});

describe('appearance', () => {
  it('belongs to the user who chose it: kept across their sign-out, never the next user’s', () => {
    setStorageOwner(7);
    chooseAppearance({ mode: 'dark', density: 'compact' });
    expect(localStorage.getItem('prefs:7:appearance')).toBe(JSON.stringify({ mode: 'dark', density: 'compact' }));
    clearSession();
    setStorageOwner(undefined);
    expect(chosenAppearance()).toEqual({ mode: 'light', density: 'standard' });
    expect(localStorage.getItem('prefs:7:appearance')).not.toBeNull();
    setStorageOwner(8);
    expect(chosenAppearance()).toEqual({ mode: 'light', density: 'standard' });
    setStorageOwner(7);
    expect(chosenAppearance()).toEqual({ mode: 'dark', density: 'compact' });
    expect(keptAfterSignOut('prefs:7:appearance', '{"mode":"dark"}')).toBe('{"mode":"dark"}');
    // This tab's note for a reload goes with the session.
    sessionStorage.setItem(SHOWN_KEY, '{"dark":true}');
    clearSession();
    expect(sessionStorage.getItem(SHOWN_KEY)).toBeNull();
  });

  it('takes only what it knows from storage, and follows the system when asked', () => {
    localStorage.setItem('prefs:9:appearance', JSON.stringify({ mode: 'neon', density: 'huge' }));
    setStorageOwner(9);
    expect(chosenAppearance()).toEqual({ mode: 'light', density: 'standard' });
    expect(showsDark({ mode: 'system', density: 'standard' }, true)).toBe(true);
    expect(showsDark({ mode: 'system', density: 'standard' }, false)).toBe(false);
    expect(showsDark({ mode: 'light', density: 'standard' }, true)).toBe(false);
  });

  it('names every console colour in both themes, as CSS variables components read', () => {
    expect(Object.keys(DARK_COLORS).sort()).toEqual(Object.keys(LIGHT_COLORS).sort());
    expect(colorVar('moneyIn')).toBe('var(--c-money-in)');
    expect(consoleColorVariables(DARK_COLORS)).toContainEqual(['--c-money-in', DARK_COLORS.moneyIn]);
  });
});
