import type { Candidate, Label, ValueReader } from './candidates';
import type { Cell, Page, PageLine } from './page';

/**
 * Renewals often set the two terms side by side in a table: "Expiring term | Renewal term", "Last year | This year",
 * "Annualità precedente | Rinnovo", "Bisheriger Beitrag | Neuer Beitrag", each row a caption ("From", "Premium") and a
 * value per term. The renewal's column is the one whose header names the new term; the other is the term in force.
 */
const PRIOR_COLUMN =
  /\b(?:current|prior|previous|expiring|existing|old|last\s+(?:year|term|period)|this\s+term|(?:year|term)\s+(?:ending|now\s+ending))\b|(?<![\p{L}])(?:actuel(?:le)?|pr[ée]c[ée]dent(?:e)?|ancien(?:ne)?|[ée]coul[ée]e?|en\s+cours|bisher(?:ige?[rs]?)?|aktuelle?r?|alte[rs]?|Vorjahr(?:es)?|laufende[rs]?|attuale|precedente|scaduta|in\s+corso|anterior|actual|vigente|huidige?|vorige?|oude?|lopende?)(?![\p{L}])/iu;
const RENEWAL_COLUMN =
  /\b(?:renewal|renewed|renewing|new|next\s+(?:year|term|period)|this\s+year|proposed|upcoming|coming\s+year)\b|(?<![\p{L}])(?:nouve(?:au|lle)|renouvel[ée]e?|renouvellement|[àa]\s+venir|neue?[rs]?|Verl[äa]ngerung|Folgejahr|kommende[rs]?|rinnov(?:o|ata|ato)|nuov[oa]|prossim[oa]|renovaci[óo]n|renovad[oa]|nuev[oa]|pr[óo]xim[oa]|nieuwe?|verlenging|komende?|volgende?)(?![\p{L}])/iu;

/** A table of two terms: its header line, the rows under it, and which of each row's cells is which term. */
export type TermTable = { header: number; rows: { line: number; label: Cell; renewal: Cell; prior: Cell[] }[] };

const isHeaderCell = (text: string) => text.length <= 48 && !/\d{2}/.test(text.replace(/\b(?:19|20)\d{2}\b/g, ''));

/**
 * OCR glues two captions set close together into one cell ("Laufendes VersicherungsjahrFolgejahr", "Current term /
 * Terme actueRenewal term / Nouveau terme"): a cell naming both terms, a lower-case letter run straight into a capital
 * between the two names, is split there, each part given its share of the cell's width.
 */
export function splitGluedCaptions(cell: Cell): Cell[] {
  const term = (text: string) => (PRIOR_COLUMN.test(text) ? 1 : 0) + (RENEWAL_COLUMN.test(text) ? 2 : 0);
  const width = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  for (const m of cell.text.matchAll(/\p{Ll}\p{Lu}/gu)) {
    const at = (m.index ?? 0) + 1;
    const [left, right] = [cell.text.slice(0, at), cell.text.slice(at)];
    const [a, b] = [term(left), term(right)];
    // Each part names one term, not the same one.
    if (a === 0 || b === 0 || a === 3 || b === 3 || a === b) continue;
    const split = cell.x0 + at * width;
    return [
      { ...cell, text: left, x1: split },
      { ...cell, text: right, x0: split },
    ];
  }
  return [cell];
}

/** A column headed by its year or insurance year ("2026", "2025/26", "2026-2027"). */
const YEAR_CELL = /^\s*((?:19|20)\d{2})(?:\s*[/-]\s*(?:(?:19|20)?\d{2}))?\s*$/;

/** Columns headed by years, the caption column aside: the latest year's is the renewal's. */
function yearTerms(line: PageLine): { cells: Cell[]; renewal: number } | null {
  const years = line.cells.filter((c) => YEAR_CELL.test(c.text));
  if (years.length < 2 || years.length > 3 || line.cells.length - years.length > 1) return null;
  const year = (c: Cell) => Number(YEAR_CELL.exec(c.text)?.[1]);
  const latest = Math.max(...years.map(year));
  if (years.filter((c) => year(c) === latest).length !== 1) return null;
  return { cells: years, renewal: years.findIndex((c) => year(c) === latest) };
}

function headerTerms(line: PageLine): { cells: Cell[]; renewal: number } | null {
  const byYear = yearTerms(line);
  if (byYear) return byYear;
  const terms = line.cells.flatMap(splitGluedCaptions).filter((c) => isHeaderCell(c.text) && (RENEWAL_COLUMN.test(c.text) || PRIOR_COLUMN.test(c.text)));
  if (terms.length < 2 || terms.length > 3) return null;
  // The renewal's column names the new term and not the old one ("New premium", not "Premium before renewal").
  const renewals = terms.filter((c) => RENEWAL_COLUMN.test(c.text) && !PRIOR_COLUMN.test(c.text));
  const priors = terms.filter((c) => PRIOR_COLUMN.test(c.text) && !RENEWAL_COLUMN.test(c.text));
  if (renewals.length !== 1 || priors.length < 1) return null;
  return { cells: terms, renewal: terms.indexOf(renewals[0]) };
}

/** Which term column a row's cell stands in: by position when the page measures it, else counting from the right. */
function columnOf(page: Page, header: Cell[], row: Cell[], cell: Cell): number {
  if (page.measured) {
    const centre = (c: Cell) => (c.x0 + c.x1) / 2;
    let best = -1;
    let distance = Infinity;
    header.forEach((h, i) => {
      const d = Math.abs(centre(h) - centre(cell));
      const touches = cell.x1 >= h.x0 - 2 && cell.x0 <= h.x1 + 2;
      if ((touches || d < 12) && d < distance) [best, distance] = [i, d];
    });
    if (best >= 0) return best;
  }
  const fromRight = row.length - 1 - row.indexOf(cell);
  return fromRight < header.length ? header.length - 1 - fromRight : -1;
}

export function findTermTables(page: Page): TermTable[] {
  const out: TermTable[] = [];
  for (const line of page.lines) {
    const head = headerTerms(line);
    if (!head) continue;
    const table: TermTable = { header: line.index, rows: [] };
    let misses = 0;
    for (let i = line.index + 1; i < page.lines.length && i <= line.index + 14 && misses < 3; i++) {
      const row = page.lines[i];
      if (headerTerms(row)) break;
      if (row.cells.length < head.cells.length + 1 || row.cells.length > head.cells.length + 2) {
        misses++;
        continue;
      }
      const label = row.cells[0];
      const values = row.cells.slice(1);
      const columns = values.map((c) => columnOf(page, head.cells, row.cells, c));
      const renewal = values[columns.indexOf(head.renewal)];
      if (!renewal) {
        misses++;
        continue;
      }
      misses = 0;
      table.rows.push({ line: i, label, renewal, prior: values.filter((_, j) => columns[j] >= 0 && columns[j] !== head.renewal) });
    }
    if (table.rows.length) out.push(table);
  }
  return out;
}

/**
 * Candidates read in the renewal's column of a term table, in rows whose caption is one of `labels`; and a factor
 * for other candidates that drops those standing in the other term's column.
 */
export function termColumnCandidates<T>(tables: TermTable[], labels: Label[], read: ValueReader<T>): Candidate<T>[] {
  const out: Candidate<T>[] = [];
  for (const table of tables) {
    for (const row of table.rows) {
      const label = labels.filter((l) => startsWith(l.re, row.label.text)).sort((a, b) => b.weight - a.weight)[0];
      if (!label) continue;
      const found = read(row.renewal.text);
      if (found && found.index <= 3) out.push({ value: found.value, score: label.weight * 1.1, relation: 'right', label: row.label.text, line: row.line, cell: row.renewal });
    }
  }
  return out;
}

function startsWith(re: RegExp, text: string): boolean {
  const m = new RegExp(re.source, re.flags.replace('g', '')).exec(text);
  return m !== null && m.index <= 2;
}

/** Drops candidates read in the term in force's column of a term table. */
export function outsidePriorColumns<T>(tables: TermTable[], candidates: Candidate<T>[]): Candidate<T>[] {
  if (!tables.length) return candidates;
  const prior = new Set(tables.flatMap((t) => t.rows.flatMap((r) => r.prior)));
  const priorLines = new Map(tables.flatMap((t) => t.rows.map((r) => [r.line, r] as const)));
  return candidates.map((c) => {
    if (c.cell && prior.has(c.cell)) return { ...c, score: c.score * 0.3 };
    // A candidate read from the row's caption cell or the whole line (no cell) on a table row: the row's first value, the prior term's.
    if (c.line !== undefined && priorLines.has(c.line) && (!c.cell || c.cell === priorLines.get(c.line)?.label)) return { ...c, score: c.score * 0.5 };
    return c;
  });
}
