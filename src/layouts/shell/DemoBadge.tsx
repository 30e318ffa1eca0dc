import { useMessages } from '@/adapters/intl';
import { colorVar } from '@/theme';

/** Says, in the header of a demo build, that the data is made up. */
export default function DemoBadge() {
  const { t } = useMessages();
  return (
    <span
      role="status"
      style={{
        padding: '2px 8px',
        border: `1px solid ${colorVar('warningBorder')}`,
        borderRadius: 4,
        background: colorVar('warningBg'),
        color: colorVar('warningStrong'),
        fontSize: 12,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      {t('demo.badge')}
    </span>
  );
}
