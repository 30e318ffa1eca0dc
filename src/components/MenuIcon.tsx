import {
  AccountBookOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  DashboardOutlined,
  FileTextOutlined,
  MenuOutlined,
  PrinterOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { FALLBACK_ICON, type MenuIconName } from '@/core/menus';

/** The icons a server menu may name; only these are bundled, not the whole icon set. */
const ICONS: Record<MenuIconName, ComponentType> = {
  appstore: AppstoreOutlined,
  car: CarOutlined,
  team: TeamOutlined,
  'account-book': AccountBookOutlined,
  wallet: WalletOutlined,
  transaction: TransactionOutlined,
  shop: ShopOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  menu: MenuOutlined,
  printer: PrinterOutlined,
  'file-text': FileTextOutlined,
  'bar-chart': BarChartOutlined,
  user: UserOutlined,
  dashboard: DashboardOutlined,
};

export default function MenuIcon({ name }: { name?: MenuIconName }) {
  const Icon = ICONS[name ?? FALLBACK_ICON] ?? ICONS[FALLBACK_ICON];
  return <Icon />;
}
