import { boost, choose, findLabelled, type Candidate, type Choice } from './candidates';
import { hasCyrillic, latinOfCyrillic } from './transliterate';
import { contextCandidates, listDates } from './date-context';
import type { DateOptions } from './dates';
import {
  COVERAGE_LABELS, EFFECTIVE_LABELS, EXPIRATION_LABELS, INSURER_LABELS, PERIOD_LABELS, POLICY_LABELS, PREMIUM_LABELS, PREMIUM_TOTAL_LABELS,
  isCaption,
} from './lexicon';
import type { Page } from './page';
import { findAmounts } from './amounts';
import { readAmount, readDateIn, readPolicyNumber, readRangeEndIn, type ReaderOf } from './readers';
import { findTermTables, outsidePriorColumns, termColumnCandidates } from './term-columns';

export type InsuranceChoices = {
  insuranceProvider: Choice<string>;
  policyNumber: Choice<string>;
  coverageType: Choice<string>;
  effectiveDate: Choice<string>;
  expirationDate: Choice<string>;
  premium: Choice<number>;
};

/** Motor insurers of the US, the UK and Europe, by the name their customers know. */
const INSURERS = [
  'State Farm', 'GEICO', 'Progressive', 'Allstate', 'USAA', 'Liberty Mutual', 'Farmers', 'Nationwide', 'Travelers',
  'American Family', 'Erie Insurance', 'The Hartford', 'Safeco', 'Esurance', 'MetLife', 'Mercury', 'Auto-Owners',
  'Kemper', 'Root Insurance', 'Lemonade', 'Direct Auto', 'Country Financial', 'Amica', 'Shelter', 'Allied',
  'Plymouth Rock', 'NJM', 'Hanover', 'Sentry', 'Westfield', 'Bristol West', 'Dairyland', 'The General', 'Infinity',
  'Wawanesa', 'Intact', 'Desjardins', 'Aviva', 'Admiral', 'Direct Line', 'AXA', 'Hastings Direct', 'LV=', 'Churchill',
  'esure', 'Sheilas\' Wheels', 'Zurich', 'Allianz', 'Generali', 'Ageas', 'RAC', 'AA Insurance', 'Tesco Bank', 'Saga',
  'More Than', 'Privilege', 'Swinton', 'Co-op Insurance', 'Mapfre', 'HUK-Coburg', 'Groupama', 'Unipol', 'Achmea', 'FBD',
  // Motor insurers of France, Germany, Italy, Spain and the Netherlands (a longer name wins: "MAAF Assurances").
  'MAAF', 'MAAF Assurances', 'MACIF', 'MAIF', 'Matmut', 'GMF', 'MMA', 'Direct Assurance', 'Pacifica', 'DEVK', 'LVM', 'R+V', 'VHV',
  'Debeka', 'HDI', 'Gothaer', 'WGV', 'Signal Iduna', 'Provinzial', 'CosmosDirekt', 'Reale Mutua', 'Cattolica', 'Vittoria Assicurazioni',
  'Sara Assicurazioni', 'Genertel', 'Verti', 'Mutua Madrileña', 'Línea Directa', 'Pelayo', 'Caser', 'Catalana Occidente', 'Santalucía',
  'Centraal Beheer', 'Interpolis', 'FBTO', 'Nationale-Nederlanden', 'ANWB', 'Univé', 'OHRA', 'Allianz Direct', 'InShared',
  // Canada: the provinces' public insurers and the private ones of the other provinces.
  // (Canadian arms of insurers named above keep the brand: "Aviva Canada" is Aviva.)
  'ICBC', 'SGI', 'Manitoba Public Insurance', 'MPI', 'SAAQ', 'Co-operators', 'TD Insurance', 'Belairdirect',
  'RBC Insurance', 'Economical', 'Definity', 'Gore Mutual', 'Beneva', 'La Capitale', 'Promutuel', 'CAA Insurance', 'Sonnet',
];
const INSURER_PATTERN = new RegExp(
  `(?<![A-Za-z])(${[...INSURERS].sort((a, b) => b.length - a.length).map((i) => i.replace(/[.*+?^${}()|[\]\\=]/g, '\\$&')).join('|')})(?![A-Za-z])`,
  'gi',
);

function canonicalInsurer(raw: string): string {
  return INSURERS.find((i) => i.toLowerCase() === raw.toLowerCase()) ?? raw;
}

const LEGAL_SUFFIX =
  /\s*,?\s*\b(?:insurance\s+)?(?:company|co\.?|limited|ltd\.?|plc|inc\.?|llc|corp(?:oration)?\.?|group|mutual\s+automobile\s+insurance\s+company|IARD|S\.p\.A|SpA|S\.?A|SE|AG|N\.V|B\.V|GmbH|VVaG|a\.G|Zrt|Nyrt|ASA|AB|A\/S|A\.S|Oyj?|DAC|a\.s)\b\.?$/i;

/** An insurer: a known name in the text, else the text cut before legal suffixes. */
const FIRST_INSURER = new RegExp(INSURER_PATTERN.source, 'i');

const readInsurer: ReaderOf<string> = (raw) => {
  // "Your insurer is ...", "Ihr Versicherer ist die ...", "Votre assureur est ...", "Uw verzekeraar is de ...": the
  // name after the verb and its article, positions kept the raw text's.
  const verb = /^\s*(?:is|ist|est|es|è|är|er|jest|je|on|az)\s+(?:(?:die|der|the|la|le|el|de|het)\s+|l['’]\s*)?(?=\p{Lu})/u.exec(raw);
  // A Danish or Norwegian company's "A/S" read as one word, the same length, so that its slash does not end the name.
  const text = (verb ? ' '.repeat(verb[0].length) + raw.slice(verb[0].length) : raw).replace(/(?<=\s)A\/S(?![\p{L}])/gu, 'A.S');
  const known = FIRST_INSURER.exec(text);
  if (known && known.index < 12) return { value: canonicalInsurer(known[1]), index: known.index, length: known[1].length };
  // A particle may join the name's words ("Companhia de Seguros Tágide", "Mútua do Mondego", "Compagnie des Alpes").
  const m = /^\s*(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:(?:de|di|del|della|dei|du|des|do|da|dos|das|van|der|den|von|la|le|y|e|et|und|and)\s+)?(?:[\p{Lu}&][\p{L}&'’.-]*|plc|ltd\.?|inc\.?|llc|co\.|poji[šs][ťt]ovna|pois[ťt]ov[ňn]a)){0,4})/u.exec(text);
  if (!m) return null;
  // The name ends at its legal form ("... Insurance Co. Policy number" in a sentence that runs on).
  // Continental forms too ("... Versicherung AG. Wir haben ...").
  const legal = /\b(?:company|co\.|limited|ltd\.?|plc|inc\.?|llc|corp(?:oration)?\.?|AG|SE|GmbH|N\.V\.?|S\.p\.A\.?|S\.A\.?|VVaG|Zrt\.?|Nyrt\.?|ASA|AB|A\.S|Oy|Oyj|DAC|a\.s\.?)(?=[\s.,;]|$)/i.exec(m[1]);
  let name = legal ? m[1].slice(0, legal.index + legal[0].length) : m[1];
  while (LEGAL_SUFFIX.test(name)) name = name.replace(LEGAL_SUFFIX, '');
  // "... Allgemeine Versicherungs-AG": the business word as it stands without its legal form.
  name = name.replace(/(?<=versicherung)s-$/iu, '');
  return name.length >= 2 ? { value: name.trim(), index: m.index + m[0].length - m[1].length, length: m[1].length } : null;
};

/** Words only an insurer's own name holds ("Harbor Mutual Insurance Company", "Bluewater Assurance"). */
// German and Dutch write the business in compounds ("Schadeverzekering", "Sachversicherung"), and a German mutual
// insurer's legal form says what it is (VVaG); Spanish and Portuguese insurers call themselves "Aseguradora",
// "Seguradora", "Mutua".
const INSURER_WORD =
  /\b(?:insurance|assurance|mutual|casualty|indemnity|underwriters|underwriting|insurers|assicurazioni|assurances|seguros|mutuelle|VVaG)\b|(?<![\p{L}])(?:\p{L}*(?:versicherung|verzekering)(?:en|s-AG)?|(?:a)?seguradora|m[úu]tua|ubezpiecze[ńn]\p{L}*|poji[šs][ťt]ovna|pois[ťt]ov[ňn]a|biztos[íi]t[óo]|asigur[ăa]ri|f[öo]rs[äa]kring(?:ar)?|forsikring|vakuutus)(?![\p{L}])/iu;
const NOT_INSURER_LINE =
  /\b(?:card|certificate|identification|declarations?|policy|proof|evidence|notice|summary|coverage|page|schedule|renewal|motor\s+insurance|auto(?:mobile)?\s+insurance|car\s+insurance|of\s+insurance)\b|\b(?:agen(?:cy|cies|t|ts)|brokers?|brokerage|producer|services)\b/i;
/** A document's title in its language ("Attestation d'assurance", "Versicherungsbestätigung") names no insurer. */
const DOCUMENT_TITLE =
  /(?<![\p{L}])(?:attestation|bescheinigung|best[äa]tigung|nachweis|certificato|certificado|recibo|polisblad|polizza|polizze|d'assurances?|di\s+assicurazione|de\s+seguros?|kfz-\p{L}*versicherung|\p{L}*haftpflicht\p{L}*|autoverzekering|motorrijtuigverzekering)(?![\p{L}])/iu;
/**
 * A mutual's or company's name says its business the way a title does ("Mutuelle Alpine d'Assurances", "Mutua
 * Levantina de Seguros", "Compagnie Lyonnaise d'Assurances"): the business words taken out, the rest tells a title.
 */
const LEGAL_ENTITY = /(?<![\p{L}])(?:mutuelle|mutua|mutual|soci[ée]t[ée]|sociedad|compagnie|compa[ñn][íi]a|companhia|compagnia|caisse)(?![\p{L}])/iu;
const withoutBusiness = (text: string) => (LEGAL_ENTITY.test(text) ? text.replace(/(?<![\p{L}])(?:d'assurances?|de\s+seguros?|di\s+assicurazion[ei])(?![\p{L}])/giu, ' ') : text);
const LEGAL_FORM = String.raw`(?:company|co\.|limited|ltd\.?|plc|inc\.?|llc|S\.p\.A\.?|S\.A\.?|SE|AG|N\.V\.?|B\.V\.?|GmbH|VVaG|E?AD)`;
/**
 * What follows a brand in its legal-name line: "is a trading name of", "is een handelsnaam van", ", société
 * d'assurance mutuelle", "Versicherung AG", "Schadeverzekering N.V.", "Underwriting Limited".
 */
const AFTER_BRAND = new RegExp(
  String.raw`^["“”»']?[\s,]*(?:is\s+(?:a\s+)?trading\s+(?:name|style)\s+of|is\s+een\s+handelsnaam\s+van|est\s+une\s+marque\s+d[eu]|ist\s+eine\s+marke\s+der|(?:\p{L}+\s+){0,2}?(?:soci[ée]t[ée]\s+d'assurance|versicherung(?:s-?ag)?|assicurazioni|d'assurances?|seguros|schadeverzekering(?:en)?|verzekeringen|insurance|assurances?|underwriting|mutuelle)(?![\p{L}])|${LEGAL_FORM}(?![\p{L}]))`,
  'iu',
);
const TRADING_NAME = /(\p{Lu}[\p{L}&'’.-]*(?:\s+\p{Lu}[\p{L}&'’.-]*){0,2})\s+(?:is\s+(?:a\s+)?trading\s+(?:name|style)\s+of|is\s+een\s+handelsnaam\s+van)\b/u;

/**
 * A brand no list names, from the page's structure: a short letterhead line ("KESTREL", "Dijkwacht") that a legal-name
 * line further down opens with, or the name a "trading name of" sentence gives.
 */
function brandsOfLegalNames(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines.slice(0, 3)) {
    const brand = line.cells[0]?.text.trim() ?? '';
    // A logo may be lower-case ("clearwell") or open with a figure ("2nd Avenue").
    if (line.cells.length > 1 || !/^[\p{L}\d][\p{L}\d&'’ .-]{1,30}$/u.test(brand) || !/\p{L}{2}/u.test(brand) || brand.split(/\s+/).length > 3) continue;
    if (NOT_INSURER_LINE.test(brand) || DOCUMENT_TITLE.test(brand)) continue;
    const key = brand.toLowerCase();
    for (const other of page.lines) {
      // A Latin letterhead over a Cyrillic legal name ("STRANDZHA" over "ЗАД „Странджа“ АД") is read in Latin letters.
      const text = hasCyrillic(other.text) && !hasCyrillic(brand) ? latinOfCyrillic(other.text) : other.text;
      // The legal name comes after the letterhead: a place under "Manitoba Public Insurance" is no brand.
      const at = other.index <= line.index ? -1 : text.toLowerCase().indexOf(key);
      if (at < 0 || (at > 0 && /\p{L}/u.test(text[at - 1])) || !AFTER_BRAND.test(text.slice(at + brand.length))) continue;
      out.push({ value: text.slice(at, at + brand.length), score: 0.8, relation: 'unlabelled', line: line.index });
      break;
    }
  }
  for (const line of page.lines) {
    const m = TRADING_NAME.exec(line.text);
    if (m) out.push({ value: m[1], score: 0.6, relation: 'unlabelled', line: line.index });
  }
  return out;
}
/** Words of a document's title or business, never a brand on their own ("Versicherungsschein", "Avis d'échéance"). */
const TITLE_WORDS =
  /(?<![\p{L}])(?:\p{L}*versicherung\p{L}*|versicherungsschein|beitrags?\p{L}*|rechnung|quittung|nachtrag|avis|m[ée]mo|contrat|cotisation|polizza|quietanza|avviso|p[óo]liza|recibo|seguro|polis\p{L}*|verzekering\p{L}*|premie\p{L}*|renewal|schedule|statement|notice|your|dear|welcome)(?![\p{L}])/iu;

/**
 * The letterhead alone, when nothing on the page names an insurer otherwise: a brand no list knows printed as the
 * page's first line ("HUK24", "Kiwa Direkt"), not a person's name over an address, not a title or a caption.
 */
function letterheadBrand(page: Page): Candidate<string>[] {
  const line = page.lines[0];
  const brand = line?.cells.length === 1 ? line.cells[0].text.trim() : '';
  if (!/^[\p{L}\d][\p{L}\d&'’ .+-]{1,24}$/u.test(brand) || !/\p{L}{2}/u.test(brand) || brand.split(/\s+/).length > 3) return [];
  if (NOT_INSURER_LINE.test(brand) || DOCUMENT_TITLE.test(brand) || TITLE_WORDS.test(brand) || isCaption(brand)) return [];
  // An addressee's name stands over a street line.
  const next = page.lines[1]?.cells[0]?.text.trim() ?? '';
  if (/^\d{1,5}[,\s]|\s\d{1,4}[a-z]?$/.test(next)) return [];
  return [{ value: brand, score: 0.35, relation: 'unlabelled', line: line.index }];
}

/**
 * Words a legal name adds to the brand owners know: its legal form and the business it is in ("ERGO Versicherung AG",
 * "Tamarack General Insurance Corporation", "Vendéa Mutuelle d'Assurances du Centre", "Castalia Assicurazioni S.p.A.").
 */
const BUSINESS_WORD = String.raw`(?:insurance|assurances?|d'assurances?|versicherung(?:en|s-?ag)?|\p{L}*versicherung|\p{L}*gesellschaft|allgemeine|schweizerische|deutsche|[öo]sterreichische|assicurazioni|seguros|verzekeringen|schadeverzekering(?:en)?|mutuelle|mutual|mutua|a\.e\.?|d\.d\.?|aas|jsc|зад|ад|general|specialty|casualty|indemnity|underwriting|underwriters|services|management|company|compagnie|compagnia|companhia|compa[ñn][íi]a|co\.?|corporation|corp\.?|limited|ltd\.?|plc|inc\.?|llc|group|holdings|ag|se|gmbh|s\.?p\.?a\.?|s\.?a\.?|n\.?v\.?|b\.?v\.?|vvag|a\.?g\.?|iard|soci[ée]t[ée]|cooperativa|reaseguros|resseguros|riassicurazioni|asigur[ăa]r[ei](?:-reasigur[ăa]r[ei])?|reasigur[ăa]r[ei]|towarzystwo|ubezpiecze[ńn]\p{L}*|poji[šs][ťt]ovna|pois[ťt]ov[ňn]a|biztos[íi]t[óo]|zrt\.?|nyrt\.?|forsikring|f[öo]rs[äa]kring(?:ar)?|vakuutus(?:yhti[öo])?|oyj?|asa|dac|a\.s\.?|r[ée]assurances?|r[üu]ckversicherung(?:en)?|mutualidad|property|fire|marine)`;
/** A legal name's tail: business words only, a place after "of", "du", "de" allowed at its end ("... of Canada"). */
const LEGAL_TAIL = new RegExp(
  String.raw`^(?:[\s,&]+(?:(?:and|y|e|et|und)\s+)?${BUSINESS_WORD}(?![\p{L}]))+(?:\s+(?:of|du|de|des|di|del|der|für)\s+(?:the\s+)?\p{Lu}[\p{L}-]*)?[\s,.]*$`,
  'iu',
);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The brand owners know, where the page confirms it: an insurer read as a legal name ("Rheinlicht Allgemeine
 * Versicherung", "Copperline Specialty Insurance Company") whose first words the page also prints on their own, a
 * letterhead or logo ("RHEINLICHT", "copperline") or a mention not followed by business words ("your Copperline
 * app"), is that brand. A name whose tail holds other words ("Saskatchewan Government Insurance") is kept whole.
 */
export function brandOf(raw: string, page: Page): string {
  if (INSURERS.some((i) => i.toLowerCase() === raw.toLowerCase())) return raw;
  // "The Cincinnati Insurance Company": a leading article is no part of the brand ("The Hartford", listed, keeps it).
  const name = raw.replace(/^the\s+(?=\p{Lu})/iu, '');
  const words = name.split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const brand = words.slice(0, n).join(' ');
    const tail = name.slice(brand.length);
    if (brand.length < 2 || (tail && !LEGAL_TAIL.test(tail)) || (!tail && name === raw) || new RegExp(`^${BUSINESS_WORD}$`, 'iu').test(words[0])) continue;
    // A place a legal name ends with ("Mutuelles du Bocage", "Insurance Company of Ohio") is no brand printed alone.
    const alone = new RegExp(String.raw`(?<![\p{L}\d])(?<!\b(?:of|du|de|des|di|del|della|der|von|d')\s?)${escapeRe(brand)}(?![\p{L}\d])(?!\s*(?:[-–—,]\s*)?(?:(?:and|y|e|et|und)\s+)?${BUSINESS_WORD}(?![\p{L}]))`, 'iu');
    // A letterhead of the brand and the word "Insurance" ("FRANKENMUTH INSURANCE" over "... Mutual Insurance Company")
    // names the brand too; the name read itself does not ("Saskatchewan Government Insurance").
    const letterhead = new RegExp(String.raw`^\s*${escapeRe(brand)}\s+${LETTERHEAD_WORD}\s*$`, 'iu');
    const isLetterhead = (text: string) => letterhead.test(text) && text.trim().toLowerCase() !== raw.toLowerCase();
    // The page prints the brand without its legal tail somewhere: a line of its own, a logo, a sentence.
    if (page.lines.some((line) => line.cells.some((cell) => alone.test(cell.text) || isLetterhead(cell.text)))) return letterheadOpening(brand, page) ?? brand;
  }
  return letterheadSharing(raw, page) ?? raw;
}

/**
 * The letterhead that holds the brand a legal name starts with and a word or two of its own around it, no business
 * word, figure or title among them ("Bayou State Auto" over "Underwritten by Bayou Indemnity Company", "Cobalt
 * Commercial" beside "Cobalt Indemnity Company", "Blue Heron Auto" over "Heron Casualty Insurance Company"): the
 * brand as the page prints it, whole.
 */
function letterheadOpening(brand: string, page: Page): string | null {
  const business = new RegExp(`^${BUSINESS_WORD}$`, 'iu');
  const within = new RegExp(String.raw`(?<![\p{L}\d])${escapeRe(brand)}(?![\p{L}\d])`, 'iu');
  for (const line of page.lines.slice(0, 3)) {
    const text = line.cells.length === 1 ? line.cells[0].text.trim() : '';
    const at = within.exec(text);
    if (!at || text.length === brand.length) continue;
    const more = `${text.slice(0, at.index)} ${text.slice(at.index + brand.length)}`.trim().split(/\s+/);
    if (more.length > 2 || more.some((w) => business.test(w) || !/^\p{Lu}[\p{L}'’-]*$/u.test(w))) continue;
    if (/\d|:/.test(text) || NOT_INSURER_LINE.test(text) || DOCUMENT_TITLE.test(text) || TITLE_WORDS.test(text)) continue;
    return text;
  }
  return null;
}

/**
 * A brand printed at the top that differs from the legal name but shares its distinctive word ("Die Mobiliar" over
 * "Schweizerische Mobiliar Versicherungsgesellschaft"): a line of its own among the first three, of one to three words
 * and no figures, no business word nor document title, and no leading words of the legal name (a place printed under
 * "Saskatchewan Government Insurance" is no brand).
 */
function letterheadSharing(raw: string, page: Page): string | null {
  const business = new RegExp(`^${BUSINESS_WORD}$`, 'iu');
  const rawWords = raw.split(/\s+/);
  // Only a legal name (it holds a business word) gives way to a brand line (it holds none).
  if (!rawWords.some((w) => business.test(w))) return null;
  const distinctive = rawWords.filter((w) => w.length >= 4 && /^\p{Lu}/u.test(w) && !business.test(w)).map((w) => w.toLowerCase());
  if (!distinctive.length) return null;
  for (const line of page.lines.slice(0, 3)) {
    const text = line.cells.length === 1 ? line.cells[0].text.trim() : '';
    const words = text.split(/\s+/);
    if (!text || words.length > 3 || words.some((w) => business.test(w)) || /\d|:/.test(text) || DOCUMENT_TITLE.test(text) || NOT_INSURER_LINE.test(text) || raw.toLowerCase().startsWith(text.toLowerCase())) continue;
    if (words.some((w) => distinctive.includes(w.toLowerCase()))) return text;
  }
  return null;
}
// Only "Insurance": other languages' word is often part of the brand ("Cantábrica Seguros").
const LETTERHEAD_WORD = String.raw`insurance`;

const REGULATED_BY =
  /(?<![\p{L}])(\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*){0,3}\s+(?:Insurance|INSURANCE|Assurance)\s+(?:DAC|Limited|Ltd\.?|plc|PLC|Company|SE|AG|N\.V\.|S\.A\.))\s+is\s+(?:regulated|authori[sz]ed)\s+by\b/u;
const NAMED_INSURER =
  /\b(?:with|from|by|at|on\s+behalf\s+of)\s+((?:[A-Z][\w&'.-]*\s+){1,3}(?:Insurance|Assurance|Mutual|Casualty|Indemnity|Underwriters|Insurers)(?:\s+(?:Company|Co\.?|Group|Ltd\.?|Limited|plc|Inc\.?|DAC|SE|AG))?)/;

/**
 * Insurers the list does not know: a letterhead line near the top holding an insurer's word ("NORTHSTAR GENERAL
 * INSURANCE"), or a name after "with", "from" or "by" in a sentence ("renewing with Pinecrest Insurance").
 */
function unlistedInsurers(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines.slice(0, 4)) {
    const cell = line.cells[0]?.text.trim() ?? '';
    if (line.cells.length > 2 || !INSURER_WORD.test(cell) || NOT_INSURER_LINE.test(cell) || DOCUMENT_TITLE.test(withoutBusiness(cell)) || /\d|:/.test(cell)) continue;
    if (cell.split(/\s+/).length > 6 || FIRST_INSURER.test(cell)) continue;
    const found = readInsurer(cell);
    if (found) out.push({ value: found.value, score: 0.7, relation: 'unlabelled', line: line.index });
  }
  // A regulatory footer: "Corrib Insurance DAC is regulated by the Central Bank of Ireland", "... Limited is authorised by ...".
  for (const line of page.lines) {
    const m = REGULATED_BY.exec(line.text);
    const found = m ? readInsurer(m[1]) : null;
    if (found) out.push({ value: found.value, score: 0.6, relation: 'unlabelled', line: line.index });
  }
  for (const line of page.lines) {
    const m = NAMED_INSURER.exec(line.text);
    const found = m ? readInsurer(m[1]) : null;
    if (found) out.push({ value: found.value, score: 0.55, relation: 'unlabelled', line: line.index });
  }
  return out;
}

const COVERAGES = [
  'Full Coverage', 'Liability Only', 'Comprehensive and Collision', 'Comprehensive & Collision', 'Comprehensive', 'Collision',
  'Liability', 'Basic', 'Standard', 'Minimum Coverage', 'State Minimum', 'Third Party, Fire and Theft', 'Third Party Only',
  'Third Party', 'Fully Comprehensive',
];
const COVERAGE_PATTERN = new RegExp(`(?<![A-Za-z])(${COVERAGES.map((c) => c.replace(/[&,]/g, (x) => `\\${x}`)).join('|')})(?![A-Za-z])`, 'i');
const readCoverage: ReaderOf<string> = (text) => {
  const m = COVERAGE_PATTERN.exec(text);
  return m ? { value: m[1], index: m.index, length: m[1].length } : null;
};

/** On a renewal, a line about the term in force (its dates, its premium) is not the renewal's. */
const PRIOR_TERM =
  /\b(?:current|prior|previous|expiring|existing|last\s+year'?s?|(?:premium|price)\s+last\s+year)\b|(?<![\p{L}])(?:actuel(?:le)?|pr[ée]c[ée]dent(?:e)?|bisher(?:ige?[rs]?)?|aktuelle?r?|attuale|precedente|anterior|anterioar[ăa]|actual[ăa]?|huidige?|vorige?|poprzedni\p{L}*|dotychczasow\p{L}*|p[řr]edchoz[íi]|st[áa]vaj[íi]c[íi]|el[őöo]z[őöo]|jelenlegi|forrige|tidligere|f[öo]reg[åa]ende|nuvarande|n[åa]v[æa]rende|edellinen|nykyinen|sidste\s+[åa]r|f[öo]rra\s+[åa]ret|i\s+fjor|viime\s+vuonna|ubieg[łl]\p{L}*|tavaly\p{L}*|loni)(?![\p{L}])/iu;
// A UK renewal notice sets "Last year's premium" beside "This year's premium", the renewal's.
const RENEWAL_TERM = /\b(?:renewal|renewed|renewing|new\s+(?:term|premium|policy\s+term)|next\s+term|this\s+year'?s|(?:premium|price)\s+this\s+year)\b|(?<![\p{L}])(?:nouvelle|neu(?:e[rn]?)?|nuovo|nueva|nieuwe|renouvellement|rinnovo|renovaci[óo]n|verlenging|re[îi]nnoir\p{L}*|nou[ăa]?|nowa|nowy|odnowieni\p{L}*|nov[áé]|obnov\p{L}*|[úu]j|meg[úu]j[íi]t\p{L}*|fornyelse|f[öo]rnyelse|uusi|uusittu|ny|nya|nye|nyt)(?![\p{L}])/iu;
/** On any document, a premium said to be last year's or the previous term's is not the one in force. */
const PAST_TERM =
  /\b(?:prior|previous|expiring|last\s+year'?s?|(?:premium|price)\s+last\s+year)\b|(?<![\p{L}])(?:pr[ée]c[ée]dent(?:e)?|bisher(?:ige?[rs]?)?|vorige?|precedente|anterior|anterioar[ăa]|poprzedni\p{L}*|p[řr]edchoz[íi]|el[őöo]z[őöo]|forrige|tidligere|f[öo]reg[åa]ende|edellinen|sidste\s+[åa]r|f[öo]rra\s+[åa]ret|i\s+fjor|viime\s+vuonna)(?![\p{L}])/iu;
/** A premium net of tax is not the policy's total; one including tax (or called a total) is. */
const NET_OF_TAX = /(?<![\p{L}])(?:net(?:to)?|nettopr[äa]mie|nett|hors\s+taxes?|HT|prima\s+neta|excl(?:uding|\.)?\s*(?:tax|taxes|VAT|IPT|BTW)?|before\s+tax(?:es)?|sin\s+impuestos|imponibile|zonder\s+belasting)(?![\p{L}])/iu;
const WITH_TAX = /(?<![\p{L}])(?:inkl\.?|incl\.?|including|TTC|gross|brutto|lordo|total|gesamt|(?:gesamt|brutto)pr[äa]mie|totale|totaal|jahresbeitrag|y\s+impuestos|tasse\s+incluse|incluida?s?|[łlt][ąa]czn\p{L}*|razem|celkem|celkov\p{L}*|[öo]sszesen|yhteens[äa]|i\s+alt|samlet|totalt|total[ăa]|ukupn\p{L}*|spolu)(?![\p{L}])/iu;

/**
 * A part payment of the premium: an instalment, a quarter's rate, a month's, a down payment ("Beitrag je Rate", "12
 * instalments of", "Premie per maand", "mensualité", "rata", "cuota"), not the policy's premium.
 */
const INSTALMENT = /(?<![\p{L}])(?:(?:je|pro)\s+rate|raten(?:zahlung|beitrag)?|instal(?:l)?ments?|down\s+payment|monthly|per\s+(?:month|maand)|pro\s+monat|monatlich|par\s+mois|mensuel(?:le)?|mensualit[ée]s?|al\s+mes[e]?|mensile|mensual|rata|rate\s+mensili|cuotas?|termijnen?|termijnbedrag)(?![\p{L}])/iu;

/** A line of tax on a premium: "Imposte", "Taxes", "Versicherungsteuer", "Assurantiebelasting", "IPT". */
const TAX_LINE = /(?<![\p{L}])(?:tax(?:es)?|IPT|imposte?|tasse|taxes?|impuestos?|impostos?|steuer|\p{L}*steuer|belasting|\p{L}*belasting|accise|contributi)(?![\p{L}])/iu;

/**
 * The arithmetic of a premium's lines: a figure that another plus a tax line makes is net of that tax; the sum it
 * makes is the premium with its tax ("Premie 400,00 · Assurantiebelasting 84,00 · Te betalen 484,00").
 */
function grossOfTax(page: Page, candidates: Candidate<number>[]): Candidate<number>[] {
  const amounts = page.lines.flatMap((line) => findAmounts(line.text).filter((a) => a.value > 0).map((a) => ({ value: a.value, line: line.index, tax: TAX_LINE.test(line.text) })));
  const taxes = amounts.filter((a) => a.tax);
  if (!taxes.length) return candidates;
  const near = (a: number, b: number) => Math.abs(a - b) < 0.015;
  const out: Candidate<number>[] = [];
  for (const c of candidates) {
    const gross = amounts.find((g) => !g.tax && taxes.some((t) => t.line !== c.line && near(c.value + t.value, g.value)));
    if (gross) {
      out.push({ ...c, score: c.score * 0.5 }, { value: gross.value, score: Math.max(0.7, c.score), relation: 'unlabelled', line: gross.line });
      continue;
    }
    const sum = amounts.some((n) => !n.tax && taxes.some((t) => near(n.value + t.value, c.value)));
    out.push(sum ? { ...c, score: c.score * 1.2 } : c);
  }
  return out;
}

/**
 * The structure of a premium's breakdown: a run of amount lines one under another (a net premium, then taxes, levies,
 * a guarantee fund's fee, a stamp, a motor tax) and under them the line whose figure is their sum, the total with
 * taxes and fees ("Застрахователна премия 209,50 · Данък 4,19 · Гаранционен фонд 8,12 · Стикер 2,14 · Общо 223,95").
 * A premium read on a line of that run is the total's part: the total is proposed in its place. Lines with several
 * figures (a prior and a renewal column) are summed column by column; a line without figures between two ends the run.
 */
export function breakdownTotals(page: Page, candidates: Candidate<number>[]): Candidate<number>[] {
  const rows = page.lines
    .map((line) => ({ line: line.index, values: findAmounts(line.text).filter((a) => a.value > 0).map((a) => a.value) }))
    .filter((r) => r.values.length > 0);
  const near = (a: number, b: number) => Math.abs(a - b) < 0.015;
  const out: Candidate<number>[] = [];
  for (const c of candidates) {
    const at = rows.findIndex((r) => r.line === c.line);
    const column = at >= 0 ? rows[at].values.findIndex((v) => near(v, c.value)) : -1;
    let total: { line: number; value: number } | null = null;
    if (column >= 0) {
      const width = rows[at].values.length;
      // Windows of two to eight rows holding the candidate's row, each the next line's, the total on the line after.
      for (let first = at; first >= Math.max(0, at - 7) && !total; first--) {
        if (first < at && (rows[first].values.length !== width || rows[first + 1].line - rows[first].line > 1)) break;
        let sum = 0;
        for (let last = first; last < rows.length - 1 && last - first < 8; last++) {
          if (rows[last].values.length !== width || (last > first && rows[last].line - rows[last - 1].line > 1)) break;
          sum += rows[last].values[column];
          const next = rows[last + 1];
          if (last >= at && last > first && next.values.length === width && next.line - rows[last].line <= 1 && near(sum, next.values[column])) {
            total = { line: next.line, value: next.values[column] };
            break;
          }
        }
      }
    }
    out.push(total ? { ...c, score: c.score * 0.5 } : c);
    if (total) out.push({ value: total.value, score: Math.max(0.75, c.score), relation: 'unlabelled', line: total.line });
  }
  return out;
}

/**
 * "Your premium has changed from £512.30 to £561.80": the second figure is this term's; the first, read by its
 * caption, is left behind.
 */
function changedPremiums(page: Page, candidates: Candidate<number>[]): Candidate<number>[] {
  const out = [...candidates];
  for (const line of page.lines) {
    if (!/(?<![\p{L}])(?:premium|price|cost|cotisation|prime|beitrag|premio|prima|premie)(?![\p{L}])/iu.test(line.text)) continue;
    const m = /(?<![\p{L}])(?:from|von|de|da|van)\s+(\S+(?:\s\S+)?)\s+(?:to|auf|à|a|naar)\s+(.{1,20})/iu.exec(line.text);
    const from = m ? findAmounts(m[1])[0] : undefined;
    const to = m ? findAmounts(m[2])[0] : undefined;
    if (!from || !to) continue;
    out.forEach((c, i) => {
      if (c.line === line.index && Math.abs(c.value - from.value) < 0.005) out[i] = { ...c, score: c.score * 0.3 };
    });
    out.push({ value: to.value, score: 0.85, relation: 'sentence', line: line.index });
  }
  return out;
}

/**
 * "Your current premium is $588.10; your renewal premium is $612.40": two terms' premiums in one sentence, each told
 * by the words just before it (since the figure before it) rather than by the whole line's.
 */
function premiumsByClause(page: Page, candidates: Candidate<number>[]): Candidate<number>[] {
  return candidates.map((c) => {
    const text = c.line === undefined ? '' : (page.lines[c.line]?.text ?? '');
    const amounts = findAmounts(text);
    if (amounts.length < 2) return c;
    const clauses = amounts.map((a, i) => text.slice(i === 0 ? 0 : amounts[i - 1].index + amounts[i - 1].length, a.index));
    const past = clauses.map((t) => PRIOR_TERM.test(t) && !RENEWAL_TERM.test(t));
    const next = clauses.map((t) => RENEWAL_TERM.test(t) && !PRIOR_TERM.test(t));
    if (!past.some(Boolean) || !next.some(Boolean)) return c;
    const at = amounts.findIndex((a) => Math.abs(a.value - c.value) < 0.005);
    return at < 0 ? c : { ...c, score: c.score * (next[at] ? 1.3 : past[at] ? 0.4 : 1) };
  });
}

/**
 * A letterhead whose name opens with a word that is also a caption ("Aseguradora Cantábrica", "Versicherer Nord"):
 * the word, a single space and a capitalised word in one cell at the top of the page are the whole name, not a caption
 * and its value.
 */
function wholeLetterheadName(c: Candidate<string>): Candidate<string> {
  if (c.relation !== 'inline' || !c.cell || c.cell.line > 2 || !c.label || !/^\p{Lu}\p{Ll}+$/u.test(c.label)) return c;
  if (!c.cell.text.trimStart().startsWith(`${c.label} `) || !/^ \p{Lu}/u.test(c.cell.text.trimStart().slice(c.label.length))) return c;
  const whole = readInsurer(c.cell.text);
  return whole && whole.value.length > c.value.length ? { ...c, value: whole.value } : c;
}

/**
 * A green card's box of codes: a caption naming the country and the insurer ("Code of country / insurer", "Country
 * code | Insurer code"), their codes, then a cell "Number" (or "No.", "Nummer", "Numéro") and the policy number in the
 * next cell or under it.
 */
const CODES_CAPTION = /(?<![\p{L}])(?:country|pays|land(?:es)?|pa[íi]s|paese)(?![\p{L}])[^|]{0,30}(?<![\p{L}])(?:insurer|assureur|versicherer|verzekeraar|aseguradora|assicuratore|seguradora)(?![\p{L}])|(?<![\p{L}])(?:insurer|assureur|versicherer)\s+code(?![\p{L}])/iu;
const NUMBER_CELL = /^\s*(?:\d\.\s*)?(?:number|no\.?|nr\.?|nummer|num[ée]ro|n[úu]mero|n[°º]\.?)\s*:?\s*$/iu;
function greenCardNumbers(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines) {
    if (!CODES_CAPTION.test(line.text)) continue;
    for (const cell of line.cells) {
      if (!NUMBER_CELL.test(cell.text)) continue;
      const beside = line.cells[cell.index + 1];
      const found = beside ? readPolicyNumber(beside.text) : null;
      if (found && found.index <= 2) out.push({ value: found.value, score: 0.9, relation: 'right', line: line.index, cell: beside });
    }
  }
  return out;
}

/** Weighs candidates by the words of the line they stand on. */
function weighByLine<T>(page: Page, candidates: Candidate<T>[], factor: (text: string) => number): Candidate<T>[] {
  return candidates.map((c) => (c.line === undefined ? c : { ...c, score: c.score * factor(page.lines[c.line]?.text ?? '') }));
}

/** Totals of something else than the premium. */
const NOT_PREMIUM_TOTAL = /\b(?:discounts?|savings?|saved|paid|payments?|deductibles?|limits?|claims?|coverages?)\b|(?<![\p{L}])(?:r[ée]ductions?|rabatt|sconto|descuento|korting)(?![\p{L}])/iu;

const NOT_POLICY = /\b(?:period|term|date|holder|effective|premium|limits?|type)\b/i;
const NOT_EFFECTIVE = /\b(?:print|statement|paid|payment|received|birth|issued|expir|due)/i;

/** `renewal`: a renewal notice or offer, whose term and premium are the renewal's, not the term in force. */
export function readInsurance(page: Page, opts: DateOptions & { renewal?: boolean }): InsuranceChoices {
  const readDate = readDateIn(opts);
  // A table setting the term in force beside the renewal's ("Expiring term | Renewal term"): the renewal's column counts.
  const tables = findTermTables(page);
  const term = <T,>(candidates: Candidate<T>[]) =>
    outsidePriorColumns(tables, opts.renewal ? weighByLine(page, candidates, (t) => (RENEWAL_TERM.test(t) ? 1.2 : PRIOR_TERM.test(t) ? 0.5 : 1)) : candidates);
  const dates = listDates(page, opts);
  const all: ('inline' | 'right' | 'below' | 'above' | 'sentence')[] = ['inline', 'right', 'below', 'above', 'sentence'];

  const providers: Candidate<string>[] = [
    ...findLabelled(page, INSURER_LABELS, readInsurer, { maxOffset: 2, relations: ['inline', 'right', 'below'] }).map(wholeLetterheadName),
    // "Your insurer: ...", "... is underwritten by ...": the label inside a sentence.
    ...findLabelled(page, INSURER_LABELS, readInsurer, { maxOffset: 2, relations: ['sentence'], sentence: 50 }).map((c) => ({ ...c, score: c.score * 0.85 })),
  ];
  page.lines.forEach((line) => {
    for (const m of line.text.matchAll(INSURER_PATTERN)) {
      // Names in the letterhead count most; the same name said again adds evidence.
      const position = line.index < 3 ? 0.75 : line.index < 8 ? 0.55 : 0.4;
      providers.push({ value: canonicalInsurer(m[1]), score: position, relation: 'unlabelled', line: line.index });
    }
  });

  providers.push(...unlistedInsurers(page), ...brandsOfLegalNames(page));
  if (!providers.length) providers.push(...letterheadBrand(page));

  const policy = [...findLabelled(page, POLICY_LABELS, readPolicyNumber, { relations: all, sentence: 40, maxOffset: 2, reject: NOT_POLICY }), ...greenCardNumbers(page)];
  const periods = findLabelled(page, PERIOD_LABELS, readDate, { relations: ['inline', 'right', 'below', 'sentence'], sentence: 50, reject: NOT_EFFECTIVE });
  const periodEnds = findLabelled(page, PERIOD_LABELS, readRangeEndIn(opts), { relations: ['inline', 'right', 'below', 'sentence'], sentence: 70 });
  const effective = choose(term([
    ...findLabelled(page, EFFECTIVE_LABELS, readDate, { relations: all, sentence: 45, reject: NOT_EFFECTIVE }),
    ...termColumnCandidates(tables, EFFECTIVE_LABELS, readDate),
    ...termColumnCandidates(tables, PERIOD_LABELS, readDate).map((c) => ({ ...c, score: c.score * 0.9 })),
    ...periods.map((c) => ({ ...c, score: c.score * 0.9 })),
    ...contextCandidates(dates, /\beffective|\bfrom\b|\bstart/i, NOT_EFFECTIVE, 0.1),
  ]));
  const expirationCandidates = term([
    ...findLabelled(page, EXPIRATION_LABELS, readDate, { relations: all, sentence: 45, reject: /\b(?:print|statement|coupon)/i }),
    ...termColumnCandidates(tables, EXPIRATION_LABELS, readDate),
    ...termColumnCandidates(tables, PERIOD_LABELS, readRangeEndIn(opts)).map((c) => ({ ...c, score: c.score * 0.95 })),
    ...periodEnds.map((c) => ({ ...c, score: c.score * 0.95 })),
    ...findLabelled(page, EFFECTIVE_LABELS, readRangeEndIn(opts), { relations: ['inline', 'right', 'sentence'], sentence: 70 }),
    ...contextCandidates(dates, /\b(?:through|thru|until|expir|to)\b/i, NOT_EFFECTIVE, 0.1),
  ]);
  // A policy runs a few months to two years from its effective date.
  const start = effective.value;
  const expiration = choose(
    start
      ? boost(expirationCandidates, (v) => {
          const months = (Date.parse(v) - Date.parse(start)) / (30.44 * 86400000);
          return months >= 1 && months <= 25 ? 1.15 : 0.5;
        })
      : expirationCandidates,
  );

  return {
    // Legal names count for the brand the page also prints alone, in the brand's own spelling where it has one.
    insuranceProvider: choose(providers.map((c) => ({ ...c, value: brandOf(c.value, page) })), (v) => v.toLowerCase()),
    policyNumber: choose(policy, (v) => v.replace(/[\s-]/g, '')),
    coverageType: choose([
      ...findLabelled(page, COVERAGE_LABELS, readCoverage, { relations: all, sentence: 40, maxOffset: 2 }),
      ...[...page.text.matchAll(new RegExp(COVERAGE_PATTERN.source, 'gi'))].slice(0, 1).map((m) => ({ value: m[1], score: 0.35, relation: 'unlabelled' as const })),
    ], (v) => v.toLowerCase()),
    effectiveDate: effective,
    expirationDate: expiration,
    premium: choose(
      term(weighByLine(page, premiumsByClause(page, changedPremiums(page, [
        ...findLabelled(page, PREMIUM_LABELS, readAmount(), { relations: all, sentence: 40, maxOffset: 3 }),
        ...termColumnCandidates(tables, [...PREMIUM_LABELS, ...PREMIUM_TOTAL_LABELS], readAmount()),
        // "Totaal per jaar", "Montant total à payer" under the premium and its tax: the policy's total.
        ...findLabelled(page, PREMIUM_TOTAL_LABELS, readAmount(), { relations: ['inline', 'right'], maxOffset: 3, rejectLabelCell: NOT_PREMIUM_TOTAL }),
        // A header row over its values ("Imponibile | Imposte | Totale da pagare").
        ...findLabelled(page, PREMIUM_TOTAL_LABELS, readAmount(), { relations: ['below'], maxOffset: 1, rejectLabelCell: NOT_PREMIUM_TOTAL }).map((c) => ({ ...c, score: c.score * 0.9 })),
      ])).flatMap((c) => grossOfTax(page, breakdownTotals(page, [c]))), (t) => (WITH_TAX.test(t) ? 1.15 : NET_OF_TAX.test(t) ? 0.5 : 1) * (!opts.renewal && PAST_TERM.test(t) ? 0.5 : 1) * (INSTALMENT.test(t) ? 0.5 : 1))),
    ),
  };
}
