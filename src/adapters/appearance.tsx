import { ConfigProvider, type ThemeConfig } from 'antd';
import {
  useEffect,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  startTransition,
  type ReactNode,
} from 'react';
import {
  chosenAppearance,
  noteShown,
  showsDark,
  subscribeAppearance,
  subscribeSystemDark,
  systemPrefersDark,
} from '@/core/appearance';
import { storageOwner } from '@/core/owner';
import { consoleColorVariables, LIGHT_COLORS, type ConsolePalette } from '@/theme';
import type * as AlgorithmsModule from './appearanceAlgorithms';
import { deriveLightAhead, LIGHT_THEME } from './lightTheme';

type Algorithms = typeof AlgorithmsModule;

/** The dark and compact chunk, once loaded: what a light operator's pages never fetch. */
let loaded: Algorithms | undefined;
let loading: Promise<Algorithms> | undefined;
function loadAlgorithms(): Promise<Algorithms> {
  loading ??= import(/* webpackChunkName: "appearance" */ './appearanceAlgorithms').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A chunk that failed to come is asked for again next time, not remembered as failed.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The user menu opened: its 深色 is likely next, so the dark chunk comes now and antd's dark
 * derivation runs while the browser is idle, not in the switch.
 */
export function prepareAppearanceChoice(): void {
  loadAlgorithms().then(
    ({ warmDark }) => {
      const warm = () => warmDark(chosenAppearance().density === 'compact');
      if (typeof requestIdleCallback === 'function') requestIdleCallback(warm);
      else setTimeout(warm);
    },
    () => undefined, // only a head start: the switch asks for the chunk again itself
  );
}

/** One theme's console colours: dark ones only once their chunk is here. */
const paletteOf = (dark: boolean): ConsolePalette | undefined => (dark ? loaded?.DARK_COLORS : LIGHT_COLORS);

/**
 * Paints the console's own colours and the page's colour scheme on the document: every
 * component reads them as CSS variables (`colorVar`), so a switch repaints without a render.
 */
function paintDocument(colors: ConsolePalette, dark: boolean, compact: boolean): void {
  const root = document.documentElement;
  for (const [name, value] of consoleColorVariables(colors)) root.style.setProperty(name, value);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.background = colors.page;
  root.dataset.appearance = `${dark ? 'dark' : 'light'}${compact ? ' compact' : ''}`;
}

/**
 * Paints what this tab shows before the first render (the error fallback reads these colours
 * too). Dark waits for its chunk, which this starts; until then the page keeps the dark
 * background the pre-paint script (src/core/prePaint.ts) painted.
 */
export function paintShownAppearance(): void {
  const chosen = chosenAppearance();
  const dark = showsDark(chosen, systemPrefersDark());
  const compact = chosen.density === 'compact';
  if (!dark) paintDocument(LIGHT_COLORS, false, compact);
  // Failed to come: the pre-painted dark background stays until ConsoleTheme's own retry.
  else
    loadAlgorithms().then(
      ({ DARK_COLORS }) => paintDocument(DARK_COLORS, true, compact),
      () => undefined,
    );
}

/**
 * Derives the theme this tab will show in a task of its own, before the first render needs it
 * (a light one: a dark one comes with its chunk, which paintShownAppearance asks for).
 */
export function deriveShownThemeAhead(): void {
  if (!shownNow().dark) setTimeout(deriveLightAhead);
}

/** The document's class while a switch shows (src/global.less): no colour eases to the new theme. */
const SWITCHING = 'console-switching';

/**
 * Holds every CSS transition from the commit of a new theme until two frames after it: the
 * browser sees the new colours with transitions off, so nothing animates from the old ones
 * (each animated frame restyled the whole page, 60–100 ms apiece on the bench machine).
 */
function holdTransitionsThroughSwitch(): void {
  const root = document.documentElement.classList;
  root.add(SWITCHING);
  requestAnimationFrame(() => requestAnimationFrame(() => root.remove(SWITCHING)));
}

interface Shown {
  dark: boolean;
  compact: boolean;
}

/** What the console shows now: the operator's choice, dark when they follow a dark system. */
function shownNow(): Shown {
  const chosen = chosenAppearance();
  return { dark: showsDark(chosen, systemPrefersDark()), compact: chosen.density === 'compact' };
}

/** The state after a change: the same object when nothing shown changes (no render follows). */
const followChoice = (previous: Shown): Shown => {
  const next = shownNow();
  return previous.dark === next.dark && previous.compact === next.compact ? previous : next;
};

/** How long the dark chunk waits before it is asked for again after failing to come. */
const CHUNK_RETRY_MS = 1_500;

/**
 * What the console shows, updated in a transition: a switch re-renders every antd component
 * of every kept page under the new theme, and as a transition React renders it in slices,
 * yielding to the browser, rather than in one long task (a store read with
 * useSyncExternalStore always renders at once).
 */
function useShown(): Shown {
  const [shown, setShown] = useState(shownNow);
  useEffect(() => {
    const follow = () => startTransition(() => setShown(followChoice));
    const unsubscribe = [subscribeAppearance(follow), subscribeSystemDark(follow)];
    follow();
    return () => unsubscribe.forEach((stop) => stop());
  }, []);
  return shown;
}

/**
 * The console's colours as values, for what cannot read CSS variables (a chart's canvas). Inside
 * ConsoleTheme, which renders nothing dark before the dark chunk is here.
 */
export function useConsoleColors(): ConsolePalette {
  return paletteOf(useShown().dark) ?? LIGHT_COLORS;
}

/**
 * antd's theme for the operator's appearance, around the whole console (notices included).
 * Light and standard is LIGHT_THEME; dark and compact take antd's algorithms, loaded the first
 * time one is chosen (a light operator's pages never carry them). Switching changes antd's CSS
 * variables only: no kept page re-mounts, each keeps its state.
 */
export function ConsoleTheme({ children }: { children: ReactNode }) {
  const { dark, compact } = useShown();
  const [algorithms, setAlgorithms] = useState<Algorithms | undefined>(loaded);
  const [attempt, setAttempt] = useState(0);
  const needed = dark || compact;
  useEffect(() => {
    if (!needed || algorithms) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    loadAlgorithms().then(
      (loadedNow) => startTransition(() => setAlgorithms(loadedNow)),
      // Offline for a moment: the page stays as it was and the chunk is asked for again.
      () => (retry = setTimeout(() => setAttempt((count) => count + 1), CHUNK_RETRY_MS)),
    );
    return () => clearTimeout(retry);
  }, [needed, algorithms, attempt]);
  // Until the algorithms arrive, the page keeps what it showed: on a reload nothing but the dark
  // background the pre-paint script (src/core/prePaint.ts) painted; on a switch, the kept pages in the old theme (never
  // unmounted: they keep their state).
  const ready = !needed || algorithms !== undefined;
  const rendered = useRef(false);
  if (ready) rendered.current = true;
  const theme: ThemeConfig = useMemo(
    () => (needed && algorithms ? algorithms.themeFor(dark, compact) : LIGHT_THEME),
    [needed, algorithms, dark, compact],
  );
  // An insertion effect: it runs as the new theme's styles go in, before anything in the commit
  // can make the browser restyle the page (a layout read in a later effect).
  const first = useRef(true);
  useInsertionEffect(() => {
    if (!ready) return;
    if (!first.current) holdTransitionsThroughSwitch();
    first.current = false;
  }, [ready, dark, compact]);
  useLayoutEffect(() => {
    const colors = ready ? paletteOf(dark) : undefined;
    if (!colors) return;
    paintDocument(colors, dark, compact);
    if (storageOwner()) noteShown({ dark, compact, page: colors.page });
  }, [ready, dark, compact]);
  if (!rendered.current) return null;
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
