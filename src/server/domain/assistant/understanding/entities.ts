/**
 * The things a question names besides its topics: trouble codes, a trip distance, a period, a fuel or energy price,
 * an amount of money and the owner's vehicles. Each reader is general (number formats of the four languages,
 * month names, relative periods); none knows the labelled questions.
 */
import { milesToKm } from '../../../../shared/units';
import type { VehicleType } from '../../../../shared/telemetry';
import type { Language } from './language';
import { addDays, MONTHS, monday, parseDay, readAgo, readDates, readPhrases, readQuarter, readRolling, readWeekday, readYear, utc } from './dates';
import { allowedTypos, editDistance, foldText } from './text';

export interface Period {
  /** YYYY-MM-DD, inclusive */
  from: string;
  /** YYYY-MM-DD, inclusive */
  to: string;
}

export interface Price {
  amount: number;
  per: 'l' | 'gal' | 'kWh';
}

/** One of the owner's vehicles as the understanding sees it; `key` is whatever the caller names it by. */
export interface VehicleRef {
  key: string;
  name: string;
  make: string | null;
  model: string | null;
  type: VehicleType;
}

/** '*' means all of the owner's vehicles, 'other' the one that is not selected (resolved by the caller). */
export type VehicleMention = string;

/** "P0420", and as owners also write it: "P 0420", "p-0300" (not "B 2000 km", an amount). */
const DTC_PATTERN = /\b([PBCU])[ -]?([0-3][0-9A-F]{3})\b(?!\s*(?:km|mi|miles|kwh|[$€£%]|eur|l\b))/gi;

export function extractTroubleCodes(question: string): string[] {
  return [...new Set([...question.matchAll(DTC_PATTERN)].map((m) => `${m[1]}${m[2]}`.toUpperCase()))];
}

/** Lower case without accents, punctuation kept (numbers, "km/h", "€"). */
function foldKeepingPunctuation(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\u00a0|\u202f/g, ' ');
}

const NUMBER = String.raw`(\d{1,3}(?:[.,' ]\d{3})+(?![\d])|\d+(?:[.,]\d+)?)`;

/** "1,200" / "15.000" / "15 000" are thousands in every language; "1,75" and "1.85" are decimals. */
export function parseNumber(text: string): number | null {
  const t = text.trim();
  if (/^\d{1,3}(?:([.,' ])\d{3})(?:\1\d{3})*$/.test(t)) return Number(t.replace(/[.,' ]/g, ''));
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const DISTANCE_UNIT = String.raw`(km|kms|kilomet(?:er|re|ro|ros|res|ern|ers)?s?|mi|miles?|millas?|meilen)`;
const DISTANCE_PATTERN = new RegExp(String.raw`${NUMBER}\s*${DISTANCE_UNIT}(?![a-z])`, 'g');
/** A distance followed by these is a speed or a rate, not a trip: "130 km/h", "l/100 km", "km per hour". */
const AFTER_NOT_TRIP = /^\s*(\/|per\b|pro\b|por\b|par\b|an hour|a la hora|h\b|ph\b|la hora|l heure|die stunde)/;
/** A distance after these is an interval or a threshold, not a trip: "every 10,000 km", "over 130 km". */
const BEFORE_NOT_TRIP = /(\b(every|each|cada|alle|tous les|toutes les|over|more than|faster than|mas de|schneller als|mehr als|plus de|depasse|per|pro|por|auf|aux|a los|al)|\/)\s*$/;

/** Trip distances (km) the words name; speeds, intervals and rates are left out. Miles are converted and rounded. */
export function extractTripDistances(question: string): number[] {
  const text = foldKeepingPunctuation(question);
  const found: number[] = [];
  for (const m of text.matchAll(DISTANCE_PATTERN)) {
    const after = text.slice((m.index ?? 0) + m[0].length);
    const before = text.slice(Math.max(0, (m.index ?? 0) - 20), m.index);
    if (AFTER_NOT_TRIP.test(after) || BEFORE_NOT_TRIP.test(before)) continue;
    const value = parseNumber(m[1]);
    if (value === null || value <= 0) continue;
    found.push(/^mi|^mil|^mei/.test(m[2]) ? Math.round(milesToKm(value)) : value);
  }
  return found;
}

const SPEED_PATTERN = new RegExp(String.raw`${NUMBER}\s*(km\/h|kmh|kph|km\s*per\s*hour|mph)`);

/** A speed the question names ("over 130 km/h"), in km/h. */
export function extractSpeedKmh(question: string): number | undefined {
  const m = SPEED_PATTERN.exec(foldKeepingPunctuation(question));
  if (!m) return undefined;
  const value = parseNumber(m[1]);
  if (value === null || value <= 0) return undefined;
  return m[2] === 'mph' ? Math.round(milesToKm(value)) : value;
}

const PRICE_PATTERN = new RegExp(
  String.raw`(?:[$€£]\s*)?${NUMBER}\s*(?:[$€£]|eur(?:os?)?|dollars?|usd|cents?)?(?:\s*(?:per|a|an|the|each|el|la|por|al|pro|je|le|par)\s+|\s*\/\s*)*(litres?|liters?|litros?|l|gallons?|gal|galon(?:es)?|kwh)\b`,
  'g',
);

export function extractPrice(question: string): Price | undefined {
  const text = foldKeepingPunctuation(question);
  for (const m of text.matchAll(PRICE_PATTERN)) {
    const amount = parseNumber(m[1]);
    if (amount === null || amount <= 0 || amount > 100) continue;
    const unit = m[2];
    return { amount, per: unit === 'kwh' ? 'kWh' : /^gal/.test(unit) ? 'gal' : 'l' };
  }
  return undefined;
}

const MONEY_PATTERN = new RegExp(String.raw`(?:[$€£]\s*${NUMBER}|${NUMBER}\s*(?:[$€£]|eur(?:os?)?\b|dollars?\b|usd\b))`);

/** An amount of money named without a unit price ("I paid 80 € for the service"). */
export function extractMoney(question: string): number | undefined {
  const m = MONEY_PATTERN.exec(foldKeepingPunctuation(question));
  if (!m) return undefined;
  const value = parseNumber(m[1] ?? m[2]);
  return value ?? undefined;
}

// ---- periods ----

const SINCE = ['since', 'desde', 'seit', 'depuis'];
const IN = ['in', 'en', 'im', 'during', 'durante', 'of', 'de', 'del'];

export type PeriodName = 'yesterday' | 'today' | 'lastWeek' | 'thisWeek' | 'lastMonth' | 'thisMonth' | 'lastYear' | 'thisYear';

const RELATIVE: { name: PeriodName; words: string[]; period: (today: Date) => [Date, Date] }[] = [
  { name: 'yesterday', words: ['yesterday', 'ayer', 'gestern'], period: (t) => [addDays(t, -1), addDays(t, -1)] },
  { name: 'today', words: ['today', 'hoy', 'heute', 'aujourd hui'], period: (t) => [t, t] },
  { name: 'lastWeek', words: ['last week', 'past week', 'previous week', 'semana pasada', 'letzte woche', 'letzten woche', 'vergangene woche', 'vorige woche', 'semaine derniere', 'semaine passee'], period: (t) => [addDays(monday(t), -7), addDays(monday(t), -1)] },
  { name: 'thisWeek', words: ['this week', 'esta semana', 'diese woche', 'dieser woche', 'cette semaine'], period: (t) => [monday(t), t] },
  { name: 'lastMonth', words: ['last month', 'past month', 'previous month', 'mes pasado', 'letzten monat', 'letzter monat', 'vergangenen monat', 'vorigen monat', 'mois dernier', 'mois passe'], period: (t) => [utc(t.getUTCFullYear(), t.getUTCMonth() - 1, 1), utc(t.getUTCFullYear(), t.getUTCMonth(), 0)] },
  { name: 'thisMonth', words: ['this month', 'este mes', 'diesen monat', 'dieser monat', 'diesem monat', 'ce mois'], period: (t) => [utc(t.getUTCFullYear(), t.getUTCMonth(), 1), t] },
  { name: 'lastYear', words: ['last year', 'past year', 'previous year', 'ano pasado', 'letztes jahr', 'letzten jahr', 'vergangenes jahr', 'vorjahr', 'annee derniere', 'an dernier', 'annee passee'], period: (t) => [utc(t.getUTCFullYear() - 1, 0, 1), utc(t.getUTCFullYear() - 1, 11, 31)] },
  { name: 'thisYear', words: ['this year', 'este ano', 'dieses jahr', 'diesem jahr', 'cette annee', 'so far this year'], period: (t) => [utc(t.getUTCFullYear(), 0, 1), t] },
];

/** The period a question names, or undefined: relative ("last month", "letzte Woche"), "last 7 days", "since March", "in May". */
export function extractPeriod(question: string, today: string, lang: Language): Period | undefined {
  const words = foldText(question).split(' ');
  const text = ` ${words.join(' ')} `;
  const t = parseDay(today);
  if (!t) return undefined;
  const named = readDates(text, t) ?? readRolling(text, t) ?? readAgo(text, t) ?? readPhrases(text, t) ?? readQuarter(text, t) ?? readYear(text, t);
  if (named) return toPeriod(named.from, named.to);
  // French "hier" is yesterday; German "hier" is here
  if (lang === 'fr' && /\shier\s/.test(text)) return toPeriod(addDays(t, -1), addDays(t, -1));
  for (const r of RELATIVE) if (r.words.some((w) => text.includes(` ${w} `))) return toPeriod(...r.period(t));
  const weekday = readWeekday(text, t);
  if (weekday) return toPeriod(weekday.from, weekday.to);
  for (let i = 0; i < words.length; i++) {
    const month = MONTHS.findIndex((names) => names.includes(words[i]));
    if (month < 0) continue;
    const prev = words[i - 1] ?? '';
    // "may" and "mars"/"mai" are words too: a month needs "since"/"in" before it (or a capital in English)
    const capitalised = new RegExp(`\\b${MONTHS[month][0][0].toUpperCase()}${MONTHS[month][0].slice(1)}\\b`).test(question);
    const since = SINCE.includes(prev) || (prev === 'de' && SINCE.includes(words[i - 2] ?? ''));
    if (!since && !IN.includes(prev) && !(capitalised && words[i] !== 'may')) continue;
    if (words[i] === 'may' && !since && !IN.includes(prev)) continue;
    const year = month <= t.getUTCMonth() ? t.getUTCFullYear() : t.getUTCFullYear() - 1;
    const from = utc(year, month, 1);
    if (since) return toPeriod(from, t);
    const end = utc(year, month + 1, 0);
    return toPeriod(from, end > t ? t : end);
  }
  return undefined;
}

/** The relative name of a period ("lastMonth") when it is exactly what that name means on `today`, else null. */
export function namePeriod(period: Period, today: string): PeriodName | null {
  const t = parseDay(today);
  if (!t) return null;
  const named = RELATIVE.find((r) => {
    const p = toPeriod(...r.period(t));
    return p.from === period.from && p.to === period.to;
  });
  return named?.name ?? null;
}

function toPeriod(from: Date, to: Date): Period {
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

const EARLIER = /\b(before|previous|prior|earlier|anterior|antes|davor|vorher|zuvor|vorige|vorigen|voriges|precedent|precedente|d avant)\b/;

/** "and the week before?", "y la anterior?", "und die davor?", "et celle d'avant ?": a follow-up that steps back in time. */
export function asksEarlier(question: string): boolean {
  return EARLIER.test(foldText(question));
}

/** The period just before: the month, the year or the week before a whole one, else as many days earlier. */
export function periodBefore(period: Period): Period {
  const from = parseDay(period.from);
  const to = parseDay(period.to);
  if (!from || !to) return period;
  if (from.getUTCDate() === 1 && from.getUTCMonth() === 0 && to.getUTCFullYear() === from.getUTCFullYear() && to.getUTCMonth() > 0) {
    return toPeriod(utc(from.getUTCFullYear() - 1, 0, 1), utc(from.getUTCFullYear() - 1, 11, 31));
  }
  if (from.getUTCDate() === 1 && to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() > 1) {
    return toPeriod(utc(from.getUTCFullYear(), from.getUTCMonth() - 1, 1), addDays(from, -1));
  }
  if (from.getUTCDay() === 1 && to.getTime() - from.getTime() <= 6 * 86_400_000 && to > from) return toPeriod(addDays(from, -7), addDays(from, -1));
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
  return toPeriod(addDays(from, -days), addDays(from, -1));
}

// ---- vehicles ----

const FLEET_PHRASES = [
  'all my', 'all of my', 'all vehicles', 'all cars', 'my cars', 'my vehicles', 'which of my', 'which car', 'which vehicle', 'both cars', 'both vehicles', 'every car', 'every vehicle', 'each car', 'each vehicle', 'each of my', 'fleet', 'compare',
  'cada coche', 'cada vehiculo', 'cada uno de mis', 'jedes auto', 'jedem auto', 'jedes fahrzeug', 'jedem fahrzeug', 'chaque voiture', 'chaque vehicule', 'chacune de mes', 'chacun de mes',
  'todos mis', 'todos los coches', 'mis coches', 'mis vehiculos', 'cual de mis', 'que coche', 'ambos',
  'allen meinen', 'alle meine', 'alle autos', 'meine autos', 'meine fahrzeuge', 'welches meiner', 'welcher meiner', 'welches auto', 'beide',
  'toutes mes', 'tous mes', 'mes voitures', 'mes vehicules', 'lequel de mes', 'laquelle de mes', 'quelle voiture', 'les deux',
  // any declension of "all (the) cars": "all the cars", "todos los vehiculos", "aller Autos", "allen Fahrzeugen", "toutes les voitures"
  'all the cars', 'all the vehicles', 'all our', 'our cars', 'every one of my', 'todos los vehiculos', 'todos nuestros', 'todas mis', 'nuestros coches',
  'aller autos', 'allen autos', 'aller fahrzeuge', 'allen fahrzeugen', 'alle fahrzeuge', 'aller meiner', 'unsere autos', 'unserer autos', 'jedes auto', 'jedem auto',
  'toutes les voitures', 'tous les vehicules', 'chaque voiture', 'nos voitures',
];
const OTHER_PHRASES = ['other car', 'other vehicle', 'other one', 'otro coche', 'otro vehiculo', 'otro carro', 'andere auto', 'anderen auto', 'andere fahrzeug', 'anderen wagen', 'andere wagen', 'autre voiture', 'autre vehicule'];
const TYPE_WORDS: Record<VehicleType, string[]> = {
  hybrid: ['hybrid', 'hybride', 'hibrido'],
  electric: ['ev', 'electric', 'electrico', 'elektro', 'elektroauto', 'elektrisch', 'stromer', 'electrique'],
  gas: ['petrol', 'diesel', 'benziner', 'verbrenner', 'thermique'],
};
/** The words a type or body word follows when it names one car: "the hybrid", "beim Hybrid", "al electrico", "la voiture electrique". */
const ARTICLES = [
  'the', 'my', 'our', 'el', 'mi', 'al', 'del', 'der', 'dem', 'den', 'das', 'mein', 'meinem', 'meinen', 'meiner', 'beim', 'vom', 'im', 'zum', 'le', 'la', 'l', 'ma', 'mon', 'au', 'du',
  'car', 'coche', 'carro', 'auto', 'voiture', 'vehicule', 'vehiculo',
];
/** Body styles and the models commonly sold as them, so "the SUV" or "la berline" finds the owner's car. */
const BODY_TYPES: { words: string[]; models: string[] }[] = [
  {
    words: ['suv', '4x4', 'todoterreno', 'gelandewagen', 'gelaendewagen'],
    models: ['rav4', 'crv', 'hrv', 'cx5', 'cx30', 'tiguan', 'touareg', 'qashqai', 'xtrail', 'rogue', 'tucson', 'santafe', 'kona', 'sportage', 'sorento', 'niro', 'x1', 'x3', 'x5', 'q3', 'q5', 'q7', 'glc', 'gle', 'modely', 'forester', 'outback', 'explorer', 'escape', 'kuga', 'highlander', '3008', '5008', 'duster', 'tcross', 'troc', 'karoq', 'kodiaq', 'ateca', 'xc40', 'xc60', 'xc90', 'macan', 'cayenne', 'wrangler', 'cherokee', 'outlander'],
  },
  {
    words: ['sedan', 'saloon', 'berlina', 'limousine', 'berline'],
    models: ['camry', 'corolla', 'civic', 'accord', 'model3', 'models', 'a4', 'a6', 'passat', 'jetta', 'octavia', 'superb', 'mazda6', 'altima', 'sentra', 'elantra', 'sonata', 'k5', 'optima', 'insignia', 'mondeo', 'avensis', 'prius'],
  },
];
const GENERIC_NAME_WORDS = new Set(['car', 'my', 'the', 'hybrid', 'electric', 'ev', 'plug', 'in', 'auto', 'coche', 'voiture', 'de', 'van', 'new', 'old', 'family', 'work', 'blue', 'red', 'white', 'black', 'grey', 'gray', 'silver']);

/**
 * The owner's vehicles a question names: by model or name ("the Kia", "my EV6"), by make (every Toyota), by type
 * with an article ("the hybrid"), all of them ("all my cars" → '*') or the other one ('other').
 */
export function extractVehicles(question: string, vehicles: readonly VehicleRef[]): VehicleMention[] {
  return readVehicleMention(question, vehicles).keys;
}

/** The vehicles named and how: by model or name, by make ("the Toyota"), by type ("the hybrid"), all or the other one. */
export function readVehicleMention(question: string, vehicles: readonly VehicleRef[]): { keys: VehicleMention[]; by: 'model' | 'make' | 'type' | 'fleet' | 'other' | null } {
  const words = foldText(question).split(' ').filter(Boolean);
  const text = ` ${words.join(' ')} `;
  // "compare the Mustang and the Model Y": the two cars named, not the whole fleet
  const two = vehicles.length > 2 ? namedByModel(words, vehicles) : [];
  if (two.length >= 2) return { keys: two.map((v) => v.key), by: 'model' };
  if (FLEET_PHRASES.some((p) => text.includes(` ${p} `) || text.includes(` ${p}`))) return { keys: ['*'], by: 'fleet' };
  if (OTHER_PHRASES.some((p) => text.includes(` ${p} `))) return { keys: ['other'], by: 'other' };
  if (vehicles.length === 0) return { keys: [], by: null };
  const compact = new Set(words.map((w, i) => w + (words[i + 1] ?? '')));
  const mentions = (id: string) => words.some((w) => matchesName(w, id)) || compact.has(id);
  const byModel = namedByModel(words, vehicles);
  if (byModel.length > 0) return { keys: byModel.map((v) => v.key), by: 'model' };
  const byMake = vehicles.filter((v) => v.make && mentions(foldText(v.make).replace(/\s+/g, '')));
  if (byMake.length > 0) return { keys: byMake.map((v) => v.key), by: 'make' };
  for (const [type, typeWords] of Object.entries(TYPE_WORDS) as [VehicleType, string[]][]) {
    const named = words.some((w, i) => typeWords.some((t) => w === t || (w.startsWith(t) && w.length - t.length <= 2 && t.length >= 6)) && ARTICLES.includes(words[i - 1] ?? ''));
    const ofType = vehicles.filter((v) => v.type === type);
    if (named && ofType.length > 0) return { keys: ofType.map((v) => v.key), by: 'type' };
  }
  for (const body of BODY_TYPES) {
    if (!words.some((w) => body.words.includes(w))) continue;
    const ofBody = vehicles.filter((v) => v.model && body.models.some((m) => foldText(v.model ?? '').replace(/\s+/g, '').startsWith(m)));
    if (ofBody.length > 0) return { keys: ofBody.map((v) => v.key), by: 'type' };
  }
  return { keys: [], by: null };
}

function namedByModel(words: readonly string[], vehicles: readonly VehicleRef[]): VehicleRef[] {
  const compact = new Set(words.map((w, i) => w + (words[i + 1] ?? '')));
  const mentions = (id: string) => words.some((w) => matchesName(w, id)) || compact.has(id);
  return vehicles.filter((v) => identifiers(v).some(mentions));
}

/** Each vehicle's identifiers by make, model and name: a fleet of 1,000 is read for every question asked of it. */
const knownIdentifiers = new Map<string, string[]>();

/** The words that single out one vehicle: its model ("camry", "ev6", "rav4") and the distinctive words of its name. */
function identifiers(v: VehicleRef): string[] {
  const key = `${v.make ?? ''}\u0000${v.model ?? ''}\u0000${v.name}`;
  let ids = knownIdentifiers.get(key);
  if (!ids) {
    if (knownIdentifiers.size >= 10_000) knownIdentifiers.clear();
    knownIdentifiers.set(key, (ids = findIdentifiers(v)));
  }
  return ids;
}

function findIdentifiers(v: VehicleRef): string[] {
  const make = v.make ? foldText(v.make) : '';
  const words = [...(v.model ? foldText(v.model).split(' ') : []), ...foldText(v.name).split(' ')];
  const ids = new Set(words.filter((w) => w.length >= 2 && !GENERIC_NAME_WORDS.has(w) && w !== make && !/^\d{4}$/.test(w)));
  if (v.model) ids.add(foldText(v.model).split(' ')[0].replace(/\s+/g, ''));
  // the letters of a model written with a number are how owners shorten it: "the rav" for a RAV4
  for (const id of [...ids]) {
    const letters = /^([a-z]{3,})\d+$/.exec(id)?.[1];
    if (letters) ids.add(letters);
  }
  return [...ids].filter((w) => w && !GENERIC_NAME_WORDS.has(w));
}

function matchesName(word: string, id: string): boolean {
  if (word === id) return true;
  if (word.length < 5 || id.length < 5 || word[0] !== id[0]) return false;
  return editDistance(word, id, 1) <= Math.min(1, allowedTypos(id.length));
}
