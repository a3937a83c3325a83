import { OWNER_CURRENCY, type Amount } from './currency';

export type DistanceUnit = 'km' | 'mi';

export const MILES_PER_KM = 0.621371;
export const KM_PER_MILE = 1 / MILES_PER_KM;

/** Shown in place of a value the car did not send. */
export const MISSING_VALUE = '—';

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

type MaybeNumber = number | null | undefined;

function isPresent(n: MaybeNumber): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

export function kmToMiles(km: number): number {
  return km * MILES_PER_KM;
}

export function milesToKm(miles: number): number {
  return miles / MILES_PER_KM;
}

/** "45,000 km" or "27,962 mi" from a distance in km. */
export function formatDistance(km: MaybeNumber, unit: DistanceUnit = 'km'): string {
  if (!isPresent(km)) return MISSING_VALUE;
  const value = unit === 'mi' ? kmToMiles(km) : km;
  return `${wholeNumber.format(value)} ${unit}`;
}

/** "88 km/h" or "55 mph" from a speed in km/h. */
export function formatSpeed(kmh: MaybeNumber, unit: DistanceUnit = 'km'): string {
  if (!isPresent(kmh)) return MISSING_VALUE;
  return unit === 'mi' ? `${wholeNumber.format(kmToMiles(kmh))} mph` : `${wholeNumber.format(kmh)} km/h`;
}

/** "1h 5m 3s"; leading zero units are dropped ("5m 3s", "42s"). */
export function formatRunTime(seconds: MaybeNumber): string {
  if (!isPresent(seconds) || seconds < 0) return MISSING_VALUE;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}

/** "90.5 °C", at most one decimal. */
export function formatTemperature(celsius: MaybeNumber): string {
  if (!isPresent(celsius)) return MISSING_VALUE;
  return `${oneDecimal.format(celsius)} °C`;
}

/** "$1,234.56"; an amount of unknown currency is in the owner's. */
export function formatMoney(amount: MaybeNumber, currency?: string | null, digits?: number): string {
  if (!isPresent(amount)) return MISSING_VALUE;
  const fraction = digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || OWNER_CURRENCY, ...fraction }).format(amount);
}

/** Amounts in several currencies side by side, never added ("€330.00 · £120.00"); none is zero in the owner's currency. */
export function formatAmounts(amounts: readonly Amount[], digits?: number): string {
  if (amounts.length === 0) return formatMoney(0, null, digits);
  return amounts.map((a) => formatMoney(a.amount, a.currency, digits)).join(' · ');
}

/** A file's size in the unit that reads best: "512 B", "8.4 KB", "312 KB", "1.3 MB", "50 MB" (1 KB = 1024 bytes). */
export function formatFileSize(bytes: MaybeNumber): string {
  if (!isPresent(bytes) || bytes < 0) return MISSING_VALUE;
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${value < 10 ? Number(value.toFixed(1)) : Math.round(value)} ${unit}`;
}

/** "60%" */
export function formatPercent(percent: MaybeNumber): string {
  if (!isPresent(percent)) return MISSING_VALUE;
  return `${wholeNumber.format(percent)}%`;
}
