import { PLATFORM_STATUS, type Platform, type PlatformStatus } from '@/services/platform';
import type { Option } from '@/services/types';
import type { MockAgent, MockSigning } from './agent';
import { beijingTime, MOCK_NOW, type Random } from './random';
import type { Stored } from './stored';

/**
 * A platform (a rental merchant's store) as the fake backend stores it. `balance` only
 * ever changes through the ledger (mock/db/ledger.ts), which writes the flow and
 * consumption rows that explain it.
 */
export interface MockPlatform extends Omit<
  Stored<
    Platform,
    'platformNo' | 'companyName' | 'signTime' | 'expireTime' | 'notes' | 'mobile' | 'scopeIds' | 'creditFeePrice'
  >,
  'agentName'
> {
  /** Whether the platform's warehouse printer answers (one starts offline). */
  printerOnline: boolean;
  /** Whether it ships through the cloud warehouse (has shipments and merchants). */
  ships: boolean;
}

export const SCOPES: Option<number>[] = [
  { value: 1, label: '手机' },
  { value: 2, label: '电脑' },
  { value: 3, label: '相机' },
  { value: 4, label: '游戏机' },
  { value: 5, label: '无人机' },
  { value: 6, label: '平板' },
];

/** The six platforms that ship through the warehouse, and the balance each ends its seeded history with. */
export const SHIPPING_PLATFORMS = [
  { id: 101, name: '优享租机', target: 1_268_000, printerOnline: true },
  { id: 102, name: '趣租数码', target: 356_050, printerOnline: true },
  { id: 103, name: '青柠租赁', target: 98_700, printerOnline: false },
  // Nearly empty: its prints fail with "账号单量不足" until someone recharges it.
  { id: 104, name: '随心租', target: 30, printerOnline: true },
  { id: 105, name: '易租相机', target: 512_300, printerOnline: true },
  { id: 106, name: '机享派', target: 2_045_600, printerOnline: true },
];

const MORE_NAMES = [
  '小熊租机',
  '闪租',
  '租个好机',
  'e 租宝',
  '好享租',
  '人人租机',
  '租立得',
  '爱租机',
  '米租',
  '速租',
  '享换机',
  '乐租数码',
  '途租',
  '拍立租',
  '租无忧',
  '机友租',
  '云租',
  '畅租',
  '青橙租',
  '八戒租',
  '租机侠',
  '满分租',
  '优品租',
  '飞租',
  '享拍相机',
  '影租',
  '机会租',
  '租快',
  '嗨租',
  '轻租',
];
const COMPANY_SUFFIX = ['网络科技有限公司', '信息技术有限公司', '电子商务有限公司', '科技有限公司'];
const CITIES = ['深圳', '杭州', '广州', '上海', '北京', '成都', '武汉', '南京', '厦门', '长沙'];
const CONTACTS = ['刘洋', '陈静', '黄磊', '周敏', '吴杰', '徐娟', '孙涛', '马超', '朱慧', '胡明', '郭华', '何勇'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Thirty-six platforms: the six shipping ones first, then stores that use only the
 * per-use services (credit queries, SMS, e-signing). Signed up by active agents.
 */
export function seedPlatforms(
  random: Random,
  agents: MockAgent[],
): { platforms: MockPlatform[]; signings: MockSigning[] } {
  const active = agents.filter((agent) => agent.status === 1);
  const names = [...SHIPPING_PLATFORMS.map((seed) => seed.name), ...MORE_NAMES];
  const platforms: MockPlatform[] = [];
  const signings: MockSigning[] = [];
  names.forEach((name, index) => {
    const shipping = SHIPPING_PLATFORMS[index];
    const signed = MOCK_NOW - (420 - index * 7) * 86_400_000 - random.int(0, 86_400) * 1000;
    // A few platforms have no agent (signed up directly); the rest belong to an active agent.
    const agent = index % 7 === 3 ? undefined : active[(index * 5) % active.length];
    const { active: ok, disabled, expired, pending } = PLATFORM_STATUS;
    const status: PlatformStatus = shipping
      ? ok
      : index % 11 === 8
        ? disabled
        : index % 13 === 10
          ? expired
          : index >= 33
            ? pending
            : ok;
    const scopeCount = random.int(1, 3);
    const scopeIds = Array.from(new Set(Array.from({ length: scopeCount }, () => random.int(1, SCOPES.length)))).sort();
    const platform: MockPlatform = {
      id: shipping?.id ?? 101 + index,
      platformNo: `PT2024${pad(index + 1, 4)}`,
      name,
      alipayAppId: `2021${pad(random.int(0, 99_999_999), 8)}${pad(index, 4)}`,
      companyName: `${random.pick(CITIES)}${name.replace(/\s/g, '')}${random.pick(COMPANY_SUFFIX)}`,
      contactName: random.pick(CONTACTS),
      mobile: `1${random.pick(['37', '38', '39', '58', '86', '89'])}${pad(random.int(0, 99_999_999), 8)}`,
      agentId: agent?.id,
      balance: 0,
      creditFeePrice: random.pick([120, 150, 150, 180, 200]),
      scopeIds,
      signTime: beijingTime(signed),
      expireTime:
        beijingTime(signed + (status === PLATFORM_STATUS.expired ? 365 : 730) * 86_400_000).slice(0, 10) + ' 23:59:59',
      notes: [],
      status,
      printerOnline: shipping?.printerOnline ?? true,
      ships: Boolean(shipping),
    };
    platforms.push(platform);
    if (agent) {
      signings.push({
        agentId: agent.id,
        platformId: platform.id,
        platformName: platform.name,
        signTime: platform.signTime,
        contractNo: `HT${platform.signTime.slice(0, 10).replace(/-/g, '')}${pad(index + 1, 4)}`,
        signStatus: status === PLATFORM_STATUS.expired ? '已失效' : '已签约',
      });
    }
  });
  // A couple of contracts out for signature: the agent's platform list shows them too.
  for (const [offset, agent] of active.slice(0, 4).entries()) {
    const platform = platforms[platforms.length - 1 - offset];
    if (platform.agentId === agent.id) continue;
    signings.push({
      agentId: agent.id,
      platformId: platform.id,
      platformName: platform.name,
      signTime: beijingTime(MOCK_NOW - (offset + 2) * 86_400_000),
      contractNo: `HT${beijingTime(MOCK_NOW).slice(0, 10).replace(/-/g, '')}${pad(90 + offset, 4)}`,
      signStatus: '待签约',
    });
  }
  return { platforms, signings };
}

/** The platform as the API sends it, with its agent's name. */
export function platformView(platform: MockPlatform, agents: MockAgent[]): Platform {
  const { printerOnline: _printer, ships: _ships, ...rest } = platform;
  return { ...rest, agentName: agents.find((agent) => agent.id === platform.agentId)?.name };
}
