import type { ThemeConfig } from 'antd';
import type { ConsolePalette } from './theme';

/*
 * The dark theme's values, beside the one theme home (src/theme.ts, which names every colour
 * and says why each light value is what it is). Loaded only with antd's dark algorithm, the
 * first time an operator's appearance shows dark (src/adapters/appearanceAlgorithms.ts).
 */

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
  // A menu's chosen entry (the user menu's 深色 once chosen) is primary text on the active fill:
  // the mid blue read 2.1:1 there.
  Dropdown: { colorPrimary: '#69b1ff' },
};

/** The console's own colours in dark: light enough to read on #141414 (4.5:1), fills dark enough to carry white. */
export const DARK_COLORS: ConsolePalette = {
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
