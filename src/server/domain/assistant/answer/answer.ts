import { explainDtc } from '../../../../shared/dtc/index';
import { kmToMiles } from '../../../../shared/units';
import { STATUS_LABELS } from '../../../../shared/vehicle-status';
import { analyzeHealth } from '../facts/analyze-health';
import { analyzeMaintenance, type MaintenanceItem, type MaintenanceStatus } from '../facts/analyze-maintenance';
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
import { EXPIRING_SOON_DAYS, describeDocumentKind, isAlertFromPaper, listDocumentKeyDates, readPaperStatus } from '../facts/document-facts';
import { FOLLOW_UP, askAboutCode } from '../wording/follow-up-questions';
import { capitalize, countDaysBetween, describeDaysFromToday, formatDistance, formatNumber, joinList, pluralize, stripPeriod, toDay } from '../wording/format';
import { recognizeIntent, recognizeTopic, type Topic } from '../understanding/intent';
import type { VehicleContext } from '../facts/types';
import { describeVehicle, hasAnySignal, isElectric, levelNoun, readEnergyLevel, readOdometerKm, readTroubleCodes } from '../facts/vehicle-facts';

export { stripMarkdownBold, type ChatAnswer, type ChatAnswerMetadata } from '../wording/chat-text';

export const NO_VEHICLE_SELECTED = 'No vehicle selected. Please connect a vehicle via DIMO or choose one from your dashboard.';
export const NO_VEHICLE_DATA =
  "I'm unable to access your vehicle data right now. This could be because the MCP connection is not working, the vehicle token was not found, authentication failed, or the vehicle is not connected. Please check your connection and try again.";
export const AI_FAILURE_WITH_DATA =
  "I'm having trouble with the AI analysis service, but I can see some vehicle data. Please try again later or contact support if the issue persists.";
export const FLEET_FAILURE = "I'm having trouble analyzing all vehicles right now. Please try again shortly.";
export const GENERIC_CHAT_ERROR =
  'Sorry, I encountered an error while analyzing your vehicle. Please try again or check if the services are properly configured.';

const CAPABILITIES =
  'a health check, trip readiness, maintenance that is due, how much you drove this week, your documents and trouble codes';

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

function describeMissingLiveData(ctx: VehicleContext, cannot: string): string {
  return `Live data from ${ctx.name} is unavailable right now, so I can't ${cannot}.`;
}

export function answerQuestion(question: string, ctx: VehicleContext): ChatAnswer {
  const { intent, dtcCodes, distanceKm } = recognizeIntent(question);
  const topic: Topic = intent === 'fleet' ? recognizeTopic(question) : intent;
  const answer = answerTopic(topic, ctx, { dtcCodes, distanceKm });
  if (intent === 'fleet')
    answer.content += '\n\nTo compare all your vehicles, choose All Vehicles in the vehicle selector.';
  return finishAnswer(answer);
}

export function answerFleetQuestion(question: string, ctxs: VehicleContext[]): ChatAnswer {
  if (ctxs.length === 0) return finishAnswer({ content: NO_VEHICLE_SELECTED, metadata: {} });
  if (ctxs.length === 1) return answerQuestion(question, ctxs[0]);
  const { dtcCodes, distanceKm } = recognizeIntent(question);
  const topic = recognizeTopic(question);
  switch (topic) {
    case 'maintenance':
      return finishAnswer(answerFleetMaintenance(ctxs));
    case 'history':
      return finishAnswer(answerFleetUsage(ctxs));
    case 'documents':
      return finishAnswer(answerFleetDocuments(ctxs));
    case 'trouble_code':
      return finishAnswer(answerFleetCodes(ctxs, dtcCodes));
    case 'trip':
      return finishAnswer(answerFleetTrip(ctxs, distanceKm));
    default:
      return finishAnswer(answerFleetOverview(ctxs));
  }
}

interface TopicOptions {
  dtcCodes: string[];
  distanceKm?: number;
}

function answerTopic(topic: Topic, ctx: VehicleContext, opts: TopicOptions): ChatAnswer {
  switch (topic) {
    case 'health':
      return answerHealth(ctx);
    case 'trip':
      return answerTrip(ctx, opts.distanceKm);
    case 'history':
      return answerUsage(ctx);
    case 'maintenance':
      return answerMaintenance(ctx);
    case 'documents':
      return answerDocuments(ctx);
    case 'trouble_code':
      return answerTroubleCodes(ctx, opts.dtcCodes);
    case 'general':
      return answerGeneral(ctx);
  }
}

function answerHealth(ctx: VehicleContext): ChatAnswer {
  const h = analyzeHealth(ctx);
  if (!hasAnySignal(ctx.latest)) return answerHealthFromRecords(ctx, h.recommendations, h.followUpQuestions);
  const content = [
    `Health check for ${ctx.name} (${describeVehicle(ctx)}): ${h.healthScore}/100, ${STATUS_LABELS[h.status].toLowerCase()}.`,
    formatBullets(h.insights),
    h.recommendations.length > 0 ? `Recommendations:\n${formatBullets(h.recommendations)}` : '',
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
function answerHealthFromRecords(ctx: VehicleContext, connectAdvice: string[], followUpQuestions: string[]): ChatAnswer {
  const m = analyzeMaintenance(ctx);
  const papers = describePapers(ctx);
  const known = [m.summary, ...papers.notes, ...listUpcomingAlerts(ctx)];
  const recommendations = [...new Set([...connectAdvice, ...recommendDueWork(m.items), ...papers.recommendations])];
  const content = [
    describeMissingLiveData(ctx, 'check its battery, coolant, tyres or trouble codes, or give it a health score'),
    `What I know from your records:\n${formatBullets(known)}`,
    `Recommendations:\n${formatBullets(recommendations)}`,
  ];
  return { content: formatParagraphs(content), metadata: { insights: known, recommendations, followUpQuestions } };
}

function answerTrip(ctx: VehicleContext, distanceKm: number | undefined): ChatAnswer {
  const t = assessTripReadiness(ctx, { distanceKm });
  const content = [
    hasAnySignal(ctx.latest) ? '' : describeMissingLiveData(ctx, 'check its range, fuel or charge, battery, tyres or trouble codes'),
    t.analysis,
    t.riskFactors.length > 0 ? `Risks:\n${formatBullets(t.riskFactors)}` : '',
    t.recommendations.length > 0 ? `Before you go:\n${formatBullets(t.recommendations)}` : '',
  ];
  return {
    content: formatParagraphs(content),
    metadata: {
      readinessScore: t.readinessScore,
      analysis: t.analysis,
      riskFactors: t.riskFactors,
      recommendations: t.recommendations,
      followUpQuestions: [FOLLOW_UP.maintenanceDue, FOLLOW_UP.health, FOLLOW_UP.documents],
    },
  };
}

function answerUsage(ctx: VehicleContext): ChatAnswer {
  const u = analyzeUsage(ctx);
  const followUpQuestions = [FOLLOW_UP.health, FOLLOW_UP.maintenanceDue, FOLLOW_UP.trip];
  if (!u.hasHistory)
    return {
      content: formatParagraphs([u.usagePatterns.join(' '), overviewLine(ctx)]),
      metadata: { totalMiles: 0, usagePatterns: u.usagePatterns, recommendations: u.recommendations, fuelConsumption: u.fuelConsumption, followUpQuestions },
    };
  const speedUnit = ctx.unit === 'mi' ? 'mph' : 'km/h';
  const speedValue = u.averageSpeedKmh === null ? null : ctx.unit === 'mi' ? kmToMiles(u.averageSpeedKmh) : u.averageSpeedKmh;
  const lines = [
    u.distanceKnown
      ? `In the last ${u.days.length} days ${ctx.name} covered ${formatDistance(u.totalDistanceKm, ctx.unit)} on ${pluralize(u.drivingDays, 'driving day')}.`
      : `In the last ${u.days.length} days ${ctx.name} was driven on ${pluralize(u.drivingDays, 'day')}; the distance is unknown because the odometer history is not reported.`,
    formatBullets(u.usagePatterns),
    speedValue !== null ? `Average of the daily top speeds: ${formatNumber(speedValue)} ${speedUnit}.` : 'Speed is not reported.',
    `${isElectric(ctx) ? 'Energy' : 'Fuel'}: ${u.fuelConsumption}`,
    overviewLine(ctx),
    `Recommendations:\n${formatBullets(u.recommendations)}`,
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

const STATUS_TEXT: Record<MaintenanceStatus, string> = { overdue: 'overdue', due_soon: 'due soon', ok: 'scheduled', unknown: 'unknown' };

function answerMaintenance(ctx: VehicleContext): ChatAnswer {
  const m = analyzeMaintenance(ctx);
  const items = m.items.map((i) => `${i.what} (${STATUS_TEXT[i.status]}): ${stripPeriod(i.reason)}.`);
  const recommendations = recommendDueWork(m.items);
  if (m.items.length === 0) recommendations.push('Upload service receipts or add maintenance records so I can track what is due.');
  return {
    content: formatParagraphs([m.summary, items.length > 0 ? formatBullets(items) : '']),
    metadata: {
      recommendations,
      insights: items,
      followUpQuestions: [FOLLOW_UP.trip, FOLLOW_UP.documents, FOLLOW_UP.health],
    },
  };
}

function recommendDueWork(items: MaintenanceItem[]): string[] {
  return items.filter((i) => i.status === 'overdue' || i.status === 'due_soon').map(recommendFor);
}

function recommendFor(item: MaintenanceItem): string {
  switch (item.kind) {
    case 'registration':
    case 'insurance':
      return `Renew the ${item.kind} before ${item.dueDate ?? 'it lapses'}.`;
    case 'warranty':
      return 'Have anything the warranty covers checked before it expires.';
    case 'inspection':
      return 'Book the inspection.';
    case 'service':
      return item.what.startsWith('Scheduled service') || item.what.startsWith('Next service')
        ? 'Book the next scheduled service.'
        : `Book the ${item.what.toLowerCase()}.`;
  }
}

function answerDocuments(ctx: VehicleContext): ChatAnswer {
  const lines: string[] = [];
  if (ctx.documents.length === 0) lines.push(`No documents are on file for ${ctx.name} yet.`);
  else {
    lines.push(`${pluralize(ctx.documents.length, 'document')} on file for ${ctx.name}:`);
    const docLines = ctx.documents.map((d) => {
      const dates = listDocumentKeyDates(d).map((k) => `${k.label} ${k.date}`);
      const facts = dates.length > 0 ? `: ${joinList(dates)}` : d.processedData ? ': no dates found' : ': not read yet';
      return `${capitalize(describeDocumentKind(d))} (${d.originalName}, uploaded ${toDay(d.uploadedAt)})${facts}.`;
    });
    lines.push(formatBullets(docLines));
  }
  const { notes, recommendations } = describePapers(ctx);
  const upcoming = listUpcomingAlerts(ctx);
  lines.push(notes.join(' '));
  if (upcoming.length > 0) lines.push(`Coming up in the next 30 days:\n${formatBullets(upcoming)}`);
  return {
    content: formatParagraphs(lines),
    metadata: { insights: notes, recommendations, followUpQuestions: [FOLLOW_UP.maintenanceDue, FOLLOW_UP.trip, FOLLOW_UP.health] },
  };
}

/** Whether registration and insurance are on file and valid, with what to do about them. */
function describePapers(ctx: VehicleContext): { notes: string[]; recommendations: string[] } {
  const notes: string[] = [];
  const recommendations: string[] = [];
  for (const kind of ['registration', 'insurance'] as const) {
    const p = readPaperStatus(ctx, kind);
    if (p.status === 'expired') {
      notes.push(`Your ${kind} expired on ${p.expiryDate}.`);
      recommendations.push(`Renew the ${kind} now.`);
    } else if (p.status === 'expiring') {
      notes.push(`Your ${kind} expires on ${p.expiryDate} (${describeDaysFromToday(p.daysLeft ?? 0)}).`);
      recommendations.push(`Renew the ${kind} before ${p.expiryDate}.`);
    } else if (p.status === 'valid') notes.push(`Your ${kind} is valid until ${p.expiryDate}.`);
    else if (p.onFile) notes.push(`The ${kind} on file shows no expiry date.`);
    else {
      notes.push(`No ${kind} document on file.`);
      recommendations.push(`Upload your ${kind} so I can remind you before it expires.`);
    }
    for (const c of p.conflicts) {
      notes.push(`${c.documentName} (uploaded ${toDay(c.uploadedAt)}) gives a later ${kind} expiry, ${c.expiryDate}; I went by the newest upload, ${p.source?.documentName}. Check which is right.`);
      recommendations.push(`Delete the ${kind} document that is out of date.`);
    }
  }
  return { notes, recommendations };
}

/** Active alerts falling due in the next 30 days, soonest first. */
function listUpcomingAlerts(ctx: VehicleContext): string[] {
  return ctx.alerts
    .filter((a) => a.isActive && isAlertFromPaper(ctx, a))
    .map((a) => ({ a, days: countDaysBetween(ctx.today, toDay(a.alertDate)) }))
    .filter((x): x is { a: (typeof ctx.alerts)[number]; days: number } => x.days !== null && x.days >= 0 && x.days <= EXPIRING_SOON_DAYS)
    .sort((x, y) => x.days - y.days)
    .map((x) => `${stripPeriod(x.a.alertMessage)} (${describeDaysFromToday(x.days)}).`);
}

function answerTroubleCodes(ctx: VehicleContext, asked: string[]): ChatAnswer {
  const stored = readTroubleCodes(ctx.latest);
  const codes = asked.length > 0 ? asked : stored;
  const lines: string[] = [];
  const recommendations: string[] = [];
  if (codes.length === 0) {
    if (ctx.latest?.obdDTCList) lines.push(`No trouble codes are stored on ${ctx.name} right now.`);
    else if (!hasAnySignal(ctx.latest)) lines.push(describeMissingLiveData(ctx, 'read the trouble codes stored on it'));
    else lines.push(`${ctx.name} does not report trouble codes, so I cannot read them remotely.`);
    lines.push('If a warning light is on, a garage or an OBD-II reader can read the code; tell me the code (for example P0420) and I will explain it.');
  }
  for (const code of codes) {
    const d = explainDtc(code);
    const onCar = stored.includes(d.code) ? 'It is stored on your car right now.' : asked.length > 0 ? 'Your car is not reporting it right now.' : '';
    lines.push(
      `${d.code}: ${stripPeriod(d.meaning)}. System: ${d.system}. Severity: ${d.severity}. ${onCar} ${adviseOnCode(d.severity, d.code)}`.replace(/\s+/g, ' ').trim(),
    );
    recommendations.push(adviseOnCode(d.severity, d.code));
  }
  const others = stored.filter((c) => !codes.includes(c));
  if (others.length > 0) lines.push(`Also stored on your car: ${joinList(others)}.`);
  const followUpQuestions = [FOLLOW_UP.health, FOLLOW_UP.trip, ...others.slice(0, 1).map(askAboutCode)];
  return { content: formatParagraphs(lines), metadata: { recommendations, followUpQuestions } };
}

function answerGeneral(ctx: VehicleContext): ChatAnswer {
  const h = analyzeHealth(ctx);
  const live = hasAnySignal(ctx.latest);
  const lines = [
    live
      ? `${ctx.name} (${describeVehicle(ctx)}) has a health score of ${h.healthScore}/100 (${STATUS_LABELS[h.status].toLowerCase()}).`
      : describeMissingLiveData(ctx, 'give it a health score'),
    live ? overviewLine(ctx) : analyzeMaintenance(ctx).summary,
    `I can help with ${CAPABILITIES}. Try one of the questions below.`,
  ];
  return {
    content: formatParagraphs(lines),
    metadata: { ...(live ? { healthScore: h.healthScore } : {}), followUpQuestions: h.followUpQuestions },
  };
}

/** "Fuel is at 62%. Odometer: 45,210 km." with "not reported" where the car sends nothing. */
function overviewLine(ctx: VehicleContext): string {
  const level = readEnergyLevel(ctx);
  const odometer = readOdometerKm(ctx);
  const levelText = level.percent !== null ? `${levelNoun(level)} is at ${formatNumber(level.percent)}%.` : `${levelNoun(level)} level is not reported.`;
  const odoText = odometer !== null ? `Odometer: ${formatDistance(odometer, ctx.unit)}.` : 'Odometer is not reported.';
  return `${levelText} ${odoText}`;
}
