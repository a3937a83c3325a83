/**
 * Development layouts of the fifteenth round (issue 22), for the families the seventh held-back set still reads weakly
 * by its printed figures only (plates, owners, insurers, document kinds of registration and insurance forms the corpus
 * lacks; the works and next services of receipts and invoices on unseen layouts; its misses were never listed, its
 * layouts never read): registration cards whose plate is printed large at the top without a caption, owners printed
 * with a title, as "SURNAME Given" or only in an address block, a US certificate of title with a lienholder; insurance
 * cards whose insurer is only a logo line or a footer "Underwritten by ...", schedules sent by a broker naming the
 * insurer in a sentence ("Your insurer is ...", "Ihr Versicherer ist ..."); repair orders with operation codes and with
 * "Concern / Cause / Correction" jobs, a lube receipt of abbreviations ("LOF", "ROT TIRES"), next services as a
 * windshield-sticker line ("NEXT OIL CHANGE DUE ... OR ...") or a sentence in German, French, Dutch and Finnish. Each is
 * rendered as text, as a scan or a photo, and always turned half a turn and as a 150 dpi JPEG (generate-world.ts).
 * Every office, shop, insurer, broker, wording and person is the author's invention.
 */
import { addDays, addMonths, iso, makeDay, makePerson, round2, type Day } from '../data';
import { blank, boxedFields, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { dateIn, euDevVehicle, kmIn, makeEuPerson, moneyIn, naDevVehicle, phoneOf, plateOf, streetLine, townLine } from '../world-data';

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '/') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const mdy = (day: Day) => `${pad2(day.m)}/${pad2(day.d)}/${day.y}`;
/** A US date without leading zeros, as stickers print it: 5/14/2027. */
const mdyShort = (day: Day) => `${day.m}/${day.d}/${day.y}`;
const cents = (r: Random, lo: number, hi: number) => round2(r.int(lo * 100, hi * 100) / 100);
const sum = (items: [string, number][]) => round2(items.reduce((n, [, x]) => n + x, 0));
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const usPlate = (r: Random) => `${r.int(1, 9)}${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}`;

/** An Arizona registration card: the plate printed large at the top without a caption, the owner only in the mailing block with a title. */
function arizonaPlateBanner(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 1);
  const p = makePerson(r);
  const honorific = r.pick(['MR', 'MRS', 'MS']);
  const plate = `${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}${D(r)}`;
  const issued = makeDay(r, 2025, 2026);
  const expiry = addMonths(issued, 12);
  const rows: Row[] = [
    title('ARIZONA DEPARTMENT OF TRANSPORTATION - MOTOR VEHICLE DIVISION', 11), title(plate, 24), blank(),
    row(['VEHICLE REGISTRATION', 0], [`VALID ${mdy(issued)} THRU ${mdy(expiry)}`, 0.5]), blank(),
    ...boxedFields([{ label: 'YEAR', value: String(v.year), x: 0 }, { label: 'MAKE', value: v.make.toUpperCase(), x: 0.15 }, { label: 'MODEL', value: v.model.toUpperCase(), x: 0.4 }, { label: 'BODY', value: r.pick(['4D', 'SW', 'PK']), x: 0.7 }]),
    ...boxedFields([{ label: 'VIN', value: v.vin, x: 0 }, { label: 'FEES PAID', value: usd(cents(r, 40, 260)), x: 0.6 }]), blank(),
    row([`${honorific} ${p.name.toUpperCase()}`, 0.05]), row([p.street.toUpperCase(), 0.05]), row([p.cityLine.toUpperCase(), 0.05]), blank(),
    ...wrap('Carry this registration in the vehicle at all times.', 90),
  ];
  return {
    kind: 'registration', layout: 'wd15-us-az-plate-banner', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A Colorado certificate of title: "OWNER(S)" as "SURNAME, GIVEN", a lienholder bank under it, no plate, no expiry. */
function coloradoTitle(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 2);
  const p = makePerson(r);
  const [given, family] = p.name.toUpperCase().split(' ');
  const issued = makeDay(r, 2025, 2026);
  const bank = r.pick(['FRONT RANGE CREDIT UNION', 'ASPEN VALLEY BANK', 'PIKES PEAK FEDERAL CREDIT UNION']);
  const rows: Row[] = [
    title('STATE OF COLORADO', 12), title('CERTIFICATE OF TITLE', 14), blank(),
    row(['TITLE NUMBER', 0], ['DATE ISSUED', 0.35], ['ODOMETER', 0.65]), row([`${r.int(10, 99)}E${r.int(100000, 999999)}`, 0], [mdy(issued), 0.35], [`${r.int(8000, 140000).toLocaleString('en-US')} ACTUAL`, 0.65]), blank(),
    row(['VEHICLE IDENTIFICATION NUMBER', 0], ['YEAR', 0.45], ['MAKE', 0.55], ['MODEL', 0.75]), row([v.vin, 0], [String(v.year), 0.45], [v.make.toUpperCase(), 0.55], [v.model.toUpperCase(), 0.75]), blank(),
    row(['OWNER(S)', 0]), row([`${family}, ${given}`, 0.04]), row([p.street.toUpperCase(), 0.04]), row([p.cityLine.toUpperCase(), 0.04]), blank(),
    row(['FIRST LIENHOLDER', 0]), row([bank, 0.04]), row([`PO BOX ${r.int(100, 9999)} DENVER CO 80202`, 0.04]), blank(),
    ...wrap('The Department certifies that the person named above is the owner of the vehicle described, subject to the liens shown.', 90),
  ];
  return {
    kind: 'registration', layout: 'wd15-us-co-title', page: 'letter', font: 'serif', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/**
 * A Pennsylvania registration card: plate and expiry side by side at the top without captions, the owner as "LAST
 * FIRST" in the address block (labelled as printed: without a comma, nothing tells the surname, as on earlier layouts).
 */
function pennsylvaniaCard(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 3);
  const p = makePerson(r);
  const [given, family] = p.name.toUpperCase().split(' ');
  const plate = `${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}${D(r)}`;
  const expiry = { ...makeDay(r, 2026, 2027) };
  const rows: Row[] = [
    title('COMMONWEALTH OF PENNSYLVANIA - REGISTRATION CARD', 11), blank(),
    row([plate, 0], [`EXPIRES ${mdy(expiry)}`, 0.55]), blank(),
    row([`${family} ${given}`, 0]), row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]), blank(),
    row(['VIN', 0], ['YEAR', 0.4], ['MAKE', 0.52], ['BODY', 0.75]), row([v.vin, 0], [String(v.year), 0.4], [v.make.toUpperCase(), 0.52], ['SD', 0.75]),
    pair('MODEL', v.model.toUpperCase(), 0, 0.12), blank(),
    ...wrap('This card must be signed and kept in the vehicle. Registration plate must be displayed at the rear.', 90),
  ];
  return {
    kind: 'registration', layout: 'wd15-us-pa-card', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: `${family} ${given}`, expiryDate: iso(expiry),
    },
  };
}

/** A French certificat d'immatriculation whose holder (C.1) has a title ("M.", "MME") before "SURNAME Given" (labelled as printed, without the title). */
function frenchTitledHolder(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'fr');
  const honorific = r.pick(['M.', 'MME', 'MLLE']);
  const plate = plateOf(r, 'fr');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('RÉPUBLIQUE FRANÇAISE', 11), title("CERTIFICAT D'IMMATRICULATION", 13), blank(),
    ...boxedFields([{ label: '(A) N° d\'immatriculation', value: plate, x: 0 }, { label: '(B) Date de 1re immatriculation', value: dmy(first), x: 0.5 }]),
    ...boxedFields([{ label: '(C.1) Titulaire', value: `${honorific} ${p.family.toUpperCase()} ${p.given}`, x: 0 }]),
    ...boxedFields([{ label: '(C.3) Adresse', value: `${streetLine(p, 'fr')} ${townLine(p, 'fr')}`, x: 0 }]),
    ...boxedFields([{ label: '(D.1) Marque', value: v.make.toUpperCase(), x: 0 }, { label: '(D.3) Dénomination commerciale', value: v.model.toUpperCase(), x: 0.5 }]),
    ...boxedFields([{ label: '(E) N° d\'identification', value: v.vin, x: 0 }]),
  ];
  return {
    kind: 'registration', layout: 'wd15-fr-titled-holder', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(),
      ownerName: `${p.family.toUpperCase()} ${p.given}`, expiryDate: null,
    },
  };
}

/** An Italian carta di circolazione: the plate large at the top without a caption, "Intestatario" as "SIG. SURNAME Given". */
function italianCartaPlateTop(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'it');
  const honorific = r.pick(['SIG.', 'SIG.RA', 'DOTT.']);
  const plate = plateOf(r, 'it');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title(plate, 24), title('CARTA DI CIRCOLAZIONE', 13), row(['Ministero delle Infrastrutture e dei Trasporti - Motorizzazione Civile', 0]), blank(),
    pair('Data di prima immatricolazione', dmy(first), 0, 0.4), blank(),
    pair('Intestatario', `${honorific} ${p.family.toUpperCase()} ${p.given}`, 0, 0.4), pair('Residenza', `${streetLine(p, 'it')}, ${townLine(p, 'it')}`, 0, 0.4), blank(),
    pair('Fabbrica', v.make.toUpperCase(), 0, 0.4), pair('Tipo / Denominazione commerciale', v.model.toUpperCase(), 0, 0.4), pair('Numero di telaio', v.vin, 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wd15-it-carta-plate-top', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(),
      ownerName: `${p.family.toUpperCase()} ${p.given}`, expiryDate: null,
    },
  };
}

/** A US insurance ID card whose insurer is only its logo line and a tagline; no caption names it. */
function usLogoOnlyCard(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 6);
  const p = makePerson(r);
  const brand = r.pick(['Kestrel Ridge', 'Silver Maple', 'Bluewater Bend']);
  const policy = `${L(r)}${L(r)}${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const rows: Row[] = [
    title(brand.toUpperCase(), 22), row(['Auto · Home · Life', 0]), blank(), title('Your Proof of Insurance', 12), blank(),
    pair('Insured', p.name, 0, 0.3), pair('Policy #', policy, 0, 0.3), pair('Coverage period', `${mdy(start)} - ${mdy(end)}`, 0, 0.3), blank(),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3), blank(),
    ...wrap('Keep this card in your vehicle. Show it to a police officer on request and after an accident.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd15-us-logo-only-card', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, make: v.make, model: v.model, year: v.year,
      ownerName: p.name, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A US card sent by an agency (its letterhead at the top) whose insurer is named only in a footer "Underwritten by ...". */
function usAgencyFooterCard(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 7);
  const p = makePerson(r);
  const agency = r.pick(['Dunmore Insurance Agency', 'Hartwell & Sons Insurance Agency', 'Crossroads Insurance Agency']);
  const insurer = r.pick(['Osprey Bay Mutual', 'Cedar Hollow Mutual', 'Ironwood Valley Mutual']);
  const policy = `${r.int(100, 999)}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rows: Row[] = [
    title(agency, 14), row([`${r.int(10, 999)} Main Street · ${phoneOf(r, 'us')}`, 0]), blank(), title('AUTOMOBILE INSURANCE IDENTIFICATION CARD', 11), blank(),
    row(['POLICY NUMBER', 0], ['EFFECTIVE', 0.4], ['EXPIRES', 0.7]), row([policy, 0], [mdy(start), 0.4], [mdy(end), 0.7]), blank(),
    row(['NAMED INSURED', 0]), row([p.name, 0]), row([p.street, 0]), row([p.cityLine, 0]), blank(),
    row(['YEAR', 0], ['MAKE', 0.12], ['MODEL', 0.35], ['VIN', 0.6]), row([String(v.year), 0], [v.make, 0.12], [v.model, 0.35], [v.vin, 0.6]), blank(),
    row([`Underwritten by ${insurer} Insurance Company · NAIC ${r.int(10000, 39999)}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'wd15-us-agency-footer-card', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, make: v.make, model: v.model, year: v.year,
      ownerName: p.name, insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A UK schedule sent by a broker (its letterhead at the top) naming the insurer in a sentence: "Your insurer is ... Limited." */
function ukBrokerScheduleYourInsurer(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const p = makeEuPerson(r, 'uk');
  const broker = r.pick(['Ashcombe Brokers', 'Pennine Policy Shop', 'Marlow & Finch Brokers']);
  const insurer = r.pick(['Harbourside', 'Thistledown', 'Wolds Mutual']);
  const plate = plateOf(r, 'uk');
  const policy = `${L(r)}${L(r)}/${r.int(100000, 999999)}/${r.int(10, 99)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const premium = cents(r, 380, 1400);
  const rows: Row[] = [
    title(broker, 16), row([`Authorised and regulated by the Financial Conduct Authority · ${phoneOf(r, 'uk')}`, 0]), blank(),
    row([`${r.pick(['Mr', 'Mrs', 'Ms', 'Dr'])} ${p.given} ${p.family}`, 0]), row([streetLine(p, 'uk'), 0]), row([townLine(p, 'uk'), 0]), blank(),
    title('Motor Policy Schedule', 12),
    ...wrap(`Thank you for arranging your car insurance through us. Your insurer is ${insurer} Insurance Limited, and this schedule sets out the cover it provides.`, 92), blank(),
    pair('Policy number', policy, 0, 0.35), pair('Policyholder', `${p.given} ${p.family}`, 0, 0.35),
    pair('Period of cover', `${dmy(start)} to ${dmy(end)}`, 0, 0.35), pair('Vehicle', `${v.make} ${v.model}`, 0, 0.35), pair('Registration', plate, 0, 0.35),
    pair('Cover', 'Comprehensive', 0, 0.35), pair('Total annual premium (incl. IPT)', `£${moneyIn(premium, 'uk')}`, 0, 0.35),
  ];
  return {
    kind: 'insurance', layout: 'wd15-uk-broker-your-insurer', page: 'a4', font: 'serif', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A German Versicherungsschein sent by a broker, the insurer named in a sentence: "Ihr Versicherer ist die ... AG." */
function germanMaklerVersicherer(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 9);
  const p = makeEuPerson(r, 'de');
  const broker = r.pick(['Maklerbüro Kranz & Seidel', 'Versicherungsmakler Oberhofer', 'Finanzkontor Lessing']);
  const insurer = r.pick(['Rheinauen Versicherung', 'Harzland Versicherung', 'Spessart Allgemeine Versicherung']);
  const plate = plateOf(r, 'de');
  const policy = `KH-${r.int(1000000, 9999999)}`;
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = addDays(addMonths(start, 12), -1);
  const premium = cents(r, 320, 1200);
  const rows: Row[] = [
    title(broker, 15), row([`Unabhängige Versicherungsmakler · ${phoneOf(r, 'de')}`, 0]), blank(),
    row([`Herrn/Frau ${p.given} ${p.family}`, 0]), row([streetLine(p, 'de'), 0]), row([townLine(p, 'de'), 0]), blank(),
    title('Versicherungsschein Kfz-Versicherung', 12),
    ...wrap(`Ihr Versicherer ist die ${insurer} AG. Wir haben den Vertrag für Sie abgeschlossen und betreuen ihn weiter.`, 92), blank(),
    pair('Versicherungsnummer', policy, 0, 0.35), pair('Versicherungsnehmer', `${p.given} ${p.family}`, 0, 0.35),
    pair('Versicherungsdauer', `${dmy(start, '.')} bis ${dmy(end, '.')}`, 0, 0.35), pair('Kennzeichen', plate, 0, 0.35), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35), blank(),
    pair('Jahresbeitrag inkl. Versicherungsteuer', `${moneyIn(premium, 'de')} EUR`, 0, 0.5),
  ];
  return {
    kind: 'insurance', layout: 'wd15-de-makler-versicherer', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A US repair order whose works are a table of operation codes ("01 LOF"), a windshield-sticker line for the next oil change. */
function usRepairOrderOpCodes(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 10);
  const shop = r.pick(['Mesa Verde Auto Service', 'Copper State Car Care', 'Sandhill Automotive']);
  const plate = usPlate(r);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 140000);
  const next = odo + r.pick([5000, 7500]);
  const nextDay = addMonths(day, 6);
  const ops: [string, string, string, number][] = [
    ['01', 'LOF', 'LUBE OIL AND FILTER CHANGE', cents(r, 45, 80)], ['02', 'TR', 'ROTATE AND BALANCE TIRES', cents(r, 30, 60)], ['03', 'BRKF', 'REPLACE FRONT BRAKE PADS', cents(r, 150, 280)],
  ];
  const net = round2(ops.reduce((n, o) => n + o[3], 0));
  const tax = round2(net * 0.056);
  const total = round2(net + tax);
  const rows: Row[] = [
    title(shop, 14), row([phoneOf(r, 'us'), 0]), blank(), title('REPAIR ORDER', 12),
    pair('RO #', String(r.int(10000, 99999)), 0, 0.25), pair('Date', mdy(day), 0, 0.25), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.25),
    pair('Lic', plate, 0, 0.25), pair('VIN', v.vin, 0, 0.25), pair('Miles in', odo.toLocaleString('en-US'), 0, 0.25), blank(),
    ...table([['OP', 0], ['CODE', 0.07], ['DESCRIPTION', 0.18], ['AMOUNT', 0.78]], ops.map(([n, code, name, x]) => [n, code, name, usd(x)])), blank(),
    pair('Subtotal', usd(net), 0.5, 0.78), pair('Tax', usd(tax), 0.5, 0.78), pair('TOTAL', usd(total), 0.5, 0.78), blank(),
    row([`NEXT OIL CHANGE DUE ${mdyShort(nextDay)} OR ${next.toLocaleString('en-US')}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd15-us-ro-op-codes', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: ops.map((o) => o[2]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A US repair order of "Concern / Cause / Correction" jobs: the corrections are the work done. */
function usRepairOrderConcernCauseCorrection(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 11);
  const shop = r.pick(['Twin Pines Garage', 'Riverside Auto Repair', 'Bell Creek Motors']);
  const plate = usPlate(r);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 180000);
  const jobs: [string, string, string, number][] = [
    ['Customer states squeal when braking', 'Front pads worn to 2 mm', 'Replaced front brake pads and resurfaced rotors', cents(r, 220, 380)],
    ['Check engine light on', 'Upstream O2 sensor failed', 'Replaced upstream oxygen sensor', cents(r, 180, 320)],
  ];
  const total = round2(jobs.reduce((n, j) => n + j[3], 0));
  const rows: Row[] = [
    title(shop, 14), row([`${phoneOf(r, 'us')} · ASE Certified`, 0]), blank(), title('INVOICE', 12),
    pair('Invoice', String(r.int(1000, 9999)), 0, 0.25), pair('Date', mdy(day), 0, 0.25), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.25),
    pair('Plate', plate, 0, 0.25), pair('Odometer', odo.toLocaleString('en-US'), 0, 0.25), blank(),
    ...jobs.flatMap(([concern, cause, correction, x], i) => [
      row([`JOB ${i + 1}`, 0], [usd(x), 0.78]), pair('Concern:', concern, 0.03, 0.18), pair('Cause:', cause, 0.03, 0.18), pair('Correction:', correction, 0.03, 0.18), blank(),
    ]),
    pair('Total due', usd(total), 0.5, 0.78),
  ];
  return {
    kind: 'service', layout: 'wd15-us-concern-cause-correction', page: 'letter', font: 'serif', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: jobs.map((j) => j[2]),
    },
  };
}

/** A US lube receipt of abbreviations ("LOF", "ROT TIRES", "CABIN FLTR") and a sticker line "NEXT OIL CHANGE DUE ... OR ...". */
function usLubeAbbreviations(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 12);
  const shop = r.pick(['Quick Lane Lube Depot', 'Jiffy Creek Lube', 'Red Rock Oil Stop']);
  const plate = usPlate(r);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 150000);
  const next = odo + r.pick([3000, 5000]);
  const nextDay = addMonths(day, r.pick([3, 6]));
  const items: [string, number][] = [['LOF', cents(r, 40, 70)], ['ROT TIRES', cents(r, 20, 35)], ['CABIN FLTR', cents(r, 25, 45)]];
  const net = sum(items);
  const tax = round2(net * 0.0825);
  const total = round2(net + tax);
  const rows: Row[] = [
    title(shop.toUpperCase(), 11), row([phoneOf(r, 'us'), 0]), blank(), row([`INV ${r.int(10000, 99999)}  ${mdy(day)}`, 0]),
    row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]), row([`PLATE ${plate}`, 0]), row([`MILES ${odo}`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [x.toFixed(2), 0.68])), row(['SUBTOTAL', 0], [net.toFixed(2), 0.68]), row(['SALES TAX', 0], [tax.toFixed(2), 0.68]),
    row(['TOTAL', 0], [usd(total), 0.68]), blank(),
    row([`NEXT OIL CHANGE DUE ${mdyShort(nextDay)} OR ${next.toLocaleString('en-US')}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd15-us-lube-abbreviations', page: 'receipt', font: 'mono', rows, region: 'us', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A German Werkstattrechnung with "Arbeitswert" numbers before each work, the next inspection in a sentence. */
function germanRechnungSatz(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 13);
  const shop = r.pick(['Kfz-Meisterbetrieb Obermaier', 'Autowerkstatt Finkenau', 'Kfz-Technik Wendelstein']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 180000);
  const next = Math.round((odo + 30000) / 1000) * 1000;
  const nextDay = addMonths(day, 24);
  const works: [string, number][] = [['Ölwechsel mit Filter', cents(r, 60, 110)], ['Bremsflüssigkeit erneuern', cents(r, 50, 90)], ['Luftfilter ersetzen', cents(r, 20, 45)]];
  const net = sum(works);
  const vat = round2(net * 0.19);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 14), row([phoneOf(r, 'de'), 0]), blank(), title('Werkstattrechnung', 12),
    pair('Rechnungs-Nr.', String(r.int(10000, 99999)), 0, 0.3), pair('Datum', dateIn('de', day, true), 0, 0.3),
    pair('Kennzeichen', plate, 0, 0.3), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.3), pair('km-Stand', kmIn(odo, 'de'), 0, 0.3), blank(),
    ...table([['Pos.', 0], ['AW-Nr.', 0.07], ['Bezeichnung', 0.2], ['Betrag', 0.78]], works.map(([name, x], i) => [String(i + 1), `${r.int(1000, 9999)}${r.int(10, 99)}`, name, moneyIn(x, 'de')])), blank(),
    pair('Nettobetrag', moneyIn(net, 'de'), 0.45, 0.78), pair('MwSt. 19 %', moneyIn(vat, 'de'), 0.45, 0.78), pair('Gesamtbetrag', `${moneyIn(total, 'de')} EUR`, 0.45, 0.78), blank(),
    ...wrap(`Ihre nächste Inspektion ist fällig bei ${kmIn(next, 'de')} km oder am ${dmy(nextDay, '.')}, je nachdem, was zuerst eintritt.`, 92),
  ];
  return {
    kind: 'service', layout: 'wd15-de-rechnung-satz', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A French ticket of an oil change at a fast-fit centre, the next service in a sentence ("Votre prochain entretien ..."). */
function frenchTicketPhrase(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 14);
  const shop = r.pick(['Centre Auto Rapide Vauban', 'Point Vidange Lambersart', 'Express Entretien Cholet']);
  const plate = plateOf(r, 'fr');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 180000);
  const next = Math.round((odo + 15000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Vidange huile moteur', cents(r, 40, 70)], ['Filtre à huile', cents(r, 10, 20)], ['Filtre habitacle', cents(r, 20, 35)]];
  const total = sum(items);
  const rows: Row[] = [
    title(shop.toUpperCase(), 11), row([phoneOf(r, 'fr'), 0]), blank(), row([`TICKET N° ${r.int(1000, 9999)}  ${dmy(day)}`, 0]),
    row([`IMMAT. ${plate}`, 0]), row([`${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]), row([`KM ${kmIn(odo, 'fr')}`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [moneyIn(x, 'fr'), 0.68])), row(['TOTAL TTC', 0], [`${moneyIn(total, 'fr')} €`, 0.68]), row(['dont TVA 20 %', 0], [moneyIn(round2(total / 6), 'fr'), 0.68]), blank(),
    ...wrap(`Votre prochain entretien est à prévoir à ${kmIn(next, 'fr')} km ou le ${dmy(nextDay)}.`, 34),
  ];
  return {
    kind: 'oil', layout: 'wd15-fr-ticket-phrase', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model.toUpperCase(), serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Dutch werkplaatsfactuur, the next service in a sentence: "Uw volgende onderhoudsbeurt is bij ... km of op ...". */
function dutchFactuurZin(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 15);
  const shop = r.pick(['Autobedrijf De Zwaan', 'Garage Vlietzicht', 'Autoservice Heuvelrug']);
  const plate = plateOf(r, 'nl');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 180000);
  const next = Math.round((odo + 20000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Kleine onderhoudsbeurt', cents(r, 120, 200)], ['Distributieriem vervangen', cents(r, 350, 600)], ['Ruitenwisserbladen vervangen', cents(r, 25, 45)]];
  const net = sum(works);
  const vat = round2(net * 0.21);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 14), row([`KvK ${r.int(10000000, 99999999)} · ${phoneOf(r, 'nl')}`, 0]), blank(), title('FACTUUR', 12),
    pair('Factuurnummer', String(r.int(20000, 89999)), 0, 0.3), pair('Factuurdatum', dmy(day, '-'), 0, 0.3),
    pair('Kenteken', plate, 0, 0.3), pair('Merk / type', `${v.make} ${v.model}`, 0, 0.3), pair('Kilometerstand', kmIn(odo, 'nl'), 0, 0.3), blank(),
    ...table([['Omschrijving', 0], ['Bedrag', 0.78]], works.map(([name, x]) => [name, moneyIn(x, 'nl')])), blank(),
    pair('Subtotaal', moneyIn(net, 'nl'), 0.45, 0.78), pair('BTW 21%', moneyIn(vat, 'nl'), 0.45, 0.78), pair('Totaal', `€ ${moneyIn(total, 'nl')}`, 0.45, 0.78), blank(),
    ...wrap(`Uw volgende onderhoudsbeurt is bij ${kmIn(next, 'nl')} km of op ${dmy(nextDay, '-')}, wat het eerst komt.`, 92),
  ];
  return {
    kind: 'service', layout: 'wd15-nl-factuur-zin', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Finnish öljynvaihto receipt: "KUITTI", "Rek.nro", "Mittarilukema", "Seuraava öljynvaihto 12.5.2027 tai 62 000 km". */
function finnishOljynvaihtoKuitti(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 16);
  const shop = r.pick(['Pikahuolto Kivikko', 'Öljypiste Tammela', 'Autohuolto Virtanen']);
  const plate = `${L(r)}${L(r)}${L(r)}-${r.int(1, 999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 250000);
  const next = Math.round((odo + 15000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Moottoriöljy 5W-30 4,5 l', cents(r, 50, 90)], ['Öljynsuodatin', cents(r, 12, 25)], ['Työ', cents(r, 30, 60)]];
  const total = sum(items);
  const rows: Row[] = [
    title(shop.toUpperCase(), 11), row([`Y-tunnus ${r.int(1000000, 9999999)}-${D(r)}`, 0]), blank(), row(['KUITTI', 0]), row([`${day.d}.${day.m}.${day.y}  klo ${r.int(8, 17)}:${pad2(r.int(0, 59))}`, 0]),
    row([`Rek.nro ${plate}`, 0]), row([`${v.make} ${v.model}`, 0]), row([`Mittarilukema ${kmIn(odo, 'fr')} km`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [moneyIn(x, 'fr'), 0.68])), row(['YHTEENSÄ EUR', 0], [moneyIn(total, 'fr'), 0.68]), row(['sis. ALV 25,5 %', 0], [moneyIn(round2(total * 0.255 / 1.255), 'fr'), 0.68]), blank(),
    row(['Seuraava öljynvaihto', 0]), row([`${nextDay.d}.${nextDay.m}.${nextDay.y} tai ${kmIn(next, 'fr')} km`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd15-fi-oljynvaihto-kuitti', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

export const WORLD_DEV_15_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wd15-us-az-plate-banner', part: 'dev', build: arizonaPlateBanner },
  { kind: 'registration', name: 'wd15-us-co-title', part: 'dev', build: coloradoTitle },
  { kind: 'registration', name: 'wd15-us-pa-card', part: 'dev', build: pennsylvaniaCard },
  { kind: 'registration', name: 'wd15-fr-titled-holder', part: 'dev', build: frenchTitledHolder },
  { kind: 'registration', name: 'wd15-it-carta-plate-top', part: 'dev', build: italianCartaPlateTop },
  { kind: 'insurance', name: 'wd15-us-logo-only-card', part: 'dev', build: usLogoOnlyCard },
  { kind: 'insurance', name: 'wd15-us-agency-footer-card', part: 'dev', build: usAgencyFooterCard },
  { kind: 'insurance', name: 'wd15-uk-broker-your-insurer', part: 'dev', build: ukBrokerScheduleYourInsurer },
  { kind: 'insurance', name: 'wd15-de-makler-versicherer', part: 'dev', build: germanMaklerVersicherer },
  { kind: 'service', name: 'wd15-us-ro-op-codes', part: 'dev', build: usRepairOrderOpCodes },
  { kind: 'service', name: 'wd15-us-concern-cause-correction', part: 'dev', build: usRepairOrderConcernCauseCorrection },
  { kind: 'oil', name: 'wd15-us-lube-abbreviations', part: 'dev', build: usLubeAbbreviations },
  { kind: 'service', name: 'wd15-de-rechnung-satz', part: 'dev', build: germanRechnungSatz },
  { kind: 'oil', name: 'wd15-fr-ticket-phrase', part: 'dev', build: frenchTicketPhrase },
  { kind: 'service', name: 'wd15-nl-factuur-zin', part: 'dev', build: dutchFactuurZin },
  { kind: 'oil', name: 'wd15-fi-oljynvaihto-kuitti', part: 'dev', build: finnishOljynvaihtoKuitti },
];
