import { describe, expect, it } from 'vitest';
import { parseDocumentFields } from './parse-document-fields';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.pdf', today: '2026-11-28' });

describe('continental forms, policy numbers and bilingual captions (twelfth round)', () => {
  it('reads a Danish registreringsattest: its title, the owner under "Ejer", "Mærke" and "Stelnummer"', () => {
    const d = parse(
      'REGISTRERINGSATTEST\nReg.nr.        BK 41 077\nEjer\nJens Holm\nNørregade 8\n6000 Kolding\nMærke          SKODA\nModel          FABIA\nStelnummer     TMBEG6NJ0LZ123456\n',
    );
    expect(d.documentType).toBe('car_registration');
    expect(d.documentKind).toBe('registration_certificate');
    expect(d.vehicleInfo).toMatchObject({ ownerName: 'Jens Holm', plateNumber: 'BK 41 077', make: 'Skoda', vin: 'TMBEG6NJ0LZ123456' });
  });

  it('types a Portuguese Documento Único and a Czech technický průkaz as certificates, with no expiry', () => {
    const pt = parse('DOCUMENTO ÚNICO AUTOMÓVEL\nMatrícula        AX-07-RT\nData da 1.ª matrícula   03-02-2020\nNome   PAULO REIS\nMarca   SEAT\n');
    expect(pt.documentKind).toBe('registration_certificate');
    expect(pt.registrationInfo.expiryDate).toBeNull();
    const cz = parse('TECHNICKÝ PRŮKAZ\nRegistrační značka     2B4 1187\nC.1 Provozovatel       JAN KOVAR\nD.1 Tovární značka     SKODA\nE   TMBJJ7NE5K0123456\n');
    expect(cz.documentKind).toBe('registration_certificate');
    expect(cz.vehicleInfo).toMatchObject({ plateNumber: '2B4 1187', ownerName: 'JAN KOVAR' });
  });

  it('reads the value of a caption printed in two languages whose other language comes first', () => {
    const d = parse(
      'VEHICLE REGISTRATION CERTIFICATE\nCláraitheoir / Registered Owner\n    MAIREAD QUINN\n    4 QUAY STREET, SLIGO\nDéantús / Make     FORD\nUimhir Fonnaidh / Chassis Number    WF0AXXGCDA1234567\n',
    );
    expect(d.vehicleInfo.ownerName).toBe('MAIREAD QUINN');
  });

  it('reads Swiss "Plaques de contrôle" as the plate caption', () => {
    const d = parse('PERMIS DE CIRCULATION\n15 Plaques de contrôle     JU 40213\nDétenteur     CHAPPUIS Marc\n');
    expect(d.vehicleInfo.plateNumber).toBe('JU 40213');
  });

  it('reads a model box whose caption, in any language, stands between the code and the value', () => {
    // The caption after the code in the same cell, the value in the next.
    const inline = parse('A    7C2 4410\nC.1  EVA SOUKUPOVA\nD.1  SKODA\nD.3 Obchodné meno vozidla      KAROQ\nE    TMBLJ9NU5K1234567\n');
    expect(inline.vehicleInfo.model).toBe('KAROQ');
    // The code in a cell of its own, a bilingual caption in the next, the value after it.
    const cells = parse(
      'A      Kenteken / Immatriculation      2-XKP-415\nC.1    Houder / Titulaire      WOUTERS An\nD.1    Merk / Marque      PEUGEOT\nD.3    Typebenaming / Désignation      3008\nE      VF3MCYHZRKS123456\n',
    );
    expect(cells.vehicleInfo.model).toBe('3008');
  });

  it('reads the policyholder of a green card under "Name and address" in its language, and who issued it', () => {
    const d = parse(
      'CARTA VERDE\n1. Válida de   01/04/2026   a   31/03/2027\n' +
        '2. Código do país     Código da seguradora     N.º da apólice\n' +
        'P                     0412                     7781204455\n' +
        '6. Nome e morada do tomador do seguro\n    Rita Vaz\n    Rua Nova 10, 3000-001 Coimbra\n7. Emitida por\n    Seguradora Ribeirinha, S.A.\n',
    );
    expect(d.vehicleInfo.ownerName).toBe('Rita Vaz');
    expect(d.insuranceInfo.policyNumber).toBe('7781204455');
    expect(d.insuranceInfo.insuranceProvider).toBe('Seguradora Ribeirinha');
  });

  it('reads policy numbers under contract captions in Italian, Spanish, Polish, German and French, and a Dutch "Polis" alone', () => {
    const policyOf = (caption: string) =>
      parse(`Assicurazioni Seguros Versicherung\n${caption.padEnd(28)}QX 551.208.7\nContraente    Ada Neri\n`).insuranceInfo.policyNumber;
    for (const caption of ['Contratto n.', 'Numero contratto', 'Nº contrato', 'Nr polisy', 'Policennummer', 'Vers.-Schein-Nr.', 'Vertrag Nr.', 'N° police', 'Polis', 'Polisblad nr.']) {
      expect(policyOf(caption), caption).toBe('QX 551.208.7');
    }
  });

  it('reads a value indented under a short caption on a measured page', () => {
    // Plain text keeps its columns: the name starts past the caption's end, nothing stands under the caption itself.
    const d = parse('REGISTRERINGSBEVIS\nRegistreringsnummer   KLM 40B\nÄgare\n      Nils Ek\n      Storgatan 3\nFabrikat   VOLVO\n');
    expect(d.vehicleInfo.ownerName).toBe('Nils Ek');
  });

  it('composes a holder from surname and first-name captions written in two languages, a box code before one', () => {
    const d = parse(
      'INSCHRIJVINGSBEWIJS / CERTIFICAT D\'IMMATRICULATION\nNaam / Nom                    MERTENS\nC.1.2 Voornamen / Prénoms     Hilde\nMerk / Marque                 OPEL\n',
    );
    expect(d.vehicleInfo.ownerName).toBe('Hilde MERTENS');
  });

  it('reads captions whose numbering OCR lost to a lone dot, and the policy caption as OCR misreads ó and º', () => {
    const d = parse(
      'CARTA VERDE\n. Código do país     Código da seguradora     N.2 da apdlice\n' +
        'P                    0733                     6120448391\n' +
        '. Nome e morada do tomador do seguro\n    Vasco Lima\n. Emitida por\n    Mútua do Vouga, S.A.\n',
    );
    expect(d.vehicleInfo.ownerName).toBe('Vasco Lima');
    expect(d.insuranceInfo.policyNumber).toBe('6120448391');
    expect(d.insuranceInfo.insuranceProvider).toBe('Mútua do Vouga');
    const es = parse('RECIBO DE PRIMA - SEGURO DE AUTOMÓVILES\nTomador   LUIS PRIETO\nN? de recibo      Póliza n2       Efecto\n2026/1100456     31-5560021      02/03/2026\n');
    expect(es.insuranceInfo.policyNumber).toBe('31-5560021');
    const ch = parse('PERMIS DE CIRCULATION\n15 Plaques de contréle     FR 88214\n');
    expect(ch.vehicleInfo.plateNumber).toBe('FR 88214');
  });

  it('reads a letterhead insurer whose name opens with a caption word, is a compound, a mutual or an underwriter', () => {
    const letterhead = (name: string) => parse(`${name}\nPolicy schedule\nPolicy number    ZT-4410982\nPremium   € 512,40\n`).insuranceInfo.insuranceProvider;
    expect(letterhead('Aseguradora Miramar')).toBe('Aseguradora Miramar');
    expect(letterhead('Kempen Schadeverzekering')).toBe('Kempen Schadeverzekering');
    expect(letterhead('Weserland Kraftfahrt VVaG')).toBe('Weserland Kraftfahrt');
    expect(letterhead('Fenland Motor Underwriting')).toBe('Fenland Motor Underwriting');
  });

  it('reads holders and plates beside captions of more countries', () => {
    const reg = (plateCaption: string, ownerCaption: string) =>
      parse(`REGISTRATION CERTIFICATE\n${plateCaption.padEnd(26)}KX 40 512\n${ownerCaption.padEnd(26)}Ilona Varga\nMarka   OPEL\n`).vehicleInfo;
    for (const [plate, owner] of [
      ['Inschrijvingsnummer', 'Kentekenhouder'], ['Rendszám', 'Tulajdonos'], ['Registreringsmerke', 'Registrert eier'], ['SPZ', 'Držitel'],
      ['Nummerplade', 'Eigentümer'], ['Număr de înmatriculare', 'Deținător'], ['Registarska oznaka', 'Vlasnik'],
    ]) {
      expect(reg(plate, owner), `${plate} / ${owner}`).toMatchObject({ plateNumber: 'KX 40 512', ownerName: 'Ilona Varga' });
    }
    // A holder who keeps the car is named before an owner that lends it.
    const cz = parse('OSVEDCENI O REGISTRACI\nRZ                 3AC 5521\nVlastník           MORAVA LEASING A.S.\nProvozovatel       LUKAS NEMEC\n');
    expect(cz.vehicleInfo.ownerName).toBe('LUKAS NEMEC');
  });

  it('drops a 2 that OCR added among the Z of a European filler', () => {
    const d = parse('REGISTRERINGSATTEST\nReg.nr.     CE 12 345\nStelnummer   TMBZ2ZZNE5K0123456\n');
    expect(d.vehicleInfo.vin).toBe('TMBZZZNE5K0123456');
  });

  it('reads a policy period of two slashed dates joined by a hyphen without spaces to its end', () => {
    const d = parse('Brookline Casualty\nDECLARATIONS\nPolicy Number   BC-5502177\nPolicy Period   11/15/2025-05/15/2026\n');
    expect(d.insuranceInfo).toMatchObject({ effectiveDate: '2025-11-15', expirationDate: '2026-05-15' });
  });

  it('reads a holder printed under the caption that follows its box code', () => {
    const d = parse(
      'ZULASSUNGSBESCHEINIGUNG TEIL I\nA   KL-M 4410\nC.1.1   Name oder Firmenname\n        BRANDT\nC.1.2   Vorname(n)\n        Jutta\nD.1   OPEL\nE   W0L0AHL4895123456\n',
    );
    expect(d.vehicleInfo.ownerName).toBe('Jutta BRANDT');
  });

  it('takes no document title in German compounds for an insurer', () => {
    const d = parse('Donauland Versicherung AG\nPolizze Kfz-Haftpflichtversicherung\nPolizzennummer   77-410.552\nVersicherungsnehmer   Eva Gruber\n');
    expect(d.insuranceInfo.insuranceProvider).toBe('Donauland Versicherung');
    const title = parse('Polizze Kfz-Haftpflichtversicherung\nPolizzennummer   77-410.552\nVersicherungsnehmer   Eva Gruber\n');
    expect(title.insuranceInfo.insuranceProvider).not.toBe('Polizze Kfz-Haftpflichtversicherung');
  });
});
