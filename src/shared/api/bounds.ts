import { z } from 'zod';

/**
 * The bounds every input is held to, in one place: what the database columns accept (32-bit integers, numeric(12,2),
 * real dates) and what the domain makes sense of. Procedures, routes and MCP tools build their input schemas from
 * these, so a value the database would refuse is refused first, with a 400 and a clear message.
 */

/** Largest value of a Postgres `integer` column. */
export const PG_INT_MAX = 2_147_483_647;

/** A vehicle's token id: the provider's 32-bit integer. */
export const TokenIdSchema = z.number().int().min(1).max(PG_INT_MAX);

/** A token id, or 0 for the owner's whole fleet ("All Vehicles" in the chat). */
export const TokenIdOrFleetSchema = z.number().int().min(0).max(PG_INT_MAX);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date "YYYY-MM-DD" between 1900 and 2199 (what a Postgres date column takes without surprise). */
export const IsoDateSchema = z
  .string()
  .regex(ISO_DATE, 'Use a date like 2024-05-31.')
  .refine((s) => {
    const match = ISO_DATE.exec(s);
    if (!match) return true; // the regex has said so already (zod runs every check)
    const [, y, m, d] = match.map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 1900 && y <= 2199 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'That date does not exist.');

/** Money in the owner's currency: two decimals, within numeric(12, 2). */
export const MoneySchema = z
  .number()
  .min(0, 'An amount cannot be negative.')
  .max(9_999_999_999.99, 'That amount is too large.')
  .transform((n) => Math.round(n * 100) / 100);

/** Largest odometer reading the app takes, in km. */
export const MAX_ODOMETER_KM = 2_000_000;

/** Odometer readings in km (the app stores km; forms convert miles). */
export const OdometerKmSchema = z.number().min(0, 'The odometer cannot be negative.').max(MAX_ODOMETER_KM, 'That odometer reading is too large.');

/** A trip the assistant can plan for, in km. */
export const TripDistanceKmSchema = z.number().positive('A trip is longer than 0 km.').max(20_000, 'Plan trips of at most 20,000 km.');

/** A model year: from the first cars to a few years ahead. */
export const ModelYearSchema = z.number().int().min(1886).max(2100);

/** A VIN as someone types it: 17 characters, with room for spaces and dashes. */
export const VinInputSchema = z.string().max(64, 'A VIN has 17 characters.');

/** OBD-II trouble codes asked about at once, each like P0301. */
export const TroubleCodeListSchema = z.array(z.string().max(16)).max(50, 'Ask about at most 50 trouble codes at once.');

/** A short label (a name, a plate, a provider); free text (notes); a long body (a pasted CSV). */
export const TEXT_LIMITS = { label: 200, text: 4_000, body: 1_000_000 } as const;

/** Free text of at most `max` characters. */
export const boundedText = (max: number) => z.string().max(max, `At most ${max} characters.`);

/** No Postgres text or jsonb column can hold NUL, nor a UTF-16 surrogate that is not part of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when a string could not be stored as it is (the API refuses such input before any domain code runs). */
export const hasUnstorableText = (s: string): boolean => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** True when any string (or key) in a JSON value could not be stored in Postgres text or jsonb (tRPC and MCP refuse it). */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasUnstorableText(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsUnstorableText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => hasUnstorableText(k) || containsUnstorableText(v, depth + 1));
}
