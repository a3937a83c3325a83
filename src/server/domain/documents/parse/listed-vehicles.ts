import type { AdditionalVehicle } from '../../../../shared/documents';
import type { Candidate } from './candidates';
import { canonicalMake, MAKE_PATTERN, readCatalogueModel } from './catalogue';
import type { Page } from './page';

/** A VIN the page lists, at the first line it stands on. */
type Listed = { vin: string; line: number };

/** Words that mark the vehicle a card or page is about among others it lists. */
const THIS_VEHICLE = /\b(?:this\s+card\s+(?:is\s+for|covers|applies\s+to)|vehicle\s+(?:on|covered\s+by)\s+this\s+card|card\s+vehicle|insured\s+vehicle\s+on\s+this)\b/i;
/** A VIN read by a label or the check digit: weaker readings are OCR variants, not other vehicles. */
const MIN_SCORE = 0.6;

/**
 * A VIN without the check digit's proof (a European one) on a line that also names a make: a row of a table of
 * vehicles ("Peugeot 208 | AB-123-CD | VF3..."), a vehicle of its own rather than an OCR variant.
 */
const MIN_ROW_SCORE = 0.4;
function namesMake(page: Page, c: Candidate<string>): boolean {
  const text = page.lines[c.line ?? lineOf(page, c.value)]?.text ?? '';
  return [...text.matchAll(MAKE_PATTERN)].some((m) => canonicalMake(m[1]) !== null);
}

const differsEnough = (a: string, b: string) => [...a].filter((ch, i) => ch !== b[i]).length > 3;

function lineOf(page: Page, vin: string): number {
  return page.lines.find((l) => l.text.replace(/[\s-]/g, '').toUpperCase().includes(vin))?.index ?? Number.MAX_SAFE_INTEGER;
}

/** The distinct VINs the page lists, in the order they stand. */
export function listVins(page: Page, candidates: Candidate<string>[]): Listed[] {
  const out: Listed[] = [];
  for (const c of [...candidates].sort((a, b) => b.score - a.score)) {
    if (out.some((l) => l.vin === c.value || !differsEnough(l.vin, c.value))) continue;
    if (c.score < MIN_SCORE && !(c.score >= MIN_ROW_SCORE && namesMake(page, c))) continue;
    out.push({ vin: c.value, line: c.line ?? lineOf(page, c.value) });
  }
  return out.sort((a, b) => a.line - b.line);
}

/** The vehicle a page of several is about: the one a "this card is for" line points to, else the first listed. */
export function ownVehicle(page: Page, listed: Listed[]): Listed | null {
  if (listed.length < 2) return listed[0] ?? null;
  const marker = page.lines.find((l) => THIS_VEHICLE.test(l.text));
  const marked = marker ? listed.find((l) => l.line >= marker.index && l.line <= marker.index + 4) : undefined;
  return marked ?? listed[0];
}

/** Year, make and model written on the VIN's line or up to three lines above it, not past another listed VIN. */
export function describeListed(page: Page, listed: Listed, all: Listed[]): Omit<AdditionalVehicle, 'vin'> {
  const previous = Math.max(-1, ...all.filter((l) => l.line < listed.line).map((l) => l.line));
  for (let index = listed.line; index >= Math.max(previous + 1, listed.line - 3); index--) {
    const text = page.lines[index]?.text ?? '';
    for (const m of text.matchAll(MAKE_PATTERN)) {
      const make = canonicalMake(m[1]);
      if (!make) continue;
      const year = /(?:^|\s)((?:19[5-9]|20[0-4])\d)\s*$/.exec(text.slice(0, m.index))?.[1];
      const model = readCatalogueModel(text.slice((m.index ?? 0) + m[0].length), make);
      return { make, model: model?.model ?? null, year: year ? Number(year) : null };
    }
  }
  return {};
}

/** The lines a listed vehicle's own description may stand on: its VIN's line and up to three above, not past another VIN. */
export function linesOfListed(listed: Listed, all: Listed[]): { from: number; to: number } {
  const previous = Math.max(-1, ...all.filter((l) => l.line < listed.line).map((l) => l.line));
  const next = Math.min(Number.MAX_SAFE_INTEGER, ...all.filter((l) => l.line > listed.line).map((l) => l.line));
  return { from: Math.max(previous + 1, listed.line - 3), to: Math.min(next - 1, listed.line + 2) };
}
