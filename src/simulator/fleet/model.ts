import type { NumberSignalName, StringSignalName } from '../../shared/telemetry';
import { getCarModel, type CarModel } from './catalog';
import { rangeFrom, smoothNoise, unitFrom } from './hash';
import { pickHome, type Home } from './home';
import type { SimVehicle } from './vehicle';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** Vehicles come with this much history before their mint time, so a new garage has a past week. */
export const HISTORY_BEFORE_MINT_MS = 90 * DAY_MS;
const PARKED_SAMPLE_MINUTES = 10;
const SERVICE_INTERVAL_KM = 15_000;
/** Home charging: a 7.2 kW wall box to 90 % for electric cars; plug-in hybrids take 3.6 kW to full and drive on it down to 20 %. */
const EV_CHARGING = { chargerKw: 7.2, target: 90, floor: 0 };
const PHEV_CHARGING = { chargerKw: 3.6, target: 100, floor: 20 };

export interface Trip {
  startMs: number;
  endMs: number;
  distanceKm: number;
  leg: 'out' | 'back';
  destLatitude: number;
  destLongitude: number;
}

export interface LocationValue {
  latitude: number;
  longitude: number;
  hdop: number;
}

export type SignalValues = { [K in NumberSignalName]: number | null } & {
  [K in StringSignalName]: string | null;
} & { currentLocationCoordinates: LocationValue | null };

interface Moment {
  t: number;
  day: number;
  driving: Trip | null;
  /** Progress through the driving trip, 0..1. */
  progress: number;
  /** The most recent trip that ended at or before t (possibly on an earlier day). */
  lastEnded: Trip | null;
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

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Share of a trip's distance covered at progress f (speed follows a sine over the trip). */
function coveredShare(f: number): number {
  return (1 - Math.cos(Math.PI * f)) / 2;
}

function moveKm(lat: number, lon: number, bearing: number, km: number): [number, number] {
  const dLat = (km * Math.cos(bearing)) / 111.2;
  const dLon = (km * Math.sin(bearing)) / (111.2 * Math.cos((lat * Math.PI) / 180));
  return [lat + dLat, lon + dLon];
}

/**
 * The fleet model of one vehicle: every signal is a pure function of the vehicle's seed and the time.
 * Instances only memoise per-day sums (odometer, charge level), which are themselves deterministic.
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
  private readonly tripCache = new Map<number, Trip[]>();
  private serviceDueOdometer: number | null = null;

  constructor(readonly vehicle: SimVehicle) {
    this.car = getCarModel(vehicle.modelKey);
    this.home = pickHome(vehicle.homeSeed);
    this.offsetMs = this.home.utcOffsetHours * HOUR_MS;
    this.mintMs = Date.parse(vehicle.mintedAt);
    this.dataStartMs = this.mintMs - HISTORY_BEFORE_MINT_MS;
    this.firstDay = this.getLocalDay(this.dataStartMs);
    const ageYears = Math.max(0.5, new Date(this.mintMs).getUTCFullYear() - this.car.year + 0.5);
    this.baseOdometerKm = Math.round(ageYears * rangeFrom(9_000, 17_000, vehicle.seed, 'km-per-year'));
  }

  get hasEngine(): boolean {
    return this.vehicle.powertrain !== 'ELECTRIC';
  }

  getLocalDay(ms: number): number {
    return Math.floor((ms + this.offsetMs) / DAY_MS);
  }

  private getDayStartMs(day: number): number {
    return day * DAY_MS - this.offsetMs;
  }

  listTrips(day: number): Trip[] {
    const cached = this.tripCache.get(day);
    if (cached) return cached;
    const trips = day < this.firstDay ? [] : this.planTrips(day);
    if (this.tripCache.size > 2_000) this.tripCache.clear();
    this.tripCache.set(day, trips);
    return trips;
  }

  private planTrips(day: number): Trip[] {
    const seed = this.vehicle.seed;
    if (unitFrom(seed, 'rest-day', day) < 0.12) return [];
    const weekday = (((day + 4) % 7) + 7) % 7; // 0 = Sunday; day 0 (1970-01-01) was a Thursday
    const weekend = weekday === 0 || weekday === 6;
    const u = (name: string) => unitFrom(seed, name, day);
    const outStartMin = weekend ? 600 + 240 * u('out-start') : 420 + 90 * u('out-start');
    const outMinutes = weekend ? 10 + 30 * u('out-len') : 15 + 35 * u('out-len');
    const backStartMin = weekend
      ? outStartMin + outMinutes + 30 + 120 * u('stay')
      : 990 + 150 * u('back-start');
    const backMinutes = outMinutes * (0.85 + 0.3 * u('back-len'));
    const outSpeed = 28 + 40 * u('out-speed');
    const backSpeed = 28 + 40 * u('back-speed');
    const outKm = (outSpeed * outMinutes) / 60;
    const backKm = (backSpeed * backMinutes) / 60;

    const workBearing = unitFrom(seed, 'work-bearing') * 2 * Math.PI;
    const bearing = weekend ? u('bearing') * 2 * Math.PI : workBearing + (u('bearing') - 0.5) * 0.2;
    const [destLatitude, destLongitude] = moveKm(
      this.home.latitude,
      this.home.longitude,
      bearing,
      0.7 * Math.min(outKm, backKm),
    );
    const dayStart = this.getDayStartMs(day);
    const at = (minute: number) => Math.round(dayStart + minute * MINUTE_MS);
    return [
      { startMs: at(outStartMin), endMs: at(outStartMin + outMinutes), distanceKm: outKm, leg: 'out', destLatitude, destLongitude },
      { startMs: at(backStartMin), endMs: at(backStartMin + backMinutes), distanceKm: backKm, leg: 'back', destLatitude, destLongitude },
    ];
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

  private getMoment(t: number): Moment {
    const day = this.getLocalDay(t);
    let driving: Trip | null = null;
    let lastEnded: Trip | null = null;
    for (const trip of this.listTrips(day)) {
      if (t >= trip.startMs && t < trip.endMs) driving = trip;
      else if (trip.endMs <= t) lastEnded = trip;
    }
    if (!driving && !lastEnded) lastEnded = this.findLastTripBefore(day);
    const progress = driving ? (t - driving.startMs) / (driving.endMs - driving.startMs) : 0;
    return { t, day, driving, progress, lastEnded };
  }

  isDrivingAt(t: number): boolean {
    return this.getMoment(t).driving !== null;
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
    if (!m.driving) return 0;
    const hours = (m.driving.endMs - m.driving.startMs) / HOUR_MS;
    const mean = m.driving.distanceKm / hours;
    const noise = smoothNoise(m.t / (2 * MINUTE_MS), this.vehicle.seed, 'speed');
    return clamp(mean * (Math.PI / 2) * Math.sin(Math.PI * m.progress) * (1 + 0.15 * noise), 0, 180);
  }

  getAmbientTemperature(t: number): number {
    const home = this.home;
    const dayOfYear = (t / DAY_MS) % 365.25;
    const seasonal = home.meanTempC - home.seasonalSwingC * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.25);
    const localHour = (((t + this.offsetMs) % DAY_MS) + DAY_MS) % DAY_MS / HOUR_MS;
    const daily = 5 * Math.cos((2 * Math.PI * (localHour - 15)) / 24);
    const weather = 3 * smoothNoise(t / (DAY_MS / 1.5), this.vehicle.homeSeed, 'weather');
    return seasonal + daily + weather;
  }

  private getFuelLevelPercent(odometerKm: number): number {
    const car = this.car;
    const cycleKm = (0.8 * (car.tankLiters ?? 50)) / ((car.litersPer100Km ?? 7) / 100);
    const phaseKm = unitFrom(this.vehicle.seed, 'fuel-phase') * cycleKm;
    const used = (((odometerKm - this.baseOdometerKm + phaseKm) % cycleKm) + cycleKm) % cycleKm;
    return 95 - (80 * used) / cycleKm;
  }

  /** The battery the car charges from the grid: an electric car's, or a plug-in hybrid's; null for combustion cars. */
  private get plug(): { kwh: number; chargerKw: number; target: number; floor: number } | null {
    if (this.vehicle.powertrain === 'ELECTRIC') return { kwh: this.car.batteryKwh ?? 60, ...EV_CHARGING };
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

  /** Overnight charging from 01:00 local (at most 5 h), on nights that start below the owner's threshold. */
  private getChargeWindow(day: number): { startMs: number; endMs: number; from: number; to: number } | null {
    const from = this.getSocAtDayStart(day);
    const threshold = 60 + 15 * unitFrom(this.vehicle.seed, 'charge-threshold');
    if (from >= threshold) return null;
    const startMs = this.getDayStartMs(day) + HOUR_MS;
    const endMs = Math.min(startMs + (this.plug!.target - from) / this.chargeRatePerMs, startMs + 5 * HOUR_MS);
    return { startMs, endMs, from, to: from + (endMs - startMs) * this.chargeRatePerMs };
  }

  private getSocAtDayStart(day: number): number {
    const initial = 70 + 15 * unitFrom(this.vehicle.seed, 'soc-initial');
    if (day <= this.firstDay) return initial;
    const memo = this.socAtDayStart;
    if (memo.length === 0) memo.push(initial);
    while (memo.length <= day - this.firstDay) {
      const previousDay = this.firstDay + memo.length - 1;
      const charge = this.getChargeWindow(previousDay);
      const afterCharge = charge ? charge.to : memo[memo.length - 1];
      memo.push(Math.max(this.plug!.floor, afterCharge - this.socPerKm * this.getDayDistance(previousDay)));
    }
    return memo[day - this.firstDay];
  }

  /** Charge level and whether it is charging now; a plug-in hybrid's engine takes over at its floor. */
  private getPlugState(m: Moment, odometerKm: number): { soc: number; charging: boolean } {
    const charge = this.getChargeWindow(m.day);
    let soc = this.getSocAtDayStart(m.day);
    let charging = false;
    if (charge && m.t >= charge.startMs) {
      charging = m.t < charge.endMs;
      soc = charging ? charge.from + (m.t - charge.startMs) * this.chargeRatePerMs : charge.to;
    }
    soc -= this.socPerKm * (odometerKm - this.getOdometerAtDayStart(m.day));
    return { soc: clamp(soc, this.plug!.floor, 100), charging };
  }

  private get coolantTarget(): number {
    return this.vehicle.faults.includes('hotCoolant') ? 115 : 90;
  }

  private getCoolantAtTripStart(trip: Trip, previous: Trip | null): number {
    const ambient = this.getAmbientTemperature(trip.startMs);
    if (!previous) return ambient;
    const cooled = Math.exp(-(trip.startMs - previous.endMs) / (40 * MINUTE_MS));
    return ambient + (this.coolantTarget - ambient) * cooled;
  }

  private getCoolant(m: Moment): number {
    const target = this.coolantTarget;
    const ambient = this.getAmbientTemperature(m.t);
    if (m.driving) {
      const start = this.getCoolantAtTripStart(m.driving, this.getPreviousTrip(m.driving));
      return target - (target - start) * Math.exp(-(m.t - m.driving.startMs) / (4 * MINUTE_MS));
    }
    if (!m.lastEnded) return ambient;
    const trip = m.lastEnded;
    const start = this.getCoolantAtTripStart(trip, this.getPreviousTrip(trip));
    const atEnd = target - (target - start) * Math.exp(-(trip.endMs - trip.startMs) / (4 * MINUTE_MS));
    return ambient + (atEnd - ambient) * Math.exp(-(m.t - trip.endMs) / (40 * MINUTE_MS));
  }

  private getLocation(m: Moment): LocationValue {
    const home: [number, number] = [this.home.latitude, this.home.longitude];
    const hdop = m.driving ? 0.8 + 0.6 * unitFrom(this.vehicle.seed, 'hdop', Math.floor(m.t / MINUTE_MS)) : 1.1;
    let point = home;
    if (m.driving) {
      const dest: [number, number] = [m.driving.destLatitude, m.driving.destLongitude];
      const [from, to] = m.driving.leg === 'out' ? [home, dest] : [dest, home];
      const s = coveredShare(m.progress);
      point = [from[0] + (to[0] - from[0]) * s, from[1] + (to[1] - from[1]) * s];
    } else if (m.lastEnded?.leg === 'out') {
      point = [m.lastEnded.destLatitude, m.lastEnded.destLongitude];
    }
    return { latitude: round(point[0], 6), longitude: round(point[1], 6), hdop: round(hdop, 1) };
  }

  private getTirePressure(m: Moment, wheel: number, ambient: number): number {
    const seed = this.vehicle.seed;
    const lowWheel = Math.floor(unitFrom(seed, 'low-wheel') * 4);
    const base =
      this.vehicle.faults.includes('lowTire') && wheel === lowWheel
        ? 170 + rangeFrom(-3, 3, seed, 'tire', wheel)
        : rangeFrom(232, 246, seed, 'tire', wheel);
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
      this.serviceDueOdometer ??= this.getOdometerAt(this.mintMs) + rangeFrom(260, 460, this.vehicle.seed, 'service-due');
      return this.serviceDueOdometer - odometerKm;
    }
    const offset = rangeFrom(1_000, 6_000, this.vehicle.seed, 'service-offset');
    const since = (((odometerKm - this.baseOdometerKm + offset) % SERVICE_INTERVAL_KM) + SERVICE_INTERVAL_KM) % SERVICE_INTERVAL_KM;
    return SERVICE_INTERVAL_KM - since;
  }

  /** Every signal at time t as the vehicle would report it (null where this powertrain never sends it). */
  getSignalsAt(t: number): SignalValues {
    const m = this.getMoment(t);
    const v = this.vehicle;
    const seed = v.seed;
    const minutes = t / MINUTE_MS;
    const driving = m.driving !== null;
    const odometer = this.getOdometer(m);
    const speed = this.getSpeed(m);
    const ambient = this.getAmbientTemperature(t);
    const isEv = v.powertrain === 'ELECTRIC';
    const engineOn =
      driving && (v.powertrain === 'COMBUSTION' || (v.powertrain === 'HYBRID' && (speed > 45 || smoothNoise(minutes / 3, seed, 'ice') > 0)));
    const weak = v.faults.includes('weakBattery');
    const ev = this.plug ? this.getPlugState(m, odometer) : null;

    let voltage: number;
    if (driving) voltage = (weak ? 13.4 : 14.1) + 0.08 * smoothNoise(minutes, seed, 'volt');
    else if (ev?.charging) voltage = 13.6 + 0.05 * smoothNoise(minutes, seed, 'volt');
    else {
      const surface = m.lastEnded ? 0.25 * Math.exp(-(t - m.lastEnded.endMs) / (2 * HOUR_MS)) : 0;
      voltage = (weak ? 11.7 : 12.6) + surface + 0.03 * smoothNoise(minutes / 10, seed, 'volt');
    }

    const accel = Math.max(0, smoothNoise(minutes * 1.5, seed, 'accel'));
    const rpm = engineOn ? (speed < 3 ? 760 + 40 * smoothNoise(minutes, seed, 'idle') : 900 + speed * 21 * (1 + 0.08 * accel)) : 0;
    const load = engineOn ? clamp(22 + 0.32 * speed + 18 * accel, 10, 95) : 0;
    const tps = engineOn ? clamp(11 + 0.22 * speed + 15 * accel, 8, 90) : 0;
    const maf = engineOn ? ((2.0 * rpm) / 120) * 1.2 * (load / 100) : 0;
    const coolant = this.hasEngine ? this.getCoolant(m) : null;
    const intake = driving ? ambient + 6 + 0.04 * speed : ambient + ((coolant ?? ambient) - ambient) * 0.15;

    const fuelPercent = this.hasEngine ? this.getFuelLevelPercent(odometer) : null;
    const fuelLiters = fuelPercent === null ? null : (fuelPercent / 100) * (this.car.tankLiters ?? 50);
    const hybridSoc = driving ? 55 + 12 * smoothNoise(minutes / 5, seed, 'hv') : 55 + 8 * smoothNoise(m.day, seed, 'hv-parked');
    const soc = ev ? ev.soc : v.powertrain === 'HYBRID' ? hybridSoc : null;
    const grossCapacity = this.plug ? this.plug.kwh : v.powertrain === 'HYBRID' ? 1.6 : null;
    const energy = soc !== null && grossCapacity !== null ? (soc / 100) * grossCapacity : null;
    const electricKm = ev && this.plug ? (((ev.soc - this.plug.floor) / 100) * this.plug.kwh) / (this.car.kwhPerKm ?? 0.17) : 0;
    const range = isEv ? (energy ?? 0) / (this.car.kwhPerKm ?? 0.17) : ((fuelLiters ?? 0) / (this.car.litersPer100Km ?? 7)) * 100 + electricKm;
    const barometric = 101.3 - this.home.elevationM * 0.0115 + 1.2 * smoothNoise(t / (30 * HOUR_MS), v.homeSeed, 'pressure');
    const tire = (wheel: number) => round(this.getTirePressure(m, wheel, ambient), 1);
    const engine = <T>(value: T): T | null => (this.hasEngine ? value : null);

    return {
      powertrainTransmissionTravelledDistance: round(odometer, 1),
      speed: round(speed, 1),
      isIgnitionOn: driving ? 1 : 0,
      powertrainFuelSystemRelativeLevel: fuelPercent === null ? null : round(fuelPercent, 1),
      powertrainFuelSystemAbsoluteLevel: fuelLiters === null ? null : round(fuelLiters, 1),
      powertrainTractionBatteryStateOfChargeCurrent: soc === null ? null : round(soc, 1),
      powertrainTractionBatteryStateOfChargeCurrentEnergy: energy === null ? null : round(energy, 2),
      powertrainTractionBatteryGrossCapacity: grossCapacity,
      powertrainTractionBatteryChargingIsCharging: ev ? (ev.charging ? 1 : 0) : null,
      lowVoltageBatteryCurrentVoltage: round(voltage, 2),
      powertrainRange: round(range, 0),
      powertrainCombustionEngineSpeed: engine(Math.round(rpm)),
      powertrainCombustionEngineECT: coolant === null ? null : round(coolant, 1),
      powertrainCombustionEngineTPS: engine(round(tps, 1)),
      powertrainCombustionEngineMAF: engine(round(maf, 2)),
      obdEngineLoad: engine(round(load, 1)),
      obdIntakeTemp: engine(round(intake, 1)),
      obdBarometricPressure: engine(round(barometric, 1)),
      obdRunTime: engine(m.driving && engineOn ? Math.round((t - m.driving.startMs) / 1000) : 0),
      exteriorAirTemperature: round(ambient, 1),
      chassisAxleRow1WheelLeftTirePressure: tire(0),
      chassisAxleRow1WheelRightTirePressure: tire(1),
      chassisAxleRow2WheelLeftTirePressure: tire(2),
      chassisAxleRow2WheelRightTirePressure: tire(3),
      serviceDistanceToService: round(this.getServiceDistance(odometer), 0),
      powertrainType: v.powertrain,
      powertrainFuelSystemSupportedFuelTypes: this.hasEngine ? 'GASOLINE' : null,
      obdDTCList: JSON.stringify(v.faults.includes('dtc') ? DTC_CODES[v.powertrain] : []),
      currentLocationCoordinates: this.getLocation(m),
    };
  }

  /** Samples are sent every minute while driving and every ten minutes otherwise. */
  private isSampleMinute(minute: number): boolean {
    return minute % PARKED_SAMPLE_MINUTES === 0 || this.isDrivingAt(minute * MINUTE_MS);
  }

  /** Time of the most recent sample at or before t, or null before the vehicle's data starts. */
  getLatestSampleTime(t: number): number | null {
    const minute = Math.floor(t / MINUTE_MS);
    for (let k = 0; k <= PARKED_SAMPLE_MINUTES; k++) {
      const ms = (minute - k) * MINUTE_MS;
      if (ms < this.dataStartMs) return null;
      if (this.isSampleMinute(minute - k)) return ms;
    }
    return null;
  }

  /** Sample times in [fromMs, toMs), sorted. Long ranges are thinned to keep aggregation cheap. */
  listSampleTimes(fromMs: number, toMs: number): number[] {
    const from = Math.max(fromMs, this.dataStartMs);
    if (toMs <= from) return [];
    const long = toMs - from > 35 * DAY_MS;
    const parkedStep = (long ? 60 : PARKED_SAMPLE_MINUTES) * MINUTE_MS;
    const drivingStep = (long ? PARKED_SAMPLE_MINUTES : 1) * MINUTE_MS;
    const times = new Set<number>();
    for (let ms = Math.ceil(from / parkedStep) * parkedStep; ms < toMs; ms += parkedStep) times.add(ms);
    for (let day = this.getLocalDay(from); day <= this.getLocalDay(toMs); day++) {
      for (const trip of this.listTrips(day)) {
        const first = Math.max(Math.ceil(trip.startMs / drivingStep) * drivingStep, Math.ceil(from / drivingStep) * drivingStep);
        for (let ms = first; ms < trip.endMs && ms < toMs; ms += drivingStep) times.add(ms);
      }
    }
    return [...times].sort((a, b) => a - b);
  }
}

const models = new Map<string, VehicleModel>();

/** The (memoised) model of a vehicle. */
export function getVehicleModel(vehicle: SimVehicle): VehicleModel {
  const key = `${vehicle.seed}|${vehicle.modelKey}|${vehicle.mintedAt}|${vehicle.faults.join(',')}`;
  let model = models.get(key);
  if (!model) {
    if (models.size > 5_000) models.clear();
    model = new VehicleModel(vehicle);
    models.set(key, model);
  }
  return model;
}
