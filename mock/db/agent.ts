import type { Agent, AgentStatus, SignedPlatform } from '@/services/agent';
import { residentIdCheck, reviewRemark } from '@/services/rules';
import { beijingTime, MOCK_NOW, type Random } from './random';
import type { Stored } from './stored';

export const AGENT_STATUS_LABELS: Record<AgentStatus, string> = { 0: '待审核', 1: '正常', 2: '禁用', 3: '已驳回' };

/**
 * An agent as the fake backend stores it: personal data whole (the console masks it on
 * screen whatever the backend sends), the commission rate in basis points (an integer, so
 * settlement amounts are computed without floating-point error), no derived amounts.
 */
export interface MockAgent extends Omit<
  Stored<Agent, 'agentNo' | 'mobile' | 'remarks' | 'createTime' | 'contactName' | 'bankName' | 'accountHolder'>,
  | 'commissionRate'
  | 'signedPlatformCount'
  | 'pendingSettleAmount'
  | 'settledAmount'
  | 'bankAccountMasked'
  | 'idCardMasked'
> {
  /** 550 = 5.50 % */
  commissionBp: number;
  bankAccount: string;
  idCard: string;
}

export interface MockSigning extends Stored<SignedPlatform, 'signTime' | 'signStatus' | 'platformName' | 'contractNo'> {
  agentId: number;
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '华',
  '慧',
  '建国',
  '海燕',
  '志强',
];
const COMPANY_CITIES = ['深圳', '杭州', '广州', '成都', '武汉', '南京', '厦门', '长沙', '西安', '苏州'];
const COMPANY_WORDS = ['云启', '租享', '优联', '信达', '博远', '智租', '恒通', '星河', '捷安', '众诚', '乐享', '鼎盛'];
const BANKS = [
  '招商银行',
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '交通银行',
  '平安银行',
  '兴业银行',
  '中国银行',
];
const REMARKS = [
  '已电话沟通结算周期，按月结算无异议',
  '提交了新的营业执照副本，已核对',
  '本月新签 2 个平台，跟进合同回传',
  '对账单有疑问，财务已解释佣金口径',
  '联系人变更，新联系人手机号已更新',
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function personName(random: Random): string {
  return `${SURNAMES[random.int(0, SURNAMES.length - 1)]}${random.pick(GIVEN)}`;
}

function mobileOf(random: Random, index: number): string {
  return `1${random.pick(['35', '36', '37', '38', '39', '58', '59', '86', '88'])}${pad(random.int(0, 9999), 4)}${pad((index * 37) % 10000, 4)}`;
}

function idCardOf(random: Random): string {
  const birth = `19${random.int(70, 99)}${pad(random.int(1, 12), 2)}${pad(random.int(1, 28), 2)}`;
  const first17 = `${random.pick(['440305', '330106', '510107', '420111', '320106', '350203'])}${birth}${pad(random.int(0, 999), 3)}`;
  random.next(); // the draw that once picked a check character: the seed's later values stay as they were
  return `${first17}${residentIdCheck(first17)}`;
}

export function seedAgents(random: Random): MockAgent[] {
  const agents: MockAgent[] = [];
  for (let index = 0; index < 60; index += 1) {
    const created = MOCK_NOW - (60 - index) * 6 * 86_400_000 - random.int(0, 86_400) * 1000;
    const type = (index % 3 === 0 ? 2 : 1) as 1 | 2;
    const contact = personName(random);
    const name = type === 2 ? `${random.pick(COMPANY_CITIES)}${random.pick(COMPANY_WORDS)}科技有限公司` : contact;
    // Most agents are active; the newest wait for review; a few were disabled or rejected.
    const status: AgentStatus =
      index >= 55 ? 0 : index % 17 === 4 ? 2 : index % 23 === 9 ? 3 : index % 29 === 7 ? 0 : 1;
    const remarks = Array.from({ length: index % 4 }, (_, r) => ({
      content: REMARKS[(index + r) % REMARKS.length],
      operatorName: random.pick(['张晓云', '李仓管']),
      createTime: beijingTime(created + (r + 1) * 9 * 86_400_000),
    })).filter((remark) => remark.createTime <= beijingTime(MOCK_NOW));
    // A rejected agent's remarks say who refused it, when and why (the review's history); the
    // company with its owner's account was refused once and has applied again.
    if (status === 3 || index === 57)
      remarks.push({
        content: reviewRemark('rejected', '营业执照照片模糊，请上传清晰的原件照片'),
        operatorName: '张晓云',
        createTime: beijingTime(created + 2 * 86_400_000),
      });
    agents.push({
      id: 2001 + index,
      agentNo: `AG${beijingTime(created).slice(0, 10).replace(/-/g, '')}${pad(index + 1, 4)}`,
      name,
      type,
      contactName: contact,
      mobile: mobileOf(random, index),
      commissionBp: random.pick([300, 450, 500, 550, 600, 800, 1000, 1250]),
      bankName: random.pick(BANKS),
      bankAccount: `62${random.pick(['14', '22', '28', '17', '25'])}${Array.from({ length: 14 }, () => random.int(0, 9)).join('')}`,
      // One company waiting for review asks to be paid into its owner's own account: the
      // review warns that the holder is not the company.
      accountHolder: type === 2 && index !== 57 ? name : contact,
      idCard: type === 1 ? idCardOf(random) : '',
      licenseImg: type === 2 ? '/mock-files/seed/business-licence.svg' : undefined,
      inviteCode: `YQ${pad((index * 7919) % 100000, 5)}`,
      remarks,
      status,
      createTime: beijingTime(created),
    });
  }
  return agents;
}

/** The rate as the API sends it (0.055 for 5.50 %). */
export function rateOf(agent: Pick<MockAgent, 'commissionBp'>): number {
  return agent.commissionBp / 10_000;
}
