/**
 * The second held-back world set (issue 22, written after the third round): new countries (Austria, Belgium,
 * Ireland, Alberta, Washington State), new insurers, garages and lube chains, new wordings of what owners bring.
 * Written blind, from the author's idea of the real documents, before any tuning of the round that follows; read
 * once before and once after that round and never used to develop the parser. Its files and expected values live in
 * bench/corpus/world-held-back-2/.
 */
import { addDays, addMonths, iso, makeDay, makePerson, money, round2, withTrim, writeDate, type Day } from '../data';
import { blank, boxedFields, insurerName, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import {
  COLOUR_WORDS, dateIn, euHeldBack2Vehicle, kmIn, makeEuPerson, moneyIn, naHeldBack2Vehicle, phoneOf, plateOf, streetLine, townLine,
} from '../world-data';

const LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (d: Day, sep = '/') => `${pad2(d.d)}${sep}${pad2(d.m)}${sep}${d.y}`;
const ymd = (d: Day, sep = '-') => `${d.y}${sep}${pad2(d.m)}${sep}${pad2(d.d)}`;
function us(c: Ctx, day: Day): string {
  const styles = ['us', 'long', 'upper', 'us-short'] as const;
  return writeDate(day, styles[c.n % styles.length]);
}

/** An Austrian Zulassungsschein: EU codes in two columns, code then value, the holder in C.1.1/C.1.2. */
function austrianZulassung(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack2Vehicle(r, c.n);
  const p = makeEuPerson(r, 'de');
  const plate = `${r.pick(['W', 'G', 'L', 'S', 'I'])}-${r.int(100, 9999)} ${r.pick(LETTERS)}${r.pick(LETTERS)}`;
  const first = makeDay(r, v.year, v.year);
  const current = makeDay(r, Math.max(v.year, 2021), 2025);
  const colour = COLOUR_WORDS.de[v.color];
  const two = (a: [string, string], b?: [string, string]): Row =>
    b ? row([a[0], 0], [a[1], 0.08], [b[0], 0.5], [b[1], 0.58]) : row([a[0], 0], [a[1], 0.08]);
  const rows: Row[] = [
    title('REPUBLIK ÖSTERREICH', 12), title('Zulassungsbescheinigung Teil I  -  Zulassungsschein', 13), blank(),
    two(['A', plate], ['B', dateIn('de', first, true)]),
    two(['I', dateIn('de', current, true)], ['J', 'M1']),
    two(['C.1.1', p.family.toUpperCase()], ['C.1.2', p.given.toUpperCase()]),
    two(['C.1.3', `${p.street.toUpperCase()}, ${r.int(1010, 9900)} ${r.pick(['WIEN', 'GRAZ', 'LINZ', 'SALZBURG'])}`]),
    two(['D.1', v.make.toUpperCase()], ['D.2', `${r.pick(['AU', 'NX', 'KZ'])}${r.int(10, 99)}`]),
    two(['D.3', v.model.toUpperCase()], ['R', colour.toUpperCase()]),
    two(['E', v.vin]),
    two(['P.1', `${r.int(999, 1998)}`], ['P.3', r.pick(['BENZIN', 'DIESEL'])]), blank(),
    ...wrap('Die Zulassungsbescheinigung ist im Fahrzeug mitzuführen. Änderungen sind der Zulassungsstelle binnen einer Woche anzuzeigen.', 86),
  ];
  return {
    kind: 'registration', layout: 'wh2-at-zulassung', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model, ownerName: `${p.given} ${p.family}`.toUpperCase(), color: colour.toUpperCase(), expiryDate: null,
    },
  };
}

/** A Belgian certificate, French and Dutch captions side by side. */
function belgianCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack2Vehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'fr');
  const plate = `${r.int(1, 2)}-${r.pick(LETTERS)}${r.pick(LETTERS)}${r.pick(LETTERS)}-${r.int(100, 999)}`;
  const first = makeDay(r, v.year, v.year);
  const current = makeDay(r, Math.max(v.year, 2020), 2025);
  const rows: Row[] = [
    title("CERTIFICAT D'IMMATRICULATION  /  INSCHRIJVINGSBEWIJS", 13), row(['Royaume de Belgique - Koninkrijk België', 0], ['DIV', 0.85]), blank(),
    pair('A. N° d\'immatriculation / Nummerplaat', plate, 0, 0.46),
    pair('B. 1re immatriculation / 1ste inschrijving', dmy(first), 0, 0.46),
    pair('I. Date immatriculation / Datum inschrijving', dmy(current), 0, 0.46),
    pair('C.1.1 Nom / Naam', p.family.toUpperCase(), 0, 0.46), pair('C.1.2 Prénom / Voornaam', p.given.toUpperCase(), 0, 0.46),
    pair('C.1.3 Adresse / Adres', `${r.pick(['Rue Royale', 'Avenue Louise', 'Chaussée de Wavre'])} ${r.int(2, 200)}, ${r.pick(['1000 Bruxelles', '4000 Liège', '5000 Namur'])}`.toUpperCase(), 0, 0.46),
    pair('D.1 Marque / Merk', v.make.toUpperCase(), 0, 0.46), pair('D.3 Modèle / Model', v.model.toUpperCase(), 0, 0.46),
    pair('E. N° de châssis / Chassisnummer', v.vin, 0, 0.46),
    pair('P.3 Carburant / Brandstof', r.pick(['ESSENCE / BENZINE', 'DIESEL']), 0, 0.46), blank(),
    ...wrap('Ce certificat doit accompagner le véhicule. Dit bewijs moet steeds in het voertuig aanwezig zijn.', 86),
  ];
  return {
    kind: 'registration', layout: 'wh2-be-certificate', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model, ownerName: `${p.given} ${p.family}`.toUpperCase(), expiryDate: null,
    },
  };
}

/** An Irish vehicle registration certificate: English, day-first dates, an Irish plate. */
function irishCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack2Vehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'uk');
  const plate = `${String(v.year).slice(2)}${r.pick(['1', '2'])}-${r.pick(['D', 'C', 'G', 'KY', 'WW'])}-${r.int(100, 99999)}`;
  const first = makeDay(r, v.year, v.year);
  const colour = COLOUR_WORDS.uk[v.color];
  const rows: Row[] = [
    title('VEHICLE REGISTRATION CERTIFICATE', 14), row(['Department of Transport - Ireland', 0], ['Teastas Cláraithe Feithicle', 0.55]), blank(),
    ...boxedFields([
      { label: 'Registration Number', value: plate, x: 0 }, { label: 'Date of First Registration', value: dmy(first), x: 0.35 },
      { label: 'Date of First Reg. in Ireland', value: dmy(first), x: 0.68 },
    ]),
    ...boxedFields([{ label: 'Owner', value: `${p.given} ${p.family}`.toUpperCase(), x: 0 }, { label: 'Address', value: `${r.int(1, 90)} ${r.pick(['Main Street', 'Church Road', 'Green Park'])}, ${r.pick(['Dublin 6', 'Cork', 'Galway'])}`.toUpperCase(), x: 0.4 }]),
    ...boxedFields([
      { label: 'Make', value: v.make.toUpperCase(), x: 0 }, { label: 'Model', value: v.model.toUpperCase(), x: 0.3 },
      { label: 'Colour', value: colour.toUpperCase(), x: 0.62 },
    ]),
    ...boxedFields([{ label: 'Vehicle Identification Number (VIN)', value: v.vin, x: 0 }, { label: 'Engine Capacity', value: `${r.int(999, 1998)} cc`, x: 0.6 }]),
    blank(), ...wrap('This certificate is not proof of ownership. Notify the Department of any change of ownership or address.', 86),
  ];
  return {
    kind: 'registration', layout: 'wh2-ie-certificate', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model, ownerName: `${p.given} ${p.family}`.toUpperCase(), color: colour.toUpperCase(), expiryDate: null,
    },
  };
}

/** A Washington State registration certificate: boxed captions, the expiry first. */
function washingtonRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack2Vehicle(r, c.n);
  const owner = makePerson(r);
  const plate = `${r.pick(['C', 'B', 'D'])}${r.pick(LETTERS)}${r.pick(LETTERS)}${r.int(1000, 9999)}`;
  const expires = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('STATE OF WASHINGTON', 13), title('VEHICLE REGISTRATION CERTIFICATE', 12), row(['Department of Licensing', 0], [`Filing ${r.int(1000000, 9999999)}`, 0.7]), blank(),
    ...boxedFields([
      { label: 'EXPIRES', value: us(c, expires), x: 0 }, { label: 'PLATE', value: plate, x: 0.3 }, { label: 'TAB', value: `${r.int(1000000, 9999999)}`, x: 0.6 },
    ]),
    ...boxedFields([
      { label: 'YEAR', value: String(v.year), x: 0 }, { label: 'MAKE', value: v.make.toUpperCase(), x: 0.15 },
      { label: 'MODEL', value: v.model.toUpperCase(), x: 0.42 }, { label: 'BODY', value: r.pick(['4D', 'SW', 'PU']), x: 0.75 },
    ]),
    ...boxedFields([{ label: 'VEHICLE ID NUMBER', value: v.vin, x: 0 }, { label: 'SCALE WT', value: `${r.int(3000, 5600)}`, x: 0.6 }]),
    ...boxedFields([{ label: 'REGISTERED OWNER', value: owner.name.toUpperCase(), x: 0 }, { label: 'ADDRESS', value: `${owner.street}, ${owner.cityLine}`.toUpperCase(), x: 0.4 }]),
    blank(), ...wrap('Keep this certificate in the vehicle. Renewal notices are mailed about six weeks before the expiration date.', 90),
  ];
  return {
    kind: 'registration', layout: 'wh2-us-wa-registration', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model, year: v.year, ownerName: owner.name.toUpperCase(), expiryDate: iso(expires),
    },
  };
}

/** An Alberta registration certificate: ISO-like dates, the registrant, a plate of three letters and four digits. */
function albertaRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack2Vehicle(r, c.n + 3);
  const owner = makePerson(r);
  const plate = `${r.pick(LETTERS)}${r.pick(LETTERS)}${r.pick(LETTERS)}-${r.int(1000, 9999)}`;
  const expires = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('Government of Alberta', 14), title('Vehicle Registration Certificate', 12), row([`Registry agent ${r.pick(['Calgary North', 'Edmonton South', 'Red Deer'])}`, 0]), blank(),
    pair('Registrant', owner.name.toUpperCase(), 0, 0.3), pair('Address', `${r.int(10, 999)} ${r.pick(['Centre St N', 'Jasper Ave', '17 Ave SW'])}, ${r.pick(['Calgary AB T2E 2R8', 'Edmonton AB T5J 1N7'])}`, 0, 0.3),
    pair('Plate', plate, 0, 0.3), pair('Expiry date', ymd(expires), 0, 0.3), blank(),
    ...table([['Year', 0], ['Make', 0.12], ['Model', 0.35], ['Colour', 0.58], ['VIN', 0.72]], [[String(v.year), v.make.toUpperCase(), v.model.toUpperCase(), COLOUR_WORDS.ca[v.color].toUpperCase(), v.vin]]),
    blank(), ...wrap('Dates are year-month-day. This certificate must be carried in the vehicle and shown to a peace officer on request.', 90),
  ];
  return {
    kind: 'registration', layout: 'wh2-ca-ab-registration', page: 'letter', font: 'serif', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      year: v.year, ownerName: owner.name.toUpperCase(), expiryDate: iso(expires),
    },
  };
}

/** A Spanish premium receipt (recibo de prima): the cover period in one line, net premium, taxes and the total. */
function spanishRecibo(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack2Vehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'es');
  const plate = plateOf(r, 'es');
  const insurer = r.pick(['Mapfre', 'Mutua Madrileña', 'Línea Directa', 'Pelayo']);
  const policy = `${r.int(100, 999)}-${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const net = round2(r.int(290, 820) + r.int(0, 99) / 100);
  const taxes = round2(net * 0.0815);
  const total = round2(net + taxes);
  const rows: Row[] = [
    title(insurer.toUpperCase(), 18), title('RECIBO DE PRIMA - SEGURO DE AUTOMÓVIL', 12), blank(),
    pair('Tomador', `${p.given} ${p.family}`, 0, 0.32), pair('Domicilio', `${streetLine(p, 'es')}, ${townLine(p, 'es')}`, 0, 0.32),
    pair('Nº de póliza', policy, 0, 0.32), pair('Vehículo', `${v.make} ${v.model}`, 0, 0.32), pair('Matrícula', plate, 0, 0.32),
    pair('Nº de bastidor', v.vin, 0, 0.32), blank(),
    row([`Periodo de cobertura: desde las 00:00 h del ${dmy(start)} hasta las 24:00 h del ${dmy(end)}`, 0]), blank(),
    pair('Prima neta', `${moneyIn(net, 'es')} €`, 0.35, 0.75), pair('Impuestos y recargos (IPS, Consorcio)', `${moneyIn(taxes, 'es')} €`, 0.35, 0.75),
    pair('TOTAL RECIBO', `${moneyIn(total, 'es')} €`, 0.35, 0.75), blank(),
    ...wrap(`Modalidad: ${r.pick(['Todo riesgo con franquicia', 'Terceros ampliado', 'Terceros'])}. Cargo en cuenta ES** **** **** ${r.int(1000, 9999)}.`, 86),
  ];
  return {
    kind: 'insurance', layout: 'wh2-es-recibo', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** A Dutch policy schedule (polisblad): the yearly premium with assurantiebelasting, a contract end date. */
function dutchPolisblad(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack2Vehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'nl');
  const plate = plateOf(r, 'nl');
  const insurer = r.pick(['Centraal Beheer', 'Interpolis', 'FBTO', 'ANWB Verzekeren']);
  const policy = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const net = round2(r.int(380, 1100) + r.int(0, 99) / 100);
  const tax = round2(net * 0.21);
  const yearly = round2(net + tax);
  const rows: Row[] = [
    title(insurer, 18), title('Polisblad Autoverzekering', 13), blank(),
    pair('Verzekeringnemer', `${p.given} ${p.family}`, 0, 0.33), pair('Adres', `${streetLine(p, 'nl')}, ${townLine(p, 'nl')}`, 0, 0.33),
    pair('Polisnummer', policy, 0, 0.33), pair('Ingangsdatum', dateIn('nl', start, true), 0, 0.33), pair('Contractvervaldatum', dateIn('nl', end, true), 0, 0.33), blank(),
    pair('Merk en model', `${v.make} ${v.model}`, 0, 0.33), pair('Kenteken', plate, 0, 0.33), pair('Chassisnummer', v.vin, 0, 0.33),
    pair('Dekking', r.pick(['WA + Volledig Casco', 'WA + Beperkt Casco', 'WA']), 0, 0.33), blank(),
    pair('Premie', `€ ${moneyIn(net, 'nl')}`, 0.3, 0.72), pair('Assurantiebelasting 21%', `€ ${moneyIn(tax, 'nl')}`, 0.3, 0.72),
    pair('Totaal per jaar', `€ ${moneyIn(yearly, 'nl')}`, 0.3, 0.72), blank(),
    ...wrap('Dit polisblad vervangt alle eerdere polisbladen. Controleer de gegevens en meld wijzigingen binnen 14 dagen.', 86),
  ];
  return {
    kind: 'insurance', layout: 'wh2-nl-polisblad', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: yearly,
    },
  };
}

/** A UK certificate of motor insurance: the statutory numbered items, no VIN, no premium. */
function ukCertificate(c: Ctx): DocContent {
  const { r } = c;
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const insurer = r.pick(['Admiral', 'Direct Line', 'Aviva', 'Sheilas\' Wheels']);
  const policy = `${r.pick(['P', 'DL', 'AV'])}${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title(insurer, 18), title('CERTIFICATE OF MOTOR INSURANCE', 13), row([`Certificate number ${r.int(100000, 999999)}`, 0], [`Policy number ${policy}`, 0.5]), blank(),
    pair('1. Registration mark of vehicle', plate, 0, 0.48), pair('2. Name of policyholder', `${p.given} ${p.family}`.toUpperCase(), 0, 0.48),
    pair('3. Effective date of the commencement of insurance', `00:01 ${dmy(start)}`, 0, 0.48),
    pair('4. Date of expiry of insurance', `23:59 ${dmy(end)}`, 0, 0.48),
    pair('5. Persons or classes of persons entitled to drive', 'The policyholder and any named driver', 0, 0.48),
    pair('6. Limitations as to use', 'Social, domestic and pleasure and commuting', 0, 0.48), blank(),
    ...wrap(`I hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Great Britain. Authorised insurer: ${insurer}.`, 88),
  ];
  return {
    kind: 'insurance', layout: 'wh2-uk-certificate', page: 'a4', font: 'serif', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, ownerName: `${p.given} ${p.family}`.toUpperCase(),
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A two-page US declarations: the policy on page 1, three vehicles in blocks and the six-month total on page 2. */
function usDeclarationsTwoPages(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naHeldBack2Vehicle(r, c.n + 1), naHeldBack2Vehicle(r, c.n + 4), naHeldBack2Vehicle(r, c.n + 6)];
  const insured = makePerson(r);
  const brand = r.pick(['Erie Insurance', 'USAA', 'Safeco', 'The Hartford']);
  const policy = `${r.pick(['Q', 'Z'])}${r.int(10, 99)}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const premiums = cars.map(() => round2(r.int(310, 760) + r.int(0, 99) / 100));
  const total = round2(premiums.reduce((a, b) => a + b, 0));
  const rows: Row[] = [
    title(brand, 17), title('Personal Auto Policy - Declarations', 13), blank(),
    pair('Named insured', insured.name, 0, 0.3), pair('Address', `${insured.street}, ${insured.cityLine}`, 0, 0.3),
    pair('Policy number', policy, 0, 0.3), pair('Policy term', `${us(c, start)} - ${us(c, end)} (6 months)`, 0, 0.3), blank(),
    ...wrap('Coverage applies only where a premium is shown for the vehicle. See page 2 for the vehicles insured under this policy.', 90),
    pageBreak(),
    row([`${brand} - Declarations, policy ${policy}`, 0], ['Page 2', 0.85]), blank(),
    ...cars.flatMap((v, i): Row[] => [
      row([`Vehicle ${i + 1}:  ${v.year} ${v.make} ${v.model}`, 0]), row([`VIN ${v.vin}`, 0.04], [`Vehicle premium  $${money(premiums[i])}`, 0.55]), blank(),
    ]),
    pair('Total six-month premium', `$${money(total)}`, 0.4, 0.75),
  ];
  return {
    kind: 'insurance', layout: 'wh2-us-declarations-2p', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: cars[0].vin, make: cars[0].make, model: cars[0].model, year: cars[0].year,
      ownerName: insured.name, insuranceProvider: insurerName(brand), policyNumber: policy, effectiveDate: iso(start),
      expirationDate: iso(end), premium: total, additionalVins: [cars[1].vin, cars[2].vin],
    },
  };
}

/** A British Columbia tire-and-repair shop invoice: several repairs, GST and PST, kilometres. */
function canadianRepairInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack2Vehicle(r, c.n + 2);
  const customer = makePerson(r);
  const shop = r.pick(['Fraser Valley Auto Repair', 'Kal Tire', 'OK Tire', 'Lonsdale Automotive']);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const items: [string, number][] = r.pick([
    [['Replace rear brake pads and rotors', 412.6], ['Replace wheel bearing front left', 388.15], ['Mount and balance 4 tires', 96.0]],
    [['Replace serpentine belt', 164.3], ['Replace battery', 229.99], ['Replace front sway bar links', 218.4]],
  ]);
  const sub = round2(items.reduce((n, [, x]) => n + x, 0));
  const gst = round2(sub * 0.05);
  const pst = round2(sub * 0.07);
  const total = round2(sub + gst + pst);
  const rows: Row[] = [
    title(shop, 17), row([`${r.int(1000, 9999)} ${r.pick(['King George Blvd', 'Kingsway', 'Lougheed Hwy'])}, ${r.pick(['Surrey', 'Burnaby', 'Coquitlam'])} BC  ${phoneOf(r, 'ca')}`, 0]), blank(),
    row([`INVOICE ${r.int(40000, 99999)}`, 0], [`Date ${ymd(day)}`, 0.6]), row([`Customer ${customer.name}`, 0]),
    row([`${v.year} ${v.make} ${withTrim(v)}`, 0], [`Odometer ${kmIn(odo, 'ca')} km`, 0.6]), row([`VIN ${v.vin}`, 0]), blank(),
    ...table([['Description', 0], ['Amount', 0.8]], items.map(([name, x]) => [name, money(x)])), blank(),
    pair('Subtotal', money(sub), 0.5, 0.8), pair('GST 5%', money(gst), 0.5, 0.8), pair('PST 7%', money(pst), 0.5, 0.8), pair('Total CAD', `$${money(total)}`, 0.5, 0.8), blank(),
    row(['GST registration 81234 5678 RT0001. Warranty 12 months / 20,000 km on parts and labour.', 0]),
  ];
  return {
    kind: 'service', layout: 'wh2-ca-repair-invoice', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, make: v.make, model: withTrim(v), year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** An Italian workshop invoice (fattura): imponibile, IVA 22 %, totale, targa and telaio. */
function italianInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack2Vehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'it');
  const shop = r.pick(['Autofficina Bertolini', 'Officina Meccanica Ferri', 'Carrozzeria e Officina Gallo']);
  const plate = plateOf(r, 'it');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 200000);
  const items: [string, number][] = r.pick([
    [['Sostituzione pastiglie freni anteriori', 138.0], ['Sostituzione ammortizzatori posteriori', 356.4], ['Convergenza', 45.0]],
    [['Sostituzione frizione', 890.0], ['Sostituzione batteria', 165.5]],
  ]);
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const iva = round2(net * 0.22);
  const total = round2(net + iva);
  const rows: Row[] = [
    title(shop, 17), row([`Via dell'Industria ${r.int(1, 60)}, ${townLine(makeEuPerson(r, 'it'), 'it')}  -  P.IVA ${r.int(10000000, 99999999)}${r.int(100, 999)}`, 0]), blank(),
    row([`FATTURA N. ${r.int(100, 999)}/${day.y}`, 0], [`Data ${dateIn('it', day, true)}`, 0.6]), row([`Cliente: ${p.given} ${p.family}`, 0]), blank(),
    pair('Veicolo', `${v.make} ${v.model}`, 0, 0.2), pair('Targa', plate, 0, 0.2), pair('Telaio', v.vin, 0, 0.2), pair('Km', kmIn(odo, 'it'), 0, 0.2), blank(),
    ...table([['Descrizione', 0], ['Importo', 0.8]], items.map(([name, x]) => [name, moneyIn(x, 'it')])), blank(),
    pair('Imponibile', `€ ${moneyIn(net, 'it')}`, 0.5, 0.8), pair('IVA 22%', `€ ${moneyIn(iva, 'it')}`, 0.5, 0.8), pair('Totale fattura', `€ ${moneyIn(total, 'it')}`, 0.5, 0.8), blank(),
    row(['Pagamento: bonifico bancario a vista fattura.', 0]),
  ];
  return {
    kind: 'service', layout: 'wh2-it-invoice', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** A German quick-service till receipt for an oil change: gross prices, the next change in km. */
function germanOilReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack2Vehicle(r, c.n + 3);
  const shop = r.pick(['Pit-Stop Autoservice', 'Öl-Express Hansen', 'Reifen & Öl Schulte']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 180000);
  const oil = round2(r.int(45, 79) + 0.9);
  const filter = round2(r.int(11, 19) + 0.9);
  const labour = 24.9;
  const total = round2(oil + filter + labour);
  const next = odo + r.pick([15000, 20000]);
  const rows: Row[] = [
    title(shop.toUpperCase(), 11), row([`${r.pick(['Hafenstraße', 'Ringstraße', 'Am Markt'])} ${r.int(2, 90)}`, 0]), row([`Tel. ${phoneOf(r, 'de')}`, 0]), blank(),
    row([`Beleg ${r.int(10000, 99999)}  ${dateIn('de', day, true)}  ${r.int(8, 18)}:${pad2(r.int(0, 59))}`, 0]),
    row([`Kennz. ${plate}`, 0]), row([`${v.make} ${v.model}`, 0]), row([`km-Stand ${kmIn(odo, 'de')}`, 0]), blank(),
    row(['Ölwechsel-Service', 0]), row([`Motoröl ${r.pick(['5W-30', '0W-20', '5W-40'])} ${r.pick(['4,3', '5,0', '3,8'])} l`, 0], [moneyIn(oil, 'de'), 0.72]),
    row(['Ölfilter', 0], [moneyIn(filter, 'de'), 0.72]), row(['Arbeitslohn', 0], [moneyIn(labour, 'de'), 0.72]), blank(),
    row(['SUMME EUR', 0], [moneyIn(total, 'de'), 0.72]), row([`enth. 19% MwSt ${moneyIn(round2(total - total / 1.19), 'de')}`, 0]), row(['EC-Karte', 0], [moneyIn(total, 'de'), 0.72]), blank(),
    row([`Nächster Ölwechsel bei ${kmIn(next, 'de')} km`, 0]), row(['Vielen Dank und gute Fahrt!', 0]),
  ];
  return {
    kind: 'oil', layout: 'wh2-de-oil-receipt', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** A French express-service ticket for a vidange: TTC, kilométrage, the next vidange. */
function frenchVidangeTicket(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack2Vehicle(r, c.n + 7);
  const shop = r.pick(['Point S Garage Martin', 'Vulco Auto Service', 'Euromaster Lyon Gerland']);
  const plate = plateOf(r, 'fr');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 190000);
  const forfait = round2(r.int(69, 119) + 0.9);
  const total = forfait;
  const next = odo + r.pick([15000, 20000, 30000]);
  const rows: Row[] = [
    title(shop.toUpperCase(), 11), row([`${r.int(2, 99)} ${r.pick(['route de Vienne', 'avenue de Stalingrad', 'rue du Commerce'])}`, 0]), blank(),
    row([`Ticket n° ${r.int(1000, 9999)}`, 0]), row([`Le ${dateIn('fr', day, true)}`, 0]), row([`Immat. ${plate}`, 0]), row([`${v.make} ${v.model}`.toUpperCase(), 0]),
    row([`Kilométrage ${kmIn(odo, 'fr')} km`, 0]), blank(),
    row(['FORFAIT VIDANGE + FILTRE', 0], [moneyIn(forfait, 'fr'), 0.7]), row([`Huile ${r.pick(['5W30', '5W40', '0W20'])} incluse`, 0]), blank(),
    row(['TOTAL TTC', 0], [`${moneyIn(total, 'fr')} €`, 0.7]), row([`dont TVA 20% ${moneyIn(round2(total - total / 1.2), 'fr')}`, 0]), blank(),
    row([`Prochaine vidange : ${kmIn(next, 'fr')} km`, 0]), row(['Merci de votre confiance', 0]),
  ];
  return {
    kind: 'oil', layout: 'wh2-fr-vidange-ticket', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** A UK autocentre invoice for an oil and filter change: VAT at 20 %, miles, the next service mileage. */
function ukOilInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack2Vehicle(r, c.n + 8);
  const p = makeEuPerson(r, 'uk');
  const shop = r.pick(['Halfords Autocentre', 'Kwik Fit', 'Formula One Autocentres']);
  const plate = plateOf(r, 'uk');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(12000, 120000);
  const items: [string, number][] = [['Oil and filter change (5W-30, 4.5 litres)', round2(r.int(59, 85) + 0.99)], ['Screenwash top-up', 4.99]];
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(net * 0.2);
  const total = round2(net + vat);
  const next = odo + 10000;
  const rows: Row[] = [
    title(shop, 17), row([`${r.pick(['Retail Park', 'Ring Road'])}, ${townLine(makeEuPerson(r, 'uk'), 'uk')}  ${phoneOf(r, 'uk')}  VAT Reg GB ${r.int(100, 999)} ${r.int(1000, 9999)} ${r.int(10, 99)}`, 0]), blank(),
    title('VAT INVOICE', 13), pair('Invoice no.', String(r.int(700000, 799999)), 0, 0.25), pair('Date', dateIn('uk', day, false), 0, 0.25),
    pair('Customer', `${p.given} ${p.family}`, 0, 0.25), pair('Registration', plate, 0, 0.25), pair('Vehicle', `${v.make} ${v.model}`, 0, 0.25),
    pair('Mileage', `${kmIn(odo, 'uk')} miles`, 0, 0.25), blank(),
    ...table([['Description', 0], ['Net', 0.8]], items.map(([name, x]) => [name, `£${money(x)}`])), blank(),
    pair('Net total', `£${money(net)}`, 0.5, 0.8), pair('VAT @ 20%', `£${money(vat)}`, 0.5, 0.8), pair('Total paid', `£${money(total)}`, 0.5, 0.8), blank(),
    row([`Next oil change recommended at ${kmIn(next, 'uk')} miles.`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wh2-uk-oil-invoice', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** A US dealer express-service ticket: an oil change with a multi-point inspection, the next service by miles or date. */
function usDealerExpressOil(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack2Vehicle(r, c.n + 5);
  const customer = makePerson(r);
  const dealer = `${r.pick(['Lakeside', 'Valley', 'Capitol', 'Northgate'])} ${v.make}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(8000, 90000);
  const nextMiles = odo + r.pick([5000, 7500]);
  const nextDay = addMonths(day, 6);
  const oil = round2(r.int(69, 99) + 0.95);
  const tax = round2(oil * 0.06);
  const total = round2(oil + tax);
  const rows: Row[] = [
    title(dealer, 17), title('Express Service', 12), row([`RO# ${r.int(300000, 399999)}`, 0], [`Date ${us(c, day)}`, 0.55]), blank(),
    row([customer.name, 0], [`${v.year} ${v.make} ${withTrim(v)}`, 0.55]), row([customer.street, 0], [`VIN ${v.vin}`, 0.55]),
    row([customer.cityLine, 0], [`Mileage in ${money(odo).replace('.00', '')}`, 0.55]), blank(),
    ...table([['Op', 0], ['Description', 0.08], ['Amount', 0.8]], [['01', 'Synthetic oil and filter change', money(oil)], ['02', 'Multi-point inspection - no charge', '0.00']]),
    blank(), pair('Sales tax', money(tax), 0.5, 0.8), pair('Total', `$${money(total)}`, 0.5, 0.8), blank(),
    row(['Multi-point inspection:  [X] Tires  [X] Brakes  [X] Fluids  [X] Lights  [X] Wipers', 0]),
    row([`Next service due at ${money(nextMiles).replace('.00', '')} miles or ${us(c, nextDay)}, whichever comes first.`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wh2-us-express-oil', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', vin: v.vin, make: v.make, model: withTrim(v), year: v.year,
      serviceProvider: dealer, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceDate: iso(nextDay), nextServiceMileage: nextMiles,
    },
  };
}

export const WORLD_HELD_BACK_2_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wh2-at-zulassung', part: 'held-back', build: austrianZulassung },
  { kind: 'registration', name: 'wh2-be-certificate', part: 'held-back', build: belgianCertificate },
  { kind: 'registration', name: 'wh2-ie-certificate', part: 'held-back', build: irishCertificate },
  { kind: 'registration', name: 'wh2-us-wa-registration', part: 'held-back', build: washingtonRegistration },
  { kind: 'registration', name: 'wh2-ca-ab-registration', part: 'held-back', build: albertaRegistration },
  { kind: 'insurance', name: 'wh2-es-recibo', part: 'held-back', build: spanishRecibo },
  { kind: 'insurance', name: 'wh2-nl-polisblad', part: 'held-back', build: dutchPolisblad },
  { kind: 'insurance', name: 'wh2-uk-certificate', part: 'held-back', build: ukCertificate },
  { kind: 'insurance', name: 'wh2-us-declarations-2p', part: 'held-back', build: usDeclarationsTwoPages },
  { kind: 'service', name: 'wh2-ca-repair-invoice', part: 'held-back', build: canadianRepairInvoice },
  { kind: 'service', name: 'wh2-it-invoice', part: 'held-back', build: italianInvoice },
  { kind: 'oil', name: 'wh2-de-oil-receipt', part: 'held-back', build: germanOilReceipt },
  { kind: 'oil', name: 'wh2-fr-vidange-ticket', part: 'held-back', build: frenchVidangeTicket },
  { kind: 'oil', name: 'wh2-uk-oil-invoice', part: 'held-back', build: ukOilInvoice },
  { kind: 'oil', name: 'wh2-us-express-oil', part: 'held-back', build: usDealerExpressOil },
];
