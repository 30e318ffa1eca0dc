import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useConsoleColors } from '@/adapters/appearance';
import { useMessages } from '@/adapters/intl';
import { fenToYuanText, formatMoney, sumFen } from '@/core/money';
import { colorVar } from '@/theme';
import { shortDay } from './weekly';

export interface DayMoney {
  day: string;
  income: number;
  expense: number;
}

/**
 * Money in and out per day as bars (uPlot, drawn on a canvas), and the same figures as a
 * table for screen readers and for copying. Amounts arrive in fen; the chart's axis is yuan.
 */
export default function WeekChart({ days }: { days: DayMoney[] }) {
  const { t } = useMessages();
  const colors = useConsoleColors();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const xs = days.map((_, index) => index);
    // Yuan on the axis: a display value only, never added up or sent back.
    const yuan = (fen: number) => fen / 100;
    // Side by side on each day: money in left of the tick, money out right of it.
    const incomeBars = uPlot.paths.bars?.({ size: [0.3, 36], align: -1, gap: 1 });
    const expenseBars = uPlot.paths.bars?.({ size: [0.3, 36], align: 1, gap: 1 });
    // No canvas to draw on (an old or locked-down browser, a test's DOM): the table below
    // still carries every figure.
    if (!document.createElement('canvas').getContext?.('2d')) return undefined;
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 240,
        // The legend names the series; the figures are in the table below.
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false, range: [-0.6, days.length - 0.4] } },
        axes: [
          {
            stroke: colors.textSecondary,
            grid: { stroke: colors.split },
            ticks: { stroke: colors.split },
            values: (_, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? shortDay(days[tick]?.day ?? '') : '')),
          },
          {
            size: 70,
            stroke: colors.textSecondary,
            grid: { stroke: colors.split },
            ticks: { stroke: colors.split },
            values: (_, ticks) => ticks.map((tick) => tick.toLocaleString('zh-CN')),
          },
        ],
        series: [
          { label: t('dashboard.week.day'), value: (_, index) => days[index]?.day ?? '' },
          {
            label: t('dashboard.week.income'),
            stroke: colors.chartIn,
            fill: colors.chartIn,
            paths: incomeBars,
            points: { show: false },
            value: (_, value) => (value === null ? '-' : `¥${value.toFixed(2)}`),
          },
          {
            label: t('dashboard.week.expense'),
            stroke: colors.chartOut,
            fill: colors.chartOut,
            paths: expenseBars,
            points: { show: false },
            value: (_, value) => (value === null ? '-' : `¥${value.toFixed(2)}`),
          },
        ],
      },
      [xs, days.map((day) => yuan(day.income)), days.map((day) => yuan(day.expense))],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 600, height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, t, colors]);

  return (
    <figure style={{ margin: 0 }}>
      <div ref={box} role="img" aria-label={t('dashboard.week.chart')} data-testid="week-chart" />
      <table
        className="dashboard-week-table"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        <caption>{t('dashboard.week.chart')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.week.day')}</th>
            <th scope="col">{t('dashboard.week.income')}</th>
            <th scope="col">{t('dashboard.week.expense')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{fenToYuanText(day.income)}</td>
              <td>{fenToYuanText(day.expense)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption style={{ color: colorVar('textSecondary'), marginTop: 8 }}>
        {t('dashboard.week.total', {
          income: formatMoney(sumFen(days.map((day) => day.income))),
          expense: formatMoney(sumFen(days.map((day) => day.expense))),
        })}
      </figcaption>
    </figure>
  );
}
