/**
 * "How much did my commute cost this month": the trips between the owner's Home and Work places, either way, over the
 * period asked (this month by default), with their count, distance and cost at the owner's price — the trip list's
 * own trips and totals. Without both places named (or without location), it says so and gives the weekday trips as
 * the next best fact, named as such.
 */
import type { DrivingTotals } from '../../../../shared/api/trips';
import type { VehicleContext } from '../facts/types';
import { formatParagraphs, type ChatAnswer } from '../wording/chat-text';
import { COMMUTE_TEXTS } from '../wording/commute-texts';
import { describePeriod } from '../wording/period-text';
import type { Wording } from '../wording/wording';

const moneyOf = (w: Wording, totals: DrivingTotals) => (totals.cost ? w.money(totals.cost.amount, totals.cost.currency) : null);

export function answerCommute(ctx: VehicleContext, w: Wording): ChatAnswer {
  const t = COMMUTE_TEXTS[w.lang];
  const c = ctx.commute;
  const followUpQuestions = [w.t.followUp.week, w.t.followUp.health];
  if (!c) return { content: t.notRead, metadata: { followUpQuestions } };
  const period = describePeriod(w, c.period, ctx.today);
  const { named, totals, weekdays } = c.summary;
  const fallback = () => t.weekdays(weekdays.trips, period, w.distance(weekdays.distanceKm, ctx.unit), moneyOf(w, weekdays));
  if (!c.locationShared) return { content: formatParagraphs([t.noLocation, fallback()]), metadata: { followUpQuestions, driving: weekdays } };
  if (!totals) {
    const missing = !named.home && !named.work ? 'both' : !named.home ? 'home' : 'work';
    return { content: formatParagraphs([t.notNamed(missing), fallback()]), metadata: { followUpQuestions, driving: weekdays } };
  }
  if (totals.trips === 0) return { content: t.none(period), metadata: { followUpQuestions, driving: totals } };
  const money = moneyOf(w, totals);
  const unpriced = c.summary.trips.filter((trip) => trip.cost === null).length;
  const costLine = money === null ? t.noPrice : [t.cost(money), unpriced > 0 ? t.unpriced(unpriced) : ''].filter(Boolean).join(' ');
  return { content: formatParagraphs([t.total(totals.trips, period, w.distance(totals.distanceKm, ctx.unit)), costLine]), metadata: { followUpQuestions, driving: totals } };
}
