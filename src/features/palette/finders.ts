/**
 * Records found by a number or a name, through the list endpoints' own keyword filters
 * (nothing else is asked of the backend): orders and waybills, agents (number, name, the last
 * digits of a mobile), platforms (number, name, company) and settlements. Each result opens
 * as a record over the screen the operator is on (src/features/records), with 在列表中查看 to
 * its list filtered to it (`to`). Recharges and flows have no
 * keyword filter in the contract: their numbers are not searched.
 */
import type { Messages } from '@/adapters/intl';
import type { RecordRef } from '@/features/records/recordStore';
import { agentRef, orderRef, platformRef, RECORD_LISTS, settlementRef } from '@/features/records/refs';
import { maskMobile } from '@/core/mask';
import { ALL_TAB, listLink } from '@/core/urlQuery';
import { getAgentList, type AgentListQuery } from '@/services/agent';
import type { Endpoint } from '@/services/endpoint';
import { getPlatformList, type PlatformListQuery } from '@/services/platform';
import { getAgentSettlementList, type SettlementListQuery } from '@/services/settlement';
import { getShipList, type ShipListQuery } from '@/services/shipping';
import type { PageResult } from '@/services/types';

/** Results per kind: enough to pick from; the list has the rest. */
export const HITS_PER_FINDER = 5;

export interface Hit {
  key: string;
  title: string;
  sub?: string;
  to: string;
  /** A screen (not a record): it opens as it was left, when its tab is open. */
  asLeft?: boolean;
  /** A record: it opens over the screen the operator is on; `to` is its place in the list. */
  record?: RecordRef;
}

interface Finder<Q, Row> {
  key: 'order' | 'agent' | 'platform' | 'settlement';
  /** The list that shows these: searched only when the operator's menu has it. */
  path: string;
  call: Endpoint<Q, PageResult<Row, unknown>>;
  params: (text: string) => Q;
  /** Whether the text could be one of these at all (an order number has digits). */
  could?: (text: string) => boolean;
  hit: (row: Row, messages: Messages) => Hit;
  /** The list filtered to the text: where "more" leads. */
  all: (text: string) => string;
}

const finder = <Q, Row>(spec: Finder<Q, Row>) => spec as unknown as Finder<unknown, unknown>;
/** A hit that is a record: opened over the screen, `to` its list filtered to it. */
const record = (ref: RecordRef) => ({ to: ref.inList, record: ref });
const page = { page: 1, limit: HITS_PER_FINDER } as const;

export const FINDERS: Finder<unknown, unknown>[] = [
  finder({
    key: 'order',
    path: RECORD_LISTS.order,
    call: getShipList,
    params: (keyword) => ({ keyword, ...page }),
    could: (text) => /\d/.test(text),
    hit: (row, { t }) => ({
      key: `order-${row.id}`,
      title: row.orderNo,
      sub: [
        t('palette.order.sub', { platform: row.platformName ?? '', goods: row.goodsName ?? '' }),
        row.waybillNo ? t('palette.order.waybill', { waybill: row.waybillNo }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
      ...record(orderRef(row.id, row.orderNo)),
    }),
    all: (keyword) => listLink<ShipListQuery>(RECORD_LISTS.order, { filters: { keyword }, tab: ALL_TAB }),
  }),
  finder({
    key: 'agent',
    path: RECORD_LISTS.agent,
    call: getAgentList,
    params: (keyword) => ({ keyword, ...page }),
    hit: (row, { t }) => ({
      key: `agent-${row.id}`,
      title: row.name,
      sub: t('palette.agent.sub', { agentNo: row.agentNo ?? '', mobile: maskMobile(row.mobile) }),
      ...record(agentRef(row.id, row.agentNo ?? row.name)),
    }),
    all: (keyword) => listLink<AgentListQuery>(RECORD_LISTS.agent, { filters: { keyword }, tab: ALL_TAB }),
  }),
  finder({
    key: 'platform',
    path: RECORD_LISTS.platform,
    call: getPlatformList,
    params: (keyword) => ({ keyword, ...page }),
    hit: (row, { t }) => ({
      key: `platform-${row.id}`,
      title: row.name,
      sub: t('palette.platform.sub', { platformNo: row.platformNo ?? '', company: row.companyName ?? '' }),
      ...record(platformRef(row.id, row.platformNo ?? row.name)),
    }),
    all: (keyword) => listLink<PlatformListQuery>(RECORD_LISTS.platform, { filters: { keyword } }),
  }),
  finder({
    key: 'settlement',
    path: RECORD_LISTS.settlement,
    call: getAgentSettlementList,
    params: (keyword) => ({ keyword, ...page }),
    hit: (row, { t }) => ({
      key: `settlement-${row.settleNo}`,
      title: row.settleNo,
      sub: t('palette.settlement.sub', {
        agent: row.agentName ?? '',
        platform: row.platformName ?? '',
        period: row.period ?? '',
      }),
      ...record(settlementRef(row.settleNo)),
    }),
    all: (keyword) => listLink<SettlementListQuery>(RECORD_LISTS.settlement, { filters: { keyword }, tab: ALL_TAB }),
  }),
];

type FinderKey = Finder<unknown, unknown>['key'];

/** What one kind found: its results, how many there are in all, or that its call failed. */
export interface Found {
  key: FinderKey;
  hits: Hit[];
  total: number;
  failed: boolean;
}

/** Runs the finders the operator may use on a text, at once; a failure is one kind's, not all. */
export async function findAll(
  finders: Finder<unknown, unknown>[],
  text: string,
  messages: Messages,
  signal: AbortSignal,
): Promise<Found[]> {
  const wanted = finders.filter((each) => !each.could || each.could(text));
  const answers = await Promise.allSettled(wanted.map((each) => each.call(each.params(text), { signal })));
  return wanted.map((each, index) => {
    const answer = answers[index];
    return answer.status === 'fulfilled'
      ? {
          key: each.key,
          hits: answer.value.list.map((row) => each.hit(row, messages)),
          total: answer.value.total,
          failed: false,
        }
      : { key: each.key, hits: [], total: 0, failed: true };
  });
}
