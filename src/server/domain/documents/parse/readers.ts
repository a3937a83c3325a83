import { findAmounts } from './amounts';
import { canonicalMake, MAKE_PATTERN, readCatalogueModel } from './catalogue';
import type { Found, ValueReader } from './candidates';
import { findDates, type DateOptions } from './dates';
import { findMileages } from './mileage';

/** Value readers: each finds its kind of value in a string and says where it starts. */

/** A time said before a date ("00:01 hours on 12 March 2025", "12:01 a.m. 01/02/2026"): the value starts after it. */
const LEADING_TIME = /^\s*\d{1,2}[:.]\d{2}\s*(?:hours|hrs|h|[ap]\.?m\.?)?\s*(?:(?:on|of|local\s+time|standard\s+time)\s+)*/i;

export const readDateIn =
  (opts: DateOptions): ValueReader<string> =>
  (text) => {
    const time = LEADING_TIME.exec(text);
    const d = findDates(text, opts)[0];
    if (!d) return null;
    // A value after a leading time counts as standing at the start.
    const index = time && d.index <= time[0].length ? 0 : d.index;
    return { value: d.date, index, length: d.length };
  };

/** The end of a date range ("01/01/2025 - 12/31/2025", "from X to Y"), or null when the text holds no range. */
export const readRangeEndIn =
  (opts: DateOptions): ValueReader<string> =>
  (text) => {
    const dates = findDates(text, opts);
    const first = dates[0];
    if (!first) return null;
    if (first.end) return { value: first.end, index: first.index, length: first.length };
    const second = dates[1];
    if (!second) return null;
    const between = text.slice(first.index + first.length, second.index);
    return /^\s*(?:-|–|—|to|through|thru|until|till|au|jusqu'au|bis|al|hasta|fino\s+al|tot(?:\s+en\s+met)?|t\/m)\s*(?:12:01\s*a\.?m\.?\s*)?$/i.test(between)
      ? { value: second.date, index: first.index, length: second.index + second.length - first.index }
      : null;
  };

/** A money amount; with `positive`, zero is no amount. */
export const readAmount =
  (positive = true): ValueReader<number> =>
  (text) => {
    const a = findAmounts(text).find((x) => !positive || x.value > 0);
    return a ? { value: a.value, index: a.index, length: a.length } : null;
  };

/** An odometer figure (10 to 999,999), dates blanked out first so their digits are not read as miles. */
export const readMileage: ValueReader<number> = (text) => {
  const blanked = withoutDates(text);
  const m = findMileages(blanked).find((x) => x.value >= 10 && x.value < 1_000_000 && !(x.value >= 1950 && x.value <= 2100 && !x.hasUnit));
  return m ? { value: m.value, index: m.index, length: m.length } : null;
};

export function withoutDates(text: string): string {
  let out = text;
  for (const d of findDates(text)) out = out.slice(0, d.index) + ' '.repeat(d.length) + out.slice(d.index + d.length);
  return out;
}

export const readYear: ValueReader<number> = (text) => {
  const m = /(?<![\d/.-])((?:19[5-9]|20[0-4])\d)(?![\d/.,-])/.exec(text);
  return m ? { value: Number(m[1]), index: m.index, length: 4 } : null;
};

const FIRST_MAKE = new RegExp(MAKE_PATTERN.source, 'i');

export const readMake: ValueReader<string> = (text) => {
  const m = FIRST_MAKE.exec(text);
  if (m) {
    const make = canonicalMake(m[1]);
    if (make) return { value: make, index: m.index, length: m[1].length };
  }
  // An abbreviation a registration office uses: the first letters of the make ("TOYO", "SUBA").
  const word = /^\s*([A-Za-z]{3,6})\b/.exec(text);
  const abbreviated = word ? canonicalMake(word[1]) : null;
  return abbreviated && word ? { value: abbreviated, index: word.index + word[0].length - word[1].length, length: word[1].length } : null;
};

/** A model name from the catalogue (with powertrain and trim), for the make when known. */
export const readModelOf =
  (make: string | null): ValueReader<string> =>
  (text) => {
    const found = readCatalogueModel(text, make);
    return found ? { value: found.model, index: found.index, length: found.length } : null;
  };

const NOT_A_MODEL = /^(?:vin|color|colour|year|plate|make|body|type|model|no|number|sedan|coupe|suv|van|truck)$/i;
/** A model name not in the catalogue: one or two words of letters and digits. */
export const readUnknownModel: ValueReader<string> = (text) => {
  const m = /^\s*([A-Za-z0-9][A-Za-z0-9-]*(?:\s+[A-Z0-9][A-Za-z0-9-]*)?)/.exec(text);
  if (!m) return null;
  const words = m[1].split(/\s+/).filter((w) => !NOT_A_MODEL.test(w));
  if (words.length === 0 || /^\d+$/.test(words[0])) return null;
  const value = words.join(' ');
  return { value, index: m.index + m[0].length - m[1].length, length: m[1].length };
};

export const COLORS = [
  'black', 'white', 'silver', 'gray', 'grey', 'red', 'blue', 'green', 'beige', 'brown', 'gold', 'orange', 'yellow', 'maroon',
  'purple', 'tan', 'burgundy', 'charcoal', 'pearl', 'navy', 'bronze', 'champagne', 'teal', 'turquoise', 'cream', 'ivory',
];
/** Colour words of Spanish, French and German documents, kept as printed. */
const FOREIGN_COLORS = [
  'negro', 'blanco', 'plata', 'plateado', 'gris', 'azul', 'rojo', 'verde', 'amarillo', 'marrón', 'marron', 'dorado', 'granate', 'naranja',
  'noir', 'blanc', 'argent', 'bleu', 'rouge', 'vert', 'jaune', 'marron', 'bordeaux',
  'schwarz', 'weiß', 'weiss', 'silber', 'grau', 'blau', 'rot', 'grün', 'gruen', 'gelb', 'braun',
  'nero', 'bianco', 'argento', 'grigio', 'blu', 'azzurro', 'rosso', 'giallo', 'marrone',
  'zwart', 'wit', 'zilver', 'grijs', 'blauw', 'rood', 'groen', 'geel', 'bruin',
];
const COLOR_SHADES = ['dark', 'light', 'pearl', 'metallic', 'midnight', 'deep', 'bright', 'pale'];
/** Colour codes registration offices print (NCIC style). */
const COLOR_CODES = ['BLK', 'WHI', 'WHT', 'SIL', 'GRY', 'GRA', 'RED', 'BLU', 'GRN', 'BGE', 'BRO', 'BRN', 'GLD', 'ONG', 'ORG', 'YEL', 'MAR', 'PLE', 'TAN', 'TEA', 'CRM', 'DBL', 'LBL'];

export const readColor: ValueReader<string> = (text) => {
  const m = /^\s*(\p{L}+)(?:[\s/]+(\p{L}+))?/u.exec(text);
  if (!m) return null;
  const index = m.index + m[0].length - m[0].trimStart().length;
  const first = m[1].toLowerCase();
  const second = m[2]?.toLowerCase();
  if (COLOR_SHADES.includes(first) && second && COLORS.includes(second)) return { value: `${m[1]} ${m[2]}`, index, length: m[0].trim().length };
  if (COLORS.includes(first)) {
    const two = second && ['metallic', 'pearl', 'mica'].includes(second) ? `${m[1]} ${m[2]}` : m[1];
    return { value: two, index, length: two.length };
  }
  if (FOREIGN_COLORS.includes(first)) return { value: m[1], index, length: m[1].length };
  if (COLOR_CODES.includes(m[1].toUpperCase()) && m[1].length === 3) return { value: m[1], index, length: 3 };
  return null;
};

/** Plate formats by country; a match raises a candidate's score. */
const PLATE_FORMATS: RegExp[] = [
  /^[A-Z]{2}\d{2} ?[A-Z]{3}$/, // UK
  /^[A-Z]{1,3}-[A-Z]{1,2} ?\d{1,4}[EH]?$/, // Germany
  /^[A-Z]{2}-\d{3}-[A-Z]{2}$/, // France
  /^[A-Z]{2} ?\d{3} ?[A-Z]{2}$/, // Italy
  /^(?:\d{2}-[A-Z]{2,3}-\d{1,2}|[A-Z]{2}-\d{3}-[A-Z]|\d-[A-Z]{3}-\d{2}|[A-Z]{2}-\d{2}-[A-Z]{2}|\d{2}-[A-Z]{2}-\d{2})$/, // Netherlands
  /^\d{2,3}-[A-Z]{1,2}-\d{1,6}$/, // Ireland
  /^\d{4}[ -]?[B-DF-HJ-NP-TV-Z]{3}$/, // Spain
  /^(?:A[GIR]|B[ELS]|F[R]|G[ELR]|JU|LU|N[EW]|OW|S[GHOZ]|T[GI]|UR|V[DS]|Z[GH]) ?\d{1,6}$/, // Switzerland: the canton, then figures
  /^(?:B|[A-Z]{2}) \d{2,3} [A-Z]{3}$/, // Romania: the county, figures, three letters
  /^[A-Z]{2} \d{3,4}-[A-Z]{1,2}$/, // Croatia
  /^\d{3} [A-Z]{3}$/, // Estonia, Lithuania, Saskatchewan, Alberta
  /^[ABEKMHOPCTYX]{1,2} ?\d{4} ?[ABEKMHOPCTYX]{2}$/, // Bulgaria: letters its Cyrillic shares with Latin
  /^[ABEZHIKMNOPTYX]{3}-\d{4}$/, // Greece: letters its alphabet shares with Latin
  /^[A-Z]{2}-\d{1,4}$/, // Latvia
  /^[A-Z]{2} [A-Z0-9]{2}-\d{2,3}$/, // Slovenia
  /^[A-Z]{4} ?\d{3}$/, // Ontario
  /^\d[A-Z]{3}\d{3}$/, // California
  /^[A-Z]{3}[- ]?\d{3,4}$/, // many US states
  /^[A-Z0-9]{2,4}[- ]?[A-Z0-9]{2,4}$/, // other US forms
];

export function plateFormatScore(plate: string): number {
  const p = plate.toUpperCase();
  const index = PLATE_FORMATS.findIndex((re) => re.test(p));
  if (index < 0) return 0.45;
  return index === PLATE_FORMATS.length - 1 ? 0.75 : 1;
}

/**
 * A plate OCR read with an O or a Q for a 0 (or a 0 for an O) where a country's format wants the other ("DJO92SA" for
 * Italy's DJ092SA): the one change that makes it fit a known format, else the plate as read.
 */
export function mendPlate(plate: string): string {
  if (plateFormatScore(plate) === 1) return plate;
  for (let i = 0; i < plate.length; i++) {
    // OCR also reads a 0 as a Q ("6FRAQ32").
    const swap = plate[i] === 'O' || plate[i] === 'Q' ? '0' : plate[i] === '0' ? 'O' : null;
    if (!swap) continue;
    const mended = plate.slice(0, i) + swap + plate.slice(i + 1);
    if (plateFormatScore(mended) === 1) return mended;
  }
  return plate;
}

/**
 * A cell that is a plate as OCR read it and nothing else: a capital read as its small look-alike ("0294 Jvj", "Cj19
 * ZPJ") or a J read as a bracket inside it ("TX) 946", "F-N) 146"). Taken in capitals when then it fits a country's
 * format; words in lower case ("Tel 1234") are not plates.
 */
function plateAsOcrRead(raw: string): Found<string> | null {
  const whole = raw.trim();
  if (whole.length < 5 || whole.length > 11 || !/^[A-Za-z0-9)\] -]+$/.test(whole) || !/\d/.test(whole) || /[a-z]/.test(whole.replace(/[cjkopsuvwxz]/g, ''))) return null;
  const plate = whole.toUpperCase().replace(/[)\]]/g, 'J').replace(/\s+/g, ' ');
  if (plate === whole || !/[A-Z]/.test(plate) || plateFormatScore(plate) < 1) return null;
  return { value: plate, index: raw.indexOf(whole), length: whole.length };
}

/** A number plate: letters and digits, with at most two separators, holding a digit (2 to 9 characters). */
export const readPlate: ValueReader<string> = (raw) => {
  const asRead = plateAsOcrRead(raw);
  if (asRead) return asRead;
  // A plate is written in capitals: a word in lower case after it ("7ABC123 has been renewed") is prose.
  // A lone small letter whose capital looks the same ("RL21 YAz", OCR), or a j among capitals ("WA 3jD41", OCR's J), is no prose.
  // OCR spaces a hyphen ("SRJ- 0884"): closed up, the same length kept so positions stay the raw text's.
  const closed = raw.replace(/([A-Z0-9])(?:- | -)(?=[A-Z0-9])/g, '$1- ');
  const text = closed
    .replace(/([A-Z0-9])- (?=[A-Z0-9])/g, '$1-')
    .padEnd(closed.length)
    .replace(/(\S)([ -][A-Za-z0-9]*(?:[a-z]{2}|[abd-ik-npqrty]).*)$/s, (_all, last: string, prose: string) => `${last}${' '.repeat(prose.length)}`);
  // A group runs to five characters, or six figures after a Swiss canton's letters ("ZH 319105"), or five figures and
  // a letter after an Austrian district's ("W-48215K").
  const m = /^\s*([A-Z0-9]{1,8}(?:[ -](?:[A-Z0-9]{1,5}|(?<=^\s*[A-Z]{2}[ -])\d{6}|(?<=^\s*[A-Z]{1,2}-)\d{5}[A-Z])){0,2})(?![A-Za-z0-9])/.exec(text.toUpperCase());
  if (!m) return null;
  // A word in lower case where the plate would start ("Del 1 - Transportstyrelsen") is a word, not a plate.
  if (/^\s*[A-Za-z0-9]*[a-z]{2}/.test(text)) return null;
  let plate = m[1];
  // "AB12 CDE 2019" style: a trailing group of four digits that looks like a year is not part of the plate.
  // A German plate ends in up to four figures ("HH-AT 2033"): what is left without them must still hold a figure.
  // A Czech plate's second group may read as a year ("3Z8 1942"): a remainder of fewer than five characters is no plate.
  const withoutYear = plate.replace(/ (?:19|20)\d{2}$/, '');
  if (/\d/.test(withoutYear) && withoutYear.replace(/[ -]/g, '').length >= 5) plate = withoutYear;
  const compact = plate.replace(/[ -]/g, '');
  // Irish plates run to ten characters ("185-KY-10915").
  if (compact.length < 2 || compact.length > (plate.length > compact.length ? 10 : 9) || !/\d/.test(compact)) return null;
  if (/^(?:19|20)\d{2}$/.test(compact) || /^\d{1,3}$/.test(compact) || /^\d{5,}$/.test(compact)) return null;
  const start = m.index + m[0].length - m[1].length;
  const original = text.slice(start, start + plate.length).toUpperCase();
  // OCR reads a final J as a bracket ("CJ19 ZP)", "WS-344-D)"): restored when then the plate fits its country's
  // format. A value starts at the plate, so the bracket closes nothing opened before it (a bracketed plate in a
  // sentence is read from inside its brackets).
  if (/^[)\]]/.test(text.slice(start + plate.length)) && plateFormatScore(`${original}J`) === 1) {
    return { value: `${original}J`, index: start, length: plate.length + 1 };
  }
  return { value: original, index: start, length: plate.length };
};

export const NAME_STOP = /\b(?:insurance|company|street|st\.|avenue|road|lane|policy|vehicle|date|number|address|llc|inc|ltd|agent|auto|motors?|garage|service|department|county|state|division|plc|limited|bureau|office|dmv|card|receipt|invoice|total|the)\b/i;
/** A registering authority or ministry, in its languages and as OCR reads an umlaut ("Zulassungsbehérde Berlin"): no person. */
const AUTHORITY = /(?<![\p{L}])(?:\p{L}*beh\p{L}rde|zulassungs\p{L}*|stra(?:ß|ss)enverkehrs\p{L}*|pr[ée]fecture|prefettura|motorizzazione|jefatura|minist[eèé]re|ministero|ministerio|ministerie|DVLA|RDW|ANTS)(?![\p{L}])/iu;
// "Daan de Vries", "Ludwig van der Berg": lower-case particles between capitalised words.
const NAME = /^\s*((?:\p{Lu}[\p{L}'’-]+|\p{Lu}\.?)(?:\s+(?:(?:de|van|der|den|von|di|da|del|la|le|du|ten|ter)\s+){0,2}(?:\p{Lu}[\p{L}'’-]+|\p{Lu}\.?)){1,3})(?=$|[\s,;])/u;
// "D./Dña." (Spanish: don or doña) only before its slash: a lone "D." is an initial.
// Also in capitals, as name boxes print them ("MRS AMELIA J WRIGHT", "SIG.RA", "DOTT."); not "DON", a first name too.
// Academic titles as Austria and Germany print them before a name ("Mag.", "Dipl.-Ing.", "Prof. Dr."), with their dot.
const TITLE_WORD = String.raw`(?:M\.|D\.(?=\s*\/)|(?:Mag|MMag|Ing|Dipl\.-(?:Ing|Kfm|Kff)|Prof|Dkfm)\.|(?:Mr|Mrs|Ms|Miss|Mx|Dr|Herrn?|Frau|Monsieur|Madame|Mme|Mlle|Sig\.ra|Sig(?:ra|nora?)?|SIG\.RA|SIG(?:RA|NORA?)?|Dott(?:\.ssa|ssa)?|DOTT(?:\.SSA|SSA)?|Sr|Sra|SR|SRA|D[ñn]a|Do[ñn]a|Don|Dhr|Mevr|Mw|MR|MRS|MS|MISS|MX|DR|HERRN?|FRAU|MONSIEUR|MADAME|MME|MLLE)\.?)`;
const COURTESY_TITLE = new RegExp(String.raw`^\s*(?:${TITLE_WORD}\s*\/\s*)?(?:${TITLE_WORD}\s+){1,2}(?=\p{Lu})`, 'u');

/** A second first name joined by "&" or "and" after a surname and its first name ("ORTIZ, SAMUEL & ROSA"). */
const AND_SECOND = String.raw`(?:\s*(?:&|and|AND|et|und)\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)?`;
/** A second owner written the same way after a slash or "&" ("SINGH,HARPREET / SINGH,RAVI"): the first is taken. */
const SECOND_SURNAME_FIRST = String.raw`(?:\s*(?:\/|&|and|AND)\s*\p{Lu}[\p{L}'’-]+\s*,\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)?`;
const LONE_SURNAME_FIRST = new RegExp(String.raw`^\s*(\p{Lu}[\p{L}'’-]+),\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)${AND_SECOND}${SECOND_SURNAME_FIRST}\s*$`, 'u');
const AFTER_SURNAMES = new RegExp(String.raw`^,\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)${AND_SECOND}\s*$`, 'u');

const readUntitledName: ValueReader<string> = (raw) => {
  // OCR reads a final l as ! or |.
  const v = raw.replace(/([a-z])[!|](?=\s|$|,)/g, '$1l');
  // "Nyström, Olof": a single surname, a comma and the first name(s), and nothing else in the cell.
  // "CHEN, DANIEL & EMILY": two people of one surname; the first named is the one taken.
  const lone = LONE_SURNAME_FIRST.exec(v);
  if (lone && !NAME_STOP.test(lone[0]) && !NAME.exec(v)) {
    const start = v.length - v.trimStart().length;
    return { value: `${lone[2]} ${lone[1]}`, index: start, length: v.trim().length };
  }
  const m = NAME.exec(v);
  if (!m) return null;
  // "KEVIN CHEN AND AISHA LEE": two people joined by a word in capitals; the first is the one taken.
  const joined = /\s(?:AND|UND)\s/.exec(m[1]);
  if (joined && m[1].slice(0, joined.index).trim().split(/\s+/).length >= 2) {
    const first = m[1].slice(0, joined.index).trim();
    if (!NAME_STOP.test(first) && !AUTHORITY.test(first)) return { value: first, index: m.index + m[0].length - m[1].length, length: first.length };
  }
  const name = m[1].replace(/[,.]$/, '');
  // "SÁNCHEZ MORA, JAVIER": a surname written first, the first name after a comma and nothing else.
  const inverted = AFTER_SURNAMES.exec(v.slice(m.index + m[0].length));
  if (inverted && !NAME_STOP.test(inverted[1])) {
    const value = `${inverted[1]} ${name}`;
    return { value, index: m.index + m[0].length - m[1].length, length: v.length - (m.index + m[0].length - m[1].length) };
  }
  if (NAME_STOP.test(name) || AUTHORITY.test(name) || name.split(/\s+/).length < 2) return null;
  return { value: name, index: m.index + m[0].length - m[1].length, length: name.length };
};

/** A person's name: two to four capitalised words (or all capitals), no company or address words. */
export const readName: ValueReader<string> = (raw) => {
  // A courtesy title is no part of the name ("Mr Thomas Reid", "Herrn/Frau Anna Weber"); positions stay the raw text's.
  // The value's place starts at the title, so a name after one is still read where a caption wants its value first.
  const titled = COURTESY_TITLE.exec(raw);
  const title = titled?.[0].length ?? 0;
  const found = readUntitledName(raw.slice(title));
  if (!found) return null;
  if (!titled || found.index > 0) return { ...found, index: found.index + title };
  const start = raw.length - raw.trimStart().length;
  return { ...found, index: start, length: title + found.length - start };
};

/** A company's legal form after its name ("LLC", "Inc.", "GmbH", "S.L.", "B.V.") or, in France, before it ("SARL"). */
// Also "Co." and the Nordic, Baltic and central European forms ("OÜ", "AS", "Oy", "AB", "A/S", "ApS", "s.r.o.", "a.s.",
// "Kft.", "Zrt.", "d.o.o.", "Sp. z o.o.").
const LEGAL_FORM_AFTER = String.raw`(?:L\.?L\.?C|INC|Inc|CORP(?:ORATION)?|Corp(?:oration)?|LTD|Ltd|LIMITED|Limited|PLC|plc|LLP|GmbH|AG|KG|S\.L\.U?|SLU?|S\.A\.?|S\.R\.L|SRL|S\.p\.A|SpA|B\.V|BV|N\.V|NV|CO|Co|O[ÜU]|AS|Oy|OY|AB|A\/S|ApS|APS|[sS]\.\s?[rR]\.\s?[oO]|[aA]\.\s?[sS]|Kft|KFT|Zrt|ZRT|[dD]\.\s?[oO]\.\s?[oO]|Sp\.\s?z\s?[o0]\.\s?[o0])\.?`;
const LEGAL_FORM_BEFORE = String.raw`(?:SARL|SASU?|EURL|SCI|SNC)`;
const COMPANY_WORD = String.raw`[\p{Lu}0-9][\p{L}0-9'’.-]*`;
const COMPANY = new RegExp(
  String.raw`^\s*((?:${COMPANY_WORD}\s+(?:&\s+)?){1,5}${LEGAL_FORM_AFTER}|${LEGAL_FORM_BEFORE}(?:\s+(?:&\s+)?${COMPANY_WORD}){1,5})\s*$`,
  'u',
);

/**
 * A company that owns a car or holds its policy, by its legal form ("BLUE RIDGE LANDSCAPING LLC", "Müller Bau GmbH",
 * "SARL TRANSPORTS MOREAU"), the whole cell: a person's reader leaves it out by its company words.
 */
export const readCompanyName: ValueReader<string> = (raw) => {
  const m = COMPANY.exec(raw);
  if (!m || AUTHORITY.test(m[1])) return null;
  // OCR reads a Polish "Sp. z o.o." as "Sp. z 0.0.": the form as printed.
  const value = m[1].replace(/(Sp\.\s?z\s?)0\.\s?0(?=\.|$)/, '$1o.o');
  return { value, index: m.index + m[0].indexOf(m[1]), length: m[1].length };
};

/**
 * A policy number: letters and digits in groups joined by hyphens, slashes or single spaces
 * ("556 7183-C94-59", "AB-123456", "PA 1234 5678"), holding at least four digits.
 */
export const readPolicyNumber: ValueReader<string> = (raw) => {
  // A green card's number is written "country / insurer code / number": the number is the last part.
  // Only when a number of several parts follows: "BWA/778/21934" is a number of its own.
  // "policy (No. AB-123456)": a number named in brackets after the word.
  const named = /^\s*\(\s*(?:no\.?|number|#)\s*[:.]?\s*/i.exec(raw);
  if (named) {
    const inner = readPolicyNumber(raw.slice(named[0].length));
    return inner ? { ...inner, index: inner.index + named[0].length } : null;
  }
  // A series of letters after the codes ("RO/45/VD/7821860", a Romanian policy's series and number) is the policy's own:
  // a green card's number after its codes opens with a figure.
  const green = /^\s*[A-Z]{1,3}\s*\/\s*\d{2,4}\s*\/\s*(?=\d[A-Z0-9]*[-/ ][A-Z0-9])/.exec(raw);
  const text = green ? raw.slice(green[0].length) : raw;
  const shift = green ? green[0].length : 0;
  // Groups joined by hyphens, slashes, dots between figures ("82.109.144404") or single spaces; a lone check letter may close it ("AB 123 456 C").
  // A lone letter between figures is one of its groups ("89 B 859194"); a number of one group may run to 20 characters
  // (a Latvian "LVA56134603958580").
  const m = /^\s*([A-Z0-9]{1,20}(?:(?:[-/]|(?<=\d)\.(?=\d)| (?=[A-Z0-9]*\d)|(?<=\d) (?=[A-Z] \d))[A-Z0-9]{1,12}){0,5}(?:(?<=\d) [A-Z](?![A-Za-z0-9]))?)(?![A-Za-z0-9])/i.exec(text);
  if (!m) return null;
  const value = m[1].toUpperCase().replace(/[-/]$/, '');
  if ((value.match(/\d/g) ?? []).length < 4 || value.replace(/[^A-Z0-9]/g, '').length < 5) return null;
  if (findDates(value).length || /^\d{3}[- ]\d{3}[- ]\d{4}$/.test(value)) return null;
  return { value, index: green ? green.index : m.index + m[0].length - m[1].length, length: shift + m[1].length };
};

/** A short free text (a business name, a coverage), cut at sentence punctuation. */
export const readShortText: ValueReader<string> = (text) => {
  const m = /^\s*([^.;:\n]{2,60}?)\s*(?:[.;]\s|$)/.exec(text.trim() + ' ');
  if (!m || !/[A-Za-z]{2}/.test(m[1])) return null;
  return { value: m[1].trim().replace(/,$/, ''), index: 0, length: m[1].length };
};

export type ReaderOf<T> = ValueReader<T>;
export type { Found };
