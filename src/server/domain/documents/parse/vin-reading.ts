import { findVins, hasValidCheckDigit, repairVin } from '../../../../shared/vin';
import { lookUpWmi } from '../../../../shared/wmi';
import { findLabelled, type Candidate, type ValueReader } from './candidates';
import { canonicalMake, MAKE_PATTERN } from './catalogue';
import { VIN_LABELS } from './lexicon';
import { overlap, type Page } from './page';

const VIN_CHARS = /^[A-HJ-NPR-Z0-9]{17}$/;

/** North American makers (VINs starting 1-5) always write the check digit; many others do not. */
function needsCheckDigit(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

/**
 * European makers fill positions 4-6 with "ZZZ" (the Volkswagen group, Porsche) or "XXX" (Ford of Europe); OCR reads a
 * Z as 2 or 7 and an X as K there. A filler two of whose three letters were read right is restored.
 */
function fillFiller(vin: string): string {
  if (vin.length < 9 || needsCheckDigit(vin)) return vin;
  const filler = vin.slice(3, 6);
  let out = vin;
  if ((filler.match(/Z/g) ?? []).length >= 2 && /^[Z27]{3}$/.test(filler)) out = `${vin.slice(0, 3)}ZZZ${vin.slice(6)}`;
  else if ((filler.match(/X/g) ?? []).length >= 2 && /^[XK]{3}$/.test(filler)) out = `${vin.slice(0, 3)}XXX${vin.slice(6)}`;
  return out;
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
function dropExtraCharacter(read: string, asRead = read): string | null {
  const ranked = new Map<string, number>();
  for (let i = 0; i < read.length; i++) {
    const vin = read.slice(0, i) + read.slice(i + 1);
    if (!needsCheckDigit(vin) || !hasValidCheckDigit(vin) || !/^\d{4}$/.test(vin.slice(13))) continue;
    const dropped = read[i];
    // A letter no VIN holds (O, I, Q as OCR read it, before it was made a digit) is the likeliest addition ("9OB").
    const impossible = asRead.length === read.length && 'OIQ'.includes(asRead[i]) ? 1.5 : 0;
    const rank = (lookUpWmi(vin).make ? 2 : 0) + (dropped === read[i - 1] || dropped === read[i + 1] ? 1 : 0) + ('LI1S'.includes(dropped) ? 0.5 : 0) + impossible;
    ranked.set(vin, Math.max(ranked.get(vin) ?? 0, rank));
  }
  const sorted = [...ranked.entries()].sort((a, b) => b[1] - a[1]);
  if (sorted.length === 0 || (sorted[1] && sorted[1][1] === sorted[0][1])) return null;
  return sorted[0][0];
}

/**
 * An 18-character reading of a VIN from outside North America, whose check digit cannot choose among deletions: the
 * character OCR plainly added is dropped, a lone lower-case letter among capitals ("...13384g8"), a 2 among the Z of a
 * filler ("WVW2ZZZ"), an I, O or Q beside the digit it doubles ("WAI1BN...") or a lone I, O or Q elsewhere past the
 * maker code.
 */
function dropOcrArtifact(read: string): string | null {
  const lower = [...read.matchAll(/[a-z]/g)];
  if (lower.length === 1 && (read.match(/[A-Z]/g) ?? []).length >= 3) return read.slice(0, lower[0].index) + read.slice((lower[0].index ?? 0) + 1);
  // A filler's Z doubled as a 2 ("WVW2ZZZ...", "TMBZ2ZZ..."): four of Z and 2 after the maker code, three of them Z.
  const filler = read.slice(3, 7).toUpperCase();
  if (/^[Z2]{4}$/.test(filler) && (filler.match(/Z/g) ?? []).length === 3) {
    const at = 3 + filler.indexOf('2');
    return read.slice(0, at) + read.slice(at + 1);
  }
  const doubled = [...read.toUpperCase().matchAll(/I(?=1)|(?<=1)I|[OQ](?=0)|(?<=0)[OQ]/g)];
  if (doubled.length === 1) return read.slice(0, doubled[0].index) + read.slice((doubled[0].index ?? 0) + 1);
  // A lone I, O or Q past the maker code ("WVWZZZCD9INN652792"): no VIN holds one, so it is the character OCR added.
  const impossible = [...read.toUpperCase().matchAll(/[IOQ]/g)];
  if (impossible.length === 1 && (impossible[0].index ?? 0) >= 3) {
    const vin = read.slice(0, impossible[0].index) + read.slice((impossible[0].index ?? 0) + 1);
    if (VIN_CHARS.test(vin.toUpperCase())) return vin;
  }
  return null;
}

/** Characters OCR confuses in VINs, both ways (I, O and Q are never in a VIN and are mapped before). */
const CONFUSED: Record<string, string> = {
  S: '5', '5': 'S', B: '8', '8': 'B', Z: '2', '2': 'Z', G: '6', '6': 'G', D: '0', '0': 'D', J: '1', '1': 'JL', L: '1', T: '7', '7': 'T',
};
const DIGIT_FOR: Record<string, string> = { S: '5', B: '8', Z: '2', G: '6', D: '0', J: '1', L: '1', T: '7', A: '4' };

/** A repair the check digit alone cannot vouch for must also name a known maker, a real model year and a numeric serial. */
function plausibleRepair(vin: string, fits: (vin: string) => boolean = () => true): boolean {
  return needsCheckDigit(vin) && hasValidCheckDigit(vin) && fits(vin) && lookUpWmi(vin).make !== null && !/[UZ0]/.test(vin[9]) && /^\d{4}$/.test(vin.slice(13));
}

/**
 * A photographed VIN with two OCR errors: the serial's last four made digits, then every way of undoing one or
 * two look-alike confusions; the reading is kept only when exactly one repair passes the check digit (with a
 * known maker code). North American VINs only: elsewhere the check digit proves nothing.
 */
export function repairTwoConfusions(read: string, fits: (vin: string) => boolean = () => true): string | null {
  if (read.length !== 17 || !needsCheckDigit(read)) return null;
  const chars = [...read].map((ch, i) => (i >= 13 && DIGIT_FOR[ch] ? DIGIT_FOR[ch] : ch));
  const base = chars.join('');
  if (plausibleRepair(base, fits)) return base;
  const options = chars.map((ch, i) => (i === 8 ? '' : (CONFUSED[ch] ?? '')));
  const swap = (vin: string, i: number, ch: string) => vin.slice(0, i) + ch + vin.slice(i + 1);
  // One confusion undone before two: the fewest errors that explain the reading, and only when one repair does.
  const ones = new Set<string>();
  const twos = new Set<string>();
  for (let i = 0; i < 17; i++) {
    for (const a of options[i]) {
      const one = swap(base, i, a);
      if (plausibleRepair(one, fits)) ones.add(one);
      for (let j = i + 1; j < 17; j++) {
        for (const b of options[j]) {
          const two = swap(one, j, b);
          if (plausibleRepair(two, fits)) twos.add(two);
        }
      }
    }
  }
  return unique(ones.size > 0 ? ones : twos);
}

/** The one repair, or of several the one whose serial (positions 12-17) is all digits, as a large maker's is. */
function unique(found: Set<string>): string | null {
  if (found.size <= 1) return [...found][0] ?? null;
  const numeric = [...found].filter((v) => /^\d{6}$/.test(v.slice(11)));
  return numeric.length === 1 ? numeric[0] : null;
}

/**
 * A VIN at the start of a labelled value: 17 characters, possibly in groups. It passes its check digit (after
 * OCR repair), or, for makers outside North America, it has the VIN's shape and a known maker code.
 */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
/** The later of the two model years a VIN's tenth character names (J: 2018, 1: 2031 read as 2001), from 2010 on. */
function modelYear(code: string): number {
  const i = YEAR_CODES.indexOf(code);
  if (i < 0) return 0;
  const year = 2010 + i;
  return year > 2039 ? year - 30 : year;
}

/** Marks OCR reads for a thin character (1, J, L) in a photographed VIN: ")" or "}" mostly for J, "|" or "!" for 1. */
const THIN_MARKS = /[)(}{|!\][]/g;
const THIN_CHARS = ['1', 'J', 'L'];
const LIKELY_THIN: Record<string, string> = { ')': 'J', '(': 'J', '}': 'J', '{': 'J' };

/**
 * A VIN with one or two thin characters read as marks ("1N4BL4BV2)X93991)"): the marks tried as 1, J and L; the
 * reading is kept when exactly one choice passes the check digit (with a maker the page names).
 */
function fillThinMarks(read: string, fits: (vin: string) => boolean, years: ReadonlySet<number> = new Set()): string | null {
  const marks = [...read.matchAll(THIN_MARKS)].map((m) => m.index ?? 0);
  if (read.length !== 17 || marks.length === 0 || marks.length > 2) return null;
  // J and 1 weigh the same in the check digit: the serial (positions 12-17) is digits, and a ")" is most often a J.
  const found = new Map<string, number>();
  const fill = (vin: string, rest: number[], likely: number): void => {
    if (rest.length === 0) {
      // A model-year code (position 10) naming a year the page prints outweighs the mark's usual reading.
      const named = marks.includes(9) && years.has(modelYear(vin[9])) ? 2 : 0;
      if (needsCheckDigit(vin) && hasValidCheckDigit(vin) && lookUpWmi(vin).make !== null && fits(vin)) found.set(vin, likely + named);
      return;
    }
    const at = rest[0];
    for (const ch of at >= 11 ? ['1'] : THIN_CHARS) {
      fill(vin.slice(0, at) + ch + vin.slice(at + 1), rest.slice(1), likely + ((LIKELY_THIN[read[at]] ?? '1') === ch ? 1 : 0));
    }
  };
  fill(read.replace(/I/g, '1').replace(/[OQ]/g, '0'), marks, 0);
  const ranked = [...found.entries()].sort((a, b) => b[1] - a[1]);
  return ranked.length > 0 && (ranked.length === 1 || ranked[0][1] > ranked[1][1]) ? ranked[0][0] : null;
}

/**
 * A thin character OCR read as two marks (")]" for a J) or as itself with a mark beside it ("2)JM" for "2JM"): the
 * marks that stand for one character made one, the mark beside its own character dropped when the reading is a
 * character too long (in a reading of 17 the mark is a character of its own: "K}142768" for "KJ142768").
 */
export function tidyThinMarks(read: string): string {
  const joined = read.replace(/([)(}{|!\][])[)(}{|!\][]/g, '$1');
  return joined.length > 17 ? joined.replace(/[)(}{|!\][](?=[1JL])|(?<=[1JL])[)(}{|!\][]/g, '') : joined;
}

/**
 * One thin character read as a mark in the VIN of a maker outside North America, whose check digit proves nothing:
 * filled with the character such a mark most often is (")" a J, "|" a 1) when the maker code is known.
 */
function fillForeignThinMark(read: string): string | null {
  const marks = [...read.matchAll(THIN_MARKS)];
  if (read.length !== 17 || marks.length !== 1 || needsCheckDigit(read)) return null;
  const at = marks[0].index ?? 0;
  const vin = read.slice(0, at) + (at >= 11 ? '1' : (LIKELY_THIN[read[at]] ?? '1')) + read.slice(at + 1);
  return VIN_CHARS.test(vin) && lookUpWmi(vin).make !== null ? vin : null;
}

/** Characters OCR takes for one another in a maker code. */
const WMI_LOOK_ALIKES: Record<string, string> = { S: '5', '5': 'S', B: '8', '8': 'B', Z: '2', '2': 'Z', G: '6', '6': 'G', '0': 'D', D: '0' };

/**
 * A VIN of a maker outside North America whose maker code (positions 2 and 3) OCR read with a look-alike ("USYPK..."
 * for Kia Slovakia's "U5YPK..."): the VIN with the one swap that makes a known maker code, when exactly one does.
 */
export function knownMakerLookAlike(vin: string): string | null {
  if (lookUpWmi(vin).make !== null || needsCheckDigit(vin)) return null;
  const found = new Set<string>();
  for (const at of [1, 2]) {
    const swap = WMI_LOOK_ALIKES[vin[at]];
    if (!swap) continue;
    const fixed = vin.slice(0, at) + swap + vin.slice(at + 1);
    if (lookUpWmi(fixed).make !== null && !needsCheckDigit(fixed)) found.add(fixed);
  }
  return found.size === 1 ? [...found][0] : null;
}

const labelledVinReader = (fits: (vin: string) => boolean, years: ReadonlySet<number> = new Set()): ValueReader<{ vin: string; checked: boolean }> => (text) => {
  const marked = /^\s*([A-Z0-9)(}{|!\][][A-Z0-9)(}{|!\][]{16,17})(?![A-Z0-9)(}{|!\][])/i.exec(text.toUpperCase());
  const tidy = marked ? tidyThinMarks(marked[1]) : '';
  // A North American maker code whose first digit OCR read as its look-alike letter ("SFN" for "5FN").
  const firstDigit = DIGIT_FOR[tidy[0]] ? DIGIT_FOR[tidy[0]] + tidy.slice(1) : null;
  const filled = marked
    ? (fillThinMarks(tidy, fits, years) ??
      (firstDigit && needsCheckDigit(firstDigit) ? fillThinMarks(firstDigit, fits, years) : null) ??
      fillForeignThinMark(tidy) ??
      (tidy !== marked[1] && VIN_CHARS.test(tidy) && (needsCheckDigit(tidy) ? hasValidCheckDigit(tidy) : lookUpWmi(tidy).make !== null) ? tidy : null))
    : null;
  if (marked && filled) return { value: { vin: filled, checked: needsCheckDigit(filled) }, index: marked.index + marked[0].length - marked[1].length, length: marked[1].length };
  const m = /^\s*([A-Z0-9][A-Z0-9 -]{15,24}[A-Z0-9])/i.exec(text);
  if (!m) return null;
  const index = m.index + m[0].length - m[1].length;
  const groups = m[1].split(/[ -]+/);
  // Take groups until 17 (or 18, an OCR extra character) characters are joined.
  let joined = '';
  for (const g of groups) {
    if (joined.length >= 17) break;
    joined += g;
  }
  const upper = joined.length === 18 && !needsCheckDigit(joined.toUpperCase()) ? (dropOcrArtifact(joined) ?? joined).toUpperCase() : joined.toUpperCase();
  const mapped = fillFiller(upper.replace(/I/g, '1').replace(/[OQ]/g, '0'));
  const raw = mapped.slice(0, 17);
  const rawKnown = lookUpWmi(raw).make !== null;
  if (mapped.length === 17 && !needsCheckDigit(raw)) {
    // A North American VIN whose region digit was read as a letter ("SNPD..." for Hyundai's "5NPD...").
    const american = repairVin(raw);
    if (american && needsCheckDigit(american)) return { value: { vin: american, checked: true }, index, length: m[1].length };
    // Another region's VIN need not carry the check digit and is never "repaired" to fit it: taken as read (its
    // serial's look-alike letters made digits) when it has a VIN's shape and comes from a country that issues VINs.
    if (!VIN_CHARS.test(raw) || !/\d/.test(raw) || !/[A-Z]/.test(raw.slice(3)) || lookUpWmi(raw).country === null) return null;
    const vin = serialDigits(raw);
    return { value: { vin, checked: hasValidCheckDigit(vin) || lookUpWmi(vin).make !== null }, index, length: m[1].length };
  }
  if (mapped.length === 17 && hasValidCheckDigit(mapped)) return { value: { vin: mapped, checked: true }, index, length: m[1].length };
  const repaired = mapped.length === 18 ? dropExtraCharacter(mapped, upper) : mapped.length === 17 ? repairVin(mapped) : null;
  if (repaired && (lookUpWmi(repaired).make !== null || !rawKnown)) return { value: { vin: repaired, checked: true }, index, length: m[1].length };
  // A reading of 18 whose first or last character is a cell's edge or a speck OCR added ("S5TFLASDB6LK345710"),
  // the North American VIN inside it carrying one more look-alike (no single deletion passes the check digit): the
  // one end dropped whose VIN, mended, names a known maker (that the page names, when it names any).
  if (mapped.length === 18) {
    const inner = new Set([mapped.slice(1), mapped.slice(0, 17)].filter(needsCheckDigit).map((vin) => repairVin(vin)).filter((vin): vin is string => !!vin && needsCheckDigit(vin) && lookUpWmi(vin).make !== null && fits(vin)));
    if (inner.size === 1) return { value: { vin: [...inner][0], checked: true }, index, length: m[1].length };
  }
  const twice = repairTwoConfusions(mapped, fits);
  return twice ? { value: { vin: twice, checked: true }, index, length: m[1].length } : null;
};

/** A repaired VIN must decode to a make the page names, when it names any ("2019 Honda Civic"). */
function namedMakeFits(page: Page): (vin: string) => boolean {
  const named = new Set([...page.text.matchAll(MAKE_PATTERN)].map((m) => canonicalMake(m[1])).filter((m) => m !== null));
  return (vin) => {
    const make = lookUpWmi(vin).make;
    return named.size === 0 || (make !== null && [...named].some((n) => n.toLowerCase() === make.toLowerCase()));
  };
}

/** VIN candidates: labelled ones, then any VIN-shaped string that passes its check digit anywhere in the text. */
export function vinCandidates(page: Page): Candidate<string>[] {
  const fits = namedMakeFits(page);
  const years = new Set([...page.text.matchAll(/(?<!\d)((?:19[89]|20[0-4])\d)(?!\d)/g)].map((m) => Number(m[1])));
  const labelled = findLabelled(page, VIN_LABELS, labelledVinReader(fits, years), { relations: ['inline', 'right', 'below', 'sentence'], sentence: 40, maxOffset: 4 });
  const out: Candidate<string>[] = labelled.map((c) => ({
    ...c,
    value: c.value.vin,
    score: c.score * (c.value.checked ? 1 : lookUpWmi(c.value.vin).make ? 0.8 : 0.6),
  }));
  // A table's column of VINs under its caption ("Serial No. / VIN", "N° de série"): each row's VIN, as the labelled
  // reader mends it (an O read for a 0), however far down; as sure as an unlabelled VIN, for listing a page's vehicles.
  out.push(...columnVins(page, labelledVinReader(fits, years)).filter((c) => !out.some((o) => o.value === c.value)));
  // Unlabelled VINs that pass the check digit; also printed in groups across cells (each line without its gaps).
  // Outside North America the check digit proves little, so those count for less.
  const unlabelled = new Set([...findVins(page.text), ...page.lines.flatMap((line) => findVins(line.cells.map((c) => c.text).join(' ')))]);
  for (const vin of unlabelled) {
    out.push({ value: fillFiller(vin), score: needsCheckDigit(vin) ? 0.75 : 0.45, relation: 'unlabelled' });
  }
  // A North American VIN in prose with thin characters read as marks ("number 5]6RW2H86MP645609."), its label
  // broken over two lines: the marks filled when exactly one choice passes the check digit with a known maker.
  for (const m of page.text.toUpperCase().matchAll(/(?<![A-Z0-9])[A-Z0-9)(}{|!\][]{17}(?![A-Z0-9)(}{|!\][])/g)) {
    const vin = needsCheckDigit(m[0]) ? fillThinMarks(m[0], fits) : null;
    if (vin && !unlabelled.has(vin)) out.push({ value: vin, score: 0.7, relation: 'unlabelled' });
  }
  // A European maker's VIN in prose, its label broken over two lines: the VIN's shape, a known maker, a numeric serial.
  // A maker code OCR read with a look-alike ("USY" for Kia's U5Y) is the one known code its look-alikes make.
  for (const m of page.text.matchAll(/(?<![A-Z0-9])[A-HJ-NPR-Z0-9]{17}(?![A-Z0-9])/g)) {
    const vin = lookUpWmi(m[0]).make ? m[0] : (knownMakerLookAlike(m[0]) ?? m[0]);
    if (needsCheckDigit(vin) || unlabelled.has(vin) || !lookUpWmi(vin).make || !/^\d{4}$/.test(vin.slice(13)) || !/[A-Z]/.test(vin.slice(3))) continue;
    out.push({ value: vin, score: 0.4, relation: 'unlabelled' });
  }
  return out;
}

/** The VIN captions, each finding every match in a cell's text. */
const VIN_CAPTIONS_ALL = VIN_LABELS.map(({ re }) => new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`));

/** The VINs of a column headed by a VIN caption that fills its cell, row by row until the column ends. */
function columnVins(page: Page, read: ValueReader<{ vin: string; checked: boolean }>): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines) {
    for (const cell of line.cells) {
      // The caption closes its cell (OCR may join the header before it: "Immatriculation N° de série").
      const text = cell.text.trimEnd();
      if (line.cells.length < 2) continue;
      const caption = VIN_CAPTIONS_ALL.some((re) => [...text.matchAll(re)].some((m) => (m.index ?? 0) + m[0].length >= text.length - 1));
      if (!caption) continue;
      for (let step = 1; step <= 12; step++) {
        const row = page.lines[line.index + step];
        const read1 = row?.cells.filter((c) => overlap(c, cell) > 0 || Math.abs(c.x0 - cell.x0) <= 2).map((c) => ({ c, found: read(c.text) })).find((r) => r.found && r.found.index <= 2);
        if (!row || !read1?.found) break;
        out.push({ value: read1.found.value.vin, score: 0.45, relation: 'below', line: row.index, cell: read1.c });
      }
    }
  }
  return out;
}
