import { describe, expect, it } from 'vitest';
import { findAmounts, parseAmount } from './amounts';

describe('parseAmount', () => {
  it.each([
    ['$1,234.56', 1234.56],
    ['Total: $45.00', 45],
    ['USD 45.00', 45],
    ['45.00 USD', 45],
    ['1.234,56 €', 1234.56],
    ['45,90 EUR', 45.9],
    ['49.99', 49.99],
    ['$ 120', 120],
    ['-$25.00', 25],
    // OCR spaced a decimal comma from its figure at the end of a photographed receipt's line.
    ['I alt DKK\t1.368 ,00', 1368],
    ['TOTAL 85 ,00 €', 85],
  ])('%s -> %d', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each([
    ['phone', '(555) 123-4567'],
    ['date', '03/05/2025'],
    ['dotted date', '15.03.2025'],
    ['mileage', '45,231 mi'],
    ['year', '2025'],
    ['viscosity', '5W-30'],
    ['part number', 'P12.50X'],
  ])('no amount in %s', (_name, text) => expect(parseAmount(text)).toBeNull());

  it('lists every amount of a line', () => {
    expect(findAmounts('Subtotal $40.00  Tax $3.20  Total $43.20').map((a) => a.value)).toEqual([40, 3.2, 43.2]);
  });

  it('reads an amount after a dot leader', () => {
    expect(findAmounts('WIPER BLADES .......... 24.00').map((a) => [a.value, a.index])).toEqual([[24, 24]]);
  });
});

describe('space thousands', () => {
  it('reads French amounts written with a space or a narrow no-break space between thousands', () => {
    expect(findAmounts('Total TTC 1 476,81 €')[0]?.value).toBe(1476.81);
    expect(findAmounts('Net à payer : 2\u202f310,00 EUR')[0]?.value).toBe(2310);
    expect(findAmounts('Kilométrage 12 345 km')).toEqual([]);
  });
});
