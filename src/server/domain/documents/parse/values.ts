import { WMI_TABLE } from '../../../../shared/wmi';
import { parseAmount } from './amounts';
import { parseDate } from './dates';
import { parseMileage } from './mileage';

/** Value parsers for label search: each takes the text after a label and returns the value or null. */

const EXTRA_MAKES = ['Chevy', 'Genesis', 'Infiniti', 'Lexus', 'Acura', 'Mitsubishi', 'Ram', 'Dodge', 'Mini', 'Fiat'];
const MAKE_ALIASES: Record<string, string> = { chevy: 'Chevrolet', vw: 'Volkswagen', mercedes: 'Mercedes-Benz', 'mercedes benz': 'Mercedes-Benz' };

export const KNOWN_MAKES: readonly string[] = [
  ...new Set([...Object.values(WMI_TABLE).map(([make]) => make), ...EXTRA_MAKES]),
].sort((a, b) => b.length - a.length);

const MAKE_PATTERN = new RegExp(
  `\\b(${[...KNOWN_MAKES, ...Object.keys(MAKE_ALIASES)].map(escapeRegExp).join('|')})\\b`,
  'i',
);

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function canonicalMake(raw: string): string {
  const lower = raw.toLowerCase();
  if (MAKE_ALIASES[lower]) return MAKE_ALIASES[lower];
  return KNOWN_MAKES.find((m) => m.toLowerCase() === lower) ?? raw;
}

/** The first known make in the text and where it is. */
export function findMake(text: string): { make: string; index: number; length: number } | null {
  const m = MAKE_PATTERN.exec(text);
  return m ? { make: canonicalMake(m[1]), index: m.index, length: m[1].length } : null;
}

export const readMake = (v: string): string | null => {
  const found = findMake(v);
  return found && found.index <= 2 ? found.make : null;
};

export const readYear = (v: string): number | null => {
  const m = /^\s*((?:19[5-9]|20[0-4])\d)\b/.exec(v);
  return m ? Number(m[1]) : null;
};

const TWO_WORD_MODEL_START = /^(?:model|grand|range|santa|town|land|monte|crown|sierra|ram|e|c|s|3|5|7|x|cx|mx)$/i;
const TRIMS = new Set(
  'lx ex ex-l se le xle xse sel sport touring limited premium base s sl sv sr sr5 lt ls ltz rs gt st xl xlt lariat platinum awd fwd 4wd 2wd 4x4 hybrid plus pro'.split(' '),
);

/** A model name: one word, or two when the first word needs the second ("Model 3", "Grand Cherokee"); trims dropped. */
export const readModel = (v: string): string | null => {
  const words = v.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const first = words[0].replace(/[,;]$/, '');
  if (!/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(first) || TRIMS.has(first.toLowerCase())) return null;
  if (/^(?:vin|color|colour|year|plate|make|body|type)$/i.test(first)) return null;
  const second = words[1]?.replace(/[,;]$/, '');
  if (second && TWO_WORD_MODEL_START.test(first) && /^[A-Za-z0-9-]+$/.test(second) && !TRIMS.has(second.toLowerCase())) {
    return `${first} ${second}`;
  }
  return first;
};

const COLORS =
  'black white silver gray grey red blue green beige brown gold orange yellow maroon purple tan burgundy charcoal pearl white navy blue bronze champagne'.split(
    ' ',
  );
export const readColor = (v: string): string | null => {
  const m = /^([A-Za-z]+)(?:\s+([A-Za-z]+))?/.exec(v.trim());
  if (!m) return null;
  if (!COLORS.includes(m[1].toLowerCase())) return null;
  const two = m[2] && /^(?:metallic|pearl|blue|white|gray|grey|red)$/i.test(m[2]) ? `${m[1]} ${m[2]}` : m[1];
  return two;
};

export const readPlate = (v: string): string | null => {
  const t = v.trim().toUpperCase();
  const whole = /^([A-Z0-9]{1,4}[ -][A-Z0-9]{1,5}|[A-Z0-9]{2,8})\b/.exec(t);
  if (!whole) return null;
  const plate = whole[1];
  const compact = plate.replace(/[ -]/g, '');
  if (compact.length < 2 || compact.length > 8 || !/\d/.test(compact)) return null;
  if (/^(?:19|20)\d{2}$/.test(compact) || /^\d{1,2}$/.test(compact)) return null;
  return plate;
};

const NAME_STOP = /\b(?:insurance|company|street|st\.|avenue|road|policy|vehicle|date|number|address|llc|inc|agent|auto)\b/i;
export const readName = (raw: string): string | null => {
  // OCR reads a final l as ! or |.
  const v = raw.replace(/([a-z])[!|](?=\s|$|,)/g, '$1l');
  const m = /^((?:[A-Z][a-zA-Z'’-]+|[A-Z]\.?)(?:\s+(?:[A-Z][a-zA-Z'’-]+|[A-Z]\.?)){1,3})(?=$|[\s,;])/.exec(v.trim());
  if (!m) return null;
  const name = m[1].replace(/[,.]$/, '');
  if (NAME_STOP.test(name) || name.split(/\s+/).length < 2) return null;
  return name;
};

export const readDate = (v: string): string | null => parseDate(v);
export const readAmount = (v: string): number | null => parseAmount(v);
export const readMileage = (v: string): number | null => parseMileage(v);

/** Text of a short free value (provider, coverage), cut at sentence punctuation. */
export const readShortText = (v: string): string | null => {
  const t = v.trim().replace(/[.;,]$/, '');
  if (t.length < 2 || t.length > 60 || !/[A-Za-z]{2}/.test(t)) return null;
  return t;
};

export const readPolicyNumber = (v: string): string | null => {
  const m = /^([A-Z0-9][A-Z0-9-]{4,24})\b/i.exec(v.trim());
  if (!m || !/\d{3}/.test(m[1])) return null;
  return m[1].toUpperCase().replace(/-$/, '');
};
