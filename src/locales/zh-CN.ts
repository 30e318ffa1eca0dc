/**
 * Chinese, the default locale. Every user-facing string lives in the locale files, one file
 * per area under ./zh-CN (and the same under src/locales-lazy/en-US, loaded on demand,
 * whose types keep the keys in step). The shared areas are bundled here; a screen's own
 * area comes with the screen's chunk (`addScreenMessages`, src/adapters/intl.ts), so a new
 * screen adds nothing to the login page or to the other screens.
 */
import common from './zh-CN/common';
import kit from './zh-CN/kit';
import layout from './zh-CN/layout';
import list from './zh-CN/list';
import login from './zh-CN/login';
import type { Messages as AgentMessages } from './zh-CN/agent';
import type { Messages as MenuMessages } from './zh-CN/menu';
import type { Messages as ShipMessages } from './zh-CN/ship';

const zhCN = { ...common, ...layout, ...login, ...kit, ...list };

export default zhCN;
/** Every message of every area (what en-US, loaded whole, must have). */
export type Messages = typeof zhCN & ShipMessages & MenuMessages & AgentMessages;
