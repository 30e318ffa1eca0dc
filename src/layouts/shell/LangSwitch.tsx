import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMessages } from '@/adapters/intl';
import { LOCALES, switchLocale } from '@/adapters/locale';
import { colorVar } from '@/theme';

/**
 * Switches to the other language (there are two). A plain button, not a dropdown menu, so
 * the login page does not load the menu and popup code for it.
 * `onDark`: on the console's dark header the text must be light.
 */
export default function LangSwitch({ onDark = false }: { onDark?: boolean }) {
  // The language on screen, not the stored choice (a sign-out or another tab may change that).
  const { t, locale: current } = useMessages();
  const next = LOCALES.find((locale) => locale.key !== current) ?? LOCALES[0];
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      title={t('layout.lang')}
      lang={next.key}
      onClick={() => void switchLocale(next.key)}
      style={onDark ? { color: colorVar('onHeader') } : undefined}
    >
      {next.label}
    </Button>
  );
}
