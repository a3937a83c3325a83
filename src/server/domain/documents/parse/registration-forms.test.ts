import { describe, expect, it } from 'vitest';
import { codeOf } from './eu-codes';
import { isCaption } from './lexicon';
import { parseDocumentFields } from './parse-document-fields';
import { readName, readPlate } from './readers';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-27' });

describe('registrations from more places and forms (eighth round)', () => {
  it('reads a model whose caption is printed in two languages, not the caption', () => {
    expect(isCaption('Modell / Modèle')).toBe(true);
    expect(isCaption('Marque / Merk')).toBe(true);
    const d = parse(
      'PERMIS DE CIRCULATION - FAHRZEUGAUSWEIS\n' +
        'A. Kennzeichen / Plaque          VS-48213\n' +
        'D.1 Marke / Marque               RENAULT\n' +
        'D.3 Modell / Modèle              CLIO\n' +
        'E. FIN / NIV                     VF1RJA00X67123456\n',
    );
    expect(d.vehicleInfo.model).toBe('CLIO');
  });

  it('reads a value after a caption in a language the lexicon does not know, each in its own cell', () => {
    const d = parse(
      'OSVĚDČENÍ O REGISTRACI VOZIDLA\n' +
        'A        registrační značka             1AB 2345\n' +
        'C.1.1    příjmení nebo název            NOVOTNÁ\n' +
        'C.1.2    jméno                          JANA\n' +
        'D.1      tovární značka                 SKODA\n' +
        'D.3      obchodní označení              OCTAVIA\n' +
        'E        identifikační číslo            TMBJG7NE5K0123456\n',
    );
    expect(d.vehicleInfo).toMatchObject({ plateNumber: '1AB 2345', make: 'Skoda', model: 'OCTAVIA', ownerName: 'JANA NOVOTNÁ' });
  });

  it('never takes the caption of a first registration date for the holder', () => {
    expect(isCaption('Datum der Erstzulassung')).toBe(true);
    expect(isCaption('data pierwszej rejestracji')).toBe(true);
    const d = parse(
      'Zulassungsbescheinigung Teil I\n' +
        'B        Datum der Erstzulassung        03.04.2018\n' +
        'C.1.1    Name oder Firmenname           Leitner\n' +
        'C.1.2    Vorname(n)                     Miriam\n' +
        'D.1      Marke                          SEAT\n',
    );
    expect(d.vehicleInfo.ownerName).toBe('Miriam Leitner');
  });

  it('reads box codes as OCR leaves them: a hyphen after the letter, a make or model code without its dot', () => {
    expect(codeOf('A- Matrícula')).toMatchObject({ code: 'A' });
    expect(codeOf('D3')).toMatchObject({ code: 'D.3' });
    // A model standing alone is no code.
    expect(codeOf('A4')).toBeNull();
    expect(codeOf('C1')).toBeNull();
    const d = parse(
      'CERTIFICATE OF REGISTRATION - PART I\n' +
        'A                   B\n' +
        'GT-318-PL           14.09.2020\n' +
        'D1                  D3\n' +
        'PEUGEOT             3008\n' +
        'E\n' +
        'VF3MCYHZRLS012345\n',
    );
    expect(d.vehicleInfo).toMatchObject({ make: 'Peugeot', model: '3008', plateNumber: 'GT-318-PL' });
  });

  it('reads a holder written "Surname, First name" when the surname is one word', () => {
    expect(readName('Lindgren, Sofia')?.value).toBe('Sofia Lindgren');
    expect(readName('Holm, Karl Johan')?.value).toBe('Karl Johan Holm');
  });

  it('reads a Swedish registreringsbevis by its captions', () => {
    const d = parse(
      'REGISTRERINGSBEVIS del 1\n' +
        'Registreringsnummer     KLM 42P\n' +
        'Fabrikat                VOLVO\n' +
        'Handelsbeteckning       XC40\n' +
        'Identifieringsnummer    YV1XZACVDK2123456\n' +
        'Ägare                   Sandberg, Ingrid\n',
    );
    expect(d.documentType).toBe('car_registration');
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.vehicleInfo).toMatchObject({ plateNumber: 'KLM 42P', model: 'XC40', ownerName: 'Ingrid Sandberg' });
    expect(d.registrationInfo.expiryDate).toBeNull();
  });

  it('takes a word in lower case for no plate', () => {
    expect(readPlate('Del 2 - Vägverket')).toBeNull();
    expect(readPlate('RL21 YAz')?.value).toBe('RL21 YAZ');
  });

  it("reads a plate whose J OCR read as a small j among capitals ('WA 3jD41'), never prose", () => {
    expect(readPlate('WA 3jD41')?.value).toBe('WA 3JD41');
    expect(readPlate('AB 12 just renewed')?.value).toBe('AB 12');
  });

  it('reads a month-and-year expiry as the last day of that month', () => {
    const d = parse(
      'STATE OF ARIZONA MOTOR VEHICLE DIVISION\n' +
        'REGISTRATION RECEIPT\n' +
        'PLATE NO.            CJX-4471\n' +
        'VIN                  1HGCV1F34LA012345\n' +
        'REGISTRATION EXPIRES 02/2028\n',
    );
    expect(d.registrationInfo.expiryDate).toBe('2028-02-29');
  });

  it("reads the owner under a box captioned 'Registrant' and a plate after 'Numéro de plaque'", () => {
    const box = parse(
      'BUREAU OF MOTOR VEHICLES - REGISTRATION\n' +
        'REGISTRANT                              ISSUED\n' +
        'JORDAN ELLIS                            02/11/2026\n' +
        'VIN 2T3P1RFV8MW123456    PLATE JKL-2290\n',
    );
    expect(box.vehicleInfo.ownerName).toBe('JORDAN ELLIS');
    const fr = parse("Certificat d'immatriculation\nNuméro de plaque        K42 TRB\nPropriétaire            MARIE-ÈVE TREMBLAY\nNIV                     2T3P1RFV8MW123456\n");
    expect(fr.vehicleInfo.plateNumber).toBe('K42 TRB');
  });

  it("reads the owner named on the line under a renewal stub's VIN", () => {
    const d = parse('REGISTRATION RENEWAL STUB\nPLATE 4MNB217\nEXP 09/30/2027\n2021 HONDA ACCORD\nVIN 1HGCV1F34MA012345\nPRIYA SHANKAR\nFEE PAID $61.00\n');
    expect(d.vehicleInfo.ownerName).toBe('PRIYA SHANKAR');
  });
});

describe('registrations as OCR reads them (eighth round)', () => {
  it('closes a hyphen OCR spaced in a plate', () => {
    expect(readPlate('KDT- 4471')?.value).toBe('KDT-4471');
    expect(readPlate('KDT -4471')?.value).toBe('KDT-4471');
  });

  it('takes a two-language caption OCR glued to its slash for a caption', () => {
    expect(isCaption('Marque/ Merk')).toBe(true);
  });

  it("reads the holder under a 'C1' box whose dot OCR lost, while 'C1' elsewhere stays a model", () => {
    const d = parse(
      'REGISTRATION CERTIFICATE PART I\n' +
        'A                   B                   I\n' +
        'HN-702-RT           02.03.2019          11.07.2021\n' +
        'C1                  D.1\n' +
        'OLIVEIRA Marta      CITROEN\n' +
        'D.3                 E\n' +
        'C1                  VF7PSCFB6KA123456\n',
    );
    expect(d.vehicleInfo).toMatchObject({ ownerName: 'OLIVEIRA Marta', model: 'C1', make: 'Citroen' });
  });

  it("reads the owner under a stub's VIN line even when OCR spoilt the VIN", () => {
    const d = parse('RENEWAL STUB\nPLATE 8KRT552\nEXP 03/31/2027\n2019 MAZDA CX-5\nVIN JM3KFBCM1K0O1234567\nTOMAS REYES\n');
    expect(d.vehicleInfo.ownerName).toBe('TOMAS REYES');
  });
});
