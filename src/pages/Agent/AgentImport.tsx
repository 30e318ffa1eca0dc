import { Alert, Button, Result, Space, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useMessages } from '@/adapters/intl';
import { ImportDialog, type CheckedRow, type ImportSpec } from '@/components/imports';
import { ResultCell, useRowBatch } from '@/components/rowBatch';
import { maskMobile } from '@/core/mask';
import { addAgent, getAgentList, type AgentInput } from '@/services/agent';
import { AGENT_TEMPLATE_EXAMPLE, agentImportFields, checkAgentRows, type AgentColumn } from './importRows';

type Row = CheckedRow<AgentColumn, AgentInput>;

/** 导入: agents from a spreadsheet through the import kit, each ready row onboarded once under its own key. */
export default function AgentImport({ onClose }: { onClose: () => void }) {
  const messages = useMessages();
  const { t } = messages;
  const spec = useMemo<ImportSpec<AgentColumn, AgentInput>>(
    () => ({
      kind: 'agents',
      title: t('agent.import.title'),
      fields: agentImportFields(messages),
      template: { fileName: t('agent.import.template'), example: AGENT_TEMPLATE_EXAMPLE },
      check: async (rows) => checkAgentRows(messages, rows),
      run: (props) => <AgentImportRun {...props} />,
    }),
    [messages, t],
  );
  return <ImportDialog spec={spec} onClose={onClose} />;
}

function AgentImportRun({ ready, back, close }: { ready: Row[]; back: () => void; close: () => void }) {
  const { t } = useMessages();
  const batch = useRowBatch<Row>({
    keyOf: (row) => String(row.line),
    about: (row) => `${t('intent.what.addAgent')}：${row.value!.name}`,
    send: (row, call) => addAgent(row.value!, call),
    // A lost answer: the agent is there when its mobile finds it under the same name.
    verify: async (row) => {
      const found = await getAgentList({ keyword: row.value!.mobile, page: 1, limit: 10 });
      return { applied: found.list.some((agent) => agent.name === row.value!.name) };
    },
  });
  const { results } = batch;
  const states = ready.map((row) => results?.[String(row.line)]);
  const busy = states.some((item) => item && ['waiting', 'sending', 'checking'].includes(item.state));
  const failed = ready.filter((row) => results?.[String(row.line)]?.state === 'failed');
  const done = states.filter((item) => item?.state === 'done').length;
  const finished = Boolean(results) && !busy;
  const columns: TableColumnsType<Row> = [
    { title: t('import.rowNo'), dataIndex: 'line', width: 64 },
    { title: t('agent.field.name'), render: (_, row) => row.value!.name },
    { title: t('agent.field.type'), width: 110, render: (_, row) => t(`agent.type.${row.value!.type}`) },
    { title: t('agent.field.mobile'), width: 130, render: (_, row) => maskMobile(row.value!.mobile) },
    {
      title: t('rowBatch.result'),
      width: 260,
      render: (_, row) =>
        results ? (
          <ResultCell
            item={results[String(row.line)]}
            labels={{ done: t('agent.import.done'), checked: t('agent.import.doneChecked') }}
          />
        ) : null,
    },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {finished ? (
        <Result
          style={{ padding: '4px 0 12px' }}
          status={failed.length === 0 ? 'success' : done === 0 ? 'error' : 'warning'}
          title={t('rowBatch.summary', { ok: done, failed: failed.length })}
        />
      ) : (
        <Alert type="info" showIcon title={t('agent.import.note')} />
      )}
      <Table<Row>
        size="small"
        rowKey="line"
        columns={columns}
        dataSource={ready}
        pagination={false}
        data-testid="import-run"
      />
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        {!results && <Button onClick={back}>{t('import.back')}</Button>}
        {!results && (
          <Button type="primary" onClick={() => void batch.run(ready)}>
            {t('agent.import.run', { count: ready.length })}
          </Button>
        )}
        {finished && failed.length > 0 && (
          <Button type="primary" onClick={() => void batch.run(failed)}>
            {t('rowBatch.retry', { count: failed.length })}
          </Button>
        )}
        {results && (
          <Button disabled={busy} onClick={close}>
            {t('rowBatch.close')}
          </Button>
        )}
      </Space>
    </Space>
  );
}
