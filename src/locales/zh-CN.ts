/**
 * Chinese, the default locale. Every user-facing string lives in the locale files, one file
 * per area under ./zh-CN (and the same under src/localesLazy/en-US, loaded on demand,
 * whose types keep the keys in step). What the login page and the layout need is bundled
 * here; the kit's and the list's messages come with the first screen
 * (src/components/kitMessages.ts), a screen's own with its chunk (`addScreenMessages`), so a
 * new screen adds nothing to the login page or to the other screens.
 */
import common from './zh-CN/common';
import type { Messages as KitMessages } from './zh-CN/kit';
import layout from './zh-CN/layout';
import type { Messages as ListMessages } from './zh-CN/list';
import login from './zh-CN/login';
import type { Messages as AgentMessages } from './zh-CN/agent';
import type { Messages as ConsumptionMessages } from './zh-CN/consumption';
import type { Messages as FinanceMessages } from './zh-CN/finance';
import type { Messages as PlatformMessages } from './zh-CN/platform';
import type { Messages as RiskMessages } from './zh-CN/risk';
import type { Messages as MenusMessages } from './zh-CN/menus';
import type { Messages as SettlementMessages } from './zh-CN/settlement';
import type { Messages as SettlementBatchMessages } from './zh-CN/settlementBatch';
import type { Messages as ListBatchMessages } from './zh-CN/listBatch';
import type { Messages as SettlementOutcomeMessages } from './zh-CN/settlementOutcome';
import type { Messages as OutcomeMessages } from './zh-CN/outcome';
import type { Messages as ShippingMessages } from './zh-CN/shipping';
import type { Messages as DashboardMessages } from './zh-CN/dashboard';
import type { Messages as TodosMessages } from './zh-CN/todos';
import type { Messages as PaletteMessages } from './zh-CN/palette';
import type { Messages as TabsMessages } from './zh-CN/tabs';
import type { Messages as RecordsMessages } from './zh-CN/records';
import type { Messages as SignOutMessages } from './zh-CN/signOut';
import type { Messages as ImportsMessages } from './zh-CN/imports';
import type { Messages as DiagnosticsMessages } from './zh-CN/diagnostics';

const zhCN = { ...common, ...layout, ...login };

export default zhCN;
/** Every message of every area (what en-US, loaded whole, must have). */
export type Messages = typeof zhCN &
  KitMessages &
  ListMessages &
  ListBatchMessages &
  RecordsMessages &
  ShippingMessages &
  MenusMessages &
  AgentMessages &
  SettlementMessages &
  SettlementBatchMessages &
  SettlementOutcomeMessages &
  OutcomeMessages &
  FinanceMessages &
  PlatformMessages &
  ConsumptionMessages &
  RiskMessages &
  DashboardMessages &
  TodosMessages &
  PaletteMessages &
  SignOutMessages &
  ImportsMessages &
  DiagnosticsMessages &
  TabsMessages;
