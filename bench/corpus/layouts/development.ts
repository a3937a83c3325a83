/**
 * Development layouts added with the structure reader: two-column forms, tables, boxes with captions above or
 * below, letters, EU/UK styles, trims and powertrain words, distractor dates.
 */
import {
  addDays, addMonths, iso, makeCountryPlate, makeDay, makePerson, makePhone, makeUkPerson, makeUkPhone, makeVehicle, miles, money,
  round2, withTrim, writeDate, type Day,
} from '../data';
import { blank, boxedFields, d, eu, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';

/** US-order date styles (no day-first dotted dates) for US layouts. */
function us(c: Ctx, day: Day): string {
  const styles = ['us', 'long', 'mon-dash', 'us-short', 'upper', 'iso', 'ordinal'] as const;
  return writeDate(day, styles[(c.n + 3) % styles.length]);
}

/** A two-column registration form: two label/value pairs on each line. */
function registrationTwoColumn(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const owner = makePerson(r);
  const plate = makeCountryPlate(r, r.pick(['us', 'ca'] as const));
  const issued = makeDay(r, 2024, 2025);
  const expires = addDays(addMonths(issued, 12), -1);
  const expLabel = r.pick(['Valid through', 'Expiration', 'Exp. date', 'Expires']);
  const rows: Row[] = [
    title(`${r.pick(['Province of Ontario', 'State of Nevada', 'State of Colorado'])} - Vehicle Permit`, 14), blank(),
    row(['Plate No:', 0], [plate, 0.17], ['Make:', 0.52], [v.make, 0.68]),
    row(['Year:', 0], [String(v.year), 0.17], ['Model:', 0.52], [withTrim(v), 0.68]),
    row(['Colour:', 0], [v.color, 0.17], ['Body:', 0.52], [r.pick(['4DR', 'SUV', 'PK']), 0.68]),
    row(['VIN:', 0], [v.vin, 0.17]),
    row(['Issued:', 0], [us(c, issued), 0.17], [`${expLabel}:`, 0.52], [us(c, expires), 0.68]), blank(),
    row(['Owner:', 0], [owner.name, 0.17]), row(['Address:', 0], [owner.street, 0.17]), row(['', 0], [owner.cityLine, 0.17]), blank(),
    row([`Validation sticker no. ${r.int(1000000, 9999999)}   Fee $${money(r.int(32, 120))}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'two-column', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: withTrim(v), year: v.year, color: v.color,
      ownerName: owner.name, ownerAddress: `${owner.street}, ${owner.cityLine}`, expiryDate: iso(expires),
    },
  };
}

/** A renewal receipt with the vehicle in a table and the dates in boxes, captions below. */
function registrationTableReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const owner = makePerson(r);
  const plate = makeCountryPlate(r, 'us');
  const paid = makeDay(r, 2024, 2025);
  const expires = addMonths(paid, 12);
  const rows: Row[] = [
    title('REGISTRATION RENEWAL RECEIPT', 14), row([`Transaction ${r.int(100000, 999999)}  -  ${makePhone(r)}`, 0]), blank(),
    ...table(
      [['Plate', 0], ['Year', 0.15], ['Make', 0.25], ['Model', 0.42], ['VIN', 0.64]],
      [[plate, String(v.year), v.make.toUpperCase(), v.model.toUpperCase(), v.vin]],
    ),
    blank(),
    ...boxedFields(
      [
        { label: 'Date paid', value: us(c, paid), x: 0 },
        { label: 'Registration expires', value: us(c, expires), x: 0.33 },
        { label: 'Total fees', value: `$${money(r.int(50, 300))}`, x: 0.7 },
      ],
      'below',
    ),
    row(['Registered to', 0]), row([owner.name.toUpperCase(), 0]), row([owner.street.toUpperCase(), 0]), row([owner.cityLine.toUpperCase(), 0]),
  ];
  return {
    kind: 'registration', layout: 'table-receipt', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: owner.name.toUpperCase(), ownerAddress: `${owner.street}, ${owner.cityLine}`.toUpperCase(), expiryDate: iso(expires),
    },
  };
}

/** A continental EU registration certificate in English: harmonised codes in parentheses, day-first dates. */
function registrationEuCoded(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const plate = makeCountryPlate(r, r.pick(['de', 'fr', 'nl', 'it', 'ie'] as const));
  const holder = makePerson(r);
  const first = makeDay(r, v.year, v.year);
  const inspection = addMonths(makeDay(r, 2025, 2025), 24);
  const rows: Row[] = [
    title('REGISTRATION CERTIFICATE - PART I', 14), row(['European Union  -  Vehicle registration authority', 0]), blank(),
    pair('(A) Registration number', plate, 0, 0.38), pair('(B) Date of first registration', eu(c, first), 0, 0.38),
    pair('(C.1.1) Name', holder.name, 0, 0.38), pair('(D.1) Make', v.make.toUpperCase(), 0, 0.38),
    pair('(D.3) Commercial description', v.model.toUpperCase(), 0, 0.38), pair('(E) Vehicle identification number', v.vin, 0, 0.38),
    pair('(R) Colour', v.color.toUpperCase(), 0, 0.38), pair('(P.3) Fuel', r.pick(['Petrol', 'Diesel', 'Electric']), 0, 0.38), blank(),
    pair('Next periodic inspection', eu(c, inspection), 0, 0.38), pair('Date of issue', eu(c, addDays(first, 3)), 0, 0.38),
  ];
  return {
    kind: 'registration', layout: 'eu-coded', page: 'a4', font: 'sans', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(),
      color: v.color.toUpperCase(), ownerName: holder.name, inspectionDue: iso(inspection),
    },
  };
}

const INSURERS = ['State Farm', 'GEICO', 'Progressive', 'Allstate', 'Liberty Mutual', 'Nationwide', 'Farmers'];

function spacedPolicy(r: Random): string {
  return r.pick([
    () => `${r.int(100, 999)} ${r.int(1000, 9999)}-${String.fromCharCode(65 + r.int(0, 25))}${r.int(10, 99)}-${r.int(10, 99)}`,
    () => `${r.int(1000, 9999)} ${r.int(100, 999)} ${r.int(100, 999)}`,
    () => `${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))} ${r.int(100000, 999999)}-${r.int(1, 9)}`,
  ])();
}

/** A two-column insurance card: policy number with spaces, "Valid from / Valid to". */
function insuranceTwoColumn(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const holder = makePerson(r);
  const brand = r.pick(INSURERS);
  const policy = spacedPolicy(r);
  const from = makeDay(r, 2024, 2025);
  const to = addMonths(from, 12);
  const rows: Row[] = [
    title(`${brand}`, 17), row(['Proof of Insurance', 0]), blank(),
    row(['Insurer', 0], [brand, 0.18], ['Policy No.', 0.5], [policy, 0.66]),
    row(['Policy holder', 0], [holder.name, 0.18], ['Valid from', 0.5], [us(c, from), 0.66]),
    row(['VIN', 0], [v.vin, 0.18], ['Valid to', 0.5], [us(c, to), 0.66]),
    row(['Vehicle', 0], [`${v.year} ${v.make} ${withTrim(v)}`, 0.18]), blank(),
    ...wrap(`Issued ${us(c, addDays(from, -7))}. This card is proof of the minimum liability insurance required by law.`, 86),
  ];
  return {
    kind: 'insurance', layout: 'two-column-card', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'insurance', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, ownerName: holder.name,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(from), expirationDate: iso(to),
    },
  };
}

/** An international motor insurance card (green card): numbered boxes, validity from/to, day-first dates. */
function insuranceGreenCard(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const holder = makeUkPerson(r);
  const insurer = r.pick(['Aviva', 'AXA', 'Allianz', 'Zurich', 'Generali']);
  const plate = makeCountryPlate(r, r.pick(['uk', 'de', 'fr', 'ie'] as const));
  const from = makeDay(r, 2024, 2025);
  const to = addDays(addMonths(from, 12), -1);
  const number = `${r.int(100, 999)}/${r.int(10000, 99999)}/${r.int(10, 99)}`;
  const rows: Row[] = [
    title('INTERNATIONAL MOTOR INSURANCE CARD', 13), row([`Issued under the authority of the Council of Bureaux  -  ${insurer}`, 0]), blank(),
    ...boxedFields([
      { label: '1. Validity  From', value: eu(c, from), x: 0 },
      { label: 'To (both dates inclusive)', value: eu(c, to), x: 0.3 },
      { label: '2. Country / Insurer code / Number', value: `GB / ${r.int(100, 999)} / ${number}`, x: 0.6 },
    ]),
    ...boxedFields([
      { label: '3. Registration number', value: plate, x: 0 },
      { label: '4. Category', value: 'A - Car', x: 0.3 },
      { label: '5. Make of vehicle', value: v.make.toUpperCase(), x: 0.6 },
    ]),
    row(['6. Name and address of the policyholder', 0]), row([holder.name, 0.03]), row([`${holder.street}, ${holder.cityLine}`, 0.03]), blank(),
    row(['7. This card has been issued by', 0]), row([`${insurer} Insurance plc`, 0.03]), blank(),
    pair('Chassis / VIN', v.vin, 0, 0.3), pair('Model', v.model, 0, 0.3),
  ];
  return {
    kind: 'insurance', layout: 'green-card', page: 'a4', font: 'sans', rows,
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: holder.name,
      insuranceProvider: insurer, policyNumber: number, effectiveDate: iso(from), expirationDate: iso(to),
    },
  };
}

/** Declarations with a vehicle table, a coverage table with a premium column and a term as a date range. */
function insuranceTableDeclarations(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const holder = makePerson(r);
  const brand = r.pick(INSURERS);
  const policy = `${r.int(10, 99)}-${r.int(1000, 9999)}-${r.int(100, 999)}`;
  const from = makeDay(r, 2024, 2025);
  const to = addMonths(from, 6);
  const coverage = r.pick(['Full Coverage', 'Liability Only', 'Comprehensive']);
  const rowsCov: [string, number][] = [['Liability', r.int(180, 400)], ['Medical payments', r.int(20, 60)]];
  if (coverage !== 'Liability Only') rowsCov.push(['Collision', r.int(150, 380)], ['Comprehensive', r.int(50, 150)]);
  const premium = round2(rowsCov.reduce((n, [, p]) => n + p, 0) + 0.5);
  const rows: Row[] = [
    title(`${brand} Auto Declarations`, 15), row([`Policy ${policy}`, 0], [`Printed ${us(c, addDays(from, -15))}`, 0.6]), blank(),
    row([`Policy term: ${us(c, from)} - ${us(c, to)}`, 0]), row([`Named insured: ${holder.name}`, 0]), row([`Coverage: ${coverage}`, 0]), blank(),
    ...table([['Veh', 0], ['Year', 0.06], ['Make', 0.15], ['Model', 0.32], ['VIN', 0.58]], [['1', String(v.year), v.make, withTrim(v), v.vin]]),
    blank(), ...table([['Coverage', 0], ['Premium', 0.6]], rowsCov.map(([n, p]) => [n, `$${money(p)}`])),
    row(['Total premium for this term', 0], [`$${money(premium)}`, 0.6]), blank(),
    row([`Questions? ${makePhone(r)}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'table-declarations', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'insurance', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, ownerName: holder.name,
      insuranceProvider: brand, policyNumber: policy, coverageType: coverage, effectiveDate: iso(from), expirationDate: iso(to), premium,
    },
  };
}

/** A dealer's service invoice: "Parts & Service" after the name, date in / completed, a labor and parts table. */
function serviceDealerInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const dealer = `${r.pick(['Westfield', 'Harbor', 'Pinecrest', 'Capitol'])} ${v.make}`;
  const dateIn = makeDay(r, 2024, 2025);
  const done = addDays(dateIn, r.int(1, 3));
  const odo = r.int(8000, 120000);
  const jobs: [string, number, number][] = r.pick([
    [['Replace rear brake pads', 150, 88.2], ['Brake fluid exchange', 89.95, 0]],
    [['Replace engine air filter', 20, 36.5], ['Replace 12V battery', 40, 210.0]],
    [['Coolant system service', 110, 45.0], ['Replace serpentine belt', 95, 62.4]],
  ]);
  const labor = round2(jobs.reduce((n, [, l]) => n + l, 0));
  const parts = round2(jobs.reduce((n, [, , p]) => n + p, 0));
  const tax = round2(parts * 0.08);
  const total = round2(labor + parts + tax);
  const rows: Row[] = [
    title(`${dealer} Parts & Service`, 15), row([makePhone(r), 0]), blank(),
    ...boxedFields([
      { label: 'Date in', value: us(c, dateIn), x: 0 },
      { label: 'Completed', value: us(c, done), x: 0.25 },
      { label: 'Odometer', value: miles(odo), x: 0.5 },
      { label: 'Invoice', value: String(r.int(100000, 999999)), x: 0.75 },
    ]),
    pair('Vehicle', `${v.year} ${v.make} ${withTrim(v)}`, 0, 0.2), pair('VIN', v.vin, 0, 0.2), blank(),
    ...table([['Description', 0], ['Labor', 0.6], ['Parts', 0.8]], jobs.map(([n, l, p]) => [n, money(l), money(p)])),
    row(['Labor total', 0.3], [money(labor), 0.6]), row(['Parts total', 0.3], [money(parts), 0.8]),
    row(['Tax', 0.3], [money(tax), 0.8]), row(['Please pay this amount', 0.3], [`$${money(total)}`, 0.8]),
  ];
  return {
    kind: 'service', layout: 'dealer-invoice', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: dealer,
      serviceDate: iso(done), mileage: odo, totalCost: total, services: jobs.map(([n]) => n),
    },
  };
}

/** A letter from an independent shop: date, vehicle and mileage in sentences, work listed with prices. */
function serviceLetter(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const customer = makePerson(r);
  const shop = r.pick(['Oakridge Auto Works', 'Ramirez & Sons Repair', 'Blue Ridge Automotive']);
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(8000, 150000);
  const jobs: [string, number][] = r.pick([
    [['Timing belt replacement', 640.0], ['Water pump', 185.0]],
    [['Front struts', 720.0], ['Wheel alignment', 110.0]],
    [['Alternator replacement', 455.0]],
  ]);
  const total = round2(jobs.reduce((n, [, p]) => n + p, 0) * 1.05);
  const next = addMonths(date, 12);
  const rows: Row[] = [
    title(shop, 16), row([`${r.int(10, 999)} Industrial Way  ${makePhone(r)}`, 0]), blank(), row([us(c, addDays(date, 2)), 0]), blank(),
    row([`Dear ${customer.name},`, 0]),
    ...wrap(
      `Thank you for trusting us with your ${v.year} ${v.make} ${withTrim(v)}. On ${us(c, date)} we completed the work below ` +
        `with the odometer at ${miles(odo)} miles (VIN ${v.vin}).`,
      86,
    ),
    blank(), ...jobs.map(([n, p]) => row([n, 0.05], [`$${money(p)}`, 0.7])), row(['Total paid, tax included', 0.05], [`$${money(total)}`, 0.7]), blank(),
    ...wrap(`We recommend your next inspection by ${us(c, next)}.`, 86), row(['Kind regards,', 0]), row([shop, 0]),
  ];
  return {
    kind: 'service', layout: 'letter', page: 'letter', font: 'serif', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: shop,
      serviceDate: iso(date), mileage: odo, totalCost: total, services: jobs.map(([n]) => n),
    },
  };
}

/** A UK MOT and service invoice: reg, day-first dates, VAT lines, a due date for the next MOT. */
function serviceUkMot(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const garage = r.pick(['Castle Garage', 'Priory Motors', 'Meadowbank Autos']);
  const plate = makeCountryPlate(r, 'uk');
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(9000, 110000);
  const items: [string, number][] = [['MOT test', 54.85], ['Replace front wiper blades', 28.0], ['Headlamp bulb', 12.5]];
  const net = round2(items.reduce((n, [, p]) => n + p, 0));
  const vat = round2(net * 0.2);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(`${garage} Ltd`, 16), row([`Tel ${makeUkPhone(r)}`, 0]), blank(),
    row(['Invoice date', 0], [eu(c, date), 0.22], ['Registration', 0.5], [plate, 0.7]),
    row(['Mileage', 0], [miles(odo), 0.22], ['Make / model', 0.5], [`${v.make} ${v.model}`, 0.7]),
    row(['VIN', 0], [v.vin, 0.22]), blank(),
    ...table([['Work carried out', 0], ['Amount', 0.75]], items.map(([n, p]) => [n, `£${money(p)}`])),
    row(['Sub total', 0.45], [`£${money(net)}`, 0.75]), row(['VAT', 0.45], [`£${money(vat)}`, 0.75]), row(['Invoice total', 0.45], [`£${money(total)}`, 0.75]),
    blank(), row([`MOT expiry date: ${eu(c, addDays(addMonths(date, 12), -1))}`, 0]),
  ];
  return {
    kind: 'service', layout: 'uk-mot', page: 'a4', font: 'sans', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, serviceProvider: garage,
      serviceDate: iso(date), mileage: odo, totalCost: total, services: items.map(([n]) => n),
      inspectionDue: iso(addDays(addMonths(date, 12), -1)),
    },
  };
}

/** A quick-lube ticket of boxes: date, mileage, next due miles and date; a coupon with its own expiry. */
function oilBoxedTicket(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const shop = r.pick(['Lube Stop', 'Minit Lube', 'Express Lube & Tune']);
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(9000, 140000);
  const nextMiles = odo + r.pick([3000, 5000]);
  const next = addMonths(date, r.pick([3, 6]));
  const items: [string, number][] = [[r.pick(['Synthetic Blend Oil Service', 'Full Synthetic Oil Service']), r.pick([54.99, 79.99])], ['Fuel system cleaner', 17.99]];
  const total = round2(items.reduce((n, [, p]) => n + p, 0) * 1.07);
  const rows: Row[] = [
    title(shop, 16), row([`Location #${r.int(10, 99)}  ${makePhone(r)}`, 0]), blank(),
    ...boxedFields([
      { label: 'Service date', value: us(c, date), x: 0 },
      { label: 'Mileage', value: miles(odo), x: 0.25 },
      { label: 'Next due (miles)', value: miles(nextMiles), x: 0.5 },
      { label: 'Next due (date)', value: us(c, next), x: 0.75 },
    ]),
    pair('Vehicle', `${v.year} ${v.make} ${withTrim(v)}`, 0, 0.2), pair('VIN', v.vin, 0, 0.2), blank(),
    ...items.map(([n, p]) => row([n, 0], [`$${money(p)}`, 0.75])), row(['Total (incl. tax)', 0.4], [`$${money(total)}`, 0.75]), blank(),
    row([`Coupon: $10 off next visit, expires ${us(c, addMonths(date, 2))}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'boxed-ticket', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: shop,
      serviceDate: iso(date), mileage: odo, totalCost: total, services: items.map(([n]) => n),
      nextServiceDate: iso(next), nextServiceMileage: nextMiles,
    },
  };
}

/** A UK oil and filter service: reg, miles, day-first dates, pounds with VAT. */
function oilUkService(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const garage = r.pick(['Quickfit Oil Centre', 'Halfords Autocentre', 'Kwik Service Bay']);
  const plate = makeCountryPlate(r, 'uk');
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(9000, 110000);
  const items: [string, number][] = [['Oil and filter change 5W-30', 69.0], ['Screenwash top-up', 4.0]];
  const total = round2(items.reduce((n, [, p]) => n + p, 0) * 1.2);
  const nextMiles = odo + 10000;
  const next = addMonths(date, 12);
  const rows: Row[] = [
    title(garage, 16), row([makeUkPhone(r), 0]), blank(), title('Oil Service Receipt', 12),
    pair('Date of service', eu(c, date), 0, 0.3), pair('Vehicle reg.', plate, 0, 0.3), pair('Vehicle', `${v.make} ${v.model}`, 0, 0.3),
    pair('VIN', v.vin, 0, 0.3), pair('Odometer (miles)', miles(odo), 0, 0.3), blank(),
    ...items.map(([n, p]) => row([n, 0], [`£${money(p)}`, 0.75])), row(['Total inc VAT', 0.4], [`£${money(total)}`, 0.75]), blank(),
    row([`Next oil service due ${eu(c, next)} or ${miles(nextMiles)} miles`, 0]),
  ];
  return {
    kind: 'oil', layout: 'uk-service', page: 'a4', font: 'serif', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, serviceProvider: garage,
      serviceDate: iso(date), mileage: odo, totalCost: total, services: items.map(([n]) => n),
      nextServiceDate: iso(next), nextServiceMileage: nextMiles,
    },
  };
}

/** A dealer oil change in a table, with opened / closed dates and a labor + parts subtotal line. */
function oilDealerTable(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const dealer = `${r.pick(['Sunrise', 'Metro', 'Heritage'])} ${v.make}`;
  const opened = makeDay(r, 2024, 2025);
  const closed = addDays(opened, 1);
  const odo = r.int(9000, 130000);
  const labor = 39.95;
  const parts = r.pick([32.4, 45.1]);
  const total = round2((labor + parts) * 1.06);
  const nextMiles = odo + 5000;
  const rows: Row[] = [
    title(`${dealer} Service Department`, 15), row([makePhone(r), 0]), blank(),
    row([`Opened ${d(c, opened)}`, 0], [`Closed ${d(c, closed)}`, 0.35], [`RO ${r.int(10000, 99999)}`, 0.7]),
    row([`${v.year} ${v.make} ${withTrim(v)}`, 0], [`VIN ${v.vin}`, 0.45]), row([`Mileage in ${miles(odo)}`, 0]), blank(),
    ...table([['Operation', 0], ['Labor', 0.55], ['Parts', 0.75]], [['Oil and filter change', money(labor), money(parts)]]),
    row(['Labor + Parts', 0.2], [money(labor + parts), 0.75]), row(['Total', 0.2], [`$${money(total)}`, 0.75]), blank(),
    row([`Next oil change at ${miles(nextMiles)} miles`, 0]),
  ];
  return {
    kind: 'oil', layout: 'dealer-table', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: dealer,
      serviceDate: iso(closed), mileage: odo, totalCost: total, services: ['Oil and filter change'], nextServiceMileage: nextMiles,
    },
  };
}

export const DEVELOPMENT_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'two-column', part: 'dev', build: registrationTwoColumn },
  { kind: 'registration', name: 'table-receipt', part: 'dev', build: registrationTableReceipt },
  { kind: 'registration', name: 'eu-coded', part: 'dev', build: registrationEuCoded },
  { kind: 'insurance', name: 'two-column-card', part: 'dev', build: insuranceTwoColumn },
  { kind: 'insurance', name: 'green-card', part: 'dev', build: insuranceGreenCard },
  { kind: 'insurance', name: 'table-declarations', part: 'dev', build: insuranceTableDeclarations },
  { kind: 'service', name: 'dealer-invoice', part: 'dev', build: serviceDealerInvoice },
  { kind: 'service', name: 'letter', part: 'dev', build: serviceLetter },
  { kind: 'service', name: 'uk-mot', part: 'dev', build: serviceUkMot },
  { kind: 'oil', name: 'boxed-ticket', part: 'dev', build: oilBoxedTicket },
  { kind: 'oil', name: 'uk-service', part: 'dev', build: oilUkService },
  { kind: 'oil', name: 'dealer-table', part: 'dev', build: oilDealerTable },
];
