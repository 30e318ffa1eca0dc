/**
 * Chinese, the default locale, bundled. Every user-facing string lives in the locale files,
 * one file per area under ./zh-CN (and the same under src/locales-lazy/en-US, loaded on
 * demand, whose types keep the keys in step). A new screen adds its own file to both.
 */
import common from './zh-CN/common';
import layout from './zh-CN/layout';
import login from './zh-CN/login';
import kit from './zh-CN/kit';
import list from './zh-CN/list';
import menu from './zh-CN/menu';
import ship from './zh-CN/ship';

const zhCN = { ...common, ...layout, ...login, ...kit, ...list, ...menu, ...ship };

export default zhCN;
export type Messages = typeof zhCN;
