import type { UsageSeries } from '../../../shared/telemetry';
import { measureEnergy, type ChargingSession, type EnergyUse } from './charging';
import { isDrivingDay, measureDistance, round1, splitIntoDays, type UsageDay } from './distance';
import { measureFuel, type FuelUse, type RefuelEvent } from './fuel';
import { DAY_MS } from './window';

/** Below this distance a per-100-km figure says more about rounding than about the car. */
export const MIN_KM_FOR_RATE = 10;

/**
 * Litres or kWh per 100 km over a period: what was used over the km it covers, to 0.1; none under MIN_KM_FOR_RATE
 * (the assistant, Insights and the fine series' facts say a period's rate by this one rule).
 */
export function ratePer100Km(used: number | null | undefined, km: number | null | undefined): number | null {
  return used !== null && used !== undefined && km !== null && km !== undefined && km >= MIN_KM_FOR_RATE ? round1((used / km) * 100) : null;
}

export interface UsageFactsInput {
  series: UsageSeries;
  /** what the car runs on: fuel (combustion, hybrid) or charge (electric) */
  energy: 'fuel' | 'charge';
  /** tank size, to turn percent into litres when the car reports no absolute level */
  tankLitres: number | null;
  /** battery capacity, to turn percent into kWh when the car reports no battery energy */
  capacityKwh: number | null;
  /** km to the next service as the car reports it */
  serviceDistanceKm: number | null;
  /** the owner's zone, for a series over their named days: `days` are then their calendar days, not 24 h windows */
  timeZone?: string;
}

/** Every usage number over one window, each computed once here (chat, insights, charging and MCP read these). */
export interface UsageFacts {
  from: string;
  to: string;
  /** length of the window in days */
  windowDays: number;
  /** days from the first odometer reading to the end of the window (a car new to the network has less) */
  coveredDays: number;
  /** ISO start of the first bucket with an odometer reading: the provider holds nothing older in the window */
  firstReadingAt: string | null;
  distanceKm: number | null;
  startOdometerKm: number | null;
  endOdometerKm: number | null;
  /** 24 h windows ending at `to`, or the owner's calendar days when a zone is given; oldest first */
  days: UsageDay[];
  drivingDays: number;
  maxSpeedKmh: number | null;
  /** distance per 7 days at the window's pace */
  kmPerWeek: number | null;
  fuel: FuelUse | null;
  litresPer100Km: number | null;
  energy: EnergyUse | null;
  kwhPer100Km: number | null;
  refuels: RefuelEvent[];
  chargingSessions: ChargingSession[];
  /** weeks until the next service at the window's pace */
  weeksToService: number | null;
}

export function summarizeUsage(input: UsageFactsInput): UsageFacts {
  const { series } = input;
  const fromMs = Date.parse(series.from);
  const toMs = Date.parse(series.to);
  // a period still running ends in a part day, which counts as a day
  const windowDays = Math.max(1, Math.ceil((toMs - fromMs) / DAY_MS - 1e-9));
  const distance = measureDistance(series);
  const firstReading = series.buckets.find((b) => b.odometerMin !== null);
  const coveredDays = firstReading ? Math.min(windowDays, Math.max(0, (toMs - Date.parse(firstReading.timestamp)) / DAY_MS)) : 0;
  const days = splitIntoDays(series, windowDays, input.timeZone);
  const speeds = series.buckets.map((b) => b.maxSpeed).filter((s): s is number => s !== null);
  const kmPerWeek = distance.km !== null && coveredDays >= 1 ? round1((distance.km / coveredDays) * 7) : null;

  const fuel = input.energy === 'fuel' ? measureFuel(series, { tankLitres: input.tankLitres ?? estimateTankLitres(series) }) : null;
  const energy = input.energy === 'charge' ? measureEnergy(series, { capacityKwh: input.capacityKwh }) : null;
  const rate = (amount: number | null | undefined) => ratePer100Km(amount, distance.km);

  const serviceKm = input.serviceDistanceKm;
  const weeksToService = serviceKm !== null && serviceKm > 0 && kmPerWeek !== null && kmPerWeek > 0 ? round1(serviceKm / kmPerWeek) : null;

  return {
    from: series.from,
    to: series.to,
    windowDays,
    coveredDays: round1(coveredDays),
    firstReadingAt: firstReading?.timestamp ?? null,
    distanceKm: distance.km,
    startOdometerKm: distance.startOdometerKm,
    endOdometerKm: distance.endOdometerKm,
    days,
    drivingDays: days.filter(isDrivingDay).length,
    maxSpeedKmh: speeds.length > 0 ? Math.max(...speeds) : null,
    kmPerWeek,
    fuel,
    litresPer100Km: rate(fuel?.litresUsed),
    energy,
    kwhPer100Km: rate(energy?.kwhUsed),
    refuels: fuel?.refuels ?? [],
    chargingSessions: energy?.sessions ?? [],
    weeksToService,
  };
}

/** Tank size from a bucket that reports both the percent and the litres (a nearly empty tank gives no good ratio). */
export function estimateTankLitres(series: UsageSeries): number | null {
  for (let i = series.buckets.length - 1; i >= 0; i--) {
    const { fuelPercent, fuelLitres } = series.buckets[i];
    if (fuelPercent && fuelLitres && fuelPercent.last >= 10) return round1((fuelLitres.last / fuelPercent.last) * 100);
  }
  return null;
}
