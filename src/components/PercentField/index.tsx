import { ProForm } from '@ant-design/pro-components';
import { Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMessages } from '@/adapters/intl';
import {
  bpToFraction,
  bpToPercent,
  bpToPercentText,
  fractionToBp,
  parsePercent,
  percentToBp,
  type PercentProblem,
} from '@/core/percent';
import '@/components/kitMessages';

export interface PercentFieldProps {
  name: string;
  label: string;
  /** What the endpoint takes: a fraction (0.055, commission rates) or a percent number (5.5, risk ratios). */
  wire: 'fraction' | 'percent';
  /** Bounds in basis points, inclusive (default 0–10000, that is 0–100 %). */
  min?: number;
  max?: number;
  required?: boolean;
  /** Extra rules (cross-field checks) run after the field's own. */
  rules?: Rule[];
  dependencies?: string[];
  extra?: string;
}

/**
 * A percentage field of a ProForm: 0–100 with at most two decimals, typed as text and
 * checked next to the field; the submit receives the endpoint's own form of the number,
 * made from integer basis points (src/core/percent.ts).
 */
export default function PercentField({
  name,
  label,
  wire,
  min = 0,
  max = 10_000,
  required = true,
  rules = [],
  dependencies,
  extra,
}: PercentFieldProps) {
  const { t } = useMessages();
  const problemText = (problem: PercentProblem) =>
    problem === 'empty'
      ? t('form.required', { label })
      : t(`percent.${problem}`, { label, min: bpToPercentText(min), max: bpToPercentText(max) });
  const own: Rule = {
    required,
    validator: (_, value: string | undefined) => {
      if (!required && !String(value ?? '').trim()) return Promise.resolve();
      const parsed = parsePercent(value, { min, max });
      return parsed.ok ? Promise.resolve() : Promise.reject(new Error(problemText(parsed.problem)));
    },
  };
  return (
    <ProForm.Item
      name={name}
      label={label}
      rules={[own, ...rules]}
      dependencies={dependencies}
      extra={extra}
      // Values arrive in the wire's form; the input edits text; the submit gets the wire's form again.
      convertValue={(value: unknown) =>
        typeof value === 'number'
          ? bpToPercentText(wire === 'fraction' ? fractionToBp(value) : percentToBp(value))
          : value
      }
      transform={(value: string) => {
        const parsed = parsePercent(value, { min, max });
        return {
          [name]: parsed.ok ? (wire === 'fraction' ? bpToFraction(parsed.bp) : bpToPercent(parsed.bp)) : undefined,
        };
      }}
    >
      <Input suffix="%" inputMode="decimal" autoComplete="off" style={{ fontVariantNumeric: 'tabular-nums' }} />
    </ProForm.Item>
  );
}
