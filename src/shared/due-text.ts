import type { DueItem } from './api/facts';
import { formatIsoDate } from './format-date';
import { formatDistance, type DistanceUnit } from './units';

/** When, in words for the app's screens: "Mar 15, 2027 (in 108 days)", "in 345 km (at 90,345 km)", "overdue by 20 km". */
export function describeDueWhen(item: Pick<DueItem, 'dueDate' | 'daysLeft' | 'kmLeft' | 'dueOdometerKm' | 'waitingFor' | 'troubleCodes' | 'kind'>, unit: DistanceUnit): string {
  if (item.waitingFor === 'service_counter_reset') return "service recorded; waiting for the car's service counter to reset";
  if (item.kind === 'workshop') return `${item.troubleCodes.map((c) => c.code).join(', ')} needs a workshop`;
  const parts: string[] = [];
  if (item.dueDate) {
    const days = item.daysLeft ?? 0;
    const rel = days === 0 ? 'today' : days === 1 ? 'tomorrow' : days === -1 ? 'yesterday' : days > 0 ? `in ${days} days` : `${-days} days ago`;
    parts.push(`${formatIsoDate(item.dueDate)} (${rel})`);
  }
  if (item.kmLeft !== null) {
    const at = item.dueOdometerKm !== null ? ` (at ${formatDistance(item.dueOdometerKm, unit)})` : '';
    parts.push(item.kmLeft <= 0 ? `overdue by ${formatDistance(-item.kmLeft, unit)}${at}` : `in ${formatDistance(item.kmLeft, unit)}${at}`);
  } else if (item.dueOdometerKm !== null) parts.push(`at ${formatDistance(item.dueOdometerKm, unit)}`);
  return parts.join(' · ');
}

/** Where the item comes from, for the screens: "from the car (Nov 27, 2026)", "from registration.pdf". */
export function describeDueSources(item: Pick<DueItem, 'sources'>): string {
  const named = item.sources.map((s) => {
    switch (s.kind) {
      case 'signal':
        return `the car's own report${s.observedAt ? ` (${formatIsoDate(s.observedAt.slice(0, 10))})` : ''}`;
      case 'document':
        return s.name;
      case 'record':
        return `service record "${s.name}"`;
      case 'owner':
        return 'your reminder';
      default:
        return 'a reminder';
    }
  });
  // the car's distance and time to service are one report
  return [...new Set(named)].join(' and ');
}
