import { describe, expect, it } from 'vitest';
import { getCarModel } from './catalog';
import { FAULT_KINDS } from './faults';
import { buildGarageVehicles } from './garage';
import { isValidVin, getModelYearCode } from './vin';
import { deriveWalletAddress } from './wallet';

const MINTED = new Date('2025-03-01T12:00:00Z');
const build = (email: string, first = 1001, count = 3, startIndex = 0) =>
  buildGarageVehicles({ email, tokenIds: Array.from({ length: count }, (_, i) => first + i), startIndex, mintedAt: MINTED });
const emails = Array.from({ length: 60 }, (_, i) => `owner${i}@example.com`);

describe('deriveWalletAddress', () => {
  it('is a checksummed address that depends only on the lower-cased email', () => {
    const a = deriveWalletAddress('Alice@Example.com');
    expect(a).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(a).not.toBe(a.toLowerCase());
    expect(deriveWalletAddress(' alice@example.com ')).toBe(a);
    expect(deriveWalletAddress('bob@example.com')).not.toBe(a);
  });
});

describe('buildGarageVehicles', () => {
  it('gives a new owner one combustion, one electric and one hybrid car', () => {
    const garage = build('alice@example.com');
    expect(garage.map((v) => v.powertrain)).toEqual(['COMBUSTION', 'ELECTRIC', 'HYBRID']);
    for (const v of garage) {
      expect(v.name).toBe(`${v.year} ${v.make} ${v.model}`);
      expect(v.owner).toBe(deriveWalletAddress('alice@example.com'));
    }
  });

  it('is deterministic per email and varies between owners', () => {
    expect(build('alice@example.com')).toEqual(build('ALICE@example.com'));
    const names = new Set(emails.map((e) => build(e).map((v) => v.name).join('|')));
    expect(names.size).toBeGreaterThan(20);
  });

  it('issues valid VINs with the maker WMI and the model-year character', () => {
    for (const email of emails) {
      for (const v of build(email)) {
        const model = getCarModel(v.modelKey);
        expect(isValidVin(v.vin), v.vin).toBe(true);
        expect(v.vin.slice(0, 3)).toBe(model.wmi);
        expect(v.vin[9]).toBe(getModelYearCode(v.year));
      }
    }
    const vins = emails.flatMap((e, i) => build(e, 2000 + i * 3).map((v) => v.vin));
    expect(new Set(vins).size).toBe(vins.length);
  });

  it('makes at least two vehicles faulty and one healthy in every garage, with every fault kind present', () => {
    for (const email of emails) {
      const garage = build(email);
      const faulty = garage.filter((v) => v.faults.length > 0);
      expect(faulty.length, email).toBeGreaterThanOrEqual(2);
      expect(garage.length - faulty.length, email).toBeGreaterThanOrEqual(1);
      expect(new Set(garage.flatMap((v) => v.faults)), email).toEqual(new Set(FAULT_KINDS));
      const ev = garage.find((v) => v.powertrain === 'ELECTRIC')!;
      expect(ev.faults).not.toContain('hotCoolant');
    }
  });

  it('keeps the first three vehicles unchanged when extra vehicles are added later', () => {
    const base = build('carol@example.com');
    const extra = build('carol@example.com', 1004, 5, 3);
    expect(extra).toHaveLength(5);
    expect(extra.every((v) => v.faults.length <= 1)).toBe(true);
    expect(build('carol@example.com')).toEqual(base);
  });
});
