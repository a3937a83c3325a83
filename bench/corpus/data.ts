import { computeCheckDigit } from '../../src/shared/vin';
import type { Random } from './random';

/** Pools of realistic values for the corpus. */
export type Vehicle = {
  make: string;
  /** The model line, with its powertrain word when the maker names it so ("RAV4 Hybrid", "Bolt EV"). */
  model: string;
  /** A trim the documents may print after the model ("XLE", "EX-L"); null when the model has none here. */
  trim: string | null;
  year: number;
  vin: string;
  color: string;
};

type ModelSpec = { make: string; model: string; wmi: string; vds: string; trims?: string[]; checkDigit?: false };

/** Vehicles of the development layouts. */
const MODELS: ModelSpec[] = [
  { make: 'Honda', model: 'Civic', wmi: '2HG', vds: 'FC2F5', trims: ['LX', 'EX', 'Sport'] },
  { make: 'Honda', model: 'Accord', wmi: '1HG', vds: 'CV1F3', trims: ['EX-L', 'Sport'] },
  { make: 'Honda', model: 'CR-V', wmi: '5J6', vds: 'RW2H8', trims: ['EX', 'Touring'] },
  { make: 'Toyota', model: 'Camry', wmi: '4T1', vds: 'B11HK', trims: ['LE', 'SE', 'XSE'] },
  { make: 'Toyota', model: 'RAV4 Hybrid', wmi: '2T3', vds: 'P1RFV', trims: ['XLE', 'Limited'] },
  { make: 'Toyota', model: 'Tacoma', wmi: '3TM', vds: 'CZ5AN', trims: ['SR5', 'TRD Off-Road'] },
  { make: 'Ford', model: 'F-150', wmi: '1FT', vds: 'EW1EP', trims: ['XLT', 'Lariat'] },
  { make: 'Ford', model: 'Escape', wmi: '1FM', vds: 'CU9GD', trims: ['SE', 'Titanium'] },
  { make: 'Chevrolet', model: 'Silverado 1500', wmi: '1GC', vds: 'UYDED', trims: ['LT', 'RST'] },
  { make: 'Chevrolet', model: 'Bolt EV', wmi: '1G1', vds: 'FY6S0', trims: ['LT', 'Premier'] },
  { make: 'Tesla', model: 'Model 3', wmi: '5YJ', vds: '3E1EA', trims: ['Long Range'] },
  { make: 'Tesla', model: 'Model Y', wmi: '7SA', vds: 'YGDEE', trims: ['Performance'] },
  { make: 'Nissan', model: 'Altima', wmi: '1N4', vds: 'BL4BV', trims: ['SV', 'SR'] },
  { make: 'Nissan', model: 'Rogue', wmi: '5N1', vds: 'AT2MV', trims: ['SV', 'SL'] },
  { make: 'Hyundai', model: 'Elantra', wmi: '5NP', vds: 'D84LF', trims: ['SEL', 'Limited'] },
  { make: 'Hyundai', model: 'Tucson', wmi: 'KM8', vds: 'J3CA4', trims: ['SEL'] },
  { make: 'Kia', model: 'Sportage', wmi: 'KND', vds: 'PMCAC', trims: ['LX', 'EX'] },
  { make: 'Subaru', model: 'Outback', wmi: '4S4', vds: 'BSANC', trims: ['Premium', 'Limited'] },
  { make: 'Mazda', model: 'CX-5', wmi: 'JM3', vds: 'KFBCM', trims: ['Touring', 'Grand Touring'] },
  { make: 'Jeep', model: 'Grand Cherokee', wmi: '1C4', vds: 'RJFAG', trims: ['Laredo', 'Limited'] },
  { make: 'BMW', model: 'X3', wmi: '5UX', vds: 'TR9C5', trims: ['xDrive30i'] },
  { make: 'Volkswagen', model: 'Jetta', wmi: '3VW', vds: 'C57BU', trims: ['S', 'SE'] },
  { make: 'Audi', model: 'Q5', wmi: 'WA1', vds: 'BNAFY', trims: ['Premium Plus'] },
  { make: 'Volvo', model: 'XC90', wmi: 'YV4', vds: 'A22PK', trims: ['Momentum'] },
  { make: 'Ford', model: 'Mustang Mach-E', wmi: '3FM', vds: 'TK3SU', trims: ['Premium', 'GT'] },
  { make: 'Hyundai', model: 'Ioniq 5', wmi: 'KM8', vds: 'KN4AE', trims: ['SEL', 'Limited'] },
  { make: 'Volkswagen', model: 'Golf', wmi: 'WVW', vds: 'ZZZCD', trims: ['Life', 'GTI'], checkDigit: false },
  { make: 'Peugeot', model: '208', wmi: 'VF3', vds: 'UPHNS', trims: ['Allure'], checkDigit: false },
];

/** Vehicles of the held-back layouts: other models, so nothing is tuned to the names the development layouts print. */
const HELD_BACK_MODELS: ModelSpec[] = [
  { make: 'Toyota', model: 'Prius Prime', wmi: 'JTD', vds: 'KARFP', trims: ['XLE', 'Limited'] },
  { make: 'Toyota', model: 'Highlander Hybrid', wmi: '5TD', vds: 'ARAH1', trims: ['XLE', 'Platinum'] },
  { make: 'Kia', model: 'Niro EV', wmi: 'KND', vds: 'CC3LG', trims: ['Wind', 'Wave'] },
  { make: 'Kia', model: 'Telluride', wmi: '5XY', vds: 'P5DHC', trims: ['EX', 'SX'] },
  { make: 'Nissan', model: 'Leaf', wmi: '1N4', vds: 'AZ1CP', trims: ['SV Plus'] },
  { make: 'Subaru', model: 'Forester', wmi: 'JF2', vds: 'SKAJC', trims: ['Premium', 'Sport'] },
  { make: 'Mazda', model: 'CX-30', wmi: '3MV', vds: 'DMBCL', trims: ['Select', 'Premium'] },
  { make: 'Honda', model: 'Pilot', wmi: '5FN', vds: 'YF6H5', trims: ['EX-L', 'Elite'] },
  { make: 'Honda', model: 'Accord Hybrid', wmi: '1HG', vds: 'CV3F9', trims: ['Sport', 'Touring'] },
  { make: 'Ford', model: 'F-150 Lightning', wmi: '1FT', vds: 'VW1EL', trims: ['Lariat', 'XLT'] },
  { make: 'Ford', model: 'Explorer', wmi: '1FM', vds: 'SK8DH', trims: ['XLT', 'Limited'] },
  { make: 'Chevrolet', model: 'Equinox EV', wmi: '3GN', vds: 'AXHEG', trims: ['2LT', '3LT'] },
  { make: 'Jeep', model: 'Wrangler 4xe', wmi: '1C4', vds: 'JXEN4', trims: ['Sahara', 'Rubicon'] },
  { make: 'Lexus', model: 'RX 450h', wmi: 'JTJ', vds: 'GZKCA', trims: ['F Sport'] },
  { make: 'Skoda', model: 'Octavia', wmi: 'TMB', vds: 'JJ7NE', trims: ['SE L'], checkDigit: false },
  { make: 'Renault', model: 'Clio', wmi: 'VF1', vds: 'RJA00', trims: ['Iconic'], checkDigit: false },
  { make: 'BMW', model: '330e', wmi: 'WBA', vds: '5P710', trims: ['M Sport'] },
  { make: 'Volvo', model: 'XC60 Recharge', wmi: 'YV4', vds: 'H60DL', trims: ['Plus'] },
];

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const COLORS = ['White', 'Black', 'Silver', 'Gray', 'Blue', 'Red'];
const MORE_COLORS = ['Grey', 'Dark Blue', 'Pearl White', 'Green', 'Maroon', 'Beige', 'Silver', 'Black', 'White', 'Orange'];

function buildVehicle(r: Random, m: ModelSpec, colors: string[]): Vehicle {
  const year = r.int(2015, 2024);
  const plant = r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ']);
  const serial = String(r.int(100000, 999999));
  const partial = `${m.wmi}${m.vds}0${YEAR_CODES[(year - 1980) % 30]}${plant}${serial}`;
  let vin: string;
  if (m.checkDigit === false) {
    // European makers need not use the North American check digit: position 9 is whatever the maker writes.
    vin = partial.slice(0, 8) + r.pick([...'0123456789ZX']) + partial.slice(9);
  } else {
    const check = computeCheckDigit(partial);
    if (!check) throw new Error(`bad VIN pattern ${partial}`);
    vin = partial.slice(0, 8) + check + partial.slice(9);
  }
  return { make: m.make, model: m.model, trim: m.trims ? r.pick(m.trims) : null, year, vin, color: r.pick(colors) };
}

/** A development vehicle; the first 24 entries cycle as the original corpus did. */
export function makeVehicle(r: Random, index: number): Vehicle {
  return buildVehicle(r, MODELS[index % MODELS.length], COLORS);
}

export function makeHeldBackVehicle(r: Random, index: number): Vehicle {
  return buildVehicle(r, HELD_BACK_MODELS[index % HELD_BACK_MODELS.length], MORE_COLORS);
}

/** The model as a document prints it with its trim. */
export function withTrim(v: Vehicle): string {
  return v.trim ? `${v.model} ${v.trim}` : v.model;
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

const UK_TOWNS: [string, string][] = [['Leeds', 'LS1 4DT'], ['Bristol', 'BS1 5TR'], ['Norwich', 'NR2 1HJ'], ['York', 'YO1 7HH'], ['Cardiff', 'CF10 1EP']];
const UK_ROADS = ['Station Road', 'Church Lane', 'Victoria Street', 'Mill Lane', 'High Street', 'Park Avenue'];
/** A person with a UK address; `cityLine` is "Town POSTCODE". */
export function makeUkPerson(r: Random): Person {
  const [town, postcode] = r.pick(UK_TOWNS);
  return { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, street: `${r.int(2, 240)} ${r.pick(UK_ROADS)}`, cityLine: `${town} ${postcode}` };
}

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));

export function makePlate(r: Random): string {
  return r.pick([
    () => `${r.int(1, 9)}${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}`,
    () => `${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}${D(r)}`,
    () => `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}`,
  ])();
}

export type PlateCountry = 'us' | 'uk' | 'de' | 'fr' | 'it' | 'nl' | 'ca' | 'ie';
/** A number plate in the style of one country. */
export function makeCountryPlate(r: Random, country: PlateCountry): string {
  switch (country) {
    case 'us': return makePlate(r);
    case 'uk': return `${L(r)}${L(r)}${r.int(15, 24)} ${L(r)}${L(r)}${L(r)}`;
    case 'de': return `${r.pick(['B', 'M', 'HH', 'K', 'S'])}-${L(r)}${L(r)} ${r.int(10, 9999)}`;
    case 'fr': return `${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}-${L(r)}${L(r)}`;
    case 'it': return `${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}${L(r)}${L(r)}`;
    case 'nl': return `${D(r)}${D(r)}-${L(r)}${L(r)}${L(r)}-${D(r)}`;
    case 'ca': return `${L(r)}${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}`;
    case 'ie': return `${r.int(151, 242)}-${r.pick(['D', 'C', 'G', 'KY', 'L'])}-${r.int(100, 99999)}`;
  }
}

export function makePhone(r: Random): string {
  return r.pick([
    () => `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.int(1000, 9999)}`,
    () => `${r.int(201, 989)}-${r.int(200, 999)}-${r.int(1000, 9999)}`,
    () => `1-800-${r.int(200, 999)}-${r.int(1000, 9999)}`,
  ])();
}

export function makeUkPhone(r: Random): string {
  return r.pick([() => `0${r.int(113, 191)} ${r.int(200, 999)} ${r.int(1000, 9999)}`, () => `0300 ${r.int(100, 999)} ${r.int(1000, 9999)}`])();
}

/** A calendar date with its written form in one of the common styles. */
export type Day = { y: number; m: number; d: number };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const DATE_STYLES = ['us', 'long', 'dmy-short', 'iso', 'us-short', 'mon-dash', 'dotted', 'upper'] as const;
/** Day-first styles of the UK and continental Europe. */
export const EU_DATE_STYLES = ['dmy-slash', 'dotted', 'dmy-long', 'iso', 'dmy-short', 'dmy-dash'] as const;
export type DateStyle = (typeof DATE_STYLES)[number] | (typeof EU_DATE_STYLES)[number] | 'long-day' | 'ordinal';

export function iso(day: Day): string {
  return `${day.y}-${pad(day.m)}-${pad(day.d)}`;
}
function pad(n: number): string {
  return String(n).padStart(2, '0');
}
function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
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
    case 'dmy-slash': return `${pad(day.d)}/${pad(day.m)}/${day.y}`;
    case 'dmy-long': return `${day.d} ${MONTHS[day.m - 1]} ${day.y}`;
    case 'dmy-dash': return `${pad(day.d)}-${pad(day.m)}-${day.y}`;
    case 'long-day': {
      const weekday = WEEKDAYS[new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay()];
      return `${weekday}, ${MONTHS[day.m - 1]} ${day.d}, ${day.y}`;
    }
    case 'ordinal': return `${ordinal(day.d)} ${MONTHS[day.m - 1]} ${day.y}`;
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
/** 1.234,56 as continental Europe writes it. */
export function euroMoney(n: number): string {
  return n.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
export function miles(n: number): string {
  return n.toLocaleString('en-US');
}
export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
