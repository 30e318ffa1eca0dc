import type { Messages } from '@/locales/zh-CN';
import common from './en-US/common';
import layout from './en-US/layout';
import login from './en-US/login';
import kit from './en-US/kit';
import list from './en-US/list';
import listBatch from './en-US/listBatch';
import records from './en-US/records';
import agent from './en-US/agent';
import consumption from './en-US/consumption';
import finance from './en-US/finance';
import platform from './en-US/platform';
import risk from './en-US/risk';
import menus from './en-US/menus';
import settlement from './en-US/settlement';
import settlementBatch from './en-US/settlementBatch';
import settlementOutcome from './en-US/settlementOutcome';
import outcome from './en-US/outcome';
import shipping from './en-US/shipping';
import dashboard from './en-US/dashboard';
import todos from './en-US/todos';
import tabs from './en-US/tabs';
import palette from './en-US/palette';
import signOut from './en-US/signOut';
import imports from './en-US/imports';
import diagnostics from './en-US/diagnostics';

/** English, loaded on demand (src/adapters/locale.ts); each area's file has the same keys as its zh-CN file. */
const enUS: Messages = {
  ...common,
  ...layout,
  ...login,
  ...kit,
  ...list,
  ...listBatch,
  ...records,
  ...menus,
  ...shipping,
  ...agent,
  ...settlement,
  ...settlementBatch,
  ...settlementOutcome,
  ...outcome,
  ...finance,
  ...platform,
  ...consumption,
  ...risk,
  ...dashboard,
  ...todos,
  ...tabs,
  ...palette,
  ...signOut,
  ...imports,
  ...diagnostics,
};

export default enUS;
