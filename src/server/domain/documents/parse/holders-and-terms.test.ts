import { describe, expect, it } from 'vitest';
import { parseDocumentFields } from './parse-document-fields';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('holders, kinds and terms (eleventh round)', () => {
  it('takes the annual premium with its tax, not the instalment, even when the caption states a tax rate', () => {
    const d = parse(
      'Kraftfahrtversicherung\nVersicherungsschein-Nr.   77/120455-K\nZahlweise   halbjährlich\nBeitrag pro Rate   236,40 EUR\n' +
        'Jahresbeitrag einschl. 19 % Versicherungsteuer   472,80 EUR\n',
    );
    expect(d.insuranceInfo.premium).toBe(472.8);
    const uk = parse('Motor insurance schedule\nPolicy number  KLM4410982\nMonthly instalment  £48.20\nAnnual premium inc. 12% IPT  £512.40\n');
    expect(uk.insuranceInfo.premium).toBe(512.4);
  });

});
