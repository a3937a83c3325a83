import { describe, expect, it } from 'vitest';
import { findDates, parseDate } from './dates';

describe('parseDate', () => {
  it.each([
    ['03/05/2025', '2025-03-05'],
    ['3/5/2025', '2025-03-05'],
    ['15.03.2025', '2025-03-15'],
    ['05.03.2025', '2025-03-05'],
    ['2025-03-05', '2025-03-05'],
    ['March 5, 2025', '2025-03-05'],
    ['5 Mar 2025', '2025-03-05'],
    ['03/05/25', '2025-03-05'],
    ['Mar-05-2025', '2025-03-05'],
    ['Jun-14-26', '2026-06-14'],
    ['Due JUN-14-26 or 47,310 mi', '2026-06-14'],
    ['MAR 05 2025', '2025-03-05'],
    ['December 31, 2025', '2025-12-31'],
    ['Expires on: 01/01/2026 at midnight', '2026-01-01'],
  ])('%s -> %s', (text, date) => expect(parseDate(text)).toBe(date));

  it.each([
    ['phone', 'Call (555) 123-4567'],
    ['phone with dashes', '555-123-4567'],
    ['toll free', '1-800-555-1234'],
    ['dotted phone', 'Tel 800.555.1234'],
    ['amounts', '$12.50 total 1,234.56'],
    ['plate', 'Plate 7ABC123'],
    ['month and year only', 'Exp 12/2026'],
    ['viscosity', 'LOF 5W-30 synthetic'],
    ['mileage', 'ODO 45231'],
  ])('no date in %s', (_name, text) => expect(parseDate(text)).toBeNull());
});

describe('findDates', () => {
  it('reads ranges with their end', () => {
    expect(findDates('Policy period: 01/01/2025 to 07/01/2025')).toMatchObject([{ date: '2025-01-01', end: '2025-07-01' }]);
  });
  it('finds every date in order with positions', () => {
    const text = 'Issued 15.03.2025, expires March 14, 2026';
    const found = findDates(text);
    expect(found.map((d) => d.date)).toEqual(['2025-03-15', '2026-03-14']);
    expect(text.slice(found[1].index, found[1].index + found[1].length)).toBe('March 14, 2026');
  });
});

describe('spans and short years', () => {
  it('reads no date in a span counted from today ("in 90 days", "in 3 months", "tomorrow")', () => {
    for (const text of ['Next oil change in 90 days', 'Return in 3 months', 'tomorrow', 'next Friday']) expect(findDates(text)).toEqual([]);
  });

  it("reads a sticker's apostrophe year", () => {
    expect(findDates("Next: Mar 15 '27 or 48,500").map((d) => d.date)).toEqual(['2027-03-15']);
    expect(findDates("15 Mar '27").map((d) => d.date)).toEqual(['2027-03-15']);
  });
});

describe('dates OCR read with letters for digits', () => {
  it.each([
    ['Next service O6/l4/2O26', '2026-06-14'],
    ['Date: 03/1S/2025', '2025-03-15'],
    ['Expires Mar 14, 2O26', '2026-03-14'],
    ['14 March 2OZ6', '2026-03-14'],
  ])('%s', (text, date) => expect(findDates(text)[0]?.date).toBe(date));

  it('leaves codes that are not dates alone', () => {
    expect(findDates('Part SB/OD/ZZ12')).toEqual([]);
  });
});
