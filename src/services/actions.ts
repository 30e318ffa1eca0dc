/**
 * Every permission action the console gates something with (docs/requirements.md#access: button-level
 * authorization). Screens, the access function, the export gate and the mock's accounts all
 * take this type, so a misspelt action fails the type check. An endpoint names the action a
 * backend must find on the caller (`endpoint(..., { action })`): the mock enforces it.
 */
export const PERMISSION_ACTIONS = [
  /** The shipments and their tab counts. */
  'ship:view',
  'ship:print',
  'ship:reprint',
  'ship:export',
  /** Bulk exports of agents, platforms and settlements (personal and commercial data). */
  'agent:export',
  'platform:export',
  'settlement:export',
  /** Agents: the list, a profile with its remarks, its signed platforms. */
  'agent:view',
  'agent:add',
  'agent:edit',
  /** Reviews a 待审核 agent: 审核通过 and 驳回 are each their own action. */
  'agent:approve',
  'agent:reject',
  'settlement:view',
  'settlement:confirm',
  'settlement:voucher',
  /** Recharges and the finance flow. */
  'finance:view',
  'finance:recharge',
  /** Consumption rows and their filters. */
  'consumption:view',
  /** The platform list and a platform's detail (balances, contacts). */
  'platform:view',
  'platform:add',
  'platform:deduct',
  'platform:note',
  'finance:export',
  'risk:view',
  'risk:edit',
  'menu:add',
  'menu:edit',
  'menu:delete',
  'menu:status',
  'menu:sort',
  /** Sends a file through the upload endpoints (a voucher, a licence, a settings file). */
  'file:upload',
  /** Personal data (mobiles, receivers' names) arrives whole; without it the backend masks it. */
  'personal:unmask',
] as const;

export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
