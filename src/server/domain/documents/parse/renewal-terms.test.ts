import { describe, expect, it } from 'vitest';
import { findAmounts } from './amounts';
import { buildPage } from './page';
import { parseDocumentFields } from './parse-document-fields';
import { readPolicyNumber } from './readers';
import { findTermTables, splitGluedCaptions } from './term-columns';

const parse = (text: string, fileName = 'scan.pdf') => parseDocumentFields({ text, fileName, today: '2026-11-27' });

describe('term tables on renewals: the renewal column, not the term in force', () => {
  it('finds the renewal column by its header, in tab-separated and in spaced text', () => {
    const tabs = buildPage('Policy HX-55120\n\tPrevious year\tNew year\nStart\t01/03/2025\t01/03/2026\nPremium\t£512.00\t£560.40\n');
    const [table] = findTermTables(tabs);
    expect(table.rows.map((r) => r.renewal.text)).toEqual(['01/03/2026', '£560.40']);
    const spaced = buildPage('                     Huidige periode       Nieuwe periode\nIngangsdatum         01-02-2025            01-02-2026\n');
    expect(findTermTables(spaced)[0].rows[0].renewal.text).toBe('01-02-2026');
  });

  it('leaves a table of one term alone', () => {
    expect(findTermTables(buildPage('Coverage\tLimit\tPremium\nLiability\t$100,000\t$412.00\n'))).toEqual([]);
  });

  it('takes the renewal dates and premium of a bilingual Canadian renewal', () => {
    const d = parse(
      'Economical\nAvis de renouvellement / Renewal notice\nPolicy number / Numéro de police\tCA551203-4\n\tCurrent term / Terme actuel\tRenewal term / Nouveau terme\n' +
        'Effective / En vigueur\t2025-03-14\t2026-03-14\nExpiry / Échéance\t2026-03-14\t2027-03-14\nTotal premium / Prime totale\t$1,402.10\t$1,488.55\n',
    );
    expect(d.insuranceInfo).toMatchObject({ effectiveDate: '2026-03-14', expirationDate: '2027-03-14', premium: 1488.55, policyNumber: 'CA551203-4' });
  });

  it('takes the renewal column of a German table captioned Vom and Bis', () => {
    const d = parse(
      'DEVK\nIhre Beitragsrechnung\nVersicherungsschein-Nr.\tKR-554120-17\n\tLaufendes Versicherungsjahr\tFolgejahr\nVom\t01.04.2025\t01.04.2026\nBis\t31.03.2026\t31.03.2027\nJahresbeitrag inkl. VersSt\t612,40 €\t655,80 €\n',
    );
    expect(d.insuranceInfo).toMatchObject({ effectiveDate: '2026-04-01', expirationDate: '2027-03-31', premium: 655.8 });
  });

  it('splits two term captions OCR glued into one cell, and takes the renewal column under them', () => {
    const german = parse(
      'LVM\nIhre Beitragsrechnung zur Hauptfalligkeit\nVersicherungsschein-Nr.\tKR-966032-15\nLaufendes VersicherungsjahrFolgejahr\n' +
        'Vom\t16.03.2025\t16.03.2026\nBis\t15.03.2026\t15.03.2027\nJahresbeitrag inkl. VersSt\t890,54 €\t991,94 €\n',
    );
    expect(german.insuranceInfo).toMatchObject({ effectiveDate: '2026-03-16', expirationDate: '2027-03-15', premium: 991.94 });
    const canadian = parse(
      'TD Insurance\nAvis de renouvellement / Renewal notice\nPolicy number / Numéro de police\tAU585106-5\nCurrent term / Terme actueRenewal term / Nouveau terme\n' +
        'Effective / En vigueur\t2025-09-20\t2026-09-20\nExpiry / Echéance\t2026-09-20\t2027-09-20\nTotal premium / Prime totale\t$1,599.30\t$1,738.75\n',
    );
    expect(canadian.insuranceInfo).toMatchObject({ effectiveDate: '2026-09-20', expirationDate: '2027-09-20', premium: 1738.75 });
  });

  it('leaves a caption naming both terms without a glued capital whole', () => {
    const cell = { text: 'Premium before renewal', x0: 0, x1: 100, line: 0, index: 0 };
    expect(splitGluedCaptions(cell)).toEqual([cell]);
    const [prior, renewal] = splitGluedCaptions({ text: 'Last yearThis year', x0: 100, x1: 280, line: 0, index: 0 });
    expect([prior.text, renewal.text, prior.x1, renewal.x0]).toEqual(['Last year', 'This year', 190, 190]);
  });

  it('reads each column of a US comparison whose policy periods are ranges', () => {
    const d = parse(
      'Safeco\nRenewal Comparison\nPolicy number\t41 D 229017\n\tCurrent Policy\tRenewal Policy\nPolicy period\t01/05/2025 - 07/05/2025\t07/05/2025 - 01/05/2026\nTotal 6-month premium\t$612.00\t$655.15\n',
    );
    expect(d.insuranceInfo).toMatchObject({ policyNumber: '41 D 229017', effectiveDate: '2025-07-05', expirationDate: '2026-01-05', premium: 655.15 });
  });
});

describe('Canadian and French amounts, plates in sentences, policy numbers', () => {
  it('reads dollars written after the figure and Canadian currency marks', () => {
    expect(findAmounts('Prime totale 1 234,56 $').map((a) => a.value)).toEqual([1234.56]);
    expect(findAmounts('Total C$ 88.10 or CAD 12.00').map((a) => a.value)).toEqual([88.1, 12]);
  });

  it('reads a plate named in a sentence or in brackets after the car', () => {
    expect(parse('MAIF\nAttestation d\'assurance\nLe véhicule Peugeot 208 immatriculé GH-412-KL est assuré.\nContrat n° 4471203 B\n').vehicleInfo.plateNumber).toBe('GH-412-KL');
    expect(parse('Saga\nYour renewal\nPolicy number SG/5520114\nThe insurance on your Skoda Fabia (KT19 PLX) renews soon.\n').vehicleInfo.plateNumber).toBe('KT19 PLX');
  });

  it('keeps a plate that starts with the letters NR or NO after its caption', () => {
    const d = parse('FACTURE N° 5512\nImmatriculation : NR-412-PT\nVidange et filtre à huile    89,00 €\nTotal TTC    89,00 €\n');
    expect(d.vehicleInfo.plateNumber).toBe('NR-412-PT');
  });

  it('reads a policy number with a lone letter among its figures', () => {
    expect(readPolicyNumber('89 C 112233')?.value).toBe('89 C 112233');
  });

  it('reads a bilingual caption whose other half follows a slash, and a UK annual price', () => {
    const d = parse("Beneva\nAttestation d'assurance automobile / Certificate of automobile insurance\nAssureur / Insurer\tPolicy number / Numéro de police\nBeneva\tQA5512093\n");
    expect(d.insuranceInfo).toMatchObject({ insuranceProvider: 'Beneva', policyNumber: 'QA5512093' });
    expect(parse('esure\nCertificate of motor insurance\nPolicy number ES/5512093\nAnnual price inc. IPT    £612.30\n').insuranceInfo.premium).toBe(612.3);
  });

  it('types a certificate that points to its next inspection as a certificate, with no expiry', () => {
    const d = parse("CERTIFICAT D'IMMATRICULATION\nA    GH-412-KL\nB    14/06/2022\nD.1  PEUGEOT\nE    VF3UPHNS8RA366060\nI    08/01/2023\nX.1  VOIR CONTROLE TECHNIQUE\n");
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.registrationInfo.expiryDate ?? null).toBeNull();
  });
});
