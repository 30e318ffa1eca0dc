import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { useOpenWithDraft } from '@/components/FormDialog/useFormDraft';
import { RowAction, RowActions } from '@/components/cells';
import ListScreen from '@/components/ListScreen';
import { useAgentOptions } from '@/components/options/agents';
import Permission, { useCan } from '@/components/Permission';
import { useDialog } from '@/components/useDialog';
import { useUrlHandoff } from '@/components/useUrlHandoff';
import { OPEN_KEY } from '@/core/urlQuery';
import RechargeDialog from '@/features/funds';
import { toast } from '@/core/notice';
import platformMessages from '@/locales/zh-CN/platform';
import {
  getPlatformList,
  getScopeSets,
  type Platform as PlatformRow,
  type PlatformListQuery,
} from '@/services/platform';
import { platformFields } from './columns';

addScreenMessages(platformMessages);

const PlatformForm = lazy(() => import(/* webpackChunkName: "screen-platforms-form" */ './PlatformForm'));
const PlatformDetail = lazy(() => import(/* webpackChunkName: "screen-platforms-detail" */ './PlatformDetail'));
const DeductDialog = lazy(() => import(/* webpackChunkName: "screen-platforms-deduct" */ './DeductDialog'));

/** 平台管理: the merchants renting through the console, their balance, notes and manual deductions. */
export default function Platform() {
  const messages = useMessages();
  const { t } = messages;
  const canDeduct = useCan('platform:deduct');
  const canRecharge = useCan('finance:recharge');
  const recharging = useDialog<number>();
  const agents = useAgentOptions();
  const scopes = useApiQuery(getScopeSets, undefined, { staleTime: 5 * 60_000 });
  const adding = useDialog();
  useOpenWithDraft('platform-add', () => adding.open(true));
  const detail = useDialog<number>();
  // From the search palette: this row's detail, once.
  useUrlHandoff(OPEN_KEY, (value) => Number(value) > 0 && detail.open(Number(value)));
  const deducting = useDialog<PlatformRow>();
  const openDetail = detail.open;

  const fields = useMemo(
    () =>
      platformFields(messages, { agents: agents.options, agentsFailed: agents.failed, scopes: scopes.data }, (row) =>
        openDetail(row.id),
      ),
    [messages, agents.options, agents.failed, scopes.data, openDetail],
  );
  const rowActions = (row: PlatformRow) => (
    <RowActions>
      <RowAction label={t('platform.action.detail')} onClick={() => detail.open(row.id)} />
      {canRecharge && <RowAction label={t('platform.action.recharge')} onClick={() => recharging.open(row.id)} />}
      {canDeduct && (
        <RowAction
          label={t('platform.action.deduct')}
          disabled={row.balance <= 0}
          onClick={() => deducting.open(row)}
        />
      )}
    </RowActions>
  );

  return (
    <>
      <ListScreen<PlatformRow, PlatformListQuery>
        exportAction="platform:export"
        id="platforms"
        title={t('platform.title')}
        rowKey="id"
        fields={fields}
        rowActions={rowActions}
        actionsWidth={canRecharge ? 170 : 130}
        fetchPage={getPlatformList}
        toolBarRender={() => [
          <Permission key="add" action="platform:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => adding.open(true)}>
              {t('platform.add')}
            </Button>
          </Permission>,
        ]}
      />
      <Suspense fallback={null}>
        {adding.used && (
          <PlatformForm
            open={Boolean(adding.target)}
            agents={agents.options}
            scopes={scopes.data}
            onClose={adding.close}
            onSaved={(name) => {
              adding.close();
              toast('success', t('platform.added', { name }));
            }}
          />
        )}
        {detail.used && <PlatformDetail id={detail.target} scopes={scopes.data} onClose={detail.close} />}
        {recharging.used && (
          <RechargeDialog
            open={recharging.target !== undefined}
            platformId={recharging.target}
            onClose={recharging.close}
          />
        )}
        {deducting.used && (
          <DeductDialog
            platform={deducting.target}
            onClose={deducting.close}
            onDone={(message) => {
              deducting.close();
              toast('success', message);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
