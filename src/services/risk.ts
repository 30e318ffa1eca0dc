import type * as v from 'valibot';
import { endpoint } from './endpoint';
import { int, nothing, num, needed, optional, record, text, dateTime } from './wire';

/** Per-platform thresholds and ratios, percentages 0–100 with two decimals. */
const riskScale = record({
  platformId: needed(int('Platform id'), 'whose settings they are'),
  autoApproveRatio: needed(
    num('Share of orders auto-approved by the credit score, percent 0–100, two decimals'),
    'the form edits and saves the settings whole',
  ),
  manualReviewRatio: needed(
    num('Share of orders sent to manual review, percent 0–100, two decimals'),
    'the form edits and saves the settings whole',
  ),
  minCreditScore: needed(int('Lowest credit score accepted'), 'the form edits and saves the settings whole'),
  depositRatio: needed(
    num('Deposit asked of customers below the score, percent 0–100, two decimals'),
    'the form edits and saves the settings whole',
  ),
  updateTime: optional(dateTime('Last saved')),
  operatorName: optional(text('Who saved last')),
});
export type RiskScale = v.InferOutput<typeof riskScale>;

export const getRiskScale = endpoint('GET', '/api/plant_scale/info', {
  summary: 'A platform’s risk settings',
  request: record({ platformId: int('Platform id') }),
  answer: riskScale,
  action: 'risk:view',
  reads: ['risk'],
});
export const saveRiskScale = endpoint('POST', '/api/plant_scale/scale', {
  summary: 'Saves a platform’s risk settings',
  request: riskScale,
  answer: nothing,
  action: 'risk:edit',
  changes: ['risk'],
});
