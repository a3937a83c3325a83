import { describe, expect, it } from 'vitest';
import { buildPage } from './page';

const word = (text: string, x0: number, y0: number, charWidth = 10) => ({
  text,
  x0,
  y0,
  x1: x0 + text.length * charWidth,
  y1: y0 + 20,
  confidence: 95,
});

describe('buildPage', () => {
  it('splits plain text into cells at runs of spaces and keeps their columns', () => {
    const page = buildPage('License Plate Number     7ABC123\n\n                         ANOTHER');
    expect(page.lines.map((l) => l.cells.map((c) => [c.text, c.x0]))).toEqual([
      [['License Plate Number', 0], ['7ABC123', 25]],
      [['ANOTHER', 25]],
    ]);
    // The blank line still counts, so the second line sits two lines below the first.
    expect(page.lines[1].y - page.lines[0].y).toBe(2);
    expect(page.measured).toBe(true);
  });

  it('puts the cells of tab-separated lines (Word tables) in columns by their order', () => {
    const page = buildPage('PLATE NO\tYEAR\tMAKE\n7ABC123\t2019\tHonda');
    const [header, values] = page.lines;
    expect(header.cells.map((c) => c.x0)).toEqual(values.cells.map((c) => c.x0));
    expect(page.measured).toBe(false);
  });

  it('splits a date OCR glued to its caption ("date17.01.2025")', () => {
    const page = buildPage('', [{ text: 'Invoice date17.01.2025', words: [word('Invoice', 100, 100), word('date17.01.2025', 180, 100)] }]);
    expect(page.lines[0].text).toBe('Invoice date 17.01.2025');
  });

  it('blanks the rules of a table drawn in plain text', () => {
    const page = buildPage('+------+-------+\n| Date | 03/14/2026 |\n+------+-------+');
    expect(page.lines.map((l) => l.cells.map((c) => c.text))).toEqual([['Date', '03/14/2026']]);
  });

  it('rebuilds lines from OCR word boxes and breaks cells at wide gaps, dropping box edges', () => {
    const page = buildPage('', [
      { text: 'Expiration Date', words: [word('Expiration', 100, 100), word('Date', 210, 100)] },
      { text: '03/14/2026', words: [word('|', 560, 101), word('03/14/2026', 600, 102)] },
    ]);
    expect(page.lines).toHaveLength(1);
    expect(page.lines[0].cells.map((c) => c.text)).toEqual(['Expiration Date', '03/14/2026']);
    expect(page.text).toBe('Expiration Date    03/14/2026');
  });
});
