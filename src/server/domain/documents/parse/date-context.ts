import type { Candidate } from './candidates';
import { findDates, type DateOptions } from './dates';
import { overlap, type Page } from './page';

/**
 * A date anywhere on the page with the words around it: before and after it in its cell (running on from the line
 * above or into the line below, as prose does), and the caption over or under it in a box or a table.
 */
export type DateInContext = { date: string; end: string | null; before: string; after: string; caption: string; line: number };

export function listDates(page: Page, opts: DateOptions): DateInContext[] {
  const out: DateInContext[] = [];
  for (const line of page.lines) {
    const previous = page.lines[line.index - 1];
    const next = page.lines[line.index + 1];
    for (const cell of line.cells) {
      for (const d of findDates(cell.text, opts)) {
        const first = cell.index === 0 && previous ? (previous.cells[previous.cells.length - 1]?.text ?? '') : '';
        const last = cell.index === line.cells.length - 1 && next ? (next.cells[0]?.text ?? '') : '';
        const caption = [previous, next]
          .map((l) => l?.cells.find((c) => overlap(c, cell) > 0)?.text ?? '')
          .filter((t) => findDates(t, opts).length === 0)
          .join(' | ');
        out.push({
          date: d.date,
          end: d.end,
          before: `${first} ${line.cells[cell.index - 1]?.text ?? ''} ${cell.text.slice(0, d.index)}`.slice(-80),
          after: `${cell.text.slice(d.index + d.length)} ${last}`.slice(0, 60),
          caption,
          line: line.index,
        });
      }
    }
  }
  return out;
}

/**
 * Unlabelled candidates for a date field: every date scored by the words around it. `wanted` words raise it,
 * `unwanted` ones (another date's role) drop it; `base` is the score of a date with neither.
 */
export function contextCandidates(
  dates: DateInContext[],
  wanted: RegExp,
  unwanted: RegExp,
  base: number,
  pick: (d: DateInContext) => string | null = (d) => d.date,
): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const d of dates) {
    const value = pick(d);
    if (!value) continue;
    // Another role is named right by the date; the wanted one may be said a little further away.
    const close = `${d.before.slice(-28)} | ${d.after.slice(0, 15)} | ${d.caption}`;
    const near = `${d.before.slice(-45)} | ${d.after.slice(0, 40)} | ${d.caption}`;
    const score = unwanted.test(close) ? base * 0.15 : wanted.test(near) ? Math.max(base, 0.55) : base;
    out.push({ value, score, relation: 'unlabelled', line: d.line });
  }
  return out;
}
