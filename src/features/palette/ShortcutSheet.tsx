/** The `?` sheet: every keyboard shortcut of the console (src/core/shortcuts.ts). */
import { Modal } from 'antd';
import { addScreenMessages, useMessages } from '@/adapters/intl';
import { SHORTCUT_SHEET } from '@/core/shortcuts';
import paletteMessages from '@/locales/zh-CN/palette';
import styles from './palette.less';

addScreenMessages(paletteMessages);

export default function ShortcutSheet({ onClose }: { onClose: () => void }) {
  const { t } = useMessages();
  return (
    <Modal open title={t('palette.keys.title')} footer={null} onCancel={onClose} width={480}>
      <table className={styles.sheet}>
        <tbody>
          {SHORTCUT_SHEET.map((row) => (
            <tr key={row.does}>
              <th scope="row">
                {row.keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </th>
              <td>{t(row.does)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
