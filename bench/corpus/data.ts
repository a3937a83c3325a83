import { computeCheckDigit } from '../../src/shared/vin';
import type { Random } from './random';

/** Pools of realistic values for the corpus. */
export type Vehicle = { make: string; model: string; year: number; vin: string; color: string };

const MODELS: { make: string; model: string; wmi: string; vds: string }[] = [
  { make: 'Honda', model: 'Civic', wmi: '2HG', vds: 'FC2F5' },
  { make: 'Honda', model: 'Accord', wmi: '1HG', vds: 'CV1F3' },
  { make: 'Honda', model: 'CR-V', wmi: '5J6', vds: 'RW2H8' },
  { make: 'Toyota', model: 'Camry', wmi: '4T1', vds: 'B11HK' },
  { make: 'Toyota', model: 'RAV4', wmi: '2T3', vds: 'P1RFV' },
  { make: 'Toyota', model: 'Tacoma', wmi: '3TM', vds: 'CZ5AN' },
  { make: 'Ford', model: 'F-150', wmi: '1FT', vds: 'EW1EP' },
  { make: 'Ford', model: 'Escape', wmi: '1FM', vds: 'CU9GD' },
  { make: 'Chevrolet', model: 'Silverado', wmi: '1GC', vds: 'UYDED' },
  { make: 'Chevrolet', model: 'Equinox', wmi: '3GN', vds: 'AXKEV' },
  { make: 'Tesla', model: 'Model 3', wmi: '5YJ', vds: '3E1EA' },
  { make: 'Tesla', model: 'Model Y', wmi: '7SA', vds: 'YGDEE' },
  { make: 'Nissan', model: 'Altima', wmi: '1N4', vds: 'BL4BV' },
  { make: 'Nissan', model: 'Rogue', wmi: '5N1', vds: 'AT2MV' },
  { make: 'Hyundai', model: 'Elantra', wmi: '5NP', vds: 'D84LF' },
  { make: 'Hyundai', model: 'Tucson', wmi: 'KM8', vds: 'J3CA4' },
  { make: 'Kia', model: 'Sportage', wmi: 'KND', vds: 'PMCAC' },
  { make: 'Subaru', model: 'Outback', wmi: '4S4', vds: 'BSANC' },
  { make: 'Mazda', model: 'CX-5', wmi: 'JM3', vds: 'KFBCM' },
  { make: 'Jeep', model: 'Grand Cherokee', wmi: '1C4', vds: 'RJFAG' },
  { make: 'BMW', model: 'X3', wmi: '5UX', vds: 'TR9C5' },
  { make: 'Volkswagen', model: 'Jetta', wmi: '3VW', vds: 'C57BU' },
  { make: 'Audi', model: 'Q5', wmi: 'WA1', vds: 'BNAFY' },
  { make: 'Volvo', model: 'XC90', wmi: 'YV4', vds: 'A22PK' },
];
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const COLORS = ['White', 'Black', 'Silver', 'Gray', 'Blue', 'Red'];

export function makeVehicle(r: Random, index: number): Vehicle {
  const m = MODELS[index % MODELS.length];
  const year = r.int(2012, 2024);
  const plant = r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ']);
  const serial = String(r.int(100000, 999999));
  const partial = `${m.wmi}${m.vds}0${YEAR_CODES[(year - 1980) % 30]}${plant}${serial}`;
  const check = computeCheckDigit(partial);
  if (!check) throw new Error(`bad VIN pattern ${partial}`);
  const vin = partial.slice(0, 8) + check + partial.slice(9);
  return { make: m.make, model: m.model, year, vin, color: r.pick(COLORS) };
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linda', 'Kevin', 'Sofia', 'Daniel', 'Emily', 'Marcus', 'Grace', 'Victor'];
const LAST = ['Lopez', 'Smith', 'Johnson', 'Nguyen', 'Patel', 'Garcia', 'Brown', 'Okafor', 'Miller', 'Chen', 'Walker', 'Reyes'];
const STREETS = ['Oak', 'Maple', 'Cedar', 'Elm', 'Pine', 'Lakeview', 'Hillcrest', 'Sunset', 'Washington', 'Park'];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Dr', 'Ln', 'Blvd'];
const CITIES: [string, string, string][] = [
  ['Springfield', 'IL', '62704'], ['Sacramento', 'CA', '95814'], ['Austin', 'TX', '78701'], ['Columbus', 'OH', '43215'],
  ['Denver', 'CO', '80202'], ['Raleigh', 'NC', '27601'], ['Madison', 'WI', '53703'], ['Tampa', 'FL', '33602'],
];

export type Person = { name: string; street: string; cityLine: string };
export function makePerson(r: Random): Person {
  const city = r.pick(CITIES);
  return {
    name: `${r.pick(FIRST)} ${r.pick(LAST)}`,
    street: `${r.int(12, 9800)} ${r.pick(STREETS)} ${r.pick(SUFFIXES)}`,
    cityLine: `${city[0]}, ${city[1]} ${city[2]}`,
  };
}

export function makePlate(r: Random): string {
  const L = () => r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ']);
  const D = () => String(r.int(0, 9));
  return r.pick([
    () => `${r.int(1, 9)}${L()}${L()}${L()}${D()}${D()}${D()}`,
    () => `${L()}${L()}${L()}-${D()}${D()}${D()}${D()}`,
    () => `${L()}${L()}${L()} ${D()}${D()}${D()}`,
  ])();
}

export function makePhone(r: Random): string {
  return r.pick([
    () => `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.int(1000, 9999)}`,
    () => `${r.int(201, 989)}-${r.int(200, 999)}-${r.int(1000, 9999)}`,
    () => `1-800-${r.int(200, 999)}-${r.int(1000, 9999)}`,
  ])();
}

/** A calendar date with its written form in one of the common styles. */
export type Day = { y: number; m: number; d: number };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const DATE_STYLES = ['us', 'long', 'dmy-short', 'iso', 'us-short', 'mon-dash', 'dotted', 'upper'] as const;
export type DateStyle = (typeof DATE_STYLES)[number];

export function iso(day: Day): string {
  return `${day.y}-${pad(day.m)}-${pad(day.d)}`;
}
function pad(n: number): string {
  return String(n).padStart(2, '0');
}
export function writeDate(day: Day, style: DateStyle): string {
  const mon = MONTHS[day.m - 1].slice(0, 3);
  switch (style) {
    case 'us': return `${pad(day.m)}/${pad(day.d)}/${day.y}`;
    case 'long': return `${MONTHS[day.m - 1]} ${day.d}, ${day.y}`;
    case 'dmy-short': return `${day.d} ${mon} ${day.y}`;
    case 'iso': return iso(day);
    case 'us-short': return `${pad(day.m)}/${pad(day.d)}/${String(day.y).slice(2)}`;
    case 'mon-dash': return `${mon}-${pad(day.d)}-${day.y}`;
    case 'dotted': return `${pad(day.d)}.${pad(day.m)}.${day.y}`;
    case 'upper': return `${mon.toUpperCase()} ${pad(day.d)} ${day.y}`;
  }
}
export function makeDay(r: Random, fromYear: number, toYear: number): Day {
  return { y: r.int(fromYear, toYear), m: r.int(1, 12), d: r.int(1, 28) };
}
export function addMonths(day: Day, months: number): Day {
  const total = day.y * 12 + (day.m - 1) + months;
  return { y: Math.floor(total / 12), m: (total % 12) + 1, d: day.d };
}
export function addDays(day: Day, days: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d) + days * 86400000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}
export function money(n: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
export function miles(n: number): string {
  return n.toLocaleString('en-US');
}
