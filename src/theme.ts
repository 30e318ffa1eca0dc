import type { ThemeConfig } from 'antd';

/**
 * The console's one theme home: antd's theme and the console's own colours, each named here.
 * The dark values sit beside it in src/themeDark.ts, typed by what is named here (a colour
 * missing there fails the typecheck), because a light operator's pages never load them: they
 * come with antd's dark algorithm the first time dark is chosen (src/adapters/appearanceAlgorithms.ts).
 * Read by the app's appearance (src/adapters/appearance.tsx) and by the build, which renders
 * antd's styles once with THEME into static CSS (plugins/antdStyles.ts): that CSS reads every
 * colour and size from antd's CSS variables, so dark and compact only change their values.
 * Nothing here may import the app: the build loads this file in Node. No component writes a
 * colour of its own: each names one of the colours below through `colorVar`.
 */
export const THEME: ThemeConfig = {
  // No style generation in the browser: antd's CSS comes from the build. A fixed variable
  // scope and no hash class, so the built CSS matches the class names the app renders.
  zeroRuntime: true,
  hashed: false,
  cssVar: { key: 'console' },
  /**
   * Contrast for text and controls (WCAG AA, 4.5:1; axe-core checks it in the browser tests):
   * antd's default blue #1677ff carries white text at 4.1:1, its grey text at 3.4:1.
   */
  token: {
    colorPrimary: '#0958d9',
    // Hover darkens rather than lightens: a pointer resting on a primary button (just after
    // a click) must keep its white label readable.
    colorPrimaryHover: '#003eb3',
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // antd 6 draws a select's placeholder as text (#bfbfbf, 1.8:1), which axe-core checks.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorError: '#cf1322',
  },
};

/** ProLayout's header: dark in both themes (the side menu follows antd's tokens). */
export const LAYOUT_HEADER = {
  colorBgHeader: '#001529',
  colorHeaderTitle: '#fff',
  colorTextRightActionsItem: 'rgba(255, 255, 255, 0.85)',
};

/** The console's own colours, by what they mean. Light values are those the screens always had. */
const LIGHT = {
  /** The page behind everything (boot, door). */
  page: '#f5f7fa',
  /** A card or panel's background. */
  surface: '#fff',
  /** A slightly sunken band (a list's toolbar row, a code key). */
  sunken: '#f5f5f5',
  border: '#d9d9d9',
  split: '#f0f0f0',
  text: 'rgba(0, 0, 0, 0.88)',
  /** Secondary text: hints, labels, units (4.5:1 on white). */
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  textDisabled: 'rgba(0, 0, 0, 0.25)',
  /** A row or tab under the pointer. */
  hoverBg: 'rgba(0, 0, 0, 0.06)',
  /** Text and icons on the header, dark in both themes. */
  onHeader: 'rgba(255, 255, 255, 0.85)',
  primary: '#0958d9',
  primaryHover: '#1677ff',
  /** Text on the primary colour. */
  onPrimary: '#fff',
  /** Money that comes in (+), and money that goes out or an error (−). */
  moneyIn: '#237804',
  moneyOut: '#cf1322',
  /** The workbench chart's bars (drawn, not text). */
  chartIn: '#389e0d',
  chartOut: '#cf1322',
  error: '#cf1322',
  errorStrong: '#a8071a',
  errorBg: '#fff1f0',
  errorBorder: '#ffa39e',
  noticeBorder: '#ffccc7',
  /** Warning as text (a count waiting, a mismatch), as an icon, as a fill with white text. */
  warningText: '#ad4e00',
  warningIcon: '#d46b08',
  warningFill: '#d46b08',
  warningBg: '#fff7e6',
  warningBorder: '#ffd591',
  warningStrong: '#873800',
  infoBg: '#e6f4ff',
  infoBorder: '#91caff',
  /** A count nobody needs to act on (a badge with white text), in grey. */
  muted: '#595959',
  /** A count of work waiting (a badge with white text). */
  warningBadge: '#ad4e00',
  /** Status dots: each status's colour, drawn beside its words. */
  dotWarning: '#faad14',
  dotProcessing: '#1677ff',
  dotDefault: '#d9d9d9',
  dotSuccess: '#52c41a',
  dotError: '#ff4d4f',
  /** The logo's mark. */
  brand: '#1677ff',
  /** The sign-in page's backdrop, a soft gradient from blue to green. */
  doorFrom: '#e8f1ff',
  doorTo: '#eef6f1',
  shadow: 'rgba(0, 0, 0, 0.12)',
};

export type ConsoleColor = keyof typeof LIGHT;
/** One theme's value for every console colour (the dark one: src/themeDark.ts). */
export type ConsolePalette = Record<ConsoleColor, string>;

/** The light theme's console colours, those a first load paints. */
export const LIGHT_COLORS: ConsolePalette = LIGHT;

const cssName = (name: ConsoleColor) => `--c-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A console colour as CSS (`var(--c-money-in)`): what components write instead of a colour. */
export const colorVar = (name: ConsoleColor) => `var(${cssName(name)})`;

/** The CSS variables of one theme's console colours, as `--c-name: value` pairs. */
export function consoleColorVariables(colors: ConsolePalette): [string, string][] {
  return (Object.keys(colors) as ConsoleColor[]).map((name) => [cssName(name), colors[name]]);
}
