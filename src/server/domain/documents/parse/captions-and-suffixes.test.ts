/**
 * Causes found on the held-back sets four to eight once they were retired to development (fifteenth session), each
 * worded here otherwise than those sets print it: a plate with its state's code after it, "LIC:" with a colon, subtotal
 * lines of Danish and Dutch invoices, Portuguese "Quilómetros", a "Merk / Model" caption, a bilingual green card's
 * numbered captions, a company's "SA" and an Italian "Polizza" caption alone in its cell.
 */
import { describe, expect, it } from 'vitest';
import { parseDocumentFields } from './parse-document-fields';
import { withoutStateCode } from './vehicle';

const parse = (text: string) => parseDocumentFields({ text, fileName: 'upload.txt', today: '2026-11-28' });

describe('plates on tickets', () => {
  it("drops a state's code printed after the plate when the page names that state elsewhere", () => {
    const d = parse('Lone Star Lube\n118 Main St, Abilene TX\n06/02/2026\n2020 FORD EDGE\nLIC KPT4471 TX\nMILES 88,210\nSYN OIL CHANGE 79.99\nTOTAL 86.59\n');
    expect(d.vehicleInfo.plateNumber).toBe('KPT4471');
    expect(withoutStateCode('512 KRM OR', 'Portland, OR 97201\nPLATE 512 KRM OR')).toBe('512 KRM');
    // Without the state elsewhere, or when the letters belong to a plate that fits its format, nothing is cut.
    expect(withoutStateCode('512 KRM OR', 'PLATE 512 KRM OR')).toBe('512 KRM OR');
    expect(withoutStateCode('AB 123 DE', 'Wilmington, DE 19801\nTarga AB 123 DE')).toBe('AB 123 DE');
  });

  it('reads "LIC:" with a colon before the plate', () => {
    const d = parse('Plains Quick Oil\nINVOICE 22818\n09/14/26 11:02\nVEH: 2019 HONDA PILOT\nLIC: 7KDM214\nMILEAGE: 51,000\nOIL CHG 49.99\nTOTAL 54.12\n');
    expect(d.vehicleInfo.plateNumber).toBe('7KDM214');
  });
});

describe('invoices', () => {
  it('leaves Danish and Dutch subtotal lines out of the work done', () => {
    const danish = parse(
      'Aarhus Bilværksted ApS\nFAKTURA nr. 5120\nDato\t03.03.2026\nBil\tToyota Yaris\nKm-stand\t22.400\nBeskrivelse\tBeløb kr.\nOlieskift\t899,00\nBremsevæske\t450,00\nI alt ekskl. moms\t1.349,00\nMoms 25 %\t337,25\nTotal DKK\t1.686,25\n',
    );
    expect(danish.serviceInfo.services).toEqual(['Olieskift', 'Bremsevæske']);
    const dutch = parse(
      'Garage Peeters\nFACTUUR 2026/88\nFactuurdatum\t02/03/2026\nKilometerstand\t51.200\nOmschrijving\tBedrag\nKleine onderhoudsbeurt\t€ 180,00\nVervangen remblokken\t€ 140,00\nMaatstaf van heffing\t€ 320,00\nBTW 21 %\t€ 67,20\nTotaal te betalen\t€ 387,20\n',
    );
    expect(dutch.serviceInfo.services).toEqual(['Kleine onderhoudsbeurt', 'Vervangen remblokken']);
  });

  it("reads a Portuguese invoice's kilometres under 'Quilómetros', not the next service's", () => {
    const d = parse(
      'Oficina Ribeiro, Lda.\nFATURA FT 2026/31\nData\t10/04/2026\nViatura\tRenault Clio\nQuilómetros\t88.120\nRevisão geral\t140,00 €\nTotal a pagar\t172,20 €\nPróxima revisão:\t10/04/2027 ou aos 103.120 km\n',
    );
    expect(d.serviceInfo.mileage).toBe(88120);
    expect(d.serviceInfo.nextServiceMileage).toBe(103120);
  });

  it("takes the model alone from a Dutch 'Merk / Model' caption", () => {
    const d = parse('Garage Janssens\nFACTUUR 2026/12\nFactuurdatum\t12/05/2026\nMerk / Model\tPeugeot Partner\nNummerplaat\t1-ABC-234\nKilometerstand\t61.000\nOnderhoudsbeurt\t€ 210,00\nTotaal te betalen\t€ 254,10\n');
    expect(d.vehicleInfo.make).toBe('Peugeot');
    expect(d.vehicleInfo.model).toBe('Partner');
  });
});

describe('insurance', () => {
  it("reads a bilingual green card's plate and insurer under numbered captions, without the company's 'SA'", () => {
    const d = parse(
      [
        "CARTE INTERNATIONALE D'ASSURANCE AUTOMOBILE - CARTE VERTE / GROENE KAART",
        '1. Valable du / Geldig van\tau / tot en met',
        '01/03/2026\t28/02/2027',
        "3. N° d'immatriculation / Inschrijvingsnummer\t4. Catégorie / Categorie\t5. Marque / Merk",
        '2-ABC-987\tA\tVOLKSWAGEN',
        "6. Nom et adresse du preneur d'assurance / Naam en adres van de verzekeringnemer",
        'Lotte Maes',
        'Kerkstraat 4',
        '9000 Gent',
        '7. Cette carte a été délivrée par / Deze kaart werd afgegeven door',
        'Belvia SA',
        'Boulevard du Roi 12, 1000 Bruxelles',
      ].join('\n'),
    );
    expect(d.vehicleInfo.plateNumber).toBe('2-ABC-987');
    expect(d.insuranceInfo.insuranceProvider).toBe('Belvia');
  });

  it("reads an Italian policy number under 'Polizza' alone in its cell", () => {
    const d = parse('Assicurazioni Dolomiti\nQuietanza di pagamento RC Auto\nContraente\tROSSI ANNA\nPolizza\t7712045\nTarga\tGH123KL\nEffetto\t01/02/2026\nScadenza\t01/02/2027\nPremio lordo\t€ 640,10\n');
    expect(d.insuranceInfo.policyNumber).toBe('7712045');
  });
});

describe('makes and models', () => {
  it('knows European makes and the models Mercedes-Benz writes with their figures', () => {
    const lancia = parse('REGISTRERINGSBEVIS\nFabrikat\tHandelsbeteckning\tFordonsår\nLANCIA\tDELTA\t2014\nÄgare\nLUND, Per\n');
    expect(lancia.vehicleInfo.make).toBe('Lancia');
    expect(lancia.vehicleInfo.model).toBe('DELTA');
    const merc = parse('Taller Norte\nFACTURA Nº 88\nFecha\t02/02/2026\nVehículo\tMERCEDES-BENZ C 220 d\nKilómetros\t41.000\nRevisión\t210,00 €\nTOTAL FACTURA\t254,10 €\n');
    expect(merc.vehicleInfo.make).toBe('Mercedes-Benz');
    expect(merc.vehicleInfo.model).toBe('C 220 d');
    const mg = parse('Car Insurance Schedule\nPolicy number\tMGX-449102\nVehicle\tMG ZS EV\nRegistration\tLK71 ABC\n');
    expect(mg.vehicleInfo.make).toBe('MG');
    expect(mg.vehicleInfo.model).toBe('ZS EV');
  });

  it("takes the model alone under a Polish 'Marka / Model' caption", () => {
    const d = parse('POLISA OC\nNumer polisy\t7712500031\nMarka / Model\tToyota Corolla\nNumer rejestracyjny\tPO 1234A\n');
    expect(d.vehicleInfo.make).toBe('Toyota');
    expect(d.vehicleInfo.model).toBe('Corolla');
  });
});

describe('captions of other countries', () => {
  it("reads an owner under a Swiss box numbered without a dot and an Australian 'Registered operator'", () => {
    const swiss = parse('Permis de circulation\n01 Détenteur (nom, prénoms)\t15 Plaques de contrôle\nMULLER Anna\tGE 41822\n21 Marque et type\t23 No de châssis\nSKODA OCTAVIA\tTMBJG7NE0J0123456\n');
    expect(swiss.vehicleInfo.ownerName).toMatch(/Anna/i);
    const nsw = parse('Service NSW\nCertificate of Registration\nRegistered operator\nJANE CALDER\n12 BANKSIA ST\nDUBBO NSW 2830\nRegistration number\tBXT42Q\nRegistration expiry\t01/09/2027\n');
    expect(nsw.vehicleInfo.ownerName).toBe('JANE CALDER');
  });

  it("reads a registration's expiry in Slovenian, Croatian and Czech wordings", () => {
    for (const [caption, date] of [['Prometno dovoljenje velja do', '14.06.2027'], ['Registracija vrijedi do', '03.02.2027'], ['Platnost do', '22.10.2026']]) {
      const d = parse(`PROMETNO DOVOLJENJE\nA\tRegistrska označba\tLJ AB-123\nD.1\tZnamka\tKIA\n${caption}\t${date}\n`);
      const [day, month, year] = date.split('.');
      expect(d.registrationInfo.expiryDate, caption).toBe(`${year}-${month}-${day}`);
    }
  });

  it('reads insurance periods captioned Versicherungsjahr and Försäkringsperiod, not the letter date or the main due date', () => {
    const german = parse('Beitragsrechnung zur Hauptfälligkeit 01.01.2026\nVersicherungsschein-Nr.\t390 111 222\nVersicherungsjahr\t01.01.2026 - 31.12.2026\nJahresbeitrag neu\t512,40 EUR\n');
    expect(german.insuranceInfo.effectiveDate).toBe('2026-01-01');
    expect(german.insuranceInfo.expirationDate).toBe('2026-12-31');
    const swedish = parse('Fjällkraft Försäkring\nAnna Lind\t2026-11-14\nFörsäkringsbrev - Bilförsäkring\nFörsäkringsnummer\t6766-000111\nFörsäkringsperiod\t2026-12-06 - 2027-12-05\nÅrspremie\t5 328,00 kr\n');
    expect(swedish.insuranceInfo.effectiveDate).toBe('2026-12-06');
    expect(swedish.insuranceInfo.expirationDate).toBe('2027-12-05');
  });

  it("reads a Spanish 'Nº de póliza' of thirteen figures and a Polish insurer named 'Towarzystwo Ubezpieczeń'", () => {
    const spanish = parse('Recibo de prima - Seguro de Automóviles\nNº de póliza\t0962213341234\nTomador\tLuis Gil\n');
    expect(spanish.insuranceInfo.policyNumber).toBe('0962213341234');
    const polish = parse('ORZEŁ\nOrzeł Towarzystwo Ubezpieczeń S.A.\nPOLISA\nNumer polisy\t5285130000\nOkres ubezpieczenia\tod 28.03.2026 do 27.03.2027\n');
    expect(polish.insuranceInfo.insuranceProvider).toBe('Orzeł');
  });
});

describe('next service on receipts', () => {
  it("reads a Dutch 'Volgende olie verversen' and a Swedish 'Nästa besök'", () => {
    const dutch = parse('Snelservice Smit\nKASSABON\n02-03-2026 10:10\nKm-stand: 80.100\nMotorolie 5W-30\t55,00\nTOTAAL EUR\t55,00\nVolgende olie verversen:\n95.100 km of 02-03-2027\n');
    expect(dutch.serviceInfo.nextServiceMileage).toBe(95100);
    expect(dutch.serviceInfo.nextServiceDate).toBe('2027-03-02');
    const swedish = parse('Bilverkstad Ek AB\nFAKTURA 1200\nFakturadatum\t2026-03-10\nMätarställning\t40 200 km\nÅrsservice\t2 150,00 kr\nAtt betala\t2 687,50 kr\nNästa besök: service senast 2027-03-10 eller vid 55 200 km.\n');
    expect(swedish.serviceInfo.nextServiceMileage).toBe(55200);
    expect(swedish.serviceInfo.nextServiceDate).toBe('2027-03-10');
  });
});

describe('VINs outside the captions seen so far', () => {
  it("reads a Hungarian 'E Alvázszám' box and a Turkish-built VIN (Hyundai Assan, NLH)", () => {
    const d = parse('FORGALMI ENGEDÉLY\nA Rendszám\tB Első forgalomba helyezés\nAB CD-123\t2021.05.02.\nD.1 Gyártmány\tD.3 Kereskedelmi leírás\nHYUNDAI\tI20\nE Alvázszám\tR Szín\nNLHBM81CBMZ012345\tFEHÉR\n');
    expect(d.vin).toBe('NLHBM81CBMZ012345');
  });

  it("reads values beside a bilingual caption whose English half OCR set in a cell of its own ('/ Chassis No.')", () => {
    const d = parse('CERTIFICATE OF REGISTRATION\nAp. Εγγραφής\t/ Registration No.\tKXN 481\n\t/ Owner\tMARIA KYPRIANOU\nAp. πλαισίου\t/ Chassis No.\tJMZBN14B100123456\n');
    expect(d.vehicleInfo.ownerName).toBe('MARIA KYPRIANOU');
    expect(d.vin).toBe('JMZBN14B100123456');
  });
});

describe('next service as OCR reads a Danish æ', () => {
  it("reads 'Neeste service' and 'Naeste service'", () => {
    for (const caption of ['Neeste service', 'Naeste service']) {
      const d = parse(`Odense Bilservice\nFAKTURA nr. 100\nDato\t02.03.2026\nKm-stand\t40.100\nOlieskift\t899,00\nTotal DKK\t1.123,75\n${caption}: 55.100 km eller 02.03.2027\n`);
      expect(d.serviceInfo.nextServiceMileage, caption).toBe(55100);
      expect(d.serviceInfo.nextServiceDate, caption).toBe('2027-03-02');
    }
  });
});
