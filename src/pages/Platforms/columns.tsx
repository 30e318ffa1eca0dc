import type { ProColumns } from '@ant-design/pro-table';
import type { ReactNode } from 'react';
import type { Messages } from '@/adapters/intl';
import { CopyableNo, Masked, Money, Stacked, StatusTag, type Tone } from '@/components/cells';
import type { ListQuery } from '@/components/ListScreen';
import { agentSelectProps } from '@/components/options';
import type { CsvColumn } from '@/core/csv';
import { maskMobile } from '@/core/mask';
import { fenToYuanText } from '@/core/money';
import type { FilterSpec } from '@/core/urlQuery';
import type { AgentOption } from '@/services/agent';
import { LOW_BALANCE_FEN, PLATFORM_STATUSES, type Platform, type PlatformListQuery, type PlatformStatus } from '@/services/platform';
import type { Option } from '@/services/types';
import styles from './platforms.less';

export const PLATFORM_FILTERS: FilterSpec<ListQuery<PlatformListQuery>>[] = [
  { name: 'keyword', kind: 'text' },
  { name: 'status', kind: 'number' },
  { name: 'agentId', kind: 'number' },
];

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

export function platformColumns(
  { t }: Messages,
  options: { agents?: AgentOption[]; agentsFailed: boolean; scopes?: Option<number>[] },
  renderActions: (row: Platform) => ReactNode,
  openDetail: (row: Platform) => void,
): ProColumns<Platform>[] {
  const statusLabels = Object.fromEntries(PLATFORM_STATUSES.map((status) => [status, t(`platform.status.${status}`)]));
  return [
    { title: t('platform.col.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('platform.col.keyword.placeholder'), allowClear: true } },
    {
      title: t('platform.col.status'),
      dataIndex: 'status',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { allowClear: true, options: PLATFORM_STATUSES.map((value) => ({ value, label: statusLabels[value] })) },
    },
    {
      title: t('platform.col.agent'),
      dataIndex: 'agentId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: agentSelectProps(options.agents, options.agentsFailed ? t('options.agents.failed') : undefined),
    },

    {
      title: t('platform.col.platform'),
      key: 'platform',
      hideInSearch: true,
      fixed: 'left',
      width: 190,
      render: (_, row) => <Stacked ellipsis main={<a onClick={() => openDetail(row)}>{row.name}</a>} sub={<CopyableNo value={row.platformNo} />} />,
    },
    {
      title: t('platform.col.status'),
      key: 'statusText',
      hideInSearch: true,
      width: 90,
      render: (_, row) => <StatusTag value={row.status} labels={statusLabels} tones={PLATFORM_TONES} />,
    },
    {
      title: t('platform.col.balance'),
      key: 'balance',
      hideInSearch: true,
      align: 'right',
      width: 150,
      render: (_, row) => <Balance fen={row.balance} lowText={t('platform.col.lowBalance')} />,
    },
    { title: t('platform.col.price'), key: 'price', hideInSearch: true, align: 'right', width: 100, render: (_, row) => <Money fen={row.creditFeePrice} /> },
    { title: t('platform.col.company'), dataIndex: 'companyName', hideInSearch: true, width: 200, ellipsis: true },
    {
      title: t('platform.col.contact'),
      key: 'contact',
      hideInSearch: true,
      width: 130,
      render: (_, row) => <Stacked main={row.contactName} sub={<Masked kind="mobile" value={row.mobile} />} />,
    },
    { title: t('platform.col.agent'), key: 'agent', hideInSearch: true, width: 140, render: (_, row) => row.agentName ?? '-' },
    { title: t('platform.col.scopes'), key: 'scopes', hideInSearch: true, width: 160, render: (_, row) => scopeNames(row.scopeIds, options.scopes) },
    { title: t('platform.col.expire'), dataIndex: 'expireTime', hideInSearch: true, width: 165 },
    { title: t('platform.col.actions'), key: 'actions', hideInSearch: true, fixed: 'right', width: 150, render: (_, row) => renderActions(row) },
  ];
}

export function platformCsvColumns({ t }: Messages, scopes: Option<number>[] | undefined): CsvColumn<Platform>[] {
  return [
    { title: t('platform.col.platformNo'), value: (row) => row.platformNo },
    { title: t('platform.field.name'), value: (row) => row.name },
    { title: t('platform.col.company'), value: (row) => row.companyName },
    { title: t('platform.col.appId'), value: (row) => row.alipayAppId },
    { title: t('platform.field.contactName'), value: (row) => row.contactName },
    { title: t('platform.col.mobile'), value: (row) => maskMobile(row.mobile) },
    { title: t('platform.col.agent'), value: (row) => row.agentName },
    { title: t('platform.col.balance'), value: (row) => fenToYuanText(row.balance) },
    { title: t('platform.col.price'), value: (row) => fenToYuanText(row.creditFeePrice) },
    { title: t('platform.col.scopes'), value: (row) => scopeNames(row.scopeIds, scopes) },
    { title: t('platform.col.status'), value: (row) => t(`platform.status.${row.status}`) },
    { title: t('platform.col.signTime'), value: (row) => row.signTime },
    { title: t('platform.col.expire'), value: (row) => row.expireTime },
  ];
}
