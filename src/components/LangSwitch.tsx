import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, useIntl } from '@umijs/max';
import { Button } from 'antd';
import { LOCALES, switchLocale } from '@/core/locale';

/**
 * Switches to the other language (there are two). A plain button, not a dropdown menu, so
 * the login page does not load the menu and popup code for it.
 * `onDark`: on the console's dark header the text must be light.
 */
export default function LangSwitch({ onDark = false }: { onDark?: boolean }) {
  const intl = useIntl();
  const current = getLocale();
  const next = LOCALES.find((locale) => locale.key !== current) ?? LOCALES[0];
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      title={intl.formatMessage({ id: 'layout.lang' })}
      lang={next.key}
      onClick={() => void switchLocale(next.key)}
      style={onDark ? { color: 'rgba(255, 255, 255, 0.85)' } : undefined}
    >
      {next.label}
    </Button>
  );
}
