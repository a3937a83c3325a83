/**
 * The fifth held-back world set (issue 22, written blind after the eighth round, from the author's idea of real
 * documents and before any reading of it): an Italian documento unico, a two-page UK V5C (keeper on page 1, vehicle
 * on page 2), a Danish registreringsattest, a New York registration and an Ontario vehicle permit; a DEVK Nachtrag,
 * a MACIF avis d'échéance, a Línea Directa certificate, a two-page Safeco declarations of three cars, a Direct Line
 * renewal (a trading style of a legal name that is not the brand) and an Alberta card from Wawanesa; a French
 * two-page garage invoice, a UK garage invoice, a US dealer repair order; thermal oil receipts from a US lube shop, a
 * German Kassenbon and a Quebec "changement d'huile". New vehicles (Karoq, Zoe, Mokka, 118i, A3, GLA 200, Juke, i20,
 * Jogger, ID.3; Malibu, Sentra, Palisade, Durango, Sierra 1500, Atlas, Corsair, Tundra). Never tuned on; its misses
 * are never listed. Files and expected values live in bench/corpus/world-held-back-5/.
 */
import { addDays, addMonths, iso, makeDay, makePerson, round2, type Day } from '../data';
import { blank, boxedFields, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { COLOUR_WORDS, dateIn, euHeldBack5Vehicle, kmIn, makeEuPerson, moneyIn, naHeldBack5Vehicle, phoneOf, plateOf, streetLine, townLine } from '../world-data';

const cents = (r: Random, from: number, to: number) => round2(r.int(from, to) + r.int(0, 99) / 100);
const p2 = (n: number) => String(n).padStart(2, '0');
const us = (day: Day) => `${p2(day.m)}/${p2(day.d)}/${day.y}`;
const usShort = (day: Day) => `${p2(day.m)}/${p2(day.d)}/${String(day.y).slice(2)}`;
const ymd = (day: Day, sep = '/') => `${day.y}${sep}${p2(day.m)}${sep}${p2(day.d)}`;
const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));
const sum = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0));

/** An Italian documento unico (DU): harmonised codes with Italian captions, the holder as C.2.1 surname and C.2.2 name. */
function italianDocumentoUnico(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack5Vehicle(r, c.n);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('DOCUMENTO UNICO DI CIRCOLAZIONE E DI PROPRIETÀ', 12), row(['Repubblica Italiana - Ministero delle Infrastrutture e dei Trasporti', 0]),
    row([`Numero documento ${L(r)}${L(r)}${r.int(1000000, 9999999)}`, 0]), blank(),
    pair('A  Targa', plate, 0, 0.4), pair('B  Data di prima immatricolazione', dateIn('it', first, true), 0, 0.4),
    pair('I  Data di immatricolazione in Italia', dateIn('it', first, true), 0, 0.4), blank(),
    row(['INTESTATARIO', 0]),
    pair('C.2.1  Cognome o ragione sociale', p.family.toUpperCase(), 0, 0.4), pair('C.2.2  Nome', p.given.toUpperCase(), 0, 0.4),
    pair('C.2.3  Indirizzo', `${streetLine(p, 'it').toUpperCase()} ${townLine(p, 'it').toUpperCase()}`, 0, 0.4), blank(),
    row(['DATI DEL VEICOLO', 0]),
    pair('D.1  Marca', v.make.toUpperCase(), 0, 0.4), pair('D.3  Denominazione commerciale', v.model.toUpperCase(), 0, 0.4),
    pair('E  Numero di identificazione (telaio)', v.vin, 0, 0.4), pair('R  Colore', COLOUR_WORDS.it[v.color].toUpperCase(), 0, 0.4),
    pair('P.3  Alimentazione', r.pick(['BENZINA', 'GASOLIO', 'ELETTRICA']), 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wh5-it-documento-unico', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      // The holder written as a person signs (first name, surname), as the corpus labels split C.1.1/C.1.2 boxes.
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), expiryDate: null,
    },
  };
}

/** A UK V5C on two pages: the registered keeper on the first (with a title), the vehicle's coded details on the second. */
function ukV5cTwoPages(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack5Vehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const first = makeDay(r, v.year, v.year);
  const courtesy = r.pick(['MR', 'MRS', 'MS', 'DR']);
  const rows: Row[] = [
    title('V5C Vehicle Registration Certificate', 14), row(['Driver and Vehicle Licensing Agency, Swansea SA99 1BA', 0]), blank(),
    pair('Document reference number', `${r.int(10000, 99999)} ${r.int(100000, 999999)}`, 0, 0.4), blank(),
    row(['C.1  Registered keeper', 0]), row([`${courtesy} ${p.given.toUpperCase()} ${p.family.toUpperCase()}`, 0.05]),
    row([streetLine(p, 'uk').toUpperCase(), 0.05]), row([townLine(p, 'uk').toUpperCase(), 0.05]), blank(),
    ...wrap('The registered keeper is the person who keeps the vehicle on a public road. This document is not proof of ownership.', 90), blank(),
    ...wrap('Tell us straight away if any of the details on this certificate are wrong. The vehicle details are on page 2.', 90),
    pageBreak(),
    title('Vehicle details', 13), blank(),
    pair('A  Registration number', plate, 0, 0.42), pair('B  Date of first registration', dateIn('uk', first, true), 0, 0.42),
    pair('Date of first registration in UK', dateIn('uk', first, true), 0, 0.42),
    pair('D.1  Make', v.make.toUpperCase(), 0, 0.42), pair('D.3  Model', v.model.toUpperCase(), 0, 0.42),
    pair('E  VIN/Chassis/Frame No', v.vin, 0, 0.42), pair('R  Colour', v.color.toUpperCase(), 0, 0.42),
    pair('P.3  Type of fuel', r.pick(['PETROL', 'DIESEL', 'ELECTRICITY']), 0, 0.42), pair('Number of previous keepers', String(r.int(0, 4)), 0, 0.42),
  ];
  return {
    kind: 'registration', layout: 'wh5-uk-v5c-two-pages', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), expiryDate: null,
    },
  };
}

const DK_GIVEN = ['Mette', 'Søren', 'Line', 'Mads', 'Freja', 'Anders'];
const DK_FAMILY = ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Larsen'];
const DK_TOWNS = ['2100 København Ø', '8000 Aarhus C', '5000 Odense C', '9000 Aalborg'];

/** A Danish registreringsattest: boxes with the harmonised code and a Danish caption above each value. */
function danishRegistreringsattest(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack5Vehicle(r, c.n + 2);
  const owner = `${r.pick(DK_GIVEN)} ${r.pick(DK_FAMILY)}`;
  const plate = `${L(r)}${L(r)} ${D(r)}${D(r)} ${D(r)}${D(r)}${D(r)}`;
  const first = makeDay(r, v.year, v.year);
  const dk = (day: Day) => `${p2(day.d)}-${p2(day.m)}-${day.y}`;
  const colour = { Grey: 'Grå', Black: 'Sort', White: 'Hvid', Blue: 'Blå', Red: 'Rød', Silver: 'Sølv' }[v.color] ?? 'Grå';
  const rows: Row[] = [
    title('REGISTRERINGSATTEST', 15), row(['Del I - Motorstyrelsen', 0]), blank(),
    ...boxedFields([{ label: 'A Reg. nr.', value: plate, x: 0 }, { label: 'B 1. reg. dato', value: dk(first), x: 0.35 }, { label: 'I Reg. dato', value: dk(addDays(first, r.int(30, 900))), x: 0.68 }]),
    ...boxedFields([{ label: 'C.1.1 Ejer / bruger', value: owner, x: 0 }, { label: 'C.1.3 Adresse', value: `${r.pick(['Nørregade', 'Vestergade', 'Skolevej'])} ${r.int(1, 90)}, ${r.pick(DK_TOWNS)}`, x: 0.4 }]),
    ...boxedFields([{ label: 'D.1 Mærke', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Model', value: v.model.toUpperCase(), x: 0.35 }, { label: 'R Farve', value: colour, x: 0.68 }]),
    ...boxedFields([{ label: 'E Stelnummer', value: v.vin, x: 0 }, { label: 'P.3 Drivkraft', value: r.pick(['Benzin', 'Diesel', 'El']), x: 0.5 }]),
  ];
  return {
    kind: 'registration', layout: 'wh5-dk-registreringsattest', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: owner, expiryDate: null,
    },
  };
}

/** A New York State registration: plate, class and expiry on a line, the vehicle without its model, the owner below. */
function newYorkRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack5Vehicle(r, c.n);
  const p = makePerson(r);
  const plate = `${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}${D(r)}`;
  const issued = makeDay(r, 2025, 2026);
  const expiry = addDays(addMonths(issued, 24), -1);
  const rows: Row[] = [
    title('NEW YORK STATE DEPARTMENT OF MOTOR VEHICLES', 11), row(['VEHICLE REGISTRATION', 0], [`DOC ${r.int(1000000, 9999999)}`, 0.7]), blank(),
    row(['PLATE NUMBER', 0], ['CLASS', 0.25], ['EXPIRES', 0.45], ['FEE', 0.7]), row([plate, 0], ['PAS', 0.25], [us(expiry), 0.45], [`$${r.int(60, 140)}.${r.pick(['00', '50', '25'])}`, 0.7]), blank(),
    row(['VEHICLE ID', 0], ['YEAR', 0.4], ['MAKE', 0.52], ['BODY', 0.72], ['COLOR', 0.85]),
    row([v.vin, 0], [String(v.year), 0.4], [v.make.toUpperCase(), 0.52], [r.pick(['4DSD', 'SUBN', 'PICK']), 0.72], [r.pick(['GY', 'BK', 'WH', 'BL']), 0.85]), blank(),
    row(['REGISTERED TO', 0]), row([p.name.toUpperCase(), 0]), row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]), blank(),
    row([`ISSUED ${us(issued)}`, 0]), ...wrap('THIS REGISTRATION MUST BE CARRIED IN THE VEHICLE. REPORT A CHANGE OF ADDRESS WITHIN 10 DAYS.', 80),
  ];
  return {
    kind: 'registration', layout: 'wh5-ny-registration', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make, year: v.year,
      ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** An Ontario vehicle permit: bilingual captions, the plate portion with its validation expiry, the registrant. */
function ontarioVehiclePermit(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack5Vehicle(r, c.n + 1);
  const p = makePerson(r);
  const plate = `${L(r)}${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}`;
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('ONTARIO', 14), row(['Ministry of Transportation / Ministère des Transports', 0]), row(['VEHICLE PERMIT / CERTIFICAT D\'IMMATRICULATION', 0]), blank(),
    row(['PLATE PORTION / PARTIE PLAQUE', 0]),
    ...boxedFields([{ label: 'PLATE NO. / NO DE PLAQUE', value: plate, x: 0 }, { label: 'VALIDATION EXPIRY / EXPIRATION', value: ymd(expiry), x: 0.5 }]),
    ...boxedFields([{ label: 'REGISTRANT / TITULAIRE', value: p.name.toUpperCase(), x: 0 }]),
    row([p.street.toUpperCase(), 0]), row([`${p.cityLine.split(',')[0].toUpperCase()} ON ${L(r)}${D(r)}${L(r)} ${D(r)}${L(r)}${D(r)}`, 0]), blank(),
    row(['VEHICLE PORTION / PARTIE VÉHICULE', 0]),
    ...boxedFields([{ label: 'VIN / NIV', value: v.vin, x: 0 }, { label: 'YEAR / ANNÉE', value: String(v.year), x: 0.5 }]),
    ...boxedFields([{ label: 'MAKE / MARQUE', value: v.make.toUpperCase(), x: 0 }, { label: 'MODEL / MODÈLE', value: v.model.toUpperCase(), x: 0.35 }, { label: 'COLOUR / COULEUR', value: r.pick(['GREY', 'BLACK', 'WHITE']), x: 0.7 }]),
  ];
  return {
    kind: 'registration', layout: 'wh5-on-vehicle-permit', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(),
      year: v.year, ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A DEVK Nachtrag zum Versicherungsschein: coverage lines and the yearly total with tax, the AG in the footer. */
function germanDevkNachtrag(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack5Vehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const policy = `${r.int(100, 999)}-${r.int(1000000, 9999999)}`;
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = addMonths(start, 12);
  const lines: [string, number][] = [['Kfz-Haftpflicht', cents(r, 240, 520)], ['Teilkasko (SB 150 EUR)', cents(r, 60, 180)], ['Schutzbrief', 9.8]];
  const total = sum(lines.map(([, x]) => x));
  const rows: Row[] = [
    title('DEVK', 22), row(['Versichern und Bausparen', 0]), blank(),
    row([`Herrn/Frau ${p.given} ${p.family}`, 0]), row([streetLine(p, 'de'), 0]), row([townLine(p, 'de'), 0]), row([`Köln, ${dateIn('de', addDays(start, -r.int(10, 40)), true)}`, 0.6]), blank(),
    title('Nachtrag zum Versicherungsschein', 13), pair('Versicherungsschein-Nr.', policy, 0, 0.35), pair('Versicherungsnehmer', `${p.given} ${p.family}`, 0, 0.35),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35), pair('Amtliches Kennzeichen', plate, 0, 0.35), pair('Fahrzeug-Identifizierungsnummer', v.vin, 0, 0.35),
    pair('Versicherungsdauer', `${dateIn('de', start, true)} bis ${dateIn('de', end, true)}`, 0, 0.35), blank(),
    ...table([['Versicherungsumfang', 0], ['Jahresbeitrag EUR', 0.7]], lines.map(([name, x]) => [name, moneyIn(x, 'de')])),
    pair('Gesamtbeitrag jährlich inkl. Versicherungsteuer', `${moneyIn(total, 'de')} EUR`, 0, 0.7), blank(),
    ...wrap('Grund des Nachtrags: Fahrzeugwechsel. Alle übrigen Vereinbarungen bleiben unverändert.', 90), blank(),
    ...wrap('DEVK Allgemeine Versicherungs-AG, Riehler Straße 190, 50735 Köln. Vorsitzender des Aufsichtsrats: Dr. M. Klein.', 95),
  ];
  return {
    kind: 'insurance', layout: 'wh5-de-devk-nachtrag', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: 'DEVK', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const frWords = (day: Day) => `${day.d === 1 ? '1er' : day.d} ${FR_MONTHS[day.m - 1]} ${day.y}`;

/** A MACIF avis d'échéance: the letter's date at the top, the period in words, the cotisation TTC and its taxes. */
function frenchMacifAvisEcheance(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack5Vehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const policy = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const ttc = cents(r, 420, 980);
  const taxes = round2(ttc * 0.25);
  const rows: Row[] = [
    title('MACIF', 20), row([`Niort, le ${frWords(addDays(start, -r.int(20, 45)))}`, 0.6]), blank(),
    row([`M. ${p.given} ${p.family}`, 0.55]), row([streetLine(p, 'fr'), 0.55]), row([townLine(p, 'fr'), 0.55]), blank(),
    title("AVIS D'ÉCHÉANCE", 14), pair('Contrat Auto n°', policy, 0, 0.32), pair('Véhicule', `${v.make} ${v.model} immatriculé ${plate}`, 0, 0.32), blank(),
    ...wrap(`Votre contrat sera renouvelé pour la période du ${frWords(start)} au ${frWords(end)}.`, 90), blank(),
    pair('Cotisation annuelle TTC', `${moneyIn(ttc, 'fr')} €`, 0, 0.5), pair('dont taxes et contributions', `${moneyIn(taxes, 'fr')} €`, 0, 0.5),
    pair('Montant à régler', `${moneyIn(ttc, 'fr')} €`, 0, 0.5), blank(),
    ...wrap("Macif - Mutuelle Assurance des Commerçants et Industriels de France et des Cadres et Salariés de l'Industrie et du Commerce. Société d'assurance mutuelle à cotisations variables, 1 rue Jacques Vandier, 79000 Niort.", 95),
  ];
  return {
    kind: 'insurance', layout: 'wh5-fr-macif-avis-echeance', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: 'MACIF', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: ttc,
    },
  };
}

/** A Línea Directa certificado de seguro: tomador, póliza, bastidor, the yearly prima, the S.A. in the footer. */
function spanishLineaDirectaCertificado(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack5Vehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'es');
  const plate = plateOf(r, 'es');
  const policy = `${r.int(100000000, 999999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 280, 760);
  const rows: Row[] = [
    title('Línea Directa', 19), title('Certificado de Seguro del Automóvil', 13), blank(),
    pair('Tomador del seguro', `${p.given} ${p.family}`, 0, 0.35), pair('Nº de póliza', policy, 0, 0.35), pair('Matrícula', plate, 0, 0.35),
    pair('Marca y modelo', `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.35), pair('Nº de bastidor', v.vin, 0, 0.35), blank(),
    pair('Fecha de efecto', dateIn('es', start, true), 0, 0.35), pair('Fecha de vencimiento', dateIn('es', end, true), 0, 0.35),
    pair('Modalidad', r.pick(['Todo Riesgo con franquicia', 'Terceros Ampliado']), 0, 0.35), pair('Prima total anual', `${moneyIn(premium, 'es')} €`, 0, 0.35), blank(),
    ...wrap('Línea Directa Aseguradora, S.A., Compañía de Seguros y Reaseguros. Ronda de Europa 7, 28760 Tres Cantos (Madrid). CIF A-80871031.', 95),
  ];
  return {
    kind: 'insurance', layout: 'wh5-es-lineadirecta-certificado', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`,
      insuranceProvider: 'Línea Directa', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Safeco declarations page on two pages: three cars listed on page 1, the premium summary on page 2. */
function usSafecoDeclarations(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naHeldBack5Vehicle(r, c.n + 2), naHeldBack5Vehicle(r, c.n + 3), naHeldBack5Vehicle(r, c.n + 4)];
  const p = makePerson(r);
  const policy = `${r.pick(['X', 'Y', 'Z'])}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const premiums = cars.map(() => cents(r, 240, 620));
  const total = sum(premiums);
  const rows: Row[] = [
    title('Safeco', 20), title('Auto Policy Declarations', 13), blank(),
    pair('Named insured', p.name, 0, 0.3), pair('Mailing address', `${p.street}, ${p.cityLine}`, 0, 0.3), pair('Policy number', policy, 0, 0.3),
    pair('Policy period', `12:01 a.m. ${us(start)} to 12:01 a.m. ${us(end)}`, 0, 0.3), pair('Agent', `${r.pick(['Hartley', 'Moreno', 'Kim'])} Insurance Agency`, 0, 0.3), blank(),
    row(['Vehicles covered', 0]),
    ...cars.flatMap((car, i) => [row([`Vehicle ${i + 1}`, 0], [`${car.year} ${car.make.toUpperCase()} ${car.model.toUpperCase()}`, 0.15]), row([`VIN ${car.vin}`, 0.15])]), blank(),
    ...table([['Coverage', 0], ['Limits', 0.45]], [['Bodily Injury Liability', '$100,000 / $300,000'], ['Property Damage Liability', '$100,000'], ['Collision', '$500 deductible']]),
    pageBreak(),
    title('Premium summary', 13), blank(),
    ...table([['Vehicle', 0], ['6-month premium', 0.7]], cars.map((car, i) => [`${i + 1}  ${car.year} ${car.make} ${car.model}`, `$${premiums[i].toFixed(2)}`])), blank(),
    pair('Total policy premium', `$${total.toFixed(2)}`, 0, 0.7), blank(),
    ...wrap('Coverage is provided by Safeco Insurance Company of America, a member of Liberty Mutual Group, Boston, MA.', 92),
  ];
  return {
    kind: 'insurance', layout: 'wh5-us-safeco-declarations', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: cars[0].vin, make: cars[0].make, model: cars[0].model.toUpperCase(), ownerName: p.name,
      insuranceProvider: 'Safeco', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
      additionalVins: [cars[1].vin, cars[2].vin],
    },
  };
}

/** A Direct Line renewal: a trading style of U K Insurance Limited; last year's and this year's price as two columns. */
function ukDirectLineRenewal(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack5Vehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const policy = `${r.int(10, 99)}${L(r)}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const last = cents(r, 380, 880);
  const now = round2(last + r.int(-60, 150));
  const rows: Row[] = [
    title('DIRECT LINE', 18), blank(),
    row([`${r.pick(['Mr', 'Mrs', 'Ms'])} ${p.given} ${p.family}`, 0]), row([streetLine(p, 'uk'), 0]), row([townLine(p, 'uk'), 0]), blank(),
    title('Your car insurance is due for renewal', 13), pair('Policy number', policy, 0, 0.35), pair('Your car', `${v.make} ${v.model}, registration ${plate}`, 0, 0.35),
    ...wrap(`Your new policy year starts on ${dateIn('uk', start, false)} and ends on ${dateIn('uk', end, false)}.`, 90), blank(),
    ...table([['Price', 0], ['Last year', 0.45], ['This year', 0.7]], [['Total cost (including Insurance Premium Tax)', `£${moneyIn(last, 'uk')}`, `£${moneyIn(now, 'uk')}`]]), blank(),
    ...wrap('If you do nothing, your policy will renew automatically and we will collect the new price.', 90), blank(),
    ...wrap('Direct Line is a trading style of U K Insurance Limited. Registered office: The Wharf, Neville Street, Leeds LS1 4AZ.', 95),
  ];
  return {
    kind: 'insurance', layout: 'wh5-uk-directline-renewal', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: 'Direct Line', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: now,
    },
  };
}

/** An Alberta liability card from Wawanesa: the insurer as "The ... Mutual Insurance Company", year/make/model boxes. */
function albertaWawanesaCard(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack5Vehicle(r, c.n + 5);
  const p = makePerson(r);
  const policy = `${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rows: Row[] = [
    title('ALBERTA', 13), row(['AUTOMOBILE INSURANCE LIABILITY CARD', 0]), blank(),
    pair('Insurer', 'The Wawanesa Mutual Insurance Company', 0, 0.3), pair('Policy No.', policy, 0, 0.3),
    pair('Effective Date', ymd(start, '-'), 0, 0.3), pair('Expiry Date', ymd(end, '-'), 0, 0.3), pair('Named Insured', p.name, 0, 0.3), blank(),
    ...boxedFields([{ label: 'Year', value: String(v.year), x: 0 }, { label: 'Make', value: v.make, x: 0.12 }, { label: 'Model', value: v.model, x: 0.35 }, { label: 'Serial Number (VIN)', value: v.vin, x: 0.58 }]),
    ...wrap('This card must be carried in the vehicle and produced on demand of a peace officer.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wh5-ab-wawanesa-card', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      insuranceProvider: 'Wawanesa', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A French garage invoice on two pages: the lines on page 1, the totals and the next révision on page 2. */
function frenchGarageInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack5Vehicle(r, c.n + 7);
  const p = makeEuPerson(r, 'fr');
  const shop = r.pick(['Garage Lefèvre et Fils', 'Auto Service des Tilleuls', 'Garage du Centre Moreau']);
  const plate = plateOf(r, 'fr');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + 20000;
  const items: [string, number][] = [
    ['Révision selon préconisations constructeur', cents(r, 150, 260)],
    ['Plaquettes de frein avant', cents(r, 90, 170)],
    ['Remplacement liquide de frein', cents(r, 45, 80)],
    ['Balais essuie-glace avant', cents(r, 25, 45)],
  ];
  const ht = sum(items.map(([, x]) => x));
  const tva = round2(ht * 0.2);
  const ttc = round2(ht + tva);
  const rows: Row[] = [
    title(shop, 15), row([`${r.int(2, 90)} route de ${r.pick(['Lyon', 'Paris', 'Bordeaux'])}, ${townLine(p, 'fr')}`, 0]), row([`SIRET ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)} 000${r.int(10, 99)}`, 0]), blank(),
    title(`FACTURE N° F${day.y}-${r.int(1000, 9999)}`, 13), pair('Date', dateIn('fr', day, true), 0, 0.3), pair('Client', `M. ${p.given} ${p.family}`, 0, 0.3),
    pair('Véhicule', `${v.make} ${v.model}`, 0, 0.3), pair('Immatriculation', plate, 0, 0.3), pair('N° de série', v.vin, 0, 0.3), pair('Kilométrage', `${kmIn(odo, 'fr')} km`, 0, 0.3), blank(),
    ...table([['Désignation', 0], ['Montant HT', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'fr')])),
    pageBreak(),
    row([`Facture N° F${day.y} - suite`, 0]), blank(),
    pair('Total HT', `${moneyIn(ht, 'fr')} €`, 0.45, 0.75), pair('TVA 20 %', `${moneyIn(tva, 'fr')} €`, 0.45, 0.75), pair('Total TTC', `${moneyIn(ttc, 'fr')} €`, 0.45, 0.75), blank(),
    row([`Prochaine révision : à ${kmIn(next, 'fr')} km ou le ${dateIn('fr', addMonths(day, 12), true)}`, 0]), blank(),
    ...wrap('Paiement à réception. Pas d\'escompte pour paiement anticipé. Pénalités de retard : trois fois le taux d\'intérêt légal.', 92),
  ];
  return {
    kind: 'service', layout: 'wh5-fr-facture-deux-pages', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: ttc, services: items.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(addMonths(day, 12)),
    },
  };
}

/** A UK garage invoice: a full service and an MOT, quantities and net prices, VAT at 20 %, the mileage in miles. */
function ukGarageInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack5Vehicle(r, c.n + 8);
  const p = makeEuPerson(r, 'uk');
  const shop = r.pick(['Hillside Motors Ltd', 'Brookfield Garage', 'Castle Street Autos']);
  const plate = plateOf(r, 'uk');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(12000, 110000);
  const items: [string, string, number][] = [
    ['Full service', '1', cents(r, 160, 260)],
    ['MOT test', '1', 54.85],
    ['Rear wiper blade', '1', cents(r, 12, 22)],
    ['Front tyre 205/55 R16', '2', cents(r, 140, 220)],
  ];
  const net = sum(items.map(([, , x]) => x));
  const vat = round2(net * 0.2);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 15), row([`${phoneOf(r, 'uk')}   VAT Reg No GB ${r.int(100, 999)} ${r.int(1000, 9999)} ${r.int(10, 99)}`, 0]), blank(),
    title('INVOICE', 13), pair('Invoice No', String(r.int(10000, 99999)), 0, 0.3), pair('Date', dateIn('uk', day, true), 0, 0.3),
    pair('Customer', `${p.given} ${p.family}`, 0, 0.3), pair('Reg No', plate, 0, 0.3), pair('Make / Model', `${v.make} ${v.model}`, 0, 0.3),
    pair('Mileage', odo.toLocaleString('en-GB'), 0, 0.3), blank(),
    ...table([['Description', 0], ['Qty', 0.55], ['Net', 0.75]], items.map(([name, qty, x]) => [name, qty, `£${moneyIn(x, 'uk')}`])), blank(),
    pair('Sub total', `£${moneyIn(net, 'uk')}`, 0.45, 0.75), pair('VAT @ 20%', `£${moneyIn(vat, 'uk')}`, 0.45, 0.75), pair('Invoice total', `£${moneyIn(total, 'uk')}`, 0.45, 0.75), blank(),
    ...wrap('Thank you for your business. Payment is due on collection of the vehicle.', 90),
  ];
  return {
    kind: 'service', layout: 'wh5-uk-garage-invoice', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** A US dealer repair order: lettered operations with labor and parts, odometer in and out, customer-pay total. */
function usDealerRepairOrder(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack5Vehicle(r, c.n + 6);
  const p = makePerson(r);
  const shop = r.pick(['Lakeside Chevrolet Buick GMC', 'Riverbend Toyota', 'Summit Ridge Auto Group']);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 140000);
  const ops: [string, number, number][] = [
    ['Replace upstream oxygen sensor', cents(r, 120, 190), cents(r, 70, 140)],
    ['Four wheel alignment', cents(r, 110, 160), 0],
    ['Replace front wiper blades', cents(r, 10, 25), cents(r, 30, 55)],
  ];
  const labor = sum(ops.map(([, l]) => l));
  const parts = sum(ops.map(([, , x]) => x));
  const supplies = 24.95;
  const tax = round2((parts + supplies) * 0.0625);
  const total = round2(labor + parts + supplies + tax);
  const rows: Row[] = [
    title(shop, 14), row(['Service Department', 0], [phoneOf(r, 'us'), 0.6]), blank(),
    row(['REPAIR ORDER', 0], [`RO# ${r.int(600000, 699999)}`, 0.6]), row([`OPENED ${usShort(day)} 08:${r.int(10, 59)}`, 0], [`CLOSED ${usShort(day)} 16:${r.int(10, 59)}`, 0.6]), blank(),
    pair('CUSTOMER', p.name.toUpperCase(), 0, 0.25), pair('VEHICLE', `${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.25), pair('VIN', v.vin, 0, 0.25),
    row(['ODOMETER IN', 0], [odo.toLocaleString('en-US'), 0.25], ['OUT', 0.5], [(odo + r.int(1, 9)).toLocaleString('en-US'), 0.6]), blank(),
    ...table([['OP', 0], ['DESCRIPTION', 0.06], ['LABOR', 0.65], ['PARTS', 0.82]], ops.map(([name, l, x], i) => ['ABC'[i], name, l.toFixed(2), x ? x.toFixed(2) : '0.00'])), blank(),
    pair('TOTAL LABOR', labor.toFixed(2), 0.45, 0.82), pair('TOTAL PARTS', parts.toFixed(2), 0.45, 0.82), pair('SHOP SUPPLIES', supplies.toFixed(2), 0.45, 0.82),
    pair('SALES TAX', tax.toFixed(2), 0.45, 0.82), pair('TOTAL CUSTOMER PAY', `$${total.toFixed(2)}`, 0.45, 0.82),
  ];
  return {
    kind: 'service', layout: 'wh5-us-dealer-repair-order', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, make: v.make, model: v.model.toUpperCase(), serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: ops.map(([name]) => name),
    },
  };
}

/** A US thermal lube-shop receipt: store number on its own line, two-digit years, next service by miles or date. */
function usThermalLubeReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack5Vehicle(r, c.n + 7);
  const shop = r.pick(['QuickStop Lube', 'Fast Lane Oil Change', 'Prairie Express Lube']);
  const plate = `${r.int(1, 9)}${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 140000);
  const next = odo + 5000;
  const nextDay = addMonths(day, 6);
  const oil = cents(r, 59, 89);
  const fee = 3.5;
  const tax = round2((oil + fee) * 0.07);
  const total = round2(oil + fee + tax);
  const rows: Row[] = [
    title(shop, 12), row([`Store #${r.int(100, 999)}`, 0]), row([phoneOf(r, 'us'), 0]), blank(),
    row([`INVOICE ${r.int(100000, 999999)}`, 0]), row([`${usShort(day)} ${r.int(8, 17)}:${r.int(10, 59)}`, 0]), blank(),
    row([`VEH: ${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]), row([`LIC: ${plate}`, 0]), row([`MILEAGE: ${odo.toLocaleString('en-US')}`, 0]), blank(),
    row(['FULL SYN 0W-20 OIL CHG', 0], [oil.toFixed(2), 0.75]), row(['OIL FILTER', 0], ['INCL', 0.75]), row(['ENV FEE', 0], [fee.toFixed(2), 0.75]),
    row(['TIRE PRESSURE CHECK', 0], ['0.00', 0.75]), row(['TAX', 0], [tax.toFixed(2), 0.75]), row(['TOTAL', 0], [total.toFixed(2), 0.75]), blank(),
    row([`VISA ****${r.int(1000, 9999)}`, 0]), blank(), row(['NEXT SERVICE DUE', 0]), row([`${next.toLocaleString('en-US')} MI OR ${usShort(nextDay)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wh5-us-thermal-lube', page: 'receipt', font: 'mono', rows, region: 'us', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model.toUpperCase(),
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A German thermal Kassenbon for an oil change: litres of oil, filter, labour, the total with VAT inside. */
function germanOilKassenbon(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack5Vehicle(r, c.n + 9);
  const shop = r.pick(['Reifen & Öl Express Weber', 'Autopflege Krämer', 'Kfz-Service Brandt']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 180000);
  const next = odo + 15000;
  const lines: [string, number][] = [['4,5 l Motoröl 5W-30', cents(r, 45, 70)], ['Ölfilter', cents(r, 9, 18)], ['Arbeitslohn Ölwechsel', cents(r, 18, 35)]];
  const total = sum(lines.map(([, x]) => x));
  const vat = round2((total / 1.19) * 0.19);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'de'), 0]), blank(), row(['KASSENBON', 0]), row([`Datum ${dateIn('de', day, true)}  ${r.int(8, 17)}:${r.int(10, 59)}`, 0]),
    row([`Kennz. ${plate}`, 0]), row([`Fzg: ${v.make} ${v.model}`, 0]), row([`km-Stand ${kmIn(odo, 'de')}`, 0]), blank(),
    ...lines.map(([name, x]) => row([name, 0], [moneyIn(x, 'de'), 0.72])), blank(),
    row(['SUMME EUR', 0], [moneyIn(total, 'de'), 0.72]), row(['darin MwSt 19 %', 0], [moneyIn(vat, 'de'), 0.72]), row(['EC-Karte', 0], [moneyIn(total, 'de'), 0.72]), blank(),
    row([`Nächster Ölwechsel bei ${kmIn(next, 'de')} km`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wh5-de-oil-kassenbon', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** A Quebec oil-change receipt in French: comma decimals before the $, TPS and TVQ, the next change in km. */
function quebecOilReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack5Vehicle(r, c.n + 8);
  const shop = r.pick(['Lubrification Beaulieu', 'Garage Tremblay Express', 'Centre Mécanique Gagnon']);
  const plate = `${L(r)}${D(r)}${D(r)} ${L(r)}${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 180000);
  const next = odo + 8000;
  const oil = cents(r, 55, 85);
  const filter = cents(r, 11, 19);
  const net = round2(oil + filter);
  const tps = round2(net * 0.05);
  const tvq = round2(net * 0.09975);
  const total = round2(net + tps + tvq);
  const fr = (x: number) => `${x.toFixed(2).replace('.', ',')} $`;
  const rows: Row[] = [
    title(shop, 12), row([`${r.int(100, 9999)} boul. ${r.pick(['Laurier', 'Saint-Joseph', 'Taschereau'])}, ${r.pick(['Québec', 'Laval', 'Longueuil'])}`, 0]), blank(),
    row(["CHANGEMENT D'HUILE", 0]), row([`Date : ${ymd(day, '-')}`, 0]), row([`Véhicule : ${v.year} ${v.make} ${v.model}`, 0]), row([`Plaque : ${plate}`, 0]),
    row([`Odomètre : ${kmIn(odo, 'fr')} km`, 0]), blank(),
    row(['Huile synthétique 0W-20', 0], [fr(oil), 0.68]), row(['Filtre à huile', 0], [fr(filter), 0.68]), row(['Sous-total', 0], [fr(net), 0.68]),
    row(['TPS 5 %', 0], [fr(tps), 0.68]), row(['TVQ 9,975 %', 0], [fr(tvq), 0.68]), row(['TOTAL', 0], [fr(total), 0.68]), blank(),
    row([`Prochain changement : ${kmIn(next, 'fr')} km`, 0]), row(['Merci de votre confiance !', 0]),
  ];
  return {
    kind: 'oil', layout: 'wh5-qc-changement-huile', page: 'receipt', font: 'mono', rows, region: 'ca', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

export const WORLD_HELD_BACK_5_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wh5-it-documento-unico', part: 'held-back', build: italianDocumentoUnico },
  { kind: 'registration', name: 'wh5-uk-v5c-two-pages', part: 'held-back', build: ukV5cTwoPages },
  { kind: 'registration', name: 'wh5-dk-registreringsattest', part: 'held-back', build: danishRegistreringsattest },
  { kind: 'registration', name: 'wh5-ny-registration', part: 'held-back', build: newYorkRegistration },
  { kind: 'registration', name: 'wh5-on-vehicle-permit', part: 'held-back', build: ontarioVehiclePermit },
  { kind: 'insurance', name: 'wh5-de-devk-nachtrag', part: 'held-back', build: germanDevkNachtrag },
  { kind: 'insurance', name: 'wh5-fr-macif-avis-echeance', part: 'held-back', build: frenchMacifAvisEcheance },
  { kind: 'insurance', name: 'wh5-es-lineadirecta-certificado', part: 'held-back', build: spanishLineaDirectaCertificado },
  { kind: 'insurance', name: 'wh5-us-safeco-declarations', part: 'held-back', build: usSafecoDeclarations },
  { kind: 'insurance', name: 'wh5-uk-directline-renewal', part: 'held-back', build: ukDirectLineRenewal },
  { kind: 'insurance', name: 'wh5-ab-wawanesa-card', part: 'held-back', build: albertaWawanesaCard },
  { kind: 'service', name: 'wh5-fr-facture-deux-pages', part: 'held-back', build: frenchGarageInvoice },
  { kind: 'service', name: 'wh5-uk-garage-invoice', part: 'held-back', build: ukGarageInvoice },
  { kind: 'service', name: 'wh5-us-dealer-repair-order', part: 'held-back', build: usDealerRepairOrder },
  { kind: 'oil', name: 'wh5-us-thermal-lube', part: 'held-back', build: usThermalLubeReceipt },
  { kind: 'oil', name: 'wh5-de-oil-kassenbon', part: 'held-back', build: germanOilKassenbon },
  { kind: 'oil', name: 'wh5-qc-changement-huile', part: 'held-back', build: quebecOilReceipt },
];
