/**
 * What an owner asks the assistant to do, without an AI service: log work done ("I changed the oil today at 91,200 km,
 * $80"), set a reminder ("remind me to rotate the tyres in 5,000 km"), snooze one ("snooze the insurance reminder for
 * a week") or mark one done ("mark the brake service done"), in English, Spanish, German and French; and the owner's
 * reply to a proposal: yes, no, or a correction ("actually it was $65").
 */
import type { ServiceKind } from '../../../../shared/api/service-log';
import type { ReminderKind } from '../../../../shared/reminders';
import { addDays, dayString, parseDay } from './dates';
import { parseNumber } from './entities';
import { foldText } from './text';

export interface ServiceRecordDraft {
  kind: ServiceKind;
  date: string;
  odometerKm: number | null;
  totalCost: number | null;
  currency: string | null;
  description: string | null;
}

export type ActionIntent =
  | { type: 'add_service_record'; record: ServiceRecordDraft }
  | { type: 'create_reminder'; kind: ReminderKind; title: string | null; inKm: number | null; dueDate: string | null }
  | { type: 'snooze_reminder'; target: ReminderKind | null; until: string }
  | { type: 'complete_reminder'; target: ReminderKind | null; date: string; odometerKm: number | null; cost: number | null; currency: string | null };

/** Words (folded, a start of word) that name each kind of work, with the reminder kind the same work falls due as. */
const WORK: { service: ServiceKind; reminder: ReminderKind; words: string[] }[] = [
  { service: 'tires', reminder: 'tire_rotation', words: ['rotat', 'rotar', 'rotiert', 'rotier', 'permut', 'tyre', 'tire', 'neumatic', 'rueda', 'llanta', 'reifen', 'pneu'] },
  { service: 'oil_change', reminder: 'oil_change', words: ['oil', 'aceite', 'ol', 'olwechsel', 'vidange', 'huile'] },
  { service: 'brakes', reminder: 'brake_service', words: ['brake', 'pads', 'freno', 'pastilla', 'brems', 'bremse', 'bremsen', 'bremsenservice', 'frein', 'plaquette'] },
  { service: 'battery', reminder: 'custom', words: ['battery', 'bateria', 'batterie', 'akku'] },
  { service: 'inspection', reminder: 'inspection_due', words: ['inspection', 'itv', 'tuv', 'hauptuntersuchung', 'controle technique', 'inspeccion', 'inspektion'] },
  { service: 'repair', reminder: 'custom', words: ['repair', 'fixed', 'reparacion', 'repar', 'arregl', 'reparatur', 'repariert', 'reparation', 'thermostat', 'termostato'] },
];

/** Papers and services a reminder is about: "the insurance reminder", "el recordatorio del seguro". */
const REMINDER_WORDS: { kind: ReminderKind; words: string[] }[] = [
  { kind: 'insurance_expiry', words: ['insurance', 'seguro', 'versicherung', 'assurance'] },
  { kind: 'registration_expiry', words: ['registration', 'permiso', 'matricul', 'zulassung', 'carte grise', 'immatriculation'] },
  { kind: 'brake_service', words: ['brake', 'freno', 'brems', 'frein'] },
  { kind: 'oil_change', words: ['oil', 'aceite', 'olwechsel', 'vidange', 'huile'] },
  { kind: 'tire_rotation', words: ['rotat', 'tyre', 'tire', 'neumatic', 'reifen', 'pneu', 'rotar', 'permut'] },
  { kind: 'inspection_due', words: ['inspection', 'itv', 'tuv', 'inspektion', 'controle'] },
  { kind: 'warranty_expiry', words: ['warranty', 'garantia', 'garantie'] },
  { kind: 'service_due', words: ['service', 'servicio', 'revision', 'wartung', 'entretien', 'mantenimiento'] },
];

const REMIND = ['remind me', 'set a reminder', 'add a reminder', 'create a reminder', 'recuerdame', 'recordarme', 'recordatorio para', 'avisame', 'erinnere mich', 'erinner mich', 'erinnere an', 'rappelle moi', 'rappelle-moi', 'fais moi penser', 'ajoute un rappel', 'mets un rappel', 'cree un rappel'];
const SNOOZE = ['snooze', 'postpone', 'push back', 'delay the', 'pospon', 'aplaza', 'retrasa', 'verschieb', 'schlummer', 'reporte', 'repousse', 'decale'];
const COMPLETE = ['mark', 'marca', 'markier', 'marque', 'as done', 'as complete', 'como hecho', 'como hecha', 'als erledigt', 'comme fait', 'comme fini', 'erledigt'];
/** Work told as done, or asked to be written down. */
const LOGGED = [
  'changed', 'replaced', 'rotated', 'had the', 'had my', 'got the', 'got an', 'got a', 'did the', 'log ', 'record ', 'add a service', 'add a repair', 'i paid', 'paid',
  'cambie', 'cambiaron', 'hice', 'rotaron', 'apunta', 'anota', 'registra', 'pague', 'hecho', 'hecha',
  'gewechselt', 'wechseln lassen', 'gemacht', 'trag', 'eintragen', 'erfass', 'rotiert', 'ersetzt', 'getauscht', 'bezahlt', 'erledigt',
  'j ai fait', 'fait ', 'faite', 'faits', 'ajoute', 'enregistre', 'note ', 'permute', 'remplace', 'paye',
];
/** A question about work ("when did I change the oil?") is not work to write down. */
const ASKING = ['when', 'what', 'how', 'which', 'did i', 'cuando', 'que', 'cuanto', 'cual', 'wann', 'was', 'wie', 'welche', 'quand', 'quel', 'quelle', 'combien', 'est ce'];

const YES = ['yes', 'yep', 'yeah', 'ok', 'okay', 'sure', 'confirm', 'save it', 'save', 'do it', 'correct', 'si', 'vale', 'dale', 'confirma', 'guardalo', 'guarda', 'correcto', 'ja', 'passt', 'bestatigen', 'bestatige', 'speichern', 'speicher', 'genau', 'richtig', 'oui', 'd accord', 'confirme', 'enregistre', 'vas y', 'c est bon', 'parfait'];
const NO = ['no', 'nope', 'cancel', 'never mind', 'dont', 'cancela', 'nein', 'abbrechen', 'lass es', 'non', 'annule', 'laisse tomber'];

const has = (text: string, phrase: string) => text.includes(` ${phrase}`);

/** The owner asks the assistant to write something down or change a reminder; null for questions. */
export function readActionIntent(question: string, today: string): ActionIntent | null {
  const text = ` ${foldText(question)} `;
  const money = readMoney(question);
  if (REMIND.some((p) => has(text, p))) {
    const work = WORK.find((w) => w.words.some((word) => has(text, word)));
    const paper = REMINDER_WORDS.find((r) => r.words.some((word) => has(text, word)));
    const kind = work && work.reminder !== 'custom' ? work.reminder : (paper?.kind ?? 'custom');
    const inKm = readInDistance(question);
    const dueDate = inKm === null ? readInTime(text, today) : null;
    if (inKm === null && dueDate === null) return null;
    return { type: 'create_reminder', kind, title: kind === 'custom' ? titleFrom(question) : null, inKm, dueDate };
  }
  if (SNOOZE.some((p) => has(text, p))) {
    const target = REMINDER_WORDS.find((r) => r.words.some((word) => has(text, word)))?.kind ?? null;
    return { type: 'snooze_reminder', target, until: readInTime(text, today) ?? dayString(addDays(parseDay(today)!, 7)) };
  }
  const asking = /\?\s*$/.test(question.trim()) && ASKING.some((w) => text.startsWith(` ${w} `));
  if (asking) return null;
  const target = REMINDER_WORDS.find((r) => r.words.some((word) => has(text, word)))?.kind ?? null;
  if (COMPLETE.some((p) => has(text, p)) && (target !== null || /\b(reminder|recordatorio|erinnerung|rappel)/.test(text)) && !money) {
    return { type: 'complete_reminder', target, date: readDay(text, today), odometerKm: readOdometer(question), cost: null, currency: null };
  }
  const work = WORK.find((w) => w.words.some((word) => has(text, word)));
  if (!work) return null;
  const odometerKm = readOdometer(question);
  // French past participles keep their accent apart from the noun: "pneus changés", "vidange faite"
  const logged = LOGGED.some((p) => text.includes(` ${p}`)) || /\b(chang|remplac|permut|effectu)ée?s?\b/i.test(question);
  if (!logged && !money) return null;
  if (!logged && odometerKm === null && !readDayWord(text)) return null;
  return {
    type: 'add_service_record',
    record: { kind: work.service, date: readDay(text, today), odometerKm, totalCost: money?.amount ?? null, currency: money?.currency ?? null, description: describeWork(question) },
  };
}

export type ProposalReply = { type: 'confirm' } | { type: 'cancel' } | { type: 'correct'; cost?: { amount: number; currency: string | null }; odometerKm?: number; date?: string };

/** The owner's reply to a proposal: confirm it, cancel it, or correct a figure; null when it is something else. */
export function readProposalReply(reply: string, today: string): ProposalReply | null {
  const text = ` ${foldText(reply)} `;
  const words = text.trim().split(' ');
  if (words.length > 12) return null;
  const said = (phrase: string) => text.includes(` ${phrase} `);
  const money = readMoney(reply);
  const odometerKm = readOdometer(reply) ?? readBareDistance(reply);
  if (readActionIntent(reply, today)) return null;
  // a question of its own ("¿cuál fue la velocidad máxima de los últimos 7 días?") is not a reply, even with a figure
  if (asksSomething(words, reply)) return null;
  const day = readDayWord(text) ? readDay(text, today) : undefined;
  const bare = money ? null : readBareAmount(reply);
  const correction = NO.some(said) || /\b(actually|en realidad|fueron|fue|eran|waren|war|eigentlich|plutot|en fait|c etait|it was|was)\b/.test(text);
  // a correction names a figure; a yes or no is short and says so in its first words
  if (money || (odometerKm !== null && correction) || (bare !== null && correction) || (day && correction)) {
    return { type: 'correct', ...(money ? { cost: money } : bare !== null && odometerKm === null ? { cost: { amount: bare, currency: null } } : {}), ...(odometerKm !== null ? { odometerKm } : {}), ...(day ? { date: day } : {}) };
  }
  if (words.length > 5 || /\?\s*$/.test(reply.trim())) return null;
  if (NO.some(said)) return { type: 'cancel' };
  if (YES.some(said)) return { type: 'confirm' };
  return null;
}

/** Question words of the four languages: a reply that opens with one, or asks with one, is a new question. */
const QUESTION_WORDS = ['what', 'which', 'how', 'when', 'where', 'who', 'why', 'cual', 'cuales', 'cuanto', 'cuanta', 'cuantos', 'cuantas', 'como', 'cuando', 'donde', 'quien', 'que', 'wie', 'was', 'wann', 'wo', 'welche', 'welcher', 'welches', 'wer', 'warum', 'wieviel', 'quel', 'quelle', 'quels', 'quelles', 'combien', 'quand', 'ou', 'comment', 'pourquoi', 'qui'];

function asksSomething(words: readonly string[], reply: string): boolean {
  // German "was" is also "was" in English ("it was 190"): only a question mark makes it a question there
  const first = words[0] === 'was' ? '' : words[0];
  return QUESTION_WORDS.includes(first) || (/\?\s*$/.test(reply.trim()) && words.some((w) => QUESTION_WORDS.includes(w)));
}

const NUMBER = String.raw`(\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+(?![\d])|\d+(?:[.,]\d{1,2})?)`;

/** "$80", "80 €", "95 Euro", "250 dollars", "€65,50": the amount and its currency. */
export function readMoney(text: string): { amount: number; currency: string | null } | null {
  const t = text.replace(/\u00a0|\u202f/g, ' ');
  const before = new RegExp(String.raw`(US\$|\$|€|£)\s*${NUMBER}`, 'i').exec(t);
  const after = new RegExp(String.raw`${NUMBER}\s*(US\$|\$|€|£|eur\b|euros?\b|dollars?\b|d[oó]lares\b|usd\b|gbp\b|pounds?\b|pfund\b|livres?\b)`, 'i').exec(t);
  const m = before ? { amount: before[2], mark: before[1] } : after ? { amount: after[1], mark: after[2] } : null;
  if (!m) return null;
  const amount = parseNumber(m.amount);
  if (amount === null || amount <= 0) return null;
  const mark = m.mark.toLowerCase();
  const currency = /€|eur/.test(mark) ? 'EUR' : /£|gbp|pound|pfund|livre/.test(mark) ? 'GBP' : 'USD';
  return { amount, currency };
}

const DISTANCE = String.raw`${NUMBER}\s*(km|kms|kilomet\w*|mi|miles)\b`;

/** The odometer reading the owner gives: "at 91,200 km", "a 91.500 km", "bei 91.800 km", "à 48 300 km". */
export function readOdometer(text: string): number | null {
  const t = foldText(text.replace(/\u00a0|\u202f/g, ' ')).replace(/(\d) (?=\d{3}\b)/g, '$1');
  const m = new RegExp(String.raw`(?:\bat|\ba|\bbei|\bmit|\bcon|\bwith|\bon|\bodometer|\bodo|\bkilometerstand|\bcompteur)\s+(?:the\s+|los\s+|le\s+)?${DISTANCE}`).exec(t);
  if (!m) return null;
  const value = parseNumber(m[1]);
  if (value === null) return null;
  return Math.round(/^mi/.test(m[2]) ? value * 1.609344 : value);
}

/** "in 5,000 km", "en 3.000 km", "dentro de 5.000 km", "in 5.000 km", "dans 5 000 km". */
export function readInDistance(text: string): number | null {
  const t = foldText(text.replace(/\u00a0|\u202f/g, ' ')).replace(/(\d) (?=\d{3}\b)/g, '$1');
  const m = new RegExp(String.raw`(?:\bin|\ben|\bdentro de|\bdans|\bafter|\bnach|\bapres|\bevery|\bcada|\balle|\btous les)\s+${DISTANCE}`).exec(t);
  if (!m) return null;
  const value = parseNumber(m[1]);
  return value === null ? null : Math.round(/^mi/.test(m[2]) ? value * 1.609344 : value);
}

function readBareDistance(text: string): number | null {
  const m = new RegExp(String.raw`${NUMBER}\s*(km|kms|kilomet\w*)\b`, 'i').exec(foldText(text));
  return m ? parseNumber(m[1]) : null;
}

function readBareAmount(text: string): number | null {
  const m = new RegExp(String.raw`(?<![\w.,])${NUMBER}(?![\w.,])`).exec(text);
  return m ? parseNumber(m[1]) : null;
}

const UNIT_DAYS: [RegExp, number][] = [
  [/^(day|days|dia|dias|tag|tage|tagen|jour|jours)$/, 1],
  [/^(week|weeks|semana|semanas|woche|wochen|semaine|semaines)$/, 7],
  [/^(month|months|mes|meses|monat|monate|monaten|mois)$/, 30],
];
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, una: 1, un: 1, uno: 1, eine: 1, einen: 1, ein: 1, une: 1, two: 2, dos: 2, zwei: 2, deux: 2, three: 3, tres: 3, drei: 3, trois: 3 };

/** "for a week", "una semana", "um eine Woche", "d'une semaine", "in 3 months": the day that far from today. */
function readInTime(text: string, today: string): string | null {
  const words = text.trim().split(' ');
  for (let i = 0; i < words.length; i++) {
    const unit = UNIT_DAYS.find(([p]) => p.test(words[i]));
    if (!unit) continue;
    const prev = words[i - 1] ?? '';
    const count = /^\d+$/.test(prev) ? Number(prev) : (COUNT_WORDS[prev] ?? (['for', 'por', 'um', 'pour', 'una', 'd'].includes(prev) ? 1 : null));
    if (count === null) continue;
    const t = parseDay(today);
    if (!t) return null;
    if (unit[1] === 30) return dayString(new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + count, t.getUTCDate())));
    return dayString(addDays(t, count * unit[1]));
  }
  return null;
}

const DAY_WORDS: { words: string[]; offset: number }[] = [
  { words: ['today', 'hoy', 'heute', 'aujourd hui', 'this morning', 'esta manana', 'heute morgen', 'ce matin'], offset: 0 },
  { words: ['yesterday', 'ayer', 'gestern', 'hier'], offset: -1 },
];
const WEEKDAYS = [
  ['sunday', 'domingo', 'sonntag', 'dimanche'],
  ['monday', 'lunes', 'montag', 'lundi'],
  ['tuesday', 'martes', 'dienstag', 'mardi'],
  ['wednesday', 'miercoles', 'mittwoch', 'mercredi'],
  ['thursday', 'jueves', 'donnerstag', 'jeudi'],
  ['friday', 'viernes', 'freitag', 'vendredi'],
  ['saturday', 'sabado', 'samstag', 'samedi'],
];

function readDayWord(text: string): boolean {
  return DAY_WORDS.some((d) => d.words.some((w) => has(text, w))) || WEEKDAYS.some((ws) => ws.some((w) => has(text, w)));
}

/** The day the work was done: today unless the words say yesterday, a weekday (the last one) or a date. */
function readDay(text: string, today: string): string {
  const t = parseDay(today)!;
  for (const d of DAY_WORDS) if (d.words.some((w) => has(text, w))) return dayString(addDays(t, d.offset));
  const weekday = WEEKDAYS.findIndex((ws) => ws.some((w) => has(text, w)));
  if (weekday >= 0) {
    const back = (t.getUTCDay() - weekday + 7) % 7 || 7;
    return dayString(addDays(t, -back));
  }
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso && parseDay(iso[0]) && iso[0] <= today) return iso[0];
  return today;
}

/** What the owner said about the work, as its description (without the figures). */
function describeWork(question: string): string | null {
  // the figures are the record's own fields: kept in the description they would contradict a corrected proposal
  // ("no, it was 190") and repeat themselves in every list of the record
  const money = new RegExp(String.raw`(US\$|\$|€|£)\s*${NUMBER}|${NUMBER}\s*(US\$|\$|€|£|eur\b|euros?\b|dollars?\b|d[oó]lares\b|usd\b|gbp\b|pounds?\b|pfund\b|livres?\b)`, 'gi');
  const figures = question
    .replace(money, ' ')
    .replace(new RegExp(DISTANCE, 'gi'), ' ')
    .replace(/\d[\d.,'\u00a0\u202f]*/g, ' ');
  const trailing = /[\s,;:.!-]+(at|a|à|au|bei|um|mit|for|por|para|con|für|fur|pour|de|of|on|el|le|la|am|the)?[\s,;:.!-]*$/i;
  let cleaned = figures.replace(/\s+([,;.])/g, '$1').replace(/([,;])[\s,;]*(?=[,;]|$)/g, '').replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3; i++) cleaned = cleaned.replace(trailing, '').trim();
  return cleaned.split(' ').length >= 2 ? cleaned.slice(0, 200) : null;
}

function titleFrom(question: string): string {
  return question.replace(/\s+/g, ' ').trim().slice(0, 120);
}
