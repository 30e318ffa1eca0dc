import { Alert, Button, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useMessages } from '@/adapters/intl';
import { Masked } from '@/components/cells';
import { useApiQuery } from '@/components/data';
import FileImage from '@/components/FileImage';
import { AGENT_TYPE, getAgentInfo } from '@/services/agent';
import { isResidentId, payeeNameMatches, readReviewRemark } from '@/services/rules';

/**
 * What a reviewer checks before deciding on a 待审核 agent: who it is, the identity document
 * (an individual's ID number, checked against GB 11643 when the account may see it whole; a
 * company's licence image) and the settlement account the payouts will go to.
 */
export default function ReviewFacts({ id }: { id: number }) {
  const { t } = useMessages();
  const loaded = useApiQuery(getAgentInfo, { id });
  const agent = loaded.data?.id === id ? loaded.data : undefined;
  if (loaded.error && !agent)
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('agent.review.loadFailed', { reason: loaded.error.message })}
        action={
          <Button size="small" onClick={loaded.reload}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  if (!agent) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  const holderIsAgent = payeeNameMatches(agent.name, agent.accountHolder);
  const decisions = (agent.remarks ?? []).flatMap((remark) => {
    const read = readReviewRemark(remark.content);
    return read ? [{ ...read, remark }] : [];
  });
  return (
    <>
      <Descriptions
        aria-label={t('agent.review.facts')}
        size="small"
        bordered
        column={1}
        styles={{ label: { width: 112 } }}
        style={{ marginBottom: 16 }}
      >
        <Descriptions.Item label={t('agent.col.type')}>{t(`agent.type.${agent.type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('agent.field.contactName')}>
          {agent.contactName || '-'} <Masked kind="mobile" value={agent.mobile} />
        </Descriptions.Item>
        {agent.type === AGENT_TYPE.individual ? (
          <Descriptions.Item label={t('agent.field.idCard')}>
            <Masked kind="idCard" value={agent.idCardMasked} whole={agent.idCard} />
            {agent.idCard && (
              <Tag color={isResidentId(agent.idCard) ? 'success' : 'error'} style={{ marginLeft: 8 }}>
                {t(isResidentId(agent.idCard) ? 'agent.review.idValid' : 'agent.review.idInvalid')}
              </Tag>
            )}
          </Descriptions.Item>
        ) : (
          <Descriptions.Item label={t('agent.detail.license')}>
            {agent.licenseImg ? (
              <FileImage url={agent.licenseImg} width={120} alt={t('agent.detail.license')} />
            ) : (
              <Tag color="error">{t('agent.detail.noLicense')}</Tag>
            )}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('agent.field.bankName')}>{agent.bankName || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('agent.field.accountHolder')}>
          {agent.accountHolder || '-'}
          {!holderIsAgent && (
            <Tag color="warning" style={{ marginLeft: 8 }} data-testid="holder-mismatch">
              {t(`agent.review.holderMismatch.${agent.type}`, { name: agent.name })}
            </Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('agent.field.bankAccount')}>
          <Masked kind="bankAccount" value={agent.bankAccountMasked} whole={agent.bankAccount} />
        </Descriptions.Item>
      </Descriptions>
      <section aria-label={t('agent.review.history')} style={{ marginBottom: 16 }}>
        <Typography.Text strong>{t('agent.review.history')}</Typography.Text>
        {decisions.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t('agent.review.history.none')}
          </Typography.Paragraph>
        ) : (
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {decisions.map(({ decision, reason, remark }, at) => (
              <li key={at}>
                {t('agent.review.history.item', {
                  time: remark.createTime ?? '-',
                  operator: remark.operatorName ?? '-',
                  decision: t(decision === 'approved' ? 'agent.review.approve' : 'agent.review.reject'),
                })}
                {reason && (
                  <Typography.Text type="secondary">{t('agent.review.history.reason', { reason })}</Typography.Text>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
