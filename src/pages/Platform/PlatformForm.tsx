import { ProForm, ProFormCheckbox, ProFormText } from '@ant-design/pro-components';
import { DatePicker, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMessages } from '@/adapters/intl';
import FormDialog from '@/components/FormDialog';
import MoneyField from '@/components/MoneyField';
import { agentSelectProps } from '@/components/options/agents';
import type { KeysUnder } from '@/core/i18n';
import type { AgentOption } from '@/services/agent';
import { addPlatform, type PlatformInput } from '@/services/platform';
import type { Option } from '@/services/types';
import { ALIPAY_APP_ID_PATTERN, MOBILE_PATTERN } from '@/services/rules';

/** The price range of a credit query the backend takes, in fen. */
const PRICE = { min: 1, max: 10_000 };

type Values = PlatformInput & Record<string, unknown>;

/** Onboards a platform: who it is, which agent brought it, what it may rent out, what a credit query costs it. */
export default function PlatformForm({
  open,
  agents,
  scopes,
  onClose,
  onSaved,
}: {
  open: boolean;
  agents?: AgentOption[];
  scopes?: Option<number>[];
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useMessages();
  const required = (label: string) => ({ required: true, whitespace: true, message: t('form.required', { label }) });
  const label = (key: KeysUnder<'platform.field'>) => t(`platform.field.${key}`);
  return (
    <FormDialog<Values, unknown>
      kind="drawer"
      title={t('platform.add')}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      draftId="platform-add"
      submit={(values) =>
        addPlatform({
          name: values.name.trim(),
          alipayAppId: values.alipayAppId.trim(),
          companyName: values.companyName.trim(),
          contactName: values.contactName.trim(),
          mobile: values.mobile.trim(),
          agentId: values.agentId ?? undefined,
          creditFeePrice: values.creditFeePrice,
          scopeIds: values.scopeIds,
          expireTime: values.expireTime,
        })
      }
      onDone={(_, values) => onSaved(values.name.trim())}
    >
      <ProFormText name="name" label={label('name')} fieldProps={{ maxLength: 30 }} rules={[required(label('name'))]} />
      <ProFormText
        name="companyName"
        label={label('company')}
        fieldProps={{ maxLength: 60 }}
        rules={[required(label('company'))]}
      />
      <ProFormText
        name="alipayAppId"
        label={label('appId')}
        fieldProps={{ maxLength: 16, inputMode: 'numeric' }}
        rules={[
          required(label('appId')),
          { pattern: ALIPAY_APP_ID_PATTERN, message: t('platform.field.appId.invalid') },
        ]}
      />
      <ProFormText
        name="contactName"
        label={label('contactName')}
        fieldProps={{ maxLength: 20 }}
        rules={[required(label('contactName'))]}
      />
      <ProFormText
        name="mobile"
        label={label('mobile')}
        fieldProps={{ maxLength: 11, inputMode: 'numeric' }}
        rules={[required(label('mobile')), { pattern: MOBILE_PATTERN, message: t('form.mobile.invalid') }]}
      />
      <ProForm.Item name="agentId" label={label('agent')} extra={t('platform.field.agent.extra')}>
        <Select placeholder={t('list.select')} {...agentSelectProps(agents)} />
      </ProForm.Item>
      <ProFormCheckbox.Group
        name="scopeIds"
        label={label('scopes')}
        options={scopes ?? []}
        rules={[{ required: true, type: 'array', min: 1, message: t('form.select', { label: label('scopes') }) }]}
      />
      <MoneyField name="creditFeePrice" label={label('price')} min={PRICE.min} max={PRICE.max} />
      {/* valueType: ProForm hands the day on as text; a bare DatePicker's dayjs would reach the
          submit flattened into a plain object by ProComponents 3's transform pass. */}
      <ProForm.Item
        name="expireTime"
        valueType="date"
        label={label('expire')}
        rules={[
          { required: true, message: t('form.select', { label: label('expire') }) },
          {
            validator: (_: unknown, value?: Dayjs) =>
              !value || value.format('YYYY-MM-DD') > new Date().toISOString().slice(0, 10)
                ? Promise.resolve()
                : Promise.reject(new Error(t('platform.field.expire.invalid'))),
          },
        ]}
      >
        <DatePicker style={{ width: '100%' }} />
      </ProForm.Item>
    </FormDialog>
  );
}
