import { addScreenMessages, useMessages } from '@/adapters/intl';
import settleOutcomeMessages from '@/locales/zh-CN/settlementOutcome';
import type { OutcomeTruth } from '@/components/outcome';
import { OutcomeFacts } from '@/components/outcome/OutcomePanel';
import { getAgentSettlementList, SETTLEMENT_STATUS, type Settlement } from '@/services/settlement';

addScreenMessages(settleOutcomeMessages);

/** The settlement as the server has it now. */
async function readSettlement(settleNo: string): Promise<Settlement | undefined> {
  const page = await getAgentSettlementList({ keyword: settleNo, page: 1, limit: 10 });
  return page.list.find((row) => row.settleNo === settleNo);
}

/**
 * What the re-read found, as a component: it translates when it renders, after this module has
 * registered its messages (a translator taken from the screen before this module loaded knew
 * none of them, and the labels showed as their keys).
 */
function SettlementFacts({ row }: { row: Settlement | undefined }) {
  const { t } = useMessages();
  return (
    <OutcomeFacts
      items={[
        {
          label: t('settlement.outcome.status'),
          value: row ? t(`settlement.status.${row.status}`) : t('settlement.outcome.missing'),
        },
        ...(row?.deliveryConfirmTime
          ? [{ label: t('settlement.outcome.confirmedAt'), value: row.deliveryConfirmTime }]
          : []),
        ...(row?.voucherUploadTime ? [{ label: t('settlement.outcome.voucherAt'), value: row.voucherUploadTime }] : []),
      ]}
    />
  );
}

/** After a lost confirmation: delivery is confirmed once the row has left 待确认 for what follows it. */
export async function verifyConfirmed(settleNo: string): Promise<OutcomeTruth> {
  const row = await readSettlement(settleNo);
  const applied = row?.status === SETTLEMENT_STATUS.awaitingVoucher || row?.status === SETTLEMENT_STATUS.settled;
  return { applied, details: <SettlementFacts row={row} /> };
}

/** After a lost voucher upload: the row is settled with these vouchers. */
export async function verifyVoucher(settleNo: string, voucherUrls: string[]): Promise<OutcomeTruth> {
  const row = await readSettlement(settleNo);
  const applied =
    row?.status === SETTLEMENT_STATUS.settled && voucherUrls.every((url) => row.voucherUrls.includes(url));
  return { applied, details: <SettlementFacts row={row} /> };
}
