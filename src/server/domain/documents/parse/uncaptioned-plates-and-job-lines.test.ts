/**
 * Causes found on the fifteenth round's development layouts (bench/corpus/layouts/world-dev-15.ts), each worded here
 * otherwise than the corpus prints it: plates printed without a caption at a registration's head, a lone "Lic"
 * caption, Finnish plate, odometer and next-service captions and dates without leading zeros, courtesy titles in
 * Italian capitals, a certificate of title, an insurer named after a verb in a sentence, "Concern / Cause /
 * Correction" jobs, a German invoice typed by its compound title and its brake-fluid work.
 */
import { describe, expect, it } from 'vitest';
import { findDates } from './dates';
import { parseDocumentFields } from './parse-document-fields';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('registrations: plates without a caption, titles, courtesy titles', () => {
  it('reads a plate printed large at the head of a card without a caption', () => {
    const d = parse(
      'NEVADA DEPARTMENT OF MOTOR VEHICLES\nKRW4410\nREGISTRATION CERTIFICATE    VALID 03/02/2026 TO 03/02/2027\nYEAR   MAKE   MODEL\n2019   MAZDA   CX-5\n',
    );
    expect(d.vehicleInfo.plateNumber).toBe('KRW4410');
  });

  it('reads a plate opening a line beside the expiry, and leaves a title number or a ZIP alone', () => {
    const d = parse('STATE OF OREGON - REGISTRATION CARD\nBQT-2290         EXPIRES 11/30/2027\nHOLLIS JANE\n19 PINE ST\nSALEM, OR 97301\n');
    expect(d.vehicleInfo.plateNumber).toBe('BQT-2290');
    const spaced = parse('STATE OF OREGON - REGISTRATION CARD\nBQT -2290         EXPIRES 11/30/2027\nHOLLIS JANE\n19 PINE ST\nSALEM, OR 97301\n');
    expect(spaced.vehicleInfo.plateNumber).toBe('BQT-2290');
  });

  it('keeps the letters of a plate OCR doubts when a hyphen joins them to its figures', () => {
    const word = (text: string, x0: number, x1: number, y0: number, confidence: number) => ({ text, x0, x1, y0, y1: y0 + 22, confidence });
    const lines = [
      { text: 'STATE OF OREGON - REGISTRATION CARD', words: [word('STATE', 100, 180, 100, 96), word('OF', 195, 225, 100, 96), word('OREGON', 240, 360, 100, 95), word('-', 375, 385, 100, 92), word('REGISTRATION', 400, 600, 100, 96), word('CARD', 615, 690, 100, 96)] },
      { text: 'KRT -5521 EXPIRES 10/01/2027', words: [word('KRT', 100, 150, 160, 21), word('-5521', 156, 236, 160, 24), word('EXPIRES', 700, 810, 160, 95), word('10/01/2027', 830, 990, 160, 93)] },
      { text: 'HOLLIS JANE', words: [word('HOLLIS', 100, 190, 220, 96), word('JANE', 205, 270, 220, 96)] },
    ];
    const d = parseDocumentFields({ text: lines.map((l) => l.text).join('\n'), lines, fileName: 'scan.pdf', today: '2026-11-28' });
    expect(d.vehicleInfo.plateNumber).toBe('KRT-5521');
  });

  it('types a certificate of title as a certificate, with no expiry taken from its issue date', () => {
    const d = parse(
      'STATE OF UTAH\nCERTIFICATE OF TITLE\nTITLE NO   DATE ISSUED\n88T221904   04/17/2026\nOWNER\nPERRY, HELEN\n40 CANYON RD\nOGDEN, UT 84401\nLIENHOLDER\nWASATCH CREDIT UNION\n',
    );
    expect(d.documentType).toBe('car_registration');
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.registrationInfo.expiryDate).toBeNull();
  });

  it('leaves an Italian courtesy title in capitals out of the holder', () => {
    const d = parse('CARTA DI CIRCOLAZIONE\nTarga     FG512KL\nIntestatario     DOTT.SSA BIANCHI Elena\nFabbrica     FIAT\n');
    expect(d.vehicleInfo.ownerName).toBe('BIANCHI Elena');
    const sig = parse('CARTA DI CIRCOLAZIONE\nTarga     FG512KL\nIntestatario     SIG. RICCI Paolo\nFabbrica     FIAT\n');
    expect(sig.vehicleInfo.ownerName).toBe('RICCI Paolo');
  });
});

describe('insurers named in a sentence', () => {
  it('reads the insurer after a verb and its article, cut at its legal form', () => {
    const de = parse(
      'Versicherungsbüro Lamprecht\nVersicherungsschein\nVersichert ist Ihr Fahrzeug bei uns; Ihr Versicherer ist die Elbtal Versicherung AG. Sie erreichen uns jederzeit.\nVersicherungsnummer   KF-4471920\nKennzeichen   HH-KL 402\n',
    );
    expect(de.insuranceInfo.insuranceProvider).toBe('Elbtal Versicherung');
    const en = parse(
      'Brightwater Brokers\nMotor Schedule\nWe arranged this cover for you. Your insurer is Moorland Insurance Limited, who handle claims.\nPolicy number   MM/221904/3\nRegistration   KD21 XTR\n',
    );
    expect(en.insuranceInfo.insuranceProvider).toBe('Moorland');
  });
});

describe('service documents: job lines, lone captions, compound titles, dotted dates', () => {
  it('takes each job\'s correction as the work done, not its number', () => {
    const d = parse(
      'Hillcrest Auto Repair\nINVOICE\nDate   02/14/2026\nOdometer   88,120\nJOB 1    $312.40\n  Concern:   vibration at highway speed\n  Cause:   front tire cupped\n  Correction:   Mounted and balanced two front tires.\nJOB 2    $96.00\n  Concern:   battery light on\n  Cause:   loose alternator belt\n  Correction:   Adjusted serpentine belt tension\nTotal due    $408.40\n',
    );
    expect(d.serviceInfo.services).toEqual(['Mounted and balanced two front tires', 'Adjusted serpentine belt tension']);
  });

  it('reads a lone "Lic" caption on a repair order as the plate\'s', () => {
    const d = parse('Valley Garage\nREPAIR ORDER\nDate\t06/02/2026\nLic\t7BXK204\nMiles in\t41,200\nBRAKE PADS\t$180.00\nTOTAL\t$180.00\n');
    expect(d.vehicleInfo.plateNumber).toBe('7BXK204');
  });

  it('types a German workshop invoice by its compound title and its brake-fluid work, even with an oil change on it', () => {
    const d = parse(
      'Kfz-Service Aumann\nReparaturrechnung\nDatum   03.02.2026\nFahrzeug   Opel Astra\nÖlwechsel inkl. Filter   89,00\nBremsflüssigkeit wechseln   64,00\nzzgl. MwSt. 19 %   29,07\nGesamtbetrag   182,07 EUR\n',
    );
    expect(d.documentType).toBe('service_invoice');
  });

  it('reads dotted dates without leading zeros day first', () => {
    expect(findDates('huolto 3.9.2026 klo 9:15')[0].date).toBe('2026-09-03');
    expect(findDates('15.4.2027')[0].date).toBe('2027-04-15');
    expect(findDates('7.11.2026')[0].date).toBe('2026-11-07');
  });

  it('reads a Finnish receipt: plate, odometer, and the next change on the line under its caption', () => {
    const d = parse(
      'HUOLTOPISTE KORPELA\nKUITTI\n2.10.2026\nRek. nro  KLT-58\nMittarilukema  98 410 km\nMoottoriöljy 0W-20   61,20\nÖljynsuodatin   14,90\nYHTEENSÄ EUR   76,10\nSeuraava huolto\n2.10.2027 tai 113 000 km\n',
    );
    expect(d.documentType).toBe('oil_change_receipt');
    expect(d.vehicleInfo.plateNumber).toBe('KLT-58');
    expect(d.serviceInfo).toMatchObject({ serviceDate: '2026-10-02', mileage: 98410, nextServiceDate: '2027-10-02', nextServiceMileage: 113000 });
    expect(d.serviceInfo.services).not.toContain('YHTEENSÄ EUR');
  });
});

describe('a photographed receipt total whose cents OCR parted from the figure', () => {
  it("reads the total whose doubted ',00' stands apart ('1.368 ,00'), not the largest item", () => {
    const word = (text: string, x0: number, x1: number, y0: number, confidence: number) => ({ text, x0, x1, y0, y1: y0 + 50, confidence });
    const row = (y: number, label: string[], amount: [string, number][], x = 1470) => ({
      text: `${label.join(' ')}\t${amount.map((a) => a[0]).join(' ')}`,
      words: [...label.map((t, i) => word(t, 377 + i * 150, 477 + i * 150, y, 95)), ...amount.map(([t, c], i) => word(t, x + i * 210, x + 190 + i * 210, y, c))],
    });
    const lines = [
      { text: 'KVITTERING', words: [word('KVITTERING', 377, 700, 100, 96)] },
      row(200, ['Dato:'], [['25.08.2026', 95]], 600),
      row(300, ['Km-stand:'], [['94.427', 95]], 700),
      row(400, ['Olieskift', 'inkl.', 'filter'], [['1.283,00', 95]]),
      row(500, ['Sprinklerveske'], [['85,00', 95]]),
      row(600, ['I', 'alt', 'DKK'], [['1.368', 3.6], [',00', 3.6]]),
      row(700, ['heraf', 'moms', '25', '%'], [['273,60', 95]]),
    ];
    const d = parseDocumentFields({ text: lines.map((l) => l.text).join('\n'), lines, fileName: 'receipt.jpg', today: '2026-11-28' });
    expect(d.serviceInfo.totalCost).toBe(1368);
  });
});

describe("a photographed plate's last J read as a bracket glued to it", () => {
  it("keeps the bracket after a plate's one-letter group for the plate reader ('RT-79-H]'), still dropping box edges", () => {
    const word = (text: string, x0: number, x1: number, y0: number) => ({ text, x0, x1, y0, y1: y0 + 35, confidence: 60 });
    const lines = [
      { text: 'FATURA', words: [word('FATURA', 437, 600, 600)] },
      { text: 'Matricula\tRT-79-H]', words: [word('Matricula', 437, 574, 780), word('RT-79-H]', 939, 1063, 785)] },
      { text: 'Viatura\tSEAT]', words: [word('Viatura', 437, 574, 840), word('SEAT]', 939, 1030, 840)] },
      { text: 'Total a pagar\t416,27 €', words: [word('Total', 437, 520, 900), word('a', 530, 545, 900), word('pagar', 555, 640, 900), word('416,27', 939, 1040, 900), word('€', 1050, 1070, 900)] },
    ];
    const d = parseDocumentFields({ text: lines.map((l) => l.text).join('\n'), lines, fileName: 'invoice.jpg', today: '2026-11-28' });
    expect(d.vehicleInfo.plateNumber).toBe('RT-79-HJ');
    expect(d.vehicleInfo.make?.toUpperCase()).toBe('SEAT');
  });
});
