import { describe, expect, it } from 'vitest';
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
});
