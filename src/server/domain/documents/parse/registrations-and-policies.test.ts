import { describe, expect, it } from 'vitest';
import { parseDocumentFields } from './parse-document-fields';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('registrations and policies of the fourteenth round', () => {
  it('types Serbian, Latvian and Estonian certificates by their titles', () => {
    const rs = parse('REPUBLIKA SRBIJA\nSAOBRAĆAJNA DOZVOLA\nRegistarska oznaka     BG 1234-AB\nVlasnik     Milan Jovanovic\nMarka     SKODA\n');
    expect(rs.documentType).toBe('car_registration');
    expect(rs.documentKind).toBe('registration_certificate');
    const lv = parse('TRANSPORTLĪDZEKĻA REĢISTRĀCIJAS APLIECĪBA\nReģistrācijas numurs   KT 4412\nĪpašnieks   Anna Berzina\n');
    expect(lv.documentType).toBe('car_registration');
    const ee = parse('REGISTREERIMISTUNNISTUS\nRegistreerimismärk     512 KTR\nOmanik     Mari Tamm\nMark     TOYOTA\n');
    expect(ee.documentType).toBe('car_registration');
    expect(ee.vehicleInfo).toMatchObject({ plateNumber: '512 KTR', ownerName: 'Mari Tamm' });
  });

  it('composes a holder from Romanian name-part captions after the codes, the captions not taken for names', () => {
    const d = parse(
      'CERTIFICAT DE INMATRICULARE\nA      Numar de inmatriculare      CJ 07 XYZ\nC.1.1  Nume      MUNTEANU\nC.1.2  Prenume      Ioana\nD.1    Marca      DACIA\nE      UU1HSDAG512345678\n',
    );
    expect(d.vehicleInfo.ownerName).toBe('Ioana MUNTEANU');
    expect(d.vehicleInfo.plateNumber).toBe('CJ 07 XYZ');
  });

  it('reads a Croatian plate whose letters follow a hyphen', () => {
    const d = parse('PROMETNA DOZVOLA\nRegistarska oznaka\nRI 482-KC\nVlasnik\nPERIC, Josip\nMarka    OPEL\n');
    expect(d.vehicleInfo.plateNumber).toBe('RI 482-KC');
    expect(d.vehicleInfo.ownerName).toBe('Josip PERIC');
  });

  it('reads the name under a box of two codes whose caption goes on in another caption', () => {
    const d = parse('PERMISO DE CIRCULACIÓN\nC.1.1 / C.1.2 Titular - nombre y apellidos\nLUCIA PRIETO GIL\nD.1 Marca\nSEAT\n');
    expect(d.vehicleInfo.ownerName).toBe('LUCIA PRIETO GIL');
  });

  it('takes a company over its street and town, or over an "Attention" line, as the owner', () => {
    const notice = parse(
      'DEPARTMENT OF MOTOR VEHICLES\nREGISTRATION RENEWAL NOTICE\nHILLTOP ROOFING CO\n88 RIDGE RD\nAUSTIN, TX 78701\nPLATE   KLM4821\nRENEW BY   06/30/2026\n',
    );
    expect(notice.vehicleInfo.ownerName).toBe('HILLTOP ROOFING CO');
    const letter = parse('Harbourside Mutual\nMotor Fleet Renewal\nMarlow Bakery Ltd\nAttention: Accounts\nPolicy number   MF-2231-88\n');
    expect(letter.vehicleInfo.ownerName).toBe('Marlow Bakery Ltd');
  });

  it('reads Baltic and central European legal forms as companies under an owner caption', () => {
    const d = parse('REGISTREERIMISTUNNISTUS\nOmanik     Lõuna Logistika OÜ\nMark     VOLVO\n');
    expect(d.vehicleInfo.ownerName).toBe('Lõuna Logistika OÜ');
  });

  it('keeps a letterhead that opens with the underwriter\'s first word as the brand, whole', () => {
    const d = parse(
      'Keystone Farm Auto\nUnderwritten by Keystone Casualty Company\nAuto Policy Declarations\nPolicy Number   KF 2210 554\nNamed Insured   Dana Ortiz\n',
    );
    expect(d.insuranceInfo.insuranceProvider).toBe('Keystone Farm Auto');
    const two = parse('Oakmont Direct\nCertificate of insurance\nInsurer   Oakmont Property and Casualty Insurance Company\nPolicy number   OD-44120\n');
    expect(two.insuranceInfo.insuranceProvider).toBe('Oakmont Direct');
  });

  it('reads the brand of a Spanish insurer whose legal name adds "Seguros y Reaseguros"', () => {
    const d = parse('PRADERA\nCERTIFICADO DE SEGURO\nEntidad aseguradora     Pradera Seguros y Reaseguros, S.A.\nNúmero de póliza     55/8812340\n');
    expect(d.insuranceInfo.insuranceProvider).toBe('Pradera');
  });

  it('reads a green card\'s number beside its country and insurer codes, and no code as the insurer', () => {
    const d = parse(
      'INTERNATIONAL MOTOR INSURANCE CARD\n2. Country code / Insurer code\tD / 123\tNo.\t7788-99-A\n8. Name and address of the policyholder\nJonas Weber\n9. This card has been issued by\nLindenhof Direkt\n',
    );
    expect(d.insuranceInfo.policyNumber).toBe('7788-99-A');
    expect(d.insuranceInfo.insuranceProvider).not.toBe('D');
  });

  it('keeps every European VIN of a table of vehicles, each row naming its make', () => {
    const d = parse(
      'CONDITIONS PARTICULIÈRES\nSouscripteur   SAS Vergers du Lot\nN° de contrat   FL 220114\nVéhicule\tImmatriculation\tN° de série\nRenault Clio\tGH-412-KL\tVF1RJA00123456789\nPeugeot 308\tGJ-118-PN\tVF3LBHNS987654321\nCitroen C3\tGK-907-AB\tVF7SXHMZ612345678\n',
    );
    expect(d.vin).toBe('VF1RJA00123456789');
    expect(d.additionalVehicles?.map((v) => v.vin)).toEqual(['VF3LBHNS987654321', 'VF7SXHMZ612345678']);
  });

  it('reads a French caption whose elided l OCR read as I as a caption, not as the name beside it', () => {
    const d = parse('CARTE D\'ASSURANCE\nAssureur     Acadie Prudente\nName of insured / Nom de I\'assurée\tCORMIER, Julie\nPolicy No.   AP-55120\n');
    expect(d.vehicleInfo.ownerName).toBe('Julie CORMIER');
  });

  it('reads each row of a column of VINs under its caption, an O read for a 0 mended', () => {
    const d = parse(
      'CONTRAT FLOTTE\nSouscripteur   SARL Moulin Neuf\nModèle              Plaque          N° de série\nRenault Megane      AB-101-CD       VF1RFB00512345678\nCitroen Berlingo    AB-202-EF       VF7KFO0F1O9876543\nPeugeot Partner     AB-303-GH       VF3GJ9HXC12345678\n',
    );
    expect(d.additionalVehicles?.map((v) => v.vin)).toEqual(['VF7KF00F109876543', 'VF3GJ9HXC12345678']);
  });

  it('reads a Croatian owner caption whose l OCR read as i', () => {
    const d = parse('PROMETNA DOZVOLA\nViasnik\nMATIC, Ante\nMarka    FIAT\n');
    expect(d.vehicleInfo.ownerName).toBe('Ante MATIC');
  });

  it('reads a model whose lone letter OCR doubled, and models and makes under Estonian and Hungarian captions', () => {
    const doubled = parse('PROMETNA DOZVOLA\nMarka\tTip / Model\nMERCEDES-BENZ\tCc 300\nVlasnik\nANA KOS\n');
    expect(doubled.vehicleInfo.model).toBe('C 300');
    const ee = parse('REGISTREERIMISTUNNISTUS\nMark       SKODA\nMudel      OCTAVIA\nOmanik     Jaan Kask\n');
    expect(ee.vehicleInfo.model).toBe('OCTAVIA');
    const hu = parse('FORGALMI ENGEDÉLY\nGyártmány      OPEL\nKereskedelmi leírás      ASTRA\n');
    expect(hu.vehicleInfo).toMatchObject({ make: 'Opel', model: 'ASTRA' });
  });
});

