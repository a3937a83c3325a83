import type { NextDue } from '@shared/api/garage';
import { formatIsoDate } from '@shared/format-date';
import type { VehicleType } from '@shared/telemetry';
import { formatDistance, type DistanceUnit } from '@shared/units';

export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = { gas: 'Gas', electric: 'Electric', hybrid: 'Hybrid' };
export const HEALTH_TEXT = { good: 'text-success', warning: 'text-warning', bad: 'text-destructive' } as const;

/** "2021 Honda Accord" from what is known, or null. */
export function describeModel(v: { year: number | null; make: string | null; model: string | null }): string | null {
  const text = [v.year, v.make, v.model].filter(Boolean).join(' ');
  return text || null;
}

/** "just now", "5 min ago", "3 h ago", "2 days ago", or the date past a week; "never" without contact. */
export function formatLastSeen(iso: string | null, now = Date.now()): string {
  if (!iso) return 'never';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return 'unknown';
  const minutes = Math.max(0, Math.round((now - t) / 60_000));
  if (minutes < 2) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days <= 7) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  return formatIsoDate(iso.slice(0, 10));
}

/** "Registration expiry · Mar 15, 2031", "Scheduled service · in 1,200 km", "… · overdue by 20 km". */
export function formatNextDue(due: NextDue | null, unit: DistanceUnit): string {
  if (!due) return 'Nothing scheduled';
  if (due.date) return `${due.label} · ${due.overdue ? 'overdue since ' : ''}${formatIsoDate(due.date)}`;
  const km = due.inKm ?? 0;
  return `${due.label} · ${km <= 0 ? `overdue by ${formatDistance(-km, unit)}` : `in ${formatDistance(km, unit)}`}`;
}
