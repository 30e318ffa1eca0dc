/**
 * The agent form's fields: who the agent is, their bank account, their identity (an ID number
 * for a person, a licence for a company). On an edit each changed field is marked, and
 * personal data starts empty with the masked value as a hint: it is never shown whole.
 */
import { ProFormDependency, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useMessages } from '@/adapters/intl';
import { statusLabel, type StatusLabels } from '@/components/cells';
import PercentField from '@/components/PercentField';
import UploadField from '@/components/UploadField';
import type { KeysUnder } from '@/core/i18n';
import { maskMobile } from '@/core/mask';
import { AGENT_TYPE, AGENT_TYPES, type Agent } from '@/services/agent';
import {
  AGENT_TEXT_LIMITS,
  BANK_ACCOUNT_PATTERN,
  isResidentId,
  MOBILE_PATTERN,
  normalizeTyped,
  payeeNameMatches,
} from '@/services/rules';
import type { AgentChange } from './agentEdit';
import styles from './agent.less';

/** Digits as the rules read them: full-width digits become ASCII, grouping spaces go. */
const typedDigits = (value: unknown) => (typeof value === 'string' ? normalizeTyped(value, { spaces: false }) : value);
/** An ID number likewise, its x upper-cased. */
const typedId = (value: unknown) =>
  typeof value === 'string' ? normalizeTyped(value, { spaces: false }).toUpperCase() : value;

interface SectionProps {
  /** The agent being edited, as loaded; none when onboarding. */
  agent: Agent | undefined;
  changes: AgentChange[];
}

/** What every section's fields share: a changed field marked, required rules, the labels. */
function useFieldKit(changes: AgentChange[]) {
  const { t } = useMessages();
  const changed = (field: string) =>
    changes.some((change) => change.field === field) ? { className: styles.changed } : {};
  const required = (label: string) => ({ required: true, whitespace: true, message: t('form.required', { label }) });
  const fieldLabel = (key: KeysUnder<'agent.field'>) => t(`agent.field.${key}`);
  return { t, changed, required, fieldLabel };
}

export default function AgentFields(props: SectionProps & { statusLabels: StatusLabels }) {
  return (
    <>
      <BasicSection {...props} />
      <BankSection agent={props.agent} changes={props.changes} />
      <IdentitySection agent={props.agent} changes={props.changes} />
    </>
  );
}

function BasicSection({ agent, changes, statusLabels }: SectionProps & { statusLabels: StatusLabels }) {
  const { t, changed, required, fieldLabel } = useFieldKit(changes);
  const labelOf = (status: number) => statusLabel(statusLabels, status);
  return (
    <>
      <h4 className={styles.section}>{t('agent.section.basic')}</h4>
      <ProFormRadio.Group
        name="type"
        label={fieldLabel('type')}
        disabled={Boolean(agent)}
        radioType="button"
        options={AGENT_TYPES.map((value) => ({ value, label: t(`agent.type.${value}`) }))}
        rules={[{ required: true, message: t('form.select', { label: fieldLabel('type') }) }]}
      />
      <ProFormDependency name={['type']}>
        {({ type }) => {
          const nameLabel = type === 2 ? t('agent.field.name.company') : t('agent.field.name.person');
          return (
            <ProFormText
              name="name"
              label={nameLabel}
              formItemProps={changed('name')}
              fieldProps={{ maxLength: AGENT_TEXT_LIMITS.name }}
              rules={[required(nameLabel)]}
            />
          );
        }}
      </ProFormDependency>
      <ProFormText
        name="contactName"
        label={fieldLabel('contactName')}
        formItemProps={changed('contactName')}
        fieldProps={{ maxLength: AGENT_TEXT_LIMITS.contactName }}
        rules={[required(fieldLabel('contactName'))]}
      />
      <ProFormText
        name="mobile"
        label={fieldLabel('mobile')}
        formItemProps={{ ...changed('mobile'), normalize: typedDigits }}
        fieldProps={{ maxLength: 13, inputMode: 'numeric' }}
        // Personal data is never shown whole: an edit starts empty, the masked number as a hint.
        placeholder={agent ? maskMobile(agent.mobile) : undefined}
        extra={agent ? t('agent.edit.keepSecret') : undefined}
        rules={[
          ...(agent ? [] : [required(fieldLabel('mobile'))]),
          { pattern: MOBILE_PATTERN, message: t('form.mobile.invalid') },
        ]}
      />
      <div {...changed('commissionRate')}>
        <PercentField
          name="commissionRate"
          label={fieldLabel('rate')}
          wire="fraction"
          extra={t('agent.field.rate.extra')}
        />
      </div>
      {agent && (
        <ProFormSelect
          name="status"
          label={fieldLabel('status')}
          formItemProps={changed('status')}
          options={Object.keys(Array.isArray(statusLabels) ? {} : (statusLabels ?? {})).map((value) => ({
            value: Number(value),
            label: labelOf(Number(value)),
          }))}
        />
      )}
    </>
  );
}

function BankSection({ agent, changes }: SectionProps) {
  const { t, changed, required, fieldLabel } = useFieldKit(changes);
  return (
    <>
      <h4 className={styles.section}>{t('agent.section.bank')}</h4>
      <ProFormText
        name="bankName"
        label={fieldLabel('bankName')}
        formItemProps={changed('bankName')}
        fieldProps={{ maxLength: AGENT_TEXT_LIMITS.bankName }}
        rules={[required(fieldLabel('bankName'))]}
      />
      <ProFormText
        name="bankAccount"
        label={fieldLabel('bankAccount')}
        // Typed or pasted in groups (6222 0212 …) or full-width: kept as the digits alone.
        formItemProps={{ ...changed('bankAccount'), normalize: typedDigits }}
        placeholder={agent ? agent.bankAccountMasked : undefined}
        extra={agent ? t('agent.edit.keepSecret') : undefined}
        fieldProps={{ maxLength: 30, inputMode: 'numeric', autoComplete: 'off' }}
        rules={[
          ...(agent ? [] : [required(fieldLabel('bankAccount'))]),
          { pattern: BANK_ACCOUNT_PATTERN, message: t('agent.field.bankAccount.invalid') },
        ]}
      />
      {/* A holder who is not the agent is allowed (the backend decides), and warned of. */}
      <ProFormDependency name={['name', 'type', 'accountHolder']}>
        {({ name, type, accountHolder }) => (
          <ProFormText
            name="accountHolder"
            label={fieldLabel('accountHolder')}
            formItemProps={changed('accountHolder')}
            fieldProps={{ maxLength: AGENT_TEXT_LIMITS.accountHolder }}
            rules={[required(fieldLabel('accountHolder'))]}
            extra={
              name && accountHolder && !payeeNameMatches(name, accountHolder) ? (
                <span className={styles.warning} data-testid="holder-mismatch">
                  {t(`agent.field.accountHolder.mismatch.${type === AGENT_TYPE.company ? 2 : 1}`, { name })}
                </span>
              ) : undefined
            }
          />
        )}
      </ProFormDependency>
    </>
  );
}

/** A person's ID number, or a company's business licence. */
function IdentitySection({ agent, changes }: SectionProps) {
  const { t, changed, required, fieldLabel } = useFieldKit(changes);
  return (
    <>
      <h4 className={styles.section}>{t('agent.section.identity')}</h4>
      <ProFormDependency name={['type']}>
        {({ type }) =>
          type === 2 ? (
            <div {...changed('licenseImg')}>
              <UploadField name="licenseImgs" label={fieldLabel('license')} kind="image" max={1} required />
            </div>
          ) : (
            <ProFormText
              name="idCard"
              label={fieldLabel('idCard')}
              formItemProps={{ ...changed('idCard'), normalize: typedId }}
              placeholder={agent ? agent.idCardMasked : undefined}
              extra={agent ? t('agent.edit.keepSecret') : undefined}
              fieldProps={{ maxLength: 24, autoComplete: 'off' }}
              rules={[
                ...(agent ? [] : [required(fieldLabel('idCard'))]),
                {
                  // GB 11643: a birth date that exists and the right check character.
                  validator: (_: unknown, value?: string) =>
                    !value || isResidentId(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('agent.field.idCard.invalid'))),
                },
              ]}
            />
          )
        }
      </ProFormDependency>
    </>
  );
}
