import { describe, expect, it } from 'vitest';
import { parseDocumentFields } from './parse-document-fields';
import { mendPlate, readCompanyName, readName } from './readers';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('holders, kinds and terms (eleventh round)', () => {
  it('leaves an academic title out of a holder and still reads the name beside its caption', () => {
    expect(readName('Ing. Petra WALLNER')?.value).toBe('Petra WALLNER');
    expect(readName('Prof. Dr. Hannes Egger')?.value).toBe('Hannes Egger');
    const d = parse('Zulassungsbescheinigung Teil I\nKennzeichen          G-318 PX\nZulassungsbesitzer   Mag. Sonja LEITNER\nMarke   SEAT\n');
    expect(d.vehicleInfo.ownerName).toBe('Sonja LEITNER');
    const uk = parse('Certificate of Motor Insurance\nPolicyholder    Mrs Joan Pike\nPolicy number   HX99120455\n');
    expect(uk.vehicleInfo.ownerName).toBe('Joan Pike');
  });

  it('takes the first of two owners each written surname first, joined by a slash', () => {
    expect(readName('NGUYEN,MINH / NGUYEN,THAO')?.value).toBe('MINH NGUYEN');
    const d = parse('VEHICLE PERMIT\nPLATE    EXPIRY\nBKRT 551    2027/02/14\nREGISTRANT\nBOUCHARD,ELISE / ROY,MARC\n44 RIDEAU ST\nOTTAWA ON K1N 5W8\n');
    expect(d.vehicleInfo.ownerName).toBe('ELISE BOUCHARD');
  });

  it('reads a company that owns the car by its legal form, never an office', () => {
    expect(readCompanyName('HARBOR VIEW CATERING LLC')?.value).toBe('HARBOR VIEW CATERING LLC');
    expect(readCompanyName('Elektro Brandl GmbH')?.value).toBe('Elektro Brandl GmbH');
    expect(readCompanyName('SAS VERGERS DU LAC')?.value).toBe('SAS VERGERS DU LAC');
    expect(readCompanyName('Paul Weber')).toBeNull();
    const d = parse('CERTIFICATE OF REGISTRATION\nRegistered owner    HARBOR VIEW CATERING LLC\nPlate   8TRW221\nExpires 09/30/2027\n');
    expect(d.vehicleInfo.ownerName).toBe('HARBOR VIEW CATERING LLC');
  });

  it('takes the annual premium with its tax, not the instalment, even when the caption states a tax rate', () => {
    const d = parse(
      'Kraftfahrtversicherung\nVersicherungsschein-Nr.   77/120455-K\nZahlweise   halbjährlich\nBeitrag pro Rate   236,40 EUR\n' +
        'Jahresbeitrag einschl. 19 % Versicherungsteuer   472,80 EUR\n',
    );
    expect(d.insuranceInfo.premium).toBe(472.8);
    const uk = parse('Motor insurance schedule\nPolicy number  KLM4410982\nMonthly instalment  £48.20\nAnnual premium inc. 12% IPT  £512.40\n');
    expect(uk.insuranceInfo.premium).toBe(512.4);
  });

  it('mends a plate whose 0 OCR read as a Q when then it fits a format', () => {
    expect(mendPlate('7KQA215')).toBe('7KQA215');
    expect(mendPlate('4TRWQ18')).toBe('4TRW018');
  });

});
