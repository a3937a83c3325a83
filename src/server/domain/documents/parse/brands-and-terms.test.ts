import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classify';
import { parseDocumentFields } from './parse-document-fields';

const parse = (lines: string[]) => parseDocumentFields({ text: lines.join('\n'), fileName: 'upload.txt', today: '2026-11-28' });
const insurer = (lines: string[]) => parse(lines).insuranceInfo.insuranceProvider;

describe('the brand owners know, beside the legal name the page prints', () => {
  it('takes a capitalised letterhead over a legal name given as the insurer', () => {
    expect(insurer(['MOORLICHT', '', 'Kfz-Versicherungsschein', 'Versicherer        Moorlicht Sachversicherung AG', 'Vertragsnummer    71-3320198'])?.toLowerCase())
      .toBe('moorlicht');
  });

  it('takes a lower-case logo over an "underwritten by" company', () => {
    expect(insurer(['wavecrest', 'Insurance identification card', 'Policy number   WV-5512093', 'Underwritten by Wavecrest Casualty Company.']))
      .toBe('Wavecrest');
  });

  it('takes a brand that opens with a figure', () => {
    expect(insurer(['2nd Lantern', '', 'Your car insurance schedule', 'Policy number   LN40021987', '2nd Lantern Insurance Services Limited is authorised by the FCA.']))
      .toBe('2nd Lantern');
  });

  it('keeps a business word that is part of the brand', () => {
    expect(insurer(['ondaverde mutua', 'Certificato di assicurazione', 'Polizza n. 8812/2231', 'Ondaverde Mutua Assicurazioni S.p.A. - Sede in Trento']))
      .toBe('Ondaverde Mutua');
  });

  it('takes a brand named alone in a sentence for the corporation given as the insurer', () => {
    expect(insurer(['Policy declarations', 'Insurer   Fernhollow General Insurance Corporation', 'Policy No.  88120934', 'Thank you for choosing Fernhollow.']))
      .toBe('Fernhollow');
  });

  it('keeps the name whole when the page never prints the brand alone', () => {
    expect(insurer(['Policy declarations', 'Insurer   Fernhollow General Insurance Corporation', 'Policy No.  88120934'])).toBe('Fernhollow General');
  });
});

describe('renewals, taxes and policy numbers', () => {
  it("takes this year's price on a renewal letter that also prints last year's", () => {
    const d = parse(['Time to renew your motor insurance', 'Policy number   KX88120345', 'Last year you paid      £512.30', 'Your price this year    £561.80']);
    expect(d.documentKind).toBe('insurance_renewal');
    expect(d.insuranceInfo.premium).toBe(561.8);
  });

  it('takes the gross premium of net, taxes and gross lines', () => {
    const d = parse(['Quietanza', 'Compagnia   Allianz', 'Polizza n. 4412/55120', 'Premio imponibile    400,00', 'Imposte              106,00', 'Premio lordo         506,00']);
    expect(d.insuranceInfo.premium).toBe(506);
  });

  it('reads a French contract number in groups after "Contrat véhicule n°"', () => {
    expect(parse(['Avis d\'échéance', 'Assureur   MACIF', 'Contrat véhicule n° 552 118 904']).insuranceInfo.policyNumber).toBe('552 118 904');
  });
});

describe('receipts and invoices', () => {
  it('types an oil ticket announcing the next révision as an oil-change receipt', () => {
    expect(classifyDocument(['Garage des Acacias', 'Ticket', 'Vidange huile moteur 5W-30    64,90', 'Total TTC   64,90 €', 'Prochaine révision à 95 000 km'].join('\n'), 'scan.jpg'))
      .toBe('oil_change_receipt');
  });

  it("reads an invoice's customer under its caption and in a titled address block, never the workshop's letterhead", () => {
    const invoice = (head: string[]) => parse([...head, '', 'Invoice', 'Brake pads front    £142.00', 'Labour    £60.00', 'Total    £202.00']);
    expect(invoice(['Northgate Motors', 'Kunde: Jana Köhler']).vehicleInfo.ownerName).toBe('Jana Köhler');
    expect(invoice(['Northgate Motors', '01904 221100', '', 'Dr Priya Nair', '4 Elm Grove', 'York YO1 7HH']).vehicleInfo.ownerName).toBe('Priya Nair');
    expect(invoice(['Northgate Motors', '12 Station Road', 'Leeds LS1 4AP']).vehicleInfo.ownerName).toBeNull();
  });
});

describe('next services, premiums with their tax and owners in address blocks, in other wordings', () => {
  const ticket = (lines: string[]) =>
    parse(['Autoservizio Moretti', 'Data 02.06.2026', 'Km 58.400', 'Cambio olio motore e filtro   64,50', 'Totale 64,50 €', ...lines]).serviceInfo;

  it.each([
    [['Prossimo controllo: km 73.400'], 73400],
    [['Prossimo cambio olio fra 15.000 km'], 73400],
    [['PROSSIMO INTERVENTO', 'Data       Chilometri', '02.06.2027   73.400'], 73400],
    [['Wartung fällig bei 73.400 km'], 73400],
    [['Volgende olieverversing bij 73.400 km'], 73400],
    [['Próxima manutenção aos 73.400 km'], 73400],
  ])('reads the next service of %j', (lines, km) => {
    expect(ticket(lines).nextServiceMileage).toBe(km);
  });

  it('reads a distance and months a narrow receipt wrapped over two lines', () => {
    const s = ticket(['Prossimo tagliando entro 15.000', 'km oppure 12 mesi']);
    expect(s.nextServiceMileage).toBe(73400);
  });

  it('adds months said after "oder", "ou" or "of"', () => {
    expect(ticket(['Nächste Inspektion in 20.000 km oder 24 Monaten']).nextServiceDate).toBe('2028-06-02');
  });

  it('takes the latest insurance year of a table whose columns are years', () => {
    const d = parse(['Renewal invitation', 'Insurer   Aviva', 'Policy number   QX-4412098', '            2025-2026     2026-2027', 'Annual cost   £498.10    £533.75']);
    expect(d.insuranceInfo.premium).toBe(533.75);
  });

  it('takes the figure a premium changed to', () => {
    const d = parse(['Your renewal', 'Insurer   Aviva', 'Policy number   QX-4412098', 'Your annual premium goes up from £498.10 to £533.75.']);
    expect(d.insuranceInfo.premium).toBe(533.75);
  });

  it('takes the sum of a premium and its tax line as the premium', () => {
    const d = parse(['Polisoverzicht', 'Verzekeraar   Univé', 'Polisnummer   77120934', 'Netto premie   350,00', 'Assurantiebelasting   73,50', 'Totaal per jaar   423,50']);
    expect(d.insuranceInfo.premium).toBe(423.5);
    const it2 = parse(['Quietanza', 'Compagnia   Allianz', 'Polizza n. 5512/771', 'Imponibile    Imposte    Importo da pagare', '350,00        92,75      442,75']);
    expect(it2.insuranceInfo.premium).toBe(442.75);
  });

  it.each([
    [['Ms Hannah Pike', 'Flat 2', '9 Quarry Road', 'Durham', 'DH1 3LE'], 'Hannah Pike'],
    [['Sig.ra Elena Conti', 'Via Manzoni, 4', '37121 Verona (VR)'], 'Elena Conti'],
    [['Herr Felix Brandt', 'Seestrasse 40', 'CH-6003 Luzern'], 'Felix Brandt'],
    [['ROBERT HALE', 'PO BOX 88', 'DAYTON OH 45402-0088'], 'ROBERT HALE'],
  ])('reads the holder of the address block %j', (block, name) => {
    const d = parse(['Tidewell', '', ...block, '', 'Motor insurance schedule', 'Insurer   Aviva', 'Policy number   TW-8812345']);
    expect(d.vehicleInfo.ownerName).toBe(name);
  });
});
