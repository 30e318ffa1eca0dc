import { ProFormCheckbox, ProFormDependency, ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Typography } from 'antd';
import { useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import FormDialog from '@/components/FormDialog';
import { AGENT_STATUS, editAgentInfo, getAgentInfo, type Agent } from '@/services/agent';
import { payeeNameMatches, reviewRemark } from '@/services/rules';
import ReviewFacts from './ReviewFacts';
import { useReviewRights } from './reviewRights';

/** Well inside a remark's limit (MAX_NOTE_LENGTH) with the 驳回原因 prefix. */
const REVIEW_REASON_MAX = 200;

type Decision = typeof AGENT_STATUS.active | typeof AGENT_STATUS.rejected;
type Values = { decision: Decision; reason?: string; holderChecked?: boolean; holderReason?: string };

/**
 * Reviews a 待审核 agent: 审核通过, or 驳回 with a reason the agent's remarks keep. One call
 * (editAgentInfo with the new status and the reason), so the status and its reason never
 * part. Opens from the list's row and from the agent's drawer.
 *
 * Approving an agent whose 开户名 is not the agent (a company paid into its contact's own
 * account: 公转私) asks for a confirmation and the reviewer's reason, which the remarks keep:
 * the warning beside the account is not overridden by one click. Approval waits for the facts
 * to load, as the reviewer must have seen them.
 */
export default function ReviewDialog({
  agent,
  onClose,
  onDone,
}: {
  agent: Pick<Agent, 'id' | 'name' | 'agentNo'> | undefined;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useMessages();
  const rights = useReviewRights();
  const loaded = useApiQuery(getAgentInfo, { id: agent?.id ?? 0 }, { enabled: Boolean(agent) });
  const facts = agent && loaded.data?.id === agent.id ? loaded.data : undefined;
  const holderMismatch = facts ? !payeeNameMatches(facts.name, facts.accountHolder) : false;
  const decisions = [
    ...(rights.approve ? [{ value: AGENT_STATUS.active, label: t('agent.review.approve') }] : []),
    ...(rights.reject ? [{ value: AGENT_STATUS.rejected, label: t('agent.review.reject') }] : []),
  ];
  return (
    <FormDialog<Values, null>
      key={agent?.id ?? 'none'}
      title={agent ? t('agent.review.title', { name: agent.name }) : ''}
      open={Boolean(agent)}
      onOpenChange={(open) => !open && onClose()}
      // No decision is chosen for the reviewer: 审核通过 in one click without reading is what a review is not.
      draftId={`agent-review-${agent?.id ?? 0}`}
      submitText={t('agent.review.submit')}
      submit={(values) =>
        editAgentInfo({
          id: agent!.id,
          status: values.decision,
          // The decision in the agent's remarks, approval too: the review's history is who, when, what and why.
          remark:
            values.decision === AGENT_STATUS.rejected
              ? reviewRemark('rejected', values.reason!.trim())
              : reviewRemark('approved', holderMismatch ? values.holderReason!.trim() : undefined),
        })
      }
      onDone={(_, values) =>
        onDone(
          t(values.decision === AGENT_STATUS.rejected ? 'agent.review.rejected' : 'agent.review.approved', {
            name: agent!.name,
          }),
        )
      }
    >
      {agent && (
        <Typography.Paragraph type="secondary">{t('agent.review.summary', { no: agent.agentNo })}</Typography.Paragraph>
      )}
      {agent && <ReviewFacts id={agent.id} />}
      <ProFormRadio.Group
        name="decision"
        label={t('agent.review.decision')}
        radioType="button"
        options={decisions}
        rules={[
          { required: true, message: t('agent.review.decision.required') },
          {
            validator: (_, decision) =>
              decision === AGENT_STATUS.active && !facts
                ? Promise.reject(new Error(t('agent.review.factsNeeded')))
                : Promise.resolve(),
          },
        ]}
      />
      <ProFormDependency name={['decision']}>
        {({ decision }) =>
          decision === AGENT_STATUS.rejected ? (
            <ProFormTextArea
              name="reason"
              label={t('agent.review.reason')}
              placeholder={t('agent.review.reason.placeholder')}
              fieldProps={{ maxLength: REVIEW_REASON_MAX, showCount: true, autoSize: { minRows: 3 } }}
              rules={[{ required: true, whitespace: true, message: t('agent.review.reason.required') }]}
            />
          ) : decision === AGENT_STATUS.active && facts && holderMismatch ? (
            <>
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={t(`agent.review.override.warning.${facts.type}`, {
                  name: facts.name,
                  holder: facts.accountHolder ?? '-',
                })}
              />
              <ProFormCheckbox
                name="holderChecked"
                rules={[
                  {
                    validator: (_, checked) =>
                      checked ? Promise.resolve() : Promise.reject(new Error(t('agent.review.override.required'))),
                  },
                ]}
              >
                {t('agent.review.override.confirm', { holder: facts.accountHolder ?? '-' })}
              </ProFormCheckbox>
              <ProFormTextArea
                name="holderReason"
                label={t('agent.review.override.reason')}
                placeholder={t('agent.review.override.reason.placeholder')}
                fieldProps={{ maxLength: REVIEW_REASON_MAX, showCount: true, autoSize: { minRows: 2 } }}
                rules={[{ required: true, whitespace: true, message: t('agent.review.override.reason.required') }]}
              />
            </>
          ) : null
        }
      </ProFormDependency>
    </FormDialog>
  );
}
