import { describe, expect, it } from 'vitest';
import { readDocumentKind } from './document-kind';
import { codeOf } from './eu-codes';
import { findMileages } from './mileage';
import { parseDocumentFields } from './parse-document-fields';
import { readName, readPlate } from './readers';
import { knownMakerLookAlike } from './vin-reading';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('causes the third held-back set showed once turned development (ninth round)', () => {
  it('types a French insurance memo as insurance, not a registration, and reads its insurer, contract and period', () => {
    const d = parse(
      'PACIFICA\n' +
        'Mémo du véhicule assuré\n' +
        'Assuré            Lucie Garnier\n' +
        'N° de contrat     88412907K\n' +
        'Période           du 03/02/2026 au 02/02/2027\n' +
        "N° d'immatriculation   FH-218-KP\n" +
        'Ce document ne vaut pas présomption de garantie.\n',
    );
    expect(d.documentType).toBe('insurance');
    expect(d.documentKind).toBe('insurance_card');
    expect(d.insuranceInfo).toMatchObject({ insuranceProvider: 'Pacifica', policyNumber: '88412907K', effectiveDate: '2026-02-03', expirationDate: '2027-02-02' });
  });

  it('restores a final J OCR read as a bracket that closes nothing, though the plate fits another format without it', () => {
    expect(readPlate('FK-502-B)')?.value).toBe('FK-502-BJ');
    expect(readPlate('GB-123-K')?.value).toBe('GB-123-K');
  });

  it('reads a plate cell whose capitals OCR read small or whose J it read as a bracket, never a word in lower case', () => {
    expect(readPlate('4417 Kxc')?.value).toBe('4417 KXC');
    expect(readPlate('HH-K) 2207')?.value).toBe('HH-KJ 2207');
    expect(readPlate('NJ) 318')?.value).toBe('NJJ 318');
    expect(readPlate('Tel 1234')).toBeNull();
  });

  it('reads a row of codes with captions the lexicon does not know as captions over the row of values', () => {
    const d = parse(
      'LIBRETTO DI CIRCOLAZIONE\n' +
        'A Targa             B Immatricolazione\n' +
        'FT118KM             12/04/2019\n' +
        'D.1 Costruttore     D.3 Tipo commerciale\n' +
        'RENAULT             CAPTUR\n' +
        'E  Identificativo\n' +
        'VF1RJB00X63123456\n',
    );
    expect(d.vehicleInfo).toMatchObject({ make: 'Renault', model: 'CAPTUR', plateNumber: 'FT118KM' });
    // Each code and its caption in cells of their own.
    const apart = parse(
      'LIBRETTO DI CIRCOLAZIONE\n' +
        'A     Targa          B     Immatricolazione\n' +
        'FT118KM              12/04/2019\n' +
        'D.1   Costruttore    D.3   Tipo commerciale\n' +
        'RENAULT              CAPTUR\n' +
        'E     Identificativo\n' +
        'VF1RJB00X63123456\n',
    );
    expect(apart.vehicleInfo).toMatchObject({ make: 'Renault', model: 'CAPTUR' });
    // Values written after their codes in the same look, over prose: still the values.
    const inline = parse(
      'CERTIFICATO DI CIRCOLAZIONE\n' +
        'A FT118KM           B 12/04/2019\n' +
        'E VF1RJB00X63123456\n' +
        'D.1 Renault         D.3 Captur\n' +
        'Il presente documento va conservato a bordo del veicolo.\n',
    );
    expect(inline.vehicleInfo).toMatchObject({ make: 'Renault', model: 'Captur' });
  });

  it('reads a value after a caption that runs on in words up to a colon in the same cell', () => {
    const d = parse(
      'PERMISO DE CIRCULACIÓN\n' +
        '(A) Matrícula:  3391 KLM\n' +
        '(C.1) Apellidos y nombre del titular: PEDRO SANZ ORTEGA\n' +
        '(D.1) Marca:  SEAT\n' +
        '(E) Bastidor:  VSSZZZKJZJR123456\n',
    );
    expect(d.vehicleInfo.ownerName).toBe('PEDRO SANZ ORTEGA');
  });

  it("keeps a certificate a certificate when OCR spaced or lost its title's elision", () => {
    const text = "CERTIFICAT D' IMMATRICULATION\nREPUBLIQUE FRANCAISE\nA  FK-502-BJ\nX.1  VOIR CONTROLE TECHNIQUE\n";
    expect(readDocumentKind(text, 'car_registration')).toBe('registration_certificate');
    expect(readDocumentKind('CERTIFICAT   IMMATRICULATION\nREPUBLIQUE FRANCAISE\nA  FK-502-BJ\nX.1 VOIR CONTROLE TECHNIQUE\n', 'car_registration')).toBe(
      'registration_certificate',
    );
    expect(readDocumentKind('PROCÈS-VERBAL DE CONTRÔLE TECHNIQUE\nImmatriculation AB-123-CD\n', 'car_registration')).toBe('inspection_report');
  });

  it("reads a D code OCR read with a zero, alone or before its value", () => {
    expect(codeOf('0.3 MEGANE')?.code).toBe('D.3');
    expect(codeOf('O.1')?.code).toBe('D.1');
    expect(codeOf('0.35 l')?.code).not.toBe('D.3');
  });

  it('gives a listed insurer as the brand owners know, without the word "Insurance"', () => {
    const d = parse('Shelter Insurance\nAUTO POLICY DECLARATIONS\nNamed Insured   Ada Brooks\nPolicy Number   S77120443\n');
    expect(d.insuranceInfo.insuranceProvider).toBe('Shelter');
  });

  it('takes a letterhead no list knows as the insurer when nothing else names one, never an addressee', () => {
    const d = parse(
      'KRAFTSCHUTZ24\n' +
        'Jonas Becker\n' +
        'Ahornweg 4\n' +
        '04109 Leipzig\n' +
        'Beitragsrechnung Kfz-Versicherung\n' +
        'Vertragsnummer   511 204877\n' +
        'Gesamtbeitrag    612,40 EUR\n',
    );
    expect(d.insuranceInfo.insuranceProvider).toBe('KRAFTSCHUTZ24');
    const letter = parse('Jonas Becker\nAhornweg 4\n04109 Leipzig\nBeitragsrechnung Kfz-Versicherung\nVertragsnummer   511 204877\n');
    expect(letter.insuranceInfo.insuranceProvider).toBeNull();
  });

  it('reads the owner from an address block whose street or town OCR garbled (ß read B, ö read 6)', () => {
    const d = parse(
      'WGV\n' +
        'Petra Hoffmann\n' +
        'LindenstraBe 12\n' +
        '70173 Stuttgart\n' +
        'Beitragsrechnung zur Hauptfälligkeit\n' +
        'Vertragsnummer   318 771020\n',
    );
    expect(d.vehicleInfo.ownerName).toBe('Petra Hoffmann');
    const koeln = parse('WGV\nPetra Hoffmann\nRingstraße 12\n50667 K6ln\nBeitragsrechnung zur Hauptfälligkeit\nVertragsnummer   318 771020\n');
    expect(koeln.vehicleInfo.ownerName).toBe('Petra Hoffmann');
  });

  it('reads an addressee over a British postcode whose S OCR read as a dollar sign', () => {
    const d = parse('kestrel\nMrs Isla Roberts\n27 Mill Lane\nSheffield\n$11 8YT\nYour car insurance renewal\nPolicy number   KE-5512093\n');
    expect(d.vehicleInfo.ownerName).toBe('Isla Roberts');
  });

  it('reads "Prossimo cambio a km" and a thousands group OCR spaced from the next', () => {
    const d = parse('OFFICINA BERTI\nScontrino\nTarga GH221LM\nKm 48.310\nCambio olio 5W30   59,90\nTOTALE EURO   59,90\nProssimo cambio a km 63. 310\n');
    expect(d.serviceInfo.nextServiceMileage).toBe(63310);
    expect(findMileages('63. 310')[0]?.value).toBe(63310);
    expect(findMileages('page 3. 12 items')[0]?.value).not.toBe(312);
  });

  it('never lists a tax line whose name OCR garbled as work done', () => {
    const d = parse(
      'Autobedrijf Vermeulen\nFactuurnummer  20260412\nFactuurdatum  12-04-2026\nKenteken  12-KLP-4\n' +
        'Omschrijving                  Bedrag\n' +
        'Koppeling vervangen           € 640,00\n' +
        'Remvloeistof verversen        € 55,00\n' +
        'BIW 21%                       € 145,95\n' +
        'Totaal                        € 840,95\n',
    );
    expect(d.serviceInfo.services).toEqual(['Koppeling vervangen', 'Remvloeistof verversen']);
  });

  it('takes a cell holding only a model of the make when OCR lost the model box code, never a year', () => {
    const d = parse(
      "CERTIFICAT D'IMMATRICULATION\n" +
        'A      GH-204-LT      SKODA\n' +
        'B      03/05/2021     NU71\n' +
        'C.1    ROUX MARC      karoq\n' +
        'I      10/06/2021     2019\n',
    );
    expect(d.vehicleInfo.make).toBe('Skoda');
    expect(d.vehicleInfo.model?.toUpperCase()).toBe('KAROQ');
    const year = parse("CERTIFICAT D'IMMATRICULATION\nA      GH-204-LT      PEUGEOT\nB      03/05/2021     2008\nC.1    ROUX MARC\n");
    expect(year.vehicleInfo.model).toBeNull();
  });

  it('never takes a registering authority for a person', () => {
    expect(readName('Zulassungsbehörde Hamburg')).toBeNull();
    expect(readName('Zulassungsbehérde Hamburg')).toBeNull();
    expect(readName('Préfecture Rhône')).toBeNull();
    expect(readName('Lena Brandt')?.value).toBe('Lena Brandt');
  });

  it('drops the letter no VIN holds when OCR added one, before a doubled figure', () => {
    // "5ONF": the O (read as 0) is the addition; dropping the doubled final 7 would pass the check digit too.
    const d = parse('OHIO BUREAU OF MOTOR VEHICLES\nREGISTRATION CARD\nVIN   1FTEW1EP5ONF100077\n');
    expect(d.vin).toBe('1FTEW1EP5NF100077');
  });

  it("reads a European maker's VIN whose maker code OCR read with a look-alike", () => {
    expect(knownMakerLookAlike('USYPK81A3MW740549')).toBe('U5YPK81A3MW740549');
    expect(knownMakerLookAlike('U5YPK81A3MW740549')).toBeNull();
    const d = parse('ZULASSUNGSBESCHEINIGUNG TEIL I\nA   M-KL 4410\nD.1 KIA\nE   -USYPK81A3MW740549\n');
    expect(d.vin).toBe('U5YPK81A3MW740549');
  });
});

describe('photographed bilingual captions', () => {
  it("reads the holder under a green card's bilingual caption whose English half the photo's edge cut short", () => {
    const card = (caption: string) =>
      parse(
        'INTERNATIONALE VERSICHERUNGSKARTE FÜR KRAFTVERKEHR\nINTERNATIONAL MOTOR INSURANCE CARD (GREEN CARD)\n' +
          '3. Kennzeichen / Registration No.\t5. Marke / Make of vehicle\nW 5395 PL\tDACIA\n' +
          `7. ${caption}\nAndreas Fuchs\nHauptplatz 46, 4020 Linz\n` +
          '8. Versicherer/ insurer\nAlpenschutz Versicherung AG, Schottenring 12, 1010 Wien\n',
      );
    expect(card('Name und Anschrift des Versicherungsnehmers/ Name and address of the').vehicleInfo.ownerName).toBe('Andreas Fuchs');
    expect(card('Name und Anschrift des Versicherungsnehmers / Name and address of the policyholder').vehicleInfo.ownerName).toBe('Andreas Fuchs');
  });

  it("reads a holder's codes whose C OCR read as '€' or 'G' and whose last dot as a comma", () => {
    expect(codeOf('€.1.2 Ime')?.code).toBe('C.1.2');
    expect(codeOf('G.1,3 Naslov')?.code).toBe('C.1.3');
    expect(codeOf('C.1,1 Priimek ali firma')?.code).toBe('C.1.1');
    expect(codeOf('G 1500 kg')?.code).not.toBe('C.1.5');
    const d = parse(
      'REPUBLIKA SLOVENIJA\nPROMETNO DOVOLJENJE\nRegistrska označba\tCE WK-348\nC.1.1 Priimek ali firma\tNOVAK\n€.1.2 Ime\tMAJA\n' +
        'G.1,3 Naslov\tTržaška cesta 27, 3000 Celje\nD.1\tZnamka\tKIA\nD.3\tKomercialna oznaka\tSTONIC\n',
    );
    expect(d.vehicleInfo.ownerName?.toUpperCase()).toBe('MAJA NOVAK');
  });
});
