import { ProFormDependency, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Alert, Result, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { statusLabel, type StatusLabels } from '@/components/cells';
import FormDialog from '@/components/FormDialog';
import PercentField from '@/components/PercentField';
import UploadField from '@/components/UploadField';
import { ApiError } from '@/core/apiError';
import type { KeysUnder } from '@/core/i18n';
import { maskMobile } from '@/core/mask';
import { addAgent, AGENT_TYPES, editAgentInfo, getAgentInfo } from '@/services/agent';
import { BANK_ACCOUNT_PATTERN, isResidentId, MOBILE_PATTERN, normalizeTyped } from '@/services/rules';
import { addPayload, agentChanges, editPayload, type AgentChange, type AgentFormValues } from './agentEdit';
import styles from './agent.less';

/** Digits as the rules read them: full-width digits become ASCII, grouping spaces go. */
const typedDigits = (value: unknown) => (typeof value === 'string' ? normalizeTyped(value, { spaces: false }) : value);
/** An ID number likewise, its x upper-cased. */
const typedId = (value: unknown) =>
  typeof value === 'string' ? normalizeTyped(value, { spaces: false }).toUpperCase() : value;

/** What the form does: onboard a new agent, or edit one (loaded afresh by id). */
export type AgentFormTarget = { mode: 'add' } | { mode: 'edit'; id: number; name: string };

type Values = AgentFormValues & Record<string, unknown>;

/**
 * Add or edit an agent in a drawer. Every field says next to it what is wrong; a refusal
 * keeps the drawer open with everything typed. An edit loads the agent first, lists each
 * change (old -> new) above the fields, marks the changed fields, and sends only those.
 */
export default function AgentForm({
  target,
  statusLabels,
  onClose,
  onSaved,
}: {
  target: AgentFormTarget | undefined;
  statusLabels: StatusLabels;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useMessages();
  const editId = target?.mode === 'edit' ? target.id : undefined;
  const loaded = useApiQuery(getAgentInfo, { id: editId ?? 0 }, { enabled: editId !== undefined });
  // An edit starts from the agent as the server has it now, not from what a drawer loaded earlier.
  const agent = editId !== undefined && !loaded.loading && loaded.data?.id === editId ? loaded.data : undefined;
  const [changes, setChanges] = useState<AgentChange[]>([]);
  const labelOf = (status: number) => statusLabel(statusLabels, status);
  const changed = (field: string) =>
    changes.some((change) => change.field === field) ? { className: styles.changed } : {};

  const required = (label: string) => ({ required: true, whitespace: true, message: t('form.required', { label }) });
  const fieldLabel = (key: KeysUnder<'agent.field'>) => t(`agent.field.${key}`);

  const title = target?.mode === 'edit' ? t('agent.edit.title', { name: target.name }) : t('agent.add');
  const waiting = editId !== undefined && !agent;

  const loadedValues: Partial<Values> | undefined = useMemo(
    () =>
      agent && {
        type: agent.type,
        name: agent.name,
        contactName: agent.contactName,
        commissionRate: agent.commissionRate,
        bankName: agent.bankName,
        accountHolder: agent.accountHolder,
        licenseImgs: agent.licenseImg ? [agent.licenseImg] : [],
        status: agent.status,
      },
    [agent],
  );

  return (
    <FormDialog<Values, unknown>
      // A fresh form per target; an edit's values fill it once the agent has loaded.
      key={target?.mode === 'edit' ? `edit-${target.id}` : 'add'}
      kind="drawer"
      title={title}
      open={Boolean(target)}
      onOpenChange={(open) => {
        if (!open) {
          setChanges([]);
          onClose();
        }
      }}
      draftId={target?.mode === 'add' ? 'agent-add' : undefined}
      initialValues={target?.mode === 'edit' ? undefined : { type: 1 }}
      values={loadedValues}
      onValuesChange={(_, values) => agent && setChanges(agentChanges(agent, values, labelOf))}
      submit={async (values) => {
        if (!agent) return addAgent(addPayload(values));
        const diff = agentChanges(agent, values, labelOf);
        if (diff.length === 0) throw new ApiError('business', t('agent.edit.noChanges'));
        return editAgentInfo(editPayload(agent, values, diff));
      }}
      onDone={(_, values) => {
        setChanges([]);
        onSaved(
          agent
            ? t('agent.edit.saved', { name: String(values.name ?? agent.name).trim() })
            : t('agent.added', { name: String(values.name).trim() }),
        );
      }}
    >
      {waiting ? (
        loaded.error ? (
          <Result status="error" title={t('agent.edit.loadFailed', { reason: loaded.error.message })} />
        ) : (
          <Skeleton active aria-label={t('agent.edit.loading')} />
        )
      ) : (
        <>
          {agent && <ChangeList changes={changes} />}
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
                  fieldProps={{ maxLength: 50 }}
                  rules={[required(nameLabel)]}
                />
              );
            }}
          </ProFormDependency>
          <ProFormText
            name="contactName"
            label={fieldLabel('contactName')}
            formItemProps={changed('contactName')}
            fieldProps={{ maxLength: 20 }}
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
          <h4 className={styles.section}>{t('agent.section.bank')}</h4>
          <ProFormText
            name="bankName"
            label={fieldLabel('bankName')}
            formItemProps={changed('bankName')}
            fieldProps={{ maxLength: 40 }}
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
          <ProFormText
            name="accountHolder"
            label={fieldLabel('accountHolder')}
            formItemProps={changed('accountHolder')}
            fieldProps={{ maxLength: 50 }}
            rules={[required(fieldLabel('accountHolder'))]}
          />
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
      )}
    </FormDialog>
  );
}

/** The edit's changes, old -> new, above the fields. */
function ChangeList({ changes }: { changes: AgentChange[] }) {
  const { t } = useMessages();
  if (changes.length === 0)
    return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('agent.edit.noChanges')} />;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('agent.edit.changes', { count: changes.length })}
      description={
        <ul className={styles.changes} aria-label={t('agent.edit.changes', { count: changes.length })}>
          {changes.map((change) => (
            <li key={change.field}>
              <Tag>{t(`agent.change.${change.field}`)}</Tag>
              <span className={styles.before}>{change.before}</span> → <strong>{change.after}</strong>
            </li>
          ))}
        </ul>
      }
    />
  );
}
