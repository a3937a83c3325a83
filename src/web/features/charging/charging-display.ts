import { formatMoment } from '@shared/format-date';
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
