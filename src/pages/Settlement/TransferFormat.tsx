import { DownOutlined, RightOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  theme,
  type FormInstance,
} from 'antd';
import { useMessages } from '@/adapters/intl';
import {
  BANK_LAYOUTS,
  bankLayout,
  chosenColumns,
  payerSettingsUsed,
  type BankLayoutId,
} from '@/features/settlement/bankLayouts';
import { columnTitle, summaryFor } from '@/features/settlement/transferList';
import {
  FILE_KINDS,
  MAX_ROW_LIMIT,
  SUMMARY_PLACES,
  TEXT_ENCODINGS,
  type TransferProfile,
} from '@/features/settlement/transferProfile';

/** A paying account as a bank's batch file takes it. */
const PAYER_ACCOUNT = /^\d{6,32}$/;

interface PartProps {
  profile: TransferProfile;
  set: (patch: Partial<TransferProfile>) => void;
}

const columnsOf = (profile: TransferProfile) =>
  chosenColumns(bankLayout(profile.layout), profile.columns[profile.layout]);

/**
 * The operator's bank profile for 导出转账清单, set once (./TransferDialog.tsx keeps it): the
 * layout, the columns and their order, the file, where the count and total go, the row limit,
 * and the paying company's own details that the layout's columns ask for, each checked by its
 * field before a file is written.
 */
export default function TransferFormat({
  form,
  profile,
  onChange,
  lineCount,
  open,
  onOpenChange,
}: {
  form: FormInstance<TransferProfile>;
  profile: TransferProfile;
  onChange: (profile: TransferProfile) => void;
  lineCount: number;
  /** Shown unfolded (a setting the layout needs is missing, or a field refused the value). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useMessages();
  const { token } = theme.useToken();
  const set = (patch: Partial<TransferProfile>) => onChange({ ...profile, ...patch });
  const header = [
    t(`settlement.transfer.layout.${profile.layout}`),
    profile.file === 'csv' ? `CSV · ${profile.encoding.toUpperCase()}` : 'xlsx',
    t(`settlement.transfer.format.summary.${summaryFor(profile)}`),
  ].join(' · ');
  return (
    <section style={{ marginTop: 12 }} aria-label={t('settlement.transfer.format.title')}>
      <Button
        type="link"
        icon={open ? <DownOutlined /> : <RightOutlined />}
        aria-expanded={open}
        aria-controls="transfer-format"
        onClick={() => onOpenChange(!open)}
        style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
      >
        {`${t('settlement.transfer.format.title')}：${header}`}
      </Button>
      {/* Kept mounted while folded: its fields are checked before a file is written. */}
      <div
        id="transfer-format"
        hidden={!open}
        style={{
          marginTop: 8,
          padding: '12px 16px 4px',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Form<TransferProfile> form={form} layout="vertical" size="small" initialValues={profile} name="transferFormat">
          <LayoutChoices profile={profile} set={set} lineCount={lineCount} />
          <FileChoices profile={profile} set={set} />
          <PayerFields profile={profile} set={set} />
          <ColumnNotes profile={profile} set={set} />
        </Form>
      </div>
    </section>
  );
}

/** The layout, the most lines per file, and the columns in their order. */
function LayoutChoices({ profile, set, lineCount }: PartProps & { lineCount: number }) {
  const { t } = useMessages();
  const layout = bankLayout(profile.layout);
  const files = Math.ceil(lineCount / profile.rowLimit);
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label={t('settlement.transfer.format.layout')} htmlFor="transferFormat_layout">
            <Select<BankLayoutId>
              id="transferFormat_layout"
              value={profile.layout}
              onChange={(value) => set({ layout: value })}
              options={BANK_LAYOUTS.map((id) => ({ value: id, label: t(`settlement.transfer.layout.${id}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label={t('settlement.transfer.format.rowLimit')}
            htmlFor="transferFormat_rowLimit"
            help={
              files > 1
                ? t('settlement.transfer.format.files', { count: files })
                : t('settlement.transfer.format.rowLimitHelp')
            }
          >
            <InputNumber
              id="transferFormat_rowLimit"
              min={1}
              max={MAX_ROW_LIMIT}
              precision={0}
              value={profile.rowLimit}
              onChange={(value) => value && set({ rowLimit: value })}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label={t('settlement.transfer.format.columns')}
        htmlFor="transferFormat_columns"
        help={t('settlement.transfer.format.columnsHelp')}
      >
        <Select<string[]>
          id="transferFormat_columns"
          mode="multiple"
          value={columnsOf(profile).map((item) => item.id)}
          onChange={(ids) => set({ columns: { ...profile.columns, [layout.id]: ids } })}
          options={layout.columns.map((item) => ({
            value: item.id,
            label: columnTitle(t, layout, item),
            disabled: item.required,
          }))}
        />
      </Form.Item>
    </>
  );
}

/** xlsx or CSV, the CSV's encoding, and where the count and total go. */
function FileChoices({ profile, set }: PartProps) {
  const { t } = useMessages();
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Form.Item label={t('settlement.transfer.format.file')}>
          <Radio.Group
            optionType="button"
            value={profile.file}
            onChange={(event) => set({ file: event.target.value as TransferProfile['file'] })}
            options={FILE_KINDS.map((kind) => ({ value: kind, label: kind === 'csv' ? 'CSV' : 'xlsx' }))}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item label={t('settlement.transfer.format.encoding')}>
          <Radio.Group
            optionType="button"
            disabled={profile.file !== 'csv'}
            value={profile.encoding}
            onChange={(event) => set({ encoding: event.target.value as TransferProfile['encoding'] })}
            options={TEXT_ENCODINGS.map((encoding) => ({ value: encoding, label: encoding.toUpperCase() }))}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item label={t('settlement.transfer.format.summary')} htmlFor="transferFormat_summary">
          <Select
            id="transferFormat_summary"
            value={summaryFor(profile)}
            onChange={(value) => set({ summary: value })}
            options={SUMMARY_PLACES.map((place) => ({
              value: place,
              label: t(`settlement.transfer.format.summary.${place}`),
              // A CSV has no second sheet; an xlsx keeps its data sheet for records only.
              disabled: (place === 'sheet' && profile.file === 'csv') || (place === 'block' && profile.file === 'xlsx'),
            }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The paying company's own account, name and branch, where the layout has columns for them. */
function PayerFields({ profile, set }: PartProps) {
  const { t } = useMessages();
  const used = payerSettingsUsed(columnsOf(profile));
  if (used.length === 0) return null;
  return (
    <Row gutter={16}>
      {used.map((setting) => {
        const label = t(`settlement.transfer.format.${setting}`);
        return (
          <Col span={8} key={setting}>
            <Form.Item
              name={['payer', setting]}
              label={label}
              rules={[
                { required: true, whitespace: true, message: t('settlement.transfer.format.input', { label }) },
                ...(setting === 'payerAccount'
                  ? [{ pattern: PAYER_ACCOUNT, message: t('settlement.transfer.format.payerAccountRule') }]
                  : []),
                // A CSV in GBK cannot hold what GBK has no code for (an emoji, 𠮷): said here, by the field.
                {
                  validator: async (_rule: unknown, value: unknown) => {
                    if (profile.file !== 'csv' || profile.encoding !== 'gbk' || typeof value !== 'string') return;
                    const { notInGbk } = await import(/* webpackChunkName: "export-gbk" */ '@/core/gbk');
                    const chars = notInGbk(value);
                    if (chars.length > 0)
                      throw new Error(t('settlement.transfer.format.notGbk', { label, chars: chars.join(' ') }));
                  },
                },
              ]}
            >
              <Input
                maxLength={60}
                onChange={(event) => set({ payer: { ...profile.payer, [setting]: event.target.value } })}
              />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}

/** The branch column's choice, and the columns the console holds no data for, said. */
function ColumnNotes({ profile, set }: PartProps) {
  const { t } = useMessages();
  const layout = bankLayout(profile.layout);
  const columns = columnsOf(profile);
  const empty = columns.filter((item) => 'empty' in item.source).map((item) => columnTitle(t, layout, item));
  return (
    <>
      {columns.some((item) => 'branch' in item.source) && (
        <Form.Item style={{ marginBottom: 8 }}>
          <Checkbox checked={profile.branchAsBank} onChange={(event) => set({ branchAsBank: event.target.checked })}>
            {t('settlement.transfer.format.branchAsBank')}
          </Checkbox>
        </Form.Item>
      )}
      {empty.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('settlement.transfer.format.emptyColumns', { columns: empty.join('、') })}
        />
      )}
    </>
  );
}
