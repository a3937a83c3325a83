import { describe, expect, it } from 'vitest';
import { findDates } from './dates';
import { parseDocumentFields } from './parse-document-fields';
import { readColor } from './readers';

/**
 * Documents from issuers who write in Spanish, French or German (or beside English captions), and Canadian and
 * EU receipts: their captions, colour words, month names and tax lines.
 */
const VIN = '1FTEW1EP3PV415131';

describe('foreign month names', () => {
  it.each([
    ['Fecha de vencimiento 25 de mayo de 2026', '2026-05-25'],
    ['valable jusqu\'au 3 mars 2026', '2026-03-03'],
    ['gültig bis 1. März 2026', '2026-03-01'],
    ['scadenza 14 febbraio 2026', '2026-02-14'],
  ])('%s', (text, date) => {
    expect(findDates(text)[0]?.date).toBe(date);
  });
});

describe('foreign colour words', () => {
  it.each(['Negro', 'Blanco', 'Gris', 'Rouge', 'Silber', 'Weiß'])('%s', (word) => {
    expect(readColor(`${word}  `)?.value).toBe(word);
  });
});

describe('a Spanish-language registration permit', () => {
  const text = [
    'PERMISO DE CIRCULACIÓN',
    'Registro de Vehículos de Motor',
    '',
    'Placa                               BF-851-JF',
    `N.º de identificación (VIN)         ${VIN}`,
    'Marca                               Ford',
    'Modelo                              F-150 Lariat',
    'Año                                 2023',
    'Color                               Negro',
    '',
    'Propietario                         Aisha Nguyen',
    'Dirección                           8612 Cedar Dr, Madison, WI 53703',
    '',
    'Fecha de expedición                 26 de mayo de 2025',
    'Fecha de vencimiento                25 de mayo de 2026',
    '',
    'Derechos pagados el 25 de mayo de 2025. Conserve este permiso en el vehículo.',
  ].join('\n');
  const d = parseDocumentFields({ text, fileName: 'scan.pdf' });

  it('is a registration', () => expect(d.documentType).toBe('car_registration'));
  it('reads the plate after "Placa"', () => expect(d.registrationInfo.plateNumber).toBe('BF-851-JF'));
  it('reads the model after "Modelo"', () => expect(d.vehicleInfo.model).toBe('F-150 Lariat'));
  it('reads the colour word', () => expect(d.vehicleInfo.color).toBe('Negro'));
  it('reads the owner and address', () => {
    expect(d.vehicleInfo.ownerName).toBe('Aisha Nguyen');
    expect(d.vehicleInfo.ownerAddress).toBe('8612 Cedar Dr, Madison, WI 53703');
  });
  it('reads the expiry after "Fecha de vencimiento"', () => expect(d.registrationInfo.expiryDate).toBe('2026-05-25'));
});

describe('a French certificate of insurance with English captions beside', () => {
  const text = [
    'Groupama',
    '',
    "ATTESTATION D'ASSURANCE / CERTIFICATE OF INSURANCE",
    'N° de contrat / Policy no.               73 626 870 D',
    'Période de validité / Period of validity   du 13.05.2025 au 12.05.2026',
    'Souscripteur / Policyholder              Robert Reyes',
    '',
    'Marque / Make                            Nissan',
    'Modèle / Model                           Altima SV',
    'N° de série / VIN                        1N4BL4BV7LT371360',
    '',
    'Cotisation annuelle / Annual premium     781,89 €',
    "Date d'édition / Issued                  03.05.2025",
  ].join('\n');
  const d = parseDocumentFields({ text, fileName: 'attestation.pdf' });

  it('reads the contract number', () => expect(d.insuranceInfo.policyNumber).toBe('73 626 870 D'));
  it('reads the subscriber as the policyholder', () => expect(d.vehicleInfo.ownerName).toBe('Robert Reyes'));
  it('reads the "cotisation" in euros as the premium', () => expect(d.insuranceInfo.premium).toBe(781.89));
});

describe('a Canadian lube receipt', () => {
  const text = [
    'Great Canadian Oil Change',
    'Date: 2025-04-02',
    `VIN                    ${VIN}`,
    'Kilometres             150,472 km',
    '',
    'Full synthetic package                                           CA$119.99',
    '                               Subtotal                          CA$119.99',
    '                               GST 5%                            CA$6.00',
    '                               TOTAL                             CA$125.99',
    '',
    '160,472                                  2025-07-02',
    'NEXT SERVICE KM                          OR DATE',
  ].join('\n');
  const d = parseDocumentFields({ text, fileName: 'receipt.pdf' });

  it('leaves the GST line out of the services', () => expect(d.serviceInfo.services).toEqual(['Full synthetic package']));
  it('reads the next service km over its caption', () => expect(d.serviceInfo.nextServiceMileage).toBe(160472));
});

describe('a pair of boxes under one next-service caption', () => {
  const text = [
    'Great Canadian Oil Change',
    'Date: MAY 13 2024',
    `VIN\t${VIN}`,
    'Kilometres\t125,570 km',
    'Full synthetic package\tCA$94.99',
    'TOTAL\tCA$99.74',
    'NEXT SERVICE KM\tOR DATE',
    '130,570\tNOV 13 2024',
  ].join('\n');
  const d = parseDocumentFields({ text, fileName: 'receipt.pdf' });

  it('reads the date under "OR DATE"', () => expect(d.serviceInfo.nextServiceDate).toBe('2024-11-13'));
  it('reads the km under "NEXT SERVICE KM"', () => expect(d.serviceInfo.nextServiceMileage).toBe(130570));
});

describe('an insurer with a continental legal form', () => {
  it.each([
    ['Harbor Assurances IARD', 'Harbor Assurances'],
    ['Bluewater Versicherung AG', 'Bluewater Versicherung'],
  ])('%s', (letterhead, name) => {
    const text = [letterhead, 'Certificate of insurance', 'Policy number  AB-1234-5678', `VIN  ${VIN}`, 'Valid from 01/02/2025 to 01/02/2026'].join('\n');
    expect(parseDocumentFields({ text, fileName: 'card.pdf' }).insuranceInfo.insuranceProvider).toBe(name);
  });
});

it('a garage\'s oil service letter stays an oil change (the word "Garage" is counted once for repairs)', () => {
  const text = [
    'Miller Street Garage', '17 Mill Road', 'Dear Victor Garcia,',
    `Thank you for bringing your 2016 Audi Q5 (VIN ${VIN}) in on March 24, 2025. The odometer read 98,722 miles when we serviced it.`,
    'Oil and filter service   £84.50', 'Tyre pressure check   £5.00', 'Total charged   £89.50',
    'Recommended next visit: March 24, 2026 or 104,722 miles.', 'Kind regards,', 'Miller Street Garage',
  ].join('\n');
  expect(parseDocumentFields({ text, fileName: 'letter.pdf' }).documentType).toBe('oil_change_receipt');
});

describe('an ID card with each caption under its box', () => {
  const text = [
    'AUTOMOBILE INSURANCE IDENTIFICATION CARD',
    '732 5130-O80-39                       03/12/2025               09/12/2025',
    'POLICY NUMBER                         EFF. DATE                EXP. DATE',
    '',
    `2015       Chevrolet            Silverado 1500 RST         ${VIN}`,
    'YEAR       MAKE                 MODEL                      VIN',
    '',
    'Linda Garcia                                 Omar Ferreira',
    'INSURED                                      AGENT',
    '',
    'Underwritten by Summit Indemnity Company. Keep this card in the vehicle.',
  ].join('\n');
  const d = parseDocumentFields({ text, fileName: 'card.pdf' });

  it('reads the insured over its caption', () => expect(d.vehicleInfo.ownerName).toBe('Linda Garcia'));
  it('ends the insurer at its legal form before the next sentence', () => expect(d.insuranceInfo.insuranceProvider).toBe('Summit Indemnity'));
});

describe('a Spanish workshop invoice', () => {
  const text = [
    'Talleres Hermanos Ruiz, S.L.',
    'FACTURA',
    'Fecha de entrada     18/10/2025      Fecha factura     21/10/2025',
    'Matrícula            VT 315 YZ       Kilometraje       84.512 km',
    `Bastidor (VIN)       ${VIN}`,
    '',
    'Concepto                                              Importe',
    'Sustitución de correa de distribución                 512,40 €',
    'Cambio de bomba de agua                               188,90 €',
    '',
    '                     Mano de obra + Recambios         701,30 €',
    '                     Base imponible                   701,30 €',
    '                     IVA 21 %                         147,27 €',
    '                     TOTAL FACTURA                    848,57 €',
  ].join('\n');
  const d = parseDocumentFields({ text, fileName: 'factura.pdf' });

  it('takes the provider without its legal form', () => expect(d.serviceInfo.serviceProvider).toBe('Talleres Hermanos Ruiz'));
  it('takes the invoice date, not the day the car came in', () => expect(d.serviceInfo.serviceDate).toBe('2025-10-21'));
  it('leaves subtotal and tax-base lines out of the services', () => {
    expect(d.serviceInfo.services).toEqual(['Sustitución de correa de distribución', 'Cambio de bomba de agua']);
  });
});

describe('a dealer named with a department after its make', () => {
  it.each([
    ['Crown Chevrolet Service Center', 'Crown Chevrolet'],
    ['Summit Toyota Quick Lane Service', 'Summit Toyota'],
    ['Precision Auto Service', 'Precision Auto Service'],
  ])('%s', (header, name) => {
    const text = [header, 'Repair order', 'Date Opened  03/01/2025', 'Date Closed  03/02/2025', `VIN  ${VIN}`, 'Replace rear brake pads   189.50', 'Total Invoice   $205.14'].join('\n');
    expect(parseDocumentFields({ text, fileName: 'invoice.pdf' }).serviceInfo.serviceProvider).toBe(name);
  });
});
