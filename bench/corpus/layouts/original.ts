/** The corpus's first twelve layouts (three per kind), kept as they were written. */
import {
  addDays, addMonths, iso, makeDay, makePerson, makePhone, makePlate, makeVehicle, miles, money, writeDate,
} from '../data';
import type { Random } from '../random';
import { blank, d, pair, row, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';

const STATES = [
  ['CALIFORNIA', 'DEPARTMENT OF MOTOR VEHICLES'],
  ['TEXAS', 'DEPARTMENT OF MOTOR VEHICLES'],
  ['OHIO', 'BUREAU OF MOTOR VEHICLES'],
  ['FLORIDA', 'DEPARTMENT OF HIGHWAY SAFETY AND MOTOR VEHICLES'],
];


function registrationForm(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const p = makePerson(r);
  const plate = makePlate(r);
  const issued = makeDay(r, 2024, 2025);
  const expiry = addDays(addMonths(issued, 12), -1);
  const [state, dept] = r.pick(STATES);
  const rows: Row[] = [
    title(`STATE OF ${state}`, 14), row([dept, 0]), title('VEHICLE REGISTRATION CARD', 15), blank(),
    pair('License Plate Number', plate), pair('Vehicle Identification Number', v.vin), pair('Model Year', String(v.year)),
    pair('Make', v.make.toUpperCase()), pair('Model', v.model.toUpperCase()), pair('Color', v.color.toUpperCase()),
    pair('Body Type', r.pick(['4D SEDAN', 'SUV', 'PICKUP'])), blank(),
    pair('Registered Owner', p.name.toUpperCase()), pair('Address', p.street.toUpperCase()), pair('', p.cityLine.toUpperCase()),
    blank(), pair('Date Issued', d(c, issued)), pair('Expiration Date', d(c, expiry)), pair('Fees Paid', `$${money(r.int(60, 380) + 0.5)}`),
    blank(), row([`Questions? Call ${makePhone(r)}`, 0]), row([`Printed ${d(c, addDays(issued, 2))}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'dmv-card', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(),
      year: v.year, color: v.color.toUpperCase(), ownerName: p.name.toUpperCase(),
      ownerAddress: `${p.street}, ${p.cityLine}`.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

function registrationGrid(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const p = makePerson(r);
  const plate = makePlate(r);
  const start = makeDay(r, 2024, 2025);
  const expiry = addDays(addMonths(start, 12), -1);
  const renew = addDays(expiry, -30);
  const inspection = addDays(expiry, -60);
  const rows: Row[] = [
    title('CERTIFICATE OF REGISTRATION'), row([`${r.pick(STATES)[1]}  -  Registration Renewal Receipt`, 0]), blank(),
    row(['PLATE NO', 0], ['YEAR', 0.25], ['MAKE', 0.45], ['MODEL', 0.7]),
    row([plate, 0], [String(v.year), 0.25], [v.make, 0.45], [v.model, 0.7]), blank(),
    row(['VIN', 0], ['COLOR', 0.45], ['CUSTOMER NO', 0.7]),
    row([v.vin, 0], [v.color, 0.45], [String(r.int(1000000, 9999999)), 0.7]), blank(),
    row(['OWNER', 0]), row([p.name, 0]), row([p.street, 0]), row([p.cityLine, 0]), blank(),
    row([`Registration valid: ${d(c, start)} - ${d(c, expiry)}`, 0]),
    row([`Renewal due: ${d(c, renew)}`, 0], [`Inspection due: ${d(c, inspection)}`, 0.5]),
    row([`Amount paid: $${money(r.int(80, 300))}`, 0], ['Balance due: $0.00', 0.5]),
    row([`Office phone ${makePhone(r)}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'grid', page: 'letter', font: r.pick(['sans', 'serif']), rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year,
      color: v.color, ownerName: p.name, ownerAddress: `${p.street}, ${p.cityLine}`, expiryDate: iso(expiry),
      renewalDate: iso(renew), inspectionDue: iso(inspection),
    },
  };
}

function registrationLetter(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const p = makePerson(r);
  const plate = makePlate(r);
  const letterDate = makeDay(r, 2025, 2025);
  const expiry = addMonths(letterDate, 2);
  const renew = addDays(expiry, -14);
  const rows: Row[] = [
    title(`${r.pick(STATES)[1].replace(/\b(\w)(\w*)/g, (_m, a: string, b: string) => a + b.toLowerCase())}`, 13),
    row([`Issued ${d(c, letterDate)}`, 0]), blank(), row([p.name, 0]), row([p.street, 0]), row([p.cityLine, 0]), blank(),
    title('Vehicle Registration Renewal Notice', 13), row([`Dear ${p.name},`, 0]), blank(),
    ...wrap(
      `Our records show that the registration for your ${v.year} ${v.make} ${v.model} with license plate ${plate} ` +
        `(VIN ${v.vin}) expires on ${d(c, expiry)}. To avoid late fees, please renew by ${d(c, renew)} online or at ` +
        `any office. The renewal fee is $${money(r.int(70, 250))}. If you have questions, call us at ${makePhone(r)}.`,
    ),
    blank(), row(['Sincerely,', 0]), row(['Registration Services', 0]),
  ];
  return {
    kind: 'registration', layout: 'letter', page: 'letter', font: 'serif', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year,
      ownerName: p.name, ownerAddress: `${p.street}, ${p.cityLine}`, expiryDate: iso(expiry), renewalDate: iso(renew),
    },
  };
}

const INSURERS: [string, string][] = [
  ['State Farm', 'State Farm Mutual Automobile Insurance Company'],
  ['GEICO', 'GEICO General Insurance Company'],
  ['Progressive', 'Progressive Direct Insurance Company'],
  ['Allstate', 'Allstate Fire and Casualty Insurance Company'],
  ['Liberty Mutual', 'Liberty Mutual Personal Insurance Company'],
  ['Nationwide', 'Nationwide General Insurance Company'],
];
const COVERAGE = ['Full Coverage', 'Liability Only', 'Comprehensive'];

function policyNumber(r: Random): string {
  const L = () => r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ']);
  return r.pick([
    () => `${L()}${L()}-${r.int(100000, 999999)}`,
    () => `${r.int(100, 999)}-${r.int(1000, 9999)}-${r.int(100, 999)}`,
    () => `${L()}${r.int(10000000, 99999999)}`,
  ])();
}

function insuranceCard(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const p = makePerson(r);
  const [brand, company] = r.pick(INSURERS);
  const policy = policyNumber(r);
  const eff = makeDay(r, 2024, 2025);
  const exp = addMonths(eff, 6);
  const rows: Row[] = [
    title(brand, 18), title('AUTOMOBILE INSURANCE IDENTIFICATION CARD', 13), blank(),
    pair('Company', company, 0, 0.3), pair('Policy Number', policy, 0, 0.3),
    row(['Effective Date', 0], [d(c, eff), 0.3]), row(['Expiration Date', 0], [d(c, exp), 0.3]), blank(),
    row(['Year', 0], ['Make', 0.2], ['Model', 0.45]), row([String(v.year), 0], [v.make, 0.2], [v.model, 0.45]),
    pair('VIN', v.vin, 0, 0.3), blank(), pair('Named Insured', p.name, 0, 0.3), pair('', p.street, 0, 0.3),
    pair('', p.cityLine, 0, 0.3), blank(), row([`Agent: ${makePerson(r).name}   Phone ${makePhone(r)}`, 0]),
    row([`Claims 24/7: ${makePhone(r)}`, 0]), row(['Keep this card in your vehicle.', 0]),
  ];
  return {
    kind: 'insurance', layout: 'id-card', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'insurance', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      ownerAddress: `${p.street}, ${p.cityLine}`, insuranceProvider: brand, policyNumber: policy,
      effectiveDate: iso(eff), expirationDate: iso(exp),
    },
  };
}

function insuranceDeclarations(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const p = makePerson(r);
  const [brand, company] = r.pick(INSURERS);
  const policy = policyNumber(r);
  const eff = makeDay(r, 2024, 2025);
  const exp = addMonths(eff, r.pick([6, 12]));
  const coverage = r.pick(COVERAGE);
  const premium = r.int(380, 1900) + r.int(0, 99) / 100;
  const rows: Row[] = [
    title(`${company}`, 13), title('Auto Policy Declarations', 15), row([`Print date: ${d(c, addDays(eff, -20))}`, 0]), blank(),
    pair('Policy number:', policy, 0, 0.55), pair('Policy period:', `${d(c, eff)} to ${d(c, exp)}`, 0, 0.55),
    pair('Named insured:', p.name, 0, 0.55), pair('Mailing address:', p.street, 0, 0.55), pair('', p.cityLine, 0, 0.55),
    blank(), row(['Vehicle', 0], ['VIN', 0.45]), row([`${v.year} ${v.make} ${v.model}`, 0], [v.vin, 0.45]), blank(),
    pair('Coverage type:', coverage, 0, 0.55), pair('Bodily injury liability', '$100,000 / $300,000', 0, 0.55),
    pair('Collision deductible', `$${money(r.pick([250, 500, 1000]))}`, 0, 0.55), blank(),
    pair('Total policy premium', `$${money(premium)}`, 0, 0.55), pair('Paid to date', `$${money(premium)}`, 0, 0.55),
    pair('Balance due', '$0.00', 0, 0.55), blank(), row([`Customer service ${makePhone(r)}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'declarations', page: 'letter', font: r.pick(['sans', 'serif']), rows,
    expected: {
      documentType: 'insurance', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      ownerAddress: `${p.street}, ${p.cityLine}`, insuranceProvider: brand, policyNumber: policy, coverageType: coverage,
      effectiveDate: iso(eff), expirationDate: iso(exp), premium,
    },
  };
}

function insuranceLetter(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const p = makePerson(r);
  const [brand] = r.pick(INSURERS);
  const policy = policyNumber(r);
  const eff = makeDay(r, 2024, 2025);
  const exp = addMonths(eff, 12);
  const coverage = r.pick(COVERAGE);
  const premium = r.int(500, 2400) + r.int(0, 99) / 100;
  const rows: Row[] = [
    title(`${brand} Insurance`, 16), row([d(c, addDays(eff, -10)), 0]), blank(), row([p.name, 0]), row([p.street, 0]),
    row([p.cityLine, 0]), blank(), row([`Dear ${p.name},`, 0]), blank(),
    ...wrap(
      `Thank you for choosing ${brand}. Your policy number ${policy} is effective from ${d(c, eff)} through ` +
        `${d(c, exp)}. It provides ${coverage} for your ${v.year} ${v.make} ${v.model}, VIN ${v.vin}. ` +
        `Your premium for this term is $${money(premium)}, billed in monthly installments. ` +
        `For help with your policy, call ${makePhone(r)} any day.`,
    ),
    blank(), row(['Sincerely,', 0]), row([`${makePerson(r).name}, Customer Care`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'letter', page: 'letter', font: 'serif', rows,
    expected: {
      documentType: 'insurance', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      ownerAddress: `${p.street}, ${p.cityLine}`, insuranceProvider: brand, policyNumber: policy, coverageType: coverage,
      effectiveDate: iso(eff), expirationDate: iso(exp), premium,
    },
  };
}

const SHOPS = ['Precision Auto Care', 'Main Street Garage', 'Hillside Motors Service', 'Northgate Auto Repair', 'Summit Car Clinic'];
const REPAIRS: [string, number][] = [
  ['Front brake pads and rotors', 389.5], ['Four wheel alignment', 119.99], ['Replace battery', 219.0],
  ['Coolant flush', 149.95], ['Replace spark plugs', 260.0], ['Cabin air filter', 49.99], ['Tire rotation', 29.99],
  ['Transmission fluid service', 199.0], ['Replace wiper blades', 39.98], ['Diagnostic inspection', 95.0],
];

function pickItems(r: Random, pool: [string, number][], count: number): [string, number][] {
  const items = [...pool].sort(() => r.next() - 0.5);
  return items.slice(0, count);
}

function serviceRepairOrder(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const p = makePerson(r);
  const shop = r.pick(SHOPS);
  const date = makeDay(r, 2024, 2025);
  const odoIn = r.int(12000, 140000);
  const items = pickItems(r, REPAIRS, r.int(2, 4));
  const sub = items.reduce((n, [, price]) => n + price, 0);
  const tax = Math.round(sub * 0.07 * 100) / 100;
  const total = Math.round((sub + tax) * 100) / 100;
  const rows: Row[] = [
    title(shop, 17), row([`${r.int(100, 9999)} Commerce Blvd  ·  Tel ${makePhone(r)}`, 0]), title('REPAIR ORDER', 14),
    row([`RO #${r.int(10000, 99999)}`, 0], [`Date: ${d(c, date)}`, 0.55]),
    row([`Customer: ${p.name}`, 0], [`Customer No: ${r.int(100000, 999999)}`, 0.55]),
    row([`Vehicle: ${v.year} ${v.make} ${v.model}`, 0], [`VIN: ${v.vin}`, 0.55]),
    row([`Odometer In: ${miles(odoIn)}`, 0], [`Odometer Out: ${miles(odoIn + r.int(2, 12))}`, 0.55]), blank(),
    row(['Description', 0], ['Qty', 0.6], ['Amount', 0.8]),
    ...items.map(([name, price]) => row([name, 0], ['1', 0.6], [money(price), 0.8])), blank(),
    row(['Subtotal', 0.5], [money(sub), 0.8]), row(['Sales tax', 0.5], [money(tax), 0.8]),
    row(['Total', 0.5], [`$${money(total)}`, 0.8]), row(['Balance due', 0.5], ['$0.00', 0.8]), blank(),
    row([`Printed ${d(c, addDays(date, 1))}`, 0]),
  ];
  return {
    kind: 'service', layout: 'repair-order', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, make: v.make, model: v.model, year: v.year, serviceProvider: shop,
      serviceDate: iso(date), mileage: odoIn, totalCost: total, services: items.map(([n]) => n),
    },
  };
}

function serviceStackedInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const shop = r.pick(SHOPS);
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(12000, 140000);
  const items = pickItems(r, REPAIRS, r.int(2, 4));
  const sub = items.reduce((n, [, price]) => n + price, 0);
  const supplies = 12.5;
  const tax = Math.round((sub + supplies) * 0.0825 * 100) / 100;
  const total = Math.round((sub + supplies + tax) * 100) / 100;
  const next = addMonths(date, 6);
  const nextMiles = Math.ceil((odo + 5000) / 1000) * 1000;
  const rows: Row[] = [
    title('SERVICE INVOICE', 15), row([shop, 0]), row([`Phone ${makePhone(r)}`, 0]), blank(),
    row(['INVOICE DATE', 0], ['MILEAGE', 0.3], ['INVOICE NO', 0.55], ['CUSTOMER #', 0.78]),
    row([d(c, date), 0], [miles(odo), 0.3], [String(r.int(20000, 89999)), 0.55], [String(r.int(1000, 9999)), 0.78]), blank(),
    row(['YEAR / MAKE / MODEL', 0], ['VIN', 0.45]), row([`${v.year} ${v.make} ${v.model}`, 0], [v.vin, 0.45]), blank(),
    ...items.map(([name, price]) => row([name, 0], [`$${money(price)}`, 0.8])),
    row(['Shop supplies', 0], [`$${money(supplies)}`, 0.8]), blank(),
    row(['Subtotal', 0.5], [`$${money(sub + supplies)}`, 0.8]), row(['Tax', 0.5], [`$${money(tax)}`, 0.8]),
    row(['Invoice total', 0.5], [`$${money(total)}`, 0.8]), blank(),
    row([`Next service due: ${d(c, next)} or ${miles(nextMiles)} miles, whichever comes first.`, 0]),
  ];
  return {
    kind: 'service', layout: 'stacked', page: 'letter', font: r.pick(['sans', 'serif']), rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, make: v.make, model: v.model, year: v.year, serviceProvider: shop,
      serviceDate: iso(date), mileage: odo, totalCost: total, services: items.map(([n]) => n),
      nextServiceDate: iso(next), nextServiceMileage: nextMiles,
    },
  };
}

function serviceWorkOrder(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const p = makePerson(r);
  const shop = r.pick(SHOPS);
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(12000, 140000);
  const items = pickItems(r, REPAIRS, r.int(3, 5));
  const sub = items.reduce((n, [, price]) => n + price, 0);
  const discount = 25;
  const total = Math.round((sub - discount) * 100) / 100;
  const rows: Row[] = [
    title(shop, 16), title('Work Order / Invoice', 13), blank(),
    pair('Service date', d(c, date), 0, 0.6), pair('Customer', p.name, 0, 0.6), pair('Phone', makePhone(r), 0, 0.6),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.6), pair('VIN', v.vin, 0, 0.6), pair('Mileage', `${miles(odo)} mi`, 0, 0.6),
    blank(), title('Work performed', 12),
    ...items.map(([name, price]) => row([`${name} ${'.'.repeat(Math.max(4, 44 - name.length))}`, 0], [`$${money(price)}`, 0.8])),
    blank(), row(['Coupon discount', 0], [`-$${money(discount)}`, 0.8]), row(['Amount due', 0], [`$${money(total)}`, 0.8]),
    row([`Technician: ${makePerson(r).name}`, 0]),
  ];
  return {
    kind: 'service', layout: 'work-order', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, make: v.make, model: v.model, year: v.year, serviceProvider: shop,
      serviceDate: iso(date), mileage: odo, totalCost: total, services: items.map(([n]) => n),
    },
  };
}

const LUBES = ['QUICK LUBE EXPRESS', 'SPEEDY OIL & GO', 'VALLEY FAST LUBE', 'PIT STOP LUBE CENTER'];

function oilThermal(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const shop = r.pick(LUBES);
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(12000, 140000);
  const oil = r.pick(['LOF SYNTH 5W-30', 'LOF FULL SYN 0W-20', 'LOF HI-MILE 10W-30']);
  const items: [string, number][] = [[oil, r.pick([49.99, 64.99, 79.99])], ['TIRE ROTATION', 19.99], ['WIPER BLADES', 24.99]].slice(0, r.int(1, 3)) as [string, number][];
  const sub = items.reduce((n, [, price]) => n + price, 0);
  const tax = Math.round(sub * 0.06 * 100) / 100;
  const total = Math.round((sub + tax) * 100) / 100;
  const next = addMonths(date, 3);
  const nextMiles = odo + 3000;
  const rows: Row[] = [
    { cells: [{ text: `${shop} #${r.int(100, 999)}`, x: 0.05 }], bold: true }, row([makePhone(r), 0.2]), blank(),
    row([`DATE ${writeDate(date, 'us-short')} ${r.int(7, 18)}:${String(r.int(10, 59))}`, 0]),
    row([`VIN ${v.vin}`, 0]), row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]), row([`ODO ${odo}`, 0]), blank(),
    ...items.map(([name, price]) => row([name, 0], [money(price), 0.75])), blank(),
    row(['SUBTTL', 0], [money(sub), 0.75]), row(['TAX', 0], [money(tax), 0.75]), row(['TTL', 0], [money(total), 0.75]),
    row([`VISA ****${r.int(1000, 9999)}`, 0], [money(total), 0.75]), blank(),
    row([`NXT SVC ${writeDate(next, 'us-short')} OR ${nextMiles} MI`, 0]), row(['THANK YOU!', 0.25]),
  ];
  return {
    kind: 'oil', layout: 'thermal', page: 'receipt', font: 'mono', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, make: v.make, model: v.model.toUpperCase(), year: v.year,
      serviceProvider: shop, serviceDate: iso(date), mileage: odo, totalCost: total, services: items.map(([n]) => n),
      nextServiceDate: iso(next), nextServiceMileage: nextMiles,
    },
  };
}

function oilReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const shop = r.pick(['Jiffy Oil Center', 'Express Oil Change', 'Grease Monkey Auto', 'Take 5 Oil Change']);
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(12000, 140000);
  const oil = r.pick(['Full Synthetic Oil Change 0W-20', 'Conventional Oil Change 5W-30', 'High Mileage Oil Change 10W-30']);
  const items: [string, number][] = [[oil, r.pick([69.99, 44.99, 59.99])], ['Oil filter', 12.99]];
  if (r.chance(0.5)) items.push(['Engine air filter', 29.99]);
  const sub = items.reduce((n, [, price]) => n + price, 0);
  const tax = Math.round(sub * 0.07 * 100) / 100;
  const total = Math.round((sub + tax) * 100) / 100;
  const next = addMonths(date, 6);
  const nextMiles = Math.ceil((odo + 5000) / 100) * 100;
  const rows: Row[] = [
    title(shop, 17), row([`Questions? ${makePhone(r)}`, 0]), title('Oil Change Receipt', 13), blank(),
    pair('Service date', d(c, date), 0, 0.55), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.55),
    pair('VIN', v.vin, 0, 0.55), pair('Mileage', `${miles(odo)} mi`, 0, 0.55), blank(),
    ...items.map(([name, price]) => row([name, 0], [`$${money(price)}`, 0.8])), blank(),
    row(['Subtotal', 0.5], [`$${money(sub)}`, 0.8]), row(['Tax', 0.5], [`$${money(tax)}`, 0.8]),
    row(['Total', 0.5], [`$${money(total)}`, 0.8]), blank(),
    row([`Next oil change due at ${miles(nextMiles)} miles or on ${d(c, next)}.`, 0]),
  ];
  return {
    kind: 'oil', layout: 'receipt', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, make: v.make, model: v.model, year: v.year, serviceProvider: shop,
      serviceDate: iso(date), mileage: odo, totalCost: total, services: items.map(([n]) => n),
      nextServiceDate: iso(next), nextServiceMileage: nextMiles,
    },
  };
}

function oilDealerExpress(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const shop = `${v.make} of ${r.pick(['Riverside', 'Lakewood', 'Fairview', 'Oak Park'])}`;
  const date = makeDay(r, 2024, 2025);
  const odoIn = r.int(12000, 140000);
  const price = r.pick([59.95, 74.95, 89.95]);
  const tax = Math.round(price * 0.065 * 100) / 100;
  const total = Math.round((price + tax) * 100) / 100;
  const next = addMonths(date, 6);
  const nextMiles = odoIn + 5000;
  const rows: Row[] = [
    title(shop, 16), title('Express Service - Customer Copy', 12), blank(),
    row(['Date', 0], ['Odometer In', 0.3], ['Odometer Out', 0.6]),
    row([d(c, date), 0], [miles(odoIn), 0.3], [miles(odoIn + 3), 0.6]), blank(),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3), blank(),
    row(['Oil and filter change', 0], [`$${money(price)}`, 0.8]), row(['Multi-point inspection', 0], ['$0.00', 0.8]),
    row(['Tax', 0.5], [`$${money(tax)}`, 0.8]), row(['Total', 0.5], [`$${money(total)}`, 0.8]), blank(),
    row([`Next service: ${miles(nextMiles)} mi / ${d(c, next)}`, 0]), row([`Service advisor line ${makePhone(r)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'dealer-express', page: 'letter', font: r.pick(['sans', 'serif']), rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, make: v.make, model: v.model, year: v.year, serviceProvider: shop,
      serviceDate: iso(date), mileage: odoIn, totalCost: total, services: ['Oil and filter change', 'Multi-point inspection'],
      nextServiceDate: iso(next), nextServiceMileage: nextMiles,
    },
  };
}

export const ORIGINAL_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'dmv-card', part: 'dev', build: registrationForm },
  { kind: 'registration', name: 'grid', part: 'dev', build: registrationGrid },
  { kind: 'registration', name: 'letter', part: 'dev', build: registrationLetter },
  { kind: 'insurance', name: 'id-card', part: 'dev', build: insuranceCard },
  { kind: 'insurance', name: 'declarations', part: 'dev', build: insuranceDeclarations },
  { kind: 'insurance', name: 'letter', part: 'dev', build: insuranceLetter },
  { kind: 'service', name: 'repair-order', part: 'dev', build: serviceRepairOrder },
  { kind: 'service', name: 'stacked', part: 'dev', build: serviceStackedInvoice },
  { kind: 'service', name: 'work-order', part: 'dev', build: serviceWorkOrder },
  { kind: 'oil', name: 'thermal', part: 'dev', build: oilThermal },
  { kind: 'oil', name: 'receipt', part: 'dev', build: oilReceipt },
  { kind: 'oil', name: 'dealer-express', part: 'dev', build: oilDealerExpress },
];
