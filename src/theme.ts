import type { ThemeConfig } from 'antd';

/**
 * The console's one theme home: antd's theme and the console's own colours, in light and in
 * dark. Read by the app's appearance (src/adapters/appearance.tsx) and by the build, which
 * renders antd's styles once with THEME into static CSS (plugins/antdStyles.ts): that CSS reads
 * every colour and size from antd's CSS variables, so dark and compact only change their values.
 * Nothing here may import the app: the build loads this file in Node. No component writes a
 * colour of its own: each names one of CONSOLE_COLORS through `colorVar`.
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

/**
 * The dark theme's tokens, on antd's dark algorithm. On #141414 a colour must be light to be
 * read (4.5:1), and a primary button's label must stay readable on it: a mid blue for fills,
 * a light one for text and links.
 */
export const DARK_TOKENS: ThemeConfig['token'] = {
  colorPrimary: '#1668dc',
  colorPrimaryHover: '#1554ad',
  colorLink: '#69b1ff',
  colorLinkHover: '#91caff',
  colorPrimaryText: '#69b1ff',
  colorPrimaryTextHover: '#91caff',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
  colorError: '#ff7875',
};

/** Where the primary colour is text rather than a fill, dark needs its light blue (4.5:1 on #141414). */
export const DARK_COMPONENTS: ThemeConfig['components'] = {
  Tabs: { itemSelectedColor: '#69b1ff', itemHoverColor: '#91caff', inkBarColor: '#69b1ff' },
  Pagination: { itemActiveColor: '#69b1ff', itemActiveColorHover: '#91caff' },
  Radio: { buttonCheckedColor: '#69b1ff' } as NonNullable<ThemeConfig['components']>['Radio'],
  Menu: { itemSelectedColor: '#69b1ff', horizontalItemSelectedColor: '#69b1ff' },
  Button: { defaultHoverColor: '#91caff', defaultActiveColor: '#69b1ff' },
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

const DARK: Record<ConsoleColor, string> = {
  page: '#0b0d12',
  surface: '#141414',
  sunken: '#1f1f1f',
  border: '#424242',
  split: '#303030',
  text: 'rgba(255, 255, 255, 0.85)',
  textSecondary: 'rgba(255, 255, 255, 0.65)',
  textDisabled: 'rgba(255, 255, 255, 0.3)',
  hoverBg: 'rgba(255, 255, 255, 0.08)',
  onHeader: 'rgba(255, 255, 255, 0.85)',
  primary: '#69b1ff',
  primaryHover: '#91caff',
  onPrimary: '#fff',
  moneyIn: '#95de64',
  moneyOut: '#ff7875',
  chartIn: '#73d13d',
  chartOut: '#ff7875',
  error: '#ff7875',
  errorStrong: '#ffa39e',
  errorBg: '#2a1215',
  errorBorder: '#5c2223',
  noticeBorder: '#5c2223',
  warningText: '#ffc069',
  warningIcon: '#ffa940',
  warningFill: '#ad4e00',
  warningBg: '#2b1d11',
  warningBorder: '#593815',
  warningStrong: '#ffd591',
  infoBg: '#111a2c',
  infoBorder: '#15325b',
  muted: '#595959',
  warningBadge: '#ad4e00',
  dotWarning: '#d89614',
  dotProcessing: '#3c89e8',
  dotDefault: '#595959',
  dotSuccess: '#49aa19',
  dotError: '#dc4446',
  brand: '#1677ff',
  doorFrom: '#0d1a2d',
  doorTo: '#0f1f17',
  shadow: 'rgba(0, 0, 0, 0.48)',
};

export const CONSOLE_COLORS: Record<'light' | 'dark', Record<ConsoleColor, string>> = { light: LIGHT, dark: DARK };

const cssName = (name: ConsoleColor) => `--c-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A console colour as CSS (`var(--c-money-in)`): what components write instead of a colour. */
export const colorVar = (name: ConsoleColor) => `var(${cssName(name)})`;

/** The CSS variables of one theme's console colours, as `--c-name: value` pairs. */
export function consoleColorVariables(dark: boolean): [string, string][] {
  const colors = CONSOLE_COLORS[dark ? 'dark' : 'light'];
  return (Object.keys(colors) as ConsoleColor[]).map((name) => [cssName(name), colors[name]]);
}
