/**
 * The language of a page, told from an English OCR reading of it (which drops accents, so the words are matched
 * without them): the words every invoice, card or registration of that language prints.
 */
export type OcrLanguage = 'spa' | 'fra' | 'deu' | 'ita' | 'por';

const WORDS: Record<OcrLanguage, string[]> = {
  spa: ['factura', 'fecha', 'matricula', 'poliza', 'aceite', 'kilometraje', 'taller', 'sustitucion', 'revision', 'importe', 'vehiculo', 'seguro', 'numero', 'vencimiento', 'cambio', 'mano de obra', 'bastidor', 'titular', 'circulacion', 'domicilio', 'expedicion', 'trafico'],
  fra: ['facture', 'immatriculation', 'vidange', 'tva', 'kilometrage', 'assurance', 'contrat', 'vehicule', 'huile', 'filtre', 'montant', 'ttc', 'date de', 'carte grise', 'titulaire', 'echeance', 'entretien', 'prochaine', 'certificat', 'prenom', 'denomination'],
  deu: ['rechnung', 'datum', 'kennzeichen', 'mwst', 'kilometerstand', 'fahrzeug', 'versicherung', 'betrag', 'gesamtbetrag', 'netto', 'werkstatt', 'olwechsel', 'zulassung', 'inspektion', 'halter', 'gultig', 'summe', 'bezeichnung', 'anschrift', 'erstzulassung', 'vorname'],
  ita: ['fattura', 'targa', 'telaio', 'tagliando', 'polizza', 'scadenza', 'importo', 'totale', 'veicolo', 'assicurazione', 'officina', 'olio', 'data di', 'intestatario', 'prossimo', 'sostituzione', 'imponibile', 'ricambi', 'circolazione', 'immatricolazione', 'cognome', 'residenza'],
  por: ['fatura', 'apolice', 'revisao', 'veiculo', 'oleo', 'troca', 'validade', 'seguradora', 'quilometragem', 'matricula', 'oficina', 'pecas', 'mao de obra', 'proxima', 'vencimento', 'titular', 'placa', 'segurado'],
};

const PATTERNS = Object.fromEntries(
  Object.entries(WORDS).map(([lang, words]) => [lang, words.map((w) => new RegExp(`(?<![\\p{L}])${w.replace(/ /g, '\\s+')}(?![\\p{L}])`, 'iu'))]),
) as Record<OcrLanguage, RegExp[]>;

/** Distinct words of a language a page must hold, and by how many it must lead the next language. */
const MIN_WORDS = 3;
const MIN_LEAD = 2;

export function detectLanguage(text: string): OcrLanguage | null {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '');
  const scores = (Object.keys(PATTERNS) as OcrLanguage[])
    .map((lang) => ({ lang, hits: PATTERNS[lang].filter((re) => re.test(plain)).length }))
    .sort((a, b) => b.hits - a.hits);
  const [best, second] = scores;
  return best.hits >= MIN_WORDS && best.hits - second.hits >= MIN_LEAD ? best.lang : null;
}
