/**
 * Insurance documents whose premium is the total of a breakdown (net premium, taxes, levies, a guarantee fund's fee),
 * renewals printing the term in force beside the renewal's, Cyrillic, Greek, Baltic and Croatian captions over Latin
 * values, six-month terms and green cards (causes found on bench/corpus/layouts/world-dev-19-insurance.ts, worded
 * otherwise here).
 */
import { describe, expect, it } from 'vitest';
import { decideDateOrder } from './date-order';
import { ocrShaped } from './ocr-shapes';
import { parseDocumentFields } from './parse-document-fields';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('a premium that is the total of its breakdown', () => {
  it('takes the line summing the net premium, its tax and several fees, whatever the total is called', () => {
    const d = parse(
      'Harrow Lane Insurance Agency\nPERSONAL AUTO POLICY\nPolicy number   HL-884120\nPolicy period   03/01/2026 to 03/01/2027\nNamed insured   Dana Whitfield\nPremium   $812.00\nState premium tax   $16.24\nFire marshal assessment   $4.06\nPolicy fee   $25.00\nAmount you owe   $857.30\n',
    );
    expect(d.insuranceInfo.premium).toBe(857.3);
  });

  it('sums the renewal column of a table of two terms, not the term in force', () => {
    const d = parse('Prämienübersicht\nPolice-Nr.\t40.771.205\nDeckung\tBisher CHF\tNeu CHF\nHaftpflicht\t612.40\t640.10\nKasko\t300.00\t310.00\nStempelabgabe\t45.62\t47.51\nSumme\t958.02\t997.61\n');
    expect(d.insuranceInfo.premium).toBe(997.61);
    expect(d.documentKind).toBe('insurance_renewal');
  });

  it('reads "Bisher" and "Neu" as the term in force and the renewal in a sentence', () => {
    const d = parse('Ihre Motorfahrzeugversicherung\nPolice-Nr.   12.345.678\nBisherige Jahresprämie CHF 1\'204.50\nNeue Jahresprämie inkl. Stempelabgabe CHF 1\'262.35\nVerlängerung per 01.05.2026\n');
    expect(d.insuranceInfo.premium).toBe(1262.35);
  });
});

describe('captions in Cyrillic, Greek, Baltic and Croatian over Latin values', () => {
  it('reads a Bulgarian policy whose total follows the premium, its 2 % tax and the guarantee fund', () => {
    const d = parse(
      'ЗАСТРАХОВАТЕЛНА ПОЛИЦА\nПолица №   BG/07/330001112223\nСобственик   PETAR ANGELOV\nРег. №   PB 4410 KM\nМарка, модел   DACIA DUSTER\nСрок на застраховката   от 01.03.2026 г. до 28.02.2027 г.\nЗастрахователна премия   150,00 EUR\nДанък 2%   3,00 EUR\nГаранционен фонд   6,00 EUR\nОбщо   159,00 EUR\n',
    );
    expect(d.documentType).toBe('insurance');
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'PB 4410 KM', ownerName: 'PETAR ANGELOV' });
    expect(d.insuranceInfo).toMatchObject({ policyNumber: 'BG/07/330001112223', effectiveDate: '2026-03-01', expirationDate: '2027-02-28', premium: 159 });
  });

  it('reads a Greek six-month policy by its start and end captions and the total premium', () => {
    const d = parse(
      'ΑΣΦΑΛΙΣΤΗΡΙΟ ΑΥΤΟΚΙΝΗΤΟΥ\nΑριθμός συμβολαίου   7712345\nΛήπτης ασφάλισης   NIKOLAOU MARIA\nΑριθμός κυκλοφορίας   ZKE-1234\nΈναρξη   01/04/2026\nΛήξη   01/10/2026\nΚαθαρό ασφάλιστρο   100,00 €\nΦόρος ασφαλίστρων   15,00 €\nΣυνολικό ασφάλιστρο   115,00 €\n',
    );
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'ZKE-1234', ownerName: 'NIKOLAOU MARIA' });
    expect(d.insuranceInfo).toMatchObject({ policyNumber: '7712345', effectiveDate: '2026-04-01', expirationDate: '2026-10-01', premium: 115 });
  });

  it('types a Latvian MTPL policy as insurance and reads its holder, number and total', () => {
    const d = parse(
      'OCTA polise\nPolises Nr.   LV12-3456789\nApdrošinājuma ņēmējs   SIA Daugavpils Mežs\nReģ. Nr.   KT-4812\nApdrošināšanas periods   no 01.06.2026 līdz 31.05.2027\nKopējā prēmija   96,40 EUR\n',
    );
    expect(d.documentType).toBe('insurance');
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'KT-4812', ownerName: 'SIA Daugavpils Mežs' });
    expect(d.insuranceInfo).toMatchObject({ policyNumber: 'LV12-3456789', expirationDate: '2027-05-31', premium: 96.4 });
  });

  it('reads a Croatian policy whose total follows the premium, the health contribution and the tax', () => {
    const d = parse(
      'Polica osiguranja od automobilske odgovornosti\nBroj police   11-22334455\nUgovaratelj   Ana Kovač\nRegistarska oznaka   ST 1234-AB\nPremija osiguranja   200,00 EUR\nDoprinos 5%   10,00 EUR\nPorez 10%   20,00 EUR\nUkupno   230,00 EUR\n',
    );
    expect(d.documentType).toBe('insurance');
    expect(d.vehicleInfo.ownerName).toBe('Ana Kovač');
    expect(d.insuranceInfo).toMatchObject({ policyNumber: '11-22334455', premium: 230 });
  });
});

describe('renewals, terms and insurers in other wordings', () => {
  it('types a Belgian due-date notice and a Portuguese continuation notice as renewals', () => {
    expect(parse('VERVALDAGBERICHT\nPolisnummer   123.456.789\nNettopremie   400,00 EUR\nTe betalen   509,00 EUR\n').documentKind).toBe('insurance_renewal');
    expect(parse('Aviso de pagamento - continuidade da apólice\nApólice n.º   4455667788\nPrémio total   310,20 €\n').documentKind).toBe('insurance_renewal');
  });

  it('reads the premium after "Te betalen vóór" and its due date', () => {
    const d = parse('VERVALDAGBERICHT\nPolisnummer   123.456.789\nNettopremie   400,00 EUR\nTaksen   109,00 EUR\nTe betalen vóór 01/07/2026   509,00 EUR\n');
    expect(d.insuranceInfo.premium).toBe(509);
  });

  it('reads the end of a term whose length is printed before its dates', () => {
    const d = parse('AUTO POLICY DECLARATIONS\nPolicy Number   KY-100200300\nPolicy Term   6 Months: 09/14/2026 to 03/14/2027\nNamed Insured   Lee Park\n');
    expect(d.insuranceInfo).toMatchObject({ effectiveDate: '2026-09-14', expirationDate: '2027-03-14' });
  });

  it('takes a date format printed on the page as the order of its dates', () => {
    expect(decideDateOrder('Renewal Term 02/03/2026 to 02/03/2027 (DD/MM/YYYY) Total $120.00').order).toBe('day-first');
    expect(decideDateOrder('Période 02/03/2026 au 02/03/2027 (format JJ/MM/AAAA)').order).toBe('day-first');
    expect(decideDateOrder('Date de paiement 02/03/2026 (MM/DD/YYYY) 12 rue du Port, L-1234').order).toBe('month-first');
  });

  it('reads an Austrian "POLIZZE Nr." title as the policy number', () => {
    expect(parse('Kärnten Versicherung AG\nPOLIZZE Nr. 512-7730041-2\nVersicherungsnehmer   Eva Koller\n').insuranceInfo.policyNumber).toBe('512-7730041-2');
  });

  it('takes no insurer from a green card\'s "Code assureur" caption', () => {
    const d = parse("CARTE VERTE\n2. Code pays / Code assureur / Numéro   B / 123 / 4567890\n3. Numéro d'immatriculation   1-ABC-234\n9. Carte délivrée par\nMeuse Assurances S.A.\n");
    expect(d.insuranceInfo.insuranceProvider).not.toBe('Numéro');
    expect(d.insuranceInfo.insuranceProvider).toMatch(/^Meuse/);
  });

  it('keeps a brand whole over its legal name after a dash ("Mondego Seguros" over "Mondego - Companhia de Seguros")', () => {
    const d = parse('Mondego Seguros\nMondego - Companhia de Seguros, S.A.\nAVISO DE PAGAMENTO\nApólice n.º   1234567890\nPrémio total   420,00 €\n');
    expect(d.insuranceInfo.insuranceProvider).toBe('Mondego Seguros');
  });

  it('reads an insurer named only in a footer, "... Insurance Limited", without its legal form', () => {
    const d = parse("Your car insurance renewal\nPolicy number   SVM-22334455\nThis year's price   £640.00\nYour insurance is provided by Severn Vale Insurance Limited, registered in England.\n");
    expect(d.insuranceInfo.insuranceProvider).toBe('Severn Vale');
  });
});

describe('Cyrillic and Greek captions as OCR without their language reads them', () => {
  it('matches a caption written in its script and in the Latin shapes OCR gives it', () => {
    const policy = new RegExp(`^${ocrShaped('полица №')}$`, 'iu');
    expect(['Полица №', 'Nonuua Ne', 'NOJIULLA No'].every((t) => policy.test(t))).toBe(true);
    expect(policy.test('Policy No')).toBe(false);
    const plate = new RegExp(`^${ocrShaped('αριθμός κυκλοφορίας')}$`, 'iu');
    expect(['Αριθμός κυκλοφορίας', 'Api8ydc KuKAogopiac'].every((t) => plate.test(t))).toBe(true);
  });

  it('reads a Bulgarian policy scanned without Cyrillic: its kind, number, holder and the total of its breakdown', () => {
    const d = parse(
      'TRAKIA AUTO\n3ACTPAXOBATEJIHA NOJIULLA\nNonuua Ne\tBG/31/220004445556\n3acTpaxosBaw / Co6cTBeHUK\tIVO STOYANOV\nPer. Ne\tPB 7711 TX\n3acTpaxoBaTeyHa npemua\t240,00 EUR\nBLpxy npemuata 2%\t4,80 EUR\nBHocka\t10,20 EUR\nO6uW0\tCymMa\t255,00 EUR\n',
    );
    expect(d.documentType).toBe('insurance');
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'PB 7711 TX', ownerName: 'IVO STOYANOV' });
    expect(d.insuranceInfo).toMatchObject({ policyNumber: 'BG/31/220004445556', premium: 255 });
  });

  it('reads a holder under a bilingual caption whose first half OCR read with figures ("8. 3actpaxosayy / Policyholder")', () => {
    const d = parse('3EJIEHA KAPTA / GREEN CARD\n3. Per. Ne / Registration No.\tCA 1020 HB\n8. 3actpaxosayy / Policyholder\nMILENA GEORGIEVA\nul. Shipka 4, Sofia\n');
    expect(d.vehicleInfo.ownerName).toBe('MILENA GEORGIEVA');
  });

  it('reads Baltic captions whose long vowels OCR read with acute accents ("Apdrosinajuma néméjs", "prémija")', () => {
    const d = parse('OCTA LIGUMS Nr. LV55-1234567\nApdrosinajuma néméjs\tSIA Liepu Birzs\nKopéja apdrosinaSanas prémija par periodu\t212,50 EUR\n');
    expect(d.vehicleInfo.ownerName).toBe('SIA Liepu Birzs');
    expect(d.insuranceInfo.premium).toBe(212.5);
  });

  it('reads an Austrian plate of five figures and a letter after the district ("W-48215K")', () => {
    expect(parse('POLIZZE Nr. 100-2003004-5\nKennzeichen\tW-48215K\nFahrzeug\tVW Golf\n').vehicleInfo.plateNumber).toBe('W-48215K');
  });
});
