import type { BatteryHistory } from '@shared/api/charging';
import { formatMoment } from '@shared/format-date';
import { formatDistance, kmToMiles, type DistanceUnit } from '@shared/units';
/** "2 h 20 min", "45 min". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return '—';
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} min`;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** "Jun 1, 01:00" in the viewer's time zone. */
export function formatWhen(iso: string): string {
  return formatMoment(iso, undefined, { year: false });
}

/** "Home", "Austin, TX": the owner's place or the nearest town; never coordinates. */
export function formatPlace(place: { label: string } | null): string {
  return place?.label ?? '—';
}

/** "Jun 1" for an owner's day (YYYY-MM-DD), whatever the viewer's zone. */
export function formatDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "94.5 %" of the original capacity, or "71.8 kWh" estimated; "—" when unknown. */
export function formatHealth(value: number | null, unit: 'percent' | 'kWh' | null): string {
  if (value === null || unit === null) return '—';
  return unit === 'percent' ? `${value.toFixed(1)} %` : `${value.toFixed(1)} kWh`;
}

/** "+0.4", "−1.2", "no change" for the change of a health figure over the period. */
export function formatChange(change: number | null, unit: 'percent' | 'kWh' | null): string {
  if (change === null || unit === null) return '—';
  if (change === 0) return 'no change';
  const points = unit === 'percent' ? ' points' : ' kWh';
  return `${change > 0 ? '+' : '−'}${Math.abs(change).toFixed(1)}${points}`;
}

/** "Aug 2026" for an owner's month (YYYY-MM). */
export function formatMonth(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? month : d.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** Whole months from one owner month (YYYY-MM) to another: 2026-08 → 2026-11 is 3. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
}

const span = (months: number) => (months === 1 ? 'in 1 month' : `in ${months} months`);

/**
 * The health trend in a sentence: "Battery health 96.0 % (−2.0 points in 12 months), reported by the car on 340 days."
 * or "Usable capacity about 71.8 kWh (no change in 3 months), estimated from 25 days with a charge."
 */
export function describeHealthTrend(history: BatteryHistory): string | null {
  const h = history.health;
  if (h.latest === null || h.basis === null) return null;
  const last = history.months.filter((m) => m.health !== null).at(-1)!.month;
  const months = h.since ? monthsBetween(h.since, last) : 0;
  const change = h.change !== null && months > 0 ? ` (${formatChange(h.change, h.unit)} ${span(months)})` : '';
  const basis = h.basis === 'state-of-health' ? `reported by the car on ${h.days} ${h.days === 1 ? 'day' : 'days'}` : `estimated from ${h.days} ${h.days === 1 ? 'day' : 'days'} with a charge`;
  return h.basis === 'state-of-health' ? `Battery health ${formatHealth(h.latest, h.unit)}${change}, ${basis}.` : `Usable capacity about ${formatHealth(h.latest, h.unit)}${change}, ${basis}.`;
}

/** "Range at 100 % 402 km (−6 km since Aug 2026)." in the owner's unit. */
export function describeRangeTrend(history: BatteryHistory, unit: DistanceUnit): string | null {
  const r = history.fullRange;
  if (r.latestKm === null) return null;
  const change = r.changeKm !== null && r.since && r.firstKm !== null ? Math.round(toUnit(r.latestKm, unit) - toUnit(r.firstKm, unit)) : null;
  const since = change === null ? '' : change === 0 ? ` (no change since ${formatMonth(r.since!)})` : ` (${change > 0 ? '+' : '−'}${Math.abs(change)} ${unit} since ${formatMonth(r.since!)})`;
  return `Range at 100 % ${formatDistance(r.latestKm, unit)}${since}.`;
}

const toUnit = (km: number, unit: DistanceUnit) => (unit === 'mi' ? kmToMiles(km) : km);
