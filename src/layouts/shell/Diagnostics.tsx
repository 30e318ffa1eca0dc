import { CopyOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Table, Typography } from 'antd';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { recentCalls, type CallRecord } from '@/core/callLog';
import { config } from '@/core/config';
import { recentErrors, type ReportedError } from '@/core/errorReport';
import { toast } from '@/core/notice';
import diagnosticsMessages from '@/locales/zh-CN/diagnostics';

addScreenMessages(diagnosticsMessages);

const time = (at: number) => new Date(at).toLocaleTimeString('zh-CN', { hour12: false });

/** What 诊断信息 shows, as text to paste into a ticket. */
function diagnosticsText(facts: [string, string][], calls: readonly CallRecord[], errors: readonly ReportedError[]) {
  return [
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...calls.map(
      (call) =>
        `${time(call.at)} ${call.method} ${call.endpoint} ${call.code} ${call.ms}ms${call.requestId ? ` ${call.requestId}` : ''}`,
    ),
    '',
    ...errors.map(
      (error) =>
        `${time(error.at)} ${error.kind} ${error.endpoint ?? ''} ${error.code ?? ''} ${error.message} ×${error.count}`,
    ),
  ].join('\n');
}

/**
 * 诊断信息 (the user menu): the version, the browser, the screen, the last calls and errors, with
 * nothing personal (no bodies, no parameters, no tokens), to copy into a ticket.
 */
export default function Diagnostics({ onClose }: { onClose: () => void }) {
  const { t } = useMessages();
  const calls = recentCalls().slice().reverse();
  const errors = recentErrors().slice().reverse();
  const facts: [string, string][] = [
    [t('diagnostics.version'), config.version],
    [t('diagnostics.browser'), navigator.userAgent],
    [
      t('diagnostics.screen'),
      t('diagnostics.screen.value', {
        screen: `${screen.width}×${screen.height}`,
        window: `${window.innerWidth}×${window.innerHeight}`,
        ratio: `${Math.round(window.devicePixelRatio * 100)}%`,
      }),
    ],
    [t('diagnostics.page'), location.pathname],
  ];
  const copy = async () => {
    await navigator.clipboard.writeText(diagnosticsText(facts, calls, errors));
    toast('success', t('diagnostics.copied'));
  };
  return (
    <Modal
      open
      title={t('diagnostics.title')}
      width={900}
      style={{ top: 24 }}
      styles={{ body: { maxHeight: 'calc(100vh - 190px)', overflowY: 'auto' } }}
      onCancel={onClose}
      footer={[
        <Button key="copy" icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('diagnostics.copy')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('diagnostics.close')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('diagnostics.note')}</Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={facts.map(([label, value]) => ({ key: label, label, children: value }))}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('diagnostics.calls', { count: calls.length })}
      </Typography.Title>
      <Table<CallRecord>
        size="small"
        rowKey={(call) => `${call.at}-${call.endpoint}-${call.ms}`}
        pagination={false}
        dataSource={calls}
        data-testid="diagnostics-calls"
        columns={[
          { title: t('diagnostics.col.time'), width: 90, render: (_, call) => time(call.at) },
          { title: t('diagnostics.col.endpoint'), render: (_, call) => `${call.method} ${call.endpoint}` },
          { title: t('diagnostics.col.code'), dataIndex: 'code', width: 90 },
          { title: t('diagnostics.col.ms'), width: 80, align: 'right', render: (_, call) => `${call.ms} ms` },
          { title: t('diagnostics.col.requestId'), dataIndex: 'requestId', width: 160 },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('diagnostics.errors')}
      </Typography.Title>
      <Table<ReportedError>
        size="small"
        rowKey={(error) => `${error.at}-${error.kind}-${error.message}`}
        pagination={false}
        dataSource={errors}
        locale={{ emptyText: t('diagnostics.noErrors') }}
        data-testid="diagnostics-errors"
        columns={[
          { title: t('diagnostics.col.time'), width: 90, render: (_, error) => time(error.at) },
          { title: t('diagnostics.col.kind'), dataIndex: 'kind', width: 90 },
          {
            title: t('diagnostics.col.message'),
            render: (_, error) => [error.endpoint, error.code, error.message].filter(Boolean).join(' '),
          },
          { title: t('diagnostics.col.count'), dataIndex: 'count', width: 70, align: 'right' },
        ]}
      />
    </Modal>
  );
}
