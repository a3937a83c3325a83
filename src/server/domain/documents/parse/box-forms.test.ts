import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../read/ocr-language';
import { parseDocumentFields } from './parse-document-fields';
import { readPlate } from './readers';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-27' });

describe('box forms: captions over (or under) their values', () => {
  it("takes the owner under a card's caption, not the next box's caption to its right", () => {
    const d = parse(
      'COMMONWEALTH OF KENTUCKY VEHICLE REGISTRATION\n' +
        'TAG          MODEL YEAR     MAKE          MODEL\n' +
        '4KT921       2022           SUBARU        FORESTER\n' +
        'VIN                                       VALID THRU\n' +
        'JF2SKAJC5NH412908                         11/30/2027\n' +
        'REGISTERED OWNER                          AMOUNT RECEIVED\n' +
        'PRIYA NANDAKUMAR                          $96.00\n',
    );
    expect(d.vehicleInfo).toMatchObject({ ownerName: 'PRIYA NANDAKUMAR', plateNumber: '4KT921', model: 'FORESTER' });
    expect(d.registrationInfo.expiryDate).toBe('2027-11-30');
  });

  it("reads a certificate whose code and caption stand under each box's value", () => {
    const d = parse(
      "CERTIFICAT D'IMMATRICULATION\n" +
        'GH-417-KT                                     03/02/2021\n' +
        "(A) N° d'immatriculation                      (B) Date de 1re immatriculation\n" +
        'FONTAINE MARGAUX\n' +
        '(C.1) Nom, prénom du titulaire\n' +
        'CITROEN                                       C5 AIRCROSS\n' +
        '(D.1) Marque                                  (D.3) Dénomination commerciale\n' +
        'VR7ACYHZRML031877                             VP\n' +
        "(E) N° d'identification du véhicule           (J.1) Genre\n",
    );
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'GH-417-KT', model: 'C5 AIRCROSS', ownerName: 'FONTAINE MARGAUX', make: 'Citroen' });
    expect(d.registrationInfo.expiryDate).toBeNull();
  });

  it('reads a code OCR joined to its caption with an underscore', () => {
    const d = parse(
      'A Amtliches Kennzeichen     B Datum der Erstzulassung\nS-RT 4410                   14.05.2019\n' +
        'D.1 Marke                   D.3_Handelsbezeichnung\nSEAT                        ATECA\n' +
        'E Fahrzeug-Identifizierungsnummer\nVSSZZZ5FZK6512087\n',
    );
    expect(d.vehicleInfo.model).toBe('ATECA');
  });

  it('calls a page of harmonised codes a certificate even when its title was not read', () => {
    const d = parse('A    FT 284 KR\nB    12/07/2020\nC.1  LORENZO GALLI\nD.1  FIAT\nD.3  TIPO\nE    ZFA35600006R41877\n');
    expect(d.documentType).toBe('car_registration');
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.registrationInfo.expiryDate).toBeNull();
  });
});

describe('plates and kinds in other wordings', () => {
  it("reads a German receipt's abbreviated plate caption", () => {
    const d = parse('Reifen Center Nord\nBeleg 4471\nDatum: 02.03.2026\nKennz.: HB-KL 207\nÖlwechsel 5W-40   64,90\nSUMME EUR   64,90\n');
    expect(d.documentType).toBe('oil_change_receipt');
    expect(d.registrationInfo.plateNumber).toBe('HB-KL 207');
  });

  it('restores a final J that OCR read as a bracket, only where the format then fits', () => {
    expect(readPlate('LJ21 KP)')?.value).toBe('LJ21 KPJ');
    expect(readPlate('7ABC123)')?.value).toBe('7ABC123');
  });

  it('types a Dutch renewal letter whose insurance words are compounds as insurance', () => {
    const d = parse(
      'Univé\nVerlenging van uw autoverzekering\nPolisnummer      552-118430\nKenteken         KX-402-B\nIngangsdatum     01-04-2026\nEinddatum        01-04-2027\nJaarpremie incl. assurantiebelasting    € 611,20\n',
    );
    expect(d.documentType).toBe('insurance');
    expect(d.documentKind).toBe('insurance_renewal');
    expect(d.insuranceInfo).toMatchObject({ policyNumber: '552-118430', premium: 611.2, effectiveDate: '2026-04-01' });
  });

  it("tells a Spanish or Italian certificate's language from its own words", () => {
    expect(detectLanguage('PERMISO DE CIRCULACION\nJefatura de Trafico\nDomicilio Calle Mayor 3\nFecha de expedicion 02/03/2024')).toBe('spa');
    expect(detectLanguage('Carta di circolazione\nCognome ROSSI\nResidenza TORINO\nData di prima immatricolazione')).toBe('ita');
  });
});
