import { useMessages } from '@/adapters/intl';

/** Says, in the header of a demo build, that the data is made up. */
export default function DemoBadge() {
  const { t } = useMessages();
  return (
    <span
      role="status"
      style={{
        padding: '2px 8px',
        border: '1px solid #ffd591',
        borderRadius: 4,
        background: '#fff7e6',
        color: '#873800',
        fontSize: 12,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      {t('demo.badge')}
    </span>
  );
}
