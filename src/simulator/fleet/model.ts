import type { NumberSignalName, StringSignalName } from '../../shared/telemetry';
import { describeBody, rollBodyDice, settleMinute, type BodyDice, type BodyPhase } from './body';
import { getCarModel, type CarModel } from './catalog';
import { planTripEvents, type SimEvent } from './events';
import { getCadence, sendsSignal, type Cadence, type ConnectionKind } from './connection';
import { keyed, type Keyed } from './hash';
import { pickHome, type Home } from './home';
import { DAY_MS, HOUR_MS, MINUTE_MS, SETTLE_MS, coveredShare, planDayTrips, type Trip } from './trips';
import type { SimVehicle } from './vehicle';

export { DAY_MS, HOUR_MS, MINUTE_MS, type Trip } from './trips';
/** Vehicles come with this much history before their mint time, so a new garage has a past week. */
export const HISTORY_BEFORE_MINT_MS = 90 * DAY_MS;
/** Ranges longer than this read thinned samples (see listSampleTimes). */
const LONG_RANGE_MS = 35 * DAY_MS;
const SERVICE_INTERVAL_KM = 15_000;
/** Home charging: a 7.2 kW wall box for electric cars (to the owner's charge limit); plug-in hybrids take 3.6 kW to full and drive on it down to 20 %. */
const EV_CHARGING = { chargerKw: 7.2, floor: 0 };
const PHEV_CHARGING = { chargerKw: 3.6, target: 100, floor: 20 };
const CHARGE_LIMITS = [80, 90, 90, 100];
const YEAR_MS = 365.25 * DAY_MS;

/** The signals readSignal reads without computing the full sample. */
export const SHORT_PATH_SIGNALS: ReadonlySet<string> = new Set([
  'obdDTCList',
  'obdStatusDTCCount',
  'exteriorAirTemperature',
  'obdBarometricPressure',
  'powertrainCombustionEngineECT',
  'lowVoltageBatteryCurrentVoltage',
  'obdEngineLoad',
  'obdIntakeTemp',
  'powertrainRange',
  'speed',
  'powertrainTransmissionTravelledDistance',
  'isIgnitionOn',
  'currentLocationCoordinates',
  'powertrainFuelSystemRelativeLevel',
  'powertrainFuelSystemAbsoluteLevel',
  'powertrainTractionBatteryStateOfChargeCurrent',
  'powertrainTractionBatteryStateOfChargeCurrentEnergy',
  'powertrainCombustionEngineSpeed',
]);

export interface LocationValue {
  latitude: number;
  longitude: number;
  hdop: number;
}

/** The app's signals (always present, null when this car does not send them) and any other signal of the catalog the model sends. */
export type SignalValues = { [K in NumberSignalName]: number | null } & {
  [K in StringSignalName]: string | null;
} & { currentLocationCoordinates: LocationValue | null } & { [name: string]: number | string | LocationValue | null | undefined };

/** A stop at the pump right after a trip: the level rises from `fromPercent` to `toPercent` over the stop. */
export interface Refuel {
  startMs: number;
  endMs: number;
  fromPercent: number;
  toPercent: number;
  trip: Trip;
}

/** An overnight charge from the wall box. */
export interface Charge {
  startMs: number;
  endMs: number;
  from: number;
  to: number;
  /** The cable stays in from the charge's start until the car leaves (or the day ends). */
  unplugMs: number;
}

interface Plug {
  kwh: number;
  chargerKw: number;
  target: number;
  floor: number;
}

interface FuelDay {
  startLevel: number;
  tripStartLevels: number[];
  refuels: (Refuel | null)[];
  endLevel: number;
}

/** Where the car is in its day at one instant; opaque outside the model (SampleMoment). */
interface Moment {
  t: number;
  day: number;
  driving: Trip | null;
  /** Ignition on, engine idling before the car moves. */
  idling: Trip | null;
  /** Progress through the driving trip, 0..1. */
  progress: number;
  /** The most recent trip that ended at or before t (possibly on an earlier day). */
  lastEnded: Trip | null;
  /** Worked out on first use, for the signals read at the same instant. */
  ambient?: number;
  odometer?: number;
  plugState?: PlugState | null;
  coolant?: number;
  engine?: Engine;
  fuelPercent?: number;
}

interface Engine {
  accel: number;
  rpm: number;
  engineOn: boolean;
}

/** One instant of a car, read once and shared by every signal a series reads at it (see readSignalAt). */
export type SampleMoment = Moment;

interface PlugState {
  soc: number;
  charging: boolean;
  plugged: boolean;
  added: number;
}

const DTC_CODES: Record<SimVehicle['powertrain'], string[]> = {
  COMBUSTION: ['P0420', 'P0171'],
  HYBRID: ['P0A80', 'P0420'],
  ELECTRIC: ['P0AA6', 'U0100'],
};

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** The engine's load in percent while it runs (0 when off). */
function engineLoad(engine: { accel: number; engineOn: boolean }, speed: number): number {
  return engine.engineOn ? clamp(speed < 3 ? 18 + 3 * engine.accel : 22 + 0.32 * speed + 18 * engine.accel, 10, 95) : 0;
}

/** Intake air: warmed by the road while driving, by the engine's heat when parked. */
function intakeTemperature(driving: boolean, ambient: number, speed: number, coolant: number | null): number {
  return driving ? ambient + 6 + 0.04 * speed : ambient + ((coolant ?? ambient) - ambient) * 0.15;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The fleet model of one vehicle: every signal is a pure function of the vehicle's seed and the time.
 * Instances only memoise per-day sums (odometer, fuel, charge level) and per-trip plans, themselves deterministic.
 */
export class VehicleModel {
  readonly car: CarModel;
  readonly home: Home;
  readonly dataStartMs: number;
  private readonly mintMs: number;
  private readonly offsetMs: number;
  private readonly firstDay: number;
  private readonly baseOdometerKm: number;
  private readonly odometerAtDayStart: number[] = [];
  private readonly socAtDayStart: number[] = [];
  private readonly fuelAtDayStart: number[] = [];
  private readonly tripCache = new Map<number, Trip[]>();
  private readonly fuelDayCache = new Map<number, FuelDay>();
  private readonly eventCache = new Map<Trip, SimEvent[]>();
  private serviceDueOdometer: number | null = null;
  /** The trouble-code list as the car sends it (its codes do not change with time). */
  private troubleCodeList: string | undefined;
  /** The battery the car charges from the grid: an electric car's or a plug-in hybrid's; null for combustion cars. */
  private readonly plug: Plug | null;
  private readonly tripDice = new Map<Trip, BodyDice>();
  private readonly coolantAtStart = new Map<Trip, number>();
  /** The speed's noise (read for every minute of every drive). */
  private readonly speedNoise: Keyed;
  /** Hashes keyed by the vehicle's seed (a day's trips read a dozen). */
  private readonly seedHash: Keyed;
  private readonly seedNoises = new Map<string, Keyed>();
  private readonly homeNoises = new Map<string, Keyed>();
  /** How often the car's connection reports (see getCadence). */
  readonly cadence: Cadence;

  constructor(readonly vehicle: SimVehicle) {
    this.speedNoise = keyed(vehicle.seed, 'speed');
    this.seedHash = keyed(vehicle.seed);
    this.cadence = getCadence(vehicle.connection ?? 'dual');
    this.car = getCarModel(vehicle.modelKey);
    this.home = pickHome(vehicle.homeSeed);
    this.offsetMs = this.home.utcOffsetHours * HOUR_MS;
    this.mintMs = Date.parse(vehicle.mintedAt);
    this.dataStartMs = this.mintMs - HISTORY_BEFORE_MINT_MS;
    this.firstDay = this.getLocalDay(this.dataStartMs);
    const ageYears = Math.max(0.5, new Date(this.mintMs).getUTCFullYear() - this.car.year + 0.5);
    this.baseOdometerKm = Math.round(ageYears * this.range(9_000, 17_000, 'km-per-year'));
    this.plug = this.planPlug();
  }

  /** A number in [min, max) from the vehicle's seed and the key parts (rangeFrom with the seed first). */
  private range(min: number, max: number, ...parts: (string | number)[]): number {
    return min + (max - min) * this.seedHash.unit(...parts);
  }

  get hasEngine(): boolean {
    return this.vehicle.powertrain !== 'ELECTRIC';
  }

  getLocalDay(ms: number): number {
    return Math.floor((ms + this.offsetMs) / DAY_MS);
  }

  getDayStartMs(day: number): number {
    return day * DAY_MS - this.offsetMs;
  }

  listTrips(day: number): Trip[] {
    const cached = this.tripCache.get(day);
    if (cached) return cached;
    const trips = day < this.firstDay ? [] : planDayTrips(this.seedHash, this.home, this.getDayStartMs(day), day);
    if (this.tripCache.size > 2_000) {
      this.tripCache.clear();
      this.lastMoment = this.otherMoment = null;
    }
    this.tripCache.set(day, trips);
    return trips;
  }

  /** Trips whose ignition period [ignitionMs, endMs) overlaps [fromMs, toMs), oldest first. */
  listTripsBetween(fromMs: number, toMs: number): Trip[] {
    const trips: Trip[] = [];
    for (let day = this.getLocalDay(fromMs) - 1; day <= this.getLocalDay(toMs); day++) {
      for (const trip of this.listTrips(day)) if (trip.endMs > fromMs && trip.ignitionMs < toMs) trips.push(trip);
    }
    return trips;
  }

  private getDayDistance(day: number): number {
    return this.listTrips(day).reduce((sum, trip) => sum + trip.distanceKm, 0);
  }

  private getOdometerAtDayStart(day: number): number {
    if (day <= this.firstDay) return this.baseOdometerKm;
    const memo = this.odometerAtDayStart;
    if (memo.length === 0) memo.push(this.baseOdometerKm);
    while (memo.length <= day - this.firstDay) {
      const previousDay = this.firstDay + memo.length - 1;
      memo.push(memo[memo.length - 1] + this.getDayDistance(previousDay));
    }
    return memo[day - this.firstDay];
  }

  private findLastTripBefore(day: number): Trip | null {
    for (let d = day - 1; d >= Math.max(this.firstDay, day - 30); d--) {
      const trips = this.listTrips(d);
      if (trips.length > 0) return trips[trips.length - 1];
    }
    return null;
  }

  private getPreviousTrip(trip: Trip): Trip | null {
    const day = this.getLocalDay(trip.startMs);
    const trips = this.listTrips(day);
    const index = trips.indexOf(trip);
    return index > 0 ? trips[index - 1] : this.findLastTripBefore(day);
  }

  /** The last two moments read: a segment's two ends are read signal by signal, each signal at both instants. */
  private lastMoment: Moment | null = null;
  private otherMoment: Moment | null = null;

  private getMoment(t: number): Moment {
    if (this.lastMoment?.t === t) return this.lastMoment;
    const moment = this.otherMoment?.t === t ? this.otherMoment : this.findMoment(t);
    this.otherMoment = this.lastMoment;
    return (this.lastMoment = moment);
  }

  private ambientAt(m: Moment): number {
    return (m.ambient ??= this.getAmbientTemperature(m.t));
  }

  private odometerAt(m: Moment): number {
    return (m.odometer ??= this.getOdometer(m));
  }

  private coolantAt(m: Moment): number {
    return (m.coolant ??= this.getCoolant(m));
  }

  private engineAt(m: Moment): Engine {
    return (m.engine ??= this.getEngine(m, this.getSpeed(m)));
  }

  private plugAt(m: Moment): PlugState | null {
    if (m.plugState === undefined) m.plugState = this.plug ? this.getPlugState(m, this.odometerAt(m)) : null;
    return m.plugState;
  }

  private findMoment(t: number): Moment {
    const day = this.getLocalDay(t);
    let driving: Trip | null = null;
    let idling: Trip | null = null;
    let lastEnded: Trip | null = null;
    for (const trip of this.listTrips(day)) {
      if (t >= trip.startMs && t < trip.endMs) driving = trip;
      else if (t >= trip.ignitionMs && t < trip.startMs) idling = trip;
      else if (trip.endMs <= t) lastEnded = trip;
    }
    if (!driving && !idling && !lastEnded) lastEnded = this.findLastTripBefore(day);
    const progress = driving ? (t - driving.startMs) / (driving.endMs - driving.startMs) : 0;
    return { t, day, driving, idling, progress, lastEnded };
  }

  isDrivingAt(t: number): boolean {
    return this.getMoment(t).driving !== null;
  }

  /** The car reports every minute: ignition on, a few minutes after a trip, and while it is refuelled. */
  private isAwake(m: Moment): boolean {
    if (m.driving || m.idling) return true;
    const trip = m.lastEnded;
    if (!trip) return false;
    if (m.t < trip.endMs + SETTLE_MS) return true;
    const refuel = this.findRefuelAfter(trip);
    return refuel !== null && m.t >= refuel.startMs && m.t <= refuel.endMs;
  }

  getOdometerAt(t: number): number {
    return this.getOdometer(this.getMoment(t));
  }

  private getOdometer(m: Moment): number {
    let km = this.getOdometerAtDayStart(m.day);
    for (const trip of this.listTrips(m.day)) {
      if (trip.endMs <= m.t) km += trip.distanceKm;
    }
    if (m.driving) km += m.driving.distanceKm * coveredShare(m.progress);
    return km;
  }

  private getSpeed(m: Moment): number {
    return m.driving ? this.getDriveSpeed(m.driving, m.t, m.progress) : 0;
  }

  /** The speed at t during this trip's drive, `progress` through it. */
  private getDriveSpeed(trip: Trip, t: number, progress: number): number {
    const hours = (trip.endMs - trip.startMs) / HOUR_MS;
    const mean = trip.distanceKm / hours;
    const noise = this.speedNoise.noise(t / (2 * MINUTE_MS));
    return clamp(mean * (Math.PI / 2) * Math.sin(Math.PI * progress) * (1 + 0.15 * noise), 0, 180);
  }

  getSpeedAt(t: number): number {
    return this.getSpeed(this.getMoment(t));
  }

  getAmbientTemperature(t: number): number {
    const home = this.home;
    const dayOfYear = (t / DAY_MS) % 365.25;
    const seasonal = home.meanTempC - home.seasonalSwingC * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.25);
    const localHour = (((t + this.offsetMs) % DAY_MS) + DAY_MS) % DAY_MS / HOUR_MS;
    const daily = 5 * Math.cos((2 * Math.PI * (localHour - 15)) / 24);
    const weather = 3 * this.homeNoise('weather', t / (DAY_MS / 1.5));
    return seasonal + daily + weather;
  }

  // ---- fuel: drains with distance, refilled at the pump after a trip that left the tank low ----

  private get fuelPercentPerKm(): number {
    return ((this.car.litersPer100Km ?? 7) / 100 / (this.car.tankLiters ?? 50)) * 100;
  }

  private planFuelDay(day: number, startLevel: number): FuelDay {
    let level = startLevel;
    const tripStartLevels: number[] = [];
    const refuels: (Refuel | null)[] = [];
    for (const trip of this.listTrips(day)) {
      tripStartLevels.push(level);
      level -= trip.distanceKm * this.fuelPercentPerKm;
      const threshold = 15 + 13 * this.seedHash.unit('refuel-threshold', trip.startMs);
      if (level < threshold) {
        const startMs = trip.endMs + 2 * MINUTE_MS;
        const toPercent = 90 + 10 * this.seedHash.unit('refuel-to', trip.startMs);
        const minutes = 5 + Math.round(4 * this.seedHash.unit('refuel-minutes', trip.startMs));
        refuels.push({ startMs, endMs: startMs + minutes * MINUTE_MS, fromPercent: level, toPercent, trip });
        level = toPercent;
      } else {
        refuels.push(null);
      }
    }
    return { startLevel, tripStartLevels, refuels, endLevel: level };
  }

  private getFuelDay(day: number): FuelDay {
    const cached = this.fuelDayCache.get(day);
    if (cached) return cached;
    const memo = this.fuelAtDayStart;
    if (memo.length === 0) memo.push(30 + 60 * this.seedHash.unit('fuel-initial'));
    while (memo.length <= day - this.firstDay) {
      const previousDay = this.firstDay + memo.length - 1;
      memo.push(this.planFuelDay(previousDay, memo[memo.length - 1]).endLevel);
    }
    const plan = this.planFuelDay(day, memo[Math.max(0, day - this.firstDay)]);
    if (this.fuelDayCache.size > 500) this.fuelDayCache.clear();
    this.fuelDayCache.set(day, plan);
    return plan;
  }

  private getFuelLevelPercent(m: Moment): number {
    return (m.fuelPercent ??= this.computeFuelLevelPercent(m));
  }

  private computeFuelLevelPercent(m: Moment): number {
    const plan = this.getFuelDay(m.day);
    let level = plan.startLevel;
    this.listTrips(m.day).forEach((trip, i) => {
      if (m.t < trip.startMs) return;
      const covered = m.t >= trip.endMs ? trip.distanceKm : trip.distanceKm * coveredShare(m.progress);
      level = plan.tripStartLevels[i] - covered * this.fuelPercentPerKm;
      const refuel = plan.refuels[i];
      if (!refuel || m.t < refuel.startMs) return;
      level = m.t >= refuel.endMs ? refuel.toPercent : refuel.fromPercent + ((refuel.toPercent - refuel.fromPercent) * (m.t - refuel.startMs)) / (refuel.endMs - refuel.startMs);
    });
    return level;
  }

  private findRefuelAfter(trip: Trip): Refuel | null {
    if (!this.hasEngine) return null;
    const day = this.getLocalDay(trip.startMs);
    const index = this.listTrips(day).indexOf(trip);
    return index < 0 ? null : this.getFuelDay(day).refuels[index];
  }

  /** Refuels that start in [fromMs, toMs), oldest first (none for electric cars). */
  listRefuels(fromMs: number, toMs: number): Refuel[] {
    if (!this.hasEngine) return [];
    const list: Refuel[] = [];
    for (const trip of this.listTripsBetween(fromMs - HOUR_MS, toMs)) {
      const refuel = this.findRefuelAfter(trip);
      if (refuel && refuel.startMs >= fromMs && refuel.startMs < toMs && refuel.startMs >= this.dataStartMs) list.push(refuel);
    }
    return list;
  }

  // ---- the battery the car charges from the grid ----

  /** An electric car's battery, or a plug-in hybrid's; null for combustion cars. */
  private planPlug(): Plug | null {
    if (this.vehicle.powertrain === 'ELECTRIC') {
      const target = CHARGE_LIMITS[Math.floor(this.seedHash.unit('charge-limit') * CHARGE_LIMITS.length)];
      return { kwh: this.car.batteryKwh ?? 60, target, ...EV_CHARGING };
    }
    if (this.vehicle.powertrain === 'HYBRID' && this.car.plugInKwh) return { kwh: this.car.plugInKwh, ...PHEV_CHARGING };
    return null;
  }

  private get chargeRatePerMs(): number {
    const plug = this.plug!;
    return ((plug.chargerKw / plug.kwh) * 100) / HOUR_MS;
  }

  private get socPerKm(): number {
    return ((this.car.kwhPerKm ?? 0.17) / this.plug!.kwh) * 100;
  }

  /**
   * State of health, % of the battery's original capacity at time t: a small loss out of the factory, then calendar
   * and cycle ageing that slows with age (∝ √years since the middle of its model year, about 1 point a year at three
   * years old). The usable energy, the range and the energy a charge adds shrink with it; the charge level does not.
   */
  getStateOfHealthAt(t: number): number | null {
    if (!this.plug) return null;
    const years = Math.max(0, (t - Date.UTC(this.car.year, 6, 1)) / YEAR_MS);
    return 100 - this.range(0.5, 2, 'soh') - this.range(2.8, 4.6, 'soh-rate') * Math.sqrt(years);
  }

  /** Vampire drain: an electric car loses 0.3–1.5 % of charge a day while it stands unplugged (cabin, sentry, cell balancing). */
  get parkedDrainPercentPerDay(): number {
    return this.vehicle.powertrain === 'ELECTRIC' ? 0.3 + 1.2 * this.seedHash.unit('parked-drain') : 0;
  }

  /** Ms of the day until t with the cable out (the charger holds the level while it is in). */
  private getUnpluggedMs(day: number, t: number, charge: Charge | null): number {
    const plugged = charge ? Math.max(0, Math.min(t, charge.unplugMs) - charge.startMs) : 0;
    return Math.max(0, t - this.getDayStartMs(day) - plugged);
  }

  private getDrain(day: number, t: number, charge: Charge | null): number {
    return (this.parkedDrainPercentPerDay / DAY_MS) * this.getUnpluggedMs(day, t, charge);
  }

  /** Overnight charging from 01:00 local (at most 5 h), on nights that start below the owner's threshold. */
  private getChargeWindow(day: number): Charge | null {
    const from = this.getSocAtDayStart(day);
    const threshold = 60 + 15 * this.seedHash.unit('charge-threshold');
    if (from >= threshold || from >= this.plug!.target) return null;
    const startMs = this.getDayStartMs(day) + HOUR_MS;
    const endMs = Math.min(startMs + (this.plug!.target - from) / this.chargeRatePerMs, startMs + 5 * HOUR_MS);
    const firstTrip = this.listTrips(day)[0];
    const unplugMs = firstTrip ? firstTrip.ignitionMs : this.getDayStartMs(day + 1);
    return { startMs, endMs, from, to: from + (endMs - startMs) * this.chargeRatePerMs, unplugMs };
  }

  /** Charges that start in [fromMs, toMs), oldest first (none for cars without a plug). */
  listCharges(fromMs: number, toMs: number): Charge[] {
    if (!this.plug) return [];
    const list: Charge[] = [];
    for (let day = Math.max(this.firstDay, this.getLocalDay(fromMs)); day <= this.getLocalDay(toMs); day++) {
      const charge = this.getChargeWindow(day);
      if (charge && charge.startMs >= fromMs && charge.startMs < toMs && charge.startMs >= this.dataStartMs) list.push(charge);
    }
    return list;
  }

  private getSocAtDayStart(day: number): number {
    const initial = 70 + 15 * this.seedHash.unit('soc-initial');
    if (day <= this.firstDay) return initial;
    const memo = this.socAtDayStart;
    if (memo.length === 0) memo.push(initial);
    while (memo.length <= day - this.firstDay) {
      const previousDay = this.firstDay + memo.length - 1;
      const charge = this.getChargeWindow(previousDay);
      const afterCharge = charge ? charge.to : memo[memo.length - 1];
      const drain = this.getDrain(previousDay, this.getDayStartMs(previousDay + 1), charge);
      memo.push(Math.max(this.plug!.floor, afterCharge - this.socPerKm * this.getDayDistance(previousDay) - drain));
    }
    return memo[day - this.firstDay];
  }

  /** Charge level, whether it charges now and whether the cable is in; a plug-in hybrid's engine takes over at its floor. */
  private getPlugState(m: Moment, odometerKm: number): PlugState {
    const charge = this.getChargeWindow(m.day);
    let soc = this.getSocAtDayStart(m.day);
    let charging = false;
    let plugged = false;
    let added = 0;
    if (charge && m.t >= charge.startMs) {
      charging = m.t < charge.endMs;
      plugged = m.t < charge.unplugMs;
      soc = charging ? charge.from + (m.t - charge.startMs) * this.chargeRatePerMs : charge.to;
      added = plugged ? ((soc - charge.from) / 100) * this.plug!.kwh : 0;
    }
    soc -= this.socPerKm * (odometerKm - this.getOdometerAtDayStart(m.day)) + this.getDrain(m.day, m.t, charge);
    return { soc: clamp(soc, this.plug!.floor, 100), charging, plugged, added };
  }

  // ---- engine temperatures, location, tires, service ----

  private get coolantTarget(): number {
    return this.vehicle.faults.includes('hotCoolant') ? 115 : 90;
  }

  private getCoolantAtTripStart(trip: Trip): number {
    let coolant = this.coolantAtStart.get(trip);
    if (coolant === undefined) {
      if (this.coolantAtStart.size > 2_000) this.coolantAtStart.clear();
      this.coolantAtStart.set(trip, (coolant = this.computeCoolantAtTripStart(trip, this.getPreviousTrip(trip))));
    }
    return coolant;
  }

  private computeCoolantAtTripStart(trip: Trip, previous: Trip | null): number {
    const ambient = this.getAmbientTemperature(trip.ignitionMs);
    if (!previous) return ambient;
    const cooled = Math.exp(-(trip.ignitionMs - previous.endMs) / (40 * MINUTE_MS));
    return ambient + (this.coolantTarget - ambient) * cooled;
  }

  private getCoolant(m: Moment): number {
    const target = this.coolantTarget;
    const ambient = this.ambientAt(m);
    const running = m.driving ?? m.idling;
    if (running) {
      const start = this.getCoolantAtTripStart(running);
      return target - (target - start) * Math.exp(-(m.t - running.ignitionMs) / (4 * MINUTE_MS));
    }
    if (!m.lastEnded) return ambient;
    const trip = m.lastEnded;
    const start = this.getCoolantAtTripStart(trip);
    const atEnd = target - (target - start) * Math.exp(-(trip.endMs - trip.ignitionMs) / (4 * MINUTE_MS));
    return ambient + (atEnd - ambient) * Math.exp(-(m.t - trip.endMs) / (40 * MINUTE_MS));
  }

  private getLocation(m: Moment): LocationValue {
    const home: [number, number] = [this.home.latitude, this.home.longitude];
    const hdop = m.driving ? 0.8 + 0.6 * this.seedHash.unit('hdop', Math.floor(m.t / MINUTE_MS)) : 1.1;
    let point = home;
    if (m.driving) {
      const dest: [number, number] = [m.driving.destLatitude, m.driving.destLongitude];
      const [from, to] = m.driving.leg === 'out' ? [home, dest] : [dest, home];
      const s = coveredShare(m.progress);
      point = [from[0] + (to[0] - from[0]) * s, from[1] + (to[1] - from[1]) * s];
    } else if (m.idling?.leg === 'back' || (!m.idling && m.lastEnded?.leg === 'out')) {
      const trip = m.idling ?? m.lastEnded!;
      point = [trip.destLatitude, trip.destLongitude];
    }
    return { latitude: round(point[0], 6), longitude: round(point[1], 6), hdop: round(hdop, 1) };
  }

  getLocationAt(t: number): LocationValue {
    return this.getLocation(this.getMoment(t));
  }

  /** Heading in degrees from north: the direction of the current (or last) leg. */
  private getHeading(m: Moment): number | null {
    const trip = m.driving ?? m.idling ?? m.lastEnded;
    if (!trip) return null;
    const degrees = (trip.bearing * 180) / Math.PI + (trip.leg === 'back' ? 180 : 0);
    const wobble = m.driving ? 8 * this.seedNoise('heading', m.t / MINUTE_MS) : 0;
    return round((((degrees + wobble) % 360) + 360) % 360, 0);
  }

  private getTirePressure(m: Moment, wheel: number, ambient: number): number {
    const lowWheel = Math.floor(this.seedHash.unit('low-wheel') * 4);
    const base =
      this.vehicle.faults.includes('lowTire') && wheel === lowWheel
        ? 170 + this.range(-3, 3, 'tire', wheel)
        : this.range(232, 246, 'tire', wheel);
    let warm = 0;
    if (m.driving) warm = 9 * (1 - Math.exp(-(m.t - m.driving.startMs) / (15 * MINUTE_MS)));
    else if (m.lastEnded) {
      const duration = m.lastEnded.endMs - m.lastEnded.startMs;
      warm = 9 * (1 - Math.exp(-duration / (15 * MINUTE_MS))) * Math.exp(-(m.t - m.lastEnded.endMs) / HOUR_MS);
    }
    return base + warm + (ambient - 15) * 0.3;
  }

  private getServiceDistance(odometerKm: number): number {
    if (this.vehicle.faults.includes('serviceDue')) {
      this.serviceDueOdometer ??= this.getOdometerAt(this.mintMs) + this.range(260, 460, 'service-due');
      return this.serviceDueOdometer - odometerKm;
    }
    const offset = this.range(1_000, 6_000, 'service-offset');
    const since = (((odometerKm - this.baseOdometerKm + offset) % SERVICE_INTERVAL_KM) + SERVICE_INTERVAL_KM) % SERVICE_INTERVAL_KM;
    return SERVICE_INTERVAL_KM - since;
  }

  private getTripDice(trip: Trip | null): BodyDice | null {
    if (!trip) return null;
    let dice = this.tripDice.get(trip);
    if (!dice) {
      dice = rollBodyDice(this.vehicle.seed, trip, this.getAmbientTemperature(trip.endMs) > 24, this.getLocalDay(trip.startMs));
      if (this.tripDice.size > 2_000) this.tripDice.clear();
      this.tripDice.set(trip, dice);
    }
    return dice;
  }

  private getBodyPhase(m: Moment): BodyPhase {
    if (m.driving) return { kind: 'driving', trip: m.driving };
    if (m.idling) return { kind: 'idling', trip: m.idling };
    const trip = m.lastEnded;
    if (trip && m.t < trip.endMs + SETTLE_MS) return { kind: 'settling', trip, minute: settleMinute(trip, m.t) };
    return { kind: 'parked', trip };
  }

  /** The engine runs when idling and driving (a hybrid's only above 45 km/h or when its battery asks for it). */
  private isEngineOn(m: Moment, speed: number): boolean {
    if (m.idling) return this.hasEngine;
    if (!m.driving) return false;
    const p = this.vehicle.powertrain;
    return p === 'COMBUSTION' || (p === 'HYBRID' && (speed > 45 || this.seedNoise('ice', m.t / MINUTE_MS / 3) > 0));
  }

  private getEngine(m: Moment, speed: number): Engine {
    const minutes = m.t / MINUTE_MS;
    const accel = Math.max(0, this.seedNoise('accel', minutes * 1.5));
    if (!this.isEngineOn(m, speed)) return { accel, rpm: 0, engineOn: false };
    const rpm = speed < 3 ? 760 + 40 * this.seedNoise('idle', minutes) : 1150 + speed * 19 * (1 + 0.08 * accel);
    return { accel, rpm, engineOn: true };
  }

  /**
   * One signal at t without computing the others: the few that activity summaries and the app's series read over
   * many samples take a short path (SHORT_PATH_SIGNALS), any other is read from the full sample.
   */
  readSignal(name: string, t: number): number | string | LocationValue | null {
    return this.readSignalAt(name, this.getMoment(t));
  }

  /** The instant readSignalAt reads; a caller reading several signals at the same times keeps one per time. */
  momentAt(t: number): SampleMoment {
    return this.findMoment(t);
  }

  /** readSignal at a moment from momentAt. */
  readSignalAt(name: string, m: SampleMoment): number | string | LocationValue | null {
    if (!sendsSignal(this.connection, name)) return null;
    const t = m.t;
    switch (name) {
      case 'obdDTCList':
        return (this.troubleCodeList ??= JSON.stringify(this.getTroubleCodes()));
      case 'exteriorAirTemperature':
        return round(this.ambientAt(m), 1);
      case 'obdBarometricPressure':
        return this.hasEngine ? round(this.getBarometricPressure(t), 1) : null;
      case 'powertrainCombustionEngineECT':
        return this.hasEngine ? round(this.coolantAt(m), 1) : null;
      case 'lowVoltageBatteryCurrentVoltage':
        return round(this.getVoltage(m, this.plugAt(m)), 2);
      case 'obdEngineLoad': {
        if (!this.hasEngine) return null;
        const speed = this.getSpeed(m);
        return round(engineLoad(this.engineAt(m), speed), 1);
      }
      case 'obdIntakeTemp': {
        if (!this.hasEngine) return null;
        return round(intakeTemperature(m.driving !== null, this.ambientAt(m), this.getSpeed(m), this.coolantAt(m)), 1);
      }
      case 'powertrainRange':
        return round(this.getEnergyState(m, this.plugAt(m)).rangeKm, 0);
      case 'obdStatusDTCCount':
        return this.getTroubleCodes().length;
      case 'speed': {
        if (!m.driving) return 0;
        if (t % MINUTE_MS === 0) {
          const speeds = this.getDriveSpeeds(m.driving);
          const index = (t - firstDriveMinute(m.driving)) / MINUTE_MS;
          if (index >= 0 && index < speeds.length) return speeds[index];
        }
        return round(this.getSpeed(m), 1);
      }
      case 'powertrainTransmissionTravelledDistance':
        return round(this.odometerAt(m), 1);
      case 'isIgnitionOn':
        return m.driving !== null || m.idling !== null ? 1 : 0;
      case 'currentLocationCoordinates':
        return this.getLocation(m);
      case 'powertrainFuelSystemRelativeLevel':
        return this.hasEngine ? round(this.getFuelLevelPercent(m), 1) : null;
      case 'powertrainFuelSystemAbsoluteLevel':
        return this.hasEngine ? round(this.getFuelLiters(this.getFuelLevelPercent(m)), 1) : null;
      case 'powertrainTractionBatteryStateOfChargeCurrent': {
        const soc = this.getSoc(m);
        return soc === null ? null : round(soc, 1);
      }
      case 'powertrainTractionBatteryStateOfChargeCurrentEnergy': {
        const energy = this.getUsableEnergy(this.getSoc(m), t);
        return energy === null ? null : round(energy, 2);
      }
      case 'powertrainCombustionEngineSpeed': {
        if (!this.hasEngine) return null;
        return Math.round(this.engineAt(m).rpm);
      }
      default:
        return this.getSignalsAt(t)[name] ?? null;
    }
  }

  private getFuelLiters(fuelPercent: number): number {
    return (fuelPercent / 100) * (this.car.tankLiters ?? 50);
  }

  /** The traction battery's charge: a plug's, a (non-plug) hybrid's small buffer, or null without one. */
  private getSoc(m: Moment): number | null {
    if (this.plug) return this.plugAt(m)!.soc;
    if (this.vehicle.powertrain !== 'HYBRID') return null;
    return m.driving ? 55 + 12 * this.seedNoise('hv', m.t / MINUTE_MS / 5) : 55 + 8 * this.seedNoise('hv-parked', m.day);
  }

  private getGrossCapacity(): number | null {
    return this.plug ? this.plug.kwh : this.vehicle.powertrain === 'HYBRID' ? 1.6 : null;
  }

  /** The battery's health as a share (1 without a figure for it). */
  private getHealthShare(t: number): number {
    const soh = this.getStateOfHealthAt(t);
    return soh === null ? 1 : soh / 100;
  }

  /** Energy in the battery at this charge: the gross capacity scaled by the battery's health. */
  private getUsableEnergy(soc: number | null, t: number): number | null {
    const capacity = this.getGrossCapacity();
    return soc === null || capacity === null ? null : (soc / 100) * capacity * this.getHealthShare(t);
  }

  /** The 12 V battery's voltage: charging while the engine runs or the car charges, resting (and recovering) parked. */
  private getVoltage(m: Moment, ev: { charging: boolean } | null): number {
    const minutes = m.t / MINUTE_MS;
    const weak = this.vehicle.faults.includes('weakBattery');
    if (m.driving !== null || m.idling !== null) return (weak ? 13.4 : 14.1) + 0.08 * this.seedNoise('volt', minutes);
    if (ev?.charging) return 13.6 + 0.05 * this.seedNoise('volt', minutes);
    const surface = m.lastEnded ? 0.25 * Math.exp(-(m.t - m.lastEnded.endMs) / (2 * HOUR_MS)) : 0;
    return (weak ? 11.7 : 12.6) + surface + 0.03 * this.seedNoise('volt', minutes / 10);
  }

  private getBarometricPressure(t: number): number {
    return 101.3 - this.home.elevationM * 0.0115 + 1.2 * this.homeNoise('pressure', t / (30 * HOUR_MS));
  }

  /** Fuel and traction-battery energy at a moment, and the range they give. */
  private getEnergyState(m: Moment, ev: { soc: number } | null) {
    const fuelPercent = this.hasEngine ? this.getFuelLevelPercent(m) : null;
    const fuelLiters = fuelPercent === null ? null : this.getFuelLiters(fuelPercent);
    const soc = ev ? ev.soc : this.getSoc(m);
    const soh = this.getStateOfHealthAt(m.t);
    const health = soh === null ? 1 : soh / 100;
    const energy = this.getUsableEnergy(soc, m.t);
    const kwhPerKm = this.car.kwhPerKm ?? 0.17;
    const electricKm = ev && this.plug ? (((ev.soc - this.plug.floor) / 100) * this.plug.kwh * health) / kwhPerKm : 0;
    const rangeKm = this.vehicle.powertrain === 'ELECTRIC' ? (energy ?? 0) / kwhPerKm : ((fuelLiters ?? 0) / (this.car.litersPer100Km ?? 7)) * 100 + electricKm;
    return { fuelPercent, fuelLiters, soc, soh, health, energy, electricKm, rangeKm };
  }

  /** smoothNoise(x, the car's seed, label), the seed and label hashed once per model. */
  private seedNoise(label: string, x: number): number {
    let noise = this.seedNoises.get(label);
    if (!noise) this.seedNoises.set(label, (noise = keyed(this.vehicle.seed, label)));
    return noise.noise(x);
  }

  /** smoothNoise(x, the car's home seed, label), as seedNoise. */
  private homeNoise(label: string, x: number): number {
    let noise = this.homeNoises.get(label);
    if (!noise) this.homeNoises.set(label, (noise = keyed(this.vehicle.homeSeed, label)));
    return noise.noise(x);
  }

    private getTroubleCodes(): readonly string[] {
    return this.vehicle.faults.includes('dtc') ? DTC_CODES[this.vehicle.powertrain] : [];
  }

  /** Every signal at time t as the vehicle would report it (null where its powertrain or connection never sends it). */
  getSignalsAt(t: number): SignalValues {
    const values = this.computeSignalsAt(t);
    if (this.connection === 'dual') return values;
    for (const name of Object.keys(values)) if (!sendsSignal(this.connection, name)) values[name] = null;
    return values;
  }

  private get connection(): ConnectionKind {
    return this.vehicle.connection ?? 'dual';
  }

  private computeSignalsAt(t: number): SignalValues {
    const m = this.getMoment(t);
    const v = this.vehicle;
    const minutes = t / MINUTE_MS;
    const driving = m.driving !== null;
    const ignition = driving || m.idling !== null;
    const odometer = this.getOdometer(m);
    const speed = this.getSpeed(m);
    const ambient = this.getAmbientTemperature(t);
    const isEv = v.powertrain === 'ELECTRIC';
    const ev = this.plug ? this.getPlugState(m, odometer) : null;
    const voltage = this.getVoltage(m, ev);

    const engine = this.engineAt(m);
    const { accel, rpm, engineOn } = engine;
    const load = engineLoad(engine, speed);
    const tps = engineOn ? clamp(speed < 3 ? 9 : 11 + 0.22 * speed + 15 * accel, 8, 90) : 0;
    const maf = engineOn ? ((2.0 * rpm) / 120) * 1.2 * (load / 100) : 0;
    const coolant = this.hasEngine ? this.coolantAt(m) : null;
    const intake = intakeTemperature(driving, ambient, speed, coolant);
    const oilTemp = coolant === null ? null : ambient + (coolant - ambient) * 1.06;

    const { fuelPercent, fuelLiters, soc, soh, health, energy, electricKm, rangeKm: range } = this.getEnergyState(m, ev);
    const grossCapacity = this.getGrossCapacity();
    const barometric = this.getBarometricPressure(t);
    const tires = [0, 1, 2, 3].map((wheel) => round(this.getTirePressure(m, wheel, ambient), 1));
    const hasEngine = this.hasEngine;
    const serviceKm = this.getServiceDistance(odometer);
    const dtcs = this.getTroubleCodes();
    const kmSinceService = SERVICE_INTERVAL_KM - serviceKm;
    const oilLevel = clamp(96 - (kmSinceService / SERVICE_INTERVAL_KM) * 30 - 6 * this.seedHash.unit('oil-use'), 40, 100);
    const body = describeBody(this.getBodyPhase(m), this.getTripDice(m.driving ?? m.idling ?? m.lastEnded));
    const batteryPowerW = ev?.charging ? this.plug!.chargerKw * 1000 : driving && this.plug ? -speed * (this.car.kwhPerKm ?? 0.17) * 1000 : 0;

    return {
      powertrainTransmissionTravelledDistance: round(odometer, 1),
      speed: round(speed, 1),
      isIgnitionOn: ignition ? 1 : 0,
      powertrainFuelSystemRelativeLevel: fuelPercent === null ? null : round(fuelPercent, 1),
      powertrainFuelSystemAbsoluteLevel: fuelLiters === null ? null : round(fuelLiters, 1),
      powertrainTractionBatteryStateOfChargeCurrent: soc === null ? null : round(soc, 1),
      powertrainTractionBatteryStateOfChargeCurrentEnergy: energy === null ? null : round(energy, 2),
      powertrainTractionBatteryGrossCapacity: grossCapacity,
      powertrainTractionBatteryChargingIsCharging: ev ? (ev.charging ? 1 : 0) : null,
      lowVoltageBatteryCurrentVoltage: round(voltage, 2),
      powertrainRange: round(range, 0),
      powertrainCombustionEngineSpeed: hasEngine ? Math.round(rpm) : null,
      powertrainCombustionEngineECT: coolant === null ? null : round(coolant, 1),
      powertrainCombustionEngineTPS: hasEngine ? round(tps, 1) : null,
      powertrainCombustionEngineMAF: hasEngine ? round(maf, 2) : null,
      obdEngineLoad: hasEngine ? round(load, 1) : null,
      obdIntakeTemp: hasEngine ? round(intake, 1) : null,
      obdBarometricPressure: hasEngine ? round(barometric, 1) : null,
      obdRunTime: hasEngine ? (engineOn ? Math.round((t - (m.driving ?? m.idling)!.ignitionMs) / 1000) : 0) : null,
      exteriorAirTemperature: round(ambient, 1),
      chassisAxleRow1WheelLeftTirePressure: tires[0],
      chassisAxleRow1WheelRightTirePressure: tires[1],
      chassisAxleRow2WheelLeftTirePressure: tires[2],
      chassisAxleRow2WheelRightTirePressure: tires[3],
      serviceDistanceToService: round(serviceKm, 0),
      serviceTimeToService: Math.max(0, Math.round((serviceKm / 40) * 86_400)),
      bodyLockIsLocked: body.locked,
      cabinDoorRow1DriverSideIsOpen: body.driverDoor,
      cabinDoorRow1PassengerSideIsOpen: body.passengerDoor,
      cabinDoorRow2DriverSideIsOpen: body.rearLeftDoor,
      cabinDoorRow2PassengerSideIsOpen: body.rearRightDoor,
      cabinDoorRow1DriverSideWindowIsOpen: body.driverWindow,
      cabinDoorRow1PassengerSideWindowIsOpen: body.passengerWindow,
      cabinDoorRow2DriverSideWindowIsOpen: body.rearLeftWindow,
      cabinDoorRow2PassengerSideWindowIsOpen: body.rearRightWindow,
      bodyTrunkFrontIsOpen: isEv ? 0 : null,
      bodyTrunkRearIsOpen: body.trunk,
      chassisParkingBrakeIsEngaged: body.parkingBrake,
      cabinSeatRow1DriverSideIsBelted: body.driverBelted,
      bodyLightsIsAirbagWarningOn: 0,
      chassisBrakeABSIsWarningOn: 0,
      chassisTireSystemIsWarningOn: tires.some((p) => p < 190) ? 1 : 0,
      powertrainTractionBatteryChargingChargeLimit: ev ? this.plug!.target : null,
      powertrainTractionBatteryChargingIsChargingCableConnected: ev ? (ev.plugged ? 1 : 0) : null,
      powertrainTractionBatteryChargingPower: ev ? (ev.charging ? this.plug!.chargerKw : 0) : null,
      powertrainTractionBatteryChargingAddedEnergy: ev ? round(ev.added * health, 2) : null,
      powertrainTractionBatteryChargingChargeCurrentAC: ev ? (ev.charging ? round((this.plug!.chargerKw * 1000) / 240, 1) : 0) : null,
      powertrainTractionBatteryChargingChargeVoltageUnknownType: ev ? (ev.charging ? 240 : 0) : null,
      powertrainTractionBatteryStateOfHealth: soh === null ? null : round(soh, 1),
      powertrainTractionBatteryRange: ev ? round(electricKm, 0) : null,
      powertrainTractionBatteryTemperatureAverage: ev ? round(ambient + (driving || ev.charging ? 8 : 2), 1) : null,
      powertrainTractionBatteryCurrentPower: ev ? round(batteryPowerW, 0) : null,
      powertrainTractionBatteryCurrentVoltage: soc === null ? null : round((isEv ? 340 : 260) + 0.6 * soc, 1),
      powertrainCombustionEngineEngineOilRelativeLevel: hasEngine ? round(oilLevel, 0) : null,
      powertrainCombustionEngineEngineOilLevel: hasEngine ? (oilLevel < 45 ? 'CRITICALLY_LOW' : oilLevel < 60 ? 'LOW' : 'NORMAL') : null,
      powertrainCombustionEngineEOT: oilTemp === null ? null : round(oilTemp, 1),
      powertrainCombustionEngineEOP: hasEngine ? (engineOn ? round(180 + rpm * 0.09, 0) : 0) : null,
      obdOilTemperature: oilTemp === null ? null : round(oilTemp, 1),
      obdStatusDTCCount: dtcs.length,
      obdDistanceWithMIL: dtcs.length ? round(Math.max(0, odometer - this.getOdometerAt(this.mintMs) + 40), 0) : 0,
      obdDistanceSinceDTCClear: round(Math.max(0, odometer - this.baseOdometerKm + 120), 0),
      obdFuelRate: hasEngine ? (engineOn ? round((maf / 14.7 / 740) * 3600, 2) : 0) : null,
      obdMAP: hasEngine ? (engineOn ? round(28 + 0.7 * load, 1) : round(barometric, 1)) : null,
      obdThrottlePosition: hasEngine ? round(tps, 1) : null,
      obdLongTermFuelTrim1: hasEngine ? round(this.range(-4, 4, 'ltft'), 1) : null,
      obdShortTermFuelTrim1: hasEngine ? (engineOn ? round(3 * this.seedNoise('stft', minutes * 2), 1) : 0) : null,
      obdFuelTypeName: hasEngine ? 'Gasoline' : null,
      powertrainType: v.powertrain,
      powertrainFuelSystemSupportedFuelTypes: this.hasEngine ? 'GASOLINE' : null,
      obdDTCList: JSON.stringify(dtcs),
      currentLocationCoordinates: this.getLocation(m),
      currentLocationHeading: this.getHeading(m),
      currentLocationAltitude: round(this.home.elevationM + 15 * this.homeNoise('alt', odometer / 3), 0),
    };
  }

  private readonly driveSpeeds = new Map<Trip, Float64Array>();

  /** The speeds the minute samples of this trip's drive report (memoised: maxima, averages and events all read them). */
  private getDriveSpeeds(trip: Trip): Float64Array {
    let speeds = this.driveSpeeds.get(trip);
    if (!speeds) {
      const first = firstDriveMinute(trip);
      speeds = new Float64Array(Math.max(0, Math.ceil((trip.endMs - first) / MINUTE_MS)));
      // Trips do not overlap, so a minute of the drive before the local midnight is this trip's; later ones read as usual.
      const sameDay = this.getDayStartMs(this.getLocalDay(trip.startMs) + 1);
      for (let i = 0; i < speeds.length; i++) {
        const t = first + i * MINUTE_MS;
        speeds[i] = round(t < sameDay ? this.getDriveSpeed(trip, t, (t - trip.startMs) / (trip.endMs - trip.startMs)) : this.getSpeedAt(t), 1);
      }
      if (this.driveSpeeds.size > 2_000) this.driveSpeeds.clear();
      this.driveSpeeds.set(trip, speeds);
    }
    return speeds;
  }

  /** The indices of getDriveSpeeds that are sample times, from `from` up to `to` (inclusive): every `step`-th from the first. */
  private driveSampleIndices(trip: Trip, fromMs: number, toMs: number): { from: number; to: number; step: number } {
    const first = firstDriveMinute(trip);
    const stepMs = this.cadence.awakeMinutes * MINUTE_MS;
    // The drive's minutes that are sample times: multiples of the awake step.
    const offset = (Math.ceil(first / stepMs) * stepMs - first) / MINUTE_MS;
    const step = this.cadence.awakeMinutes;
    const lowest = Math.max(0, Math.ceil((fromMs - first) / MINUTE_MS));
    const from = lowest <= offset ? offset : offset + Math.ceil((lowest - offset) / step) * step;
    return { from, to: Math.floor((toMs - first) / MINUTE_MS), step };
  }

  /** Highest speed reported by the samples of this trip's drive in [fromMs, toMs]; null when none was taken. */
  private getDriveMaxSpeed(trip: Trip, fromMs: number, toMs: number): number | null {
    const speeds = this.getDriveSpeeds(trip);
    const { from, to, step } = this.driveSampleIndices(trip, fromMs, toMs);
    let best: number | null = null;
    for (let i = from; i <= Math.min(to, speeds.length - 1); i += step) if (best === null || speeds[i] > best) best = speeds[i];
    return best;
  }

  /** Highest speed of any sample in [fromMs, toMs]: 0 when the car only stood, null when it sent nothing. */
  getMaxSpeedBetween(fromMs: number, toMs: number): number | null {
    let best: number | null = null;
    for (const trip of this.listTripsBetween(fromMs, toMs + 1)) {
      const speed = this.getDriveMaxSpeed(trip, fromMs, toMs);
      if (speed !== null && (best === null || speed > best)) best = speed;
    }
    if (best !== null) return best;
    return this.getNextSampleTime(fromMs) <= toMs ? 0 : null;
  }

  // ---- driving events ----

  /** Harsh acceleration, braking and cornering during this trip, and on a few cars a rare collision (memoised; a pure function of the seed and the trip, see planTripEvents). */
  listTripEvents(trip: Trip): SimEvent[] {
    let events = this.eventCache.get(trip);
    if (!events) {
      events = planTripEvents(this.seedHash, trip, (t) => this.getSpeedAt(t));
      if (this.eventCache.size > 2_000) this.eventCache.clear();
      this.eventCache.set(trip, events);
    }
    return events;
  }

  /** Events in [fromMs, toMs), oldest first. */
  listEvents(fromMs: number, toMs: number): SimEvent[] {
    const start = Math.max(fromMs, this.dataStartMs);
    return this.listTripsBetween(start, toMs).flatMap((trip) => this.listTripEvents(trip).filter((e) => e.timestampMs >= start && e.timestampMs < toMs));
  }

  /**
   * Generates the car's driving in [fromMs, toMs) before anyone asks for it (trips, levels, drive speeds, events), as
   * the network holds a car's data before it is queried; every later reading of the range finds it ready.
   */
  prepare(fromMs: number, toMs: number): void {
    for (const trip of this.listTripsBetween(fromMs, toMs)) {
      this.getDriveSpeeds(trip);
      this.listTripEvents(trip);
      this.findRefuelAfter(trip);
    }
    const lastDay = this.getLocalDay(toMs);
    this.getOdometerAtDayStart(lastDay);
    if (this.plug) this.getSocAtDayStart(lastDay);
  }

  // ---- sampling ----

  /** Samples are sent at the connection's cadence: often while the car is awake (ignition on, just parked, refuelling), seldom otherwise. */
  private isSampleMinute(minute: number): boolean {
    const { awakeMinutes, parkedMinutes } = this.cadence;
    return minute % parkedMinutes === 0 || (minute % awakeMinutes === 0 && this.isAwake(this.getMoment(minute * MINUTE_MS)));
  }

  /** Time of the most recent sample at or before t, or null before the vehicle's data starts. */
  getLatestSampleTime(t: number): number | null {
    const step = this.cadence.awakeMinutes;
    const minute = Math.floor(Math.floor(t / MINUTE_MS) / step) * step;
    for (let k = 0; k <= this.cadence.parkedMinutes; k += step) {
      const ms = (minute - k) * MINUTE_MS;
      if (ms < this.dataStartMs) return null;
      if (this.isSampleMinute(minute - k)) return ms;
    }
    return null;
  }

  /** Time of the first sample at or after t. */
  getNextSampleTime(t: number): number {
    const step = this.cadence.awakeMinutes;
    const first = Math.ceil(Math.ceil(Math.max(t, this.dataStartMs) / MINUTE_MS) / step) * step;
    for (let minute = first; ; minute += step) if (this.isSampleMinute(minute)) return minute * MINUTE_MS;
  }

  /**
   * The ignition periods the network sees, oldest first, for trips overlapping [fromMs, toMs): a dongle reports the
   * ignition as it turns; a connection that reports every few minutes sees it on at its first sample of the trip and
   * off at its first sample after (a trip between two samples is never seen).
   */
  listIgnitionPeriods(fromMs: number, toMs: number): { startMs: number; endMs: number }[] {
    const trips = this.listTripsBetween(fromMs, toMs);
    if (this.cadence.awakeMinutes === 1) return trips.map((trip) => ({ startMs: trip.ignitionMs, endMs: trip.endMs }));
    const stepMs = this.cadence.awakeMinutes * MINUTE_MS;
    const periods: { startMs: number; endMs: number }[] = [];
    for (const trip of trips) {
      const startMs = Math.ceil(trip.ignitionMs / stepMs) * stepMs;
      if (startMs < trip.endMs && startMs >= this.dataStartMs) periods.push({ startMs, endMs: this.getNextSampleTime(trip.endMs) });
    }
    return periods;
  }

  /** Samples in [fromMs, toMs): every parked step, plus each awake step off that grid (awake periods may touch: each counts once). */
  countSamples(fromMs: number, toMs: number): number {
    const from = Math.max(fromMs, this.dataStartMs);
    if (toMs <= from) return 0;
    const grid = this.cadence.parkedMinutes * MINUTE_MS;
    const step = this.cadence.awakeMinutes * MINUTE_MS;
    const multiples = (a: number, b: number, by: number) => (b > a ? Math.ceil(b / by) - Math.ceil(a / by) : 0);
    let count = multiples(from, toMs, grid);
    let counted = -Infinity;
    for (const period of this.listAwakePeriods(from, toMs)) {
      const first = Math.max(Math.ceil(period.startMs / step) * step, Math.ceil(from / step) * step, counted);
      const end = Math.min(period.endMs, toMs);
      if (end <= first) continue;
      const steps = Math.ceil((end - first) / step);
      count += steps - multiples(first, first + steps * step, grid);
      counted = first + steps * step;
    }
    return count;
  }

  /** The periods of minute-by-minute reporting that overlap [fromMs, toMs): trips with their idle and settle, and refuels. */
  listAwakePeriods(fromMs: number, toMs: number): { startMs: number; endMs: number }[] {
    const periods: { startMs: number; endMs: number }[] = [];
    for (const trip of this.listTripsBetween(fromMs - SETTLE_MS - 10 * MINUTE_MS, toMs)) {
      const refuel = this.findRefuelAfter(trip);
      const endMs = Math.max(trip.endMs + SETTLE_MS, refuel ? refuel.endMs + 1 : 0);
      if (endMs > fromMs && trip.ignitionMs < toMs) periods.push({ startMs: trip.ignitionMs, endMs });
    }
    return periods;
  }

  /**
   * The sum (in time order) and count of the speeds the samples in [fromMs, toMs) report, as reading each of
   * listSampleTimes with readSignal would give, without reading them one by one; null where that shortcut does not
   * hold (a long, thinned range, or a car that does not send its speed).
   */
  sumSpeedSamples(fromMs: number, toMs: number): { sum: number; count: number } | null {
    const from = Math.max(fromMs, this.dataStartMs);
    if (toMs - from > LONG_RANGE_MS || !sendsSignal(this.connection, 'speed')) return null;
    if (toMs <= from) return { sum: 0, count: 0 };
    const count = this.countSamples(from, toMs);
    let sum = 0;
    // Only samples during a drive read a speed other than 0; each is a sample minute of that drive.
    for (const trip of this.listTripsBetween(from, toMs)) {
      const speeds = this.getDriveSpeeds(trip);
      const { from: lo, step } = this.driveSampleIndices(trip, from, toMs);
      const hi = Math.min(speeds.length, Math.ceil((Math.min(toMs, trip.endMs) - firstDriveMinute(trip)) / MINUTE_MS));
      for (let i = lo; i < hi; i += step) sum += speeds[i];
    }
    return { sum, count };
  }

  /**
   * Sample times in [fromMs, toMs), sorted, for buckets of `bucketMs` (when given). Long ranges, and
   * ranges read in buckets of a day or more, are thinned to keep aggregation cheap: the same day reads the same samples
   * whether it is asked alone or in a longer run. A thinned range read in buckets under an hour keeps the samples either
   * side of each ignition's start and end, so it still says when the car started and stopped as the car's own samples
   * do (the reading before a start is 'off').
   */
  listSampleTimes(fromMs: number, toMs: number, opts: { bucketMs?: number } = {}): number[] {
    const from = Math.max(fromMs, this.dataStartMs);
    if (toMs <= from) return [];
    const { bucketMs } = opts;
    const long = (bucketMs ?? 0) >= DAY_MS - HOUR_MS || toMs - from > LONG_RANGE_MS;
    const parkedStep = (long ? Math.max(60, this.cadence.parkedMinutes) : this.cadence.parkedMinutes) * MINUTE_MS;
    const awakeStep = (long ? Math.max(10, this.cadence.awakeMinutes) : this.cadence.awakeMinutes) * MINUTE_MS;
    const times = new Set<number>();
    for (let ms = Math.ceil(from / parkedStep) * parkedStep; ms < toMs; ms += parkedStep) times.add(ms);
    for (const period of this.listAwakePeriods(from, toMs)) {
      const first = Math.max(Math.ceil(period.startMs / awakeStep) * awakeStep, Math.ceil(from / awakeStep) * awakeStep);
      for (let ms = first; ms < period.endMs && ms < toMs; ms += awakeStep) times.add(ms);
    }
    if (long && bucketMs !== undefined && bucketMs < HOUR_MS) {
      // From ignition to a few minutes after the trip the car reports at its awake cadence (see isAwake).
      const awake = this.cadence.awakeMinutes * MINUTE_MS;
      for (const trip of this.listTripsBetween(from - HOUR_MS, toMs + HOUR_MS)) {
        const firstOn = Math.ceil(trip.ignitionMs / awake) * awake;
        const lastOn = Math.floor((trip.endMs - 1) / awake) * awake;
        const edges = [this.getLatestSampleTime(trip.ignitionMs - 1), firstOn < trip.endMs ? firstOn : null, lastOn >= trip.ignitionMs ? lastOn : null, this.getNextSampleTime(trip.endMs)];
        for (const ms of edges) if (ms !== null && ms >= from && ms < toMs) times.add(ms);
      }
    }
    return [...times].sort((a, b) => a - b);
  }
}

/** The first minute sample during a trip's drive. */
function firstDriveMinute(trip: Trip): number {
  return Math.ceil(trip.startMs / MINUTE_MS) * MINUTE_MS;
}

const models = new Map<string, VehicleModel>();

/** The (memoised) model of a vehicle. */
export function getVehicleModel(vehicle: SimVehicle): VehicleModel {
  const key = `${vehicle.seed}|${vehicle.modelKey}|${vehicle.mintedAt}|${vehicle.faults.join(',')}|${vehicle.connection ?? 'dual'}`;
  let model = models.get(key);
  if (!model) {
    if (models.size > 5_000) models.clear();
    model = new VehicleModel(vehicle);
    models.set(key, model);
  }
  return model;
}
