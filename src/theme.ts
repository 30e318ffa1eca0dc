import type { ThemeConfig } from 'antd';

/**
 * The console's antd theme, read twice: by the app's ConfigProvider (src/app.tsx) and by the
 * build, which renders antd's styles once with it into static CSS (plugins/antdStyles.ts).
 * Nothing here may import the app: the build loads this file in Node.
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
