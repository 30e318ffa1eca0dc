import { addScreenMessages } from '@/adapters/intl';
import type { RecordViewProps } from '@/features/records/recordStore';
import platformMessages from '@/locales/zh-CN/platform';
import PlatformDetail from './PlatformDetail';

addScreenMessages(platformMessages);

/** A platform opened over any screen (src/features/records): its profile, balance and notes. */
export default function PlatformRecord({ record, onClose }: RecordViewProps) {
  return <PlatformDetail id={Number(record.id)} onClose={onClose} />;
}
