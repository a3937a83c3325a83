import { describe, it, expect } from 'vitest';
import {
  computeCheckDigit,
  decodeVin,
  findVins,
  hasValidCheckDigit,
  isNorthAmericanVin,
  isValidVin,
  normalizeVin,
  repairVin,
} from './vin';

/** An independent check-digit computation, so the cases do not depend on the code under test. */
function withCheckDigit(sixteen: string): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const values = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const full = sixteen.slice(0, 8) + '0' + sixteen.slice(8);
  const sum = [...full].reduce((acc, c, i) => {
    const v = /\d/.test(c) ? Number(c) : values[letters.indexOf(c)];
    return acc + v * weights[i];
  }, 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return sixteen.slice(0, 8) + check + sixteen.slice(8);
}

const NOW = new Date(2025, 5, 1);

const REAL_LOOKING: { body: string; make: string; country: string; year: number }[] = [
  { body: '1HGCM8263A004352', make: 'Honda', country: 'United States', year: 2003 },
  { body: '2HGFC2F5LH512345', make: 'Honda', country: 'Canada', year: 2020 },
  { body: 'JHMCM5657C404453', make: 'Honda', country: 'Japan', year: 2007 },
  { body: '1FTFW1E5JFA12345', make: 'Ford', country: 'United States', year: 2018 },
  { body: '3FA6P0H7HR123456', make: 'Ford', country: 'Mexico', year: 2017 },
  { body: '1G1ZD5STLF045678', make: 'Chevrolet', country: 'United States', year: 2020 },
  { body: '5YJ3E1EAKF317001', make: 'Tesla', country: 'United States', year: 2019 },
  { body: '7SAYGDEENF123456', make: 'Tesla', country: 'United States', year: 2022 },
  { body: '4T1B11HKKU123456', make: 'Toyota', country: 'United States', year: 2019 },
  { body: 'JTMBFREVJJ123456', make: 'Toyota', country: 'Japan', year: 2018 },
  { body: 'WBA8E9G5GNT12345', make: 'BMW', country: 'Germany', year: 2016 },
  { body: 'WDDZF4JBHA123456', make: 'Mercedes-Benz', country: 'Germany', year: 2017 },
  { body: '3VWC57BUKM123456', make: 'Volkswagen', country: 'Mexico', year: 2019 },
  { body: 'KM8J3CA4GU123456', make: 'Hyundai', country: 'South Korea', year: 2016 },
  { body: '5XYPGDA5LG123456', make: 'Kia', country: 'United States', year: 2020 },
  { body: 'JN1BJ1CRHW123456', make: 'Nissan', country: 'Japan', year: 2017 },
  { body: 'JF1VA1C6J9812345', make: 'Subaru', country: 'Japan', year: 2018 },
  { body: 'JM1BPBCMK1123456', make: 'Mazda', country: 'Japan', year: 2019 },
  { body: '1C4RJFBGEC123456', make: 'Jeep', country: 'United States', year: 2014 },
  { body: 'WAUENAF4KN123456', make: 'Audi', country: 'Germany', year: 2019 },
  { body: 'YV4A22PKJ1123456', make: 'Volvo', country: 'Sweden', year: 2018 },
  { body: 'SALGS2SVJA123456', make: 'Land Rover', country: 'United Kingdom', year: 2018 },
];

describe('normalizeVin', () => {
  it.each([
    [' 1hgcm82633a004352 ', '1HGCM82633A004352'],
    ['1HG-CM826-33A004352', '1HGCM82633A004352'],
    ['1HG CM826 33A 004352', '1HGCM82633A004352'],
  ])('%s -> %s', (raw, out) => expect(normalizeVin(raw)).toBe(out));
});

describe('check digit', () => {
  it.each([
    ['WVWZZZCDZMW123456', true],
    ['VF3UPHNS3GR719805', true],
    ['WVWZZZCDZMW12345', false],
    ['WVWZZZCDZMWI23456', false],
    ['1HGCM82643A004352', false],
  ])('by its region: %s valid=%s (the check digit binds North American VINs only)', (vin, valid) => {
    expect(isValidVin(vin)).toBe(valid);
    expect(isNorthAmericanVin(vin)).toBe(vin.startsWith('1'));
  });

  it.each([
    ['1HGCM82633A004352', true],
    ['1M8GDM9AXKP042788', true],
    ['11111111111111111', true],
    ['1HGCM82643A004352', false],
    ['1HGCM82633A00435', false],
    ['1HGCM82633A0043521', false],
    ['1HGCM8263IA004352', false],
    ['1HGCM82633O004352', false],
  ])('%s valid=%s', (vin, valid) => {
    expect(isValidVin(vin)).toBe(valid);
    expect(hasValidCheckDigit(vin)).toBe(valid);
  });

  it.each(REAL_LOOKING.map((c) => withCheckDigit(c.body)))('computes the check digit of %s', (vin) => {
    expect(computeCheckDigit(vin)).toBe(vin[8]);
    expect(isValidVin(vin)).toBe(true);
  });

  it('returns null when a character is not allowed', () => {
    expect(computeCheckDigit('1HGCM8263OA004352')).toBeNull();
  });
});

describe('decodeVin', () => {
  it.each(REAL_LOOKING)('$body -> $make $year', ({ body, make, country, year }) => {
    expect(decodeVin(withCheckDigit(body), NOW)).toEqual({ make, country, modelYear: year });
  });

  it.each([
    // non-North-American: latest year not past next year's models
    [withCheckDigit('WBA3A5C5CF256985'), NOW, 2012],
    [withCheckDigit('WBA3A5C5YF256985'), NOW, 2000],
    [withCheckDigit('WBA3A5C5TF256985'), new Date(2025, 0, 1), 2026],
    [withCheckDigit('WBA3A5C5VF256985'), new Date(2025, 0, 1), 1997],
    // North American: position 7 digit means the 1980-2009 cycle
    [withCheckDigit('1G1JC524T1234567'), NOW, 1996],
  ])('%s model year in %s is %i', (vin, today, year) => {
    expect(decodeVin(vin, today).modelYear).toBe(year);
  });

  it('knows the country of an unlisted WMI from its prefix', () => {
    expect(decodeVin(withCheckDigit('VF8AAAAAAA123456'), NOW)).toMatchObject({ make: null, country: 'France' });
  });

  it('returns nulls for a malformed VIN', () => {
    expect(decodeVin('NOTAVIN')).toEqual({ make: null, country: null, modelYear: null });
  });
});

describe('repairVin', () => {
  const good = '1HGCM82633A004352';
  it.each([
    ['already valid', good, good],
    ['I and O read for 1 and 0', '1HGCM82633AOO4352', good],
    ['letter at the check position that is no look-alike of the check digit', '1HGCM826S3A004352', null],
    ['S read for 8 at the check position', '3VWC57BUSEG290303', '3VWC57BU8EG290303'],
    ['lower case with spaces', '1hgcm 82633 a004352', good],
    ['one look-alike (B for 8)', '1HGCMB2633A004352', good],
    ['one extra character', '1HGCM8263X3A004352', good],
    ['one extra character, two deletions validate (tie)', '1HGCM826333A004352', null],
    ['too short', '1HGCM82633A00435', null],
    ['two unrelated errors', '1HGCX82633A0X4352', null],
  ])('%s', (_name, input, out) => expect(repairVin(input)).toBe(out));

  it('forces a digit at the check position of a North American VIN', () => {
    const vin = withCheckDigit('5FNYF6H5XLB04453');
    expect(vin[8]).toMatch(/\d/);
    const letter = { '5': 'S', '8': 'B', '2': 'Z', '0': 'D', '7': 'T', '6': 'G', '1': 'L', '4': 'A' }[vin[8]]!;
    expect(repairVin(vin.slice(0, 8) + letter + vin.slice(9))).toBe(vin);
  });

  it.each([
    ['a Volkswagen with its ZZZ filler and a Z at position 9', 'WVWZZZCDZMW123456'],
    ['a Skoda whose position 9 is a letter', 'TMBJJ7NEZKB482913'],
    ['an Audi whose position 9 is no check digit', 'WAUZZZ8V5KA106524'],
    ['a Renault with an S at position 9', 'VF1RJA00SB1234567'],
    ['a BMW with a B in its serial part', 'WBA5P710B0F234567'],
    ['a Japanese VIN that fails the check digit', 'JMZKFBCM5J0123456'],
  ])('never "repairs" a VIN from outside North America: %s', (_name, vin) => {
    expect(hasValidCheckDigit(vin)).toBe(false);
    expect(repairVin(vin)).toBe(vin);
    expect(isValidVin(vin)).toBe(true);
    expect(findVins(`VIN ${vin}`)).toEqual([vin]);
  });

  it('still maps I and O, which no VIN anywhere holds, in a European VIN', () => {
    expect(repairVin('WVWZZZCDZMWI23456')).toBe('WVWZZZCDZMW123456');
  });

  it('prefers, of two repairs that validate, the one naming a known maker', () => {
    expect(repairVin('SNPD84LF1FM126095')).toBe('5NPD84LF1FM126095');
  });

  it('rejects ties: two different single repairs that both validate', () => {
    // A crafted tie: changing a 2 to Z at weight 2 and 1 to L elsewhere give the same sum shift.
    const crafted = craftTie();
    expect(crafted).not.toBeNull();
    expect(repairVin(crafted!)).toBeNull();
  });
});

/**
 * Builds a 17-character string that is one look-alike away from two different valid VINs, by trying broken
 * variants of generated VINs until two distinct repairs validate.
 */
function craftTie(): string | null {
  const swaps: Record<string, string> = { S: '5', '5': 'S', B: '8', '8': 'B', Z: '2', '2': 'Z', L: '1', '1': 'L' };
  for (let n = 100000; n < 100400; n++) {
    const vin = withCheckDigit(`1G1ZD5ST${'LF'}${n}`);
    for (let i = 0; i < 17; i++) {
      // Past the maker code: a repair that names a known maker wins over one that does not, so no tie there.
      if (i < 3 || i === 8 || !swaps[vin[i]]) continue;
      const broken = vin.slice(0, i) + swaps[vin[i]] + vin.slice(i + 1);
      let validRepairs = 0;
      const seen = new Set<string>();
      for (let j = 3; j < 17; j++) {
        const alt = swaps[broken[j]];
        if (!alt) continue;
        const candidate = broken.slice(0, j) + alt + broken.slice(j + 1);
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        if (hasValidCheckDigit(candidate) && !/[UZ0]/.test(candidate[9])) validRepairs++;
      }
      if (validRepairs >= 2 && !hasValidCheckDigit(broken)) return broken;
    }
  }
  return null;
}

describe('findVins', () => {
  const a = '1HGCM82633A004352';
  const b = withCheckDigit('5YJ3E1EAKF317001');
  it.each([
    ['label and value', `VIN: ${a}`, [a]],
    ['inside a sentence', `The vehicle (VIN ${a}) was serviced.`, [a]],
    ['spaces inside', `VIN 1HG CM826 33A004352 Plate 7ABC123`, [a]],
    ['dashes inside', `V.I.N. 1HGCM-82633-A004352`, [a]],
    ['OCR confusion', `VIN: 1HGCM82633AOO4352`, [a]],
    ['glued to its label', `VIN${a}`, [a]],
    ['two VINs in order, once each', `${b} and ${a} and again ${b}`, [b, a]],
    ['nothing valid', 'Policy ABCDEFGHJKLMNPRST1 phone 555-123-4567 1HGCM82643A004352', []],
    ['no VIN', 'Oil change 5W-30, 45,231 mi', []],
  ])('%s', (_name, text, vins) => expect(findVins(text)).toEqual(vins));
});
