/**
 * Chinese, the default locale. Every user-facing string lives in the locale files, one file
 * per area under ./zh-CN (and the same under src/localesLazy/en-US, loaded on demand,
 * whose types keep the keys in step). What the login page and the layout need is bundled
 * here; the kit's and the list's messages come with the first screen
 * (src/components/kitMessages.ts), a screen's own with its chunk (`addScreenMessages`), so a
 * new screen adds nothing to the login page or to the other screens.
 */
import type { AreaMessages } from '@@/plugin-areas/messages';
import common from './zh-CN/common';
import layout from './zh-CN/layout';
import login from './zh-CN/login';

const zhCN = { ...common, ...layout, ...login };

export default zhCN;
/** Every message of every area (what en-US, loaded whole, must have; the areas gathered by plugins/areas.ts). */
export type Messages = typeof zhCN & AreaMessages;
