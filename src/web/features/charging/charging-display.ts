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
