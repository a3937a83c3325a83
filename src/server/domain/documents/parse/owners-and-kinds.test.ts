import { describe, expect, it } from 'vitest';
import { parseDocumentFields } from './parse-document-fields';
import { readName } from './readers';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('owners, forms and kinds (tenth round)', () => {
  it('reads a code, its caption in an unknown language up to a colon and the value, all on one line', () => {
    const d = parse(
      'FORGALMI ENGEDELY\n' +
        'A. Forgalmi rendszam: RKT-482\n' +
        'B. Elso forgalomba helyezes: 14.05.2019\n' +
        'C.1.1 Csaladi nev: KOVACS\n' +
        'C.1.2 Utonev: ESZTER\n' +
        'D.1 Gyartmany: OPEL\n' +
        'D.3 Kereskedelmi leiras: ASTRA\n' +
        'E. Alvazszam: W0LBF6EC1KG012345\n',
    );
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'RKT-482', make: 'Opel', model: 'ASTRA', ownerName: 'ESZTER KOVACS' });
  });

  it('leaves a courtesy title printed in capitals out of the name, but not a first name that looks like one', () => {
    expect(readName('MRS OLIVIA K DAVIES')?.value).toBe('OLIVIA K DAVIES');
    expect(readName('DR. SAMIR HADDAD')?.value).toBe('SAMIR HADDAD');
    expect(readName('DON CARTER')?.value).toBe('DON CARTER');
    const d = parse('Vehicle Registration Certificate (V5C)\nRegistered keeper\nMS ISLA R EVANS\n14 MILL LANE\nYORK YO1 7HH\nRegistration number  KD21 XPT\n');
    expect(d.vehicleInfo.ownerName).toBe('ISLA R EVANS');
  });

  it('reads a Norwegian vognkort by its captions, with the owner written surname first', () => {
    const d = parse(
      'Vognkort\n' +
        'Kjennemerke:          EL 48213\n' +
        'Merke:                TOYOTA\n' +
        'Handelsbetegnelse:    RAV4\n' +
        'Understellsnummer:    JTMW43FV30D012345\n' +
        'Eier:                 NILSEN, Marte\n' +
        '                      Torggata 9, 0181 OSLO\n',
    );
    expect(d.documentType).toBe('car_registration');
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'EL 48213', make: 'Toyota', model: 'RAV4', ownerName: 'Marte NILSEN' });
    expect(d.registrationInfo.expiryDate).toBeNull();
  });
});
