import { describe, expect, it } from 'vitest';
import { ProcessedDataSchema } from '../../../../shared/documents';
import { parseDocumentFields } from './parse-document-fields';

const VIN = '1HGCM82633A004352';

describe('parseDocumentFields', () => {
  it('reads a cell full of labels in linear time (a hostile 50,000-character "VIN VIN VIN ..." took 16 s)', () => {
    const text = `${'VIN '.repeat(12_500)}\nVEHICLE REGISTRATION CARD\nVIN: ${VIN}\n`;
    const started = performance.now();
    const data = parseDocumentFields({ text, fileName: 'labels.txt' });
    expect(performance.now() - started).toBeLessThan(8000);
    expect(data.vin).toBe(VIN);
  });

  it('reads a registration with distractors (issue date, print date, phone, fees)', () => {
    const text = [
      'DEPARTMENT OF MOTOR VEHICLES',
      'VEHICLE REGISTRATION CARD',
      `License Plate Number                 7ABC123`,
      `VIN                                  ${VIN}`,
      'Registered Owner                     MARIA LOPEZ',
      'Address                              12 OAK ST',
      '                                     AUSTIN, TX 78701',
      'Date Issued                          03/15/2025',
      'Expiration Date                      03/14/2026',
      'Fees Paid                            $120.50',
      'Call 1-800-555-0199     Printed 03/17/2025',
    ].join('\n');
    const d = parseDocumentFields({ text, fileName: 'scan.pdf' });
    expect(d.documentType).toBe('car_registration');
    expect(d.vin).toBe(VIN);
    expect(d.vehicleInfo).toMatchObject({ make: 'Honda', year: 2003, plateNumber: '7ABC123', ownerName: 'MARIA LOPEZ' });
    expect(d.vehicleInfo.ownerAddress).toBe('12 OAK ST, AUSTIN, TX 78701');
    expect(d.registrationInfo.expiryDate).toBe('2026-03-14');
    expect(d.alertDates.registrationExpiry).toBe('2026-03-14');
    expect(d.insuranceInfo.premium ?? null).toBeNull();
    expect(d.extractedText).toBe(text);
    expect(ProcessedDataSchema.safeParse(d).success).toBe(true);
  });

  it('reads an insurance letter with the facts inside sentences', () => {
    const text = [
      'Progressive Insurance',
      'Dear John Smith,',
      'Thank you for choosing Progressive. Your policy number AB-123456 is effective from January 1, 2025 through',
      'July 1, 2025. It provides Full Coverage for your 2020 Toyota Camry, VIN ' + VIN + '.',
      'Your premium for this term is $734.10. Call (555) 123-4567 with questions.',
    ].join('\n');
    const d = parseDocumentFields({ text, fileName: 'letter.pdf' });
    expect(d.documentType).toBe('insurance');
    expect(d.insuranceInfo).toMatchObject({
      insuranceProvider: 'Progressive',
      policyNumber: 'AB-123456',
      coverageType: 'Full Coverage',
      effectiveDate: '2025-01-01',
      expirationDate: '2025-07-01',
      premium: 734.1,
    });
    expect(d.vehicleInfo).toMatchObject({ make: 'Toyota', model: 'Camry', year: 2020, ownerName: 'John Smith' });
    expect(d.alertDates.insuranceExpiry).toBe('2025-07-01');
  });

  it('reads a repair order: odometer in not out, total not subtotal, balance due $0.00 ignored', () => {
    const text = [
      'Main Street Garage',
      '4301 Commerce Blvd - Tel (555) 201-3344',
      'REPAIR ORDER',
      'RO #19811                   Date: 07/26/2024',
      'Customer No: 854811',
      `Vehicle: 2021 Hyundai Tucson      VIN: ${VIN}`,
      'Odometer In: 43,828         Odometer Out: 43,840',
      'Replace spark plugs          1     260.00',
      'Front brake pads and rotors  1     389.50',
      'Subtotal                           649.50',
      'Sales tax                           45.47',
      'Total                             $694.97',
      'Balance due                         $0.00',
      'Printed 07/27/2024',
    ].join('\n');
    const d = parseDocumentFields({ text, fileName: 'ro.pdf' });
    expect(d.documentType).toBe('service_invoice');
    expect(d.serviceInfo).toMatchObject({
      serviceProvider: 'Main Street Garage',
      serviceDate: '2024-07-26',
      mileage: 43828,
      totalCost: 694.97,
      services: ['Replace spark plugs', 'Front brake pads and rotors'],
    });
    expect(d.vehicleInfo).toMatchObject({ make: 'Hyundai', model: 'Tucson', year: 2021 });
  });

  it('reads a thermal oil-change receipt with abbreviations', () => {
    const text = [
      '  QUICK LUBE EXPRESS #445',
      '        686-536-5064',
      'DATE 10/05/24 8:28',
      `VIN ${VIN}`,
      'ODO 117902',
      'LOF FULL SYN 0W-20            49.99',
      'SUBTTL                        49.99',
      'TAX                            3.00',
      'TTL                           52.99',
      'VISA ****3016                 52.99',
      'NXT SVC 01/05/25 OR 120902 MI',
    ].join('\n');
    const d = parseDocumentFields({ text, fileName: 'IMG_2231.jpg' });
    expect(d.documentType).toBe('oil_change_receipt');
    expect(d.serviceInfo).toMatchObject({
      serviceProvider: 'QUICK LUBE EXPRESS',
      serviceDate: '2024-10-05',
      mileage: 117902,
      totalCost: 52.99,
      services: ['LOF FULL SYN 0W-20'],
      nextServiceDate: '2025-01-05',
      nextServiceMileage: 120902,
    });
    expect(d.alertDates.nextService).toBe('2025-01-05');
  });

  it('falls back to the VIN for make and year, and to maintenance for unknown text', () => {
    const d = parseDocumentFields({ text: `Note for the glovebox\nVIN ${VIN}`, fileName: 'note.txt' });
    expect(d.documentType).toBe('maintenance');
    expect(d.vehicleInfo).toMatchObject({ make: 'Honda', year: 2003, model: null });
  });

  it('drops a VIN-shaped string that fails the check digit', () => {
    const d = parseDocumentFields({ text: 'VIN 1HGCM82643A004352X', fileName: 'a.txt' });
    expect(d.vin ?? null).toBeNull();
  });

  it('reads the next service under its own heading, not as the service date or odometer', () => {
    const text = [
      'VALLEY OIL & LUBE',
      'Service Date: 06/15/2026',
      'Odometer: 52,110',
      'Oil change 5W-30 .......... 39.99',
      'TOTAL                       39.99',
      'NEXT OIL CHANGE',
      'Date: 09/15/2026',
      'Miles: 55,110',
    ].join('\n');
    const d = parseDocumentFields({ text, fileName: 'receipt.txt' });
    expect(d.serviceInfo).toMatchObject({
      serviceDate: '2026-06-15',
      mileage: 52110,
      nextServiceDate: '2026-09-15',
      nextServiceMileage: 55110,
      services: ['Oil change 5W-30'],
    });
  });

  it('reads a service email: the business thanked, the day serviced (not the day sent), the next visit past the interval', () => {
    const text = [
      'From: Service Desk <service@example.com>',
      'Subject: Your visit summary',
      'Date: June 16, 2026',
      '',
      'Hello James,',
      'Thanks for visiting Lakeside Auto on June 15, 2026. Your car was serviced at 52,110 miles.',
      'Oil change 5W-30     $39.99',
      'Total paid: $39.99',
      'We recommend you return in 3 months (09/15/2026) or 3,000 miles (55,110).',
    ].join('\n');
    const d = parseDocumentFields({ text, fileName: 'visit.txt' });
    expect(d.serviceInfo).toMatchObject({ serviceProvider: 'Lakeside Auto', serviceDate: '2026-06-15', mileage: 52110, nextServiceDate: '2026-09-15', nextServiceMileage: 55110 });
  });

  it('reads an insurer the list does not know, from the letterhead or a sentence', () => {
    const head = parseDocumentFields({ text: 'Harbor Mutual Insurance Company\nAUTOMOBILE INSURANCE IDENTIFICATION CARD\nPolicy No. 556 7183-C94-59', fileName: 'card.txt' });
    expect(head.insuranceInfo).toMatchObject({ insuranceProvider: 'Harbor Mutual', policyNumber: '556 7183-C94-59' });
    const letter = parseDocumentFields({
      text: 'Dear Grace Walker,\nThank you for renewing with Pinecrest Insurance. Your policy AB-2231-7788 renews on March 1, 2026.\nYour annual premium is $1,284.00; coverage runs until February 28, 2027.',
      fileName: 'letter.txt',
    });
    expect(letter.insuranceInfo.insuranceProvider).toBe('Pinecrest Insurance');
  });

  it('reads the labels of German certificates', () => {
    const text = ['FAHRZEUGSCHEIN', '(A) Kennzeichen: M-AB 1234', '(E) FIN: WVWZZZCDZMW123456', '(D.1) Marke: VOLKSWAGEN', '(D.3) Modell: GOLF GTI'].join('\n');
    const d = parseDocumentFields({ text, fileName: 'schein.txt' });
    expect(d.vehicleInfo).toMatchObject({ vin: 'WVWZZZCDZMW123456', make: 'Volkswagen', model: 'GOLF GTI', plateNumber: 'M-AB 1234' });
  });

  it('reads a next-service box: a heading over a row of captions and a row of values', () => {
    const text = ['HILLTOP AUTO', 'Service date: 06/15/2026', 'Odometer: 52,110', 'Oil change     $39.99', 'Total          $39.99', 'NEXT SERVICE DUE', 'Date            Mileage', '09/15/2026      57,110'].join('\n');
    const d = parseDocumentFields({ text, fileName: 'receipt.txt' });
    expect(d.serviceInfo).toMatchObject({ serviceDate: '2026-06-15', mileage: 52110, nextServiceDate: '2026-09-15', nextServiceMileage: 57110 });
  });

  it('lists the work done, not the charge subtotals, and keeps a wheel balance', () => {
    const text = [
      'RIVERSIDE TIRE & SERVICE',
      'Invoice date 04/22/2026      Odometer 61,002',
      'DESCRIPTION                          LABOR     PARTS     TOTAL',
      'Mount and balance                    80.00      0.00     80.00',
      'Replace front brake pads             180.00    220.00    400.00',
      '     Labor                                              260.00',
      '     Parts                                              220.00',
      '     Labor + Parts                                      480.00',
      '     Balance due                                        480.00',
    ].join('\n');
    expect(parseDocumentFields({ text, fileName: 'invoice.txt' }).serviceInfo.services).toEqual(['Mount and balance', 'Replace front brake pads']);
  });

  it('reads a plate after the bare word Registration, not a sentence after it', () => {
    const text = ['VEHICLE REGISTRATION CERTIFICATE', 'Date of issue 02 JAN 2026          Valid to 01 JAN 2027', 'Registration AB21 CDE    Colour BLACK    Make VAUXHALL'].join('\n');
    const d = parseDocumentFields({ text, fileName: 'v5c.txt' });
    expect(d.vehicleInfo.plateNumber).toBe('AB21 CDE');
    expect(d.registrationInfo.expiryDate).toBe('2027-01-01');
    const prose = parseDocumentFields({ text: 'VEHICLE REGISTRATION\nYour registration is good through 05/31/2027.', fileName: 'r.txt' });
    expect(prose.vehicleInfo.plateNumber ?? null).toBeNull();
  });
});
