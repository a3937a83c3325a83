import { DRIVING_EVENT_KINDS, type DrivingScore, type EventCounts } from '../../../shared/api/trips';

/**
 * Points taken off per event per 100 km (a shorter drive counts as 10 km, so one event on a short hop is not a disaster).
 * A possible collision says nothing of how the owner drives (the car may have been hit parked): no weight.
 */
const WEIGHTS: Record<keyof EventCounts, number> = { harshBraking: 6, harshAcceleration: 5, harshCornering: 5, extremeBraking: 10, collision: 0, speeding: 3 };
const MIN_KM = 10;

const NAMES: Record<keyof EventCounts, [string, string]> = {
  harshBraking: ['harsh brake', 'harsh brakes'],
  harshAcceleration: ['harsh acceleration', 'harsh accelerations'],
  harshCornering: ['harsh turn', 'harsh turns'],
  extremeBraking: ['emergency stop', 'emergency stops'],
  collision: ['possible collision', 'possible collisions'],
  speeding: ['minute over your speed limit', 'minutes over your speed limit'],
};

function list(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * A driving score from 0 to 100 over a distance: 100 less each event's weight per 100 km driven, with its reason
 * ("3 harsh brakes in 42 km"). Null without a distance to weigh the events against.
 */
export function scoreDriving(events: EventCounts, distanceKm: number | null): DrivingScore | null {
  if (distanceKm === null || distanceKm <= 0) return null;
  const per100 = 100 / Math.max(distanceKm, MIN_KM);
  const keys = (Object.keys(WEIGHTS) as (keyof EventCounts)[]).filter((k) => WEIGHTS[k] > 0);
  const penalty = keys.reduce((sum, k) => sum + events[k] * WEIGHTS[k] * per100, 0);
  const value = Math.max(0, Math.min(100, Math.round(100 - penalty)));
  const parts = keys.filter((k) => events[k] > 0).map((k) => `${events[k]} ${NAMES[k][events[k] === 1 ? 0 : 1]}`);
  const km = `${distanceKm >= 10 ? Math.round(distanceKm) : Math.round(distanceKm * 10) / 10} km`;
  return { value, explanation: parts.length ? `${list(parts)} in ${km}` : `No harsh driving in ${km}` };
}

export const NO_EVENTS: EventCounts = Object.freeze(Object.fromEntries(DRIVING_EVENT_KINDS.map((k) => [k, 0])) as EventCounts);

export function addEvents(a: EventCounts, b: EventCounts): EventCounts {
  return Object.fromEntries(DRIVING_EVENT_KINDS.map((k) => [k, a[k] + b[k]])) as EventCounts;
}
