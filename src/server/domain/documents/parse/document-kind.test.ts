import { describe, expect, it } from 'vitest';
import { readDocumentKind } from './document-kind';

describe('readDocumentKind', () => {
  it.each([
    ['Zulassungsbescheinigung Teil I\nA HH-SS 6607\nE VF1RJB007LM448445', 'car_registration', 'registration_certificate'],
    ['Permiso de circulación\nMatrícula 9091 JFP', 'car_registration', 'registration_certificate'],
    ['STATE OF OHIO\nREGISTRATION CARD\nPlate ABC1234', 'car_registration', 'registration_card'],
    ['Vehicle Registration Renewal Notice\nRenew by 03/14/2026', 'car_registration', 'registration_renewal'],
    ['Erie Insurance\nRenewal Offer\nRenewal term premium $1,395.61', 'insurance', 'insurance_renewal'],
    ["AXA\nAvis d'échéance\nPrime TTC 627,32 €", 'insurance', 'insurance_renewal'],
    ['Liberty Mutual\nDeclarations Page\nVehicle 1\nVehicle 2', 'insurance', 'insurance_declaration'],
    ['Beitragsrechnung Kfz-Versicherung\nVersicherungsschein-Nr. KR-6334', 'insurance', 'insurance_declaration'],
    ['STATE FARM\nInsurance Identification Card\nKeep this card in your vehicle', 'insurance', 'insurance_card'],
    ['EXPRESS OIL CHANGE #77\nSIGNATURE SERVICE OIL CHANGE 93.99', 'oil_change_receipt', 'oil_change_receipt'],
    ['Repair order\nBrake pads 120.00\nAlignment 89.00', 'service_invoice', 'service_invoice'],
    ['MOT test certificate\nTest result: PASS', 'service_invoice', 'inspection_report'],
    ['hello', 'maintenance', 'other'],
  ] as const)('%s → %s', (text, type, kind) => {
    expect(readDocumentKind(text, type)).toBe(kind);
  });
});
