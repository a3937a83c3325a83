import Papa from 'papaparse';
import {
  CSV_IMPORT_LIMITS,
  SERVICE_KINDS,
  SERVICE_TEXT_LIMITS,
  type CsvFormat,
  type CsvImportPreview,
  type CsvImportRecord,
  type ServiceKind,
} from '../../../shared/api/service-log';
import { CurrencySchema } from '../../../shared/currency';
import { addDays, isValidIsoDate } from '../../../shared/format-date';
import { milesToKm, type DistanceUnit } from '../../../shared/units';
import { AppError } from '../../errors';
import { kindFromText } from './service-kinds';

type DetectedFormat = Exclude<CsvFormat, 'auto'>;
type DateOrder = 'mdy' | 'dmy';

/** The fields a file's columns can fill. */
type Field = 'date' | 'odometer' | 'kind' | 'description' | 'totalCost' | 'partsCost' | 'laborCost' | 'currency' | 'shop' | 'notes' | 'tags' | 'fuelQuantity' | 'unitPrice';

/**
 * Column names each format uses (lower case), by the field they fill. LubeLogger's service, repair, upgrade and gas
 * record exports; Fuelly's fuel-up export (and its service columns); and this app's own export.
 */
const FORMAT_COLUMNS: Record<DetectedFormat, Partial<Record<Field, string[]>>> = {
  lubelogger: {
    date: ['date'],
    odometer: ['odometer'],
    description: ['description'],
    notes: ['notes'],
    totalCost: ['cost'],
    currency: ['currency'],
    tags: ['tags'],
    fuelQuantity: ['fuelconsumed'],
  },
  fuelly: {
    date: ['fuelup_date', 'service_date', 'date'],
    odometer: ['odometer'],
    fuelQuantity: ['gallons', 'litres', 'liters'],
    unitPrice: ['price'],
    totalCost: ['cost', 'total_cost', 'total_price'],
    currency: ['currency'],
    description: ['services', 'service', 'service_types'],
    notes: ['notes'],
    tags: ['tags'],
    shop: ['brand', 'location', 'shop'],
  },
  drivewise: {
    date: ['date'],
    odometer: ['odometer_km'],
    kind: ['kind'],
    description: ['description'],
    partsCost: ['parts_cost'],
    laborCost: ['labor_cost'],
    totalCost: ['total_cost'],
    currency: ['currency'],
    shop: ['shop'],
    notes: ['notes'],
  },
};

const FIELD_LABELS: Record<Field, string> = {
  date: 'Date',
  odometer: 'Odometer',
  kind: 'Kind',
  description: 'Description',
  totalCost: 'Total cost',
  partsCost: 'Parts cost',
  laborCost: 'Labour cost',
  currency: 'Currency',
  shop: 'Shop',
  notes: 'Notes',
  tags: 'Kind (from tags)',
  fuelQuantity: 'Fuel quantity',
  unitPrice: 'Price per unit',
};

export function detectFormat(headers: readonly string[]): DetectedFormat | null {
  const has = (name: string) => headers.includes(name);
  if (has('kind') && has('odometer_km') && has('total_cost')) return 'drivewise';
  if (has('fuelup_date') || (has('car_name') && has('odometer'))) return 'fuelly';
  if (has('date') && has('odometer') && (has('cost') || has('fuelconsumed'))) return 'lubelogger';
  return null;
}

export interface ParsedServiceCsv {
  preview: Omit<CsvImportPreview, 'rows' | 'validCount' | 'errorCount' | 'duplicateCount'>;
  rows: { line: number; record: CsvImportRecord | null; errors: string[] }[];
}

/**
 * Reads a service-log CSV (LubeLogger, Fuelly or this app's export) into records, with every problem named per row.
 * A file that is not such a CSV at all throws a BAD_REQUEST AppError.
 */
export function parseServiceCsv(
  text: string,
  opts: { format?: CsvFormat; distanceUnit?: DistanceUnit; defaultUnit: DistanceUnit; dateOrder?: DateOrder; today: string },
): ParsedServiceCsv {
  if (Buffer.byteLength(text, 'utf8') > CSV_IMPORT_LIMITS.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 400 KB; split it and import each part.', 'File too large');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: 'greedy' });
  const [headerRow, ...body] = parsed.data;
  if (!headerRow || headerRow.length < 2) throw new AppError('BAD_REQUEST', 'This file has no columns. Export a CSV from LubeLogger or Fuelly and try again.', 'Not a CSV file');
  if (body.length === 0) throw new AppError('BAD_REQUEST', 'This file has a header but no rows.', 'Nothing to import');
  if (body.length > CSV_IMPORT_LIMITS.maxRows) throw new AppError('BAD_REQUEST', `This file has more than ${CSV_IMPORT_LIMITS.maxRows} rows; split it and import each part.`, 'File too large');

  const headers = headerRow.map((h) => h.trim().toLowerCase());
  const format = opts.format && opts.format !== 'auto' ? opts.format : detectFormat(headers);
  if (!format) {
    throw new AppError(
      'BAD_REQUEST',
      `The columns (${headerRow.slice(0, 8).join(', ')}) are not a LubeLogger or Fuelly export. Expected e.g. Date, Odometer, Description, Cost.`,
      'Unknown CSV format',
    );
  }
  const columnOf = mapColumns(headers, FORMAT_COLUMNS[format]);
  if (columnOf.date === undefined) throw new AppError('BAD_REQUEST', 'The file has no date column.', 'Unknown CSV format');

  const distanceUnit = opts.distanceUnit ?? unitNamedBy(headers) ?? opts.defaultUnit;
  const rawDates = body.map((cells) => cell(cells, columnOf.date));
  const dateOrder = opts.dateOrder ?? guessDateOrder(rawDates);
  const rowErrors = new Map<number, string[]>();
  for (const error of parsed.errors) {
    if (error.row === undefined || error.row === 0) continue;
    rowErrors.set(error.row - 1, [...(rowErrors.get(error.row - 1) ?? []), `The row is not well-formed CSV (${error.message}).`]);
  }

  const rows = body.map((cells, i) => {
    const line = i + 2;
    const errors = [...(rowErrors.get(i) ?? [])];
    if (cells.length !== headerRow.length && !rowErrors.has(i)) errors.push(`The row has ${cells.length} cells; the header has ${headerRow.length}.`);
    const record = readRow(cells, columnOf, { format, distanceUnit, dateOrder, today: opts.today }, errors);
    return { line, record: errors.length ? null : record, errors };
  });

  const used = new Map(Object.entries(columnOf).map(([field, index]) => [index, field as Field]));
  return {
    preview: {
      format,
      distanceUnit,
      dateOrder: isIsoDates(rawDates) ? 'iso' : dateOrder,
      columns: headerRow.map((source, index) => ({ source: source.trim(), field: used.has(index) ? FIELD_LABELS[used.get(index)!] : null })),
    },
    rows,
  };
}

function mapColumns(headers: readonly string[], names: Partial<Record<Field, string[]>>): Partial<Record<Field, number>> {
  const columnOf: Partial<Record<Field, number>> = {};
  for (const [field, candidates] of Object.entries(names) as [Field, string[]][]) {
    const index = candidates.map((c) => headers.indexOf(c)).find((i) => i >= 0);
    if (index !== undefined) columnOf[field] = index;
  }
  return columnOf;
}

/** Fuelly names its distance column "miles" or "km", and its volume "gallons" or "litres". */
function unitNamedBy(headers: readonly string[]): DistanceUnit | null {
  if (headers.includes('miles') || headers.includes('mpg')) return 'mi';
  if (headers.includes('km') || headers.includes('l/100km')) return 'km';
  return null;
}

const cell = (cells: readonly string[], index: number | undefined) => (index === undefined ? '' : (cells[index] ?? '').trim());

const NUMERIC_DATE = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:[ T].*)?$/;

function isIsoDates(raw: readonly string[]): boolean {
  return raw.every((d) => !d || /^\d{4}-\d{2}-\d{2}/.test(d));
}

/** US order (month first) unless some date's first number is above 12 or the dates use dots (European). */
export function guessDateOrder(raw: readonly string[]): DateOrder {
  let dmy = false;
  for (const text of raw) {
    const m = NUMERIC_DATE.exec(text);
    if (!m || m[1].length === 4) continue;
    if (Number(m[1]) > 12) return 'dmy';
    if (Number(m[2]) > 12) return 'mdy';
    if (text.includes('.')) dmy = true;
  }
  return dmy ? 'dmy' : 'mdy';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD" from 2024-05-31, 05/31/2024, 31.05.2024 or 5/31/24 (with an optional time); null when it is not a day. */
export function readDate(text: string, order: DateOrder): string | null {
  const m = NUMERIC_DATE.exec(text.trim());
  if (!m) return null;
  const [rawYear, month, day] = m[1].length === 4 ? [m[1], m[2], m[3]] : order === 'mdy' ? [m[3], m[1], m[2]] : [m[3], m[2], m[1]];
  const year = rawYear.length === 2 ? `20${rawYear}` : rawYear;
  if (year.length !== 4) return null;
  const iso = `${year}-${pad(Number(month))}-${pad(Number(day))}`;
  return isValidIsoDate(iso) && Number(year) >= 1900 ? iso : null;
}

/** A number as exported in any common locale: "1,234.56", "1.234,56", "20,60", "$ 49.99"; null when empty, NaN when not a number. */
export function readNumber(text: string): number | null {
  let t = text.replace(/[\s$€£¥]|USD|EUR|GBP/gi, '');
  if (!t) return null;
  if (t.includes(',') && t.includes('.')) t = t.lastIndexOf(',') > t.lastIndexOf('.') ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  else if (/^-?\d+,\d{1,2}$/.test(t)) t = t.replace(',', '.');
  else t = t.replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
}

function clip(text: string, max: number): string | null {
  const t = text.trim();
  return t ? t.slice(0, max) : null;
}

function readRow(
  cells: readonly string[],
  columnOf: Partial<Record<Field, number>>,
  ctx: { format: DetectedFormat; distanceUnit: DistanceUnit; dateOrder: DateOrder; today: string },
  errors: string[],
): CsvImportRecord {
  const get = (field: Field) => cell(cells, columnOf[field]);
  const amount = (field: Field, label: string): number | null => {
    const value = readNumber(get(field));
    if (value === null) return null;
    if (Number.isNaN(value)) errors.push(`${label} “${get(field)}” is not a number.`);
    else if (value < 0) errors.push(`${label} cannot be negative.`);
    else if (value > 9_999_999_999) errors.push(`${label} is too large.`);
    else return value;
    return null;
  };

  const rawDate = get('date');
  const date = readDate(rawDate, ctx.dateOrder);
  if (!rawDate) errors.push('The date is missing.');
  else if (!date) errors.push(`The date “${rawDate}” is not a date.`);
  else if (date > addDays(ctx.today, 1)) errors.push(`The date ${date} is in the future.`);

  const odometer = amount('odometer', 'The odometer');
  const odometerKm = odometer === null ? null : Math.round(ctx.distanceUnit === 'mi' ? milesToKm(odometer) : odometer);
  if (odometerKm !== null && odometerKm > 2_000_000) errors.push('The odometer reading is too large.');

  const quantity = amount('fuelQuantity', 'The fuel quantity');
  const unitPrice = amount('unitPrice', 'The price');
  const parts = amount('partsCost', 'The parts cost');
  const labor = amount('laborCost', 'The labour cost');
  let totalCost = amount('totalCost', 'The cost');
  if (totalCost === null && (parts !== null || labor !== null)) totalCost = (parts ?? 0) + (labor ?? 0);
  if (totalCost === null && quantity !== null && unitPrice !== null) totalCost = quantity * unitPrice;

  // A file without a currency column (or an empty cell) leaves the currency unknown.
  const rawCurrency = get('currency');
  const currency = rawCurrency ? CurrencySchema.safeParse(rawCurrency) : null;
  if (currency && !currency.success) errors.push(`The currency “${rawCurrency}” is not a three-letter code like EUR.`);

  const isFuelUp = quantity !== null || (ctx.format === 'fuelly' && !get('description'));
  let description = get('description');
  if (!description && isFuelUp) description = quantity !== null ? `Fuel-up: ${quantity} ${ctx.distanceUnit === 'mi' ? 'gal' : 'L'}` : 'Fuel-up';

  let kind: ServiceKind;
  const rawKind = get('kind').toLowerCase().replace(/[\s-]+/g, '_');
  if (columnOf.kind !== undefined) {
    kind = (SERVICE_KINDS as readonly string[]).includes(rawKind) ? (rawKind as ServiceKind) : kindFromText(rawKind);
    if (!rawKind) errors.push('The kind is missing.');
  } else if (isFuelUp) kind = 'fuel';
  else kind = kindFromText(`${description} ${get('tags')}`);

  return {
    date: date ?? rawDate,
    odometerKm,
    kind,
    description: clip(description, SERVICE_TEXT_LIMITS.description),
    partsCost: parts,
    laborCost: labor,
    totalCost: totalCost === null ? null : Math.round(totalCost * 100) / 100,
    currency: currency?.success ? currency.data : null,
    shop: clip(get('shop'), SERVICE_TEXT_LIMITS.shop),
    notes: clip(get('notes'), SERVICE_TEXT_LIMITS.notes),
  };
}
