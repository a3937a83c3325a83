/**
 * Registration certificates read by their EU codes with the holder split into surname and given-name boxes, workshop
 * invoices whose labour and parts are tables of their own, and renewal notices printing two premiums (causes found on
 * bench/corpus/layouts/world-dev-18.ts, worded otherwise here).
 */
import { describe, expect, it } from 'vitest';
import { readPolicyNumber } from './readers';
import { parseDocumentFields } from './parse-document-fields';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('holders split into surname and given-name boxes', () => {
  it('takes no one-word caption of a name part for the name ("C.1.2 Imiona", "Jméno", "Efternavn")', () => {
    const pl = parse('DOWÓD REJESTRACYJNY\nA   Numer rejestracyjny   KR 48210\nC.1.1   Nazwisko lub nazwa   NOWAKOWSKA\nC.1.2   Imiona   EWA\nD.1   Marka   SKODA\nE   Numer VIN   TMBJJ7NE5K0123456\n');
    expect(pl.vehicleInfo.ownerName).toBe('EWA NOWAKOWSKA');
    const cz = parse('OSVĚDČENÍ O REGISTRACI VOZIDLA\nA. Registrační značka     2B7 1180\nC.1.1 Příjmení            HORÁKOVÁ\nC.1.2 Jméno               Marie\nD.1 Tovární značka        ŠKODA\n');
    expect(cz.vehicleInfo.ownerName).toBe('Marie HORÁKOVÁ');
    const dk = parse('REGISTRERINGSATTEST\nA Registreringsnummer      B Første registreringsdato\nAB 12 345                 01-02-2020\nC.1.1 Efternavn           C.1.2 Fornavn(e)\nHOLM                      JENS\nD.1 Mærke                 D.3 Handelsbetegnelse\nTOYOTA                    YARIS\n');
    expect(dk.vehicleInfo.ownerName).toBe('JENS HOLM');
  });

  it('reads the value column when each code is followed by a caption the lexicon does not know (Greek, or as OCR garbles it)', () => {
    const d = parse(
      'ΠΙΣΤΟΠΟΙΗΤΙΚΟ ΕΓΓΡΑΦΗΣ\n(A)   Apt6ydc eyypagns     KXP 514\n(B)   npwtns eyypaons      03/04/2019\n(C.1.1)Enwvupo             IOANNOU\n(C.1.2)Ovopa               SOTIRIS\n(D.1) Mapxa                TOYOTA\n(D.3) MovtéAo              YARIS\n(E) — AptOpidg mAatoiou    JTDKB3FU003012345\n',
    );
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'KXP 514', model: 'YARIS', ownerName: 'SOTIRIS IOANNOU' });
  });

  it('reads a holder code whose last figure OCR read as I, and a value in capitals joined to its caption', () => {
    const d = parse('OSVĚDČENÍ O REGISTRACI VOZIDLA\nA. Registrační značka     3C1 0042\nC.1.I Příjmení nebo obchodní firma © NĚMCOVÁ\nC.1.2 Jméno               Alena\nD.1 Tovární značka        KIA\n');
    expect(d.vehicleInfo.ownerName).toBe('Alena NĚMCOVÁ');
  });
});

describe('workshop invoices with labour and parts tables', () => {
  it('keeps the parts table out of the works and drops the operation codes (a US invoice)', () => {
    const d = parse(
      'Lakeside Motors, Inc.\nSERVICE INVOICE 4410\nDate: 04/02/2026        License: 4KDM219\nOdometer in: 61,200\nLINE   OP CODE   LABOR DESCRIPTION            AMOUNT\n1      12ALGN    Four wheel alignment          99.00\n2      30CABF    Replace cabin air filter      25.00\nQTY    PART NO.  PARTS DESCRIPTION            AMOUNT\n1      CF-200    CABIN FILTER                  18.50\nTOTAL   $142.50\nINEXT SERVICE   DATE 10/02/2026   MILEAGE 66,200\n',
    );
    expect(d.vehicleInfo.plateNumber).toBe('4KDM219');
    expect(d.serviceInfo.services).toEqual(['Four wheel alignment', 'Replace cabin air filter']);
    expect(d.serviceInfo).toMatchObject({ nextServiceDate: '2026-10-02', nextServiceMileage: 66200 });
  });

  it('types a French invoice of "Main d\'oeuvre" and "Pièces" with an oil change as a service invoice, parts left out', () => {
    const d = parse(
      'Garage du Pont SARL\nFACTURE N° 2026-77\nDate 03/03/2026\nKilométrage 88 000 km\nN°  Code     Main d\'oeuvre                          Montant HT\n1   MO-110   Vidange et remplacement du filtre à huile   52,00 €\n2   MO-402   Parallélisme                           60,00 €\nN°  Pièces                                          Montant HT\n1   Huile 5W-30 (5 L)                               40,00 €\nTotal TTC   182,40 €\n',
    );
    expect(d.documentType).toBe('service_invoice');
    expect(d.serviceInfo.services).toEqual(['Vidange et remplacement du filtre à huile', 'Parallélisme']);
  });

  it('reads a Hungarian parts table whose numbering caption OCR joined, and "Következő csere" with a slash', () => {
    const d = parse(
      'Mátra Autó Kft.\nSZÁMLA 2026/12\nTeljesítés dátuma 2026.02.10.\nKm-óra állás 120 500 km\nSsz. Műveletkód Munkadíj megnevezése   Összeg\n11-200   Vezérlés csere   48 000 Ft\nSsz. Alkatrész   Összeg\nVezérműszíj készlet   36 000 Ft\nFizetendő összesen   84 000 Ft\nKÖVETKEZŐ CSERE: 2027.02.10. / 135 000 KM\n',
    );
    expect(d.serviceInfo.services).toEqual(['Vezérlés csere']);
    expect(d.serviceInfo).toMatchObject({ nextServiceDate: '2027-02-10', nextServiceMileage: 135000 });
  });

  it('keeps a parts table after a code column out of the works, and reads no mileage from a next-service box', () => {
    const d = parse(
      'Officina Riva S.r.l.\nFATTURA N. 12/2026\nData 02/03/2026\nKm-Stand 64.300 km\nCod.    Manodopera                      Importo\nFR-10   Sostituzione dischi freno       € 120,00\nCod.    Ricambi                         Importo\nDF-22   Dischi freno anteriori          € 140,00\nTotale fattura   € 260,00\nNÄCHSTER SERVICE    Datum 02.03.2027    km-Stand 94.000\n',
    );
    expect(d.serviceInfo.services).toEqual(['Sostituzione dischi freno']);
    expect(d.serviceInfo).toMatchObject({ mileage: 64300, nextServiceMileage: 94000, nextServiceDate: '2027-03-02' });
  });
});

describe('renewal notices printing the previous and the new premium', () => {
  it('reads a Romanian renewal: its kind, the brand over the legal name, the new period and premium', () => {
    const d = parse(
      'Olt Protect\nOlt Asigurare-Reasigurare S.A.\nNOTIFICARE DE REÎNNOIRE\nPolița dumneavoastră nr. RO/31/KX/5512009 expiră la 01.06.2026.\nAsigurat        MARIN Ana\nPerioada anterioară - primă        980,00 lei\nPerioada nouă                      01.06.2026 - 01.06.2027\nPrima de reînnoire (anuală)        1.045,50 lei\n',
    );
    expect(d.documentKind).toBe('insurance_renewal');
    expect(d.insuranceInfo).toMatchObject({ insuranceProvider: 'Olt Protect', policyNumber: 'RO/31/KX/5512009', effectiveDate: '2026-06-01', expirationDate: '2027-06-01', premium: 1045.5 });
  });

  it('reads a Danish renewal: the owner in a letter\'s address block, the new premium after a renewal word, last year\'s left', () => {
    const d = parse(
      'Vadehav Bil\nVadehav Forsikring A/S\n\nSofie Brandt\nKastanievej 14\n6700 Esbjerg\n\nFornyelse af din bilforsikring\nPolicenr.      5120-884201\nPræmie sidste år                  6.120,00 kr.\nNy årlig præmie inkl. afgifter    6.480,00 kr.\n',
    );
    expect(d.vehicleInfo.ownerName).toBe('Sofie Brandt');
    expect(d.insuranceInfo).toMatchObject({ insuranceProvider: 'Vadehav Bil', premium: 6480 });
  });

  it('reads a Polish fleet policy: its number after the title\'s words, the first vehicle\'s plate under "Nr rej.", the total premium', () => {
    const d = parse(
      'Bałtyk Direct\nBałtyk Towarzystwo Ubezpieczeń S.A.\nPOLISA FLOTOWA OC nr 410-20931877\nUbezpieczający   Budmax Sp. z o.o.\nLp.   Pojazd          Nr rej.     VIN                  Składka\n1.    Skoda Octavia   WB 55120    TMBJJ7NE5K0123456    1 250,00 zł\n2.    Fiat Tipo       WB 60311    ZFA35600006H12345    1 100,00 zł\nSkładka łączna za okres ubezpieczenia   2 350,00 zł\n',
    );
    expect(d.vehicleInfo.plateNumber).toBe('WB 55120');
    expect(d.insuranceInfo).toMatchObject({ insuranceProvider: 'Bałtyk Direct', policyNumber: '410-20931877', premium: 2350 });
  });

  it('reads premium captions as OCR spells them (ł as t, æ as ae) and a Polish company form read with zeros', () => {
    const pl = parse('POLISA nr 55120931\nUbezpieczający   Kormet Sp. z 0.0.\nSktadka taczna   1 840,00 zł\n');
    expect(pl.vehicleInfo.ownerName).toBe('Kormet Sp. z o.o.');
    expect(pl.insuranceInfo.premium).toBe(1840);
    const dk = parse('Fornyelse af din bilforsikring\nPolicenr.   5120-884201\nPraemie sidste ar   6.120,00 kr.\nNy arlig praemie inkl. afgifter   6.480,00 kr.\n');
    expect(dk.insuranceInfo.premium).toBe(6480);
  });

  it('keeps a series of letters after the codes in a policy number; a green card number opens with a figure', () => {
    expect(readPolicyNumber('RO/45/VD/7821860')?.value).toBe('RO/45/VD/7821860');
    expect(readPolicyNumber('GB / 154 / 893/92001/27')?.value).toBe('893/92001/27');
  });
});
