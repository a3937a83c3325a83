/**
 * Next services due by a month and year alone, a brand whose word a legal name ends with as a place, Quebec's French
 * date cues, a dotted date OCR parted from a dot and a parts heading OCR gave the wrong accent (causes found on
 * bench/corpus/layouts/world-dev-21.ts, worded otherwise here); insurers named by a mutual's or company's legal name
 * only, a letterhead holding the legal name's first word, a windshield sticker's date stacked under its figure, and
 * French-only Quebec renewals (causes found by probing the same families in other wordings).
 */
import { describe, expect, it } from 'vitest';
import { decideDateOrder } from './date-order';
import { findDates } from './dates';
import { parseDocumentFields } from './parse-document-fields';
import { monthYearEnd } from './service';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('a next service due by a month and year', () => {
  it('reads "or 09/2026" on the line under the odometer to reach as the month\'s last day', () => {
    const d = parse(
      'SPEEDY OIL #212\n04/11/2026 10:42 AM\n2019 FORD ESCAPE\nMILEAGE IN 61,204\nSYN BLEND OIL CHANGE   54.99\nTOTAL   58.84\nNEXT OIL CHANGE DUE AT 66,204 MI\nOR 09/2026\n',
    );
    expect(d.serviceInfo.nextServiceMileage).toBe(66204);
    expect(d.serviceInfo.nextServiceDate).toBe('2026-09-30');
  });

  it('reads a boxed row of a caption, the kilometres and "entro MM/AAAA"', () => {
    const d = parse('Officina Rossi\nData   14/05/2026\nKm   84.300\nCambio olio e filtro   95,00\nTotale   € 115,90\nPROSSIMO TAGLIANDO\tkm 104.300\tentro 05/2027\n');
    expect(d.serviceInfo.nextServiceMileage).toBe(104300);
    expect(d.serviceInfo.nextServiceDate).toBe('2027-05-31');
  });

  it('reads a month named in words, never a full date or a day and month', () => {
    expect(monthYearEnd('oder bis März 2027')?.value).toBe('2027-03-31');
    expect(monthYearEnd('or 2/2028')?.value).toBe('2028-02-29');
    expect(monthYearEnd('am 12/03/2027')).toBeNull();
    expect(monthYearEnd('at 04/26')).toBeNull();
    expect(monthYearEnd('Sommer 2027')).toBeNull();
    expect(monthYearEnd('o antes de octubre de 2027')?.value).toBe('2027-10-31');
  });

  it('reads a sticker block\'s "DATE: MM/YYYY" under its caption', () => {
    const d = parse('Rapid Lube\nDate: 22/04/2026\nOdometer: 63,410 km\nOil change 61.50\nTotal 66.10 EUR\nNEXT SERVICE\nKM: 73,400\nDATE: 04/2027\n');
    expect(d.serviceInfo).toMatchObject({ nextServiceMileage: 73400, nextServiceDate: '2027-04-30' });
  });
});

describe('a brand whose word a legal name ends with as a place', () => {
  it('keeps "Causses Assurances" whole when the legal name reads "... Mutuelle d\'Assurances des Causses"', () => {
    const d = parse(
      "Causses Assurances\nMutuelle d'Assurances des Causses - entreprise régie par le Code des assurances\nAVIS D'ÉCHÉANCE\nContrat n°   4471220\nPériode   du 01/04/2026 au 31/03/2027\nCotisation TTC   612,40 €\n",
    );
    expect(d.insuranceInfo.insuranceProvider).toBe('Causses Assurances');
  });
});

describe("Quebec's French date cues", () => {
  it('counts an address whose province stands in brackets, as Canada Post writes it in French', () => {
    expect(decideDateOrder('Garage Roy\n88, rue Principale, Rimouski (Québec) G5L 3A1\nDate 04/03/2026').order).toBe('day-first');
  });

  it('reads the format written in words, "jour/mois/année"', () => {
    const d = decideDateOrder("Date d'effet 06/03/2026\nLes dates sont inscrites jour/mois/année.");
    expect(d).toMatchObject({ order: 'day-first', decided: true });
    expect(decideDateOrder('All dates are month/day/year: 06/03/2026').order).toBe('month-first');
  });

  it('reads a French pink card of day-first dates', () => {
    const d = parse(
      "Mutuelle du Fjord\nATTESTATION D'ASSURANCE AUTOMOBILE\nNuméro de police\tDate d'effet\tDate d'échéance\nF-22190\t05/02/2026\t05/02/2027\nAssuré\tLouise Gagné\nNuméro de série\t2T3W1RFV8KW012345\nDates : jour/mois/année\n",
    );
    expect(d.insuranceInfo).toMatchObject({ effectiveDate: '2026-02-05', expirationDate: '2027-02-05' });
  });
});

describe('what OCR does to dotted dates and accented headings', () => {
  it('reads a dotted date whose dot OCR parted from the figure before it', () => {
    expect(findDates('Beleg 4471   22.06 .2025').map((d) => d.date)).toEqual(['2025-06-22']);
    expect(findDates('Datum 3 .11.2026', { dayFirst: true }).map((d) => d.date)).toEqual(['2026-11-03']);
  });

  it('takes "Piéces" (the grave accent read acute) as the parts heading, its lines no work done', () => {
    const d = parse(
      "Garage Dion\nFACTURE No 5512\nDate\t17/03/2026\nKilométrage\t88 120 km\nMain-d'œuvre\tMontant\nAlignement des roues\t89,00 $\nRemplacement de la batterie\t45,00 $\nPiéces\tMontant\nBatterie 12 V\t189,00 $\nSous-total\t323,00 $\nTOTAL\t371,37 $\n",
    );
    expect(d.serviceInfo.services).toEqual(['Alignement des roues', 'Remplacement de la batterie']);
  });
});

describe('insurers named by their legal name only', () => {
  const insurer = (text: string) => parse(text).insuranceInfo.insuranceProvider;

  it('reads a mutual whose letterhead says its business like a title ("... d\'Assurances", "... de Seguros")', () => {
    expect(insurer("MUTUELLE DU JURA D'ASSURANCES\nAvis d'échéance\nContrat n° 81220455\nPériode du 01/05/2026 au 30/04/2027\nCotisation TTC 498,10 €\n")).toBe("MUTUELLE DU JURA D'ASSURANCES");
    expect(insurer('Mutua Cantábrica de Seguros\nRecibo de prima\nPóliza nº 0044778812\nEfecto 01/05/2026 Vencimiento 01/05/2027\nPrima total 388,20 €\n')).toBe('Mutua Cantábrica de Seguros');
  });

  it('drops the legal form of a "Versicherungs-AG"', () => {
    expect(insurer('Isartal Allgemeine Versicherungs-AG\nKfz-Versicherungsschein\nVersicherungsnummer: 71-4400219\nBeginn: 01.05.2026  Ablauf: 30.04.2027\nJahresbeitrag: 471,90 EUR\n')).toBe('Isartal Allgemeine Versicherung');
  });

  it('takes the letterhead that holds the first word of the underwriter\'s name', () => {
    expect(insurer('Red Kite Auto\nunderwritten by Kite Casualty Insurance Company\nAUTO ID CARD\nPolicy Number: RK-55102\nEffective 05/01/2026  Expires 11/01/2026\n')).toBe('Red Kite Auto');
  });
});

describe("a windshield sticker's lines", () => {
  it('reads the date stacked three lines under the figure ("SERVICE DUE / 58,900 / MILES / OR / date")', () => {
    const d = parse('LUBE DEPOT\n05/02/2026\nODOMETER 55,900\nFULL SYNTHETIC OIL CHANGE 84.99\nTOTAL 90.94\nSERVICE DUE\n58,900\nMILES\nOR\n08/02/2026\n');
    expect(d.serviceInfo).toMatchObject({ nextServiceMileage: 58900, nextServiceDate: '2026-08-02' });
  });
});

describe('French-only Quebec renewals', () => {
  it('types an "Avis de renouvellement" of a police, its prime and its dates as an insurance renewal', () => {
    const d = parse(
      "Assurances Côte-Nord\nAVIS DE RENOUVELLEMENT\nNuméro de police : CN-300871\nAssuré désigné : Julie Fortin\n22, rue Arnaud, Sept-Îles (Québec) G4R 3A9\nDate d'effet : 2026-06-01\nDate d'échéance : 2027-06-01\nPrime totale : 1 044,80 $\n",
    );
    expect(d.documentType).toBe('insurance');
    expect(d.documentKind).toBe('insurance_renewal');
    expect(d.insuranceInfo).toMatchObject({ policyNumber: 'CN-300871', effectiveDate: '2026-06-01', expirationDate: '2027-06-01', premium: 1044.8 });
  });
});
