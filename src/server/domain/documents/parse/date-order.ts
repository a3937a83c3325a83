/**
 * Whether a document writes its numeric dates month first (03/04/2026 is 4 March) or day first (3 April), decided from evidence on the whole page: other dates on it that only one order can read, the country or
 * state of its addresses, its phone numbers, currency, language, spelling and issuer. A unit word ("km", "miles") is
 * no evidence: Canadians and some Americans write km, the British write miles.
 */
export type DateOrder = 'month-first' | 'day-first';

export type DateOrderCue = { cue: string; order: DateOrder; weight: number };

export type DateOrderDecision = {
  order: DateOrder;
  /** False when the evidence is too thin or too mixed to say: ambiguous dates are then only a guess. */
  decided: boolean;
  /** Points for each order, and the cues that gave them (each cue counted up to its cap). */
  score: Record<DateOrder, number>;
  cues: DateOrderCue[];
};

/** Points the winning order needs, and its lead over the other, to be decided. */
const MIN_SCORE = 2;
const MIN_LEAD = 2;

type Rule = { cue: string; order: DateOrder; re: RegExp; weight: number; cap: number };
const rule = (cue: string, order: DateOrder, weight: number, cap: number, re: RegExp): Rule => ({ cue, order, re, weight, cap });

export const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR';
const US_STATE_NAMES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';
/** States whose code is no English word in capitals ("OR 48500 MILES", "IN 12 MONTHS"), safe without a comma. */
const UNMISTAKABLE_STATES = US_STATES.split('|').filter((s) => !['OR', 'IN', 'ME', 'OK', 'HI', 'DE', 'ID', 'OH', 'AL', 'MA', 'PA', 'CO'].includes(s)).join('|');
/** A ZIP code is not a figure with a unit or a decimal part. */
const NOT_A_FIGURE = String.raw`(?![,.]\d)(?!\s*(?:mi|miles|mls|km|kms)\b)`;
/** Provinces of English Canada, which writes month first in business (Quebec is counted apart). */
export const CA_PROVINCES = 'ON|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU';
const CA_POSTCODE = String.raw`[ABCEGHJ-NPRSTVXY]\d[A-Z] ?\d[A-Z]\d`;

/** Words of Spanish, French, German, Italian, Dutch, Portuguese, Nordic, Polish and Finnish documents, which all write the day first. */
const EUROPEAN_WORDS =
  /(?<![\p{L}])(?:fecha|matr[íi]cula|p[óo]liza|factura|vencimiento|facture|immatriculation|contrat|validit[ée]|kennzeichen|rechnung|versicherung\w*|g[üu]ltig|datum|fattura|polizza|targa|scadenza|kenteken|factuur|verzekering|ap[óo]lice|seguro|validade|titulaire|propri[ée]taire|halter|zulassung\w*|fahrzeug\w*|intestatario|libretto|vervaldatum|afgiftedatum|kilometerstand|werkstatt|garagiste|taller|officina|datum|bedrag|totaal|montant|importe|importo|betrag|mwst|btw|tva|iva|ttc|huile|aceite|olio|[öo]lwechsel|vidange|cambio|onderhoud|entretien|revisi[óo]n|tagliando|inspektion|faktura|fakturadat(?:um|o)|kvittering|moms|mva|verkstad|verksted|przebieg|serwis|warsztat|kuitti|lasku|alv|y-tunnus|mittarilukema|[öo]ljynvaihto|huolto)(?![\p{L}])/giu;

const RULES: Rule[] = [
  // Addresses: a US state before a ZIP code, a Canadian province before its postcode, a UK postcode.
  rule('US state and ZIP', 'month-first', 3, 3, new RegExp(String.raw`(?:,\s*(?:${US_STATES})|\s(?:${UNMISTAKABLE_STATES}))\.?\s+\d{5}(?:-\d{4})?\b${NOT_A_FIGURE}`, 'g')),
  rule('US state name', 'month-first', 2, 2, new RegExp(String.raw`\b(?:State\s+of\s+(?:${US_STATE_NAMES})|(?:${US_STATE_NAMES})\s+(?:Department|DMV|BMV|Secretary\s+of\s+State|MVD))\b`, 'gi')),
  rule('US country', 'month-first', 3, 3, /\b(?:United States(?: of America)?|U\.S\.A\.?|USA)\b/g),
  rule('Canadian province and postcode', 'month-first', 2, 2, new RegExp(String.raw`(?:,\s*|\s)(?:${CA_PROVINCES})\.?\s+${CA_POSTCODE}\b`, 'g')),
  // Canada Post's French style puts the province in brackets: "Trois-Rivières (Québec) G9A 5H3".
  rule('Quebec address', 'day-first', 3, 3, new RegExp(String.raw`(?:,\s*|\s)(?:QC|Qu[ée]bec|\((?:QC|Qu[ée]bec)\))\.?\s+${CA_POSTCODE}\b`, 'g')),
  rule('UK postcode', 'day-first', 3, 3, /\b(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?) \d[ABD-HJLNP-UW-Z]{2}\b/g),
  rule('European postcode and town', 'day-first', 2, 2, /\b(?:D|F|E|I|NL|B|A|CH|L)-\d{4,5}\b|\b\d{4} ?[A-Z]{2}\s+(?:Amsterdam|Rotterdam|Utrecht|Den Haag|Eindhoven|Groningen)\b|\b\d{5}\s+(?:Paris|Lyon|Marseille|Toulouse|Berlin|M[üu]nchen|Hamburg|K[öo]ln|Frankfurt|Stuttgart|Madrid|Barcelona|Valencia|Sevilla|Roma|Milano|Torino|Napoli|Bologna)\b/g),
  // An Australian state before its four-figure postcode ("DUBBO NSW 2830", "Geelong VIC 3220"), and the states' and
  // New Zealand's road agencies ("Service NSW", "Transport for NSW", "VicRoads", "Waka Kotahi").
  rule('Australian state and postcode', 'day-first', 3, 3, /\b(?:NSW|VIC|QLD|TAS|ACT|SA|WA|NT)\s+\d{4}\b(?![,.]\d)(?!\s*(?:mi|miles|km|kms|kg)\b)/g),
  rule('Australian or New Zealand road agency', 'day-first', 3, 3, /\b(?:Service NSW|Transport for NSW|Roads and Maritime|VicRoads|Department of Transport and Main Roads|Transport and Main Roads|Waka Kotahi|NZ Transport Agency|NZTA)\b/g),
  rule('European country', 'day-first', 3, 3, /\b(?:United Kingdom|Great Britain|England|Scotland|Wales|Northern Ireland|Ireland|Deutschland|Germany|France|Espa[ñn]a|Spain|Italia|Italy|Nederland|Netherlands|Belgi[eë]|Belgique|Belgium|[ÖO]sterreich|Austria|Schweiz|Suisse|Switzerland|Portugal|Luxembourg|Australia|New Zealand)\b/g),
  // Phone numbers: North American (NANP) formats, and international or national European ones.
  rule('North American phone', 'month-first', 2, 2, /(?:\+1[\s.-]?)?\(\d{3}\)\s?\d{3}[-.\s]\d{4}\b|(?<![\d+])(?:1-)?\d{3}-\d{3}-\d{4}\b|\b1-8\d\d-[A-Z\d]{3}-[A-Z\d]{4}\b|\+1[\s.-]\d{3}[\s.-]\d{3}[\s.-]\d{4}\b/g),
  rule('European phone', 'day-first', 2, 2, /\+(?:44|49|33|34|39|31|32|43|41|353|351|352|45|46|47|358|48)[\s\d()-]{6,}|\b0\d{2,4} \d{3} ?\d{3,4}\b|\b0\d(?: \d\d){4}\b/g),
  // Currency.
  rule('dollars', 'month-first', 1, 1, /\$\s?\d|\bUSD\b|\bUS\$/g),
  rule('euros or pounds', 'day-first', 2, 2, /[€£]|\b(?:EUR|GBP)\b|\d\s?(?:euros?)\b/g),
  // Issuers and institutions of one country.
  rule('US issuer', 'month-first', 2, 2, /\b(?:Department of Motor Vehicles|DMV|BMV|Secretary of State|Motor Vehicle Division|MVD|Tax Assessor-Collector|County Clerk|Department of Licensing|NHTSA|Department of Revenue)\b/g),
  rule('UK issuer or form', 'day-first', 3, 3, /\b(?:DVLA|DVSA|V5C|V11|MOT|Driver and Vehicle Licensing Agency|registered keeper|HM Revenue|Companies House)\b/g),
  rule('European issuer or form', 'day-first', 3, 3, /\b(?:Zulassungsbescheinigung|Kraftfahrt-Bundesamt|T[ÜU]V|DEKRA|certificat d'immatriculation|carte grise|ANTS|pr[ée]fecture|permiso de circulaci[óo]n|DGT|ITV|carta di circolazione|Motorizzazione|kentekenbewijs|RDW|APK|inschrijvingsbewijs|Zulassungsschein|IMT|DIV|dow[óo]d rejestracyjny|registreringsbevis|Transportstyrelsen|vognkort|Statens vegvesen|Traficom)\b/g),
  // Businesses that trade in one country only: insurers, quick-lube and tyre chains.
  rule('US business', 'month-first', 2, 2, /\b(?:State Farm|GEICO|Progressive|Allstate|USAA|Liberty Mutual|Farmers Insurance|Nationwide|Travelers|American Family|Erie Insurance|Safeco|Esurance|Mercury Insurance|Auto-Owners|Amica|Jiffy Lube|Valvoline|Pep Boys|Midas|Firestone Complete|Take 5|Discount Tire|Les Schwab|Meineke|Grease Monkey|Christian Brothers Automotive|Monro)\b/g),
  rule('UK business', 'day-first', 2, 2, /\b(?:Admiral|Direct Line|Hastings Direct|LV=|Churchill|esure|Sheilas' Wheels|More Than|Kwik Fit|Halfords|ATS Euromaster|National Tyres)\b/g),
  // Australian and New Zealand businesses: their company numbers and forms, a state's registration ("rego"), a phone with its area code.
  rule('Australian business', 'day-first', 2, 3, /\b(?:ABN|ACN|NZBN|Pty\.?\s+Ltd|rego)\b|\(0[2378]\)\s?\d{4}\s?\d{4}\b/gi),
  rule('European business', 'day-first', 2, 2, /\b(?:HUK-Coburg|Mapfre|Groupama|MAAF|MACIF|Unipol|Achmea|Centraal Beheer|Norauto|Feu Vert|Midas France|Euromaster|Pit Stop|A\.T\.U|Mutua Madrile[ñn]a|Generali Italia)\b/g),
  // Spelling and wording.
  rule('British spelling or wording', 'day-first', 1, 2, /\b(?:colour|tyres?|postcode|registration mark|licence|centre|labour|cheque|programme|VAT|Ltd|plc|keeper)\b/gi),
  rule('American spelling or wording', 'month-first', 1, 2, /\b(?:color|tires?|ZIP|center|license|labor|check #|gray)\b/gi),
  rule('European language', 'day-first', 2, 6, EUROPEAN_WORDS),
  // A date's format printed beside it ("(DD/MM/YYYY)", "JJ/MM/AAAA", "TT.MM.JJJJ", "MM/DD/YYYY") says the order outright.
  rule('format printed day first', 'day-first', 8, 8, /(?<![\p{L}])(?:DD|JJ|TT|GG)[/.-]MM[/.-](?:YYYY|YY|AAAA|AA|JJJJ|JJ|RRRR)(?![\p{L}])/giu),
  rule('format printed month first', 'month-first', 8, 8, /(?<![\p{L}])MM[/.-]DD[/.-](?:YYYY|YY)(?![\p{L}])/giu),
  // The format in words: "jour/mois/année", "día/mes/año", "Tag.Monat.Jahr", "day/month/year", "month/day/year".
  rule('format in words day first', 'day-first', 8, 8, /(?<![\p{L}])(?:jour|d[íi]a|giorno|tag|dag|day)\s?[/.-]\s?(?:mois|mes|mese|monat|maand|month)\s?[/.-]\s?(?:ann[ée]e|an|a[ñn]o|anno|jahr|jaar|year)(?![\p{L}])/giu),
  rule('format in words month first', 'month-first', 8, 8, /(?<![\p{L}])month\s?[/.-]\s?day\s?[/.-]\s?year(?![\p{L}])/giu),
  // Dates written with the month as a word say how their writer orders the day and the month.
  rule('month named before the day', 'month-first', 1, 2, /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,\s+\d{4}\b/gi),
  rule('day written before the month', 'day-first', 1, 2, /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|June|July|August|September|October|November|December)\s+\d{4}\b/gi),
];

/** Slashed or dashed numeric dates: the page's own unambiguous ones settle the order. */
const NUMERIC_DATE = /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-])/g;
const UNAMBIGUOUS_WEIGHT = 4;
const UNAMBIGUOUS_CAP = 8;

/** Decides the document's date order from everything on the page (its text as read). */
export function decideDateOrder(text: string): DateOrderDecision {
  const score: Record<DateOrder, number> = { 'month-first': 0, 'day-first': 0 };
  const cues: DateOrderCue[] = [];
  const add = (cue: string, order: DateOrder, weight: number) => {
    if (weight <= 0) return;
    score[order] += weight;
    cues.push({ cue, order, weight });
  };

  let dayFirstDates = 0;
  let monthFirstDates = 0;
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) dayFirstDates++;
    if (b > 12 && b <= 31 && a >= 1 && a <= 12) monthFirstDates++;
  }
  add('a date only day first can read', 'day-first', Math.min(UNAMBIGUOUS_CAP, dayFirstDates * UNAMBIGUOUS_WEIGHT));
  add('a date only month first can read', 'month-first', Math.min(UNAMBIGUOUS_CAP, monthFirstDates * UNAMBIGUOUS_WEIGHT));

  for (const r of RULES) {
    const distinct = new Set([...text.matchAll(r.re)].map((m) => m[0].toLowerCase().replace(/\s+/g, ' ')));
    add(r.cue, r.order, Math.min(r.cap, distinct.size * r.weight));
  }

  const month = score['month-first'];
  const day = score['day-first'];
  const order: DateOrder = day > month ? 'day-first' : 'month-first';
  const [win, lose] = order === 'day-first' ? [day, month] : [month, day];
  return { order, decided: win >= MIN_SCORE && win - lose >= MIN_LEAD, score, cues };
}

/** A numeric date either order can read: the reading the decision gave and the other one, as YYYY-MM-DD. */
export type AmbiguousDate = { read: string; other: string };

/**
 * Slashed and dashed dates whose two first numbers are both 12 or less and differ (04/02/2027), read both ways.
 * Dotted dates (04.02.2027) are written day first everywhere they are used, and are not listed.
 */
export function listAmbiguousDates(text: string, order: DateOrder): AmbiguousDate[] {
  const out: AmbiguousDate[] = [];
  for (const m of text.matchAll(NUMERIC_DATE)) {
    if (m[2] === '.') continue;
    const [a, b] = [Number(m[1]), Number(m[3])];
    if (a < 1 || b < 1 || a > 12 || b > 12 || a === b) continue;
    const year = m[4].length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
    const monthFirst = `${year}-${pad(a)}-${pad(b)}`;
    const dayFirst = `${year}-${pad(b)}-${pad(a)}`;
    out.push(order === 'day-first' ? { read: dayFirst, other: monthFirst } : { read: monthFirst, other: dayFirst });
  }
  return out;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
