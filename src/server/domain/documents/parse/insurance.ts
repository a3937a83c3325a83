import { findDates } from './dates';
import { findLabelled } from './fields';
import { escapeRegExp, readAmount, readDate, readPolicyNumber, readShortText } from './values';

export type InsuranceFields = {
  insuranceProvider: string | null;
  policyNumber: string | null;
  coverageType: string | null;
  effectiveDate: string | null;
  expirationDate: string | null;
  premium: number | null;
};

const INSURERS = [
  'State Farm', 'GEICO', 'Progressive', 'Allstate', 'USAA', 'Liberty Mutual', 'Farmers', 'Nationwide', 'Travelers',
  'American Family', 'Erie Insurance', 'The Hartford', 'Safeco', 'Esurance', 'MetLife', 'Mercury Insurance',
  'Auto-Owners', 'Kemper', 'Root Insurance', 'Lemonade', 'Direct Auto', 'Country Financial', 'Amica', 'Shelter Insurance',
];
const INSURER_PATTERN = new RegExp(`\\b(${INSURERS.map(escapeRegExp).join('|')})\\b`, 'i');

const COVERAGES = [
  'Full Coverage', 'Liability Only', 'Comprehensive and Collision', 'Comprehensive & Collision', 'Comprehensive',
  'Collision', 'Liability', 'Basic', 'Standard', 'Minimum Coverage', 'State Minimum',
];
const COVERAGE_PATTERN = new RegExp(`\\b(${COVERAGES.map(escapeRegExp).join('|')})\\b`, 'i');

const PROVIDER_LABELS = [
  /\b(?:insurance\s+)?(?:company|carrier|insurer)(?:\s+name)?\b/i,
  /\bunderwritten\s+by\b/i,
  /\bissued\s+by\b/i,
];
const POLICY_LABELS = [/\bpolicy\s*(?:number|no\b\.?|#)/i, /\bpolicy\b/i];
const COVERAGE_LABELS = [/\bcoverage\s*(?:type|level|plan)\b/i, /\btype\s+of\s+coverage\b/i, /\bcoverage\b/i, /\bplan\b/i];
const PERIOD_LABELS = [/\b(?:policy|coverage)\s+(?:period|term)\b/i, /\bterm\b/i, /\bperiod\b/i];
const EFFECTIVE_LABELS = [/\beffective\s*(?:date|from|on|as\s+of)?\b/i, /\bstart\s+date\b/i, /\bfrom\b/i];
const EXPIRATION_LABELS = [
  /\b(?:expiration|expiry|exp\.?)\s*date\b/i,
  /\bexpir(?:es|ation)\b(?:\s+on)?/i,
  /\b(?:end|ending)\s+date\b/i,
  /\b(?:through|thru|until)\b/i,
];
const PREMIUM_LABELS = [
  /\btotal\s+(?:\d+[- ]month\s+|annual\s+|policy\s+)?premium\b/i,
  /\b(?:\d+[- ]month|annual|policy|term)\s+premium\b/i,
  /\bpremium\b/i,
];

const readPeriod = (v: string) => {
  const d = findDates(v)[0];
  return d && d.index < 5 && d.end ? { start: d.date, end: d.end } : null;
};
const readInsurer = (v: string): string | null => {
  const known = INSURER_PATTERN.exec(v);
  if (known && known.index < 10) return canonicalInsurer(known[1]);
  return readShortText(v);
};
const readCoverage = (v: string): string | null => {
  const m = COVERAGE_PATTERN.exec(v);
  return m && m.index < 5 ? m[1] : null;
};

function canonicalInsurer(raw: string): string {
  return INSURERS.find((i) => i.toLowerCase() === raw.toLowerCase()) ?? raw;
}

export function extractInsurance(lines: string[], text: string): InsuranceFields {
  const period = findLabelled(lines, PERIOD_LABELS, readPeriod, { sentence: 40, below: true });
  const effectiveDate =
    findLabelled(lines, EFFECTIVE_LABELS, readDate, { sentence: 40, below: true }) ?? period?.start ?? null;
  const expirationDate =
    findLabelled(lines, EXPIRATION_LABELS, readDate, { sentence: 40, below: true }) ??
    period?.end ??
    findLabelled(lines, EFFECTIVE_LABELS, (v) => findDates(v)[0]?.end ?? null, { sentence: 60 });
  const known = INSURER_PATTERN.exec(text);
  return {
    insuranceProvider: known
      ? canonicalInsurer(known[1])
      : findLabelled(lines, PROVIDER_LABELS, readInsurer, { below: true }),
    policyNumber: findLabelled(lines, POLICY_LABELS, readPolicyNumber, { sentence: 30, below: true }),
    coverageType:
      findLabelled(lines, COVERAGE_LABELS, readCoverage, { sentence: 40, below: true }) ??
      (COVERAGE_PATTERN.exec(text)?.[1] ?? null),
    effectiveDate,
    expirationDate,
    premium: findLabelled(lines, PREMIUM_LABELS, readPositiveAmount, { sentence: 40, below: true }),
  };
}

function readPositiveAmount(v: string): number | null {
  const a = readAmount(v);
  return a !== null && a > 0 ? a : null;
}
