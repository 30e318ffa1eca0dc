import { EXPRESS_CODES, type ExpressCode, type PrintAttempt, type Shipment } from '@/services/shipping';
import shippingMessages from '@/locales/zh-CN/shipping';
import type { Stored } from './stored';
import type { MockMerchant } from './orders';
import type { MockPlatform } from './platform';
import { beijingTime, MOCK_NOW, seededRandom, type Random } from './random';

/** A shipment as stored: the fields the list shows are always there. */
export type StoredShipment = Stored<
  Shipment,
  'createTime' | 'receiverAddress' | 'receiverName' | 'receiverMobile' | 'platformName' | 'monthlyRent'
>;

/** What one cloud-printed waybill costs the platform, in fen. */
export const WAYBILL_FEE = 50;
/** Reprint limit (docs/requirements.md#printing). */
export { MAX_PRINTS } from '@/services/rules';

/** A carrier's name as the backend sends it: the console's own Chinese label, stated once in the locale. */
export const EXPRESS_NAMES = Object.fromEntries(
  EXPRESS_CODES.map((code) => [code, shippingMessages[`shipping.express.${code}`]]),
) as Record<ExpressCode, string>;

/** Addresses that no carrier can route: printing these fails for good. */
export const UNREACHABLE_MARK = '（地址待补充）';

export const OPERATORS = [
  { id: 1, name: '张晓云' },
  { id: 2, name: '李仓管' },
  { id: 4, name: '赵发货' },
  { id: 5, name: '孙打包' },
];

const GOODS = [
  { name: 'iPhone 15 Pro Max 256G 原色钛金属', monthly: 56_900, deposit: 899_900 },
  { name: 'iPhone 15 128G 黑色', monthly: 32_900, deposit: 599_900 },
  { name: 'HUAWEI Mate 60 Pro 512G 雅川青', monthly: 45_800, deposit: 699_900 },
  { name: 'MacBook Air 13 M3 16G+512G', monthly: 61_500, deposit: 999_900 },
  { name: 'MacBook Pro 14 M3 Pro 18G+1T', monthly: 98_000, deposit: 1_699_900 },
  { name: 'Sony A7M4 单机身', monthly: 72_000, deposit: 1_599_900 },
  { name: 'Canon EOS R6 Mark II 24-105 套机', monthly: 88_000, deposit: 1_899_900 },
  { name: 'DJI Mini 4 Pro 畅飞套装', monthly: 29_900, deposit: 579_900 },
  { name: 'Nintendo Switch OLED 续航版', monthly: 12_900, deposit: 259_900 },
  { name: 'iPad Pro 11 M4 256G WLAN', monthly: 39_900, deposit: 899_900 },
  { name: '小米 14 Ultra 16G+512G', monthly: 36_800, deposit: 649_900 },
];
const GIVEN_NAMES = ['伟', '芳', '秀英', '敏', '静', '磊', '强', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const CITIES = [
  ['广东省', '深圳市', '南山区', '科技园南路'],
  ['浙江省', '杭州市', '西湖区', '文三路'],
  ['上海市', '上海市', '浦东新区', '张杨路'],
  ['北京市', '北京市', '朝阳区', '建国路'],
  ['四川省', '成都市', '高新区', '天府大道'],
  ['江苏省', '南京市', '鼓楼区', '中山北路'],
  ['湖北省', '武汉市', '洪山区', '珞喻路'],
  ['福建省', '厦门市', '思明区', '湖滨南路'],
];
const CODES: ExpressCode[] = ['SF', 'SF', 'SF', 'JD', 'ZTO', 'YTO', 'STO', 'YD', 'EMS'];
const PRINT_FAILURES = ['打印机不在线', '电子面单账号异常，请联系快递网点', '收件地址无法识别'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function waybillFor(code: ExpressCode, random: Random): string {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  switch (code) {
    case 'SF':
      return `SF${digits(13)}`;
    case 'JD':
      return `JDX${digits(12)}`;
    case 'YTO':
      return `YT${digits(13)}`;
    case 'EMS':
      return `11${digits(11)}`;
    default:
      return `7${digits(13)}`;
  }
}

/**
 * The print history of a waybill that printed `printCount` times, newest first: the prints an
 * hour apart up to the last one, and for one order in five a printer that was off before the
 * first (made from the row's index, not the random stream, so the rest of the seed stays as it was).
 */
function seededHistory(shipment: StoredShipment, last: number, index: number): PrintAttempt[] {
  const attempts: PrintAttempt[] = Array.from({ length: shipment.printCount }, (_, back) => ({
    time: beijingTime(last - back * 60 * 60_000),
    success: true,
    reprint: back < shipment.printCount - 1,
    expressCode: shipment.expressCode,
    waybillNo: shipment.waybillNo,
    operatorName: shipment.operatorName,
  }));
  if (index % 5 === 1) {
    attempts.push({
      time: beijingTime(last - shipment.printCount * 60 * 60_000 + 50 * 60_000),
      success: false,
      expressCode: shipment.expressCode,
      reason: PRINT_FAILURES[0],
      operatorName: shipment.operatorName,
    });
  }
  return attempts;
}

/** 320 shipments of the warehouse's platforms over the last ten days, newest first. */
export function seedShipments(platforms: MockPlatform[], merchants: MockMerchant[], count = 320) {
  const random = seededRandom(20261120);

  // A warehouse of the benchmark's size has a backlog to ship worth a batch of hundreds.
  const waiting = count > 320 ? 1_000 : 90;
  const shipments: StoredShipment[] = [];
  for (let index = 0; index < count; index += 1) {
    const merchant = random.pick(merchants);
    const platform = platforms.find((candidate) => candidate.id === merchant.platformId)!;
    const goods = random.pick(GOODS);
    const created = MOCK_NOW - index * 47 * 60_000 - random.int(0, 40) * 60_000;
    const [province, city, district, street] = random.pick(CITIES);
    const surname = SURNAMES[random.int(0, SURNAMES.length - 1)];
    const term = random.pick([3, 6, 12]);
    // Newest orders wait to ship; older ones have moved on.
    const roll = random.next();
    const shipStatus = index < waiting ? (roll < 0.85 ? 0 : 4) : roll < 0.15 ? 1 : roll < 0.6 ? 2 : roll < 0.93 ? 3 : 4;
    const code = random.pick(CODES);
    const printed = shipStatus !== 0 || random.chance(0.08);
    const failedBefore = shipStatus === 0 && printed;
    const badAddress = index % 37 === 5;
    const shipment: StoredShipment = {
      id: `S${pad(100000 + index, 6)}`,
      orderNo: `ZL${beijingTime(created).slice(0, 10).replace(/-/g, '')}${pad((1_009_000 - index) % 1_000_000, 6)}`,
      platformId: platform.id,
      platformName: platform.name,
      mchId: merchant.id,
      mchName: merchant.name,
      goodsName: goods.name,
      sn: `${goods.name.startsWith('i') || goods.name.startsWith('Mac') ? 'F' : 'SN'}${random.int(10000000, 99999999)}${random.pick(['A', 'K', 'Q', 'X'])}`,
      orderStatus: shipStatus === 0 || shipStatus === 4 ? 5 : shipStatus === 1 ? 5 : shipStatus === 2 ? 6 : 7,
      leaseTerm: term,
      rentMode: random.chance(0.3) ? 'buyout' : 'return',
      monthlyRent: goods.monthly,
      totalRent: goods.monthly * term,
      deposit: random.chance(0.7) ? 0 : goods.deposit,
      receiverName: `${surname}${GIVEN_NAMES[index % GIVEN_NAMES.length]}`,
      // Whole, as a backend may send it: the console masks personal data on screen.
      receiverMobile: `1${random.pick(['38', '39', '58', '86', '77', '51'])}${pad(random.int(0, 99_999_999), 8)}`,
      receiverAddress: badAddress
        ? `${province}${city}${district}${UNREACHABLE_MARK}`
        : `${province}${city}${district}${street}${random.int(1, 399)}号${random.int(1, 30)}栋${random.int(101, 2806)}室`,
      shipStatus: shipStatus as Shipment['shipStatus'],
      printStatus: failedBefore ? 3 : printed ? 2 : 0,
      printCount: printed && !failedBefore ? random.int(1, 3) : 0,
      createTime: beijingTime(created),
    };
    if (failedBefore) {
      shipment.printFailReason = random.pick(PRINT_FAILURES.slice(0, 2));
      shipment.lastPrintTime = beijingTime(created + 30 * 60_000);
      shipment.expressCode = code;
      shipment.expressName = EXPRESS_NAMES[code];
      shipment.printLogs = [
        {
          time: shipment.lastPrintTime,
          success: false,
          expressCode: code,
          reason: shipment.printFailReason,
          operatorName: OPERATORS[index % OPERATORS.length].name,
        },
      ];
    }
    if (printed && !failedBefore) {
      const operator = random.pick(OPERATORS);
      shipment.expressCode = code;
      shipment.expressName = EXPRESS_NAMES[code];
      shipment.waybillNo = waybillFor(code, random);
      shipment.operatorId = operator.id;
      shipment.operatorName = operator.name;
      const printedAt = created + random.int(20, 300) * 60_000;
      shipment.lastPrintTime = beijingTime(printedAt);
      if (shipStatus >= 2 && shipStatus !== 4) shipment.shipTime = beijingTime(created + random.int(360, 900) * 60_000);
      shipment.printLogs = seededHistory(shipment, printedAt, index);
    }
    shipments.push(shipment);
  }
  return { shipments, printRandom: seededRandom(7) };
}
