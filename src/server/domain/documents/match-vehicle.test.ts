import { describe, expect, it } from 'vitest';
import { ProcessedDataSchema } from '../../../shared/documents';
import type { Vehicle } from '../../db/schema';
import { matchVehicle } from './match-vehicle';

const vehicle = (id: string, vin: string | null): Vehicle =>
  ({ id, userId: 'u', tokenId: 1, tokenDid: null, vin, name: id, make: null, model: null, year: null, type: 'gas', shared: true, source: 'provider', createdAt: new Date(), updatedAt: new Date() }) as Vehicle;

const doc = (vin: string | null, extra: object = {}) => ProcessedDataSchema.parse({ documentType: 'car_registration', vin, vehicleInfo: { vin, ...extra } });
const opts = { randomTokenId: () => 123456, currentYear: 2026 };
const ACCORD = '1HGCV1F34MA012345';
const CIVIC = '2HGFC2F59MH512345';
const VALID = '1HGCM82633A004352';

describe('matchVehicle', () => {
  const owned = [vehicle('accord', ACCORD), vehicle('mystery', null)];

  it.each([
    ['exact VIN', doc(ACCORD), null, 'exact', 'accord'],
    ['exact VIN written with spaces and lower case', doc('1hgcv1f34 ma012345'), null, 'exact', 'accord'],
    ['last 8 characters', doc('5XXXX1F34MA012345'.replace('5XXXX', '1HGCX')), null, 'partial', 'accord'],
    ['unknown VIN, the selected vehicle has none', doc(VALID), owned[1], 'selected', 'mystery'],
    ['no VIN, a selected vehicle', doc(null), owned[0], 'selected', 'accord'],
  ])('%s', (_name, data, selected, type, id) => {
    const m = matchVehicle(data, owned, selected, opts);
    expect(m.type).toBe(type);
    expect('vehicle' in m ? m.vehicle.id : null).toBe(id);
  });

  it('creates a vehicle for an unknown valid VIN with decoded make and year', () => {
    const m = matchVehicle(doc(VALID), [vehicle('civic', CIVIC)], vehicle('civic', CIVIC), opts);
    expect(m).toEqual({
      type: 'created',
      newVehicle: { vin: VALID, name: 'Vehicle 004352', make: 'Honda', model: 'Unknown', year: 2003, type: 'gas', tokenId: 123456 },
    });
  });

  it('creates a vehicle for a European VIN that carries no check digit, and sets it on a selected vehicle without one', () => {
    const golf = 'WVWZZZCDZMW123456';
    expect(matchVehicle(doc(golf), [], null, opts)).toMatchObject({ type: 'created', newVehicle: { vin: golf, make: 'Volkswagen' } });
    expect(matchVehicle(doc(golf), owned, owned[1], opts)).toMatchObject({ type: 'selected', setVin: golf });
  });

  it("matches a page listing several cars to the owner's car among them when its own is not the owner's", () => {
    const policy = ProcessedDataSchema.parse({ documentType: 'insurance', vin: VALID, additionalVehicles: [{ vin: CIVIC }, { vin: ACCORD }] });
    expect(matchVehicle(policy, owned, null, opts)).toMatchObject({ type: 'exact', vehicle: { id: 'accord' } });
    expect(matchVehicle({ ...policy, additionalVehicles: [{ vin: CIVIC }] }, owned, null, opts).type).toBe('created');
  });

  it('finds nothing without a VIN or a selection, and never looks outside the owner list', () => {
    expect(matchVehicle(doc(null), owned, null, opts)).toEqual({ type: 'none' });
    expect(matchVehicle(doc('1HGCV1F34MA01234X'), [], null, opts).type).toBe('none');
  });
});
