import { lookUpWmi } from './wmi';

/**
 * VIN rules: normalising, ISO 3779 and the North American check digit (which only VINs of WMI regions 1-5 must carry),
 * OCR repair (North American VINs only), finding in text, offline decoding.
 */

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5,
  P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;
const CHECK_POSITION = 8;
const YEAR_POSITION = 9;

/** Pairs OCR confuses; each maps both ways. */
const LOOK_ALIKES: readonly [string, string][] = [
  ['S', '5'], ['B', '8'], ['Z', '2'], ['G', '6'], ['D', '0'], ['T', '7'], ['A', '4'], ['L', '1'], ['U', 'V'],
];
const ALTERNATIVES: ReadonlyMap<string, string[]> = buildAlternatives();

function buildAlternatives(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (from: string, to: string) => map.set(from, [...(map.get(from) ?? []), to]);
  for (const [a, b] of LOOK_ALIKES) {
    add(a, b);
    add(b, a);
  }
  return map;
}

const TO_DIGIT: Readonly<Record<string, string>> = {
  S: '5', B: '8', Z: '2', G: '6', D: '0', T: '7', A: '4', L: '1', J: '1', I: '1', O: '0', Q: '0', U: '0',
};

export function normalizeVin(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

function valueOf(char: string): number {
  return /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? Number.NaN);
}

/** The check digit ('0'-'9' or 'X') the other 16 characters call for; null when a character is not allowed. */
export function computeCheckDigit(vin: string): string | null {
  const v = normalizeVin(vin);
  if (!VIN_SHAPE.test(v.slice(0, CHECK_POSITION) + '0' + v.slice(CHECK_POSITION + 1))) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += valueOf(v[i]) * WEIGHTS[i];
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

export function hasValidCheckDigit(vin: string): boolean {
  const v = normalizeVin(vin);
  return VIN_SHAPE.test(v) && computeCheckDigit(v) === v[CHECK_POSITION];
}

/**
 * Whether the VIN was issued for North America (WMI regions 1-5: the United States, Canada, Mexico), where position 9
 * is always the check digit. Elsewhere (Europe's VW group writes ZZZ fillers and a Z there) position 9 is the maker's.
 */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(normalizeVin(vin));
}

/**
 * A VIN by its region's rules: 17 allowed characters (no I, O, Q); a North American one also has a correct check
 * digit at position 9.
 */
export function isValidVin(vin: string): boolean {
  const v = normalizeVin(vin);
  return isNorthAmericanVin(v) ? hasValidCheckDigit(v) : VIN_SHAPE.test(v);
}

/** A repair is implausible when the model-year code is U, Z or 0 or the last four (ISO 3779) are not numeric. */
function isPlausible(vin: string): boolean {
  return !/[UZ0]/.test(vin[YEAR_POSITION]) && /^\d{4}$/.test(vin.slice(13));
}

/** Digits a letter read at the check position may really be. */
const CHECK_LOOK_ALIKES: Readonly<Record<string, string>> = {
  S: '58', B: '83', Z: '27', G: '69', D: '0', T: '71', A: '4', L: '1', J: '1', I: '1', O: '0', Q: '0', U: '0',
};

/**
 * The check position must hold a digit or X. A letter there is replaced by the check digit the other
 * characters call for when that digit looks like the letter, else by the letter's usual look-alike.
 */
function forceCheckPosition(vin: string): string {
  const c = vin[CHECK_POSITION];
  if (c === undefined || /[0-9X]/.test(c)) return vin;
  const expected = computeCheckDigit(vin);
  const alikes = CHECK_LOOK_ALIKES[c] ?? '';
  const digit = expected && alikes.includes(expected) ? expected : TO_DIGIT[c];
  return digit ? vin.slice(0, CHECK_POSITION) + digit + vin.slice(CHECK_POSITION + 1) : vin;
}

function substitutions(vin: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < vin.length; i++) {
    for (const alt of ALTERNATIVES.get(vin[i]) ?? []) out.push(vin.slice(0, i) + alt + vin.slice(i + 1));
  }
  return out;
}

function deletions(raw: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) out.push(forceCheckPosition(raw.slice(0, i) + raw.slice(i + 1)));
  return out;
}

function pickUnique(candidates: string[]): string | null | 'tie' {
  const valid = new Set(candidates.filter((c) => hasValidCheckDigit(c) && isPlausible(c)));
  if (valid.size === 1) return [...valid][0];
  if (valid.size === 0) return null;
  // Of repairs that all pass, the one naming a known maker ("SNPD..." read for "5NPD...", Hyundai) is the reading.
  const known = [...valid].filter((c) => lookUpWmi(c).make !== null);
  return known.length === 1 ? known[0] : 'tie';
}

/**
 * Repairs a VIN read by OCR: I→1, O/Q→0 (no VIN anywhere holds them), then, for a North American VIN only, a digit
 * at the check position, one look-alike substitution or (for 18 characters) one deletion, each validated by the check
 * digit. Returns null when nothing validates or when two different repairs of the same cost validate. Any other
 * region's VIN is returned as read: its position 9 proves nothing, so nothing is "repaired" to fit it.
 */
export function repairVin(candidate: string): string | null {
  const mapped = normalizeVin(candidate).replace(/I/g, '1').replace(/[OQ]/g, '0');
  if (!/^[A-Z0-9]{17,18}$/.test(mapped)) return null;
  if (!isNorthAmericanVin(mapped)) return readAsNorthAmerican(mapped) ?? (mapped.length === 17 ? mapped : null);
  if (mapped.length === 17) {
    const base = forceCheckPosition(mapped);
    if (hasValidCheckDigit(base)) return base;
    const one = pickUnique(substitutions(base));
    return one === 'tie' ? null : one;
  }
  const one = pickUnique(deletions(mapped));
  return one === 'tie' ? null : one;
}

/** Digits of North American regions a first character may have been misread from. */
const REGION_LOOK_ALIKES: Readonly<Record<string, string>> = { S: '5', Z: '2', A: '4', L: '1', J: '1', T: '17' };

/**
 * "SNPD84LF1FM126095": a North American VIN whose region digit OCR read as a letter. Taken only when the letter's
 * reading names no known maker and the digit's does, with a check digit that passes (at most one look-alike away).
 */
function readAsNorthAmerican(read: string): string | null {
  const digits = REGION_LOOK_ALIKES[read[0]];
  if (!digits || read.length !== 17 || lookUpWmi(read).make !== null) return null;
  for (const digit of digits) {
    const repaired = repairVin(digit + read.slice(1));
    if (repaired && lookUpWmi(repaired).make !== null) return repaired;
  }
  return null;
}

/** A piece of a VIN printed in groups ("1HG CM826 33A004352") holds a digit unless it is very short. */
function isVinFragment(token: { text: string }): boolean {
  return token.text.length <= 3 || /\d/.test(token.text);
}

const SEPARATED_TOKEN = /[A-Z0-9]+(?:-[A-Z0-9]+)*/g;

/**
 * VINs found in free text, in order of appearance, each once. A 17-character token is repaired as OCR output;
 * tokens split by spaces or dashes are joined when the join is a valid VIN as it stands.
 */
export function findVins(text: string): string[] {
  const upper = text.toUpperCase();
  const tokens: { text: string; start: number }[] = [];
  for (const m of upper.matchAll(SEPARATED_TOKEN)) tokens.push({ text: m[0].replace(/-/g, ''), start: m.index ?? 0 });
  const found: { vin: string; at: number }[] = [];
  const seen = new Set<string>();
  const push = (vin: string, at: number) => {
    if (seen.has(vin)) return;
    seen.add(vin);
    found.push({ vin, at });
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.text.length === 17 || t.text.length === 18) {
      if (!/\d/.test(t.text) || !/[A-Z]/.test(t.text)) continue;
      const repaired = repairVin(t.text);
      if (repaired && looksIssued(repaired)) push(repaired, t.start);
      continue;
    }
    if (t.text.length > 18 && t.text.startsWith('VIN')) {
      const tail = t.text.slice(3);
      const repaired = tail.length <= 18 ? repairVin(tail) : null;
      if (repaired && looksIssued(repaired)) push(repaired, t.start);
      continue;
    }
    let joined = t.text;
    for (let j = i + 1; j < tokens.length && j <= i + 4 && joined.length < 17; j++) {
      const gap = upper.slice(tokens[j - 1].start + tokens[j - 1].text.length, tokens[j].start);
      if (!/^[ \t]{1,2}$/.test(gap.replace(/-/g, ''))) break;
      joined += tokens[j].text;
      if (joined.length === 17 && tokens.slice(i, j + 1).every(isVinFragment)) {
        const mapped = joined.replace(/I/g, '1').replace(/[OQ]/g, '0');
        if (isValidVin(mapped) && looksIssued(mapped)) push(mapped, t.start);
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.vin);
}

/**
 * Free text is full of 17-character codes. A North American VIN proves itself by its check digit; another region's
 * must at least come from a country that issues VINs and end in the four-digit serial ISO 3779 asks of large makers.
 */
function looksIssued(vin: string): boolean {
  return isNorthAmericanVin(vin) || (lookUpWmi(vin).country !== null && /^\d{4}$/.test(vin.slice(13)));
}

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export type DecodedVin = { make: string | null; country: string | null; modelYear: number | null };

/**
 * Make and country from the WMI, model year from position 10. North American VINs pick the 30-year cycle
 * from position 7 (a letter means 2010 or later); others take the latest year up to next year's models.
 */
export function decodeVin(vin: string, today: Date = new Date()): DecodedVin {
  const v = normalizeVin(vin);
  if (!VIN_SHAPE.test(v)) return { make: null, country: null, modelYear: null };
  const { make, country } = lookUpWmi(v);
  return { make, country, modelYear: decodeModelYear(v, today.getFullYear()) };
}

function decodeModelYear(vin: string, currentYear: number): number | null {
  const index = YEAR_CODES.indexOf(vin[YEAR_POSITION]);
  if (index < 0) return null;
  const early = 1980 + index;
  const late = early + 30;
  const latest = currentYear + 1;
  if (/^[1-5]/.test(vin)) {
    const cycle = /[A-Z]/.test(vin[6]) ? late : early;
    return cycle <= latest ? cycle : early;
  }
  return late <= latest ? late : early;
}
