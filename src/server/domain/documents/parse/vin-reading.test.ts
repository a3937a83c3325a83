import { describe, expect, it } from 'vitest';
import { choose } from './candidates';
import { buildPage } from './page';
import { repairTwoConfusions, vinCandidates } from './vin-reading';

const read = (text: string) => choose(vinCandidates(buildPage(text))).value;

describe('VIN reading', () => {
  it.each([
    ['a labelled VIN', 'VIN: 1HGCM82633A004352', '1HGCM82633A004352'],
    ['a VIN in groups', 'VIN 1HG CM826 33A004352', '1HGCM82633A004352'],
    ['an OCR extra character (18 read)', 'VIN: 1LHGCM82633A004352', '1HGCM82633A004352'],
    ['a European VIN without check digit', 'Chassis no.  WVWZZZCDZNG344133', 'WVWZZZCDZNG344133'],
    ['a VW filler read as 2', 'VIN  WVWZ2ZCD1FW679030', 'WVWZZZCD1FW679030'],
    ['a letter in a European serial', 'VIN  VF3UPHNS2HT6S1603', 'VF3UPHNS2HT651603'],
  ])('reads %s', (_name, text, vin) => expect(read(text)).toBe(vin));

  it('takes no unknown maker code outside North America without the check digit', () => {
    // "SNPD..." is no maker's code: read as the Hyundai VIN its S-for-5 repair gives, which passes the check digit.
    expect(read('VIN: SNPD84LF1FM126095')).toBe('5NPD84LF1FM126095');
    expect(read('VIN: SXPD84LF1FM126095')).toBeNull();
  });
});

describe('two OCR confusions in a VIN', () => {
  it('undoes them when exactly one repair passes the check digit with a known maker', () => {
    // 1HGCM82633A004352 read with 8 as B and 2 as Z.
    expect(repairTwoConfusions('1HGCMBZ633A004352')).toBe('1HGCM82633A004352');
    expect(read('Honda Accord   VIN: 1HGCMBZ633A004352')).toBe('1HGCM82633A004352');
  });

  it('keeps the fewest confusions that explain the reading', () => {
    expect(repairTwoConfusions('1HGCM8Z633A004352')).toBe('1HGCM82633A004352');
  });

  it('fills thin characters OCR read as marks', () => {
    expect(read('Nissan Altima    VIN 1N4BL4BV2)X93991)')).toBe('1N4BL4BV2JX939911');
  });

  it('fills thin marks in a VIN standing in prose, away from its label', () => {
    expect(read('Your 2021 Honda CR-V, vehicle\nidentification number 5]6RW2H86MP645609. This registration')).toBe('5J6RW2H86MP645609');
  });

  it('gives no reading outside North America, where the check digit proves nothing', () => {
    expect(repairTwoConfusions('WVWZZZCDBNG3441S3')).toBeNull();
  });
});
