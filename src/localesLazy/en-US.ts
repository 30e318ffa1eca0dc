import type { Messages } from '@/locales/zh-CN';
import common from './en-US/common';
import layout from './en-US/layout';
import login from './en-US/login';
import kit from './en-US/kit';
import list from './en-US/list';
import agent from './en-US/agent';
import consumption from './en-US/consumption';
import finance from './en-US/finance';
import platform from './en-US/platform';
import risk from './en-US/risk';
import menu from './en-US/menus';
import settle from './en-US/settlement';
import settleBatch from './en-US/settlementBatch';
import settleOutcome from './en-US/settlementOutcome';
import outcome from './en-US/outcome';
import ship from './en-US/shipping';
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
  ...settleBatch,
  ...settleOutcome,
  ...outcome,
  ...finance,
  ...platform,
  ...consumption,
  ...risk,
  ...dashboard,
};

export default enUS;
