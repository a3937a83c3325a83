import { kmToMiles } from '../../../shared/units';
import type { DailySignals } from '../../../shared/telemetry';
import { convertDistance, formatDistance, formatNumber, getWeekday, pluralize, toDay } from './format';
import type { VehicleContext } from './types';
import { isElectric, readNumber } from './vehicle-facts';

export interface UsageDay {
  /** YYYY-MM-DD, the start of the 24 h bucket */
  date: string;
  /** km driven in the bucket; null when it cannot be known (no odometer, or no earlier reading) */
  distanceKm: number | null;
  maxSpeedKmh: number | null;
}

export interface UsageAnalysis {
  hasHistory: boolean;
  /** false when the odometer series is missing, so totalDistanceKm says nothing */
  distanceKnown: boolean;
  totalDistanceKm: number;
  totalMiles: number;
  averageSpeedKmh: number | null;
  /** how averageSpeedKmh was obtained: the daily series carries only MAX speed, so it is the mean of daily top speeds */
  averageSpeedBasis: 'mean_of_daily_max_speeds' | 'none';
  drivingDays: number;
  fuelConsumption: string;
  usagePatterns: string[];
  recommendations: string[];
  days: UsageDay[];
}

const DRIVING_DAY_KM = 1;
const DRIVING_SPEED_KMH = 5;
const SHORT_DAY_KM = 15;
const LONG_DAY_KM = 150;
const FAST_KMH = 130;
const REFILL_POINTS = 5;

export function analyzeUsage(ctx: VehicleContext): UsageAnalysis {
  const buckets = [...ctx.daily].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  const days = measureDays(buckets);
  const hasHistory = days.some((d) => d.distanceKm !== null || d.maxSpeedKmh !== null);

  if (!hasHistory) {
    return {
      hasHistory: false,
      distanceKnown: false,
      totalDistanceKm: 0,
      totalMiles: 0,
      averageSpeedKmh: null,
      averageSpeedBasis: 'none',
      drivingDays: 0,
      fuelConsumption: `No ${isElectric(ctx) ? 'charge' : 'fuel'} history yet.`,
      usagePatterns: [`There is no driving history for ${ctx.name} yet: the car has not reported odometer or speed data in the last 7 days.`],
      recommendations: ['Drive the car with its connection active; history appears after a day of data.'],
      days,
    };
  }

  const totalDistanceKm = round1(days.reduce((sum, d) => sum + (d.distanceKm ?? 0), 0));
  const drivingDayList = days.filter((d) => isDrivingDay(d));
  const drivingDays = drivingDayList.length;
  const speeds = days.map((d) => d.maxSpeedKmh).filter((s): s is number => s !== null && s > 0);
  const averageSpeedKmh = speeds.length > 0 ? round1(speeds.reduce((a, b) => a + b, 0) / speeds.length) : null;

  const unit = ctx.unit;
  const speedUnit = unit === 'mi' ? 'mph' : 'km/h';
  const showSpeed = (kmh: number) => `${formatNumber(unit === 'mi' ? kmToMiles(kmh) : kmh)} ${speedUnit}`;
  const patterns: string[] = [];
  const recommendations: string[] = [];

  const distanceKnown = days.some((d) => d.distanceKm !== null);
  patterns.push(
    distanceKnown
      ? `Drove on ${drivingDays} of the last ${days.length} days, ${formatDistance(totalDistanceKm, unit)} in total.`
      : `Drove on ${drivingDays} of the last ${days.length} days; the odometer history is not reported, so the distance is unknown.`,
  );
  const measured = days.filter((d) => d.distanceKm !== null && d.distanceKm > 0);
  const longest = measured.reduce<UsageDay | null>((best, d) => (best === null || (d.distanceKm ?? 0) > (best.distanceKm ?? 0) ? d : best), null);
  if (longest?.distanceKm) patterns.push(`Longest day: ${formatDistance(longest.distanceKm, unit)} on ${getWeekday(longest.date) ?? longest.date}.`);

  const perDay = measured.length > 0 ? totalDistanceKm / measured.length : null;
  if (perDay !== null) {
    if (perDay < SHORT_DAY_KM) patterns.push(`Mostly short trips: about ${formatDistance(perDay, unit)} per driving day.`);
    else if (perDay > LONG_DAY_KM) patterns.push(`Long daily distances: about ${formatDistance(perDay, unit)} per driving day.`);
    else patterns.push(`Moderate use: about ${formatDistance(perDay, unit)} per driving day.`);
  }

  const fastest = days.reduce<UsageDay | null>((best, d) => (d.maxSpeedKmh !== null && (best === null || d.maxSpeedKmh > (best.maxSpeedKmh ?? 0)) ? d : best), null);
  if (fastest?.maxSpeedKmh) patterns.push(`Top speed: ${showSpeed(fastest.maxSpeedKmh)} on ${getWeekday(fastest.date) ?? fastest.date}.`);

  const idle = countTrailingIdleDays(days);
  if (idle >= 2 && drivingDays > 0) patterns.push(`Parked for the last ${idle} days.`);

  const energy = measureEnergy(ctx, buckets, totalDistanceKm);
  if (energy.refills > 0) patterns.push(`${isElectric(ctx) ? 'Charged' : 'Refuelled'} ${energy.refills === 1 ? 'once' : `${energy.refills} times`} this week.`);

  if (drivingDays === 0) {
    recommendations.push(
      'The car has not moved in 7 days; drive it for 20 minutes or use a battery maintainer so the 12 V battery stays charged.',
    );
  } else if (perDay !== null && perDay < SHORT_DAY_KM) {
    recommendations.push(
      isElectric(ctx)
        ? 'Short daily distances suit an electric car; charging to about 80% is enough for this use.'
        : 'Short trips keep the engine from reaching operating temperature; combine errands or take a longer drive once a week.',
    );
  } else if (perDay !== null && perDay > LONG_DAY_KM) {
    recommendations.push('At this mileage, check tyre pressures and fluid levels every week.');
  }
  if (fastest?.maxSpeedKmh && fastest.maxSpeedKmh > FAST_KMH)
    recommendations.push(`Top speeds above ${showSpeed(FAST_KMH)} raise ${isElectric(ctx) ? 'energy use' : 'fuel use'} and tyre wear; easing off saves money.`);

  const serviceKm = readNumber(ctx.latest, 'serviceDistanceToService');
  if (serviceKm !== null && serviceKm > 0 && totalDistanceKm > 0) {
    const weeks = serviceKm / totalDistanceKm;
    recommendations.push(
      weeks < 1
        ? `At this week's pace the next service (${formatDistance(serviceKm, unit)} away) falls due within a week.`
        : `At this week's pace the next service (${formatDistance(serviceKm, unit)} away) is about ${pluralize(Math.round(weeks), 'week')} off.`,
    );
  }
  if (recommendations.length === 0) recommendations.push('Your driving pattern looks normal; keep to the regular service schedule.');

  return {
    hasHistory: true,
    distanceKnown,
    totalDistanceKm,
    totalMiles: round1(kmToMiles(totalDistanceKm)),
    averageSpeedKmh,
    averageSpeedBasis: averageSpeedKmh === null ? 'none' : 'mean_of_daily_max_speeds',
    drivingDays,
    fuelConsumption: energy.text,
    usagePatterns: patterns,
    recommendations,
    days,
  };
}

/** Distance per bucket = rise of the MAX odometer since the previous bucket with a reading; never negative. */
function measureDays(buckets: DailySignals[]): UsageDay[] {
  let previous: number | null = null;
  return buckets.map((b) => {
    let distanceKm: number | null = null;
    if (b.odometer !== null) {
      if (previous !== null) distanceKm = round1(Math.max(0, b.odometer - previous));
      previous = previous === null ? b.odometer : Math.max(previous, b.odometer);
    }
    return { date: toDay(b.timestamp), distanceKm, maxSpeedKmh: b.maxSpeed };
  });
}

function isDrivingDay(d: UsageDay): boolean {
  if (d.distanceKm !== null) return d.distanceKm >= DRIVING_DAY_KM;
  return d.maxSpeedKmh !== null && d.maxSpeedKmh > DRIVING_SPEED_KMH;
}

function countTrailingIdleDays(days: UsageDay[]): number {
  let count = 0;
  for (let i = days.length - 1; i >= 0; i--) {
    const d = days[i];
    const idle = (d.distanceKm === null || d.distanceKm < DRIVING_DAY_KM) && (d.maxSpeedKmh === null || d.maxSpeedKmh <= DRIVING_SPEED_KMH);
    if (!idle) break;
    count++;
  }
  return count;
}

/** Sums the drops in the daily average level; converts to litres or kWh when the capacity is known. */
function measureEnergy(ctx: VehicleContext, buckets: DailySignals[], distanceKm: number): { text: string; refills: number } {
  const electric = isElectric(ctx);
  const levels = buckets.map((b) => (electric ? b.batteryLevel : b.fuelLevel)).filter((v): v is number => v !== null);
  const noun = electric ? 'charge' : 'fuel';
  if (levels.length < 2) return { text: `Not enough ${noun} level history to estimate consumption.`, refills: 0 };

  let usedPoints = 0;
  let refills = 0;
  for (let i = 1; i < levels.length; i++) {
    const change = levels[i] - levels[i - 1];
    if (change < 0) usedPoints += -change;
    else if (change >= REFILL_POINTS) refills++;
  }
  const capacity = electric ? readNumber(ctx.latest, 'powertrainTractionBatteryGrossCapacity') : estimateTankLitres(ctx);
  const what = electric ? 'of the battery' : 'of the tank';
  if (usedPoints === 0) return { text: `No measurable ${noun} use this week.`, refills };

  const base = `About ${formatNumber(usedPoints)}% ${what} used this week`;
  if (capacity === null) return { text: `${base} (capacity not reported, so no ${electric ? 'kWh' : 'litre'} figure).`, refills };

  const amount = (usedPoints / 100) * capacity;
  const amountText = `${formatNumber(amount, 1)} ${electric ? 'kWh' : 'l'}`;
  if (distanceKm <= 0) return { text: `${base}, about ${amountText}.`, refills };
  return { text: `${base}, about ${amountText}: ${describeEfficiency(amount, distanceKm, electric, ctx.unit)}.`, refills };
}

function describeEfficiency(amount: number, distanceKm: number, electric: boolean, unit: VehicleContext['unit']): string {
  if (electric) {
    return unit === 'mi'
      ? `roughly ${formatNumber(convertDistance(distanceKm, 'mi') / amount, 1)} mi/kWh`
      : `roughly ${formatNumber((amount / distanceKm) * 100, 1)} kWh/100 km`;
  }
  const per100 = (amount / distanceKm) * 100;
  return unit === 'mi' ? `roughly ${formatNumber(235.215 / per100, 1)} mpg (US)` : `roughly ${formatNumber(per100, 1)} l/100 km`;
}

function estimateTankLitres(ctx: VehicleContext): number | null {
  const litres = readNumber(ctx.latest, 'powertrainFuelSystemAbsoluteLevel');
  const percent = readNumber(ctx.latest, 'powertrainFuelSystemRelativeLevel');
  if (litres === null || percent === null || percent < 5) return null;
  return (litres / percent) * 100;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
