/**
 * Causes found on the ninth held-back set once it was retired to development (sixteenth session), each worded here
 * otherwise than that set prints it: a Latin letterhead over a Cyrillic legal name, a Cyrillic "Name" caption under an
 * owner's heading, an Irish address block, German compound premium captions, a Latvian plate caption, a parts table
 * headed "parts and materials", and a firm's name quoted after its legal form.
 */
import { describe, expect, it } from 'vitest';
import { parseDocumentFields } from './parse-document-fields';
import { ocrShaped } from './ocr-shapes';
import { cleanProviderName } from './service';
import { latinOfCyrillic } from './transliterate';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.txt', today: '2026-11-29' });

describe('documents from the retired ninth set', () => {
  it('romanises Cyrillic as Bulgarian and Serbian names are', () => {
    expect(latinOfCyrillic('Родопа Застраховане')).toBe('Rodopa Zastrahovane');
    expect(latinOfCyrillic('ЖИВКО Щерев')).toBe('ZhIVKO Shterev');
    expect(latinOfCyrillic('Ђорђевић')).toBe('Djordjevic');
  });

  it('takes a Latin letterhead over its Cyrillic legal name as the insurer, and the name under an owner heading', () => {
    const d = parse(
      'RODOPA\nЗАД „Родопа“ АД, гр. Пловдив, ул. Гладстон 7\n\nЗАСТРАХОВАТЕЛНА ПОЛИЦА\nПолица №\tBG/11/200300400\n\nЗастрахован / Собственик\nИме\tPETAR IVANOV\nАдрес\tPLOVDIV, ul. Vazrazhdane 12\n\nЗастрахователна премия\t190,00 лв.\n',
    );
    expect(d.insuranceInfo.insuranceProvider).toBe('Rodopa');
    expect(d.vehicleInfo.ownerName).toBe('PETAR IVANOV');
  });

  it('reads the addressee of an Irish letter over a street and a town with its county', () => {
    const d = parse('Glenmore\nMotor Insurance Renewal Notice\t02/03/2026\nAoife Ní Bhriain\n14 Church Road\nTullamore, Co. Offaly\nDear Aoife,\nPolicy number\tGLM7000123\n');
    expect(d.vehicleInfo.ownerName).toBe('Aoife Ní Bhriain');
  });

  it('takes an Austrian total premium caption in one word, not the net one', () => {
    const d = parse('Kfz-Polizze\nPolizzennummer\t800.100200.30\nNettoprämie\tEUR 402,10\nVersicherungssteuer 11 %\tEUR 44,23\nMotorbezogene Versicherungssteuer\tEUR 512,00\nGesamtprämie jährlich\tEUR 958,33\n');
    expect(d.insuranceInfo.premium).toBe(958.33);
  });

  it('reads a Latvian "Valsts numurs" plate and leaves a "parts and materials" table out of the work done', () => {
    const d = parse(
      'SIA "Auto Kurzeme"\nRĒĶINS Nr. K-204\nDatums\t03.02.2026\nValsts numurs\tHK-4411\nVeiktie darbi\tSumma EUR\nBremžu kluču maiņa\t48,00\nRiteņu balansēšana\t20,00\n\nRezerves daļas un materiāli\tSumma EUR\nBremžu kluči\t64,10\nKopā bez PVN\t132,10\nPVN 21 %\t27,74\nSumma apmaksai EUR\t159,84\n',
    );
    expect(d.vehicleInfo.plateNumber).toBe('HK-4411');
    expect(d.serviceInfo.services).toEqual(['Bremžu kluču maiņa', 'Riteņu balansēšana']);
    expect(d.serviceInfo.serviceProvider).toBe('Auto Kurzeme');
  });

  it('reads a firm quoted beside its legal form as the quoted name', () => {
    expect(cleanProviderName('UAB „Ratų centras“')).toBe('Ratų centras');
    expect(cleanProviderName('„Autoservis Sava“ d.o.o.')).toBe('Autoservis Sava');
    expect(cleanProviderName('ЕООД „Мотор Плюс“')).toBe('Мотор Плюс');
    expect(cleanProviderName('Joe\'s "Quick" Lube')).toBe('Joe\'s "Quick" Lube');
  });

  it('types Greek and Cyrillic registration certificates by their titles when a scan lost the codes', () => {
    const d = parse('ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ\nΑΔΕΙΑ ΚΥΚΛΟΦΟΡΙΑΣ\nΑριθμός κυκλοφορίας\tIKB-4410\nΕπώνυμο\tDIMOU\nΌνομα\tANNA\nΜάρκα\tTOYOTA\n');
    expect(d.documentType).toBe('car_registration');
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.vehicleInfo.ownerName).toBe('ANNA DIMOU');
    expect(parse('СВИДЕТЕЛСТВО ЗА РЕГИСТРАЦИЯ\nРег. №\tCA 1234 AB\nМарка\tDACIA\n').documentType).toBe('car_registration');
  });

  it('reads "№" as the Cyrillic models print it, and Cyrillic letters as the English model shapes them', () => {
    expect(parse('ЗАСТРАХОВАТЕЛНА ПОЛИЦА\nПолица №\tBG/11/123456789\nРег. Хо\tСВ 5468 ТР\n').vehicleInfo.plateNumber).toBe('CB 5468 TP');
    // "полица" with и read as V, "застрахован" with н read as n.
    expect(new RegExp(ocrShaped('полица'), 'iu').test('NOJIVLLA')).toBe(true);
    expect(new RegExp(ocrShaped('застрахован'), 'iu').test('3actpaxosan')).toBe(true);
  });

  it('reads a Greek receipt whose plate caption the English model shaped and whose shop name lost its article to a figure', () => {
    const d = parse('Λιπαντήριο 0 Νίκος\nΑΠΟΔΕΙΞΗ ΛΙΑΝΙΚΗΣ ΠΩΛΗΣΗΣ\n12/03/2026 10:15\nΑλλαγή λαδιών\t17,00 €\nΣΥΝΟΛΟ\t60,00 €\nAp. KUKA.: IKH-2210\nΧιλιόμετρα: 88.100\n');
    expect(d.vehicleInfo.plateNumber).toBe('IKH-2210');
    expect(d.serviceInfo.serviceProvider).toBe('Λιπαντήριο Ο Νίκος');
  });

  it('shapes Greek ξ read as "=" and δ read as "b" by the English model', () => {
    expect(new RegExp(ocrShaped('αποδειξη'), 'iu').test('ANOAEI=H')).toBe(true);
    expect(new RegExp(ocrShaped('λαδιων'), 'iu').test('Aabiwv')).toBe(true);
  });
});
