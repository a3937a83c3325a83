/**
 * Development layouts of the twenty-first round (issue 22), for the families a blind held-back reading still read
 * weakest by its printed figures only (its layouts and misses never read): oil-change receipts (thermal and
 * express-lube receipts, oil changes printed as an "INVOICE" or "Facture", the next service's odometer and date);
 * insurer names (a legal name under a brand, "X Insurance Company of Y", mutuals, "Assurances", "Versicherung AG",
 * "S.p.A."); next-service figures ("next service due at 52,340 mi or 03/2027", "Nächster Ölwechsel bei", "prochaine
 * vidange à", "próximo cambio", "prossimo tagliando", a windshield sticker printed as text, miles and km); and French
 * Quebec documents (an "Avis de renouvellement" with the current and the renewal premium, "Prime totale", "Date
 * d'effet", "Date d'échéance"; a SAAQ "Certificat d'immatriculation"; a garage "Facture" with TPS and TVQ; "Numéro de
 * série" as the VIN's caption; day-first and ISO dates). Each is rendered as text, a scan or a photo, turned half a
 * turn and as a 150 dpi JPEG (generate-world.ts). Numbered from 2100 (2100 + j: j % 3 === 0 gives the text PDF, 1 Word,
 * 2 plain text). A month and year alone as the next service's date ("03/2027") is read as the month's last day, as a
 * registration sticker's month is. Every shop, insurer, office, wording and person is the author's invention.
 */
import { addDays, addMonths, iso, makeDay, makePerson, round2, type Day } from '../data';
import { blank, boxedFields, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { euDevVehicle, kmIn, makeEuPerson, moneyIn, naDevVehicle, phoneOf, plateOf, streetLine, townLine } from '../world-data';

const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '/') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const mdy = (day: Day) => `${pad2(day.m)}/${pad2(day.d)}/${day.y}`;
const ymd = (day: Day) => `${day.y}-${pad2(day.m)}-${pad2(day.d)}`;
const cents = (r: Random, lo: number, hi: number) => round2(r.int(lo * 100, hi * 100) / 100);
const sum = (items: number[]) => round2(items.reduce((n, x) => n + x, 0));
const usd = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));
/** The last day of a month: a next service "due 03/2027" falls due by the month's end. */
const monthEnd = (day: Day): Day => addDays({ ...addMonths(day, 1), d: 1 }, -1);
const qcPlate = (r: Random) => `${L(r)}${D(r)}${D(r)} ${L(r)}${L(r)}${L(r)}`;
const QC_TOWNS: [string, string][] = [['Trois-Rivières', 'G9A 5H3'], ['Rimouski', 'G5L 3A1'], ['Saint-Jérôme', 'J7Z 5T4'], ['Lévis', 'G6V 6N1'], ['Drummondville', 'J2B 1T2']];
const qcAddress = (r: Random) => {
  const [town, postcode] = r.pick(QC_TOWNS);
  return { street: `${r.int(10, 4999)}, ${r.pick(['rue Notre-Dame', 'boulevard des Forges', 'rue Saint-Georges', 'chemin du Lac'])}`, town: `${town} (Québec) ${postcode}` };
};

/** A US express-lube thermal receipt: the next service due at an odometer "or" a month and year. */
function usExpressLubeThermal(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 1);
  const shop = r.pick(['Quik Lane Lube', 'Lube Stop Express', 'Ten Minute Oil']);
  const store = `${shop.toUpperCase()} #${r.int(100, 999)}`;
  const day = makeDay(r, 2025, 2026);
  const miles = r.int(18000, 160000);
  const next = miles + r.pick([3000, 5000, 7500]);
  const due = monthEnd(addMonths(day, 6));
  const items: [string, number][] = [['FULL SYN OIL CHG 0W-20', cents(r, 69, 99)], ['OIL FILTER', cents(r, 9, 15)], ['WIPER BLADES PR', cents(r, 22, 36)]];
  const sub = sum(items.map((i) => i[1]));
  const tax = round2(sub * 0.0725);
  const total = round2(sub + tax);
  const rows: Row[] = [
    title(store, 10), row([`${r.int(100, 9999)} ${r.pick(['E MAIN ST', 'HWY 41 N', 'W BROADWAY'])}`, 0]), row([phoneOf(r, 'us'), 0]), blank(),
    row([`${mdy(day)} ${r.int(7, 11)}:${pad2(r.int(0, 59))} AM`, 0]), row([`TICKET ${r.int(10000, 99999)}`, 0]), blank(),
    row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]), row([`VIN ${v.vin}`, 0]), row([`MILEAGE IN ${miles.toLocaleString('en-US')}`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [usd(x), 0.75])), blank(),
    row(['SUBTOTAL', 0], [usd(sub), 0.75]), row(['TAX', 0], [usd(tax), 0.75]), row(['TOTAL', 0], [usd(total), 0.75]), blank(),
    row([`NEXT SERVICE DUE AT ${next.toLocaleString('en-US')} MI`, 0]), row([`OR ${pad2(due.m)}/${due.y}`, 0]), row(['THANK YOU FOR YOUR BUSINESS', 0]),
  ];
  return {
    kind: 'oil', layout: 'wd21-us-express-lube-thermal', page: 'receipt', font: 'mono', rows, faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', vin: v.vin, make: v.make, model: v.model.toUpperCase(), year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: miles, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(due),
    },
  };
}

/** A German Kassenbon of a quick oil service: "Nächster Ölwechsel bei ... km oder am ...". */
function germanOelwechselBon(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const brand = r.pick(['ÖLBLITZ', 'Schnell-Öl Weser', 'Motoröl Express']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 220000);
  const next = Math.round((odo + 15000) / 100) * 100;
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Ölwechsel inkl. Filter', cents(r, 59, 89)], ['Motoröl 5W-30 4,5 l', cents(r, 35, 55)], ['Scheibenreiniger', cents(r, 4, 9)]];
  const total = sum(items.map((i) => i[1]));
  const rows: Row[] = [
    title(brand, 11), row([`${brand} GmbH · ${r.pick(['Osnabrücker Str.', 'Industriestr.', 'Am Hafen'])} ${r.int(1, 90)}`, 0]), row([`${r.pick(['33602 Bielefeld', '49074 Osnabrück', '32052 Herford'])}`, 0]), blank(),
    row([`Bon-Nr. ${r.int(1000, 9999)}   ${dmy(day, '.')}`, 0]), row([`Kennz.: ${plate}`, 0]), row([`Fzg.: ${v.make} ${v.model}`, 0]), row([`km-Stand: ${kmIn(odo, 'de')}`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [moneyIn(x, 'de'), 0.75])), blank(),
    row(['SUMME EUR', 0], [moneyIn(total, 'de'), 0.75]), row(['enth. MwSt 19 %', 0], [moneyIn(round2(total - total / 1.19), 'de'), 0.75]), blank(),
    row([`Nächster Ölwechsel bei ${kmIn(next, 'de')} km`, 0]), row([`oder am ${dmy(nextDay, '.')}`, 0]), row(['Vielen Dank für Ihren Besuch!', 0]),
  ];
  return {
    kind: 'oil', layout: 'wd21-de-oelwechsel-bon', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: brand,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A US oil change printed as an "INVOICE" (repair order), the windshield sticker's text at the foot. */
function usOilInvoiceSticker(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 3);
  const p = makePerson(r);
  const shop = r.pick(['Hillcrest Auto Care', 'Maple Street Garage', 'Valley Tire & Lube']);
  const day = makeDay(r, 2025, 2026);
  const miles = r.int(18000, 160000);
  const next = miles + 5000;
  const nextDay = addMonths(day, 6);
  const lines: [string, string, number][] = [['LOF', 'Lube, oil & filter - synthetic blend', cents(r, 49, 79)], ['MPI', 'Multi-point inspection', 0], ['TR', 'Top off fluids', 0]];
  const parts: [string, string, number][] = [['5W30-SB', 'Oil 5W-30 syn blend 5 qt', cents(r, 24, 38)], ['PH-7317', 'Oil filter', cents(r, 7, 13)]];
  const sub = sum([...lines.map((l) => l[2]), ...parts.map((l) => l[2])]);
  const tax = round2(sub * 0.06);
  const total = round2(sub + tax);
  const rows: Row[] = [
    title(shop, 16), row([`${r.int(100, 9999)} ${r.pick(['Hillcrest Rd', 'Maple St', 'Valley Pkwy'])} · ${p.cityLine}`, 0]), blank(),
    title(`INVOICE ${r.int(40000, 49999)}`, 12), pair('Date', mdy(day), 0, 0.2), pair('Customer', p.name, 0, 0.2),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.2), pair('VIN', v.vin, 0, 0.2), pair('Odometer', miles.toLocaleString('en-US'), 0, 0.2), blank(),
    ...table([['Op', 0], ['Labor', 0.12], ['Amount', 0.8]], lines.map(([op, name, x]) => [op, name, x ? usd(x) : 'N/C'])), blank(),
    ...table([['Part #', 0], ['Parts', 0.2], ['Amount', 0.8]], parts.map(([no, name, x]) => [no, name, usd(x)])), blank(),
    pair('Subtotal', usd(sub), 0.5, 0.8), pair('Sales tax', usd(tax), 0.5, 0.8), pair('Invoice total', `$${usd(total)}`, 0.5, 0.8), blank(),
    row(['- - - - - - - - - - - - - - - - - - - - - - - - - - - -', 0]), row(['SERVICE REMINDER', 0]), row(['Next oil change', 0]),
    row(['DATE', 0], [mdy(nextDay), 0.15]), row(['MILES', 0], [next.toLocaleString('en-US'), 0.15]),
  ];
  return {
    kind: 'oil', layout: 'wd21-us-oil-invoice-sticker', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      serviceProvider: shop, serviceDate: iso(day), mileage: miles, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Quebec renewal notice in French: the current and the renewal term's dates and premiums, ISO dates, "Numéro de série". */
function quebecAvisRenouvellement(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 4);
  const p = makePerson(r);
  const a = qcAddress(r);
  const brand = r.pick(['Boréal Assurances', 'Assurances Laurentia', 'Fleuve Assurance']);
  const legal = `${brand.replace(/ ?Assurances? ?/, '')}, compagnie d'assurances générales`;
  const policy = `${r.pick(['QB', 'AU'])}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const prior = cents(r, 780, 1900);
  const premium = round2(prior * (1 + r.int(2, 11) / 100));
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), blank(),
    row([p.name, 0]), row([a.street, 0]), row([a.town, 0]), blank(),
    title('Avis de renouvellement - Assurance automobile', 13),
    pair('Numéro de police', policy, 0, 0.4), pair('Assuré désigné', p.name, 0, 0.4),
    pair('Véhicule', `${v.year} ${v.make} ${v.model}`, 0, 0.4), pair('Numéro de série', v.vin, 0, 0.4), blank(),
    ...table([['', 0], ['Période actuelle', 0.4], ['Période de renouvellement', 0.68]], [
      ["Date d'effet", ymd(addMonths(start, -12)), ymd(start)],
      ["Date d'échéance", ymd(start), ymd(end)],
      ['Prime totale', `${moneyIn(prior, 'fr')} $`, `${moneyIn(premium, 'fr')} $`],
    ]), blank(),
    ...wrap('La prime totale comprend la taxe sur les primes d\'assurance de 9 %. Votre police sera renouvelée automatiquement.', 92),
  ];
  return {
    kind: 'insurance', layout: 'wd21-ca-qc-avis-renouvellement', page: 'letter', font: 'serif', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A SAAQ certificat d'immatriculation: "Numéro de série", "Numéro de plaque", the owner, no expiry of its own. */
function quebecSaaqCertificat(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 5);
  const family = r.pick(['TREMBLAY', 'GAGNON', 'BOUCHARD', 'CÔTÉ', 'LAVOIE']);
  const given = r.pick(['MARIE-ÈVE', 'JEAN-FRANÇOIS', 'SYLVIE', 'MATHIEU']);
  const a = qcAddress(r);
  const plate = qcPlate(r);
  const issued = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title("Société de l'assurance automobile du Québec", 12), title("CERTIFICAT D'IMMATRICULATION", 14), blank(),
    ...boxedFields([{ label: 'Numéro de plaque', value: plate, x: 0 }, { label: "Classe d'utilisation", value: 'Promenade', x: 0.35 }, { label: 'Date de délivrance', value: ymd(issued), x: 0.68 }]),
    ...boxedFields([{ label: 'Propriétaire', value: `${family}, ${given}`, x: 0 }]),
    ...boxedFields([{ label: 'Adresse', value: `${a.street.toUpperCase()}, ${a.town.toUpperCase()}`, x: 0 }]),
    ...boxedFields([{ label: 'Année', value: String(v.year), x: 0 }, { label: 'Marque', value: v.make.toUpperCase(), x: 0.15 }, { label: 'Modèle', value: v.model.toUpperCase(), x: 0.38 }, { label: 'Couleur', value: r.pick(['GRIS', 'NOIR', 'BLANC', 'BLEU']), x: 0.62 }]),
    ...boxedFields([{ label: 'Numéro de série', value: v.vin, x: 0 }, { label: 'Masse nette', value: `${r.int(1200, 2100)} kg`, x: 0.5 }]),
    ...wrap("Ce certificat doit être conservé dans le véhicule. Les droits d'immatriculation sont payables chaque année.", 92),
  ];
  return {
    kind: 'registration', layout: 'wd21-ca-qc-saaq-certificat', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(),
      year: v.year, ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/** A Quebec garage's "Facture": "Main-d'œuvre" and "Pièces", TPS and TVQ, "Numéro de série", day-first dates. */
function quebecFactureGarage(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 6);
  const p = makePerson(r);
  const family = r.pick(['Lévesque', 'Pelletier', 'Bergeron', 'Ouellet']);
  const brand = `Garage ${family}`;
  const a = qcAddress(r);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 210000);
  const next = Math.round((odo + 12000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Remplacement des plaquettes de frein avant', cents(r, 90, 160)], ['Vidange huile et filtre', cents(r, 30, 50)], ['Permutation des pneus', cents(r, 25, 45)]];
  const parts: [string, number][] = [['Plaquettes de frein', cents(r, 60, 120)], ['Huile 5W-30 (5 L)', cents(r, 30, 50)], ['Filtre à huile', cents(r, 9, 16)]];
  const sub = sum([...works.map((w) => w[1]), ...parts.map((x) => x[1])]);
  const tps = round2(sub * 0.05);
  const tvq = round2(sub * 0.09975);
  const total = round2(sub + tps + tvq);
  const rows: Row[] = [
    title(brand, 18), row([`${brand} & Fils inc. · ${a.street}, ${a.town}`, 0]), row([`TPS ${r.int(100000000, 999999999)} RT0001 · TVQ ${r.int(1000000000, 1999999999)} TQ0001`, 0]), blank(),
    title(`FACTURE No ${r.int(10000, 99999)}`, 12), pair('Date', dmy(day), 0, 0.3), pair('Client', p.name, 0, 0.3),
    pair('Véhicule', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('Numéro de série', v.vin, 0, 0.3), pair('Kilométrage', `${kmIn(odo, 'fr')} km`, 0, 0.3), blank(),
    ...table([["Main-d'œuvre", 0], ['Montant', 0.8]], works.map(([name, x]) => [name, `${moneyIn(x, 'fr')} $`])), blank(),
    ...table([['Pièces', 0], ['Montant', 0.8]], parts.map(([name, x]) => [name, `${moneyIn(x, 'fr')} $`])), blank(),
    pair('Sous-total', `${moneyIn(sub, 'fr')} $`, 0.45, 0.8), pair('TPS 5 %', `${moneyIn(tps, 'fr')} $`, 0.45, 0.8),
    pair('TVQ 9,975 %', `${moneyIn(tvq, 'fr')} $`, 0.45, 0.8), pair('TOTAL', `${moneyIn(total, 'fr')} $`, 0.45, 0.8), blank(),
    row([`Prochain entretien : ${kmIn(next, 'fr')} km ou le ${dmy(nextDay)}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd21-ca-qc-facture-garage', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      serviceProvider: brand, serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map((w) => w[0]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Quebec oil change printed as a "FACTURE": "Prochaine vidange à ... km ou le ...", TPS and TVQ. */
function quebecVidangeFacture(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 7);
  const shop = r.pick(["Centre de l'Huile Mauricie", 'Vidange Éclair Lévis', 'Lubri-Pro Rimouski']);
  const plate = qcPlate(r);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(18000, 210000);
  const next = odo + r.pick([6000, 8000, 10000]);
  const nextDay = addMonths(day, 6);
  const items: [string, number][] = [["Vidange d'huile synthétique 0W-20", cents(r, 69, 109)], ['Filtre à huile', cents(r, 10, 18)], ['Inspection 20 points', 0]];
  const sub = sum(items.map((i) => i[1]));
  const tps = round2(sub * 0.05);
  const tvq = round2(sub * 0.09975);
  const total = round2(sub + tps + tvq);
  const a = qcAddress(r);
  const rows: Row[] = [
    title(shop, 12), row([a.street, 0]), row([a.town, 0]), blank(),
    row([`FACTURE ${r.int(100000, 999999)}`, 0]), row([`Date : ${dmy(day)}`, 0]), row([`Plaque : ${plate}`, 0]), row([`${v.year} ${v.make} ${v.model}`, 0]),
    row([`Odomètre : ${kmIn(odo, 'fr')} km`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [x ? `${moneyIn(x, 'fr')} $` : 'incl.', 0.72])), blank(),
    row(['Sous-total', 0], [`${moneyIn(sub, 'fr')} $`, 0.72]), row(['TPS', 0], [`${moneyIn(tps, 'fr')} $`, 0.72]), row(['TVQ', 0], [`${moneyIn(tvq, 'fr')} $`, 0.72]),
    row(['TOTAL', 0], [`${moneyIn(total, 'fr')} $`, 0.72]), blank(),
    row([`Prochaine vidange à ${kmIn(next, 'fr')} km`, 0]), row([`ou le ${dmy(nextDay)}`, 0]), row(['Merci de votre confiance !', 0]),
  ];
  return {
    kind: 'oil', layout: 'wd21-ca-qc-vidange-facture', page: 'receipt', font: 'mono', rows, region: 'ca', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A US declarations page naming only the company, "X Insurance Company of Y", as the insurer. */
function usDeclarationsCompanyOf(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 8);
  const p = makePerson(r);
  const brand = r.pick(['Ridgeway', 'Copper Basin', 'Stonebridge']);
  const state = r.pick(['Illinois', 'Ohio', 'Indiana', 'Wisconsin']);
  const legal = `${brand} Insurance Company of ${state}`;
  const policy = `${r.int(100, 999)}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const lines: [string, number][] = [['Bodily Injury Liability', cents(r, 120, 260)], ['Property Damage Liability', cents(r, 90, 180)], ['Collision', cents(r, 150, 340)], ['Comprehensive', cents(r, 40, 110)]];
  const premium = sum(lines.map((l) => l[1]));
  const rows: Row[] = [
    title('AUTOMOBILE POLICY DECLARATIONS', 14), blank(),
    pair('Company', legal, 0, 0.3), pair('NAIC', String(r.int(10000, 39999)), 0, 0.3), pair('Policy Number', policy, 0, 0.3),
    pair('Policy Period', `${mdy(start)} to ${mdy(end)} 12:01 A.M. standard time`, 0, 0.3), blank(),
    pair('Named Insured', p.name, 0, 0.3), row([p.street, 0.3]), row([p.cityLine, 0.3]), blank(),
    ...table([['Yr', 0], ['Make / Model', 0.1], ['VIN', 0.5]], [[String(v.year), `${v.make} ${v.model}`, v.vin]]), blank(),
    ...table([['Coverage', 0], ['Premium', 0.75]], lines.map(([name, x]) => [name, `$${usd(x)}`])),
    pair('Total 6 Month Premium', `$${usd(premium)}`, 0, 0.75), blank(),
    ...wrap(`${legal} is a stock insurance company. Countersigned by authorized representative.`, 92),
  ];
  return {
    kind: 'insurance', layout: 'wd21-us-declarations-company-of', page: 'letter', font: 'serif', rows,
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A US mutual's ID card: the legal name "... Mutual Insurance Company" only, NAIC, the vehicle on one line. */
function usMutualIdCard(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 9);
  const p = makePerson(r);
  const brand = r.pick(['Sauk Prairie Mutual', 'Kettle Moraine Mutual', 'Driftless Mutual']);
  const legal = `${brand} Insurance Company`;
  const policy = `A${r.int(10, 99)} ${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rows: Row[] = [
    title(legal.toUpperCase(), 12), row([`NAIC # ${r.int(10000, 39999)}`, 0]), title('AUTOMOBILE INSURANCE IDENTIFICATION CARD', 11), blank(),
    ...boxedFields([{ label: 'POLICY NUMBER', value: policy, x: 0 }, { label: 'EFFECTIVE DATE', value: mdy(start), x: 0.36 }, { label: 'EXPIRATION DATE', value: mdy(end), x: 0.68 }]),
    ...boxedFields([{ label: 'YEAR / MAKE / MODEL', value: `${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, x: 0 }, { label: 'VEHICLE IDENTIFICATION NUMBER', value: v.vin, x: 0.5 }]),
    ...boxedFields([{ label: 'INSURED', value: p.name.toUpperCase(), x: 0 }]),
    row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]), blank(),
    ...wrap('KEEP THIS CARD IN YOUR VEHICLE. THIS CARD MUST BE PRESENTED UPON DEMAND OF A LAW ENFORCEMENT OFFICER.', 92),
  ];
  return {
    kind: 'insurance', layout: 'wd21-us-mutual-id-card', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, make: v.make, model: v.model.toUpperCase(), year: v.year, ownerName: p.name.toUpperCase(),
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A French avis d'échéance: the brand "... Assurances" over its mutual's legal name, "Cotisation TTC". */
function frenchBocageAssurances(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 10);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const region = r.pick(['Bocage', 'Causses', 'Marais']);
  const brand = `${region} Assurances`;
  const legal = `Société d'Assurances Mutuelles du ${region}`;
  const policy = `${r.int(10, 99)}${r.int(1000000, 9999999)}A`;
  const start = { ...makeDay(r, 2026, 2026), d: 1 };
  const end = addDays(addMonths(start, 12), -1);
  const net = cents(r, 320, 680);
  const taxes = round2(net * 0.18);
  const gross = round2(net + taxes);
  const rows: Row[] = [
    title(brand, 20), row([`${legal} - SAM à cotisations variables`, 0]), blank(),
    row([`${p.given} ${p.family.toUpperCase()}`, 0.55]), row([streetLine(p, 'fr'), 0.55]), row([townLine(p, 'fr'), 0.55]), blank(),
    title("AVIS D'ÉCHÉANCE", 14), row([`Fait le ${dmy(addDays(start, -30))}`, 0]), blank(),
    pair('Sociétaire', `${p.given} ${p.family.toUpperCase()}`, 0, 0.38), pair('Contrat Auto n°', policy, 0, 0.38),
    pair('Véhicule assuré', `${v.make} ${v.model}`, 0, 0.38), pair('Immatriculation', plate, 0, 0.38),
    pair('Période', `du ${dmy(start)} au ${dmy(end)}`, 0, 0.38), blank(),
    pair('Cotisation hors taxes', `${moneyIn(net, 'fr')} €`, 0, 0.6), pair('Taxes et contributions', `${moneyIn(taxes, 'fr')} €`, 0, 0.6),
    pair('Cotisation TTC à payer', `${moneyIn(gross, 'fr')} €`, 0, 0.6), blank(),
    ...wrap(`${legal}, entreprise régie par le Code des assurances, siège social à ${p.town}.`, 95),
  ];
  return {
    kind: 'insurance', layout: 'wd21-fr-avis-assurances-mutuelles', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family.toUpperCase()}`, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

/** A German Versicherungsschein whose only name is the legal one, "... Versicherung AG", in the header and the footer. */
function germanVersicherungAg(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 11);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const name = r.pick(['Wesertal', 'Ammerland', 'Kinzigtal']);
  const legal = `${name} Versicherung AG`;
  const policy = `${r.int(10, 99)}-${r.int(1000000, 9999999)}/${r.int(1, 9)}`;
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = addDays(addMonths(start, 12), -1);
  const lines: [string, number][] = [['Kfz-Haftpflicht', cents(r, 180, 420)], ['Teilkasko (SB 150 EUR)', cents(r, 60, 160)]];
  const net = sum(lines.map((l) => l[1]));
  const tax = round2(net * 0.19);
  const gross = round2(net + tax);
  const rows: Row[] = [
    title(legal, 16), row([`${r.pick(['Am Weserufer', 'Marktplatz', 'Kinzigstraße'])} ${r.int(1, 40)} · ${r.pick(['27570 Bremerhaven', '26655 Westerstede', '63571 Gelnhausen'])}`, 0]), blank(),
    row([`${r.pick(['Frau', 'Herrn'])} ${p.given} ${p.family}`, 0]), row([streetLine(p, 'de'), 0]), row([townLine(p, 'de'), 0]), blank(),
    title('Versicherungsschein Kraftfahrtversicherung', 13),
    pair('Versicherungsschein-Nr.', policy, 0, 0.35), pair('Versicherungsnehmer', `${p.given} ${p.family}`, 0, 0.35),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35), pair('Kennzeichen', plate, 0, 0.35), pair('FIN', v.vin, 0, 0.35),
    pair('Versicherungsdauer', `vom ${dmy(start, '.')} bis ${dmy(end, '.')}`, 0, 0.35), blank(),
    ...table([['Sparte', 0], ['Beitrag', 0.7]], lines.map(([name2, x]) => [name2, `${moneyIn(x, 'de')} EUR`])),
    pair('Versicherungsteuer 19 %', `${moneyIn(tax, 'de')} EUR`, 0, 0.7), pair('Jahresbeitrag gesamt', `${moneyIn(gross, 'de')} EUR`, 0, 0.7), blank(),
    ...wrap(`${legal} · Sitz ${r.pick(['Bremerhaven', 'Westerstede', 'Gelnhausen'])} · Amtsgericht HRB ${r.int(1000, 9999)} · Vorstand: M. Harms`, 95),
  ];
  return {
    kind: 'insurance', layout: 'wd21-de-versicherung-ag', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: `${name} Versicherung`, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

/** An Italian certificate: a brand over "emessa da ... Italia S.p.A.", "Premio complessivo". */
function italianBrandSpa(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 12);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const brand = r.pick(['Orizzonte', 'Maestrale', 'Libeccio']);
  const legal = `${brand} Italia S.p.A. - Compagnia di Assicurazioni`;
  const policy = `${r.int(100, 999)}.${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 320, 980);
  const rows: Row[] = [
    title(brand.toUpperCase(), 22), row([`Polizza emessa da ${legal}`, 0]), blank(),
    title('Certificato di assicurazione RC Auto', 13),
    pair('Contraente', `${p.family.toUpperCase()} ${p.given.toUpperCase()}`, 0, 0.36), pair('Polizza numero', policy, 0, 0.36),
    pair('Targa', plate, 0, 0.36), pair('Marca e modello', `${v.make} ${v.model}`, 0, 0.36), pair('Telaio', v.vin, 0, 0.36), blank(),
    pair('Decorrenza', `dalle ore 24 del ${dmy(start)}`, 0, 0.36), pair('Scadenza', `alle ore 24 del ${dmy(end)}`, 0, 0.36), blank(),
    pair('Premio complessivo (imposte incluse)', `€ ${moneyIn(premium, 'it')}`, 0, 0.55), blank(),
    ...wrap(`${brand} Italia S.p.A. - Sede legale in Genova - Capitale sociale € 50.000.000 i.v. - Iscritta all'Albo delle imprese IVASS.`, 95),
  ];
  return {
    kind: 'insurance', layout: 'wd21-it-certificato-spa', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.family} ${p.given}`.toUpperCase(), insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Spanish quick-lube ticket: "Cambio de aceite y filtro", "Próximo cambio: a los ... km o el ...". */
function spanishTicketCambio(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 13);
  const shop = r.pick(['Lubricentro Rápido Sur', 'Aceites Express Nervión', 'Cambio Listo Zaragoza']);
  const plate = plateOf(r, 'es');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 220000);
  const next = Math.round((odo + 15000) / 500) * 500;
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Cambio de aceite y filtro', cents(r, 49, 79)], ['Aceite 5W-40 (4 l)', cents(r, 30, 48)], ['Filtro de aire', cents(r, 12, 22)]];
  const total = sum(items.map((i) => i[1]));
  const rows: Row[] = [
    title(shop, 11), row([`CIF B${r.int(10000000, 99999999)}`, 0]), row([`${r.pick(['Avda. de Andalucía', 'Calle San Vicente', 'Polígono Cogullada'])} ${r.int(1, 90)}`, 0]), blank(),
    row([`TICKET ${r.int(1000, 9999)}  ${dmy(day)}`, 0]), row([`Matrícula: ${plate}`, 0]), row([`${v.make} ${v.model}`, 0]), row([`Km: ${kmIn(odo, 'es')}`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [moneyIn(x, 'es'), 0.75])), blank(),
    row(['TOTAL EUR', 0], [moneyIn(total, 'es'), 0.75]), row(['IVA 21 % incluido', 0], [moneyIn(round2(total - total / 1.21), 'es'), 0.75]), blank(),
    row([`Próximo cambio: a los ${kmIn(next, 'es')} km`, 0]), row([`o el ${dmy(nextDay)}`, 0]), row(['Gracias por su visita', 0]),
  ];
  return {
    kind: 'oil', layout: 'wd21-es-ticket-cambio-aceite', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** An Italian receipt of an oil change, "Prossimo tagliando: km ... / entro MM/AAAA". */
function italianRicevutaTagliando(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 14);
  const shop = r.pick(['Officina Fratelli Conti', 'AutoService Brenta', 'Garage Monviso']);
  const plate = plateOf(r, 'it');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 220000);
  const next = Math.round((odo + 20000) / 1000) * 1000;
  const due = monthEnd(addMonths(day, 12));
  const items: [string, number][] = [['Sostituzione olio motore e filtro', cents(r, 45, 70)], ['Olio 5W-30 lt 4,5', cents(r, 38, 60)], ['Filtro olio', cents(r, 9, 18)]];
  const net = sum(items.map((i) => i[1]));
  const iva = round2(net * 0.22);
  const total = round2(net + iva);
  const rows: Row[] = [
    title(shop, 15), row([`P.IVA ${r.int(10000000000, 99999999999)} · ${r.pick(['Padova', 'Cuneo', 'Vicenza'])}`, 0]), blank(),
    title(`RICEVUTA N. ${r.int(100, 999)}/${day.y}`, 12), pair('Data', dmy(day), 0, 0.28), pair('Targa', plate, 0, 0.28),
    pair('Veicolo', `${v.make} ${v.model}`, 0, 0.28), pair('Km percorsi', kmIn(odo, 'it'), 0, 0.28), blank(),
    ...table([['Descrizione', 0], ['Importo', 0.78]], items.map(([name, x]) => [name, moneyIn(x, 'it')])), blank(),
    pair('Imponibile', moneyIn(net, 'it'), 0.45, 0.78), pair('IVA 22 %', moneyIn(iva, 'it'), 0.45, 0.78), pair('Totale', `€ ${moneyIn(total, 'it')}`, 0.45, 0.78), blank(),
    { ...row(['PROSSIMO TAGLIANDO', 0], [`km ${kmIn(next, 'it')}`, 0.35], [`entro ${pad2(due.m)}/${due.y}`, 0.6]), boxes: [{ x0: 0, x1: 0.85, rows: 1 }] },
  ];
  return {
    kind: 'oil', layout: 'wd21-it-ricevuta-tagliando', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(due),
    },
  };
}

/** A UK garage "Invoice" of an oil and filter change only: miles, "Next service due at ... miles or DD/MM/YYYY". */
function ukOilInvoiceMiles(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 15);
  const shop = r.pick(['Wharfedale Motors', 'Tamar Bridge Garage', 'Fenland Auto Services']);
  const plate = plateOf(r, 'uk');
  const day = makeDay(r, 2025, 2026);
  const miles = r.int(15000, 140000);
  const next = Math.round((miles + 9000) / 250) * 250;
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Oil & filter change (labour)', cents(r, 35, 55)], ['Engine oil 5W-30 4.5L', cents(r, 28, 45)], ['Oil filter', cents(r, 8, 14)], ['Sump plug washer', cents(r, 1, 3)]];
  const net = sum(items.map((i) => i[1]));
  const vat = round2(net * 0.2);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 16), row([`${r.int(2, 90)} ${r.pick(['Station Road', 'Mill Lane', 'Bridge Street'])}, ${r.pick(['Otley', 'Saltash', 'Wisbech'])} · VAT Reg ${r.int(100, 999)} ${r.int(1000, 9999)} ${r.int(10, 99)}`, 0]), blank(),
    title(`INVOICE ${r.int(1000, 9999)}`, 12), pair('Date', dmy(day), 0, 0.25), pair('Registration', plate, 0, 0.25),
    pair('Make / Model', `${v.make} ${v.model}`, 0, 0.25), pair('Mileage', `${miles.toLocaleString('en-GB')} miles`, 0, 0.25), blank(),
    ...table([['Description', 0], ['Net', 0.8]], items.map(([name, x]) => [name, `£${usd(x)}`])), blank(),
    pair('Net total', `£${usd(net)}`, 0.45, 0.8), pair('VAT @ 20%', `£${usd(vat)}`, 0.45, 0.8), pair('Total due', `£${usd(total)}`, 0.45, 0.8), blank(),
    ...wrap(`Next service due at ${next.toLocaleString('en-GB')} miles or ${dmy(nextDay)}, whichever comes first.`, 90),
  ];
  return {
    kind: 'oil', layout: 'wd21-uk-oil-invoice-miles', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: miles, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Quebec pink card from a mutual, in French: "Date d'effet", "Date d'échéance" day first, "Numéro de série", the legal name below. */
function quebecAttestationMutuelle(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 16);
  const p = makePerson(r);
  const brand = r.pick(['Mutuelle des Appalaches', 'Mutuelle du Saguenay', 'Mutuelle Haute-Côte']);
  const legal = `La ${brand}, société mutuelle d'assurance générale`;
  const policy = `M${r.int(100000, 999999)}-${r.int(10, 99)}`;
  const plate = qcPlate(r);
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rows: Row[] = [
    title(brand, 16), row([legal, 0]), title("ATTESTATION D'ASSURANCE AUTOMOBILE DU QUÉBEC", 11), blank(),
    ...boxedFields([{ label: 'Numéro de police', value: policy, x: 0 }, { label: "Date d'effet", value: dmy(start), x: 0.36 }, { label: "Date d'échéance", value: dmy(end), x: 0.68 }]),
    ...boxedFields([{ label: 'Assuré', value: p.name, x: 0 }, { label: 'Numéro de plaque', value: plate, x: 0.5 }]),
    ...boxedFields([{ label: 'Année', value: String(v.year), x: 0 }, { label: 'Marque', value: v.make, x: 0.14 }, { label: 'Modèle', value: v.model, x: 0.38 }, { label: 'Numéro de série', value: v.vin, x: 0.6 }]),
    blank(), ...wrap('Les dates sont inscrites jour/mois/année. Cette attestation doit se trouver dans le véhicule.', 92),
  ];
  return {
    kind: 'insurance', layout: 'wd21-ca-qc-attestation-mutuelle', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A two-page quick-lube invoice: the work on page 1, the next-service sticker copy on page 2. */
function usTwoPageLubeSticker(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 17);
  const shop = r.pick(['Prairie Lube Center', 'Oil Can Junction', 'Gulfside Quick Lube']);
  const day = makeDay(r, 2025, 2026);
  const miles = r.int(18000, 150000);
  const next = miles + 3000;
  const nextDay = addMonths(day, 3);
  const items: [string, number][] = [['Conventional oil change 5W-30', cents(r, 39, 59)], ['Oil filter', cents(r, 6, 11)], ['Shop supplies', cents(r, 2, 5)]];
  const sub = sum(items.map((i) => i[1]));
  const tax = round2(sub * 0.0825);
  const total = round2(sub + tax);
  const rows: Row[] = [
    title(shop, 16), row([`Store ${r.int(10, 99)} · ${phoneOf(r, 'us')}`, 0]), blank(),
    title('SERVICE INVOICE', 12), pair('Invoice date', mdy(day), 0, 0.25), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.25), pair('VIN', v.vin, 0, 0.25),
    pair('Odometer', `${miles.toLocaleString('en-US')} mi`, 0, 0.25), blank(),
    ...table([['Description', 0], ['Amount', 0.8]], items.map(([name, x]) => [name, `$${usd(x)}`])), blank(),
    pair('Subtotal', `$${usd(sub)}`, 0.5, 0.8), pair('Tax', `$${usd(tax)}`, 0.5, 0.8), pair('Amount paid', `$${usd(total)}`, 0.5, 0.8),
    pageBreak(), row([`${shop} · page 2 of 2`, 0]), blank(),
    { ...row(['NEXT SERVICE', 0]), boxes: [{ x0: 0, x1: 0.45, rows: 4 }] }, row([`Miles: ${next.toLocaleString('en-US')}`, 0]), row([`Date: ${mdy(nextDay)}`, 0]), row(['(whichever comes first)', 0]), blank(),
    ...wrap('Your vehicle was checked for fluid levels, tire pressure, wiper blades, lights and air filter.', 90),
  ];
  return {
    kind: 'oil', layout: 'wd21-us-lube-invoice-2p-sticker', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', vin: v.vin, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: miles, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

// Numbered from 2100 (2100 + j: j % 3 === 0 gives the text PDF, 1 Word, 2 plain text; odd j a scan, even j a photo).
export const WORLD_DEV_21_LAYOUTS: Layout[] = [
  { kind: 'oil', name: 'wd21-us-express-lube-thermal', part: 'dev', build: usExpressLubeThermal },
  { kind: 'oil', name: 'wd21-de-oelwechsel-bon', part: 'dev', build: germanOelwechselBon },
  { kind: 'oil', name: 'wd21-us-oil-invoice-sticker', part: 'dev', build: usOilInvoiceSticker },
  { kind: 'insurance', name: 'wd21-ca-qc-avis-renouvellement', part: 'dev', build: quebecAvisRenouvellement },
  { kind: 'registration', name: 'wd21-ca-qc-saaq-certificat', part: 'dev', build: quebecSaaqCertificat },
  { kind: 'service', name: 'wd21-ca-qc-facture-garage', part: 'dev', build: quebecFactureGarage },
  { kind: 'oil', name: 'wd21-ca-qc-vidange-facture', part: 'dev', build: quebecVidangeFacture },
  { kind: 'insurance', name: 'wd21-us-declarations-company-of', part: 'dev', build: usDeclarationsCompanyOf },
  { kind: 'insurance', name: 'wd21-us-mutual-id-card', part: 'dev', build: usMutualIdCard },
  { kind: 'insurance', name: 'wd21-fr-avis-assurances-mutuelles', part: 'dev', build: frenchBocageAssurances },
  { kind: 'insurance', name: 'wd21-de-versicherung-ag', part: 'dev', build: germanVersicherungAg },
  { kind: 'insurance', name: 'wd21-it-certificato-spa', part: 'dev', build: italianBrandSpa },
  { kind: 'oil', name: 'wd21-es-ticket-cambio-aceite', part: 'dev', build: spanishTicketCambio },
  { kind: 'oil', name: 'wd21-it-ricevuta-tagliando', part: 'dev', build: italianRicevutaTagliando },
  { kind: 'oil', name: 'wd21-uk-oil-invoice-miles', part: 'dev', build: ukOilInvoiceMiles },
  { kind: 'insurance', name: 'wd21-ca-qc-attestation-mutuelle', part: 'dev', build: quebecAttestationMutuelle },
  { kind: 'oil', name: 'wd21-us-lube-invoice-2p-sticker', part: 'dev', build: usTwoPageLubeSticker },
];
