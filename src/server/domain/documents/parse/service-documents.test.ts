import { describe, expect, it } from 'vitest';
import { findAmounts } from './amounts';
import { classifyDocument } from './classify';
import { decideDateOrder } from './date-order';
import { parseDocumentFields } from './parse-document-fields';
import { cleanProviderName } from './service';

/**
 * Service invoices and oil-change receipts of the thirteenth round (issue 22): Scandinavian and Polish wordings, parts
 * listed apart from the work, next services on lines of their own, legal forms after a shop's name. Each case is worded
 * apart from the development layouts that showed the cause.
 */
const parse = (text: string, fileName = 'scan.txt') => parseDocumentFields({ text, fileName, today: '2026-11-24' });

describe('Scandinavian and Polish invoices and receipts', () => {
  it('reads a Danish-style workshop faktura as a service invoice, its date from "Fakturadato", not the next service', () => {
    const d = parse(
      [
        'Vestegnens Autoværksted ApS',
        'FAKTURA',
        'Fakturadato: 2026-03-04',
        'Reg.nr  CX 41 822',
        'Km-stand  88 120 km',
        'Skift af bremseklosser bag        1 450,00 kr',
        'Ny kamrem                          3 900,00 kr',
        'I alt inkl. moms                   5 350,00 kr',
        'Næste service 2027-03-04 eller ved 118 120 km',
      ].join('\n'),
    );
    expect(d.documentType).toBe('service_invoice');
    expect(d.serviceInfo).toMatchObject({ serviceDate: '2026-03-04', nextServiceDate: '2027-03-04', nextServiceMileage: 118120, serviceProvider: 'Vestegnens Autoværksted' });
  });

  it('reads a Swedish oil-change kvitto whose next oil change stands on two lines after its caption', () => {
    const d = parse(
      ['Smörjhallen Kista', 'KVITTO', 'Datum 2026-06-01', 'Mätarställning 45 300', 'Oljebyte 5W-30 inkl. filter   899,00', 'Summa SEK   899,00', 'Nästa oljebyte vid', '60 300 km eller 2027-06-01'].join('\n'),
    );
    expect(d.documentType).toBe('oil_change_receipt');
    expect(d.serviceInfo).toMatchObject({ serviceDate: '2026-06-01', mileage: 45300, nextServiceMileage: 60300, nextServiceDate: '2027-06-01' });
  });

  it('reads the next inspection of a Polish invoice, printed with or without Polish letters', () => {
    for (const caption of ['Następny przegląd', 'Nastepny przeglad']) {
      const d = parse(
        ['Warsztat Samochodowy Zięba', 'Faktura nr 12/2026', 'Data wykonania usługi: 10.02.2026', 'Przebieg: 140 500 km', 'Wymiana tarcz hamulcowych   820,00 zł', 'Razem   820,00 zł', `${caption}: 160 500 km lub 10.02.2027`].join('\n'),
      );
      expect(d.documentType).toBe('service_invoice');
      expect(d.serviceInfo).toMatchObject({ serviceDate: '2026-02-10', mileage: 140500, nextServiceMileage: 160500, nextServiceDate: '2027-02-10' });
    }
  });

  it('leaves a currency word after the price out of the work listed', () => {
    const d = parse(['Serwis Opon Malinowski', 'Faktura VAT', 'Data: 05.05.2026', 'Wymiana opon na letnie   120,00 PLN', 'Wyważanie kół   80,00 PLN', 'Razem   200,00 PLN'].join('\n'));
    expect(d.serviceInfo?.services).toEqual(['Wymiana opon na letnie', 'Wyważanie kół']);
  });

  it('reads a Norwegian receipt for an oil change as an oil-change receipt', () => {
    expect(classifyDocument('Bilpleie Tromsø\nKvittering\nOljeskift m/filter   1 190,00\nTotalt NOK   1 190,00', 'img.jpg')).toBe('oil_change_receipt');
  });
});

describe('parts listed apart from the work', () => {
  it('lists the work of an invoice that prints its parts under a heading of their own', () => {
    const d = parse(
      [
        'Kfz-Technik Albrecht',
        'Rechnung',
        'Datum: 14.05.2026',
        'Arbeiten',
        'Kupplung erneuern            420,00',
        'Achsvermessung                89,00',
        'Ersatzteile',
        'Kupplungssatz                310,00',
        'Radschrauben (5)              12,50',
        'Gesamtbetrag                 831,50 EUR',
      ].join('\n'),
    );
    expect(d.serviceInfo?.services).toEqual(['Kupplung erneuern', 'Achsvermessung']);
  });

  it('leaves out the rows of a table whose first column names parts, and takes the work listed after a labour heading', () => {
    const d = parse(
      ['Lakeside Auto Repair', 'Invoice', 'Date: 04/02/2026', 'Part number     Qty    Price', 'Brake pad set   1      64.00', 'Labour', 'Replace rear pads    95.00', 'Total   159.00'].join('\n'),
    );
    expect(d.serviceInfo?.services).toEqual(['Replace rear pads']);
  });
});

describe('work listed without prices under a heading', () => {
  it.each([
    ['Durchgeführte Arbeiten:', ['Ölstand geprüft', 'Wischblätter getauscht']],
    ['Travaux réalisés', ['Contrôle des niveaux', 'Remplacement des balais']],
    ['Udført arbejde', ['Tjek af dæktryk', 'Nye viskerblade']],
  ])('reads the lines under "%s" as the work done', (heading, works) => {
    const d = parse(['Bilhuset Nord', 'Invoice 88', 'Date: 02/02/2026', heading, ...works, 'Total   96.00'].join('\n'));
    expect(d.serviceInfo?.services).toEqual(works);
  });
});

describe('shop names', () => {
  it.each([
    ['Fjell Bilservice AS', 'Fjell Bilservice'],
    ['Turun Autohuolto Oy', 'Turun Autohuolto'],
    ['Harbour Mechanics Pty Ltd', 'Harbour Mechanics'],
    ['Auto Naprawa Lis sp. z o.o.', 'Auto Naprawa Lis'],
    ['Motorservice Lund AB', 'Motorservice Lund'],
  ])('leaves the legal form out of "%s"', (raw, name) => {
    expect(cleanProviderName(raw)).toBe(name);
  });

  it.each([
    ['*** QUICK LUBE CENTER #27 ***', 'QUICK LUBE CENTER'],
    ['== Autoservice Kaya ==', 'Autoservice Kaya'],
  ])('leaves a thermal printer\'s decoration out of "%s"', (raw, name) => {
    expect(cleanProviderName(raw)).toBe(name);
  });

  it('takes a Polish letterhead whose legal form OCR read with zeros, not the invoice title under it', () => {
    const d = parse(['Mechanika Pojazdowa Wrona sp. z 0.0.', 'FAKTURA VAT nr 77/2026', 'Data wystawienia 01.03.2026', 'Naprawa zawieszenia   640,00 PLN', 'Razem   640,00 PLN'].join('\n'));
    expect(d.serviceInfo?.serviceProvider).toBe('Mechanika Pojazdowa Wrona');
  });
});

describe('plates and dates of lube tickets and Australian invoices', () => {
  it('reads a plate after "LIC" on a lube ticket and after "Rego" on an Australian invoice', () => {
    expect(parse('Fast Lane Oil\nLIC 5KDT903\nODO 41,220\nOIL CHANGE 5W30   49.99\nTOTAL   49.99').vehicleInfo.plateNumber).toBe('5KDT903');
    expect(parse('Coastline Auto Service\nTAX INVOICE\nRego: 1ABC23\nOdometer 52,000 km\nMajor service   480.00\nTotal (incl. GST)   480.00').vehicleInfo.plateNumber).toBe('1ABC23');
  });

  it('reads an Australian invoice day first from its ABN and its phone', () => {
    expect(decideDateOrder('Coastline Auto Service Pty Ltd\nABN 12 345 678 901 · (03) 9555 0100\nDate 04/09/2026').order).toBe('day-first');
  });
});

describe('amounts OCR spaced', () => {
  it('reads a decimal comma OCR parted from its cents at the end of a cell', () => {
    expect(findAmounts('TOTAAL EUR   64, 95').map((a) => a.value)).toEqual([64.95]);
    expect(findAmounts('3, 45 and 12').map((a) => a.value)).toEqual([]);
  });
});
