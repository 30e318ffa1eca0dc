import { describe, expect, it } from 'vitest';
import { ratioSumProblem, riskChanges, riskPayload, scoreOf } from '@/pages/Risk/riskRules';

const saved = { platformId: 7, autoApproveRatio: 60, manualReviewRatio: 30, minCreditScore: 550, depositRatio: 30 };

describe('risk rules', () => {
  it('adds ratios exactly: 60.1 + 39.9 is 100, 60.1 + 39.91 is over', () => {
    expect(ratioSumProblem({ autoApproveRatio: '60.1', manualReviewRatio: '39.9' })).toBeUndefined();
    expect(ratioSumProblem({ autoApproveRatio: '60.1', manualReviewRatio: '39.91' })).toBe('100.01');
    expect(ratioSumProblem({ autoApproveRatio: 70, manualReviewRatio: '30.5' })).toBe('100.5');
    // An invalid field is its own problem, not the sum's.
    expect(ratioSumProblem({ autoApproveRatio: 'abc', manualReviewRatio: '99' })).toBeUndefined();
  });

  it('reads the score as a whole number from 350 to 950', () => {
    expect(scoreOf('550')).toBe(550);
    expect(scoreOf(' 950 ')).toBe(950);
    expect(scoreOf('349')).toBeUndefined();
    expect(scoreOf('951')).toBeUndefined();
    expect(scoreOf('550.5')).toBeUndefined();
    expect(scoreOf('')).toBeUndefined();
  });

  it('lists only the fields that changed, old -> new, however they are written', () => {
    expect(
      riskChanges(saved, {
        autoApproveRatio: '60.00',
        manualReviewRatio: 30,
        minCreditScore: '550',
        depositRatio: '30',
      }),
    ).toEqual([]);
    expect(riskChanges(saved, { autoApproveRatio: '55.25', minCreditScore: '600', depositRatio: '30' })).toEqual([
      { field: 'autoApproveRatio', before: '60%', after: '55.25%' },
      { field: 'minCreditScore', before: '550', after: '600' },
    ]);
  });

  it('builds the request with percent numbers from basis points', () => {
    expect(
      riskPayload(7, {
        autoApproveRatio: '55.25',
        manualReviewRatio: '44.75',
        minCreditScore: '600',
        depositRatio: 30,
      }),
    ).toEqual({
      platformId: 7,
      autoApproveRatio: 55.25,
      manualReviewRatio: 44.75,
      minCreditScore: 600,
      depositRatio: 30,
    });
  });
});
