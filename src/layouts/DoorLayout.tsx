import { Outlet, useModel } from '@umijs/max';
import { useMessages } from '@/adapters/intl';
import LangSwitch from './shell/LangSwitch';
import Logo from './shell/Logo';
import styles from './DoorLayout.less';

/** The wrapper of public pages (docs/requirements.md#routes): no menu, no header, only the brand. */
export default function DoorLayout() {
  const { t } = useMessages();
  const { initialState } = useModel('@@initialState');
  return (
    <div className={styles.door}>
      <div className={styles.lang}>
        <LangSwitch />
      </div>
      <main className={styles.panel}>
        <header className={styles.brand}>
          <Logo size={40} />
          <div>
            <h1>{initialState?.name ?? t('app.name')}</h1>
            <p>{t('app.slogan')}</p>
          </div>
        </header>
        <Outlet />
      </main>
    </div>
  );
}
