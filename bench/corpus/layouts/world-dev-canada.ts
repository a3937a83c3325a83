/**
 * Development layouts of Canadian documents (issue 22): the provinces' own papers and wordings, bilingual English and
 * French captions ("Policy number / Numéro de police"), Quebec's French with its dollar sign after the figure
 * (1 234,56 $), dates written year first, kilometres, GST/HST/PST/QST lines, and the public insurers of the western
 * provinces. Other provinces, insurers and arrangements than the held-back Canadian layouts.
 */
import { addDays, addMonths, iso, makeDay, makePerson, money, round2, type Day } from '../data';
import { blank, boxedFields, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { kmIn, moneyIn, naDevVehicle, phoneOf } from '../world-data';

const ymd = (day: Day) => `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;
const cents = (r: Random, from: number, to: number) => round2(r.int(from, to) + r.int(0, 99) / 100);
const L = (r: Random) => r.pick([...'ABCEGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));

type Province = { code: string; name: string; towns: [string, string][] };
const PROVINCES: Record<'qc' | 'bc' | 'ab' | 'ns' | 'mb', Province> = {
  qc: { code: 'QC', name: 'Québec', towns: [['Montréal', 'H2X 1Y4'], ['Québec', 'G1R 2B5'], ['Sherbrooke', 'J1H 1A1'], ['Gatineau', 'J8X 3X7']] },
  bc: { code: 'BC', name: 'British Columbia', towns: [['Vancouver', 'V6B 1A1'], ['Victoria', 'V8W 1P6'], ['Kelowna', 'V1Y 6H2'], ['Surrey', 'V3T 4J7']] },
  ab: { code: 'AB', name: 'Alberta', towns: [['Calgary', 'T2P 1J9'], ['Edmonton', 'T5J 0N3'], ['Red Deer', 'T4N 1X6'], ['Lethbridge', 'T1J 0P4']] },
  ns: { code: 'NS', name: 'Nova Scotia', towns: [['Halifax', 'B3J 1S9'], ['Dartmouth', 'B2Y 4A1'], ['Truro', 'B2N 3H6']] },
  mb: { code: 'MB', name: 'Manitoba', towns: [['Winnipeg', 'R3C 0V8'], ['Brandon', 'R7A 0K2'], ['Steinbach', 'R5G 1L9']] },
};

function address(r: Random, p: Province): string {
  const [town, postcode] = r.pick(p.towns);
  const street = p.code === 'QC' ? `${r.int(10, 9999)}, ${r.pick(['rue Saint-Denis', 'boulevard René-Lévesque', 'rue Principale', 'avenue du Parc'])}` : `${r.int(10, 9999)} ${r.pick(['Main St', 'Jasper Ave', 'Granville St', 'Portage Ave', 'Spring Garden Rd'])}`;
  return `${street}, ${town} (${p.code}) ${postcode}`;
}

/** Plates as the provinces issue them. */
function provincePlate(r: Random, code: string): string {
  switch (code) {
    case 'QC': return `${L(r)}${D(r)}${D(r)} ${L(r)}${L(r)}${L(r)}`;
    case 'BC': return `${L(r)}${L(r)}${D(r)} ${D(r)}${D(r)}${L(r)}`;
    case 'AB': return `${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}${D(r)}`;
    default: return `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}`;
  }
}

/** Quebec's certificate of insurance (pink card), bilingual captions over each box, the premium in French style. */
function quebecBilingualCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 2);
  const person = makePerson(r);
  const plate = provincePlate(r, 'QC');
  const insurer = r.pick(['Desjardins', 'Intact', 'Beneva', 'Promutuel']);
  const policy = `${r.pick(['QA', 'QM'])}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 700, 2200);
  const rows: Row[] = [
    title(insurer, 16), title("Attestation d'assurance automobile / Certificate of automobile insurance", 11), blank(),
    ...boxedFields([{ label: 'Numéro de police / Policy number', value: policy, x: 0 }, { label: 'Assureur / Insurer', value: insurer, x: 0.5 }]),
    ...boxedFields([{ label: "Date d'effet / Effective date", value: ymd(start), x: 0 }, { label: "Date d'expiration / Expiry date", value: ymd(end), x: 0.5 }]),
    ...boxedFields([{ label: 'Assuré désigné / Named insured', value: person.name, x: 0 }, { label: 'Immatriculation / Licence plate', value: plate, x: 0.5 }]),
    ...boxedFields([{ label: 'Année / Year', value: String(v.year), x: 0 }, { label: 'Marque / Make', value: v.make.toUpperCase(), x: 0.2 }, { label: 'Modèle / Model', value: v.model.toUpperCase(), x: 0.45 }, { label: 'NIV / VIN', value: v.vin, x: 0.68 }]),
    pair('Prime totale (taxe de 9 % incluse) / Total premium (9% tax included)', `${moneyIn(premium, 'fr')} $`, 0, 0.72), blank(),
    ...wrap("Cette attestation doit être conservée dans le véhicule. / This certificate must be kept in the vehicle.", 90),
  ];
  return {
    kind: 'insurance', layout: 'wd-ca-qc-bilingual-certificate', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: person.name, insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A western public insurer's owner's certificate: the licence, the term as a range, the premium with its provincial tax. */
function westernOwnersCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 4);
  const person = makePerson(r);
  const [insurer, prov] = r.pick([['ICBC', PROVINCES.bc], ['Manitoba Public Insurance', PROVINCES.mb], ['SGI', PROVINCES.ab]] as const);
  const plate = provincePlate(r, prov.code);
  const policy = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const basic = cents(r, 600, 1300);
  const optional = cents(r, 150, 700);
  const tax = round2((basic + optional) * 0.07);
  const premium = round2(basic + optional + tax);
  const rows: Row[] = [
    title(insurer, 16), title("Owner's Certificate of Insurance and Vehicle Licence", 12), row([prov.name, 0]), blank(),
    pair('Certificate no.', policy, 0, 0.35), pair('Owner', person.name, 0, 0.35), pair('Address', address(r, prov), 0, 0.35),
    pair('Licence plate', plate, 0, 0.35), pair('Vehicle', `${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.35), pair('VIN', v.vin, 0, 0.35),
    pair('Term', `${ymd(start)} to ${ymd(end)}`, 0, 0.35), blank(),
    ...table([['Coverage', 0], ['Premium', 0.7]], [
      ['Basic Autoplan', `$${money(basic)}`], ['Optional coverage', `$${money(optional)}`], ['Provincial sales tax', `$${money(tax)}`],
      ['Total premium payable', `$${money(premium)}`],
    ]),
  ];
  return {
    kind: 'insurance', layout: 'wd-ca-western-owners-certificate', page: 'letter', font: 'mono', rows, region: 'ca',
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, year: v.year, ownerName: person.name,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A bilingual renewal from a private insurer: "Current term / Terme actuel" and "Renewal term / Nouveau terme". */
function bilingualRenewal(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 1);
  const person = makePerson(r);
  r.pick([PROVINCES.ns, PROVINCES.qc, PROVINCES.mb]); // the province drawn (not printed), so the documents keep their contents
  const insurer = r.pick(['Co-operators', 'Economical', 'TD Insurance', 'Belairdirect']);
  const policy = `${r.pick(['AU', 'CA'])}${r.int(100000, 999999)}-${r.int(1, 9)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const prior = cents(r, 900, 2100);
  const premium = round2(prior + r.int(-60, 180) + 0.45);
  const rows: Row[] = [
    title(insurer, 16), title('Avis de renouvellement / Renewal notice', 12), pair('Policy number / Numéro de police', policy, 0, 0.45),
    pair('Named insured / Assuré désigné', person.name, 0, 0.45), pair('Vehicle / Véhicule', `${v.year} ${v.make} ${v.model}`, 0, 0.45),
    pair('VIN / NIV', v.vin, 0, 0.45), blank(),
    ...table([['', 0], ['Current term / Terme actuel', 0.38], ['Renewal term / Nouveau terme', 0.7]], [
      ['Effective / En vigueur', ymd(addMonths(start, -12)), ymd(start)],
      ['Expiry / Échéance', ymd(start), ymd(end)],
      ['Total premium / Prime totale', `$${money(prior)}`, `$${money(premium)}`],
    ]),
    blank(), ...wrap('Dates are written year-month-day. / Les dates sont écrites année-mois-jour.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd-ca-bilingual-renewal', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: person.name,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** An Alberta registration certificate: bilingual-free, year-first dates, the expiry printed beside the plate. */
function albertaRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 5);
  const person = makePerson(r);
  const plate = provincePlate(r, 'AB');
  const issued = makeDay(r, 2025, 2026);
  const expiry = addMonths(issued, 12);
  const rows: Row[] = [
    title('Government of Alberta', 14), title('Vehicle Registration Certificate', 13), blank(),
    ...boxedFields([{ label: 'PLATE', value: plate, x: 0 }, { label: 'EXPIRY DATE', value: ymd(expiry), x: 0.3 }, { label: 'CLASS', value: 'PASSENGER', x: 0.6 }]),
    ...boxedFields([{ label: 'YEAR', value: String(v.year), x: 0 }, { label: 'MAKE', value: v.make.toUpperCase(), x: 0.15 }, { label: 'MODEL', value: v.model.toUpperCase(), x: 0.4 }, { label: 'VIN', value: v.vin, x: 0.62 }]),
    pair('Registered owner', person.name.toUpperCase(), 0, 0.3), pair('Address', address(r, PROVINCES.ab).toUpperCase(), 0, 0.3),
    pair('Issue date', ymd(issued), 0, 0.3), pair('Registry agent', `${r.pick(['Bow Valley', 'Whyte Ave', 'Mill Woods'])} Registries`, 0, 0.3),
  ];
  return {
    kind: 'registration', layout: 'wd-ca-ab-registration', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: person.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A Quebec quick-lube receipt in French: kilometres with space thousands, TPS and TVQ, the total with $ after it. */
function quebecOilReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 3);
  const shop = r.pick(['Lubrification Express Laval', 'Centre de vidange Rive-Sud', 'Huile Minute Sherbrooke']);
  const day = makeDay(r, 2025, 2026);
  const km = r.int(18000, 210000);
  const next = km + r.pick([5000, 8000, 10000]);
  const items: [string, number][] = [['Chang. huile 5W-30', cents(r, 69, 99)], ['Filtre à huile', cents(r, 12, 19)]];
  const sub = round2(items.reduce((n, [, x]) => n + x, 0));
  const tps = round2(sub * 0.05);
  const tvq = round2(sub * 0.09975);
  const total = round2(sub + tps + tvq);
  const rows: Row[] = [
    // A receipt is narrow (about 37 characters): the address on two lines, short captions, values at the right.
    title(shop, 10), ...address(r, PROVINCES.qc).split(/, (?=[^,]*\()/).map((t) => row([t, 0])), row([phoneOf(r, 'ca'), 0]), blank(),
    pair('Date', ymd(day), 0, 0.35), pair('Véhicule', `${v.year} ${v.make}`, 0, 0.35), pair('Modèle', v.model, 0, 0.35), pair('NIV', v.vin, 0, 0.35),
    pair('Kilométrage', `${kmIn(km, 'fr')} km`, 0, 0.35), blank(),
    ...items.map(([name, x]) => pair(name, `${moneyIn(x, 'fr')} $`, 0, 0.66)), blank(),
    pair('Sous-total', `${moneyIn(sub, 'fr')} $`, 0.2, 0.66), pair('TPS 5 %', `${moneyIn(tps, 'fr')} $`, 0.2, 0.66),
    pair('TVQ 9,975 %', `${moneyIn(tvq, 'fr')} $`, 0.2, 0.66), pair('TOTAL', `${moneyIn(total, 'fr')} $`, 0.2, 0.66), blank(),
    pair('Prochaine vidange', `${kmIn(next, 'fr')} km`, 0, 0.55),
  ];
  return {
    kind: 'oil', layout: 'wd-ca-qc-oil-receipt', page: 'receipt', font: 'mono', rows, region: 'ca',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', vin: v.vin, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: km, totalCost: total, nextServiceMileage: next,
    },
  };
}

export const WORLD_DEV_CANADA_LAYOUTS: Layout[] = [
  { kind: 'insurance', name: 'wd-ca-qc-bilingual-certificate', part: 'dev', build: quebecBilingualCertificate },
  { kind: 'insurance', name: 'wd-ca-western-owners-certificate', part: 'dev', build: westernOwnersCertificate },
  { kind: 'insurance', name: 'wd-ca-bilingual-renewal', part: 'dev', build: bilingualRenewal },
  { kind: 'registration', name: 'wd-ca-ab-registration', part: 'dev', build: albertaRegistration },
  { kind: 'oil', name: 'wd-ca-qc-oil-receipt', part: 'dev', build: quebecOilReceipt },
];
