/**
 * Two payouts a bank would not take, as a real backend holds them: an agent migrated from the
 * old system with only the masked account (the migration never carried the whole one), and a
 * month whose orders were all returned (a commission of ¥0.00). Both await their voucher, the
 * oldest of that tab (its last page), and no seeded random number is drawn for them: the rest
 * of the demo data stays as it was.
 */
import { residentIdCheck } from '@/services/rules';
import type { MockAgent } from './agent';
import type { MockPlatform } from './platform';
import type { MockSettlement } from './settlement';
import { MOCK_NOW } from './random';

function monthBack(months: number): string {
  const now = new Date(MOCK_NOW + 8 * 3_600_000);
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function seedPayeeAnomalies(
  agents: MockAgent[],
  platforms: MockPlatform[],
  settlements: MockSettlement[],
): void {
  const idFirst17 = '33010619850712003';
  agents.push(
    {
      id: 2901,
      agentNo: 'AG202403020061',
      name: '宁波甬新电子有限公司',
      type: 2,
      contactName: '郑伟',
      mobile: '13957400061',
      commissionBp: 500,
      bankName: '宁波银行江北支行',
      // What the old system kept: the whole number never came over.
      bankAccount: '6222 **** **** 1234',
      accountHolder: '宁波甬新电子有限公司',
      idCard: '',
      licenseImg: '/mock-files/seed/business-licence.svg',
      inviteCode: 'YQ29010',
      remarks: [
        {
          content: '旧系统迁移：收款账号只迁移了脱敏号码，待代理商重新提供完整账号',
          operatorName: '张晓云',
          createTime: '2024-03-02 10:20:00',
        },
      ],
      status: 1,
      createTime: '2024-03-02 10:00:00',
    },
    {
      id: 2902,
      agentNo: 'AG202404150062',
      name: '陈立新',
      type: 1,
      contactName: '陈立新',
      mobile: '13857100062',
      commissionBp: 600,
      bankName: '中国银行杭州西湖支行',
      bankAccount: '6217856100012345678',
      accountHolder: '陈立新',
      idCard: `${idFirst17}${residentIdCheck(idFirst17)}`,
      inviteCode: 'YQ29020',
      remarks: [],
      status: 1,
      createTime: '2024-04-15 14:00:00',
    },
  );
  const platform = platforms[0];
  const period = monthBack(2);
  const created = `${monthBack(1)}-03 08:00:00`;
  const confirmed = `${monthBack(1)}-05 09:30:00`;
  const common = {
    platformId: platform.id,
    platformName: platform.name,
    voucherUrls: [],
    deliveryConfirmTime: confirmed,
    operatorName: '张晓云',
    status: 1 as const,
    period,
  };
  settlements.push(
    {
      ...common,
      settleNo: `JS${created.slice(0, 10).replace(/-/g, '')}9901`,
      agentId: 2901,
      agentName: '宁波甬新电子有限公司',
      orderCount: 12,
      orderAmount: 2_469_000,
      settleAmount: 123_450,
      commissionBp: 500,
      createTime: created,
    },
    {
      ...common,
      settleNo: `JS${created.slice(0, 10).replace(/-/g, '')}9902`,
      agentId: 2902,
      agentName: '陈立新',
      orderCount: 3,
      orderAmount: 0,
      settleAmount: 0,
      commissionBp: 600,
      remark: '本期订单全部退租，佣金为 0',
      createTime: created,
    },
  );
}
