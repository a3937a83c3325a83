/**
 * How topics found side by side settle into what is asked: a trip named with its distance already answers whether
 * the fuel or charge will do ("300 km, do I need to fill up first?" is a trip), the cost of refuelling or charging is
 * a cost, and a period matters only to topics that look back over time ("it's made a noise since yesterday" asks
 * about the car's health now).
 */
import type { Topic } from './lexicon';

/** What a trip answer covers: the fuel or charge, the range, whether to refuel first. */
const TRIP_COVERS: readonly Topic[] = ['level', 'range', 'refuels', 'charging'];
/** What a cost answer covers: what refuelling or charging cost. */
const COSTS_COVER: readonly Topic[] = ['refuels', 'charging'];
/** What the trip log covers: where the car went (not where it is), not whether it is ready for a trip. */
const TRIPS_COVER: readonly Topic[] = ['location', 'trip'];
/** What a battery-trend answer covers: the battery and its charge now, where it stood parked. */
const BATTERY_TRENDS_COVER: readonly Topic[] = ['battery', 'level', 'range', 'charging', 'location'];

/** What a commute answer covers: the trips between Home and Work and what they cost. */
const COMMUTE_COVER: readonly Topic[] = ['costs', 'trips', 'trip', 'usage', 'location'];

/** Topics about the car as it is now, for which a period in the question is background, not a window to read. */
const NOW_TOPICS: readonly Topic[] = ['health', 'battery', 'coolant', 'tyres', 'body', 'parking_brake', 'level', 'range', 'odometer', 'trip', 'registration', 'insurance', 'plate', 'vin', 'documents', 'last_seen', 'battery_trends'];

export function settleTopics(topics: readonly Topic[], named: { tripDistance: boolean }): Topic[] {
  let settled = [...topics];
  if (named.tripDistance && settled.some((t) => t === 'trip' || TRIP_COVERS.includes(t))) {
    settled = settled.filter((t) => !TRIP_COVERS.includes(t));
    if (!settled.includes('trip')) settled.unshift('trip');
  }
  if (settled.includes('trips') || settled.includes('driving')) settled = settled.filter((t) => !TRIPS_COVER.includes(t));
  if (settled.includes('commute')) settled = settled.filter((t) => !COMMUTE_COVER.includes(t));
  if (settled.includes('battery_trends')) settled = settled.filter((t) => !BATTERY_TRENDS_COVER.includes(t));
  if (settled.includes('costs')) settled = settled.filter((t) => !COSTS_COVER.includes(t));
  return settled;
}

/** False when every topic asked is about the car now, so a period the question mentions is not read. */
export function periodMatters(topics: readonly Topic[]): boolean {
  return !topics.every((t) => NOW_TOPICS.includes(t));
}
