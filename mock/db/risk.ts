import type { RiskScale } from '@/services/risk';
import type { MockPlatform } from './platform';
import { beijingTime, MOCK_NOW, type Random } from './random';

/** Each platform's risk settings; a platform never configured gets the defaults. */
export const DEFAULT_RISK: Omit<RiskScale, 'platformId'> = {
  autoApproveRatio: 60,
  manualReviewRatio: 30,
  minCreditScore: 550,
  depositRatio: 30,
};

export function seedRisk(random: Random, platforms: MockPlatform[]): Map<number, RiskScale> {
  const settings = new Map<number, RiskScale>();
  platforms.forEach((platform, index) => {
    if (index % 4 === 3) return;
    const autoApproveRatio = random.pick([45, 50, 55.5, 60, 65, 70]);
    settings.set(platform.id, {
      platformId: platform.id,
      autoApproveRatio,
      manualReviewRatio: Math.min(100 - autoApproveRatio, random.pick([20, 25, 30, 35])),
      minCreditScore: random.pick([500, 550, 580, 600, 620]),
      depositRatio: random.pick([0, 10, 20, 30, 50]),
      updateTime: beijingTime(MOCK_NOW - random.int(2, 90) * 86_400_000),
      operatorName: random.pick(['张晓云', '风控-林峰']),
    });
  });
  return settings;
}
