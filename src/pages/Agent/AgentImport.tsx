import { Alert, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useMessages } from '@/adapters/intl';
import { ImportDialog, type CheckedRow, type ImportSpec } from '@/components/imports';
import { ResultCell, useRowBatch } from '@/components/rowBatch';
import RunStep from '@/components/rowBatch/RunStep';
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
    <RunStep<Row>
      rows={ready}
      keyOf={(row) => String(row.line)}
      results={results}
      review={<Alert type="info" showIcon title={t('agent.import.note')} />}
      table={
        <Table<Row>
          size="small"
          rowKey="line"
          columns={columns}
          dataSource={ready}
          pagination={false}
          data-testid="import-run"
        />
      }
      startLabel={t('agent.import.run', { count: ready.length })}
      onStart={() => void batch.run(ready)}
      onBack={back}
      onRetry={(failed) => void batch.run(failed)}
      onClose={close}
    />
  );
}
