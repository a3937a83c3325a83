import { unitFrom } from './hash';
import { MINUTE_MS, isWeekend, type Trip } from './trips';

/** What the car is doing at a moment, as far as doors, locks and windows care. */
export type BodyPhase =
  | { kind: 'idling'; trip: Trip }
  | { kind: 'driving'; trip: Trip }
  /** The minutes after the ignition went off: minute 0 doors open, minute 1 the trunk, then it locks. */
  | { kind: 'settling'; trip: Trip; minute: number }
  | { kind: 'parked'; trip: Trip | null };

export interface BodyState {
  locked: number;
  driverDoor: number;
  passengerDoor: number;
  rearLeftDoor: number;
  rearRightDoor: number;
  driverWindow: number;
  passengerWindow: number;
  rearLeftWindow: number;
  rearRightWindow: number;
  trunk: number;
  parkingBrake: number;
  driverBelted: number;
}

/** What is decided once per trip: who rode along, what was loaded, and whether the owner forgot to lock or close up. */
export interface BodyDice {
  passengers: number;
  leftUnlocked: boolean;
  windowLeftOpen: boolean;
  rearLoad: boolean;
  airing: boolean;
}

/** `warm`: the air was above 24 °C when the trip ended; `day`: the trip's local day (weekend shopping fills the trunk). */
export function rollBodyDice(seed: string, trip: Trip, warm: boolean, day: number): BodyDice {
  const u = (name: string) => unitFrom(seed, 'body', name, trip.startMs);
  return {
    passengers: u('passengers'),
    leftUnlocked: u('left-unlocked') < 0.06,
    windowLeftOpen: warm && u('window-open') < 0.2,
    rearLoad: isWeekend(day) ? u('trunk') < 0.5 : u('trunk') < 0.12,
    airing: warm && u('airing') < 0.4,
  };
}

const CLOSED: BodyState = {
  locked: 1,
  driverDoor: 0,
  passengerDoor: 0,
  rearLeftDoor: 0,
  rearRightDoor: 0,
  driverWindow: 0,
  passengerWindow: 0,
  rearLeftWindow: 0,
  rearRightWindow: 0,
  trunk: 0,
  parkingBrake: 1,
  driverBelted: 0,
};

/**
 * Locks, doors, windows, trunk and parking brake: locked and shut when parked, auto-locked while driving, open for a
 * minute after a trip. Now and then the owner leaves the car unlocked or a window open on a warm day, which the app
 * should notice. `dice` are the current (or last) trip's; null before the car's first trip.
 */
export function describeBody(phase: BodyPhase, dice: BodyDice | null): BodyState {
  if (!dice) return CLOSED;
  switch (phase.kind) {
    case 'idling':
      return { ...CLOSED, locked: 0, driverBelted: 1 };
    case 'driving': {
      const airing = dice.airing ? 1 : 0;
      return { ...CLOSED, parkingBrake: 0, driverBelted: 1, driverWindow: airing, passengerWindow: airing && dice.passengers < 0.4 ? 1 : 0 };
    }
    case 'settling':
      if (phase.minute === 0) {
        return { ...CLOSED, locked: 0, driverDoor: 1, passengerDoor: dice.passengers < 0.4 ? 1 : 0, rearLeftDoor: dice.passengers < 0.12 ? 1 : 0 };
      }
      if (phase.minute === 1) return { ...CLOSED, locked: 0, trunk: dice.rearLoad ? 1 : 0, rearRightDoor: dice.rearLoad && dice.passengers < 0.2 ? 1 : 0 };
      return { ...CLOSED, locked: dice.leftUnlocked ? 0 : 1, driverWindow: dice.windowLeftOpen ? 1 : 0 };
    case 'parked':
      return { ...CLOSED, locked: dice.leftUnlocked ? 0 : 1, driverWindow: dice.windowLeftOpen ? 1 : 0 };
  }
}

export function settleMinute(trip: Trip, t: number): number {
  return Math.floor((t - trip.endMs) / MINUTE_MS);
}
