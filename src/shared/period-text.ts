import type { PeriodName, PeriodView } from './api/facts';
import { formatIsoDate } from './format-date';

export const PERIOD_LABELS: Record<PeriodName | 'custom', string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  'this-week': 'This week',
  'last-7-days': 'Last 7 days',
  'this-month': 'This month',
  'last-30-days': 'Last 30 days',
  'last-90-days': 'Last 90 days',
  'this-year': 'This year',
  'last-365-days': 'Last 12 months',
  'all-time': 'All time',
  custom: 'Period',
};

/** "This year, Jan 1 – Nov 27, 2026"; "All time, to Nov 27, 2026": every total says which days it covers. */
export function describePeriod(period: PeriodView): string {
  const label = PERIOD_LABELS[period.name as PeriodName | 'custom'] ?? PERIOD_LABELS.custom;
  if (period.from === null) return `${label}, to ${formatIsoDate(period.to)}`;
  if (period.from === period.to) return `${label}, ${formatIsoDate(period.to)}`;
  const sameYear = period.from.slice(0, 4) === period.to.slice(0, 4);
  const from = sameYear ? formatIsoDate(period.from).replace(/, \d{4}$/, '') : formatIsoDate(period.from);
  return `${label}, ${from} – ${formatIsoDate(period.to)}`;
}
