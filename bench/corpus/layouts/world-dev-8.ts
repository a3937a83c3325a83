/**
 * Development layouts of the eighth round (issue 22): vehicle registrations, the kind the fourth held-back set read
 * worst (by its printed figure only; its misses were never listed), from places and forms no earlier layout holds —
 * a Belgian certificate with bilingual captions, an Austrian Zulassungsschein, a Portuguese certificado, a Polish
 * dowód rejestracyjny, an Irish certificate, a Swedish registreringsbevis, a certificate whose holder sits under its
 * code box, Texas, Ohio, Illinois and Washington registrations, British Columbia, Alberta and Quebec (in French) ones,
 * a renewal-sticker stub and a two-page registration with its facts on page 2. Every office and wording is the
 * author's idea of such papers.
 */
import { addDays, addMonths, iso, makeDay, makePerson, type Day } from '../data';
import { blank, boxedFields, pageBreak, pair, row, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { euDevVehicle, naDevVehicle } from '../world-data';

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '/') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const mdy = (day: Day) => `${pad2(day.m)}/${pad2(day.d)}/${day.y}`;
const ymd = (day: Day) => `${day.y}-${pad2(day.m)}-${pad2(day.d)}`;

const GIVEN: Record<string, string[]> = {
  be: ['Lotte', 'Wout', 'Amélie', 'Arnaud', 'Fien'], at: ['Florian', 'Theresa', 'Lukas', 'Magdalena', 'Stefan'],
  pt: ['João', 'Inês', 'Tiago', 'Beatriz', 'Rui'], pl: ['Katarzyna', 'Piotr', 'Agnieszka', 'Tomasz', 'Zofia'],
  ie: ['Ciara', 'Seán', 'Aoife', 'Declan', 'Niamh'], se: ['Astrid', 'Erik', 'Maja', 'Olof', 'Linnea'],
};
const FAMILY: Record<string, string[]> = {
  be: ['Peeters', 'Janssens', 'Lambert', 'Dupont', 'Maes'], at: ['Gruber', 'Huber', 'Pichler', 'Steiner', 'Moser'],
  pt: ['Ferreira', 'Pereira', 'Carvalho', 'Sousa', 'Rodrigues'], pl: ['Nowak', 'Kowalski', 'Wisniewski', 'Zielinska', 'Kaminski'],
  ie: ["O'Brien", 'Murphy', 'Kelly', 'Byrne', 'Walsh'], se: ['Lindqvist', 'Johansson', 'Berg', 'Nyström', 'Ekström'],
};
const person = (r: Random, country: string) => ({ given: r.pick(GIVEN[country]), family: r.pick(FAMILY[country]) });

/** A Belgian certificate: each box's code with its French and Dutch caption, the holder's surname and first name apart. */
function belgianCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const p = person(r, 'be');
  const plate = `${r.int(1, 2)}-${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title("CERTIFICAT D'IMMATRICULATION - INSCHRIJVINGSBEWIJS", 12), row(['Royaume de Belgique - Koninkrijk België - DIV', 0]), blank(),
    pair('A. Numéro d\'immatriculation / Nummerplaat', plate, 0, 0.5),
    pair('B. Date 1re immatriculation / Datum 1ste inschrijving', dmy(first), 0, 0.5),
    pair('C.1.1 Nom / Naam', p.family.toUpperCase(), 0, 0.5), pair('C.1.2 Prénom / Voornaam', p.given.toUpperCase(), 0, 0.5),
    pair('C.1.3 Adresse / Adres', `${r.pick(['Rue Haute', 'Kerkstraat', 'Avenue Louise'])} ${r.int(1, 99)}, ${r.pick(['1000 Bruxelles', '2000 Antwerpen', '4000 Liège'])}`, 0, 0.5),
    pair('D.1 Marque / Merk', v.make.toUpperCase(), 0, 0.5), pair('D.3 Modèle / Model', v.model.toUpperCase(), 0, 0.5),
    pair('E. N° de châssis / Chassisnummer', v.vin, 0, 0.5), pair('I. Date immatriculation / Datum inschrijving', dmy(addDays(first, r.int(30, 700))), 0, 0.5),
  ];
  return {
    kind: 'registration', layout: 'wd8-be-certificat', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), expiryDate: null,
    },
  };
}

/** An Austrian Zulassungsschein: code, German caption and value on one line, the holder as "Name, Vorname". */
function austrianZulassungsschein(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = person(r, 'at');
  const plate = `${r.pick(['W', 'G', 'L', 'S', 'IL'])}-${r.int(100, 99999)} ${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Zulassungsbescheinigung Teil I', 14), row(['Republik Österreich', 0]), blank(),
    row(['A', 0], ['Kennzeichen', 0.06], [plate, 0.45]),
    row(['B', 0], ['Datum der Erstzulassung', 0.06], [dmy(first, '.'), 0.45]),
    row(['C.1.1', 0], ['Name oder Firmenname', 0.06], [p.family, 0.45]),
    row(['C.1.2', 0], ['Vorname(n)', 0.06], [p.given, 0.45]),
    row(['C.1.3', 0], ['Anschrift', 0.06], [`${r.pick(['Mariahilfer Straße', 'Landstraße', 'Herrengasse'])} ${r.int(1, 80)}, ${r.pick(['1060 Wien', '4020 Linz', '8010 Graz'])}`, 0.45]),
    row(['D.1', 0], ['Marke', 0.06], [v.make.toUpperCase(), 0.45]),
    row(['D.2', 0], ['Typ / Variante / Version', 0.06], [`${L(r)}${D(r)}${L(r)} / ${L(r)}${L(r)}${D(r)}${D(r)}`, 0.45]),
    row(['D.3', 0], ['Handelsbezeichnung', 0.06], [v.model.toUpperCase(), 0.45]),
    row(['E', 0], ['Fahrzeug-Identifizierungsnummer', 0.06], [v.vin, 0.45]),
    row(['I', 0], ['Datum dieser Zulassung', 0.06], [dmy(addDays(first, r.int(30, 900)), '.'), 0.45]),
    row(['P.1', 0], ['Hubraum in cm³', 0.06], [String(r.int(998, 1998)), 0.45]),
  ];
  return {
    kind: 'registration', layout: 'wd8-at-zulassungsschein', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`, expiryDate: null,
    },
  };
}

/** A Portuguese certificado de matrícula: codes with Portuguese captions in boxes, the holder under C.1. */
function portugueseCertificado(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const p = person(r, 'pt');
  const plate = `${L(r)}${L(r)}-${D(r)}${D(r)}-${L(r)}${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const holder = `${p.given} ${r.pick(['Silva', 'Costa', 'Santos'])} ${p.family}`;
  const rows: Row[] = [
    title('CERTIFICADO DE MATRÍCULA', 14), row(['República Portuguesa - IMT, I.P.', 0]), blank(),
    ...boxedFields([{ label: 'A - Matrícula', value: plate, x: 0 }, { label: 'B - Data da primeira matrícula', value: dmy(first, '-'), x: 0.4 }]),
    ...boxedFields([{ label: 'C.1 - Titular do documento', value: holder.toUpperCase(), x: 0 }]),
    ...boxedFields([{ label: 'D.1 - Marca', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 - Modelo', value: v.model.toUpperCase(), x: 0.4 }]),
    ...boxedFields([{ label: 'E - N.º de identificação do veículo', value: v.vin, x: 0 }, { label: 'J - Categoria', value: 'M1', x: 0.65 }]),
    ...boxedFields([{ label: 'P.3 - Combustível', value: r.pick(['GASOLINA', 'GASÓLEO', 'ELÉTRICO']), x: 0 }, { label: 'I - Data desta matrícula', value: dmy(addDays(first, r.int(30, 900)), '-'), x: 0.4 }]),
  ];
  return {
    kind: 'registration', layout: 'wd8-pt-certificado', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: holder.toUpperCase(), expiryDate: null,
    },
  };
}

/**
 * A Polish dowód rejestracyjny: lower-case Polish captions after the codes, the holder's surname and names apart (the
 * renderer's PDF fonts carry no ę, ś, ń: those letters are written plain).
 */
function polishDowod(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const p = person(r, 'pl');
  const plate = `${r.pick(['WA', 'KR', 'PO', 'GD', 'WX'])} ${D(r)}${D(r)}${D(r)}${L(r)}${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('RZECZPOSPOLITA POLSKA', 12), title('DOWÓD REJESTRACYJNY', 14), blank(),
    row(['A', 0], ['numer rejestracyjny pojazdu', 0.06], [plate, 0.5]),
    row(['B', 0], ['data pierwszej rejestracji', 0.06], [dmy(first, '.'), 0.5]),
    row(['C.1.1', 0], ['nazwisko lub nazwa', 0.06], [p.family.toUpperCase(), 0.5]),
    row(['C.1.2', 0], ['imie', 0.06], [p.given.toUpperCase(), 0.5]),
    row(['C.1.3', 0], ['adres', 0.06], [`${r.pick(['00-950 WARSZAWA', '30-001 KRAKÓW', '60-101 POZNAN'])}`, 0.5]),
    row(['D.1', 0], ['marka', 0.06], [v.make.toUpperCase(), 0.5]),
    row(['D.3', 0], ['model', 0.06], [v.model.toUpperCase(), 0.5]),
    row(['E', 0], ['numer identyfikacyjny pojazdu (VIN)', 0.06], [v.vin, 0.5]),
    row(['I', 0], ['data rejestracji', 0.06], [dmy(addDays(first, r.int(30, 900)), '.'), 0.5]),
  ];
  return {
    kind: 'registration', layout: 'wd8-pl-dowod', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), expiryDate: null,
    },
  };
}

/** An Irish vehicle registration certificate: English captions with the code after them, the owner as "Name of owner". */
function irishCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const p = person(r, 'ie');
  const year = r.int(2016, 2024) % 100;
  const plate = `${year}${r.pick(['1', '2'])}-${r.pick(['D', 'C', 'G', 'KY', 'WX'])}-${r.int(100, 29999)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Vehicle Registration Certificate', 14), row(['Department of Transport - National Vehicle and Driver File', 0]), blank(),
    pair('Registration Number (A)', plate, 0, 0.45), pair('Date of First Registration (B)', dmy(first), 0, 0.45),
    pair('Name of Owner (C.1)', `${p.given} ${p.family}`, 0, 0.45),
    pair('Address (C.1.3)', `${r.int(1, 80)} ${r.pick(['Main Street', 'Strand Road', 'Church View'])}, ${r.pick(['Dublin 6', 'Cork', 'Galway'])}`, 0, 0.45),
    pair('Make (D.1)', v.make, 0, 0.45), pair('Model (D.3)', v.model, 0, 0.45), pair('Vehicle Identification Number (E)', v.vin, 0, 0.45),
    pair('Colour (R)', r.pick(['Silver', 'Black', 'Blue']), 0, 0.45), pair('Date of Issue (I)', dmy(addDays(first, r.int(30, 900))), 0, 0.45),
  ];
  return {
    kind: 'registration', layout: 'wd8-ie-certificate', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model, ownerName: `${p.given} ${p.family}`, expiryDate: null,
    },
  };
}

/** A Swedish registreringsbevis: Swedish captions without codes, the owner as "Ägare", the plate as ABC 123. */
function swedishRegistreringsbevis(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = person(r, 'se');
  const plate = `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${r.pick([D(r), L(r)])}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('REGISTRERINGSBEVIS', 14), row(['Del 1 - Transportstyrelsen', 0]), blank(),
    pair('Registreringsnummer', plate, 0, 0.4), pair('Fabrikat', v.make.toUpperCase(), 0, 0.4), pair('Handelsbeteckning', v.model.toUpperCase(), 0, 0.4),
    pair('Identifieringsnummer', v.vin, 0, 0.4), pair('Färg', r.pick(['SVART', 'VIT', 'GRÅ', 'BLÅ']), 0, 0.4),
    pair('Första registrering', ymd(first), 0, 0.4), blank(),
    pair('Ägare', `${p.family}, ${p.given}`, 0, 0.4), pair('Adress', `${r.pick(['Storgatan', 'Kungsgatan', 'Drottninggatan'])} ${r.int(1, 60)}, ${r.pick(['111 52 Stockholm', '411 06 Göteborg', '211 22 Malmö'])}`, 0, 0.4),
    pair('Utfärdat', ymd(addDays(first, r.int(30, 900))), 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wd8-se-registreringsbevis', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`, expiryDate: null,
    },
  };
}

/** A certificate of code-only boxes (A, B, C.1 ...) in a grid, the holder's name in the box under the C.1 code. */
function holderUnderCodeBox(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const p = person(r, r.pick(['be', 'at', 'pt']));
  const plate = `${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}-${L(r)}${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('EU REGISTRATION CERTIFICATE - PART I', 13), blank(),
    ...boxedFields([{ label: 'A', value: plate, x: 0 }, { label: 'B', value: dmy(first, '.'), x: 0.35 }, { label: 'I', value: dmy(addDays(first, r.int(30, 900)), '.'), x: 0.65 }]),
    ...boxedFields([{ label: 'C.1', value: `${p.family.toUpperCase()} ${p.given}`, x: 0 }, { label: 'D.1', value: v.make.toUpperCase(), x: 0.6 }]),
    ...boxedFields([{ label: 'D.3', value: v.model.toUpperCase(), x: 0 }, { label: 'E', value: v.vin, x: 0.35 }]),
    ...boxedFields([{ label: 'P.1', value: String(r.int(998, 1998)), x: 0 }, { label: 'P.3', value: r.pick(['PETROL', 'DIESEL']), x: 0.35 }, { label: 'S.1', value: '5', x: 0.65 }]),
  ];
  return {
    kind: 'registration', layout: 'wd8-eu-holder-under-code', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      // The holder as printed (surname first), as the corpus labels the French certificate's "C.1 Nom, prénom".
      model: v.model.toUpperCase(), ownerName: `${p.family.toUpperCase()} ${p.given}`, expiryDate: null,
    },
  };
}

const usPlate = (r: Random) => `${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}${D(r)}`;

/** A Texas registration renewal receipt: capital captions, YEAR/MAKE/MODEL together, "REGISTRATION EXPIRES". */
function texasReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 1);
  const p = makePerson(r);
  const plate = usPlate(r);
  const expiry = { ...makeDay(r, 2026, 2027), d: 28 };
  const rows: Row[] = [
    title('TEXAS DEPARTMENT OF MOTOR VEHICLES', 13), title('VEHICLE REGISTRATION RENEWAL RECEIPT', 12), blank(),
    pair('LICENSE PLATE NO.', plate, 0, 0.38), pair('VEHICLE IDENTIFICATION NO.', v.vin, 0, 0.38),
    pair('YEAR/MAKE/MODEL', `${v.year} / ${v.make.toUpperCase()} / ${v.model.toUpperCase()}`, 0, 0.38),
    pair('BODY STYLE', r.pick(['4D', 'SW', 'PK']), 0, 0.38), pair('REGISTRATION EXPIRES', `${pad2(expiry.m)}/${expiry.y}`, 0, 0.38),
    blank(), row(['OWNER', 0]), row([p.name.toUpperCase(), 0]), row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]), blank(),
    pair('TOTAL FEES PAID', `$${r.int(60, 95)}.${r.int(10, 99)}`, 0, 0.38), pair('COUNTY', r.pick(['TRAVIS', 'HARRIS', 'DALLAS']), 0, 0.38),
  ];
  return {
    kind: 'registration', layout: 'wd8-us-tx-receipt', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: p.name.toUpperCase(), expiryDate: iso({ ...expiry, d: new Date(Date.UTC(expiry.y, expiry.m, 0)).getUTCDate() }),
    },
  };
}

/** An Ohio BMV registration: boxes with "VALID THRU", "TAXING DIST", the owner under "REGISTRANT". */
function ohioRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 3);
  const p = makePerson(r);
  const plate = usPlate(r);
  const issued = makeDay(r, 2025, 2026);
  const expiry = addMonths(issued, 12);
  const rows: Row[] = [
    title('OHIO BUREAU OF MOTOR VEHICLES', 13), title('Certificate of Registration', 12), blank(),
    ...boxedFields([{ label: 'PLATE', value: plate, x: 0 }, { label: 'VALID THRU', value: mdy(expiry), x: 0.3 }, { label: 'TAXING DIST', value: String(r.int(10, 99)), x: 0.6 }]),
    ...boxedFields([{ label: 'YR', value: String(v.year), x: 0 }, { label: 'MAKE', value: v.make.toUpperCase(), x: 0.1 }, { label: 'MODEL', value: v.model.toUpperCase(), x: 0.35 }, { label: 'VIN', value: v.vin, x: 0.6 }]),
    ...boxedFields([{ label: 'REGISTRANT', value: p.name.toUpperCase(), x: 0 }, { label: 'ISSUED', value: mdy(issued), x: 0.6 }]),
    row([`${p.street}, ${p.cityLine}`.toUpperCase(), 0]),
  ];
  return {
    kind: 'registration', layout: 'wd8-us-oh-registration', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** An Illinois registration card: "REG. EXP.", "SOS", the owner's name first on a line of its own after "NAME". */
function illinoisCard(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 5);
  const p = makePerson(r);
  const plate = `${L(r)}${L(r)} ${r.int(10000, 99999)}`;
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('STATE OF ILLINOIS - SECRETARY OF STATE', 12), title('REGISTRATION ID CARD', 12), blank(),
    row(['PLATE NO.', 0], ['REG. EXP.', 0.3], ['STICKER NO.', 0.6]), row([plate, 0], [mdy(expiry), 0.3], [String(r.int(10000000, 99999999)), 0.6]), blank(),
    row(['YEAR', 0], ['MAKE', 0.15], ['BODY', 0.4], ['VIN', 0.55]), row([String(v.year), 0], [v.make.toUpperCase(), 0.15], ['4D', 0.4], [v.vin, 0.55]), blank(),
    pair('MODEL', v.model.toUpperCase(), 0, 0.2), pair('NAME', p.name.toUpperCase(), 0, 0.2), pair('ADDRESS', `${p.street}, ${p.cityLine}`.toUpperCase(), 0, 0.2),
    blank(), ...wrap('KEEP THIS CARD IN YOUR VEHICLE. IT MUST BE SHOWN ON DEMAND OF A POLICE OFFICER.', 90),
  ];
  return {
    kind: 'registration', layout: 'wd8-us-il-card', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A Washington registration: "Registered Owner" and "Legal Owner" (a bank), "Expiration Date", the vehicle on one line. */
function washingtonRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 7);
  const p = makePerson(r);
  const plate = `${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}${D(r)}`;
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('Washington State Department of Licensing', 13), title('Vehicle Registration Certificate', 12), blank(),
    pair('License Plate', plate, 0, 0.35), pair('Expiration Date', usLongDate(expiry), 0, 0.35),
    pair('Vehicle', `${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.35), pair('VIN', v.vin, 0, 0.35), blank(),
    pair('Registered Owner', p.name.toUpperCase(), 0, 0.35), pair('', p.street.toUpperCase(), 0, 0.35), pair('', p.cityLine.toUpperCase(), 0, 0.35),
    pair('Legal Owner', r.pick(['BECU', 'WASHINGTON FEDERAL BANK', 'SOUND CREDIT UNION']), 0, 0.35), blank(),
    pair('Fees Paid', `$${r.int(80, 400)}.${r.int(10, 99)}`, 0, 0.35),
  ];
  return {
    kind: 'registration', layout: 'wd8-us-wa-registration', page: 'letter', font: 'serif', rows, region: 'us',
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}
const usLongDate = (day: Day) =>
  `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][day.m - 1]} ${day.d}, ${day.y}`;

/** A British Columbia vehicle registration: "Registered Owner", "Licence Plate", "Licence Expiry", year-first dates. */
function bcRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 2);
  const p = makePerson(r);
  const plate = `${L(r)}${L(r)}${D(r)} ${D(r)}${D(r)}${L(r)}`;
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('Vehicle Registration', 14), row(['British Columbia - Owner\'s Certificate', 0]), blank(),
    pair('Registered Owner', p.name, 0, 0.35), pair('Address', `${r.int(100, 9999)} ${r.pick(['Kingsway', 'Granville St', 'Oak St'])}, ${r.pick(['Vancouver', 'Burnaby', 'Victoria'])} BC V5K 0A1`, 0, 0.35),
    blank(), pair('Licence Plate', plate, 0, 0.35), pair('Licence Expiry', ymd(expiry), 0, 0.35),
    pair('Year / Make / Model', `${v.year} ${v.make} ${v.model}`, 0, 0.35), pair('Vehicle Identification No.', v.vin, 0, 0.35),
    pair('Vehicle Type', 'PASSENGER', 0, 0.35),
  ];
  return {
    kind: 'registration', layout: 'wd8-ca-bc-registration', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year,
      ownerName: p.name, expiryDate: iso(expiry),
    },
  };
}

/** A Quebec certificat d'immatriculation in French: "Propriétaire", "NIV", "Numéro de plaque", no expiry printed. */
function quebecCertificat(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 4);
  const p = makePerson(r);
  const plate = `${L(r)}${D(r)}${D(r)} ${L(r)}${L(r)}${L(r)}`;
  const issued = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title("Certificat d'immatriculation", 14), row(['Société de l\'assurance automobile du Québec', 0]), blank(),
    pair('Numéro de plaque', plate, 0, 0.38), pair('Propriétaire', p.name.toUpperCase(), 0, 0.38),
    pair('Adresse', `${r.int(100, 9999)}, rue ${r.pick(['Sherbrooke', 'Saint-Denis', 'Laurier'])}, ${r.pick(['Montréal', 'Québec', 'Laval'])} (Québec)`, 0, 0.38),
    blank(), pair('Année', String(v.year), 0, 0.38), pair('Marque', v.make.toUpperCase(), 0, 0.38), pair('Modèle', v.model.toUpperCase(), 0, 0.38),
    pair('NIV', v.vin, 0, 0.38), pair('Couleur', r.pick(['NOIR', 'BLANC', 'GRIS']), 0, 0.38), pair("Date d'émission", ymd(issued), 0, 0.38),
  ];
  return {
    kind: 'registration', layout: 'wd8-ca-qc-certificat', page: 'letter', font: 'serif', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: p.name.toUpperCase(),
    },
  };
}

/** A renewal-sticker stub: a narrow slip, "PLATE", "EXP", "VIN", the owner's name under the vehicle. */
function stickerStub(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 6);
  const p = makePerson(r);
  const plate = `${r.int(1, 9)}${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}`;
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('REGISTRATION RENEWAL', 11), row(['DETACH STICKER - KEEP STUB', 0]), blank(),
    row([`PLATE ${plate}`, 0]), row([`EXP ${mdy(expiry)}`, 0]), row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]),
    row([`VIN ${v.vin}`, 0]), row([p.name.toUpperCase(), 0]), blank(), row([`FEE PAID $${r.int(40, 90)}.00`, 0]),
  ];
  return {
    kind: 'registration', layout: 'wd8-us-sticker-stub', page: 'receipt', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A two-page registration: a cover letter on page 1, the certificate's facts on page 2. */
function twoPageRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 8);
  const p = makePerson(r);
  const plate = usPlate(r);
  const issued = makeDay(r, 2025, 2026);
  const expiry = addMonths(issued, 24);
  const rows: Row[] = [
    title('Department of Motor Vehicles', 14), blank(), row([p.name, 0]), row([p.street, 0]), row([p.cityLine, 0]), blank(),
    ...wrap(`Dear ${p.name.split(' ')[0]}, your vehicle registration has been renewed. Your new registration card is printed on the next page; cut along the dotted line and keep it in your vehicle. Place the enclosed decal on your rear plate.`, 85),
    blank(), ...wrap('Questions? Visit your local office or call our customer line Monday to Friday.', 85),
    pageBreak(),
    title('REGISTRATION CARD', 13), blank(),
    pair('Plate', plate, 0, 0.3), pair('Valid From', mdy(issued), 0, 0.3), pair('Valid To', mdy(expiry), 0, 0.3),
    pair('Year', String(v.year), 0, 0.3), pair('Make', v.make, 0, 0.3), pair('Model', v.model, 0, 0.3), pair('VIN', v.vin, 0, 0.3),
    pair('Owner', p.name.toUpperCase(), 0, 0.3),
  ];
  return {
    kind: 'registration', layout: 'wd8-us-two-page', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year,
      ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

export const WORLD_DEV_8_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wd8-be-certificat', part: 'dev', build: belgianCertificate },
  { kind: 'registration', name: 'wd8-at-zulassungsschein', part: 'dev', build: austrianZulassungsschein },
  { kind: 'registration', name: 'wd8-pt-certificado', part: 'dev', build: portugueseCertificado },
  { kind: 'registration', name: 'wd8-pl-dowod', part: 'dev', build: polishDowod },
  { kind: 'registration', name: 'wd8-ie-certificate', part: 'dev', build: irishCertificate },
  { kind: 'registration', name: 'wd8-se-registreringsbevis', part: 'dev', build: swedishRegistreringsbevis },
  { kind: 'registration', name: 'wd8-eu-holder-under-code', part: 'dev', build: holderUnderCodeBox },
  { kind: 'registration', name: 'wd8-us-tx-receipt', part: 'dev', build: texasReceipt },
  { kind: 'registration', name: 'wd8-us-oh-registration', part: 'dev', build: ohioRegistration },
  { kind: 'registration', name: 'wd8-us-il-card', part: 'dev', build: illinoisCard },
  { kind: 'registration', name: 'wd8-us-wa-registration', part: 'dev', build: washingtonRegistration },
  { kind: 'registration', name: 'wd8-ca-bc-registration', part: 'dev', build: bcRegistration },
  { kind: 'registration', name: 'wd8-ca-qc-certificat', part: 'dev', build: quebecCertificat },
  { kind: 'registration', name: 'wd8-us-sticker-stub', part: 'dev', build: stickerStub },
  { kind: 'registration', name: 'wd8-us-two-page', part: 'dev', build: twoPageRegistration },
];
