/**
 * The owner's cars compared on one fact (health, range, spend, distance, consumption, next service, documents...),
 * in the order asked: the car the question is after is named first, each with its figure, and the cars that do not
 * report the fact last.
 */
import { assessHealth } from '../../../../shared/health-score';
import { readUsageFacts } from '../facts/analyze-usage';
import { readPaperStatus } from '../facts/paper-status';
import type { VehicleContext } from '../facts/types';
import type { Ranking, Topic, Understanding } from '../understanding/understand';
import { EXTRA_TEXTS, type RankedFact } from '../wording/extra-texts';
import { formatBullets, type ChatAnswer } from '../wording/chat-text';
import type { Wording } from '../wording/wording';
import { describePeriod } from '../wording/period-text';
import { TYRES, readEnergyLevel, readNumber, readOdometerKm } from '../../vehicle-facts/readings';
import { DEFAULT_TIME_ZONE, customPeriod, periodFor, spendItemsOf, summarizeSpend } from '../../vehicle-facts';

interface Value {
  /** what is compared (amounts per currency compare within their currency) */
  sortKey: number;
  /** the group it compares in: litres and kWh per 100 km, or amounts of different currencies, are not mixed */
  group: string;
  text: string;
}

const FACT_OF_TOPIC: Partial<Record<Topic, RankedFact>> = {
  health: 'health', trouble_codes: 'health', range: 'range', level: 'level', odometer: 'odometer', usage: 'distance', trip: 'range', consumption: 'consumption',
  refuels: 'consumption', costs: 'spend', maintenance: 'service', speed: 'speed', battery: 'battery', tyres: 'tyres', insurance: 'insurance', registration: 'registration', documents: 'insurance',
};

/** Facts where the smaller value comes first unless the question asks otherwise (the soonest due, the earliest expiry). */
const SOONEST_FIRST: RankedFact[] = ['service', 'insurance', 'registration'];

/** Topics that say a state of each car (locked, plugged in and charging, parking brake on), not a figure to order by. */
const STATE_TOPICS: readonly Topic[] = ['body', 'parking_brake', 'charging'];

/** False when the question asks for a state with no figure to rank by: "which car is plugged in?" answers each car. */
export function ranksBy(topics: readonly Topic[]): boolean {
  return !topics.some((t) => STATE_TOPICS.includes(t)) || topics.some((t) => FACT_OF_TOPIC[t]);
}

export function rankedFactOf(topics: readonly Topic[]): RankedFact {
  for (const t of topics) if (FACT_OF_TOPIC[t]) return FACT_OF_TOPIC[t]!;
  return 'health';
}

export function answerRanking(ctxs: VehicleContext[], u: Understanding, w: Wording): ChatAnswer {
  const fact = rankedFactOf(u.topics);
  const t = EXTRA_TEXTS[w.lang].ranking;
  const ranking: Ranking = u.ranking ?? { order: 'desc', extreme: false };
  const order = ranking.extreme || !SOONEST_FIRST.includes(fact) ? ranking.order : 'asc';
  const rows = ctxs.map((ctx) => ({ ctx, value: valueOf(fact, ctx, u, w) }));
  const known = rows.filter((r): r is { ctx: VehicleContext; value: Value } => r.value !== null);
  const groups = [...new Set(known.map((r) => r.value.group))];
  const sorted = groups.flatMap((g) => known.filter((r) => r.value.group === g).sort((a, b) => (order === 'desc' ? b.value.sortKey - a.value.sortKey : a.value.sortKey - b.value.sortKey)));
  const missing = rows.filter((r) => r.value === null).map((r) => `${r.ctx.name}: ${fact === 'spend' ? t.none : t.notReported}`);
  const lines = [...sorted.map((r) => `${r.ctx.name}: ${r.value.text}`), ...missing];
  // a total names its period
  const today = ctxs[0]?.today ?? '';
  const asked = u.entities.period ?? { from: `${today.slice(0, 4)}-01-01`, to: today };
  const name = fact === 'spend' ? `${t.facts[fact]} ${describePeriod(w, asked, today)}` : t.facts[fact];
  return { content: `${t.heading(name, order)}\n${formatBullets(lines)}`, metadata: { insights: lines, ...(sorted[0] ? { rankedFirst: sorted[0].ctx.tokenId } : {}) } };
}

function valueOf(fact: RankedFact, ctx: VehicleContext, u: Understanding, w: Wording): Value | null {
  const num = (v: number | null, text: (v: number) => string, group: string = fact): Value | null => (v === null ? null : { sortKey: v, group, text: text(v) });
  switch (fact) {
    case 'health':
      return num(assessHealth(ctx.latest).score, (v) => `${w.number(v)}/100`);
    case 'range':
      return num(readNumber(ctx.latest, 'powertrainRange'), (v) => w.distance(v, ctx.unit));
    case 'level':
      return num(readEnergyLevel(ctx).percent, (v) => `${w.number(v)} %`.replace(' %', w.lang === 'en' ? '%' : ' %'));
    case 'odometer':
      return num(readOdometerKm(ctx), (v) => w.distance(v, ctx.unit));
    case 'distance':
      return num(readUsageFacts(ctx)?.distanceKm ?? null, (v) => w.distance(v, ctx.unit));
    case 'speed':
      return num(readUsageFacts(ctx)?.maxSpeedKmh ?? null, (v) => w.speed(v, ctx.unit));
    case 'consumption': {
      const f = readUsageFacts(ctx);
      if (f?.litresPer100Km != null) return num(f.litresPer100Km, (v) => `${w.number(v, 1)} l/100 km`, 'l');
      if (f?.kwhPer100Km != null) return num(f.kwhPer100Km, (v) => `${w.number(v, 1)} kWh/100 km`, 'kwh');
      return null;
    }
    case 'service':
      return num(readNumber(ctx.latest, 'serviceDistanceToService'), (v) => w.distance(v, ctx.unit));
    case 'battery':
      return num(readNumber(ctx.latest, 'lowVoltageBatteryCurrentVoltage'), (v) => `${w.fixed(v, 1)} V`);
    case 'tyres': {
      const pressures = TYRES.map((k) => readNumber(ctx.latest, k.signal)).filter((v): v is number => v !== null);
      return num(pressures.length ? Math.min(...pressures) : null, (v) => w.pressure(v, ctx.unit));
    }
    case 'insurance':
    case 'registration': {
      const p = readPaperStatus(ctx, fact);
      return p.expiryDate ? { sortKey: Date.parse(p.expiryDate), group: fact, text: w.date(p.expiryDate) } : null;
    }
    case 'spend': {
      // the same total every surface gives for the period: everything spent on the car, per currency
      const clock = { today: ctx.today, timeZone: ctx.timeZone ?? DEFAULT_TIME_ZONE };
      const asked = u.entities.period;
      const period = asked ? customPeriod(asked.from, asked.to, clock.timeZone) : periodFor('this-year', clock);
      const totals = summarizeSpend(spendItemsOf(ctx), period, null).total;
      if (totals.length === 0) return null;
      const text = totals.map((t) => w.money(t.amount, t.currency)).join(' · ');
      return { sortKey: totals[0].amount, group: totals[0].currency, text };
    }
  }
}
