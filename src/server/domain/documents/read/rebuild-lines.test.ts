import { describe, expect, it } from 'vitest';
import { estimateSlope, rebuildLines, type OcrWord } from './rebuild-lines';

/** A word 30 px tall whose box starts at (x, top); width from its length. */
function word(text: string, x: number, top: number, charWidth = 18): OcrWord {
  return { text, x0: x, y0: top, x1: x + text.length * charWidth, y1: top + 30, confidence: 90 };
}

/** Words laid out left to right from x with normal spacing. */
function run(text: string, x: number, top: number, slope = 0): OcrWord[] {
  const words: OcrWord[] = [];
  let cursor = x;
  for (const part of text.split(' ')) {
    words.push(word(part, cursor, top + slope * (cursor - x)));
    cursor += part.length * 18 + 10;
  }
  return words;
}

describe('rebuildLines', () => {
  const cases: { name: string; segments: OcrWord[][]; expected: string[] }[] = [
    {
      name: 'joins a label and a far value split into separate blocks',
      segments: [run('Expiration Date', 80, 300), run('Plate Number', 80, 390), run('03/15/2026', 1500, 302), run('7ABC123', 1550, 388)],
      expected: ['Expiration Date\t03/15/2026', 'Plate Number\t7ABC123'],
    },
    {
      name: 'keeps lines that are a full line apart separate',
      segments: [run('Oil change', 80, 100), run('29.99', 900, 140)],
      expected: ['Oil change', '29.99'],
    },
    {
      name: 'follows a skewed page using the slope of long lines',
      segments: [
        run('Vehicle Identification Number here', 80, 200, 0.02),
        run('1HGCM82633A004352', 1500, 200 + 0.02 * 1420),
        run('Owner Name of the vehicle', 80, 290, 0.02),
        run('Jane Driver', 1500, 290 + 0.02 * 1420),
      ],
      expected: ['Vehicle Identification Number here\t1HGCM82633A004352', 'Owner Name of the vehicle\tJane Driver'],
    },
    {
      name: 'orders lines top to bottom and words left to right',
      segments: [run('second line', 80, 200), run('first', 80, 100), run('line', 200, 101)],
      expected: ['first line', 'second line'],
    },
    {
      name: 'drops blank words and empty segments',
      segments: [[word(' ', 10, 10)], [], run('Total $45.10', 80, 500)],
      expected: ['Total $45.10'],
    },
    {
      name: 'does not merge a segment that overlaps a line horizontally',
      segments: [run('Superscript', 80, 100), run('Overlap', 100, 110)],
      expected: ['Superscript', 'Overlap'],
    },
  ];

  it.each(cases)('$name', ({ segments, expected }) => {
    expect(rebuildLines(segments).map((line) => line.text)).toEqual(expected);
  });

  it('glues text runs that touch when glueGap is set (PDF text split mid-word)', () => {
    const pieces = [word('Odo', 100, 50), word('meter', 100 + 54 + 1, 50), word('45,000', 400, 50)];
    expect(rebuildLines(pieces.map((piece) => [piece]), { glueGap: 0.1 })[0].text).toBe('Odometer\t45,000');
    expect(rebuildLines(pieces.map((piece) => [piece]))[0].text).toBe('Odo meter\t45,000');
  });

  it('returns the words of each line sorted by x', () => {
    const [line] = rebuildLines([run('B', 500, 10), run('A', 10, 12)]);
    expect(line.words.map((w) => w.text)).toEqual(['A', 'B']);
  });
});

describe('estimateSlope', () => {
  it.each([
    { slope: 0, expected: 0 },
    { slope: 0.02, expected: 0.02 },
    { slope: -0.03, expected: -0.03 },
  ])('recovers a page slope of $slope', ({ slope, expected }) => {
    const segments = [run('one two three four five', 0, 100, slope), run('six seven eight nine ten', 0, 200, slope)];
    expect(estimateSlope(segments)).toBeCloseTo(expected, 3);
  });

  it('ignores short segments', () => {
    expect(estimateSlope([[word('a', 0, 0), word('b', 30, 20)]])).toBe(0);
  });
});
