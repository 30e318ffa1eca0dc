import { InboxOutlined } from '@ant-design/icons';
import { Button, Spin, Typography, Upload } from 'antd';
import { useMessages } from '@/adapters/intl';
import { downloadText, exportFileName } from '@/core/csv';
import type { ImportFlow } from './useImportFlow';
import type { ImportSpec } from './types';

/** The first step: the file (dropped or chosen), why it cannot be read, and the template. */
export default function FileStep<K extends string, T>({
  spec,
  flow,
}: {
  spec: ImportSpec<K, T>;
  flow: ImportFlow<K, T>['file'];
}) {
  const { t } = useMessages();
  const downloadTemplate = async () => {
    if (!spec.template) return;
    const { xlsxWriter, XLSX_TYPE } = await import(/* webpackChunkName: "export-xlsx" */ '@/core/xlsx');
    const writer = xlsxWriter(
      spec.title,
      spec.fields.map((field) => ({ title: field.label, value: (row: Record<K, string>) => row[field.key] })),
    );
    writer.add([spec.template.example]);
    downloadText(writer.finish(), exportFileName(spec.template.fileName, 'xlsx'), XLSX_TYPE);
  };
  return (
    <Spin
      spinning={flow.reading}
      description={flow.file ? t('import.file.reading', { name: flow.file.name }) : undefined}
    >
      <Upload.Dragger
        accept=".xlsx,.csv"
        multiple={false}
        showUploadList={false}
        beforeUpload={(chosen) => {
          void flow.read(chosen);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('import.file.drop')}</p>
        <p className="ant-upload-hint">{t('import.file.hint')}</p>
      </Upload.Dragger>
      {flow.fileError && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {flow.fileError}
        </Typography.Text>
      )}
      {spec.template && (
        <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => void downloadTemplate()}>
          {t('import.file.template')}
        </Button>
      )}
    </Spin>
  );
}
