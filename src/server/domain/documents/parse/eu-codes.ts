import { headsBoxRow, type Candidate, type ValueReader } from './candidates';
import { isCaption, isNamePartCaption } from './lexicon';
import { readName } from './readers';
import { overlap, type Cell, type Page, type PageLine } from './page';

/**
 * The EU-harmonised registration certificate (Directive 1999/37/EC) numbers its boxes with the same codes in every
 * language: A the plate, B the first registration, C.1 the holder (C.1.1 surname, C.1.2 first names, C.1.3 address;
 * Italy's C.2.x the owner), D.1 the make, D.3 the model, E the VIN, I the date of this registration, R the colour.
 * A page is read by these codes when at least three of them start its cells.
 */
// OCR may read the gap after a code as an underscore ("D.3_Handelsbezeichnung").
const DOTTED_CODE = /^\(?([A-Z](?:\.\d){1,2})\)?[._]?(?=[\s:_]|$|\p{Lu})/u;
// "A- Matrícula": a hyphen after the letter as some forms print it (and OCR closes the gap).
const LETTER_CODE = /^\(?([A-Z])\)?[.-]?(?=[\s:]|$)/;
// OCR drops the dot of a make or model code standing alone in its cell ("D1", "D3"); only these two are restored, as
// other letters and figures alone are values ("A4", "C1" are models).
const DOTLESS_CODE = /^\(?(D)([13])\)?$/;
const KNOWN_CODES = new Set(['A', 'B', 'C.1', 'C.1.1', 'C.1.2', 'C.1.3', 'C.2.1', 'C.2.2', 'C.2.3', 'C.3', 'D.1', 'D.2', 'D.3', 'E', 'I', 'R']);
const MIN_CODES = 3;

/** Whether the page is a certificate whose boxes carry the harmonised codes. */
export function isEuCodedPage(page: Page): boolean {
  const seen = new Set<string>();
  for (const line of page.lines) {
    for (const cell of line.cells) {
      const code = codeOf(cell.text)?.code ?? '';
      // A single letter alone could be anything ("I" in prose): it counts when a value or a caption follows.
      if (KNOWN_CODES.has(code) && (code.length > 1 || cell.text.length > 1 || line.cells.length > 1)) seen.add(code);
    }
  }
  return seen.size >= MIN_CODES;
}

/**
 * A holder's code as OCR of a scan or photo breaks it: spaced ("C. 1.3"), its letter doubled ("Cc. 1.2"), read as
 * a look-alike ("€.1.2 Ime", "G.1,3 Naslov": no harmonised code has a G of three levels), its last dot as a comma, or
 * lost at the page's edge (".1.1 Wagner", ".1.2Lukas"). Only the holder's three-level codes are restored: a bare ".1"
 * could be any box.
 */
const BROKEN_HOLDER_CODE = /^(?:[C€G][c.]?\.?\s?|\.\s?)([12])[.,]\s?([123])(?![\d.])\.?(?=[\s:]|$|\p{Lu})/u;
/** A holder's code whose last figure OCR read as a capital I or l before the caption ("C.1.INazwisko", "C.1.I Příjmení"). */
const HOLDER_CODE_READ_I = /^\(?C\.([12])\.[Il]\)?(?=\s*\p{Lu})/u;

/** The code starting a cell, and where the rest of the cell begins: "A", "(A)", "A.", "(D.1)", "C.1.1Müller" as OCR glues it. */
export function codeOf(text: string): { code: string; rest: number } | null {
  // OCR reads the D of a make, type or model code as a zero or an O ("0.3 KONA"): a figure never starts a value so.
  const zeroD = /^\(?[0O]\.([123])\)?(?=\s+\S|\s*$)/.exec(text);
  if (zeroD) return { code: `D.${zeroD[1]}`, rest: zeroD[0].length };
  const readI = HOLDER_CODE_READ_I.exec(text);
  if (readI) return { code: `C.${readI[1]}.1`, rest: readI[0].length };
  const dotted = DOTTED_CODE.exec(text);
  if (dotted) return { code: dotted[1], rest: dotted[0].length };
  const broken = BROKEN_HOLDER_CODE.exec(text);
  if (broken) return { code: `C.${broken[1]}.${broken[2]}`, rest: broken[0].length };
  const dotless = DOTLESS_CODE.exec(text.trim());
  if (dotless) return { code: `${dotless[1]}.${dotless[2]}`, rest: text.length };
  const letter = LETTER_CODE.exec(text);
  return letter ? { code: letter[1], rest: letter[0].length } : null;
}

/**
 * Whether a cell is another box's code rather than a value: a dotted or harmonised code always is; an other single
 * letter followed by figures is a value ("C 200", "S 500" as a model), not the national code G or S.
 */
function startsWithCode(text: string): boolean {
  const found = codeOf(text);
  if (!found) return false;
  if (found.code.includes('.') || KNOWN_CODES.has(found.code)) return true;
  return !/^\s*\d/.test(text.slice(found.rest));
}

/** A box's text as it stands: a model ("C 200", "320D", "208") or a name part, up to the cell's end; never a caption. */
export const readBoxText: ValueReader<string> = (text) => {
  const m = /^\s*([\p{L}\d][\p{L}\d .'’/-]{0,29}?)\s*$/u.exec(text);
  if (!m || isCaption(m[1])) return null;
  return { value: m[1].trim(), index: m.index + m[0].indexOf(m[1]), length: m[1].length };
};

const namePart: ValueReader<string> = (text) => {
  const m = /^\s*(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+){0,2})\s*$/u.exec(text);
  // A part's caption in a language the lexicon reads no other way ("C.1.2 Imiona", "Efternavn", "Όνομα") is no name.
  return m && !isCaption(m[1]) && !isNamePartCaption(m[1]) ? { value: m[1], index: m.index + m[0].indexOf(m[1]), length: m[1].length } : null;
};

/** A caption after a code: words without digits ("Numéro d'immatriculation", "Targa", "Make") that read as no value. */
const LOWER_CAPTION = /^\p{Ll}[\p{Ll}\s.,'’()/-]*$/u;
const isCaptionText = <T,>(text: string, read: ValueReader<T>) => !/\d/.test(text) && (isCaption(text) || !read(text) || text.length > 40);

/**
 * Values of one code's box: after the code in its cell ("A  K-GJ 8788", "C.1.1Müller"), else after its caption in
 * the next cell ("(A) Targa | TH797JC"), else under the code's caption in its column (a header row of captions over
 * a row of values), best first.
 */
export function findByCode<T>(page: Page, code: string, read: ValueReader<T>, weight = 1): Candidate<T>[] {
  const out: Candidate<T>[] = [];
  for (const line of page.lines) {
    for (const cell of line.cells) {
      const found = codeOf(cell.text);
      if (found?.code !== code) continue;
      const rest = cell.text.slice(found.rest).replace(/^[\s.:_–-]+/, '');
      const inline = rest ? read(rest) : null;
      const captionRow = isCodeCaptionRow(page, line);
      // "(C.1.1) Επώνυμο | GEORGIOU" on a page whose code lines set their values in a column of their own: the words
      // after the code are its caption, in whatever language or OCR garble ("Enwvupo"), the value the cell in the column.
      // So are the words of a cell of their own between the code and that column ("(A) | Apt8udc Eyypagrc | ZYT 892").
      const column = valueColumnOf(page);
      const inColumn = column === null ? undefined : line.cells.find((c) => c.index > cell.index && Math.abs(c.x0 - column) <= 3);
      const between = inColumn ? line.cells.slice(cell.index + 1, inColumn.index) : [];
      const captionFirst = rest ? isCaptionLike(rest) && between.length === 0 : between.length === 1 && /\p{L}{3}/u.test(between[0].text);
      if (inColumn && captionFirst && !startsWithCode(inColumn.text) && !between.some((c) => startsWithCode(c.text))) {
        const value = read(inColumn.text);
        if (value && value.index <= 2) {
          out.push({ value: value.value, score: weight * 0.96, relation: 'right', line: line.index, cell: inColumn });
          continue;
        }
      }
      // "D.3 Obchodní označení | C 200": words of a caption in a language the lexicon may not know after the code, the
      // value in the next cell.
      const beside = line.cells[cell.index + 1];
      if (inline && !captionRow && beside && looksLikeCaption(rest) && !startsWithCode(beside.text) && !isCaption(beside.text)) {
        const value = read(beside.text);
        if (value && value.index <= 2) {
          out.push({ value: value.value, score: weight * 0.96, relation: 'right', line: line.index, cell: beside });
          continue;
        }
      }
      if (inline && inline.index <= 2 && !isCaption(rest) && !captionRow) {
        out.push({ value: inline.value, score: weight, relation: 'inline', line: line.index, cell });
        continue;
      }
      // "A. Registracni znacka: 8G9 5289": the code, its caption in a language the lexicon may not know up to a colon,
      // and the value after it, all in one cell.
      const captioned = captionRow ? null : /^([^:\d]{2,50}?)\s*:\s*(?=\S)/u.exec(rest);
      if (captioned && CAPTION_WORDS.test(captioned[1].trim())) {
        const after = read(rest.slice(captioned[0].length));
        if (after && after.index <= 2) {
          out.push({ value: after.value, score: weight * 0.97, relation: 'inline', line: line.index, cell });
          continue;
        }
      }
      // "C.1.1 Příjmení nebo obchodní firma © DVOŘÁKOVÁ": OCR joined the value in capitals to its caption, maybe with a
      // speck between.
      const joined = captionRow || beside ? null : /^([^\d]*\p{Ll}[^\d]*?)\s+(?:[^\p{L}\d\s]{1,2}\s+)?(\p{Lu}[\p{Lu}'’ -]*\p{Lu})$/u.exec(rest);
      if (joined && CAPTION_WORDS.test(joined[1].trim())) {
        const value = read(joined[2]);
        if (value && value.index <= 1) {
          out.push({ value: value.value, score: weight * 0.9, relation: 'inline', line: line.index, cell });
          continue;
        }
      }
      if (rest && !captionRow && !isCaptionText(rest, read)) continue;
      const next = captionRow ? undefined : line.cells[cell.index + 1];
      const after = line.cells[cell.index + 2];
      // Words in lower case between the code and a further cell are the box's caption ("obchodní označení").
      // So are words of a caption in two languages, or of several words ("Handelsbenaming / Dénomination").
      const lowerCaption = next !== undefined && after !== undefined && (LOWER_CAPTION.test(next.text.trim()) || (!rest && looksLikeCaption(next.text)));
      const right = next && !lowerCaption && !startsWithCode(next.text) && !isCaption(next.text) && !headsBoxRow(page, cell, next, read) ? read(next.text) : null;
      if (right && right.index <= 2) {
        out.push({ value: right.value, score: weight * 0.96, relation: 'right', line: line.index, cell: next });
        continue;
      }
      // The code in a cell of its own, then its caption in a language the lexicon may not know ("A | numer
      // rejestracyjny pojazdu | WA 123AB"): words without digits that read as no value, then the value.
      if (!rest && next && after && !startsWithCode(next.text) && (lowerCaption || isCaptionText(next.text, read)) && !startsWithCode(after.text) && !isCaption(after.text)) {
        const beyond = read(after.text);
        if (beyond && beyond.index <= 2) {
          out.push({ value: beyond.value, score: weight * 0.94, relation: 'right', line: line.index, cell: after });
          continue;
        }
      }
      const vertical = captionsBelow(page) ? page.lines[line.index - 1] : page.lines[line.index + 1];
      const under = vertical && alignedCell(vertical, cell);
      const value = under && !startsWithCode(under.text) ? read(under.text) : null;
      // The code and its caption in cells of their own, the value under the caption ("C.1.1 | Name oder Firmenname" over
      // "        HUBER").
      const underCaption = !value && vertical && !rest && next && !after && !startsWithCode(next.text) && isCaptionText(next.text, read) ? alignedCell(vertical, next) : undefined;
      const belowCaption = underCaption && !startsWithCode(underCaption.text) && underCaption.x0 > cell.x1 ? read(underCaption.text) : null;
      if (value && value.index <= 2) out.push({ value: value.value, score: weight * 0.9, relation: vertical.index < line.index ? 'above' : 'below', line: vertical.index, cell: under });
      else if (belowCaption && belowCaption.index <= 2 && underCaption) out.push({ value: belowCaption.value, score: weight * 0.88, relation: vertical.index < line.index ? 'above' : 'below', line: vertical.index, cell: underCaption });
      // A row taken for captions whose column holds no value after all ("D.1 Renault | D.3 Clio" over prose): the
      // words after the code were the value.
      else if (captionRow && inline && inline.index <= 2 && !isCaption(rest)) out.push({ value: inline.value, score: weight * 0.8, relation: 'inline', line: line.index, cell });
    }
  }
  return out;
}

/** Words after a code that may be its caption: no figures, some lower-case letters. */
const isCaptionLike = (text: string) => !/\d/.test(text) && /\p{Ll}/u.test(text);

const valueColumns = new WeakMap<Page, number | null>();
/**
 * The column where a certificate printing "code caption | value" on each line sets its values: where the second cell
 * of at least three such lines starts (within three character widths), when most such lines agree; else null.
 */
function valueColumnOf(page: Page): number | null {
  const known = valueColumns.get(page);
  if (known !== undefined) return known;
  const xs: number[] = [];
  for (const line of page.lines) {
    const [first, second] = line.cells;
    const found = first && second ? codeOf(first.text) : null;
    if (!found || !(found.code.includes('.') || KNOWN_CODES.has(found.code))) continue;
    const rest = first.text.slice(found.rest).replace(/^[\s.:_–—-]+/, '').trim();
    if (rest && isCaptionLike(rest) && !startsWithCode(second.text)) xs.push(second.x0);
  }
  xs.sort((a, b) => a - b);
  const median = xs[Math.floor(xs.length / 2)];
  const near = xs.filter((x) => Math.abs(x - median) <= 3).length;
  const column = near >= 3 && near >= xs.length * 0.6 ? median : null;
  valueColumns.set(page, column);
  return column;
}

/**
 * Words that read as a caption rather than a value: no figures, some lower-case letters, each half of a bilingual
 * caption in caption words, and more than one word ("Obchodní označení", "Merk / Marque"); a model of one word ("Golf")
 * is a value.
 */
function looksLikeCaption(text: string): boolean {
  const t = text.trim();
  if (!t || /\d/.test(t) || !/\p{Ll}/u.test(t)) return false;
  const halves = t.split(/\s*\/\s*/);
  return (halves.length > 1 || t.split(/\s+/).length > 1) && halves.every((h) => h.length > 0 && CAPTION_WORDS.test(h));
}

/** Words a caption is written in: capitalised or lower-case words, no figures, no word in capitals (a value's look). */
const CAPTION_WORDS = /^(?:\p{Lu}?[\p{Ll}'’.-]+|[\p{Ll}'’.-]+)(?:[\s/,]+(?:\p{Lu}?[\p{Ll}'’.-]+|[\p{Ll}'’.-]+))*$/u;

/**
 * A row of boxes' captions over their values ("D.1 Fabbrica | D.3 Denominazione" over "AUDI | Q3", or each code and
 * caption in cells of their own): codes, each followed by words of a caption in any language, and under them (over
 * them where captions stand below) a row whose cells start with no code. Its words are captions even where the
 * lexicon does not know them.
 */
function isCodeCaptionRow(page: Page, line: PageLine): boolean {
  let codes = 0;
  let captioned = 0;
  let previousWasCode = false;
  for (const c of line.cells) {
    const found = codeOf(c.text);
    const rest = found ? c.text.slice(found.rest).replace(/^[\s.:_–-]+/, '').trim() : c.text.trim();
    if (found && (found.code.includes('.') || KNOWN_CODES.has(found.code))) {
      codes++;
      if (rest && !CAPTION_WORDS.test(rest)) return false;
      if (rest) captioned++;
      previousWasCode = !rest;
    } else if (previousWasCode && CAPTION_WORDS.test(rest)) {
      captioned++;
      previousWasCode = false;
    } else return false;
  }
  if (codes < 2 || captioned < codes) return false;
  const values = captionsBelow(page) ? page.lines[line.index - 1] : page.lines[line.index + 1];
  return values !== undefined && values.cells.length > 0 && values.cells.every((c) => !startsWithCode(c.text));
}

/** The cell of `line` in the column of `cell`: overlapping it, the one starting nearest. */
function alignedCell(line: PageLine, cell: Cell): Cell | undefined {
  return line.cells
    .filter((c) => overlap(c, cell) > 0 || Math.abs(c.x0 - cell.x0) <= 2)
    .sort((a, b) => Math.abs(a.x0 - cell.x0) - Math.abs(b.x0 - cell.x0))[0];
}

/** What the boxes whose value can be told by its look hold: a VIN (E), a date (B, I). */
const SHAPE: Record<string, RegExp> = { E: /^[A-HJ-NPR-Z0-9]{17}$/, B: /\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}/, I: /\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}/ };
const captionPlacement = new WeakMap<Page, boolean>();

/**
 * Whether the page prints each box's code and caption under its value ("GOLF" over "(D.3) Dénomination
 * commerciale"), as some certificates do: told by the boxes whose value has a look of its own (the VIN under E, the
 * dates under B and I), found over their caption rather than under it.
 */
export function captionsBelow(page: Page): boolean {
  const known = captionPlacement.get(page);
  if (known !== undefined) return known;
  let over = 0;
  let under = 0;
  for (const line of page.lines) {
    for (const cell of line.cells) {
      const found = codeOf(cell.text);
      const shape = found && SHAPE[found.code];
      if (!shape || cell.text.slice(found.rest).trim().length === 0 || /\d/.test(cell.text.slice(found.rest))) continue;
      const fits = (l: PageLine | undefined) => {
        const c = l && alignedCell(l, cell);
        return c !== undefined && shape.test(c.text.replace(/\s+/g, '').trim()) && !codeOf(c.text);
      };
      if (fits(page.lines[line.index - 1])) over++;
      if (fits(page.lines[line.index + 1])) under++;
    }
  }
  const result = over > under;
  captionPlacement.set(page, result);
  return result;
}

/**
 * The holder's name from a certificate that splits it: first names then surname (C.1.2 and C.1.1, or Italy's C.2.2
 * and C.2.1), written as a person signs.
 */
export function holderFromParts(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const [surnameCode, firstCode] of [['C.1.1', 'C.1.2'], ['C.2.1', 'C.2.2']]) {
    const surname = findByCode(page, surnameCode, namePart)[0];
    const first = findByCode(page, firstCode, namePart)[0];
    if (surname && first) out.push({ value: `${first.value} ${surname.value}`, score: 1, relation: 'inline', line: surname.line, cell: surname.cell });
  }
  return out;
}

/**
 * The holder's box when OCR dropped the dot of its code ("C1" over "CARVALHO Joao"): only a name read under (or, where
 * captions stand below, over) a cell holding "C1" alone; "C1" is not read as a code elsewhere, being a model's name too.
 */
export function holderUnderDotlessCode(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const below = !captionsBelow(page);
  for (const line of page.lines) {
    for (const cell of line.cells) {
      if (!/^\(?C1\)?$/.test(cell.text.trim())) continue;
      const vertical = below ? page.lines[line.index + 1] : page.lines[line.index - 1];
      const under = vertical && alignedCell(vertical, cell);
      const name = under && !codeOf(under.text) ? readName(under.text) : null;
      if (name && name.index <= 2) out.push({ value: name.value, score: 0.85, relation: below ? 'below' : 'above', line: vertical.index, cell: under });
    }
  }
  return out;
}
