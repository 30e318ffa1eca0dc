import { Alert, Result, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { statusLabel, type StatusLabels } from '@/components/cells';
import FormDialog from '@/components/FormDialog';
import { ApiError } from '@/core/apiError';
import { addAgent, editAgentInfo, getAgentInfo } from '@/services/agent';
import { addPayload, agentChanges, editPayload, type AgentChange, type AgentFormValues } from './agentEdit';
import AgentFields from './AgentFields';
import styles from './agent.less';

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
          <AgentFields agent={agent} changes={changes} statusLabels={statusLabels} />
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
