import type { TrendPoint } from '@shared/api/garage';

/** A chart needs this many days with a reading to show a trend; fewer are two dots on an axis that means nothing. */
export const MIN_CHART_DAYS = 3;

/** Whether the days hold enough readings of these series to draw them. */
export function hasChartData(points: readonly TrendPoint[], series: readonly (keyof TrendPoint)[]): boolean {
  return points.filter((p) => series.some((key) => p[key] !== null)).length >= MIN_CHART_DAYS;
}
