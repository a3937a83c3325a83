import type { DueItem } from '@shared/api/facts';
import { describeDueWhen } from '@shared/due-text';
import { formatIsoDate } from '@shared/format-date';
import type { VehicleType } from '@shared/telemetry';
import type { DistanceUnit } from '@shared/units';

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

/** "Registration renewal · Mar 15, 2031 (in 108 days)", "Scheduled service · in 345 km (at 90,345 km)". */
export function formatNextDue(due: DueItem | null, unit: DistanceUnit): string {
  if (!due) return 'Nothing due';
  return `${due.label} · ${describeDueWhen(due, unit)}`;
}
