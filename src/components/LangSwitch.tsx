import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, useIntl } from '@umijs/max';
import { Button, Dropdown } from 'antd';
import { LOCALES, switchLocale, type LocaleKey } from '@/core/locale';

/** Language menu: Chinese by default, English on demand. */
/** `onDark`: on the console's dark header the text must be light. */
export default function LangSwitch({ onDark = false }: { onDark?: boolean }) {
  const intl = useIntl();
  const current = getLocale();
  return (
    <Dropdown
      menu={{
        selectedKeys: [current],
        items: LOCALES.map((locale) => ({ key: locale.key, label: locale.label })),
        onClick: ({ key }) => void switchLocale(key as LocaleKey),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={intl.formatMessage({ id: 'layout.lang' })}
        style={onDark ? { color: 'rgba(255, 255, 255, 0.85)' } : undefined}
      >
        {LOCALES.find((locale) => locale.key === current)?.label}
      </Button>
    </Dropdown>
  );
}
