/**
 * Codes typed with Cyrillic or Greek capitals that look Latin, codes printed one character per box, and Baltic,
 * Balkan, Greek, Bulgarian, Swiss and Luxembourg documents (causes found on bench/corpus/layouts/world-dev-19.ts,
 * worded otherwise here).
 */
import { describe, expect, it } from 'vitest';
import { findDates } from './dates';
import { findMileages } from './mileage';
import { buildPage, latinLookAlikes } from './page';
import { parseDocumentFields } from './parse-document-fields';
import { plateFormatScore, readPolicyNumber } from './readers';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('codes typed with Cyrillic or Greek look-alike capitals', () => {
  it('makes a plate and a VIN Latin, and leaves words of those alphabets as they are', () => {
    // "ТМВ..." and "СВ 4410 РК" typed on a Cyrillic keyboard; "ΚΡΧ-2208" on a Greek one.
    expect(latinLookAlikes('ТМВЈЈ7NЕ5К0123456')).toBe('TMBJJ7NE5K0123456');
    expect(latinLookAlikes('СВ 4410 РК')).toBe('CB 4410 PK');
    expect(latinLookAlikes('ΚΡΧ-2208')).toBe('KPX-2208');
    expect(latinLookAlikes('ТАКСА 20 лв')).toBe('ТАКСА 20 лв');
    expect(latinLookAlikes('ΣΥΝΟΛΟ 45,00')).toBe('ΣΥΝΟΛΟ 45,00');
    expect(latinLookAlikes('Бензин')).toBe('Бензин');
  });

  it('reads the VIN and plate of a Cyrillic-captioned certificate, the holder from its Bulgarian name-part captions', () => {
    const d = parse(
      'СВИДЕТЕЛСТВО ЗА РЕГИСТРАЦИЯ\nA\tРегистрационен номер\tРВ 7731 МН\nC.1.1\tФамилия\tSTOYANOVA\nC.1.2\tИме\tDESISLAVA\nD.1\tМарка\tSKODA\nE\tИдентификационен номер\tТМВЈЈ7NЕ5К0123456\n',
    );
    expect(d.vin).toBe('TMBJJ7NE5K0123456');
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'PB 7731 MH', ownerName: 'DESISLAVA STOYANOVA' });
  });

  it('reads a VIN and a plate typed in Greek capitals on an insurance certificate, which is a card', () => {
    const d = parse(
      'Nikos Asfalistiki\nΒΕΒΑΙΩΣΗ ΑΣΦΑΛΙΣΗΣ\nΑριθμός συμβολαίου        71.402266\nΑριθμός κυκλοφορίας       ΚΡΧ-2208\nΑριθμός πλαισίου          WVWΖΖΖΑWΖΗU123456\nΣυνολικό ασφάλιστρο       288,10 €\n',
    );
    expect(d.documentKind).toBe('insurance_card');
    expect(d.vin).toBe('WVWZZZAWZHU123456');
    expect(d.vehicleInfo.plateNumber).toBe('KPX-2208');
    expect(d.insuranceInfo).toMatchObject({ policyNumber: '71.402266', premium: 288.1 });
  });
});

describe('a code printed one character per box', () => {
  it('joins evenly spaced single characters into one cell, a VIN left as printed (its Z filler kept)', () => {
    const page = buildPage('E  Ident. number\nW   V   W   Z   Z   Z   A   W   Z   H   U   1   2   3   4   5   6\nA   B\n');
    expect(page.lines[1].cells.map((c) => c.text)).toEqual(['WVWZZZAWZHU123456']);
    expect(page.lines[2].cells.map((c) => c.text)).toEqual(['A', 'B']);
    const d = parse('REGISTREERIMISTUNNISTUS\nA Registreerimismärk      D.1 Mark\n512 KTR                   VOLKSWAGEN\nE Identifitseerimisnumber (VIN)\nW   V   W   Z   Z   Z   A   W   Z   H   U   1   2   3   4   5   6\n');
    expect(d.vin).toBe('WVWZZZAWZHU123456');
  });
});

describe('Baltic, Balkan, Greek and Swiss wordings', () => {
  it('types invoices by their own words and labour and parts headings, and keeps parts and totals out of the works', () => {
    const ee = parse(
      'Tartu Autoteenus OÜ\nARVE nr 77/2026\nKuupäev\t02.03.2026\nReg.nr\t440 KLM\nLäbisõit\t98 100 km\n\nTööd\tSumma\nÕlivahetus\t35,00\nTagumiste klotside vahetus\t60,00\n\nVaruosad\tSumma\nÕlifilter\t12,00\nPiduriklotsid\t44,00\n\nKäibemaks 22 %\t33,82\nTasuda kokku\t184,82 €\n',
    );
    expect(ee.documentType).toBe('service_invoice');
    expect(ee.serviceInfo.services).toEqual(['Õlivahetus', 'Tagumiste klotside vahetus']);
    const rs = parse(
      'Сервис Ибар\nРАЧУН бр. 31/2026\nРегистарски број\tKV 220-TT\n\nРадови\tИзнос\nЗамена уља\t2.500,00 RSD\nЗамена кочионих диска\t6.000,00 RSD\n\nДелови\tИзнос\nФилтер уља\t900,00 RSD\n\nПДВ 20 %\t1.880,00 RSD\nУКУПНО\t11.280,00 RSD\n',
    );
    expect(rs.documentType).toBe('service_invoice');
    expect(rs.vehicleInfo.plateNumber).toBe('KV 220-TT');
    expect(rs.serviceInfo.services).toEqual(['Замена уља', 'Замена кочионих диска']);
  });

  it('reads a Lithuanian quick-lube receipt as an oil change, its plate and its next change', () => {
    const d = parse(
      'ALYVA PLIUS\nKASOS KVITAS 2026-01-15\nValst. Nr. KLM 204\nRida: 140 220 km\nVariklio alyvos keitimas   59,00\nAlyvos filtras             11,00\nIŠ VISO EUR                70,00\nt. sk. PVM 21 %            12,15\nKitas keitimas: 155 220 km\n',
    );
    expect(d.documentType).toBe('oil_change_receipt');
    expect(d.vehicleInfo.plateNumber).toBe('KLM 204');
    expect(d.serviceInfo.services).toEqual(['Variklio alyvos keitimas', 'Alyvos filtras']);
    expect(d.serviceInfo.nextServiceMileage).toBe(155220);
  });

  it('reads next services in Estonian, Serbian, Slovenian, Greek and Swiss French wordings', () => {
    const next = (line: string) => parse(`Servis\nRAČUN 12\nDatum 03.03.2026\nKm 80.000 km\nMenjava olja  40,00 €\nZa plačilo  40,00 €\n${line}\n`).serviceInfo;
    expect(next('Järgmine hooldus   03.03.2027   95 000 km')).toMatchObject({ nextServiceDate: '2027-03-03', nextServiceMileage: 95000 });
    expect(next('Следећи сервис: 03.03.2027. или на 95.000 km')).toMatchObject({ nextServiceDate: '2027-03-03', nextServiceMileage: 95000 });
    expect(next('Naslednji servis pri 95.000 km oziroma najkasneje 3. 3. 2027.')).toMatchObject({ nextServiceDate: '2027-03-03', nextServiceMileage: 95000 });
    expect(next('ΕΠΟΜΕΝΗ ΑΛΛΑΓΗ 95.000 ΧΛΜ').nextServiceMileage).toBe(95000);
    expect(next("PROCHAIN SERVICE   le 03.03.2027   à 95'000 km")).toMatchObject({ nextServiceDate: '2027-03-03', nextServiceMileage: 95000 });
  });

  it('names a shop in its own alphabet from the letterhead, past a Cyrillic or Greek title, and reads a Greek "ΧΛΜ" odometer', () => {
    const gr = parse('ΣΕΡΒΙΣ ΚΡΗΤΗΣ\nΑΠΟΔΕΙΞΗ\nΗΜ/ΝΙΑ 02/03/2026\nΧΛΜ 61.300\nΑΛΛΑΓΗ ΛΑΔΙΩΝ 0W-20    48,00\nΣΥΝΟΛΟ    48,00 €\n');
    expect(gr.serviceInfo).toMatchObject({ serviceProvider: 'ΣΕΡΒΙΣ ΚΡΗΤΗΣ', mileage: 61300 });
    const rs = parse('РАЧУН бр. 7\nАуто кућа Ибар\nДатум\t02.03.2026.\nЗамена уља\t2.500,00 RSD\nЗамена кочионих плочица\t5.000,00 RSD\nУКУПНО\t7.500,00 RSD\n');
    expect(rs.serviceInfo.serviceProvider).toBe('Ауто кућа Ибар');
  });

  it('knows Bulgarian, Greek, Latvian and Slovenian plate formats, and takes a Bulgarian plate standing uncaptioned at the head', () => {
    for (const plate of ['PB 7731 MH', 'KPX-2208', 'MK-4412', 'LJ AB-123']) expect(plateFormatScore(plate)).toBe(1);
    // The code A and its caption lost to OCR: the plate alone in the value column near the top.
    const d = parse('CBUDETEJICTBO 3A PEFMCTPALLUA\nYact |: MBP\n                Homep              PB 7731 MH\nB     Ha nbppa peructpauna         18.01.2019\nC.1.1 Pamunua                      STOYANOVA\nD.1 Mapka                          SKODA\nD.3 TbproBcko                      FABIA\nE     Homep (VIN)                  TMBJJ7NE5K0123456\n');
    expect(d.vehicleInfo.plateNumber).toBe('PB 7731 MH');
  });

  it("reads Swiss apostrophe thousands as a mileage and a date spaced after its dots that closes a sentence", () => {
    expect(findMileages("Kilométrage 142'800 km").map((m) => m.value)).toEqual([142800]);
    expect(findDates('najkasneje 3. 3. 2027.', { dayFirst: true }).map((d) => d.date)).toEqual(['2027-03-03']);
  });

  it('reads a one-group policy number of 17 characters', () => {
    expect(readPolicyNumber('LTB20240000512345')?.value).toBe('LTB20240000512345');
  });

  it('reads a Latvian policy: its type, policyholder, policy number and premium beside a VIN', () => {
    const d = parse(
      'Kurzeme Drošība\nOCTA POLISE\nPolises Nr.\tLVB77120000345678\nVIN (šasijas Nr.)\tVF1RJB00X64123456\nValsts reģ. Nr.\tMK-4412\nApdrošinājuma ņēmējs\tPēteris Kalns\nDarbības termiņš\tno 01.04.2026 līdz 31.03.2027\nApdrošināšanas prēmija\t204,50 EUR\n',
    );
    expect(d.documentType).toBe('insurance');
    expect(d.vin).toBe('VF1RJB00X64123456');
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'MK-4412', ownerName: 'Pēteris Kalns' });
    expect(d.insuranceInfo).toMatchObject({ policyNumber: 'LVB77120000345678', premium: 204.5 });
  });

  it('reads a Serbian registration\'s "Registracija važi do" as its expiry, and Swiss "Name / Vornamen" boxes as the holder', () => {
    const rs = parse('SAOBRAĆAJNA DOZVOLA\nA Registarska oznaka      NI 882-KT\nI Datum registracije      10.02.2026.\nRegistracija važi do      10.02.2027.\nC.1.1 Prezime             MARKOVIĆ\nC.1.2 Ime                 ANA\nD.1 Marka                 FIAT\n');
    expect(rs.registrationInfo.expiryDate).toBe('2027-02-10');
    const ch = parse('FAHRZEUGAUSWEIS\n15 Kontrollschild          18 Stammnummer\nBE 412220                  120.450.331\nName / Nom                 Vornamen / Prénoms\nGerber                     Lukas\n23 Fahrgestell-Nr.\nWVWZZZAWZHU123456\n');
    expect(ch.vehicleInfo.ownerName).toBe('Lukas Gerber');
  });

  it('takes an EU-coded certificate whose issuing office is named for inspections for a certificate', () => {
    const d = parse("CERTIFICAT D'IMMATRICULATION\nSociété Nationale de Contrôle Technique\nA  N° d'immatriculation   XY 4410\nB  Première mise en circulation   02/03/2019\nD.1  Marque   RENAULT\nE  N° d'identification   VF1RJB00X64123456\n");
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.registrationInfo.expiryDate).toBeNull();
  });
});
