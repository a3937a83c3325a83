import type { Keyed } from './hash';
import type { Trip } from './trips';

/** Event names as the provider's telemetry lists them (category.name). */
export const EVENT_NAMES = [
  'behavior.harshAcceleration',
  'behavior.harshBraking',
  'behavior.extremeBraking',
  'behavior.harshCornering',
  'safety.collision',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export interface SimEvent {
  timestampMs: number;
  name: EventName;
  durationNs: number;
  /** Reading at the moment of the event, e.g. {"speedKph":54.2,"gForce":0.42}. */
  speedKph: number;
  gForce: number;
  tags: string[];
}

/** The event's `metadata` as telemetry's `events` and a Vehicle Triggers delivery both carry it (a JSON text). */
export function eventMetadata(event: SimEvent): string {
  return JSON.stringify({ speedKph: event.speedKph, gForce: event.gForce });
}

/** Where in the trip each kind happens (share of the trip's time): speeding up early, braking late, turns anywhere. */
const WINDOWS: Record<Exclude<EventName, 'safety.collision'>, [number, number]> = {
  'behavior.harshAcceleration': [0.04, 0.35],
  'behavior.harshBraking': [0.55, 0.97],
  'behavior.extremeBraking': [0.6, 0.97],
  'behavior.harshCornering': [0.15, 0.85],
};

const G_FORCE: Record<EventName, [number, number]> = {
  'behavior.harshAcceleration': [0.32, 0.5],
  'behavior.harshBraking': [0.38, 0.55],
  'behavior.extremeBraking': [0.6, 0.85],
  'behavior.harshCornering': [0.35, 0.6],
  'safety.collision': [2.5, 4],
};

/**
 * Collisions are rare and few cars ever have one: about one car in thirty-three is prone to them, and such a car
 * collides on about one trip in 150 (two or three months of its driving), near the end of a trip, in town. A 1,000-car
 * garage then sees one every few days; most small garages never do. They raise the app's critical alert, so they
 * must stay this rare.
 */
const COLLISION_PRONE_SHARE = 0.03;
const COLLISION_PER_TRIP = 1 / 150;
const COLLISION_WINDOW: [number, number] = [0.8, 0.97];

/** The keys each kind's dice are drawn under. */
const DICE_KEYS = Object.fromEntries(Object.keys(WINDOWS).map((name) => [name, { at: `${name}-at`, g: `${name}-g`, ns: `${name}-ns` }]));

/**
 * The driving events of one trip (harsh acceleration, braking and cornering, and on a few cars a rare collision), a pure function of the vehicle's seed (as `keyed(vehicle.seed)`) and the trip: how
 * harshly this driver drives (fixed per vehicle) sets how many. `speedAt` reads the modelled speed so each event agrees
 * with the speed series.
 */
export function planTripEvents(seed: Keyed, trip: Trip, speedAt: (t: number) => number): SimEvent[] {
  const harshness = seed.unit('harshness');
  const key = trip.startMs;
  const counts: [Exclude<EventName, 'safety.collision'>, number][] = [
    ['behavior.harshAcceleration', 0.05 + 0.9 * harshness ** 2],
    ['behavior.harshBraking', 0.08 + 1.1 * harshness ** 2],
    ['behavior.harshCornering', 0.03 + 0.6 * harshness ** 2],
    ['behavior.extremeBraking', 0.01 + 0.08 * harshness],
  ];
  const events: SimEvent[] = [];
  const duration = trip.endMs - trip.startMs;
  for (const [name, mean] of counts) {
    // Whole part always, fraction as a chance: about `mean` events of this kind per trip.
    const n = Math.floor(mean) + (seed.unit('event', name, key, 0) < mean - Math.floor(mean) ? 1 : 0);
    const dice = DICE_KEYS[name];
    for (let i = 0; i < n; i++) {
      const [a, b] = WINDOWS[name];
      const t = Math.round(trip.startMs + duration * (a + (b - a) * seed.unit('event', dice.at, key, i)));
      const speed = speedAt(t);
      if (speed < 8) continue;
      events.push(describeEvent(name, t, speed, seed.unit('event', dice.g, key, i), seed.unit('event', dice.ns, key, i)));
    }
  }
  // Drawn under keys of their own: the other events, and everything else of the car, are as without them.
  if (seed.unit('collision-prone') < COLLISION_PRONE_SHARE && seed.unit('event', 'safety.collision', key, 0) < COLLISION_PER_TRIP) {
    const [a, b] = COLLISION_WINDOW;
    const t = Math.round(trip.startMs + duration * (a + (b - a) * seed.unit('event', 'safety.collision-at', key, 0)));
    const speed = speedAt(t);
    if (speed >= 8) events.push(describeEvent('safety.collision', t, speed, seed.unit('event', 'safety.collision-g', key, 0), seed.unit('event', 'safety.collision-ns', key, 0)));
  }
  return events.sort((x, y) => x.timestampMs - y.timestampMs);
}

function describeEvent(name: EventName, timestampMs: number, speedKph: number, gUnit: number, nsUnit: number): SimEvent {
  const [gLow, gHigh] = G_FORCE[name];
  const tags = name === 'behavior.extremeBraking' ? ['behavior.harshBraking', name] : [name];
  return {
    timestampMs,
    name,
    // Under 2.1 s: the schema's Int is 32 bits here (the provider's is 64).
    durationNs: Math.round((0.5 + 1.5 * nsUnit) * 1e9),
    speedKph: Math.round(speedKph * 10) / 10,
    gForce: Math.round((gLow + (gHigh - gLow) * gUnit) * 100) / 100,
    tags,
  };
}
