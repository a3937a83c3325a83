/**
 * Calendar readers for periods beyond the plain relative ones: dates and date ranges ("vom 3. bis 9. Mai",
 * "entre el 1 y el 10 de junio"), rolling windows in words ("the past two weeks"), the day before yesterday, a past
 * weekday ("on Friday"), last weekend, quarters ("Q1", "primer trimestre") and "since the start of the year". They
 * read folded text (foldText: lower case, no accents, punctuation as spaces) and work in UTC days.
 */

export interface DayRange {
  from: Date;
  to: Date;
}

export function utc(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m, d));
}
export function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * 86_400_000);
}
export function monday(d: Date): Date {
  return addDays(d, -((d.getUTCDay() + 6) % 7));
}
export function parseDay(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? utc(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}
export function dayString(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export const MONTHS: string[][] = [
  ['january', 'jan', 'enero', 'januar', 'janvier'],
  ['february', 'feb', 'febrero', 'februar', 'fevrier'],
  ['march', 'marzo', 'marz', 'mars'],
  ['april', 'abril', 'avril'],
  ['may', 'mayo', 'mai'],
  ['june', 'junio', 'juni', 'juin'],
  ['july', 'julio', 'juli', 'juillet'],
  ['august', 'agosto', 'aout'],
  ['september', 'sept', 'septiembre', 'septembre'],
  ['october', 'oct', 'octubre', 'oktober', 'octobre'],
  ['november', 'nov', 'noviembre', 'novembre'],
  ['december', 'dec', 'diciembre', 'dezember', 'decembre'],
];
const MONTH_WORDS = MONTHS.flat().join('|');

/** The most recent past year in which this month (and day) falls: "in December" asked in June is last December. */
function pastYear(month: number, day: number, t: Date): number {
  return utc(t.getUTCFullYear(), month, day) <= t ? t.getUTCFullYear() : t.getUTCFullYear() - 1;
}
function monthIndex(word: string): number {
  return MONTHS.findIndex((names) => names.includes(word));
}
function clamp(range: DayRange, t: Date): DayRange {
  return { from: range.from, to: range.to > t ? t : range.to };
}

const RANGE_JOIN = String.raw`(?:to|until|till|through|and|-|bis|zum|und|al|a|y|hasta|au|et|jusqu au)(?: el| le| den| dem| the)?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th|er|eme|o)?`;
/** "3 to 9 May", "del 3 al 9 de mayo", "vom 3. bis 9. Mai", "du 3 au 9 mai", "between the 1st and the 10th of June". */
const RANGE_DAY_FIRST = new RegExp(String.raw`\b${DAY} (?:(?:de |of )?(${MONTH_WORDS}) )?${RANGE_JOIN} ${DAY} (?:de |of )?(${MONTH_WORDS})\b`);
/** "May 3 to 9", "May 3 to May 9", "from May 3 - 9". */
const RANGE_MONTH_FIRST = new RegExp(String.raw`\b(${MONTH_WORDS}) ${DAY} ${RANGE_JOIN} (?:(${MONTH_WORDS}) )?${DAY}\b`);
/** One day: "on 3 May", "el 3 de mayo", "am 3. Mai", "le 3 mai", "on May 3rd". */
const ONE_DAY = new RegExp(String.raw`\b(?:${DAY} (?:de |of )?(${MONTH_WORDS})|(${MONTH_WORDS}) ${DAY})\b`);

/** A date or a range of dates written with a month name. */
export function readDates(text: string, t: Date): DayRange | undefined {
  let m = RANGE_DAY_FIRST.exec(text);
  if (m) return dayRange(Number(m[1]), m[2] ?? m[4], Number(m[3]), m[4], t);
  m = RANGE_MONTH_FIRST.exec(text);
  if (m) return dayRange(Number(m[2]), m[1], Number(m[4]), m[3] ?? m[1], t);
  m = ONE_DAY.exec(text);
  if (m) {
    const [day, month] = m[1] ? [Number(m[1]), m[2]] : [Number(m[4]), m[3]];
    // "may 3" is not a date when "may" is the verb ("may 3 people ride?"): English months need the day after them
    if (!m[1] && month === 'may') return undefined;
    const one = dayRange(day, month, day, month, t);
    // "since 3 March", "desde el 3 de marzo", "seit dem 3. Marz", "depuis le 3 mars": from that day to today
    const since = /\b(since|from|desde|seit|ab|depuis)(?: the| el| dem| le)? $/.test(text.slice(0, m.index));
    return one && since ? { from: one.from, to: t } : one;
  }
  return undefined;
}

function dayRange(fromDay: number, fromMonth: string, toDay: number, toMonth: string, t: Date): DayRange | undefined {
  const fm = monthIndex(fromMonth);
  const tm = monthIndex(toMonth);
  if (fm < 0 || tm < 0 || fromDay < 1 || fromDay > 31 || toDay < 1 || toDay > 31) return undefined;
  const year = pastYear(tm, toDay, t);
  const from = utc(fm > tm ? year - 1 : year, fm, fromDay);
  const to = utc(year, tm, toDay);
  return from <= to ? { from, to } : undefined;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fourteen: 14,
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, diez: 10, catorce: 14,
  ein: 1, eine: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, zehn: 10, vierzehn: 14,
  une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, dix: 10, quatorze: 14, quinze: 15,
};
const COUNT = String.raw`(\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const UNIT = String.raw`(days?|dias?|tagen?|tage|tag|jours?|weeks?|semanas?|wochen|woche|semaines?|months?|meses|mes|monaten?|monate|monat|mois)`;
/** "last 30 days", "the past two weeks", "las ultimas dos semanas", "den letzten 3 Monaten", "les 2 dernieres semaines". */
const ROLLING = new RegExp(
  String.raw`\b(?:last|past|previous|ultimos|ultimas|letzten|vergangenen|derniers|dernieres) ${COUNT} ${UNIT}\b|\b${COUNT} (?:derniers|dernieres|last|past) ${UNIT}\b|\b${COUNT} ${UNIT} (?:pasad[oa]s|derniers|dernieres)\b`,
);

export function readRolling(text: string, t: Date): DayRange | undefined {
  const m = ROLLING.exec(text);
  if (!m) return undefined;
  const count = m[1] ?? m[3] ?? m[5];
  const unit = m[2] ?? m[4] ?? m[6];
  const n = /^\d/.test(count) ? Number(count) : NUMBER_WORDS[count];
  if (!n) return undefined;
  if (/^(mo|mes|mois)/.test(unit)) return { from: addDays(utc(t.getUTCFullYear(), t.getUTCMonth() - n, t.getUTCDate()), 1), to: t };
  const days = /^(w|sem)/.test(unit) ? n * 7 : n;
  return { from: addDays(t, -(days - 1)), to: t };
}

const HOURS = new RegExp(String.raw`\b(?:last|past|ultimas|letzten|vergangenen|dernieres) ${COUNT} (?:hours?|horas|stunden|heures)\b`);
/** "2 weeks ago", "hace dos semanas", "vor zwei Wochen", "il y a deux semaines": that day, week or month. */
const AGO = new RegExp(String.raw`\b${COUNT} ${UNIT} ago\b|\bhace ${COUNT} ${UNIT}\b|\bvor ${COUNT} ${UNIT}\b|\bil y a ${COUNT} ${UNIT}\b`);

export function readAgo(text: string, t: Date): DayRange | undefined {
  const hours = HOURS.exec(text);
  if (hours) {
    const n = /^\d/.test(hours[1]) ? Number(hours[1]) : NUMBER_WORDS[hours[1]];
    if (n) return { from: addDays(t, -Math.floor(n / 24)), to: t };
  }
  const m = AGO.exec(text);
  if (!m) return undefined;
  const count = m[1] ?? m[3] ?? m[5] ?? m[7];
  const unit = m[2] ?? m[4] ?? m[6] ?? m[8];
  const n = /^\d/.test(count) ? Number(count) : NUMBER_WORDS[count];
  if (!n) return undefined;
  if (/^(mo|mes|mois)/.test(unit)) return clamp({ from: utc(t.getUTCFullYear(), t.getUTCMonth() - n, 1), to: utc(t.getUTCFullYear(), t.getUTCMonth() - n + 1, 0) }, t);
  if (/^(w|sem)/.test(unit)) return { from: addDays(monday(t), -7 * n), to: addDays(monday(t), -7 * n + 6) };
  return { from: addDays(t, -n), to: addDays(t, -n) };
}

/** "in 2025", "en 2025", "im Jahr 2025", "en 2025": that year, up to today. */
const YEAR = /\b(?:in|en|im|jahr|ano|annee|during|durante|pendant|for|fur|del|de l) (20\d\d)\b/;

export function readYear(text: string, t: Date): DayRange | undefined {
  const m = YEAR.exec(text);
  if (!m) return undefined;
  const year = Number(m[1]);
  if (year > t.getUTCFullYear()) return undefined;
  return clamp({ from: utc(year, 0, 1), to: utc(year, 11, 31) }, t);
}

const PHRASES: { words: string[]; range: (t: Date) => DayRange }[] = [
  {
    // earlier today ("tonight" is mostly a plan, not a period to read)
    words: ['this morning', 'this afternoon', 'esta manana', 'esta tarde', 'heute morgen', 'heute fruh', 'heute nachmittag', 'ce matin', 'cet apres midi'],
    range: (t) => ({ from: t, to: t }),
  },
  {
    words: ['week before last', 'semana antepasada', 'antepenultima semana', 'vorletzte woche', 'vorletzten woche', 'avant derniere semaine'],
    range: (t) => ({ from: addDays(monday(t), -14), to: addDays(monday(t), -8) }),
  },
  {
    words: ['day before yesterday', 'anteayer', 'antes de ayer', 'antier', 'vorgestern', 'avant hier'],
    range: (t) => ({ from: addDays(t, -2), to: addDays(t, -2) }),
  },
  {
    words: ['last weekend', 'past weekend', 'previous weekend', 'fin de semana pasado', 'finde pasado', 'letztes wochenende', 'letzten wochenende', 'vergangenes wochenende', 'vergangenen wochenende', 'week end dernier', 'weekend dernier', 'week end passe', 'weekend passe'],
    range: (t) => ({ from: addDays(monday(t), -2), to: addDays(monday(t), -1) }),
  },
  {
    words: ['start of the year', 'beginning of the year', 'start of this year', 'beginning of this year', 'year to date', 'ytd', 'principios de ano', 'principio de ano', 'principios del ano', 'principio del ano', 'inicio del ano', 'comienzo del ano', 'anfang des jahres', 'anfang dieses jahres', 'jahresanfang', 'jahresbeginn', 'beginn des jahres', 'debut de l annee', 'debut d annee', 'debut de cette annee', 'debut de l an'],
    range: (t) => ({ from: utc(t.getUTCFullYear(), 0, 1), to: t }),
  },
  {
    words: ['start of the month', 'beginning of the month', 'principios de mes', 'principio de mes', 'inicio del mes', 'anfang des monats', 'monatsanfang', 'monatsbeginn', 'debut du mois'],
    range: (t) => ({ from: utc(t.getUTCFullYear(), t.getUTCMonth(), 1), to: t }),
  },
  {
    words: ['last quarter', 'previous quarter', 'trimestre pasado', 'ultimo trimestre', 'letzten quartal', 'letztes quartal', 'vorigen quartal', 'trimestre dernier', 'dernier trimestre'],
    range: (t) => {
      const q = Math.floor(t.getUTCMonth() / 3) - 1;
      return { from: utc(t.getUTCFullYear(), q * 3, 1), to: utc(t.getUTCFullYear(), q * 3 + 3, 0) };
    },
  },
  {
    words: ['this quarter', 'este trimestre', 'dieses quartal', 'diesem quartal', 'ce trimestre'],
    range: (t) => ({ from: utc(t.getUTCFullYear(), Math.floor(t.getUTCMonth() / 3) * 3, 1), to: t }),
  },
];

export function readPhrases(text: string, t: Date): DayRange | undefined {
  for (const p of PHRASES) if (p.words.some((w) => text.includes(` ${w} `))) return p.range(t);
  return undefined;
}

const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, primer: 1, primero: 1, segundo: 2, tercer: 3, tercero: 3, cuarto: 4,
  erste: 1, ersten: 1, erstes: 1, zweite: 2, zweiten: 2, zweites: 2, dritte: 3, dritten: 3, drittes: 3, vierte: 4, vierten: 4, viertes: 4,
  premier: 1, '1er': 1, deuxieme: 2, '2e': 2, '2eme': 2, troisieme: 3, '3e': 3, '3eme': 3, quatrieme: 4, '4e': 4, '4eme': 4,
};
const QUARTER = new RegExp(String.raw`\bq([1-4])\b|\b([1-4])(?:st|nd|rd|th)? quarter\b|\b(${Object.keys(ORDINALS).join('|')}|[1-4]) (?:quarter|trimestre|quartal)\b|\btrimestre ([1-4])\b|\bquartal ([1-4])\b`);

/** "Q1", "the first quarter", "el primer trimestre", "im ersten Quartal", "le 1er trimestre": the latest such quarter begun. */
export function readQuarter(text: string, t: Date): DayRange | undefined {
  const m = QUARTER.exec(text);
  if (!m) return undefined;
  const raw = m[1] ?? m[2] ?? m[4] ?? m[5] ?? m[3];
  const q = /^\d$/.test(raw) ? Number(raw) : ORDINALS[raw];
  if (!q) return undefined;
  const year = utc(t.getUTCFullYear(), (q - 1) * 3, 1) <= t ? t.getUTCFullYear() : t.getUTCFullYear() - 1;
  return clamp({ from: utc(year, (q - 1) * 3, 1), to: utc(year, q * 3, 0) }, t);
}

const WEEKDAYS: string[][] = [
  ['sunday', 'domingo', 'sonntag', 'dimanche'],
  ['monday', 'lunes', 'montag', 'lundi'],
  ['tuesday', 'martes', 'dienstag', 'mardi'],
  ['wednesday', 'miercoles', 'mittwoch', 'mercredi'],
  ['thursday', 'jueves', 'donnerstag', 'jeudi'],
  ['friday', 'viernes', 'freitag', 'vendredi'],
  ['saturday', 'sabado', 'samstag', 'sonnabend', 'samedi'],
];
/** A weekday after these is ahead, not past: "next Friday", "el proximo viernes", "nachsten Freitag", "vendredi prochain". */
const AHEAD = /\b(next|coming|this coming|proximo|que viene|nachsten|kommenden|kommender|prochain)\b/;

/** A weekday named alone is the latest one before today ("on Friday", "el viernes", "am Freitag", "vendredi dernier"). */
export function readWeekday(text: string, t: Date): DayRange | undefined {
  if (AHEAD.test(text)) return undefined;
  const words = text.split(' ');
  for (const w of words) {
    const day = WEEKDAYS.findIndex((names) => names.includes(w));
    if (day < 0) continue;
    const back = (t.getUTCDay() - day + 7) % 7 || 7;
    const d = addDays(t, -back);
    return { from: d, to: d };
  }
  return undefined;
}
