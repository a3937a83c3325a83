/**
 * More development layouts, written from the wordings of real forms rather than from the parser's rules: a
 * registration letter with its facts inside sentences, an insurer's declarations under an agency's name, a dealer
 * repair order with opened / invoice / printed dates and subtotal lines, a lube ticket and a visit letter with the
 * next service in the words shops use ("Return by", "Due at", "Recommended next visit"). They come after every
 * other layout so the documents before them keep their numbers and contents.
 */
import {
  addDays, addMonths, iso, makeCountryPlate, makeDay, makePerson, makePhone, makeUkPerson, makeUkPhone, makeVehicle, miles, money, round2, withTrim,
  writeDate, type Day, type DateStyle,
} from '../data';
import { blank, boxedFields, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';

/** Date styles these layouts cycle through, day-first ones where the layout is European. */
function style(c: Ctx, styles: readonly DateStyle[]): (day: Day) => string {
  const s = styles[c.n % styles.length];
  return (day) => writeDate(day, s);
}
const US_STYLES = ['long-day', 'ordinal', 'us', 'mon-dash', 'upper', 'us-short', 'long', 'iso'] as const;
const EU_STYLES = ['dmy-long', 'dotted', 'dmy-slash', 'ordinal', 'dmy-short', 'dmy-dash'] as const;

/** A renewal confirmation letter: plate, VIN, colour and the expiry told in sentences; a printed date and a paid date. */
function registrationConfirmationLetter(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const european = c.n % 2 === 0;
  const owner = european ? makeUkPerson(r) : makePerson(r);
  const date = style(c, european ? EU_STYLES : US_STYLES);
  const plate = makeCountryPlate(r, european ? r.pick(['it', 'nl', 'ie', 'fr'] as const) : r.pick(['us', 'ca'] as const));
  const paid = makeDay(r, 2024, 2025);
  const expires = addDays(addMonths(paid, 12), -1);
  const plateWord = european ? r.pick(['registration number', 'number plate']) : r.pick(['license plate', 'plate number']);
  const validity = r.pick([
    `Your registration is now valid through ${date(expires)}`,
    `The new registration remains valid until ${date(expires)}`,
    `This registration will expire on ${date(expires)}`,
  ]);
  const rows: Row[] = [
    title(european ? 'Vehicle Registration Office' : r.pick(['Motor Vehicle Division', 'Department of Revenue - Motor Vehicles']), 14),
    row([`Printed ${date(addDays(paid, 2))}`, 0], [`Reference ${r.int(100000, 999999)}`, 0.6]), blank(),
    row([owner.name, 0]), row([owner.street, 0]), row([owner.cityLine, 0]), blank(),
    row([`Dear ${owner.name},`, 0]), blank(),
    ...wrap(
      `Thank you for your payment received on ${date(paid)}. We have renewed the registration of your ${v.color.toLowerCase()} ` +
        `${v.year} ${v.make} ${withTrim(v)}, ${plateWord} ${plate}, vehicle identification number ${v.vin}. ${validity}. ` +
        `Please keep this letter with the vehicle documents.`,
      84,
    ),
    blank(), row(['Yours sincerely,', 0]), row(['Registration Services', 0]),
  ];
  return {
    kind: 'registration', layout: 'confirmation-letter', page: european ? 'a4' : 'letter', font: 'serif', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: withTrim(v), year: v.year,
      color: v.color, ownerName: owner.name, ownerAddress: `${owner.street}, ${owner.cityLine}`, expiryDate: iso(expires),
    },
  };
}

/** Insurers as their letterheads print them, and the name their customers know. */
const CARRIERS: [string, string][] = [
  ['Travelers', 'Travelers Personal Insurance Company'],
  ['Safeco', 'Safeco Insurance Company of America'],
  ['Pinnacle Mutual', 'PINNACLE MUTUAL INSURANCE COMPANY'],
  ['Great Lakes Casualty', 'Great Lakes Casualty Company'],
  ['Erie Insurance', 'Erie Insurance Exchange'],
];

/** A policy number as carriers print it: groups with spaces and hyphens, a check letter. */
function groupedPolicy(r: Random): string {
  const letter = () => String.fromCharCode(65 + r.int(0, 25));
  return r.pick([
    () => `${r.int(100, 999)} ${r.int(1000, 9999)}-${letter()}${r.int(10, 99)}-${r.int(10, 99)}`,
    () => `${letter()}${letter()}${letter()} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
    () => `${r.int(10, 99)} ${r.int(100, 999)} ${r.int(100, 999)} ${letter()}`,
  ])();
}

/** Declarations from an insurer with an agency's name and address beside it; the term in one of several wordings. */
function insuranceAgencyDeclarations(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const holder = makePerson(r);
  const [brand, letterhead] = r.pick(CARRIERS);
  const agency = `${r.pick(['Whitfield', 'Summit', 'Keystone', 'Harper'])} Insurance ${r.pick(['Agency', 'Brokers LLC', 'Group'])}`;
  const policy = groupedPolicy(r);
  const date = style(c, US_STYLES);
  const from = makeDay(r, 2024, 2025);
  const to = addMonths(from, r.pick([6, 12]));
  const term = r.pick([
    [row(['Policy period', 0], [`${date(from)} - ${date(to)}`, 0.3])],
    [row([`Coverage begins ${date(from)} and ends ${date(to)} at 12:01 a.m. standard time`, 0])],
    [row(['Eff.', 0], [date(from), 0.1], ['Exp.', 0.5], [date(to), 0.6])],
  ]);
  const rows: Row[] = [
    title(letterhead, 14), row([`Agent: ${agency}`, 0], [makePhone(r), 0.62]), row([`Printed ${date(addDays(from, -20))}`, 0]), blank(),
    title('Automobile Policy Declarations', 12),
    row([r.pick(['Policy number', 'Policy #', 'Pol. No.']), 0], [policy, 0.3]), ...term,
    row(['Named insured', 0], [holder.name, 0.3]), row(['', 0], [`${holder.street}, ${holder.cityLine}`, 0.3]), blank(),
    ...table([['Year', 0], ['Make', 0.1], ['Model', 0.28], ['Vehicle identification no.', 0.55]], [[String(v.year), v.make, withTrim(v), v.vin]]),
    blank(),
    ...wrap(`Premium for this policy period is due in full by ${date(addDays(from, -5))}. Please contact your agent with any questions.`, 86),
  ];
  return {
    kind: 'insurance', layout: 'agency-declarations', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'insurance', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, ownerName: holder.name,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(from), expirationDate: iso(to),
    },
  };
}

/** A dealer repair order: a department after the dealer's name, opened / invoice / printed dates, subtotal lines. */
function serviceDealerRepairOrder(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const dealer = `${r.pick(['Northgate', 'Lakeshore', 'Riverside', 'Crown'])} ${v.make}`;
  const department = r.pick(['Service Department', 'Service Dept.', 'Parts & Service']);
  const date = style(c, US_STYLES);
  const opened = makeDay(r, 2024, 2025);
  const invoiced = addDays(opened, r.int(1, 4));
  const odo = r.int(8000, 140000);
  const jobs: [string, number, number][] = r.pick([
    [['Replace front brake pads and rotors', 180, 214.6], ['Brake fluid flush', 95, 18.4]],
    [['Replace cabin air filter', 25, 38.9], ['Four wheel alignment', 129.95, 0], ['Replace wiper blades', 0, 42.5]],
    [['Transmission fluid service', 140, 86.25]],
  ]);
  const labor = round2(jobs.reduce((n, [, l]) => n + l, 0));
  const parts = round2(jobs.reduce((n, [, , p]) => n + p, 0));
  const supplies = 12.5;
  const tax = round2((parts + supplies) * 0.07);
  const total = round2(labor + parts + supplies + tax);
  const dateLabel = r.pick(['Invoice date', 'Closed', 'Date closed']);
  const rows: Row[] = [
    title(`${dealer} ${department}`, 15), row([makePhone(r), 0]), blank(),
    row([`RO ${r.int(100000, 999999)}`, 0], [`Opened ${date(opened)}`, 0.3], [`${dateLabel} ${date(invoiced)}`, 0.62]),
    row([`Printed ${date(addDays(invoiced, 1))}`, 0.62]),
    pair('Vehicle', `${v.year} ${v.make} ${withTrim(v)}`, 0, 0.2), pair('VIN', v.vin, 0, 0.2),
    pair('Odometer in / out', `${miles(odo)} / ${miles(odo + r.int(1, 9))}`, 0, 0.2), blank(),
    ...table([['Line', 0], ['Description', 0.07], ['Labor', 0.62], ['Parts', 0.76], ['Amount', 0.88]],
      jobs.map(([n, l, p], i) => [String.fromCharCode(65 + i), n, money(l), money(p), money(l + p)])),
    blank(),
    row(['Labor + Parts', 0.4], [money(labor + parts), 0.88]), row(['Shop supplies', 0.4], [money(supplies), 0.88]),
    row(['Sales tax', 0.4], [money(tax), 0.88]), row(['Total due', 0.4], [`$${money(total)}`, 0.88]), blank(),
    row([`Recommended next visit: ${date(addMonths(invoiced, 6))}`, 0]),
  ];
  return {
    kind: 'service', layout: 'dealer-repair-order', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: dealer,
      serviceDate: iso(invoiced), mileage: odo, totalCost: total, services: jobs.map(([n]) => n),
    },
  };
}

/** A quick-lube ticket: the next service in one of the wordings shops print, with a date and a mileage. */
function oilLubeTicket(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const shop = r.pick(['Take 5 Oil Change', 'Grease Monkey', 'Precision Tune Auto Care', 'Oil Can Henry\'s']);
  const date = style(c, US_STYLES);
  const day = makeDay(r, 2024, 2025);
  const odo = r.int(9000, 140000);
  const nextMiles = odo + r.pick([3000, 5000, 7500]);
  const next = addMonths(day, r.pick([3, 4, 6]));
  const items: [string, number][] = [[r.pick(['Full Synthetic 0W-20 Oil Change', 'Synthetic Blend 5W-30 Service', 'High Mileage Oil Change']), r.pick([59.99, 74.99, 89.99])]];
  if (r.int(0, 1)) items.push(['Wiper blades (pair)', 34.98]);
  const sub = round2(items.reduce((n, [, p]) => n + p, 0));
  const tax = round2(sub * 0.065);
  const total = round2(sub + tax);
  const nextRows = r.pick([
    () => [row([`Next service due ${date(next)} or ${miles(nextMiles)} mi`, 0])],
    () => [row([`Return by ${date(next)} or at ${miles(nextMiles)} miles, whichever comes first`, 0])],
    () => [row(['Due at', 0], [`${miles(nextMiles)} mi / ${date(next)}`, 0.3])],
    () => [row(['Next oil change', 0]), row(['Date', 0.05], [date(next), 0.3]), row(['Mileage', 0.05], [miles(nextMiles), 0.3])],
    () => boxedFields([{ label: 'Next change (miles)', value: miles(nextMiles), x: 0 }, { label: 'Next change (date)', value: date(next), x: 0.5 }], 'below'),
  ])();
  const rows: Row[] = [
    title(shop, 15), row([`Store ${r.int(100, 9999)}  ${makePhone(r)}`, 0]), blank(),
    pair('Invoice date', date(day), 0, 0.3), pair('Vehicle', `${v.year} ${v.make} ${withTrim(v)}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3),
    pair('Odometer', miles(odo), 0, 0.3), blank(),
    ...items.map(([n, p]) => row([n, 0], [money(p), 0.75])),
    row(['Subtotal', 0.3], [money(sub), 0.75]), row(['Tax', 0.3], [money(tax), 0.75]), row(['Total', 0.3], [`$${money(total)}`, 0.75]),
    row([`Paid ${date(day)}  card ending ${r.int(1000, 9999)}`, 0]), blank(), ...nextRows,
  ];
  return {
    kind: 'oil', layout: 'lube-ticket', page: 'letter', font: 'mono', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([n]) => n),
      nextServiceDate: iso(next), nextServiceMileage: nextMiles,
    },
  };
}

/** A visit letter from a garage: the visit and the next one told in sentences, the work in a short list. */
function oilVisitLetter(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const customer = makePerson(r);
  const garage = r.pick(['Hillcrest Auto Care', 'Miller Street Garage', 'Parkside Motors']);
  const uk = c.n % 2 === 1;
  const date = style(c, uk ? EU_STYLES : US_STYLES);
  const cur = uk ? '£' : '$';
  const day = makeDay(r, 2024, 2025);
  const odo = r.int(9000, 120000);
  const nextMiles = odo + r.pick([5000, 6000, 10000]);
  const next = addMonths(day, r.pick([6, 12]));
  const items: [string, number][] = [['Oil and filter service', r.pick([69.0, 84.5])], [uk ? 'Tyre pressure check' : 'Tire pressure check', 5.0]];
  const total = round2(items.reduce((n, [, p]) => n + p, 0));
  const sentence = r.pick([
    `Recommended next visit: ${date(next)} or ${miles(nextMiles)} miles, whichever comes first.`,
    `Your next service is due on ${date(next)}, or at ${miles(nextMiles)} miles if that comes sooner.`,
    `We will remind you before your next oil change, due ${date(next)} or at ${miles(nextMiles)} miles.`,
  ]);
  const rows: Row[] = [
    title(garage, 15), row([`${r.int(2, 400)} Mill Road  ${uk ? makeUkPhone(r) : makePhone(r)}`, 0]), blank(), row([date(addDays(day, 1)), 0]), blank(),
    row([`Dear ${customer.name},`, 0]),
    ...wrap(
      `Thank you for bringing your ${v.year} ${v.make} ${withTrim(v)} (VIN ${v.vin}) in on ${date(day)}. ` +
        `The odometer read ${miles(odo)} miles when we serviced it.`,
      86,
    ),
    blank(), ...items.map(([n, p]) => row([n, 0.05], [`${cur}${money(p)}`, 0.7])), row(['Total charged', 0.05], [`${cur}${money(total)}`, 0.7]), blank(),
    ...wrap(sentence, 86), blank(), row(['Kind regards,', 0]), row([garage, 0]),
  ];
  return {
    kind: 'oil', layout: 'visit-letter', page: 'letter', font: 'serif', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: garage,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([n]) => n),
      nextServiceDate: iso(next), nextServiceMileage: nextMiles,
    },
  };
}

export const EXTRA_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'confirmation-letter', part: 'dev', build: registrationConfirmationLetter },
  { kind: 'insurance', name: 'agency-declarations', part: 'dev', build: insuranceAgencyDeclarations },
  { kind: 'service', name: 'dealer-repair-order', part: 'dev', build: serviceDealerRepairOrder },
  { kind: 'oil', name: 'lube-ticket', part: 'dev', build: oilLubeTicket },
  { kind: 'oil', name: 'visit-letter', part: 'dev', build: oilVisitLetter },
];
