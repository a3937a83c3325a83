/** VIN construction and checking per ISO 3779 / 49 CFR 565 (North American check digit). */

const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

function transliterate(char: string): number {
  if (char >= '0' && char <= '9') return Number(char);
  const value = TRANSLITERATION[char];
  if (value === undefined) throw new Error(`Invalid VIN character ${char}`);
  return value;
}

/** The check digit (position 9) for a 17-character VIN; position 9 of the input is ignored. */
export function computeVinCheckDigit(vin: string): string {
  if (vin.length !== 17) throw new Error('A VIN has 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += transliterate(vin[i]) * WEIGHTS[i];
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function isValidVin(vin: string): boolean {
  return VIN_PATTERN.test(vin) && computeVinCheckDigit(vin) === vin[8];
}

/** The model-year character (position 10); the code repeats every 30 years. */
export function getModelYearCode(year: number): string {
  if (!Number.isInteger(year) || year < 1980) throw new Error(`Unsupported model year ${year}`);
  return YEAR_CODES[(year - 1980) % 30];
}

export interface VinParts {
  wmi: string;
  vds: string;
  year: number;
  plant: string;
  /** Production sequence number, positions 12-17. */
  serial: number;
}

export function buildVin(parts: VinParts): string {
  const serial = String(parts.serial % 1_000_000).padStart(6, '0');
  const draft = `${parts.wmi}${parts.vds}0${getModelYearCode(parts.year)}${parts.plant}${serial}`;
  if (!VIN_PATTERN.test(draft)) throw new Error(`Invalid VIN parts: ${draft}`);
  return `${draft.slice(0, 8)}${computeVinCheckDigit(draft)}${draft.slice(9)}`;
}
