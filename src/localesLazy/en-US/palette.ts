import type { Messages } from '@/locales/zh-CN/palette';

const messages: Messages = {
  'palette.title': 'Search',
  'palette.placeholder': 'A screen, an order or waybill number, an agent, a platform or a settlement number',
  'palette.hint': '↑↓ choose   Enter open   Esc close   ? shortcuts',
  'palette.screens': 'Screens',
  'palette.searching': 'Searching…',
  'palette.nothing': 'No screen or record matches “{text}”',
  'palette.failed': '{source}: the search failed',
  'palette.many': 'Look up these {count} numbers one by one in Order shipping',
  'palette.many.group': 'Several numbers',
  'palette.more': 'Only the first {count} are shown: open the list to see all',
  'palette.order.sub': '{platform} · {goods}',
  'palette.order.waybill': 'Waybill {waybill}',
  'palette.agent.sub': '{agentNo} · {mobile}',
  'palette.platform.sub': '{platformNo} · {company}',
  'palette.settlement.sub': '{agent} · {platform} · {period}',
  'palette.keys.title': 'Keyboard shortcuts',
  'palette.keys.tabs': 'Show the previous / next page tab',
  'palette.keys.palette': 'Search screens and numbers',
  'palette.keys.keyword': "Focus the current list's keyword box",
  'palette.keys.move': 'Move through the results',
  'palette.keys.open': 'Open the chosen result',
  'palette.keys.close': 'Close the search or a dialog',
  'palette.keys.sheet': 'Show these shortcuts',
};

export default messages;
