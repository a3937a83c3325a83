import { findVins, isValidVin, repairVin } from '../../../../shared/vin';
import { lookUpWmi } from '../../../../shared/wmi';
import { findLabelled, type Candidate, type ValueReader } from './candidates';
import { VIN_LABELS } from './lexicon';
import type { Page } from './page';

const VIN_CHARS = /^[A-HJ-NPR-Z0-9]{17}$/;

/** North American makers (VINs starting 1-5) always write the check digit; many others do not. */
function needsCheckDigit(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

/** Volkswagen-group makers fill positions 4-6 of a European VIN with "ZZZ"; OCR reads a Z as 2 there. */
const VW_GROUP = /^(?:WVW|WVG|WV1|WV2|WAU|WA1|WUA|TMB|VSS|TRU|WP0|WP1)/;
function fillVwGroupFiller(vin: string): string {
  if (!VW_GROUP.test(vin)) return vin;
  const filler = vin.slice(3, 6);
  return (filler.match(/Z/g) ?? []).length >= 2 && /^[Z27]{3}$/.test(filler) ? `${vin.slice(0, 3)}ZZZ${vin.slice(6)}` : vin;
}

const DIGIT_LOOK_ALIKES: Record<string, string> = { S: '5', B: '8', Z: '2', G: '6', D: '0', T: '7', A: '4', L: '1' };
/** The serial number (positions 13-17) is digits: a letter OCR read between digits there is its look-alike digit. */
function serialDigits(vin: string): string {
  const chars = [...vin];
  for (let i = 12; i < 17; i++) {
    const look = DIGIT_LOOK_ALIKES[chars[i]];
    if (look && /\d/.test(chars[i - 1] ?? '') && /\d|^$/.test(chars[i + 1] ?? '')) chars[i] = look;
  }
  return chars.join('');
}

/**
 * OCR adds a character to a VIN (a thin L or I, a doubled one, a box edge read as S): the deletions that pass the
 * check digit, ranked by a known maker code and by how often OCR adds that character; a tie is no answer.
 */
function dropExtraCharacter(read: string): string | null {
  const ranked = new Map<string, number>();
  for (let i = 0; i < read.length; i++) {
    const vin = read.slice(0, i) + read.slice(i + 1);
    if (!isValidVin(vin) || !/^\d{4}$/.test(vin.slice(13))) continue;
    const dropped = read[i];
    const rank = (lookUpWmi(vin).make ? 2 : 0) + (dropped === read[i - 1] || dropped === read[i + 1] ? 1 : 0) + ('LI1S'.includes(dropped) ? 0.5 : 0);
    ranked.set(vin, Math.max(ranked.get(vin) ?? 0, rank));
  }
  const sorted = [...ranked.entries()].sort((a, b) => b[1] - a[1]);
  if (sorted.length === 0 || (sorted[1] && sorted[1][1] === sorted[0][1])) return null;
  return sorted[0][0];
}

/**
 * A VIN at the start of a labelled value: 17 characters, possibly in groups. It passes its check digit (after
 * OCR repair), or, for makers outside North America, it has the VIN's shape and a known maker code.
 */
const readLabelledVin: ValueReader<{ vin: string; checked: boolean }> = (text) => {
  const m = /^\s*([A-Z0-9][A-Z0-9 -]{15,24}[A-Z0-9])/i.exec(text.toUpperCase());
  if (!m) return null;
  const index = m.index + m[0].length - m[1].length;
  const groups = m[1].split(/[ -]+/);
  // Take groups until 17 (or 18, an OCR extra character) characters are joined.
  let joined = '';
  for (const g of groups) {
    if (joined.length >= 17) break;
    joined += g;
  }
  const mapped = fillVwGroupFiller(joined.replace(/I/g, '1').replace(/[OQ]/g, '0'));
  const raw = mapped.slice(0, 17);
  const rawKnown = lookUpWmi(raw).make !== null;
  // A European maker's VIN need not pass the check digit: as read (its serial made digits), it beats a "repair"
  // that happens to pass.
  const european = mapped.length === 17 && VIN_CHARS.test(raw) && !needsCheckDigit(raw) && rawKnown && /\d/.test(raw);
  if (european) {
    const vin = serialDigits(raw);
    return { value: { vin, checked: isValidVin(vin) }, index, length: m[1].length };
  }
  if (mapped.length === 17 && isValidVin(mapped)) return { value: { vin: mapped, checked: true }, index, length: m[1].length };
  const repaired = mapped.length === 18 ? dropExtraCharacter(mapped) : mapped.length === 17 ? repairVin(mapped) : null;
  if (repaired && (lookUpWmi(repaired).make !== null || !rawKnown)) return { value: { vin: repaired, checked: true }, index, length: m[1].length };
  return null;
};

/** VIN candidates: labelled ones, then any VIN-shaped string that passes its check digit anywhere in the text. */
export function vinCandidates(page: Page): Candidate<string>[] {
  const labelled = findLabelled(page, VIN_LABELS, readLabelledVin, { relations: ['inline', 'right', 'below', 'sentence'], sentence: 40, maxOffset: 4 });
  const out: Candidate<string>[] = labelled.map((c) => ({
    ...c,
    value: c.value.vin,
    score: c.score * (c.value.checked ? 1 : lookUpWmi(c.value.vin).make ? 0.8 : 0.6),
  }));
  // Unlabelled VINs that pass the check digit; also printed in groups across cells (each line without its gaps).
  // Outside North America the check digit proves little, so those count for less.
  const unlabelled = new Set([...findVins(page.text), ...page.lines.flatMap((line) => findVins(line.cells.map((c) => c.text).join(' ')))]);
  for (const vin of unlabelled) {
    out.push({ value: fillVwGroupFiller(vin), score: needsCheckDigit(vin) ? 0.75 : 0.45, relation: 'unlabelled' });
  }
  return out;
}
