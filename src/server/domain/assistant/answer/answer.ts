import { explainDtc } from '../../../../shared/dtc/index';
import { analyzeHealth } from '../facts/analyze-health';
import { analyzeMaintenance, isDueNow, type MaintenanceItem } from '../facts/analyze-maintenance';
import { analyzeUsage } from '../facts/analyze-usage';
import type { UsageFacts } from '../../usage';
import {
  answerFleetCodes,
  answerFleetDocuments,
  answerFleetMaintenance,
  answerFleetOverview,
  answerFleetTrip,
  answerFleetUsage,
} from './answer-fleet';
import { assessTripReadiness } from '../facts/assess-trip';
import { adviseOnCode, finishAnswer, formatBullets, formatParagraphs, type ChatAnswer } from '../wording/chat-text';
import { readPaperStatus } from '../facts/paper-status';
import { describeConflicts, describeFactValue, describeSources, roleOf } from '../wording/fact-text';
import { DOCUMENT_FACTS, documentsInForceOf, listConflicts } from '../../vehicle-facts';
import { capitalize, stripPeriod, toDay } from '../wording/format';
import { en } from '../wording/locales/en';
import { wordingFor, wordingIn, type Wording } from '../wording/wording';
import { detectLanguage, type Language } from '../understanding/language';
import { understand, VEHICLE_TOPICS, type Topic, type Understanding, type VehicleRef } from '../understanding/understand';
import { DIRECT_TEXTS } from '../wording/direct-texts';
import { askBack } from '../wording/ask-back';
import { answerDirect, isDirectTopic, type DirectTopic } from './answer-direct';
import { answerFleetLimit, answerLimit, answerTractionBattery } from './answer-limits';
import { answerRanking, ranksBy } from './answer-ranking';
import { answerCommute } from './answer-commute';
import { guardFigures } from './guard-figures';
import { answerBatteryTrends, answerDriving, answerFleetDriving, answerTrips } from './answer-driving';
import { EXTRA_TEXTS } from '../wording/extra-texts';
import type { VehicleContext } from '../facts/types';
import { describeVehicle, hasAnySignal, isElectric, readEnergyLevel, readOdometerKm, readTroubleCodes } from '../../vehicle-facts/readings';

export { stripMarkdownBold, type ChatAnswer, type ChatAnswerMetadata } from '../wording/chat-text';
export { detectLanguage, type Language } from '../understanding/language';

/** The SPEC's fixed texts in English; `chatErrorText` gives them in the owner's language. */
export const NO_VEHICLE_SELECTED = en.errors.noVehicleSelected;
export const NO_VEHICLE_DATA = en.errors.noVehicleData;
export const AI_FAILURE_WITH_DATA = en.errors.aiFailureWithData;
export const FLEET_FAILURE = en.errors.fleetFailure;
export const GENERIC_CHAT_ERROR = en.errors.generic;

export type ChatErrorKey = keyof typeof en.errors;

/** One of the chat's fixed error and status texts, in the given language. */
export function chatErrorText(key: ChatErrorKey, language: Language = 'en'): string {
  return wordingIn(language).t.errors[key];
}

/** False when nothing at all is known about the vehicle (no telemetry, history or records): the chat then replies NO_VEHICLE_DATA. */
export function hasVehicleData(ctx: VehicleContext): boolean {
  return (
    hasAnySignal(ctx.latest) ||
    ctx.daily.some((d) => d.odometer !== null || d.maxSpeed !== null) ||
    (ctx.usage?.buckets.some((b) => b.odometerMax !== null || b.maxSpeed !== null) ?? false) ||
    ctx.documents.length > 0 ||
    ctx.maintenance.length > 0 ||
    ctx.alerts.length > 0
  );
}

export interface AskOptions {
  /** the owner's earlier questions in this conversation, oldest first (follow-ups lean on them) */
  history?: readonly string[];
  /** the owner's vehicles, so a question can name one ("how is my Kia?"); keys are token ids */
  vehicles?: readonly VehicleRef[];
  /** the question already understood (the chat understands it first to pick the vehicles to answer about) */
  understanding?: Understanding;
  /** key of the selected vehicle ("battery?" reads two ways on an electric car) */
  selected?: string;
  /** key of the car the previous answer ranked first ("what's wrong with it?") */
  lastNamed?: string;
}

/** The owner's vehicles as the understanding names them: by token id. */
export function toVehicleRefs(ctxs: readonly Pick<VehicleContext, 'tokenId' | 'name' | 'make' | 'model' | 'type'>[]): VehicleRef[] {
  return ctxs.map((c) => ({ key: String(c.tokenId), name: c.name, make: c.make, model: c.model, type: c.type }));
}

/**
 * The topics whose answers read the fine usage series (distance, speeds, consumption, refuels, charge sessions, fuel
 * at a price, and rankings on them): a fleet question on none of them is answered without it, the costliest read of
 * a fleet (usage-series-needs.test.ts asks the whole chat corpus both ways).
 */
const USAGE_SERIES_TOPICS: readonly Topic[] = ['usage', 'speed', 'consumption', 'refuels', 'charging', 'costs'];

export function readsUsageSeries(u: Pick<Understanding, 'topics'>): boolean {
  return u.topics.some((t) => USAGE_SERIES_TOPICS.includes(t));
}

export function understandQuestion(question: string, today: string, opts: AskOptions = {}): Understanding {
  return opts.understanding ?? understand(question, { today, vehicles: opts.vehicles ?? [], history: opts.history ?? [], selected: opts.selected, lastNamed: opts.lastNamed });
}

/**
 * Answers in the language of the question (English, Spanish, German or French): every topic asked, each with its
 * direct answer first; a short reply to small talk, help or an out-of-scope question; asks back when unclear.
 */
export function answerQuestion(question: string, vehicle: VehicleContext, opts: AskOptions = {}): ChatAnswer {
  const u = understandQuestion(question, vehicle.today, { vehicles: toVehicleRefs([vehicle]), selected: String(vehicle.tokenId), ...opts });
  const ctx: VehicleContext = { ...vehicle, language: u.lang };
  const w = wordingFor(ctx);
  const answer = (u.limit ? answerLimit(u.limit, ctx, w, question, u.entities.codes ?? []) : null) ?? answerConversation(u, w, ctx) ?? joinAnswers(vehicleTopics(u).map((topic) => answerTopic(topic, ctx, w, u, question)));
  if (u.entities.vehicles?.includes('*') && !opts.understanding) answer.content += `\n\n${w.t.answer.chooseAllVehicles}`;
  return finishAnswer(guardFigures(answer, [ctx], question));
}

export function answerFleetQuestion(question: string, vehicles: VehicleContext[], opts: AskOptions = {}): ChatAnswer {
  const language = opts.understanding?.lang ?? detectLanguage(question);
  if (vehicles.length === 0) return finishAnswer({ content: chatErrorText('noVehicleSelected', language), metadata: {} });
  if (vehicles.length === 1) return answerQuestion(question, vehicles[0], opts);
  const u = understandQuestion(question, vehicles[0].today, { vehicles: toVehicleRefs(vehicles), ...opts });
  const ctxs = vehicles.map((v) => ({ ...v, language: u.lang }));
  const w = wordingFor(ctxs[0]);
  const conversation = answerConversation(u, w, null);
  if (conversation) return finishAnswer(conversation);
  if (u.limit) return finishAnswer(guardFigures(answerFleetLimit(u.limit, ctxs, w, question, u.entities.codes ?? []), ctxs, question));
  if (u.ranking && ranksBy(u.topics)) return finishAnswer(guardFigures(answerRanking(ctxs, u, w), ctxs, question));
  const parts: ChatAnswer[] = [];
  const direct: DirectTopic[] = [];
  let overview = false;
  for (const topic of vehicleTopics(u)) {
    if (topic === 'maintenance') parts.push(answerFleetMaintenance(ctxs));
    else if (topic === 'usage') parts.push(answerFleetUsage(ctxs));
    else if (topic === 'documents' || ((topic === 'registration' || topic === 'insurance') && !direct.length && vehicleTopics(u).every((t) => t === 'registration' || t === 'insurance' || t === 'documents')))
      parts.push(answerFleetDocuments(ctxs));
    else if (topic === 'trouble_codes') parts.push(answerFleetCodes(ctxs, u.entities.codes ?? []));
    else if (topic === 'trip') parts.push(answerFleetTrip(ctxs, u.entities.distanceKm));
    else if (topic === 'trips' || topic === 'driving' || topic === 'battery_trends' || topic === 'commute') parts.push(answerFleetDriving(ctxs, topic, w, question));
    else if (isDirectTopic(topic)) direct.push(topic);
    else overview = true;
  }
  if (direct.length > 0) parts.push(answerEachVehicle(ctxs, direct, w, u, question));
  if (overview || parts.length === 0) parts.unshift(answerFleetOverview(ctxs));
  return finishAnswer(guardFigures(joinAnswers(dedupe(parts)), ctxs, question));
}

/** "Blue Camry: Fuel: 62%. ..." for each vehicle, for readings and facts asked about the fleet. */
function answerEachVehicle(ctxs: VehicleContext[], topics: DirectTopic[], w: Wording, u: Understanding, question: string): ChatAnswer {
  // each car's lead line; a lead that opens a list ("3 items, by category:") ends where the list would start
  const lead = (content: string) => {
    const first = content.split('\n\n')[0];
    const line = first.split('\n')[0];
    return /:$/.test(line) ? line.replace(/[,;]\s*[^,;:]*\s?:$/, '.') : first;
  };
  const rows = ctxs.map((ctx) => `${ctx.name}: ${topics.map((t) => lead(answerDirect(t, ctx, w, u, question).content)).join(' ')}`);
  return { content: formatBullets(rows), metadata: { insights: rows } };
}

function dedupe(parts: ChatAnswer[]): ChatAnswer[] {
  return parts.filter((p, i) => parts.findIndex((q) => q.content === p.content) === i);
}

function vehicleTopics(u: Understanding): Topic[] {
  const topics = u.topics.filter((t) => VEHICLE_TOPICS.includes(t));
  return topics.length > 0 ? topics : ['health'];
}

/** Greeting, thanks, help, out of scope and unclear: short replies, no health report (a greeting gets the car's headline). */
function answerConversation(u: Understanding, w: Wording, ctx: VehicleContext | null): ChatAnswer | null {
  const d = DIRECT_TEXTS[w.lang];
  const capabilities = d.capabilities;
  const chips = [w.t.followUp.health, w.t.followUp.trip, w.t.followUp.maintenanceDue, w.t.followUp.documents];
  if (u.topics.some((t) => VEHICLE_TOPICS.includes(t))) return null;
  switch (u.topics[0]) {
    case 'greeting':
      return ctx ? answerGeneral(ctx, w) : { content: EXTRA_TEXTS[w.lang].fleetGreeting, metadata: { followUpQuestions: [w.t.followUp.fleetFirst, w.t.followUp.fleetUsage] } };
    case 'smalltalk':
      return { content: d.smalltalk, metadata: { followUpQuestions: chips } };
    case 'help':
      return { content: d.help(capabilities), metadata: { followUpQuestions: chips } };
    case 'out_of_scope':
      return { content: d.outOfScope(capabilities), metadata: { followUpQuestions: chips } };
    case 'clarify':
      if (u.ambiguity) return askBack(u.ambiguity, w);
      return { content: d.unclear, metadata: { followUpQuestions: chips } };
    default:
      return { content: d.unclear, metadata: { followUpQuestions: chips } };
  }
}

/** Several topics asked at once: each answer in turn, the first one's figures kept, follow-ups from all. */
function joinAnswers(answers: ChatAnswer[]): ChatAnswer {
  if (answers.length === 1) return answers[0];
  const followUpQuestions = [...new Set(answers.flatMap((a) => a.metadata.followUpQuestions ?? []))].slice(0, 4);
  const metadata = Object.assign({}, ...[...answers].reverse().map((a) => a.metadata)) as ChatAnswer['metadata'];
  return { content: formatParagraphs(answers.map((a) => a.content)), metadata: { ...metadata, followUpQuestions } };
}

function answerTopic(topic: Topic, ctx: VehicleContext, w: Wording, u: Understanding, question: string): ChatAnswer {
  // an electric car's "battery" is its high-voltage battery first (the 12 V one when the question says so)
  if (topic === 'battery' && isElectric(ctx) && !/\b12\s?-?v|volt/i.test(question)) return answerTractionBattery(ctx, w);
  if (isDirectTopic(topic)) return answerDirect(topic, ctx, w, u, question);
  switch (topic) {
    case 'trip':
      return answerTrip(ctx, w, u.entities.distanceKm);
    case 'usage':
      return answerUsage(ctx, w);
    case 'trips':
      return answerTrips(ctx, w, question);
    case 'driving':
      return answerDriving(ctx, w);
    case 'battery_trends':
      return answerBatteryTrends(ctx, w, question);
    case 'commute':
      return answerCommute(ctx, w);
    case 'maintenance':
      return answerMaintenance(ctx, w);
    case 'documents':
      return answerDocuments(ctx, w);
    case 'trouble_codes':
      return answerTroubleCodes(ctx, w, u.entities.codes ?? []);
    default:
      return answerHealth(ctx, w);
  }
}

function answerHealth(ctx: VehicleContext, w: Wording): ChatAnswer {
  const t = w.t.answer;
  const h = analyzeHealth(ctx);
  if (!hasAnySignal(ctx.latest)) return answerHealthFromRecords(ctx, w, h.recommendations, h.followUpQuestions);
  const content = [
    t.healthCheck(ctx.name, describeVehicle(ctx), h.healthScore, w.t.status[h.status]),
    formatBullets(h.insights),
    h.recommendations.length > 0 ? `${t.recommendations}\n${formatBullets(h.recommendations)}` : '',
  ];
  return {
    content: formatParagraphs(content),
    metadata: {
      healthScore: h.healthScore,
      insights: h.insights,
      recommendations: h.recommendations,
      followUpQuestions: h.followUpQuestions,
    },
  };
}

/** Without live data there is no score to give: say so, and tell what the documents, records and alerts show. */
function answerHealthFromRecords(ctx: VehicleContext, w: Wording, connectAdvice: string[], followUpQuestions: string[]): ChatAnswer {
  const t = w.t.answer;
  const m = analyzeMaintenance(ctx);
  const papers = describePapers(ctx, w);
  const known = [m.summary, ...papers.notes];
  const recommendations = [...new Set([...connectAdvice, ...recommendDueWork(m.items, w), ...papers.recommendations])];
  const content = [
    t.noLiveData(ctx.name, t.cannot.healthCheck),
    `${t.fromRecords}\n${formatBullets(known)}`,
    `${t.recommendations}\n${formatBullets(recommendations)}`,
  ];
  return { content: formatParagraphs(content), metadata: { insights: known, recommendations, followUpQuestions } };
}

function answerTrip(ctx: VehicleContext, w: Wording, distanceKm: number | undefined): ChatAnswer {
  const t = w.t.answer;
  const tr = assessTripReadiness(ctx, { distanceKm });
  const content = [
    hasAnySignal(ctx.latest) ? '' : t.noLiveData(ctx.name, t.cannot.trip),
    tr.analysis,
    tr.riskFactors.length > 0 ? `${t.risks}\n${formatBullets(tr.riskFactors)}` : '',
    tr.recommendations.length > 0 ? `${t.beforeYouGo}\n${formatBullets(tr.recommendations)}` : '',
  ];
  return {
    content: formatParagraphs(content),
    metadata: {
      readinessScore: tr.readinessScore,
      analysis: tr.analysis,
      riskFactors: tr.riskFactors,
      recommendations: tr.recommendations,
      followUpQuestions: [w.t.followUp.maintenanceDue, w.t.followUp.health, w.t.followUp.documents],
    },
  };
}

function answerUsage(ctx: VehicleContext, w: Wording): ChatAnswer {
  const t = w.t.answer.usage;
  const u = analyzeUsage(ctx);
  const followUpQuestions = [w.t.followUp.health, w.t.followUp.maintenanceDue, w.t.followUp.trip];
  if (!u.hasHistory)
    return {
      content: formatParagraphs([u.usagePatterns.join(' '), overviewLine(ctx, w)]),
      metadata: { totalMiles: 0, usagePatterns: u.usagePatterns, recommendations: u.recommendations, fuelConsumption: u.fuelConsumption, followUpQuestions },
    };
  const p = w.t.periods;
  const lead = u.period
    ? u.distanceKnown
      ? p.covered(u.period.phrase, ctx.name, w.distance(u.totalDistanceKm, ctx.unit), u.drivingDays)
      : p.coveredUnknown(u.period.phrase, ctx.name, u.drivingDays)
    : u.distanceKnown
      ? t.covered(u.periodDays, ctx.name, w.distance(u.totalDistanceKm, ctx.unit), u.drivingDays)
      : t.drivenUnknownDistance(u.periodDays, ctx.name, u.drivingDays);
  const lines = [
    [u.period?.note, lead].filter(Boolean).join(' '),
    formatBullets(u.usagePatterns),
    u.averageSpeedKmh !== null ? t.averageTopSpeed(w.speed(u.averageSpeedKmh, ctx.unit)) : t.speedNotReported,
    t.consumption(isElectric(ctx) ? 'charge' : 'fuel', u.fuelConsumption),
    overviewLine(ctx, w),
    `${w.t.answer.recommendations}\n${formatBullets(u.recommendations)}`,
  ];
  return {
    content: formatParagraphs(lines),
    metadata: {
      totalMiles: u.totalMiles,
      ...(u.averageSpeedKmh !== null ? { averageSpeed: u.averageSpeedKmh } : {}),
      fuelConsumption: u.fuelConsumption,
      usagePatterns: u.usagePatterns,
      recommendations: u.recommendations,
      followUpQuestions,
      ...(u.facts ? { usage: omitDays(u.facts) } : {}),
    },
  };
}

function omitDays({ days: _days, ...rest }: UsageFacts): Omit<UsageFacts, 'days'> {
  return rest;
}

function answerMaintenance(ctx: VehicleContext, w: Wording): ChatAnswer {
  const m = analyzeMaintenance(ctx);
  const items = m.items.map((i) => i.reason);
  const recommendations = recommendDueWork(m.items, w);
  if (m.items.length === 0) recommendations.push(w.t.answer.uploadServiceRecords);
  return {
    content: formatParagraphs([m.summary, items.length > 0 ? formatBullets(items) : '']),
    metadata: {
      recommendations,
      insights: items,
      followUpQuestions: [w.t.followUp.trip, w.t.followUp.documents, w.t.followUp.health],
    },
  };
}

function recommendDueWork(items: MaintenanceItem[], w: Wording): string[] {
  return [...new Set(items.filter(isDueNow).map((i) => recommendFor(i, w)))];
}

function recommendFor(item: MaintenanceItem, w: Wording): string {
  const t = w.t.answer.book;
  switch (item.kind) {
    case 'registration_expiry':
    case 'insurance_expiry': {
      const kind = item.kind === 'registration_expiry' ? 'registration' : 'insurance';
      return item.dueDate ? w.t.papers.renewBefore(kind, w.date(item.dueDate)) : w.t.papers.renewBeforeLapse(kind);
    }
    case 'warranty_expiry':
      return t.warranty;
    case 'inspection_due':
      return t.inspection;
    case 'service_due':
    case 'car_service':
      return t.nextService;
    default:
      return t.work(w.lowerFirst(item.what));
  }
}

function answerDocuments(ctx: VehicleContext, w: Wording): ChatAnswer {
  const t = w.t.answer.documents;
  const f = w.t.facts;
  const lines: string[] = [];
  if (ctx.documents.length === 0) lines.push(t.none(ctx.name));
  else {
    lines.push(t.onFile(ctx.documents.length, ctx.name));
    const docLines = ctx.documents.map((d) => `${capitalize(t.uploaded(`${roleOf(d.id, ctx, w)} ${d.originalName}`, w.date(toDay(d.uploadedAt))))}${d.processedData ? '' : t.notRead}.`);
    lines.push(formatBullets(docLines));
  }
  // what the documents set, each from the document with authority, and where two of them disagree
  const inForce = documentsInForceOf(ctx);
  const facts = DOCUMENT_FACTS.flatMap((key) => {
    const fact = inForce[key];
    return fact ? [f.inForce(f.factNames[key], describeFactValue(fact.value, ctx, w), describeSources([fact.source], ctx, w))] : [];
  });
  if (facts.length > 0) lines.push(`${f.inForceHeading}\n${formatBullets(facts)}`);
  const conflicts = listConflicts(inForce).flatMap((fact) => describeConflicts(fact, ctx, w));
  if (conflicts.length > 0) lines.push(`${f.conflictsHeading(conflicts.length)}\n${formatBullets(conflicts)}`);
  else if (ctx.documents.length > 1) lines.push(f.noConflicts);
  const { notes, recommendations } = describePapers(ctx, w);
  lines.push(notes.join(' '));
  const upcoming = analyzeMaintenance(ctx).items.filter((i) => isDueNow(i) && DOCUMENT_DUE_KINDS.includes(i.kind)).map((i) => i.reason);
  if (upcoming.length > 0) lines.push(`${t.comingUp}\n${formatBullets(upcoming)}`);
  return {
    content: formatParagraphs(lines),
    metadata: { insights: [...notes, ...conflicts], recommendations, followUpQuestions: [w.t.followUp.maintenanceDue, w.t.followUp.trip, w.t.followUp.health] },
  };
}

const DOCUMENT_DUE_KINDS: readonly string[] = ['registration_expiry', 'insurance_expiry', 'inspection_due', 'warranty_expiry'];

/** Whether registration and insurance are on file and valid, with what to do about them. */
function describePapers(ctx: VehicleContext, w: Wording): { notes: string[]; recommendations: string[] } {
  const t = w.t.papers;
  const notes: string[] = [];
  const recommendations: string[] = [];
  for (const kind of ['registration', 'insurance'] as const) {
    const p = readPaperStatus(ctx, kind);
    const date = w.date(p.expiryDate ?? '');
    if (p.status === 'expired') {
      notes.push(t.yourExpiredOn(kind, date));
      recommendations.push(t.renewNow(kind));
    } else if (p.status === 'expiring') {
      notes.push(t.yourExpiresOn(kind, date, w.relativeDays(p.daysLeft ?? 0)));
      recommendations.push(t.renewBefore(kind, date));
    } else if (p.status === 'valid') notes.push(t.yourValidUntil(kind, date));
    else if (p.onFile) notes.push(t.noExpiryDate(kind));
    else {
      notes.push(t.notOnFile(kind));
      recommendations.push(t.uploadToBeReminded(kind));
    }
    if (p.fact?.conflicts.length) recommendations.push(t.checkConflict(kind));
  }
  return { notes, recommendations };
}

function answerTroubleCodes(ctx: VehicleContext, w: Wording, asked: string[]): ChatAnswer {
  const t = w.t.answer.codes;
  const stored = readTroubleCodes(ctx.latest);
  const codes = asked.length > 0 ? asked : stored;
  const lines: string[] = [];
  const recommendations: string[] = [];
  if (codes.length === 0) {
    if (ctx.latest?.obdDTCList) lines.push(t.noneStored(ctx.name));
    else if (!hasAnySignal(ctx.latest)) lines.push(w.t.answer.noLiveData(ctx.name, w.t.answer.cannot.codes));
    else lines.push(t.notReported(ctx.name));
    lines.push(t.howToRead);
  }
  for (const code of codes) {
    const d = explainDtc(code);
    const onCar = stored.includes(d.code) ? t.storedNow : asked.length > 0 ? t.notReportingIt : '';
    const advice = adviseOnCode(d.severity, d.code, w);
    lines.push(t.explain(d.code, stripPeriod(d.meaning), w.t.dtcSystem(d.system), w.t.severity[d.severity], onCar, advice).replace(/\s+/g, ' ').trim());
    recommendations.push(advice);
  }
  const others = stored.filter((c) => !codes.includes(c));
  if (others.length > 0) lines.push(t.alsoStored(w.list(others)));
  const followUpQuestions = [w.t.followUp.health, w.t.followUp.trip, ...others.slice(0, 1).map(w.t.followUp.aboutCode)];
  return { content: formatParagraphs(lines), metadata: { recommendations, followUpQuestions } };
}

function answerGeneral(ctx: VehicleContext, w: Wording): ChatAnswer {
  const t = w.t.answer;
  const h = analyzeHealth(ctx);
  const live = hasAnySignal(ctx.latest);
  const lines = [
    live ? t.generalScore(ctx.name, describeVehicle(ctx), h.healthScore, w.t.status[h.status]) : t.noLiveData(ctx.name, t.cannot.score),
    live ? overviewLine(ctx, w) : analyzeMaintenance(ctx).summary,
    t.canHelp,
  ];
  return {
    content: formatParagraphs(lines),
    metadata: { ...(live ? { healthScore: h.healthScore } : {}), followUpQuestions: h.followUpQuestions },
  };
}

/** "Fuel is at 62%. Odometer: 45,210 km." with "not reported" where the car sends nothing. */
function overviewLine(ctx: VehicleContext, w: Wording): string {
  const t = w.t.answer.overview;
  const level = readEnergyLevel(ctx);
  const odometer = readOdometerKm(ctx);
  const levelText = level.percent !== null ? t.level(level.kind, w.number(level.percent)) : t.levelNotReported(level.kind);
  const odoText = odometer !== null ? t.odometer(w.distance(odometer, ctx.unit)) : t.odometerNotReported;
  return `${levelText} ${odoText}`;
}
