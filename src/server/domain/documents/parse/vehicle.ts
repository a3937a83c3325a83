import { decodeVin, findVins } from '../../../../shared/vin';
import { findLabelled } from './fields';
import { findMake, readColor, readMake, readModel, readName, readPlate, readYear } from './values';

export type VehicleFields = {
  vin: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  color: string | null;
  plateNumber: string | null;
  ownerName: string | null;
  ownerAddress: string | null;
};

const PLATE_LABELS = [
  /\b(?:license|licence|lic\.?)\s*plate(?:\s*(?:no\.?|number|#))?/i,
  /\bplate\s*(?:no\.?|number|#)/i,
  /\bplate\b/i,
  /\btag\s*(?:no\.?|number|#)/i,
  /\blic(?:ense)?\s*(?:no\.?|#)/i,
];
const YEAR_LABELS = [/\bmodel\s*year\b/i, /\b(?<!\/)year(?!\s*\/)\b/i, /\byr\b/i];
const MAKE_LABELS = [/\bmake\b(?!\s*\/)/i];
const MODEL_LABELS = [/\bmodel\b(?!\s*year)(?!\s*\/)/i];
const COLOR_LABELS = [/\b(?:colou?r|clr)\b/i];
const OWNER_LABELS = [
  /\bregistered\s+owners?\b/i,
  /\bowner(?:'s)?\s+name\b/i,
  /\bnamed\s+insureds?\b/i,
  /\bpolicy\s*holder\b/i,
  /\bowner\b/i,
  /\binsureds?\b(?!\s*vehicle)/i,
];
const ADDRESS_LABELS = [/\b(?:owner|mailing|residence|insured|garaging)?\s*address\b/i];
/** A "Year Make Model" run, e.g. "2019 Honda Civic LX". */
const YEAR_MAKE = /\b((?:19[5-9]|20[0-4])\d)\s+/g;

export function extractVehicle(lines: string[], text: string, withOwner: boolean, today?: Date): VehicleFields {
  const vin = pickVin(lines, text);
  const described = findYearMakeModel(lines);
  const asLabel = { below: true, asLabel: true };
  const make = findLabelled(lines, MAKE_LABELS, readMake, asLabel) ?? described?.make ?? null;
  const model = findLabelled(lines, MODEL_LABELS, readModel, asLabel) ?? described?.model ?? null;
  const year = findLabelled(lines, YEAR_LABELS, readYear, asLabel) ?? described?.year ?? null;
  const decoded = vin ? decodeVin(vin, today) : null;
  return {
    vin,
    make: make ?? decoded?.make ?? null,
    model,
    year: year ?? decoded?.modelYear ?? null,
    color: findLabelled(lines, COLOR_LABELS, readColor, asLabel),
    plateNumber: findLabelled(lines, PLATE_LABELS, readPlate, { below: true }),
    ownerName: withOwner ? findOwnerName(lines) : null,
    ownerAddress: withOwner ? findOwnerAddress(lines) : null,
  };
}

/** The VIN next to a "VIN" label wins over other VIN-shaped strings in the text. */
function pickVin(lines: string[], text: string): string | null {
  for (const [i, line] of lines.entries()) {
    const label = /\bV\.?I\.?N\b\.?|vehicle identification(?: number| no\.?)?/i.exec(line);
    if (!label) continue;
    const after = findVins(line.slice(label.index + label[0].length))[0] ?? findVins(line)[0] ?? findVins(lines[i + 1] ?? '')[0];
    if (after) return after;
  }
  return findVins(text)[0] ?? null;
}

function findYearMakeModel(lines: string[]): { year: number; make: string; model: string | null } | null {
  let partial: { year: number; make: string; model: string | null } | null = null;
  for (let i = 0; i < lines.length; i++) {
    // Letters wrap: "your 2019 Honda" / "Civic" continues on the next line.
    const line = `${lines[i]} ${lines[i + 1]?.trim() ?? ''}`;
    for (const m of line.matchAll(YEAR_MAKE)) {
      const after = line.slice((m.index ?? 0) + m[0].length);
      const make = findMake(after);
      if (!make || make.index !== 0) continue;
      const rest = after.slice(make.length).replace(/^[\s/,-]+/, '');
      const segment = rest.split(/\s{2,}|,|\|/)[0] ?? '';
      const found = { year: Number(m[1]), make: make.make, model: segment ? readModel(segment) : null };
      if (found.model) return found;
      partial ??= found;
    }
  }
  return partial;
}

function findOwnerName(lines: string[]): string | null {
  const labelled = findLabelled(lines, OWNER_LABELS, readName, { below: true });
  if (labelled) return labelled;
  for (const line of lines) {
    const dear = /\bDear\s+(?:Mr\.?|Mrs\.?|Ms\.?|Dr\.?)?\s*([A-Z][^,:]+)[,:]/.exec(line);
    if (dear) {
      const name = readName(dear[1]);
      if (name) return name;
    }
  }
  return null;
}

const STREET = /^\d{1,6}\s+[A-Za-z0-9.' ]+?\b(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|way|ct|court|pl|place|pkwy|parkway|cir|circle|ter|terrace|hwy|highway|trl|trail)\b\.?(?:\s*(?:apt|unit|suite|ste|#)\.?\s*[\w-]+)?/i;
const CITY_LINE = /^[A-Za-z][A-Za-z .'-]+,\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?/;

function findOwnerAddress(lines: string[]): string | null {
  const labelled = findLabelled(lines, ADDRESS_LABELS, (v) => readAddress(v), { below: true });
  if (labelled) return completeAddress(lines, labelled);
  for (let i = 0; i < lines.length - 1; i++) {
    const street = STREET.exec(lines[i].trim());
    const city = CITY_LINE.exec(lines[i + 1].trim());
    if (street && city && street[0].length >= lines[i].trim().split(/\s{2,}/)[0].length) {
      return `${street[0]}, ${city[0]}`;
    }
  }
  return null;
}

function readAddress(v: string): string | null {
  const street = STREET.exec(v.trim());
  if (!street) return null;
  const rest = v.trim().slice(street[0].length).replace(/^[,\s]+/, '');
  const city = CITY_LINE.exec(rest);
  return city ? `${street[0]}, ${city[0]}` : street[0];
}

/** "Address: 12 Elm St" with "Springfield, IL 62704" on the next line becomes one address. */
function completeAddress(lines: string[], street: string): string {
  if (CITY_LINE.test(street.split(', ').slice(1).join(', '))) return street;
  const at = lines.findIndex((l) => l.includes(street));
  const next = at >= 0 ? lines[at + 1]?.trim() : undefined;
  if (next) {
    const firstCell = next.split(/\s{2,}/);
    for (const cell of firstCell) {
      const city = CITY_LINE.exec(cell);
      if (city) return `${street}, ${city[0]}`;
    }
  }
  return street;
}
