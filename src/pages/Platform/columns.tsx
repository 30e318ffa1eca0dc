import type { Messages } from '@/adapters/intl';
import { CopyableNo, Masked, Money, Stacked, StatusTag, type Tone } from '@/components/cells';
import { moneyField, type ListField, type ListQuery } from '@/components/ListScreen';
import { agentSelectProps } from '@/components/options/agents';
import { maskMobile } from '@/core/mask';
import { fenCsv } from '@/core/csvValue';
import type { AgentOption } from '@/services/agent';
import {
  LOW_BALANCE_FEN,
  PLATFORM_STATUSES,
  type Platform,
  type PlatformListQuery,
  type PlatformStatus,
} from '@/services/platform';
import type { Option } from '@/services/types';
import styles from './platform.less';

export const PLATFORM_TONES: Record<PlatformStatus, Tone> = { 0: 'warning', 1: 'success', 2: 'default', 3: 'error' };

export const scopeNames = (ids: number[], scopes: Option<number>[] | undefined) =>
  ids.map((id) => scopes?.find((scope) => scope.value === id)?.label ?? String(id)).join('、');

/** A balance in yuan, marked when it is low enough that the platform's next queries may fail. */
export function Balance({ fen, lowText }: { fen: number; lowText: string }) {
  return (
    <span className={fen < LOW_BALANCE_FEN ? styles.low : undefined}>
      <Money fen={fen} />
      {fen < LOW_BALANCE_FEN && <span className={styles.lowTag}>{lowText}</span>}
    </span>
  );
}

/** 平台管理's fields: each one's cell, filter and CSV column together. */
export function platformFields(
  { t }: Messages,
  options: { agents?: AgentOption[]; agentsFailed: boolean; scopes?: Option<number>[] },
  openDetail: (row: Platform) => void,
): ListField<Platform, ListQuery<PlatformListQuery>>[] {
  const statusLabels = Object.fromEntries(PLATFORM_STATUSES.map((status) => [status, t(`platform.status.${status}`)]));
  return [
    {
      key: 'keyword',
      title: t('platform.col.keyword'),
      filter: { kind: 'text', name: 'keyword', placeholder: t('platform.col.keyword.placeholder') },
    },
    {
      key: 'platform',
      title: t('platform.col.platform'),
      fixed: 'left',
      width: 170,
      cell: (row) => (
        <Stacked
          ellipsis
          main={<a onClick={() => openDetail(row)}>{row.name}</a>}
          sub={<CopyableNo value={row.platformNo} />}
        />
      ),
      csv: [
        { title: t('platform.col.platformNo'), value: (row) => row.platformNo },
        { title: t('platform.field.name'), value: (row) => row.name },
      ],
    },
    {
      key: 'statusText',
      title: t('platform.col.status'),
      width: 84,
      cell: (row) => <StatusTag value={row.status} labels={statusLabels} tones={PLATFORM_TONES} />,
      filter: {
        kind: 'number',
        name: 'status',
        select: { options: PLATFORM_STATUSES.map((value) => ({ value, label: statusLabels[value] })) },
      },
      csv: (row) => t(`platform.status.${row.status}`),
    },
    {
      key: 'balance',
      title: t('platform.col.balance'),
      align: 'right',
      width: 130,
      cell: (row) => <Balance fen={row.balance} lowText={t('platform.col.lowBalance')} />,
      filter: {
        kind: 'number',
        name: 'lowBalance',
        select: { options: [{ value: 1, label: t('platform.col.lowBalance') }] },
      },
      csv: (row) => fenCsv(row.balance),
    },
    moneyField({ key: 'price', title: t('platform.col.price'), width: 90, fen: (row) => row.creditFeePrice }),
    {
      key: 'companyName',
      title: t('platform.col.company'),
      width: 200,
      hidden: true,
      ellipsis: true,
      cell: 'companyName',
      csv: [
        { title: t('platform.col.company'), value: (row) => row.companyName },
        { title: t('platform.col.appId'), value: (row) => row.alipayAppId },
      ],
    },
    {
      key: 'contact',
      title: t('platform.col.contact'),
      width: 116,
      cell: (row) => <Stacked main={row.contactName} sub={<Masked kind="mobile" value={row.mobile} />} />,
      csv: [
        { title: t('platform.field.contactName'), value: (row) => row.contactName },
        { title: t('platform.col.mobile'), value: (row) => maskMobile(row.mobile) },
      ],
    },
    {
      key: 'agent',
      title: t('platform.col.agent'),
      width: 130,
      hidden: true,
      cell: (row) => row.agentName ?? '-',
      filter: {
        kind: 'number',
        name: 'agentId',
        select: agentSelectProps(options.agents, options.agentsFailed ? t('options.agents.failed') : undefined),
      },
      csv: (row) => row.agentName,
    },
    {
      key: 'scopes',
      title: t('platform.col.scopes'),
      width: 160,
      hidden: true,
      cell: (row) => scopeNames(row.scopeIds ?? [], options.scopes),
      csv: (row) => scopeNames(row.scopeIds ?? [], options.scopes),
    },
    { key: 'signTime', title: t('platform.col.signTime'), csv: (row) => row.signTime },
    {
      key: 'expireTime',
      title: t('platform.col.expire'),
      width: 160,
      cell: 'expireTime',
      csv: (row) => row.expireTime,
    },
  ];
}
