/**
 * Held-back layouts: written before the parser's structure reader and lexicon, with their own wordings, vehicles
 * and issuers, and never used to develop them. The benchmark reports them apart from the whole.
 */
import {
  addDays, addMonths, iso, makeCountryPlate, makeDay, makeHeldBackVehicle, makePerson, makePhone, makeUkPerson, makeUkPhone,
  miles, money, euroMoney, round2, withTrim, writeDate,
} from '../data';
import { blank, boxedFields, eu, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';

const COLOR_CODES: Record<string, string> = {
  Grey: 'GRY', 'Dark Blue': 'BLU', 'Pearl White': 'WHI', Green: 'GRN', Maroon: 'MAR', Beige: 'BGE', Silver: 'SIL', Black: 'BLK',
  White: 'WHI', Orange: 'ONG',
};

/** A UK registration certificate in the EU-harmonised style: coded fields, day-first dates, keeper block. */
function ukRegistrationCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const keeper = makeUkPerson(r);
  const plate = makeCountryPlate(r, 'uk');
  const firstReg = makeDay(r, v.year, v.year);
  const issued = makeDay(r, 2024, 2025);
  const colour = v.color.toUpperCase();
  const rows: Row[] = [
    title('Vehicle Registration Certificate', 15), row(['Driver and Vehicle Licensing Agency', 0], ['V5C', 0.85]), blank(),
    row([`Document reference number  ${r.int(10000000000, 99999999999)}`, 0]), blank(),
    pair('A  Registration mark', plate, 0, 0.42),
    pair('B  Date of first registration', eu(c, firstReg), 0, 0.42),
    pair('C.1  Registered keeper', keeper.name, 0, 0.42),
    pair('', keeper.street, 0, 0.42), pair('', keeper.cityLine, 0, 0.42),
    pair('D.1  Make', v.make.toUpperCase(), 0, 0.42),
    pair('D.3  Model', withTrim(v).toUpperCase(), 0, 0.42),
    pair('E  VIN/Chassis/Frame number', v.vin, 0, 0.42),
    pair('R  Colour', colour, 0, 0.42),
    pair('P.3  Type of fuel', r.pick(['PETROL', 'HYBRID ELECTRIC', 'ELECTRICITY']), 0, 0.42),
    pair('Year of manufacture', String(v.year), 0, 0.42), blank(),
    row([`Date of issue  ${eu(c, issued)}`, 0]),
    ...wrap('The registered keeper is the person responsible for the vehicle, who may not be the legal owner.', 84),
  ];
  return {
    kind: 'registration', layout: 'hb-uk-certificate', page: 'a4', font: 'sans', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: withTrim(v).toUpperCase(),
      year: v.year, color: colour, ownerName: keeper.name, ownerAddress: `${keeper.street}, ${keeper.cityLine}`,
    },
  };
}

/** A US state card of boxed fields, caption above each value, colour as a code, the expiry in its own box. */
function stateBoxedCard(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const owner = makePerson(r);
  const plate = makeCountryPlate(r, 'us');
  const issued = makeDay(r, 2024, 2025);
  const expires = addDays(addMonths(issued, 12), -1);
  const code = COLOR_CODES[v.color] ?? 'GRY';
  const state = r.pick(['WASHINGTON', 'OREGON', 'ARIZONA', 'GEORGIA', 'MICHIGAN']);
  const rows: Row[] = [
    title(`${state} VEHICLE REGISTRATION`, 14), row([`Department of Licensing - keep in vehicle`, 0]), blank(),
    ...boxedFields([
      { label: 'PLATE / TAG', value: plate, x: 0 },
      { label: 'EXP.', value: d2(c, expires), x: 0.3 },
      { label: 'ISSUED', value: d2(c, issued), x: 0.55 },
      { label: 'FEES', value: `$${money(r.int(45, 320))}`, x: 0.8 },
    ]),
    ...boxedFields([
      { label: 'YR', value: String(v.year), x: 0 },
      { label: 'MAKE', value: v.make.toUpperCase().slice(0, 4), x: 0.12 },
      { label: 'MODEL', value: v.model.toUpperCase(), x: 0.3 },
      { label: 'CLR', value: code, x: 0.62 },
      { label: 'WT', value: String(r.int(3100, 6200)), x: 0.8 },
    ]),
    ...boxedFields([{ label: 'VEH ID NO', value: v.vin, x: 0 }, { label: 'TITLE NO', value: String(r.int(10000000, 99999999)), x: 0.55 }]),
    blank(), row(['REGISTERED OWNER(S)', 0]), row([owner.name.toUpperCase(), 0]), row([owner.street.toUpperCase(), 0]),
    row([owner.cityLine.toUpperCase(), 0]), blank(),
    row([`Questions: ${makePhone(r)}`, 0], [`Printed ${d2(c, addDays(issued, 1))}`, 0.6]),
  ];
  return {
    kind: 'registration', layout: 'hb-state-boxed', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      color: code, ownerName: owner.name.toUpperCase(), ownerAddress: `${owner.street}, ${owner.cityLine}`.toUpperCase(),
      expiryDate: iso(expires),
    },
  };
}

/** A renewal confirmation letter: the expiry inside a sentence, a tear-off stub with the date above its caption. */
function renewalConfirmation(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const owner = makePerson(r);
  const plate = makeCountryPlate(r, 'us');
  const sent = makeDay(r, 2025, 2025);
  const validUntil = addDays(addMonths(sent, r.pick([12, 24])), r.int(-5, 5));
  const paid = addDays(sent, -r.int(2, 9));
  const county = r.pick(['Travis', 'Maricopa', 'King', 'Fulton', 'Wake']);
  const rows: Row[] = [
    title(`${county} County Tax Assessor-Collector`, 13), row(['Motor Vehicle Registration Division', 0]), blank(),
    row([d2(c, sent), 0]), blank(), row([owner.name, 0]), row([owner.street, 0]), row([owner.cityLine, 0]), blank(),
    row([`Re: Registration renewal for plate ${plate}`, 0]), blank(), row([`Dear ${owner.name.split(' ')[0]},`, 0]),
    ...wrap(
      `We received your payment on ${d2(c, paid)}. The registration of your ${v.year} ${v.make} ${withTrim(v)} ` +
        `(vehicle identification number ${v.vin}) has been renewed and is now valid through ${d2(c, validUntil)}. ` +
        `Your new windshield sticker is enclosed; please place it on the inside lower corner of the windshield.`,
      84,
    ),
    blank(), row(['Thank you,', 0]), row([`${county} County Motor Vehicle Division  ${makePhone(r)}`, 0]), blank(),
    row(['- - - - - - - - - - - - - - - - - - - - - detach and keep - - - - - - - - - - - - - - - - - - - - -', 0]),
    ...boxedFields(
      [
        { label: 'License plate', value: plate, x: 0 },
        { label: 'Registration valid until', value: d2(c, validUntil), x: 0.35 },
        { label: 'Amount paid', value: `$${money(r.int(60, 240) + 0.25)}`, x: 0.72 },
      ],
      'below',
    ),
  ];
  return {
    kind: 'registration', layout: 'hb-renewal-letter', page: 'letter', font: 'serif', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: withTrim(v), year: v.year,
      ownerName: owner.name, expiryDate: iso(validUntil),
    },
  };
}

/** US-order dates for the US held-back layouts (the cycle skips the day-first dotted style). */
function d2(c: Ctx, day: Parameters<typeof writeDate>[0]): string {
  const styles = ['us', 'long', 'us-short', 'mon-dash', 'upper', 'iso', 'long-day'] as const;
  return writeDate(day, styles[c.n % styles.length]);
}

const UK_INSURERS: [string, string][] = [
  ['Aviva', 'Aviva Insurance Limited'], ['Admiral', 'EUI Limited on behalf of Admiral Insurance (Gibraltar) Limited'],
  ['Direct Line', 'U K Insurance Limited'], ['AXA', 'AXA Insurance UK plc'], ['Hastings Direct', 'Advantage Insurance Company Limited'],
];

/** A UK certificate of motor insurance in the statutory wording, policy number with spaces and hyphens. */
function ukInsuranceCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const holder = makeUkPerson(r);
  const plate = makeCountryPlate(r, 'uk');
  const [brand, underwriter] = r.pick(UK_INSURERS);
  const policy = `${r.int(100, 999)} ${r.int(1000, 9999)}-${String.fromCharCode(65 + r.int(0, 25))}${r.int(10, 99)}-${r.int(10, 99)}`;
  const start = makeDay(r, 2024, 2025);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title(brand.toUpperCase(), 18), title('Certificate of Motor Insurance', 14), blank(),
    pair('Certificate number', `${r.int(10000000, 99999999)}`, 0, 0.5), pair('Policy number', policy, 0, 0.5), blank(),
    row(['1. Registration mark of vehicle', 0]), row([plate, 0.04]),
    row(['2. Name of policyholder', 0]), row([holder.name, 0.04]),
    row(['3. Effective date of the commencement of insurance for the purposes of the relevant law', 0]),
    row([`00:01 hours on ${eu(c, start)}`, 0.04]),
    row(['4. Date of expiry of insurance', 0]), row([`23:59 hours on ${eu(c, end)}`, 0.04]),
    row(['5. Persons or classes of persons entitled to drive', 0]), row(['The policyholder and any person named below', 0.04]),
    row(['6. Limitations as to use', 0]), row(['Social, domestic and pleasure purposes and commuting', 0.04]), blank(),
    pair('Vehicle', `${v.year} ${v.make} ${withTrim(v)}`, 0, 0.3), pair('Chassis no.', v.vin, 0, 0.3), blank(),
    ...wrap(`I hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law. ${underwriter}.`, 88),
    row([`Authorised insurer  -  Customer services ${makeUkPhone(r)}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'hb-uk-certificate', page: 'a4', font: 'serif', rows,
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, model: withTrim(v), year: v.year, ownerName: holder.name,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

const US_INSURERS = ['Travelers', 'Erie Insurance', 'Amica', 'USAA', 'American Family', 'Safeco'];

/** A US ID card of boxes with captions above values; a second, cut-off copy of the card below. */
function idCardBoxes(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const insured = makePerson(r);
  const brand = r.pick(US_INSURERS);
  const policy = r.pick([
    () => `${r.int(100, 999)} ${r.int(1000, 9999)}-C${r.int(10, 99)}-${r.int(10, 99)}`,
    () => `${r.int(10, 99)}-${r.int(100, 999)}-${r.int(1000, 9999)}-${r.int(10, 99)}`,
    () => `PA ${r.int(1000, 9999)} ${r.int(1000, 9999)}`,
  ])();
  const eff = makeDay(r, 2024, 2025);
  const exp = addMonths(eff, r.pick([6, 12]));
  const state = r.pick(['NEW JERSEY', 'PENNSYLVANIA', 'VIRGINIA', 'MASSACHUSETTS']);
  const card = (): Row[] => [
    title(`${state} INSURANCE IDENTIFICATION CARD`, 11),
    ...boxedFields([
      { label: 'COMPANY', value: brand, x: 0 },
      { label: 'NAIC NUMBER', value: String(r.int(10000, 39999)), x: 0.4 },
      { label: 'POLICY NUMBER', value: policy, x: 0.62 },
    ]),
    ...boxedFields([
      { label: 'EFFECTIVE DATE', value: d2(c, eff), x: 0 },
      { label: 'EXPIRATION DATE', value: d2(c, exp), x: 0.3 },
      { label: 'YEAR', value: String(v.year), x: 0.6 },
      { label: 'MAKE/MODEL', value: `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, x: 0.7 },
    ]),
    ...boxedFields([{ label: 'VEHICLE IDENTIFICATION NUMBER', value: v.vin, x: 0 }, { label: 'INSURED', value: insured.name, x: 0.5 }]),
  ];
  const rows: Row[] = [
    ...card(), blank(),
    ...wrap('THIS CARD MUST BE CARRIED IN THE INSURED VEHICLE FOR PRODUCTION UPON DEMAND. IF YOU HAVE AN ACCIDENT, CALL THE CLAIMS LINE.', 90),
    row([`Claims ${makePhone(r)}`, 0], [`Agent ${makePerson(r).name}`, 0.5]), blank(),
    row(['- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', 0]),
    ...card(),
  ];
  return {
    kind: 'insurance', layout: 'hb-id-card-boxes', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'insurance', vin: v.vin, make: v.make, model: v.model.toUpperCase(), year: v.year, ownerName: insured.name,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(eff), expirationDate: iso(exp),
    },
  };
}

/** A renewal declarations letter: period with times, a table of coverages, premium, and payment and statement dates. */
function renewalDeclarations(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const insured = makePerson(r);
  const brand = r.pick(US_INSURERS);
  const policy = `${String.fromCharCode(65 + r.int(0, 25))}${r.int(100, 999)}-${r.int(100, 999)}-${r.int(1000, 9999)}`;
  const eff = makeDay(r, 2024, 2025);
  const exp = addMonths(eff, 6);
  const statement = addDays(eff, -r.int(20, 40));
  const coverage = r.pick(['Comprehensive', 'Liability Only', 'Full Coverage']);
  const limits: [string, string, number][] = [
    ['Bodily Injury', '$100,000 each person', r.int(90, 260)],
    ['Property Damage', '$50,000 each accident', r.int(60, 180)],
    ['Uninsured Motorist', '$100,000 each person', r.int(20, 60)],
  ];
  if (coverage !== 'Liability Only') limits.push(['Collision', '$500 deductible', r.int(150, 420)], ['Comprehensive', '$250 deductible', r.int(40, 140)]);
  const premium = round2(limits.reduce((n, [, , p]) => n + p, 0) + r.int(0, 99) / 100);
  const rows: Row[] = [
    title(brand, 17), row([`Statement date ${d2(c, statement)}`, 0.6]), blank(), row([insured.name, 0]), row([insured.street, 0]),
    row([insured.cityLine, 0]), blank(), title('Your Auto Policy Renewal', 13),
    ...wrap(`Here is your renewed policy ${policy}. Policy period: 12:01 a.m. ${d2(c, eff)} to 12:01 a.m. ${d2(c, exp)}, standard time at your address.`, 86),
    blank(), pair('Insured vehicle', `${v.year} ${v.make} ${withTrim(v)}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3),
    pair('Coverage selected', coverage, 0, 0.3), blank(),
    ...table([['Coverage', 0], ['Limits', 0.35], ['Premium', 0.78]], limits.map(([name, limit, p]) => [name, limit, `$${money(p)}`])),
    row(['Total 6-month premium', 0.35], [`$${money(premium)}`, 0.78]), blank(),
    row([`Payment of $${money(round2(premium / 6))} received ${d2(c, addDays(statement, 3))}. Thank you.`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'hb-renewal-declarations', page: 'letter', font: 'serif', rows,
    expected: {
      documentType: 'insurance', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, ownerName: insured.name,
      ownerAddress: `${insured.street}, ${insured.cityLine}`, insuranceProvider: brand, policyNumber: policy, coverageType: coverage,
      effectiveDate: iso(eff), expirationDate: iso(exp), premium,
    },
  };
}

const DEALER_TOWNS = ['Northgate', 'Bayside', 'Crestwood', 'Valley', 'Lakeshore'];

/** A dealership repair order: "Service Department" after the name, opened/closed/promised dates, labor and parts lines. */
function dealerRepairOrder(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const customer = makePerson(r);
  const dealer = `${r.pick(DEALER_TOWNS)} ${v.make}`;
  const opened = makeDay(r, 2024, 2025);
  const closed = addDays(opened, r.int(1, 4));
  const odo = r.int(8000, 120000);
  const ops: [string, number, number][] = r.pick([
    [['Replace front brake pads', 180, 96.4], ['Rotate tires and balance', 59.95, 0]],
    [['Replace cabin air filter', 35, 42.1], ['Battery test and replace', 45, 189.99], ['Software update', 120, 0]],
    [['Replace wiper blades', 15, 38.5], ['Four wheel alignment', 139.95, 0]],
  ]);
  const labor = round2(ops.reduce((n, [, l]) => n + l, 0));
  const parts = round2(ops.reduce((n, [, , p]) => n + p, 0));
  const supplies = 14.5;
  const tax = round2((parts + supplies) * 0.0725);
  const total = round2(labor + parts + supplies + tax);
  const rows: Row[] = [
    title(`${dealer} Service Department`, 15), row([`${r.int(100, 9999)} Auto Mall Drive  -  ${makePhone(r)}`, 0]), blank(),
    row([`REPAIR ORDER # ${r.int(400000, 899999)}`, 0], [`OPENED ${d2(c, opened)}`, 0.5]),
    row([`ADVISOR ${makePerson(r).name.split(' ')[0].toUpperCase()}`, 0], [`CLOSED ${d2(c, closed)}`, 0.5]),
    row([`PROMISED ${d2(c, addDays(opened, 1))}`, 0.5]), blank(),
    row([customer.name.toUpperCase(), 0], [`${v.year} ${v.make.toUpperCase()} ${withTrim(v).toUpperCase()}`, 0.5]),
    row([customer.street.toUpperCase(), 0], [`VIN ${v.vin}`, 0.5]),
    row([customer.cityLine.toUpperCase(), 0], [`MILEAGE IN ${miles(odo)}   OUT ${miles(odo + r.int(1, 9))}`, 0.5]), blank(),
    ...table([['OPERATION', 0], ['LABOR', 0.6], ['PARTS', 0.8]], ops.map(([name, l, p]) => [name.toUpperCase(), money(l), money(p)])),
    blank(), row(['Labor + Parts', 0.35], [money(labor), 0.6], [money(parts), 0.8]),
    row(['Shop supplies', 0.35], [money(supplies), 0.8]), row(['Sales tax', 0.35], [money(tax), 0.8]),
    row(['TOTAL DUE', 0.35], [`$${money(total)}`, 0.8]), blank(),
    row([`Customer signature ______________________    Date printed ${d2(c, closed)}`, 0]),
  ];
  return {
    kind: 'service', layout: 'hb-dealer-ro', page: 'letter', font: 'mono', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, make: v.make, model: withTrim(v).toUpperCase(), year: v.year,
      serviceProvider: dealer, serviceDate: iso(closed), mileage: odo, totalCost: total,
      services: ops.map(([name]) => name.toUpperCase()),
    },
  };
}

/** A UK garage invoice: registration number, day-first dates, VAT, pounds. */
function ukGarageInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const customer = makeUkPerson(r);
  const garage = r.pick(['Kingsway Motors', 'Abbey Road Garage', 'Riverside Autocentre', 'Millfield Service Centre']);
  const plate = makeCountryPlate(r, 'uk');
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(9000, 110000);
  const items: [string, number][] = r.pick([
    [['MOT test', 54.85], ['Front brake discs and pads', 214.0], ['Brake fluid change', 48.0]],
    [['Interim service', 149.0], ['Replace rear tyre', 96.5]],
    [['Full service', 229.0], ['Air conditioning recharge', 69.0], ['Replace wiper blades', 24.0]],
  ]);
  const net = round2(items.reduce((n, [, p]) => n + p, 0));
  const vat = round2(net * 0.2);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(garage, 17), row([`Unit ${r.int(1, 30)}, ${customer.cityLine.split(' ')[0]} Trade Park  -  ${makeUkPhone(r)}  -  VAT reg ${r.int(100, 999)} ${r.int(1000, 9999)} ${r.int(10, 99)}`, 0]),
    blank(), title('INVOICE', 13),
    pair('Invoice no.', `INV-${r.int(10000, 99999)}`, 0, 0.25), pair('Invoice date', eu(c, date), 0, 0.25),
    pair('Customer', customer.name, 0, 0.25), pair('Reg no.', plate, 0, 0.25),
    pair('Vehicle', `${v.make} ${withTrim(v)}`, 0, 0.25), pair('VIN', v.vin, 0, 0.25), pair('Mileage', miles(odo), 0, 0.25), blank(),
    ...table([['Description', 0], ['Net', 0.65], ['VAT', 0.8]], items.map(([name, p]) => [name, `£${money(p)}`, '20%'])),
    blank(), row(['Net total', 0.45], [`£${money(net)}`, 0.65]), row(['VAT @ 20%', 0.45], [`£${money(vat)}`, 0.65]),
    row(['Total inc. VAT', 0.45], [`£${money(total)}`, 0.65]), blank(),
    row([`Payment due within 30 days. ${garage} Ltd, registered in England and Wales.`, 0]),
  ];
  return {
    kind: 'service', layout: 'hb-uk-garage-invoice', page: 'a4', font: 'sans', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: withTrim(v),
      serviceProvider: garage, serviceDate: iso(date), mileage: odo, totalCost: total, services: items.map(([n]) => n),
    },
  };
}

/** A tyre and brake shop's table invoice: part numbers, quantities, parts and labor subtotals, fees, a paid date. */
function tireShopTable(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const shop = r.pick(['Discount Tire & Brake', 'Tread Masters', 'Big O Brake Center', 'Summit Tire Pros']);
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(9000, 140000);
  const lines: [string, string, string, number][] = r.pick([
    [['4', 'MIC-2255517', 'Michelin Defender tire 225/55R17', 189.0], ['4', 'LAB-MNT', 'Mount and balance', 25.0], ['1', 'LAB-TPMS', 'TPMS sensor service kit', 9.95]],
    [['1', 'BRK-PAD-F', 'Ceramic brake pads front', 89.99], ['2', 'BRK-ROT-F', 'Brake rotor front', 74.5], ['1', 'LAB-BRK', 'Brake labor front axle', 160.0]],
    [['2', 'GY-2356018', 'Goodyear Assurance tire 235/60R18', 172.0], ['1', 'LAB-ALN', 'Wheel alignment', 99.99]],
  ]);
  const ext = lines.map(([q, , , unit]) => round2(Number(q) * unit));
  const partsSub = round2(ext.filter((_, i) => !lines[i][1].startsWith('LAB')).reduce((a, b) => a + b, 0));
  const laborSub = round2(ext.filter((_, i) => lines[i][1].startsWith('LAB')).reduce((a, b) => a + b, 0));
  const fee = lines.some(([, p]) => p.startsWith('MIC') || p.startsWith('GY')) ? 12.0 : 4.5;
  const tax = round2(partsSub * 0.06);
  const total = round2(partsSub + laborSub + fee + tax);
  const rows: Row[] = [
    title(shop, 16), row([`Store #${r.int(10, 999)}  ${makePhone(r)}`, 0]), blank(),
    ...boxedFields([
      { label: 'Invoice date', value: d2(c, date), x: 0 },
      { label: 'Invoice #', value: String(r.int(100000, 999999)), x: 0.28 },
      { label: 'Odometer reading', value: miles(odo), x: 0.5 },
      { label: 'Date paid', value: d2(c, addDays(date, r.int(1, 6))), x: 0.75 },
    ]),
    pair('Vehicle', `${v.year} ${v.make} ${withTrim(v)}`, 0, 0.2), pair('VIN', v.vin, 0, 0.2), blank(),
    ...table(
      [['Qty', 0], ['Part #', 0.07], ['Description', 0.27], ['Unit', 0.72], ['Ext', 0.86]],
      lines.map(([q, p, desc, unit], i) => [q, p, desc, money(unit), money(ext[i])]),
    ),
    blank(), row(['Parts subtotal', 0.5], [money(partsSub), 0.86]), row(['Labor subtotal', 0.5], [money(laborSub), 0.86]),
    row(['Environmental / disposal fee', 0.5], [money(fee), 0.86]), row(['Tax', 0.5], [money(tax), 0.86]),
    row(['Invoice total', 0.5], [`$${money(total)}`, 0.86]), blank(),
    row(['Warranty: road hazard 3 years. Retorque lug nuts after 50 miles.', 0]),
  ];
  return {
    kind: 'service', layout: 'hb-tire-shop-table', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: shop,
      serviceDate: iso(date), mileage: odo, totalCost: total, services: lines.map(([, , desc]) => desc),
    },
  };
}

/** A narrow till receipt unlike the development one: work order, in/out times, miles, quantities in a column. */
function thermalWorkOrder(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const shop = r.pick(['LUBE DEPOT', 'OIL CAN HENRYS', 'FAST EDDIES OIL', 'GREASE PIT EXPRESS']);
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(9000, 140000);
  const oil = r.pick(['FULL SYN OIL CHG 5W20', 'SYN BLEND OIL CHG 5W30', 'HIGH MILEAGE OIL CHG']);
  const items: [string, number][] = [[oil, r.pick([74.99, 59.99, 64.99])]];
  if (r.chance(0.6)) items.push(['AIR FILTER', 27.99]);
  if (r.chance(0.4)) items.push(['WIPER BLADE PAIR', 31.98]);
  const sub = round2(items.reduce((n, [, p]) => n + p, 0));
  const tax = round2(sub * 0.055);
  const total = round2(sub + tax);
  const nextMiles = odo + 3000;
  const next = addMonths(date, 3);
  const short = (day: typeof date) => writeDate(day, 'us-short');
  const rows: Row[] = [
    { cells: [{ text: shop, x: 0.15 }], bold: true, size: 11 }, row([`STORE 0${r.int(100, 999)}  ${makePhone(r)}`, 0.05]), blank(),
    row([`WO# ${r.int(100000, 999999)}`, 0]), row([`IN  ${short(date)} ${r.int(8, 16)}:${r.int(10, 59)}`, 0]),
    row([`OUT ${short(date)} ${r.int(8, 16)}:${r.int(10, 59)}`, 0]), row([`MILES ${odo}`, 0]), row([`VIN: ${v.vin}`, 0]),
    row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]), blank(),
    row(['QTY DESCRIPTION', 0], ['AMT', 0.8]),
    ...items.map(([name, p]) => row([`1 ${name}`, 0], [money(p), 0.78])), blank(),
    row(['SUB TOTAL', 0], [money(sub), 0.78]), row(['SALES TAX', 0], [money(tax), 0.78]), row(['TOTAL', 0], [money(total), 0.78]),
    row(['MC CHIP', 0], [money(total), 0.78]), blank(),
    row([`NEXT SERVICE DUE: ${nextMiles} MI`, 0]), row([`OR ${short(next)} WHICHEVER 1ST`, 0]), row(['THANK YOU', 0.3]),
  ];
  return {
    kind: 'oil', layout: 'hb-thermal-work-order', page: 'receipt', font: 'mono', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, make: v.make, model: v.model.toUpperCase(), year: v.year,
      serviceProvider: shop, serviceDate: iso(date), mileage: odo, totalCost: total,
      services: items.map(([name]) => name), nextServiceDate: iso(next), nextServiceMileage: nextMiles,
    },
  };
}

/** An emailed visit summary: facts in sentences, a reminder box with the next change, the card charge. */
function visitSummaryEmail(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const customer = makePerson(r);
  const shop = r.pick(['Valvoline Instant Oil Change', 'Mobil 1 Lube Express', 'Kwik Kar Lube', 'Oil Stop']);
  const date = makeDay(r, 2024, 2025);
  const odo = r.int(9000, 140000);
  const oilName = r.pick(['Full synthetic oil change', 'Synthetic blend oil change', 'Conventional oil change']);
  const items: [string, number][] = [[oilName, r.pick([89.99, 69.99, 49.99])]];
  if (r.chance(0.5)) items.push(['Cabin air filter', 39.99]);
  const total = round2(items.reduce((n, [, p]) => n + p, 0) * 1.06);
  const nextMiles = Math.round((odo + r.pick([5000, 7500])) / 100) * 100;
  const next = addMonths(date, 6);
  const rows: Row[] = [
    row([`From: ${shop} <receipts@example.com>`, 0]), row([`Sent: ${d2(c, addDays(date, 0))} 5:12 PM`, 0]),
    row([`Subject: Your visit summary`, 0]), blank(), title(shop, 15), blank(), row([`Hi ${customer.name.split(' ')[0]},`, 0]),
    ...wrap(
      `Thanks for visiting us on ${d2(c, date)}. We serviced your ${v.year} ${v.make} ${withTrim(v)} (VIN ${v.vin}) ` +
        `with ${miles(odo)} miles on the odometer. Here is what we did:`,
      86,
    ),
    blank(), ...items.map(([name, p]) => row([`- ${name}`, 0.03], [`$${money(p)}`, 0.7])),
    row(['Total charged to your card', 0.03], [`$${money(total)}`, 0.7]), blank(),
    { cells: [{ text: 'YOUR NEXT VISIT', x: 0.03 }], bold: true, boxes: [{ x0: 0, x1: 0.6, rows: 3 }] },
    row([`${miles(nextMiles)} miles`, 0.03]), row([`or ${d2(c, next)}, whichever comes first`, 0.03]), blank(),
    ...wrap('We checked tire pressure, topped off washer fluid and inspected your belts and hoses at no charge.', 86),
  ];
  return {
    kind: 'oil', layout: 'hb-visit-email', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: shop,
      serviceDate: iso(date), mileage: odo, totalCost: total, services: items.map(([n]) => n),
      nextServiceDate: iso(next), nextServiceMileage: nextMiles,
    },
  };
}

/** A continental European service receipt: kilometres with space thousands, euros with decimal commas, day-first dates. */
function europeanServiceKm(c: Ctx): DocContent {
  const { r } = c;
  const v = makeHeldBackVehicle(r, c.n);
  const shop = r.pick(['Autoservice Van Dijk', 'Garage Lefèvre', 'Werkstatt Becker', 'Officina Rossi']);
  const plate = makeCountryPlate(r, r.pick(['de', 'fr', 'nl', 'it'] as const));
  const date = makeDay(r, 2024, 2025);
  const km = r.int(15000, 190000);
  const kmText = (n: number) => n.toLocaleString('fr-FR').replace(/\u202f|\u00a0/g, ' ');
  const items: [string, number][] = [['Oil change 5W-30 (4.5 l)', 64.9], ['Oil filter', 14.5]];
  if (r.chance(0.5)) items.push(['Pollen filter', 22.0]);
  const net = round2(items.reduce((n, [, p]) => n + p, 0));
  const vat = round2(net * 0.21);
  const total = round2(net + vat);
  const nextKm = km + 15000;
  const next = addMonths(date, 12);
  const rows: Row[] = [
    title(shop, 16), row([`${r.pick(['Hauptstraße', 'Rue de la Gare', 'Dorpsstraat', 'Via Roma'])} ${r.int(1, 120)}  -  Tel. +${r.int(31, 49)} ${r.int(10, 99)} ${r.int(1000000, 9999999)}`, 0]),
    blank(), title('Service receipt', 12),
    pair('Date', eu(c, date), 0, 0.3), pair('Registration', plate, 0, 0.3), pair('Vehicle', `${v.make} ${v.model}`, 0, 0.3),
    pair('VIN', v.vin, 0, 0.3), pair('Odometer', `${kmText(km)} km`, 0, 0.3), blank(),
    ...items.map(([name, p]) => row([name, 0], [`€ ${euroMoney(p)}`, 0.75])), blank(),
    row(['Subtotal excl. VAT', 0.4], [`€ ${euroMoney(net)}`, 0.75]), row(['VAT 21%', 0.4], [`€ ${euroMoney(vat)}`, 0.75]),
    row(['Total', 0.4], [`€ ${euroMoney(total)}`, 0.75]), blank(),
    row([`Next service: ${eu(c, next)} or at ${kmText(nextKm)} km`, 0]),
  ];
  return {
    kind: 'oil', layout: 'hb-eu-service-km', page: 'a4', font: 'serif', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(date), mileage: km, totalCost: total, services: items.map(([n]) => n),
      nextServiceDate: iso(next), nextServiceMileage: nextKm,
    },
  };
}

export const HELD_BACK_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'hb-uk-certificate', part: 'held-back', build: ukRegistrationCertificate },
  { kind: 'registration', name: 'hb-state-boxed', part: 'held-back', build: stateBoxedCard },
  { kind: 'registration', name: 'hb-renewal-letter', part: 'held-back', build: renewalConfirmation },
  { kind: 'insurance', name: 'hb-uk-certificate', part: 'held-back', build: ukInsuranceCertificate },
  { kind: 'insurance', name: 'hb-id-card-boxes', part: 'held-back', build: idCardBoxes },
  { kind: 'insurance', name: 'hb-renewal-declarations', part: 'held-back', build: renewalDeclarations },
  { kind: 'service', name: 'hb-dealer-ro', part: 'held-back', build: dealerRepairOrder },
  { kind: 'service', name: 'hb-uk-garage-invoice', part: 'held-back', build: ukGarageInvoice },
  { kind: 'service', name: 'hb-tire-shop-table', part: 'held-back', build: tireShopTable },
  { kind: 'oil', name: 'hb-thermal-work-order', part: 'held-back', build: thermalWorkOrder },
  { kind: 'oil', name: 'hb-visit-email', part: 'held-back', build: visitSummaryEmail },
  { kind: 'oil', name: 'hb-eu-service-km', part: 'held-back', build: europeanServiceKm },
];
