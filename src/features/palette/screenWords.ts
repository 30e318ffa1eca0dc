import type { ScreenKey } from '@/services/screens';
import { SCREENS } from '@/services/screens';

/**
 * Words a screen is also found by in the palette, in both languages at once (an operator may
 * type English in the Chinese console, or the other way round). Search keys, never shown: the
 * menu's own name and its pinyin initials always count too (./screens.ts). Full pinyin is
 * written here, per screen and as the whole name run together (chongzhijilu), since the
 * browser's collation gives initials only. Typed to cover every declared screen
 * (src/services/screens.ts), and loaded with the palette, not with a screen.
 */
const SCREEN_WORDS: Record<ScreenKey, string> = {
  dashboard: '工作台 首页 待办 workbench home dashboard todo gongzuotai shouye daiban',
  shipping: '订单 发货 打印 面单 运单 orders shipping print waybill dingdanfahuo dingdan fahuo dayin miandan yundan',
  agents: '代理商 代理 agents agent list daililiebiao dailishang daili',
  settlements: '结算 佣金 凭证 settlement commission voucher dailijiesuan jiesuan yongjin pingzheng',
  recharges: '充值 recharge top up chongzhijilu chongzhi',
  flows: '资金 流水 finance flow ledger zijinliushui zijin liushui',
  consumption: '消费 扣费 征信 consumption log xiaofeijilu xiaofei koufei zhengxin',
  platforms: '平台 商户 余额 扣费 platforms merchants balance pingtailiebiao pingtai shanghu yue koufei',
  risk: '风控 风险 risk settings fengkongshezhi fengkong fengxian',
  menus: '菜单 按钮 权限 menus buttons permissions caidanguanli caidan anniu quanxian',
};

/** The words of the screen at a menu path (none for a path no screen has). */
export const wordsOf = (path: string): string => {
  const key = (Object.keys(SCREENS) as ScreenKey[]).find((each) => SCREENS[each].path === path);
  return key ? SCREEN_WORDS[key] : '';
};
