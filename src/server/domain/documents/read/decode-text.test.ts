import { describe, expect, it } from 'vitest';
import { decodeText, isPlainTextBytes, isValidUtf8 } from './decode-text';

describe('decodeText', () => {
  it.each([
    { name: 'UTF-8', bytes: Buffer.from('Odometer: 45 000 km — ok', 'utf8'), expected: 'Odometer: 45 000 km — ok' },
    { name: 'UTF-8 with a BOM', bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('VIN 123')]), expected: 'VIN 123' },
    { name: 'Latin-1', bytes: Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xa3, 0x35]), expected: 'Café £5' },
    { name: 'CRLF line ends', bytes: Buffer.from('a\r\nb\rc'), expected: 'a\nb\nc' },
  ])('reads $name', ({ bytes, expected }) => {
    expect(decodeText(bytes)).toBe(expected);
  });
});

describe('isPlainTextBytes', () => {
  it.each([
    { name: 'text with tabs and newlines', bytes: Buffer.from('Item\tPrice\nOil\t29.99\n'), expected: true },
    { name: 'a NUL byte', bytes: Buffer.from('abc\0def'), expected: false },
    { name: 'binary noise', bytes: Buffer.from(Array.from({ length: 200 }, (_, i) => (i * 7) % 32 || 1)), expected: false },
    { name: 'Latin-1 text', bytes: Buffer.from([0x43, 0x61, 0x66, 0xe9]), expected: true },
  ])('$name → $expected', ({ bytes, expected }) => {
    expect(isPlainTextBytes(bytes)).toBe(expected);
  });
});

describe('isValidUtf8', () => {
  const cut = Buffer.from('prix €', 'utf8').subarray(0, -1);
  it.each([
    { bytes: Buffer.from('plain'), partial: false, expected: true },
    { bytes: Buffer.from([0xe9]), partial: false, expected: false },
    { bytes: cut, partial: true, expected: true },
    { bytes: cut, partial: false, expected: false },
  ])('$bytes partial=$partial → $expected', ({ bytes, partial, expected }) => {
    expect(isValidUtf8(bytes, partial)).toBe(expected);
  });
});
