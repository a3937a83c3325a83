/**
 * Questions the car's data cannot answer, and what they are about: a repair's price, the car's resale value, the
 * wear of a part no signal measures (tread, brake pads). The answer says so plainly and gives the next best fact;
 * it never answers a different question ("no costs are recorded this year").
 */
import { tokenize } from './text';

export type LimitKind = 'repair_cost' | 'value' | 'wear';

const COST = /^(cost|costs|costa\w*|cuesta|cuestan|costar\w*|coste|kost\w*|cout\w*|price|priced|precio|preis|prix|much)$/;
const REPAIR = /^(fix|fixed|fixing|repair\w*|arregl\w*|repar\w*|reparatur\w*|reparieren|instandsetz\w*)$/;
/** Words of money already spent: a question with one asks the records, not a price to come. */
const SPENT = ['did', 'spent', 'paid', 'gastado', 'gaste', 'gastamos', 'pague', 'pagado', 'costaron', 'ausgegeben', 'gekostet', 'bezahlt', 'gezahlt', 'depense', 'paye', 'avez'];

/** What a price is asked with besides "cost": "set me back", "run me", "me saldría", "was zahle ich", "ça me reviendrait". */
const COST_PHRASES = ['set me back', 'run me', 'pay for', 'me saldria', 'me sale', 'pagaria', 'zahle ich', 'bezahle ich', 'zahlen fur', 'me reviendrait', 'revient', 'payer pour'];
const VALUE = ['worth', 'resale', 'trade in', 'market value', 'sell it for', 'sell my car', 'cuanto vale', 'vale mi', 'valor de', 'valor del', 'reventa', 'wert', 'wiederverkauf', 'verkaufswert', 'vaut', 'valeur', 'revendre', 'revente'];
const WEAR = ['tread', 'pad wear', 'brake pads', 'worn', 'wear', 'life left in', 'desgaste', 'vida le queda', 'pastillas', 'verschleiss', 'abgenutzt', 'profiltiefe', 'bremsbelag', 'bremsbelage', 'usure', 'plaquettes', 'uses'];

export function readLimit(question: string): LimitKind | null {
  const words = tokenize(question);
  const text = ` ${words.join(' ')} `;
  const costs = words.some((w) => COST.test(w)) || COST_PHRASES.some((p) => text.includes(` ${p} `));
  // "what did repairs cost me?", "¿cuánto he gastado en reparaciones?": what was spent, which the records tell
  const spent = words.some((w) => SPENT.includes(w));
  if (costs && !spent && words.some((w) => REPAIR.test(w))) return 'repair_cost';
  if (VALUE.some((p) => text.includes(` ${p} `) || text.includes(` ${p}`))) return 'value';
  if (WEAR.some((p) => text.includes(` ${p}`))) return 'wear';
  return null;
}
