/** Which of the four supported languages a question is in, from its little words and its letters. */
import { tokenize } from './text';

import { LANGUAGES, type Language } from '../../../../shared/languages';

export { LANGUAGES, type Language };

const FUNCTION_WORDS: Record<Language, string[]> = {
  en: ['the', 'is', 'my', 'what', 'how', 'when', 'where', 'are', 'do', 'does', 'did', 'i', 'it', 'of', 'and', 'to', 'any', 'can', 'much', 'many', 'please', 'thanks', 'this', 'last', 'why', 'which', 'have', 'hi', 'hello', 'you', 'me', 'car', 'a', 'on', 'for', 's', 'there', 'will', 'was', 'help', 'date', 'fuel', 'tyre', 'tire', 'tyres', 'tires', 'battery', 'pressure', 'level', 'insurance', 'registration', 'range', 'speed', 'service', 'oil', 'thank', 'thanks', 'tell', 'why', 'check', 'show', 'give', 'bye', 'good', 'morning'],
  es: ['el', 'la', 'los', 'las', 'mi', 'mis', 'que', 'como', 'cuando', 'donde', 'cuanto', 'cuanta', 'cuantos', 'cuantas', 'esta', 'es', 'de', 'del', 'y', 'con', 'por', 'para', 'hay', 'me', 'tiene', 'coche', 'carro', 'hola', 'gracias', 'vale', 'un', 'una', 'algun', 'lo', 'se', 'ayer', 'hoy', 'semana', 'mes', 'ano', 'porfa', 'puedo', 'cual', 'tengo', 'al', 'buenos', 'dias', 'keda', 'queda', 'actual', 'gasolina', 'neumaticos', 'seguro', 'porque', 'muchas', 'revision', 'cuenta', 'presion', 'ruedas', 'ayuda', 'ayudame', 'buenas', 'tardes', 'noches', 'pues', 'oye', 'mira', 'cuanto', 'hice', 'gaste', 'conducido', 'vehiculo', 'bateria', 'ultimos', 'ultimas', 'pasado', 'pasada', 'aceite', 'autonomia', 'matricula', 'ruedas', 'frenos', 'poliza', 'gaste', 'coches'],
  de: ['der', 'die', 'das', 'dem', 'den', 'ist', 'mein', 'meinem', 'meine', 'meiner', 'wie', 'was', 'wann', 'wo', 'viel', 'viele', 'ich', 'und', 'mit', 'auto', 'es', 'gibt', 'bitte', 'danke', 'hallo', 'noch', 'hat', 'habe', 'bin', 'zu', 'ein', 'eine', 'einen', 'fur', 'auf', 'im', 'welche', 'welches', 'warum', 'mal', 'gestern', 'heute', 'woche', 'monat', 'jahr', 'seit', 'letzte', 'letzten', 'diese', 'dieses', 'diesen', 'kann', 'sind', 'wird', 'wer', 'hab', 'wieviel', 'guten', 'danke', 'dank', 'vielen', 'sehr', 'kannst', 'du', 'alles', 'reifen', 'reifendruck', 'wieso', 'nicht', 'auch', 'schon', 'hilfe', 'bedeutet', 'abend', 'morgen', 'tag', 'beim', 'vom', 'zum', 'kilometerstand', 'fehlercode', 'fehler', 'batterie', 'wagen', 'fahrzeug', 'ob', 'oder', 'aller', 'allen', 'schnell', 'ol', 'reichweite', 'sprit', 'verbrauch', 'zulassung', 'versicherung', 'autos'],
  fr: ['le', 'la', 'les', 'ma', 'mon', 'mes', 'est', 'quel', 'quelle', 'quels', 'quelles', 'comment', 'quand', 'ou', 'combien', 'de', 'du', 'des', 'et', 'avec', 'pour', 'il', 'je', 'ai', 'voiture', 'bonjour', 'merci', 'salut', 'un', 'une', 'y', 'a', 't', 'ce', 'ca', 'cette', 'dans', 'me', 'moi', 'sur', 'au', 'aux', 'hier', 'semaine', 'mois', 'annee', 'depuis', 'dernier', 'derniere', 'qu', 'que', 'qui', 'stp', 'svp', 'suis', 'elle', 'ils', 'sont', 'fait', 'faire', 'tu', 'pourquoi', 'pneus', 'essence', 'voiture', 'merci', 'beaucoup', 'aussi', 'pas', 'ne', 'vous', 'aide', 'euh', 'bah', 'ben', 'bof', 'bonsoir', 'coucou', 'des', 'pneu', 'affiche', 'montre', 'vont', 'va', 'bien', 'batterie', 'toutes', 'tous', 'vehicule', 'quoi', 'roule', 'avant', 'apres', 'huile', 'autonomie', 'vidange', 'assurance', 'voitures'],
};

/** Letters only one of the languages uses among the four. */
const LETTER_HINTS: [RegExp, Language, number][] = [
  [/[¿¡ñ]/, 'es', 3],
  [/[áíóú]/, 'es', 1],
  [/[ßäöü]/, 'de', 3],
  [/[àâçèêëîïôûœ]/, 'fr', 2],
  [/é/, 'fr', 0.3],
];

/** The language of a question; English when nothing tells (digits, codes, a single unknown word). */
export function detectLanguage(raw: string, words: string[] = tokenize(raw)): Language {
  const score = scoreLanguages(raw, words);
  let best: Language = 'en';
  for (const lang of LANGUAGES) if (score[lang] > score[best]) best = lang;
  return best;
}

/** How much each language's little words, letters and word endings speak for the question (all 0: nothing tells). */
export function scoreLanguages(raw: string, words: string[] = tokenize(raw)): Record<Language, number> {
  const score: Record<Language, number> = { en: 0, es: 0, de: 0, fr: 0 };
  for (const lang of LANGUAGES) for (const w of words) if (FUNCTION_WORDS[lang].includes(w)) score[lang] += 1;
  const lower = raw.toLowerCase();
  for (const [pattern, lang, weight] of LETTER_HINTS) if (pattern.test(lower)) score[lang] += weight;
  // words ending like the language's verbs and nouns break ties between shared little words ("la", "de", "me")
  for (const w of words) {
    if (/(cion|dad|mente|ado|ido|aste|amos|aje|ame|eme)$/.test(w)) score.es += 0.3;
    if (/(ung|keit|lich|chen|ieren|schaft)$/.test(w)) score.de += 0.3;
    if (/(tion|eur|euse|ment|ez|oire)$/.test(w) && !/mente$/.test(w)) score.fr += 0.3;
    if (/(ing|ness|ed)$/.test(w)) score.en += 0.3;
  }
  return score;
}
