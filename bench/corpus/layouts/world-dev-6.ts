/**
 * Development layouts of the sixth round (issue 22), written for the kinds of weakness the third held-back set showed
 * by its printed figures (its misses were never listed): insurers whose brand no list names, found only from the
 * document's structure (a caption in the language, a letterhead over a legal-name line, a "trading name of" footer);
 * policy numbers under varied captions ("Vertragsnummer", "Police n°", "N. polizza", "Policy ref"); owners named
 * under captions such as "Sociétaire" or only in an address block; policy dates in words in each language; and
 * receipts stating the next service's odometer in their language ("fällig bei km", "prochaine vidange à", "prossimo
 * tagliando km", "next service due at"). Every insurer and garage here is invented.
 */
import { addDays, addMonths, iso, makeDay, round2, type Day } from '../data';
import { blank, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { dateIn, euDevVehicle, kmIn, makeEuPerson, moneyIn, naDevVehicle, phoneOf, plateOf, streetLine, townLine } from '../world-data';

const cents = (r: Random, from: number, to: number) => round2(r.int(from, to) + r.int(0, 99) / 100);
const usLong = (day: Day) =>
  `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][day.m - 1]} ${day.d}, ${day.y}`;
const frWords = (day: Day) => dateIn('fr', day, false).replace(/^1 /, '1er ');

/** A German Versicherungsbestätigung: the brand alone at the top, "Versicherer" in a caption, the AG in the footer. */
function germanConfirmation(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const brand = r.pick(['NordSchutz', 'Elbwacht', 'Weserland Direkt']);
  const policy = `${r.int(10, 99)}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title(brand, 18), row(['Kfz-Versicherung', 0]), blank(),
    row([`Herrn/Frau ${p.given} ${p.family}`, 0]), row([streetLine(p, 'de'), 0]), row([townLine(p, 'de'), 0]), blank(),
    title('Versicherungsbestätigung', 13),
    pair('Versicherer', brand, 0, 0.35), pair('Vertragsnummer', policy, 0, 0.35), pair('Versicherungsnehmer/in', `${p.given} ${p.family}`, 0, 0.35),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35), pair('Kennzeichen', plate, 0, 0.35), pair('FIN', v.vin, 0, 0.35), blank(),
    ...wrap(`Der Versicherungsschutz besteht vom ${dateIn('de', start, false)} bis zum ${dateIn('de', end, false)}.`, 90), blank(),
    row([`${brand} Versicherung AG · Sitz ${r.pick(['Lübeck', 'Bremen', 'Kiel'])} · Amtsgericht HRB ${r.int(1000, 9999)}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'wd6-de-bestaetigung', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A French mutual's attestation: the member ("Sociétaire") and member number beside the contract's reference. */
function frenchMutualAttestation(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const brand = r.pick(['Solvéa', 'Mutuelle Armorique', 'Assurlis']);
  const policy = `${r.int(1000000, 9999999)}${r.pick(['K', 'P', 'R'])}`;
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title(brand.toUpperCase(), 18), blank(), title("Attestation d'assurance automobile", 13),
    pair('Sociétaire', `${p.given} ${p.family.toUpperCase()}`, 0, 0.35), pair('N° de sociétaire', String(r.int(100000, 999999)), 0, 0.35),
    pair('Police n°', policy, 0, 0.35), pair('Véhicule', `${v.make} ${v.model}`, 0, 0.35), pair('Immatriculation', plate, 0, 0.35), blank(),
    ...wrap(`Période de validité : du ${frWords(start)} au ${frWords(end)} inclus.`, 90), blank(),
    ...wrap(`${brand}, société d'assurance mutuelle à cotisations variables, entreprise régie par le Code des assurances.`, 95),
  ];
  return {
    kind: 'insurance', layout: 'wd6-fr-attestation-mutuelle', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** An Italian certificato: "Impresa" names the insurer with its S.p.A., the term "dalle ore 24 del ... alle ore 24 del". */
function italianCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const brand = r.pick(['Laguna Assicurazioni', 'Tirrenia Assicurazioni', 'Dolomia Assicurazioni']);
  const policy = `${r.int(100, 999)}.${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rows: Row[] = [
    title('CERTIFICATO DI ASSICURAZIONE', 13), row(['Responsabilità civile auto', 0]), blank(),
    pair('Impresa di assicurazione', `${brand} S.p.A.`, 0, 0.38), pair('N. polizza', policy, 0, 0.38), pair('Contraente', `${p.family.toUpperCase()} ${p.given.toUpperCase()}`, 0, 0.38),
    pair('Targa', plate, 0, 0.38), pair('Veicolo', `${v.make} ${v.model}`, 0, 0.38), blank(),
    ...wrap(`Validità: dalle ore 24 del ${dateIn('it', start, false)} alle ore 24 del ${dateIn('it', end, false)}.`, 90),
  ];
  return {
    kind: 'insurance', layout: 'wd6-it-certificato', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      // The holder as printed, surname first (as the certificates' "FAMILY GIVEN" holders are labelled).
      documentType: 'insurance', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.family} ${p.given}`.toUpperCase(),
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A Spanish recibo: "Entidad aseguradora", "Tomador", "Efecto" and "Vencimiento" in words. */
function spanishReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const p = makeEuPerson(r, 'es');
  const plate = plateOf(r, 'es');
  const brand = r.pick(['Seguros Meseta', 'Seguros Albarrana', 'Cantábrica Seguros']);
  const policy = `${r.pick(['AU', 'VE'])}${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 290, 880);
  const rows: Row[] = [
    title(brand, 17), row([`Recibo de prima ${r.int(1000, 9999)}/${start.y}`, 0]), blank(),
    pair('Entidad aseguradora', `${brand}, S.A.`, 0, 0.38), pair('Nº de póliza', policy, 0, 0.38), pair('Tomador', `${p.given} ${p.family}`, 0, 0.38),
    pair('Vehículo', `${v.make} ${v.model} - ${plate}`, 0, 0.38), blank(),
    pair('Efecto', dateIn('es', start, false), 0, 0.38), pair('Vencimiento', dateIn('es', end, false), 0, 0.38), pair('Prima total', `${moneyIn(premium, 'es')} €`, 0, 0.38),
  ];
  return {
    kind: 'insurance', layout: 'wd6-es-recibo-entidad', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A UK certificate from a brand without "insurance" in its name: the legal name only in a "trading name of" footer. */
function ukTradingNameCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 9);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const brand = r.pick(['Kestrel', 'Bramble Cover', 'Harrier Direct']);
  const policy = `${brand.slice(0, 3).toUpperCase()}/${r.int(1000000, 9999999)}/${r.int(1, 9)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title(brand, 20), blank(), row([`Mr ${p.given} ${p.family}`, 0]), row([streetLine(p, 'uk'), 0]), row([townLine(p, 'uk'), 0]), blank(),
    title('Your motor insurance schedule', 13), pair('Policy ref', policy, 0, 0.35), pair('Vehicle', `${v.make} ${v.model}`, 0, 0.35), pair('Registration', plate, 0, 0.35),
    pair('Period of cover', `${dateIn('uk', start, false)} to ${dateIn('uk', end, false)}`, 0, 0.35), blank(),
    ...wrap(`${brand} is a trading name of ${brand.split(' ')[0]} Underwriting Limited, authorised and regulated by the Financial Conduct Authority.`, 92),
  ];
  return {
    kind: 'insurance', layout: 'wd6-uk-trading-name', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A Dutch polis: "Verzekeraar" names the brand, the N.V. in a "handelsnaam van" footer, dates in words. */
function dutchPolicy(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'nl');
  const plate = plateOf(r, 'nl');
  const brand = r.pick(['Dijkwacht', 'Duinland', 'Veenhoeve']);
  const policy = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rows: Row[] = [
    title(brand, 18), blank(), title('Polisblad autoverzekering', 13),
    pair('Verzekeraar', brand, 0, 0.35), pair('Polisnummer', policy, 0, 0.35), pair('Verzekeringnemer', `${p.given} ${p.family}`, 0, 0.35),
    pair('Kenteken', plate, 0, 0.35), pair('Merk / type', `${v.make} ${v.model}`, 0, 0.35), blank(),
    pair('Ingangsdatum', dateIn('nl', start, false), 0, 0.35), pair('Contractvervaldatum', dateIn('nl', end, false), 0, 0.35), blank(),
    ...wrap(`${brand} is een handelsnaam van ${brand} Schadeverzekering N.V., ingeschreven bij de KvK onder nummer ${r.int(10000000, 99999999)}.`, 92),
  ];
  return {
    kind: 'insurance', layout: 'wd6-nl-verzekeraar', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A German workshop's oil ticket: the next oil change "fällig bei km 87.500". */
function germanOilTicket(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const shop = r.pick(['Kfz-Meisterbetrieb Brandt', 'Autohaus Lindner', 'Kfz-Technik Vogel']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const oil = round2(r.int(45, 79) + 0.9);
  const filter = 14.5;
  const total = round2(oil + filter);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'de'), 0]), blank(), row([`Datum ${dateIn('de', day, true)}`, 0]), row([`Kennzeichen ${plate}`, 0]),
    row([`${v.make} ${v.model}`, 0]), row([`Km-Stand ${kmIn(odo, 'de')}`, 0]), blank(),
    row(['Ölwechsel inkl. Motoröl 5W-30', 0], [moneyIn(oil, 'de'), 0.7]), row(['Ölfilter', 0], [moneyIn(filter, 'de'), 0.7]),
    row(['Gesamtbetrag EUR', 0], [moneyIn(total, 'de'), 0.7]), blank(),
    row([`Nächster Ölwechsel fällig bei km ${kmIn(next, 'de')}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd6-de-oil-faellig', page: 'receipt', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** A French quick-service ticket: "Prochaine vidange à 123 450 km". */
function frenchOilTicket(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const shop = r.pick(['Garage Lefèvre & Fils', 'Auto Service des Tilleuls', 'Garage Moreau']);
  const plate = plateOf(r, 'fr');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + r.pick([10000, 15000, 20000]);
  const total = round2(r.int(69, 129) + 0.9);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'fr'), 0]), blank(), row([`Le ${dateIn('fr', day, true)}`, 0]), row([`Immat. ${plate}`, 0]),
    row([`${v.make} ${v.model}`, 0]), row([`Kilométrage ${kmIn(odo, 'fr')} km`, 0]), blank(),
    row(['Vidange + filtre à huile', 0], [moneyIn(total, 'fr'), 0.7]), row(['TOTAL TTC', 0], [`${moneyIn(total, 'fr')} €`, 0.7]), blank(),
    row([`Prochaine vidange à ${kmIn(next, 'fr')} km`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd6-fr-oil-prochaine', page: 'receipt', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** An Italian workshop invoice whose last line is "Prossimo tagliando: km 60.000". */
function italianServiceInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const shop = r.pick(['Officina Bellini', 'Autoriparazioni Ferri', 'Officina Meccanica Greco']);
  const plate = plateOf(r, 'it');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 160000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const items: [string, number][] = [
    ['Sostituzione pastiglie freni anteriori', cents(r, 90, 180)],
    ['Sostituzione filtro abitacolo', cents(r, 25, 45)],
    ['Controllo livelli e luci', cents(r, 15, 30)],
  ];
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(net * 0.22);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 15), row([`P. IVA ${r.int(10000000000, 99999999999)}`, 0]), blank(),
    pair('Fattura n.', `${r.int(100, 999)}/${day.y}`, 0, 0.3), pair('Data', dateIn('it', day, true), 0, 0.3), pair('Veicolo', `${v.make} ${v.model}`, 0, 0.3),
    pair('Targa', plate, 0, 0.3), pair('Km', kmIn(odo, 'it'), 0, 0.3), blank(),
    ...table([['Descrizione', 0], ['Importo', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'it')])), blank(),
    pair('Imponibile', moneyIn(net, 'it'), 0.45, 0.75), pair('IVA 22%', moneyIn(vat, 'it'), 0.45, 0.75), pair('Totale fattura', `€ ${moneyIn(total, 'it')}`, 0.45, 0.75), blank(),
    row([`Prossimo tagliando: km ${kmIn(next, 'it')}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd6-it-fattura-tagliando', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop, serviceDate: iso(day),
      mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next,
    },
  };
}

/** A US lube receipt whose reminder reads "Next service due at 48,500 mi or June 3, 2026". */
function usLubeReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 1);
  const shop = r.pick(['Ridgeline Lube & Tire', 'Cedar Creek Auto Care', 'Bluebonnet Express Lube']);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(12000, 140000);
  const next = odo + r.pick([3000, 5000, 7500]);
  const total = round2(r.int(49, 99) + 0.99);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'us'), 0]), blank(), row([`Date: ${usLong(day)}`, 0]), row([`${v.year} ${v.make} ${v.model}`, 0]),
    row([`Odometer: ${odo.toLocaleString('en-US')}`, 0]), blank(),
    row(['Full synthetic oil change', 0], [`$${total.toFixed(2)}`, 0.7]), row(['TOTAL', 0], [`$${total.toFixed(2)}`, 0.7]), blank(),
    // Two lines: a receipt's width cuts one longer line.
    row([`Next service due at ${next.toLocaleString('en-US')} mi`, 0]), row([`or ${usLong(addMonths(day, 6))}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd6-us-lube-due-at', page: 'receipt', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'oil_change_receipt', make: v.make, model: v.model, serviceProvider: shop, serviceDate: iso(day), mileage: odo,
      totalCost: total, nextServiceMileage: next, nextServiceDate: iso(addMonths(day, 6)),
    },
  };
}

export const WORLD_DEV_6_LAYOUTS: Layout[] = [
  { kind: 'insurance', name: 'wd6-de-bestaetigung', part: 'dev', build: germanConfirmation },
  { kind: 'insurance', name: 'wd6-fr-attestation-mutuelle', part: 'dev', build: frenchMutualAttestation },
  { kind: 'insurance', name: 'wd6-it-certificato', part: 'dev', build: italianCertificate },
  { kind: 'insurance', name: 'wd6-es-recibo-entidad', part: 'dev', build: spanishReceipt },
  { kind: 'insurance', name: 'wd6-uk-trading-name', part: 'dev', build: ukTradingNameCertificate },
  { kind: 'insurance', name: 'wd6-nl-verzekeraar', part: 'dev', build: dutchPolicy },
  { kind: 'oil', name: 'wd6-de-oil-faellig', part: 'dev', build: germanOilTicket },
  { kind: 'oil', name: 'wd6-fr-oil-prochaine', part: 'dev', build: frenchOilTicket },
  { kind: 'service', name: 'wd6-it-fattura-tagliando', part: 'dev', build: italianServiceInvoice },
  { kind: 'oil', name: 'wd6-us-lube-due-at', part: 'dev', build: usLubeReceipt },
];
