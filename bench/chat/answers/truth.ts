/**
 * The truth an answer is checked against: the simulator's own readings of each car (its fleet model, evaluated at
 * the minutes the car sent a sample) and the records, reminders and documents the bench entered itself. Each fact is
 * a set of acceptable values (a reading that moved while the question was answered, a period whose edges the app may
 * align to its buckets), never the app's own figures.
 */
import { assessHealth } from '../../../src/shared/health-score';
import type { LatestSignals } from '../../../src/shared/telemetry';
import { getVehicleModel, type SignalValues, type VehicleModel } from '../../../src/simulator/fleet/model';
import type { SimVehicle } from '../../../src/simulator/fleet/vehicle';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export type Role = 'gas' | 'ev' | 'hybrid' | 'gas2';
export const ROLES: Role[] = ['gas', 'ev', 'hybrid', 'gas2'];

export type Kind = 'distance' | 'percent' | 'pressure' | 'voltage' | 'temperature' | 'speed' | 'volume' | 'consumption' | 'energy' | 'money' | 'days' | 'count' | 'score';

/** A numeric fact: every acceptable value (or a range of them), of one kind; money carries its currency. */
export interface NumberFact {
  kind: Kind;
  values: number[];
  range?: [number, number];
  currency?: string;
}

export interface RecordEntry {
  role: Role;
  kind: string;
  date: string;
  odometerKm: number | null;
  cost: number;
  currency: string;
}

export interface DocumentEntry {
  role: Role;
  kind: 'insurance' | 'registration';
  policy?: string;
  insurer?: string;
  plate?: string;
  expiry: string;
}

export interface Ledger {
  records: RecordEntry[];
  documents: DocumentEntry[];
}

export interface Car {
  role: Role;
  tokenId: number;
  name: string;
  /** the words an owner names it by: "Mustang", "Model Y" */
  model: string;
  make: string;
  powertrain: SimVehicle['powertrain'];
  sim: SimVehicle;
}

type Sample = { t: number; s: SignalValues };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function modelOf(car: Car): VehicleModel {
  return getVehicleModel(car.sim);
}

/** The samples the car sent between two instants (inclusive of the latest one before `from`). */
function samplesBetween(car: Car, from: number, to: number): Sample[] {
  const model = modelOf(car);
  const first = model.getLatestSampleTime(from);
  const times = new Set<number>(first !== null ? [first] : []);
  for (let t = Math.ceil(from / MINUTE_MS) * MINUTE_MS; t <= to; t += MINUTE_MS) {
    const latest = model.getLatestSampleTime(t);
    if (latest !== null) times.add(latest);
  }
  return [...times].sort((a, b) => a - b).map((t) => ({ t, s: model.getSignalsAt(t) }));
}

/** What the car reported while a question was answered (with a minute's slack before it). */
export function readingsDuring(car: Car, askedAt: number, answeredAt: number): SignalValues[] {
  return samplesBetween(car, askedAt - 90_000, answeredAt + 5_000).map((x) => x.s);
}

function toLatest(s: SignalValues, t: number): LatestSignals {
  const out: Record<string, unknown> = { lastSeen: new Date(t).toISOString() };
  for (const [name, value] of Object.entries(s)) out[name] = { value, timestamp: new Date(t).toISOString() };
  return out as LatestSignals;
}

const fact = (kind: Kind, values: (number | null | undefined)[]): NumberFact | null => {
  const v = values.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  return v.length ? { kind, values: [...new Set(v)] } : null;
};

const TYRES = ['chassisAxleRow1WheelLeftTirePressure', 'chassisAxleRow1WheelRightTirePressure', 'chassisAxleRow2WheelLeftTirePressure', 'chassisAxleRow2WheelRightTirePressure'] as const;

/** Readings now: each a fact over the samples sent while the question was answered. */
export function nowFacts(car: Car, readings: SignalValues[]) {
  const all = (pick: (s: SignalValues) => number | null | undefined) => readings.map(pick);
  const electric = car.powertrain === 'ELECTRIC';
  const parked = readings.every((s) => !s.isIgnitionOn);
  const codes = [...new Set(readings.flatMap((s) => JSON.parse(s.obdDTCList ?? '[]') as string[]))];
  const scores = readings.map((s, i) => assessHealth(toLatest(s, i)).score);
  const last = readings[readings.length - 1];
  return {
    odometer: fact('distance', all((s) => s.powertrainTransmissionTravelledDistance)),
    fuel_pct: electric ? null : fact('percent', all((s) => s.powertrainFuelSystemRelativeLevel)),
    fuel_l: electric ? null : fact('volume', all((s) => s.powertrainFuelSystemAbsoluteLevel)),
    charge_pct: fact('percent', all((s) => s.powertrainTractionBatteryStateOfChargeCurrent)),
    charge_kwh: fact('energy', all((s) => s.powertrainTractionBatteryStateOfChargeCurrentEnergy)),
    range: fact('distance', all((s) => s.powertrainRange)),
    v12: fact('voltage', all((s) => s.lowVoltageBatteryCurrentVoltage)),
    coolant: fact('temperature', all((s) => s.powertrainCombustionEngineECT)),
    tyre_low: fact('pressure', all((s) => Math.min(...TYRES.map((k) => s[k] ?? Infinity)))),
    tyres: fact('pressure', readings.flatMap((s) => TYRES.map((k) => s[k]))),
    service_km: fact('distance', all((s) => s.serviceDistanceToService)),
    // the car's own time to its service, in whole days either side (the app names the due day, then its distance in days)
    service_days: fact('days', all((s) => s.serviceTimeToService).flatMap((t) => (typeof t === 'number' ? [Math.floor(t / 86_400), Math.ceil(t / 86_400)] : []))),
    score: fact('score', scores),
    speed: fact('speed', all((s) => s.speed)),
    ambient: fact('temperature', all((s) => s.exteriorAirTemperature)),
    intake: fact('temperature', all((s) => s.obdIntakeTemp)),
    load: fact('percent', all((s) => s.obdEngineLoad)),
    barometric: fact('pressure', all((s) => s.obdBarometricPressure)),
    codes,
    /** what is wrong now, as the signals show it */
    problems: {
      codes: codes.length > 0,
      v12: parked && (last.lowVoltageBatteryCurrentVoltage ?? 99) < 12.2,
      coolant: (last.powertrainCombustionEngineECT ?? 0) >= 105,
      tyre_low: Math.min(...TYRES.map((k) => last[k] ?? Infinity)) < 200,
      service_km: (last.serviceDistanceToService ?? Infinity) <= 1000,
    },
  };
}
export type NowFacts = ReturnType<typeof nowFacts>;

/** A period the owner names: the windows it may mean ([from, to) ranges), each as earliest and latest edges. */
export interface PeriodWindows {
  name: string;
  windows: { from: number; to: number }[];
}

function utcMidnight(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

function mondayOf(ms: number): number {
  const day = utcMidnight(ms);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
}

function monthStart(ms: number, back = 0): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1);
}

/** The windows a period name may mean at `now`, in UTC days and in the car's own local days. */
export function periodWindows(name: string, now: number, car: Car): PeriodWindows {
  const offset = modelOf(car).home.utcOffsetHours * HOUR_MS;
  const windows: { from: number; to: number }[] = [];
  for (const shift of [0, offset]) {
    const local = now + shift;
    const at = (ms: number) => ms - shift;
    const day = utcMidnight(local);
    switch (name) {
      case 'last7':
        windows.push({ from: now - 7 * DAY_MS, to: now });
        break;
      case 'week':
        windows.push({ from: now - 7 * DAY_MS, to: now }, { from: at(mondayOf(local)), to: now });
        break;
      case 'yesterday':
        windows.push({ from: at(day - DAY_MS), to: at(day) });
        break;
      case 'today':
        windows.push({ from: at(day), to: now });
        break;
      case 'lastweek':
        windows.push({ from: at(mondayOf(local) - 7 * DAY_MS), to: at(mondayOf(local)) }, { from: now - 14 * DAY_MS, to: now - 7 * DAY_MS });
        break;
      case 'month':
        windows.push({ from: at(monthStart(local)), to: now });
        break;
      case 'lastmonth':
        windows.push({ from: at(monthStart(local, 1)), to: at(monthStart(local)) });
        break;
      case 'last30':
        windows.push({ from: now - 30 * DAY_MS, to: now });
        break;
      default:
        throw new Error(`unknown period ${name}`);
    }
  }
  return { name, windows };
}

/** The app may align a running window's end to its buckets (10 minutes for a week, up to an hour for a month). */
function bucketMs(from: number, to: number): number {
  const days = (to - from) / DAY_MS;
  return (days <= 8 ? 10 : days <= 22 ? 30 : days <= 45 ? 60 : 180) * MINUTE_MS;
}

function driven(car: Car, from: number, to: number) {
  const samples = samplesInWindow(car, from, to);
  if (samples.length < 2) return null;
  const odo = (x: Sample) => x.s.powertrainTransmissionTravelledDistance ?? 0;
  const electric = car.powertrain === 'ELECTRIC';
  const level = (x: Sample) => (electric ? x.s.powertrainTractionBatteryStateOfChargeCurrentEnergy : x.s.powertrainFuelSystemAbsoluteLevel) ?? 0;
  let used = 0;
  let refills = 0;
  let sessions = 0;
  let top = 0;
  let topAt = samples[0].t;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i];
    if ((s.s.speed ?? 0) > top) {
      top = s.s.speed ?? 0;
      topAt = s.t;
    }
    if (s.s.powertrainTractionBatteryChargingIsCharging === 1 && (i === 0 || samples[i - 1].s.powertrainTractionBatteryChargingIsCharging !== 1)) sessions++;
    if (i === 0) continue;
    const change = level(s) - level(samples[i - 1]);
    if (change < 0) used -= change;
    else if (!electric && change > 2) refills++;
  }
  const distance = odo(samples[samples.length - 1]) - odo(samples[0]);
  const days = new Map<string, number>();
  const dayTop = new Map<string, number>();
  for (let i = 1; i < samples.length; i++) {
    const d = isoDay(samples[i].t);
    days.set(d, (days.get(d) ?? 0) + odo(samples[i]) - odo(samples[i - 1]));
    dayTop.set(d, Math.max(dayTop.get(d) ?? 0, samples[i].s.speed ?? 0));
  }
  // each refuel's and charge's levels before and after, and what it added
  const percent = (x: Sample) => (electric ? x.s.powertrainTractionBatteryStateOfChargeCurrent : x.s.powertrainFuelSystemRelativeLevel) ?? 0;
  const eventPercents: number[] = [];
  const added: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const rising = level(samples[i]) - level(samples[i - 1]) > 0.05;
    if (!rising) continue;
    let j = i;
    while (j + 1 < samples.length && level(samples[j + 1]) - level(samples[j]) > 0.05) j++;
    eventPercents.push(percent(samples[i - 1]), percent(samples[j]));
    added.push(level(samples[j]) - level(samples[i - 1]));
    i = j;
  }
  const tops = [...dayTop.values()].filter((v) => v > 0);
  return {
    distance,
    used,
    per100: distance > 0 ? (used / distance) * 100 : null,
    refills,
    sessions,
    top,
    topAt,
    drivingDays: [...days.values()].filter((km) => km >= 1).length,
    dayKm: [...days.values()],
    dayTops: [...dayTop.values()],
    meanTop: tops.length ? tops.reduce((a, b) => a + b, 0) / tops.length : 0,
    eventPercents,
    added,
  };
}

function samplesInWindow(car: Car, from: number, to: number): Sample[] {
  const model = modelOf(car);
  return model.listSampleTimes(from, to).map((t) => ({ t, s: model.getSignalsAt(t) }));
}

export interface PeriodFacts {
  km: NumberFact;
  top: NumberFact;
  /** the days (YYYY-MM-DD, UTC and local) the top speed may have been reached on */
  topDays: string[];
  days: NumberFact;
  per100: NumberFact | null;
  used: NumberFact | null;
  refuels: NumberFact;
  charges: NumberFact;
  dayKm: number[];
  /** each day's top speed and their mean */
  speeds: NumberFact;
  /** levels before and after each refuel or charge */
  levels: NumberFact;
  /** litres or kWh each added */
  added: NumberFact;
}

const memo = new Map<string, PeriodFacts | null>();

/** Distance, top speed and the rest over a period, as ranges over the windows it may mean. */
export function periodFacts(car: Car, name: string, now: number): PeriodFacts | null {
  const key = `${car.tokenId}|${name}|${Math.floor(now / (10 * MINUTE_MS))}`;
  if (memo.has(key)) return memo.get(key)!;
  const { windows } = periodWindows(name, now, car);
  const variants = windows.flatMap((w) => {
    const slack = bucketMs(w.from, w.to);
    return [driven(car, w.from, w.to), driven(car, w.from, w.to - slack), driven(car, w.from - slack, w.to - slack)];
  }).filter((v): v is NonNullable<ReturnType<typeof driven>> => v !== null);
  if (variants.length === 0) {
    memo.set(key, null);
    return null;
  }
  const span = (pick: (v: (typeof variants)[number]) => number | null, kind: Kind): NumberFact | null => {
    const values = variants.map(pick).filter((x): x is number => x !== null);
    return values.length ? { kind, values, range: [Math.min(...values), Math.max(...values)] } : null;
  };
  const offset = modelOf(car).home.utcOffsetHours * HOUR_MS;
  const result: PeriodFacts = {
    km: span((v) => v.distance, 'distance')!,
    top: span((v) => v.top, 'speed')!,
    topDays: [...new Set(variants.flatMap((v) => [isoDay(v.topAt), isoDay(v.topAt + offset)]))],
    days: span((v) => v.drivingDays, 'count')!,
    per100: span((v) => v.per100, 'consumption'),
    used: span((v) => v.used, car.powertrain === 'ELECTRIC' ? 'energy' : 'volume'),
    refuels: span((v) => v.refills, 'count')!,
    charges: span((v) => v.sessions, 'count')!,
    dayKm: variants[0].dayKm,
    speeds: { kind: 'speed', values: [...variants.flatMap((v) => v.dayTops), ...variants.map((v) => v.meanTop)] },
    levels: { kind: 'percent', values: variants.flatMap((v) => v.eventPercents) },
    added: { kind: car.powertrain === 'ELECTRIC' ? 'energy' : 'volume', values: variants.flatMap((v) => v.added) },
  };
  memo.set(key, result);
  return result;
}

/** Spend in the bench's own ledger over a period, per currency. */
export function spendFacts(ledger: Ledger, roles: Role[], period: 'year' | 'all' | 'month' | 'lastyear', today: string): NumberFact[] {
  const year = today.slice(0, 4);
  const inPeriod = (d: string) =>
    period === 'all' ? true : period === 'year' ? d.startsWith(year) : period === 'month' ? d.slice(0, 7) === today.slice(0, 7) : d.startsWith(String(Number(year) - 1));
  const byCurrency = new Map<string, number>();
  for (const r of ledger.records) if (roles.includes(r.role) && r.date <= today && inPeriod(r.date)) byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0) + r.cost);
  return [...byCurrency].map(([currency, total]) => ({ kind: 'money' as const, values: [Math.round(total * 100) / 100], currency }));
}

/** The subtotals by category the spend answers give beside the total: tyres apart from service and repair (vehicle-facts/spend.ts). */
export function spendSubtotals(ledger: Ledger, roles: Role[], period: 'year' | 'all' | 'month' | 'lastyear', today: string): NumberFact[] {
  const year = today.slice(0, 4);
  const inPeriod = (d: string) =>
    period === 'all' ? true : period === 'year' ? d.startsWith(year) : period === 'month' ? d.slice(0, 7) === today.slice(0, 7) : d.startsWith(String(Number(year) - 1));
  const byCategory = new Map<string, number>();
  for (const r of ledger.records) {
    if (!roles.includes(r.role) || r.date > today || !inPeriod(r.date)) continue;
    const key = `${r.kind === 'tires' ? 'tires' : 'service'}|${r.currency}`;
    byCategory.set(key, (byCategory.get(key) ?? 0) + r.cost);
  }
  return [...byCategory].map(([key, total]) => ({ kind: 'money' as const, values: [Math.round(total * 100) / 100], currency: key.split('|')[1] }));
}

export function latestRecord(ledger: Ledger, role: Role, kind: string): RecordEntry | null {
  return ledger.records.filter((r) => r.role === role && r.kind === kind).sort((a, b) => b.date.localeCompare(a.date))[0] ?? null;
}

export function documentOf(ledger: Ledger, role: Role, kind: 'insurance' | 'registration'): DocumentEntry | null {
  return ledger.documents.find((d) => d.role === role && d.kind === kind) ?? null;
}

export { isoDay };
