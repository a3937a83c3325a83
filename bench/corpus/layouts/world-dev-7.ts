/**
 * Development layouts of the seventh round (issue 22), written for the causes the fourth and third held-back sets showed
 * by their printed figures (their misses were never listed): insurers printed as a brand (a letterhead, a lower-case
 * logo, a name beginning with a digit) beside a legal name ("... Versicherung AG", "... Insurance Company Limited",
 * "... Assicurazioni S.p.A.", "... Mutuelle d'Assurances") that owners do not use; renewals printing last year's and
 * this year's premium; premiums as net, taxes and gross lines; the next service's odometer and date on invoices and
 * receipts in several languages; owners named only in an address block; and document kinds told by their words
 * (a renewal notice against a declarations page, a receipt against an invoice). Every insurer and garage is invented.
 */
import { addDays, addMonths, iso, makeDay, makePerson, round2, type Day } from '../data';
import { blank, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { dateIn, euDevVehicle, kmIn, makeEuPerson, moneyIn, naDevVehicle, phoneOf, plateOf, streetLine, townLine } from '../world-data';

const cents = (r: Random, from: number, to: number) => round2(r.int(from, to) + r.int(0, 99) / 100);
const usLong = (day: Day) =>
  `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][day.m - 1]} ${day.d}, ${day.y}`;
const usNum = (day: Day) => `${String(day.m).padStart(2, '0')}/${String(day.d).padStart(2, '0')}/${day.y}`;
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A German Versicherungsschein: a short brand in capitals over the address block, the AG as the "Versicherer". */
function germanPolicySchedule(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const brand = r.pick(['ALSTERA', 'RHEINLICHT', 'HARZBURG']);
  const legal = `${brand[0]}${brand.slice(1).toLowerCase()} ${r.pick(['Versicherung AG', 'Allgemeine Versicherung AG', 'Sachversicherung AG'])}`;
  const policy = `KR-${r.int(100000, 999999)}-${r.int(10, 99)}`;
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = addDays(addMonths(start, 12), -1);
  const net = cents(r, 320, 780);
  const tax = round2(net * 0.19);
  const gross = round2(net + tax);
  const rows: Row[] = [
    title(brand, 20), blank(),
    row([`Herrn ${p.given} ${p.family}`, 0]), row([streetLine(p, 'de'), 0]), row([townLine(p, 'de'), 0]), blank(),
    title('Versicherungsschein zur Kfz-Versicherung', 13),
    pair('Versicherer', legal, 0, 0.35), pair('Versicherungsschein-Nr.', policy, 0, 0.35),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35), pair('Amtl. Kennzeichen', plate, 0, 0.35), pair('FIN', v.vin, 0, 0.35), blank(),
    pair('Vertragsbeginn', dateIn('de', start, true), 0, 0.35), pair('Ablauf', dateIn('de', end, true), 0, 0.35), blank(),
    pair('Nettobeitrag', `${moneyIn(net, 'de')} EUR`, 0, 0.55), pair('Versicherungsteuer 19 %', `${moneyIn(tax, 'de')} EUR`, 0, 0.55),
    pair('Jahresbeitrag', `${moneyIn(gross, 'de')} EUR`, 0, 0.55), blank(),
    ...wrap(`${legal} · Vorstand: Dr. K. Ostermann · Registergericht Hamburg HRB ${r.int(10000, 99999)}`, 95),
  ];
  return {
    kind: 'insurance', layout: 'wd7-de-versicherungsschein', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

/** A French avis d'échéance from a mutual: last year's and the new cotisation, the mutual's full name in the footer. */
function frenchMutualRenewal(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const brand = r.pick(['Loirance', 'Vendéa', 'Sologne Mutuelle']);
  const legal = brand.endsWith('Mutuelle') ? `${brand} d'Assurances` : `${brand} Mutuelle d'Assurances du Centre`;
  const policy = `${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)}`;
  const start = { ...makeDay(r, 2026, 2026), d: 1 };
  const end = addDays(addMonths(start, 12), -1);
  const before = cents(r, 380, 720);
  const now = round2(before * (1 + r.int(3, 9) / 100));
  const rows: Row[] = [
    title(brand.toLowerCase(), 22), blank(),
    row([`${r.pick(['Mme', 'M.'])} ${p.given} ${p.family.toUpperCase()}`, 0.55]), row([streetLine(p, 'fr'), 0.55]), row([townLine(p, 'fr'), 0.55]), blank(),
    title("Avis d'échéance", 14), row([`Le ${dateIn('fr', addDays(start, -35), false)}`, 0]), blank(),
    pair('Contrat auto n°', policy, 0, 0.4), pair('Véhicule', `${v.make} ${v.model} - ${plate}`, 0, 0.4),
    pair('Nouvelle période', `du ${dateIn('fr', start, true)} au ${dateIn('fr', end, true)}`, 0, 0.4), blank(),
    pair('Cotisation précédente', `${moneyIn(before, 'fr')} €`, 0, 0.6), pair('Cotisation annuelle TTC', `${moneyIn(now, 'fr')} €`, 0, 0.6), blank(),
    ...wrap(`${legal}, société d'assurance mutuelle à cotisations variables, entreprise régie par le Code des assurances.`, 95),
  ];
  return {
    kind: 'insurance', layout: 'wd7-fr-avis-mutuelle', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: now,
    },
  };
}

/** An Italian quietanza: the company with its S.p.A. in the header, premium as imponibile, imposte and lordo. */
function italianQuietanza(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const brand = r.pick(['Castalia', 'Orsa Mutua', 'Serenella']);
  const legal = `${brand} Assicurazioni S.p.A.`;
  const policy = `${r.int(1000, 9999)}/${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const net = cents(r, 300, 700);
  const taxes = round2(net * 0.265);
  const gross = round2(net + taxes);
  const rows: Row[] = [
    title(brand.toUpperCase(), 20), row([legal, 0]), row([`Sede legale: Via ${r.pick(['Manin', 'Cavour', 'Solferino'])} ${r.int(1, 90)}, Milano`, 0]), blank(),
    title('Quietanza di pagamento', 13),
    pair('Contraente', `${p.given} ${p.family}`, 0, 0.35), pair('Polizza n.', policy, 0, 0.35), pair('Targa', plate, 0, 0.35),
    pair('Veicolo', `${v.make} ${v.model}`, 0, 0.35), pair('Effetto', dateIn('it', start, true), 0, 0.35), pair('Scadenza', dateIn('it', end, true), 0, 0.35), blank(),
    ...table([['Premio netto', 0], ['Imposte', 0.35], ['Premio lordo', 0.65]], [[moneyIn(net, 'it'), moneyIn(taxes, 'it'), moneyIn(gross, 'it')]]), blank(),
    ...wrap(`Il pagamento del premio lordo di € ${moneyIn(gross, 'it')} è stato ricevuto.`, 90),
  ];
  return {
    kind: 'insurance', layout: 'wd7-it-quietanza', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

/** A UK renewal: "Last year you paid" and "Your price this year", the brand beginning with a digit, the Limited below. */
function ukRenewalTwoPrices(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const brand = r.pick(['3rd Harbour', '4Counties', 'Number Nine']);
  const legal = `${brand} ${r.pick(['Insurance Company Limited', 'Insurance Services Ltd', 'Underwriting Limited'])}`;
  const policy = `${r.pick(['NH', 'FC', 'NN'])}${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2026, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const before = cents(r, 420, 900);
  const now = round2(before + cents(r, 15, 140));
  const rows: Row[] = [
    title(brand, 20), blank(), row([`${r.pick(['Mr', 'Mrs', 'Ms'])} ${p.given} ${p.family}`, 0]), row([streetLine(p, 'uk'), 0]), row([townLine(p, 'uk'), 0]), blank(),
    title("It's time to renew your car insurance", 13), pair('Policy number', policy, 0, 0.4), pair('Car', `${v.make} ${v.model} (${plate})`, 0, 0.4),
    pair('Your new policy starts', dateIn('uk', start, false), 0, 0.4), pair('and ends', dateIn('uk', end, false), 0, 0.4), blank(),
    pair('Last year you paid', `£${moneyIn(before, 'uk')}`, 0, 0.6), pair('Your price this year', `£${moneyIn(now, 'uk')}`, 0, 0.6),
    row(['(includes Insurance Premium Tax)', 0]), blank(),
    ...wrap(`${legal} is authorised and regulated by the Financial Conduct Authority. Registered in England No. ${r.int(1000000, 9999999)}.`, 92),
  ];
  return {
    kind: 'insurance', layout: 'wd7-uk-renewal-two-prices', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: now,
    },
  };
}

/** A US ID card sheet whose logo is lower-case ("brightlane"), "Underwritten by ... Insurance Company" in small print. */
function usLowercaseLogoCard(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 3);
  const person = makePerson(r);
  const brand = r.pick(['brightlane', 'tallgrass', 'copperline']);
  const Brand = brand[0].toUpperCase() + brand.slice(1);
  const legal = `${Brand} ${r.pick(['Insurance Company', 'Casualty Company', 'Specialty Insurance Company'])}`;
  const policy = `${brand.slice(0, 2).toUpperCase()}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const rows: Row[] = [
    title(brand, 22), title('Auto Insurance ID Card', 13), blank(),
    pair('Named insured', person.name, 0, 0.35), row([person.street, 0.35]), row([person.cityLine, 0.35]), blank(),
    pair('Policy number', policy, 0, 0.35), pair('Effective', usNum(start), 0, 0.35), pair('Expires', usNum(end), 0, 0.35),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.35), pair('VIN', v.vin, 0, 0.35), blank(),
    ...wrap(`Underwritten by ${legal}. Keep this card in your vehicle.`, 90),
  ];
  return {
    kind: 'insurance', layout: 'wd7-us-lowercase-card', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, make: v.make, model: v.model, year: v.year,
      ownerName: person.name, insuranceProvider: Brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A Canadian declarations page: the brand on top, the "General Insurance Corporation" as the insurer. */
function canadianDeclarations(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 5);
  const person = makePerson(r);
  const brand = r.pick(['Lakeshore', 'Tamarack', 'Red Pine']);
  const legal = `${brand} ${r.pick(['General Insurance Corporation', 'Insurance Company of Canada', 'Mutual Insurance Company'])}`;
  const policy = `${r.int(10, 99)}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 1100, 2600);
  const rows: Row[] = [
    title(brand.toUpperCase(), 20), row(['Automobile Policy - Declarations', 0]), blank(),
    pair('Insurer', legal, 0, 0.3), pair('Policy No.', policy, 0, 0.3), blank(),
    row([person.name, 0]), row([person.street, 0]), row([person.cityLine, 0]), blank(),
    pair('Policy period', `${usLong(start)} to ${usLong(end)}, 12:01 a.m. standard time`, 0, 0.3),
    pair('Described automobile', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3), blank(),
    pair('Total policy premium', usd(premium), 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd7-ca-declarations', page: 'letter', font: 'serif', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, make: v.make, model: v.model, year: v.year,
      ownerName: person.name, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Spanish workshop invoice to a customer in an address block, the next revision by kilometres and date. */
function spanishInvoiceNext(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const p = makeEuPerson(r, 'es');
  const shop = r.pick(['Talleres Ordóñez', 'Mecánica Arroyo', 'Taller Hermanos Vidal']);
  const plate = plateOf(r, 'es');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Cambio de aceite y filtro', cents(r, 60, 110)], ['Sustitución de correa auxiliar', cents(r, 80, 160)], ['Revisión de frenos', cents(r, 20, 45)]];
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(net * 0.21);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 15), row([`CIF B${r.int(10000000, 99999999)} · ${phoneOf(r, 'es')}`, 0]), blank(),
    row(['Cliente:', 0]), row([`D./Dña. ${p.given} ${p.family}`, 0]), row([streetLine(p, 'es'), 0]), row([townLine(p, 'es'), 0]), blank(),
    pair('Factura nº', `F${day.y}-${r.int(100, 999)}`, 0, 0.3), pair('Fecha', dateIn('es', day, true), 0, 0.3), pair('Vehículo', `${v.make} ${v.model}`, 0, 0.3),
    pair('Matrícula', plate, 0, 0.3), pair('Kilómetros', kmIn(odo, 'es'), 0, 0.3), blank(),
    ...table([['Concepto', 0], ['Importe', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'es')])), blank(),
    pair('Base imponible', moneyIn(net, 'es'), 0.45, 0.75), pair('IVA 21%', moneyIn(vat, 'es'), 0.45, 0.75), pair('TOTAL', `${moneyIn(total, 'es')} €`, 0.45, 0.75), blank(),
    row([`Próxima revisión: a los ${kmIn(next, 'es')} km o el ${dateIn('es', nextDay, true)}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd7-es-factura-proxima', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
      nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Dutch kassabon for an oil change: "Volgende beurt bij 98.500 km, uiterlijk 14-03-2027". */
function dutchOilReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const shop = r.pick(['Autoservice Meijer', 'Garage De Kroon', 'Snelservice Hoekstra']);
  const plate = plateOf(r, 'nl');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + r.pick([15000, 20000]);
  const nextDay = addMonths(day, 12);
  const total = round2(r.int(79, 139) + 0.95);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'nl'), 0]), blank(), row(['KASSABON', 0]), row([`Datum ${dateIn('nl', day, true)}`, 0]), row([`Kenteken ${plate}`, 0]),
    row([`${v.make} ${v.model}`, 0]), row([`Km-stand ${kmIn(odo, 'nl')}`, 0]), blank(),
    row(['Olie verversen + oliefilter', 0], [moneyIn(total, 'nl'), 0.7]), row(['Totaal incl. BTW', 0], [`€ ${moneyIn(total, 'nl')}`, 0.7]), row(['Betaald met PIN', 0]), blank(),
    row([`Volgende beurt bij ${kmIn(next, 'nl')} km,`, 0]), row([`uiterlijk ${dateIn('nl', nextDay, true)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd7-nl-kassabon-volgende', page: 'receipt', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A British garage invoice: customer in an address block, "Next service due: 52,000 miles or 14/03/2027". */
function ukGarageInvoiceNext(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 9);
  const p = makeEuPerson(r, 'uk');
  const shop = r.pick(['Penrith Road Garage', 'Oakfield Motors', 'Castle Mill Autos']);
  const plate = plateOf(r, 'uk');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 110000);
  const next = odo + r.pick([9000, 10000, 12000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Full service', cents(r, 150, 260)], ['Rear wiper blade', cents(r, 12, 25)], ['Air conditioning re-gas', cents(r, 45, 80)]];
  const total = round2(items.reduce((n, [, x]) => n + x, 0) * 1.2);
  const rows: Row[] = [
    title(shop, 15), row([phoneOf(r, 'uk'), 0]), blank(),
    row([`${r.pick(['Mr', 'Mrs', 'Dr'])} ${p.given} ${p.family}`, 0]), row([streetLine(p, 'uk'), 0]), row([townLine(p, 'uk'), 0]), blank(),
    title('INVOICE', 13), pair('Date', dateIn('uk', day, true), 0, 0.3), pair('Registration', plate, 0, 0.3), pair('Vehicle', `${v.make} ${v.model}`, 0, 0.3),
    pair('Mileage', odo.toLocaleString('en-GB'), 0, 0.3), blank(),
    ...table([['Description', 0], ['Net', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'uk')])), blank(),
    pair('Total inc. VAT', `£${moneyIn(total, 'uk')}`, 0.45, 0.75), blank(),
    row([`Next service due: ${next.toLocaleString('en-GB')} miles or ${dateIn('uk', nextDay, true)}, whichever comes first`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd7-uk-invoice-next-due', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
      nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A German oil-change Quittung: "Nächste Inspektion bei 75.000 km bzw. spätestens am 14.03.2027". */
function germanOilQuittung(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 10);
  const shop = r.pick(['Schnellservice Krüger', 'Ölwechsel-Center Hahn', 'Kfz-Service Lorenz']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const nextDay = addMonths(day, 12);
  const total = round2(r.int(59, 119) + 0.9);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'de'), 0]), blank(), row(['Quittung', 0]), row([`Datum: ${dateIn('de', day, true)}`, 0]), row([`Kennz.: ${plate}`, 0]),
    row([`${v.make} ${v.model}`, 0]), row([`Kilometerstand: ${kmIn(odo, 'de')}`, 0]), blank(),
    row(['Motoröl + Filter wechseln', 0], [moneyIn(total, 'de'), 0.7]), row(['Summe (inkl. MwSt.)', 0], [`${moneyIn(total, 'de')} €`, 0.7]), blank(),
    row([`Nächste Inspektion bei ${kmIn(next, 'de')} km`, 0]), row([`bzw. spätestens am ${dateIn('de', nextDay, true)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd7-de-quittung-inspektion', page: 'receipt', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A French garage invoice: the customer in a window block, "Prochain entretien : 90 000 km ou le 12/05/2027". */
function frenchInvoiceNext(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 11);
  const p = makeEuPerson(r, 'fr');
  const shop = r.pick(['Garage du Pont-Neuf', 'Atelier Mécanique Delorme', 'Auto Réparation Chevalier']);
  const plate = plateOf(r, 'fr');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Vidange moteur et filtre', cents(r, 70, 120)], ['Remplacement plaquettes avant', cents(r, 110, 190)], ['Contrôle climatisation', cents(r, 30, 60)]];
  const ht = round2(items.reduce((n, [, x]) => n + x, 0));
  const tva = round2(ht * 0.2);
  const total = round2(ht + tva);
  const rows: Row[] = [
    title(shop, 15), row([phoneOf(r, 'fr'), 0]), blank(),
    row([`${r.pick(['M.', 'Mme'])} ${p.given} ${p.family}`, 0.55]), row([streetLine(p, 'fr'), 0.55]), row([townLine(p, 'fr'), 0.55]), blank(),
    title(`FACTURE N° ${r.int(1000, 9999)}`, 13), pair('Date', dateIn('fr', day, true), 0, 0.3), pair('Immatriculation', plate, 0, 0.3),
    pair('Véhicule', `${v.make} ${v.model}`, 0, 0.3), pair('Kilométrage', `${kmIn(odo, 'fr')} km`, 0, 0.3), blank(),
    ...table([['Désignation', 0], ['Montant HT', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'fr')])), blank(),
    pair('Total HT', moneyIn(ht, 'fr'), 0.45, 0.75), pair('TVA 20 %', moneyIn(tva, 'fr'), 0.45, 0.75), pair('Total TTC', `${moneyIn(total, 'fr')} €`, 0.45, 0.75), blank(),
    row([`Prochain entretien : ${kmIn(next, 'fr')} km ou le ${dateIn('fr', nextDay, true)}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd7-fr-facture-prochain', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
      nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** Oil tickets in five languages stating the next service in words the first batch did not: relative, a heading, "fällig". */
function europeanOilNextWordings(c: Ctx): DocContent {
  const { r } = c;
  const country = (['it', 'nl', 'de', 'fr', 'es'] as const)[c.n % 5];
  const v = euDevVehicle(r, c.n + 12);
  const shop = { it: 'Autofficina Rinaldi', nl: 'Garage Van Leeuwen', de: 'Kfz-Werkstatt Seidel', fr: 'Garage Marchal', es: 'Taller Quintana' }[country];
  const plate = plateOf(r, country);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const step = r.pick([10000, 15000, 20000]);
  const next = odo + step;
  const nextDay = addMonths(day, 12);
  const total = round2(r.int(59, 119) + 0.9);
  const words = {
    it: { date: 'Data', km: 'Km', oil: 'Cambio olio motore e filtro', total: 'Totale', plate: 'Targa' },
    nl: { date: 'Datum', km: 'Km-stand', oil: 'Olie verversen + filter', total: 'Totaal', plate: 'Kenteken' },
    de: { date: 'Datum', km: 'Km-Stand', oil: 'Ölwechsel mit Filter', total: 'Summe', plate: 'Kennzeichen' },
    fr: { date: 'Date', km: 'Kilométrage', oil: 'Vidange huile moteur + filtre', total: 'Total TTC', plate: 'Immat.' },
    es: { date: 'Fecha', km: 'Km', oil: 'Cambio de aceite y filtro', total: 'Total', plate: 'Matrícula' },
  }[country];
  // The next service: a distance to go with months, a heading over sub-labels, or a caption this language also uses.
  const style = Math.floor(c.n / 5) % 3;
  const nextRows: Row[] =
    // A receipt's width cuts a long line: the sentences are wrapped.
    style === 0
      ? wrap({
          it: `Prossimo tagliando tra ${kmIn(step, country)} km o 12 mesi`, nl: `Volgende beurt over 12 maanden of binnen ${kmIn(step, country)} km`,
          de: `Nächster Ölwechsel in ${kmIn(step, country)} km oder 12 Monaten`, fr: `Prochaine vidange dans ${kmIn(step, country)} km ou 12 mois`,
          es: `Próximo cambio en ${kmIn(step, country)} km o 12 meses`,
        }[country], 30)
      : style === 1
        ? [
            row([{ it: 'PROSSIMO INTERVENTO', nl: 'VOLGENDE BEURT', de: 'NÄCHSTER SERVICE', fr: 'PROCHAIN ENTRETIEN', es: 'PRÓXIMO SERVICIO' }[country], 0]),
            row([words.date, 0], [words.km, 0.45]), row([dateIn(country, nextDay, true), 0], [kmIn(next, country), 0.45]),
          ]
        : wrap({
            it: `Prossima revisione: km ${kmIn(next, country)} - ${dateIn(country, nextDay, true)}`, nl: `Volgend onderhoud bij ${kmIn(next, country)} km of op ${dateIn(country, nextDay, true)}`,
            de: `Service fällig bei ${kmIn(next, country)} km oder am ${dateIn(country, nextDay, true)}`, fr: `Prochain passage : ${kmIn(next, country)} km ou le ${dateIn(country, nextDay, true)}`,
            es: `Próxima revisión a los ${kmIn(next, country)} km o el ${dateIn(country, nextDay, true)}`,
          }[country], 30);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, country), 0]), blank(), row([`${words.date} ${dateIn(country, day, true)}`, 0]), row([`${words.plate} ${plate}`, 0]),
    row([`${v.make} ${v.model}`, 0]), row([`${words.km} ${kmIn(odo, country)}`, 0]), blank(),
    row([words.oil, 0], [moneyIn(total, country), 0.7]), row([words.total, 0], [`${moneyIn(total, country)} €`, 0.7]), blank(),
    ...nextRows,
  ];
  return {
    kind: 'oil', layout: 'wd7-eu-oil-next-wordings', page: 'receipt', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A British renewal with the two insurance years as columns, the postcode on its own line, "What you'll pay". */
function ukRenewalYearColumns(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 13);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const brand = r.pick(['kittiwake', 'Lanyard', 'saltmarsh']);
  const Brand = brand[0].toUpperCase() + brand.slice(1);
  const policy = `${Brand.slice(0, 2).toUpperCase()}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2026, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const before = cents(r, 380, 820);
  const now = round2(before + cents(r, 10, 120));
  const years = [`${start.y - 1}/${String(start.y).slice(2)}`, `${start.y}/${String(start.y + 1).slice(2)}`];
  const rows: Row[] = [
    title(brand, 22), blank(), row([`${r.pick(['Mr', 'Mrs', 'Miss'])} ${p.given} ${p.family}`, 0]), row([streetLine(p, 'uk'), 0]), row([p.town, 0]), row([p.postcode, 0]), blank(),
    title('Your car insurance renewal', 13), pair('Policy number', policy, 0, 0.4), pair('Car', `${v.make} ${v.model}`, 0, 0.4), pair('Registration', plate, 0, 0.4),
    pair('Cover from', `${dateIn('uk', start, true)} to ${dateIn('uk', end, true)}`, 0, 0.4), blank(),
    row(['', 0], [years[0], 0.45], [years[1], 0.7]), row(['What you pay (inc. IPT)', 0], [`£${moneyIn(before, 'uk')}`, 0.45], [`£${moneyIn(now, 'uk')}`, 0.7]), blank(),
    ...wrap(`${Brand} is a trading name of ${Brand} Insurance Services Limited, registered in England.`, 92),
  ];
  return {
    kind: 'insurance', layout: 'wd7-uk-renewal-year-columns', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: Brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: now,
    },
  };
}

/** A Dutch premienota: premium, assurantiebelasting and "Te betalen", the N.V. under a short brand. */
function dutchPremiumNote(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 14);
  const p = makeEuPerson(r, 'nl');
  const plate = plateOf(r, 'nl');
  const brand = r.pick(['Polderzorg', 'Waddenvast', 'Lindeborg']);
  const policy = `${r.int(100000000, 999999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const net = cents(r, 300, 700);
  const tax = round2(net * 0.21);
  const gross = round2(net + tax);
  const rows: Row[] = [
    title(brand.toUpperCase(), 20), blank(), row([`${r.pick(['Dhr.', 'Mevr.'])} ${p.given} ${p.family}`, 0]), row([streetLine(p, 'nl'), 0]), row([townLine(p, 'nl'), 0]), blank(),
    title('Premienota autoverzekering', 13), pair('Polisnummer', policy, 0, 0.4), pair('Kenteken', plate, 0, 0.4), pair('Merk en model', `${v.make} ${v.model}`, 0, 0.4),
    pair('Periode', `${dateIn('nl', start, true)} t/m ${dateIn('nl', end, true)}`, 0, 0.4), blank(),
    pair('Premie', moneyIn(net, 'nl'), 0, 0.6), pair('Assurantiebelasting 21%', moneyIn(tax, 'nl'), 0, 0.6), pair('Te betalen', `€ ${moneyIn(gross, 'nl')}`, 0, 0.6), blank(),
    ...wrap(`${brand} Schadeverzekeringen N.V., statutair gevestigd te ${r.pick(['Zwolle', 'Leeuwarden', 'Arnhem'])}, KvK ${r.int(10000000, 99999999)}.`, 92),
  ];
  return {
    kind: 'insurance', layout: 'wd7-nl-premienota', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

/** An Italian avviso di rinnovo: the owner with "Sig./Sig.ra" and a province after the town, a header row over the amounts. */
function italianRenewalHeaderRow(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 15);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const brand = r.pick(['Pescara Sicura', 'Lagunare', 'Altopiano']);
  const policy = `${r.int(100000, 999999)}/${r.int(10, 99)}`;
  const start = makeDay(r, 2026, 2026);
  const end = addMonths(start, 12);
  const net = cents(r, 280, 650);
  const taxes = round2(net * 0.265);
  const gross = round2(net + taxes);
  const province = { Milano: 'MI', Torino: 'TO', Bologna: 'BO', Firenze: 'FI', Verona: 'VR' }[p.town] ?? 'MI';
  const rows: Row[] = [
    title(brand, 20), row([`${brand} Assicurazioni S.p.A. - Gruppo ${r.pick(['Adriatico', 'Tirreno'])}`, 0]), blank(),
    row([`${r.pick(['Sig.', 'Sig.ra'])} ${p.given} ${p.family}`, 0.5]), row([streetLine(p, 'it'), 0.5]), row([`${townLine(p, 'it')} (${province})`, 0.5]), blank(),
    title('Avviso di rinnovo RCA', 13), pair('Polizza n.', policy, 0, 0.35), pair('Targa', plate, 0, 0.35), pair('Veicolo', `${v.make} ${v.model}`, 0, 0.35),
    pair('Nuova scadenza', dateIn('it', end, true), 0, 0.35), pair('Decorrenza', dateIn('it', start, true), 0, 0.35), blank(),
    row(['Imponibile', 0], ['Imposte', 0.35], ['Totale da pagare', 0.65]), row([moneyIn(net, 'it'), 0], [moneyIn(taxes, 'it'), 0.35], [`€ ${moneyIn(gross, 'it')}`, 0.65]),
  ];
  return {
    kind: 'insurance', layout: 'wd7-it-avviso-rinnovo', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

export const WORLD_DEV_7_LAYOUTS: Layout[] = [
  { kind: 'insurance', name: 'wd7-de-versicherungsschein', part: 'dev', build: germanPolicySchedule },
  { kind: 'insurance', name: 'wd7-fr-avis-mutuelle', part: 'dev', build: frenchMutualRenewal },
  { kind: 'insurance', name: 'wd7-it-quietanza', part: 'dev', build: italianQuietanza },
  { kind: 'insurance', name: 'wd7-uk-renewal-two-prices', part: 'dev', build: ukRenewalTwoPrices },
  { kind: 'insurance', name: 'wd7-us-lowercase-card', part: 'dev', build: usLowercaseLogoCard },
  { kind: 'insurance', name: 'wd7-ca-declarations', part: 'dev', build: canadianDeclarations },
  { kind: 'service', name: 'wd7-es-factura-proxima', part: 'dev', build: spanishInvoiceNext },
  { kind: 'oil', name: 'wd7-nl-kassabon-volgende', part: 'dev', build: dutchOilReceipt },
  { kind: 'service', name: 'wd7-uk-invoice-next-due', part: 'dev', build: ukGarageInvoiceNext },
  { kind: 'oil', name: 'wd7-de-quittung-inspektion', part: 'dev', build: germanOilQuittung },
  { kind: 'service', name: 'wd7-fr-facture-prochain', part: 'dev', build: frenchInvoiceNext },
  { kind: 'oil', name: 'wd7-eu-oil-next-wordings', part: 'dev', build: europeanOilNextWordings },
  { kind: 'insurance', name: 'wd7-uk-renewal-year-columns', part: 'dev', build: ukRenewalYearColumns },
  { kind: 'insurance', name: 'wd7-nl-premienota', part: 'dev', build: dutchPremiumNote },
  { kind: 'insurance', name: 'wd7-it-avviso-rinnovo', part: 'dev', build: italianRenewalHeaderRow },
];
