import { describe, expect, it } from 'vitest';
import { parseDocumentFields } from './parse-document-fields';

/** Service documents in wordings and layouts found by writing receipts the way other shops print them. */
function receipt(lines: string[]): string {
  return ['Bayside Auto Care', 'Service date: 09/15/2026   Mileage: 45,500', 'Oil & filter change   64.00', 'Total 64.00', ...lines].join('\n');
}

const read = (text: string) => parseDocumentFields({ text, fileName: 'upload.txt', today: '2026-11-24' }).serviceInfo;

describe('next service captions', () => {
  it.each([
    ['Upcoming service: 03/15/2027 / 48,500 mi'],
    ['Oil change due: 03/15/2027 / 48,500 mi'],
    ['Follow-up visit: 03/15/2027 at 48,500 miles'],
    ['Next: 03/15/2027 or 48,500 mi'],
    ['Windshield reminder: 3/15/2027 - 48,500'],
    ['We recommend having your oil changed again by 03/15/2027 or at 48,500 miles.'],
    ['Service interval: 6 months / 3,000 miles\nDue: 03/15/2027 at 48,500 miles'],
    ['NEXT CHANGE\nDue date        Due mileage\n03/15/2027      48,500'],
    ['Próxima revisión: 15/03/2027 o 48.500 km'],
    ['Nästa service 2027-03-15, 48 500 km'],
  ])('%s', (line) => {
    const s = read(receipt([line]));
    expect(s.nextServiceDate).toBe('2027-03-15');
    expect(s.nextServiceMileage).toBe(48500);
    expect(s.serviceDate).toBe('2026-09-15');
  });

  it.each([
    ['a maintenance table', 'Maintenance item          Next due\nEngine oil & filter       03/15/2027 or 48,500 mi'],
    ['a box drawn in text', '+--------------------------+\n| SERVICE REMINDER         |\n| Date      03/15/2027     |\n| Mileage   48,500         |\n+--------------------------+'],
    ['a German appointment', 'Nächster Servicetermin: 15.03.2027 / 48.500 km'],
  ])('pairs the date and the figure of %s', (_, lines) => {
    const s = read(receipt([lines]));
    expect(s).toMatchObject({ mileage: 45500, nextServiceDate: '2027-03-15', nextServiceMileage: 48500 });
  });

  it.each([
    ['Next service at     48,500 miles\nor on               03/15/2027'],
    ["Next oil change: Mar 15 '27 or 48,500 mi"],
    ['Next oil change due:    48,500 mi\n                        03/15/2027'],
    ['Change oil at: 48,500 | Date: 03/15/2027'],
    ['Your next oil change should be done when the odometer shows 48,500 miles, which at your usual pace of driving we expect to be around March 15, 2027.'],
  ])('reads %s', (lines) => {
    expect(read(receipt([lines]))).toMatchObject({ nextServiceDate: '2027-03-15', nextServiceMileage: 48500 });
  });

  it('counts "in 90 days" from the service day, never from a reference day', () => {
    expect(read(receipt(['Next oil change in 90 days or 3,000 miles']))).toMatchObject({ nextServiceDate: '2026-12-14', nextServiceMileage: 48500 });
  });

  it.each([
    ['a this-visit / next-visit table', '              Date          Mileage\nThis visit    09/15/2026    45,500\nNext visit    03/15/2027    48,500'],
    ['a date under its figure after "OR"', 'NEXT SERVICE DUE: 48,500 MILES\n                  OR 03/15/2027'],
    ['a date above the caption', '03/15/2027\nNext service due at 48,500 miles or on the date above.'],
    ['a sticker caption between its values', '                     48,500 mi\nNEXT SERVICE\n                     03/15/2027'],
  ])('reads %s', (_, lines) => {
    expect(read(receipt([lines]))).toMatchObject({ serviceDate: '2026-09-15', mileage: 45500, nextServiceDate: '2027-03-15', nextServiceMileage: 48500 });
  });

  it('leaves a coupon expiry near the next service alone', () => {
    const s = read(receipt(['Next service: 48,500 mi', 'Coupon: $10 off, expires 12/31/2026']));
    expect(s).toMatchObject({ nextServiceDate: null, nextServiceMileage: 48500 });
  });

  it('reads "See you on" as the next visit', () => {
    expect(read(receipt(['See you on March 15, 2027!'])).nextServiceDate).toBe('2027-03-15');
  });

  it('reads a header row over a value row, captions running on in a word', () => {
    const s = read(
      ['Bayside Auto Care', 'Date          Mileage      Next Due Date      Next Due Mileage', '09/15/2026    45,500       03/15/2027         48,500', 'Oil change   64.00', 'Total 64.00'].join('\n'),
    );
    expect(s).toMatchObject({ serviceDate: '2026-09-15', mileage: 45500, nextServiceDate: '2027-03-15', nextServiceMileage: 48500 });
  });
});

describe('next service from an interval', () => {
  it.each([
    ['Next oil change in 3,000 miles or 6 months.'],
    ['Next service: 48,500 mi or 6 months, whichever comes first'],
    ['Service interval      6 months / 3,000 miles'],
  ])('%s', (line) => {
    const s = read(receipt([line]));
    expect(s.nextServiceDate).toBe('2027-03-15');
    expect(s.nextServiceMileage).toBe(48500);
  });

  it('keeps a printed date over the interval', () => {
    const s = read(receipt(['Next service in 6 months: 03/01/2027, or in 3,000 miles']));
    expect(s.nextServiceDate).toBe('2027-03-01');
    expect(s.nextServiceMileage).toBe(48500);
  });
});

describe('service invoices in other languages', () => {
  it('reads a business name that starts with "Garage" whole', () => {
    const s = read(['Garage du Centre SARL', 'Facture n° 2026-0915   Date : 15/09/2026', 'Vidange moteur   68,00 €', 'Total TTC   68,00 €'].join('\n'));
    expect(s.serviceProvider).toBe('Garage du Centre');
  });

  it('leaves German net and gross totals out of the items', () => {
    const s = read(
      ['Autohaus Berger GmbH', 'Rechnung Nr. 55123   Datum: 15.09.2026', 'Inspektion   210,00 €', 'Bremsflüssigkeit erneuern   60,00 €', 'Nettobetrag   270,00 €', 'MwSt. 19 %   51,30 €', 'Gesamtbetrag   321,30 €'].join('\n'),
    );
    expect(s.services).toEqual(['Inspektion', 'Bremsflüssigkeit erneuern']);
  });

  it.each([
    ['Factuurdatum: 15-09-2026   Kilometerstand: 45.500'],
    ['Datum: 15.09.2026   KM-Stand: 45.500'],
    ['Date : 15/09/2026   Kilométrage : 45 500'],
    ['Fecha: 15/09/2026   Kilometraje: 45.500'],
  ])('reads the odometer in "%s"', (line) => {
    expect(read(['Garage Jansen B.V.', line, 'Kleine beurt   250,00', 'Totaal   302,50'].join('\n')).mileage).toBe(45500);
  });
});

describe('service items', () => {
  const invoice = (lines: string[]) => read(['Corner Garage', 'Date: 09/15/2026   Mileage: 45,500', ...lines].join('\n')).services;

  it('lists work written after its caption', () => {
    expect(invoice(['Services: Oil change, Tire rotation, Cabin filter', 'Total: $129.00'])).toEqual(['Oil change', 'Tire rotation', 'Cabin filter']);
    expect(invoice(['Work performed: Replaced front brake pads; resurfaced rotors.', 'Total: $329.00'])).toEqual(['Replaced front brake pads', 'Resurfaced rotors']);
  });

  it('takes a price printed under its item', () => {
    expect(invoice(['Synthetic oil change', '    $79.99', 'Tire rotation', '    $24.99', 'Total: $104.98'])).toEqual(['Synthetic oil change', 'Tire rotation']);
  });

  it('keeps an item that costs the total when a total line follows, and leaves out core charges', () => {
    expect(invoice(['Brake inspection    $0', 'Wheel alignment     $120', 'Total               $120'])).toEqual(['Brake inspection', 'Wheel alignment']);
    expect(invoice(['Battery 48-H6 AGM        189.99', 'Core charge               18.00', 'Total                    207.99'])).toEqual(['Battery 48-H6 AGM']);
  });

  it('keeps work done to a maker\'s recommendation', () => {
    expect(invoice(['30K factory recommended maintenance   349.00', 'Cabin air filter   39.00', 'Total   388.00'])).toEqual(['30K factory recommended maintenance', 'Cabin air filter']);
  });

  it('leaves out work recommended, declined or estimated for later', () => {
    expect(invoice(['Oil change                 59.00', 'Total                      59.00', 'Recommended (declined): Brake fluid flush   $129.00'])).toEqual(['Oil change']);
    expect(invoice(['Oil change                 59.00', 'Tire rotation              20.00', 'Total                      79.00', 'Future recommendations:', 'Front brake pads - est. $250.00'])).toEqual(['Oil change', 'Tire rotation']);
    expect(invoice(['Oil change                 59.00', 'Total                      59.00', 'RECOMMENDED FOR NEXT VISIT', 'Brake fluid flush          129.00'])).toEqual(['Oil change']);
  });
});

describe('odometer captions', () => {
  it.each([['In: 45,500   Out: 45,512'], ['Mi.: 45,500'], ['Meter reading: 45,500']])('%s', (line) => {
    expect(read(['Speedy Oil', 'Date 09/15/2026', line, 'Conventional oil change 39.99', 'Total 39.99'].join('\n')).mileage).toBe(45500);
  });
});

describe('service items OCR damaged', () => {
  it('mends viscosity grades, a box read as a doubled letter and "Oi" for Oil', () => {
    const items = read(
      ['Corner Garage', 'Date: 09/15/2026', 'LOF FULL SYN QW- 20      54.99', 'Full Synthetic Oi Change 5W -30    79.99', 'Cc Replace wiper blades   29.99', 'Total   164.97'].join('\n'),
    ).services;
    expect(items).toEqual(['LOF FULL SYN 0W-20', 'Full Synthetic Oil Change 5W-30', 'Replace wiper blades']);
  });

  it('keeps a grade printed without a dash as printed', () => {
    expect(read(['Corner Garage', 'Date: 09/15/2026', 'Synthetic blend 5W30 oil change   49.99', 'Total   49.99'].join('\n')).services).toEqual([
      'Synthetic blend 5W30 oil change',
    ]);
  });
});

describe('business names in letterheads', () => {
  it.each([
    ['WELCOME TO\nFirestone Complete Auto Care', 'Firestone Complete Auto Care'],
    ['AutoNation Ford Katy - Service', 'AutoNation Ford Katy'],
    ['Precision Tune Auto Care - Location #412', 'Precision Tune Auto Care'],
    ['Tesla Service Center - Fremont', 'Tesla Service Center'],
    ['Kwik Fit (GB) Ltd', 'Kwik Fit'],
  ])('%s', (head, name) => {
    expect(read([head, '123 Main St, Springfield, IL 62701', 'Date: 09/15/2026', 'Oil change    49.99', 'Total    49.99'].join('\n')).serviceProvider).toBe(name);
  });
});
