/**
 * Agents from a spreadsheet: the fields of the onboarding form, each row checked by the same
 * rules (src/services/rules.ts, src/core/percent.ts) before anything is sent, each error at
 * its cell; a mobile twice in the file is named at its second row. A company needs its
 * licence: a link to a file already on the file server (judged as every file link is), else
 * it is onboarded through the form.
 */
import type { Messages } from '@/adapters/intl';
import type { CheckedRow, ImportField, MappedRow } from '@/components/imports';
import { safeFileUrl } from '@/core/fileUrl';
import { bpToFraction, parsePercent } from '@/core/percent';
import { AGENT_TYPE, type AgentInput } from '@/services/agent';
import {
  AGENT_TEXT_LIMITS,
  BANK_ACCOUNT_PATTERN,
  isResidentId,
  MOBILE_PATTERN,
  normalizeTyped,
} from '@/services/rules';

export type AgentColumn =
  | 'name'
  | 'type'
  | 'contactName'
  | 'mobile'
  | 'commissionRate'
  | 'bankName'
  | 'bankAccount'
  | 'accountHolder'
  | 'idCard'
  | 'licenseImg';

export function agentImportFields({ t }: Messages): ImportField<AgentColumn>[] {
  return [
    { key: 'name', label: t('agent.field.name'), required: true, aliases: ['姓名', '企业名称', '公司名称', '名称'] },
    { key: 'type', label: t('agent.field.type'), required: true, aliases: ['类型'] },
    { key: 'contactName', label: t('agent.field.contactName'), required: true, aliases: ['联系人姓名'] },
    { key: 'mobile', label: t('agent.field.mobile'), required: true, aliases: ['手机', '联系电话', '手机号码'] },
    { key: 'commissionRate', label: t('agent.field.rate'), required: true, aliases: ['佣金比例(%)', '佣金'] },
    { key: 'bankName', label: t('agent.field.bankName'), required: true, aliases: ['开户行'] },
    {
      key: 'bankAccount',
      label: t('agent.field.bankAccount'),
      required: true,
      aliases: ['收款账号', '账号', '银行卡号'],
    },
    { key: 'accountHolder', label: t('agent.field.accountHolder'), required: true, aliases: ['户名', '收款户名'] },
    { key: 'idCard', label: t('agent.field.idCard'), aliases: ['身份证号码', '身份证'] },
    { key: 'licenseImg', label: t('agent.field.license'), aliases: ['营业执照链接'] },
  ];
}

/** The example row of the template: an individual, with a valid ID number. */
export const AGENT_TEMPLATE_EXAMPLE: Record<AgentColumn, string> = {
  name: '张三',
  type: '个人',
  contactName: '张三',
  mobile: '13912345678',
  commissionRate: '8%',
  bankName: '招商银行杭州分行',
  bankAccount: '6214830012345678',
  accountHolder: '张三',
  idCard: '11010519491231002X',
  licenseImg: '',
};

const digits = (text: string) => normalizeTyped(text, { spaces: false });
/** A long number Excel kept as a number it could not hold (6.2148E+15), or rounded into its last digits. */
const storedAsNumber = (text: string) => /^\d(\.\d+)?E\+\d+$/i.test(text);

export function checkAgentRows(
  messages: Messages,
  rows: MappedRow<AgentColumn>[],
): CheckedRow<AgentColumn, AgentInput>[] {
  const { t } = messages;
  const fields = agentImportFields(messages);
  const label = (key: AgentColumn) => fields.find((field) => field.key === key)!.label;
  const firstLineOfMobile = new Map<string, number>();
  return rows.map((row) => {
    const { cells } = row;
    const errors: Partial<Record<AgentColumn, string>> = {};
    const need = (key: AgentColumn) => {
      if (!cells[key]) errors[key] = t('import.cell.required', { field: label(key) });
      return Boolean(cells[key]);
    };
    const tooLong = (key: keyof typeof AGENT_TEXT_LIMITS) => {
      if (need(key) && cells[key].length > AGENT_TEXT_LIMITS[key])
        errors[key] = t('agent.import.tooLong', { field: label(key), max: AGENT_TEXT_LIMITS[key] });
    };
    tooLong('name');
    tooLong('contactName');
    tooLong('bankName');
    tooLong('accountHolder');
    const typeText = cells.type.trim();
    const type =
      typeText === t('agent.type.1')
        ? AGENT_TYPE.individual
        : typeText === t('agent.type.2')
          ? AGENT_TYPE.company
          : undefined;
    if (need('type') && type === undefined) errors.type = t('agent.import.type');
    const mobile = digits(cells.mobile);
    if (need('mobile')) {
      if (!MOBILE_PATTERN.test(mobile)) errors.mobile = t('form.mobile.invalid');
      else if (firstLineOfMobile.has(mobile))
        errors.mobile = t('import.cell.duplicate', { row: firstLineOfMobile.get(mobile)! });
      else firstLineOfMobile.set(mobile, row.line);
    }
    const rate = parsePercent(cells.commissionRate);
    if (need('commissionRate') && !rate.ok)
      errors.commissionRate = t(`percent.${rate.problem === 'empty' ? 'format' : rate.problem}`, {
        label: label('commissionRate'),
        min: 0,
        max: 100,
      });
    const account = digits(cells.bankAccount);
    if (need('bankAccount'))
      if (storedAsNumber(cells.bankAccount))
        errors.bankAccount = t('import.cell.asNumber', { field: label('bankAccount') });
      else if (!BANK_ACCOUNT_PATTERN.test(account)) errors.bankAccount = t('agent.field.bankAccount.invalid');
    const idCard = digits(cells.idCard).toUpperCase();
    if (type === AGENT_TYPE.individual && need('idCard')) {
      if (storedAsNumber(cells.idCard)) errors.idCard = t('import.cell.asNumber', { field: label('idCard') });
      else if (!isResidentId(idCard)) errors.idCard = t('agent.field.idCard.invalid');
    }
    const licence = safeFileUrl(cells.licenseImg);
    if (type === AGENT_TYPE.company && (!cells.licenseImg || !licence)) errors.licenseImg = t('agent.import.license');
    if (Object.keys(errors).length > 0 || type === undefined || !rate.ok) return { ...row, errors };
    const value: AgentInput = {
      type,
      name: cells.name,
      contactName: cells.contactName,
      mobile,
      commissionRate: bpToFraction(rate.bp),
      bankName: cells.bankName,
      bankAccount: account,
      accountHolder: cells.accountHolder,
      ...(type === AGENT_TYPE.individual ? { idCard } : { licenseImg: licence }),
    };
    return { ...row, errors, value };
  });
}
