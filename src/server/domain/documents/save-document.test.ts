import { describe, expect, it } from 'vitest';
import { maintenanceKindOf } from './save-document';

describe('maintenanceKindOf', () => {
  it('records an invoice whose work names an oil change in its language as an oil change, so the oil reminder starts again', () => {
    expect(maintenanceKindOf('service_invoice', 'Inspektion mit Ölwechsel, Motoröl 5W-30 (4,5 l), Ölfilter')).toBe('oil_change');
    expect(maintenanceKindOf('service_invoice', 'Révision constructeur, Vidange huile moteur')).toBe('oil_change');
    expect(maintenanceKindOf('service_invoice', 'Tagliando completo, Sostituzione olio motore, Filtro aria')).toBe('oil_change');
  });

  it('keeps the kind the other work gives, and an oil-change receipt is always one', () => {
    expect(maintenanceKindOf('service_invoice', 'Bremsbeläge vorne erneuert, brake pads')).toBe('brakes');
    expect(maintenanceKindOf('service_invoice', 'Inspektion nach Herstellervorgabe')).toBe('other');
    expect(maintenanceKindOf('oil_change_receipt', null)).toBe('oil_change');
  });
});
