import { decodeVin } from '../../../../shared/vin';
import { findLabelled, choose, type Candidate, type Choice, type ValueReader } from './candidates';
import { canonicalMake, MAKE_PATTERN, readCatalogueModel } from './catalogue';
import { CA_PROVINCES, US_STATES } from './date-order';
import { findByCode, holderFromParts, holderUnderDotlessCode, isEuCodedPage, readBoxText } from './eu-codes';
import {
  ADDRESS_LABELS, COLOR_LABELS, CUSTOMER_LABELS, FIRST_NAME_CAPTION, isCaption, isNamePartCaption, MAKE_LABELS, MAKE_MODEL_LABELS, MIDDLE_CAPTION, MODEL_LABELS, OWNER_LABELS, PLATE_LABELS, SURNAME_CAPTION, YEAR_LABELS,
} from './lexicon';
import { overlap, type Page, type PageLine } from './page';
import {
  mendPlate, NAME_STOP, plateFormatScore, readColor, readCompanyName, readMake, readModelOf, readName, readPlate, readUnknownModel, readYear,
} from './readers';
import { vinCandidates } from './vin-reading';
import { describeListed, linesOfListed, listVins, ownVehicle } from './listed-vehicles';
import type { AdditionalVehicle } from '../../../../shared/documents';

export type VehicleChoices = {
  vin: Choice<string>;
  make: Choice<string>;
  model: Choice<string>;
  year: Choice<number>;
  color: Choice<string>;
  plateNumber: Choice<string>;
  ownerName: Choice<string>;
  ownerAddress: Choice<string>;
  /** The other vehicles a page of several lists (a policy's other cars). */
  others: AdditionalVehicle[];
};

const NONE: Choice<never> = { value: null, confidence: 0, others: [] };
const caseless = (v: string) => v.toLowerCase().replace(/[\s-]+/g, ' ');

/** "2019 Honda Civic LX", "HONDA CIVIC": a make followed by a catalogue model, maybe after a year. */
type Described = { year: number | null; make: string; model: string | null; line: number; known: boolean };

/** "your black 2021 Honda Civic", "a Dark Blue Toyota": a colour word just before a vehicle's year or make. */
function describedColors(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines) {
    for (const m of line.text.matchAll(MAKE_PATTERN)) {
      if (!canonicalMake(m[1])) continue;
      const before = line.text.slice(Math.max(0, (m.index ?? 0) - 40), m.index).replace(/(?:^|\s)(?:19[5-9]|20[0-4])\d\s*$/, ' ');
      const words = /(?:^|\s)((?:[A-Za-z]+\s+)?[A-Za-z]+)\s*$/.exec(before)?.[1] ?? '';
      const pairFound = readColor(words);
      const single = readColor(words.split(/\s+/).pop() ?? '');
      const found = pairFound && pairFound.length === words.length ? pairFound : single;
      if (found && found.value.length >= 3 && !/^[A-Z]{3}$/.test(found.value)) out.push({ value: found.value, score: 0.55, relation: 'unlabelled', line: line.index });
    }
  }
  return out;
}

function findDescriptions(page: Page): Described[] {
  const out: Described[] = [];
  for (const line of page.lines) {
    const text = line.cells.map((c) => c.text).join('    ');
    const next = page.lines[line.index + 1];
    // A sentence that wraps ("your 2019 Honda" / "Civic EX") continues on the next line.
    const joined = next ? `${text} ${next.cells[0]?.text ?? ''}` : text;
    for (const m of joined.matchAll(MAKE_PATTERN)) {
      const make = canonicalMake(m[1]);
      if (!make || (m.index ?? 0) >= text.length) continue;
      const before = joined.slice(0, m.index);
      const yearMatch = /(?:^|[\s(])((?:19[5-9]|20[0-4])\d)\s*$/.exec(before);
      const after = joined.slice((m.index ?? 0) + m[0].length).replace(/^[\s/,-]+/, '');
      const segment = after.split(/\s{3,}|,|\||\(/)[0] ?? '';
      const model = readCatalogueModel(segment, make);
      const unknown = !model && yearMatch ? readUnknownModel(segment) : null;
      out.push({
        year: yearMatch ? Number(yearMatch[1]) : null,
        make,
        model: model?.model ?? unknown?.value ?? null,
        line: line.index,
        known: Boolean(model),
      });
    }
  }
  return out;
}

/**
 * A cell that is a whole German, French, Italian, Dutch, Spanish or UK plate and nothing else ("F-GG 876"): a plate
 * even when its caption or box code was lost to OCR.
 */
function europeanPlateCells(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines) {
    for (const cell of line.cells) {
      const text = cell.text.trim();
      if (text.length < 6 || text.length > 10 || !EU_PLATE.test(text)) continue;
      out.push({ value: text, score: 0.4, relation: 'unlabelled', line: line.index, cell });
    }
  }
  return out;
}
/**
 * A plate printed large at the head of a registration without a caption ("ARIZONA ... DIVISION" over "TZX8296", a
 * carta di circolazione opening with its plate, a card's first line "XZZ-5741   EXPIRES ..."): a cell among the first
 * lines that is a whole plate of a known format, letters and figures, and nothing else.
 */
function plateBanners(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines.slice(0, 5)) {
    if (line.cells.length > 2) continue;
    for (const cell of line.cells) {
      // OCR spaces a hyphen from its neighbour ("CVT -8148"): closed up before the plate is measured.
      const text = cell.text.trim().replace(/\s*-\s*/g, '-');
      // A Bulgarian plate runs to ten characters with its spaces ("CB 4842 EA").
      if (text.length < 5 || text.length > 10 || !/\d/.test(text) || !/[A-Z]/.test(text) || /[a-z]/.test(text)) continue;
      const found = readPlate(text);
      if (!found || found.value.length !== text.length || plateFormatScore(found.value) < 1) continue;
      out.push({ value: found.value, score: 0.5, relation: 'unlabelled', line: line.index, cell });
    }
  }
  return out;
}

/**
 * "your Kia Ceed (NR22 HJM)", "Honda Civic - plate 8ABC123": a plate in brackets right after a vehicle named by its
 * make, in a letter's sentence. Only a plate in a country's own format counts (brackets hold many other codes).
 */
function platesAfterVehicle(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines) {
    // "Honda Civic (ABC 1234)", or the plate closing the cell after a dash or comma ("Toyota Yaris - 0378 PVK").
    const bracketed = [...line.text.matchAll(/\(\s*([A-Z0-9]{1,8}(?:[ -][A-Z0-9]{1,4}){0,2})\s*\)/g)].map((m) => ({ plate: m[1], at: m.index ?? 0 }));
    const closing = line.cells.flatMap((cell) => {
      const m = /\s[-–,]\s*([A-Z0-9]{1,8}(?:[ -][A-Z0-9]{1,4}){0,2})\s*$/.exec(cell.text);
      return m ? [{ plate: m[1], at: Math.max(0, line.text.indexOf(cell.text)) + m.index }] : [];
    });
    // Or after the model with a space alone ("Renault Captur FP21 RJP"): the last words that make a plate of a known
    // format, never a year ("Golf GTI 2019").
    const spaced = line.cells.flatMap((cell) => {
      const words = cell.text.trim().split(/\s+/);
      if (/^(?:19|20)\d{2}$/.test(words[words.length - 1] ?? '')) return [];
      for (let n = Math.min(3, words.length - 2); n >= 1; n--) {
        const plate = words.slice(-n).join(' ');
        if (/\d/.test(plate) && /^[A-Z0-9 -]+$/.test(plate) && plateFormatScore(plate) === 1) {
          return [{ plate, at: Math.max(0, line.text.indexOf(cell.text)) + cell.text.lastIndexOf(plate) }];
        }
      }
      return [];
    });
    for (const { plate, at } of [...bracketed, ...closing, ...spaced]) {
      const before = line.text.slice(Math.max(0, at - 40), at);
      const make = [...before.matchAll(MAKE_PATTERN)].find((x) => canonicalMake(x[1]));
      const found = readPlate(plate);
      if (!make || !found || found.length !== plate.length || plateFormatScore(found.value) < 1) continue;
      out.push({ value: found.value, score: 0.6, relation: 'unlabelled', line: line.index });
    }
  }
  return out;
}

const EU_PLATE =
  /^(?:[A-ZÄÖÜ]{1,3}-[A-Z]{1,2} \d{1,4}[EH]?|[A-Z]{2}-\d{3}-[A-Z]{2}|[A-Z]{2}\d{3}[A-Z]{2}|\d{2}-[A-Z]{2,3}-\d{1,2}|[A-Z]{2}-\d{3}-[A-Z]|\d-[A-Z]{3}-\d{2}|\d{4} [B-DF-HJ-NP-TV-Z]{3}|[A-Z]{2}\d{2} [A-Z]{3})$/;

/** Weighs a candidate by where it stands on a page listing several vehicles: by its own vehicle, or by another's. */
type Nearness = (c: { line?: number }) => number;

/**
 * `withOwner`: read the owner and their address (registrations, insurance); `customer`: read only the customer a
 * workshop billed (invoices, receipts), under a customer caption or in an address block with a courtesy title.
 */
export function readVehicle(page: Page, opts: { withOwner: boolean; customer?: boolean; today?: Date }): VehicleChoices {
  const vins = vinCandidates(page);
  // A page listing several vehicles is about one of them; the others are kept for matching.
  const listed = listVins(page, vins);
  const own = listed.length >= 2 ? ownVehicle(page, listed) : null;
  const vin = choose(own ? [...vins, { value: own.vin, score: 2, relation: 'unlabelled' as const }] : vins);
  const others = own ? listed.filter((l) => l !== own).map((l) => ({ vin: l.vin, ...describeListed(page, l, listed) })) : [];
  const ownLines = own ? linesOfListed(own, listed) : null;
  const otherLines = own ? listed.filter((l) => l !== own).map((l) => linesOfListed(l, listed)) : [];
  const near: Nearness = (c) => {
    if (!ownLines || c.line === undefined) return 1;
    if (c.line >= ownLines.from && c.line <= ownLines.to) return 1.5;
    return otherLines.some((r) => c.line !== undefined && c.line >= r.from && c.line <= r.to) ? 0.4 : 1;
  };
  const decoded = vin.value ? decodeVin(vin.value, opts.today) : null;
  const described = findDescriptions(page);
  // A certificate with the EU's harmonised codes names each box by its code, whatever the language of its captions.
  const coded = isEuCodedPage(page);
  const byCode = <T,>(code: string, read: (t: string) => { value: T; index: number; length: number } | null) => (coded ? findByCode(page, code, read) : []);

  // Make: a labelled make, a described vehicle, any make named; the VIN's maker code settles disagreements.
  const makes: Candidate<string>[] = [
    ...findLabelled(page, MAKE_LABELS, readMake, { maxOffset: 1 }),
    ...byCode('D.1', readMake),
    ...findLabelled(page, MAKE_MODEL_LABELS, readMake, { maxOffset: 6 }),
    ...described.map((d) => ({ value: d.make, score: d.year ? 0.75 : d.model ? 0.6 : 0.3, relation: 'unlabelled' as const, line: d.line })),
  ].map((c) => ({ ...c, score: c.score * near(c) }));
  // The VIN's maker code: evidence of its own, and a cross-check that raises the readings it agrees with.
  if (decoded?.make) makes.push({ value: decoded.make, score: makes.length ? 0.35 : 0.6, relation: 'unlabelled' });
  const make = choose(makes.map((c) => ({ ...c, score: c.score * (decoded?.make ? (c.value === decoded.make ? 1.15 : 0.9) : 1) })));

  // Model: in a labelled cell, after the make in a "make/model" cell, or after the make in a description.
  const known = readModelOf(make.value);
  const models: Candidate<string>[] = [];
  for (const c of findLabelled(page, MODEL_LABELS, (t) => known(t) ?? readUnknownModel(t), { maxOffset: 1 })) {
    models.push({ ...c, score: c.score * (known(c.value) ? 1 : 0.7) });
  }
  const afterMake = (t: string) => {
    const m = readMake(t);
    if (!m) return null;
    const rest = t.slice(m.index + m.length);
    const found = known(rest);
    return found ? { value: found.value, index: m.index, length: m.length + found.index + found.length } : null;
  };
  models.push(...findLabelled(page, MAKE_MODEL_LABELS, afterMake, { maxOffset: 6 }));
  // D.3 holds the commercial name as the maker writes it ("320D", "C 200"), catalogue or not.
  models.push(...byCode('D.3', (t) => known(t) ?? readBoxText(t)).map((c) => ({ ...c, score: c.score * 1.05 })));
  for (const d of described) {
    if (d.model && (!make.value || d.make === make.value)) models.push({ value: d.model, score: (d.known ? 0.7 : 0.4) * (d.year ? 1 : 0.85), relation: 'unlabelled', line: d.line });
  }
  // Nothing names the model (a certificate whose box codes OCR lost): a cell that is a model of the make and nothing else.
  if (!models.length && make.value) models.push(...modelCells(page, known));
  const model = choose(longestAgreeing(models.map((c) => ({ ...c, score: c.score * near(c) }))), caseless);

  // Year: labelled, described with the make, and the VIN's model year as a cross-check.
  const years: Candidate<number>[] = [
    ...findLabelled(page, YEAR_LABELS, readYear, { maxOffset: 1 }),
    ...described.filter((d) => d.year).map((d) => ({ value: d.year as number, score: 0.75, relation: 'unlabelled' as const, line: d.line })),
  ].map((c) => ({ ...c, score: c.score * near(c) }));
  if (decoded?.modelYear) years.push({ value: decoded.modelYear, score: years.length ? 0.3 : 0.45, relation: 'unlabelled' });
  const year = choose(years.map((c) => ({ ...c, score: c.score * (decoded?.modelYear ? (c.value === decoded.modelYear ? 1.2 : 0.9) : 1) })));

  const color = choose(
    [
      ...findLabelled(page, COLOR_LABELS, readColor, { maxOffset: 1 }),
      ...byCode('R', readColor),
      ...findLabelled(page, COLOR_LABELS, readColor, { maxOffset: 12, relations: ['sentence'], sentence: 30 }).map((c) => ({ ...c, score: c.score * 0.8 })),
      ...describedColors(page),
    ],
    caseless,
  );
  const plates = [
    ...findLabelled(page, PLATE_LABELS, readPlate, { maxOffset: 1, relations: ['inline', 'right', 'below', 'above', 'sentence'], sentence: 30 }),
    ...byCode('A', readPlate).map((c) => ({ ...c, score: c.score * 1.05 })),
    ...(opts.withOwner ? [...europeanPlateCells(page), ...plateBanners(page)] : []),
    ...platesAfterVehicle(page),
  ];
  const plateNumber = choose(
    plates.map((c) => ({ ...c, value: withoutStateCode(mendPlate(c.value), page.text) })).map((c) => ({ ...c, score: c.score * plateFormatScore(c.value) * (vin.value && c.value.replace(/[ -]/g, '') === vin.value ? 0 : 1) })),
    (v) => v.replace(/[ -]/g, ''),
  );

  return {
    vin,
    make,
    model,
    year,
    color,
    plateNumber,
    ownerName: opts.withOwner ? readOwner(page, coded) : opts.customer ? readCustomer(page) : NONE,
    ownerAddress: opts.withOwner ? readAddress(page) : NONE,
    others,
  };
}

/** US states' and Canadian provinces' codes (Quebec's too), as a ticket prints one after a plate ("LIC WHL9854 TX"). */
const STATE_CODES = new Set([...US_STATES.split('|'), ...CA_PROVINCES.split('|'), 'QC']);

/**
 * A plate read with its state's code after it ("226 NBM OR", "WHL9854 TX"): the plate alone, when the page names that
 * state elsewhere (its address) and the plate then fits a known format better.
 */
export function withoutStateCode(plate: string, pageText: string): string {
  const m = /^(.*[A-Z0-9]) ([A-Z]{2})$/.exec(plate);
  if (!m || !STATE_CODES.has(m[2]) || !/\d/.test(m[1]) || m[1].replace(/[ -]/g, '').length < 4) return plate;
  if (plateFormatScore(m[1]) <= plateFormatScore(plate)) return plate;
  const mentions = pageText.match(new RegExp(`(?<![A-Za-z])${m[2]}(?![A-Za-z])`, 'g'))?.length ?? 0;
  return mentions >= 2 ? m[1] : plate;
}

/**
 * Cells holding a model of the page's make and nothing else ("CX-5" beside a holder's name, "c4" as OCR read it), a
 * figure that could be a year ("2008") aside: the model when no caption or code names one.
 */
function modelCells(page: Page, known: (text: string) => { value: string; index: number; length: number } | null): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines) {
    for (const cell of line.cells) {
      const text = cell.text.trim();
      if (text.length < 2 || /^(?:19|20)\d{2}$/.test(text)) continue;
      const found = known(text);
      if (found && found.index === 0 && found.length === text.length) out.push({ value: text, score: 0.4, relation: 'unlabelled', line: line.index, cell });
    }
  }
  return out;
}

/**
 * When one reading of the model is another plus its trim ("RAV4 Hybrid" and "RAV4 Hybrid XLE"), the longer one
 * carries both readings' evidence.
 */
function longestAgreeing(models: Candidate<string>[]): Candidate<string>[] {
  return models.map((c) => {
    const longer = models.find((o) => o.value.length > c.value.length && caseless(o.value).startsWith(caseless(c.value) + ' '));
    return longer && longer.score >= c.score * 0.6 ? { ...c, value: longer.value } : c;
  });
}

function readOwner(page: Page, coded: boolean): Choice<string> {
  // 'above': a box whose caption is printed under the name ("Linda Garcia" over "INSURED").
  const candidates = findLabelled(page, OWNER_LABELS, readName, { maxOffset: 1, reach: 2, relations: ['inline', 'right', 'below', 'above'], boxRows: true });
  if (coded) candidates.push(...findByCode(page, 'C.1', readName), ...holderFromParts(page), ...holderUnderDotlessCode(page));
  candidates.push(...nameFromCaptionedParts(page));
  // A company owner under the same captions ("Registered Owner: ... LLC"), a little below a person's name.
  candidates.push(
    ...findLabelled(page, OWNER_LABELS, readCompanyName, { maxOffset: 1, reach: 2, relations: ['inline', 'right', 'below'], boxRows: true }).map((c) => ({ ...c, score: c.score * 0.9 })),
  );
  for (const line of page.lines) {
    const dear = /\bDear\s+(?:Mr\.?|Mrs\.?|Ms\.?|Dr\.?)?\s*([A-Z][^,:]+)[,:]/.exec(line.text);
    if (!dear) continue;
    const name = readName(dear[1]);
    // "Dear Maria," gives a first name only: prefer a full name found elsewhere that starts with it.
    if (name) candidates.push({ value: name.value, score: 0.6, relation: 'unlabelled' });
  }
  // A name on a line of its own right under the VIN's line, nothing else on it (a renewal stub: "VIN ..." then the owner).
  for (const line of page.lines) {
    const above = page.lines[line.index - 1];
    const cell = line.cells[0];
    if (!cell || line.cells.length !== 1 || !above || !/(?<![A-Z0-9])[A-HJ-NPR-Z0-9]{17}(?![A-Z0-9])|^VIN\b/.test(above.text) || isCaption(cell.text)) continue;
    const name = readName(cell.text);
    if (name && name.index <= 1 && name.index + name.length >= cell.text.trimEnd().length - 1) candidates.push({ value: name.value, score: 0.45, relation: 'unlabelled', line: line.index, cell });
  }
  // A name standing above a street line and a town line (a letter's address block).
  for (const line of page.lines) {
    const cell = line.cells[0];
    if (!cell || !isAddressBlock(page, line)) continue;
    const name = readName(cell.text);
    if (name && name.index + name.length >= cell.text.trimEnd().length - 1) candidates.push({ value: name.value, score: 0.55, relation: 'unlabelled', line: line.index, cell });
    // A company addressed the same way ("SUNCOAST PLUMBING LLC" over its street and town), the whole line its name.
    const company = name && name.index + name.length >= cell.text.trimEnd().length - 1 ? null : readCompanyName(cell.text);
    if (company && company.index <= 1 && company.index + company.length >= cell.text.trimEnd().length - 1) {
      candidates.push({ value: company.value, score: 0.5, relation: 'unlabelled', line: line.index, cell });
    }
  }
  // A company over a line for whose attention a letter is sent ("Attn: Fleet Manager"), the whole line its name.
  for (const line of page.lines) {
    const cell = line.cells[0];
    const next = page.lines[line.index + 1]?.cells[0]?.text ?? '';
    if (!cell || line.cells.length !== 1 || !/^\s*(?:attn|attention|z\.\s*hd\.?|[àa]\s+l'attention\s+de)\b/i.test(next)) continue;
    const company = readCompanyName(cell.text);
    if (company && company.index <= 1 && company.index + company.length >= cell.text.trimEnd().length - 1) {
      candidates.push({ value: company.value, score: 0.5, relation: 'unlabelled', line: line.index, cell });
    }
  }
  return inWritersOrder(choose(candidates, caseless), candidates);
}

/**
 * A holder's box writes the surname first ("C.1 Eier  SOLBERG ØYSTEIN"); when the page also prints the same name with
 * the surname last (a letter's address block, "Øystein Solberg"), that order is the one to keep.
 */
function inWritersOrder(chosen: Choice<string>, candidates: Candidate<string>[]): Choice<string> {
  const words = chosen.value?.split(/\s+/) ?? [];
  if (words.length < 2 || words.length > 3) return chosen;
  const turned = caseless([...words.slice(1), words[0]].join(' '));
  const twin = candidates.find((c) => c.score > 0 && caseless(c.value) === turned && c.value !== c.value.toUpperCase());
  return twin ? { ...chosen, value: twin.value } : chosen;
}

const namePartOf: ValueReader<string> = (text) => {
  const m = /^\s*(\p{Lu}[\p{L}'’-]*(?:[ -]\p{Lu}[\p{L}'’-]*){0,2})\s*$/u.exec(text);
  const part = m?.[1];
  const caption = part !== undefined && isNamePartCaption(part);
  return m && part && !caption && !isCaption(part) && !NAME_STOP.test(part) ? { value: part, index: m.index + m[0].indexOf(part), length: part.length } : null;
};
const initialOf: ValueReader<string> = (text) => {
  const m = /^\s*(\p{Lu})\.?\s*$/u.exec(text);
  return m ? { value: m[1], index: text.indexOf(m[1]), length: 1 } : null;
};

/**
 * A name printed in parts under (or beside) captions of its own ("LAST NAME | FIRST NAME | MI" over "REYES | SOFIA |
 * W", "Naam  WILLEMS" then "Voornamen  Pieter Jan"), written as a person signs: first names, initial, surname.
 */
function nameFromCaptionedParts(page: Page): Candidate<string>[] {
  const search = { maxOffset: 1, reach: 1, relations: ['right', 'below'] as ('right' | 'below')[] };
  const surname = findLabelled(page, SURNAME_CAPTION, namePartOf, search).sort((a, b) => b.score - a.score)[0];
  const first = findLabelled(page, FIRST_NAME_CAPTION, namePartOf, search).sort((a, b) => b.score - a.score)[0];
  if (!surname || !first || surname.line === undefined || first.line === undefined || Math.abs(surname.line - first.line) > 3) return [];
  if (surname.value.split(/\s+/).length + first.value.split(/\s+/).length > 5) return [];
  const middle = findLabelled(page, MIDDLE_CAPTION, initialOf, search).find((c) => c.line === first.line);
  const value = [first.value, middle?.value, surname.value].filter(Boolean).join(' ');
  return [{ value, score: 0.85, relation: 'unlabelled', line: surname.line, cell: surname.cell }];
}

/**
 * A name line over a street line and a town line: a letter's address block. A flat or "c/o" line may come before the
 * street, and a British town may stand over its postcode ("Leeds" over "LS6 2AB").
 */
function isAddressBlock(page: Page, line: PageLine): boolean {
  const text = (i: number) => page.lines[line.index + i]?.cells[0]?.text.trim() ?? '';
  for (let s = 1; s <= 2; s++) {
    const street = text(s);
    if (s === 2 && !EXTRA_ADDRESS_LINE.test(text(1))) break;
    const us = STREET.test(street) || PO_BOX.test(street);
    const eu = EU_STREET.test(street);
    if (!us && !eu) continue;
    const town = text(s + 1);
    // OCR reads a postcode's S as "$" ("$10 2HQ").
    if (us && (isTownLine(town) || (/^[A-Za-z][A-Za-z .'-]+$/.test(town) && UK_POSTCODE.test(text(s + 2).replace(/^\$/, 'S'))))) return true;
    if (eu && EU_TOWN.test(town)) return true;
  }
  return false;
}
/** A line between a name and its street: a flat, an apartment, a building, "c/o". */
const EXTRA_ADDRESS_LINE = /^(?:flat|apt\.?|apartment|unit|suite|c\/o|building|bâtiment|r[ée]sidence|escalera|scala|app\.?)\b/i;
const PO_BOX = /^(?:P\.?\s?O\.?\s+Box|Postfach|BP|Apartado(?:\s+de\s+correos)?|Casella\s+postale)\s+\d+/i;
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/;

const TITLED = /^\s*(?:M\.|D\.\s*\/|(?:Mr|Mrs|Ms|Miss|Mx|Dr|Herrn?|Frau|Monsieur|Madame|Mme|Mlle|Sig\.ra|Sig(?:ra|nora?)?|Sr|Sra|D[ñn]a|Do[ñn]a|Don|Dhr|Mevr|Mw|MR|MRS|MS|MISS|DR|HERRN?|FRAU|MME)\.?\s)/u;

/**
 * The customer of an invoice or receipt: a name under a customer caption ("Cliente", "Kunde", "Bill to"), or an
 * address block whose name carries a courtesy title ("Mrs Amelia Wright", "M. Paul Girard"); a workshop's own
 * letterhead over its address has none.
 */
function readCustomer(page: Page): Choice<string> {
  const candidates = findLabelled(page, CUSTOMER_LABELS, readName, { maxOffset: 1, relations: ['inline', 'right', 'below'] });
  for (const line of page.lines) {
    const cell = line.cells[0];
    if (!cell || !TITLED.test(cell.text) || !isAddressBlock(page, line)) continue;
    const name = readName(cell.text);
    if (name && name.index + name.length >= cell.text.trimEnd().length - 1) candidates.push({ value: name.value, score: 0.6, relation: 'unlabelled', line: line.index, cell });
  }
  return choose(candidates, caseless);
}

const STREET =
  /^\d{1,6}\s+[A-Za-z0-9.' ]+?\b(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|way|ct|court|pl|place|pkwy|parkway|cir|circle|ter|terrace|hwy|highway|trl|trail|close|crescent|gardens|grove|row|walk|square)\b\.?(?:\s*(?:apt|unit|suite|ste|#|flat)\.?\s*[\w-]+)?/i;
/** A continental street line ("81, rue de la République", "Lindenweg 15", "Via Mazzini 69", "Dorpsstraat 72", "Nygårdsgaten 60"). */
const EU_STREET =
  /^(?:\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|bd|chemin|place|all[ée]e|impasse|route|quai|cours)\b|(?:rue|avenue|chemin|route|place|all[ée]e|C\/)\s*\S.*\d|(?:via|viale|piazza|corso|calle|avenida|avda\.?|plaza|paseo|carrer|rua)\s+\S.*\d|\p{L}[\p{L}-]*(?:stra(?:ß|ss|B)e|str\.|weg|platz|gasse|allee|ring|damm|laan|straat|plein|gracht|kade|singel|vej(?:en)?|gade|gaden|gatan|gata|gaten|gate|v[äa]gen|v[äa]g|veien|vei|vegen|katu|tie|str[æa]de|torv)\s+\d|(?:ul\.|al\.)\s+\S.*\d)/iu;
/** A continental postcode and town ("59000 Lille", "5611 EM Eindhoven", "1010 Wien"). */
/** Also with a country prefix ("CH-8001 Zürich", "F-75011 Paris") or an Italian province ("20121 Milano (MI)", "Torino TO"). */
// OCR may read a town's letter as a figure ("50667 K6ln" for Köln): a figure between letters is kept in the name.
const EU_TOWN = /^(?:[A-Z]{1,2}-)?(?:\d{5}|\d{4}\s?[A-Z]{2}|\d{4})\s+\p{Lu}(?:[\p{L} .'’-]|\d(?=\p{L}))+(?:\s\(?[A-Z]{2}\)?)?$/u;
/** "Springfield, IL 62701", "SPRINGFIELD IL 62701-1234". */
const US_TOWN = /^[A-Za-z][A-Za-z .'-]+?,?\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?/;
const UK_TOWN = /^[A-Za-z][A-Za-z .'-]+?,?\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/;
/** A Canadian town, its province and postal code ("Winnipeg MB R3C 0A1", "Laval, QC H7N 5H9"). */
const CA_TOWN = /^\p{L}[\p{L} .'-]+?,?\s+(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\.?\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/u;

/** An Irish town and its county or Eircode ("Athlone, Co. Westmeath", "Dublin 8", "Galway H91 E2K3"). */
const IE_TOWN = /^[A-Z][A-Za-z .'-]+?(?:,?\s+(?:Co\.|County)\s+[A-Z][a-z]+|,?\s+[AC-FHKNPRTV-Y]\d{2}\s?[0-9AC-FHKNPRTV-Y]{4}|\s+\d{1,2}W?)\s*$/;

function isTownLine(text: string): boolean {
  const line = text.trim();
  return [US_TOWN, UK_TOWN, CA_TOWN, IE_TOWN].some((town) => town.test(line));
}

function townOf(text: string): string | null {
  const t = text.trim();
  return (US_TOWN.exec(t) ?? UK_TOWN.exec(t) ?? CA_TOWN.exec(t))?.[0] ?? null;
}

/** A street (with its town when it follows on the same cell or on the line below, in the same column). */
function addressFrom(page: Page, line: PageLine, cellIndex: number, text: string): string | null {
  const street = STREET.exec(text.trim());
  if (!street) return null;
  const rest = text.trim().slice(street[0].length).replace(/^[,\s]+/, '');
  const sameCell = townOf(rest);
  if (sameCell) return `${street[0]}, ${sameCell}`;
  const cell = line.cells[cellIndex];
  const next = page.lines[line.index + 1];
  const under = next?.cells.find((c) => (page.measured ? overlap(c, cell) > 0 || Math.abs(c.x0 - cell.x0) <= 3 : c.index === cell.index));
  // Word tables drop empty cells, so a town under a value column comes as a line of its own.
  const lone = !page.measured && next?.cells.length === 1 ? next.cells[0] : undefined;
  const town = (under ? townOf(under.text) : null) ?? (lone ? townOf(lone.text) : null);
  return town ? `${street[0]}, ${town}` : street[0];
}

function readAddress(page: Page): Choice<string> {
  const candidates: Candidate<string>[] = [];
  for (const c of findLabelled(page, ADDRESS_LABELS, (t) => (STREET.test(t.trim()) ? { value: t.trim(), index: t.length - t.trimStart().length, length: t.trim().length } : null), { maxOffset: 1 })) {
    const cell = c.cell;
    if (!cell) continue;
    const line = page.lines[cell.line];
    const full = addressFrom(page, line, cell.index, c.value);
    if (full) candidates.push({ ...c, value: full });
  }
  // A street line with a town line under it, anywhere (an owner block without labels).
  for (const line of page.lines) {
    for (const cell of line.cells) {
      if (!STREET.test(cell.text)) continue;
      const full = addressFrom(page, line, cell.index, cell.text);
      if (full && full.includes(',')) candidates.push({ value: full, score: 0.72, relation: 'unlabelled', line: line.index, cell });
    }
  }
  return choose(candidates, caseless);
}
