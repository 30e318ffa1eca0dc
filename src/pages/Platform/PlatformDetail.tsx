import { Button, Descriptions, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useMessages } from '@/adapters/intl';
import LoadFailed from '@/components/LoadFailed';
import { useApiQuery } from '@/components/data';
import { CopyableNo, Masked, Money, StatusTag } from '@/components/cells';
import DetailDrawer from '@/components/DetailDrawer';
import Notes from '@/components/Notes';
import { useCan } from '@/components/Permission';
import RecordLink from '@/features/records/RecordLink';
import RechargeDialog from '@/features/funds';
import { agentRef } from '@/features/records/refs';
import { addPlatformNote, getPlatformInfo, PLATFORM_STATUSES } from '@/services/platform';
import type { Option } from '@/services/types';
import { Balance, PLATFORM_TONES, scopeNames } from './columns';

const RecentFlows = lazy(() => import(/* webpackChunkName: "platform-flows" */ '@/features/funds/RecentFlows'));

/** One platform in a drawer (getPlatformInfo): its profile and balance, and its notes with a form to add one. */
export default function PlatformDetail({
  id,
  scopes,
  onClose,
}: {
  id: number | undefined;
  scopes?: Option<number>[];
  onClose: () => void;
}) {
  const { t } = useMessages();
  const canNote = useCan('platform:note');
  const canRecharge = useCan('finance:recharge');
  const canSeeFlows = useCan('finance:view');
  const [recharging, setRecharging] = useState(false);
  const info = useApiQuery(getPlatformInfo, { id: id ?? 0 }, { enabled: id !== undefined });
  const data = info.data?.id === id ? info.data : undefined;
  const statusLabels = Object.fromEntries(PLATFORM_STATUSES.map((status) => [status, t(`platform.status.${status}`)]));
  return (
    <DetailDrawer
      open={id !== undefined}
      onClose={onClose}
      title={data ? t('platform.detail.title', { name: data.name }) : t('platform.title')}
      extra={
        canRecharge && data ? (
          <Button type="primary" onClick={() => setRecharging(true)}>
            {t('platform.action.recharge')}
          </Button>
        ) : undefined
      }
    >
      {recharging && data && <RechargeDialog open platformId={data.id} onClose={() => setRecharging(false)} />}
      {info.error && !data ? (
        <LoadFailed title={t('platform.detail.loadFailed', { reason: info.error.message })} onRetry={info.reload} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={[
            {
              key: 'profile',
              label: t('platform.detail.profile'),
              children: (
                <Descriptions
                  column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
                  size="small"
                  bordered
                  styles={{ label: { width: 112 } }}
                >
                  <Descriptions.Item label={t('platform.col.platformNo')}>
                    <CopyableNo value={data.platformNo} />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('platform.col.status')}>
                    <StatusTag value={data.status} labels={statusLabels} tones={PLATFORM_TONES} />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('platform.field.name')}>{data.name}</Descriptions.Item>
                  <Descriptions.Item label={t('platform.col.company')}>{data.companyName}</Descriptions.Item>
                  <Descriptions.Item label={t('platform.col.appId')}>{data.alipayAppId}</Descriptions.Item>
                  <Descriptions.Item label={t('platform.col.agent')}>
                    <RecordLink
                      to={data.agentId === undefined ? undefined : agentRef(data.agentId, data.agentName ?? '')}
                    >
                      {data.agentName ?? '-'}
                    </RecordLink>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('platform.field.contactName')}>{data.contactName}</Descriptions.Item>
                  <Descriptions.Item label={t('platform.col.mobile')}>
                    <Masked kind="mobile" value={data.mobile} />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('platform.col.balance')}>
                    <Balance fen={data.balance} lowText={t('platform.col.lowBalance')} />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('platform.col.price')}>
                    <Money fen={data.creditFeePrice} />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('platform.col.scopes')} span={2}>
                    {scopeNames(data.scopeIds ?? [], scopes)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('platform.col.signTime')}>{data.signTime}</Descriptions.Item>
                  <Descriptions.Item label={t('platform.col.expire')}>{data.expireTime}</Descriptions.Item>
                </Descriptions>
              ),
            },
            {
              key: 'notes',
              label: t('platform.detail.notes', { count: data.notes?.length ?? 0 }),
              children: (
                <Notes
                  notes={data.notes}
                  canAdd={canNote}
                  label={t('platform.detail.noteLabel')}
                  add={(content) => addPlatformNote({ id: data.id, content })}
                />
              ),
            },
            ...(canSeeFlows
              ? [
                  {
                    key: 'flows',
                    label: t('platform.detail.flows'),
                    children: (
                      <Suspense fallback={<Skeleton active />}>
                        <RecentFlows platformId={data.id} />
                      </Suspense>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </DetailDrawer>
  );
}
