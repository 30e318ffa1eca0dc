/**
 * What an edit of an agent changes: the form's values against the agent as loaded, field
 * by field, so the operator sees each change (old -> new) before saving and the request
 * carries only those fields. Pure: tested in tests/unit/percentAndAgents.test.ts.
 */
import { maskBankAccount, maskIdCard, maskMobile } from '@/core/mask';
import { formatPercent, fractionToBp, parsePercent } from '@/core/percent';
import type { Agent, AgentInput, AgentStatus } from '@/services/agent';

/** The form's values as the fields hold them (a percentage as typed text, files as URL lists). */
export interface AgentFormValues {
  type?: 1 | 2;
  name?: string;
  contactName?: string;
  mobile?: string;
  commissionRate?: string | number;
  bankName?: string;
  bankAccount?: string;
  accountHolder?: string;
  idCard?: string;
  licenseImgs?: string[];
  status?: AgentStatus;
}

type EditableField =
  | 'name'
  | 'contactName'
  | 'mobile'
  | 'commissionRate'
  | 'bankName'
  | 'bankAccount'
  | 'accountHolder'
  | 'idCard'
  | 'licenseImg'
  | 'status';

export interface AgentChange {
  field: EditableField;
  /** Shown to the operator: personal data masked. */
  before: string;
  after: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The rate in basis points from a typed text or the wire's fraction. */
function rateBp(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return fractionToBp(value);
  const parsed = parsePercent(value);
  return parsed.ok ? parsed.bp : undefined;
}

/** The changes the form holds against `agent`; secrets the API only sends masked change when a new value is typed. */
export function agentChanges(
  agent: Agent,
  values: AgentFormValues,
  statusLabel: (status: number) => string,
): AgentChange[] {
  const changes: AgentChange[] = [];
  const plain = (field: 'name' | 'contactName' | 'bankName' | 'accountHolder') => {
    if (values[field] !== undefined && text(values[field]) !== agent[field])
      changes.push({ field, before: agent[field] ?? '', after: text(values[field]) });
  };
  plain('name');
  plain('contactName');
  // The mobile is typed anew or left empty (the form never shows it whole).
  if (text(values.mobile) && text(values.mobile) !== agent.mobile) {
    changes.push({ field: 'mobile', before: maskMobile(agent.mobile), after: maskMobile(text(values.mobile)) });
  }
  const before = fractionToBp(agent.commissionRate);
  const after = rateBp(values.commissionRate);
  if (values.commissionRate !== undefined && after !== before) {
    changes.push({
      field: 'commissionRate',
      before: formatPercent(before),
      after: after === undefined ? String(values.commissionRate) : formatPercent(after),
    });
  }
  plain('bankName');
  if (text(values.bankAccount))
    changes.push({
      field: 'bankAccount',
      before: maskBankAccount(agent.bankAccountMasked),
      after: maskBankAccount(text(values.bankAccount)),
    });
  plain('accountHolder');
  if (agent.type === 1 && text(values.idCard))
    changes.push({ field: 'idCard', before: maskIdCard(agent.idCardMasked), after: maskIdCard(text(values.idCard)) });
  if (
    agent.type === 2 &&
    values.licenseImgs !== undefined &&
    (values.licenseImgs[0] ?? '') !== (agent.licenseImg ?? '')
  ) {
    changes.push({
      field: 'licenseImg',
      before: agent.licenseImg ? fileName(agent.licenseImg) : '-',
      after: values.licenseImgs[0] ? fileName(values.licenseImgs[0]) : '-',
    });
  }
  if (values.status !== undefined && values.status !== agent.status) {
    changes.push({ field: 'status', before: statusLabel(agent.status), after: statusLabel(values.status) });
  }
  return changes;
}

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/** The edit request: the agent's id and only the changed fields, in the API's form. */
export function editPayload(
  agent: Agent,
  values: AgentFormValues,
  changes: AgentChange[],
): Partial<AgentInput> & { id: number; status?: AgentStatus } {
  const payload: Partial<AgentInput> & { id: number; status?: AgentStatus } = { id: agent.id };
  for (const { field } of changes) {
    if (field === 'commissionRate')
      payload.commissionRate = typeof values.commissionRate === 'number' ? values.commissionRate : undefined;
    else if (field === 'licenseImg') payload.licenseImg = values.licenseImgs?.[0];
    else if (field === 'status') payload.status = values.status;
    else payload[field] = text(values[field]);
  }
  return payload;
}

/** The add request from the form's submitted values (the rate already a fraction). */
export function addPayload(values: AgentFormValues): AgentInput {
  const type = values.type ?? 1;
  return {
    type,
    name: text(values.name),
    contactName: text(values.contactName),
    mobile: text(values.mobile),
    commissionRate: Number(values.commissionRate),
    bankName: text(values.bankName),
    bankAccount: text(values.bankAccount).replace(/\s/g, ''),
    accountHolder: text(values.accountHolder),
    ...(type === 1 ? { idCard: text(values.idCard).toUpperCase() } : { licenseImg: values.licenseImgs?.[0] }),
  };
}
