import { explainDtc } from '../../../../shared/dtc/index';
import { kmToMiles } from '../../../../shared/units';
import { analyzeFleet } from '../facts/analyze-fleet';
import { analyzeMaintenance } from '../facts/analyze-maintenance';
import { analyzeUsage } from '../facts/analyze-usage';
import { assessTripReadiness } from '../facts/assess-trip';
import { formatBullets, formatParagraphs, type ChatAnswer } from '../wording/chat-text';
import { readPaperStatus } from '../facts/paper-status';
import { stripPeriod } from '../wording/format';
import { describePeriod } from '../wording/period-text';
import { wordingFor } from '../wording/wording';
import type { VehicleContext } from '../facts/types';
import { readTroubleCodes } from '../../vehicle-facts/readings';

export function answerFleetOverview(ctxs: VehicleContext[]): ChatAnswer {
  const w = wordingFor(ctxs[0]);
  const t = w.t.fleet;
  const f = analyzeFleet(ctxs);
  const rows = f.vehicles.map((v, i) => `${i + 1}. ${t.row(v.name, v.healthScore, w.t.status[v.status], v.readinessScore, v.isReady)}${v.topIssue ? ` ${v.topIssue}` : ''}`);
  const lines = [f.summary, rows.join('\n'), f.attentionFirst ? t.lookAt(f.attentionFirst) : t.noneNeedsAttention];
  return {
    content: formatParagraphs(lines),
    metadata: {
      vehicles: f.vehicles,
      ...(f.averageHealth !== null ? { healthScore: f.averageHealth } : {}),
      insights: rows,
      followUpQuestions: [w.t.followUp.fleetTrip, w.t.followUp.fleetMaintenance, w.t.followUp.fleetUsage],
    },
  };
}

export function answerFleetTrip(ctxs: VehicleContext[], distanceKm: number | undefined): ChatAnswer {
  const w = wordingFor(ctxs[0]);
  const t = w.t.fleet.trip;
  const f = analyzeFleet(ctxs);
  const trips = ctxs.map((ctx) => ({ ctx, t: assessTripReadiness(ctx, { distanceKm }) }));
  trips.sort((a, b) => b.t.readinessScore - a.t.readinessScore);
  const ready = trips.filter((x) => x.t.isReady).map((x) => x.ctx.name);
  const rows = trips.map((x) => `${x.ctx.name}: ${x.t.readinessScore}/100, ${x.t.isReady ? t.ready : t.notReady}${x.t.riskFactors[0] ? `. ${x.t.riskFactors[0]}` : '.'}`);
  const best = trips[0];
  const lead =
    ready.length > 0
      ? t.readyFor(distanceKm ? w.distance(distanceKm, best.ctx.unit) : null, w.list(ready), best.ctx.name, best.t.readinessScore)
      : t.noneReady(ctxs.length);
  return {
    content: formatParagraphs([lead, formatBullets(rows)]),
    metadata: {
      vehicles: f.vehicles,
      readinessScore: best.t.readinessScore,
      riskFactors: trips.flatMap((x) => x.t.riskFactors.map((r) => `${x.ctx.name}: ${r}`)),
      followUpQuestions: [w.t.followUp.fleetFirst, w.t.followUp.fleetMaintenance],
    },
  };
}

export function answerFleetMaintenance(ctxs: VehicleContext[]): ChatAnswer {
  const w = wordingFor(ctxs[0]);
  const rows = ctxs.map((ctx) => `${ctx.name}: ${analyzeMaintenance(ctx).summary}`);
  return {
    content: formatParagraphs([w.t.fleet.maintenanceAcross(ctxs.length), formatBullets(rows)]),
    metadata: { vehicles: analyzeFleet(ctxs).vehicles, insights: rows, followUpQuestions: [w.t.followUp.fleetFirst, w.t.followUp.fleetTrip] },
  };
}

export function answerFleetUsage(ctxs: VehicleContext[]): ChatAnswer {
  const w = wordingFor(ctxs[0]);
  const t = w.t.fleet.usage;
  const unit = ctxs[0].unit;
  const usages = ctxs.map((ctx) => ({ ctx, u: analyzeUsage(ctx) }));
  const totalKm = usages.reduce((s, x) => s + x.u.totalDistanceKm, 0);
  const asked = ctxs[0].usagePeriod;
  // a car with data for only part of the period says which part
  const name = (x: (typeof usages)[number]) => (x.u.period?.note ? `${x.ctx.name} (${x.u.period.phrase})` : x.ctx.name);
  const rows = usages.map((x) =>
    x.u.hasHistory
      ? t.row(name(x), x.u.distanceKnown ? w.distance(x.u.totalDistanceKm, unit) : null, x.u.drivingDays)
      : asked
        ? w.t.periods.noData(x.ctx.name, describePeriod(w, asked, x.ctx.today))
        : t.noHistory(x.ctx.name),
  );
  const total = asked ? w.t.periods.fleetTotal(describePeriod(w, asked, ctxs[0].today), w.distance(totalKm, unit)) : t.total(w.distance(totalKm, unit));
  return {
    content: formatParagraphs([total, formatBullets(rows)]),
    metadata: {
      totalMiles: Math.round(kmToMiles(totalKm) * 10) / 10,
      usagePatterns: rows,
      followUpQuestions: [w.t.followUp.fleetFirst, w.t.followUp.fleetTrip],
    },
  };
}

export function answerFleetDocuments(ctxs: VehicleContext[]): ChatAnswer {
  const w = wordingFor(ctxs[0]);
  const t = w.t.fleet.papers;
  const rows = ctxs.map((ctx) => {
    const parts = (['registration', 'insurance'] as const).map((kind) => {
      const p = readPaperStatus(ctx, kind);
      const date = w.date(p.expiryDate ?? '');
      if (p.status === 'expired') return t.expired(kind, date);
      if (p.status === 'expiring' || p.status === 'valid') return t.validUntil(kind, date);
      return p.onFile ? t.noExpiry(kind) : t.notOnFile(kind);
    });
    return `${ctx.name}: ${w.list(parts)}.`;
  });
  return {
    content: formatParagraphs([t.heading, formatBullets(rows)]),
    metadata: { insights: rows, followUpQuestions: [w.t.followUp.fleetFirst, w.t.followUp.fleetMaintenance] },
  };
}

export function answerFleetCodes(ctxs: VehicleContext[], asked: string[]): ChatAnswer {
  const w = wordingFor(ctxs[0]);
  const t = w.t.fleet.codes;
  const lines: string[] = [];
  for (const code of asked) {
    const d = explainDtc(code);
    const having = ctxs.filter((c) => readTroubleCodes(c.latest).includes(d.code)).map((c) => c.name);
    lines.push(t.explain(d.code, stripPeriod(d.meaning), w.t.dtcSystem(d.system), w.t.severity[d.severity], having.length > 0 ? w.list(having) : null));
  }
  const rows = ctxs.map((ctx) => {
    const codes = readTroubleCodes(ctx.latest);
    if (codes.length > 0) return `${ctx.name}: ${codes.map((c) => `${c} (${w.t.severity[explainDtc(c).severity]})`).join(', ')}.`;
    return ctx.latest?.obdDTCList ? t.none(ctx.name) : t.notReported(ctx.name);
  });
  lines.push(`${t.byVehicle}\n${formatBullets(rows)}`);
  return { content: formatParagraphs(lines), metadata: { insights: rows, followUpQuestions: [w.t.followUp.fleetFirst] } };
}
