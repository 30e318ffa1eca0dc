import { describe, expect, it } from 'vitest';
import { payeeNameMatches, readReviewRemark, reviewRemark } from '@/services/rules';

describe('payeeNameMatches', () => {
  it('takes the agent’s own name in any typed form, and nothing else', () => {
    expect(payeeNameMatches('杭州云仓(科技)有限公司', '杭州云仓（科技）有限公司')).toBe(true);
    expect(payeeNameMatches('张晓云', ' 张 晓云 ')).toBe(true);
    expect(payeeNameMatches('Acme Ltd', 'ＡＣＭＥ ltd')).toBe(true);
    expect(payeeNameMatches('杭州云仓科技有限公司', '张晓云')).toBe(false);
    expect(payeeNameMatches('张晓云', '张晓')).toBe(false);
    // Nothing typed yet is not a mismatch: the field's own rule asks for it.
    expect(payeeNameMatches('张晓云', undefined)).toBe(true);
  });
});

describe('review remarks', () => {
  it('reads back what a review wrote, and earlier rejections', () => {
    expect(readReviewRemark(reviewRemark('approved'))).toEqual({ decision: 'approved', reason: undefined });
    expect(readReviewRemark(reviewRemark('rejected', '执照过期'))).toEqual({
      decision: 'rejected',
      reason: '执照过期',
    });
    expect(readReviewRemark('驳回原因：资料不全')).toEqual({ decision: 'rejected', reason: '资料不全' });
    expect(readReviewRemark('已电话回访，合作意向明确')).toBeUndefined();
  });
});
