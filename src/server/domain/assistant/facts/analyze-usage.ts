import { kmToMiles } from '../../../../shared/units';
import { addDays, daysBetween } from '../../../../shared/format-date';
import { sumDrivenDays, type DayDriving } from '../../trips/driving-totals';
import { ratePer100Km, splitIntoDays, summarizeUsage, USAGE_DAYS, type UsageDay, type UsageFacts } from '../../usage';
import { DEFAULT_TIME_ZONE } from '../../vehicle-facts/periods';
import { convertDistance } from '../wording/format';
import { clampPeriod, describePeriod, periodDay } from '../wording/period-text';
import { wordingFor, type Wording } from '../wording/wording';
import type { VehicleContext } from './types';
import { isElectric, readNumber } from '../../vehicle-facts/readings';

export interface UsageAnalysis {
  hasHistory: boolean;
  /** false when neither the trips nor the odometer series could be read, so totalDistanceKm says nothing */
  distanceKnown: boolean;
  totalDistanceKm: number;
  totalMiles: number;
  averageSpeedKmh: number | null;
  /** how averageSpeedKmh was obtained: the mean of the daily top speeds */
  averageSpeedBasis: 'mean_of_daily_max_speeds' | 'none';
  drivingDays: number;
  /** the days the distance and driving days cover */
  periodDays: number;
  /**
   * where the distance, driving days, pace and consumption come from: the car's trips as the Trips page adds them up,
   * or (when the trips could not be read) the odometer and level of the fine series
   */
  distanceBasis: 'trips' | 'odometer';
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

/** Driving over the days a usage answer covers, from the car's trips: the Trips page's figures for the same days. */
export interface DrivenSummary {
  /** every day covered, oldest first, with its trips' driving (zero on a day without one) */
  days: DayDriving[];
  distanceKm: number;
  /** days with a trip */
  drivingDays: number;
  /** litres (kWh for an electric car) the trips used, and the km of the trips that report it; null when none does */
  used: number | null;
  usedKm: number;
}

/**
 * The trips' driving over the days the answer covers (the period asked, from the day the car's data starts when it
 * started within it; else the last 7 days), or null when the trips were not read: the answer then says what the
 * odometer's series says.
 */
export function readDriven(ctx: VehicleContext, view: PeriodView | null = viewUsagePeriod(ctx, readUsageFacts(ctx))): DrivenSummary | null {
  const driven = ctx.driven;
  if (!driven) return null;
  const since = view?.note && view.days[0] ? view.days[0].date : null;
  const from = since && since > driven.period.from ? since : driven.period.from;
  const to = driven.period.to < ctx.today ? driven.period.to : ctx.today;
  const count = from <= to ? daysBetween(from, to) + 1 : 0;
  const byDate = new Map(driven.days.map((d) => [d.date, d]));
  const days = Array.from({ length: count }, (_, i): DayDriving => {
    const date = addDays(from, i);
    return byDate.get(date) ?? { date, trips: 0, distanceKm: 0, drivingMinutes: 0, used: null, usedKm: 0 };
  });
  const { distanceKm, used, usedKm } = sumDrivenDays(days);
  return { days, distanceKm, drivingDays: days.filter((d) => d.trips > 0).length, used, usedKm };
}

/** What the car used over the days covered and at what rate: from its trips when read, else the level's falls in the fine series. */
export interface Consumption {
  used: number;
  /** the km `used` covers */
  distanceKm: number | null;
  per100Km: number | null;
}

export function readConsumption(ctx: VehicleContext, facts: UsageFacts | null, driven: DrivenSummary | null): Consumption | null {
  if (driven) {
    if (driven.used === null || driven.used <= 0) return null;
    return { used: driven.used, distanceKm: driven.usedKm, per100Km: ratePer100Km(driven.used, driven.usedKm) };
  }
  const used = isElectric(ctx) ? facts?.energy?.kwhUsed : facts?.fuel?.litresUsed;
  if (!facts || !used) return null;
  return { used, distanceKm: facts.distanceKm, per100Km: isElectric(ctx) ? facts.kwhPer100Km : facts.litresPer100Km };
}

export function analyzeUsage(ctx: VehicleContext): UsageAnalysis {
  const facts = readUsageFacts(ctx);
  const electric = isElectric(ctx);
  const w = wordingFor(ctx);
  const t = w.t.usage;
  const p = w.t.periods;
  const period = viewUsagePeriod(ctx, facts, w);
  const days = period ? period.days : (facts?.days ?? []);
  const driven = period?.hasData === false ? null : readDriven(ctx, period);
  const hasHistory = days.some((d) => d.distanceKm !== null || d.maxSpeedKmh !== null) || (driven?.drivingDays ?? 0) > 0;
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
      periodDays: driven?.days.length ?? days.length,
      distanceBasis: driven ? 'trips' : 'odometer',
      fuelConsumption: t.noLevelHistory(kind),
      usagePatterns: [period ? p.noData(ctx.name, period.phrase) : t.noHistory(ctx.name, USAGE_DAYS)],
      recommendations: [t.driveToGetHistory],
      days,
      facts,
      period,
    };
  }

  const distanceKnown = driven !== null || facts.distanceKm !== null;
  const totalDistanceKm = driven ? driven.distanceKm : (facts.distanceKm ?? 0);
  const drivingDays = driven ? driven.drivingDays : facts.drivingDays;
  const periodDays = driven ? driven.days.length : days.length;
  const speeds = days.map((d) => d.maxSpeedKmh).filter((s): s is number => s !== null && s > 0);
  const averageSpeedKmh = speeds.length > 0 ? speeds.reduce((a, b) => a + b, 0) / speeds.length : null;
  const unit = ctx.unit;
  const showSpeed = (kmh: number) => w.speed(kmh, unit);
  // over a week a weekday names the day; over a named period its date does
  const dayName = (d: { date: string }) => (period ? periodDay(w, d.date, ctx.today) : (w.weekday(d.date) ?? w.date(d.date)));
  const patterns: string[] = [];
  const recommendations: string[] = [];

  if (period && distanceKnown) patterns.push(p.droveOn(drivingDays, periodDays, w.distance(totalDistanceKm, unit)));
  else patterns.push(distanceKnown ? t.droveOn(drivingDays, periodDays, w.distance(totalDistanceKm, unit)) : t.droveOnUnknownDistance(drivingDays, periodDays));
  // a day named is the owner's calendar day (a Friday 07:33 drive in Seattle is Friday's)
  const local = ownerDays(ctx, period ? { from: period.days[0]?.date ?? ctx.today, to: ctx.usagePeriod!.to } : undefined);
  const byDistance = driven ? driven.days : local.filter((d) => d.distanceKm !== null && d.distanceKm > 0);
  const longest = byDistance.reduce<{ date: string; distanceKm: number | null } | null>((best, d) => (best === null || (d.distanceKm ?? 0) > (best.distanceKm ?? 0) ? d : best), null);
  if (longest?.distanceKm) patterns.push(t.longestDay(w.distance(longest.distanceKm, unit), dayName(longest)));

  const perDay = drivingDays > 0 && distanceKnown ? totalDistanceKm / drivingDays : null;
  if (perDay !== null) {
    const pace = w.distance(perDay, unit);
    patterns.push(perDay < SHORT_DAY_KM ? t.shortTrips(pace) : perDay > LONG_DAY_KM ? t.longDays(pace) : t.moderateUse(pace));
  }

  const fastest = local.reduce<UsageDay | null>((best, d) => (d.maxSpeedKmh !== null && (best === null || d.maxSpeedKmh > (best.maxSpeedKmh ?? 0)) ? d : best), null);
  if (fastest?.maxSpeedKmh) patterns.push(t.topSpeed(showSpeed(fastest.maxSpeedKmh), dayName(fastest)));

  const idle = driven ? countTrailingDays(driven.days, (d) => d.trips === 0) : countTrailingDays(days, isIdleDay);
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
  const kmPerWeek = driven ? (periodDays > 0 ? round1((totalDistanceKm / periodDays) * 7) : null) : facts.kmPerWeek;
  if (serviceKm !== null && serviceKm > 0 && kmPerWeek !== null && kmPerWeek > 0 && periodDays >= 7) {
    const weeksToService = serviceKm / kmPerWeek;
    const weekly = w.distance(kmPerWeek, unit);
    const away = w.distance(serviceKm, unit);
    recommendations.push(weeksToService < 1 ? t.serviceWithinWeek(weekly, away) : t.serviceInWeeks(weekly, away, Math.round(weeksToService)));
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
    periodDays,
    distanceBasis: driven ? 'trips' : 'odometer',
    fuelConsumption: describeConsumption(ctx, facts, driven),
    usagePatterns: patterns,
    recommendations,
    days,
    facts,
    period,
  };
}

/**
 * "22.4 l over 350 km: 6.4 l/100 km." from what the trips used (readConsumption); without the trips, from the level's
 * falls and rises in the fine series, or the percent used when the tank or battery size is not reported.
 */
function describeConsumption(ctx: VehicleContext, facts: UsageFacts, driven: DrivenSummary | null): string {
  const w = wordingFor(ctx);
  const t = w.t.usage.consumption;
  const unit = ctx.unit;
  const electric = isElectric(ctx);
  const c = readConsumption(ctx, facts, driven);
  if (!c) {
    const percent = driven ? null : electric ? facts.energy?.percentUsed : facts.fuel?.percentUsed;
    if (percent === null || percent === undefined) return electric ? t.noChargeHistory : t.noFuelHistory;
    return electric ? t.batteryPercentOnly(w.number(percent)) : t.tankPercentOnly(w.number(percent));
  }
  const amount = electric ? t.kwhUsed(w.number(c.used, 1)) : t.litresUsed(w.number(c.used, 1));
  if (c.distanceKm === null || c.per100Km === null) return `${amount}.`;
  const rate = electric
    ? unit === 'mi' ? `${w.number(convertDistance(c.distanceKm, 'mi') / c.used, 1)} mi/kWh` : `${w.number(c.per100Km, 1)} kWh/100 km`
    : unit === 'mi' ? `${w.number(235.215 / c.per100Km, 1)} mpg (US)` : `${w.number(c.per100Km, 1)} l/100 km`;
  return t.over(amount, w.distance(c.distanceKm, unit), rate);
}

const isIdleDay = (d: UsageDay) => (d.distanceKm === null || d.distanceKm < 1) && (d.maxSpeedKmh === null || d.maxSpeedKmh <= 5);

function countTrailingDays<T>(days: readonly T[], idle: (day: T) => boolean): number {
  let count = 0;
  for (let i = days.length - 1; i >= 0 && idle(days[i]); i--) count++;
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
