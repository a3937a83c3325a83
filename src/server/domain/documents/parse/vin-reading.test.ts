import { describe, expect, it } from 'vitest';
import { choose } from './candidates';
import { buildPage } from './page';
import { repairTwoConfusions, tidyThinMarks, vinCandidates } from './vin-reading';

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

  it.each([
    ['E code of an EU certificate', 'E  VIN/Chassis/Frame number   WVWZZZCDZMW123456', 'WVWZZZCDZMW123456'],
    ['a German FIN with a Z at position 9', 'Fahrzeug-Identifizierungsnummer (E)   WAUZZZ8VZKA106524', 'WAUZZZ8VZKA106524'],
    ['a Renault VIN whose position 9 is S', 'VIN: VF1RJA00SB1234567', 'VF1RJA00SB1234567'],
    ['a BMW VIN whose position 9 is B', 'N° de série  WBA5P710B0F234567', 'WBA5P710B0F234567'],
    ['a Ford of Europe XXX filler', 'Telaio  WF0XXXGCDXKA12345', 'WF0XXXGCDXKA12345'],
    ['a Skoda in prose', 'The vehicle TMBJJ7NEZKB482913 is insured under this policy.', 'TMBJJ7NEZKB482913'],
  ])('reads a European VIN on a text document exactly: %s', (_name, text, vin) => expect(read(text)).toBe(vin));

  it.each([
    ['a lower-case speck in its serial', 'Chassis / VIN   KNDPMCAC1PP13384g8', 'KNDPMCAC1PP133848'],
    ['an I doubling a 1', 'VIN   WAI1BNAFYOMN480752', 'WA1BNAFY0MN480752'],
  ])('drops the character OCR plainly added to a VIN from outside North America: %s', (_name, text, vin) => expect(read(text)).toBe(vin));

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

  it('reads a thin character OCR read as marks in scans and photos: two marks for one J, a mark beside its J, a foreign maker', () => {
    expect(tidyThinMarks('W1K206045)]K534764')).toBe('W1K206045)K534764');
    expect(tidyThinMarks('WVWZZZCD2)JM142860')).toBe('WVWZZZCD2JM142860');
    expect(read('Chassis no\tW1K206045)]K534764')).toBe('W1K206045JK534764');
    expect(read('Chassis / VIN\tWVWZZZCD2)JM142860\nMake VOLKSWAGEN')).toBe('WVWZZZCD2JM142860');
  });

  it('reads a VIN whose cell edge OCR read as a leading character, with one look-alike inside', () => {
    expect(read('VIN\tS5TFLASDB6LK345710\nVehicle\t2020 Toyota Tundra')).toBe('5TFLA5DB6LK345710');
  });

  it('reads a J OCR read as a brace in a photographed VIN, foreign or North American', () => {
    expect(read('VIN/Chassis number\tMMCGUKR49K}142768\nEngine number\t1GD608693')).toBe('MMCGUKR49KJ142768');
    expect(read('Nissan Altima    VIN 1N4BL4BV2}X939911')).toBe('1N4BL4BV2JX939911');
  });

  it('reads a North American maker code whose first digit OCR took for a letter, its mark by the model year the page prints', () => {
    expect(read('VIN: SFNRL6H77]X386862\nMake: HONDA  Year: 2018')).toBe('5FNRL6H77JX386862');
  });

  it("repairs a photographed US Toyota VIN whose 5 was read as S (Toyota's US maker code 5YF)", () => {
    expect(read('Year/Make/Model\t2019 Toyota Corolla\nVIN\tSYFB4MDE1KR735366')).toBe('5YFB4MDE1KR735366');
  });
});

