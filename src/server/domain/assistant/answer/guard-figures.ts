/**
 * The last check of every deterministic answer: a figure of a kind the car has no fact of is never stated. An
 * energy amount (kWh, kWh/100 km) needs a car that has a traction battery; a fuel volume (litres, l/100 km) a car
 * that burns fuel; an amount of money a record, document, trip cost or price it comes from. A sentence that states
 * one without it (an answer written about the wrong car, a figure from nowhere) is withheld, and counted.
 */
import type { VehicleContext } from '../facts/types';
import type { ChatAnswer } from '../wording/chat-text';
import { isElectric, readNumber } from '../../vehicle-facts/readings';

type Kind = 'energy' | 'fuel' | 'money';

const FIGURE = String.raw`\d[\d.,'\u00a0\u202f ]*`;
const PATTERNS: Record<Kind, RegExp> = {
  energy: new RegExp(String.raw`${FIGURE}\s?kWh\b`, 'i'),
  fuel: new RegExp(String.raw`${FIGURE}\s?(?:l|litres?|liters?|litros?|Liter)(?![\p{L}])`, 'iu'),
  money: new RegExp(String.raw`(?:US\$|\$US|\$|€|£)\s?\d|\d[\d.,\u00a0\u202f ]*\s?(?:US\$|\$US|\$|€|£)`, 'i'),
};

/** The kinds of figure the car (or one of the cars) has facts of, and those the question itself gives. */
function kindsKnown(ctxs: readonly VehicleContext[], question: string): Set<Kind> {
  const known = new Set<Kind>();
  for (const ctx of ctxs) {
    const charge = readNumber(ctx.latest, 'powertrainTractionBatteryStateOfChargeCurrent');
    if (isElectric(ctx) || charge !== null || ctx.battery) known.add('energy');
    if (!isElectric(ctx)) known.add('fuel');
    const priced = ctx.maintenance.some((m) => m.cost !== null && m.cost !== undefined) || ctx.documents.some((d) => d.processedData !== null) || Boolean(ctx.driving) || Boolean(ctx.commute);
    if (priced) known.add('money');
  }
  for (const kind of ['energy', 'fuel', 'money'] as Kind[]) if (PATTERNS[kind].test(question)) known.add(kind);
  // a price named without its unit ("at 1.85 a litre") is the owner's own figure too
  if (/\d/.test(question)) known.add('money');
  return known;
}

/** The answer without the sentences that state a figure of a kind none of the cars has a fact of. */
export function guardFigures(answer: ChatAnswer, ctxs: readonly VehicleContext[], question: string): ChatAnswer {
  const known = kindsKnown(ctxs, question);
  const unknown = (['energy', 'fuel', 'money'] as Kind[]).filter((k) => !known.has(k));
  if (unknown.length === 0) return answer;
  let withheld = 0;
  const states = (sentence: string) => unknown.some((k) => PATTERNS[k].test(sentence));
  const lines = answer.content.split('\n').map((line) => {
    if (!states(line)) return line;
    const kept = line.split(/(?<=[.!?])\s+/).filter((sentence) => {
      if (!states(sentence)) return true;
      withheld++;
      return false;
    });
    return kept.join(' ');
  });
  if (withheld === 0) return answer;
  const content = lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return { content, metadata: { ...answer.metadata, withheldFigures: withheld } };
}
