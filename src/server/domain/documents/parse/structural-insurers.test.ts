import { describe, expect, it } from 'vitest';
import { findDates } from './dates';
import { parseDocumentFields } from './parse-document-fields';
import { plateFormatScore, readName } from './readers';

const parse = (lines: string[]) => parseDocumentFields({ text: lines.join('\n'), fileName: 'upload.txt', today: '2026-11-28' });

describe('insurers no list names, found from the page', () => {
  it('takes a letterhead brand that a legal-name line opens with', () => {
    const d = parse([
      'FALKENHOF', '', 'Ihre Kfz-Haftpflicht', 'Kennzeichen      KS-MT 418', '',
      'Falkenhof Allgemeine Versicherung AG, Sitz Kassel, Registergericht HRB 2231',
    ]);
    expect(d.insuranceInfo.insuranceProvider?.toLowerCase()).toBe('falkenhof');
  });

  it('takes the brand a "trading style of" sentence names', () => {
    const d = parse(['Your car cover', 'Policy number   OTB-5521873', 'Otterbridge is a trading style of Otterbridge Underwriting Limited.']);
    expect(d.insuranceInfo.insuranceProvider).toBe('Otterbridge');
  });

  it('does not take a letterhead as the insurer when nothing on the page names it as one', () => {
    const d = parse(['Marlow Family Office', 'Insurance card', 'Insurer        Allianz', 'Policy number  AZ-77120934']);
    expect(d.insuranceInfo.insuranceProvider).toBe('Allianz');
  });

  it('does not take a place printed under an insurer\'s full name for a brand', () => {
    const d = parse(['Saskatchewan Government Insurance', 'Saskatchewan', 'Certificate of insurance', 'Policy number   SG-4471203']);
    expect(d.insuranceInfo.insuranceProvider).toBe('Saskatchewan Government Insurance');
  });

  it("does not take a document's title in its language for the insurer", () => {
    const d = parse(["Attestation d'assurance véhicule", 'Contrat n° 55120871', 'Valable du 01/03/2026 au 28/02/2027']);
    expect(d.insuranceInfo.insuranceProvider).toBeNull();
  });

  it('reads accented names after the captions of each language, without the legal form', () => {
    expect(parse(['Certificato RCA', 'Impresa assicuratrice   Ondina Assicurazioni S.p.A.', 'Polizza n. 771.220044']).insuranceInfo.insuranceProvider)
      .toBe('Ondina Assicurazioni');
    expect(parse(['Recibo', 'Entidad     Ébano Seguros, S.A.', 'Nº póliza   EB88120034']).insuranceInfo.insuranceProvider).toBe('Ébano Seguros');
  });
});

describe('policy numbers, owners and dates under other captions', () => {
  it.each([
    ['Vertrags-Nr.       44-1234567', '44-1234567'],
    ['Police n° 8812345X', '8812345X'],
    ['N° polizza: 771.220044', '771.220044'],
    ['Policy reference: OTB/123456/2', 'OTB/123456/2'],
  ])('reads the policy number of "%s"', (line, policy) => {
    expect(parse(['Assurance auto', 'Insurer   Allianz', line]).insuranceInfo.policyNumber).toBe(policy);
  });

  it.each([
    ['Sociétaire : Camille Roux', 'Camille Roux'],
    ["Preneur d'assurance    Luc Martin", 'Luc Martin'],
  ])('reads the holder of "%s"', (line, owner) => {
    expect(parse(['Attestation d\'assurance', 'Assureur   AXA', line]).vehicleInfo.ownerName).toBe(owner);
  });

  it('leaves a courtesy title out of a name', () => {
    expect(readName('Mrs Jane Whitfield')?.value).toBe('Jane Whitfield');
    expect(readName('Herrn/Frau Anna Weber')?.value).toBe('Anna Weber');
    expect(readName('M. Paul Girard')?.value).toBe('Paul Girard');
    const d = parse(['Otterbridge', '', 'Mrs Jane Whitfield', '12 Mill Lane', 'Ripon HG4 1AA', '', 'Your motor insurance schedule']);
    expect(d.vehicleInfo.ownerName).toBe('Jane Whitfield');
  });

  it('reads Dutch and Portuguese dates in words', () => {
    expect(findDates('Ingangsdatum 3 februari 2026').map((f) => f.date)).toEqual(['2026-02-03']);
    expect(findDates('Vervaldatum 12 maart 2027').map((f) => f.date)).toEqual(['2027-03-12']);
    expect(findDates('Início: 5 de março de 2026').map((f) => f.date)).toEqual(['2026-03-05']);
  });

  it('knows a Spanish plate and reads one after the vehicle it belongs to', () => {
    expect(plateFormatScore('4821 KFT')).toBe(1);
    expect(parse(['Póliza de seguro', 'Vehículo    Seat Ibiza - 4821 KFT']).vehicleInfo.plateNumber).toBe('4821 KFT');
  });

  it('types a British schedule as insurance though it names the registration', () => {
    const d = parse(['Otterbridge', 'Your motor insurance schedule', 'Registration   AB21 CDE', 'Vehicle   Ford Puma', 'Period of cover   1 June 2026 to 31 May 2027']);
    expect(d.documentType).toBe('insurance');
    expect(d.insuranceInfo).toMatchObject({ effectiveDate: '2026-06-01', expirationDate: '2027-05-31' });
  });
});
