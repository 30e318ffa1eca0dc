import type { Messages } from '@/adapters/intl';
import { percentCsv } from '@/core/csvValue';
import {
  CopyableNo,
  Masked,
  Stacked,
  Sub,
  statusLabel,
  StatusTag,
  type StatusLabels,
  type Tone,
} from '@/components/cells';
import { moneyField, type ListField, type ListQuery } from '@/components/ListScreen';
import { maskBankAccount, maskIdCard, maskMobile } from '@/core/mask';
import { formatPercent, fractionToBp } from '@/core/percent';
import { AGENT_TYPES, type Agent, type AgentListQuery, type AgentStatus } from '@/services/agent';

export const AGENT_STATUS_TONES: Record<AgentStatus, Tone> = { 0: 'warning', 1: 'success', 2: 'default', 3: 'error' };

export const rateText = (rate: number | undefined) => formatPercent(fractionToBp(rate));

/** 代理商管理's fields: each one's cell, filter and CSV column together. */
export function agentFields(
  { t }: Messages,
  statusLabels: StatusLabels,
  openDetail: (row: Agent) => void,
): ListField<Agent, ListQuery<AgentListQuery>>[] {
  return [
    {
      key: 'keyword',
      title: t('agent.col.keyword'),
      filter: { kind: 'text', name: 'keyword', placeholder: t('agent.col.keyword.placeholder') },
    },
    {
      key: 'agent',
      title: t('agent.col.agent'),
      fixed: 'left',
      width: 170,
      cell: (row) => (
        <Stacked
          ellipsis
          main={<a onClick={() => openDetail(row)}>{row.name}</a>}
          sub={<CopyableNo value={row.agentNo} />}
        />
      ),
      csv: [
        { title: t('agent.col.agentNo'), value: (row) => row.agentNo },
        { title: t('agent.field.name'), value: (row) => row.name },
      ],
    },
    {
      key: 'statusText',
      title: t('agent.col.status'),
      width: 84,
      cell: (row) => (
        <Stacked
          main={<StatusTag value={row.status} labels={statusLabels} tones={AGENT_STATUS_TONES} />}
          sub={t(`agent.type.${row.type}`)}
        />
      ),
    },
    {
      key: 'typeText',
      title: t('agent.col.type'),
      filter: {
        kind: 'number',
        name: 'type',
        select: { options: AGENT_TYPES.map((value) => ({ value, label: t(`agent.type.${value}`) })) },
      },
      csv: (row) => t(`agent.type.${row.type}`),
    },
    {
      key: 'contact',
      title: t('agent.col.contact'),
      width: 116,
      cell: (row) => <Stacked main={row.contactName} sub={<Masked kind="mobile" value={row.mobile} />} />,
      csv: [
        { title: t('agent.field.contactName'), value: (row) => row.contactName },
        { title: t('agent.col.mobile'), value: (row) => maskMobile(row.mobile) },
      ],
    },
    {
      // Individuals sign with their ID card (masked); a company's licence is in its detail.
      key: 'idCard',
      title: t('agent.field.idCard'),
      width: 156,
      cell: (row) => (row.type === 1 ? <Masked kind="idCard" value={row.idCardMasked} /> : <Sub>-</Sub>),
    },
    {
      key: 'rate',
      title: t('agent.col.rate'),
      align: 'right',
      width: 80,
      cell: (row) => rateText(row.commissionRate),
      csv: (row) => percentCsv(fractionToBp(row.commissionRate)),
    },
    {
      key: 'signedPlatformCount',
      title: t('agent.col.platforms'),
      align: 'right',
      width: 84,
      hidden: true,
      cell: 'signedPlatformCount',
      csv: (row) => row.signedPlatformCount,
    },
    moneyField({ key: 'pending', title: t('agent.col.pending'), width: 110, fen: (row) => row.pendingSettleAmount }),
    moneyField({ key: 'settled', title: t('agent.col.settled'), width: 110, fen: (row) => row.settledAmount }),
    {
      key: 'bank',
      title: t('agent.col.bank'),
      width: 200,
      hidden: true,
      cell: (row) => <Stacked main={row.bankName} sub={<Masked kind="bankAccount" value={row.bankAccountMasked} />} />,
      csv: [
        { title: t('agent.field.bankName'), value: (row) => row.bankName },
        { title: t('agent.field.bankAccount'), value: (row) => maskBankAccount(row.bankAccountMasked) },
        { title: t('agent.field.idCard'), value: (row) => (row.idCardMasked ? maskIdCard(row.idCardMasked) : '') },
        { title: t('agent.col.status'), value: (row) => statusLabel(statusLabels, row.status) },
      ],
    },
    {
      key: 'createTime',
      title: t('agent.col.createTime'),
      width: 165,
      hidden: true,
      cell: 'createTime',
      filter: { kind: 'dateRange', name: 'date', apiNames: ['startTime', 'endTime'] },
      csv: (row) => row.createTime,
    },
  ];
}
