import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { useApiQuery } from '@/components/data';
import { RowAction, RowActions } from '@/components/cells';
import ListScreen from '@/components/ListScreen';
import { useAgentOptions } from '@/components/options';
import Permission, { useCan } from '@/components/Permission';
import { toast } from '@/core/notice';
import financeMessages from '@/locales/zh-CN/finance';
import { getPlatformList, getScopeSets, type Platform, type PlatformListQuery } from '@/services/platform';
import { PLATFORM_FILTERS, platformColumns, platformCsvColumns } from './columns';

addScreenMessages(financeMessages);

const PlatformForm = lazy(() => import(/* webpackChunkName: "screen-platforms-form" */ './PlatformForm'));
const PlatformDetail = lazy(() => import(/* webpackChunkName: "screen-platforms-detail" */ './PlatformDetail'));
const DeductDialog = lazy(() => import(/* webpackChunkName: "screen-platforms-deduct" */ './DeductDialog'));

/** 平台管理: the merchants renting through the console, their balance, notes and manual deductions. */
export default function Platforms() {
  const messages = useMessages();
  const { t } = messages;
  const canDeduct = useCan('platform:deduct');
  const agents = useAgentOptions();
  const scopes = useApiQuery(getScopeSets, undefined, { staleTime: 5 * 60_000 });
  const [adding, setAdding] = useState(false);
  const [detailId, setDetailId] = useState<number>();
  const [deducting, setDeducting] = useState<Platform>();
  const [used, setUsed] = useState({ form: false, detail: false, deduct: false });
  const markUsed = (part: keyof typeof used) => setUsed((current) => (current[part] ? current : { ...current, [part]: true }));

  const openDetail = (row: Platform) => {
    markUsed('detail');
    setDetailId(row.id);
  };

  const columns = useMemo(
    () =>
      platformColumns(
        messages,
        { agents: agents.options, agentsFailed: agents.failed, scopes: scopes.data },
        (row) => (
          <RowActions>
            <RowAction label={t('platform.action.detail')} onClick={() => openDetail(row)} />
            {canDeduct && (
              <RowAction
                label={t('platform.action.deduct')}
                disabled={row.balance <= 0}
                onClick={() => {
                  markUsed('deduct');
                  setDeducting(row);
                }}
              />
            )}
          </RowActions>
        ),
        openDetail,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [messages, agents.options, agents.failed, scopes.data, canDeduct],
  );
  const csvColumns = useMemo(() => platformCsvColumns(messages, scopes.data), [messages, scopes.data]);

  const changed = (message: string) => {
    toast('success', message);
  };

  return (
    <>
      <ListScreen<Platform, PlatformListQuery>
        id="platforms"
        title={t('platform.title')}
        rowKey="id"
        columns={columns}
        filters={PLATFORM_FILTERS}
        fetchPage={getPlatformList}
        csvColumns={csvColumns}
        scrollX={1600}
        toolBarRender={() => [
          <Permission key="add" action="platform:add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                markUsed('form');
                setAdding(true);
              }}
            >
              {t('platform.add')}
            </Button>
          </Permission>,
        ]}
      />
      <Suspense fallback={null}>
        {used.form && (
          <PlatformForm
            open={adding}
            agents={agents.options}
            scopes={scopes.data}
            onClose={() => setAdding(false)}
            onSaved={(name) => {
              setAdding(false);
              changed(t('platform.added', { name }));
            }}
          />
        )}
        {used.detail && <PlatformDetail id={detailId} scopes={scopes.data} onClose={() => setDetailId(undefined)} />}
        {used.deduct && (
          <DeductDialog
            platform={deducting}
            onClose={() => setDeducting(undefined)}
            onDone={(message) => {
              setDeducting(undefined);
              changed(message);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
