/**
 * Trips, driving and an electric car's battery over time, answered from what the chat read for the question: the
 * trips service's trips and `summarizeDriving` totals, and the Charging page's battery trends. Places are the trip
 * list's names (the owner's places, else the nearest town), never coordinates.
 */
import type { DrivingTotals, EventCounts, Trip } from '../../../../shared/api/trips';
import { longestTrip } from '../../trips/driving-totals';
import type { VehicleContext } from '../facts/types';
import { namePeriod } from '../understanding/entities';
import { foldText } from '../understanding/text';
import { formatBullets, formatParagraphs, type ChatAnswer } from '../wording/chat-text';
import { DRIVING_TEXTS, type DrivingTexts } from '../wording/driving-texts';
import { describePeriod } from '../wording/period-text';
import { addDays } from '../../../../shared/format-date';
import type { Wording } from '../wording/wording';
import { capitalize } from '../wording/format';
import { healthYearLine, rangeYearLine } from './answer-battery-year';
import { answerCommute } from './answer-commute';

/** Trips listed at most in one answer; the rest are counted. */
const MAX_LISTED = 8;

type Focus = 'longest' | 'count' | 'places';

const LONGEST = /\b(longest|longer|mas largo|langste|langsten|plus long)\b/;
const COUNT = /\b(how many|cuantos|cuantas|wie viele|wieviele|combien)\b/;

function focusOf(question: string): Focus {
  const q = foldText(question);
  if (LONGEST.test(q)) return 'longest';
  if (COUNT.test(q)) return 'count';
  return 'places';
}

/** "38 min", "2 h 05 min": the same in the four languages. */
export function formatMinutes(minutes: number): string {
  const total = Math.round(minutes);
  if (total < 60) return `${total} min`;
  return `${Math.floor(total / 60)} h ${String(total % 60).padStart(2, '0')} min`;
}

/** The days asked about as the answer says them: "this week (Nov 23 – 27)", "on Saturday, Nov 21, 2026". */
function periodText(ctx: VehicleContext, w: Wording, period: { from: string; to: string }, t: DrivingTexts): string {
  const weekday = w.weekday(period.from);
  return period.from === period.to && weekday && !namePeriod(period, ctx.today) ? t.onDay(weekday, w.date(period.from)) : describePeriod(w, period, ctx.today);
}

function routeOf(trip: Trip, t: DrivingTexts): string | null {
  if (!trip.startPlace && !trip.endPlace) return null;
  return t.route(trip.startPlace?.label ?? t.unknownPlace, trip.endPlace?.label ?? t.unknownPlace);
}

function tripLine(trip: Trip, ctx: VehicleContext, w: Wording, t: DrivingTexts, timeZone: string): string {
  const distance = trip.distanceKm !== null ? w.distance(trip.distanceKm, ctx.unit, trip.distanceKm < 10 ? 1 : 0) : '–';
  const route = trip.startPlace || trip.endPlace ? `${trip.startPlace?.label ?? t.unknownPlace} → ${trip.endPlace?.label ?? t.unknownPlace}` : null;
  return t.trip(w.moment(trip.start, timeZone), route, distance, formatMinutes(trip.durationMinutes), trip.ongoing);
}

function eventsLine(events: EventCounts, distanceKm: number, ctx: VehicleContext, w: Wording, t: DrivingTexts): string {
  const distance = w.distance(distanceKm, ctx.unit, distanceKm < 10 ? 1 : 0);
  const kinds = (Object.keys(t.events) as (keyof EventCounts)[]).filter((k) => events[k] > 0);
  if (kinds.length === 0) return t.noEvents(distance);
  // harsh braking is what owners ask about first: said even when there was none
  const parts = [...(events.harshBraking === 0 ? [t.noBraking] : []), ...kinds.map((k) => `${w.number(events[k])} ${t.events[k][events[k] === 1 ? 0 : 1]}`)];
  return capitalize(t.eventsIn(w.list(parts), distance));
}

/** The period's driving as both driving answers start from it, or the answer when it could not be read. */
function readDriving(ctx: VehicleContext, w: Wording): { answer: ChatAnswer } | { t: DrivingTexts; d: NonNullable<VehicleContext['driving']>; totals: DrivingTotals; period: string; followUpQuestions: string[] } {
  const t = DRIVING_TEXTS[w.lang];
  const d = ctx.driving;
  const followUpQuestions = [w.t.followUp.health, w.t.followUp.maintenanceDue];
  if (!d) return { answer: { content: t.notRead, metadata: { followUpQuestions } } };
  return { t, d, totals: d.totals, period: periodText(ctx, w, d.period, t), followUpQuestions };
}

/** Where the car went, how many trips, the longest: the focus of the question first, then the trips themselves. */
export function answerTrips(ctx: VehicleContext, w: Wording, question: string): ChatAnswer {
  const read = readDriving(ctx, w);
  if ('answer' in read) return read.answer;
  const { t, d, totals, period, followUpQuestions } = read;
  if (totals.trips === 0) return { content: formatParagraphs([t.none(period), d.locationShared ? '' : t.noLocation]), metadata: { followUpQuestions, driving: totals } };
  const focus = focusOf(question);
  const count = t.count(totals.trips, period, w.distance(totals.distanceKm, ctx.unit), formatMinutes(totals.drivingMinutes));
  const longest = longestTrip(d.trips);
  const longestLine = longest?.distanceKm != null ? t.longest(w.distance(longest.distanceKm, ctx.unit, longest.distanceKm < 10 ? 1 : 0), w.moment(longest.start, d.timeZone), routeOf(longest, t), formatMinutes(longest.durationMinutes)) : '';
  const inPeriod = d.trips.slice(0, MAX_LISTED).reverse();
  const list = `${t.tripsHeading}\n${formatBullets(inPeriod.map((trip) => tripLine(trip, ctx, w, t, d.timeZone)))}${d.trips.length > MAX_LISTED ? `\n${t.more(d.trips.length - MAX_LISTED)}` : ''}`;
  const lines = focus === 'longest' ? [longestLine, count] : [count, longestLine, list];
  if (!d.locationShared) lines.push(t.noLocation);
  return { content: formatParagraphs(lines), metadata: { followUpQuestions, driving: totals } };
}

/** The driving score of the period with its reason, the harsh events, and the trips it covers. */
export function answerDriving(ctx: VehicleContext, w: Wording): ChatAnswer {
  const read = readDriving(ctx, w);
  if ('answer' in read) return read.answer;
  const { t, totals, period, followUpQuestions } = read;
  if (totals.trips === 0) return { content: t.none(period), metadata: { followUpQuestions, driving: totals } };
  const lines = [
    totals.score ? t.score(period, totals.score.value) : t.scoreNone(period),
    eventsLine(totals.events, totals.distanceKm, ctx, w, t),
    t.count(totals.trips, period, w.distance(totals.distanceKm, ctx.unit), formatMinutes(totals.drivingMinutes)),
    totals.idleMinutes > 0 ? t.idle(formatMinutes(totals.idleMinutes)) : '',
  ];
  return { content: formatParagraphs(lines), metadata: { followUpQuestions, driving: totals } };
}

const percent = (w: Wording, value: number) => (w.lang === 'en' ? `${w.number(value, 1)}%` : `${w.number(value, 1)} %`);

/** An electric car's battery over the Charging page's days: drain while parked, range at 100 %, health. */
export function answerBatteryTrends(ctx: VehicleContext, w: Wording, question: string): ChatAnswer {
  const t = DRIVING_TEXTS[w.lang].battery;
  const b = ctx.battery;
  const followUpQuestions = [w.t.followUp.health, w.t.followUp.trip];
  if (!b) return { content: t.notRead(ctx.name), metadata: { followUpQuestions } };
  if (!b.plugsIn) return { content: t.notPlugIn(ctx.name), metadata: { followUpQuestions } };
  if (!b.trends) return { content: t.notRead(ctx.name), metadata: { followUpQuestions } };
  const { drain, fullRange, health } = b.trends;
  const q = foldText(question);
  const asks = {
    range: /\b(range|autonomia|reichweite|autonomie)\b/.test(q),
    health: /(degrad|health|salud|gesundheit|sante|capacit|kapazit|soh|lasst|nachlass)/.test(q),
  };
  const drainLines = () => {
    if (drain.percentPer24h === null) return [t.drainNone(b.days)];
    const kwh = drain.days.reduce<number | null>((sum, day) => (day.kwhLost === null ? sum : (sum ?? 0) + day.kwhLost), null);
    return [t.drain(percent(w, drain.percentPer24h), b.days), kwh !== null ? t.drainKwh(`${w.number(kwh, 1)} kWh`, b.days) : ''];
  };
  // health and range at 100 % are said over the year when it could be read (the Charging page's year card)
  const year = b.history && b.history.months.length > 0 ? b.history : null;
  const rangeLines = () => {
    const yearLine = year && rangeYearLine(year, w, ctx.unit);
    if (yearLine) return [yearLine];
    const days = fullRange.days;
    if (days.length === 0) return [t.fullRangeNone];
    const last = days[days.length - 1];
    const first = days[0];
    return [t.fullRange(w.distance(last.km, ctx.unit), w.date(last.day)), days.length > 1 && first.km !== last.km ? t.fullRangeFrom(w.distance(first.km, ctx.unit), w.date(first.day)) : ''];
  };
  const healthLines = () => {
    const yearLine = year && healthYearLine(year, w);
    if (yearLine) return [yearLine];
    if (health.latest === null || health.source === null) return [t.healthNone];
    const value = health.source === 'state-of-health' ? t.health(percent(w, health.latest)) : t.capacity(`${w.number(health.latest, 1)} kWh`);
    const since = health.days.length > 1 ? w.date(health.days[0].day) : null;
    const change = health.change === null || since === null ? '' : health.change === 0 ? t.steady(since) : t.change(health.source === 'state-of-health' ? signed(percent(w, health.change), health.change) : signed(`${w.number(health.change, 1)} kWh`, health.change), since);
    return [value, change];
  };
  const section = (parts: string[]) => parts.filter(Boolean).join(' ');
  const [drainText, rangeText, healthText] = [section(drainLines()), section(rangeLines()), section(healthLines())];
  const lines = asks.range ? [rangeText, healthText] : asks.health ? [healthText, rangeText] : [drainText, rangeText, healthText];
  return { content: formatParagraphs(lines), metadata: { followUpQuestions } };
}

const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/** The days a trip question reads when it names none: the Trips page's default, the last 7 days. */
export function defaultTripPeriod(today: string): { from: string; to: string } {
  return { from: addDays(today, -6), to: today };
}

/** Trips, driving or battery trends of several cars: each car's first line (cars that do not plug in left out of battery trends). */
export function answerFleetDriving(ctxs: VehicleContext[], topic: 'trips' | 'driving' | 'battery_trends' | 'commute', w: Wording, question: string): ChatAnswer {
  const concerned = topic === 'battery_trends' && ctxs.some((c) => c.battery?.plugsIn) ? ctxs.filter((c) => c.battery?.plugsIn) : ctxs;
  const answerOf = (ctx: VehicleContext) =>
    topic === 'trips' ? answerTrips(ctx, w, question) : topic === 'driving' ? answerDriving(ctx, w) : topic === 'commute' ? answerCommute(ctx, w) : answerBatteryTrends(ctx, w, question);
  const rows = concerned.map((ctx) => {
    const paragraphs = answerOf(ctx).content.split('\n\n');
    return `${ctx.name}: ${paragraphs.slice(0, topic === 'trips' ? 1 : 2).join(' ')}`;
  });
  return { content: formatBullets(rows), metadata: { insights: rows, followUpQuestions: [w.t.followUp.fleetUsage] } };
}
