/**
 * Workshop invoices and receipts in Portuguese, Croatian, Slovak, Czech and Swedish, a US repair order's technician
 * notes and a lube ticket's numbered lines (causes found on bench/corpus/layouts/world-dev-17.ts, worded otherwise here):
 * their invoice words and repair work, next-service lines in those languages, the shop's legal form (Lda., d.o.o.),
 * plate captions ("Reg. oznaka", "EČV"), a Swedish "mil" of ten kilometres.
 */
import { describe, expect, it } from 'vitest';
import { findMileages } from './mileage';
import { parseDocumentFields } from './parse-document-fields';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('workshop invoices in southern and central European languages', () => {
  it('types a Portuguese invoice with an oil change among brake work as a service invoice, its shop without Lda.', () => {
    const d = parse(
      'Garagem Serra Nova, Lda.\nFATURA FT 2026/88\nData 12-05-2026\nMatrícula 45-QZ-19\nKm ao entrar 88.400\nServiços efetuados   Valor\nTroca de óleo e filtro   42,00 €\nSubstituição dos discos de travão   120,00 €\nPeças   Valor\nÓleo 5W-40 (4 L)   38,00 €\nTotal a pagar   200,00 €\n',
    );
    expect(d.documentType).toBe('service_invoice');
    expect(d.serviceInfo.serviceProvider).toBe('Garagem Serra Nova');
  });

  it('reads a Croatian invoice: d.o.o. left out, its plate caption and the next service with "ili"', () => {
    const d = parse(
      'Autocentar Sava d.o.o.\nRAČUN br. 55-1-1\nDatum računa 08.09.2026\nReg. oznaka ZG 4411-KT\nStanje km 61.200\nŠifra   Opis radova   Iznos\nS-10   Zamjena kočionih diskova   140,00 €\nUkupno za platiti   140,00 €\nSljedeći servis: 08.09.2027 ili 76.000 km\n',
    );
    expect(d.documentType).toBe('service_invoice');
    expect(d.vehicleInfo.plateNumber).toBe('ZG 4411-KT');
    expect(d.serviceInfo).toMatchObject({ serviceProvider: 'Autocentar Sava', nextServiceDate: '2027-09-08', nextServiceMileage: 76000 });
  });

  it('reads a Slovak faktúra: EČV plate and the next inspection with "alebo"', () => {
    const d = parse(
      'Servis Poprad, s.r.o.\nFAKTÚRA č. 2026044\nDátum vyhotovenia 02.02.2026\nEČV PO512AB\nStav km 120 300 km\nPracovná operácia   Suma\nVýmena brzdovej kvapaliny   35,00 €\nSpolu na úhradu   35,00 €\nNasledujúca prehliadka: 02.02.2027 alebo 135 000 km\n',
    );
    expect(d.documentType).toBe('service_invoice');
    expect(d.vehicleInfo.plateNumber).toBe('PO512AB');
    expect(d.serviceInfo).toMatchObject({ nextServiceDate: '2027-02-02', nextServiceMileage: 135000 });
  });

  it('reads a Czech next service inspection in a sentence with "nebo při"', () => {
    const d = parse('Autoservis Lom\nFAKTURA\nDatum vystavení 01.10.2026\nStav tachometru 50 000 km\n1) Výměna spojky   6 200,00 Kč\nCelkem k úhradě   6 200,00 Kč\nDalší servisní prohlídka: 01.10.2027 nebo při 70 000 km.\n');
    expect(d.serviceInfo).toMatchObject({ nextServiceDate: '2027-10-01', nextServiceMileage: 70000 });
  });

  it('types a Swedish invoice of a scheduled service as an invoice, keeps its service line and reads mil as ten km', () => {
    const d = parse(
      'Lindby Motor AB\nVERKSTADSFAKTURA\nFakturadatum 2026-03-01\nMätarställning 7 420 mil\nArbeten   Belopp\nService enligt tillverkarens serviceprogram   2 400,00\nByte av bromsbelägg   1 100,00\nReservdelar   Antal   Belopp\nMotorolja 5W-30   1   600,00\nOljefilter   1   150,00\nAtt betala   4 250,00 kr\nNästa service: 2027-03-01 eller vid 8 920 mil\n',
    );
    expect(d.documentType).toBe('service_invoice');
    expect(d.serviceInfo).toMatchObject({ mileage: 74200, nextServiceMileage: 89200 });
    expect(d.serviceInfo.services).toEqual(['Service enligt tillverkarens serviceprogram', 'Byte av bromsbelägg']);
  });

  it('reads "mil" as ten kilometres only when no other unit follows it', () => {
    expect(findMileages('12 500 mil')[0]?.value).toBe(125000);
    expect(findMileages('45 mil km')[0]?.value).toBe(45);
  });
});

describe('US repair orders and lube tickets', () => {
  it('leaves a technician-notes caption out of the work done and a lube ticket\'s line numbers out of its items', () => {
    const ro = parse('HILLCREST AUTO LLC\nREPAIR ORDER 55123\nDATE 04/02/2026  MILEAGE IN 40,210\nLINE A  CUSTOMER STATES: ENGINE LIGHT ON\nTECH NOTES: Replaced upstream O2 sensor   210.00\nTOTAL DUE   $210.00\n');
    expect(ro.serviceInfo.services).toEqual(['Replaced upstream O2 sensor']);
    const lube = parse('RIVERBEND LUBE, INC.\nTICKET 4410  05/05/2026\nODO IN  61200\n1 CONVENTIONAL OIL CHANGE   39.99\n2 CABIN FILTER   29.99\nTOTAL   $69.98\n');
    expect(lube.serviceInfo.services).toEqual(['CONVENTIONAL OIL CHANGE', 'CABIN FILTER']);
  });
});
