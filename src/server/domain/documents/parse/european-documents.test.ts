import { describe, expect, it } from 'vitest';
import { buildPage } from './page';
import { parseDocumentFields } from './parse-document-fields';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'scan.pdf', today: '2026-11-27' });

describe('European premiums: the policy total with its taxes', () => {
  it('takes the Dutch total per year over the premium before assurantiebelasting', () => {
    const d = parse(
      'Centraal Beheer\nPolisblad autoverzekering\nPolisnummer        48213377\nVerzekeringnemer   Sanne de Vries\nIngangsdatum       01-05-2026\nEinddatum          30-04-2027\n\nPremie per jaar             € 468,16\nAssurantiebelasting 21%     € 98,31\nTotaal per jaar             € 566,47\n',
    );
    expect(d.insuranceInfo).toMatchObject({ insuranceProvider: 'Centraal Beheer', premium: 566.47, effectiveDate: '2026-05-01', expirationDate: '2027-04-30' });
  });

  it("passes over last year's premium on a notice that does not call itself a renewal", () => {
    const d = parse(
      "MACIF\nN° de contrat           AU1234567\nDate d'effet            01/03/2026\nValable jusqu'au        28/02/2027\nCotisation précédente TTC        672,46 €\nPrime nette HT                   526,96 €\nCotisation annuelle TTC          700,86 €\n",
    );
    expect(d.insuranceInfo).toMatchObject({ insuranceProvider: 'MACIF', premium: 700.86 });
  });

  it('reads a German policy number whose groups are joined by dots, and the insurer before its legal form', () => {
    const d = parse(
      'DEVK Versicherungen\nNachtrag zum Versicherungsschein\nVersicherungsschein-Nr.    82.109.144404\nVersicherungsbeginn   01.01.2026\nAblauf   01.01.2027\nZu zahlender Jahresbeitrag     846,09 €\n',
    );
    expect(d.insuranceInfo).toMatchObject({ insuranceProvider: 'DEVK', policyNumber: '82.109.144404', premium: 846.09 });
  });

  it("reads a UK renewal letter's cover dates", () => {
    const d = parse(
      'Admiral\nYour car insurance renewal\nPolicy number     P12345678\nCover starts      10/06/2026\nCover ends        09/06/2027\nWhat you paid last year              £412.65\nYour annual premium (incl. IPT)      £468.12\n',
    );
    expect(d.documentKind).toBe('insurance_renewal');
    expect(d.insuranceInfo).toMatchObject({ effectiveDate: '2026-06-10', expirationDate: '2027-06-09', premium: 468.12 });
  });
});

describe('European invoices and receipts', () => {
  it('types a German workshop invoice as an invoice though it prints the plate and FIN', () => {
    const d = parse(
      'Autohaus Keller GmbH\nRechnung Nr. 2026-4411\nRechnungsdatum    14.06.2026\nKennzeichen       HH-ZN 1926\nFahrzeug          Volkswagen Golf\nFIN               WVWZZZCDZMW123456\nKilometerstand    87.412 km\n\nPos.  Bezeichnung                          Betrag\n1     Bremsbeläge vorne erneuern           164,00\n2     Hauptuntersuchung                    139,00\n\nNettobetrag        303,00 EUR\nzzgl. 19 % MwSt.   57,57 EUR\nRechnungsbetrag    360,57 EUR\n',
    );
    expect(d.documentType).toBe('service_invoice');
    expect(d.registrationInfo.plateNumber).toBe('HH-ZN 1926');
    expect(d.serviceInfo).toMatchObject({ mileage: 87412, totalCost: 360.57, serviceDate: '2026-06-14' });
  });

  it('keeps an APK billed on a Dutch invoice a line of the invoice, and a word of small round letters in an item', () => {
    const d = parse(
      'Garage Bakker\nFACTUUR\nFactuurdatum     03-01-2025\nKenteken         12-ABC-3\nKilometerstand   126.008\n\nOmschrijving                      Bedrag\nGrote onderhoudsbeurt             € 289,00\nAPK keuring                       € 45,00\nSubtotaal excl. BTW               € 334,00\nBTW 21%                           € 70,14\nTotaal incl. BTW                  € 404,14\n',
    );
    expect(d.documentKind).toBe('service_invoice');
    expect(d.serviceInfo.totalCost).toBe(404.14);
    const french = parse('Garage du Centre\nFACTURE N° 12345\nDate        12/05/2026\nDésignation                                  Montant HT\nRemplacement courroie de distribution        612,00\nTotal TTC    734,40 €\n');
    expect(french.serviceInfo.services).toEqual(['Remplacement courroie de distribution']);
  });

  it('reads the plate after "Immat." on a French ticket', () => {
    const d = parse('NORAUTO VILLEURBANNE\nLe 12/05/2026\nImmat. FP-177-NY\nKm compteur : 62 300\nVIDANGE HUILE 5W30 (4 L)     71,90\nTOTAL TTC     88,80 €\n');
    expect(d.registrationInfo.plateNumber).toBe('FP-177-NY');
  });

  it('keeps a box code OCR read with little confidence ("D.3" at 22 %) beside its value', () => {
    const row = (y: number, words: [string, number, number, number?][]) => ({
      text: words.map(([t]) => t).join(' '),
      words: words.map(([text, x0, x1, confidence = 92]) => ({ text, x0, x1, y0: y, y1: y + 19, confidence })),
    });
    const lines = [
      row(40, [['Zulassungsbescheinigung', 123, 420], ['Teil', 430, 480], ['I', 490, 500]]),
      row(100, [['A', 123, 140], ['L-RJ', 207, 270], ['5511', 280, 340]]),
      row(130, [['D.1', 123, 166], ['RENAULT', 207, 320]]),
      row(160, [['D.3', 123, 166, 22], ['CAPTUR', 207, 298, 22]]),
      row(190, [['E', 123, 140], ['VF1RJB00SHG374882', 207, 480]]),
    ];
    const text = lines.map((l) => l.text).join('\n');
    expect(buildPage(text, lines).lines.flatMap((l) => l.cells.map((c) => c.text))).toContain('D.3');
    expect(parseDocumentFields({ text, fileName: 'scan.png', lines, today: '2026-11-27' }).vehicleInfo.model).toBe('CAPTUR');
  });

  it('reads a model whose name is a letter and figures in its D.3 box ("C 200")', () => {
    const d = parse('Zulassungsbescheinigung Teil I\n\nA        B-KX 1234\nB        12.03.2020\nD.1      MERCEDES-BENZ\nD.3      C 200\nE        W1K2060412A123456\n');
    expect(d.vehicleInfo.model).toBe('C 200');
  });
});

describe('EU certificate codes as OCR breaks them', () => {
  it("reads the holder from codes whose letter was lost at the page's edge, spaced or doubled", () => {
    const lost = parse(
      'Zulassungsbescheinigung Teil I (Fahrzeugschein)\nDokumentnummer AA4428773\nF-SW 7565\t5898\n.1.1 Wagner\tM1\n.1.2 Jonas\tAA\n.1.3 SchillerstraBe 88, 10115 Berlin\nBMW\tBENZIN\nWBA8E110SNF407748\n',
    );
    expect(lost.vehicleInfo.ownerName).toBe('Jonas Wagner');
    const spaced = parse('Zulassungsbescheinigung Teil I\nA\tB-JG 5409\nCc. 1.1 Becker\nC. 1.2 Petra\nC. 1.3 Bahnhofstraße 108, 10115 Berlin\nD.1\tFIAT\n');
    expect(spaced.vehicleInfo.ownerName).toBe('Petra Becker');
  });
});

