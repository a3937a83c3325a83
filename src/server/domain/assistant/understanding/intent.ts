import { milesToKm } from '../../../../shared/units';

export const INTENTS = ['health', 'trip', 'maintenance', 'history', 'documents', 'trouble_code', 'fleet', 'general'] as const;
export type Intent = (typeof INTENTS)[number];
/** What a fleet question is about; the same list without 'fleet'. */
export type Topic = Exclude<Intent, 'fleet'>;

export interface RecognizedIntent {
  intent: Intent;
  /** trouble codes named in the question, upper-cased, without duplicates */
  dtcCodes: string[];
  /** trip distance named in the question, in km */
  distanceKm?: number;
}

/** The chat's four quick buttons and the fixed question each sends. */
export const QUICK_QUESTIONS = [
  { label: 'Health Check', question: 'Can you perform a comprehensive health check on my vehicle?' },
  { label: 'Trip Readiness', question: 'Is my vehicle ready for a long trip?' },
  { label: 'Maintenance', question: 'What maintenance does my vehicle need?' },
  { label: 'Vehicle Data', question: "Show me my vehicle's recent data and usage." },
] as const;

const DTC_PATTERN = /\b[PBCU][0-3][0-9A-F]{3}\b/gi;
const DISTANCE_PATTERN = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(km|kms|kilomet(?:er|re)s?|mi|miles?)\b/i;

/** Rules in priority order; the first whose pattern matches the normalised question wins. */
const TOPIC_RULES: { topic: Topic; pattern: RegExp }[] = [
  {
    topic: 'trouble_code',
    pattern:
      /\b(check engine|engine (warning )?light|warning lights?|dashboard lights?|(error|trouble|fault|diagnostic|obd|engine|dtc) codes?|dtcs?|codes? mean)\b/,
  },
  {
    topic: 'documents',
    pattern:
      /\b(registration|registered|insurance|insured|insurer|documents?|paperwork|papers|polic(y|ies)|expir(e|es|ed|y|ing|ation)|renew(al|ed)?|warranty|licen[cs]e plate|plate number|uploaded|receipts?)\b/,
  },
  {
    topic: 'history',
    pattern:
      /\b(trips? (history|this week|last week)|how many trips|(my|recent|past|last) trips|trips? (did|have) i)\b/,
  },
  {
    topic: 'trip',
    pattern:
      /\b(trips?|drive to|driving to|road ?trip|long drive|long distance|journey|travel(l?ing)?|vacation|holiday|ready|make it (to|there)|how far can|range|get me to|commute to)\b/,
  },
  {
    topic: 'maintenance',
    pattern:
      /\b(service[ds]?|servicing|oil|maintenance|maintain|due|tune[ -]?up|inspections?|mechanic|repairs?|brakes?|filters?|rotation|garage|upkeep|scheduled)\b/,
  },
  {
    topic: 'history',
    pattern:
      /\b(this week|last week|past week|last (few|7|seven) days|this month|how much did i|how far did i|how many (km|kilomet\w*|miles) (did|have)|usage|history|historical|vehicle data|recent data|drove|driven|driving (habits|pattern|stats)|statistics|stats|consumption|fuel economy|efficiency|mpg|average speed|top speed|mileage|odometer|how often)\b/,
  },
  {
    topic: 'health',
    pattern:
      /\b(health|healthy|check ?up|diagnos\w*|condition|batter(y|ies)|voltage|volts?|tyres?|tires?|pressure|coolant|temperature|overheat\w*|engine|problems?|issues?|wrong|faults?|status|doing|okay|ok|safe|noise|sensor|readings?|signals?)\b/,
  },
];

const FLEET_PATTERN =
  /\b(all (of )?(my )?(vehicles|cars)|all vehicles|fleet|which (of my )?(car|cars|vehicle|vehicles)|compare|comparison|every (car|vehicle)|each (car|vehicle)|my (cars|vehicles)|both (cars|vehicles))\b/;

export function recognizeIntent(question: string): RecognizedIntent {
  const text = normalize(question);
  const dtcCodes = extractTroubleCodes(question);
  const distanceKm = extractDistanceKm(question);
  const base = { dtcCodes, ...(distanceKm !== undefined ? { distanceKm } : {}) };
  if (FLEET_PATTERN.test(text)) return { intent: 'fleet', ...base };
  return { intent: recognizeTopic(question), ...base };
}

/** The subject of a question regardless of whether it names one vehicle or the fleet. */
export function recognizeTopic(question: string): Topic {
  if (extractTroubleCodes(question).length > 0) return 'trouble_code';
  const topic = matchTopic(normalize(question));
  // "Can I do 300 km tomorrow?" names no trip word, but a distance with no other subject is a trip question.
  if ((topic === 'general' || topic === 'health') && extractDistanceKm(question) !== undefined) return 'trip';
  return topic;
}

export function extractTroubleCodes(question: string): string[] {
  return [...new Set((question.match(DTC_PATTERN) ?? []).map((c) => c.toUpperCase()))];
}

export function extractDistanceKm(question: string): number | undefined {
  const m = DISTANCE_PATTERN.exec(question);
  if (!m) return undefined;
  const value = Number(m[1].replace(/,/g, ''));
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return /^mi/i.test(m[2]) ? Math.round(milesToKm(value)) : value;
}

function matchTopic(text: string): Topic {
  return TOPIC_RULES.find((r) => r.pattern.test(text))?.topic ?? 'general';
}

function normalize(question: string): string {
  return ` ${question
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}
