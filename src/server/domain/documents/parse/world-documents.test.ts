import { describe, expect, it } from 'vitest';
import { parseDocumentFields } from './parse-document-fields';

const parse = (text: string, fileName = 'scan.pdf') => parseDocumentFields({ text, fileName, today: '2026-11-27' });

describe('EU registration certificates by their harmonised codes', () => {
  it('reads a German Zulassungsbescheinigung listed by code, with no expiry', () => {
    const d = parse(
      'Zulassungsbescheinigung Teil I\n\nA    K-GJ 8788\nB    28.04.2016\nC.1.1   Becker\nC.1.2   Lukas\nC.1.3   Lindenweg 15 10115 Berlin\nD.1   BMW\nD.3   320D\nE    WBA8E1104GS771714\nI    12.11.2023\nR    WEISS\n',
    );
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.vin).toBe('WBA8E1104GS771714');
    expect(d.registrationInfo.plateNumber).toBe('K-GJ 8788');
    expect(d.vehicleInfo).toMatchObject({ make: 'BMW', model: '320D', ownerName: 'Lukas Becker', color: 'WEISS' });
    expect(d.registrationInfo.expiryDate ?? null).toBeNull();
  });

  it('reads a French certificate whose captions head a row of values', () => {
    const d = parse(
      "Certificat d'immatriculation\nA. Numéro d'immatriculation\tB. Date de première immatriculation\nJF-778-RP\t06/11/2020\nC.1 Nom, prénom\tC.3 Adresse\nBERNARD Thomas\t58, rue de la République 69002 Lyon\nD.1 Marque\tD.3 Dénomination commerciale\nTOYOTA\tYARIS\nE. Numéro d'identification du véhicule\tR. Couleur\nVNKKAC3D9LE864909\tBLANC\n",
    );
    expect(d.registrationInfo.plateNumber).toBe('JF-778-RP');
    expect(d.vehicleInfo).toMatchObject({ make: 'Toyota', model: 'YARIS', ownerName: 'BERNARD Thomas' });
    expect(d.registrationInfo.expiryDate ?? null).toBeNull();
  });

  it('reads an Italian carta di circolazione, owner from surname and first name', () => {
    const d = parse(
      'Carta di circolazione\n(A) Targa\tTH797JC\n(B) Data di prima immatricolazione\t25/06/2024\n(C.2.1) Cognome\tGRECO\n(C.2.2) Nome\tFRANCESCA\n(D.1) Marca\tPEUGEOT\n(D.3) Denominazione commerciale\t208\n(E) Numero di identificazione\tVF3UPHNS8RA366060\n(R) Colore\tBLU\n',
    );
    expect(d.documentType).toBe('car_registration');
    expect(d.vehicleInfo).toMatchObject({ model: '208', ownerName: 'FRANCESCA GRECO', color: 'BLU', plateNumber: 'TH797JC' });
  });

  it('reads a Spanish holder written surname first', () => {
    const d = parse('Permiso de circulación\nMatrícula         9091 JFP\nBastidor          VNKKAC3D1PZ931904\nTitular           SÁNCHEZ MORA, JAVIER\n');
    expect(d.vehicleInfo.ownerName).toBe('JAVIER SÁNCHEZ MORA');
  });
});

describe('pages that list several things', () => {
  it('takes the vehicle the card is for and keeps the others for matching', () => {
    const d = parse(
      'Nationwide Insurance Identification Card\nPolicy number\t903 1594-60\nOther vehicles on this policy:\n2018 Ford Bronco Sport  VIN 3FMCR9B63JJ872836\n2017 Jeep Compass  VIN 3C4NJDBB4HZ572144\n\nThis card is for:\n2021 GMC Terrain\nVIN 3GKALTEV8MC718152\n',
    );
    expect(d.documentKind).toBe('insurance_card');
    expect(d.vin).toBe('3GKALTEV8MC718152');
    expect(d.vehicleInfo).toMatchObject({ make: 'GMC', model: 'Terrain', year: 2021 });
    expect(d.additionalVehicles?.map((v) => v.vin)).toEqual(['3FMCR9B63JJ872836', '3C4NJDBB4HZ572144']);
    expect(d.additionalVehicles?.[0]).toMatchObject({ make: 'Ford', year: 2018 });
  });

  it("takes a renewal's term and premium, not the term in force", () => {
    const d = parse(
      'Erie Insurance\nRenewal Offer\nPolicy number                  Z4089068\nCurrent policy term            DEC 09 2024 to DEC 09 2025\nCurrent term premium           $1,260.36\nRenewal policy term            DEC 09 2025 to DEC 09 2026\nRenewal term premium           $1,395.61\n',
    );
    expect(d.documentKind).toBe('insurance_renewal');
    expect(d.insuranceInfo).toMatchObject({ effectiveDate: '2025-12-09', expirationDate: '2026-12-09', premium: 1395.61 });
  });

  it('takes the premium with tax, not the net one', () => {
    const d = parse(
      'AXA\nBeitragsrechnung Kfz-Versicherung\nVersicherungsschein-Nr.       KR-6334-302076\nVersicherungszeitraum         03.11.2025 bis 02.11.2026\n                           Beitrag netto                       429,57 EUR\n                           Versicherungsteuer 19 %             81,62 EUR\n                           Jahresbeitrag inkl. Versicherungsteuer   511,19 EUR\n',
    );
    expect(d.insuranceInfo).toMatchObject({ premium: 511.19, effectiveDate: '2025-11-03', expirationDate: '2026-11-02' });
  });

  it("reads a French avis d'échéance: the period, not the letter's date", () => {
    const d = parse(
      "Allianz\nLille, le 29 mars 2026\nAvis d'échéance\nContrat n°\t108131M\nÉchéance principale\t27/04/2026\nPériode\tdu 27/04/2026 au 26/04/2027\nCotisation TTC\t468,23 €\ndont taxes\t103,01 €\n",
    );
    expect(d.documentType).toBe('insurance');
    expect(d.insuranceInfo).toMatchObject({ insuranceProvider: 'Allianz', policyNumber: '108131M', effectiveDate: '2026-04-27', expirationDate: '2027-04-26', premium: 468.23 });
  });
});

describe('document kind from the work done', () => {
  it.each([
    ['a thermal receipt whose price is glued to the oil change', 'QUICK LANE #812\nDATE JUN 14 2026\nSIGNATURE SERVICE OIL CHANGE93.99\nTAX\t6.11\nTOTAL\t100.10\n', 'oil_change_receipt'],
    ['a Dutch till receipt for an oil change (not a registration for its Kenteken line)', 'Profile Tyrecenter Zwolle\nKASSABON\nDatum 17-03-2026\nKenteken 88-DZY-1\nOlie verversen 5W-30\t75,95\nOliefilter\t14,95\nTotaal\t€ 90,90\n', 'oil_change_receipt'],
    ['an oil change among repairs', 'Maple Leaf Auto Centre\nOil and filter change  89.95\nTire rotation  39.95\nReplace cabin filter  54.00\nTotal  $207.81\n', 'service_invoice'],
    ['a Spanish invoice with an oil change, brake pads and a timing belt', 'FACTURA\nCambio de aceite y filtro\t98,50 €\nSustitución pastillas de freno delanteras\t142,00 €\nSustitución correa de distribución\t980,00 €\nTotal factura\t1.476,81 €\n', 'service_invoice'],
    ['an Italian brake invoice', 'FATTURA\nSostituzione pastiglie freni\t€ 138,00\nSostituzione dischi freno\t€ 212,00\nTotale documento\t€ 427,00\n', 'service_invoice'],
  ])('%s', (_name, text, kind) => {
    const d = parse(text);
    expect(d.documentType).toBe(kind);
    expect(d.documentKind).toBe(kind);
  });

  it('reads an ISO policy period written with "through"', () => {
    const d = parse('Farmers\nAuto Insurance Coverage Summary\nPolicy number\t974279797\nPolicy period\t2025-12-23 through 2026-06-23\n');
    expect(d.insuranceInfo).toMatchObject({ effectiveDate: '2025-12-23', expirationDate: '2026-06-23' });
  });

  it('reads a Dutch receipt: date, total with its comma decimals', () => {
    const d = parse('Profile Tyrecenter Zwolle\nKASSABON\nDatum 17-03-2026\nKm-stand 52.866\nOlie verversen 5W-30\t75,95\nOliefilter\t14,95\nTotaal\t€ 90,90\nwaarvan BTW 21% 15,78\n');
    expect(d.serviceInfo).toMatchObject({ serviceDate: '2026-03-17', totalCost: 90.9, mileage: 52866 });
  });
});

describe('European owners, plates and letters', () => {
  it("reads the addressee of a French letter above its street and town", () => {
    const d = parse("Allianz\nLille, le 29 mars 2026\nCamille Moreau\n81, rue de la République\n59000 Lille\nAvis d'échéance\nContrat n°\t108131M\n");
    expect(d.vehicleInfo.ownerName).toBe('Camille Moreau');
  });

  it('mends a plate OCR read with an O for a 0, and finds a German plate whose box code was lost', () => {
    expect(parse('Carta di circolazione\nTarga\tDJO92SA\nMarca\tFIAT\n').registrationInfo.plateNumber).toBe('DJ092SA');
    expect(parse('Zulassungsbescheinigung Teil I\nF-GG 876\n07.09.2020\n1 PEUGEOT\n').registrationInfo.plateNumber).toBe('F-GG 876');
  });
});

describe('renewals in other wordings', () => {
  it("takes a UK renewal's premium for this year, not last year's", () => {
    const d = parse(
      "Admiral\nYour car insurance renewal\nPolicy number\tP77120934\nLast year's premium\t£512.40\nThis year's premium\t£548.10\nYour renewal date\t14/03/2026\n",
    );
    expect(d.documentKind).toBe('insurance_renewal');
    expect(d.insuranceInfo.premium).toBe(548.1);
  });
});

describe('insurance captions of other languages', () => {
  it.each([
    ['Dutch', 'Centraal Beheer\nAutoverzekering polisblad\nPolisnummer\t55-8812-003\nIngangsdatum\t01-02-2026\nEinddatum\t31-01-2027\nJaarpremie incl. assurantiebelasting\t€ 684,12\n', { effectiveDate: '2026-02-01', expirationDate: '2027-01-31', premium: 684.12 }],
    ['Italian', 'Generali\nPolizza RC Auto\nNumero polizza\tIT88120045\nDecorrenza\t15/05/2026\nScadenza\t15/05/2027\nPremio lordo\t€ 612,40\n', { effectiveDate: '2026-05-15', expirationDate: '2027-05-15', premium: 612.4 }],
  ])('%s', (_language, text, facts) => {
    const d = parse(text);
    expect(d.documentType).toBe('insurance');
    expect(d.insuranceInfo).toMatchObject(facts);
  });
});
