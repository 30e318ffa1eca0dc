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
/** A hit that is a record: opened over the screen, `inList` its list filtered to it. */
const record = (kind: RecordRef['kind'], id: string, inList: string, no?: string) => ({
  to: inList,
  record: { kind, id, no, inList },
});
const page = { page: 1, limit: HITS_PER_FINDER } as const;

export const FINDERS: Finder<unknown, unknown>[] = [
  finder({
    key: 'order',
    path: '/orderDeliver',
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
      ...record(
        'order',
        row.id,
        listLink<ShipListQuery>('/orderDeliver', { filters: { keyword: row.orderNo }, tab: ALL_TAB, open: row.id }),
        row.orderNo,
      ),
    }),
    all: (keyword) => listLink<ShipListQuery>('/orderDeliver', { filters: { keyword }, tab: ALL_TAB }),
  }),
  finder({
    key: 'agent',
    path: '/agent/list',
    call: getAgentList,
    params: (keyword) => ({ keyword, ...page }),
    hit: (row, { t }) => ({
      key: `agent-${row.id}`,
      title: row.name,
      sub: t('palette.agent.sub', { agentNo: row.agentNo ?? '', mobile: maskMobile(row.mobile) }),
      ...record(
        'agent',
        String(row.id),
        listLink<AgentListQuery>('/agent/list', {
          filters: { keyword: row.agentNo ?? row.name },
          tab: ALL_TAB,
          open: row.id,
        }),
      ),
    }),
    all: (keyword) => listLink<AgentListQuery>('/agent/list', { filters: { keyword }, tab: ALL_TAB }),
  }),
  finder({
    key: 'platform',
    path: '/platform/list',
    call: getPlatformList,
    params: (keyword) => ({ keyword, ...page }),
    hit: (row, { t }) => ({
      key: `platform-${row.id}`,
      title: row.name,
      sub: t('palette.platform.sub', { platformNo: row.platformNo ?? '', company: row.companyName ?? '' }),
      ...record(
        'platform',
        String(row.id),
        listLink<PlatformListQuery>('/platform/list', {
          filters: { keyword: row.platformNo ?? row.name },
          open: row.id,
        }),
      ),
    }),
    all: (keyword) => listLink<PlatformListQuery>('/platform/list', { filters: { keyword } }),
  }),
  finder({
    key: 'settlement',
    path: '/agent/settlement',
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
      ...record(
        'settlement',
        row.settleNo,
        listLink<SettlementListQuery>('/agent/settlement', { filters: { keyword: row.settleNo }, tab: ALL_TAB }),
      ),
    }),
    all: (keyword) => listLink<SettlementListQuery>('/agent/settlement', { filters: { keyword }, tab: ALL_TAB }),
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
