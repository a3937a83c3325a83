/**
 * What the data cannot tell, said plainly with the next best fact (a repair's price: the codes that need a
 * diagnosis; a resale value: the odometer; a part's wear: what the records or signals do show), and an electric
 * car's battery, which is its high-voltage battery first, with its faults.
 */
import { explainDtc } from '../../../../shared/dtc/index';
import type { VehicleContext } from '../facts/types';
import type { LimitKind } from '../understanding/limits';
import { EXTRA_TEXTS } from '../wording/extra-texts';
import { formatParagraphs, type ChatAnswer } from '../wording/chat-text';
import type { Wording } from '../wording/wording';
import { TYRES, readEnergyLevel, readNumber, readOdometerKm, readTroubleCodes } from '../../vehicle-facts/readings';
import { foldText } from '../understanding/text';

export function answerLimit(kind: LimitKind, ctx: VehicleContext, w: Wording, question: string, askedCodes: readonly string[] = []): ChatAnswer {
  const t = EXTRA_TEXTS[w.lang].limits;
  const lines: string[] = [];
  if (kind === 'repair_cost') {
    lines.push(t.repairCost);
    const stored = readTroubleCodes(ctx.latest);
    // the code the owner names first ("what would fixing P0AA6 cost?"), whether or not this car stores it now
    const codes = [...new Set([...askedCodes.map((c) => c.toUpperCase()), ...stored])];
    if (codes.length === 0) lines.push(t.noCodes);
    for (const code of codes) {
      const d = explainDtc(code);
      const note = stored.includes(d.code) ? '' : ` ${w.t.answer.codes.notReportingIt}`;
      lines.push(t.codeNeedsDiagnosis(d.code, d.meaning.replace(/\.$/, ''), w.t.severity[d.severity]) + note);
    }
  } else if (kind === 'value') {
    lines.push(t.value);
    const km = readOdometerKm(ctx);
    if (km !== null) lines.push(t.valueFacts(w.distance(km, ctx.unit)));
  } else {
    const q = foldText(question);
    if (/brake|pad|freno|pastilla|brems|frein|plaquette/.test(q)) {
      lines.push(t.wearBrakes);
      const last = ctx.maintenance.filter((m) => m.type === 'brakes' && m.date).sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))[0];
      lines.push(last ? t.lastBrakeWork(w.date(last.date!)) : t.noBrakeWork);
    } else if (/tyre|tire|tread|neumatic|rueda|reifen|profil|pneu|dibujo/.test(q)) {
      lines.push(t.wearTyres);
      const pressures = TYRES.map((k) => readNumber(ctx.latest, k.signal)).filter((v): v is number => v !== null);
      if (pressures.length) lines.push(w.t.direct.tyres.allFine(`${w.pressure(Math.min(...pressures), ctx.unit)} – ${w.pressure(Math.max(...pressures), ctx.unit)}`));
    } else lines.push(t.wear);
  }
  return { content: formatParagraphs(lines), metadata: {} };
}

/**
 * A limit asked about several cars ("what are my cars worth?", "what would fixing P0AA6 cost?" on All Vehicles):
 * said once, with each concerned car's next best fact; a repair's price concerns the cars that store a code.
 */
export function answerFleetLimit(kind: LimitKind, ctxs: readonly VehicleContext[], w: Wording, question: string, askedCodes: readonly string[] = []): ChatAnswer {
  const asked = askedCodes.map((c) => c.toUpperCase());
  const withCodes = ctxs.filter((c) => readTroubleCodes(c.latest).some((code) => asked.length === 0 || asked.includes(code)));
  const concerned = kind === 'repair_cost' && withCodes.length > 0 ? withCodes : ctxs;
  const answers = concerned.map((ctx) => answerLimit(kind, ctx, w, question, withCodes.length > 0 ? [] : asked).content.split('\n\n'));
  const lines = [answers[0][0], ...concerned.flatMap((ctx, i) => answers[i].slice(1).map((line) => `${ctx.name}: ${line}`))];
  return { content: formatParagraphs(dedupeLines(lines, kind === 'repair_cost' && withCodes.length === 0)), metadata: {} };
}

/** When no car stores the code asked about, its explanation is the same for every car: said once. */
function dedupeLines(lines: string[], sameForAll: boolean): string[] {
  if (!sameForAll) return lines;
  const strip = (l: string) => l.replace(/^[^:]+: /, '');
  return [lines[0], ...[...new Set(lines.slice(1).map(strip))]];
}

/** An electric car's battery: the high-voltage battery's charge and range, its stored codes, then the 12 V battery. */
export function answerTractionBattery(ctx: VehicleContext, w: Wording): ChatAnswer {
  const t = EXTRA_TEXTS[w.lang].traction;
  const level = readEnergyLevel(ctx);
  const range = readNumber(ctx.latest, 'powertrainRange');
  const lines: string[] = [];
  if (level.percent !== null) lines.push(t.level(w.lang === 'en' ? `${w.number(level.percent)}%` : `${w.number(level.percent)} %`, range !== null ? w.distance(range, ctx.unit) : null));
  const codes = readTroubleCodes(ctx.latest).map(explainDtc);
  lines.push(codes.length ? t.codes(w.list(codes.map((d) => `${d.code} (${d.meaning.replace(/\.$/, '')}, ${w.t.severity[d.severity]})`))) : t.noCodes);
  const volts = readNumber(ctx.latest, 'lowVoltageBatteryCurrentVoltage');
  if (volts !== null) lines.push(t.twelveVolt(`${w.fixed(volts, 1)} V`));
  return { content: formatParagraphs(lines), metadata: {} };
}
