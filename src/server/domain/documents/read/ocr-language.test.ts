import { describe, expect, it } from 'vitest';
import { detectLanguage } from './ocr-language';

describe('detectLanguage', () => {
  it.each([
    ['Taller Mecanico Garcia, S.L.\nFactura n. 8812   Fecha: 15/09/2026\nSustitucion de correa   512,40\nIVA 21%\nTotal factura', 'spa'],
    ['Garage du Centre\nFacture n 2026-0915\nVidange moteur   68,00\nFiltre a huile\nTotal TTC', 'fra'],
    ['Kfz-Werkstatt Schulz GmbH\nRECHNUNG / INVOICE\nRechnungsdatum 17.01.2025\nkm-Stand / Odometer\nMwSt. 19 %\nGesamtbetrag', 'deu'],
    ['Officina Rossi\nFattura n. 412\nTagliando   180,00\nImponibile\nTotale', 'ita'],
    ['Oficina Silva\nFatura 2231\nTroca de oleo   80,00\nRevisao dos travoes\nValidade', 'por'],
  ])('tells the language of %j', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('leaves English pages, even with a foreign word or two, to the English reading', () => {
    expect(detectLanguage('Quick Lube\nDate: 09/15/2026  Odometer: 45,500\nOil change  49.99\nTotal 49.99')).toBeNull();
    expect(detectLanguage('Taller Auto Repair\nInvoice date 09/15/2026\nCambio rotation   20.00\nTotal 20.00')).toBeNull();
  });
});
