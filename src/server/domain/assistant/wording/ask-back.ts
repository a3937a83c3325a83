import type { Ambiguity } from '../understanding/ambiguity';
import type { ChatAnswer } from './chat-text';
import { capitalize } from './format';
import type { Wording } from './wording';

/**
 * "Do you mean the 12 V battery or the charge level of the high-voltage battery?" in the question's language, with
 * each option as a follow-up chip the owner can send back as the reply.
 */
export function askBack(ambiguity: Ambiguity, w: Wording): ChatAnswer {
  const c = w.t.direct.clarify;
  const or = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${c.or} ${items[items.length - 1]}`);
  if (ambiguity.kind === 'vehicle') {
    return { content: c.vehicles(or(ambiguity.options.map((o) => c.vehicle(o.name)))), metadata: { followUpQuestions: ambiguity.options.map((o) => o.name) } };
  }
  const labels = ambiguity.options.map((o) => c.option[o.label]);
  return { content: c.topics(or(labels)), metadata: { followUpQuestions: labels.map(capitalize) } };
}
