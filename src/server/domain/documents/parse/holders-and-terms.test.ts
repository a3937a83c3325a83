import { describe, expect, it } from 'vitest';
import { findAmounts } from './amounts';
import { classifyDocument } from './classify';
import { readDocumentKind } from './document-kind';
import { parseDocumentFields } from './parse-document-fields';
import { mendPlate, readCompanyName, readName, readPlate } from './readers';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('holders, kinds and terms (eleventh round)', () => {
  it('reads a Swiss licenza di circolazione: its title, a canton plate of six figures and the detentore under its caption', () => {
    const d = parse(
      'Licenza di circolazione\n' +
        'Targa                 TI 204871\n' +
        'Detentore\n' +
        'BERNASCONI LUCA\n' +
        'Via Nassa 14\n' +
        '6900 Lugano\n' +
        'Marca e tipo          FIAT PANDA\n' +
        'Numero di telaio      ZFA31200003456789\n',
    );
    expect(d.documentType).toBe('car_registration');
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'TI 204871', ownerName: 'BERNASCONI LUCA' });
    expect(readPlate('VD 12')?.value).toBe('VD 12');
    expect(readPlate('ABC 123456')).toBeNull();
  });

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

  it('keeps a card that tells how to renew it next time a card, and a renewal notice a notice', () => {
    const card = parse(
      'VEHICLE REGISTRATION\nOwner   Dana Fox\nPlate   4MNB902\nValid   03/01/2026 thru 02/28/2027\nKeep this card in the vehicle. To renew online next year, visit our website.\n',
    );
    expect(card.documentKind).toBe('registration_card');
    expect(card.registrationInfo.expiryDate).toBe('2027-02-28');
    const notice = parse('REGISTRATION RENEWAL NOTICE\nOwner   Dana Fox\nPlate   4MNB902\nRenew online by 02/28/2027 to keep this card valid.\n');
    expect(notice.documentKind).toBe('registration_renewal');
  });

  it('types an inspection certificate as an inspection, and an invoice billing one as an invoice', () => {
    expect(readDocumentKind('OFFICIAL INSPECTION STATION 2291\nInspection sticker no. K4410223\nResult: PASS\n', 'service_invoice')).toBe('inspection_report');
    expect(readDocumentKind('CERTIFICATE OF INSPECTION\nPlate 7KLD552\n', 'car_registration')).toBe('inspection_report');
    expect(readDocumentKind('INVOICE 5521\nState inspection station fee  $35.00\nWiper blades  $24.00\n', 'service_invoice')).toBe('service_invoice');
  });

  it('types tyre work on a receipt as a service, in English and German', () => {
    expect(classifyDocument('Valley Tire Shop\nReceipt\nMounted and balanced 2 tires  $48.00\nTPMS sensor reset  $15.00\nTotal $63.00\n', 'scan.jpg')).toBe('service_invoice');
    expect(classifyDocument('Autoservice Maier\nQuittung\nKennzeichen M-KL 204\nRadwechsel Sommerreifen  29,00\nAuswuchten  24,00\nGesamt 53,00 €\n', 'scan.jpg')).toBe('service_invoice');
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
  it('names an insurer no list knows by the brand its letterhead prints, past a leading article, a mutual or a Swiss legal tail', () => {
    const us = parse(
      'WESTBROOK INSURANCE\nAUTO INSURANCE ID CARD\nPolicy Number  WBA 2210 4471\nEffective 05/01/2026  Expires 11/01/2026\n' +
        'Underwritten by The Westbrook Insurance Company\n',
    );
    expect(us.insuranceInfo.insuranceProvider).toBe('Westbrook');
    const mutual = parse('LARKSPUR INSURANCE\nINSURANCE IDENTIFICATION CARD\nPolicy Number  LKA 5521 0098\nUnderwritten by Larkspur Mutual Insurance Company\n');
    expect(mutual.insuranceInfo.insuranceProvider).toBe('Larkspur');
    const swiss = parse('Alpenrose\nPolice Motorfahrzeugversicherung\nVersicherer   Alpenrose Schweizerische Versicherungsgesellschaft AG\nPolice-Nr.   44.120.907\n');
    expect(swiss.insuranceInfo.insuranceProvider).toBe('Alpenrose');
  });

  it('reads a Swiss policy: its number after "Police-Nr.", and a premium in francs with apostrophes between thousands', () => {
    expect(findAmounts("Fr. 1'020.00")[0]?.value).toBe(1020);
    expect(findAmounts('CHF 85.50')[0]?.value).toBe(85.5);
    const d = parse(
      'Helvetia\nPolice Motorfahrzeugversicherung\nVersicherungsnehmer   Urs Keller\nPolice-Nr.   44.120.907\nVersicherungsbeginn   01.04.2026\n' +
        "Ablauf   31.03.2027\nJahresprämie inkl. Stempelabgabe   CHF 2'145.80\n",
    );
    expect(d.documentType).toBe('insurance');
    expect(d.insuranceInfo).toMatchObject({ policyNumber: '44.120.907', premium: 2145.8, effectiveDate: '2026-04-01', expirationDate: '2027-03-31' });
  });

  it('takes the yearly premium beside a monthly one', () => {
    const uk = parse('Motor insurance schedule\nPolicy number  KLM4410982\nPremium per month  £41.20\nPremium per year  £494.40\n');
    expect(uk.insuranceInfo.premium).toBe(494.4);
    const de = parse('Versicherungsschein\nVersicherungsschein-Nr.   55/871204\nBeitrag monatlich   38,50 EUR\nJahresbeitrag   462,00 EUR\n');
    expect(de.insuranceInfo.premium).toBe(462);
  });

  it("reads an expiry written as a month's name and a year as that month's last day, never a certificate's next inspection", () => {
    const us = parse('REGISTRATION CERTIFICATE\nBUREAU OF MOTOR VEHICLES\nPLATE  KTR 4410\nEXPIRES:  JUNE 2027\nVIN  1FTEW1EP5MKD12345\n');
    expect(us.registrationInfo.expiryDate).toBe('2027-06-30');
    const de = parse('Zulassungsbescheinigung Teil I\nKennzeichen   B-KL 2041\nNächste HU   Mai 2027\n');
    expect(de.registrationInfo.expiryDate).toBeNull();
  });

  it('reads a plate printed after the model with a space alone, never a year', () => {
    expect(parse('Motor insurance schedule\nPolicy number  KLM4410982\nVehicle   Peugeot 3008 KD19 XLM\n').vehicleInfo.plateNumber).toBe('KD19 XLM');
    expect(parse('Motor insurance schedule\nPolicy number  KLM4410982\nVehicle   Volkswagen Golf GTI 2019\n').vehicleInfo.plateNumber).toBeNull();
  });
  it('types evidence of insurance and a cover note as cards, and a policy showing its yearly due day as no renewal', () => {
    expect(readDocumentKind('Evidence of Insurance\nNamed insured(s)  MARIA LOPEZ\nPolicy term  03/01/2026 - 09/01/2026\n', 'insurance')).toBe('insurance_card');
    expect(readDocumentKind('TEMPORARY COVER NOTE\nCover commences  09:15 on 02/05/2026\n', 'insurance')).toBe('insurance_card');
    expect(readDocumentKind('Polizze Kfz-Haftpflicht\nVersicherungsbeginn 15.09.2026\nHauptfälligkeit: 15.09.\n', 'insurance')).toBe('insurance_declaration');
    expect(readDocumentKind('Beitragsrechnung zur Hauptfälligkeit 15.09.2026\n', 'insurance')).toBe('insurance_renewal');
  });

  it('takes the first of two people joined by AND', () => {
    expect(readName('MARIA LOPEZ AND DAVID LOPEZ')?.value).toBe('MARIA LOPEZ');
    expect(readName('ANDREA AND')?.value).toBe('ANDREA AND');
  });

  it('reads an amount whose currency OCR glued to the caption before it, at the end of a long caption', () => {
    expect(findAmounts('VersicherungsteuerEUR 245,10')[0]?.value).toBe(245.1);
    expect(findAmounts('REF12.50')).toEqual([]);
    const d = parse('Polizze Kfz-Haftpflichtversicherung\nPolizzennummer   5512098733\nJahresprämie einschließlich motorbezogener Versicherungssteuer und GebührenEUR 612,40\n');
    expect(d.insuranceInfo.premium).toBe(612.4);
  });
  it('takes a brand line at the top that shares the distinctive word of the legal name beside it, never a legal name line', () => {
    const d = parse('Die Seeländer\nPolice Motorfahrzeugversicherung\nVersicherer   Schweizerische Seeländer Versicherungsgesellschaft AG\nPolice-Nr.   61.204.118\n');
    expect(d.insuranceInfo.insuranceProvider).toBe('Die Seeländer');
    const it = parse('Orsola Assicurazioni S.p.A.\nCertificato di assicurazione\nImpresa   Orsola\nPolizza n. 771.220044\n');
    expect(it.insuranceInfo.insuranceProvider).toBe('Orsola');
  });
  it('reads policy numbers after "VS-Nr.", "Vers.-Nr." and "Réf. contrat", and a German term as a range', () => {
    const de = parse('Kfz-Versicherung\nVersicherungsnehmer   Jan Weber\nVS-Nr.   KR-123/4567890\nVersicherungsdauer   01.07.2026 - 01.07.2027\n');
    expect(de.insuranceInfo).toMatchObject({ policyNumber: 'KR-123/4567890', effectiveDate: '2026-07-01', expirationDate: '2027-07-01' });
    expect(parse('Kfz-Versicherung\nVersicherungsnehmer   Jan Weber\nVers.-Nr.: 44 512 887 301\n').insuranceInfo.policyNumber).toBe('44 512 887 301');
    expect(parse('Assurance auto\nSouscripteur  Jean Roux\nRéf. contrat   AU 4512887\n').insuranceInfo.policyNumber).toBe('AU 4512887');
  });

  it('types a German insurance confirmation as insurance when OCR drops its umlaut', () => {
    expect(classifyDocument('Versicherungsbestatigung Kfz-Haftpflicht\nKennzeichen  B-KL 2041\nFahrzeug  VW Golf\n', 'scan.jpg')).toBe('insurance');
  });
});
