import { Button, Descriptions, Skeleton, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useMessages } from '@/adapters/intl';
import LoadFailed from '@/components/LoadFailed';
import { EmptyNote, tableEmpty } from '@/components/tableEmpty';
import { useApiQuery } from '@/components/data';
import { CopyableNo, DateTime, Masked, Money, StatusTag, type StatusLabels } from '@/components/cells';
import DetailDrawer from '@/components/DetailDrawer';
import Notes from '@/components/Notes';
import { useCan } from '@/components/Permission';
import {
  addAgentRemark,
  AGENT_STATUS,
  getAgentInfo,
  shareAgentSignPlatformList,
  uploadAgentSettlementVoucher,
  type Agent,
  type SignedPlatform,
} from '@/services/agent';
import { getAgentSettlementList, SETTLEMENT_STATUS, type Settlement } from '@/services/settlement';
import FileImage from '@/components/FileImage';
import RecordLink from '@/features/records/RecordLink';
import { platformRef, settlementRef } from '@/features/records/refs';
import VoucherDialog from '@/features/settlement/VoucherDialog';
import { AGENT_STATUS_TONES, rateText } from './columns';
import { useReviewRights } from './reviewRights';

const PLATFORM_PAGE = 5;

/**
 * One agent in a drawer: the profile (personal data masked), the platforms the agent
 * signed, remarks with a form to add one, and the settlements awaiting their payment
 * voucher, which can be uploaded from here.
 */
export default function AgentDetail({
  id,
  statusLabels,
  onClose,
  onEdit,
  onReview,
}: {
  id: number | undefined;
  statusLabels: StatusLabels;
  onClose: () => void;
  /** None: no editing here (an agent opened over another screen). */
  onEdit?: (agent: Agent) => void;
  /** A 待审核 agent's review (审核通过 / 驳回), for an account that may review. */
  onReview?: (agent: Agent) => void;
}) {
  const { t } = useMessages();
  const canEdit = useCan('agent:edit');
  // A tab this account may not read is not offered (it showed 没有此操作的权限 in red).
  const canSeeSettlements = useCan('settlement:view');
  const canReview = useReviewRights().any;
  const agent = useApiQuery(getAgentInfo, { id: id ?? 0 }, { enabled: id !== undefined });
  const data = id !== undefined && agent.data?.id === id ? agent.data : undefined;
  // The first page of the signings, the same query the tab's table starts with.
  const platforms = useApiQuery(
    shareAgentSignPlatformList,
    { id: id ?? 0, page: 1, limit: PLATFORM_PAGE },
    { enabled: id !== undefined },
  );

  return (
    <DetailDrawer
      open={id !== undefined}
      onClose={onClose}
      title={data ? `${t('agent.detail.title')} · ${data.name}` : t('agent.detail.title')}
      extra={
        data ? (
          <Space>
            {data.status === AGENT_STATUS.pending && canReview && onReview && (
              <Button type="primary" onClick={() => onReview(data)}>
                {t('agent.action.review')}
              </Button>
            )}
            {canEdit && onEdit && (
              <Button
                type={data.status === AGENT_STATUS.pending && canReview ? 'default' : 'primary'}
                onClick={() => onEdit(data)}
              >
                {t('agent.action.edit')}
              </Button>
            )}
          </Space>
        ) : null
      }
    >
      {agent.error && !data ? (
        <LoadFailed title={t('agent.detail.loadFailed', { reason: agent.error.message })} onRetry={agent.reload} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={[
            {
              key: 'profile',
              label: t('agent.detail.profile'),
              children: <Profile agent={data} statusLabels={statusLabels} />,
            },
            {
              key: 'platforms',
              // Counted as listed (every signing, whatever its status), once the list has said.
              label:
                platforms.data === undefined
                  ? t('agent.detail.platforms.loading')
                  : t('agent.detail.platforms', { count: platforms.data.total }),
              children: <SignedPlatforms id={data.id} />,
            },
            {
              key: 'remarks',
              label: t('agent.detail.remarks', { count: data.remarks?.length ?? 0 }),
              children: (
                <Notes
                  notes={data.remarks}
                  canAdd={canEdit}
                  label={t('agent.remark.label')}
                  add={(content) => addAgentRemark({ id: data.id, content })}
                />
              ),
            },
            ...(canSeeSettlements
              ? [{ key: 'settlements', label: t('agent.detail.toSettle'), children: <AwaitingVoucher agent={data} /> }]
              : []),
          ]}
        />
      )}
    </DetailDrawer>
  );
}

function Profile({ agent, statusLabels }: { agent: Agent; statusLabels: StatusLabels }) {
  const { t } = useMessages();
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
      size="small"
      bordered
      styles={{ label: { width: 112 } }}
    >
      <Descriptions.Item label={t('agent.col.agentNo')}>
        <CopyableNo value={agent.agentNo} />
      </Descriptions.Item>
      <Descriptions.Item label={t('agent.col.status')}>
        <StatusTag value={agent.status} labels={statusLabels} tones={AGENT_STATUS_TONES} />
      </Descriptions.Item>
      <Descriptions.Item label={t('agent.field.name')}>{agent.name}</Descriptions.Item>
      <Descriptions.Item label={t('agent.col.type')}>{t(`agent.type.${agent.type}`)}</Descriptions.Item>
      <Descriptions.Item label={t('agent.field.contactName')}>{agent.contactName}</Descriptions.Item>
      <Descriptions.Item label={t('agent.col.mobile')}>
        <Masked kind="mobile" value={agent.mobile} />
      </Descriptions.Item>
      <Descriptions.Item label={t('agent.col.rate')}>{rateText(agent.commissionRate)}</Descriptions.Item>
      <Descriptions.Item label={t('agent.detail.inviteCode')}>{agent.inviteCode}</Descriptions.Item>
      <Descriptions.Item label={t('agent.col.pending')}>
        <Money fen={agent.pendingSettleAmount} />
      </Descriptions.Item>
      <Descriptions.Item label={t('agent.col.settled')}>
        <Money fen={agent.settledAmount} />
      </Descriptions.Item>
      <Descriptions.Item label={t('agent.field.bankName')}>{agent.bankName}</Descriptions.Item>
      <Descriptions.Item label={t('agent.field.accountHolder')}>{agent.accountHolder}</Descriptions.Item>
      <Descriptions.Item label={t('agent.field.bankAccount')}>
        <Masked kind="bankAccount" value={agent.bankAccountMasked} whole={agent.bankAccount} />
      </Descriptions.Item>
      {agent.type === 1 ? (
        <Descriptions.Item label={t('agent.field.idCard')}>
          <Masked kind="idCard" value={agent.idCardMasked} whole={agent.idCard} />
        </Descriptions.Item>
      ) : (
        <Descriptions.Item label={t('agent.detail.license')}>
          {agent.licenseImg ? (
            <FileImage url={agent.licenseImg} width={96} alt={t('agent.detail.license')} />
          ) : (
            t('agent.detail.noLicense')
          )}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('agent.col.createTime')}>
        <DateTime value={agent.createTime} />
      </Descriptions.Item>
    </Descriptions>
  );
}

function SignedPlatforms({ id }: { id: number }) {
  const { t } = useMessages();
  const [page, setPage] = useState(1);
  const list = useApiQuery(shareAgentSignPlatformList, { id, page, limit: PLATFORM_PAGE }, { keepPrevious: true });
  if (list.error && !list.data) return <LoadFailed title={list.error.message} onRetry={list.reload} />;
  return (
    <Table
      size="small"
      rowKey="contractNo"
      loading={list.loading}
      dataSource={list.data?.list ?? []}
      locale={{ emptyText: tableEmpty(list.loading, <EmptyNote text={t('agent.platform.empty')} />) }}
      pagination={{
        current: page,
        pageSize: PLATFORM_PAGE,
        total: list.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      columns={[
        {
          title: t('agent.platform.name'),
          dataIndex: 'platformName',
          render: (name: string | undefined, row: SignedPlatform) => (
            <RecordLink to={platformRef(row.platformId, name ?? '')}>{name}</RecordLink>
          ),
        },
        { title: t('agent.platform.contractNo'), dataIndex: 'contractNo' },
        { title: t('agent.platform.signTime'), dataIndex: 'signTime' },
        {
          title: t('agent.platform.status'),
          dataIndex: 'signStatus',
          render: (value: string) => (
            <StatusTag
              value={value}
              labels={undefined}
              tones={{ 已签约: 'success', 待签约: 'warning', 已失效: 'default' }}
            />
          ),
        },
      ]}
    />
  );
}

/** The agent's confirmed settlements awaiting a payment voucher. */
function AwaitingVoucher({ agent }: { agent: Agent }) {
  const { t } = useMessages();
  const canUpload = useCan('settlement:voucher');
  const [uploading, setUploading] = useState<Settlement>();
  const list = useApiQuery(getAgentSettlementList, {
    agentId: agent.id,
    status: SETTLEMENT_STATUS.awaitingVoucher,
    page: 1,
    limit: 50,
  });
  if (list.error && !list.data) return <LoadFailed title={list.error.message} onRetry={list.reload} />;
  return (
    <>
      <Table
        size="small"
        rowKey="settleNo"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: tableEmpty(list.loading, <EmptyNote text={t('agent.settlements.empty')} />) }}
        columns={[
          {
            title: t('settlement.col.settleNo'),
            dataIndex: 'settleNo',
            render: (settleNo: string) => <RecordLink to={settlementRef(settleNo)}>{settleNo}</RecordLink>,
          },
          { title: t('settlement.col.platform'), dataIndex: 'platformName' },
          { title: t('settlement.col.period'), dataIndex: 'period' },
          {
            title: t('settlement.col.amount'),
            dataIndex: 'settleAmount',
            align: 'right',
            render: (fen: number) => <Money fen={fen} />,
          },
          {
            title: t('settlement.col.actions'),
            key: 'actions',
            render: (_: unknown, row: Settlement) =>
              canUpload ? (
                <Button size="small" onClick={() => setUploading(row)}>
                  {t('settlement.action.upload')}
                </Button>
              ) : null,
          },
        ]}
      />
      <VoucherDialog
        row={uploading}
        send={uploadAgentSettlementVoucher}
        onClose={() => setUploading(undefined)}
        onDone={() => setUploading(undefined)}
      />
    </>
  );
}
