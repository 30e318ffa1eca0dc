import { Alert, Button, Modal, Space, Spin, Steps } from 'antd';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import importMessages from '@/locales/zh-CN/imports';
import LoadFailed from '@/components/LoadFailed';
import CheckTable from './CheckTable';
import ColumnsStep from './ColumnsStep';
import FileStep from './FileStep';
import type { ImportSpec } from './types';
import { useImportFlow } from './useImportFlow';

addScreenMessages(importMessages);

/**
 * The import kit: file → sheet and header row → which column holds each field (remembered per
 * kind of file) → every row checked, each error at its cell → the feature's run of the ready
 * rows. Nothing is sent before the last step; the reader loads with the dialog.
 */
export default function ImportDialog<K extends string, T>({
  spec,
  onClose,
}: {
  spec: ImportSpec<K, T>;
  onClose: () => void;
}) {
  const { t } = useMessages();
  const flow = useImportFlow(spec);
  const { step, setStep, result } = flow;
  const button = (key: string, label: string, onClick: () => void, primary = false, disabled = false) => (
    <Button key={key} type={primary ? 'primary' : 'default'} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
  const footer = [
    [button('cancel', t('form.cancel'), onClose)],
    [
      button('back', t('import.back'), () => setStep(0)),
      button('next', t('import.next'), () => void result.check(), true),
    ],
    [
      button('back', t('import.back'), () => setStep(1)),
      button('next', t('import.next'), () => setStep(3), true, result.ready.length === 0),
    ],
  ][step];

  return (
    <Modal
      open
      title={spec.title}
      width={1000}
      style={{ top: 24 }}
      styles={{ body: { maxHeight: 'calc(100vh - 190px)', overflowY: 'auto' } }}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={footer ?? null}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 16 }}
        items={[
          { title: t('import.step.file') },
          { title: t('import.step.columns') },
          { title: t('import.step.check') },
          { title: t('import.step.run') },
        ]}
      />
      {step === 0 && <FileStep spec={spec} flow={flow.file} />}
      {step === 1 && <ColumnsStep fields={spec.fields} flow={flow.columns} />}
      {step === 2 && (
        <>
          {result.checking && <Spin spinning style={{ display: 'block', padding: 32 }} />}
          {result.checkError && <LoadFailed title={result.checkError} onRetry={() => void result.check()} />}
          {result.checked && (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Alert
                type={result.bad.length > 0 ? 'warning' : 'info'}
                showIcon
                data-testid="import-summary"
                title={t('import.checked', {
                  total: result.checked.length,
                  ok: result.ready.length,
                  bad: result.bad.length,
                })}
              />
              <CheckTable fields={spec.fields} rows={result.checked} />
            </Space>
          )}
        </>
      )}
      {step === 3 &&
        flow.file.file &&
        spec.run({ ready: result.ready, file: flow.file.file, back: () => setStep(2), close: onClose })}
    </Modal>
  );
}
