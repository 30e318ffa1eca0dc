/**
 * Risk settings as rules: what the form holds against what is saved, field by field, and
 * the checks across fields. Percentages go through integer basis points (src/core/percent),
 * so 60.1 + 39.9 is exactly 100. Pure: tested in tests/pure/riskRules.test.ts.
 */
import { bpToPercent, bpToPercentText, parsePercent, percentToBp } from '@/core/percent';
import type { RiskScale } from '@/services/risk';

type RatioField = 'autoApproveRatio' | 'manualReviewRatio' | 'depositRatio';
type RiskField = RatioField | 'minCreditScore';
const RISK_FIELDS: RiskField[] = ['autoApproveRatio', 'manualReviewRatio', 'minCreditScore', 'depositRatio'];

export const SCORE = { min: 350, max: 950 };

/** The form's values as the fields hold them: text while typed, numbers as loaded. */
export type RiskFormValues = Partial<Record<RiskField, string | number>>;

/** A ratio field's value in basis points, or undefined when it is not a valid percentage. */
function ratioBp(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return percentToBp(value);
  const parsed = parsePercent(value);
  return parsed.ok ? parsed.bp : undefined;
}

/** The score as an integer in range, or undefined. */
export function scoreOf(value: string | number | undefined): number | undefined {
  const text = String(value ?? '').trim();
  if (!/^\d{3}$/.test(text)) return undefined;
  const score = Number(text);
  return score >= SCORE.min && score <= SCORE.max ? score : undefined;
}

/** Auto-approve and manual-review shares together may not exceed 100 %: the sum in percent when they do. */
export function ratioSumProblem(values: RiskFormValues): string | undefined {
  const auto = ratioBp(values.autoApproveRatio);
  const manual = ratioBp(values.manualReviewRatio);
  if (auto === undefined || manual === undefined) return undefined;
  return auto + manual > 10_000 ? bpToPercentText(auto + manual) : undefined;
}

export interface RiskChange {
  field: RiskField;
  before: string;
  after: string;
}

const show = (field: RiskField, value: string | number | undefined): string => {
  if (field === 'minCreditScore') return String(value ?? '').trim();
  const bp = ratioBp(value);
  return bp === undefined ? String(value ?? '') : `${bpToPercentText(bp)}%`;
};

/** Each field whose value differs from the saved one (old -> new, as the operator reads them). */
export function riskChanges(saved: RiskScale, values: RiskFormValues): RiskChange[] {
  return RISK_FIELDS.flatMap((field) => {
    const value = values[field];
    if (value === undefined) return [];
    const same =
      field === 'minCreditScore'
        ? scoreOf(value) === saved.minCreditScore
        : ratioBp(value) === percentToBp(saved[field]);
    return same ? [] : [{ field, before: show(field, saved[field]), after: show(field, value) }];
  });
}

/** The request for valid values. */
export function riskPayload(platformId: number, values: RiskFormValues): RiskScale {
  const ratio = (field: RatioField) => bpToPercent(ratioBp(values[field])!);
  return {
    platformId,
    autoApproveRatio: ratio('autoApproveRatio'),
    manualReviewRatio: ratio('manualReviewRatio'),
    minCreditScore: scoreOf(values.minCreditScore)!,
    depositRatio: ratio('depositRatio'),
  };
}
