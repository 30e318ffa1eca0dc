import dayjs, { type Dayjs } from 'dayjs';
import { t } from '@/core/i18n';

type Range = [Dayjs, Dayjs];

/** Monday of the week `day` is in: an operator's week starts on Monday, whatever dayjs's locale says. */
const mondayOf = (day: Dayjs) => day.subtract((day.day() + 6) % 7, 'day').startOf('day');

/**
 * The ranges an operator picks most (今天, 昨天, 本周 …), reckoned when picked: a tab left
 * open overnight offers the new day, not the one it opened on.
 */
const RANGES: Record<
  'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth' | 'last7' | 'last30',
  (now: Dayjs) => Range
> = {
  today: (now) => [now.startOf('day'), now.endOf('day')],
  yesterday: (now) => [now.subtract(1, 'day').startOf('day'), now.subtract(1, 'day').endOf('day')],
  thisWeek: (now) => [mondayOf(now), now.endOf('day')],
  lastWeek: (now) => [mondayOf(now).subtract(7, 'day'), mondayOf(now).subtract(1, 'day').endOf('day')],
  thisMonth: (now) => [now.startOf('month'), now.endOf('day')],
  lastMonth: (now) => [now.subtract(1, 'month').startOf('month'), now.subtract(1, 'month').endOf('month')],
  last7: (now) => [now.subtract(6, 'day').startOf('day'), now.endOf('day')],
  last30: (now) => [now.subtract(29, 'day').startOf('day'), now.endOf('day')],
};

/** The date-range filters' presets, as antd's RangePicker takes them. */
export function datePresets() {
  return (Object.keys(RANGES) as (keyof typeof RANGES)[]).map((key) => ({
    label: t(`list.date.${key}`),
    value: () => RANGES[key](dayjs()),
  }));
}
