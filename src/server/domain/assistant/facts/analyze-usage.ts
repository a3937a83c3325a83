import { kmToMiles } from '../../../../shared/units';
import { summarizeUsage, USAGE_DAYS, type UsageDay, type UsageFacts } from '../../usage';
import { convertDistance, formatDistance, formatNumber, getWeekday, pluralize } from '../wording/format';
import type { VehicleContext } from './types';
import { isElectric, readNumber } from './vehicle-facts';

export interface UsageAnalysis {
  hasHistory: boolean;
  /** false when the odometer series is missing, so totalDistanceKm says nothing */
  distanceKnown: boolean;
  totalDistanceKm: number;
  totalMiles: number;
  averageSpeedKmh: number | null;
  /** how averageSpeedKmh was obtained: the mean of the daily top speeds */
  averageSpeedBasis: 'mean_of_daily_max_speeds' | 'none';
  drivingDays: number;
  fuelConsumption: string;
  usagePatterns: string[];
  recommendations: string[];
  days: UsageDay[];
  /** every number behind the sentences, from the fine series (null without one) */
  facts: UsageFacts | null;
}

const SHORT_DAY_KM = 15;
const LONG_DAY_KM = 150;
const FAST_KMH = 130;

/** The usage facts of the vehicle's fine series (tank, battery capacity and service distance from its latest signals). */
export function readUsageFacts(ctx: VehicleContext): UsageFacts | null {
  if (!ctx.usage) return null;
  return summarizeUsage({
    series: ctx.usage,
    energy: isElectric(ctx) ? 'charge' : 'fuel',
    tankLitres: estimateTankLitres(ctx),
    capacityKwh: readNumber(ctx.latest, 'powertrainTractionBatteryGrossCapacity'),
    serviceDistanceKm: readNumber(ctx.latest, 'serviceDistanceToService'),
  });
}

export function analyzeUsage(ctx: VehicleContext): UsageAnalysis {
  const facts = readUsageFacts(ctx);
  const days = facts?.days ?? [];
  const hasHistory = days.some((d) => d.distanceKm !== null || d.maxSpeedKmh !== null);
  const electric = isElectric(ctx);

  if (!facts || !hasHistory) {
    return {
      hasHistory: false,
      distanceKnown: false,
      totalDistanceKm: 0,
      totalMiles: 0,
      averageSpeedKmh: null,
      averageSpeedBasis: 'none',
      drivingDays: 0,
      fuelConsumption: `No ${electric ? 'charge' : 'fuel'} history yet.`,
      usagePatterns: [`There is no driving history for ${ctx.name} yet: the car has not reported odometer or speed data in the last ${USAGE_DAYS} days.`],
      recommendations: ['Drive the car with its connection active; history appears after a day of data.'],
      days,
      facts,
    };
  }

  const distanceKnown = facts.distanceKm !== null;
  const totalDistanceKm = facts.distanceKm ?? 0;
  const drivingDays = facts.drivingDays;
  const speeds = days.map((d) => d.maxSpeedKmh).filter((s): s is number => s !== null && s > 0);
  const averageSpeedKmh = speeds.length > 0 ? speeds.reduce((a, b) => a + b, 0) / speeds.length : null;
  const unit = ctx.unit;
  const showSpeed = (kmh: number) => `${formatNumber(unit === 'mi' ? kmToMiles(kmh) : kmh)} ${unit === 'mi' ? 'mph' : 'km/h'}`;
  const patterns: string[] = [];
  const recommendations: string[] = [];

  patterns.push(
    distanceKnown
      ? `Drove on ${drivingDays} of the last ${days.length} days, ${formatDistance(totalDistanceKm, unit)} in total.`
      : `Drove on ${drivingDays} of the last ${days.length} days; the odometer history is not reported, so the distance is unknown.`,
  );
  const measured = days.filter((d) => d.distanceKm !== null && d.distanceKm > 0);
  const longest = measured.reduce<UsageDay | null>((best, d) => (best === null || (d.distanceKm ?? 0) > (best.distanceKm ?? 0) ? d : best), null);
  if (longest?.distanceKm) patterns.push(`Longest day: ${formatDistance(longest.distanceKm, unit)} on ${getWeekday(longest.start) ?? longest.date}.`);

  const perDay = drivingDays > 0 && distanceKnown ? totalDistanceKm / drivingDays : null;
  if (perDay !== null) {
    if (perDay < SHORT_DAY_KM) patterns.push(`Mostly short trips: about ${formatDistance(perDay, unit)} per driving day.`);
    else if (perDay > LONG_DAY_KM) patterns.push(`Long daily distances: about ${formatDistance(perDay, unit)} per driving day.`);
    else patterns.push(`Moderate use: about ${formatDistance(perDay, unit)} per driving day.`);
  }

  const fastest = days.reduce<UsageDay | null>((best, d) => (d.maxSpeedKmh !== null && (best === null || d.maxSpeedKmh > (best.maxSpeedKmh ?? 0)) ? d : best), null);
  if (fastest?.maxSpeedKmh) patterns.push(`Top speed: ${showSpeed(fastest.maxSpeedKmh)} on ${getWeekday(fastest.start) ?? fastest.date}.`);

  const idle = countTrailingIdleDays(days);
  if (idle >= 2 && drivingDays > 0) patterns.push(`Parked for the last ${idle} days.`);

  const events = electric ? facts.chargingSessions.length : facts.refuels.length;
  if (events > 0) patterns.push(`${electric ? 'Charged' : 'Refuelled'} ${events === 1 ? 'once' : `${events} times`} in the last ${days.length} days.`);

  if (drivingDays === 0) {
    recommendations.push(
      `The car has not moved in ${days.length} days; drive it for 20 minutes or use a battery maintainer so the 12 V battery stays charged.`,
    );
  } else if (perDay !== null && perDay < SHORT_DAY_KM) {
    recommendations.push(
      electric
        ? 'Short daily distances suit an electric car; charging to about 80% is enough for this use.'
        : 'Short trips keep the engine from reaching operating temperature; combine errands or take a longer drive once a week.',
    );
  } else if (perDay !== null && perDay > LONG_DAY_KM) {
    recommendations.push('At this mileage, check tyre pressures and fluid levels every week.');
  }
  if (fastest?.maxSpeedKmh && fastest.maxSpeedKmh > FAST_KMH)
    recommendations.push(`Top speeds above ${showSpeed(FAST_KMH)} raise ${electric ? 'energy use' : 'fuel use'} and tyre wear; easing off saves money.`);

  const serviceKm = readNumber(ctx.latest, 'serviceDistanceToService');
  if (serviceKm !== null && serviceKm > 0 && facts.weeksToService !== null && facts.kmPerWeek !== null) {
    const pace = `about ${formatDistance(facts.kmPerWeek, unit)} a week`;
    recommendations.push(
      facts.weeksToService < 1
        ? `At your pace (${pace}) the next service (${formatDistance(serviceKm, unit)} away) falls due within a week.`
        : `At your pace (${pace}) the next service (${formatDistance(serviceKm, unit)} away) is about ${pluralize(Math.round(facts.weeksToService), 'week')} off.`,
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
    fuelConsumption: describeConsumption(ctx, facts),
    usagePatterns: patterns,
    recommendations,
    days,
    facts,
  };
}

/** "22.4 l over 350 km: 6.4 l/100 km." from the level's falls and rises in the fine series. */
function describeConsumption(ctx: VehicleContext, facts: UsageFacts): string {
  const unit = ctx.unit;
  const distance = facts.distanceKm;
  if (isElectric(ctx)) {
    const e = facts.energy;
    if (!e || e.percentUsed === null) return 'Not enough charge level history to measure energy use.';
    if (e.kwhUsed === null) return `About ${formatNumber(e.percentUsed)}% of the battery used (capacity not reported, so no kWh figure).`;
    const amount = `${formatNumber(e.kwhUsed, 1)} kWh used`;
    if (distance === null || facts.kwhPer100Km === null) return `${amount}.`;
    const rate = unit === 'mi' ? `${formatNumber(convertDistance(distance, 'mi') / e.kwhUsed, 1)} mi/kWh` : `${formatNumber(facts.kwhPer100Km, 1)} kWh/100 km`;
    return `${amount} over ${formatDistance(distance, unit)}: ${rate}.`;
  }
  const f = facts.fuel;
  if (!f || f.percentUsed === null && f.litresUsed === null) return 'Not enough fuel level history to measure consumption.';
  if (f.litresUsed === null) return `About ${formatNumber(f.percentUsed ?? 0)}% of the tank used (tank size not reported, so no litre figure).`;
  const amount = `${formatNumber(f.litresUsed, 1)} l of fuel used`;
  if (distance === null || facts.litresPer100Km === null) return `${amount}.`;
  const rate = unit === 'mi' ? `${formatNumber(235.215 / facts.litresPer100Km, 1)} mpg (US)` : `${formatNumber(facts.litresPer100Km, 1)} l/100 km`;
  return `${amount} over ${formatDistance(distance, unit)}: ${rate}.`;
}

function countTrailingIdleDays(days: UsageDay[]): number {
  let count = 0;
  for (let i = days.length - 1; i >= 0; i--) {
    const d = days[i];
    const idle = (d.distanceKm === null || d.distanceKm < 1) && (d.maxSpeedKmh === null || d.maxSpeedKmh <= 5);
    if (!idle) break;
    count++;
  }
  return count;
}

/** Tank size from the latest absolute and relative fuel levels; null when either is missing or the tank is nearly empty. */
export function estimateTankLitres(ctx: VehicleContext): number | null {
  const litres = readNumber(ctx.latest, 'powertrainFuelSystemAbsoluteLevel');
  const percent = readNumber(ctx.latest, 'powertrainFuelSystemRelativeLevel');
  if (litres === null || percent === null || percent < 5) return null;
  return (litres / percent) * 100;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
