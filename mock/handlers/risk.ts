import { getRiskScale, saveRiskScale, type RiskScale } from '@/services/risk';
import { db } from '../db';
import { nowText } from '../db/random';
import { DEFAULT_RISK } from '../db/risk';
import { num, refuse, serve } from './serve';

/** A percentage from 0 to 100 with at most two decimals. */
function isPercent(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= 100 &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

export default [
  serve(getRiskScale, ({ query }) => {
    const platformId = num(query.platformId);
    if (!db.platforms.some((platform) => platform.id === platformId)) return refuse(404, '平台不存在');
    return db.risk.get(platformId!) ?? { platformId: platformId!, ...DEFAULT_RISK };
  }),

  serve(saveRiskScale, ({ body, user }) => {
    if (!db.platforms.some((platform) => platform.id === body.platformId)) return refuse(404, '平台不存在');
    const fields = ['autoApproveRatio', 'manualReviewRatio', 'depositRatio'] as const;
    for (const field of fields) if (!isPercent(body[field])) return refuse(400, '比例须在 0–100 之间，最多两位小数');
    if (body.autoApproveRatio! + body.manualReviewRatio! > 100)
      return refuse(400, '自动通过与人工审核的比例之和不能超过 100%');
    if (
      typeof body.minCreditScore !== 'number' ||
      !Number.isInteger(body.minCreditScore) ||
      body.minCreditScore < 350 ||
      body.minCreditScore > 950
    ) {
      return refuse(400, '最低信用分须为 350–950 之间的整数');
    }
    const saved: RiskScale = {
      platformId: body.platformId!,
      autoApproveRatio: body.autoApproveRatio!,
      manualReviewRatio: body.manualReviewRatio!,
      minCreditScore: body.minCreditScore,
      depositRatio: body.depositRatio!,
      updateTime: nowText(),
      operatorName: user.nickname,
    };
    db.risk.set(saved.platformId, saved);
    return null;
  }),
];
