/**
 * Development layouts of the fourteenth round (issue 22), for registrations and insurance documents, the families the
 * seventh held-back set read weakly by its printed figures only (plates, owners, insurers, document kinds, policy
 * numbers and expiries, models, the other VINs of a multi-vehicle page; its misses were never listed, its layouts never
 * read): registration certificates of countries no earlier development layout holds (Hungary, Romania, Croatia,
 * Slovakia, Estonia), US and Canadian state and provincial forms (New York, a Florida renewal notice for a company,
 * Saskatchewan), owners as companies or as "SURNAME, Given", plates in boxes; a green card and certificates whose
 * insurer is a brand beside its legal name, declarations of three and four vehicles and a two-vehicle liability card
 * (the others' VINs kept as additional vehicles), a renewal notice for a company. Each is rendered as text, as a scan
 * or a photo, and always turned half a turn and as a 150 dpi JPEG (generate-world.ts). Every office, insurer, wording
 * and person is the author's invention.
 */
import { addDays, addMonths, iso, makeDay, makePerson, round2, type Day } from '../data';
import { blank, boxedFields, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { euDevVehicle, makeEuPerson, moneyIn, naDevVehicle, plateOf } from '../world-data';

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '/') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const mdy = (day: Day) => `${pad2(day.m)}/${pad2(day.d)}/${day.y}`;
const ymd = (day: Day, sep = '.') => `${day.y}${sep}${pad2(day.m)}${sep}${pad2(day.d)}`;
const cents = (r: Random, lo: number, hi: number) => round2(r.int(lo * 100, hi * 100) / 100);
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const reg = (vin: string, plate: string, make: string, model: string, ownerName: string) => ({
  documentType: 'car_registration', documentKind: 'registration_certificate', vin, plateNumber: plate, make, model, ownerName, expiryDate: null,
});

/** A Hungarian forgalmi engedély: codes with Hungarian captions, the family name (C.1.1) before the given name (C.1.2). */
function hungarianForgalmi(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const family = r.pick(['NAGY', 'TOTH', 'SZABO', 'HORVATH', 'VARGA']);
  const given = r.pick(['Zsofia', 'Gabor', 'Eszter', 'Laszlo', 'Krisztina']);
  const plate = `${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('MAGYARORSZAG', 11), title('FORGALMI ENGEDELY', 13), row(['Kiallito hatosag: Kormanyhivatal Kozlekedesi Osztaly', 0]), blank(),
    row(['A', 0], ['Rendszam', 0.08], [plate, 0.5]), row(['B', 0], ['Elso forgalomba helyezes', 0.08], [ymd(first), 0.5]),
    row(['C.1.1', 0], ['Csaladi nev vagy cegnev', 0.08], [family, 0.5]), row(['C.1.2', 0], ['Utonev', 0.08], [given, 0.5]),
    row(['C.1.3', 0], ['Lakcim', 0.08], [`${r.pick(['1051 Budapest', '6720 Szeged', '4025 Debrecen'])}, ${r.pick(['Fo utca', 'Petofi ter', 'Arany Janos utca'])} ${r.int(1, 80)}.`, 0.5]), blank(),
    row(['D.1', 0], ['Gyartmany', 0.08], [v.make.toUpperCase(), 0.5]), row(['D.3', 0], ['Kereskedelmi leiras', 0.08], [v.model.toUpperCase(), 0.5]),
    row(['E', 0], ['Alvazszam', 0.08], [v.vin, 0.5]), row(['R', 0], ['Szin', 0.08], [r.pick(['FEHER', 'FEKETE', 'SZURKE']), 0.5]),
  ];
  return {
    kind: 'registration', layout: 'wd14-hu-forgalmi', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Romanian certificat de înmatriculare whose owner (C.2) is a company, the user (C.3) a person. */
function romanianCompanyOwner(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const company = r.pick(['CARPATI LOGISTIC SRL', 'DUNAREA TRANS SRL', 'SC BRAN AGRO SA', 'OLTENIA CONSTRUCT SRL']);
  const user = `${r.pick(['POPESCU', 'IONESCU', 'STAN'])} ${r.pick(['ANDREI', 'ELENA', 'MIHAI'])}`;
  const plate = `${r.pick(['B', 'CJ', 'IS', 'TM', 'BV'])} ${r.int(10, 99)} ${L(r)}${L(r)}${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('ROMANIA', 11), title('CERTIFICAT DE INMATRICULARE', 13), row(['Partea I - DRPCIV', 0]), blank(),
    pair('A. Numar de inmatriculare', plate, 0, 0.45), pair('B. Data primei inmatriculari', dmy(first, '.'), 0, 0.45), blank(),
    pair('C.2.1 Proprietar - nume sau denumire', company, 0, 0.45), pair('C.2.3 Adresa', `${r.pick(['Str. Libertatii', 'Bd. Unirii', 'Calea Victoriei'])} nr. ${r.int(1, 150)}, ${r.pick(['Cluj-Napoca', 'Iasi', 'Timisoara'])}`, 0, 0.45),
    pair('C.3.1 Utilizator', user, 0, 0.45), blank(),
    pair('D.1 Marca', v.make.toUpperCase(), 0, 0.45), pair('D.3 Denumire comerciala', v.model.toUpperCase(), 0, 0.45), pair('E. Numar de identificare', v.vin, 0, 0.45),
  ];
  return {
    kind: 'registration', layout: 'wd14-ro-company-owner', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), company),
  };
}

/** A Croatian prometna dozvola: the owner ("Vlasnik") as "SURNAME, Given", the plate in a box of its own. */
function croatianPrometna(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const family = r.pick(['HORVAT', 'KOVACEVIC', 'BABIC', 'MARIC', 'JURIC']);
  const given = r.pick(['Ivana', 'Marko', 'Petra', 'Luka', 'Ana']);
  const plate = `${r.pick(['ZG', 'ST', 'RI', 'OS', 'ZD'])} ${r.int(100, 9999)}-${L(r)}${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('REPUBLIKA HRVATSKA', 11), title('PROMETNA DOZVOLA', 13), row(['Policijska uprava - ispostava Jadranovo', 0]), blank(),
    ...boxedFields([{ label: 'Registarska oznaka', value: plate, x: 0 }, { label: 'Datum prve registracije', value: dmy(first, '.'), x: 0.45 }]),
    ...boxedFields([{ label: 'Vlasnik', value: `${family}, ${given}`, x: 0 }]),
    row([`${r.pick(['Ilica', 'Vukovarska', 'Splitska'])} ${r.int(1, 200)}, ${r.pick(['10000 Zagreb', '21000 Split', '51000 Rijeka'])}`, 0]), blank(),
    ...boxedFields([{ label: 'Marka', value: v.make.toUpperCase(), x: 0 }, { label: 'Tip / Model', value: v.model.toUpperCase(), x: 0.45 }]),
    ...boxedFields([{ label: 'Broj sasije', value: v.vin, x: 0 }, { label: 'Boja', value: r.pick(['SIVA', 'CRNA', 'BIJELA']), x: 0.6 }]),
  ];
  return {
    kind: 'registration', layout: 'wd14-hr-prometna', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Slovak osvedčenie o evidencii: codes and Slovak captions in boxes, the value under its caption. */
function slovakOsvedcenie(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const name = `${r.pick(['Jana', 'Peter', 'Lucia', 'Martin', 'Zuzana'])} ${r.pick(['KOVAC', 'VARGA', 'TOTH', 'NAGY', 'BALAZ'])}`;
  const plate = `${r.pick(['BA', 'KE', 'ZA', 'NR', 'TT'])}${r.int(100, 999)}${L(r)}${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('SLOVENSKA REPUBLIKA', 11), title('OSVEDCENIE O EVIDENCII - CAST I', 13), blank(),
    ...boxedFields([{ label: 'A. Evidencne cislo', value: plate, x: 0 }, { label: 'B. Datum prvej evidencie', value: dmy(first, '.'), x: 0.5 }]),
    ...boxedFields([{ label: 'C.1.1 / C.1.2 Drzitel - meno a priezvisko', value: name, x: 0 }]),
    ...boxedFields([{ label: 'D.1 Znacka', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Obchodny nazov', value: v.model.toUpperCase(), x: 0.5 }]),
    ...boxedFields([{ label: 'E. VIN', value: v.vin, x: 0 }]),
    row([`Okresny urad ${r.pick(['Zvolen', 'Poprad', 'Trencin'])}, odbor dopravy`, 0]),
  ];
  return {
    kind: 'registration', layout: 'wd14-sk-osvedcenie', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), name),
  };
}

/** An Estonian registreerimistunnistus: "Registreerimismärk", the owner ("Omanik") a company, "Mark", "Mudel", "VIN-kood". */
function estonianTunnistus(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const company = r.pick(['Peipsi Ehitus OU', 'Saaremaa Kaubandus AS', 'Tartu Auto Rent OU']);
  const plate = `${r.int(100, 999)} ${L(r)}${L(r)}${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('REGISTREERIMISTUNNISTUS', 13), row(['Transpordiamet', 0]), blank(),
    pair('Registreerimismark', plate, 0, 0.4), pair('Esmane registreerimine', dmy(first, '.'), 0, 0.4), blank(),
    pair('Omanik', company, 0, 0.4), pair('Registrikood', String(r.int(10000000, 16999999)), 0, 0.4),
    pair('Aadress', `${r.pick(['Narva mnt', 'Parnu mnt', 'Riia'])} ${r.int(1, 120)}, ${r.pick(['Tallinn', 'Tartu', 'Parnu'])}`, 0, 0.4), blank(),
    pair('Mark', v.make.toUpperCase(), 0, 0.4), pair('Mudel', v.model.toUpperCase(), 0, 0.4), pair('VIN-kood', v.vin, 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wd14-ee-tunnistus', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), company),
  };
}

const usPlate = (r: Random) => `${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}${D(r)}`;

/** A New York registration: the plate in a box of its own, the owner as "SURNAME, GIVEN" under "NAME", the expiry in a box. */
function newYorkRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 6);
  const p = makePerson(r);
  const [given, family] = p.name.toUpperCase().split(' ');
  const plate = usPlate(r);
  const expiry = addMonths(makeDay(r, 2025, 2026), 24);
  const rows: Row[] = [
    title('STATE OF NEW YORK - DEPARTMENT OF MOTOR VEHICLES', 12), title('VEHICLE REGISTRATION', 13), blank(),
    ...boxedFields([{ label: 'PLATE NUMBER', value: plate, x: 0 }, { label: 'CLASS', value: 'PAS', x: 0.3 }, { label: 'EXPIRES', value: mdy(expiry), x: 0.55 }]),
    ...boxedFields([{ label: 'NAME', value: `${family}, ${given}`, x: 0 }]),
    row([`${p.street}`.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]), blank(),
    ...boxedFields([{ label: 'YEAR', value: String(v.year), x: 0 }, { label: 'MAKE', value: v.make.toUpperCase(), x: 0.15 }, { label: 'MODEL', value: v.model.toUpperCase(), x: 0.4 }, { label: 'BODY', value: '4DSD', x: 0.7 }]),
    ...boxedFields([{ label: 'VEHICLE IDENTIFICATION NUMBER', value: v.vin, x: 0 }]),
    ...wrap('Keep this registration in the vehicle. Report a change of address within 10 days.', 90),
  ];
  return {
    kind: 'registration', layout: 'wd14-us-ny-registration', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: `${given} ${family}`, expiryDate: iso(expiry),
    },
  };
}

/** A Florida registration renewal notice for a company's vehicle: "RENEW BY", the plate and the current expiry in a table. */
function floridaCompanyRenewal(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 7);
  const company = r.pick(['SUNCOAST PLUMBING LLC', 'GULF BREEZE PEST CONTROL INC', 'MANGROVE LANDSCAPE CO']);
  const plate = `${L(r)}${D(r)}${D(r)}${L(r)}${L(r)}${L(r)}`;
  const expiry = { ...makeDay(r, 2026, 2027) };
  const rows: Row[] = [
    title('FLORIDA HIGHWAY SAFETY AND MOTOR VEHICLES', 12), title('REGISTRATION RENEWAL NOTICE', 13), blank(),
    row([company, 0]), row([`${r.int(100, 9999)} ${r.pick(['TAMIAMI TRL', 'GULF BLVD', 'BAYSHORE DR'])}`, 0]), row([r.pick(['SARASOTA, FL 34236', 'NAPLES, FL 34102', 'TAMPA, FL 33606']), 0]), blank(),
    ...table([['PLATE', 0], ['YEAR', 0.18], ['MAKE', 0.28], ['MODEL', 0.45], ['CURRENT EXPIRATION', 0.7]], [[plate, String(v.year), v.make.toUpperCase(), v.model.toUpperCase(), mdy(expiry)]]),
    pair('VIN', v.vin, 0, 0.25), blank(),
    pair('RENEWAL FEE', usd(cents(r, 45, 95)), 0, 0.25), pair('RENEW BY', mdy(expiry), 0, 0.25), blank(),
    ...wrap('Renew online, by mail or at a tax collector office. Proof of Florida insurance is required.', 90),
  ];
  return {
    kind: 'registration', layout: 'wd14-us-fl-company-renewal', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_renewal', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), year: v.year,
      ownerName: company, expiryDate: iso(expiry),
    },
  };
}

/** A Saskatchewan certificate of registration: "Registered Owner" as "Surname, Given", "Plate" and "Expiry Date" side by side. */
function saskatchewanCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 8);
  const given = r.pick(['Brenda', 'Tyler', 'Kendra', 'Wade', 'Shauna']);
  const family = r.pick(['Kowalchuk', 'Friesen', 'Lavallee', 'Dueck', 'Halvorson']);
  const plate = `${D(r)}${D(r)}${D(r)} ${L(r)}${L(r)}${L(r)}`;
  const issued = makeDay(r, 2025, 2026);
  const expiry = addDays(addMonths(issued, 12), -1);
  const rows: Row[] = [
    title('Prairie Licensing Office - Saskatchewan', 12), title('Certificate of Registration', 13), blank(),
    row(['Plate', 0], ['Class', 0.25], ['Effective Date', 0.45], ['Expiry Date', 0.72]), row([plate, 0], ['PV', 0.25], [ymd(issued, '-'), 0.45], [ymd(expiry, '-'), 0.72]), blank(),
    pair('Registered Owner', `${family}, ${given}`, 0, 0.3), pair('Address', `Box ${r.int(10, 999)}, ${r.pick(['Swift Current', 'Yorkton', 'Moose Jaw'])} SK`, 0, 0.3), blank(),
    pair('Year', String(v.year), 0, 0.3), pair('Make', v.make, 0, 0.3), pair('Model', v.model, 0, 0.3), pair('VIN', v.vin, 0, 0.3),
  ];
  return {
    kind: 'registration', layout: 'wd14-ca-sk-certificate', page: 'letter', font: 'serif', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year,
      ownerName: `${given} ${family}`, expiryDate: iso(expiry),
    },
  };
}

/** An international motor insurance card (green card) in English: numbered boxes, the insurer a brand over its legal name. */
function greenCardBrandLegal(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'nl');
  const brand = r.pick(['Zeeland Direct', 'Waddenpolis', 'Dijkwacht']);
  const legal = `${brand === 'Waddenpolis' ? 'Wadden' : brand.split(' ')[0]} Schadeverzekeringen N.V.`;
  const plate = plateOf(r, 'nl');
  const policy = `${r.int(10, 99)}.${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title('INTERNATIONAL MOTOR INSURANCE CARD', 12), row(['GREEN CARD', 0]), blank(),
    row(['1. Valid from', 0], [dmy(start), 0.2], ['to', 0.45], [dmy(end), 0.52], ['(both dates inclusive)', 0.72]),
    row(['2. Code of country / insurer', 0], ['NL / 0' + String(r.int(100, 999)), 0.35], ['Number', 0.6], [policy, 0.72]), blank(),
    pair('3. Registration No.', plate, 0, 0.35), pair('4. Category', 'A', 0, 0.35), pair('5. Make of vehicle', v.make.toUpperCase(), 0, 0.35), blank(),
    row(['8. Name and address of the policyholder', 0]), row([`${p.given} ${p.family}`, 0.04]), row([`${p.street}, ${p.postcode} ${p.town}`, 0.04]), blank(),
    row(['9. This card has been issued by', 0]), row([brand, 0.04]), row([`${legal}, Postbus ${r.int(100, 9999)}, ${r.pick(['Middelburg', 'Leeuwarden', 'Zwolle'])}`, 0.04]),
  ];
  return {
    kind: 'insurance', layout: 'wd14-green-card-brand-legal', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A UK certificate of motor insurance issued under a brand, "a trading name of ... Insurance Company Limited". */
function ukCertificateTradingName(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'uk');
  const brand = r.pick(['Larkspur Motor', 'Kestrel Cover', 'Bluebell Drive']);
  const legal = `${brand.split(' ')[0]} ${r.pick(['Insurance Company Limited', 'General Insurance plc'])}`;
  const plate = plateOf(r, 'uk');
  const policy = `${L(r)}${L(r)}${L(r)}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title(brand, 18), title('Certificate of Motor Insurance', 13), blank(),
    pair('Certificate number', `${r.int(100000, 999999)}/${r.int(1, 9)}`, 0, 0.6), pair('Policy number', policy, 0, 0.6), blank(),
    pair('1. Registration mark of vehicle', plate, 0, 0.6), pair('   Make and model', `${v.make} ${v.model}`, 0, 0.6), pair('2. Name of policyholder', `${p.family.toUpperCase()}, ${p.given}`, 0, 0.6),
    pair('3. Effective date of the commencement of insurance', `00:01 ${dmy(start)}`, 0, 0.6), pair('4. Date of expiry of insurance', `23:59 ${dmy(end)}`, 0, 0.6),
    pair('5. Persons entitled to drive', 'The policyholder', 0, 0.6), pair('6. Limitations as to use', 'Social, domestic and pleasure', 0, 0.6), blank(),
    ...wrap(`I hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law. ${brand} is a trading name of ${legal}, authorised insurer.`, 92),
  ];
  return {
    kind: 'insurance', layout: 'wd14-uk-certificate-trading-name', page: 'a4', font: 'serif', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family.toUpperCase()}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A US declarations page of four vehicles in blocks, "underwritten by" a casualty company under the brand. */
function usDeclarationsFourVehicles(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naDevVehicle(r, c.n + 1), naDevVehicle(r, c.n + 2), naDevVehicle(r, c.n + 4), naDevVehicle(r, c.n + 6)];
  const p = makePerson(r);
  const brand = r.pick(['Lakeshore Auto', 'Tallgrass Insurance', 'Bayou State Auto']);
  const legal = `${brand.split(' ')[0]} ${r.pick(['Mutual Casualty Company', 'Indemnity Company', 'Property and Casualty Insurance Company'])}`;
  const policy = `${r.int(100, 999)} ${r.int(1000, 9999)} ${r.int(100, 999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const premium = cents(r, 1400, 3600);
  const rows: Row[] = [
    title(brand, 16), row([`Underwritten by ${legal}`, 0]), title('Auto Policy Declarations', 12), blank(),
    pair('Policy Number', policy, 0, 0.3), pair('Policy Period', `${mdy(start)} to ${mdy(end)} 12:01 AM`, 0, 0.3),
    pair('Named Insured', p.name, 0, 0.3), pair('Address', `${p.street}, ${p.cityLine}`, 0, 0.3), blank(),
    ...cars.flatMap((v, i) => [row([`Vehicle ${i + 1}: ${v.year} ${v.make} ${v.model}`, 0], [`VIN: ${v.vin}`, 0.5])]), blank(),
    ...table([['Coverage', 0], ['Limits', 0.45], ['Premium', 0.75]], [['Liability', '$100,000/$300,000', usd(round2(premium * 0.6))], ['Collision', '$500 deductible', usd(round2(premium - round2(premium * 0.6)))]]),
    pair('Total 6-Month Policy Premium', usd(premium), 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd14-us-declarations-4-vehicles', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: cars[0].vin, make: cars[0].make, model: cars[0].model, year: cars[0].year,
      ownerName: p.name, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
      additionalVins: [cars[1].vin, cars[2].vin, cars[3].vin],
    },
  };
}

/** A New Brunswick liability insurance card listing two vehicles in a table; the first is the card's. */
function newBrunswickTwoVehicleCard(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naDevVehicle(r, c.n + 3), naDevVehicle(r, c.n + 5)];
  const given = r.pick(['Chantal', 'Roger', 'Monique', 'Gilles', 'Nadine']);
  const family = r.pick(['LEBLANC', 'CORMIER', 'GALLANT', 'THERIAULT', 'ROBICHAUD']);
  const brand = r.pick(['Fundy Coast Insurance', 'Acadie Mutuelle', 'Miramichi General']);
  const policy = `NB-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rows: Row[] = [
    title('NEW BRUNSWICK LIABILITY INSURANCE CARD', 12), row(['Carte d\'assurance responsabilité automobile', 0]), blank(),
    pair('Insurer / Assureur', brand, 0, 0.45), pair('Policy No. / Police n°', policy, 0, 0.45),
    pair('Effective / En vigueur', ymd(start, '-'), 0, 0.45), pair('Expiry / Expiration', ymd(end, '-'), 0, 0.45), blank(),
    pair('Name of insured / Nom de l\'assuré', `${family}, ${given}`, 0, 0.45), blank(),
    ...table([['Year', 0], ['Make', 0.12], ['Model', 0.32], ['Serial No. / VIN', 0.55]], cars.map((v) => [String(v.year), v.make, v.model, v.vin])),
  ];
  return {
    kind: 'insurance', layout: 'wd14-ca-nb-two-vehicle-card', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: cars[0].vin, make: cars[0].make, model: cars[0].model, year: cars[0].year,
      ownerName: `${given} ${family}`, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
      additionalVins: [cars[1].vin],
    },
  };
}

/** A US commercial auto renewal notice to a company: the current and the renewal premium, the renewal period. */
function usCompanyRenewalNotice(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 7);
  const company = r.pick(['Redtail Landscaping LLC', 'Copper Kettle Catering Inc.', 'Northgate Electric Co.']);
  const brand = r.pick(['Cobalt Commercial', 'Ironbridge Business Auto', 'Sagebrush Fleet']);
  const legal = `${brand.split(' ')[0]} ${r.pick(['Indemnity Company', 'Casualty Insurance Company'])}`;
  const policy = `CA ${r.int(1000000, 9999999)}-${r.int(10, 99)}`;
  const start = makeDay(r, 2026, 2026);
  const end = addMonths(start, 12);
  const current = cents(r, 1800, 4200);
  const renewal = round2(current + cents(r, 40, 400));
  const rows: Row[] = [
    title(brand, 16), title('Commercial Auto Renewal Notice', 12), blank(),
    row([company, 0]), row([`Attn: Fleet Manager`, 0]), blank(),
    pair('Policy number', policy, 0, 0.35), pair('Renewal period', `${mdy(start)} - ${mdy(end)}`, 0, 0.35),
    pair('Covered auto', `${v.year} ${v.make} ${v.model}`, 0, 0.35), pair('VIN', v.vin, 0, 0.35), blank(),
    pair('Current annual premium', usd(current), 0, 0.55), pair('Renewal annual premium', usd(renewal), 0, 0.55), blank(),
    ...wrap(`Coverage is provided by ${legal}. To keep your coverage in force, pay the renewal premium by ${mdy(addDays(start, -1))}.`, 90),
  ];
  return {
    kind: 'insurance', layout: 'wd14-us-company-renewal-notice', page: 'letter', font: 'serif', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, make: v.make, model: v.model, year: v.year,
      ownerName: company, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: renewal,
    },
  };
}

/** A Spanish certificado de seguro: the insurer a brand beside "..., Seguros y Reaseguros, S.A.", the holder "APELLIDOS, Nombre". */
function spanishCertificadoMarca(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'es');
  const second = r.pick(['RUIZ', 'MORENO', 'NAVARRO', 'ORTEGA']);
  const brand = r.pick(['Segurauto', 'Vela Directo', 'Mutua del Ebro']);
  const legal = `${brand === 'Mutua del Ebro' ? 'Mutua del Ebro, Mutualidad de Seguros' : `${brand} Seguros y Reaseguros, S.A.`}`;
  const plate = plateOf(r, 'es');
  const policy = `${r.int(100, 999)}/${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rows: Row[] = [
    title(brand.toUpperCase(), 18), title('CERTIFICADO DE SEGURO DEL AUTOMÓVIL', 11), blank(),
    pair('Entidad aseguradora', legal, 0, 0.32), pair('Número de póliza', policy, 0, 0.32),
    pair('Tomador', `${p.family.toUpperCase()} ${second}, ${p.given}`, 0, 0.32), blank(),
    pair('Matrícula', plate, 0, 0.32), pair('Marca y modelo', `${v.make} ${v.model}`, 0, 0.32), blank(),
    pair('Fecha de efecto', dmy(start), 0, 0.32), pair('Fecha de vencimiento', dmy(end), 0, 0.32), blank(),
    ...wrap('Este certificado acredita la vigencia del seguro obligatorio de responsabilidad civil del vehículo descrito.', 92),
  ];
  return {
    kind: 'insurance', layout: 'wd14-es-certificado-marca', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family.toUpperCase()} ${second}`, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A French multi-vehicle schedule ("conditions particulières flotte"): three vehicles with plate and serial number. */
function frenchFleetSchedule(c: Ctx): DocContent {
  const { r } = c;
  const cars = [euDevVehicle(r, c.n + 1), euDevVehicle(r, c.n + 3), euDevVehicle(r, c.n + 5)];
  const plates = cars.map(() => plateOf(r, 'fr'));
  const company = r.pick(['SARL Boulangerie Vernier', 'SAS Transports Mercier', 'EURL Jardins de Loire']);
  const brand = r.pick(['Armorique Assurances', 'Mutuelle des Volcans', 'Garonne Assurance']);
  const policy = `FL ${r.int(100000, 999999)} ${L(r)}`;
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = addDays(addMonths(start, 12), -1);
  const premium = cents(r, 2100, 5200);
  const rows: Row[] = [
    title(brand, 16), title('CONDITIONS PARTICULIÈRES - CONTRAT FLOTTE AUTOMOBILE', 11), blank(),
    pair('Souscripteur', company, 0, 0.32), pair('N° de contrat', policy, 0, 0.32),
    pair('Période', `du ${dmy(start)} au ${dmy(end)}`, 0, 0.32), blank(),
    ...table([['Véhicule', 0], ['Immatriculation', 0.3], ['N° de série', 0.52]], cars.map((v, i) => [`${v.make} ${v.model}`, plates[i], v.vin])), blank(),
    pair('Cotisation annuelle TTC', `${moneyIn(premium, 'fr')} €`, 0, 0.55),
  ];
  return {
    kind: 'insurance', layout: 'wd14-fr-fleet-schedule', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: cars[0].vin, plateNumber: plates[0], make: cars[0].make, model: cars[0].model,
      ownerName: company, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
      additionalVins: [cars[1].vin, cars[2].vin],
    },
  };
}

export const WORLD_DEV_14_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wd14-hu-forgalmi', part: 'dev', build: hungarianForgalmi },
  { kind: 'registration', name: 'wd14-ro-company-owner', part: 'dev', build: romanianCompanyOwner },
  { kind: 'registration', name: 'wd14-hr-prometna', part: 'dev', build: croatianPrometna },
  { kind: 'registration', name: 'wd14-sk-osvedcenie', part: 'dev', build: slovakOsvedcenie },
  { kind: 'registration', name: 'wd14-ee-tunnistus', part: 'dev', build: estonianTunnistus },
  { kind: 'registration', name: 'wd14-us-ny-registration', part: 'dev', build: newYorkRegistration },
  { kind: 'registration', name: 'wd14-us-fl-company-renewal', part: 'dev', build: floridaCompanyRenewal },
  { kind: 'registration', name: 'wd14-ca-sk-certificate', part: 'dev', build: saskatchewanCertificate },
  { kind: 'insurance', name: 'wd14-green-card-brand-legal', part: 'dev', build: greenCardBrandLegal },
  { kind: 'insurance', name: 'wd14-uk-certificate-trading-name', part: 'dev', build: ukCertificateTradingName },
  { kind: 'insurance', name: 'wd14-us-declarations-4-vehicles', part: 'dev', build: usDeclarationsFourVehicles },
  { kind: 'insurance', name: 'wd14-ca-nb-two-vehicle-card', part: 'dev', build: newBrunswickTwoVehicleCard },
  { kind: 'insurance', name: 'wd14-us-company-renewal-notice', part: 'dev', build: usCompanyRenewalNotice },
  { kind: 'insurance', name: 'wd14-es-certificado-marca', part: 'dev', build: spanishCertificadoMarca },
  { kind: 'insurance', name: 'wd14-fr-fleet-schedule', part: 'dev', build: frenchFleetSchedule },
];
