import { describe, expect, it } from 'vitest';
import { parseDocumentFields } from './parse-document-fields';
import { readName, readPlate } from './readers';

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

  it('types a declarations page that speaks of its enclosed ID cards as a declarations page, and a card as a card', () => {
    const declarations = parse(
      'Auto Policy Declarations\nNamed Insured  Priya Shah     Policy Number  884201577\nPolicy Period  04/02/2026 to 10/02/2026\n' +
        'Total premium  $742.18\nWe have attached your proof of insurance cards. Print a card for each car you\ninsure and keep it in the glove box.\n',
    );
    expect(declarations.documentKind).toBe('insurance_declaration');
    const card = parse('AUTO INSURANCE ID CARD\nPolicy Number 884201577\nEffective 04/02/2026  Expires 10/02/2026\nA copy is enclosed for each vehicle.\n');
    expect(card.documentKind).toBe('insurance_card');
  });

  it('reads a plate under "VLP" or after a "License" caption, never a driver\'s licence', () => {
    const card = parse('REGISTRATION CARD\nVLP        YR     MAKE     EXPIRES\n8KTR204    2021   HONDA    05/31/2027\nVIN 1HGCV1F34MA012345\n');
    expect(card.vehicleInfo.plateNumber).toBe('8KTR204');
    const ticket = parse('Quick Oil Stop\nInvoice 20418\nLicense:   JWD-7731\nOil change 0W-20  $64.99\nTotal $69.54\n');
    expect(ticket.vehicleInfo.plateNumber).toBe('JWD-7731');
    const dl = parse('Quick Oil Stop\nInvoice 20418\nDriver License:   D1234567\nOil change 0W-20  $64.99\nTotal $69.54\n');
    expect(dl.vehicleInfo.plateNumber ?? null).toBeNull();
  });

  it('keeps a plate group that reads like a year when what is left is too short to be a plate', () => {
    expect(readPlate('5K2 2024')?.value).toBe('5K2 2024');
    expect(readPlate('AB12 CDE 2019')?.value).toBe('AB12 CDE');
  });

  it('reads a Finnish certificate by its captions, the owner rather than the holder', () => {
    const d = parse(
      'Rekisteröintitodistus osa I\nOmistaja       Veikko Lehtonen\nHaltija        Riikka Aalto\nRekisteritunnus    KLM-58\n' +
        'Merkki   SKODA\nMalli    FABIA\nValmistenumero   TMBEP6NJ2MZ012345\n',
    );
    expect(d.documentType).toBe('car_registration');
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'KLM-58', make: 'Skoda', model: 'FABIA', vin: 'TMBEP6NJ2MZ012345', ownerName: 'Veikko Lehtonen' });
  });

  it('takes the first of numbered owners', () => {
    const d = parse('CERTIFICATE OF REGISTRATION\nPLATE 4KD22      EXPIRES 06/30/2027\nOWNER #1  SAMUEL ORTIZ\nOWNER #2  ROSA ORTIZ\n2020 HONDA CIVIC\n');
    expect(d.vehicleInfo.ownerName).toBe('SAMUEL ORTIZ');
  });

  it('types a policy document that speaks of the card sent with it (a compound word, in German) as a declaration', () => {
    const d = parse(
      'Versicherungsschein\nVersicherungsnehmer   Jonas Weber\nVersicherungsschein-Nr.  44-889120\nJahresbeitrag   612,40 EUR\n' +
        'Die Internationale Versicherungskarte ist beigefügt.\n',
    );
    expect(d.documentKind).toBe('insurance_declaration');
  });

  it('never takes a statutory inspection date for the next service', () => {
    const d = parse(
      'Garage Vermeulen\nFactuur 2026117  Datum 12-03-2026\nKm-stand 84.120\nGrote beurt   412,00\nRemblokken voor   168,50\nTotaal incl. BTW  € 701,80\n' +
        'Volgende beurt bij 104.000 km\nAPK geldig tot 03-11-2026\n',
    );
    expect(d.serviceInfo.nextServiceMileage).toBe(104000);
    expect(d.serviceInfo.nextServiceDate ?? null).toBeNull();
    const uk = parse('Riverside Garage\nInvoice 5521  Date 14/02/2026\nMileage 40,210\nBrake pads   £160.00\nTyres  £180.00\nTotal £340.00\nNext service due at 50,000 miles\nMOT due 30/06/2026\n');
    expect(uk.serviceInfo.nextServiceDate ?? null).toBeNull();
  });

  it('drops a lone I that OCR added to a European VIN under its German caption', () => {
    const d = parse('Zulassungsbescheinigung Teil I\nMarke  SEAT\nFahrzeug-Identifizierungsnummer   VSSZZZKJ2IPR012345\n');
    expect(d.vehicleInfo.vin).toBe('VSSZZZKJ2PR012345');
  });

  it('composes a name printed in parts under captions of its own, first names first', () => {
    const boxes = parse('VEHICLE REGISTRATION\nSURNAME          FORENAMES        M.I.\nHADDAD           LAYLA            R\nPLATE NUMBER  KTR 4410   EXPIRES 09/30/2027\n');
    expect(boxes.vehicleInfo.ownerName).toBe('LAYLA R HADDAD');
    const lines = parse('Zulassungsschein\nKennzeichen      W-48213 K\nNachname         Gruber\nVorname          Theresa\nMarke            SKODA\n');
    expect(lines.vehicleInfo.ownerName).toBe('Theresa Gruber');
  });

  it('takes the first of two people written under one surname', () => {
    expect(readName('ALVAREZ, TOMAS & INES')?.value).toBe('TOMAS ALVAREZ');
    expect(readName('Moreno Ortega, Ana and Luis')?.value).toBe('Ana Moreno Ortega');
  });

  it("reads a Quebec oil change ('changement d'huile') and its next one", () => {
    const d = parse("Garage Lapointe\nDate : 2026-04-11\nOdomètre : 61 250 km\nChangement d'huile 5W20   69,95 $\nTOTAL   80,43 $\nProchain changement d'huile : 69 250 km\n");
    expect(d.documentType).toBe('oil_change_receipt');
    expect(d.serviceInfo.nextServiceMileage).toBe(69250);
  });

  it('reads a Belgian certificate whose title was lost by its registering office, with no expiry', () => {
    const d = parse('Dienst voor Inschrijving van Voertuigen\nNummerplaat   1-KRT-552\nDatum eerste inschrijving   04/06/2020\nMerk   VOLVO\nHandelsbenaming   XC40\n');
    expect(d.documentType).toBe('car_registration');
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.registrationInfo.expiryDate).toBeNull();
  });

  it('takes the renewal premium when one sentence gives the current one first', () => {
    const d = parse(
      'Sunrise Mutual Insurance\nPolicy number 55012876\nYour car policy will renew on 07/01/2026 for 07/01/2026 - 01/01/2027.\n' +
        'Your existing premium is $702.15 and the renewal premium will be $731.40.\n',
    );
    expect(d.insuranceInfo.premium).toBe(731.4);
  });

  it('reads a Slovenian prometno dovoljenje by its captions', () => {
    const d = parse('PROMETNO DOVOLJENJE\nRegistrska oznaka    KP AB-144\nPriimek in ime    KOVAC PETRA\nZnamka    RENAULT\nKomercialna oznaka    CLIO\n');
    expect(d.documentType).toBe('car_registration');
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.vehicleInfo).toMatchObject({ make: 'Renault', model: 'CLIO', ownerName: 'KOVAC PETRA' });
  });

  it('reads the owner of an address block whose town line is Canadian', () => {
    const d = parse('Vehicle Registration Card\nBoucher, Elise                 Plate: GHK 204\n88 Albert St                   Valid to: 2027-02-28\nRegina SK S4P 3C8\n');
    expect(d.vehicleInfo.ownerName).toBe('Elise Boucher');
  });
});

describe("a holder's name in the writer's order", () => {
  const card = (letterName: string | null) =>
    parseDocumentFields({
      text:
        'Statens vegvesen\n' +
        (letterName ? `${letterName}\nNygårdsgaten 60\n3015 DRAMMEN\n` : '') +
        'Vognkort for ditt kjøretøy\n\nVOGNKORT DEL 1\nKongeriket Norge\tNr. 68902360\nA Kjennemerke\tVH 93752\nB Første gang registrert\t02.08.2018\n' +
        'I Registrert på eier\t02.11.2019\nC.1 Eier\tSOLBERG ØYSTEIN\nAdresse\t3015 DRAMMEN\nD.1 Merke\tNISSAN\nD.3 Handelsbetegnelse\tX-TRAIL\nE Understellsnummer\tJN1TCAT35LZ239411\n',
      fileName: 'vognkort.png',
    });
  it('keeps the surname last when a letter over the certificate prints the holder so', () => {
    expect(card('Øystein Solberg').vehicleInfo.ownerName).toBe('Øystein Solberg');
  });
  it("keeps the box's order when the page prints the name no other way", () => {
    expect(card(null).vehicleInfo.ownerName?.toUpperCase()).toBe('SOLBERG ØYSTEIN');
  });
});
