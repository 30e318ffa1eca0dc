import type { Messages } from '@/locales/zh-CN';
import common from './en-US/common';
import layout from './en-US/layout';
import login from './en-US/login';
import kit from './en-US/kit';
import list from './en-US/list';
import agent from './en-US/agent';
import finance from './en-US/finance';
import menu from './en-US/menu';
import settle from './en-US/settle';
import ship from './en-US/ship';
import dashboard from './en-US/dashboard';

/** English, loaded on demand (src/adapters/locale.ts); each area's file has the same keys as its zh-CN file. */
const enUS: Messages = {
  ...common,
  ...layout,
  ...login,
  ...kit,
  ...list,
  ...menu,
  ...ship,
  ...agent,
  ...settle,
  ...finance,
  ...dashboard,
};

export default enUS;
