/**
 * A question that compares the owner's cars or asks for the best or worst of them ("which car has the most range?",
 * "compare the health of my cars", "¿cuál necesita atención primero?", "welches hat die wenigste Reichweite?"), and
 * which end comes first: the highest value ('desc') or the lowest ('asc').
 */
import { tokenize } from './text';

export interface Ranking {
  order: 'desc' | 'asc';
  /** the question names the end it wants ("the most", "first"), rather than just comparing */
  extreme: boolean;
}

const COMPARE = ['compare', 'comparison', 'versus', 'vs', 'rank', 'ranking', 'compara', 'comparar', 'comparacion', 'vergleich', 'vergleiche', 'vergleichen', 'compare', 'comparer', 'comparaison', 'classe', 'classement'];
const WHICH = ['which car', 'which of my', 'which one', 'which vehicle', 'que coche', 'cual de mis', 'cual necesita', 'cual tiene', 'y cual', 'que vehiculo', 'welches auto', 'welches meiner', 'welcher', 'welches', 'quelle voiture', 'laquelle', 'lequel', 'quel vehicule'];
const MOST = ['most', 'more', 'highest', 'best', 'biggest', 'largest', 'longest', 'healthiest', 'mas', 'mayor', 'mejor', 'meiste', 'meisten', 'grosste', 'hochste', 'beste', 'gesundesten', 'langste', 'plus', 'meilleur', 'meilleure'];
const LEAST = ['least', 'less', 'lowest', 'worst', 'fewest', 'smallest', 'shortest', 'first', 'soonest', 'menos', 'menor', 'peor', 'antes', 'primero', 'wenigste', 'wenigsten', 'geringste', 'niedrigste', 'schlechteste', 'schlechtesten', 'zuerst', 'nachstes', 'moins', 'pire', 'premier'];

export function readRanking(question: string): Ranking | null {
  const words = tokenize(question);
  const text = ` ${words.join(' ')} `;
  const compares = words.some((w) => COMPARE.includes(w));
  const asks = WHICH.some((p) => text.includes(` ${p} `));
  const most = words.some((w) => MOST.includes(w));
  const least = words.some((w) => LEAST.includes(w)) || text.includes(' am wenigsten ') || text.includes(' en premier ') || text.includes(' als nachstes ');
  if (!compares && !asks && !(most || least)) return null;
  if (!compares && !asks && !/\b(y|et|und|and)\b/.test(text)) return null;
  return { order: least && !most ? 'asc' : 'desc', extreme: most || least };
}
