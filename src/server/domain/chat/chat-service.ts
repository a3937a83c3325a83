import { randomUUID } from 'node:crypto';
import type { ModelMessage } from 'ai';
import type { ChatActionEdits, ChatChunk, ChatMessage, ChatStatus } from '../../../shared/api/chat';
import { FALLBACK_TOKEN_ID } from '../../../shared/vehicle-defaults';
import type { LlmSettings } from '../../ai/llm-settings';
import type { Db } from '../../db/connection';
import { appendConversationMessages, clearConversation, findConversation } from '../../db/repositories';
import type { StoredChatMessage, User, Vehicle } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import {
  answerFleetQuestion,
  answerQuestion,
  chatErrorText,
  hasVehicleData,
  readsUsageSeries,
  stripMarkdownBold,
  understandQuestion,
  type ChatAnswer,
  type Language,
} from '../assistant/answer/answer';
import type { Period, Topic, Understanding } from '../assistant/understanding/understand';
import { DIRECT_TEXTS } from '../assistant/wording/direct-texts';
import { readOwnerClock } from '../vehicle-facts/owner-clock';
import { HISTORY_FOR_UNDERSTANDING, pickNamedVehicles, vehicleRefsOf } from './chat-targets';
import { splitIntoSentences } from '../assistant/wording/chat-text';
import { describePeriod } from '../assistant/wording/period-text';
import { wordingIn } from '../assistant/wording/wording';
import { analyzeFleet, type VehicleContext } from '../assistant';
import type { TelemetryService } from '../telemetry/telemetry-service';
import type { VehicleAccess } from '../vehicles/vehicle-access';
import type { RateLimiter } from './rate-limiter';
import { readActionIntent, readProposalReply, type ActionIntent } from '../assistant/understanding/actions';
import { detectLanguage as detectQuestionLanguage } from '../assistant/understanding/language';
import { ACTION_TEXTS } from '../assistant/wording/action-texts';
import type { RemindersService } from '../reminders/reminders-service';
import type { ServiceLog } from '../service-log/service-log';
import { cancelAction, confirmAction, correctProposal, pendingProposal, proposeAction, replaceAction, type ActionAnswer } from './chat-actions';
import { buildVehicleContext, buildVehicleContexts } from '../vehicle-facts/load-inputs';
import { SPEND_HISTORY_DAYS } from '../vehicle-facts/spend';
import type { DrivingReaders } from '../../ai/driving-tools';
import { readBatteryFacts, readCommuteFacts, readDrivingFacts, readQuestionFacts, type DrivingSources } from './driving-context';

export const FLEET_TOKEN_ID = 0;
/** How many earlier messages the LLM sees. */
const HISTORY_FOR_LLM = 12;
const MAX_STORED_MESSAGES = 200;
/** What an answer reads of the conversation: enough for the questions understanding looks back on, the LLM's history and the last proposal. */
const HISTORY_FOR_ANSWER = 4 * Math.max(HISTORY_FOR_UNDERSTANDING, HISTORY_FOR_LLM);

export interface ChatDeps {
  db: Db;
  telemetry: TelemetryService;
  vehicles: VehicleAccess;
  logger: Logger;
  llm: LlmSettings | null;
  limiter: RateLimiter;
  mcpHealthy: () => Promise<boolean>;
  /** Vehicles whose telemetry a fleet question reads at once (PROVIDER_CONCURRENCY). */
  concurrency?: number;
  /** what the assistant's confirmed actions call: the service log and the reminders, as the forms do */
  serviceLog: ServiceLog;
  reminders: RemindersService;
  /** the trips service and the charging domain, which trip, driving and battery-trend questions read */
  trips?: DrivingSources['trips'];
  charging?: DrivingSources['charging'];
  /** the owner's named places, which a commute question reads (Home and Work) */
  places?: DrivingSources['places'];
}

export async function getChatStatus(deps: Pick<ChatDeps, 'llm' | 'mcpHealthy'>): Promise<ChatStatus> {
  return {
    mcp: (await deps.mcpHealthy()) ? 'connected' : 'disconnected',
    ai: { ready: true, mode: deps.llm ? 'llm' : 'deterministic', model: deps.llm?.model ?? null },
  };
}

/** The conversation's messages, oldest first; only the newest `last` when given. */
export async function getConversationMessages(db: Db, user: User, tokenId: number, last?: number): Promise<ChatMessage[]> {
  const conversation = await findConversation(db, user.id, tokenId, { last });
  return conversation?.messages ?? [];
}

/** Starts the conversation about one vehicle (or the fleet, token 0) afresh: earlier questions no longer count as context. */
export async function startNewConversation(deps: Pick<ChatDeps, 'db' | 'vehicles'>, user: User, tokenId: number): Promise<void> {
  if (tokenId !== FLEET_TOKEN_ID && !(await deps.vehicles.find(user, tokenId))) throw new AppError('NOT_FOUND', 'Vehicle not found.');
  await clearConversation(deps.db, user.id, tokenId);
}

const message = (type: 'user' | 'ai', content: string, metadata?: Record<string, unknown>): StoredChatMessage => ({
  id: randomUUID(),
  type,
  content,
  timestamp: new Date().toISOString(),
  ...(metadata ? { metadata } : {}),
});

/**
 * The owner pressed Confirm (with any edits) or Cancel on a proposal in the conversation: the action is carried out
 * (or dropped) and the result is added to the conversation as the assistant's next message, which is returned.
 */
export async function respondToProposal(
  deps: Pick<ChatDeps, 'db' | 'vehicles' | 'telemetry' | 'serviceLog' | 'reminders'>,
  user: User,
  input: { tokenId: number; messageId: string; edits?: ChatActionEdits },
  choice: 'confirm' | 'cancel',
): Promise<ChatMessage> {
  const vehicle = input.tokenId === FLEET_TOKEN_ID ? null : await deps.vehicles.find(user, input.tokenId);
  if (input.tokenId !== FLEET_TOKEN_ID && !vehicle) throw new AppError('NOT_FOUND', 'Vehicle not found.');
  const result =
    choice === 'confirm' ? await confirmAction(deps, user, input.tokenId, input.messageId, input.edits) : await cancelAction(deps, user, input.tokenId, input.messageId);
  const reply = message('ai', result.content, result.metadata);
  await appendConversationMessages(deps.db, user.id, { vehicleId: vehicle?.id ?? null, tokenId: input.tokenId, messages: [reply], keepLast: MAX_STORED_MESSAGES });
  return reply;
}

/**
 * Answers one question about one of the owner's vehicles (or the fleet, token 0): stores the question, streams the
 * answer as it is written, stores the answer. Deterministic analyzers answer without an LLM, and stand in when it fails.
 */
export async function* sendChatMessage(deps: ChatDeps, user: User, tokenId: number, text: string, signal?: AbortSignal): AsyncGenerator<ChatChunk> {
  const question = text.trim();
  if (!question) throw new AppError('BAD_REQUEST', 'Type a question first.');
  if (question.length > 4000) throw new AppError('BAD_REQUEST', 'That message is too long (4000 characters at most).');
  if (!(await deps.limiter.tryTake(user.id))) throw new AppError('TOO_MANY_REQUESTS', 'You are sending messages too quickly. Please wait a moment and try again.');

  const vehicle = tokenId === FLEET_TOKEN_ID ? null : await deps.vehicles.find(user, tokenId);
  const isFleet = tokenId === FLEET_TOKEN_ID;
  const known = isFleet || Boolean(vehicle);
  if (!known && tokenId !== FALLBACK_TOKEN_ID) throw new AppError('NOT_FOUND', 'Vehicle not found.');

  const history = known ? await getConversationMessages(deps.db, user, tokenId, HISTORY_FOR_ANSWER) : [];
  const userMessage = message('user', question);
  yield { kind: 'user', message: userMessage };
  // the owner's vehicles, so a question can name one ("how is my Kia?"), and the earlier questions for follow-ups
  const owned = known ? await deps.vehicles.list(user) : [];
  const pastQuestions = history.filter((m) => m.type === 'user').slice(-HISTORY_FOR_UNDERSTANDING).map((m) => m.content);
  // the owner's today (their zone, else where their car is): "today", "this week" and "the last 7 days" are their days
  const { today } = await readOwnerClock(deps.telemetry, user, vehicle ? [vehicle] : owned);
  const understood = understandQuestion(question, today, {
    vehicles: vehicleRefsOf(owned),
    history: pastQuestions,
    selected: vehicle ? String(vehicle.tokenId) : undefined,
    lastNamed: rankedFirstOf(history),
  });
  const language = understood.lang;
  const named = known ? pickNamedVehicles(understood, owned, vehicle) : null;
  // how far the car went and what it used are its trips' figures (the Trips page's), read for the questions that say them
  // a cost answer divides by the km the Spending card, Insights and MCP divide by: the daily odometer over the period
  const contextOptions = { period: askedPeriod(understood, today), driven: understood.topics.some((t) => DRIVEN_TOPICS.includes(t)), spendDays: understood.topics.includes('costs') ? SPEND_HISTORY_DAYS : undefined };
  // trips, driving and battery trends are read only for questions about them
  const asked = { topics: understood.topics, period: understood.entities.period };

  let answer: ChatAnswer;
  let streamed = '';
  const acted = known ? await answerAction(deps, user, tokenId, vehicle, question, history, named, understood.lang, today) : null;
  try {
    if (acted) {
      answer = acted as ChatAnswer;
    } else if (!known) {
      answer = { content: chatErrorText('noVehicleSelected', language), metadata: {} };
    } else if (isFleet || (named && named.length > 1)) {
      const vehicles = named ?? owned;
      if (!vehicles.length) answer = { content: chatErrorText('noVehicleSelected', language), metadata: {} };
      else {
        const ctxs = await buildVehicleContexts(deps, user, vehicles, new Date(), { ...contextOptions, usage: readsUsageSeries(understood) });
        await Promise.all(ctxs.map(async (ctx, i) => Object.assign(ctx, await readQuestionFacts(deps, user, vehicles[i], asked, today))));
        answer = yield* answerWith(deps, question, understood, history, { fleet: ctxs }, (t) => (streamed += t), signal);
      }
    } else if (named) {
      // one vehicle other than the selected one: answer about it, and say so
      const [base, extra] = await Promise.all([buildVehicleContext(deps, user, named[0], new Date(), contextOptions), readQuestionFacts(deps, user, named[0], asked, today)]);
      const ctx = { ...base, ...extra };
      const note = vehicle ? `${DIRECT_TEXTS[language].otherVehicle(named[0].name, vehicle.name)}\n\n` : '';
      if (note) yield* streamSentences(note, signal);
      streamed += note;
      const about = hasVehicleData(ctx)
        ? yield* answerWith(deps, question, understood, history, { vehicle: ctx }, (t) => (streamed += t), signal, (intent) => proposeAction(deps, user, named[0], intent, language), readersFor(deps, user, named[0], ctx))
        : { content: chatErrorText('noVehicleData', language), metadata: { error: ctx.telemetryError ?? 'no data' } };
      if (streamed === note) {
        yield* streamSentences(about.content, signal);
        streamed += about.content;
      }
      answer = { ...about, content: note + about.content };
    } else {
      const [base, extra] = await Promise.all([buildVehicleContext(deps, user, vehicle as Vehicle, new Date(), contextOptions), readQuestionFacts(deps, user, vehicle as Vehicle, asked, today)]);
      const ctx = { ...base, ...extra };
      answer = hasVehicleData(ctx)
        ? yield* answerWith(deps, question, understood, history, { vehicle: ctx }, (t) => (streamed += t), signal, (intent) => proposeAction(deps, user, vehicle as Vehicle, intent, language), readersFor(deps, user, vehicle as Vehicle, ctx))
        : { content: chatErrorText('noVehicleData', language), metadata: { error: ctx.telemetryError ?? 'no data' } };
    }
  } catch (err) {
    deps.logger.error({ err, tokenId }, 'chat answer failed');
    answer = { content: chatErrorText(isFleet ? 'fleetFailure' : 'generic', language), metadata: { error: err instanceof Error ? err.message : String(err) } };
  }
  // An answer written at once (the deterministic analyzers, an error) streams sentence by sentence, like the LLM's.
  if (!streamed) yield* streamSentences(answer.content, signal);

  const aiMessage = message('ai', stripMarkdownBold(answer.content), answer.metadata as Record<string, unknown>);
  if (known) {
    const messages = [userMessage, aiMessage];
    await appendConversationMessages(deps.db, user.id, { vehicleId: vehicle?.id ?? null, tokenId, messages, keepLast: MAX_STORED_MESSAGES });
  }
  yield { kind: 'done', message: aiMessage };
}

/** The car the latest answer ranked first, if it was a ranking: "what's wrong with it?" next is about it. */
function rankedFirstOf(history: readonly StoredChatMessage[]): string | undefined {
  const first = [...history].reverse().find((m) => m.type === 'ai')?.metadata?.rankedFirst;
  return typeof first === 'number' ? String(first) : undefined;
}

/**
 * The owner's reply to a proposal waiting in the conversation (yes, no, a corrected figure), or a request to act
 * ("I changed the oil today at 91,200 km, $80"): the proposal, its result, or null for a question to answer.
 */
async function answerAction(
  deps: ChatDeps,
  user: User,
  tokenId: number,
  selected: Vehicle | null,
  question: string,
  history: StoredChatMessage[],
  named: Vehicle[] | null,
  lang: Language,
  today: string,
): Promise<ActionAnswer | null> {
  const pending = pendingProposal(history);
  const intent = readActionIntent(question, today);
  if (pending && !intent) {
    const reply = readProposalReply(question, today);
    // a short reply ("sí", "ok") says little about its language: the proposal's is kept
    const proposed = history.at(-1)?.metadata?.language;
    const replyLang = typeof proposed === 'string' && detectQuestionLanguage(question) === 'en' ? (proposed as Language) : lang;
    try {
      if (reply?.type === 'confirm') return await confirmAction(deps, user, tokenId, pending.messageId);
      if (reply?.type === 'cancel') return await cancelAction(deps, user, tokenId, pending.messageId);
      if (reply?.type === 'correct') {
        await replaceAction(deps, user, tokenId, pending.messageId);
        return correctProposal(pending.action, reply, replyLang);
      }
    } catch (err) {
      if (err instanceof AppError) return { content: err.message, metadata: { error: err.code } };
      throw err;
    }
  }
  if (!intent) return null;
  // a new request replaces a proposal still waiting
  if (pending) await replaceAction(deps, user, tokenId, pending.messageId);
  const target = named?.length === 1 ? named[0] : named === null ? selected : null;
  if (!target) return { content: ACTION_TEXTS[lang].chooseVehicle, metadata: {} };
  return proposeAction(deps, user, target, intent, lang);
}

/** The LLM's readers of the vehicle's trips and battery trends: the same the deterministic answer read. */
function readersFor(deps: ChatDeps, user: User, vehicle: Vehicle, ctx: VehicleContext): DrivingReaders {
  return {
    today: ctx.today,
    timeZone: ctx.timeZone ?? 'UTC',
    trips: (period) => readDrivingFacts(deps, user, vehicle, period),
    battery: () => readBatteryFacts(deps, user, vehicle),
    commute: (period) => readCommuteFacts(deps, user, vehicle, period),
  };
}

/** Topics whose distance, driving days and consumption come from the car's trips. */
const DRIVEN_TOPICS: readonly Topic[] = ['usage', 'consumption'];

/** Topics whose figures come from the usage series: a period the owner names is read for them instead of the last 7 days. */
const PERIOD_TOPICS: readonly Topic[] = ['usage', 'consumption', 'refuels', 'charging', 'speed'];

function askedPeriod(u: Understanding, today: string): Period | undefined {
  const period = u.entities.period;
  // a fuel cost per week at a given price reads the fuel used over the period too
  const reads = u.topics.some((t) => PERIOD_TOPICS.includes(t)) || (u.topics.includes('costs') && u.entities.price !== undefined);
  return period && reads && !isDefaultWeek(period, today) ? period : undefined;
}

/**
 * "This week" and "the last 7 days" get the default answer, which covers them and says "in the last 7 days" (the
 * app's own chips ask "How much did I drive this week?"; on a Monday a calendar week would be a few hours, so
 * "today" on a Monday gets it too).
 */
function isDefaultWeek(period: Period, today: string): boolean {
  const day = Date.parse(`${today}T00:00:00Z`);
  const weekAgo = new Date(day - 6 * 86_400_000).toISOString().slice(0, 10);
  const monday = new Date(day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
  return period.to === today && (period.from === weekAgo || period.from === monday);
}

async function* streamSentences(content: string, signal?: AbortSignal): AsyncGenerator<ChatChunk> {
  for (const [i, text] of splitIntoSentences(content).entries()) {
    if (signal?.aborted) return;
    // let each sentence leave before the next is written, so the page shows them one after another
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    yield { kind: 'delta', text };
  }
}

/** The deterministic answer, or the LLM's streamed one (grounded through tools) with the deterministic one as fallback. */
async function* answerWith(
  deps: ChatDeps,
  question: string,
  understood: Understanding,
  history: StoredChatMessage[],
  target: { vehicle: VehicleContext } | { fleet: VehicleContext[] },
  onText: (t: string) => void,
  signal?: AbortSignal,
  propose?: (intent: ActionIntent) => Promise<ActionAnswer>,
  driving?: DrivingReaders,
): AsyncGenerator<ChatChunk, ChatAnswer> {
  const language = understood.lang;
  const opts = { understanding: understood };
  const offline = 'vehicle' in target ? answerQuestion(question, target.vehicle, opts) : answerFleetQuestion(question, target.fleet, opts);
  // a question that reads several ways is asked back, as without an AI service, rather than guessed by the model
  if (!deps.llm || understood.topics.includes('clarify')) return offline;
  const rules = [languageRule(language), periodRule(understood, offline, 'vehicle' in target ? target.vehicle.today : target.fleet[0].today)].filter((r) => r !== null).join('\n');

  const messages: ModelMessage[] = [
    ...history.slice(-HISTORY_FOR_LLM).map((m): ModelMessage => (m.type === 'user' ? { role: 'user', content: m.content } : { role: 'assistant', content: m.content })),
    { role: 'user', content: question },
  ];
  let text = '';
  // the model may propose a change (a service record, a reminder...): shown with Confirm / Edit / Cancel, saved only on Confirm
  const shown: { proposal: ActionAnswer | null } = { proposal: null };
  try {
    const { actionTools, drivingTools, streamLlmAnswer, vehicleTools } = await import('../../ai/chat-llm');
    const stream =
      'vehicle' in target
        ? streamLlmAnswer(deps.llm, {
            system: vehicleSystemPrompt(target.vehicle, rules),
            messages,
            tools: { ...vehicleTools({ ...target.vehicle, language }), ...(driving ? drivingTools(driving) : {}), ...(propose ? actionTools(propose, shown) : {}) },
            signal,
          })
        : streamLlmAnswer(deps.llm, { system: fleetSystemPrompt(target.fleet.map((ctx) => ({ ...ctx, language })), rules), messages, signal });
    for await (const delta of stream) {
      const clean = delta.replace(/\*\*/g, '');
      text += clean;
      onText(clean);
      yield { kind: 'delta', text: clean };
    }
    return { content: stripMarkdownBold(text), metadata: { ...offline.metadata, ...(shown.proposal ? shown.proposal.metadata : {}) } };
  } catch (err) {
    deps.logger.warn({ err }, 'LLM answer failed; using the deterministic analyzers');
    const error = err instanceof Error ? err.message : String(err);
    const content = `${chatErrorText('aiFailureWithData', language)}\n\n${offline.content}`;
    const prefix = text ? '\n\n' : '';
    onText(prefix + content);
    yield { kind: 'delta', text: prefix + content };
    return { content: text + prefix + content, metadata: { ...offline.metadata, isFallback: true, error } };
  }
}

/** The model answers in the language of the owner's question, like the deterministic answers. */
function languageRule(language: Language): string {
  return `${wordingIn(language).t.llm.answerIn} (Reply in the language of the owner's latest question: ${LANGUAGE_NAMES[language]}; tool results are already written in it.)`;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish', de: 'German', fr: 'French' };

/**
 * The period the question names ("last month"), as concrete dates, with the app's own answer for that window (the
 * deterministic analysis read the period's series and records): the model answers for those dates, not the last 7 days.
 */
function periodRule(u: Understanding, offline: ChatAnswer, today: string): string | null {
  const period = u.entities.period;
  if (!period) return null;
  return [
    `The owner asks about ${describePeriod(wordingIn('en'), period, today)}: from ${period.from} to ${period.to}, both days included.`,
    'Answer for those dates only (not the last 7 days the usage tool describes), with the figures the app worked out for them:',
    offline.content,
  ].join('\n');
}

function vehicleSystemPrompt(ctx: VehicleContext, rules: string): string {
  return [
    `You are a friendly, precise vehicle assistant for the owner of a ${[ctx.year, ctx.make, ctx.model].filter(Boolean).join(' ') || ctx.name} (token ${ctx.tokenId}, ${ctx.type}).`,
    'Answer from the vehicle data only: call the tools to get health, trip readiness, usage, what is due, documents, spend and trouble-code meanings; what the car last reported of itself (locks, doors, windows, parking brake, lamps, oil, charging, cable, charge limit: get_car_readings); past trips, where the car went and the driving score (get_trips), and the battery over time: drain while parked, range at 100 %, health (get_battery_trends).',
    'Name places as the tools name them (a town or the owner\'s place), never as coordinates; when location is not shared, say so.',
    "Say where each fact comes from, briefly: the car's reading and when, a document by name, a service record; when documents disagree, say so with both values, as the tool words it.",
    'Every number you state must come from a tool result or from figures given below; if something is not reported, say so. Never invent values.',
    "To change the owner's data (work done for the service log, a reminder to set, snooze or mark done), call the matching propose_ tool: it only proposes, and nothing is saved until the owner confirms.",
    "If the data cannot tell (a repair's price, the car's value, wear no signal measures), say so plainly and give the closest fact you have.",
    `Use ${ctx.unit === 'mi' ? 'miles' : 'kilometres'} for distances. Today is ${ctx.today}. Answer in plain text without markdown, in a few short paragraphs.`,
    rules,
  ].join('\n');
}

function fleetSystemPrompt(ctxs: VehicleContext[], rules: string): string {
  return [
    "You are a vehicle assistant answering about the owner's whole fleet. Use only the fleet analysis below; never invent values.",
    'Answer in plain text without markdown, naming vehicles by name.',
    rules,
    `Fleet analysis (JSON): ${JSON.stringify(analyzeFleet(ctxs))}`,
  ].join('\n');
}
