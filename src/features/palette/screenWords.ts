/**
 * Words a screen is also found by in the palette, in both languages at once (an operator may
 * type English in the Chinese console, or the other way round). Search keys, never shown: the
 * menu's own name and its pinyin initials always count too (./screens.ts). Full pinyin is
 * written here, per screen and as the whole name run together (chongzhijilu), since the
 * browser's collation gives initials only.
 */
export const SCREEN_WORDS: Record<string, string> = {
  '/dashboard': '工作台 首页 待办 workbench home dashboard todo gongzuotai shouye daiban',
  '/orderDeliver':
    '订单 发货 打印 面单 运单 orders shipping print waybill dingdanfahuo dingdan fahuo dayin miandan yundan',
  '/agent/list': '代理商 代理 agents agent list daililiebiao dailishang daili',
  '/agent/settlement': '结算 佣金 凭证 settlement commission voucher dailijiesuan jiesuan yongjin pingzheng',
  '/platform/list': '平台 商户 余额 扣费 platforms merchants balance pingtailiebiao pingtai shanghu yue koufei',
  '/platform/risk': '风控 风险 risk settings fengkongshezhi fengkong fengxian',
  '/finance/recharge': '充值 recharge top up chongzhijilu chongzhi',
  '/finance/flow': '资金 流水 finance flow ledger zijinliushui zijin liushui',
  '/consumption/log': '消费 扣费 征信 consumption log xiaofeijilu xiaofei koufei zhengxin',
  '/system/menu': '菜单 按钮 权限 menus buttons permissions caidanguanli caidan anniu quanxian',
};
