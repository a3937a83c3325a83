import { kmToMiles } from '../../../../shared/units';
import { addDays } from '../../../../shared/format-date';
import { splitIntoDays, summarizeUsage, USAGE_DAYS, type UsageDay, type UsageFacts } from '../../usage';
import { DEFAULT_TIME_ZONE } from '../../vehicle-facts/periods';
import { convertDistance } from '../wording/format';
import { clampPeriod, describePeriod, periodDay } from '../wording/period-text';
import { wordingFor, type Wording } from '../wording/wording';
import type { VehicleContext } from './types';
import { isElectric, readNumber } from '../../vehicle-facts/readings';

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
  /** the period the owner named, when the series covers it */
  period: PeriodView | null;
}

/** A period the owner named, as the usage series covers it. */
export interface PeriodView {
  /** as the answer says it: the asked period ("last month (1–31 October)"), or "since 25 August" when the car has data only from then */
  phrase: string;
  /** said before the figures when the car has data for only part of the period */
  note: string | null;
  /** false when the car sent nothing in the period */
  hasData: boolean;
  /** the days of the period the car has data for */
  days: UsageDay[];
  /** true when the period ended before today */
  past: boolean;
}

/** The period the series covers when the owner named one (the chat read the series for it), else null. */
export function viewUsagePeriod(ctx: VehicleContext, facts: UsageFacts | null, w: Wording = wordingFor(ctx)): PeriodView | null {
  const asked = ctx.usagePeriod;
  if (!asked) return null;
  const askedPhrase = describePeriod(w, asked, ctx.today);
  const past = asked.to < ctx.today;
  const covered = clampPeriod(asked, facts?.firstReadingAt ?? null);
  if (!facts || !covered) return { phrase: askedPhrase, note: null, hasData: false, days: [], past };
  if (!covered.clamped) return { phrase: askedPhrase, note: null, hasData: true, days: facts.days, past };
  const phrase = describePeriod(w, covered.period, ctx.today);
  const since = covered.period.from;
  return {
    phrase,
    note: w.t.periods.dataSince(askedPhrase, ctx.name, periodDay(w, since, ctx.today)),
    hasData: true,
    days: facts.days.filter((d) => d.date >= since),
    past,
  };
}

const SHORT_DAY_KM = 15;
const LONG_DAY_KM = 150;
const FAST_KMH = 130;

const ownerDayCache = new WeakMap<object, Map<string, UsageDay[]>>();

/**
 * The series cut into the owner's calendar days (their zone), for what is said about a day: the top speed and its
 * day, the longest day, "the last 7 days" (the last 7 × 24 h, each hour on the owner's day). A period asked keeps its days.
 */
export function ownerDays(ctx: VehicleContext, range?: { from: string; to: string }): UsageDay[] {
  if (!ctx.usage) return [];
  const zone = ctx.timeZone ?? DEFAULT_TIME_ZONE;
  let byZone = ownerDayCache.get(ctx.usage);
  if (!byZone) ownerDayCache.set(ctx.usage, (byZone = new Map()));
  let days = byZone.get(zone);
  if (!days) byZone.set(zone, (days = splitIntoDays(ctx.usage, 0, zone)));
  // the week's series is the last 7 × 24 h: its first hours fall on the owner's day before the 7 calendar days
  const from = range?.from ?? ctx.usagePeriod?.from ?? addDays(ctx.today, -USAGE_DAYS);
  const to = range?.to ?? ctx.usagePeriod?.to ?? ctx.today;
  return days.filter((d) => d.date >= from && d.date <= to);
}

/** Facts already worked out for a series and the latest signals they were read with (one answer reads them several times). */
const summaries = new WeakMap<object, WeakMap<object, { electric: boolean; facts: UsageFacts }>>();
const NO_LATEST = {};

/** The usage facts of the vehicle's fine series (tank, battery capacity and service distance from its latest signals). */
export function readUsageFacts(ctx: VehicleContext): UsageFacts | null {
  if (!ctx.usage) return null;
  const electric = isElectric(ctx);
  let byLatest = summaries.get(ctx.usage);
  if (!byLatest) summaries.set(ctx.usage, (byLatest = new WeakMap()));
  const cached = byLatest.get(ctx.latest ?? NO_LATEST);
  if (cached && cached.electric === electric) return cached.facts;
  const facts = summarizeUsage({
    series: ctx.usage,
    energy: electric ? 'charge' : 'fuel',
    tankLitres: estimateTankLitres(ctx),
    capacityKwh: readNumber(ctx.latest, 'powertrainTractionBatteryGrossCapacity'),
    serviceDistanceKm: readNumber(ctx.latest, 'serviceDistanceToService'),
    // a period the owner named was read from their first midnight: its days are theirs
    ...(ctx.usagePeriod ? { timeZone: ctx.timeZone ?? DEFAULT_TIME_ZONE } : {}),
  });
  byLatest.set(ctx.latest ?? NO_LATEST, { electric, facts });
  return facts;
}

export function analyzeUsage(ctx: VehicleContext): UsageAnalysis {
  const facts = readUsageFacts(ctx);
  const electric = isElectric(ctx);
  const w = wordingFor(ctx);
  const t = w.t.usage;
  const p = w.t.periods;
  const period = viewUsagePeriod(ctx, facts, w);
  const days = period ? period.days : (facts?.days ?? []);
  const hasHistory = days.some((d) => d.distanceKm !== null || d.maxSpeedKmh !== null);
  const kind = electric ? 'charge' : 'fuel';

  if (!facts || !hasHistory) {
    return {
      hasHistory: false,
      distanceKnown: false,
      totalDistanceKm: 0,
      totalMiles: 0,
      averageSpeedKmh: null,
      averageSpeedBasis: 'none',
      drivingDays: 0,
      fuelConsumption: t.noLevelHistory(kind),
      usagePatterns: [period ? p.noData(ctx.name, period.phrase) : t.noHistory(ctx.name, USAGE_DAYS)],
      recommendations: [t.driveToGetHistory],
      days,
      facts,
      period,
    };
  }

  const distanceKnown = facts.distanceKm !== null;
  const totalDistanceKm = facts.distanceKm ?? 0;
  const drivingDays = facts.drivingDays;
  const speeds = days.map((d) => d.maxSpeedKmh).filter((s): s is number => s !== null && s > 0);
  const averageSpeedKmh = speeds.length > 0 ? speeds.reduce((a, b) => a + b, 0) / speeds.length : null;
  const unit = ctx.unit;
  const showSpeed = (kmh: number) => w.speed(kmh, unit);
  // over a week a weekday names the day; over a named period its date does
  const dayName = (d: UsageDay) => (period ? periodDay(w, d.date, ctx.today) : (w.weekday(d.date) ?? w.date(d.date)));
  const patterns: string[] = [];
  const recommendations: string[] = [];

  if (period && distanceKnown) patterns.push(p.droveOn(drivingDays, days.length, w.distance(totalDistanceKm, unit)));
  else patterns.push(distanceKnown ? t.droveOn(drivingDays, days.length, w.distance(totalDistanceKm, unit)) : t.droveOnUnknownDistance(drivingDays, days.length));
  // a day named is the owner's calendar day (a Friday 07:33 drive in Seattle is Friday's)
  const local = ownerDays(ctx, period ? { from: period.days[0]?.date ?? ctx.today, to: ctx.usagePeriod!.to } : undefined);
  const measured = local.filter((d) => d.distanceKm !== null && d.distanceKm > 0);
  const longest = measured.reduce<UsageDay | null>((best, d) => (best === null || (d.distanceKm ?? 0) > (best.distanceKm ?? 0) ? d : best), null);
  if (longest?.distanceKm) patterns.push(t.longestDay(w.distance(longest.distanceKm, unit), dayName(longest)));

  const perDay = drivingDays > 0 && distanceKnown ? totalDistanceKm / drivingDays : null;
  if (perDay !== null) {
    const pace = w.distance(perDay, unit);
    patterns.push(perDay < SHORT_DAY_KM ? t.shortTrips(pace) : perDay > LONG_DAY_KM ? t.longDays(pace) : t.moderateUse(pace));
  }

  const fastest = local.reduce<UsageDay | null>((best, d) => (d.maxSpeedKmh !== null && (best === null || d.maxSpeedKmh > (best.maxSpeedKmh ?? 0)) ? d : best), null);
  if (fastest?.maxSpeedKmh) patterns.push(t.topSpeed(showSpeed(fastest.maxSpeedKmh), dayName(fastest)));

  const idle = countTrailingIdleDays(days);
  if (idle >= 2 && drivingDays > 0) patterns.push(period?.past ? p.parkedAtEnd(idle) : t.parked(idle));

  const events = electric ? facts.chargingSessions.length : facts.refuels.length;
  if (events > 0) patterns.push(period ? p.refuelled(kind, events, period.phrase) : t.refuelled(kind, events, days.length));

  if (drivingDays === 0) {
    recommendations.push(period ? p.notMoved(period.phrase) : t.notMoved(days.length));
  } else if (perDay !== null && perDay < SHORT_DAY_KM) {
    recommendations.push(t.shortTripsAdvice(kind));
  } else if (perDay !== null && perDay > LONG_DAY_KM) {
    recommendations.push(t.highMileageAdvice);
  }
  if (fastest?.maxSpeedKmh && fastest.maxSpeedKmh > FAST_KMH)
    recommendations.push(t.fastAdvice(showSpeed(FAST_KMH), kind));

  const serviceKm = readNumber(ctx.latest, 'serviceDistanceToService');
  // a pace is a week's driving at least: one day (yesterday's 46 km) would be told as "323 km a week"
  if (serviceKm !== null && serviceKm > 0 && facts.weeksToService !== null && facts.kmPerWeek !== null && days.length >= 7) {
    const weekly = w.distance(facts.kmPerWeek, unit);
    const away = w.distance(serviceKm, unit);
    recommendations.push(facts.weeksToService < 1 ? t.serviceWithinWeek(weekly, away) : t.serviceInWeeks(weekly, away, Math.round(facts.weeksToService)));
  }
  if (recommendations.length === 0) recommendations.push(t.normalPattern);

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
    period,
  };
}

/** "22.4 l over 350 km: 6.4 l/100 km." from the level's falls and rises in the fine series. */
function describeConsumption(ctx: VehicleContext, facts: UsageFacts): string {
  const w = wordingFor(ctx);
  const t = w.t.usage.consumption;
  const unit = ctx.unit;
  const distance = facts.distanceKm;
  if (isElectric(ctx)) {
    const e = facts.energy;
    if (!e || e.percentUsed === null) return t.noChargeHistory;
    if (e.kwhUsed === null) return t.batteryPercentOnly(w.number(e.percentUsed));
    const amount = t.kwhUsed(w.number(e.kwhUsed, 1));
    if (distance === null || facts.kwhPer100Km === null) return `${amount}.`;
    const rate = unit === 'mi' ? `${w.number(convertDistance(distance, 'mi') / e.kwhUsed, 1)} mi/kWh` : `${w.number(facts.kwhPer100Km, 1)} kWh/100 km`;
    return t.over(amount, w.distance(distance, unit), rate);
  }
  const f = facts.fuel;
  if (!f || (f.percentUsed === null && f.litresUsed === null)) return t.noFuelHistory;
  if (f.litresUsed === null) return t.tankPercentOnly(w.number(f.percentUsed ?? 0));
  const amount = t.litresUsed(w.number(f.litresUsed, 1));
  if (distance === null || facts.litresPer100Km === null) return `${amount}.`;
  const rate = unit === 'mi' ? `${w.number(235.215 / facts.litresPer100Km, 1)} mpg (US)` : `${w.number(facts.litresPer100Km, 1)} l/100 km`;
  return t.over(amount, w.distance(distance, unit), rate);
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
