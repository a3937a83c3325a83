import { ocrShaped } from '../parse/ocr-shapes';

/**
 * The language of a page, told from an English OCR reading of it (which drops accents and reads ø as "g" or "e", so
 * the words are matched without them, and words with ø, æ or ł are left out or given as OCR reads them): the words
 * every invoice, card or registration of that language prints. A word two of these languages print alike ("faktura",
 * "moms", "adresa") is listed for neither, so it never takes the lead from the page's own language.
 */
export type OcrLanguage =
  | 'spa' | 'fra' | 'deu' | 'ita' | 'por'
  | 'nld' | 'dan' | 'swe' | 'nor' | 'fin' | 'ces' | 'slk' | 'pol' | 'slv' | 'hrv' | 'hun' | 'ron' | 'est' | 'lav' | 'lit'
  | 'ell' | 'bul' | 'srp';

const WORDS: Record<OcrLanguage, string[]> = {
  // Words as a page prints them; matched without their accents, as the English model reads them.
  spa: ['factura', 'fecha', 'matricula', 'poliza', 'aceite', 'kilometraje', 'taller', 'sustitucion', 'revision', 'importe', 'vehiculo', 'seguro', 'numero', 'vencimiento', 'cambio', 'mano de obra', 'bastidor', 'titular', 'circulacion', 'domicilio', 'expedicion', 'trafico'],
  fra: ['facture', 'immatriculation', 'vidange', 'tva', 'kilometrage', 'assurance', 'contrat', 'vehicule', 'huile', 'filtre', 'montant', 'ttc', 'date de', 'carte grise', 'titulaire', 'echeance', 'entretien', 'prochaine', 'certificat', 'prenom', 'denomination'],
  deu: ['rechnung', 'datum', 'kennzeichen', 'mwst', 'kilometerstand', 'fahrzeug', 'versicherung', 'betrag', 'gesamtbetrag', 'netto', 'werkstatt', 'olwechsel', 'zulassung', 'inspektion', 'halter', 'gultig', 'summe', 'bezeichnung', 'anschrift', 'erstzulassung', 'vorname'],
  ita: ['fattura', 'targa', 'telaio', 'tagliando', 'polizza', 'scadenza', 'importo', 'totale', 'veicolo', 'assicurazione', 'officina', 'olio', 'data di', 'intestatario', 'prossimo', 'sostituzione', 'imponibile', 'ricambi', 'circolazione', 'immatricolazione', 'cognome', 'residenza'],
  por: ['fatura', 'apolice', 'revisao', 'veiculo', 'oleo', 'troca', 'validade', 'seguradora', 'quilometragem', 'matricula', 'oficina', 'pecas', 'mao de obra', 'proxima', 'vencimento', 'titular', 'placa', 'segurado', 'republica portuguesa', 'primeira', 'data da', 'identificacao', 'combustivel', 'registo', 'conservatoria', 'morada', 'automovel', 'ligeiro', 'tomador do seguro'],
  nld: ['factuur', 'factuurnummer', 'factuurdatum', 'kenteken', 'kentekenbewijs', 'btw', 'voertuig', 'verzekering', 'verzekeraar', 'verzekeringnemer', 'polisnummer', 'premie', 'bedrag', 'totaal', 'werkplaats', 'onderhoud', 'vervaldatum', 'naam', 'voornamen', 'geldig', 'eigenaar', 'merk', 'handelsbenaming', 'chassisnummer', 'volgende', 'onderdelen', 'arbeidsloon', 'klant', 'werkorder', 'kassabon', 'ingangsdatum', 'te betalen', 'tenaamstelling', 'looptijd', 'olie verversen'],
  dan: ['registreringsattest', 'ejer', 'stelnummer', 'anvendelse', 'registreringsdato', 'motorstyrelsen', 'nummerplade', 'forsikringstager', 'olieskift', 'vaerksted', 'reservedele', 'arbejdslon', 'ialt', 'belob', 'forfaldsdato', 'betalingsbetingelser', 'kilometertal', 'naeste', 'udstedt', 'farve'],
  swe: ['registreringsbevis', 'agare', 'brukare', 'fabrikat', 'handelsbeteckning', 'identifieringsnummer', 'transportstyrelsen', 'forsakring', 'forsakringstagare', 'att betala', 'verkstad', 'oljebyte', 'reservdelar', 'utfort arbete', 'kvitto', 'besiktning', 'nasta', 'fordon', 'fordonet', 'matarstallning', 'regnr', 'utfardat', 'forsta registrering', 'forst registrerad', 'farg', 'adress', 'varav'],
  nor: ['vognkort', 'kjennemerke', 'eier', 'understellsnummer', 'handelsbetegnelse', 'vegvesen', 'eu-kontroll', 'mva', 'oljeskift', 'kvittering', 'verksted', 'forsikringstaker', 'belop', 'neste', 'deler', 'registrert', 'forfallsdato', 'merke', 'arsavgift', 'bilforsikring'],
  fin: ['rekisterointitodistus', 'rekisteritunnus', 'merkki', 'malli', 'valmistenumero', 'omistaja', 'haltija', 'osoite', 'ajoneuvo', 'lasku', 'paivamaara', 'yhteensa', 'alv', 'vakuutus', 'vakuutuksenottaja', 'huolto', 'oljynvaihto', 'katsastus', 'korjaamo', 'asiakas', 'erapaiva', 'hinta', 'ensirekisterointipaiva', 'traficom', 'mittarilukema', 'seuraava'],
  ces: ['technicky prukaz', 'osvedceni', 'registracni znacka', 'provozovatel', 'vlastnik', 'tovarni znacka', 'obchodni oznaceni', 'identifikacni cislo', 'celkem', 'pojisteni', 'pojistna smlouva', 'pojistnik', 'vymena oleje', 'stav tachometru', 'prijmeni', 'jmeno', 'rodne cislo', 'prvni registrace', 'datum vystaveni', 'ceska republika', 'zakazka'],
  slk: ['osvedcenie', 'evidencne cislo', 'drzitel', 'meno', 'priezvisko', 'poistenie', 'poistna zmluva', 'poistnik', 'celkom', 'spolu', 'tovarenska znacka', 'obchodny nazov', 'prvej evidencie', 'vymena oleja', 'stav tachometra', 'datum vystavenia', 'slovenska republika'],
  pol: ['dowod rejestracyjny', 'numer rejestracyjny', 'posiadacz', 'wlasciciel', 'nazwisko', 'imie', 'numer identyfikacyjny', 'pierwszej rejestracji', 'data wystawienia', 'sprzedawca', 'nabywca', 'razem', 'do zaplaty', 'przebieg', 'wymiana oleju', 'ubezpieczenie', 'polisa', 'ubezpieczony', 'ubezpieczajacy', 'skladka', 'pojazd', 'pojazdu', 'uslugi', 'czesci', 'robocizna', 'termin platnosci', 'kwota', 'rzeczpospolita', 'przeglad', 'wartosc'],
  slv: ['prometno dovoljenje', 'registrska oznaka', 'imetnik', 'lastnik', 'znamka', 'priimek', 'naslov', 'zavarovanje', 'zavarovalna', 'zavarovalec', 'skupaj', 'ddv', 'znesek', 'menjava olja', 'stevilka', 'komercialna oznaka', 'republika slovenija', 'identifikacijska'],
  hrv: ['prometna dozvola', 'registarska oznaka', 'vlasnik', 'korisnik', 'prezime', 'ukupno', 'pdv', 'osiguranje', 'polica osiguranja', 'iznos', 'broj sasije', 'datum izdavanja', 'republika hrvatska', 'zamjena ulja', 'osiguratelj', 'osiguranik', 'ugovaratelj'],
  hun: ['forgalmi engedely', 'rendszam', 'uzembentarto', 'tulajdonos', 'csaladi nev', 'utonev', 'gyartmany', 'alvazszam', 'szamla', 'osszesen', 'afa', 'fizetendo', 'biztositas', 'kotveny', 'szerviz', 'olajcsere', 'vevo', 'elado', 'teljesites', 'kilometerora', 'biztosito', 'ervenyes'],
  ron: ['certificat de inmatriculare', 'inmatriculare', 'numar de inmatriculare', 'proprietar', 'utilizator', 'prenume', 'asigurare', 'asigurat', 'polita', 'valabil', 'vehicul', 'schimb ulei', 'kilometraj', 'cumparator', 'furnizor', 'cota tva', 'factura fiscala', 'total de plata', 'data emiterii', 'judet', 'nume'],
  lav: ['registracijas apliecība', 'transportlīdzeklis', 'transportlīdzekļa', 'īpašnieks', 'turētājs', 'valsts numurs', 'rēķins', 'pavadzīme', 'apdrošināšana', 'apdrošinātājs', 'apdrošinājuma', 'polise', 'polises', 'vārds', 'uzvārds', 'nobraukums', 'eļļas maiņa', 'nākamā', 'kopā', 'samaksai', 'pakalpojumi', 'rezerves daļas', 'klients', 'adrese', 'derīgs līdz', 'prēmija', 'čeks', 'kase'],
  lit: ['registracijos liudijimas', 'transporto priemonės', 'transporto priemonė', 'savininkas', 'valdytojas', 'valstybinis numeris', 'sąskaita', 'faktūra', 'pvm', 'draudimas', 'draudimo', 'draudikas', 'draudėjas', 'polisas', 'vardas', 'pavardė', 'rida', 'alyvos keitimas', 'alyvos', 'kitas', 'iš viso', 'mokėti', 'paslaugos', 'dalys', 'klientas', 'adresas', 'galioja iki', 'įmoka', 'kasos kvitas', 'kvitas'],
  est: ['registreerimistunnistus', 'registreerimismark', 'omanik', 'vastutav kasutaja', 'mudel', 'arve', 'kokku', 'kaibemaks', 'kindlustus', 'kindlustusvotja', 'poliis', 'kuupaev', 'aadress', 'isikukood', 'eesnimi', 'perekonnanimi', 'maksetahtaeg', 'hooldus', 'olivahetus', 'labisoit', 'transpordiamet'],
  // Greek and Cyrillic pages are told by their words' shapes (SHAPED_WORDS).
  ell: [],
  bul: [],
  srp: [],
};

/**
 * Greek and Cyrillic pages, told from the shapes the English model makes of their words ("AINANTHPIO" for
 * "ΛΙΠΑΝΤΗΡΙΟ", "3ameHa" for "Замена"; see ocrShaped): words of five letters or more that only a page of that
 * language prints, Bulgarian and Serbian apart by their own words.
 */
const SHAPED_WORDS: Partial<Record<OcrLanguage, string[]>> = {
  ell: ['αριθμος', 'κυκλοφοριας', 'ονοματεπωνυμο', 'επωνυμο', 'ημερομηνια', 'συνολο', 'ασφαλιση', 'ασφαλιστηριο', 'ασφαλισμενος', 'οχηματος', 'διευθυνση', 'λαδιων', 'φιλτρο', 'αλλαγη', 'χιλιομετρα', 'αποδειξη', 'τιμολογιο', 'πληρωμη', 'μοντελο', 'πινακιδα', 'δημοκρατια', 'λιπαντηριο', 'επομενη', 'ασφαλιστρο', 'ασφαλιστικη'],
  bul: ['регистрационен', 'собственик', 'застраховка', 'застраховател', 'застрахован', 'полица', 'превозно', 'средство', 'свидетелство', 'българия', 'премия', 'валидна', 'гражданска', 'отговорност', 'фактура', 'смяна', 'пробег', 'следващ', 'получател', 'доставчик'],
  srp: ['рачун', 'укупно', 'власник', 'регистарски', 'саобраћајна', 'дозвола', 'замена', 'филтера', 'износ', 'возило', 'возила', 'србија', 'следећи', 'осигурање', 'корисник', 'купац', 'продавац', 'пореска'],
};

const PATTERNS = Object.fromEntries(
  Object.entries(WORDS).map(([lang, words]) => [lang, words.map((w) => new RegExp(`(?<![\\p{L}])${w.normalize('NFD').replace(/\p{M}/gu, '').replace(/ /g, '\\s+')}(?![\\p{L}])`, 'iu'))]),
) as Record<OcrLanguage, RegExp[]>;

/** Distinct words of a language a page must hold, and by how many it must lead the next language. */
const MIN_WORDS = 3;
const MIN_LEAD = 2;

const SHAPED_PATTERNS = Object.fromEntries(
  Object.entries(SHAPED_WORDS).map(([lang, words]) => [lang, words.map((w) => new RegExp(`(?<![\\p{L}\\d])${ocrShaped(w)}(?![\\p{L}])`, 'iu'))]),
) as Partial<Record<OcrLanguage, RegExp[]>>;

function rank(text: string): { lang: OcrLanguage; hits: number }[] {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '');
  return (Object.keys(WORDS) as OcrLanguage[])
    .map((lang) => ({ lang, hits: PATTERNS[lang].filter((re) => re.test(plain)).length + (SHAPED_PATTERNS[lang]?.filter((re) => re.test(text)).length ?? 0) }))
    .sort((a, b) => b.hits - a.hits);
}

export function detectLanguage(text: string): OcrLanguage | null {
  const [best, second] = rank(text);
  return best.hits >= MIN_WORDS && best.hits - second.hits >= MIN_LEAD ? best.lang : null;
}

/**
 * The model to read a page again with: its language's, or on a page printing its captions in two languages alike (a
 * Belgian certificate's "Nom / Naam", "Marque / Merk") the one listed first above, French before Dutch, whose words
 * carry the accents (reading such a page with both models at once lost the É of "AMÉLIE" that French alone kept);
 * null on an English page or one no language leads.
 */
export function detectOcrLanguage(text: string): OcrLanguage | null {
  const [best, second, third] = rank(text);
  if (best.hits < MIN_WORDS) return null;
  if (best.hits - second.hits >= MIN_LEAD) return best.lang;
  if (second.hits < MIN_WORDS || second.hits - third.hits < MIN_LEAD) return null;
  const order = Object.keys(WORDS);
  return order.indexOf(best.lang) < order.indexOf(second.lang) ? best.lang : second.lang;
}
