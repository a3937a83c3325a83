/**
 * The fourth held-back world set (issue 22, written blind after the sixth round, from the author's idea of real
 * documents and before any reading of it): a Swiss Fahrzeugausweis with its numbered fields, a French provisional
 * certificate (WW plate), a Dutch kentekencard, a Florida registration; insurance papers of insurers no list of the
 * reader names (ERGO, Thélem, ITAS Mutua, 1st Central, Northbridge, Clearcover, and invented brands), with their
 * legal names beside the brand; workshop papers in Spanish, Dutch, German, US and UK wordings that state the next
 * service's odometer. New vehicles (Astra, Kamiq, 308, Tipo, Formentor, Kuga, XC60, Aygo X; Carnival, 4Runner,
 * Passport, Blazer, Ascent, Enclave), garages and lube shops. Never tuned on; its misses are never listed.
 * Files and expected values live in bench/corpus/world-held-back-4/.
 */
import { addDays, addMonths, iso, makeDay, makePerson, round2, type Day } from '../data';
import { blank, boxedFields, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { COLOUR_WORDS, dateIn, euHeldBack4Vehicle, kmIn, makeEuPerson, moneyIn, naHeldBack4Vehicle, phoneOf, plateOf, streetLine, townLine } from '../world-data';

const cents = (r: Random, from: number, to: number) => round2(r.int(from, to) + r.int(0, 99) / 100);
const us = (day: Day) => `${String(day.m).padStart(2, '0')}/${String(day.d).padStart(2, '0')}/${day.y}`;
const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);

/** A Swiss Fahrzeugausweis: numbered fields (15 plate, 23 chassis number, 21 make and type), the holder at the top. */
function swissFahrzeugausweis(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack4Vehicle(r, c.n);
  const p = makeEuPerson(r, 'de');
  const plate = `${r.pick(['ZH', 'BE', 'LU', 'SG', 'AG'])} ${r.int(10000, 999999)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Fahrzeugausweis', 15), row(['Permis de circulation · Licenza di circolazione', 0]), row([`Strassenverkehrsamt des Kantons ${plate.slice(0, 2)}`, 0]), blank(),
    pair('Name, Vornamen', `${p.family} ${p.given}`, 0, 0.3), pair('Adresse', `${streetLine(p, 'de')}, ${p.postcode.slice(0, 4)} ${p.town}`, 0, 0.3), blank(),
    pair('15  Kontrollschild', plate, 0, 0.3), pair('21  Marke und Typ', `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.3),
    pair('23  Fahrgestell-Nr.', v.vin, 0, 0.3), pair('26  Farbe', COLOUR_WORDS.de[v.color], 0, 0.3),
    pair('36  1. Inverkehrsetzung', dateIn('de', first, true), 0, 0.3), pair('38  Ausweis ausgestellt am', dateIn('de', addDays(first, r.int(100, 1500)), true), 0, 0.3),
  ];
  return {
    kind: 'registration', layout: 'wh4-ch-fahrzeugausweis', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.family} ${p.given}`, expiryDate: null,
    },
  };
}

/** A French provisional certificate (CPI) with a WW plate, codes in a column, valid one month. */
function frenchProvisionalCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack4Vehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'fr');
  const plate = `WW-${r.int(100, 999)}-${L(r)}${L(r)}`;
  const issued = makeDay(r, 2025, 2026);
  const holder = `${p.family.toUpperCase()} ${p.given.toUpperCase()}`;
  const rows: Row[] = [
    title("CERTIFICAT PROVISOIRE D'IMMATRICULATION", 13), row(['Ministère de l\'Intérieur - ANTS', 0]), blank(),
    pair('A', plate, 0, 0.08), pair('B', dateIn('fr', makeDay(r, v.year, v.year), true), 0, 0.08), pair('C.1', holder, 0, 0.08),
    pair('C.3', `${streetLine(p, 'fr')} ${townLine(p, 'fr')}`, 0, 0.08), pair('D.1', v.make.toUpperCase(), 0, 0.08), pair('D.3', v.model.toUpperCase(), 0, 0.08),
    pair('E', v.vin, 0, 0.08), pair('I', dateIn('fr', issued, true), 0, 0.08), blank(),
    ...wrap("Ce certificat provisoire permet de circuler en attendant la réception du certificat d'immatriculation définitif.", 92),
  ];
  return {
    kind: 'registration', layout: 'wh4-fr-cpi-ww', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: holder,
    },
  };
}

/** A Dutch kentekencard: a credit-card sized card, code and short caption over each value. */
function dutchKentekencard(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack4Vehicle(r, c.n + 4);
  const plate = plateOf(r, 'nl');
  const first = makeDay(r, v.year, v.year);
  const p = makeEuPerson(r, 'nl');
  const rows: Row[] = [
    title('KENTEKENCARD', 14), row(['Koninkrijk der Nederlanden · RDW', 0]), blank(),
    ...boxedFields([{ label: 'A. Kenteken', value: plate, x: 0 }, { label: 'B. Datum eerste toelating', value: dateIn('nl', first, true), x: 0.45 }]),
    ...boxedFields([{ label: 'D.1 Merk', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Handelsbenaming', value: v.model.toUpperCase(), x: 0.45 }]),
    ...boxedFields([{ label: 'E. Voertuigidentificatienummer', value: v.vin, x: 0 }]),
    ...boxedFields([{ label: 'C.1 Tenaamstelling', value: `${p.given.charAt(0)}. ${p.family}`, x: 0 }, { label: 'I. Datum tenaamstelling', value: dateIn('nl', addDays(first, r.int(30, 900)), true), x: 0.45 }]),
  ];
  return {
    kind: 'registration', layout: 'wh4-nl-kentekencard', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), expiryDate: null,
    },
  };
}

/** A Florida registration certificate: HSMV form, decal number, expiry at the owner's birthday. */
function floridaRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack4Vehicle(r, c.n);
  const p = makePerson(r);
  const plate = `${L(r)}${L(r)}${L(r)}${L(r)}${r.int(10, 99)}`;
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('FLORIDA DEPARTMENT OF HIGHWAY SAFETY AND MOTOR VEHICLES', 11), row(['REGISTRATION CERTIFICATE', 0], ['HSMV 83399', 0.75]), blank(),
    row(['PLATE', 0], ['DECAL NO', 0.25], ['EXPIRES', 0.5], ['CLASS', 0.75]), row([plate, 0], [String(r.int(10000000, 99999999)), 0.25], [us(expiry), 0.5], ['01', 0.75]), blank(),
    row(['YEAR', 0], ['MAKE', 0.15], ['MODEL', 0.35], ['VIN', 0.55]), row([String(v.year), 0], [v.make.toUpperCase(), 0.15], [v.model.toUpperCase(), 0.35], [v.vin, 0.55]), blank(),
    row(['OWNER', 0]), row([p.name.toUpperCase(), 0]), row([p.street.toUpperCase(), 0]), row([p.cityLine.toUpperCase(), 0]),
  ];
  return {
    kind: 'registration', layout: 'wh4-fl-registration', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(),
      year: v.year, ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A German Versicherungsschein from ERGO: brand letterhead, the AG as the insurer's caption value, yearly premium with tax. */
function germanErgoPolicy(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack4Vehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const policy = `${r.int(100, 999)} ${r.int(100000, 999999)}`;
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = addMonths(start, 12);
  const premium = cents(r, 380, 1150);
  const rows: Row[] = [
    title('ERGO', 20), row(['Versicherungsschein Kfz-Versicherung', 0]), blank(),
    row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'de'), 0]), row([townLine(p, 'de'), 0]), blank(),
    pair('Versicherer', 'ERGO Versicherung AG', 0, 0.38), pair('Versicherungsscheinnummer', policy, 0, 0.38), pair('Versicherungsnehmer', `${p.given} ${p.family}`, 0, 0.38),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.38), pair('Amtl. Kennzeichen', plate, 0, 0.38), pair('Fahrzeug-Ident.-Nr.', v.vin, 0, 0.38), blank(),
    pair('Vertragsbeginn', `${dateIn('de', start, true)}, 0:00 Uhr`, 0, 0.38), pair('Ablauf', `${dateIn('de', end, true)}, 0:00 Uhr`, 0, 0.38),
    pair('Jahresbeitrag inkl. 19 % VersSt', `${moneyIn(premium, 'de')} EUR`, 0, 0.38),
  ];
  return {
    kind: 'insurance', layout: 'wh4-de-ergo-versicherungsschein', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: 'ERGO', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A French mémo from Thélem assurances: the souscripteur, the contract, the period in words. */
function frenchThelemMemo(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack4Vehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const policy = `${r.int(10, 99)}${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title('Thélem assurances', 17), row(['Votre mémo véhicule', 0]), blank(),
    pair('Souscripteur', `M. ${p.given} ${p.family}`, 0, 0.33), pair('N° de contrat', policy, 0, 0.33),
    pair('Véhicule assuré', `${v.make} ${v.model} - ${plate}`, 0, 0.33), blank(),
    ...wrap(`Votre contrat est en vigueur du ${dateIn('fr', start, false)} au ${dateIn('fr', end, false)}.`, 90), blank(),
    ...wrap('Thélem assurances, société d\'assurance mutuelle à cotisations variables, Chécy.', 92),
  ];
  return {
    kind: 'insurance', layout: 'wh4-fr-thelem-memo', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: 'Thélem', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** An Italian ITAS Mutua quietanza: contraente, polizza, scadenza, premio lordo beside the net one. */
function italianItasQuietanza(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack4Vehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const policy = `${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const net = cents(r, 300, 800);
  const gross = round2(net * 1.265);
  const rows: Row[] = [
    title('ITAS Mutua', 17), row(['Quietanza di pagamento RC Auto', 0]), blank(),
    pair('Contraente', `${p.family.toUpperCase()} ${p.given.toUpperCase()}`, 0, 0.3), pair('Polizza', policy, 0, 0.3), pair('Targa', plate, 0, 0.3),
    pair('Veicolo', `${v.make} ${v.model}`, 0, 0.3), blank(),
    pair('Effetto', dateIn('it', start, true), 0, 0.3), pair('Scadenza', dateIn('it', end, true), 0, 0.3), blank(),
    pair('Premio netto', `€ ${moneyIn(net, 'it')}`, 0, 0.3), pair('Imposte', `€ ${moneyIn(round2(gross - net), 'it')}`, 0, 0.3), pair('Premio lordo', `€ ${moneyIn(gross, 'it')}`, 0, 0.3), blank(),
    ...wrap('ITAS Mutua - Istituto Trentino-Alto Adige per Assicurazioni Società Mutua di Assicurazioni, Trento', 88),
  ];
  return {
    kind: 'insurance', layout: 'wh4-it-itas-quietanza', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.family} ${p.given}`.toUpperCase(),
      insuranceProvider: 'ITAS Mutua', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

/** A UK renewal invitation from 1st Central: last year's and this year's price, the renewal date. */
function ukFirstCentralRenewal(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack4Vehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const policy = `FC${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const last = cents(r, 420, 900);
  const price = round2(last + r.int(12, 140));
  const rows: Row[] = [
    title('1st Central', 18), blank(), row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'uk'), 0]), row([townLine(p, 'uk'), 0]), blank(),
    title('Your car insurance renewal', 13), pair('Policy number', policy, 0, 0.35), pair('Car', `${v.make} ${v.model} (${plate})`, 0, 0.35),
    pair('Renewal date', dateIn('uk', start, false), 0, 0.35), pair('Cover ends', dateIn('uk', end, false), 0, 0.35), blank(),
    pair("Last year's price", `£${moneyIn(last, 'uk')}`, 0, 0.35), pair("This year's price", `£${moneyIn(price, 'uk')}`, 0, 0.35), blank(),
    ...wrap('1st Central is a trading name of 1st Central Insurance Management Limited.', 92),
  ];
  return {
    kind: 'insurance', layout: 'wh4-uk-1stcentral-renewal', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: '1st Central', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: price,
    },
  };
}

/** An Ontario liability card from Northbridge: bilingual captions, the insurer named by its caption. */
function ontarioNorthbridgeCard(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack4Vehicle(r, c.n + 2);
  const p = makePerson(r);
  const policy = `NB${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const rows: Row[] = [
    title('ONTARIO STANDARD AUTOMOBILE POLICY', 11), row(['LIABILITY INSURANCE CARD / CARTE D\'ASSURANCE RESPONSABILITÉ', 0]), blank(),
    pair('Insurance Company / Compagnie d\'assurance', 'Northbridge General Insurance Corporation', 0, 0.45), pair('Policy Number / N° de police', policy, 0, 0.45),
    pair('Effective Date / Date d\'effet', `${start.y}/${String(start.m).padStart(2, '0')}/${String(start.d).padStart(2, '0')}`, 0, 0.45),
    pair('Expiry Date / Date d\'expiration', `${end.y}/${String(end.m).padStart(2, '0')}/${String(end.d).padStart(2, '0')}`, 0, 0.45), blank(),
    pair('Name of Insured / Nom de l\'assuré', p.name, 0, 0.45), pair('Year / Make / Model', `${v.year} ${v.make} ${v.model}`, 0, 0.45), pair('VIN / NIV', v.vin, 0, 0.45),
  ];
  return {
    kind: 'insurance', layout: 'wh4-on-northbridge-card', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      insuranceProvider: 'Northbridge', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A US ID card sheet from Clearcover listing two vehicles, the first one the card's. */
function usClearcoverCards(c: Ctx): DocContent {
  const { r } = c;
  const a = naHeldBack4Vehicle(r, c.n + 3);
  const b = naHeldBack4Vehicle(r, c.n + 4);
  const p = makePerson(r);
  const policy = `CC-${r.int(100, 999)}-${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const rows: Row[] = [
    title('clearcover', 18), title('Insurance Identification Cards', 13), blank(),
    pair('Named insured', p.name, 0, 0.3), pair('Policy #', policy, 0, 0.3), pair('Policy term', `${us(start)} - ${us(end)}`, 0, 0.3), blank(),
    ...table([['Vehicle', 0], ['VIN', 0.45]], [[`${a.year} ${a.make} ${a.model}`, a.vin], [`${b.year} ${b.make} ${b.model}`, b.vin]]), blank(),
    ...wrap('Clearcover Insurance Company, Chicago, IL. Keep this card in your vehicle.', 92),
  ];
  return {
    kind: 'insurance', layout: 'wh4-us-clearcover-cards', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', vin: a.vin, make: a.make, model: a.model, ownerName: p.name,
      insuranceProvider: 'Clearcover', policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A Spanish quick-service receipt: "Próximo cambio de aceite a los 85.000 km". */
function spanishOilReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack4Vehicle(r, c.n + 7);
  const shop = r.pick(['Talleres Hermanos Ortega', 'Autoservicio La Rambla', 'Taller Mecánico Soler']);
  const plate = plateOf(r, 'es');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 170000);
  const next = odo + r.pick([10000, 15000]);
  const net = cents(r, 55, 95);
  const total = round2(net * 1.21);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'es'), 0]), blank(), row([`Fecha: ${dateIn('es', day, true)}`, 0]), row([`Matrícula: ${plate}`, 0]),
    row([`${v.make} ${v.model}`, 0]), row([`Km: ${kmIn(odo, 'es')}`, 0]), blank(),
    row(['Aceite 5W-30 y filtro', 0], [moneyIn(net, 'es'), 0.7]), row(['IVA 21%', 0], [moneyIn(round2(total - net), 'es'), 0.7]),
    row(['TOTAL', 0], [`${moneyIn(total, 'es')} €`, 0.7]), blank(), row(['Próximo cambio de aceite', 0]), row([`a los ${kmIn(next, 'es')} km`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wh4-es-oil-proximo', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** A Dutch onderhoudsfactuur: the next service by odometer or month. */
function dutchServiceInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack4Vehicle(r, c.n + 1);
  const shop = r.pick(['Autobedrijf Hoogendoorn', 'Garagebedrijf Kuipers', 'Autoservice De Wit']);
  const plate = plateOf(r, 'nl');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 170000);
  const next = odo + 30000;
  const items: [string, number][] = [
    ['Kleine onderhoudsbeurt', cents(r, 140, 220)],
    ['Remvloeistof vervangen', cents(r, 45, 75)],
    ['Ruitenwisserbladen', cents(r, 25, 40)],
  ];
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(net * 0.21);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 15), row([phoneOf(r, 'nl'), 0]), blank(), pair('Factuurnummer', String(r.int(20000, 99999)), 0, 0.3), pair('Datum', dateIn('nl', day, true), 0, 0.3),
    pair('Kenteken', plate, 0, 0.3), pair('Voertuig', `${v.make} ${v.model}`, 0, 0.3), pair('Kilometerstand', kmIn(odo, 'nl'), 0, 0.3), blank(),
    ...table([['Omschrijving', 0], ['Bedrag', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'nl')])), blank(),
    pair('Subtotaal', moneyIn(net, 'nl'), 0.45, 0.75), pair('BTW 21%', moneyIn(vat, 'nl'), 0.45, 0.75), pair('Totaal', `€ ${moneyIn(total, 'nl')}`, 0.45, 0.75), blank(),
    row([`Volgende onderhoudsbeurt: bij ${kmIn(next, 'nl')} km of over 12 maanden`, 0]),
  ];
  return {
    kind: 'service', layout: 'wh4-nl-onderhoudsfactuur', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next,
    },
  };
}

/** A German Werkstattrechnung for brakes and tyres, the next inspection by date and odometer in a footer box. */
function germanWorkshopInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack4Vehicle(r, c.n + 2);
  const shop = r.pick(['Autohaus Sommerfeld GmbH', 'Kfz-Werkstatt Hofmann', 'Autoservice Ziegler']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 170000);
  const next = odo + 20000;
  const items: [string, number][] = [
    ['Bremsscheiben und Beläge hinten erneuert', cents(r, 220, 380)],
    ['Reifenwechsel Sommer/Winter', cents(r, 40, 70)],
    ['Scheibenwischer vorn erneuert', cents(r, 25, 45)],
  ];
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(net * 0.19);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 15), row([phoneOf(r, 'de'), 0]), blank(), pair('Rechnung Nr.', `R-${r.int(10000, 99999)}`, 0, 0.3), pair('Rechnungsdatum', dateIn('de', day, true), 0, 0.3),
    pair('Kennzeichen', plate, 0, 0.3), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.3), pair('FIN', v.vin, 0, 0.3), pair('km-Stand', kmIn(odo, 'de'), 0, 0.3), blank(),
    ...table([['Leistung', 0], ['Betrag EUR', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'de')])), blank(),
    pair('Nettobetrag', moneyIn(net, 'de'), 0.45, 0.75), pair('MwSt 19 %', moneyIn(vat, 'de'), 0.45, 0.75), pair('Rechnungsbetrag', `${moneyIn(total, 'de')} EUR`, 0.45, 0.75), blank(),
    ...boxedFields([{ label: 'Nächste Inspektion km', value: kmIn(next, 'de'), x: 0 }, { label: 'spätestens', value: dateIn('de', addMonths(day, 12), true), x: 0.4 }]),
  ];
  return {
    kind: 'service', layout: 'wh4-de-werkstattrechnung', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next,
      nextServiceDate: iso(addMonths(day, 12)),
    },
  };
}

/** A US repair order with a "Next service due" line under the totals. */
function usRepairOrder(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack4Vehicle(r, c.n + 5);
  const shop = r.pick(['Pine Hollow Automotive', 'Copper Ridge Auto Repair', 'Lakeshore Car Care']);
  const p = makePerson(r);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 150000);
  const next = odo + 5000;
  const items: [string, number][] = [
    ['Front brake pads and rotors', cents(r, 280, 460)],
    ['Cabin air filter', cents(r, 35, 60)],
    ['Tire rotation', cents(r, 25, 40)],
  ];
  const parts = round2(items.reduce((n, [, x]) => n + x, 0));
  const tax = round2(parts * 0.0725);
  const total = round2(parts + tax);
  const rows: Row[] = [
    title(shop, 15), row([phoneOf(r, 'us'), 0]), blank(), pair('Repair Order #', String(r.int(40000, 99999)), 0, 0.3), pair('Date', us(day), 0, 0.3),
    pair('Customer', p.name, 0, 0.3), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3), pair('Mileage In', odo.toLocaleString('en-US'), 0, 0.3), blank(),
    ...table([['Description', 0], ['Amount', 0.75]], items.map(([name, x]) => [name, `$${x.toFixed(2)}`])), blank(),
    pair('Sales tax', `$${tax.toFixed(2)}`, 0.45, 0.75), pair('Total', `$${total.toFixed(2)}`, 0.45, 0.75), blank(),
    row([`Next service due: ${next.toLocaleString('en-US')} miles`, 0]),
  ];
  return {
    kind: 'service', layout: 'wh4-us-repair-order', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next,
    },
  };
}

export const WORLD_HELD_BACK_4_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wh4-ch-fahrzeugausweis', part: 'held-back', build: swissFahrzeugausweis },
  { kind: 'registration', name: 'wh4-fr-cpi-ww', part: 'held-back', build: frenchProvisionalCertificate },
  { kind: 'registration', name: 'wh4-nl-kentekencard', part: 'held-back', build: dutchKentekencard },
  { kind: 'registration', name: 'wh4-fl-registration', part: 'held-back', build: floridaRegistration },
  { kind: 'insurance', name: 'wh4-de-ergo-versicherungsschein', part: 'held-back', build: germanErgoPolicy },
  { kind: 'insurance', name: 'wh4-fr-thelem-memo', part: 'held-back', build: frenchThelemMemo },
  { kind: 'insurance', name: 'wh4-it-itas-quietanza', part: 'held-back', build: italianItasQuietanza },
  { kind: 'insurance', name: 'wh4-uk-1stcentral-renewal', part: 'held-back', build: ukFirstCentralRenewal },
  { kind: 'insurance', name: 'wh4-on-northbridge-card', part: 'held-back', build: ontarioNorthbridgeCard },
  { kind: 'insurance', name: 'wh4-us-clearcover-cards', part: 'held-back', build: usClearcoverCards },
  { kind: 'oil', name: 'wh4-es-oil-proximo', part: 'held-back', build: spanishOilReceipt },
  { kind: 'service', name: 'wh4-nl-onderhoudsfactuur', part: 'held-back', build: dutchServiceInvoice },
  { kind: 'service', name: 'wh4-de-werkstattrechnung', part: 'held-back', build: germanWorkshopInvoice },
  { kind: 'service', name: 'wh4-us-repair-order', part: 'held-back', build: usRepairOrder },
];
