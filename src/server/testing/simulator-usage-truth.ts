import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChatChunk } from '../../shared/api/chat';
import type { TripList } from '../../shared/api/trips';
import { getVehicleModel, type SignalValues } from '../../simulator/fleet/model';
import type { SimVehicle } from '../../simulator/fleet/vehicle';
import { testDatabaseTargets } from './test-databases';
import { startTestApp, trpcClientFor, type TestApp } from './test-app';

/** The simulator's own truth about a car's driving, which usage answers are checked against number by number. */
export const DAY_MS = 86_400_000;

type Sample = { t: number; s: SignalValues };

/** The simulator's own readings (each minute while driving, every 10 minutes parked) over a window. */
export function readSamples(vehicle: SimVehicle, from: number, to: number): Sample[] {
  const model = getVehicleModel(vehicle);
  return model.listSampleTimes(from, to).map((t) => ({ t, s: model.getSignalsAt(t) }));
}

/** The truth over [from, to) from every sample the car sent, with the days counted from `from` (calendar days, UTC). */
export function computeTruth(samples: Sample[], from: number, to: number, electric: boolean) {
  const odo = (x: Sample) => x.s.powertrainTransmissionTravelledDistance as number;
  const distance = odo(samples[samples.length - 1]) - odo(samples[0]);
  const days: { km: number; top: number }[] = [];
  let carried = odo(samples[0]);
  for (let start = from; start < to; start += DAY_MS) {
    const inside = samples.filter((x) => x.t >= start && x.t < Math.min(start + DAY_MS, to));
    const high = Math.max(carried, ...inside.map(odo));
    days.push({ km: high - carried, top: Math.max(0, ...inside.map((x) => x.s.speed as number)) });
    carried = high;
  }
  const level = (x: Sample) => (electric ? x.s.powertrainTractionBatteryStateOfChargeCurrentEnergy : x.s.powertrainFuelSystemAbsoluteLevel) as number;
  let used = 0;
  let refills = 0;
  // A refuel fills the tank over a few minutes of samples: one run of rises adding more than 2 litres is one refill.
  let runRise = 0;
  for (let i = 1; i < samples.length; i++) {
    const change = level(samples[i]) - level(samples[i - 1]);
    if (change <= 0) {
      used -= change;
      runRise = 0;
      continue;
    }
    if (!electric && runRise <= 2 && runRise + change > 2) refills++;
    runRise += change;
  }
  let sessions = 0;
  for (let i = 0; i < samples.length; i++) {
    if (samples[i].s.powertrainTractionBatteryChargingIsCharging === 1 && (i === 0 || samples[i - 1].s.powertrainTractionBatteryChargingIsCharging !== 1)) sessions++;
  }
  const driving = days.filter((d) => d.km >= 1);
  return { distance, days, drivingDays: driving.length, used, per100: (used / distance) * 100, refills, sessions, top: Math.max(...days.map((d) => d.top)), firstT: samples[0].t };
}

export function listNumbers(text: string): number[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
}

/** A test app whose owner shares six simulated cars (three extra), with the simulator's own record of those cars. */
export async function startUsageOwner(email: string) {
  const app = await startTestApp(testDatabaseTargets()[0]);
  await fetch(`${app.simUrl}/dev/garages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, extraVehicles: 3 }) });
  const owner = await app.signIn(email);
  // the truth here counts UTC calendar days; so does this owner (without a zone, their days would be the car's)
  await app.trpcMutation(owner.cookie, 'settings.update', { timeZone: 'UTC' });
  const state = JSON.parse(readFileSync(path.join(app.server.services.config.dataDir, 'simulator', 'state.json'), 'utf8')) as { vehicles: SimVehicle[] };
  const simVehicles = state.vehicles.filter((v) => owner.vehicles.some((o) => o.tokenId === v.tokenId));
  return { app, owner, simVehicles };
}

/** Sends a chat message as the browser does (streamed) and returns the finished answer. */
export async function askChat(app: TestApp, cookie: string, tokenId: number, message: string) {
  const client = await trpcClientFor(app, cookie);
  const stream = await client.chat.send.mutate({ tokenId, message }, { context: { stream: true } });
  let done: Extract<ChatChunk, { kind: 'done' }> | undefined;
  for await (const chunk of stream as AsyncIterable<ChatChunk>) if (chunk.kind === 'done') done = chunk;
  return done!.message;
}

/**
 * What the Trips page says about the car's driving over the owner's days `from` to `to`: the figures a usage answer
 * says (its distance, driving days, longest day, pace and consumption are the trips').
 */
export async function readTripsTruth(app: TestApp, cookie: string, tokenId: number, from: string, to: string) {
  const res = await app.trpcQuery<TripList>(cookie, 'trips.list', { tokenId, from, to, limit: 500 });
  if (res.status !== 200) throw new Error(`trips.list answered ${res.status}`);
  const { totals, byDay, trips } = res.data;
  const measured = trips.filter((t) => t.energy?.used != null);
  const used = measured.reduce((a, t) => a + t.energy!.used!, 0);
  const usedKm = measured.reduce((a, t) => a + (t.distanceKm ?? 0), 0);
  const drivingDays = byDay.filter((d) => d.trips > 0).length;
  const lastDriven = byDay.filter((d) => d.trips > 0).at(-1)?.from;
  return {
    /** days at the end without a trip ("parked for the last 2 days") */
    idleDays: lastDriven ? Math.round((Date.parse(to) - Date.parse(lastDriven)) / DAY_MS) : 0,
    distance: totals.distanceKm,
    drivingDays,
    days: byDay.map((d) => d.distanceKm),
    used,
    usedKm,
    per100: usedKm > 0 ? (used / usedKm) * 100 : 0,
    perDay: totals.distanceKm / Math.max(1, drivingDays),
  };
}
