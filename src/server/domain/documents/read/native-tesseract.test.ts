import { describe, expect, it } from 'vitest';
import { parseTesseractTsv } from './native-tesseract';

const HEADER = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const row = (level: number, block: number, line: number, word: number, left: number, text: string, conf = 91.5) =>
  [level, 1, block, 1, line, word, left, 100 * line, 50, 30, conf, text].join('\t');

describe('parseTesseractTsv', () => {
  it.each([
    {
      name: 'groups words by block, paragraph and line',
      tsv: [HEADER, row(1, 0, 0, 0, 0, '', -1), row(4, 1, 1, 0, 10, '', -1), row(5, 1, 1, 1, 10, 'Plate'), row(5, 1, 1, 2, 70, 'Number'), row(5, 2, 1, 1, 900, '7ABC123')].join('\n'),
      expected: [['Plate', 'Number'], ['7ABC123']],
    },
    {
      name: 'skips empty words and non-word rows, with or without a header',
      tsv: [row(5, 1, 1, 1, 10, '  '), row(3, 1, 1, 0, 10, ''), row(5, 1, 2, 1, 10, 'Total')].join('\n'),
      expected: [['Total']],
    },
    { name: 'returns nothing for empty output', tsv: '', expected: [] },
  ])('$name', ({ tsv, expected }) => {
    expect(parseTesseractTsv(tsv).map((line) => line.map((word) => word.text))).toEqual(expected);
  });

  it('converts left/top/width/height into a box and keeps the confidence', () => {
    expect(parseTesseractTsv(row(5, 1, 2, 1, 40, 'VIN', 88))[0][0]).toEqual({ text: 'VIN', x0: 40, y0: 200, x1: 90, y1: 230, confidence: 88 });
  });
});
