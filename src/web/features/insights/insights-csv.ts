import { SPEND_CATEGORY_LABELS } from '@shared/api/facts';
import type { Insights } from '@shared/api/insights';
import type { Amount } from '@shared/currency';

const cell = (v: string | number | null) => {
  const text = v === null ? '' : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Amounts in several currencies in one cell: "340 EUR; 120.5 USD" (never added together). */
const amounts = (list: readonly Amount[] | null) => (list ?? []).map((a) => `${a.amount} ${a.currency}`).join('; ');

/** The insights tables as one CSV (sections separated by a blank line), for spreadsheets. */
export function buildInsightsCsv(data: Insights): string {
  const lines: string[] = [];
  const table = (header: string[], rows: (string | number | null)[][]) => {
    lines.push(header.join(','), ...rows.map((r) => r.map(cell).join(',')), '');
  };
  table(['week_start', 'distance_km', 'driving_minutes'], data.weeks.map((w) => [w.start, w.distanceKm, w.drivingMinutes]));
  const { period } = data.spend;
  table(
    ['period', 'from', 'to', 'category', 'currency', 'amount', 'items'],
    data.spend.byCategory.flatMap((c) => c.total.map((a) => [period.name, period.from, period.to, SPEND_CATEGORY_LABELS[c.category], a.currency, a.amount, c.count])),
  );
  table(
    ['month', 'currency', 'service_spend'],
    data.months.flatMap((m) => [[m.month, data.currency, m.spend], ...m.other.map((a) => [m.month, a.currency, a.amount])]),
  );
  table(
    ['vehicle', 'token_id', 'distance_km', 'driving_minutes', 'service_spend', 'service_cost_per_km', 'litres_per_100km', 'kwh_per_100km', 'health_score'],
    data.vehicles.map((v) => [v.name, v.tokenId, v.distanceKm, v.drivingMinutes, amounts(v.service), amounts(v.costPerKm), v.litresPer100Km, v.kwhPer100Km, v.healthScore]),
  );
  table(['code', 'meaning', 'severity', 'vehicles', 'first_seen', 'last_seen', 'days'], data.troubleCodes.map((c) => [c.code, c.meaning, c.severity, c.vehicles.join('; '), c.firstSeen, c.lastSeen, c.days]));
  table(['date', 'health_score'], data.health.map((h) => [h.date, h.score]));
  return lines.join('\r\n');
}

/** "3 h 20 min" */
export function formatDuration(minutes: number | null): string {
  if (minutes === null) return '—';
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return h ? `${h} h ${m} min` : `${m} min`;
}
