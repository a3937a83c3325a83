/**
 * Mileages are returned as numbers in the document's own unit (miles or km); nothing is converted, except a Swedish or
 * Norwegian "mil" (ten kilometres: "10 831 mil" is 108 310 km), which the app has no unit for.
 */

// Swiss figures group thousands with an apostrophe ("84'320 km").
// A group separator OCR spaced from the next group ("36. 894", "61, 200") counts where a spaced group would.
const MILEAGE = /(?<![\d.,$'’])(\d{1,3}(?:[,.'’]\d{3})+|\d{1,3}(?: \d{3}| ?[,.] \d{3})+(?=\s?(?:km|kms|mi|miles|mil)\b|\s*$|\s{2,})|\d{1,7})(?![\d]|[.,]\d)(?:\s?(mi|miles|mls|km|kms|kilometers|kilometres|mil(?!\s*(?:km|kms|kil\w*|mi|miles|millas)\b))\b)?/gi;

export type FoundMileage = { value: number; index: number; length: number; hasUnit: boolean };

export function findMileages(text: string): FoundMileage[] {
  const out: FoundMileage[] = [];
  for (const m of text.matchAll(MILEAGE)) {
    const value = Number(m[1].replace(/[,. '’]/g, '')) * (m[2]?.toLowerCase() === 'mil' ? 10 : 1);
    if (!Number.isFinite(value)) continue;
    out.push({ value, index: m.index ?? 0, length: m[0].length, hasUnit: Boolean(m[2]) });
  }
  return out;
}

/** The first plausible odometer figure in the text (10 to 999,999), or null. */
export function parseMileage(text: string): number | null {
  const hit = findMileages(text).find((m) => m.value >= 10 && m.value <= 999_999 && !looksLikeYear(text, m));
  return hit?.value ?? null;
}

function looksLikeYear(text: string, m: FoundMileage): boolean {
  return !m.hasUnit && m.value >= 1950 && m.value <= 2100 && /^\d{4}$/.test(text.slice(m.index, m.index + 4));
}
