import { Select, type SelectProps } from 'antd';
import { useMessages } from '@/adapters/intl';
import MenuIcon from '@/components/MenuIcon';
import { knowsIcon, MENU_ICON_NAMES, normalizeIcon, serverIconName } from '@/core/menus';

/** An entry's icon as the picker holds it: the server's name of a known icon, else as it came. */
export function pickerIcon(raw: string | undefined): string | undefined {
  const known = raw && knowsIcon(raw) ? normalizeIcon(raw) : undefined;
  return known ? serverIconName(known) : raw;
}

/**
 * A menu entry's icon, each shown beside its name, searchable by the server's name or the
 * console's. The server's names (UserOutlined) are what is saved; an icon the console does not
 * know (`keep`) stays as it is, offered as itself.
 */
export default function IconSelect({ keep, ...props }: SelectProps<string> & { keep?: string }) {
  const { t } = useMessages();
  return (
    <Select<string>
      {...props}
      allowClear
      showSearch
      options={[
        ...(keep && !knowsIcon(keep)
          ? [{ value: keep, label: t('menus.icon.unknown', { name: keep }), search: keep }]
          : []),
        ...MENU_ICON_NAMES.map((name) => ({
          value: serverIconName(name),
          label: (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <MenuIcon name={name} />
              {serverIconName(name)}
            </span>
          ),
          search: `${serverIconName(name)} ${name}`,
        })),
      ]}
      optionFilterProp="search"
    />
  );
}
