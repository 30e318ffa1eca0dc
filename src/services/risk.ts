import { endpoint } from './endpoint';

/** Per-platform thresholds and ratios, percentages 0–100 with two decimals. */
export interface RiskScale {
  platformId: number;
  /** Share of orders auto-approved by the credit score. */
  autoApproveRatio: number;
  /** Share of orders sent to manual review. */
  manualReviewRatio: number;
  /** Lowest credit score accepted. */
  minCreditScore: number;
  /** Deposit ratio asked of customers below the score. */
  depositRatio: number;
  updateTime?: string;
  operatorName?: string;
}

export const getRiskScale = endpoint<{ platformId: number }, RiskScale>('GET', '/api/plant_scale/info', {
  action: 'risk:view',
  reads: ['risk'],
});
export const saveRiskScale = endpoint<RiskScale, null>('POST', '/api/plant_scale/scale', {
  action: 'risk:edit',
  changes: ['risk'],
});
