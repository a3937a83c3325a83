/**
 * Causes found on the sixteenth round's development layouts (bench/corpus/layouts/world-dev-16.ts), each worded here
 * otherwise than the corpus prints it: Central European and Nordic policies not typed as insurance, their holder,
 * insurer, policy-number, period and premium captions, whole amounts grouped by spaces before a local currency, Czech
 * dates spaced after their dots, insurers' legal forms (a.s., Zrt., A/S, Oy), and workshop invoices whose parts
 * table is captioned in those languages, whose works are numbered, whose shop carries s.r.o. or Kft., and whose next
 * service is a box or a line in Czech or Hungarian.
 */
import { describe, expect, it } from 'vitest';
import { findAmounts } from './amounts';
import { findDates } from './dates';
import { parseDocumentFields } from './parse-document-fields';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('insurance in Nordic and central European languages', () => {
  it('types a Polish policy as insurance and reads its holder, insurer, term and yearly premium beside a quarter', () => {
    const d = parse(
      'POLISA AC nr 4471020399\nUbezpieczający   Marek Sadowski\nOkres ubezpieczenia   od 02.03.2026 do 01.03.2027\nSkładka roczna   1 480,00 zł\nRata kwartalna   370,00 zł\nUbezpieczyciel   Brzoza Ubezpieczenia S.A.\n',
    );
    expect(d.documentType).toBe('insurance');
    expect(d.vehicleInfo.ownerName).toBe('Marek Sadowski');
    expect(d.insuranceInfo).toMatchObject({ insuranceProvider: 'Brzoza Ubezpieczenia', effectiveDate: '2026-03-02', expirationDate: '2027-03-01', premium: 1480 });
  });

  it('reads a Czech contract: its insurer with a.s., a term of dates spaced after their dots, a whole premium in Kč', () => {
    const d = parse('POJISTNÁ SMLOUVA\nČíslo smlouvy   7730019\nPojistník   Eva Marková\nPojistitel   Labe pojišťovna, a.s.\nPojistná doba   15. 3. 2026 – 14. 3. 2027\nRoční pojistné   6 240 Kč\n');
    expect(d.documentType).toBe('insurance');
    expect(d.vehicleInfo.ownerName).toBe('Eva Marková');
    expect(d.insuranceInfo).toMatchObject({ insuranceProvider: 'Labe pojišťovna', policyNumber: '7730019', effectiveDate: '2026-03-15', expirationDate: '2027-03-14', premium: 6240 });
  });

  it('reads Hungarian, Norwegian, Danish and Finnish captions and legal forms', () => {
    const hu = parse('KÖTVÉNY\nKötvényszám   55102938\nSzerződő   Balogh Anna\nBiztosító   Duna Biztosító Zrt.\nÉves díj   64 800 Ft\n');
    expect(hu.documentType).toBe('insurance');
    expect(hu.insuranceInfo).toMatchObject({ insuranceProvider: 'Duna Biztosító', policyNumber: '55102938', premium: 64800 });
    expect(hu.vehicleInfo.ownerName).toBe('Balogh Anna');
    const no = parse('FORSIKRINGSBEVIS\nForsikringstaker   Kari Nordby\nPolisenr.   81234567\nGjelder fra   01.05.2026\nGjelder til   30.04.2027\n');
    expect(no.documentType).toBe('insurance');
    expect(no.insuranceInfo).toMatchObject({ policyNumber: '81234567', effectiveDate: '2026-05-01', expirationDate: '2027-04-30' });
    const dk = parse('Policeoversigt\nSelskab   Vesterhav Forsikring A/S\nForsikringstager   Jens Holm\nÅrlig præmie inkl. afgifter   7.200,00 kr.\n');
    expect(dk.insuranceInfo).toMatchObject({ insuranceProvider: 'Vesterhav Forsikring', premium: 7200 });
    expect(dk.vehicleInfo.ownerName).toBe('Jens Holm');
    const fi = parse('VAKUUTUSKIRJA\nVakuutusyhtiö   Kaleva Vakuutus Oy\nVakuutuksenottaja   Eino Salo\nVakuutusmaksu yhteensä   512,80 €/vuosi\n');
    expect(fi.documentType).toBe('insurance');
    expect(fi.insuranceInfo).toMatchObject({ insuranceProvider: 'Kaleva Vakuutus', premium: 512.8 });
  });

  it('reads whole amounts grouped by spaces only beside a currency, and a Czech range spaced after its dots', () => {
    expect(findAmounts('celkem 12 400 Kč').map((a) => a.value)).toEqual([12400]);
    expect(findAmounts('1 250 kr per år').map((a) => a.value)).toEqual([1250]);
    expect(findAmounts('stav 123 456 km').map((a) => a.value)).toEqual([]);
    expect(findDates('platnost 1. 2. 2026 - 31. 1. 2027')[0]).toMatchObject({ date: '2026-02-01', end: '2027-01-31' });
  });

  it('types a Nordic card as a card and a Swedish renewal as a renewal, with make, model and year under their own captions', () => {
    const card = parse('FORSIKRINGSBEVIS\nPolisenr.   80011223\nMerke / modell   Volvo XC40\nÅrsmodell   2021\nGjelder fra   01.02.2026\n');
    expect(card.documentKind).toBe('insurance_card');
    expect(card.vehicleInfo).toMatchObject({ make: 'Volvo', model: 'XC40', year: 2021 });
    const renewal = parse('Din bilförsäkring förnyas\nFörsäkringsnummer   771-2201934\nÅrspremie   5 460 kr\nFörsäkringsgivare: Vänern Försäkring AB\n');
    expect(renewal.documentKind).toBe('insurance_renewal');
    expect(renewal.insuranceInfo).toMatchObject({ insuranceProvider: 'Vänern Försäkring', premium: 5460 });
  });

  it('takes an insurer from a letterhead naming it in its language with a legal form', () => {
    const d = parse('Hortobágy Biztosító Zrt.\nKÖTVÉNY\nKötvényszám   66120044\nSzerződő   Fekete Ilona\n');
    expect(d.insuranceInfo.insuranceProvider).toBe('Hortobágy Biztosító');
  });

  it('takes the insurer from a regulatory footer', () => {
    const d = parse('Car Insurance Renewal\nPolicy number   CAR7781203\nYour renewal premium   €612.40\nCorrib Insurance DAC is regulated by the Central Bank of Ireland.\n');
    expect(d.insuranceInfo.insuranceProvider).toBe('Corrib');
  });

  it('reads a Romanian plate under "Nr. de înmatriculare" on a policy', () => {
    const d = parse('POLIȚĂ RCA\nAsigurat   Dan Marin\nNr. de înmatriculare   CJ 08 RTB\nPrimă de asigurare   980,00 lei\n');
    expect(d.vehicleInfo.plateNumber).toBe('CJ 08 RTB');
  });

  it('keeps an Italian premium column under its total', () => {
    const d = parse('Polizza auto\nGaranzia   Premio\nRC Auto   € 300,00\nFurto   € 90,00\nTotale (imposte incluse)   € 390,00\n');
    expect(d.insuranceInfo.premium).toBe(390);
  });
});

describe('workshop invoices in Nordic and central European languages', () => {
  it('leaves a parts table captioned in its second column out of the work, and the work lines\' numbers', () => {
    const d = parse(
      'Serwis Samochodowy Lipa\nFaktura VAT nr 12/2026\nData wystawienia 04.05.2026\nWykonane czynności:\n1. Wymiana płynu hamulcowego   150,00 zł\n2. Ustawienie zbieżności   120,00 zł\nLp.   Części   Wartość\n1   Płyn hamulcowy DOT4   45,00 zł\nRazem brutto   315,00 zł\n',
    );
    expect(d.serviceInfo.services).toEqual(['Wymiana płynu hamulcowego', 'Ustawienie zbieżności']);
  });

  it('reads a Czech invoice: shop without s.r.o., material apart, the next service under its caption', () => {
    const d = parse(
      'Pneuservis Kolář s.r.o.\nFAKTURA - DAŇOVÝ DOKLAD\nDatum vystavení 10.06.2026\nStav tachometru 81 200 km\nKód operace   Popis práce   Cena\n24 10 00   Výměna brzdových destiček   1 450,00\nMateriál   Cena\nBrzdové destičky   1 890,00\nCelkem k úhradě   3 340,00 Kč\nPříští servis\n10.06.2027 nebo 101 000 km\n',
    );
    expect(d.documentType).toBe('service_invoice');
    expect(d.serviceInfo).toMatchObject({ serviceProvider: 'Pneuservis Kolář', nextServiceDate: '2027-06-10', nextServiceMileage: 101000 });
    expect(d.serviceInfo.services).toEqual(['Výměna brzdových destiček']);
  });

  it('reads a Hungarian invoice with its shop without Kft. and the next service on one line', () => {
    const d = parse(
      'Kelet Autójavító Kft.\nSZÁMLA\nSzámla kelte 2026.04.02.\nKm-óra állás 64 000 km\nElvégzett munkák\nKód   Megnevezés   Összeg\nJ-12   Fékbetét csere   18 000 Ft\nFelhasznált alkatrészek\nFékbetét   22 000 Ft\nFizetendő összesen   40 000 Ft\nKövetkező szerviz: 2027.04.02. vagy 79 000 km\n',
    );
    expect(d.documentType).toBe('service_invoice');
    expect(d.serviceInfo).toMatchObject({ serviceProvider: 'Kelet Autójavító', nextServiceDate: '2027-04-02', nextServiceMileage: 79000 });
    expect(d.serviceInfo.services).toEqual(['Fékbetét csere']);
  });

  it('reads a next-service box whose caption shares its first row with the date', () => {
    const d = parse('Bilsenter Vik AS\nFAKTURA\nDato 03.03.2026\nKm-stand 40 100 km\nNr.   Arbeid   Beløp\n1   Skiftet bremsevæske   890,00\nÅ betale   890,00\nNeste service   Dato   03.03.2027\n   Km   55 000\n');
    expect(d.serviceInfo).toMatchObject({ nextServiceDate: '2027-03-03', nextServiceMileage: 55000 });
  });
});
