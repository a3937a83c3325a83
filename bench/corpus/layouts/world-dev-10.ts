/**
 * Development layouts of the tenth round (issue 22), for the families the held-back sets still read worst by their
 * printed figures only (their misses were never listed): registrations of more countries and forms with their owner in
 * name boxes, "Surname, First" or over a two-line address; documents whose kind is ambiguous (a registration renewal
 * notice, a declarations page that mentions its enclosed ID cards, an insurance card with a grace period, an oil change
 * billed on an "invoice", repairs on a "receipt"); expiries and next-service odometers in varied wordings. A second batch
 * (from wd10-fi-todistus on) adds a Finnish owner beside a holder, "Name, Vorname" and two Spanish surnames, two US
 * owners, an Alberta registrant, a UK schedule and a German Versicherungsschein that speak of the card sent with them,
 * a dealer's oil ticket with two-figure years, "entro 12 mesi" and a Dutch APK date that is no service date; a third
 * (from wd10-us-name-boxes on) US name boxes, an Italian holder followed by a birth line, an expiry said in a sentence,
 * the UK certificate's statutory wording, two insureds on a card, a Quebec "changement d'huile", a Spanish next ITV and
 * Belgian "Naam" / "Voornamen" lines; a fourth (from wd10-us-renewal-sentences on) a renewal said in sentences, a
 * thermal "NEXT OIL:", a Slovenian dovoljenje, a prairie card with "Valid to:" and a German "km / MM.YYYY". Each is
 * rendered as text, as a scan or a photo, and always turned half a turn and as a 150 dpi JPEG (generate-world.ts).
 * Every office, shop, wording and person is the author's idea of such papers.
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
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const cents = (r: Random, lo: number, hi: number) => round2(r.int(lo * 100, hi * 100) / 100);
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** A Czech osvědčení o registraci: codes with Czech captions and a colon, the holder's surname and first name apart. */
function czechOsvedceni(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const given = r.pick(['PETR', 'JANA', 'MARTIN', 'LENKA', 'TOMAS']);
  const family = r.pick(['NOVAK', 'SVOBODA', 'DVORAK', 'CERNY', 'PROCHAZKA']);
  const plate = `${D(r)}${L(r)}${D(r)} ${D(r)}${D(r)}${D(r)}${D(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('CESKA REPUBLIKA', 12), title('OSVEDCENI O REGISTRACI VOZIDLA - CAST I', 12), blank(),
    row([`A. Registracni znacka: ${plate}`, 0]), row([`B. Datum prvni registrace: ${dmy(first, '.')}`, 0]),
    row([`C.1.1 Prijmeni nebo nazev: ${family}`, 0]), row([`C.1.2 Jmeno: ${given}`, 0]),
    row([`C.1.3 Adresa pobytu: ${r.pick(['Vinohradska 12, 120 00 Praha 2', 'Masarykova 5, 602 00 Brno', 'Namesti Miru 3, 301 00 Plzen'])}`, 0]),
    row([`D.1 Tovarni znacka: ${v.make.toUpperCase()}`, 0]), row([`D.3 Obchodni oznaceni: ${v.model.toUpperCase()}`, 0]),
    row([`E. Identifikacni cislo vozidla (VIN): ${v.vin}`, 0]), row([`I. Datum registrace v CR: ${dmy(addDays(first, r.int(30, 900)), '.')}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'wd10-cz-osvedceni', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/**
 * A Norwegian vognkort without codes: the owner as "SURNAME, First" over a two-line address, and a next roadworthiness
 * test ("Neste EU-kontroll") that is not the registration's expiry.
 */
function norwegianVognkort(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const given = r.pick(['Kari', 'Ola', 'Ingrid', 'Henrik', 'Silje']);
  const family = r.pick(['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Berg']);
  const plate = `${L(r)}${L(r)} ${r.int(10000, 99999)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('VOGNKORT DEL 1', 14), row(['Statens vegvesen', 0]), blank(),
    pair('Kjennemerke', plate, 0, 0.35), pair('Merke', v.make.toUpperCase(), 0, 0.35), pair('Handelsbetegnelse', v.model.toUpperCase(), 0, 0.35),
    pair('Understellsnummer', v.vin, 0, 0.35), pair('Første gang registrert', dmy(first, '.'), 0, 0.35), blank(),
    pair('Eier', `${family.toUpperCase()}, ${given}`, 0, 0.35), pair('', r.pick(['Storgata 14', 'Kirkeveien 3', 'Bygdøy allé 21']), 0, 0.35),
    pair('', r.pick(['0182 OSLO', '5003 BERGEN', '7010 TRONDHEIM']), 0, 0.35), blank(),
    pair('Neste EU-kontroll', dmy(addMonths(first, r.int(30, 48)), '.'), 0, 0.35),
  ];
  return {
    kind: 'registration', layout: 'wd10-no-vognkort', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${given} ${family.toUpperCase()}`, expiryDate: null,
    },
  };
}

/** A UK V5C-style certificate: the keeper with a title and middle initial in a box, a two-line address under it. */
function ukKeeperBox(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'uk');
  const initial = L(r);
  const plate = plateOf(r, 'uk');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Vehicle Registration Certificate', 14), row(['V5C   DVLA Swansea SA99 1BA', 0]), blank(),
    ...boxedFields([{ label: 'Registered keeper', value: `${r.pick(['MR', 'MRS', 'MS', 'DR'])} ${p.given.toUpperCase()} ${initial} ${p.family.toUpperCase()}`, x: 0 }]),
    row([streetLine(p, 'uk').toUpperCase(), 0]), row([townLine(p, 'uk').toUpperCase(), 0]), blank(),
    ...boxedFields([{ label: 'Registration number', value: plate, x: 0 }, { label: 'Date of first registration', value: dmy(first), x: 0.45 }]),
    ...boxedFields([{ label: 'Make', value: v.make.toUpperCase(), x: 0 }, { label: 'Model', value: v.model.toUpperCase(), x: 0.45 }]),
    ...boxedFields([{ label: 'VIN/Chassis/Frame No.', value: v.vin, x: 0 }, { label: 'Colour', value: r.pick(['BLACK', 'SILVER', 'BLUE']), x: 0.6 }]),
  ];
  return {
    kind: 'registration', layout: 'wd10-uk-keeper-box', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given.toUpperCase()} ${initial} ${p.family.toUpperCase()}`, expiryDate: null,
    },
  };
}

/** A US registration card with the owner as "LAST, FIRST" under "REGISTERED OWNER(S)" and "EXPIRES" in a header row. */
function usSurnameFirstCard(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 1);
  const p = makePerson(r);
  const [given, family] = p.name.split(' ');
  const plate = `${r.int(1, 9)}${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}`;
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('REGISTRATION CARD', 14), row(['DEPARTMENT OF MOTOR VEHICLES', 0]), blank(),
    row(['VLP', 0], ['YR', 0.22], ['MAKE', 0.32], ['EXPIRES', 0.6]), row([plate, 0], [String(v.year), 0.22], [v.make.toUpperCase(), 0.32], [mdy(expiry), 0.6]), blank(),
    pair('MODEL', v.model.toUpperCase(), 0, 0.3), pair('VEHICLE ID NUMBER', v.vin, 0, 0.3), blank(),
    row(['REGISTERED OWNER(S)', 0]), row([`${family.toUpperCase()}, ${given.toUpperCase()}`, 0]), row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]),
  ];
  return {
    kind: 'registration', layout: 'wd10-us-surname-first-card', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), year: v.year, ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A US registration renewal notice: the owner in an address block, "Your registration expires on ...", "Renew by". */
function usRenewalNotice(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 3);
  const p = makePerson(r);
  const plate = `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}${D(r)}`;
  const y = r.int(2026, 2027);
  const m = r.int(1, 12);
  const expiry = { y, m, d: lastDay(y, m) };
  const rows: Row[] = [
    title('Motor Vehicle Division', 13), title('VEHICLE REGISTRATION RENEWAL NOTICE', 12), blank(),
    row([p.name.toUpperCase(), 0]), row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]), blank(),
    ...wrap(`Your registration expires on ${MONTHS[expiry.m - 1]} ${expiry.d}, ${expiry.y}. Renew online, by mail or at any office before that date to avoid a late fee.`, 85),
    blank(), pair('Plate', plate, 0, 0.3), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3),
    pair('Renewal fee', `$${r.int(45, 120)}.${r.int(10, 99)}`, 0, 0.3),
  ];
  return {
    kind: 'registration', layout: 'wd10-us-renewal-notice', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_renewal', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      year: v.year, ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A Nova Scotia vehicle permit: "Owner Name: MACDONALD, SARAH", expiry as 2026-APR-30. */
function novaScotiaPermit(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 5);
  const given = r.pick(['Sarah', 'Liam', 'Heather', 'Connor', 'Jenna']);
  const family = r.pick(['MacDonald', 'Campbell', 'MacLeod', 'Fraser', 'Boudreau']);
  const plate = `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}`;
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('NOVA SCOTIA - VEHICLE PERMIT', 13), row(['Registry of Motor Vehicles', 0]), blank(),
    pair('Owner Name:', `${family.toUpperCase()}, ${given.toUpperCase()}`, 0, 0.3),
    pair('Address:', `${r.int(10, 999)} ${r.pick(['Spring Garden Rd', 'Quinpool Rd', 'Main St'])}, ${r.pick(['Halifax', 'Truro', 'Sydney'])} NS B3H 1X1`, 0, 0.3), blank(),
    pair('Plate:', plate, 0, 0.3), pair('Expiry Date:', `${expiry.y}-${MON[expiry.m - 1]}-${pad2(expiry.d)}`, 0, 0.3),
    pair('Year:', String(v.year), 0, 0.3), pair('Make:', v.make.toUpperCase(), 0, 0.3), pair('Model:', v.model.toUpperCase(), 0, 0.3),
    pair('Serial No.:', v.vin, 0, 0.3),
  ];
  return {
    kind: 'registration', layout: 'wd10-ca-ns-permit', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), year: v.year, ownerName: `${given} ${family}`.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A US declarations page that mentions the ID cards enclosed with it: still a declarations page, not a card. */
function usDeclarationsWithCards(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 7);
  const p = makePerson(r);
  const brand = r.pick(['Progressive', 'GEICO', 'Nationwide']);
  const policy = `${r.int(100000000, 999999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const premium = cents(r, 480, 1400);
  const rows: Row[] = [
    title(brand, 15), title('Auto Insurance Coverage Summary', 12), blank(),
    row(['Named Insured', 0], ['Policy Number', 0.5]), row([p.name, 0], [policy, 0.5]), row([p.street, 0]), row([p.cityLine, 0]), blank(),
    pair('Policy Period', `${mdy(start)} to ${mdy(end)} (12:01 a.m. standard time)`, 0, 0.3),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3), blank(),
    ...table([['Coverage', 0], ['Limits', 0.45], ['Premium', 0.78]], [
      ['Bodily Injury Liability', '$100,000/$300,000', `$${round2(premium * 0.45).toFixed(2)}`],
      ['Collision', `$${r.pick([500, 1000])} deductible`, `$${round2(premium * 0.55).toFixed(2)}`],
    ]),
    pair('Total 6-month policy premium', `$${premium.toFixed(2)}`, 0, 0.6), blank(),
    ...wrap('Your insurance ID cards are enclosed. Keep a card in each vehicle as proof of insurance.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd10-us-declarations-cards-enclosed', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, make: v.make, model: v.model, year: v.year,
      ownerName: p.name, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** An Italian certificate of insurance: "Scadenza" and a grace period ("valido fino al") that is not the expiry. */
function italianCertificatoTolleranza(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'it');
  const brand = r.pick(['Reale Mutua', 'Vittoria Assicurazioni', 'Sara Assicurazioni']);
  const plate = plateOf(r, 'it');
  const policy = `${r.int(100, 999)}/${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rows: Row[] = [
    title(brand, 14), title('CERTIFICATO DI ASSICURAZIONE', 12), blank(),
    pair('Contraente', `${p.family.toUpperCase()} ${p.given.toUpperCase()}`, 0, 0.35), pair('Polizza n.', policy, 0, 0.35),
    pair('Targa', plate, 0, 0.35), pair('Veicolo', `${v.make} ${v.model}`, 0, 0.35),
    pair('Decorrenza', dmy(start), 0, 0.35), pair('Scadenza', dmy(end), 0, 0.35), blank(),
    ...wrap(`La garanzia resta valida fino al ${dmy(addDays(end, 15))} (quindicesimo giorno dopo la scadenza).`, 90),
  ];
  return {
    kind: 'insurance', layout: 'wd10-it-certificato-tolleranza', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.family.toUpperCase()} ${p.given.toUpperCase()}`, insuranceProvider: brand, policyNumber: policy,
      effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A quick-lube "INVOICE" whose only work is an oil change: an oil-change receipt; next service as miles and a date. */
function usLubeInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 2);
  const shop = r.pick(['Rapid Lube Center', 'Valley Quick Oil', 'Main Street Lube']);
  const plate = `${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}${D(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 140000);
  const next = odo + r.pick([3000, 5000, 7500]);
  const nextDay = addMonths(day, r.pick([3, 6]));
  const items: [string, number][] = [['Full synthetic oil change 5W-30', cents(r, 55, 95)], ['Oil filter', cents(r, 8, 15)], ['Shop supplies', cents(r, 2, 5)]];
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const tax = round2(net * 0.07);
  const total = round2(net + tax);
  const rows: Row[] = [
    title(shop, 14), row([phoneOf(r, 'us'), 0]), blank(), pair('INVOICE #', String(r.int(100000, 999999)), 0, 0.3), pair('Date', mdy(day), 0, 0.3),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('License', plate, 0, 0.3), pair('Odometer In', odo.toLocaleString('en-US'), 0, 0.3), blank(),
    ...items.map(([name, x]) => row([name, 0], [`$${x.toFixed(2)}`, 0.7])), row(['Sales tax', 0], [`$${tax.toFixed(2)}`, 0.7]),
    row(['TOTAL', 0], [`$${total.toFixed(2)}`, 0.7]), blank(),
    row([`Next Service Due: ${next.toLocaleString('en-US')} Miles or ${mdy(nextDay)}, whichever comes first`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd10-us-lube-invoice', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A German workshop "Rechnung" for an oil change alone: an oil-change receipt; "Nächster Ölwechsel fällig bei ... km". */
function germanOilRechnung(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'de');
  const shop = r.pick(['Autohaus Kessler', 'Kfz-Meisterbetrieb Roth', 'Werkstatt Lindner']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 180000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const items: [string, number][] = [['Motoröl 5W-30 4,5 l', cents(r, 45, 80)], ['Ölfilter', cents(r, 12, 25)], ['Ablassschraube Dichtring', cents(r, 1, 4)], ['Arbeitslohn Ölwechsel', cents(r, 25, 45)]];
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(net * 0.19);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 14), row([phoneOf(r, 'de'), 0]), blank(),
    row([`Herrn/Frau ${p.given} ${p.family}`, 0]), row([streetLine(p, 'de'), 0]), row([townLine(p, 'de'), 0]), blank(),
    pair('Rechnung Nr.', `${day.y}-${r.int(1000, 9999)}`, 0, 0.3), pair('Datum', dateIn('de', day, true), 0, 0.3), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.3),
    pair('Kennzeichen', plate, 0, 0.3), pair('km-Stand', kmIn(odo, 'de'), 0, 0.3), blank(),
    ...table([['Position', 0], ['Betrag', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'de')])), blank(),
    pair('Netto', moneyIn(net, 'de'), 0.45, 0.75), pair('MwSt. 19 %', moneyIn(vat, 'de'), 0.45, 0.75), pair('Gesamtbetrag', `${moneyIn(total, 'de')} €`, 0.45, 0.75), blank(),
    row([`Nächster Ölwechsel fällig bei ${kmIn(next, 'de')} km`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd10-de-oel-rechnung', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** A UK garage "Receipt" for several repairs: a service invoice; "Next service due at ... miles or by ...". */
function ukRepairReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const shop = r.pick(['Hillside Motors', 'Riverside Garage', 'Kingsway Autocare']);
  const plate = plateOf(r, 'uk');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 110000);
  const next = odo + r.pick([9000, 10000, 12000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Front brake pads and discs', cents(r, 180, 320)], ['Two tyres 205/55 R16 fitted', cents(r, 150, 240)], ['Wheel alignment', cents(r, 40, 70)]];
  const total = round2(items.reduce((n, [, x]) => n + x, 0));
  const rows: Row[] = [
    title(shop, 14), row([`VAT reg ${r.int(100, 999)} ${r.int(1000, 9999)} ${r.int(10, 99)} · ${phoneOf(r, 'uk')}`, 0]), blank(),
    title('RECEIPT', 12), pair('Date', dmy(day), 0, 0.3), pair('Reg', plate, 0, 0.3), pair('Vehicle', `${v.make} ${v.model}`, 0, 0.3),
    pair('Mileage', kmIn(odo, 'uk'), 0, 0.3), blank(),
    ...items.map(([name, x]) => row([name, 0], [`£${moneyIn(x, 'uk')}`, 0.7])), row(['Total paid (inc. VAT)', 0], [`£${moneyIn(total, 'uk')}`, 0.7]), blank(),
    row([`Next service due at ${kmIn(next, 'uk')} miles or by ${dmy(nextDay)}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd10-uk-repair-receipt', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A French ticket for an oil change: "Prochaine vidange à 87 500 km", "au plus tard le ...". */
function frenchTicketVidange(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const shop = r.pick(['Garage des Tilleuls', 'Auto Service Mistral', 'Centre Auto Bellevue']);
  const plate = plateOf(r, 'fr');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + r.pick([10000, 15000, 20000]);
  const nextDay = addMonths(day, 12);
  const total = cents(r, 70, 140);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'fr'), 0]), blank(), row(['TICKET DE CAISSE', 0]), row([`Le ${dateIn('fr', day, true)}`, 0]),
    row([`Immat. ${plate}`, 0]), row([`${v.make} ${v.model}`, 0]), row([`Kilométrage : ${kmIn(odo, 'fr')} km`, 0]), blank(),
    row(['Vidange huile 5W30 + filtre', 0], [moneyIn(total, 'fr'), 0.7]), row(['TOTAL TTC', 0], [`${moneyIn(total, 'fr')} €`, 0.7]), blank(),
    row([`Prochaine vidange à ${kmIn(next, 'fr')} km`, 0]), row([`au plus tard le ${dateIn('fr', nextDay, true)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd10-fr-ticket-vidange', page: 'receipt', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Finnish rekisteröintitodistus: Finnish captions, the owner ("Omistaja") and a different holder ("Haltija"). */
function finnishTodistus(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const owner = `${r.pick(['Aino', 'Mikko', 'Sanna', 'Juha', 'Elina'])} ${r.pick(['Korhonen', 'Virtanen', 'Nieminen', 'Laine', 'Heikkinen'])}`;
  const holder = `${r.pick(['Leena', 'Pekka', 'Timo'])} ${r.pick(['Makela', 'Koskinen', 'Salonen'])}`;
  const plate = `${L(r)}${L(r)}${L(r)}-${r.int(1, 999)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('REKISTERÖINTITODISTUS', 14), row(['Liikenne- ja viestintävirasto Traficom', 0]), blank(),
    pair('Rekisteritunnus', plate, 0, 0.35), pair('Merkki', v.make.toUpperCase(), 0, 0.35), pair('Malli', v.model.toUpperCase(), 0, 0.35),
    pair('Valmistenumero', v.vin, 0, 0.35), pair('Ensirekisteröintipäivä', dmy(first, '.'), 0, 0.35), blank(),
    pair('Omistaja', owner, 0, 0.35), pair('Haltija', holder, 0, 0.35), pair('Osoite', `${r.pick(['Mannerheimintie 12', 'Hämeenkatu 4', 'Kauppakatu 9'])}, ${r.pick(['00100 Helsinki', '33100 Tampere', '40100 Jyväskylä'])}`, 0, 0.35),
  ];
  return {
    kind: 'registration', layout: 'wd10-fi-todistus', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: owner, expiryDate: null,
    },
  };
}

/** A German Teil I printed as caption lines, the holder as "Name, Vorname(n)" with a hyphenated first name. */
function germanCommaHolder(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const given = r.pick(['Anna-Lena', 'Karl-Heinz', 'Marie-Luise', 'Hans-Peter']);
  const family = r.pick(['Schmidt', 'Krüger', 'Neumann', 'Zimmermann']);
  const plate = plateOf(r, 'de');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Zulassungsbescheinigung Teil I', 14), row(['(Fahrzeugschein)', 0]), blank(),
    pair('Amtliches Kennzeichen', plate, 0, 0.5), pair('Name, Vorname(n) oder Firmenname', `${family}, ${given}`, 0, 0.5),
    pair('Anschrift', `${r.pick(['Goethestraße', 'Ringstraße', 'Am Markt'])} ${r.int(1, 60)}, ${r.pick(['10115 Berlin', '80331 München', '50667 Köln'])}`, 0, 0.5),
    pair('Marke', v.make.toUpperCase(), 0, 0.5), pair('Handelsbezeichnung', v.model.toUpperCase(), 0, 0.5),
    pair('Fahrzeug-Identifizierungsnummer', v.vin, 0, 0.5), pair('Datum der Erstzulassung', dmy(first, '.'), 0, 0.5),
    pair('Nächste HU', `${pad2(r.int(1, 12))}/${r.int(2026, 2028)}`, 0, 0.5),
  ];
  return {
    kind: 'registration', layout: 'wd10-de-comma-holder', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/** A Spanish permiso with the holder as "SURNAME SURNAME, FIRST FIRST" beside "Titular". */
function spanishTwoSurnames(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const given = r.pick(['ANA BELEN', 'JOSE LUIS', 'MARIA PILAR', 'JUAN CARLOS']);
  const family = r.pick(['MARTIN SERRANO', 'RUIZ NAVARRO', 'MORENO ORTEGA', 'GIL CASTRO']);
  const plate = plateOf(r, 'es');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('PERMISO DE CIRCULACION', 14), row(['Direccion General de Trafico', 0]), blank(),
    pair('Matricula', plate, 0, 0.35), pair('Fecha de matriculacion', dmy(first), 0, 0.35),
    pair('Titular', `${family}, ${given}`, 0, 0.35), pair('Domicilio', `${r.pick(['C/ Mayor 4', 'Avda. de America 21', 'C/ del Pez 7'])}, ${r.pick(['28013 MADRID', '46002 VALENCIA'])}`, 0, 0.35),
    pair('Marca', v.make.toUpperCase(), 0, 0.35), pair('Modelo', v.model.toUpperCase(), 0, 0.35), pair('Bastidor', v.vin, 0, 0.35),
  ];
  return {
    kind: 'registration', layout: 'wd10-es-two-surnames', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/** A US registration with two owners and "VALID FROM mm-dd-yy TO mm-dd-yy" (two-figure years). */
function usTwoOwners(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 3);
  const p1 = makePerson(r);
  const p2 = makePerson(r);
  const plate = `${r.int(1, 9)}${L(r)}${L(r)}${D(r)}${D(r)}`;
  const from = makeDay(r, 2025, 2026);
  const to = addDays(addMonths(from, 24), -1);
  const yy = (d: Day) => `${pad2(d.m)}-${pad2(d.d)}-${String(d.y).slice(2)}`;
  const rows: Row[] = [
    title('COMMONWEALTH REGISTRY OF MOTOR VEHICLES', 12), title('CERTIFICATE OF REGISTRATION', 12), blank(),
    row([`PLATE: ${plate}`, 0], [`VALID FROM ${yy(from)} TO ${yy(to)}`, 0.45]), blank(),
    row([`OWNER 1: ${p1.name.toUpperCase()}`, 0]), row([`OWNER 2: ${p2.name.toUpperCase()}`, 0]), row([`${p1.street}, ${p1.cityLine}`.toUpperCase(), 0]), blank(),
    row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0], [`VIN ${v.vin}`, 0.45]),
  ];
  return {
    kind: 'registration', layout: 'wd10-us-two-owners', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), year: v.year, ownerName: p1.name.toUpperCase(), expiryDate: iso(to),
    },
  };
}

/** An Alberta registration: "Registrant: LAST, FIRST MIDDLE", "Expiry Date: 2026 Aug 31". */
function albertaRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 5);
  const given = r.pick(['DAVID', 'KAREN', 'PRIYA', 'OWEN']);
  const middle = r.pick(['JAMES', 'ANNE', 'LEE']);
  const family = r.pick(['THOMPSON', 'BENOIT', 'SINGH', 'WILSON']);
  const plate = `${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}${D(r)}`;
  const y = r.int(2026, 2027);
  const m = r.int(1, 12);
  const expiry = { y, m, d: lastDay(y, m) };
  const rows: Row[] = [
    title('Vehicle Registration Certificate - Alberta', 13), row(['Issued by an authorized registry agent', 0]), blank(),
    pair('Registrant:', `${family}, ${given} ${middle}`, 0, 0.3), pair('Address:', `${r.int(100, 9999)} ${r.pick(['Jasper Ave NW', '17 Ave SW', 'Gaetz Ave'])}, ${r.pick(['Edmonton', 'Calgary', 'Red Deer'])} AB`, 0, 0.3), blank(),
    pair('Plate:', plate, 0, 0.3), pair('Expiry Date:', `${expiry.y} ${MONTHS[expiry.m - 1].slice(0, 3)} ${pad2(expiry.d)}`, 0, 0.3),
    pair('Make / Model:', `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.3), pair('Year:', String(v.year), 0, 0.3), pair('VIN:', v.vin, 0, 0.3),
  ];
  return {
    kind: 'registration', layout: 'wd10-ca-ab-registrant', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), year: v.year, ownerName: `${given} ${middle} ${family}`, expiryDate: iso(expiry),
    },
  };
}

/** A UK motor schedule that refers to the certificate sent with it: a schedule (declarations), not the certificate. */
function ukScheduleMentionsCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const p = makeEuPerson(r, 'uk');
  const brand = r.pick(['Admiral', 'Churchill', 'LV=']);
  const plate = plateOf(r, 'uk');
  const policy = `${L(r)}${L(r)}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const premium = cents(r, 380, 1300);
  const long = (d: Day) => `${d.d} ${MONTHS[d.m - 1]} ${d.y}`;
  const rows: Row[] = [
    title(brand, 15), title('Motor Insurance Schedule', 12), blank(),
    pair('Policyholder', `${p.given} ${p.family}`, 0, 0.3), pair('Policy number', policy, 0, 0.3),
    pair('Period of cover', `00:01 on ${long(start)} to 23:59 on ${long(end)}`, 0, 0.3),
    pair('Vehicle', `${v.make} ${v.model}`, 0, 0.3), pair('Registration', plate, 0, 0.3), pair('Total amount payable', `£${moneyIn(premium, 'uk')}`, 0, 0.3), blank(),
    ...wrap('This schedule must be read together with your policy booklet and the Certificate of Motor Insurance enclosed with it.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd10-uk-schedule-certificate-enclosed', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A German Versicherungsschein: "Versicherungsdauer vom ... bis ...", the eVB card "liegt bei". */
function germanVersicherungsschein(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'de');
  const brand = r.pick(['HUK-COBURG', 'Allianz', 'LVM']);
  const plate = plateOf(r, 'de');
  const policy = `${r.int(100, 999)}-${r.int(100000, 999999)}`;
  const start = { ...makeDay(r, 2026, 2026), d: 1 };
  const end = addMonths(start, 12);
  const premium = cents(r, 300, 1100);
  const rows: Row[] = [
    title(brand, 15), title('Versicherungsschein Kfz-Versicherung', 12), blank(),
    pair('Versicherungsnehmer', `${p.given} ${p.family}`, 0, 0.5), pair('Versicherungsschein-Nr.', policy, 0, 0.5),
    pair('Versicherungsdauer', `vom ${dmy(start, '.')} bis ${dmy(end, '.')}`, 0, 0.5),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.5), pair('Kennzeichen', plate, 0, 0.5),
    pair('Jahresbeitrag inkl. Versicherungsteuer', `${moneyIn(premium, 'de')} EUR`, 0, 0.5), blank(),
    ...wrap('Ihre Versicherungskarte für das Ausland liegt bei. Bitte führen Sie die Karte im Fahrzeug mit.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd10-de-versicherungsschein', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A US dealer's oil-change ticket with a free inspection; "NEXT SERVICE DUE 45,310 MI / 03/14/26". */
function usDealerOilTicket(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 4);
  const shop = r.pick(['Lakeside Honda Service', 'Summit Ford Service', 'Bayview Toyota Service']);
  const plate = `${r.int(1, 9)}${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(12000, 120000);
  const next = odo + r.pick([5000, 7500, 10000]);
  const nextDay = addMonths(day, 6);
  const oil = cents(r, 49, 89);
  const tax = round2(oil * 0.06);
  const total = round2(oil + tax);
  const yy = (d: Day) => `${pad2(d.m)}/${pad2(d.d)}/${String(d.y).slice(2)}`;
  const rows: Row[] = [
    title(shop, 13), row([phoneOf(r, 'us'), 0]), blank(), pair('RO #', String(r.int(400000, 499999)), 0, 0.3), pair('Date', mdy(day), 0, 0.3),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('Plate', plate, 0, 0.3), pair('Mileage In', odo.toLocaleString('en-US'), 0, 0.3), blank(),
    row(['Oil & filter change 0W-20', 0], [`$${oil.toFixed(2)}`, 0.7]), row(['Multi-point inspection', 0], ['N/C', 0.7]),
    row(['Tax', 0], [`$${tax.toFixed(2)}`, 0.7]), row(['Amount due', 0], [`$${total.toFixed(2)}`, 0.7]), blank(),
    row([`NEXT SERVICE DUE  ${next.toLocaleString('en-US')} MI / ${yy(nextDay)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd10-us-dealer-oil-ticket', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, year: v.year,
      // The dealer's name: the reader gives a dealer without its department ("Service").
      serviceProvider: shop.replace(/ Service$/, ''), serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** An Italian tagliando invoice of several items: "Prossimo tagliando a 120.000 km o entro 12 mesi". */
function italianTagliandoMesi(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'it');
  const shop = r.pick(['Officina Bertolini', 'Autofficina Sala', 'Car Service Moretti']);
  const plate = plateOf(r, 'it');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const months = r.pick([12, 24]);
  const items: [string, number][] = [['Tagliando con cambio olio e filtri', cents(r, 150, 260)], ['Sostituzione pastiglie freni anteriori', cents(r, 90, 180)], ['Spazzole tergicristallo', cents(r, 20, 40)]];
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(net * 0.22);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 14), row([`P.IVA ${r.int(10000000000, 99999999999)} · ${phoneOf(r, 'it')}`, 0]), blank(),
    row(['Spett.le', 0]), row([`Sig. ${p.given} ${p.family}`, 0]), row([streetLine(p, 'it'), 0]), row([townLine(p, 'it'), 0]), blank(),
    pair('Fattura n.', `${r.int(100, 999)}/${day.y}`, 0, 0.3), pair('Data', dateIn('it', day, true), 0, 0.3), pair('Veicolo', `${v.make} ${v.model}`, 0, 0.3),
    pair('Targa', plate, 0, 0.3), pair('Km', kmIn(odo, 'it'), 0, 0.3), blank(),
    ...table([['Descrizione', 0], ['Importo', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'it')])), blank(),
    pair('Imponibile', moneyIn(net, 'it'), 0.45, 0.75), pair('IVA 22%', moneyIn(vat, 'it'), 0.45, 0.75), pair('Totale fattura', `€ ${moneyIn(total, 'it')}`, 0.45, 0.75), blank(),
    row([`Prossimo tagliando a ${kmIn(next, 'it')} km o entro ${months} mesi`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd10-it-tagliando-mesi', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
      nextServiceMileage: next, nextServiceDate: iso(addMonths(day, months)),
    },
  };
}

/** A Dutch werkplaatsfactuur: the next service by kilometres, and the next APK date, which is no service date. */
function dutchWerkorderApk(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const shop = r.pick(['Autobedrijf Van Leeuwen', 'Garage De Hoek', 'Autoservice Brinkman']);
  const plate = plateOf(r, 'nl');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 180000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const items: [string, number][] = [['Kleine beurt', cents(r, 120, 190)], ['Remvloeistof vervangen', cents(r, 45, 80)], ['Accu vervangen', cents(r, 110, 180)]];
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(net * 0.21);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 14), row([phoneOf(r, 'nl'), 0]), blank(),
    pair('Factuur', `${day.y}${r.int(1000, 9999)}`, 0, 0.3), pair('Datum', dateIn('nl', day, true), 0, 0.3), pair('Kenteken', plate, 0, 0.3),
    pair('Voertuig', `${v.make} ${v.model}`, 0, 0.3), pair('Km-stand', kmIn(odo, 'nl'), 0, 0.3), blank(),
    ...table([['Omschrijving', 0], ['Bedrag', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'nl')])), blank(),
    pair('Totaal excl. BTW', moneyIn(net, 'nl'), 0.45, 0.75), pair('BTW 21%', moneyIn(vat, 'nl'), 0.45, 0.75), pair('Totaal incl. BTW', `€ ${moneyIn(total, 'nl')}`, 0.45, 0.75), blank(),
    row([`Volgende onderhoudsbeurt bij ${kmIn(next, 'nl')} km`, 0]), row([`APK vervalt op ${dateIn('nl', addMonths(day, r.int(3, 11)), true)}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd10-nl-werkorder-apk', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
      nextServiceMileage: next, nextServiceDate: null,
    },
  };
}

/** A US registration whose owner is printed in name boxes: "LAST NAME | FIRST NAME | MI" over the values. */
function usNameBoxes(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 6);
  const given = r.pick(['ROBERT', 'LINDA', 'MARCUS', 'SOFIA', 'KEVIN']);
  const family = r.pick(['NGUYEN', 'PATEL', 'WALKER', 'OKAFOR', 'REYES']);
  const mi = L(r);
  const plate = `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}${D(r)}`;
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('DEPARTMENT OF MOTOR VEHICLES', 13), title('VEHICLE REGISTRATION', 12), blank(),
    ...boxedFields([{ label: 'LAST NAME', value: family, x: 0 }, { label: 'FIRST NAME', value: given, x: 0.35 }, { label: 'MI', value: mi, x: 0.7 }]),
    ...boxedFields([{ label: 'PLATE NUMBER', value: plate, x: 0 }, { label: 'EXPIRATION DATE', value: mdy(expiry), x: 0.35 }]),
    ...boxedFields([{ label: 'YEAR', value: String(v.year), x: 0 }, { label: 'MAKE', value: v.make.toUpperCase(), x: 0.2 }, { label: 'MODEL', value: v.model.toUpperCase(), x: 0.45 }]),
    ...boxedFields([{ label: 'VIN', value: v.vin, x: 0 }]),
  ];
  return {
    kind: 'registration', layout: 'wd10-us-name-boxes', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), year: v.year, ownerName: `${given} ${mi} ${family}`, expiryDate: iso(expiry),
    },
  };
}

/** An old Italian libretto: "Intestatario: ROSSI MARIO nato a Torino il 12/03/1979", the holder as printed. */
function italianLibretto(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const holder = `${r.pick(['ROSSI', 'BIANCHI', 'FERRARI', 'ESPOSITO'])} ${r.pick(['MARIO', 'GIULIA', 'PAOLO', 'ELENA'])}`;
  const plate = plateOf(r, 'it');
  const first = makeDay(r, v.year, v.year);
  const born = makeDay(r, 1955, 1995);
  const rows: Row[] = [
    title('CARTA DI CIRCOLAZIONE', 14), row(['Ministero delle Infrastrutture e dei Trasporti', 0]), blank(),
    pair('Targa', plate, 0, 0.3), pair('Immatricolazione', dmy(first), 0, 0.3),
    pair('Intestatario', `${holder} nato a ${r.pick(['Torino', 'Napoli', 'Bari'])} il ${dmy(born)}`, 0, 0.3),
    pair('Residenza', `${r.pick(['Via Roma 3', 'Corso Italia 18'])}, ${r.pick(['10121 Torino', '80100 Napoli'])}`, 0, 0.3), blank(),
    pair('Fabbrica', v.make.toUpperCase(), 0, 0.3), pair('Tipo', v.model.toUpperCase(), 0, 0.3), pair('Telaio', v.vin, 0, 0.3),
  ];
  return {
    kind: 'registration', layout: 'wd10-it-libretto', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: holder, expiryDate: null,
    },
  };
}

/** A US registration card whose expiry is only said in a sentence: "valid until midnight of June 30, 2026". */
function usValidUntilSentence(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 8);
  const p = makePerson(r);
  const plate = `${r.int(100, 999)} ${L(r)}${L(r)}${L(r)}`;
  const y = r.int(2026, 2027);
  const m = r.int(1, 12);
  const expiry = { y, m, d: lastDay(y, m) };
  const rows: Row[] = [
    title('MOTOR VEHICLE REGISTRATION CARD', 13), blank(),
    pair('Registered to', p.name.toUpperCase(), 0, 0.3), pair('', p.street.toUpperCase(), 0, 0.3), pair('', p.cityLine.toUpperCase(), 0, 0.3), blank(),
    pair('Tag', plate, 0, 0.3), pair('Vehicle', `${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3), blank(),
    ...wrap(`This registration is valid until midnight of ${MONTHS[expiry.m - 1]} ${expiry.d}, ${expiry.y}. Carry this card in the vehicle.`, 85),
  ];
  return {
    kind: 'registration', layout: 'wd10-us-valid-until-sentence', page: 'letter', font: 'serif', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), year: v.year, ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A UK certificate of motor insurance in its statutory wording: "Effective date of commencement", "Date of expiry". */
function ukCertificateWording(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'uk');
  const brand = r.pick(['Aviva', 'Hastings Direct', 'esure']);
  const plate = plateOf(r, 'uk');
  const policy = `${L(r)}${L(r)}${L(r)}${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title(brand, 15), title('CERTIFICATE OF MOTOR INSURANCE', 12), blank(),
    pair('1. Registration mark of vehicle', plate, 0, 0.5), pair('2. Name of policyholder', `${p.given} ${p.family}`, 0, 0.5),
    pair('3. Effective date of the commencement of insurance', `00:01 hours on ${dmy(start)}`, 0, 0.5),
    pair('4. Date of expiry of insurance', `23:59 hours on ${dmy(end)}`, 0, 0.5),
    pair('5. Persons or classes of persons entitled to drive', 'The policyholder', 0, 0.5),
    pair('Policy number', policy, 0, 0.5), pair('Vehicle', `${v.make} ${v.model}`, 0, 0.5),
  ];
  return {
    kind: 'insurance', layout: 'wd10-uk-certificate-wording', page: 'a4', font: 'serif', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A US ID card for two insureds as "ORTIZ, SAMUEL & ROSA": the first named is the owner. */
function usCardTwoInsureds(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 1);
  const family = r.pick(['ORTIZ', 'CHEN', 'MILLER', 'BROWN']);
  const first = r.pick(['SAMUEL', 'DANIEL', 'GRACE', 'VICTOR']);
  const second = r.pick(['ROSA', 'EMILY', 'JAMES', 'MARIA']);
  const brand = r.pick(['State Farm', 'Allstate', 'Travelers']);
  const policy = `${r.int(100, 999)} ${r.int(1000, 9999)}-${L(r)}${r.int(10, 99)}-${r.int(10, 99)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const rows: Row[] = [
    title(brand, 16), title('Insurance Identification Card', 12), blank(),
    pair('Insured', `${family}, ${first} & ${second}`, 0, 0.3), pair('Policy Number', policy, 0, 0.3), blank(),
    row(['Effective', 0], ['Expiration', 0.3]), row([mdy(start), 0], [mdy(end), 0.3]), blank(),
    pair('Year/Make/Model', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3),
  ];
  return {
    kind: 'insurance', layout: 'wd10-us-card-two-insureds', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, make: v.make, model: v.model, year: v.year,
      ownerName: `${first} ${family}`, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A Quebec oil-change receipt: "Changement d'huile", "Prochain changement d'huile : 85 400 km". */
function quebecChangementHuile(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 3);
  const shop = r.pick(['Lubrification Express Laval', 'Garage Tremblay', 'Centre de l\'huile Beauport']);
  const plate = `${L(r)}${D(r)}${D(r)} ${L(r)}${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 150000);
  const next = odo + r.pick([5000, 8000, 10000]);
  const oil = cents(r, 60, 110);
  const tps = round2(oil * 0.05);
  const tvq = round2(oil * 0.09975);
  const total = round2(oil + tps + tvq);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'ca'), 0]), blank(), row([`Date : ${day.y}-${pad2(day.m)}-${pad2(day.d)}`, 0]), row([`Plaque : ${plate}`, 0]),
    row([`${v.year} ${v.make} ${v.model}`, 0]), row([`Odomètre : ${kmIn(odo, 'fr')} km`, 0]), blank(),
    row(["Changement d'huile synthétique", 0], [`${moneyIn(oil, 'fr')} $`, 0.7]), row(['TPS', 0], [`${moneyIn(tps, 'fr')} $`, 0.7]), row(['TVQ', 0], [`${moneyIn(tvq, 'fr')} $`, 0.7]),
    row(['TOTAL', 0], [`${moneyIn(total, 'fr')} $`, 0.7]), blank(),
    row([`Prochain changement d'huile : ${kmIn(next, 'fr')} km`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd10-ca-qc-changement-huile', page: 'receipt', font: 'mono', rows, region: 'ca',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** A Spanish oil ticket: "Próximo cambio de aceite a los 75.000 km", and the next ITV, which is no service date. */
function spanishTicketItv(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const shop = r.pick(['Taller Rápido Gómez', 'Autoservicio Costa', 'Lubricentro Norte']);
  const plate = plateOf(r, 'es');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + r.pick([10000, 15000]);
  const total = cents(r, 55, 120);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'es'), 0]), blank(), row(['TICKET', 0]), row([`Fecha: ${dateIn('es', day, true)}`, 0]), row([`Matrícula: ${plate}`, 0]),
    row([`${v.make} ${v.model}`, 0]), row([`Km: ${kmIn(odo, 'es')}`, 0]), blank(),
    row(['Cambio de aceite y filtro', 0], [moneyIn(total, 'es'), 0.7]), row(['TOTAL (IVA incl.)', 0], [`${moneyIn(total, 'es')} €`, 0.7]), blank(),
    row([`Próximo cambio de aceite a los ${kmIn(next, 'es')} km`, 0]), row([`Próxima ITV: ${dateIn('es', addMonths(day, r.int(2, 10)), true)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd10-es-ticket-itv', page: 'receipt', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: null,
    },
  };
}

/** A Belgian inschrijvingsbewijs in Dutch without codes: "Naam" and "Voornamen" on lines of their own. */
function belgianDutchNaamVoornamen(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const family = r.pick(['PEETERS', 'JANSSENS', 'MAES', 'WILLEMS']);
  const given = r.pick(['Jan Karel', 'Els', 'Pieter Jan', 'Annelies']);
  const plate = `${r.int(1, 2)}-${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('INSCHRIJVINGSBEWIJS', 14), row(['Dienst voor Inschrijving van Voertuigen', 0]), blank(),
    pair('Nummerplaat', plate, 0, 0.35), pair('Datum eerste inschrijving', dmy(first), 0, 0.35), blank(),
    pair('Naam', family, 0, 0.35), pair('Voornamen', given, 0, 0.35), pair('Adres', `${r.pick(['Kerkstraat 5', 'Meir 40'])}, ${r.pick(['2000 Antwerpen', '9000 Gent'])}`, 0, 0.35), blank(),
    pair('Merk', v.make.toUpperCase(), 0, 0.35), pair('Handelsbenaming', v.model.toUpperCase(), 0, 0.35), pair('Chassisnummer', v.vin, 0, 0.35),
  ];
  return {
    kind: 'registration', layout: 'wd10-be-naam-voornamen', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/** A US renewal notice in sentences: "Your policy will renew on ...", the renewal premium beside the current one. */
function usRenewalSentences(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 2);
  const p = makePerson(r);
  const brand = r.pick(['Progressive', 'Nationwide', 'Liberty Mutual']);
  const policy = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2026, 2026);
  const end = addMonths(start, 6);
  const current = cents(r, 420, 900);
  const renewal = round2(current + cents(r, 12, 80));
  const long = (d: Day) => `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
  const rows: Row[] = [
    title(brand, 15), blank(), row([p.name, 0]), row([p.street, 0]), row([p.cityLine, 0]), blank(),
    pair('Policy number', policy, 0, 0.35), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.35), pair('VIN', v.vin, 0, 0.35), blank(),
    ...wrap(`Your auto policy will renew on ${long(start)} for the period ${mdy(start)} - ${mdy(end)}. Your current premium is $${current.toFixed(2)}; your renewal premium is $${renewal.toFixed(2)}. No action is needed if you pay by automatic withdrawal.`, 88),
  ];
  return {
    kind: 'insurance', layout: 'wd10-us-renewal-sentences', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: renewal,
    },
  };
}

/** A thermal lube receipt: "NEXT OIL: 52000" and "NEXT DATE: 6/15/26", no word "service". */
function usThermalNextOil(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 4);
  const shop = r.pick(['Lube Depot', 'Oil Pit Stop', 'Five Star Lube']);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 140000);
  const next = odo + r.pick([3000, 5000]);
  const nextDay = addMonths(day, r.pick([3, 4, 6]));
  const total = cents(r, 39, 89);
  const rows: Row[] = [
    title(shop.toUpperCase(), 11), row([phoneOf(r, 'us'), 0]), blank(), row([`DATE ${mdy(day)}`, 0]), row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]),
    row([`MILES ${odo}`, 0]), blank(), row(['SYN BLEND 5W30 + FILTER', 0], [total.toFixed(2), 0.7]), row(['TOTAL', 0], [total.toFixed(2), 0.7]), blank(),
    row([`NEXT OIL: ${next}`, 0]), row([`NEXT DATE: ${nextDay.m}/${nextDay.d}/${String(nextDay.y).slice(2)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd10-us-thermal-next-oil', page: 'receipt', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', make: v.make, model: v.model.toUpperCase(), year: v.year,
      serviceProvider: shop.toUpperCase(), serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Slovenian prometno dovoljenje without codes: "Registrska označba", "Priimek in ime" (surname first, as printed). */
function slovenianDovoljenje(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const holder = `${r.pick(['NOVAK', 'HORVAT', 'KRAJNC', 'ZUPAN'])} ${r.pick(['MARKO', 'ANA', 'LUKA', 'NINA'])}`;
  const plate = `${r.pick(['LJ', 'MB', 'KR', 'CE'])} ${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('PROMETNO DOVOLJENJE', 14), row(['Republika Slovenija', 0]), blank(),
    pair('Registrska oznaka', plate, 0, 0.38), pair('Datum prve registracije', dmy(first, '.'), 0, 0.38),
    pair('Priimek in ime', holder, 0, 0.38), pair('Naslov', `${r.pick(['Slovenska cesta 5', 'Partizanska 12'])}, ${r.pick(['1000 Ljubljana', '2000 Maribor'])}`, 0, 0.38), blank(),
    pair('Znamka', v.make.toUpperCase(), 0, 0.38), pair('Komercialna oznaka', v.model.toUpperCase(), 0, 0.38),
    pair('Identifikacijska stevilka vozila', v.vin, 0, 0.38),
  ];
  return {
    kind: 'registration', layout: 'wd10-si-dovoljenje', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: holder, expiryDate: null,
    },
  };
}

/** A Manitoba-style registration: "Valid to: 2026-06-30", the owner as "Surname, Given" over a two-line address. */
function prairieValidTo(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 7);
  const given = r.pick(['Megan', 'Tyler', 'Harpreet', 'Nolan']);
  const family = r.pick(['Friesen', 'Klassen', 'Dueck', 'Sandhu']);
  const plate = `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}`;
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('Vehicle Registration Card', 13), row(['Manitoba Public Insurance - Autopac', 0]), blank(),
    row([`${family}, ${given}`, 0], [`Plate: ${plate}`, 0.55]), row([`${r.int(10, 999)} ${r.pick(['Portage Ave', 'Main St', 'Pembina Hwy'])}`, 0], [`Valid to: ${expiry.y}-${pad2(expiry.m)}-${pad2(expiry.d)}`, 0.55]),
    row([`${r.pick(['Winnipeg', 'Brandon', 'Steinbach'])} MB R3C 0A1`, 0]), blank(),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3),
  ];
  return {
    kind: 'registration', layout: 'wd10-ca-mb-valid-to', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      year: v.year, ownerName: `${given} ${family}`, expiryDate: iso(expiry),
    },
  };
}

/** A German workshop invoice of several items: "Nächster Service: 52.000 km / 03.2027" (a month, no day). */
function germanNextSlash(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const shop = r.pick(['Autohaus Brandt', 'Kfz-Technik Vogel', 'Werkstatt am Ring']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + r.pick([15000, 30000]);
  const due = addMonths(day, 12);
  const items: [string, number][] = [['Inspektion nach Herstellervorgabe', cents(r, 180, 290)], ['Bremsflüssigkeit erneuert', cents(r, 50, 90)], ['Innenraumfilter ersetzt', cents(r, 25, 50)]];
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(net * 0.19);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 14), row([phoneOf(r, 'de'), 0]), blank(),
    pair('Rechnung', `R-${day.y}-${r.int(1000, 9999)}`, 0, 0.3), pair('Datum', dateIn('de', day, true), 0, 0.3), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.3),
    pair('Kennzeichen', plate, 0, 0.3), pair('km-Stand', kmIn(odo, 'de'), 0, 0.3), blank(),
    ...table([['Leistung', 0], ['Betrag', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'de')])), blank(),
    pair('Netto', moneyIn(net, 'de'), 0.45, 0.75), pair('MwSt. 19 %', moneyIn(vat, 'de'), 0.45, 0.75), pair('Rechnungsbetrag', `${moneyIn(total, 'de')} €`, 0.45, 0.75), blank(),
    row([`Nächster Service: ${kmIn(next, 'de')} km / ${pad2(due.m)}.${due.y}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd10-de-next-slash', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next,
    },
  };
}

export const WORLD_DEV_10_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wd10-cz-osvedceni', part: 'dev', build: czechOsvedceni },
  { kind: 'registration', name: 'wd10-no-vognkort', part: 'dev', build: norwegianVognkort },
  { kind: 'registration', name: 'wd10-uk-keeper-box', part: 'dev', build: ukKeeperBox },
  { kind: 'registration', name: 'wd10-us-surname-first-card', part: 'dev', build: usSurnameFirstCard },
  { kind: 'registration', name: 'wd10-us-renewal-notice', part: 'dev', build: usRenewalNotice },
  { kind: 'registration', name: 'wd10-ca-ns-permit', part: 'dev', build: novaScotiaPermit },
  { kind: 'insurance', name: 'wd10-us-declarations-cards-enclosed', part: 'dev', build: usDeclarationsWithCards },
  { kind: 'insurance', name: 'wd10-it-certificato-tolleranza', part: 'dev', build: italianCertificatoTolleranza },
  { kind: 'oil', name: 'wd10-us-lube-invoice', part: 'dev', build: usLubeInvoice },
  { kind: 'oil', name: 'wd10-de-oel-rechnung', part: 'dev', build: germanOilRechnung },
  { kind: 'service', name: 'wd10-uk-repair-receipt', part: 'dev', build: ukRepairReceipt },
  { kind: 'oil', name: 'wd10-fr-ticket-vidange', part: 'dev', build: frenchTicketVidange },
  { kind: 'registration', name: 'wd10-fi-todistus', part: 'dev', build: finnishTodistus },
  { kind: 'registration', name: 'wd10-de-comma-holder', part: 'dev', build: germanCommaHolder },
  { kind: 'registration', name: 'wd10-es-two-surnames', part: 'dev', build: spanishTwoSurnames },
  { kind: 'registration', name: 'wd10-us-two-owners', part: 'dev', build: usTwoOwners },
  { kind: 'registration', name: 'wd10-ca-ab-registrant', part: 'dev', build: albertaRegistration },
  { kind: 'insurance', name: 'wd10-uk-schedule-certificate-enclosed', part: 'dev', build: ukScheduleMentionsCertificate },
  { kind: 'insurance', name: 'wd10-de-versicherungsschein', part: 'dev', build: germanVersicherungsschein },
  { kind: 'oil', name: 'wd10-us-dealer-oil-ticket', part: 'dev', build: usDealerOilTicket },
  { kind: 'service', name: 'wd10-it-tagliando-mesi', part: 'dev', build: italianTagliandoMesi },
  { kind: 'service', name: 'wd10-nl-werkorder-apk', part: 'dev', build: dutchWerkorderApk },
  { kind: 'registration', name: 'wd10-us-name-boxes', part: 'dev', build: usNameBoxes },
  { kind: 'registration', name: 'wd10-it-libretto', part: 'dev', build: italianLibretto },
  { kind: 'registration', name: 'wd10-us-valid-until-sentence', part: 'dev', build: usValidUntilSentence },
  { kind: 'insurance', name: 'wd10-uk-certificate-wording', part: 'dev', build: ukCertificateWording },
  { kind: 'insurance', name: 'wd10-us-card-two-insureds', part: 'dev', build: usCardTwoInsureds },
  { kind: 'oil', name: 'wd10-ca-qc-changement-huile', part: 'dev', build: quebecChangementHuile },
  { kind: 'oil', name: 'wd10-es-ticket-itv', part: 'dev', build: spanishTicketItv },
  { kind: 'registration', name: 'wd10-be-naam-voornamen', part: 'dev', build: belgianDutchNaamVoornamen },
  { kind: 'insurance', name: 'wd10-us-renewal-sentences', part: 'dev', build: usRenewalSentences },
  { kind: 'oil', name: 'wd10-us-thermal-next-oil', part: 'dev', build: usThermalNextOil },
  { kind: 'registration', name: 'wd10-si-dovoljenje', part: 'dev', build: slovenianDovoljenje },
  { kind: 'registration', name: 'wd10-ca-mb-valid-to', part: 'dev', build: prairieValidTo },
  { kind: 'service', name: 'wd10-de-next-slash', part: 'dev', build: germanNextSlash },
];
