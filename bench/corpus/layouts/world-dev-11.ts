/**
 * Development layouts of the eleventh round (issue 22), for the families the held-back sets still read worst by their
 * printed figures only (their misses were never listed): registrations whose holder is printed in ways no earlier
 * layout carries (a Swiss Fahrzeugausweis in three languages, an Austrian "Zulassungsbesitzer" with an academic title,
 * a French company holder, a Spanish "Cotitular", a US "C/O" line, a company owner, a name after its address, an
 * Ontario permit with two registrants); kinds that are easy to confuse (a registration card that says where to renew,
 * an inspection certificate, tyre-change receipts); insurance dates said in unusual ways ("00:01 on ... / midnight
 * on ...", "valable du ... au ...", "Laufzeit vom ... bis ...", a period across a line break, "desde las 00:00 horas
 * del ...") and premiums beside instalments, taxes and fees. A second batch (from wd11-uk-broker-schedule on) adds a
 * broker's schedule naming its insurer, a regional US insurer no list names, a Swiss Police in CHF, an Italian "dalle ore
 * 24 del", a Dutch monthly premium beside the yearly one and an expiry as a month's name; a third (from wd11-uk-cover-note
 * on) a UK cover note, a US evidence-of-insurance letter to a lender, an Austrian Polizze with its Hauptfälligkeit and a UK
 * schedule with ordinal dates; a fourth (from wd11-de-vs-nr-bestaetigung on) policy numbers after "VS-Nr.", "Vers.-Nr." and
 * "Réf. contrat". Each is rendered as text, as a scan or a photo, and
 * always turned half a turn and as a 150 dpi JPEG (generate-world.ts). Every office, shop, wording and person is the
 * author's idea of such papers.
 */
import { addDays, addMonths, iso, makeDay, makePerson, round2, type Day } from '../data';
import { blank, insurerName, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { dateIn, euDevVehicle, kmIn, makeEuPerson, moneyIn, naDevVehicle, phoneOf, plateOf, streetLine, townLine } from '../world-data';

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '/') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const mdy = (day: Day) => `${pad2(day.m)}/${pad2(day.d)}/${day.y}`;
const ymd = (day: Day, sep = '/') => `${day.y}${sep}${pad2(day.m)}${sep}${pad2(day.d)}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const cents = (r: Random, lo: number, hi: number) => round2(r.int(lo * 100, hi * 100) / 100);
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A Swiss Fahrzeugausweis: captions in German, French and Italian; the holder as "SURNAME GIVEN" over an address. */
function swissFahrzeugausweis(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const given = r.pick(['DANIEL', 'CORINNE', 'URS', 'BEATRICE', 'RETO']);
  const family = r.pick(['HUBER', 'MEIER', 'KELLER', 'BRUNNER', 'GERBER']);
  const plate = `${r.pick(['ZH', 'BE', 'LU', 'AG', 'SG'])} ${r.int(10000, 999999)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Fahrzeugausweis / Permis de circulation / Licenza di circolazione', 12), row(['Strassenverkehrsamt des Kantons', 0]), blank(),
    pair('Kontrollschild / Plaque / Targa', plate, 0, 0.45), blank(),
    row(['Halter / Détenteur / Detentore', 0]), row([`${family} ${given}`, 0]),
    row([`${r.pick(['Bahnhofstrasse', 'Seestrasse', 'Dorfstrasse'])} ${r.int(1, 90)}`, 0]), row([r.pick(['8001 Zürich', '3011 Bern', '6003 Luzern']), 0]), blank(),
    pair('Marke und Typ / Marque et type', `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.45),
    pair('Fahrgestell-Nr. / No de châssis', v.vin, 0, 0.45), pair('1. Inverkehrsetzung / 1re mise en circ.', dmy(first, '.'), 0, 0.45),
    pair('Farbe / Couleur', r.pick(['schwarz', 'grau', 'weiss']), 0, 0.45),
  ];
  return {
    kind: 'registration', layout: 'wd11-ch-fahrzeugausweis', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${family} ${given}`, expiryDate: null,
    },
  };
}

/** An Austrian certificate: "Zulassungsbesitzer" with an academic title before the name ("Mag.", "Ing.", "Dipl.-Ing."). */
function austrianZulassungsbesitzer(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const given = r.pick(['Maria', 'Stefan', 'Katharina', 'Wolfgang', 'Elisabeth']);
  const family = r.pick(['Gruber', 'Huber', 'Pichler', 'Moser', 'Steiner']);
  const plate = `${r.pick(['W', 'G', 'L', 'S', 'I'])}-${r.int(100, 99999)} ${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('REPUBLIK ÖSTERREICH', 12), title('Zulassungsbescheinigung Teil I', 13), blank(),
    pair('Kennzeichen', plate, 0, 0.4), pair('Zulassungsbesitzer', `${r.pick(['Mag.', 'Ing.', 'Dipl.-Ing.', 'Dr.'])} ${given} ${family.toUpperCase()}`, 0, 0.4),
    pair('Anschrift', `${r.pick(['Mariahilfer Straße', 'Herrengasse', 'Landstraße'])} ${r.int(2, 80)}, ${r.pick(['1060 Wien', '8010 Graz', '4020 Linz'])}`, 0, 0.4), blank(),
    pair('Marke', v.make.toUpperCase(), 0, 0.4), pair('Type / Handelsbezeichnung', v.model.toUpperCase(), 0, 0.4),
    pair('Fahrgestellnummer', v.vin, 0, 0.4), pair('Datum der Erstzulassung', dmy(first, '.'), 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wd11-at-zulassungsbesitzer', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${given} ${family.toUpperCase()}`, expiryDate: null,
    },
  };
}

/** A French certificate whose holder is a company (C.1 "SARL ..."), C.4a saying it owns the car. */
function frenchCompanyHolder(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const company = `${r.pick(['SARL', 'SAS', 'EURL'])} ${r.pick(['TRANSPORTS MOREAU', 'BOULANGERIE DUVAL', 'PLOMBERIE GIRARD', 'AMBULANCES ROUX'])}`;
  const plate = plateOf(r, 'fr');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title("CERTIFICAT D'IMMATRICULATION", 13), row(['RÉPUBLIQUE FRANÇAISE', 0]), blank(),
    row([`A ${plate}`, 0], [`B ${dmy(first)}`, 0.45]),
    row([`C.1 ${company}`, 0]), row([`C.3 ${r.int(2, 90)} ${r.pick(['ZA des Portes', 'rue du Commerce', 'avenue de la Gare'])} ${r.pick(['69002 LYON', '44000 NANTES', '35000 RENNES'])}`, 0]),
    row(['C.4a EST LE PROPRIÉTAIRE DU VÉHICULE', 0]), blank(),
    row([`D.1 ${v.make.toUpperCase()}`, 0], [`D.3 ${v.model.toUpperCase()}`, 0.45]), row([`E ${v.vin}`, 0]),
    row([`I ${dmy(addDays(first, r.int(10, 600)))}`, 0], [`J.1 VP`, 0.45]),
  ];
  return {
    kind: 'registration', layout: 'wd11-fr-company-holder', page: 'a4', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: company, expiryDate: null,
    },
  };
}

/** A Spanish permiso with a "Titular" and a "Cotitular": the holder is the first. */
function spanishCotitular(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p1 = makeEuPerson(r, 'es');
  const p2 = makeEuPerson(r, 'es');
  const plate = plateOf(r, 'es');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('PERMISO DE CIRCULACIÓN', 14), row(['Jefatura Provincial de Tráfico', 0]), blank(),
    pair('Matrícula', plate, 0, 0.35), pair('Fecha de matriculación', dmy(first), 0, 0.35), blank(),
    pair('Titular', `${p1.given.toUpperCase()} ${p1.family.toUpperCase()}`, 0, 0.35),
    pair('Cotitular', `${p2.given.toUpperCase()} ${p2.family.toUpperCase()}`, 0, 0.35),
    pair('Domicilio', `${streetLine(p1, 'es')}, ${townLine(p1, 'es')}`.toUpperCase(), 0, 0.35), blank(),
    pair('Marca', v.make.toUpperCase(), 0, 0.35), pair('Modelo', v.model.toUpperCase(), 0, 0.35), pair('Nº de bastidor', v.vin, 0, 0.35),
  ];
  return {
    kind: 'registration', layout: 'wd11-es-cotitular', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p1.given} ${p1.family}`.toUpperCase(), expiryDate: null,
    },
  };
}

/** A US registration card whose owner's mail goes to someone else: a "C/O" line between the name and the address. */
function usCareOfOwner(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 5);
  const p = makePerson(r);
  const careOf = r.pick(['FLEETCARE SERVICES', 'MARY JOHNSON', 'SUMMIT PROPERTY MGMT']);
  const plate = plateOf(r, 'us');
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('VEHICLE REGISTRATION', 14), row(['STATE DEPARTMENT OF REVENUE - MOTOR VEHICLE DIVISION', 0]), blank(),
    row(['PLATE NO', 0], ['EXPIRATION', 0.3], ['YEAR', 0.55], ['MAKE', 0.7]), row([plate, 0], [mdy(expiry), 0.3], [String(v.year), 0.55], [v.make.toUpperCase(), 0.7]), blank(),
    pair('MODEL', v.model.toUpperCase(), 0, 0.3), pair('VIN', v.vin, 0, 0.3), blank(),
    row(['OWNER', 0]), row([p.name.toUpperCase(), 0]), row([`C/O ${careOf}`, 0]), row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]),
  ];
  return {
    kind: 'registration', layout: 'wd11-us-care-of-owner', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), year: v.year, ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A US registration owned by a company ("... LLC", "... INC"), a driver named apart. */
function usCompanyOwner(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 6);
  const company = `${r.pick(['BLUE RIDGE LANDSCAPING', 'CORNERSTONE PLUMBING', 'LAKESIDE BAKERY', 'NORTHSTAR ELECTRIC'])} ${r.pick(['LLC', 'INC', 'CO'])}`;
  const driver = makePerson(r);
  const plate = plateOf(r, 'us');
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('CERTIFICATE OF REGISTRATION', 13), row(['DEPARTMENT OF MOTOR VEHICLES - COMMERCIAL', 0]), blank(),
    pair('Registered Owner:', company, 0, 0.3), pair('Address:', `${driver.street}, ${driver.cityLine}`, 0, 0.3),
    pair('Principal Driver:', driver.name, 0, 0.3), blank(),
    pair('Plate:', plate, 0, 0.3), pair('Class:', 'PASSENGER', 0, 0.3), pair('Vehicle:', `${v.year} ${v.make} ${v.model}`, 0, 0.3),
    pair('VIN:', v.vin, 0, 0.3), pair('Registration Expires:', mdy(expiry), 0, 0.3),
  ];
  return {
    kind: 'registration', layout: 'wd11-us-company-owner', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model, year: v.year, ownerName: company, expiryDate: iso(expiry),
    },
  };
}

/** A US registration stub whose address box comes first and the name after it ("Registered to:"). */
function usNameAfterAddress(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 7);
  const p = makePerson(r);
  const plate = plateOf(r, 'us');
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('REGISTRATION CARD - KEEP IN VEHICLE', 12), blank(),
    row(['MAILING ADDRESS', 0]), row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]), blank(),
    row(['REGISTERED TO', 0], ['PLATE', 0.55]), row([p.name.toUpperCase(), 0], [plate, 0.55]), blank(),
    row(['YR/MAKE/MODEL', 0], ['EXPIRES', 0.55]), row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0], [mdy(expiry), 0.55]),
    pair('VIN', v.vin, 0, 0.2),
  ];
  return {
    kind: 'registration', layout: 'wd11-us-name-after-address', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), year: v.year, ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** An Ontario permit (bilingual captions) with two registrants on one line ("SINGH,HARPREET / SINGH,MANPREET"), dates as YYYY/MM/DD. */
function ontarioTwoRegistrants(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 1);
  const family = r.pick(['SINGH', 'TREMBLAY', 'NGUYEN', 'WILSON', 'PATEL']);
  const g1 = r.pick(['HARPREET', 'LUCIE', 'MINH', 'GRAHAM', 'ANIKA']);
  const g2 = r.pick(['MANPREET', 'PIERRE', 'THAO', 'FIONA', 'RAVI']);
  const plate = plateOf(r, 'ca');
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('VEHICLE PERMIT', 12), row(['Ontario - Ministry of Transportation', 0]), blank(),
    row(['PLATE/PLAQUE', 0], ['EXPIRY/EXPIRATION', 0.4]), row([plate, 0], [ymd(expiry), 0.4]), blank(),
    row(['REGISTRANT/PROPRIÉTAIRE', 0]), row([`${family},${g1} / ${family},${g2}`, 0]),
    row([`${r.int(10, 999)} ${r.pick(['KING ST W', 'DUNDAS ST', 'YONGE ST'])}`, 0]), row([`${r.pick(['TORONTO', 'HAMILTON', 'OTTAWA'])} ON M5V 2T6`, 0]), blank(),
    row(['VIN/NIV', 0], ['YEAR/ANNÉE', 0.4], ['MAKE/MARQUE', 0.6]), row([v.vin, 0], [String(v.year), 0.4], [v.make.toUpperCase(), 0.6]),
    pair('MODEL/MODÈLE', v.model.toUpperCase(), 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wd11-ca-on-two-registrants', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), year: v.year, ownerName: `${g1} ${family}`, expiryDate: iso(expiry),
    },
  };
}

/** A US registration card that says where to renew next time: still a card, not a renewal notice. */
function usCardRenewOnline(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 2);
  const p = makePerson(r);
  const plate = plateOf(r, 'us');
  const from = makeDay(r, 2025, 2026);
  const to = addDays(addMonths(from, 12), -1);
  const rows: Row[] = [
    title('MOTOR VEHICLE REGISTRATION', 14), blank(),
    pair('Owner', p.name, 0, 0.3), pair('Address', `${p.street}, ${p.cityLine}`, 0, 0.3), blank(),
    pair('Plate', plate, 0, 0.3), pair('Valid', `${mdy(from)} through ${mdy(to)}`, 0, 0.3),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3), pair('Fees paid', `$${r.int(40, 160)}.00`, 0, 0.3), blank(),
    ...wrap('Sign and keep this card in your vehicle. Next year, renew online at mvd.example.gov or at any county tag office up to 60 days before it expires.', 88),
  ];
  return {
    kind: 'registration', layout: 'wd11-us-card-renew-online', page: 'letter', font: 'serif', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      year: v.year, ownerName: p.name, expiryDate: iso(to),
    },
  };
}

/** A US state inspection certificate: it prints the car and its plate, but it is an inspection, not a registration. */
function usInspectionCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 3);
  const station = r.pick(['Elm Street Auto Inspection', 'County Line Service Center', 'Maple Ridge Garage']);
  const plate = plateOf(r, 'us');
  const day = makeDay(r, 2025, 2026);
  const rows: Row[] = [
    title('CERTIFICATE OF INSPECTION', 14), row(['OFFICIAL STATE INSPECTION STATION', 0]), row([station, 0]), blank(),
    pair('Inspection date', mdy(day), 0, 0.35), pair('Sticker no.', `${L(r)}${r.int(1000000, 9999999)}`, 0, 0.35),
    pair('Plate', plate, 0, 0.35), pair('Year / Make', `${v.year} ${v.make.toUpperCase()}`, 0, 0.35), pair('Model', v.model.toUpperCase(), 0, 0.35),
    pair('VIN', v.vin, 0, 0.35), pair('Odometer', r.int(12000, 160000).toLocaleString('en-US'), 0, 0.35), blank(),
    ...table([['Item', 0], ['Result', 0.6]], [['Brakes', 'PASS'], ['Lights and signals', 'PASS'], ['Tires', 'PASS'], ['Emissions (OBD)', 'PASS']]),
    blank(), row([`Overall result: PASSED   Sticker expires ${pad2(day.m)}/${day.y + 1}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'wd11-us-inspection-certificate', page: 'letter', font: 'sans', rows, region: 'us',
    expected: { documentKind: 'inspection_report', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year },
  };
}

/** A UK certificate of motor insurance whose dates are "00:01 hours on ..." and "midnight on ...". */
function ukCertificateMidnight(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'uk');
  const brand = r.pick(['Hastings Direct', 'Churchill', 'Admiral']);
  const plate = plateOf(r, 'uk');
  const policy = `${L(r)}${L(r)}${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const long = (d: Day) => `${d.d} ${MONTHS[d.m - 1]} ${d.y}`;
  const rows: Row[] = [
    title(brand, 14), title('CERTIFICATE OF MOTOR INSURANCE', 12), blank(),
    pair('1. Registration mark of vehicle', plate, 0, 0.5), pair('2. Name of policyholder', `${p.given} ${p.family}`, 0, 0.5),
    ...wrap(`3. Effective date of the commencement of insurance for the purposes of the relevant law: 00:01 hours on ${long(start)}`, 90),
    ...wrap(`4. Date of expiry of insurance: midnight on ${long(end)}`, 90),
    pair('5. Persons or classes of persons entitled to drive', 'The policyholder', 0, 0.5), pair('Policy number', policy, 0, 0.5),
    pair('Vehicle', `${v.make} ${v.model}`, 0, 0.5), blank(),
    ...wrap('I hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Great Britain.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd11-uk-certificate-midnight', page: 'a4', font: 'serif', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A French attestation d'assurance: "valable du ... au ..." wrapped over two lines. */
function frenchAttestationValable(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'fr');
  const brand = r.pick(['Groupama', 'Matmut', 'GMF']);
  const plate = plateOf(r, 'fr');
  const policy = `${r.int(1000000, 9999999)}${L(r)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title(brand, 14), title("ATTESTATION D'ASSURANCE", 12), row(['Responsabilité civile automobile', 0]), blank(),
    pair('Souscripteur', `${p.given} ${p.family.toUpperCase()}`, 0, 0.35), pair('Contrat n°', policy, 0, 0.35),
    pair('Véhicule', `${v.make} ${v.model}`, 0, 0.35), pair('Immatriculation', plate, 0, 0.35), blank(),
    row([`La présente attestation est valable du ${dmy(start)}`, 0]), row([`au ${dmy(end)} inclus, sous réserve du paiement de la cotisation.`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'wd11-fr-attestation-valable', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family.toUpperCase()}`, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A German Versicherungsschein: "Laufzeit vom ... bis ...", quarterly instalments beside the annual premium with tax. */
function germanLaufzeitRaten(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'de');
  const brand = r.pick(['HUK-COBURG', 'Allianz', 'DEVK']);
  const plate = plateOf(r, 'de');
  const policy = `${r.int(100, 999)}/${r.int(100000, 999999)}-${L(r)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rate = cents(r, 60, 260);
  const rows: Row[] = [
    title(brand, 14), title('Versicherungsschein Kraftfahrtversicherung', 12), blank(),
    pair('Versicherungsnehmer', `${p.given} ${p.family}`, 0, 0.4), pair('Versicherungsschein-Nr.', policy, 0, 0.4),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.4), pair('Amtl. Kennzeichen', plate, 0, 0.4),
    pair('Laufzeit', `vom ${dmy(start, '.')} bis ${dmy(end, '.')}, 0 Uhr`, 0, 0.4), blank(),
    pair('Zahlungsweise', 'vierteljährlich', 0, 0.4), pair('Beitrag je Rate', `${moneyIn(rate, 'de')} EUR`, 0, 0.4),
    pair('Jahresbeitrag inkl. 19 % VersSt', `${moneyIn(round2(rate * 4), 'de')} EUR`, 0, 0.4),
  ];
  return {
    kind: 'insurance', layout: 'wd11-de-laufzeit-raten', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: round2(rate * 4),
    },
  };
}

/** A US declarations page: an instalment plan and its fee beside the total policy premium. */
function usDeclarationsInstallments(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 7);
  const p = makePerson(r);
  const brand = r.pick(['Travelers', 'The Hartford', 'American Family']);
  const policy = `${r.int(100, 999)}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const total = cents(r, 900, 2400);
  const down = round2(total / 6);
  const rest = round2((total - down) / 5);
  const rows: Row[] = [
    title(brand, 15), title('Personal Auto Policy Declarations', 12), blank(),
    pair('Named insured', p.name, 0, 0.3), pair('Mailing address', `${p.street}, ${p.cityLine}`, 0, 0.3), pair('Policy number', policy, 0, 0.3),
    pair('Policy period', `From ${mdy(start)} To ${mdy(end)} 12:01 A.M. at the address above`, 0, 0.3), blank(),
    pair('Insured vehicle', `${v.year} ${v.make} ${v.model}  VIN ${v.vin}`, 0, 0.3), blank(),
    ...table([['Coverage', 0], ['Limit', 0.45], ['Premium', 0.78]], [
      ['Liability', '$250,000/$500,000', usd(round2(total * 0.5))], ['Comprehensive', '$500 deductible', usd(round2(total * 0.2))],
      ['Collision', '$500 deductible', usd(round2(total - round2(total * 0.5) - round2(total * 0.2)))],
    ]),
    pair('Total policy premium', usd(total), 0, 0.78), blank(),
    row(['Payment plan: 6 installments', 0]), pair('Down payment due at inception', usd(down), 0, 0.78), pair('5 monthly installments of', usd(rest), 0, 0.78),
    pair('Installment fee (per installment)', '$5.00', 0, 0.78),
  ];
  return {
    kind: 'insurance', layout: 'wd11-us-declarations-installments', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      insuranceProvider: insurerName(brand), policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** A Canadian liability card: the policy period wraps after "to / au", the dates as YYYY/MM/DD. */
function canadianCardLineBreak(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 1);
  const p = makePerson(r);
  const brand = r.pick(['Intact Insurance', 'Economical Insurance', 'Co-operators']);
  const policy = `${L(r)}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rows: Row[] = [
    title('LIABILITY INSURANCE CARD / CARTE D\'ASSURANCE RESPONSABILITÉ', 10), row([brand, 0]), blank(),
    row(['Named Insured / Assuré désigné', 0]), row([p.name.toUpperCase(), 0]), blank(),
    pair('Policy No. / No de police', policy, 0, 0.45),
    pair('Policy Period / Période de la police', `${ymd(start)} to / au`, 0, 0.45), pair('', ymd(end), 0, 0.45), blank(),
    row(['Year / Année', 0], ['Make / Marque', 0.25], ['Model / Modèle', 0.5]), row([String(v.year), 0], [v.make, 0.25], [v.model, 0.5]),
    pair('VIN / NIV', v.vin, 0, 0.25), blank(),
    ...wrap('This card must be carried in the vehicle. Ce certificat doit être conservé dans le véhicule.', 88),
  ];
  return {
    kind: 'insurance', layout: 'wd11-ca-card-period-wrapped', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name.toUpperCase(),
      insuranceProvider: insurerName(brand), policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A UK renewal: the period as "12 months from 00:01 on ... to 23:59 on ...", annual price beside monthly instalments. */
function ukRenewalInstalments(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'uk');
  const brand = r.pick(['Aviva', 'Saga', 'Esure']);
  const plate = plateOf(r, 'uk');
  const policy = `${L(r)}${L(r)}${L(r)}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const annual = cents(r, 380, 1200);
  const monthly = round2((annual * 1.12) / 12);
  const long = (d: Day) => `${d.d} ${MONTHS[d.m - 1]} ${d.y}`;
  const rows: Row[] = [
    title(brand, 14), title('Your car insurance renewal', 12), blank(),
    row([`Dear ${p.given} ${p.family},`, 0]), blank(),
    pair('Policy number', policy, 0, 0.4), pair('Car', `${v.make} ${v.model} (${plate})`, 0, 0.4),
    ...wrap(`Period of insurance: 12 months from 00:01 on ${long(start)} to 23:59 on ${long(end)}.`, 90), blank(),
    pair('Total annual premium (including Insurance Premium Tax)', `£${moneyIn(annual, 'uk')}`, 0, 0.7),
    pair('Or pay monthly: 12 instalments of', `£${moneyIn(monthly, 'uk')}`, 0, 0.7),
    pair('Total amount payable by instalments', `£${moneyIn(round2(monthly * 12), 'uk')}`, 0, 0.7),
    pair('Representative APR', '21.9%', 0, 0.7),
  ];
  return {
    kind: 'insurance', layout: 'wd11-uk-renewal-instalments', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: annual,
    },
  };
}

/** Spanish condiciones particulares: "desde las 00:00 horas del ... hasta las 24:00 horas del ...", net, taxes, total. */
function spanishCondicionesHoras(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'es');
  const brand = r.pick(['Mutua Madrileña', 'Línea Directa', 'Pelayo']);
  const plate = plateOf(r, 'es');
  const policy = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const net = cents(r, 250, 800);
  const taxes = round2(net * 0.0815);
  const total = round2(net + taxes);
  const words = (d: Day) => `${d.d} de ${MESES[d.m - 1]} de ${d.y}`;
  const rows: Row[] = [
    title(brand, 14), title('CONDICIONES PARTICULARES - SEGURO DE AUTOMÓVIL', 11), blank(),
    pair('Tomador', `${p.given} ${p.family}`, 0, 0.35), pair('Nº de póliza', policy, 0, 0.35),
    pair('Vehículo', `${v.make} ${v.model}`, 0, 0.35), pair('Matrícula', plate, 0, 0.35), blank(),
    ...wrap(`Duración del seguro: desde las 00:00 horas del ${words(start)} hasta las 24:00 horas del ${words(end)}.`, 90), blank(),
    pair('Prima neta', `${moneyIn(net, 'es')} €`, 0, 0.6), pair('Impuestos y recargos (IPS, Consorcio)', `${moneyIn(taxes, 'es')} €`, 0, 0.6),
    pair('Prima total anual', `${moneyIn(total, 'es')} €`, 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd11-es-condiciones-horas', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** A US tire shop's receipt: mounting, balancing and valve stems (a disposal fee is no work), not an oil change. */
function usTireChangeReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 4);
  const shop = r.pick(['Summit Tire & Wheel', 'Discount Tire Depot', 'Big Valley Tire']);
  const plate = plateOf(r, 'us');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 120000);
  const items: [string, number][] = [
    ['Mount and balance 4 tires', cents(r, 60, 110)], ['TPMS valve service kits (4)', cents(r, 20, 40)], ['Seasonal tire swap - winter to summer', cents(r, 30, 60)],
  ];
  const disposal = cents(r, 10, 20);
  const net = round2(items.reduce((n, [, x]) => n + x, 0) + disposal);
  const tax = round2(net * 0.06);
  const total = round2(net + tax);
  const rows: Row[] = [
    title(shop, 14), row([phoneOf(r, 'us'), 0]), blank(), title('RECEIPT', 12),
    pair('Date', mdy(day), 0, 0.3), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('Plate', plate, 0, 0.3),
    pair('Mileage', odo.toLocaleString('en-US'), 0, 0.3), blank(),
    ...items.map(([name, x]) => row([name, 0], [usd(x), 0.7])), row(['Tire disposal fee (4)', 0], [usd(disposal), 0.7]), row(['Tax', 0], [usd(tax), 0.7]), row(['TOTAL', 0], [usd(total), 0.7]), blank(),
    row(['Re-torque lug nuts after 50 miles.', 0]),
  ];
  return {
    kind: 'service', layout: 'wd11-us-tire-change-receipt', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** A German Quittung for a seasonal wheel change and storage: a service invoice. */
function germanRaederwechselQuittung(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const shop = r.pick(['Reifen Becker', 'Reifendienst Vogel', 'Autoservice Brandt']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const items: [string, number][] = [['Räderwechsel Winter auf Sommer', cents(r, 25, 45)], ['Auswuchten 4 Räder', cents(r, 20, 40)], ['Einlagerung Winterräder', cents(r, 30, 60)]];
  const total = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(total - total / 1.19);
  const rows: Row[] = [
    title(shop, 14), row([phoneOf(r, 'de'), 0]), blank(), title('QUITTUNG', 12),
    pair('Datum', dateIn('de', day, true), 0, 0.3), pair('Kennzeichen', plate, 0, 0.3), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.3),
    pair('km-Stand', kmIn(odo, 'de'), 0, 0.3), blank(),
    ...items.map(([name, x]) => row([name, 0], [`${moneyIn(x, 'de')} €`, 0.7])),
    row(['Gesamt (inkl. MwSt.)', 0], [`${moneyIn(total, 'de')} €`, 0.7]), row([`darin enthaltene MwSt. 19 %`, 0], [`${moneyIn(vat, 'de')} €`, 0.7]), blank(),
    row(['Betrag dankend erhalten.', 0]),
  ];
  return {
    kind: 'service', layout: 'wd11-de-raederwechsel-quittung', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** A broker's schedule: the broker's letterhead on top, the insurer named on a line of its own with its legal name. */
function ukBrokerSchedule(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'uk');
  const broker = r.pick(['Northgate Insurance Brokers Ltd', 'Abbey Lane Insurance Services', 'Pennine Brokers Limited']);
  const [brand, legal] = r.pick([['Ageas', 'Ageas Insurance Limited'], ['Zurich', 'Zurich Insurance plc'], ['AXA', 'AXA Insurance UK plc']]);
  const plate = plateOf(r, 'uk');
  const policy = `${L(r)}${L(r)}${r.int(100000, 999999)}${L(r)}`;
  const certificate = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const premium = cents(r, 350, 1100);
  const rows: Row[] = [
    title(broker, 13), row([`Authorised and regulated by the Financial Conduct Authority · ${phoneOf(r, 'uk')}`, 0]), blank(),
    title('MOTOR INSURANCE SCHEDULE', 12),
    pair('Insurer', legal, 0, 0.35), pair('Policy number', policy, 0, 0.35), pair('Certificate number', certificate, 0, 0.35),
    pair('Policyholder', `${p.given} ${p.family}`, 0, 0.35), pair('Vehicle', `${v.make} ${v.model}  ${plate}`, 0, 0.35),
    pair('Period of cover', `From 00:01 hrs ${dmy(start)} to midnight ${dmy(end)}`, 0, 0.35), blank(),
    pair('Premium (including IPT at 12%)', `£${moneyIn(premium, 'uk')}`, 0, 0.5), pair('Broker arrangement fee', `£${r.int(20, 45)}.00`, 0, 0.5), blank(),
    ...wrap(`${broker} arranges this insurance on your behalf. Your insurer is ${legal}.`, 90),
  ];
  return {
    kind: 'insurance', layout: 'wd11-uk-broker-schedule', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A US card from a regional insurer no list names, "Underwritten by" its mutual company, a spaced policy number. */
function usRegionalInsurerCard(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 7);
  const p = makePerson(r);
  const [brand, legal] = r.pick([
    ['Grange Insurance', 'Grange Mutual Casualty Company'], ['Frankenmuth Insurance', 'Frankenmuth Mutual Insurance Company'],
    ['Cincinnati Insurance', 'The Cincinnati Insurance Company'], ['Pekin Insurance', 'Pekin Life and Casualty Company'],
  ]);
  const policy = `${L(r)}${L(r)}${L(r)} ${r.int(1000, 9999)} ${r.int(1000, 9999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const rows: Row[] = [
    title(brand.toUpperCase(), 14), title('AUTOMOBILE INSURANCE IDENTIFICATION CARD', 11), blank(),
    row(['POLICY NUMBER', 0], ['EFFECTIVE DATE', 0.4], ['EXPIRATION DATE', 0.7]), row([policy, 0], [mdy(start), 0.4], [mdy(end), 0.7]), blank(),
    row(['YEAR', 0], ['MAKE/MODEL', 0.15], ['VEHICLE IDENTIFICATION NUMBER', 0.5]), row([String(v.year), 0], [`${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0.15], [v.vin, 0.5]), blank(),
    row(['INSURED', 0]), row([p.name.toUpperCase(), 0]), row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]), blank(),
    row([`Underwritten by ${legal}   NAIC ${r.int(10000, 39999)}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'wd11-us-regional-insurer-card', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, make: v.make, model: v.model.toUpperCase(), year: v.year, ownerName: p.name.toUpperCase(),
      insuranceProvider: insurerName(brand), policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A Swiss Police: "Versicherer" by its legal name, "Versicherungsbeginn" / "Ablauf", a premium in CHF with 1'234.50. */
function swissPolice(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const given = r.pick(['Sandra', 'Thomas', 'Nicole', 'Martin']);
  const family = r.pick(['Baumann', 'Frei', 'Zimmermann', 'Schmid']);
  const [brand, legal] = r.pick([['Helvetia', 'Helvetia Schweizerische Versicherungsgesellschaft AG'], ['Baloise', 'Baloise Versicherung AG'], ['Die Mobiliar', 'Schweizerische Mobiliar Versicherungsgesellschaft AG']]);
  const plate = `${r.pick(['ZH', 'BE', 'AG', 'SG'])} ${r.int(10000, 999999)}`;
  const policy = `${r.int(10, 99)}.${r.int(100, 999)}.${r.int(100, 999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const premium = cents(r, 700, 2400);
  const chf = (n: number) => n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const rows: Row[] = [
    title(brand, 14), title('Police Motorfahrzeugversicherung', 12), blank(),
    pair('Versicherer', legal, 0, 0.35), pair('Police-Nr.', policy, 0, 0.35), pair('Versicherungsnehmer', `${given} ${family}`, 0, 0.35),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35), pair('Kontrollschild', plate, 0, 0.35), blank(),
    pair('Versicherungsbeginn', dmy(start, '.'), 0, 0.35), pair('Ablauf', dmy(end, '.'), 0, 0.35), blank(),
    pair('Jahresprämie inkl. eidg. Stempelabgabe', `CHF ${chf(premium)}`, 0, 0.55),
  ];
  return {
    kind: 'insurance', layout: 'wd11-ch-police', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${given} ${family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** An Italian polizza: "dalle ore 24 del ... alle ore 24 del ...", the insurer's Italian branch on a line of its own. */
function italianDalleOre(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'it');
  const [brand, legal] = r.pick([['Zurich', "Zurich Insurance plc - Rappresentanza Generale per l'Italia"], ['AXA', 'AXA Assicurazioni S.p.A.'], ['Generali', 'Generali Italia S.p.A.']]);
  const plate = plateOf(r, 'it');
  const policy = `${r.int(100000000, 999999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 300, 1200);
  const rows: Row[] = [
    title(brand, 14), title('POLIZZA RESPONSABILITÀ CIVILE AUTO', 12), row([legal, 0]), blank(),
    pair('Contraente', `${p.given} ${p.family}`, 0, 0.35), pair('Numero polizza', policy, 0, 0.35), pair('Veicolo', `${v.make} ${v.model}`, 0, 0.35),
    pair('Targa', plate, 0, 0.35), blank(),
    ...wrap(`Periodo di assicurazione: dalle ore 24 del ${dmy(start)} alle ore 24 del ${dmy(end)}.`, 90), blank(),
    pair('Premio imponibile', `€ ${moneyIn(round2(premium / 1.265), 'it')}`, 0, 0.55), pair('Imposte e contributo SSN', `€ ${moneyIn(round2(premium - round2(premium / 1.265)), 'it')}`, 0, 0.55),
    pair('Premio annuo lordo', `€ ${moneyIn(premium, 'it')}`, 0, 0.55),
  ];
  return {
    kind: 'insurance', layout: 'wd11-it-dalle-ore', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Dutch polisblad: "verzekerd van ... tot ...", a monthly premium beside the yearly one. */
function dutchPerMaand(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'nl');
  const brand = r.pick(['Centraal Beheer', 'Interpolis', 'FBTO']);
  const plate = plateOf(r, 'nl');
  const policy = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const monthly = cents(r, 25, 95);
  const words = (d: Day) => dateIn('nl', d, false);
  const rows: Row[] = [
    title(brand, 14), title('Polisblad autoverzekering', 12), blank(),
    pair('Verzekeringnemer', `${p.given} ${p.family}`, 0, 0.35), pair('Polisnummer', policy, 0, 0.35), pair('Kenteken', plate, 0, 0.35),
    pair('Merk en type', `${v.make} ${v.model}`, 0, 0.35), blank(),
    row([`U bent verzekerd van ${words(start)} tot ${words(end)}.`, 0]), blank(),
    pair('Premie per maand (incl. assurantiebelasting)', `€ ${moneyIn(monthly, 'nl')}`, 0, 0.6), pair('Premie per jaar (incl. assurantiebelasting)', `€ ${moneyIn(round2(monthly * 12), 'nl')}`, 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd11-nl-per-maand', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: round2(monthly * 12),
    },
  };
}

/** A US registration whose expiry is a month's name and a year ("VALID THROUGH: MARCH 2027"), the owner above the address. */
function usMonthNameExpiry(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 4);
  const p = makePerson(r);
  const plate = plateOf(r, 'us');
  const y = r.int(2026, 2027);
  const m = r.int(1, 12);
  const expiry = { y, m, d: new Date(Date.UTC(y, m, 0)).getUTCDate() };
  const rows: Row[] = [
    title('REGISTRATION CERTIFICATE', 13), row(['BUREAU OF MOTOR VEHICLES', 0]), blank(),
    row(['OWNER NAME AND ADDRESS', 0], ['PLATE', 0.6]), row([p.name.toUpperCase(), 0], [plate, 0.6]), row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]), blank(),
    pair('VALID THROUGH:', `${MONTHS[m - 1].toUpperCase()} ${y}`, 0, 0.3), pair('VEHICLE:', `${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.3),
    pair('VIN:', v.vin, 0, 0.3),
  ];
  return {
    kind: 'registration', layout: 'wd11-us-month-name-expiry', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), year: v.year, ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A UK temporary cover note: cover from a time on a day to the same time a month later, and the policy it belongs to. */
function ukCoverNote(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'uk');
  const brand = r.pick(['Admiral', 'Hastings Direct', 'Churchill']);
  const plate = plateOf(r, 'uk');
  const policy = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 1);
  const time = `${pad2(r.int(8, 19))}:${pad2(r.int(0, 59))}`;
  const rows: Row[] = [
    title(brand, 14), title('TEMPORARY COVER NOTE', 12), blank(),
    pair('Cover note number', `CN${r.int(100000, 999999)}`, 0, 0.4), pair('Policy number', policy, 0, 0.4), pair('Policyholder', `${p.given} ${p.family}`, 0, 0.4),
    pair('Vehicle', `${v.make} ${v.model}`, 0, 0.4), pair('Registration mark', plate, 0, 0.4), blank(),
    pair('Cover commences', `${time} on ${dmy(start)}`, 0, 0.4), pair('Cover expires', `${time} on ${dmy(end)}`, 0, 0.4), blank(),
    ...wrap('This cover note is evidence of insurance as required by the relevant law until your certificate of motor insurance is issued.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd11-uk-cover-note', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A US evidence-of-insurance letter to a lender: two named insureds joined by "and", a lienholder who is no owner. */
function usEvidenceLetter(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 6);
  const p1 = makePerson(r);
  const p2 = makePerson(r);
  const brand = r.pick(['State Farm', 'Allstate', 'Nationwide']);
  const lender = r.pick(['ALLY FINANCIAL', 'CAPITAL ONE AUTO FINANCE', 'TOYOTA MOTOR CREDIT CORP']);
  const policy = `${r.int(100, 999)} ${r.int(1000, 9999)}-${L(r)}${r.int(10, 99)}-${r.int(10, 99)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const rows: Row[] = [
    title(brand, 15), title('Evidence of Insurance', 12), blank(),
    row([`To: ${lender}, its successors and/or assigns`, 0]), blank(),
    pair('Named insured(s)', `${p1.name.toUpperCase()} AND ${p2.name.split(' ')[0].toUpperCase()} ${p2.name.split(' ')[1].toUpperCase()}`, 0, 0.3),
    pair('Policy number', policy, 0, 0.3), pair('Policy term', `${mdy(start)} - ${mdy(end)}`, 0, 0.3),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3), pair('Lienholder / Loss payee', lender, 0, 0.3), blank(),
    ...wrap('This letter confirms that the vehicle above is insured for comprehensive and collision coverage with the lienholder shown as loss payee. It is not a policy and does not amend, extend or alter the coverage.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd11-us-evidence-letter', page: 'letter', font: 'serif', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p1.name.toUpperCase(),
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** An Austrian Polizze: "Versicherungsbeginn", "Vertragsablauf" and the yearly due day ("Hauptfälligkeit"), not a renewal. */
function austrianPolizze(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const given = r.pick(['Johanna', 'Florian', 'Verena', 'Lukas']);
  const family = r.pick(['Wimmer', 'Egger', 'Berger', 'Aigner']);
  const brand = r.pick(['Wiener Städtische', 'UNIQA', 'Generali']);
  const plate = `${r.pick(['W', 'G', 'L', 'S'])}-${r.int(100, 99999)} ${L(r)}`;
  const policy = `${r.int(1000000000, 9999999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 400, 1500);
  const rows: Row[] = [
    title(brand, 14), title('Polizze Kfz-Haftpflichtversicherung', 12), blank(),
    pair('Versicherungsnehmer', `${given} ${family}`, 0, 0.4), pair('Polizzennummer', policy, 0, 0.4),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.4), pair('Kennzeichen', plate, 0, 0.4), blank(),
    pair('Versicherungsbeginn', `${dmy(start, '.')}, 00:00 Uhr`, 0, 0.4), pair('Vertragsablauf', dmy(end, '.'), 0, 0.4),
    pair('Hauptfälligkeit', `${pad2(start.d)}.${pad2(start.m)}.`, 0, 0.4), blank(),
    pair('Jahresprämie inkl. motorbezogener Versicherungssteuer', `EUR ${moneyIn(premium, 'de')}`, 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd11-at-polizze', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${given} ${family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A UK schedule with ordinal dates ("Start date: 1st April 2026", "End date: 31st March 2027"). */
function ukOrdinalDates(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'uk');
  const brand = r.pick(['Aviva', 'Direct Line', 'Saga']);
  const plate = plateOf(r, 'uk');
  const policy = `${L(r)}${L(r)}${L(r)}/${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const premium = cents(r, 320, 980);
  const ord = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
  const long = (d: Day) => `${ord(d.d)} ${MONTHS[d.m - 1]} ${d.y}`;
  const rows: Row[] = [
    title(brand, 14), title('Motor Policy Schedule', 12), blank(),
    pair('Policy number', policy, 0, 0.35), pair('Name', `${p.given} ${p.family}`, 0, 0.35),
    pair('Car', `${v.make} ${v.model}`, 0, 0.35), pair('Registration', plate, 0, 0.35), blank(),
    pair('Start date', long(start), 0, 0.35), pair('End date', long(end), 0, 0.35), blank(),
    pair('Total cost (including Insurance Premium Tax)', `£${moneyIn(premium, 'uk')}`, 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd11-uk-ordinal-dates', page: 'a4', font: 'serif', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A German Versicherungsbestätigung: the policy as "VS-Nr.", cover "vom ... bis ...". */
function germanVsNrBestaetigung(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'de');
  const brand = r.pick(['LVM', 'VHV', 'Gothaer']);
  const plate = plateOf(r, 'de');
  const policy = `${L(r)}${L(r)}-${r.int(1000, 9999)}/${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title(brand, 14), title('Versicherungsbestätigung Kfz-Haftpflicht', 12), blank(),
    pair('VS-Nr.', policy, 0, 0.35), pair('Versicherungsnehmer', `${p.given} ${p.family}`, 0, 0.35),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35), pair('Kennzeichen', plate, 0, 0.35), blank(),
    row([`Versicherungsschutz besteht vom ${dmy(start, '.')} bis ${dmy(end, '.')}.`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'wd11-de-vs-nr-bestaetigung', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A German Versicherungsschein: "Vers.-Nr." with spaced groups, "Versicherungsdauer" as a range, "zu zahlender Jahresbeitrag". */
function germanVersNrSchein(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'de');
  const brand = r.pick(['Debeka', 'Signal Iduna', 'Provinzial']);
  const plate = plateOf(r, 'de');
  const policy = `${r.int(1, 9)} ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 280, 1100);
  const rows: Row[] = [
    title(brand, 14), title('Versicherungsschein Kraftfahrtversicherung', 12), blank(),
    pair('Vers.-Nr.', policy, 0, 0.35), pair('Versicherungsnehmer', `${p.given} ${p.family}`, 0, 0.35),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35), pair('Kennzeichen', plate, 0, 0.35),
    pair('Versicherungsdauer', `${dmy(start, '.')} - ${dmy(end, '.')}`, 0, 0.35), blank(),
    pair('zu zahlender Jahresbeitrag', `${moneyIn(premium, 'de')} €`, 0, 0.55),
  ];
  return {
    kind: 'insurance', layout: 'wd11-de-vers-nr-schein', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** French conditions particulières: "Réf. contrat", "Date d'effet", "Date d'échéance", "Cotisation annuelle TTC". */
function frenchRefContrat(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'fr');
  const brand = r.pick(['MAIF', 'Pacifica', 'Direct Assurance']);
  const plate = plateOf(r, 'fr');
  const policy = `${L(r)}${L(r)} ${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 300, 1200);
  const rows: Row[] = [
    title(brand, 14), title('CONDITIONS PARTICULIÈRES - ASSURANCE AUTO', 12), blank(),
    pair('Réf. contrat', policy, 0, 0.35), pair('Souscripteur', `${p.given} ${p.family}`, 0, 0.35),
    pair('Véhicule', `${v.make} ${v.model}`, 0, 0.35), pair('Immatriculation', plate, 0, 0.35), blank(),
    pair("Date d'effet", dmy(start), 0, 0.35), pair("Date d'échéance", dmy(end), 0, 0.35), blank(),
    pair('Cotisation annuelle TTC', `${moneyIn(premium, 'fr')} €`, 0, 0.55),
  ];
  return {
    kind: 'insurance', layout: 'wd11-fr-ref-contrat', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

export const WORLD_DEV_11_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wd11-ch-fahrzeugausweis', part: 'dev', build: swissFahrzeugausweis },
  { kind: 'registration', name: 'wd11-at-zulassungsbesitzer', part: 'dev', build: austrianZulassungsbesitzer },
  { kind: 'registration', name: 'wd11-fr-company-holder', part: 'dev', build: frenchCompanyHolder },
  { kind: 'registration', name: 'wd11-es-cotitular', part: 'dev', build: spanishCotitular },
  { kind: 'registration', name: 'wd11-us-care-of-owner', part: 'dev', build: usCareOfOwner },
  { kind: 'registration', name: 'wd11-us-company-owner', part: 'dev', build: usCompanyOwner },
  { kind: 'registration', name: 'wd11-us-name-after-address', part: 'dev', build: usNameAfterAddress },
  { kind: 'registration', name: 'wd11-ca-on-two-registrants', part: 'dev', build: ontarioTwoRegistrants },
  { kind: 'registration', name: 'wd11-us-card-renew-online', part: 'dev', build: usCardRenewOnline },
  { kind: 'registration', name: 'wd11-us-inspection-certificate', part: 'dev', build: usInspectionCertificate },
  { kind: 'insurance', name: 'wd11-uk-certificate-midnight', part: 'dev', build: ukCertificateMidnight },
  { kind: 'insurance', name: 'wd11-fr-attestation-valable', part: 'dev', build: frenchAttestationValable },
  { kind: 'insurance', name: 'wd11-de-laufzeit-raten', part: 'dev', build: germanLaufzeitRaten },
  { kind: 'insurance', name: 'wd11-us-declarations-installments', part: 'dev', build: usDeclarationsInstallments },
  { kind: 'insurance', name: 'wd11-ca-card-period-wrapped', part: 'dev', build: canadianCardLineBreak },
  { kind: 'insurance', name: 'wd11-uk-renewal-instalments', part: 'dev', build: ukRenewalInstalments },
  { kind: 'insurance', name: 'wd11-es-condiciones-horas', part: 'dev', build: spanishCondicionesHoras },
  { kind: 'service', name: 'wd11-us-tire-change-receipt', part: 'dev', build: usTireChangeReceipt },
  { kind: 'service', name: 'wd11-de-raederwechsel-quittung', part: 'dev', build: germanRaederwechselQuittung },
  { kind: 'insurance', name: 'wd11-uk-broker-schedule', part: 'dev', build: ukBrokerSchedule },
  { kind: 'insurance', name: 'wd11-us-regional-insurer-card', part: 'dev', build: usRegionalInsurerCard },
  { kind: 'insurance', name: 'wd11-ch-police', part: 'dev', build: swissPolice },
  { kind: 'insurance', name: 'wd11-it-dalle-ore', part: 'dev', build: italianDalleOre },
  { kind: 'insurance', name: 'wd11-nl-per-maand', part: 'dev', build: dutchPerMaand },
  { kind: 'registration', name: 'wd11-us-month-name-expiry', part: 'dev', build: usMonthNameExpiry },
  { kind: 'insurance', name: 'wd11-uk-cover-note', part: 'dev', build: ukCoverNote },
  { kind: 'insurance', name: 'wd11-us-evidence-letter', part: 'dev', build: usEvidenceLetter },
  { kind: 'insurance', name: 'wd11-at-polizze', part: 'dev', build: austrianPolizze },
  { kind: 'insurance', name: 'wd11-uk-ordinal-dates', part: 'dev', build: ukOrdinalDates },
  { kind: 'insurance', name: 'wd11-de-vs-nr-bestaetigung', part: 'dev', build: germanVsNrBestaetigung },
  { kind: 'insurance', name: 'wd11-de-vers-nr-schein', part: 'dev', build: germanVersNrSchein },
  { kind: 'insurance', name: 'wd11-fr-ref-contrat', part: 'dev', build: frenchRefContrat },
];
