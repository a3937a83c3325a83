import { describe, expect, it } from 'vitest';
import { choose } from './candidates';
import { buildPage } from './page';
import { vinCandidates } from './vin-reading';

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
