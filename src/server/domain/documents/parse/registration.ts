import { findDates } from './dates';
import { findLabelled } from './fields';
import { readDate } from './values';

export type RegistrationFields = { expiryDate: string | null; renewalDate: string | null };

const EXPIRY_LABELS = [
  /\b(?:registration\s+)?(?:expiration|expiry|exp\.?)\s*date\b/i,
  /\bregistration\s+(?:expires|expiration|valid\s+(?:until|through|thru))\b(?:\s+on)?/i,
  /\bvalid\s+(?:until|through|thru|to)\b/i,
  /\bexpires?\b(?:\s+on)?/i,
  /\bexp\b\.?/i,
];
const RENEWAL_LABELS = [/\brenewal\s*(?:date|due(?:\s+date)?|deadline)\b/i, /\brenew\s+(?:by|before|on)\b/i, /\brenewal\b/i];

const PERIOD_LABELS = [/\bregistration\s+(?:period|valid(?:ity)?)\b/i, /\bvalid(?:ity)?(?:\s+period)?\b/i, /\bperiod\b/i];
const readPeriodEnd = (v: string): string | null => {
  const d = findDates(v)[0];
  return d && d.index < 5 ? d.end : null;
};

export function extractRegistration(lines: string[]): RegistrationFields {
  return {
    expiryDate:
      findLabelled(lines, EXPIRY_LABELS, readDate, { sentence: 60, below: true }) ??
      findLabelled(lines, PERIOD_LABELS, readPeriodEnd, { sentence: 40 }),
    renewalDate: findLabelled(lines, RENEWAL_LABELS, readDate, { sentence: 60, below: true }),
  };
}
