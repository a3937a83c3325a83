import { explainDtc } from '../../../../shared/dtc/index';
import { kmToMiles } from '../../../../shared/units';
import { STATUS_LABELS } from '../../../../shared/vehicle-status';
import { analyzeFleet } from '../facts/analyze-fleet';
import { analyzeMaintenance } from '../facts/analyze-maintenance';
import { analyzeUsage } from '../facts/analyze-usage';
import { assessTripReadiness } from '../facts/assess-trip';
import { formatBullets, formatParagraphs, type ChatAnswer } from '../wording/chat-text';
import { readPaperStatus } from '../facts/document-facts';
import { FOLLOW_UP } from '../wording/follow-up-questions';
import { formatDistance, joinList, pluralize, stripPeriod } from '../wording/format';
import type { VehicleContext } from '../facts/types';
import { readTroubleCodes } from '../facts/vehicle-facts';

export function answerFleetOverview(ctxs: VehicleContext[]): ChatAnswer {
  const f = analyzeFleet(ctxs);
  const rows = f.vehicles.map(
    (v, i) =>
      `${i + 1}. ${v.name}: health ${v.healthScore}/100 (${STATUS_LABELS[v.status].toLowerCase()}), trip readiness ${v.readinessScore}/100${v.isReady ? '' : ', not trip-ready'}.${v.topIssue ? ` ${v.topIssue}` : ''}`,
  );
  const lines = [f.summary, rows.join('\n'), f.attentionFirst ? `Look at ${f.attentionFirst}` : 'None of your vehicles needs attention right now.'];
  return {
    content: formatParagraphs(lines),
    metadata: {
      vehicles: f.vehicles,
      ...(f.averageHealth !== null ? { healthScore: f.averageHealth } : {}),
      insights: rows,
      followUpQuestions: [FOLLOW_UP.fleetTrip, 'What maintenance is due on all my vehicles?', 'How much did all my vehicles drive this week?'],
    },
  };
}

export function answerFleetTrip(ctxs: VehicleContext[], distanceKm: number | undefined): ChatAnswer {
  const f = analyzeFleet(ctxs);
  const trips = ctxs.map((ctx) => ({ ctx, t: assessTripReadiness(ctx, { distanceKm }) }));
  trips.sort((a, b) => b.t.readinessScore - a.t.readinessScore);
  const ready = trips.filter((x) => x.t.isReady).map((x) => x.ctx.name);
  const rows = trips.map(
    (x) => `${x.ctx.name}: ${x.t.readinessScore}/100, ${x.t.isReady ? 'ready' : 'not ready'}${x.t.riskFactors[0] ? `. ${x.t.riskFactors[0]}` : '.'}`,
  );
  const best = trips[0];
  const lead =
    ready.length > 0
      ? `Ready for ${distanceKm ? `a ${formatDistance(distanceKm, best.ctx.unit)} trip` : 'a trip'}: ${joinList(ready)}. The best choice is ${best.ctx.name} (${best.t.readinessScore}/100).`
      : `None of your ${ctxs.length} vehicles is ready for a trip right now.`;
  return {
    content: formatParagraphs([lead, formatBullets(rows)]),
    metadata: {
      vehicles: f.vehicles,
      readinessScore: best.t.readinessScore,
      riskFactors: trips.flatMap((x) => x.t.riskFactors.map((r) => `${x.ctx.name}: ${r}`)),
      followUpQuestions: [FOLLOW_UP.fleetFirst, 'What maintenance is due on all my vehicles?'],
    },
  };
}

export function answerFleetMaintenance(ctxs: VehicleContext[]): ChatAnswer {
  const rows = ctxs.map((ctx) => `${ctx.name}: ${analyzeMaintenance(ctx).summary}`);
  return {
    content: formatParagraphs([`Maintenance across your ${ctxs.length} vehicles:`, formatBullets(rows)]),
    metadata: { vehicles: analyzeFleet(ctxs).vehicles, insights: rows, followUpQuestions: [FOLLOW_UP.fleetFirst, FOLLOW_UP.fleetTrip] },
  };
}

export function answerFleetUsage(ctxs: VehicleContext[]): ChatAnswer {
  const unit = ctxs[0].unit;
  const usages = ctxs.map((ctx) => ({ ctx, u: analyzeUsage(ctx) }));
  const totalKm = usages.reduce((s, x) => s + x.u.totalDistanceKm, 0);
  const rows = usages.map((x) =>
    x.u.hasHistory
      ? `${x.ctx.name}: ${x.u.distanceKnown ? formatDistance(x.u.totalDistanceKm, unit) : 'distance not reported'} on ${pluralize(x.u.drivingDays, 'driving day')}.`
      : `${x.ctx.name}: no driving history yet.`,
  );
  return {
    content: formatParagraphs([`In the last 7 days your vehicles covered ${formatDistance(totalKm, unit)} together.`, formatBullets(rows)]),
    metadata: {
      totalMiles: Math.round(kmToMiles(totalKm) * 10) / 10,
      usagePatterns: rows,
      followUpQuestions: [FOLLOW_UP.fleetFirst, FOLLOW_UP.fleetTrip],
    },
  };
}

export function answerFleetDocuments(ctxs: VehicleContext[]): ChatAnswer {
  const rows = ctxs.map((ctx) => {
    const parts = (['registration', 'insurance'] as const).map((kind) => {
      const p = readPaperStatus(ctx, kind);
      if (p.status === 'expired') return `${kind} expired on ${p.expiryDate}`;
      if (p.status === 'expiring' || p.status === 'valid') return `${kind} valid until ${p.expiryDate}`;
      return p.onFile ? `${kind} on file without an expiry date` : `no ${kind} on file`;
    });
    return `${ctx.name}: ${joinList(parts)}.`;
  });
  return {
    content: formatParagraphs(['Documents for your vehicles:', formatBullets(rows)]),
    metadata: { insights: rows, followUpQuestions: [FOLLOW_UP.fleetFirst, 'What maintenance is due on all my vehicles?'] },
  };
}

export function answerFleetCodes(ctxs: VehicleContext[], asked: string[]): ChatAnswer {
  const lines: string[] = [];
  for (const code of asked) {
    const d = explainDtc(code);
    const having = ctxs.filter((c) => readTroubleCodes(c.latest).includes(d.code)).map((c) => c.name);
    lines.push(`${d.code}: ${stripPeriod(d.meaning)} (${d.system}, ${d.severity} severity). ${having.length > 0 ? `Stored on ${joinList(having)}.` : 'None of your vehicles reports it.'}`);
  }
  const rows = ctxs.map((ctx) => {
    const codes = readTroubleCodes(ctx.latest);
    if (codes.length > 0) return `${ctx.name}: ${codes.map((c) => `${c} (${explainDtc(c).severity})`).join(', ')}.`;
    return ctx.latest?.obdDTCList ? `${ctx.name}: no trouble codes.` : `${ctx.name}: does not report trouble codes.`;
  });
  lines.push(`Trouble codes by vehicle:\n${formatBullets(rows)}`);
  return { content: formatParagraphs(lines), metadata: { insights: rows, followUpQuestions: [FOLLOW_UP.fleetFirst] } };
}
