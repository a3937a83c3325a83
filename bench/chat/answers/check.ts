/**
 * Checks one answer: each fact its question requires is stated with its true value, and every number it states
 * matches something true about the cars concerned (or the question's own numbers, or a rule's threshold the app
 * explains). A number of a kind for which nothing true exists (a price no one recorded) is invented.
 */
import { DRIVING_FACTS, drivingFact, drivingUniverse, placesOf, type DrivingTruth } from './driving-truth';
import { close, mentionsDay, readQuantities, type Lang, type Quantity } from './reading';
import {
  documentOf,
  isoDay,
  latestRecord,
  periodFacts,
  spendFacts,
  spendSubtotals,
  DAY_MS,
  ROLES,
  type Car,
  type Kind,
  type Ledger,
  type NowFacts,
  type NumberFact,
  type Role,
} from './truth';

export interface ActionSpec {
  type: 'service' | 'reminder' | 'snooze' | 'complete';
  kind: string;
  odometerKm?: number;
  cost?: number;
  currency?: string;
  date?: 'today' | 'yesterday';
  inKm?: number;
  days?: number;
}

export interface Turn {
  say?: string;
  do?: 'confirm' | 'cancel';
  about?: string;
  expect: string[];
  forbid?: string[];
  action?: ActionSpec;
}

export interface Reply {
  content: string;
  metadata: Record<string, unknown>;
}

export interface TurnContext {
  lang: Lang;
  sel: Role | 'fleet';
  cars: Car[];
  ledger: Ledger;
  /** readings of each car while the question was answered */
  now: Map<Role, NowFacts>;
  at: number;
  /** numbers the owner wrote in this dialogue so far */
  asked: Quantity[];
  /** what the action checks found (filled by the runner) */
  action?: { proposedOk: boolean; savedOk: boolean; unsavedOk: boolean; why: string[] };
  /** other facts the runner knows: reminders' due distances, days left */
  extra: NumberFact[];
  /** the trip lists and battery trends the app shows for the facts a trip or battery question requires */
  driving?: DrivingTruth;
}

export interface TurnResult {
  required: number;
  missing: string[];
  stated: number;
  right: number;
  wrong: string[];
  invented: string[];
}

const PERIODS = ['last7', 'week', 'yesterday', 'today', 'lastweek', 'month', 'lastmonth', 'last30'];

export function rolesConcerned(turn: Turn, sel: Role | 'fleet'): Role[] {
  if (turn.about === '*') return [...ROLES];
  if (turn.about) return turn.about.split(',') as Role[];
  return sel === 'fleet' ? [...ROLES] : [sel];
}

const CANNOT: Record<Lang, RegExp> = {
  en: /\b(can(?:'|’)?t|cannot|can not|unable to|no way to|don(?:'|’)?t (?:know|have|get)|not possible|isn(?:'|’)?t possible|doesn(?:'|’)?t (?:report|tell|send|give|measure)|does not (?:report|tell|send|give|measure)|no (?:signal|sensor|data)|not reported|no reading)\b/i,
  es: /(no puedo|no es posible|no s[eé]\b|no tengo|no dispongo|no (?:informa|env[ií]a|reporta|mide)|sin (?:datos|se[ñn]al)|imposible|no hay (?:datos|se[ñn]al|forma|manera))/i,
  de: /(kann ich nicht|kann (?:das|es|ich) nicht|nicht (?:m[öo]glich|sch[äa]tzen|sagen|absch[äa]tzen|beurteilen|gemeldet|erfasst)|keine (?:daten|angabe|information|sch[äa]tzung|messung)|meldet (?:\w+ )?kein|wei[ßs] ich nicht|l[äa]sst sich nicht|sendet (?:\w+ )?kein)/i,
  fr: /(je ne peux (?:donc )?pas|aucun signal|impossible|je ne sais pas|pas possible|aucune (?:donn[ée]e|information|estimation|mesure)|ne (?:remonte|signale|transmet|fournit|mesure|donne|indique) pas|pas de (?:donn[ée]e|capteur|signal|mesure))/i,
};

const COUNT_WORDS: Record<Lang, [RegExp, number][]> = {
  en: [[/\b(no|none|zero|never)\b/i, 0], [/\b(once|one)\b/i, 1], [/\b(twice|two)\b/i, 2], [/\bthree\b/i, 3]],
  es: [[/\b(ninguna|ninguno|ning[uú]n|cero|no has)\b/i, 0], [/\b(una vez|un|una|uno)\b/i, 1], [/\b(dos)\b/i, 2], [/\btres\b/i, 3]],
  de: [[/\b(kein|keine|keinmal|null|nie)\b/i, 0], [/\b(einmal|ein|eine|einen)\b/i, 1], [/\b(zweimal|zwei)\b/i, 2], [/\b(dreimal|drei)\b/i, 3]],
  fr: [[/\b(aucun|aucune|z[ée]ro|jamais)\b/i, 0], [/\b(une fois|un|une)\b/i, 1], [/\b(deux)\b/i, 2], [/\btrois\b/i, 3]],
};

/** The thresholds and windows the app's answers explain; stating them is not a claim about the car. */
const CONSTANTS: Partial<Record<Kind, number[]>> = {
  percent: [10, 15, 20, 25, 50, 80, 90, 100],
  voltage: [12, 12.2, 12.4, 12.5, 12.6, 12.7, 13.5, 14.8, 15],
  temperature: [80, 90, 100, 105, 110, 120],
  pressure: [150, 180, 200, 220, 230, 250],
  distance: [1, 100, 500, 1000, 5000, 10000, 15000],
  speed: [100, 120, 130],
  days: [1, 2, 7, 14, 30, 60, 90, 365],
};

function namesOf(car: Car): string[] {
  return [car.name, car.model, `${car.make} ${car.model}`, car.sim.model];
}

/** The parts of the answer about one car: from each mention of it to the next mention of another car. */
function segmentFor(text: string, car: Car, cars: Car[]): string | null {
  const mentions = cars.flatMap((c) => namesOf(c).flatMap((n) => [...text.matchAll(new RegExp(escape(n), 'gi'))].map((m) => ({ role: c.role, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))));
  mentions.sort((a, b) => a.at - b.at || b.end - a.end);
  const pieces: string[] = [];
  for (let i = 0; i < mentions.length; i++) {
    if (mentions[i].role !== car.role) continue;
    const next = mentions.slice(i + 1).find((m) => m.role !== car.role && m.at >= mentions[i].end);
    pieces.push(text.slice(mentions[i].at, next ? next.at : text.length));
  }
  return pieces.length ? pieces.join('\n') : null;
}

function firstCarNamed(text: string, cars: Car[]): Role | null {
  let best: { role: Role; at: number } | null = null;
  for (const c of cars) {
    for (const n of namesOf(c)) {
      const at = text.search(new RegExp(escape(n), 'i'));
      if (at >= 0 && (!best || at < best.at)) best = { role: c.role, at };
    }
  }
  return best?.role ?? null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function statesNumber(qs: Quantity[], f: NumberFact, text: string, lang: Lang): boolean {
  if (f.kind === 'count') {
    if (qs.some((q) => (q.kind === 'bare' || q.kind === 'days') && f.values.some((v) => v === q.value))) return true;
    return COUNT_WORDS[lang].some(([p, n]) => f.values.includes(n) && p.test(text));
  }
  if (f.kind === 'score') return qs.some((q) => (q.kind === 'score' || q.kind === 'bare' || q.kind === 'percent') && f.values.some((v) => v === Math.round(q.value)));
  return qs.some((q) => q.kind === f.kind && (f.currency === undefined || q.currency === f.currency) && f.values.some((v) => close(f.kind, q.value, v, f.range)));
}

function periodOf(name: string): string | null {
  return PERIODS.includes(name) ? name : null;
}

/** One car's value of a numeric fact name ("range", "km:week", "spend:year"), or null when the car has none. */
export function numberFact(name: string, car: Car, ctx: TurnContext): NumberFact | NumberFact[] | null {
  const now = ctx.now.get(car.role)!;
  const [head, arg] = name.split(':');
  const today = isoDay(ctx.at);
  if (DRIVING_FACTS.includes(head)) return drivingFact(name, car, ctx.driving);
  switch (head) {
    case 'level':
      return now.fuel_pct ?? now.charge_pct;
    case 'fuel_pct':
    case 'charge_pct':
    case 'range':
    case 'odometer':
    case 'service_km':
    case 'v12':
    case 'coolant':
    case 'tyre_low':
    case 'score':
      return now[head];
    case 'km':
    case 'days':
    case 'per100':
    case 'refuels':
    case 'charges': {
      const p = periodFacts(car, arg, ctx.at);
      if (!p) return null;
      return { km: p.km, days: p.days, per100: p.per100, refuels: p.refuels, charges: p.charges }[head] ?? null;
    }
    case 'spend': {
      const s = spendFacts(ctx.ledger, [car.role], arg as 'year', today);
      return s.length ? s : null;
    }
    case 'lastcost': {
      const r = latestRecord(ctx.ledger, car.role, arg);
      return r ? { kind: 'money', values: [r.cost], currency: r.currency } : null;
    }
    default:
      throw new Error(`unknown fact ${name}`);
  }
}

function hasFact(value: NumberFact | NumberFact[] | null): value is NumberFact | NumberFact[] {
  return value !== null && (!Array.isArray(value) || value.length > 0);
}

function statesFact(value: NumberFact | NumberFact[], qs: Quantity[], text: string, lang: Lang): boolean {
  return (Array.isArray(value) ? value : [value]).every((f) => statesNumber(qs, f, text, lang));
}

/** Whether one required fact is in the answer; `why` says what was looked for when it is not. */
function checkFact(spec: string, turn: Turn, reply: Reply, ctx: TurnContext, roles: Role[]): string | null {
  const text = reply.content;
  const lang = ctx.lang;
  const carsOf = (rs: Role[]) => ctx.cars.filter((c) => rs.includes(c.role));
  const names = ctx.cars.flatMap(namesOf);
  const qsOf = (t: string) => readQuantities(t, lang, names);
  const all = qsOf(text);
  const [name, at] = spec.split('@') as [string, string | undefined];
  const targets = at ? carsOf([at as Role]) : carsOf(roles);
  const single = targets.length === 1 && ctx.sel !== 'fleet' && !turn.about?.includes(',') && turn.about !== '*' && !at;
  const partFor = (car: Car) => (single ? text : segmentFor(text, car, ctx.cars));

  if (name === 'cannot') return CANNOT[lang].test(text) ? null : 'does not say it cannot tell';
  if (name === 'askback') {
    const chips = (reply.metadata.followUpQuestions as unknown[] | undefined)?.length ?? 0;
    return text.includes('?') && chips >= 2 && text.length < 400 ? null : 'does not ask back with options';
  }
  if (name === 'propose') return ctx.action?.proposedOk ? null : `proposal: ${ctx.action?.why.join('; ') ?? 'none'}`;
  if (name === 'saved') return ctx.action?.savedOk ? null : `saved: ${ctx.action?.why.join('; ') ?? 'nothing'}`;
  if (name === 'unsaved') return ctx.action?.unsavedOk ? null : `unsaved: ${ctx.action?.why.join('; ') ?? ''}`;

  if (name.startsWith('each:')) {
    const fact = name.slice(5);
    const missing: string[] = [];
    for (const car of targets) {
      const value = numberFact(fact, car, ctx);
      if (!hasFact(value)) continue;
      const part = segmentFor(text, car, ctx.cars);
      if (!part || !statesFact(value, qsOf(part), part, lang)) missing.push(`${car.model}: ${describe(value)}`);
    }
    return missing.length ? `each ${fact}: ${missing.join(', ')}` : null;
  }
  if ((name.startsWith('top:') || name.startsWith('low:')) && !periodOf(name.slice(4))) {
    const fact = name.slice(4);
    const scored = targets
      .map((car) => ({ car, value: numberFact(fact, car, ctx) }))
      .filter((x): x is { car: Car; value: NumberFact } => hasFact(x.value) && !Array.isArray(x.value))
      .map((x) => ({ car: x.car, v: mid(x.value), f: x.value }));
    if (scored.length === 0) return null;
    const best = name.startsWith('top:') ? Math.max(...scored.map((s) => s.v)) : Math.min(...scored.map((s) => s.v));
    const winners = scored.filter((s) => close(s.f.kind, s.v, best) || (s.f.range && best >= s.f.range[0] && best <= s.f.range[1])).map((s) => s.car.role);
    const first = firstCarNamed(text, carsOf(scored.map((s) => s.car.role)));
    return first && winners.includes(first) ? null : `${name}: expected ${winners.join('/')} first, got ${first ?? 'no car'}`;
  }

  const missing: string[] = [];
  for (const car of targets) {
    const part = partFor(car);
    if (part === null) {
      missing.push(`${car.model} not named`);
      continue;
    }
    const qs = single ? all : qsOf(part);
    const why = checkCarFact(name, car, part, qs, ctx);
    if (why) missing.push(targets.length > 1 ? `${car.model}: ${why}` : why);
  }
  return missing.length ? missing.join('; ') : null;
}

function checkCarFact(name: string, car: Car, text: string, qs: Quantity[], ctx: TurnContext): string | null {
  const lang = ctx.lang;
  const now = ctx.now.get(car.role)!;
  const [head, arg] = name.split(':');
  switch (head) {
    case 'codes': {
      const found = [...text.matchAll(/\b[PCBU][0-9A-F]{4}\b/g)].map((m) => m[0]);
      const missing = now.codes.filter((c) => !found.includes(c));
      if (missing.length) return `codes ${missing.join(', ')} missing`;
      const extra = found.filter((c) => !now.codes.includes(c));
      return extra.length ? `codes ${extra.join(', ')} not on the car` : null;
    }
    case 'code':
      return text.includes(arg) ? null : `${arg} missing`;
    case 'places': {
      if (/-?\d{1,3}[.,]\d{2,}\s*,\s*-?\d{1,3}[.,]\d{2,}/.test(text)) return 'states coordinates';
      const p = placesOf(car, arg, ctx.driving);
      if (p.trips === 0 || !p.locationShared) return null;
      return p.labels.some((l) => text.includes(l)) ? null : `no place of ${p.labels.slice(0, 4).join(' / ')}`;
    }
    case 'bhealth': {
      const value = drivingFact(name, car, ctx.driving);
      if (!value) return CANNOT[lang].test(text) ? null : 'does not say it cannot tell the battery health';
      return statesNumber(qs, value, text, lang) ? null : `battery health ${describe(value)} missing`;
    }
    case 'faults': {
      const p = now.problems;
      const wanted: string[] = [];
      if (p.codes) wanted.push('codes');
      if (p.v12) wanted.push('v12');
      if (p.coolant) wanted.push('coolant');
      if (p.tyre_low) wanted.push('tyre_low');
      if (p.service_km) wanted.push('service_km');
      if (wanted.length === 0) wanted.push('score');
      const missing = wanted.map((w) => checkCarFact(w, car, text, qs, ctx)).filter((x): x is string => x !== null);
      return missing.length ? `faults: ${missing.join('; ')}` : null;
    }
    case 'top': {
      const p = periodFacts(car, arg, ctx.at);
      if (!p) return null;
      const speedOk = statesNumber(qs, p.top, text, lang);
      const dayOk = p.topDays.some((d) => mentionsDay(text, d, lang)) || /\b(today|hoy|heute|aujourd)/i.test(text) && p.topDays.includes(isoDay(ctx.at));
      return speedOk && dayOk ? null : `top speed ${describe(p.top)} on ${p.topDays.join('/')}${speedOk ? ' (day missing)' : ''}`;
    }
    case 'lastdate': {
      const r = latestRecord(ctx.ledger, car.role, arg);
      if (!r) return null;
      return mentionsDay(text, r.date, lang) ? null : `date ${r.date} missing`;
    }
    case 'policy':
    case 'insurer':
    case 'plate': {
      const doc = documentOf(ctx.ledger, car.role, head === 'plate' ? 'registration' : 'insurance');
      const want = doc?.[head];
      if (!want) return null;
      const squash = (s: string) => s.toLowerCase().replace(/[\s-]/g, '');
      return squash(text).includes(squash(want)) ? null : `${head} ${want} missing`;
    }
    case 'expiry': {
      const doc = documentOf(ctx.ledger, car.role, arg as 'insurance');
      if (!doc) return null;
      return mentionsDay(text, doc.expiry, lang) ? null : `${arg} expiry ${doc.expiry} missing`;
    }
    default: {
      const value = numberFact(name, car, ctx);
      if (!hasFact(value)) return null;
      return statesFact(value, qs, text, lang) ? null : `${name} ${describe(value)} missing`;
    }
  }
}

function mid(f: NumberFact): number {
  return f.range ? (f.range[0] + f.range[1]) / 2 : f.values.reduce((a, b) => a + b, 0) / f.values.length;
}

function describe(f: NumberFact | NumberFact[]): string {
  const one = (x: NumberFact) => (x.range ? `${round(x.range[0])}..${round(x.range[1])}` : x.values.slice(0, 3).map(round).join('|')) + (x.currency ? ` ${x.currency}` : '');
  return Array.isArray(f) ? f.map(one).join(' + ') : one(f);
}

const round = (v: number) => Math.round(v * 100) / 100;

/** Everything true about the cars concerned that an answer may state, per kind. */
function universe(ctx: TurnContext, roles: Role[]): NumberFact[] {
  const facts: NumberFact[] = [...ctx.extra, ...drivingUniverse(ctx.driving, roles)];
  const today = isoDay(ctx.at);
  for (const car of ctx.cars.filter((c) => roles.includes(c.role))) {
    const now = ctx.now.get(car.role)!;
    for (const key of ['odometer', 'fuel_pct', 'fuel_l', 'charge_pct', 'charge_kwh', 'range', 'v12', 'coolant', 'tyres', 'service_km', 'service_days', 'score', 'speed', 'ambient', 'intake', 'load', 'barometric'] as const) {
      const f = now[key];
      if (f) facts.push(f);
    }
    if (now.score) facts.push({ kind: 'percent', values: now.score.values });
    for (const p of PERIODS) {
      const pf = periodFacts(car, p, ctx.at);
      if (!pf) continue;
      facts.push(pf.km, pf.top, pf.days, pf.refuels, pf.charges, { kind: 'distance', values: pf.dayKm }, pf.speeds, pf.levels, pf.added);
      if (pf.per100) facts.push(pf.per100);
      if (pf.used) facts.push(pf.used);
      // averages: per day, per driving day, per week
      const span = p === 'last30' ? 30 : p === 'last7' || p === 'week' ? 7 : 0;
      if (span && pf.km.range) {
        const [lo, hi] = pf.km.range;
        facts.push({ kind: 'distance', values: [lo / span, hi / span], range: [lo / span - 1, hi / span + 1] });
        facts.push({ kind: 'distance', values: [(lo / span) * 7], range: [(lo / span) * 7 - 1, (hi / span) * 7 + 1] });
        const dd = pf.days.range ?? [1, 7];
        facts.push({ kind: 'distance', values: [lo / Math.max(1, dd[1])], range: [lo / Math.max(1, dd[1]) - 1, hi / Math.max(1, dd[0]) + 1] });
      }
    }
    for (const period of ['year', 'all', 'month', 'lastyear'] as const) facts.push(...spendFacts(ctx.ledger, [car.role], period, today), ...spendSubtotals(ctx.ledger, [car.role], period, today));
    for (const r of ctx.ledger.records.filter((x) => x.role === car.role)) {
      facts.push({ kind: 'money', values: [r.cost], currency: r.currency });
      if (r.odometerKm !== null) {
        facts.push({ kind: 'distance', values: [r.odometerKm] });
        if (now.odometer) facts.push({ kind: 'distance', values: now.odometer.values.map((o) => o - r.odometerKm!) });
      }
      facts.push({ kind: 'days', values: [Math.round((Date.parse(today) - Date.parse(r.date)) / DAY_MS)] });
    }
    for (const d of ctx.ledger.documents.filter((x) => x.role === car.role)) {
      facts.push({ kind: 'days', values: [Math.round((Date.parse(d.expiry) - Date.parse(today)) / DAY_MS)].flatMap((v) => [v, -v]) });
    }
  }
  // across the cars concerned: the mean health, the total distance of each period
  const concerned = ctx.cars.filter((c) => roles.includes(c.role));
  if (concerned.length > 1) {
    const scores = concerned.map((c) => ctx.now.get(c.role)!.score?.values[0]).filter((v): v is number => v !== undefined);
    if (scores.length) facts.push({ kind: 'score', values: [Math.round(scores.reduce((a, b) => a + b, 0) / scores.length)] });
    for (const p of PERIODS) {
      const kms = concerned.map((c) => periodFacts(c, p, ctx.at)?.km.range).filter((r): r is [number, number] => r !== undefined);
      if (kms.length) facts.push({ kind: 'distance', values: [kms.reduce((a, r) => a + r[0], 0)], range: [kms.reduce((a, r) => a + r[0], 0), kms.reduce((a, r) => a + r[1], 0)] });
      // the trips' distance of the fleet, as the Trips page adds each car's up
      const trips = concerned.map((c) => ctx.driving?.lists.get(`${c.role}|${p}`)?.map((l) => l.totals.distanceKm) ?? []);
      if (trips.every((t) => t.length)) facts.push({ kind: 'distance', values: [trips.reduce((a, t) => a + Math.min(...t), 0)], range: [trips.reduce((a, t) => a + Math.min(...t), 0), trips.reduce((a, t) => a + Math.max(...t), 0)] });
    }
  }
  // the owner's own numbers, and what follows from them with the car's range ("you would have 150 km left")
  for (const q of ctx.asked) {
    facts.push({ kind: q.kind === 'bare' || q.kind === 'duration' ? 'count' : q.kind, values: [q.value], currency: q.currency });
    // "no, it was 190" gives an amount the answer states with its currency
    if (q.kind === 'bare') facts.push({ kind: 'money', values: [q.value] });
    if (q.kind === 'distance') {
      for (const car of ctx.cars.filter((c) => roles.includes(c.role))) {
        const r = ctx.now.get(car.role)!.range;
        if (r) facts.push({ kind: 'distance', values: r.values.flatMap((v) => [v - q.value, q.value - v]) });
        // "remind me in 5,000 km": the odometer the reminder falls due at
        const odo = ctx.now.get(car.role)!.odometer;
        if (odo) facts.push({ kind: 'distance', values: odo.values.map((v) => v + q.value), range: [Math.min(...odo.values) + q.value - 2, Math.max(...odo.values) + q.value + 2] });
      }
    }
  }
  for (const [kind, values] of Object.entries(CONSTANTS)) facts.push({ kind: kind as Kind, values });
  return facts;
}

/** Kinds for which something true exists (constants aside): a stated number of another kind is invented. */
function kindsKnown(ctx: TurnContext, roles: Role[]): Set<string> {
  const withoutConstants = { ...ctx, extra: ctx.extra };
  const facts = universe(withoutConstants, roles).filter((f) => !Object.entries(CONSTANTS).some(([k, v]) => k === f.kind && v === f.values));
  return new Set(facts.map((f) => f.kind));
}

export function checkTurn(turn: Turn, reply: Reply, ctx: TurnContext): TurnResult {
  const roles = [...new Set([...rolesConcerned(turn, ctx.sel), ...turn.expect.flatMap((e) => (e.includes('@') ? [e.split('@')[1] as Role] : []))])];
  const missing = turn.expect.map((e) => checkFact(e, turn, reply, ctx, rolesConcerned(turn, ctx.sel))).filter((x): x is string => x !== null);
  const names = ctx.cars.flatMap(namesOf);
  const qs = readQuantities(reply.content, ctx.lang, names).filter((q) => q.kind !== 'duration');
  const facts = universe(ctx, roles);
  const known = kindsKnown(ctx, roles);
  const forbid = new Set(turn.forbid ?? []);
  const wrong: string[] = [];
  const invented: string[] = [];
  let right = 0;
  for (const q of qs) {
    const label = `${q.raw} (${q.kind}${q.currency ? ` ${q.currency}` : ''})`;
    if (forbid.has(q.kind)) {
      invented.push(label);
      continue;
    }
    if (q.kind === 'bare') {
      const ok = (Number.isInteger(q.value) && q.value <= 10) || facts.some((f) => f.values.some((v) => Math.abs(v - q.value) <= Math.max(0.51, Math.abs(v) * 0.01)) || (f.range && q.value >= f.range[0] - 1 && q.value <= f.range[1] + 1));
      if (ok) right++;
      else wrong.push(label);
      continue;
    }
    const kind = q.kind as Kind;
    // "5 days of driving" states a count of days
    const ok = facts.some((f) => (f.kind === kind || (kind === 'days' && f.kind === 'count')) && (kind !== 'money' || !f.currency || !q.currency || f.currency === q.currency) && f.values.some((v) => close(kind, q.value, v, f.range)));
    if (ok) right++;
    else if (!known.has(kind)) invented.push(label);
    else wrong.push(label);
  }
  return { required: turn.expect.length, missing, stated: qs.length, right, wrong, invented };
}

export { namesOf };
