import { describe, expect, it } from 'vitest';
import { namesOilChange } from '../../service-log/service-kinds';
import { classifyDocument } from './classify';

describe('classifyDocument', () => {
  it.each([
    ['DEPARTMENT OF MOTOR VEHICLES\nVEHICLE REGISTRATION CARD\nRegistered Owner JOHN DOE', 'scan.pdf', 'car_registration'],
    ['Registration Renewal Notice. Your registration expires on 03/31/2026.', 'letter.pdf', 'car_registration'],
    ['AUTOMOBILE INSURANCE IDENTIFICATION CARD\nPolicy Number AB-123456', 'card.jpg', 'insurance'],
    ['Auto Policy Declarations\nNamed insured: Jane Doe\nTotal policy premium $612.40', 'x.pdf', 'insurance'],
    ['QUICK LUBE\nLOF SYNTH 5W-30 49.99\nTTL 52.99\nNXT SVC 06/03/25', 'r.jpg', 'oil_change_receipt'],
    ['Oil Change Receipt\nFull Synthetic Oil Change 0W-20 $69.99\nOil filter $12.99', 'r.png', 'oil_change_receipt'],
    [
      'REPAIR ORDER\nFront brake pads and rotors 389.50\nFour wheel alignment 119.99\nOil change 49.99\nLabor',
      'ro.pdf',
      'service_invoice',
    ],
    ['Service invoice\nReplace battery $219.00\nCoolant flush $149.95', 'inv.docx', 'service_invoice'],
    ['Hello, this is a note about nothing in particular.', 'note.txt', 'maintenance'],
  ])('%#: %s', (text, fileName, type) => expect(classifyDocument(text, fileName)).toBe(type));

  it('uses the file name only as a weak hint', () => {
    expect(classifyDocument('nothing here', 'registration.pdf')).toBe('maintenance');
    expect(classifyDocument('Policy number AB-123456', 'insurance.pdf')).toBe('insurance');
  });

  it('types a workshop inspection that includes an oil change as a service invoice, not an oil-change receipt', () => {
    const invoice = (work: string) => `Autohaus Berger\nRechnung 2025-118\nFIN WVWZZZ1KZ8W123456\n${work}\nGesamtbetrag 318,00 EUR`;
    expect(classifyDocument(invoice('Jahresinspektion inkl. Ölwechsel 199,00\nMotoröl 0W-30 4,0 l 72,00\nÖlfilter 16,50'), 'scan.pdf')).toBe('service_invoice');
    expect(classifyDocument('Officina Neri\nFattura 44/2025\nTagliando 20.000 km 180,00\nCambio olio e filtro 95,00', 'f.pdf')).toBe('service_invoice');
    expect(classifyDocument('Garage du Centre\nFacture 8812\nRévision périodique 149,00\nVidange huile 5W30 79,00', 'f.pdf')).toBe('service_invoice');
    // A till receipt of the oil change alone stays one.
    expect(classifyDocument('ÖL-EXPRESS\nÖlwechsel-Service 5W-30 79,90\nÖlfilter 12,90\nSUMME 92,80', 'r.jpg')).toBe('oil_change_receipt');
    expect(classifyDocument('QUICK LUBE\nFull service oil change 5W-30 59.99\nOil filter 9.99', 'r.jpg')).toBe('oil_change_receipt');
  });

  it('tells whether a list of work names an oil change, in each language read', () => {
    for (const work of ['Inspektion mit Ölwechsel, Ölfilter', 'Vidange + filtre', 'Cambio de aceite y filtro', 'Tagliando, cambio olio', 'Sostituzione olio motore', 'Kleine beurt, olie verversen', 'Synthetic oil change']) {
      expect(namesOilChange(work), work).toBe(true);
    }
    for (const work of ['Bremsbeläge vorne erneuert', 'Remplacement plaquettes', 'Oil leak diagnosis', 'Boiling coolant check', null]) expect(namesOilChange(work), String(work)).toBe(false);
  });
});
