/**
 * Direct answers to one reading, one document fact or one cost: the figure first ("Your 12 V battery reads 11.7 V:
 * low."), then a line or two of detail. Every number comes from the vehicle's own data (latest signals, the fine
 * usage series, documents, maintenance records) or from the owner's question (a price).
 */
import { kmToMiles } from '../../../../shared/units';
import type { NumberSignalName } from '../../../../shared/telemetry';
import { ownerDays, readConsumption, readDriven, readUsageFacts, viewUsagePeriod, type PeriodView } from '../facts/analyze-usage';
import { USAGE_DAYS } from '../../usage';
import { describePeriod, periodDay } from '../wording/period-text';
import { SERVICE_SPEND_CATEGORIES, type SpendCategory, type SpendSummary } from '../../../../shared/api/facts';
import { addDays } from '../../../../shared/format-date';
import { DEFAULT_TIME_ZONE, customPeriod, localDay, documentsInForceOf, itemsIn, periodFor, spendDistanceOf, spendItemsOf, summarizeSpend, type Period, type SpendItem } from '../../vehicle-facts';
import { readPaperStatus, type PaperKind } from '../facts/paper-status';
import { describeConflicts, describeSources } from '../wording/fact-text';
import { LIMITS } from '../facts/signal-findings';
import type { VehicleContext, VehicleDocument } from '../facts/types';
import { TYRES, isElectric, isEngineRunning, readEnergyLevel, readNumber, readOdometerKm } from '../../vehicle-facts/readings';
import type { Topic, Understanding } from '../understanding/understand';
import { formatBullets, formatParagraphs, type ChatAnswer } from '../wording/chat-text';
import { DIRECT_TEXTS, type DirectTexts } from '../wording/direct-texts';
import { countDaysBetween, stripPeriod, toDay } from '../wording/format';
import type { Wording } from '../wording/wording';
import type { BodyPart, ChargeFact } from '../wording/locales/en';

export type DirectTopic = Extract<
  Topic,
  'battery' | 'level' | 'range' | 'odometer' | 'speed' | 'coolant' | 'tyres' | 'body' | 'parking_brake' | 'location' | 'last_seen' | 'consumption' | 'refuels' | 'charging' | 'registration' | 'insurance' | 'plate' | 'vin' | 'costs'
>;

export const DIRECT_TOPICS: readonly DirectTopic[] = [
  'battery', 'level', 'range', 'odometer', 'speed', 'coolant', 'tyres', 'body', 'parking_brake', 'location', 'last_seen', 'consumption', 'refuels', 'charging', 'registration', 'insurance', 'plate', 'vin', 'costs',
];

export function isDirectTopic(topic: Topic): topic is DirectTopic {
  return (DIRECT_TOPICS as readonly Topic[]).includes(topic);
}

interface Input {
  ctx: VehicleContext;
  w: Wording;
  d: DirectTexts;
  u: Understanding;
  question: string;
}

const LITRES_PER_GALLON = 3.785411784;

export function answerDirect(topic: DirectTopic, ctx: VehicleContext, w: Wording, u: Understanding, question: string): ChatAnswer {
  const input: Input = { ctx, w, d: DIRECT_TEXTS[w.lang], u, question };
  const lines = DIRECT[topic](input);
  return { content: formatParagraphs([...lines, readAt(topic, ctx, w)]), metadata: {} };
}

/** The signal a reading answer is about: the answer says when the car reported it. */
const SIGNAL_OF: Partial<Record<DirectTopic, NumberSignalName>> = {
  battery: 'lowVoltageBatteryCurrentVoltage',
  range: 'powertrainRange',
  odometer: 'powertrainTransmissionTravelledDistance',
  coolant: 'powertrainCombustionEngineECT',
  tyres: 'chassisAxleRow1WheelLeftTirePressure',
  body: 'bodyLockIsLocked',
  parking_brake: 'chassisParkingBrakeIsEngaged',
};

/** The openings the car may report, by part, and which text names each. */
const OPENINGS: [BodyPart, NumberSignalName][] = [
  ['driverDoor', 'cabinDoorRow1DriverSideIsOpen'],
  ['passengerDoor', 'cabinDoorRow1PassengerSideIsOpen'],
  ['rearLeftDoor', 'cabinDoorRow2DriverSideIsOpen'],
  ['rearRightDoor', 'cabinDoorRow2PassengerSideIsOpen'],
  ['driverWindow', 'cabinDoorRow1DriverSideWindowIsOpen'],
  ['passengerWindow', 'cabinDoorRow1PassengerSideWindowIsOpen'],
  ['rearLeftWindow', 'cabinDoorRow2DriverSideWindowIsOpen'],
  ['rearRightWindow', 'cabinDoorRow2PassengerSideWindowIsOpen'],
  ['frontTrunk', 'bodyTrunkFrontIsOpen'],
  ['trunk', 'bodyTrunkRearIsOpen'],
];

/** The charging facts an owner asks about by name, the signal of each, and the words that ask for it. */
const CHARGE_FACTS: { fact: ChargeFact; signal: NumberSignalName; asked: RegExp }[] = [
  { fact: 'limit', signal: 'powertrainTractionBatteryChargingChargeLimit', asked: /limit|grenze|ladeziel|prozent|por ?ciento|porcentaje|pourcentage|charge (up )?to|carga hasta|charge jusqu/ },
  { fact: 'cable', signal: 'powertrainTractionBatteryChargingIsChargingCableConnected', asked: /plug|cable|kabel|steck|enchuf|branch/ },
  { fact: 'power', signal: 'powertrainTractionBatteryChargingPower', asked: /power|how fast|charging (speed|rate)|\bkw\b|potencia|velocidad de carga|leistung|schnell|puissance|vitesse/ },
];

/** "Read from the car Nov 22, 2026, 08:00.": where a reading comes from and when, in the owner's time. */
function readAt(topic: DirectTopic, ctx: VehicleContext, w: Wording): string {
  const signal = topic === 'level' ? (readEnergyLevel(ctx).kind === 'fuel' ? 'powertrainFuelSystemRelativeLevel' : 'powertrainTractionBatteryStateOfChargeCurrent') : SIGNAL_OF[topic];
  return signal ? readAtSignal(signal, ctx, w) : '';
}

function readAtSignal(signal: NumberSignalName, ctx: VehicleContext, w: Wording): string {
  const at = ctx.latest?.[signal]?.timestamp;
  return at && readNumber(ctx.latest, signal) !== null ? w.t.facts.lastSeen(w.moment(at, ctx.timeZone)) : '';
}

const DIRECT: Record<DirectTopic, (i: Input) => string[]> = {
  battery({ ctx, w, d }) {
    const v = readNumber(ctx.latest, 'lowVoltageBatteryCurrentVoltage');
    if (v === null) return [d.notReported(ctx.name, d.battery.what)];
    const verdict = v < LIMITS.minRestVoltage ? 'low' : v > LIMITS.maxChargingVoltage ? 'high' : v >= 12.5 ? 'healthy' : 'adequate';
    return [d.battery.lead(w.fixed(v, 1), verdict), d.battery.detail];
  },
  level({ ctx, w, d }) {
    const level = readEnergyLevel(ctx);
    if (level.percent === null) return [d.notReported(ctx.name, d.level.what[level.kind])];
    const lead =
      level.kind === 'fuel'
        ? d.level.fuel(w.number(level.percent), optional(readNumber(ctx.latest, 'powertrainFuelSystemAbsoluteLevel'), (l) => w.number(l)))
        : d.level.charge(w.number(level.percent), optional(readNumber(ctx.latest, 'powertrainTractionBatteryStateOfChargeCurrentEnergy'), (k) => w.number(k, 1)));
    const range = readNumber(ctx.latest, 'powertrainRange');
    return [
      [lead, level.percent < LIMITS.lowLevelPercent ? d.level.low[level.kind] : ''].filter(Boolean).join(' '),
      range !== null ? d.level.range(w.distance(range, ctx.unit)) : '',
    ];
  },
  range({ ctx, w, d }) {
    const range = readNumber(ctx.latest, 'powertrainRange');
    const level = readEnergyLevel(ctx);
    const levelLine = level.percent === null ? '' : level.kind === 'fuel' ? d.level.fuel(w.number(level.percent), null) : d.level.charge(w.number(level.percent), null);
    if (range !== null) return [d.range.lead(w.distance(range, ctx.unit)), levelLine];
    return [d.notReported(ctx.name, d.range.what), levelLine];
  },
  odometer({ ctx, w, d }) {
    const km = readOdometerKm(ctx);
    return [km === null ? d.notReported(ctx.name, d.odometer.what) : d.odometer.lead(w.distance(km, ctx.unit))];
  },
  speed({ ctx, w, d, u }) {
    const facts = readUsageFacts(ctx);
    const view = viewUsagePeriod(ctx, facts, w);
    if (view) return speedInPeriod(ctx, w, d, u, view);
    // the owner's days: a Friday 07:33 drive in Seattle is Friday's, and inside 'the last 7 days'
    const days = ownerDays(ctx, u.entities.period ? { from: addDays(ctx.today, -(USAGE_DAYS + 1)), to: ctx.today } : undefined).filter((day) => day.maxSpeedKmh !== null);
    const lines: string[] = [];
    // "the last 7 days" is the week's series (7 × 24 h), whose first hours fall on the owner's day before
    const lastWeek = u.entities.period?.from === addDays(ctx.today, -(USAGE_DAYS - 1)) && u.entities.period.to === ctx.today;
    const inPeriod = u.entities.period && !lastWeek ? days.filter((day) => day.date >= u.entities.period!.from && day.date <= u.entities.period!.to) : days;
    const period = u.entities.period;
    if (period && days.length > 0 && period.from < days[0].date) lines.push(d.periodNote(w.date(period.from), w.date(period.to)));
    const fastest = inPeriod.reduce<(typeof days)[number] | null>((best, day) => (best === null || (day.maxSpeedKmh ?? 0) > (best.maxSpeedKmh ?? 0) ? day : best), null);
    if (!fastest || fastest.maxSpeedKmh === null) {
      const now = readNumber(ctx.latest, 'speed');
      return [...lines, now !== null ? d.speed.now(w.speed(now, ctx.unit)) : d.notReported(ctx.name, d.speed.what)];
    }
    const top = w.speed(fastest.maxSpeedKmh, ctx.unit);
    const limit = u.entities.speedKmh;
    if (limit !== undefined) lines.unshift(fastest.maxSpeedKmh > limit ? d.speed.over(w.speed(limit, ctx.unit), top) : d.speed.notOver(w.speed(limit, ctx.unit), top));
    // the day of the top speed is part of the answer, in a named period too
    lines.push(d.speed.top(top, [w.weekday(fastest.date), w.date(fastest.date)].filter(Boolean).join(', ')));
    return lines;
  },
  coolant({ ctx, w, d }) {
    const c = readNumber(ctx.latest, 'powertrainCombustionEngineECT');
    if (c === null) return [isElectric(ctx) ? d.coolant.electric(ctx.name) : d.notReported(ctx.name, d.coolant.what)];
    const t = w.number(c);
    if (c > LIMITS.coolantMax) return [d.coolant.hot(t)];
    const running = isEngineRunning(ctx.latest);
    if (running === false) return [d.coolant.parked(t)];
    return [c >= LIMITS.coolantMin ? d.coolant.normal(t) : d.coolant.cold(t)];
  },
  body({ ctx, w, d }) {
    const locked = readNumber(ctx.latest, 'bodyLockIsLocked');
    const reported = OPENINGS.filter(([, signal]) => readNumber(ctx.latest, signal) !== null);
    if (locked === null && reported.length === 0) return [d.notReported(ctx.name, d.body.what)];
    const open = reported.filter(([, signal]) => readNumber(ctx.latest, signal)! > 0).map(([part]) => d.body.parts[part]);
    return [
      locked === null ? '' : locked > 0 ? d.body.locked(ctx.name) : d.body.unlocked(ctx.name),
      reported.length === 0 ? '' : open.length > 0 ? d.body.open(w.list(open)) : d.body.allClosed,
    ];
  },
  parking_brake({ ctx, d }) {
    const engaged = readNumber(ctx.latest, 'chassisParkingBrakeIsEngaged');
    if (engaged === null) return [d.notReported(ctx.name, d.parkingBrake.what)];
    return [engaged > 0 ? d.parkingBrake.on(ctx.name) : d.parkingBrake.off(ctx.name)];
  },
  tyres({ ctx, w, d }) {
    const tyres = TYRES.map((t) => ({ label: w.t.tyres[t.key], kpa: readNumber(ctx.latest, t.signal) })).filter((t): t is { label: string; kpa: number } => t.kpa !== null);
    if (tyres.length === 0) return [d.notReported(ctx.name, d.tyres.what)];
    const low = tyres.filter((t) => t.kpa < LIMITS.tyreMinKpa);
    const values = tyres.map((t) => t.kpa);
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    const lead = low.length > 0 ? low.map((t) => capitalizeFirst(d.tyres.low(t.label, w.pressure(t.kpa, ctx.unit)))).join(' ') : d.tyres.allFine(lo === hi ? w.pressure(lo, ctx.unit) : `${w.number(lo)}-${w.pressure(hi, ctx.unit)}`);
    return [lead, formatBullets(tyres.map((t) => d.tyres.each(capitalizeFirst(t.label), w.pressure(t.kpa, ctx.unit)))), d.tyres.target];
  },
  location({ ctx, w, d }) {
    const loc = ctx.latest?.currentLocationCoordinates;
    if (!loc) return [d.location.notShared(ctx.name)];
    const { latitude, longitude } = loc.value;
    const lat = latitude.toFixed(5);
    const lon = longitude.toFixed(5);
    return [d.location.lead(lat, lon, describeWhen(loc.timestamp, ctx, w)), d.location.map(`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`)];
  },
  last_seen({ ctx, w, d }) {
    const seen = ctx.latest?.lastSeen;
    if (!seen) return [d.lastSeen.never(ctx.name)];
    const age = countDaysBetween(ownerDay(seen, ctx), ctx.today) ?? 0;
    return [d.lastSeen.lead(ctx.name, w.moment(seen, ctx.timeZone), w.relativeDays(-age)), age >= LIMITS.staleDays ? d.lastSeen.stale : ''];
  },
  consumption({ ctx, w, d, u }) {
    const facts = readUsageFacts(ctx);
    const view = viewUsagePeriod(ctx, facts, w);
    const p = w.t.periods;
    const lines = view ? [view.note ?? ''] : periodNote(u, w, d);
    const none = view ? p.consumptionNone(view.phrase) : d.consumption.none;
    // what the trips used over their km (the Trips page's and Insights' figure), else the level's falls in the series
    const c = view?.hasData === false ? null : readConsumption(ctx, facts, readDriven(ctx, view));
    if (!c || c.distanceKm === null || c.per100Km === null) return [...lines, none];
    const distance = w.distance(c.distanceKm, ctx.unit);
    const used = w.number(c.used, 1);
    if (isElectric(ctx)) {
      const rate = ctx.unit === 'mi' ? `${w.number(c.per100Km * 1.609344, 1)} kWh/100 mi` : `${w.number(c.per100Km, 1)} kWh/100 km`;
      return [...lines, view ? p.energy(view.phrase, rate, used, distance) : d.consumption.energy(rate, used, distance)];
    }
    const rate = ctx.unit === 'mi' ? `${w.number(235.215 / c.per100Km, 1)} mpg (${w.number(c.per100Km, 1)} l/100 km)` : `${w.number(c.per100Km, 1)} l/100 km`;
    return [...lines, view ? p.fuel(view.phrase, rate, used, distance) : d.consumption.fuel(rate, used, distance)];
  },
  refuels({ ctx, w, d, u }) {
    const facts = readUsageFacts(ctx);
    const refuels = facts?.refuels ?? [];
    const view = viewUsagePeriod(ctx, facts, w);
    const lines = view ? [view.note ?? ''] : periodNote(u, w, d);
    if (refuels.length === 0) return [...lines, view ? w.t.periods.refuelsNone(view.phrase) : d.refuels.none];
    const last = refuels[refuels.length - 1];
    return [
      ...lines,
      view ? w.t.periods.refuelsCount(refuels.length, view.phrase) : d.refuels.count(refuels.length),
      d.refuels.last(w.date(ownerDay(last.end, ctx)), w.number(last.fromPercent ?? 0), w.number(last.toPercent ?? 0), optional(last.litresAdded, (l) => w.number(l))),
    ];
  },
  charging(i) {
    const { ctx, w, d, u, question } = i;
    // the charge limit, the cable or the power now: the charging state alone, as the car last read it
    const q = fold(question);
    const asked = u.entities.period ? [] : CHARGE_FACTS.filter((f) => f.asked.test(q));
    if (!isElectric(ctx) && ctx.type !== 'hybrid') return [asked.length > 0 ? d.charging.notElectricNow(ctx.name) : d.charging.notElectric(ctx.name)];
    if (asked.length > 0) return chargingNow(i, asked);
    const facts = readUsageFacts(ctx);
    const sessions = facts?.chargingSessions ?? [];
    const charging = readNumber(ctx.latest, 'powertrainTractionBatteryChargingIsCharging');
    const view = viewUsagePeriod(ctx, facts, w);
    const lines = view ? [view.note ?? ''] : periodNote(u, w, d);
    if (charging !== null) lines.push(charging >= 1 ? d.charging.now(ctx.name) : d.charging.notNow(ctx.name));
    if (sessions.length === 0) return [...lines, view ? w.t.periods.chargingNone(view.phrase) : d.charging.none];
    const kwh = sessions.reduce((sum, s) => sum + (s.kwhAdded ?? 0), 0);
    const last = sessions[sessions.length - 1];
    const hours = Math.floor(last.durationMinutes / 60);
    const minutes = Math.round(last.durationMinutes % 60);
    return [
      ...lines,
      view ? w.t.periods.chargingCount(sessions.length, kwh > 0 ? w.number(kwh, 1) : null, view.phrase) : d.charging.count(sessions.length, kwh > 0 ? w.number(kwh, 1) : null),
      d.charging.last(w.date(ownerDay(last.start, ctx)), hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`, w.number(last.fromPercent ?? 0), w.number(last.toPercent ?? 0)),
    ];
  },
  registration({ ctx, w }) {
    return describePaper(ctx, w, 'registration');
  },
  insurance({ ctx, w, d, question }) {
    const lines = describePaper(ctx, w, 'insurance');
    const source = readPaperStatus(ctx, 'insurance').fact?.source;
    const doc = ctx.documents.find((x) => x.id === source?.id) ?? newestOf(ctx.documents.filter((x) => x.processedData?.documentType === 'insurance'));
    const info = doc?.processedData?.insuranceInfo;
    if (!info) return lines;
    const facts: { key: keyof DirectTexts['papers']['facts']; text: string | null; asked: RegExp }[] = [
      { key: 'provider', text: info.insuranceProvider ? d.papers.provider(info.insuranceProvider) : null, asked: /provider|insurer|company|aseguradora|compania|versicherer|bei welcher|assureur|chez quel/ },
      { key: 'policy', text: info.policyNumber ? d.papers.policy(info.policyNumber) : null, asked: /policy|poliza|number|numero|nummer|contrat/ },
      { key: 'premium', text: info.premium !== undefined && info.premium !== null ? d.papers.premium(w.money(info.premium)) : null, asked: /premium|prima|beitrag|prime|cost|cuesta|kostet|coute|how much|cuanto|wie viel|combien/ },
      { key: 'coverage', text: info.coverageType ? d.papers.coverage(info.coverageType) : null, asked: /cover|cobertura|deckung|couverture/ },
    ];
    const q = fold(question);
    const asked = facts.filter((f) => f.asked.test(q));
    const first = asked.map((f) => f.text ?? d.papers.notStated(d.papers.facts[f.key]));
    const rest = facts.filter((f) => !asked.includes(f) && f.text).map((f) => f.text as string);
    return [...first, ...lines, rest.join(' '), info.effectiveDate ? d.papers.effective(w.date(info.effectiveDate)) : ''];
  },
  plate({ ctx, w, d }) {
    // as every surface reads it: the plate of the document in force
    const plate = documentsInForceOf(ctx).plate;
    if (!plate || typeof plate.value !== 'string') return [d.papers.noPlate];
    return [`${stripPeriod(d.papers.plate(plate.value))}, ${describeSources([plate.source], ctx, w)}.`, ...describeConflicts(plate, ctx, w)];
  },
  vin({ ctx, d }) {
    const vin = ctx.vin ?? newestValue(ctx.documents, (doc) => doc.processedData?.vin ?? doc.processedData?.vehicleInfo?.vin);
    return [vin ? d.papers.vin(vin) : d.papers.noVin];
  },
  costs(i) {
    return answerCosts(i);
  },
};

/**
 * The charging state as the car last read it: the facts asked first ("Charge limit: 80%."), then whether it is
 * charging (at what power) and plugged in; a fact the car's connection does not report is said to be missing.
 */
function chargingNow({ ctx, w, d }: Input, asked: typeof CHARGE_FACTS): string[] {
  const c = d.charging;
  const value = (fact: ChargeFact) => readNumber(ctx.latest, CHARGE_FACTS.find((f) => f.fact === fact)!.signal);
  const power = value('power');
  const cable = value('cable');
  const limit = value('limit');
  // charging when the car says so, or (when it does not) when it reads a charging power
  const charging = readNumber(ctx.latest, 'powertrainTractionBatteryChargingIsCharging') ?? (power === null ? null : power > 0 ? 1 : 0);
  if (charging === null && cable === null && limit === null) return [d.notReported(ctx.name, c.what)];
  const said: Record<ChargeFact, string> = {
    limit: limit === null ? d.notReported(ctx.name, c.parts.limit) : c.limit(w.number(limit)),
    cable: cable === null ? d.notReported(ctx.name, c.parts.cable) : cable > 0 ? c.plugged(ctx.name) : c.unplugged(ctx.name),
    power: charging === null ? d.notReported(ctx.name, c.parts.power) : charging < 1 ? c.notNow(ctx.name) : power !== null && power > 0 ? c.nowAt(ctx.name, w.number(power, 1)) : `${c.now(ctx.name)} ${d.notReported(ctx.name, c.parts.power)}`,
  };
  // what was asked first, then the rest the car reports
  const order: ChargeFact[] = [...asked.map((f) => f.fact), ...(['power', 'cable', 'limit'] as const).filter((f) => !asked.some((a) => a.fact === f))];
  const reported: Record<ChargeFact, boolean> = { power: charging !== null, cable: cable !== null, limit: limit !== null };
  const lines = order.filter((f) => reported[f] || asked.some((a) => a.fact === f)).map((f) => said[f]);
  const signal = (['powertrainTractionBatteryChargingIsCharging', ...CHARGE_FACTS.map((f) => f.signal)] as NumberSignalName[]).find((s) => readNumber(ctx.latest, s) !== null)!;
  return [...lines, readAtSignal(signal, ctx, w)];
}

/** A paper's validity with the document it comes from and, when documents disagree, both of them. */
function describePaper(ctx: VehicleContext, w: Wording, kind: PaperKind): string[] {
  const p = readPaperStatus(ctx, kind);
  const t = w.t.papers;
  if (!p.onFile && !p.fact) return [`${t.notOnFile(kind)} ${t.uploadToBeReminded(kind)}`];
  const date = w.date(p.expiryDate ?? '');
  const from = p.fact ? describeSources([p.fact.source], ctx, w) : '';
  const said = (sentence: string) => (from ? `${stripPeriod(sentence)}, ${from}.` : sentence);
  const lines: string[] = [];
  if (p.status === 'expired') lines.push(`${said(t.yourExpiredOn(kind, date))} ${t.renewNow(kind)}`);
  else if (p.status === 'expiring') lines.push(`${said(t.yourExpiresOn(kind, date, w.relativeDays(p.daysLeft ?? 0)))} ${t.renewBefore(kind, date)}`);
  else if (p.status === 'valid') lines.push(said(t.yourValidUntil(kind, date)));
  else lines.push(t.noExpiryDate(kind));
  if (p.fact) lines.push(...describeConflicts(p.fact, ctx, w));
  return lines;
}

/**
 * Spend as every surface says it (vehicle-facts spend): in a period (this year unless named) that the answer names,
 * per currency, service and repair alone (never insurance or fees) when the question is about service, a category
 * when it names one, else everything by category; the last service's cost; service cost per km over the same period;
 * fuel cost per week at a given price.
 */
function answerCosts({ ctx, w, d, u, question }: Input): string[] {
  const q = fold(question);
  const price = u.entities.price;
  const asksWeekly = price !== undefined || /week|semana|woche|semaine/.test(q);
  if (asksWeekly && ENERGY_WORDS.test(q)) return [fuelCostPerWeek(ctx, w, d, price)];
  const items = spendItemsOf(ctx);
  if (/last (service|repair|oil)|ultim[oa] (revision|servicio)|letzte (wartung|inspektion|service)|dernier (entretien|service)|derniere revision/.test(q)) {
    const last = items.filter((i) => SERVICE_SPEND_CATEGORIES.includes(i.category) && i.date && i.date <= ctx.today).at(-1);
    if (last) return [d.costs.lastService(last.what, w.date(last.date!), w.money(last.amount, last.currency))];
  }
  const { period, said } = costPeriod(ctx, w, u, q);
  // the km of the Spending card, Insights and MCP for the same period (vehicle-facts)
  const summary = summarizeSpend(items, period, spendDistanceOf(ctx, period, items));
  const inside = itemsIn(items, period);
  const f = w.t.facts;
  const amounts = (list: readonly { currency: string; amount: number }[]) => w.list(list.map((a) => w.money(a.amount, a.currency)));
  // currencies are never added together, and the answer says so
  const lead = (sentence: string, list: readonly unknown[]) => (list.length > 1 ? `${sentence} ${f.notAdded}` : sentence);
  const itemLines = (list: SpendItem[]) => formatBullets(list.map((i) => f.spendItem(i.date ? w.date(i.date) : '—', i.what, w.money(i.amount, i.currency), describeSources([i.source], ctx, w))));
  if (/per km|per kilomet|per mile|por kilomet|pro kilomet|au kilomet|par kilomet/.test(q)) return [costPerDistance(ctx, w, summary, said)];
  const category = askedCategory(q);
  // no period named: this year's spend, and the spend since the first record when there was more before
  const defaulted = !u.entities.period && period.from !== null;
  const all = defaulted ? summarizeSpend(items, periodFor('all-time', { today: ctx.today, timeZone: ctx.timeZone ?? DEFAULT_TIME_ZONE }), null) : null;
  const allSaid = f.allTime(w.date(ctx.today));
  const sinceFirst = (sentence: (s: typeof summary) => string | null, key: (s: typeof summary) => unknown) => (all && JSON.stringify(key(all)) !== JSON.stringify(key(summary)) ? ` ${sentence(all) ?? ''}`.trimEnd() : '');
  if (category === 'service') {
    const service = inside.filter((i) => SERVICE_SPEND_CATEGORIES.includes(i.category));
    const before = sinceFirst((a) => (a.serviceCount > 0 ? f.spentService(amounts(a.service), a.serviceCount, allSaid) : null), (s) => s.service);
    if (service.length === 0) return [`${f.noneService(said)}${before}`];
    return [lead(f.spentService(amounts(summary.service), summary.serviceCount, said), summary.service) + before, itemLines(service)];
  }
  if (category) {
    const of = summary.byCategory.find((c) => c.category === category);
    const before = sinceFirst((a) => {
      const c = a.byCategory.find((x) => x.category === category);
      return c ? f.spentCategory(f.categories[category], amounts(c.total), c.count, allSaid) : null;
    }, (s) => s.byCategory.find((x) => x.category === category)?.total ?? []);
    if (!of) return [`${f.noneCategory(f.categories[category], said)}${before}`];
    return [lead(f.spentCategory(f.categories[category], amounts(of.total), of.count, said), of.total) + before, itemLines(inside.filter((i) => i.category === category))];
  }
  const before = sinceFirst((a) => (a.count > 0 ? f.spentAll(amounts(a.total), a.count, allSaid) : null), (s) => s.total);
  if (summary.count === 0) return [`${f.noneAll(said)}${before}`];
  return [
    f.spentAll(amounts(summary.total), summary.count, said),
    formatBullets(summary.byCategory.map((c) => f.byCategory(f.categories[c.category], amounts(c.total)))),
    summary.total.length > 1 ? f.notAdded : '',
    itemLines(inside),
    summary.byCategory.some((c) => c.category === 'energy') ? '' : d.costs.excludes,
    before.trim(),
  ];
}

const ENERGY_WORDS = /fuel|petrol|gas\b|gasolina|combustible|sprit|benzin|essence|carburant|charg|carga|laden|strom|electric|kwh/;

/** The spend category a question names; null for everything spent on the car. */
function askedCategory(q: string): SpendCategory | null {
  if (/insur|segur|versicher|assur/.test(q)) return 'insurance';
  if (/tyre|tire|neumatic|reifen|pneu/.test(q)) return 'tyres';
  if (/\b(fees?|tax(es)?|impuestos?|tasas?|steuern?|gebuhren?|taxes?|frais)\b/.test(q)) return 'fees';
  if (ENERGY_WORDS.test(q)) return 'energy';
  if (/servic|repair|maint|workshop|garage|mantenim|reparac|revision|taller|wartung|reparatur|inspektion|werkstatt|entretien|vidange|\boil\b|aceite|\bol\b|huile/.test(q)) return 'service';
  return null;
}

/** The period a cost answer covers, in the owner's days, and how the answer names it. */
function costPeriod(ctx: VehicleContext, w: Wording, u: Understanding, q: string): { period: Period; said: string } {
  const clock = { today: ctx.today, timeZone: ctx.timeZone ?? DEFAULT_TIME_ZONE };
  const asked = u.entities.period;
  if (asked) return { period: customPeriod(asked.from, asked.to, clock.timeZone), said: describePeriod(w, asked, ctx.today) };
  if (/in total|all time|\bever\b|so far|en total|desde siempre|hasta ahora|insgesamt|bisher|jemals|au total|depuis le debut|jusqu.ici/.test(q)) {
    return { period: periodFor('all-time', clock), said: w.t.facts.allTime(w.date(ctx.today)) };
  }
  const year = periodFor('this-year', clock);
  return { period: year, said: describePeriod(w, { from: year.from!, to: year.to }, ctx.today) };
}

function fuelCostPerWeek(ctx: VehicleContext, w: Wording, d: DirectTexts, price: Understanding['entities']['price']): string {
  const electric = isElectric(ctx);
  const unit = price?.per ?? (electric ? 'kWh' : 'l');
  if (!price) return d.costs.askPrice(unit === 'kWh' ? 'kWh' : unit === 'gal' ? 'gallon' : 'litre');
  const facts = readUsageFacts(ctx);
  const view = viewUsagePeriod(ctx, facts, w);
  const used = electric ? facts?.energy?.kwhUsed : facts?.fuel?.litresUsed;
  const days = facts?.coveredDays ?? 0;
  if (!facts || used === null || used === undefined || days < 1) return view ? w.t.periods.fuelWeekNoUse(view.phrase) : d.costs.fuelWeekNoUse;
  const perWeekBase = (used / days) * 7;
  const perWeek = price.per === 'gal' ? perWeekBase / LITRES_PER_GALLON : perWeekBase;
  const args = [w.number(perWeek * price.amount, 2), w.number(price.amount, 2), price.per === 'gal' ? 'gal' : price.per, w.number(perWeek, 1)] as const;
  return view ? [view.note, w.t.periods.fuelWeek(view.phrase, ...args)].filter(Boolean).join(' ') : d.costs.fuelWeek(...args);
}

/** Service spend per km driven in the same period, per currency, or why there is none. */
function costPerDistance(ctx: VehicleContext, w: Wording, summary: SpendSummary, said: string): string {
  const f = w.t.facts;
  if (!summary.costPerKm || summary.distanceKm === null) return f.perKmMissing(summary.costPerKmMissing ?? 'no-distance', said);
  const distanceKm = summary.distanceKm;
  return summary.costPerKm
    .map((c) => {
      const total = summary.service.find((s) => s.currency === c.currency)?.amount ?? 0;
      const per = ctx.unit === 'mi' ? total / kmToMiles(distanceKm) : c.amount;
      return f.perKm(w.money(per, c.currency), ctx.unit, w.money(total, c.currency), w.distance(distanceKm, ctx.unit), said);
    })
    .join(' ');
}

/** The top speed over a period the owner named, from the series read for it. */
function speedInPeriod(ctx: VehicleContext, w: Wording, d: DirectTexts, u: Understanding, view: PeriodView): string[] {
  const fastest = ownerDays(ctx, { from: view.days[0]?.date ?? ctx.usagePeriod?.from ?? ctx.today, to: ctx.usagePeriod?.to ?? ctx.today }).reduce<PeriodView['days'][number] | null>((best, day) => (day.maxSpeedKmh !== null && (best === null || day.maxSpeedKmh > (best.maxSpeedKmh ?? 0)) ? day : best), null);
  if (!fastest || fastest.maxSpeedKmh === null) return [w.t.periods.noData(ctx.name, view.phrase)];
  const top = w.speed(fastest.maxSpeedKmh, ctx.unit);
  const limit = u.entities.speedKmh;
  const verdict = limit === undefined ? '' : fastest.maxSpeedKmh > limit ? d.speed.over(w.speed(limit, ctx.unit), top) : d.speed.notOver(w.speed(limit, ctx.unit), top);
  return [verdict, view.note ?? '', w.t.periods.topSpeed(view.phrase, top, periodDay(w, fastest.date, ctx.today))];
}

function periodNote(u: Understanding, w: Wording, d: DirectTexts): string[] {
  const p = u.entities.period;
  if (!p) return [];
  const weekAgo = new Date(Date.parse(`${p.to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return p.from < weekAgo ? [d.periodNote(w.date(p.from), w.date(p.to))] : [];
}

function describeWhen(timestamp: string, ctx: VehicleContext, w: Wording): string {
  const age = countDaysBetween(ownerDay(timestamp, ctx), ctx.today) ?? 0;
  return `${w.moment(timestamp, ctx.timeZone)}, ${w.relativeDays(-age)}`;
}

/** The owner's calendar day a moment falls on. */
function ownerDay(timestamp: string, ctx: VehicleContext): string {
  return Number.isNaN(Date.parse(timestamp)) ? toDay(timestamp) : localDay(timestamp, ctx.timeZone ?? DEFAULT_TIME_ZONE);
}

function newestOf(docs: VehicleDocument[]): VehicleDocument | undefined {
  return newestFirst(docs)[0];
}

function newestFirst(docs: VehicleDocument[]): VehicleDocument[] {
  return [...docs].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
}

function newestValue(docs: VehicleDocument[], pick: (d: VehicleDocument) => string | null | undefined): string | null {
  for (const doc of newestFirst(docs)) {
    const v = pick(doc);
    if (v) return v;
  }
  return null;
}

function optional<T>(value: T | null | undefined, format: (v: T) => string): string | null {
  return value === null || value === undefined ? null : format(value);
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fold(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
