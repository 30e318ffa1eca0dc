import type { ProColumns } from '@ant-design/pro-table';
import type { ReactNode } from 'react';
import type { Messages } from '@/adapters/intl';
import { CopyableNo, Masked, Money, Stacked, statusLabel, StatusTag, type StatusLabels, type Tone } from '@/components/cells';
import type { ListQuery } from '@/components/ListScreen';
import type { CsvColumn } from '@/core/csv';
import { maskBankAccount, maskIdCard, maskMobile } from '@/core/mask';
import { fenToYuanText } from '@/core/money';
import { formatPercent, fractionToBp } from '@/core/percent';
import type { FilterSpec } from '@/core/urlQuery';
import { AGENT_TYPES, type Agent, type AgentListQuery, type AgentStatus } from '@/services/agent';

export const AGENT_FILTERS: FilterSpec<ListQuery<AgentListQuery>>[] = [
  { name: 'keyword', kind: 'text' },
  { name: 'type', kind: 'number' },
  { name: 'date', kind: 'dateRange', apiNames: ['startTime', 'endTime'] },
];

export const AGENT_STATUS_TONES: Record<AgentStatus, Tone> = { 0: 'warning', 1: 'success', 2: 'default', 3: 'error' };

export const rateText = (rate: number | undefined) => formatPercent(fractionToBp(rate));

export function agentColumns(
  { t }: Messages,
  statusLabels: StatusLabels,
  renderActions: (row: Agent) => ReactNode,
  openDetail: (row: Agent) => void,
): ProColumns<Agent>[] {
  return [
    {
      title: t('agent.col.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('agent.col.keyword.placeholder'), allowClear: true },
    },
    {
      title: t('agent.col.type'),
      dataIndex: 'type',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { allowClear: true, options: AGENT_TYPES.map((value) => ({ value, label: t(`agent.type.${value}`) })) },
    },
    { title: t('agent.col.createTime.range'), dataIndex: 'date', hideInTable: true, valueType: 'dateRange' },

    {
      title: t('agent.col.agent'),
      key: 'agent',
      hideInSearch: true,
      fixed: 'left',
      width: 210,
      render: (_, row) => <Stacked ellipsis main={<a onClick={() => openDetail(row)}>{row.name}</a>} sub={<CopyableNo value={row.agentNo} />} />,
    },
    {
      title: t('agent.col.status'),
      key: 'statusText',
      hideInSearch: true,
      width: 90,
      render: (_, row) => <StatusTag value={row.status} labels={statusLabels} tones={AGENT_STATUS_TONES} />,
    },
    { title: t('agent.col.type'), key: 'typeText', hideInSearch: true, width: 70, render: (_, row) => t(`agent.type.${row.type}`) },
    {
      title: t('agent.col.contact'),
      key: 'contact',
      hideInSearch: true,
      width: 140,
      render: (_, row) => <Stacked main={row.contactName} sub={<Masked kind="mobile" value={row.mobile} />} />,
    },
    { title: t('agent.col.rate'), key: 'rate', hideInSearch: true, align: 'right', width: 90, render: (_, row) => rateText(row.commissionRate) },
    { title: t('agent.col.platforms'), dataIndex: 'signedPlatformCount', hideInSearch: true, align: 'right', width: 90 },
    { title: t('agent.col.pending'), key: 'pending', hideInSearch: true, align: 'right', width: 130, render: (_, row) => <Money fen={row.pendingSettleAmount} /> },
    { title: t('agent.col.settled'), key: 'settled', hideInSearch: true, align: 'right', width: 130, render: (_, row) => <Money fen={row.settledAmount} /> },
    {
      title: t('agent.col.bank'),
      key: 'bank',
      hideInSearch: true,
      width: 200,
      render: (_, row) => <Stacked main={row.bankName} sub={<Masked kind="bankAccount" value={row.bankAccountMasked} />} />,
    },
    { title: t('agent.col.createTime'), dataIndex: 'createTime', hideInSearch: true, width: 165 },
    { title: t('agent.col.actions'), key: 'actions', hideInSearch: true, fixed: 'right', width: 110, render: (_, row) => renderActions(row) },
  ];
}

export function agentCsvColumns({ t }: Messages, statusLabels: StatusLabels): CsvColumn<Agent>[] {
  return [
    { title: t('agent.col.agentNo'), value: (row) => row.agentNo },
    { title: t('agent.field.name'), value: (row) => row.name },
    { title: t('agent.col.type'), value: (row) => t(`agent.type.${row.type}`) },
    { title: t('agent.field.contactName'), value: (row) => row.contactName },
    { title: t('agent.col.mobile'), value: (row) => maskMobile(row.mobile) },
    { title: t('agent.col.rate'), value: (row) => rateText(row.commissionRate) },
    { title: t('agent.col.platforms'), value: (row) => String(row.signedPlatformCount) },
    { title: t('agent.col.pending'), value: (row) => fenToYuanText(row.pendingSettleAmount) },
    { title: t('agent.col.settled'), value: (row) => fenToYuanText(row.settledAmount) },
    { title: t('agent.field.bankName'), value: (row) => row.bankName },
    { title: t('agent.field.bankAccount'), value: (row) => maskBankAccount(row.bankAccountMasked) },
    { title: t('agent.field.idCard'), value: (row) => (row.idCardMasked ? maskIdCard(row.idCardMasked) : '') },
    { title: t('agent.col.status'), value: (row) => statusLabel(statusLabels, row.status) },
    { title: t('agent.col.createTime'), value: (row) => row.createTime },
  ];
}
