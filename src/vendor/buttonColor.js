/**
 * Stands in, at build time, for the colour-picker modules that antd's Button style
 * (button/style/token.js: `AggregationColor`, `isBright`) and Tooltip (tooltip/util.js:
 * `generateColor`) read to pick black or white text on a coloured background. The real
 * modules bring the whole colour picker (@rc-component/color-picker: palette, sliders,
 * presets), about 4 KiB gzip on every screen, for one brightness test. This is that test on
 * @ant-design/fast-color, which antd's theme already loads, with antd's own arithmetic.
 * Only those two files are redirected here (plugins/standIns.ts); a real colour picker
 * would get the real modules.
 *
 * Plain JavaScript: it replaces modules of node_modules and gets their loaders.
 */
import { FastColor } from '@ant-design/fast-color';

export class AggregationColor {
  constructor(color) {
    this.color = new FastColor(color);
  }

  toRgb() {
    return this.color.toRgb();
  }

  toRgbString() {
    return this.color.toRgbString();
  }
}

export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new FastColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};

/** tooltip/util.js: a colour's RGB, to choose the tooltip's text colour. */
export const generateColor = (color) => (color instanceof AggregationColor ? color : new AggregationColor(color));
