import { documentRole, documentsInForceOf, type DocumentFact } from '../../vehicle-facts';
import { countDaysBetween } from '../wording/format';
import type { VehicleContext } from './types';

export type PaperKind = 'registration' | 'insurance';

/** Within this many days (the owner's heads-up window when set) an expiry is "expiring". */
export const EXPIRING_SOON_DAYS = 30;

export interface PaperStatus {
  kind: PaperKind;
  status: 'valid' | 'expiring' | 'expired' | 'unknown';
  /** YYYY-MM-DD, the expiry in force (from the document with authority, or the owner's pick) */
  expiryDate: string | null;
  daysLeft: number | null;
  /** whether a document of this kind is on file, even without a readable date */
  onFile: boolean;
  /** the fact in force with its source and the documents that disagree */
  fact: DocumentFact<string> | null;
}

const EXPIRY_FACT = { registration: 'registrationExpiry', insurance: 'insuranceExpiry' } as const;

/** Registration or insurance validity as every surface says it: the expiry in force (vehicle-facts), against today. */
export function readPaperStatus(ctx: VehicleContext, kind: PaperKind): PaperStatus {
  const fact = documentsInForceOf(ctx)[EXPIRY_FACT[kind]] ?? null;
  const expiryDate = fact?.value ?? null;
  const daysLeft = expiryDate ? countDaysBetween(ctx.today, expiryDate) : null;
  const soon = ctx.window?.days ?? EXPIRING_SOON_DAYS;
  let status: PaperStatus['status'] = 'unknown';
  if (daysLeft !== null) status = daysLeft < 0 ? 'expired' : daysLeft <= soon ? 'expiring' : 'valid';
  return { kind, status, expiryDate, daysLeft, onFile: ctx.documents.some((d) => documentRole(d) === kind), fact };
}
