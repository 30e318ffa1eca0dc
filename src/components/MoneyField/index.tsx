import { ProForm } from '@ant-design/pro-components';
import { Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMessages } from '@/adapters/intl';
import { fenToInputText, formatMoney, parseYuan, toChineseCapital, type MoneyProblem } from '@/core/money';
import '@/components/kitMessages';
import { colorVar } from '@/theme';

interface MoneyInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Shows the amount in Chinese capitals under the field while it is valid (vouchers, recharges). */
  showCapital?: boolean;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
}

/** Yuan as the operator types them: the text is kept as typed; the form hands on fen. */
function MoneyInput({ value, onChange, showCapital, ...rest }: MoneyInputProps) {
  const parsed = parseYuan(value);
  return (
    <>
      <Input
        {...rest}
        prefix="¥"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      />
      {showCapital && parsed.ok && parsed.fen > 0 && (
        <div style={{ marginTop: 4, color: colorVar('textSecondary') }} data-testid="money-capital">
          {toChineseCapital(parsed.fen)}
        </div>
      )}
    </>
  );
}

export interface MoneyFieldProps {
  name: string;
  label: string;
  /** Bounds in fen, inclusive (default: more than 0). */
  min?: number;
  max?: number;
  required?: boolean;
  showCapital?: boolean;
  placeholder?: string;
}

/**
 * A money field of a ProForm: takes yuan with at most two decimals (a pasted "¥1,234.50"
 * too), says next to the field what is wrong, and hands integer fen to the submit — no
 * floating-point arithmetic on the way.
 */
export default function MoneyField({
  name,
  label,
  min = 1,
  max,
  required = true,
  showCapital,
  placeholder,
}: MoneyFieldProps) {
  const { t } = useMessages();
  const problemText = (problem: MoneyProblem) =>
    problem === 'empty'
      ? t('form.required', { label })
      : t(`money.${problem}`, { label, min: formatMoney(min), max: max === undefined ? '' : formatMoney(max) });
  const rules: Rule[] = [
    {
      required,
      validator: (_, value: string | undefined) => {
        if (!required && !String(value ?? '').trim()) return Promise.resolve();
        const parsed = parseYuan(value, { min, max });
        return parsed.ok ? Promise.resolve() : Promise.reject(new Error(problemText(parsed.problem)));
      },
    },
  ];
  return (
    <ProForm.Item
      name={name}
      label={label}
      rules={rules}
      // Initial values arrive in fen; what the submit receives is fen again.
      convertValue={(value: unknown) => (typeof value === 'number' ? fenToInputText(value) : value)}
      transform={(value: string) => {
        const parsed = parseYuan(value, { min, max });
        return { [name]: parsed.ok ? parsed.fen : undefined };
      }}
    >
      <MoneyInput showCapital={showCapital} placeholder={placeholder ?? t('money.placeholder')} />
    </ProForm.Item>
  );
}
