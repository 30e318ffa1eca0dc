/**
 * Settlements as the server has them now, read just before a file is written or a bank's
 * result is matched: every settlement awaiting its voucher (a few pages of the largest size),
 * and any other number asked for, found by its number.
 */
import { fewAtOnce } from '@/core/fewAtOnce';
import { MAX_PAGE_SIZE } from '@/core/pagination';
import { getAgentSettlementList, SETTLEMENT_STATUS, type Settlement } from '@/services/settlement';

/** Every settlement awaiting its voucher, by number. */
export async function awaitingNow(signal?: AbortSignal): Promise<Map<string, Settlement>> {
  const found = new Map<string, Settlement>();
  for (let page = 1; ; page += 1) {
    const result = await getAgentSettlementList(
      { status: SETTLEMENT_STATUS.awaitingVoucher, page, limit: MAX_PAGE_SIZE },
      { signal },
    );
    for (const row of result.list) found.set(row.settleNo, row);
    if (result.list.length === 0 || page * MAX_PAGE_SIZE >= result.total) return found;
  }
}

/** The settlements of `settleNos` whatever their status, by number (absent: no such settlement). */
export async function settlementsNamed(settleNos: readonly string[], signal?: AbortSignal) {
  const found = await awaitingNow(signal);
  const others = [...new Set(settleNos)].filter((settleNo) => settleNo && !found.has(settleNo));
  const answers = await fewAtOnce(
    others,
    (settleNo, aborted) => getAgentSettlementList({ keyword: settleNo, page: 1, limit: 10 }, { signal: aborted }),
    signal,
  );
  for (const answer of answers)
    for (const row of answer.list) if (others.includes(row.settleNo)) found.set(row.settleNo, row);
  return found;
}
