/**
 * What an owner asks, without an AI service: every topic is scored from a multilingual lexicon (each word goes to
 * the topic it supports most, so "tyre pressure and insurance?" asks two things and "fuel cost per week" one),
 * entities are read, the language is detected, and a follow-up ("and the Kia?", "why?") leans on the conversation.
 */
import { findTopicAmbiguity, findVehicleAmbiguity, pickOption, type Ambiguity } from './ambiguity';
import {
  extractMoney,
  extractPeriod,
  extractPrice,
  extractSpeedKmh,
  extractTripDistances,
  extractTroubleCodes,
  extractVehicles,
  asksEarlier,
  periodBefore,
  type Period,
  type Price,
  type VehicleMention,
  type VehicleRef,
} from './entities';
import { detectLanguage, type Language } from './language';
import { CAR_WORDS, FOLLOW_UP_ONLY, FOLLOW_UP_OPENERS, LEXICON, TOPICS, VEHICLE_TOPICS, type Cue, type Topic } from './lexicon';
import { allowedTypos, editDistance, tokenize } from './text';
import { periodMatters, settleTopics } from './topic-rules';
import { readLimit, type LimitKind } from './limits';
import { readRanking, type Ranking } from './ranking';

export { TOPICS, VEHICLE_TOPICS, type Topic } from './lexicon';
export type { Language } from './language';
export type { Period, Price, VehicleRef, VehicleMention } from './entities';
export type { Ambiguity, ClarifyLabel } from './ambiguity';
export type { LimitKind } from './limits';
export type { Ranking } from './ranking';

export interface Entities {
  /** keys of the owner's vehicles named, '*' for all of them, 'other' for the one not selected */
  vehicles?: VehicleMention[];
  period?: Period;
  /** a trip distance in km (never a speed, an interval or a rate) */
  distanceKm?: number;
  /** trouble codes, upper case */
  codes?: string[];
  /** a fuel or energy price the owner gives */
  price?: Price;
  /** an amount of money named without a unit */
  money?: number;
  /** a speed named ("over 130 km/h"), in km/h */
  speedKmh?: number;
}

export interface Understanding {
  /** the language of the question (en, es, de, fr), for the wording of the answer */
  lang: Language;
  /** what is asked, most certain first; ['unclear'] when the question cannot be read alone */
  topics: Topic[];
  entities: Entities;
  /** true when topics or entities came from the earlier questions */
  followUp: boolean;
  /** every topic's score, for the bench and for debugging */
  scores: Partial<Record<Topic, number>>;
  /** true when no word named a topic and the topics are a guess (health for "the car", unclear, out of scope) */
  guessed?: boolean;
  /** what to ask back when the topics are ['clarify']: the readings (or vehicles) the question leaves open */
  ambiguity?: Ambiguity;
  /** something the data cannot tell (a repair's price, a resale value, wear no signal measures) */
  limit?: LimitKind;
  /** the cars compared or ranked, and which end first */
  ranking?: Ranking;
}

export interface UnderstandOptions {
  /** YYYY-MM-DD, for relative periods */
  today: string;
  vehicles?: readonly VehicleRef[];
  /** the owner's earlier questions in this conversation, oldest first */
  history?: readonly string[];
  /** key of the selected vehicle: "battery?" on an electric car may mean the 12 V battery or the charge */
  selected?: string;
  /** key of the car the previous answer named first (a ranking's top): "what's wrong with it?" is about that car */
  lastNamed?: string;
}

const MIN_SCORE = 1;
/** Score added when an entity says what the question is about: a trouble code, a trip distance, a price, a speed. */
const ENTITY_BOOST = { codes: 2, distance: 1.5, price: 2, speed: 0.5 } as const;
/** Score a named period adds to usage (and takes from the odometer). */
const PERIOD_BOOST = 0.5;

export function understand(question: string, opts: UnderstandOptions): Understanding {
  const u = understandInContext(question, opts);
  if (!u.topics.some((t) => VEHICLE_TOPICS.includes(t))) return u;
  const ambiguity = findVehicleAmbiguity(question, opts.vehicles ?? [], u.topics);
  return ambiguity ? { ...u, topics: ['clarify'], ambiguity, guessed: false } : u;
}

function understandInContext(question: string, opts: UnderstandOptions): Understanding {
  const own = readAlone(question, opts);
  const history = opts.history ?? [];
  if (history.length === 0) return finish(own, own.topics);
  const reply = readReply(own, question, history, opts);
  if (reply) return reply;

  const words = tokenize(question);
  const text = ` ${words.join(' ')} `;
  const isOnlyFollowUp = FOLLOW_UP_ONLY.some((p) => text.trim() === p || text.trim() === `${p} then`);
  const opensFollowUp = FOLLOW_UP_OPENERS.some((p) => text.startsWith(` ${p} `));
  const hasVehicleTopic = !own.guessed && own.topics.some((t) => VEHICLE_TOPICS.includes(t));
  const conversational = !own.guessed && own.topics.some((t) => t === 'greeting' || t === 'smalltalk' || t === 'help' || t === 'out_of_scope' || t === 'clarify');
  const previousOf = () => findPrevious(history, opts);
  // "the Elantra", "das Model Y": a car named in the question is its own subject, never a pointer back
  const namesCar = Boolean(own.entities.vehicles?.length);
  const pointsBack = !namesCar && pointsBackAtCar(words, own.lang);
  // a question with its own words is read alone; only an elliptical one ("and last week?", "which one has more?",
  // "is it serious?") leans on the conversation
  const elliptical = isOnlyFollowUp || opensFollowUp || words.length <= 4 || pointsBack || (!namesCar && words.some((w) => REFERENCES.includes(w)));
  if (own.limit) {
    // "how much would that cost to fix?": the car and codes the conversation was about, answered as a limit;
    // "how much would it cost to fix the P0AA6?" names its own code, "what's my car worth?" its own car: alone
    const standsAlone = namesCar || Boolean(own.entities.codes?.length) || words.some((w) => CAR_WORDS.includes(w)) || !elliptical;
    const previous = standsAlone ? null : previousOf();
    const inherited = previous ? inherit(own, previous, { topics: false, question }) : own;
    if (previous && !inherited.entities.vehicles && previous.entities.vehicles) inherited.entities = { ...inherited.entities, vehicles: previous.entities.vehicles };
    return finish(inherited, own.topics, Boolean(previous));
  }
  if (hasVehicleTopic && !isOnlyFollowUp) {
    // "and the registration?": its own topic; a code asked about before still counts for "is it serious";
    // "and its fuel level?", "¿y cuánta gasolina le queda?": its own topic, about the car the conversation is on
    const previous = findPrevious(history, opts);
    if (previous && (opensFollowUp || pointsBack)) {
      const followed = inherit(own, previous, { topics: false, question });
      if (!followed.entities.vehicles && previous.ranking && opts.lastNamed && pointsBack) followed.entities = { ...followed.entities, vehicles: [opts.lastNamed] };
      else if (!followed.entities.vehicles && previous.entities.vehicles && !previous.ranking) followed.entities = { ...followed.entities, vehicles: previous.entities.vehicles };
      return finish(followed, own.topics, true);
    }
    return finish(own, own.topics);
  }
  // "is the Elantra OK?", "ist das Model Y in Ordnung?": a car of its own and a word about its state is its health,
  // not the previous question's topic ("and the Elantra?" still is)
  if (namesCar && own.guessed && !opensFollowUp && (own.scores.health ?? 0) > 0) return finish(own, own.topics);
  if (conversational && !isOnlyFollowUp) return finish(own, own.topics);
  if (!elliptical) return finish(own, own.topics);
  const previous = previousOf();
  if (!previous) return finish(own, own.topics);
  const followed = inherit(own, previous, { topics: true, question });
  if (!followed.ranking && previous.ranking && (own.ranking || opensFollowUp)) followed.ranking = own.ranking ?? previous.ranking;
  return finish(followed, previous.topics, true);
}

/**
 * Pronouns that stand for the car the conversation is on: "how much fuel does it have?", "¿cuánta gasolina le
 * queda?", "wie voll ist sein Tank?", "il lui reste combien ?". French "le"/"il" are left out (articles, "il reste").
 */
const CAR_PRONOUNS: Record<Language, readonly string[]> = {
  en: ['it', 'its', 'it s'],
  es: ['le', 'su', 'sus', 'lo'],
  de: ['sein', 'seine', 'seinem', 'seinen', 'seiner', 'ihm', 'ihn', 'er'],
  fr: ['lui', 'sa', 'son', 'ses', 'elle'],
};

/** Pronouns no other language uses as another word, read whatever language the short question was taken for. */
const ANY_LANGUAGE_PRONOUNS = ['its', 'sein', 'seine', 'seinem', 'seinen', 'seiner', 'ihm', 'ihn', 'lui'];

function pointsBackAtCar(words: readonly string[], lang: Language): boolean {
  return words.some((w) => CAR_PRONOUNS[lang].includes(w) || ANY_LANGUAGE_PRONOUNS.includes(w));
}

/** Words that point back at what was just said: "is it serious?", "¿cuánto cuesta eso?", "was kostet das?". */
const REFERENCES = ['it', 'that', 'this', 'its', 'those', 'them', 'one', 'eso', 'esto', 'ello', 'das', 'dies', 'ca', 'cela', 'ceci'];

/** The owner's reply to a question asked back ("the first one", "RAV4"): the earlier question with the option picked. */
function readReply(own: Understanding, reply: string, history: readonly string[], opts: UnderstandOptions): Understanding | null {
  const i = history.length - 1;
  const { ambiguity, ...previous } = understand(history[i], { ...opts, history: history.slice(Math.max(0, i - 3), i) });
  if (!ambiguity) return null;
  const ownTopics = own.guessed ? [] : own.topics.filter((t) => VEHICLE_TOPICS.includes(t));
  // a new question of its own ("how much fuel did I burn?") is not a pick
  if (ambiguity.kind === 'topic' && ownTopics.some((t) => !ambiguity.options.some((o) => o.topic === t))) return null;
  const pick = pickOption(reply, ambiguity, { vehicles: opts.vehicles ?? [], scores: own.scores, askedIn: previous.lang });
  if (!pick) return null;
  const answered = { ...previous, lang: pick.lang, guessed: false };
  if (ambiguity.kind === 'topic') return finish(answered, [ambiguity.options[pick.index].topic], true);
  const entities = { ...previous.entities, vehicles: [ambiguity.options[pick.index].key] };
  return finish({ ...answered, entities }, ownTopics.length > 0 ? ownTopics : ambiguity.topics, true);
}

/** The latest earlier question that asked about the vehicle, understood with the questions before it. */
function findPrevious(history: readonly string[], opts: UnderstandOptions): Understanding | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const u = understand(history[i], { ...opts, history: history.slice(Math.max(0, i - 3), i) });
    if (u.topics.some((t) => VEHICLE_TOPICS.includes(t))) return u;
  }
  return null;
}

function inherit(own: Understanding, previous: Understanding, opts: { topics: boolean; question: string }): Understanding {
  const e = { ...own.entities };
  const p = previous.entities;
  const topics = opts.topics ? previous.topics : own.topics;
  if (!e.codes && p.codes && topics.includes('trouble_codes')) e.codes = p.codes;
  if (opts.topics) {
    // "and the week before?" moves the earlier period back by its own length
    if (!e.period && p.period) e.period = asksEarlier(opts.question) ? periodBefore(p.period) : p.period;
    if (!e.vehicles && p.vehicles) e.vehicles = p.vehicles;
    if (e.distanceKm === undefined && p.distanceKm !== undefined && !e.vehicles) e.distanceKm = p.distanceKm;
    if (!e.price && p.price) e.price = p.price;
  }
  return { ...own, topics, entities: e };
}

function finish(u: Understanding, topics: Topic[], followUp = false): Understanding {
  const entities = { ...u.entities };
  if (!topics.some((t) => VEHICLE_TOPICS.includes(t) || t === 'clarify')) delete entities.vehicles;
  if (!topics.includes('trip')) delete entities.distanceKm;
  if (!periodMatters(topics)) delete entities.period;
  return { ...u, topics, entities, followUp };
}

/**
 * Questions already read alone, by what readAlone reads (the question, the day, the owner's vehicles, the selected
 * one): a conversation reads its earlier questions again with every new one. Each caller gets its own copy.
 */
const readAloneMemo = new Map<string, Understanding>();
const READ_ALONE_MEMO_SIZE = 2000;

/** The question on its own, without the conversation. */
function readAlone(question: string, opts: UnderstandOptions): Understanding {
  const key = JSON.stringify([question, opts.today, opts.selected ?? null, opts.vehicles ?? []]);
  let read = readAloneMemo.get(key);
  if (!read) {
    read = readQuestionAlone(question, opts);
    readAloneMemo.set(key, read);
    if (readAloneMemo.size > READ_ALONE_MEMO_SIZE) readAloneMemo.delete(readAloneMemo.keys().next().value!);
  }
  return structuredClone(read);
}

function readQuestionAlone(question: string, opts: UnderstandOptions): Understanding {
  const words = tokenize(question);
  const lang = detectLanguage(question, words);
  const codes = extractTroubleCodes(question);
  const distances = extractTripDistances(question);
  const price = extractPrice(question);
  const money = price ? undefined : extractMoney(question);
  const period = extractPeriod(question, opts.today, lang);
  const vehicles = extractVehicles(question, opts.vehicles ?? []);

  const boosts: Partial<Record<Topic, number>> = {};
  if (codes.length > 0) boosts.trouble_codes = ENTITY_BOOST.codes;
  if (distances.length > 0) boosts.trip = ENTITY_BOOST.distance;
  if (price) boosts.costs = ENTITY_BOOST.price;
  const speedKmh = extractSpeedKmh(question);
  if (speedKmh !== undefined) boosts.speed = ENTITY_BOOST.speed;
  // over a period, kilometres are the distance driven, not the odometer's total
  if (period) {
    boosts.usage = PERIOD_BOOST;
    boosts.odometer = -PERIOD_BOOST;
  }
  // two sentences ask two things as "and" does: "is my car OK? I have to drive 300 km this weekend"
  const sentences = /[?.!;]\s+\p{L}/u.test(question.trim());
  const { topics: scored, scores } = scoreTopics(words, boosts, sentences);
  let topics = settleTopics([...scored, ...askedInOwnSentences(question, scored)], { tripDistance: distances.length > 0 });
  // "any warning lights or problems?": the codes and every other problem the signals show (the health answer)
  if (topics.includes('trouble_codes') && !topics.includes('health') && codes.length === 0 && (scores.health ?? 0) >= 1.2) topics = ['health', ...topics];
  topics = readDistanceDriven(topics, words);
  // "wie viele Kilometer hat er diese Woche gemacht?": kilometres over a period are driven, never the odometer's total
  if (period && topics.includes('usage') && topics.includes('odometer')) topics = topics.filter((t) => t !== 'odometer');
  topics = readSpendOnly(topics, words);
  const mentionsCar = vehicles.length > 0 || words.some((w) => CAR_WORDS.includes(w));
  if (topics.length === 1 && topics[0] === 'greeting') {
    // "hi, how much fuel do I have?" asks about the fuel; "hey, is my car OK?" about the car; "hallo, wie geht's?" is a greeting
    const asked = scoreTopics(words, { ...boosts, greeting: -MIN_SCORE * 10 }, sentences).topics;
    const howAreYou = asked.length === 1 && asked[0] === 'health' && !mentionsCar;
    if (asked.length > 0 && !howAreYou) topics = settleTopics(asked, { tripDistance: distances.length > 0 });
    else if (mentionsCar) topics = [];
  }

  const vehicleTopics = topics.filter((t) => VEHICLE_TOPICS.includes(t));
  if (vehicleTopics.length > 0) {
    // "hi, how's the battery?" asks about the battery; "the best electric car to buy?" is out of scope
    const outOfScope = scores.out_of_scope ?? 0;
    const best = Math.max(...vehicleTopics.map((t) => scores[t] ?? 0));
    topics = outOfScope > best ? ['out_of_scope'] : vehicleTopics;
  }
  let guessed = false;
  const selectedType = opts.vehicles?.find((v) => v.key === opts.selected)?.type;
  const ambiguity = findTopicAmbiguity(question, selectedType);
  if (ambiguity) topics = ['clarify'];
  else if (topics.length === 0 && period && words.some((w) => DISTANCE_WORDS.includes(w))) {
    // "combien de km cette semaine ?": kilometres over a period are the distance driven
    topics = ['usage'];
  } else if (topics.length === 0) {
    guessed = true;
    if (distances.length > 0) topics = ['trip'];
    else if (mentionsCar) topics = ['health'];
    else topics = words.length <= 3 ? ['unclear'] : ['out_of_scope'];
  }

  const entities: Entities = {};
  if (vehicles.length > 0) entities.vehicles = vehicles;
  if (period) entities.period = period;
  if (distances.length > 0) entities.distanceKm = Math.max(...distances);
  if (codes.length > 0) entities.codes = codes;
  if (price) entities.price = price;
  if (money !== undefined) entities.money = money;
  if (speedKmh !== undefined) entities.speedKmh = speedKmh;
  const limit = readLimit(question);
  const ranking = readRanking(question);
  return { lang, topics, entities, followUp: false, scores, guessed, ...(ambiguity ? { ambiguity } : {}), ...(limit ? { limit } : {}), ...(ranking ? { ranking } : {}) };
}

/** Past forms of driving: "how far did it go / has it driven", "wie weit ist er gefahren", "cuánto recorrió", "a roulé". */
const DROVE_WORDS = ['drove', 'driven', 'went', 'go', 'gone', 'gefahren', 'gefahrene', 'zuruckgelegt', 'unterwegs', 'recorrio', 'recorrido', 'condujo', 'conduje', 'manejo', 'anduvo', 'fue', 'roule', 'roulee', 'parcouru', 'fait'];
/** Words that ask what is left to drive: "how far can I still go", "wie weit komme ich noch", "¿hasta dónde llego?". */
const AHEAD_WORDS = ['range', 'can', 'could', 'left', 'still', 'reichweite', 'kann', 'komme', 'noch', 'autonomia', 'puedo', 'queda', 'quedan', 'llego', 'autonomie', 'peux', 'reste', 'encore'];

/**
 * "How far" asked in the past is the distance driven, not the range: "wie weit ist der Mustang diese Woche
 * gefahren?", "how far has the Model Y gone?", "¿hasta dónde fue ayer?"; "how far can I go?" stays the range.
 */
function readDistanceDriven(topics: Topic[], words: readonly string[]): Topic[] {
  if (!topics.includes('range') || !words.some((w) => DROVE_WORDS.includes(w)) || words.some((w) => AHEAD_WORDS.includes(w))) return topics;
  const rest = topics.filter((t) => t !== 'range');
  return rest.includes('usage') ? rest : ['usage', ...rest];
}

/** Spending verbs: "how much have I spent on maintenance", "gastado en mantenimiento", "für Wartung ausgegeben". */
const SPEND_WORDS = ['spent', 'spend', 'spending', 'gastado', 'gaste', 'gastamos', 'ausgegeben', 'ausgaben', 'depense', 'depenses'];
/** Words that ask what is due, which the maintenance answer gives beside the spend: "when is the next service". */
const DUE_WORDS = ['when', 'next', 'due', 'last', 'cuando', 'proxima', 'proximo', 'ultima', 'ultimo', 'wann', 'nachste', 'nachsten', 'letzte', 'letzten', 'quand', 'prochain', 'prochaine', 'dernier', 'derniere'];

/** "How much have I spent on maintenance?" asks the spend, of which maintenance is the category, not the schedule. */
function readSpendOnly(topics: Topic[], words: readonly string[]): Topic[] {
  if (!topics.includes('costs') || !topics.includes('maintenance')) return topics;
  if (!words.some((w) => SPEND_WORDS.includes(w)) || words.some((w) => DUE_WORDS.includes(w))) return topics;
  return topics.filter((t) => t !== 'maintenance');
}

const DISTANCE_WORDS = ['km', 'kms', 'kilometers', 'kilometres', 'kilometros', 'kilometer', 'miles', 'millas', 'meilen'];

/** What each sentence ending in a question mark asks on its own, beyond `found`: "is my car OK? I must drive 300 km". */
function askedInOwnSentences(question: string, found: readonly Topic[]): Topic[] {
  const sentences = question.trim().split(/(?<=[?.!;])\s+/);
  if (sentences.length < 2) return [];
  return sentences
    .filter((sentence) => sentence.endsWith('?'))
    .map((sentence) => {
      const words = tokenize(sentence);
      // a question about "the car" with no other topic is about its health, as for a whole question
      return scoreTopics(words, {}).topics[0] ?? (words.some((w) => CAR_WORDS.includes(w)) ? 'health' : undefined);
    })
    .filter((t): t is Topic => t !== undefined && VEHICLE_TOPICS.includes(t) && !found.includes(t));
}

interface Match {
  topic: Topic;
  cue: string;
  weight: number;
  /** word positions the cue covers */
  start: number;
  end: number;
}

/**
 * Every topic's cues are found in the words; then, strongest topic first, each topic takes the words its cues
 * cover, and the next topic is scored only on words still free. A topic is asked when it reaches MIN_SCORE.
 */
function scoreTopics(words: string[], boosts: Partial<Record<Topic, number>>, sentences = false): { topics: Topic[]; scores: Partial<Record<Topic, number>> } {
  const matches = findMatches(words);
  const joined = sentences || words.some((w) => CONJUNCTIONS.includes(w));
  const claimed = new Set<number>();
  const chosen: Topic[] = [];
  const rejected = new Set<Topic>();
  const firstScores: Partial<Record<Topic, number>> = {};
  for (;;) {
    let best: { topic: Topic; score: number; top: number } | null = null;
    for (const topic of TOPICS) {
      if (chosen.includes(topic) || rejected.has(topic)) continue;
      const { score, top } = scoreOf(topic, matches, claimed, boosts[topic] ?? 0);
      if (chosen.length === 0 && score > 0) firstScores[topic] = Math.round(score * 100) / 100;
      if (score >= MIN_SCORE && (!best || score > best.score || (score === best.score && top > best.top))) best = { topic, score, top };
    }
    if (!best) break;
    if (chosen.length > 0 && !keepsSecondTopic(best.topic, best.top, joined)) {
      rejected.add(best.topic);
      for (const m of matches) if (m.topic === best.topic) for (let i = m.start; i < m.end; i++) claimed.add(i);
      continue;
    }
    chosen.push(best.topic);
    for (const m of matches) if (m.topic === best.topic) for (let i = m.start; i < m.end; i++) claimed.add(i);
  }
  return { topics: chosen, scores: firstScores };
}

const CONJUNCTIONS = ['and', 'plus', 'also', 'y', 'e', 'und', 'sowie', 'et', 'ainsi'];

/**
 * A second topic needs a cue that names it firmly, unless the question joins two asks ("fuel level and range");
 * health, the general topic, needs its own word ("health") beside a specific one ("coolant ... a problem?").
 */
function keepsSecondTopic(topic: Topic, top: number, joined: boolean): boolean {
  if (topic === 'health') return top >= 2;
  return top >= 1.5 || joined;
}

function scoreOf(topic: Topic, matches: Match[], claimed: Set<number>, boost: number): { score: number; top: number } {
  // strongest cues first; a word counts once per topic ("problemas" is not both "problem" and "probleme")
  const own = matches.filter((m) => m.topic === topic).sort((a, b) => b.weight - a.weight);
  const used = new Set<number>();
  let score = 0;
  let top = 0;
  for (const m of own) {
    let free = true;
    for (let i = m.start; i < m.end; i++) if (claimed.has(i) || used.has(i)) free = false;
    if (!free) continue;
    for (let i = m.start; i < m.end; i++) used.add(i);
    score += m.weight;
    top = Math.max(top, m.weight);
  }
  return { score: score + (score > 0 || boost > 0 ? boost : 0), top };
}

const COMPILED = Object.entries(LEXICON).flatMap(([topic, cues]) => (cues as Cue[]).map((c) => compileCue(topic as Topic, c)));

function compileCue(topic: Topic, cue: Cue): { topic: Topic; cue: string; weight: number; parts: { text: string; mode: 'exact' | 'prefix' | 'inside' }[] } {
  const [raw, weight] = typeof cue === 'string' ? [cue, 1] : cue;
  const exactAll = raw.startsWith('=');
  const parts = raw
    .replace(/^=/, '')
    .split(' ')
    .map((p) => {
      if (p.startsWith('*')) return { text: p.slice(1), mode: 'inside' as const };
      return { text: p, mode: exactAll || p.length <= 3 ? ('exact' as const) : ('prefix' as const) };
    });
  return { topic, cue: raw, weight, parts };
}

function findMatches(words: string[]): Match[] {
  const matches: Match[] = [];
  for (const c of COMPILED) {
    const first = c.parts[0];
    for (let start = 0; start + c.parts.length <= words.length; start++) {
      // every match but one inside a word starts with the cue's first letter (typos too)
      if (first.mode !== 'inside' && words[start][0] !== first.text[0]) continue;
      if (c.parts.every((p, k) => matchesWord(words[start + k], p.text, p.mode))) {
        matches.push({ topic: c.topic, cue: c.cue, weight: c.weight, start, end: start + c.parts.length });
      }
    }
  }
  return matches;
}

function matchesWord(word: string, cue: string, mode: 'exact' | 'prefix' | 'inside'): boolean {
  if (word === cue) return true;
  if (mode === 'exact') return false;
  if (mode === 'inside' ? word.includes(cue) : word.startsWith(cue)) return true;
  // typos: same first letter, a long enough word, within the allowed edits of the cue (or of the word's start)
  // (a word that is the start of the cue, or the reverse, is another form of a word, not a typo: "charge", "charged")
  const typos = allowedTypos(cue.length);
  // two letters swapped is a typo even in a short word ("spirt" for "sprit")
  if (word.length === cue.length && cue.length >= 5 && word[0] === cue[0] && isSwap(word, cue)) return true;
  if (typos === 0 || word.length < 6 || word[0] !== cue[0] || /\d/.test(word) || cue.startsWith(word)) return false;
  if (editDistance(word, cue, typos) <= typos) return true;
  if (mode !== 'prefix' || cue.length < 7) return false;
  for (let len = cue.length - 1; len <= cue.length + 1; len++) {
    if (len < word.length && editDistance(word.slice(0, len), cue, 1) <= 1) return true;
  }
  return false;
}

function isSwap(a: string, b: string): boolean {
  const i = [...a].findIndex((c, k) => c !== b[k]);
  return i >= 0 && i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}
