/**
 * The third held-back world set (issue 22, fifth round), written blind after that round's tuning and before any
 * reading of it, from the author's idea of documents owners bring that no earlier set holds: certificates laid out
 * as code grids, two-column code lists and caption tables, a Portuguese certificate, a Texas registration receipt, a
 * German premium invoice on two pages, a French insurance memo card, an Italian expiry notice with gross and net
 * premiums, a US declarations page of three cars, an Ontario renewal, Spanish, Dutch and Italian workshop papers and
 * a British quick-fit receipt. Never tuned on; its misses are never listed.
 */
import { addDays, addMonths, iso, makeDay, makePerson, round2, type Day } from '../data';
import { blank, boxedFields, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import {
  COLOUR_WORDS, dateIn, euHeldBack3Vehicle, kmIn, makeEuPerson, moneyIn, naHeldBack3Vehicle, phoneOf, plateOf, streetLine, townLine,
} from '../world-data';

const LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];
const pad2 = (n: number) => String(n).padStart(2, '0');
const usDate = (d: Day) => `${pad2(d.m)}/${pad2(d.d)}/${d.y}`;
const sum = (items: [string, number][]) => round2(items.reduce((n, [, x]) => n + x, 0));

/** A German Zulassungsbescheinigung Teil I printed as a grid: code, value, code, value on each line, no captions. */
function germanCodeGrid(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const first = makeDay(r, v.year, v.year);
  const current = addDays(first, r.int(60, 1500));
  const rows: Row[] = [
    title('ZULASSUNGSBESCHEINIGUNG TEIL I', 13), row(['Europäische Gemeinschaft - Bundesrepublik Deutschland', 0]), blank(),
    row(['A', 0], [plate, 0.06], ['2.1', 0.5], [String(r.int(1000, 9999)), 0.57]),
    row(['B', 0], [dateIn('de', first, true), 0.06], ['2.2', 0.5], [`${r.pick(LETTERS)}${r.pick(LETTERS)}${r.int(100, 999)}`, 0.57]),
    row(['I', 0], [dateIn('de', current, true), 0.06], ['J', 0.5], ['M1', 0.57]),
    row(['C.1.1', 0], [p.family.toUpperCase(), 0.06]),
    row(['C.1.2', 0], [p.given.toUpperCase(), 0.06]),
    row(['C.1.3', 0], [`${streetLine(p, 'de').toUpperCase()}, ${townLine(p, 'de').toUpperCase()}`, 0.06]),
    row(['D.1', 0], [v.make.toUpperCase(), 0.06], ['P.1', 0.5], [String(r.int(999, 1984)), 0.57]),
    row(['D.2', 0], [v.vin.slice(3, 8), 0.06], ['P.3', 0.5], [r.pick(['BENZIN', 'DIESEL', 'HYBR B/E']), 0.57]),
    row(['D.3', 0], [v.model.toUpperCase(), 0.06], ['R', 0.5], [COLOUR_WORDS.de[v.color].toUpperCase(), 0.57]),
    row(['E', 0], [v.vin, 0.06], ['S.1', 0.5], ['5', 0.57]),
    blank(), row([`Zulassungsbehörde ${p.town}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'wh3-de-code-grid', page: 'a4', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), color: COLOUR_WORDS.de[v.color].toUpperCase(), expiryDate: null,
    },
  };
}

/** A French certificate in two code columns side by side (holder left, vehicle right), no captions. */
function frenchTwoColumns(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const first = makeDay(r, v.year, v.year);
  const holder = `${p.family.toUpperCase()} ${p.given.toUpperCase()}`;
  const rows: Row[] = [
    title("CERTIFICAT D'IMMATRICULATION", 13), row(['RÉPUBLIQUE FRANÇAISE', 0]), blank(),
    row(['A', 0], [plate, 0.05], ['D.1', 0.5], [v.make.toUpperCase(), 0.57]),
    row(['B', 0], [dateIn('fr', first, true), 0.05], ['D.2', 0.5], [`${v.vin.slice(3, 7)}${r.int(100, 999)}`, 0.57]),
    row(['C.1', 0], [holder, 0.05], ['D.3', 0.5], [v.model.toUpperCase(), 0.57]),
    row(['C.3', 0], [`${streetLine(p, 'fr').toUpperCase()}`, 0.05], ['E', 0.5], [v.vin, 0.57]),
    row(['', 0], [townLine(p, 'fr').toUpperCase(), 0.05], ['F.2', 0.5], [String(r.int(1500, 2200)), 0.57]),
    row(['I', 0], [dateIn('fr', addDays(first, r.int(10, 800)), true), 0.05], ['J.1', 0.5], ['VP', 0.57]),
    row(['X.1', 0], [`VOIR CONTRÔLE TECHNIQUE`, 0.05], ['P.3', 0.5], [r.pick(['ES', 'GO', 'EH']), 0.57]),
  ];
  return {
    kind: 'registration', layout: 'wh3-fr-two-columns', page: 'a4', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: holder, expiryDate: null,
    },
  };
}

/** A Spanish permiso de circulación as caption: value lines, the holder's full name on one line. */
function spanishPermitLines(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'es');
  const plate = plateOf(r, 'es');
  const first = makeDay(r, v.year, v.year);
  const holder = `${p.given} ${p.family}`.toUpperCase();
  const rows: Row[] = [
    title('REINO DE ESPAÑA', 12), title('PERMISO DE CIRCULACIÓN', 14), blank(),
    pair('(A) Matrícula:', plate, 0, 0.42), pair('(B) Fecha de primera matriculación:', dateIn('es', first, true), 0, 0.42),
    pair('(C.1.1) Nombre y apellidos del titular:', holder, 0, 0.42), pair('(C.1.3) Domicilio:', `${streetLine(p, 'es').toUpperCase()}`, 0, 0.42),
    pair('', townLine(p, 'es').toUpperCase(), 0, 0.42), pair('(D.1) Marca:', v.make.toUpperCase(), 0, 0.42), pair('(D.3) Modelo:', v.model.toUpperCase(), 0, 0.42),
    pair('(E) Número de identificación:', v.vin, 0, 0.42), pair('(I) Fecha de expedición:', dateIn('es', addDays(first, r.int(2, 30)), true), 0, 0.42),
    blank(), ...wrap('El titular está obligado a comunicar a la Jefatura de Tráfico cualquier cambio de domicilio.', 88),
  ];
  return {
    kind: 'registration', layout: 'wh3-es-permiso-lines', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: holder, expiryDate: null,
    },
  };
}

/** An Italian carta di circolazione in boxes, the owner as one name under C.2. */
function italianCartaBoxes(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const first = makeDay(r, v.year, v.year);
  const owner = `${p.family} ${p.given}`.toUpperCase();
  const rows: Row[] = [
    title('CARTA DI CIRCOLAZIONE', 14), row(['Ministero delle Infrastrutture e della Mobilità Sostenibili', 0]), blank(),
    ...boxedFields([{ label: 'A', value: plate, x: 0 }, { label: 'B', value: dateIn('it', first, true), x: 0.3 }, { label: 'I', value: dateIn('it', addDays(first, r.int(1, 40)), true), x: 0.6 }]),
    ...boxedFields([{ label: 'C.2 Proprietario', value: owner, x: 0 }]),
    ...boxedFields([{ label: 'C.3 Residenza', value: `${streetLine(p, 'it').toUpperCase()} - ${townLine(p, 'it').toUpperCase()}`, x: 0 }]),
    ...boxedFields([{ label: 'D.1 Fabbrica', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Denominazione', value: v.model.toUpperCase(), x: 0.5 }]),
    ...boxedFields([{ label: 'E Telaio', value: v.vin, x: 0 }, { label: 'R Colore', value: COLOUR_WORDS.it[v.color].toUpperCase(), x: 0.6 }]),
  ];
  return {
    kind: 'registration', layout: 'wh3-it-carta-boxes', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: owner, color: COLOUR_WORDS.it[v.color].toUpperCase(), expiryDate: null,
    },
  };
}

/** A Dutch registration extract from the RDW site: Dutch captions only, no codes, no holder. */
function dutchRdwExtract(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 4);
  const plate = plateOf(r, 'nl');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Uittreksel kentekenregistratie', 14), row(['RDW - Dienst Wegverkeer', 0]), blank(),
    pair('Kenteken', plate, 0, 0.4), pair('Merk', v.make.toUpperCase(), 0, 0.4), pair('Handelsbenaming', v.model.toUpperCase(), 0, 0.4),
    pair('Voertuigidentificatienummer', v.vin, 0, 0.4), pair('Datum eerste toelating', dateIn('nl', first, true), 0, 0.4),
    pair('Datum tenaamstelling', dateIn('nl', addDays(first, r.int(100, 900)), true), 0, 0.4), pair('Eerste kleur', COLOUR_WORDS.nl[v.color].toUpperCase(), 0, 0.4),
    pair('Vervaldatum APK', dateIn('nl', makeDay(r, 2026, 2027), true), 0, 0.4), blank(),
    ...wrap('Aan dit uittreksel kunnen geen rechten worden ontleend.', 80),
  ];
  return {
    kind: 'registration', layout: 'wh3-nl-rdw-extract', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), color: COLOUR_WORDS.nl[v.color].toUpperCase(), expiryDate: null,
    },
  };
}

/** A UK V5C's vehicle section as a table: captions across, the values under them; the keeper in a box above. */
function ukV5cTable(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Vehicle Registration Certificate V5C', 13), row(['DVLA Swansea SA99 1BA', 0]), blank(),
    ...boxedFields([{ label: 'Registered keeper', value: `${p.given} ${p.family}`, x: 0 }, { label: 'Date of acquisition', value: dateIn('uk', addDays(first, r.int(30, 900)), true), x: 0.55 }]),
    row([`${streetLine(p, 'uk')}, ${townLine(p, 'uk')}`, 0]), blank(),
    ...table([['Registration number', 0], ['Make', 0.28], ['Model', 0.48], ['Colour', 0.72]], [[plate, v.make.toUpperCase(), v.model.toUpperCase(), v.color.toUpperCase()]]), blank(),
    pair('VIN/Chassis/Frame number', v.vin, 0, 0.4), pair('Date of first registration', dateIn('uk', first, false), 0, 0.4),
    pair('Type of fuel', r.pick(['PETROL', 'DIESEL', 'HYBRID ELECTRIC']), 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wh3-uk-v5c-table', page: 'a4', font: 'serif', rows, region: 'uk',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`, color: v.color.toUpperCase(), expiryDate: null,
    },
  };
}

/** A Portuguese certificado de matrícula with the harmonised codes and Portuguese captions. */
function portugueseCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 6);
  const given = r.pick(['João', 'Ana', 'Miguel', 'Beatriz', 'Tiago']);
  const family = r.pick(['Silva', 'Ferreira', 'Costa', 'Oliveira', 'Santos']);
  const plate = `${pad2(r.int(10, 99))}-${r.pick(LETTERS)}${r.pick(LETTERS)}-${pad2(r.int(10, 99))}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('CERTIFICADO DE MATRÍCULA', 14), row(['República Portuguesa - IMT', 0]), blank(),
    ...boxedFields([{ label: 'A Matrícula', value: plate, x: 0 }, { label: 'B Data da 1.ª matrícula', value: `${pad2(first.d)}-${pad2(first.m)}-${first.y}`, x: 0.45 }]),
    ...boxedFields([{ label: 'C.1 Titular', value: `${given} ${family}`.toUpperCase(), x: 0 }]),
    ...boxedFields([{ label: 'D.1 Marca', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Modelo', value: v.model.toUpperCase(), x: 0.45 }]),
    ...boxedFields([{ label: 'E N.º de identificação (quadro)', value: v.vin, x: 0 }, { label: 'R Cor', value: r.pick(['CINZENTO', 'PRETO', 'BRANCO']), x: 0.65 }]),
  ];
  return {
    kind: 'registration', layout: 'wh3-pt-certificado', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${given} ${family}`.toUpperCase(), expiryDate: null,
    },
  };
}

/** A Texas registration renewal receipt: a caption row over a value row, the owner beneath. */
function texasRegistrationReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack3Vehicle(r, c.n);
  const p = makePerson(r);
  const plate = `${r.pick(LETTERS)}${r.pick(LETTERS)}${r.pick(LETTERS)}${r.int(1000, 9999)}`;
  const expiry = makeDay(r, 2026, 2027);
  const paid = addDays(expiry, -r.int(20, 60));
  const rows: Row[] = [
    title('TEXAS DEPARTMENT OF MOTOR VEHICLES', 13), row(['Vehicle Registration Renewal Receipt', 0]), blank(),
    ...table([['PLATE NO', 0], ['YEAR', 0.18], ['MAKE', 0.3], ['MODEL', 0.5], ['BODY', 0.75]], [[plate, String(v.year), v.make.toUpperCase(), v.model.toUpperCase(), r.pick(['SW', '4D', 'PK'])]]),
    blank(), pair('VEHICLE IDENTIFICATION NO', v.vin, 0, 0.42), pair('REGISTRATION EXPIRES', usDate(expiry), 0, 0.42),
    pair('DATE PAID', usDate(paid), 0, 0.42), pair('TOTAL FEES', `$${r.int(60, 120)}.${pad2(r.int(0, 99))}`, 0, 0.42), blank(),
    row(['OWNER', 0]), row([p.name.toUpperCase(), 0]), row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]),
  ];
  return {
    kind: 'registration', layout: 'wh3-us-tx-receipt', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_renewal', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A German premium invoice at the main due date on two pages: the letter, then the vehicle and the premium. */
function germanBeitragsrechnungTwoPages(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 7);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const insurer = r.pick(['HUK24', 'WGV', 'LVM']);
  const policy = `${r.int(100, 999)} ${r.int(100000, 999999)}`;
  const start = { y: r.int(2026, 2027), m: 1, d: 1 };
  const end = { y: start.y, m: 12, d: 31 };
  const haft = round2(r.int(220, 480) + r.int(0, 99) / 100);
  const kasko = round2(r.int(150, 420) + r.int(0, 99) / 100);
  const net = round2(haft + kasko);
  const tax = round2(net * 0.19);
  const total = round2(net + tax);
  const rows: Row[] = [
    title(insurer, 16), row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'de'), 0]), row([townLine(p, 'de'), 0]), blank(),
    title('Beitragsrechnung zur Hauptfälligkeit', 12),
    ...wrap(`Sehr geehrte(r) ${p.given} ${p.family}, zum ${dateIn('de', start, true)} wird Ihr Beitrag für das neue Versicherungsjahr fällig. Die Einzelheiten finden Sie auf der nächsten Seite.`, 88),
    pageBreak(),
    title('Ihre Kfz-Versicherung im Überblick', 12), blank(),
    pair('Vertragsnummer', policy, 0, 0.38), pair('Kennzeichen', plate, 0, 0.38), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.38),
    pair('Fahrzeug-Ident.-Nr.', v.vin, 0, 0.38), pair('Versicherungszeitraum', `${dateIn('de', start, true)} - ${dateIn('de', end, true)}`, 0, 0.38), blank(),
    ...table([['Sparte', 0], ['Beitrag', 0.7]], [['Kfz-Haftpflicht', `${moneyIn(haft, 'de')} EUR`], ['Vollkasko', `${moneyIn(kasko, 'de')} EUR`]]),
    pair('Nettobeitrag', `${moneyIn(net, 'de')} EUR`, 0.3, 0.7), pair('Versicherungsteuer 19 %', `${moneyIn(tax, 'de')} EUR`, 0.3, 0.7),
    pair('Gesamtbeitrag', `${moneyIn(total, 'de')} EUR`, 0.3, 0.7),
  ];
  return {
    kind: 'insurance', layout: 'wh3-de-beitragsrechnung-2p', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** A French insurance memo card (mémo véhicule assuré): insurer, contract, period, plate and make. */
function frenchMemoCard(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 8);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const insurer = r.pick(['MAIF', 'Matmut', 'GMF']);
  const contract = `${r.int(1000000, 9999999)}${r.pick(LETTERS)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title(insurer, 16), title('MÉMO VÉHICULE ASSURÉ', 12), blank(),
    pair('Souscripteur', `${p.given} ${p.family}`, 0, 0.35), pair('N° de contrat', contract, 0, 0.35),
    pair('Période de validité', `du ${dateIn('fr', start, true)} au ${dateIn('fr', end, true)}`, 0, 0.35),
    pair("N° d'immatriculation", plate, 0, 0.35), pair('Marque du véhicule', v.make.toUpperCase(), 0, 0.35), blank(),
    ...wrap('Document à conserver dans le véhicule. Il ne constitue pas une présomption de garantie.', 80),
  ];
  return {
    kind: 'insurance', layout: 'wh3-fr-memo-card', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: contract, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** An Italian expiry notice: the new term's gross premium beside its net and taxes. */
function italianAvvisoScadenza(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 9);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const insurer = r.pick(['Reale Mutua', 'Vittoria Assicurazioni', 'Cattolica']);
  const policy = `${r.int(100, 999)}/${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const net = round2(r.int(320, 780) + r.int(0, 99) / 100);
  const taxes = round2(net * 0.265);
  const gross = round2(net + taxes);
  const rows: Row[] = [
    title(insurer, 16), title('AVVISO DI SCADENZA', 12), row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'it'), 0]), row([townLine(p, 'it'), 0]), blank(),
    pair('Polizza n.', policy, 0, 0.35), pair('Targa', plate, 0, 0.35), pair('Veicolo', `${v.make} ${v.model}`, 0, 0.35),
    pair('Periodo', `dal ${dateIn('it', start, true)} al ${dateIn('it', end, true)}`, 0, 0.35), blank(),
    ...table([['Garanzia', 0], ['Premio netto', 0.45], ['Imposte', 0.62], ['Premio lordo', 0.8]], [['RC Auto', moneyIn(net, 'it'), moneyIn(taxes, 'it'), moneyIn(gross, 'it')]]), blank(),
    pair('Totale da pagare', `€ ${moneyIn(gross, 'it')}`, 0.45, 0.8),
  ];
  return {
    kind: 'insurance', layout: 'wh3-it-avviso-scadenza', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

/** A US declarations page with three cars in a table; the premium is the policy total. */
function usDeclarationsThreeCars(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naHeldBack3Vehicle(r, c.n + 1), naHeldBack3Vehicle(r, c.n + 2), naHeldBack3Vehicle(r, c.n + 3)];
  const p = makePerson(r);
  const insurer = r.pick(['Auto-Owners Insurance', 'Country Financial', 'Shelter Insurance']);
  const policy = `${r.pick(LETTERS)}${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const premiums = cars.map(() => round2(r.int(280, 690) + r.int(0, 99) / 100));
  const fee = 12;
  const total = round2(premiums.reduce((a, b) => a + b, 0) + fee);
  const rows: Row[] = [
    title(insurer, 16), title('AUTOMOBILE POLICY DECLARATIONS', 12), blank(),
    pair('Named Insured', p.name, 0, 0.3), pair('Address', `${p.street}, ${p.cityLine}`, 0, 0.3), pair('Policy Number', policy, 0, 0.3),
    pair('Policy Period', `${usDate(start)} to ${usDate(end)} 12:01 AM standard time`, 0, 0.3), blank(),
    ...table([['Veh', 0], ['Year Make Model', 0.06], ['VIN', 0.45], ['Premium', 0.82]], cars.map((car, i) => [String(i + 1), `${car.year} ${car.make} ${car.model}`, car.vin, `$${premiums[i].toFixed(2)}`])),
    blank(), pair('Policy fee', `$${fee}.00`, 0.5, 0.82), pair('Total 6-month policy premium', `$${total.toFixed(2)}`, 0.4, 0.82),
  ];
  return {
    kind: 'insurance', layout: 'wh3-us-declarations-3cars', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: cars[0].vin, make: cars[0].make, model: cars[0].model, ownerName: p.name,
      insuranceProvider: insurer.replace(/ Insurance$/, ''), policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
      additionalVins: [cars[1].vin, cars[2].vin],
    },
  };
}

/** An Ontario renewal with the current and renewal premiums in two columns. */
function ontarioRenewal(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack3Vehicle(r, c.n + 4);
  const p = makePerson(r);
  const insurer = r.pick(['Belairdirect', 'Economical', 'Co-operators']);
  const policy = `ON${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const current = round2(r.int(1400, 2600) + r.int(0, 99) / 100);
  const renewal = round2(current + r.int(40, 240));
  const rows: Row[] = [
    title(insurer, 16), title('Automobile Policy Renewal', 12), blank(),
    pair('Policyholder', p.name, 0, 0.35), pair('Policy number', policy, 0, 0.35), pair('Renewal term', `${start.y}-${pad2(start.m)}-${pad2(start.d)} to ${end.y}-${pad2(end.m)}-${pad2(end.d)}`, 0, 0.35),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.35), pair('VIN', v.vin, 0, 0.35), blank(),
    ...table([['Coverage', 0], ['Current term', 0.5], ['Renewal term', 0.75]], [
      ['Third party liability', `$${round2(current * 0.55).toFixed(2)}`, `$${round2(renewal * 0.55).toFixed(2)}`],
      ['Collision', `$${round2(current * 0.45).toFixed(2)}`, `$${round2(renewal * 0.45).toFixed(2)}`],
      ['Total annual premium', `$${current.toFixed(2)}`, `$${renewal.toFixed(2)}`],
    ]),
  ];
  return {
    kind: 'insurance', layout: 'wh3-ca-on-renewal', page: 'letter', font: 'serif', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, make: v.make, model: v.model, ownerName: p.name,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: renewal,
    },
  };
}

/** A Spanish workshop invoice: several repairs, an oil change among them. */
function spanishTallerInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 5);
  const taller = r.pick(['Talleres Hermanos Ruiz', 'Autoservicio La Rambla', 'Taller Mecánico Norte']);
  const plate = plateOf(r, 'es');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(25000, 190000);
  const items: [string, number][] = [
    ['Cambio de aceite y filtro', round2(r.int(60, 95) + 0.5)],
    ['Sustitución de discos y pastillas delanteros', round2(r.int(180, 320) + 0.4)],
    ['Revisión de niveles', 15],
  ];
  const base = sum(items);
  const iva = round2(base * 0.21);
  const total = round2(base + iva);
  const rows: Row[] = [
    title(taller, 15), row([`CIF B${r.int(10000000, 99999999)}`, 0]), row([phoneOf(r, 'es'), 0]), blank(),
    row([`FACTURA N.º ${day.y}/${r.int(100, 999)}`, 0], [`Fecha: ${dateIn('es', day, true)}`, 0.55]),
    row([`Vehículo: ${v.make} ${v.model}`, 0], [`Matrícula: ${plate}`, 0.55]), row([`Bastidor: ${v.vin}`, 0], [`Km: ${kmIn(odo, 'es')}`, 0.7]), blank(),
    ...table([['Concepto', 0], ['Importe', 0.78]], items.map(([name, x]) => [name, `${moneyIn(x, 'es')} €`])), blank(),
    pair('Base imponible', `${moneyIn(base, 'es')} €`, 0.45, 0.78), pair('IVA 21 %', `${moneyIn(iva, 'es')} €`, 0.45, 0.78), pair('TOTAL FACTURA', `${moneyIn(total, 'es')} €`, 0.45, 0.78),
  ];
  return {
    kind: 'service', layout: 'wh3-es-taller-factura', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: taller, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** A Dutch workshop invoice on two pages: the work on page 1, the totals on page 2. */
function dutchInvoiceTwoPages(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 6);
  const garage = r.pick(['Autobedrijf Van Leeuwen', 'Garage De Brug', 'Autoservice Smit']);
  const plate = plateOf(r, 'nl');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(30000, 210000);
  const items: [string, number][] = [
    ['Remblokken achter vervangen', round2(r.int(140, 230) + 0.5)],
    ['Distributieriem vervangen', round2(r.int(420, 690) + 0.5)],
    ['Koelvloeistof bijvullen', round2(r.int(12, 25) + 0.5)],
  ];
  const net = sum(items);
  const btw = round2(net * 0.21);
  const total = round2(net + btw);
  const rows: Row[] = [
    title(garage, 15), row([phoneOf(r, 'nl'), 0]), blank(),
    pair('Factuurnummer', `${day.y}${r.int(1000, 9999)}`, 0, 0.35), pair('Factuurdatum', dateIn('nl', day, true), 0, 0.35), pair('Kenteken', plate, 0, 0.35),
    pair('Voertuig', `${v.make} ${v.model}`, 0, 0.35), pair('Chassisnummer', v.vin, 0, 0.35), pair('Kilometerstand', kmIn(odo, 'nl'), 0, 0.35), blank(),
    ...table([['Omschrijving', 0], ['Bedrag', 0.78]], items.map(([name, x]) => [name, `€ ${moneyIn(x, 'nl')}`])),
    pageBreak(),
    row([`${garage} - factuur ${dateIn('nl', day, true)} - pagina 2`, 0]), blank(),
    pair('Subtotaal excl. BTW', `€ ${moneyIn(net, 'nl')}`, 0.4, 0.78), pair('BTW 21%', `€ ${moneyIn(btw, 'nl')}`, 0.4, 0.78), pair('Totaal te betalen', `€ ${moneyIn(total, 'nl')}`, 0.4, 0.78),
    blank(), ...wrap('Betaling binnen 14 dagen na factuurdatum.', 80),
  ];
  return {
    kind: 'service', layout: 'wh3-nl-factuur-2p', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: garage, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** An Italian oil-change till receipt (scontrino) from a service station. */
function italianScontrinoOlio(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 7);
  const shop = r.pick(['Autofficina Rapida Srl', 'Stazione Q8 Moretti', 'Norauto Milano']);
  const plate = plateOf(r, 'it');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 170000);
  const oil = round2(r.int(45, 70) + 0.9);
  const filter = 13.5;
  const total = round2(oil + filter);
  const rows: Row[] = [
    title(shop, 11), row([`P.IVA ${r.int(10000000000, 99999999999)}`, 0]), blank(), row(['DOCUMENTO COMMERCIALE', 0]), row([`Data ${dateIn('it', day, true)}`, 0]),
    row([`Targa ${plate}`, 0]), row([`${v.make} ${v.model}`, 0]), row([`Km ${kmIn(odo, 'it')}`, 0]), blank(),
    row(['Cambio olio 5W30', 0], [moneyIn(oil, 'it'), 0.72]), row(['Filtro olio', 0], [moneyIn(filter, 'it'), 0.72]), blank(),
    row(['TOTALE EURO', 0], [moneyIn(total, 'it'), 0.72]), row([`di cui IVA 22% ${moneyIn(round2(total - total / 1.22), 'it')}`, 0]), blank(),
    row([`Prossimo cambio a km ${kmIn(odo + 15000, 'it')}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wh3-it-scontrino-olio', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      // The shop without its legal form, as the corpus labels every provider (corrected in the ninth round).
      serviceProvider: shop.replace(/ Srl$/, ''), serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: odo + 15000,
    },
  };
}

/** A British quick-fit receipt for an oil and filter change, miles and VAT. */
function ukQuickFitReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack3Vehicle(r, c.n + 8);
  const shop = r.pick(['Halfords Autocentre Derby', 'National Tyres York', 'Formula One Autocentre Hull']);
  const plate = plateOf(r, 'uk');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 110000);
  const total = round2(r.int(69, 109) + 0.99);
  const rows: Row[] = [
    title(shop, 11), row([phoneOf(r, 'uk'), 0]), blank(), row([`Date ${dateIn('uk', day, true)}`, 0]), row([`Reg ${plate}`, 0]),
    row([`${v.make} ${v.model}`, 0]), row([`Mileage ${kmIn(odo, 'uk')}`, 0]), blank(),
    row(['Oil & filter change 5W-30', 0], [`£${total.toFixed(2)}`, 0.7]), row(['Total inc VAT', 0], [`£${total.toFixed(2)}`, 0.7]),
    row([`VAT 20% £${round2(total - total / 1.2).toFixed(2)}`, 0]), blank(), row(['Thank you for your custom', 0]),
  ];
  return {
    kind: 'oil', layout: 'wh3-uk-quickfit-receipt', page: 'receipt', font: 'mono', rows, region: 'uk',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total,
    },
  };
}

export const WORLD_HELD_BACK_3_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wh3-de-code-grid', part: 'held-back', build: germanCodeGrid },
  { kind: 'registration', name: 'wh3-fr-two-columns', part: 'held-back', build: frenchTwoColumns },
  { kind: 'registration', name: 'wh3-es-permiso-lines', part: 'held-back', build: spanishPermitLines },
  { kind: 'registration', name: 'wh3-it-carta-boxes', part: 'held-back', build: italianCartaBoxes },
  { kind: 'registration', name: 'wh3-nl-rdw-extract', part: 'held-back', build: dutchRdwExtract },
  { kind: 'registration', name: 'wh3-uk-v5c-table', part: 'held-back', build: ukV5cTable },
  { kind: 'registration', name: 'wh3-pt-certificado', part: 'held-back', build: portugueseCertificate },
  { kind: 'registration', name: 'wh3-us-tx-receipt', part: 'held-back', build: texasRegistrationReceipt },
  { kind: 'insurance', name: 'wh3-de-beitragsrechnung-2p', part: 'held-back', build: germanBeitragsrechnungTwoPages },
  { kind: 'insurance', name: 'wh3-fr-memo-card', part: 'held-back', build: frenchMemoCard },
  { kind: 'insurance', name: 'wh3-it-avviso-scadenza', part: 'held-back', build: italianAvvisoScadenza },
  { kind: 'insurance', name: 'wh3-us-declarations-3cars', part: 'held-back', build: usDeclarationsThreeCars },
  { kind: 'insurance', name: 'wh3-ca-on-renewal', part: 'held-back', build: ontarioRenewal },
  { kind: 'service', name: 'wh3-es-taller-factura', part: 'held-back', build: spanishTallerInvoice },
  { kind: 'service', name: 'wh3-nl-factuur-2p', part: 'held-back', build: dutchInvoiceTwoPages },
  { kind: 'oil', name: 'wh3-it-scontrino-olio', part: 'held-back', build: italianScontrinoOlio },
  { kind: 'oil', name: 'wh3-uk-quickfit-receipt', part: 'held-back', build: ukQuickFitReceipt },
];
