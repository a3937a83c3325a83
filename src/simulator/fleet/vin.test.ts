import { describe, expect, it } from 'vitest';
import { buildVin, computeVinCheckDigit, getModelYearCode, isValidVin } from './vin';

describe('computeVinCheckDigit', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['1HGCM82633A004352', '3'],
    ['11111111111111111', '1'],
  ])('%s has check digit %s', (vin, digit) => {
    expect(computeVinCheckDigit(vin)).toBe(digit);
  });
});

describe('isValidVin', () => {
  it.each([
    ['1M8GDM9AXKP042788', true],
    ['1HGCM82633A004352', true],
    ['1HGCM82643A004352', false],
    ['1HGCM82633A00435', false],
    ['1HGCM82633A0043I2', false],
  ])('%s -> %s', (vin, valid) => {
    expect(isValidVin(vin)).toBe(valid);
  });
});

describe('getModelYearCode', () => {
  it.each([
    [2001, '1'],
    [2009, '9'],
    [2010, 'A'],
    [2017, 'H'],
    [2018, 'J'],
    [2020, 'L'],
    [2021, 'M'],
    [2022, 'N'],
    [2023, 'P'],
    [2024, 'R'],
    [2025, 'S'],
  ])('%i -> %s', (year, code) => {
    expect(getModelYearCode(year)).toBe(code);
  });
});

describe('buildVin', () => {
  it('builds a valid VIN with the WMI, year code and serial in place', () => {
    const vin = buildVin({ wmi: '1HG', vds: 'CV1F3', year: 2021, plant: 'A', serial: 101_234 });
    expect(vin).toHaveLength(17);
    expect(vin.slice(0, 3)).toBe('1HG');
    expect(vin[9]).toBe('M');
    expect(vin[10]).toBe('A');
    expect(vin.slice(11)).toBe('101234');
    expect(isValidVin(vin)).toBe(true);
  });

  it('refuses letters a VIN may not contain', () => {
    expect(() => buildVin({ wmi: '1HG', vds: 'CO1F3', year: 2021, plant: 'A', serial: 1 })).toThrow();
  });
});
