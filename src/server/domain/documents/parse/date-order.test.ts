import { describe, expect, it } from 'vitest';
import { decideDateOrder, listAmbiguousDates, type DateOrder } from './date-order';
import { parseDocumentFields } from './parse-document-fields';

type Case = [name: string, lines: string[], order: DateOrder, decided: boolean];
const M: DateOrder = 'month-first';
const D: DateOrder = 'day-first';

/** Documents' worth of evidence (every date on them ambiguous unless the case is about an unambiguous one). */
const CASES: Case[] = [
  // United States
  ['US invoice in km: state, ZIP and dollars', ['Cascade Auto Care', '1200 Pine St, Seattle, WA 98101', 'Invoice date: 10/02/2026', 'Odometer in: 90,050 km', 'Total $412.80'], M, true],
  ['US invoice in km: NANP phone and dollars', ['Lakeside Auto', 'Tel (206) 555-0142', 'Date 04/05/2026', 'Odometer 61,200 km', 'Total $89.99'], M, true],
  ['US registration: state name issuer', ['STATE OF OREGON', 'DRIVER AND MOTOR VEHICLE SERVICES', 'Expires 03/04/2027'], M, true],
  ['US registration: DMV and ZIP', ['DEPARTMENT OF MOTOR VEHICLES', 'MARIA LOPEZ', '12 OAK ST', 'AUSTIN, TX 78701', 'EXP 06/07/2026'], M, true],
  ['US card: country written out', ['Harbor Mutual Insurance', 'Boston, Massachusetts, United States', 'Effective 02/03/2026'], M, true],
  ['US receipt: toll-free phone, dollars, American spelling', ['QUICK LUBE #412', 'Call 1-800-555-0199', 'Tire rotation', 'Date 05/06/2026', 'TOTAL $59.99'], M, true],
  ['US page: an unambiguous month-first date settles the others', ['Service date 03/04/2026', 'Next service 09/28/2026'], M, true],
  ['US page in km with a ZIP+4 and dollars', ['Anchorage, AK 99501-1234', 'Date 01/02/2026', '45,000 km', '$1,200.00'], M, true],
  ['US insurance card: month named first', ['Policy period March 1, 2026 to September 1, 2026', 'Card printed 03/02/2026', 'Premium $612.00'], M, true],
  ['US letter: county tax office and ZIP without comma', ['Travis County Tax Assessor-Collector', 'AUSTIN TX 78701', 'Valid through 11/10/2026'], M, true],
  // Canada
  ['Canadian invoice in km: province, postcode, dollars', ['Maple Auto Centre', '55 King St W, Toronto, ON M5H 1J9', 'Invoice 08/09/2026', 'Odometer 120,300 km', 'Total $310.45'], M, true],
  ['Canadian receipt: phone and dollars, colour and centre', ['Prairie Tire Centre', '(403) 555-0188', 'Colour: Grey', 'Date 07/08/2026', '$74.10'], M, true],
  ['Quebec invoice: French and a Quebec address', ['Garage Tremblay', '120 rue Principale, Laval QC H7N 1A1', 'Facture 04/03/2026', 'Montant 210,50 $'], D, true],
  // United Kingdom
  ['UK invoice in miles: postcode, pounds, VAT', ['Station Road Garage Ltd', '14 Station Road, Leeds LS1 4DT', 'Invoice date 04/05/2026', 'Mileage 45,210 miles', 'Total inc. VAT £312.40'], D, true],
  ['UK V5C: DVLA and keeper', ['DVLA', 'V5C Registration Certificate', 'Registered keeper: Grace Walker', 'Date of first registration 02/03/2019'], D, true],
  ['UK MOT certificate', ['MOT test certificate', 'Expiry date 09/10/2026', 'Odometer reading 61,004 miles'], D, true],
  ['UK phone and pounds', ['Tel 0113 496 0000', 'Date 01/02/2026', 'Amount due £89.00'], D, true],
  ['UK page: an unambiguous day-first date settles the others', ['Serviced 03/04/2026', 'Next service due 28/09/2026'], D, true],
  ['UK insurance schedule: day written before the month', ['Period of insurance: 1 March 2026 to 28 February 2027', 'Issued 02/03/2026', 'Admiral Insurance', '+44 333 220 2000'], D, true],
  // Continental Europe
  ['German invoice: language, euros, German phone', ['Autohaus Becker GmbH', 'Rechnung', 'Rechnungsdatum 04.03.2026', 'Gesamtbetrag 627,32 €', 'Tel. +49 30 1234567'], D, true],
  ['German registration in slashes', ['Zulassungsbescheinigung Teil I', 'Datum der Erstzulassung 05/06/2019', 'Kennzeichen B-AB 1234'], D, true],
  ['French avis: language and euros', ["Avis d'échéance", 'Contrat n° 4471-22', 'Date 02/03/2026', 'Cotisation annuelle 540,10 €'], D, true],
  ['French carte grise', ["Certificat d'immatriculation", 'B 03/04/2018', 'I 05/06/2024'], D, true],
  ['Spanish permit', ['Permiso de circulación', 'DGT', 'Fecha de matriculación 07/08/2020'], D, true],
  ['Spanish invoice in a Madrid address', ['Taller Mecánico García', 'Calle Mayor 5, 28013 Madrid', 'Factura 09/10/2026', 'Total 150,00 €'], D, true],
  ['Italian card', ['Carta di circolazione', 'Motorizzazione civile', 'Targa AB 123CD', 'Data 01/12/2025'], D, true],
  ['Italian insurance', ['Polizza n. 445-221', 'Scadenza 03/04/2027', 'Premio 480,00 EUR'], D, true],
  ['Dutch kentekenbewijs', ['Kentekenbewijs', 'RDW', 'Datum eerste toelating 02/05/2017'], D, true],
  ['Dutch invoice', ['Garage De Vries', 'Factuur 06/07/2026', 'Totaal € 210,00', '3511 AB Utrecht'], D, true],
  ['Portuguese insurance', ['Apólice 0012-44', 'Validade 04/05/2027', 'Seguro automóvel'], D, true],
  ['Belgian phone and euros', ['Tel +32 2 555 12 34', 'Date 05/04/2026', 'Total 99,00 EUR'], D, true],
  ['Irish invoice: country and euros', ['Dublin 4, Ireland', 'Invoice 03/02/2026', 'Total €120.00'], D, true],
  ['Australian invoice: country alone', ['Sydney NSW 2000, Australia', 'Invoice 03/02/2026', 'Total $120.00'], D, true],
  ['Australian registration: a state and its postcode, no country', ['Registered operator', 'TEGAN FITZGERALD', '169 BLIGH STREET', 'DUBBO NSW 2830', 'Registration expiry 04/11/2027', 'Colour GREY', 'Total amount paid $1,141.12'], D, true],
  ['Australian registration: the state road agency alone', ['Service NSW', 'Certificate of Registration', 'Issued 05/11/2026', 'Registration fee $437.54'], D, true],
  ['A Washington ZIP is no Australian postcode', ['Cascade Auto Care', 'Seattle WA 98101', 'Date 10/02/2026', 'Total $412.80'], M, true],
  // Conflicting or thin evidence
  ['A unit word alone is no evidence (km)', ['Odometer 90,050 km', 'Date 10/02/2026'], M, false],
  ['A unit word alone is no evidence (miles)', ['Mileage 45,000 miles', 'Date 10/02/2026'], M, false],
  ['Nothing but dollars', ['Oil change', 'Date 03/04/2026', 'Total $45.00'], M, false],
  ['Nothing at all', ['Expires 03/04/2027'], M, false],
  ['Dollars and British spelling only', ['Tyre rotation', 'Date 03/04/2026', 'Total $45.00'], M, false],
  ['A German form sent to a US address: the issuer and its language win', ['Zulassungsbescheinigung', 'Seattle, WA 98101', 'Datum 03/04/2026'], D, true],
  ['A US ZIP beside euros', ['Billing: Austin, TX 78701', 'Total 45,00 €', 'Date 03/04/2026'], M, false],
  ['Unambiguous dates of both orders (an OCR slip) and a US address', ['Austin, TX 78701', 'Date 13/04/2026', 'Due 04/14/2026'], M, true],
  ['An "OR" before a figure is not Oregon', ['NEXT SERVICE AT 48500 OR 06/07/2026', 'CHANGE OIL OR 12345 MILES'], M, false],
  ['Dotted dates alone: every country that dots writes day first, but a dot is no cue for the other dates', ['Date 04.03.2026', 'Next 04/09/2026'], M, false],
  ['A dotted date past the 12th is a day-first date', ['Rechnung vom 14.03.2026', 'Fällig 04/04/2026'], D, true],
];

describe('decideDateOrder', () => {
  it('has at least 40 documents of evidence in its table', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('%s', (_name, lines, order, decided) => {
    const decision = decideDateOrder(lines.join('\n'));
    expect({ order: decision.order, decided: decision.decided }).toEqual({ order, decided });
  });

  it('lists the cues it used', () => {
    const decision = decideDateOrder('Seattle, WA 98101\nTotal $10.00\nOdometer 90,050 km');
    expect(decision.cues.map((c) => c.cue)).toEqual(['US state and ZIP', 'dollars']);
  });
});

describe('listAmbiguousDates', () => {
  it('reads slashed and dashed dates with both numbers up to 12 both ways, and nothing else', () => {
    expect(listAmbiguousDates('04/02/2027, 13/02/2027, 05-05-2026, 03-11-26, 04.02.2027', 'month-first')).toEqual([
      { read: '2027-04-02', other: '2027-02-04' },
      { read: '2026-03-11', other: '2026-11-03' },
    ]);
    expect(listAmbiguousDates('04/02/2027', 'day-first')).toEqual([{ read: '2027-02-04', other: '2027-04-02' }]);
  });
});

describe('dates of whole documents', () => {
  const parse = (lines: string[], fileName = 'upload.txt') => parseDocumentFields({ text: lines.join('\n'), fileName, today: '2026-11-27' });

  it('reads a US invoice in km month first (issue 18: it read 2026-02-10)', () => {
    const d = parse([
      'Cascade Auto Care',
      '1200 Pine St, Seattle, WA 98101',
      'SERVICE INVOICE',
      'Invoice date: 10/02/2026',
      'Odometer in: 90,050 km',
      'Full synthetic oil change          79.95',
      'Tire rotation                      29.95',
      'Total                            $109.90',
      'Next service: 04/02/2027 or 100,050 km',
    ]);
    expect(d.serviceInfo).toMatchObject({ serviceDate: '2026-10-02', nextServiceDate: '2027-04-02', mileage: 90050 });
    expect(d.dateOrder).toMatchObject({ order: 'month-first', decided: true, ambiguousFields: [] });
    expect(d.confidence?.['serviceInfo.serviceDate']).toBeGreaterThanOrEqual(0.7);
  });

  it('reads a Canadian invoice in km month first', () => {
    const d = parse(['Maple Auto Centre', '55 King St W, Toronto, ON M5H 1J9', 'Tel (416) 555-0101', 'Invoice date: 08/09/2026', 'Odometer: 120,300 km', 'Total $310.45']);
    expect(d.serviceInfo.serviceDate).toBe('2026-08-09');
  });

  it('reads a UK invoice in miles day first', () => {
    const d = parse(['Station Road Garage Ltd', '14 Station Road, Leeds LS1 4DT', 'Invoice date: 04/05/2026', 'Mileage: 45,210 miles', 'Total inc. VAT £312.40']);
    expect(d.serviceInfo.serviceDate).toBe('2026-05-04');
    expect(d.dateOrder?.order).toBe('day-first');
  });

  it('reads a German invoice day first', () => {
    const d = parse(['Autohaus Becker GmbH', 'Rechnung', 'Rechnungsdatum: 04/03/2026', 'Kilometerstand: 61.200 km', 'Gesamtbetrag 627,32 €']);
    expect(d.serviceInfo.serviceDate).toBe('2026-03-04');
  });

  it('flags the dates of a page whose order nothing decides, offering the other reading, and stores the flag', () => {
    const d = parse(['Oil change', 'Service date: 03/04/2026', 'Odometer: 45,000 km', 'Next service: 09/04/2026', 'Total 45.00']);
    expect(d.dateOrder).toMatchObject({ decided: false, ambiguousFields: ['serviceInfo.serviceDate', 'serviceInfo.nextServiceDate'] });
    expect(d.serviceInfo.serviceDate).toBe('2026-03-04');
    expect(d.confidence?.['serviceInfo.serviceDate']).toBeLessThan(0.7);
    expect(d.candidates?.['serviceInfo.serviceDate']?.[0]?.value).toBe('2026-04-03');
    expect(d.candidates?.['serviceInfo.nextServiceDate']?.[0]?.value).toBe('2026-04-09');
  });

  it('does not flag a date only one order reads on an undecided page', () => {
    const d = parse(['Oil change', 'Service date: 03/03/2026', 'Next service: 2026-09-03', 'Total 45.00']);
    expect(d.dateOrder).toMatchObject({ decided: false, ambiguousFields: [] });
    expect(d.confidence?.['serviceInfo.serviceDate'] ?? 0).toBeGreaterThanOrEqual(0.7);
  });
});
