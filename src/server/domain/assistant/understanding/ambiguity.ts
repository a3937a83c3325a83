/**
 * Asking back: a question that reads two or three ways ("battery?" on an EV, "service?", "how much?", "the Toyota"
 * with two Toyotas) gets a "did you mean A or B?", and the owner's short reply ("the first one", "the 12 V",
 * "RAV4", "la segunda", "den Camry") picks one of them.
 */
import type { VehicleType } from '../../../../shared/telemetry';
import { readVehicleMention, type VehicleRef } from './entities';
import { LANGUAGES, scoreLanguages, type Language } from './language';
import type { Topic } from './lexicon';
import { tokenize } from './text';

/** The readings an option names, worded by the catalogue (wording/locales, key direct.clarify.option). */
export type ClarifyLabel = 'battery12v' | 'tractionCharge' | 'nextService' | 'serviceCosts' | 'spent' | 'energyLeft' | 'driven';

export type Ambiguity =
  | { kind: 'topic'; options: { topic: Topic; label: ClarifyLabel }[] }
  /** the topics are clear, the vehicle is not: `topics` is what was asked, `options` the vehicles it may be about */
  | { kind: 'vehicle'; topics: Topic[]; options: { key: string; name: string }[] };

interface TopicRule {
  /** the word (a folded word or its start) that reads several ways when nothing else in the question says which */
  trigger: (words: string[]) => number;
  options: { topic: Topic; label: ClarifyLabel; picks: string[] }[];
  /** only for this kind of selected vehicle (a petrol car has only its 12 V battery) */
  onlyFor?: VehicleType;
}

const at = (...phrases: string[]) => (words: string[]) => {
  for (const p of phrases) {
    const parts = p.split(' ');
    for (let i = 0; i + parts.length <= words.length; i++) {
      if (parts.every((part, k) => (part.endsWith('*') ? words[i + k].startsWith(part.slice(0, -1)) : words[i + k] === part))) return parts.length;
    }
  }
  return 0;
};

const RULES: TopicRule[] = [
  {
    trigger: at('batter*', 'bateria*', 'akku'),
    onlyFor: 'electric',
    options: [
      { topic: 'battery', label: 'battery12v', picks: ['12', '12v', 'volt', 'voltage', 'small', 'auxiliary', 'starter', 'pequena', 'auxiliar', 'voltaje', 'tension', 'kleine', 'spannung', 'starterbatterie', 'petite'] },
      { topic: 'level', label: 'tractionCharge', picks: ['charge', 'level', 'high', 'hv', 'traction', 'main', 'carga', 'nivel', 'alta', 'ladestand', 'hochvolt', 'hochvoltbatterie', 'haute', 'niveau'] },
    ],
  },
  {
    trigger: at('service', 'services', 'servicio', 'revision', 'wartung', 'entretien'),
    options: [
      { topic: 'maintenance', label: 'nextService', picks: ['next', 'due', 'when', 'upcoming', 'proxima', 'proximo', 'cuando', 'toca', 'nachste', 'nachsten', 'wann', 'fallig', 'prochain', 'prochaine', 'quand'] },
      { topic: 'costs', label: 'serviceCosts', picks: ['cost', 'costs', 'paid', 'history', 'past', 'previous', 'costaron', 'historial', 'anteriores', 'gekostet', 'bisherigen', 'vergangenen', 'historique', 'passes', 'coute'] },
    ],
  },
  {
    trigger: at('how much', 'cuanto', 'cuanta', 'wie viel', 'wieviel', 'combien'),
    options: [
      { topic: 'costs', label: 'spent', picks: ['spent', 'spend', 'money', 'gastado', 'dinero', 'ausgegeben', 'geld', 'depense', 'argent'] },
      { topic: 'level', label: 'energyLeft', picks: ['left', 'fuel', 'charge', 'queda', 'combustible', 'carga', 'ubrig', 'kraftstoff', 'ladung', 'reste', 'carburant'] },
      { topic: 'usage', label: 'driven', picks: ['drove', 'driven', 'far', 'conducido', 'conduje', 'gefahren', 'weit', 'roule', 'parcouru', 'kilometres'] },
    ],
  },
];

/** Words that add nothing to what is asked ("what about the battery?", "¿y la revisión?"). */
const FILLER = new Set([
  'the', 'my', 'a', 'what', 'whats', 'about', 'is', 'it', 'its', 's', 'how', 'hows', 'and', 'of', 'then', 'please', 'pls', 'so',
  'el', 'la', 'lo', 'mi', 'y', 'que', 'tal', 'como', 'esta', 'de', 'del', 'es', 'porfa', 'pues',
  'der', 'die', 'das', 'den', 'dem', 'mein', 'meine', 'meinem', 'und', 'was', 'ist', 'mit', 'wie', 'steht', 'es', 'um', 'bitte', 'denn',
  'le', 'l', 'ma', 'mon', 'et', 'quoi', 'est', 'ce', 'c', 'qu', 'du', 'comment', 'va', 'svp', 'stp', 'alors',
]);

/** The reading a question leaves open, from its own words: a word that reads several ways, and nothing else said. */
export function findTopicAmbiguity(question: string, selectedType: VehicleType | undefined): Ambiguity | null {
  const words = tokenize(question);
  for (const rule of RULES) {
    if (rule.onlyFor && rule.onlyFor !== selectedType) continue;
    const covered = rule.trigger(words);
    if (covered === 0) continue;
    if (words.length - covered > words.filter((w) => FILLER.has(w)).length) continue;
    return { kind: 'topic', options: rule.options.map(({ topic, label }) => ({ topic, label })) };
  }
  return null;
}

/** Words that say one vehicle, not several: "the Toyota" asks about one of two Toyotas, "my Toyotas" about both. */
const PLURAL = ['mes', 'mis', 'los', 'las', 'les', 'two', 'dos', 'zwei', 'deux', 'beiden'];

/** "the Toyota" when two of the owner's vehicles are Toyotas: which one? (Named by model, "Camry and RAV4" is both.) */
export function findVehicleAmbiguity(question: string, vehicles: readonly VehicleRef[], topics: Topic[]): Ambiguity | null {
  const mention = readVehicleMention(question, vehicles);
  if ((mention.by !== 'make' && mention.by !== 'type') || mention.keys.length < 2) return null;
  const words = tokenize(question);
  const makes = vehicles.flatMap((v) => (v.make ? tokenize(v.make) : []));
  if (words.some((w) => PLURAL.includes(w) || makes.some((m) => w === `${m}s`))) return null;
  const options = mention.keys.slice(0, 3).flatMap((key) => vehicles.filter((v) => v.key === key).map((v) => ({ key, name: v.name })));
  return { kind: 'vehicle', topics, options };
}

const ORDINALS: Record<Language, string[][]> = {
  en: [['first', '1st', 'former'], ['second', '2nd', 'latter'], ['third', '3rd']],
  es: [['primero', 'primera', 'primer'], ['segundo', 'segunda'], ['tercero', 'tercera', 'tercer']],
  de: [['erste', 'ersten', 'erster', 'erstes'], ['zweite', 'zweiten', 'zweiter', 'zweites'], ['dritte', 'dritten', 'dritter', 'drittes']],
  fr: [['premier', 'premiere'], ['deuxieme', 'seconde'], ['troisieme']],
};

/** A reply longer than this is a new question, not a pick. */
const MAX_REPLY_WORDS = 10;

/**
 * Which option a short reply picks, and the reply's language (the question's when the reply does not say): by
 * position ("the first one"), by vehicle ("RAV4", "den Camry") or by its words ("the 12 V", "the costs");
 * null when it picks none of them.
 */
export function pickOption(
  reply: string,
  ambiguity: Ambiguity,
  ctx: { vehicles: readonly VehicleRef[]; scores: Partial<Record<Topic, number>>; askedIn: Language },
): { index: number; lang: Language } | null {
  const words = tokenize(reply);
  if (words.length === 0 || words.length > MAX_REPLY_WORDS) return null;
  for (const lang of LANGUAGES) {
    const index = ORDINALS[lang].findIndex((forms) => words.some((w) => forms.includes(w)));
    if (index >= 0 && index < ambiguity.options.length) return { index, lang };
  }
  const lang = replyLanguage(reply, words, ctx.askedIn);
  if (ambiguity.kind === 'vehicle') {
    const candidates = ctx.vehicles.filter((v) => ambiguity.options.some((o) => o.key === v.key));
    const keys = readVehicleMention(reply, candidates).keys;
    const index = keys.length === 1 ? ambiguity.options.findIndex((o) => o.key === keys[0]) : -1;
    return index >= 0 ? { index, lang } : null;
  }
  const rule = RULES.find((r) => r.options.length === ambiguity.options.length && r.options.every((o, i) => o.label === ambiguity.options[i].label));
  const picked = rule ? unique(rule.options.map((o) => words.filter((w) => o.picks.includes(w)).length)) : -1;
  if (picked >= 0) return { index: picked, lang };
  const scored = unique(ambiguity.options.map((o) => ctx.scores[o.topic] ?? 0));
  return scored >= 0 ? { index: scored, lang } : null;
}

/** The index of the one largest positive count, -1 when none or a tie. */
function unique(counts: number[]): number {
  const best = Math.max(...counts);
  return best > 0 && counts.filter((c) => c === best).length === 1 ? counts.indexOf(best) : -1;
}

/** The reply's language where its words tell, the question's where they do not (or tie with it: "la" is es and fr). */
function replyLanguage(reply: string, words: string[], askedIn: Language): Language {
  const scores = scoreLanguages(reply, words);
  const best = Math.max(...Object.values(scores));
  if (best === 0 || scores[askedIn] === best) return askedIn;
  return LANGUAGES.find((l) => scores[l] === best) ?? askedIn;
}
