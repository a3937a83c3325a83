/**
 * The eleventh held-back world set (issue 22, written blind after the nineteenth round, from the author's idea of real
 * documents and before any reading of it; neither the parser nor the ninth and tenth held-back sets were read to write
 * it): a German Zulassungsbescheinigung Teil I as a grid of code boxes (the next HU beside it, no expiry), a Czech
 * osvědčení o registraci, a Finnish rekisteröintitodistus with Finnish and Swedish captions, a two-page Virginia
 * registration (a covering letter, the card on page 2), a Quebec certificat d'immatriculation in French, a Dutch
 * kentekencard (no holder printed), an Italian carta di circolazione and an Irish bilingual registration certificate;
 * an Italian polizza RCA (taxes apart, the total), Ohio declarations of three vehicles, a UK renewal (last year's and
 * this year's price), a German green card, a Michigan certificate of no-fault insurance listing three vehicles with
 * one marked, a two-page Dutch polis behind a letter, a Romanian poliță RCA and a bilingual Ontario liability card; a
 * Polish faktura VAT, a two-page UK garage invoice (totals and next service on page 2) and a Danish værkstedsfaktura;
 * a Hungarian thermal nyugta, a Texas express lube receipt and a Spanish ticket for an oil change. New vehicles, people,
 * shops and insurers. Never tuned on; its misses are never listed. Files and expected values live in
 * bench/corpus/world-held-back-11/.
 *
 * Layouts that print letters the standard PDF fonts cannot encode (č, ř, ě, ů, ł, ą, ę, ś, ż, ș, ț, ă, ő, ű) stand at
 * an index that is not a multiple of 3 and are single-page, so their text rendering is a Word or plain-text file,
 * never a text PDF.
 */
import { addDays, addMonths, iso, makeDay, round2, type Day } from '../data';
import { blank, boxedFields, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { euHeldBack11Vehicle, kmIn, moneyIn, naHeldBack11Vehicle } from '../world-data';

const cents = (r: Random, from: number, to: number) => round2(r.int(from, to) + r.int(0, 99) / 100);
const p2 = (n: number) => String(n).padStart(2, '0');
const us = (day: Day) => `${p2(day.m)}/${p2(day.d)}/${day.y}`;
const dmy = (day: Day, sep = '/') => `${p2(day.d)}${sep}${p2(day.m)}${sep}${day.y}`;
const ymd = (day: Day, sep = '-') => `${day.y}${sep}${p2(day.m)}${sep}${p2(day.d)}`;
const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));
const sum = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0));
const usd = (x: number) => `$${x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const gbp = (x: number) => `£${x.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** 1.234,56 as Germany, Italy, Spain, Denmark, Romania and the Netherlands write it. */
const dotted = (x: number) => moneyIn(x, 'de');
/** 1 234,56 as Poland, Czechia and Hungary write it. */
const spaced = (x: number) => moneyIn(x, 'fr');
/** The pool's battery-electric cars (no oil changes, electric fuel). */
const ELECTRIC = new Set(['ID.7', 'EV3', 'Inster', 'iX1', 'bZ4X', 'EX40', 'Capri', 'MG4', 'Blazer EV', 'EV9', 'Lyriq', 'Model S', 'Prologue']);
const electric = (v: { model: string }) => ELECTRIC.has(v.model);
/** An EU-pool car that takes oil: redrawn until it is not electric. */
function oilCar(r: Random, from: number) {
  for (let k = 0; ; k++) {
    const v = euHeldBack11Vehicle(r, from + k);
    if (!electric(v)) return v;
  }
}
function naOilCar(r: Random, from: number) {
  for (let k = 0; ; k++) {
    const v = naHeldBack11Vehicle(r, from + k);
    if (!electric(v)) return v;
  }
}
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longUk = (day: Day) => `${day.d} ${MONTHS_EN[day.m - 1]} ${day.y}`;
/** A period of a year: from `start` to the day before the same day a year on. */
const yearEnd = (start: Day) => addDays(addMonths(start, 12), -1);
/** The last day of the month `day` falls in. */
const monthEnd = (day: Day) => addDays(addMonths({ y: day.y, m: day.m, d: 1 }, 1), -1);

// ---------------------------------------------------------------- registrations

/** A German Zulassungsbescheinigung Teil I as a grid of code boxes, the captions small; the next HU is no expiry. */
function germanZb1Grid(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack11Vehicle(r, r.int(0, 19));
  const plate = `${r.pick(['DA', 'OF', 'KS', 'WI', 'GI', 'MR'])}-${L(r)}${r.pick(['', L(r)])} ${r.int(10, 999)}${r.pick(['', 'E'])}`;
  const given = r.pick(['Katrin', 'Matthias', 'Ute', 'Tobias', 'Heike', 'Florian']);
  const family = r.pick(['Schwarzkopf', 'Lehmann', 'Brandt', 'Vogel', 'Kästner', 'Seifert']);
  const [town, post] = r.pick([['Darmstadt', '64283'], ['Offenbach am Main', '63065'], ['Kassel', '34117'], ['Wiesbaden', '65183'], ['Gießen', '35390']]);
  const first = makeDay(r, 2019, 2024);
  const now = addDays(first, r.int(30, 1200));
  const hu = addMonths({ y: now.y, m: now.m, d: 1 }, r.pick([12, 24, 36]));
  const dot = (d: Day) => dmy(d, '.');
  const rows: Row[] = [
    row(['EUROPÄISCHE GEMEINSCHAFT', 0], ['D', 0.9]),
    title('Zulassungsbescheinigung Teil I', 15),
    row(['(Fahrzeugschein)', 0], [`Nr. ${L(r)}${L(r)}${r.int(100000, 999999)}`, 0.7]),
    blank(),
    ...boxedFields([
      { label: 'A', value: plate, x: 0 },
      { label: 'B', value: dot(first), x: 0.3 },
      { label: 'I', value: dot(now), x: 0.55 },
      { label: 'Nächste HU', value: `${p2(hu.m)}/${hu.y}`, x: 0.8 },
    ]),
    ...boxedFields([{ label: 'C.1.1', value: family.toUpperCase(), x: 0 }, { label: 'C.1.2', value: given.toUpperCase(), x: 0.5 }]),
    ...boxedFields([{ label: 'C.1.3', value: `${r.pick(['Rheinstraße', 'Eschollbrücker Straße', 'Wilhelmshöher Allee', 'Frankfurter Straße'])} ${r.int(1, 160)}, ${post} ${town}`.toUpperCase(), x: 0 }]),
    ...boxedFields([
      { label: 'D.1', value: v.make.toUpperCase(), x: 0 },
      { label: 'D.2', value: `${L(r)}${D(r)}${L(r)} / ${L(r)}${L(r)}${D(r)}${D(r)}`, x: 0.3 },
      { label: '2.1', value: String(r.int(1000, 9999)), x: 0.6 },
      { label: '2.2', value: `${L(r)}${L(r)}${L(r)}`, x: 0.8 },
    ]),
    ...boxedFields([{ label: 'D.3', value: v.model.toUpperCase(), x: 0 }, { label: 'J', value: 'M1', x: 0.5 }, { label: '4', value: 'AC LIMOUSINE', x: 0.7 }]),
    ...boxedFields([{ label: 'E', value: v.vin, x: 0 }, { label: 'P.3', value: electric(v) ? 'ELEKTR' : r.pick(['BENZIN', 'DIESEL']), x: 0.5 }, { label: 'R', value: r.pick(['GRAU', 'SCHWARZ', 'WEISS', 'BLAU']), x: 0.75 }]),
    blank(),
    { ...row(['A Amtliches Kennzeichen · B Datum der Erstzulassung · I Datum dieser Zulassung · C.1.1 Name oder Firmenname', 0]), size: 7 },
    { ...row(['C.1.2 Vorname(n) · C.1.3 Anschrift · D.1 Marke · D.2 Typ/Variante/Version · D.3 Handelsbezeichnung(en)', 0]), size: 7 },
    { ...row(['E Fahrzeug-Identifizierungsnummer · J Fahrzeugklasse · P.3 Kraftstoffart · R Farbe', 0]), size: 7 },
    blank(),
    row([`Zulassungsbehörde ${town}`, 0], [dot(now), 0.7]),
  ];
  return {
    kind: 'registration', layout: 'wh11-de-zb1-code-grid', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, vin: v.vin,
      ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/** A Czech osvědčení o registraci vozidla, část I: code, Czech caption and value on one line, two columns. */
function czechOsvedceni(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack11Vehicle(r, r.int(0, 19));
  const plate = `${r.int(1, 9)}${r.pick(['A', 'B', 'T', 'J', 'P'])}${r.int(1, 9)} ${r.int(1000, 9999)}`;
  const [given, family] = r.pick([['Jiří', 'Procházka'], ['Tereza', 'Černá'], ['Ondřej', 'Dvořák'], ['Lucie', 'Veselá'], ['Tomáš', 'Kučera'], ['Kateřina', 'Marková']]);
  const [town, post] = r.pick([['Brno', '602 00'], ['Ostrava', '702 00'], ['Plzeň', '301 00'], ['Olomouc', '779 00'], ['Liberec', '460 01']]);
  const first = makeDay(r, 2019, 2024);
  const now = addDays(first, r.int(5, 900));
  const dot = (d: Day) => `${d.d}.${d.m}.${d.y}`;
  const line = (code: string, caption: string, value: string): Row => row([code, 0], [caption, 0.09], [value, 0.5]);
  const rows: Row[] = [
    row(['ČESKÁ REPUBLIKA', 0], ['CZ', 0.9]),
    title('OSVĚDČENÍ O REGISTRACI VOZIDLA', 14),
    row(['Část I', 0], [`${L(r)}${L(r)}${L(r)} ${r.int(100000, 999999)}`, 0.7]),
    blank(),
    line('A.', 'Registrační značka vozidla', plate),
    line('B.', 'Datum první registrace vozidla', dot(first)),
    line('I.', 'Datum první registrace v ČR', dot(now)),
    blank(),
    line('C.1.1.', 'Příjmení nebo obchodní firma', family.toUpperCase()),
    line('C.1.2.', 'Jméno (jména)', given.toUpperCase()),
    line('C.1.3.', 'Adresa pobytu', `${r.pick(['Husova', 'Nádražní', 'Palackého', 'Masarykova'])} ${r.int(1, 999)}/${r.int(1, 60)}, ${post} ${town}`),
    blank(),
    line('D.1.', 'Tovární značka', v.make.toUpperCase()),
    line('D.3.', 'Obchodní označení', v.model.toUpperCase()),
    line('E.', 'Identifikační číslo vozidla (VIN)', v.vin),
    line('J.', 'Druh vozidla', 'OSOBNÍ AUTOMOBIL M1'),
    line('P.3.', 'Palivo', electric(v) ? 'ELEKTRO' : r.pick(['BA 95 B', 'NM'])),
    line('R.', 'Barva', r.pick(['ŠEDÁ', 'ČERNÁ', 'BÍLÁ', 'MODRÁ', 'ČERVENÁ'])),
    blank(),
    row([`Vydal: Magistrát města ${town === 'Plzeň' ? 'Plzně' : town}, odbor dopravy`, 0]),
  ];
  return {
    kind: 'registration', layout: 'wh11-cz-osvedceni-cast-1', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, vin: v.vin,
      ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/** A Finnish rekisteröintitodistus: Finnish and Swedish captions, the owner in surname and given-name boxes. */
function finnishRekisterointitodistus(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack11Vehicle(r, r.int(0, 19));
  const plate = `${L(r)}${L(r)}${L(r)}-${r.int(1, 999)}`;
  const given = r.pick(['Aino', 'Mikko', 'Sanna', 'Juha', 'Elina', 'Ville']);
  const family = r.pick(['Virtanen', 'Mäkinen', 'Heikkinen', 'Koskinen', 'Järvinen', 'Laaksonen']);
  const [town, post] = r.pick([['Tampere', '33100'], ['Oulu', '90100'], ['Turku', '20100'], ['Jyväskylä', '40100'], ['Kuopio', '70100']]);
  const first = makeDay(r, 2019, 2024);
  const now = addDays(first, r.int(5, 900));
  const dot = (d: Day) => `${d.d}.${d.m}.${d.y}`;
  const rows: Row[] = [
    row(['Liikenne- ja viestintävirasto Traficom', 0], ['Transport- och kommunikationsverket', 0.55]),
    title('REKISTERÖINTITODISTUS / REGISTRERINGSINTYG', 13),
    row(['Osa I / Del I', 0], [`Tulostettu / Utskriven ${dot(now)}`, 0.6]),
    blank(),
    ...boxedFields([
      { label: 'A Rekisteritunnus / Registreringstecken', value: plate, x: 0 },
      { label: 'B Ensirekisteröinti / Första registrering', value: dot(first), x: 0.5 },
    ]),
    ...boxedFields([
      { label: 'C.1.1 Sukunimi / Efternamn', value: family.toUpperCase(), x: 0 },
      { label: 'C.1.2 Etunimet / Förnamn', value: given.toUpperCase(), x: 0.5 },
    ]),
    ...boxedFields([{ label: 'C.1.3 Osoite / Adress', value: `${r.pick(['Hämeenkatu', 'Kauppakatu', 'Puistotie', 'Koulukatu'])} ${r.int(1, 60)}, ${post} ${town.toUpperCase()}`, x: 0 }]),
    ...boxedFields([
      { label: 'D.1 Merkki / Märke', value: v.make.toUpperCase(), x: 0 },
      { label: 'D.3 Kaupallinen nimi / Handelsbeteckning', value: v.model.toUpperCase(), x: 0.5 },
    ]),
    ...boxedFields([
      { label: 'E Valmistenumero / Tillverkningsnummer', value: v.vin, x: 0 },
      { label: 'P.3 Käyttövoima / Drivkraft', value: electric(v) ? 'SÄHKÖ' : r.pick(['BENSIINI', 'DIESEL']), x: 0.5 },
    ]),
    ...boxedFields([
      { label: 'J Ajoneuvoluokka / Fordonsklass', value: 'M1', x: 0 },
      { label: 'R Väri / Färg', value: r.pick(['HARMAA', 'MUSTA', 'VALKOINEN', 'SININEN']), x: 0.5 },
    ]),
    blank(),
    ...wrap('Ajoneuvovero on maksettava erillisen laskun mukaisesti. Fordonsskatten betalas enligt separat faktura.', 88),
  ];
  return {
    kind: 'registration', layout: 'wh11-fi-rekisterointitodistus', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, vin: v.vin,
      ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/** A Virginia registration in two pages: a covering letter, then the registration card with its expiry on page 2. */
function virginiaRegistrationTwoPages(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack11Vehicle(r, r.int(0, 11));
  const plate = `${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}${D(r)}`;
  const owner = `${r.pick(['MARGARET', 'DESHAWN', 'CAROLINE', 'TRAVIS', 'NADIA'])} ${r.pick(['ASHBY', 'PEMBERTON', 'CULPEPER', 'HARGIS', 'TALIAFERRO'])}`;
  const [city, zip] = r.pick([['RICHMOND', '23220'], ['ROANOKE', '24011'], ['NORFOLK', '23510'], ['LYNCHBURG', '24504'], ['FAIRFAX', '22030']]);
  const street = `${r.int(100, 9800)} ${r.pick(['MONUMENT AVE', 'GRANDIN RD', 'COLLEY AVE', 'RIVERMONT AVE', 'CHAIN BRIDGE RD'])}`;
  const issued = makeDay(r, 2025, 2026);
  const expires = monthEnd(addMonths(issued, r.pick([12, 24])));
  const fee = r.pick([40.75, 50.75, 81.5]);
  const rows: Row[] = [
    row(['COMMONWEALTH OF VIRGINIA', 0]),
    row(['DEPARTMENT OF MOTOR VEHICLES', 0], ['PO BOX 27412, RICHMOND VA 23269', 0.55]),
    blank(),
    row([owner, 0]),
    row([street, 0]),
    row([`${city} VA ${zip}`, 0]),
    blank(),
    row([`Date: ${us(issued)}`, 0]),
    blank(),
    row(['Dear Virginia Motorist:', 0]),
    ...wrap('Thank you for renewing your vehicle registration. Your registration card is printed on the next page. Detach it along the perforation and keep it in your vehicle. Place your new decal on the rear license plate.', 88),
    ...wrap('If any information on the card is wrong, contact DMV at 804-497-7100 or visit dmv.virginia.gov.', 88),
    blank(),
    row(['Amount paid', 0], [usd(fee), 0.3]),
    pageBreak(),
    title('VEHICLE REGISTRATION CARD', 14),
    row(['VIRGINIA DEPARTMENT OF MOTOR VEHICLES', 0]),
    { ...row(['PLATE NO', 0], ['DECAL NO', 0.3], ['EXPIRES', 0.6]), size: 7.5, boxes: [{ x0: -0.01, x1: 0.99, rows: 2 }], space: 4 },
    row([plate, 0], [String(r.int(10000000, 99999999)), 0.3], [us(expires), 0.6]),
    blank(),
    { ...row(['YEAR', 0], ['MAKE', 0.12], ['MODEL', 0.35], ['BODY', 0.7], ['WEIGHT', 0.82]), size: 7.5 },
    row([String(v.year), 0], [v.make.toUpperCase(), 0.12], [v.model.toUpperCase(), 0.35], [r.pick(['4D', 'SW', 'PK', 'UT']), 0.7], [String(r.int(3400, 6100)), 0.82]),
    blank(),
    { ...row(['VEHICLE IDENTIFICATION NUMBER', 0], ['TITLE NUMBER', 0.5]), size: 7.5 },
    row([v.vin, 0], [String(r.int(100000000, 999999999)), 0.5]),
    blank(),
    { ...row(['OWNER', 0]), size: 7.5 },
    row([owner, 0]),
    row([street, 0]),
    row([`${city} VA ${zip}`, 0]),
    blank(),
    row(['THIS CARD MUST BE CARRIED IN THE VEHICLE', 0]),
  ];
  return {
    kind: 'registration', layout: 'wh11-va-registration-letter-card-2p', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', plateNumber: plate, make: v.make, model: v.model, year: v.year, vin: v.vin,
      ownerName: owner, expiryDate: iso(expires),
    },
  };
}

/** A Quebec certificat d'immatriculation in French: the owner, the vehicle and its NIV; no expiry printed. */
function quebecCertificatImmatriculation(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack11Vehicle(r, r.int(0, 11));
  const plate = `${L(r)}${D(r)}${D(r)} ${L(r)}${L(r)}${L(r)}`;
  const given = r.pick(['Mélanie', 'François', 'Geneviève', 'Étienne', 'Josée', 'Mathieu']);
  const family = r.pick(['Tremblay', 'Gagnon', 'Bouchard', 'Côté', 'Pelletier', 'Lévesque']);
  const [city, post] = r.pick([['Québec', 'G1R 2J6'], ['Sherbrooke', 'J1H 1Z3'], ['Trois-Rivières', 'G9A 5H3'], ['Laval', 'H7N 3X5'], ['Gatineau', 'J8X 2K8']]);
  const issued = makeDay(r, 2025, 2026);
  const rows: Row[] = [
    row(['Société de l’assurance automobile du Québec', 0], ['SAAQ', 0.85]),
    title("CERTIFICAT D'IMMATRICULATION", 15),
    row([`Date d'émission : ${ymd(issued)}`, 0], [`No de dossier : ${r.int(1000000, 9999999)}`, 0.55]),
    blank(),
    ...boxedFields([
      { label: 'Numéro de plaque', value: plate, x: 0 },
      { label: 'Usage', value: 'PROMENADE', x: 0.35 },
      { label: 'Classe', value: 'AUTOMOBILE', x: 0.65 },
    ]),
    ...boxedFields([
      { label: 'Année', value: String(v.year), x: 0 },
      { label: 'Marque', value: v.make.toUpperCase(), x: 0.15 },
      { label: 'Modèle', value: v.model.toUpperCase(), x: 0.45 },
      { label: 'Couleur', value: r.pick(['GRIS', 'NOIR', 'BLANC', 'BLEU']), x: 0.78 },
    ]),
    ...boxedFields([{ label: "Numéro d'identification du véhicule (NIV)", value: v.vin, x: 0 }, { label: 'Masse nette', value: `${r.int(1500, 2900)} kg`, x: 0.6 }]),
    blank(),
    { ...row(['Propriétaire', 0]), bold: true },
    row([`${family.toUpperCase()}, ${given.toUpperCase()}`, 0]),
    row([`${r.int(10, 4900)}, ${r.pick(['rue Saint-Jean', 'boulevard René-Lévesque', 'rue King Ouest', 'chemin Sainte-Foy'])}`, 0]),
    row([`${city} (Québec) ${post}`, 0]),
    blank(),
    ...wrap("Ce certificat doit être conservé dans le véhicule. Les droits d'immatriculation sont payables chaque année à la date indiquée sur votre avis de paiement.", 86),
  ];
  return {
    kind: 'registration', layout: 'wh11-qc-certificat-immatriculation', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, year: v.year, vin: v.vin,
      ownerName: `${given} ${family}`,
    },
  };
}

/** A Dutch kentekencard, deel I: the codes and Dutch captions, no holder's name (the card prints none). */
function dutchKentekencard(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack11Vehicle(r, r.int(0, 19));
  const plate = r.pick([`${L(r)}-${D(r)}${D(r)}${D(r)}-${L(r)}${L(r)}`, `${D(r)}-${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}`, `${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}-${L(r)}`]);
  const first = makeDay(r, 2019, 2024);
  const named = addDays(first, r.int(5, 1100));
  const line = (code: string, caption: string, value: string): Row => row([code, 0], [caption, 0.06], [value, 0.5]);
  const rows: Row[] = [
    row(['KONINKRIJK DER NEDERLANDEN', 0], ['NL', 0.9]),
    title('KENTEKENBEWIJS', 15),
    row(['Deel I', 0], ['RDW', 0.85]),
    blank(),
    line('A.', 'Kenteken', plate),
    line('B.', 'Datum eerste toelating', dmy(first, '-')),
    line('I.', 'Datum tenaamstelling', dmy(named, '-')),
    line('D.1', 'Merk', v.make.toUpperCase()),
    line('D.3', 'Handelsbenaming', v.model.toUpperCase()),
    line('E.', 'Voertuigidentificatienummer', v.vin),
    line('J.', 'Voertuigcategorie', 'M1'),
    line('G.', 'Massa rijklaar', `${r.int(1250, 2150)} kg`),
    line('P.3', 'Brandstof', electric(v) ? 'Elektriciteit' : r.pick(['Benzine', 'Diesel'])),
    line('R.', 'Kleur', r.pick(['GRIJS', 'ZWART', 'WIT', 'BLAUW'])),
    blank(),
    row([`Documentnummer ${r.int(1000000000, 9999999999)}`, 0]),
    ...wrap('De tenaamstellingscode staat op deel II. Bewaar deel II niet in het voertuig.', 88),
  ];
  return {
    kind: 'registration', layout: 'wh11-nl-kentekencard-deel-1', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, vin: v.vin, expiryDate: null,
    },
  };
}

/** An Italian carta di circolazione (documento unico): codes with Italian captions, the last revisione is no expiry. */
function italianCartaCircolazione(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack11Vehicle(r, r.int(0, 19));
  const plate = `${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}${L(r)}${L(r)}`;
  const given = r.pick(['Alessandra', 'Davide', 'Silvia', 'Federico', 'Elisa', 'Stefano']);
  const family = r.pick(['Esposito', 'Romano', 'Conti', 'De Luca', 'Mancini', 'Lombardi']);
  const [town, cap, prov] = r.pick([['Padova', '35122', 'PD'], ['Bergamo', '24121', 'BG'], ['Napoli', '80133', 'NA'], ['Perugia', '06121', 'PG'], ['Trieste', '34121', 'TS']]);
  const first = makeDay(r, 2019, 2024);
  const revision = addMonths(first, 48);
  const rows: Row[] = [
    row(['REPUBBLICA ITALIANA', 0], ['MINISTERO DELLE INFRASTRUTTURE E DEI TRASPORTI', 0.38]),
    title('DOCUMENTO UNICO DI CIRCOLAZIONE E DI PROPRIETÀ', 13),
    row([`N. ${L(r)}${L(r)}${r.int(1000000, 9999999)}${L(r)}`, 0], [`Rilasciato il ${dmy(first)}`, 0.6]),
    blank(),
    pair('(A) Targa', plate, 0, 0.47),
    pair('(B) Data di prima immatricolazione', dmy(first), 0, 0.47),
    pair('(C.2.1) Cognome o ragione sociale', family.toUpperCase(), 0, 0.47),
    pair('(C.2.2) Nome', given.toUpperCase(), 0, 0.47),
    pair('(C.2.3) Indirizzo', `${r.pick(['VIA DANTE ALIGHIERI', 'PIAZZA CAVOUR', 'VIA XX SETTEMBRE', 'CORSO ITALIA'])} ${r.int(1, 120)} - ${cap} ${town.toUpperCase()} (${prov})`, 0, 0.47),
    pair('(D.1) Marca', v.make.toUpperCase(), 0, 0.47),
    pair('(D.2) Tipo', `${r.int(100, 999)}${L(r)}${L(r)}`, 0, 0.47),
    pair('(D.3) Denominazione commerciale', v.model.toUpperCase(), 0, 0.47),
    pair('(E) Numero di identificazione del veicolo', v.vin, 0, 0.47),
    pair('(J) Categoria', 'M1', 0, 0.47),
    pair('(P.3) Alimentazione', electric(v) ? 'ELETTRICA' : r.pick(['BENZINA', 'GASOLIO', 'BENZ/GPL']), 0, 0.47),
    pair('(R) Colore', r.pick(['GRIGIO', 'NERO', 'BIANCO', 'BLU']), 0, 0.47),
    blank(),
    { ...row(['REVISIONI', 0]), bold: true },
    row(['Prima revisione entro', 0], [`${p2(revision.m)}/${revision.y}`, 0.42]),
    blank(),
    ...wrap('Il presente documento attesta la circolazione e la proprietà del veicolo. Deve essere esibito a richiesta degli organi di polizia stradale.', 88),
  ];
  return {
    kind: 'registration', layout: 'wh11-it-documento-unico', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, vin: v.vin,
      ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/** An Irish vehicle registration certificate: Irish and English captions by their EU codes, a county plate. */
function irishRegistrationCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack11Vehicle(r, r.int(0, 19));
  const year = r.int(19, 25);
  const plate = `${year}${r.pick(['1', '2'])}-${r.pick(['D', 'C', 'G', 'KY', 'WX', 'L'])}-${r.int(100, 29999)}`;
  const name = `${r.pick(['Siobhán', 'Cian', 'Aoife', 'Darragh', 'Niamh', 'Ronan'])} ${r.pick(["O'Sullivan", 'Byrne', 'Ní Bhriain', 'Keane', 'Mac Carthaigh', 'Doherty'])}`;
  const [town, eircode] = r.pick([['Galway', 'H91 E2K3'], ['Cork', 'T12 X70A'], ['Limerick', 'V94 R6C2'], ['Kilkenny', 'R95 P2W1'], ['Sligo', 'F91 YX72']]);
  const first = makeDay(r, 2000 + year, 2000 + year);
  const line = (code: string, irish: string, english: string, value: string): Row => ({ ...row([code, 0], [irish ? `${irish} / ${english}` : '', 0.07], [value, 0.64]), size: 9.5 });
  const rows: Row[] = [
    row(['An Roinn Iompair', 0], ['Department of Transport', 0.55]),
    title('Deimhniú Clárúcháin Feithicle / Vehicle Registration Certificate', 12),
    row([`Uimhir Doiciméid / Document No. ${r.int(10000000, 99999999)}`, 0]),
    blank(),
    line('A', 'Uimhir Chláraithe', 'Registration No.', plate),
    line('B', 'Dáta an Chéadchláraithe', 'Date of First Registration', dmy(first)),
    line('C.1', 'Úinéir Cláraithe', 'Registered Owner', name.toUpperCase()),
    line('', 'Seoladh', 'Address', `${r.int(1, 90)} ${r.pick(['Main Street', 'Bóthar na Trá', 'Church Road', 'Sráid an Mhuilinn'])}`),
    line('', '', '', `${town}, ${eircode}`),
    line('D.1', 'Déantús', 'Make', v.make.toUpperCase()),
    line('D.3', 'Samhail', 'Model', v.model.toUpperCase()),
    line('E', 'Uimhir Aitheantais Feithicle', 'VIN', v.vin),
    line('P.3', 'Breosla', 'Fuel', electric(v) ? 'ELECTRIC' : r.pick(['PETROL', 'DIESEL', 'HYBRID'])),
    line('R', 'Dath', 'Colour', r.pick(['GREY', 'BLACK', 'WHITE', 'BLUE', 'RED'])),
    line('', 'Líon Úinéirí', 'No. of Owners', String(r.int(1, 3))),
    blank(),
    ...wrap('Ní cruthúnas úinéireachta é an deimhniú seo. This certificate is not proof of ownership.', 88),
  ];
  return {
    kind: 'registration', layout: 'wh11-ie-vrc-bilingual', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, vin: v.vin,
      ownerName: name, expiryDate: null,
    },
  };
}

// ---------------------------------------------------------------- insurance

/** An Italian polizza RCA: the brand over the company's legal name, net premium, taxes and the total. */
function italianPolizzaRca(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack11Vehicle(r, r.int(0, 19));
  const plate = `${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}${L(r)}${L(r)}`;
  const holder = `${r.pick(['Valentina', 'Riccardo', 'Martina', 'Andrea', 'Sara', 'Giorgio'])} ${r.pick(['Ferraro', 'Galli', 'Fontana', 'Moretti', 'Barbieri'])}`;
  const brand = r.pick(['Arcobaleno', 'Lanterna', 'Dolomia']);
  const legal = `${brand} Assicurazioni S.p.A.`;
  const start = makeDay(r, 2026, 2026);
  const end = yearEnd(start);
  const net = cents(r, 280, 760);
  const tax = round2(net * 0.125);
  const ssn = round2(net * 0.105);
  const total = sum([net, tax, ssn]);
  const number = `${r.int(100, 999)}.${r.int(1000000, 9999999)}`;
  const rows: Row[] = [
    { ...row([brand.toUpperCase(), 0]), size: 18, bold: true },
    row([legal, 0]),
    row([`Sede legale: ${r.pick(['Via Larga 12, Milano', 'Piazza Affari 3, Milano', 'Via Po 9, Torino'])} - Iscr. Albo Imprese n. 1.00${r.int(100, 199)}`, 0]),
    blank(),
    title('POLIZZA DI ASSICURAZIONE R.C. AUTO', 13),
    pair('Polizza n.', number, 0, 0.38),
    pair('Contraente', holder, 0, 0.38),
    pair('Codice fiscale', `${L(r)}${L(r)}${L(r)}${L(r)}${L(r)}${L(r)}${r.int(60, 99)}${L(r)}${r.int(10, 70)}${L(r)}${r.int(100, 999)}${L(r)}`, 0, 0.38),
    blank(),
    { ...row(['Veicolo assicurato', 0]), bold: true },
    pair('Targa', plate, 0, 0.38),
    pair('Marca e modello', `${v.make} ${v.model}`, 0, 0.38),
    pair('Telaio', v.vin, 0, 0.38),
    pair('Classe di merito CU', String(r.int(1, 14)), 0, 0.38),
    blank(),
    pair('Effetto', `dalle ore 24 del ${dmy(addDays(start, -1))}`, 0, 0.38),
    pair('Periodo di assicurazione', `dal ${dmy(start)} al ${dmy(end)}`, 0, 0.38),
    blank(),
    ...table([['Premio', 0], ['Importo', 0.7]], [
      ['Premio imponibile', `${dotted(net)} €`],
      ['Imposte (12,5%)', `${dotted(tax)} €`],
      ['Contributo SSN (10,5%)', `${dotted(ssn)} €`],
    ]),
    { ...row(['Premio totale annuo', 0], [`${dotted(total)} €`, 0.7]), bold: true },
    blank(),
    ...wrap(`${legal} - Impresa autorizzata all'esercizio delle assicurazioni. Massimali: 6.450.000 € per danni alle persone, 1.300.000 € per danni alle cose.`, 88),
  ];
  return {
    kind: 'insurance', layout: 'wh11-it-polizza-rca', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', insuranceProvider: brand, policyNumber: number, ownerName: holder, plateNumber: plate,
      make: v.make, model: v.model, vin: v.vin, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** Ohio declarations of three vehicles: the brand over the legal name, premiums per vehicle, a fee and the total. */
function ohioDeclarationsThreeCars(c: Ctx): DocContent {
  const { r } = c;
  const i = r.int(0, 11);
  const cars = [naHeldBack11Vehicle(r, i), naHeldBack11Vehicle(r, i + 4), naHeldBack11Vehicle(r, i + 7)];
  const insured = `${r.pick(['Jennifer', 'Marcus', 'Rebecca', 'Derek', 'Allison'])} ${r.pick(['Kowalczyk', 'Hutchins', 'Brubaker', 'Yoder', 'Fenwick'])}`;
  const [city, zip] = r.pick([['Dayton', '45402'], ['Akron', '44308'], ['Toledo', '43604'], ['Canton', '44702'], ['Columbus', '43215']]);
  const start = makeDay(r, 2026, 2026);
  const end = addMonths(start, 12);
  const each = cars.map(() => cents(r, 420, 1180));
  const fee = r.pick([15, 20, 25]);
  const total = sum([...each, fee]);
  const brand = r.pick(['Buckeye Harbor', 'Maumee Mutual', 'Scioto Select']);
  const legal = `${brand.split(' ')[0]} ${r.pick(['Mutual Insurance Company', 'Casualty Company'])}`;
  const number = `${r.pick(['BH', 'MM', 'SS'])}${r.int(100, 999)}-${r.int(1000000, 9999999)}`;
  const rows: Row[] = [
    { ...row([brand.toUpperCase(), 0]), size: 17, bold: true },
    row([legal, 0], [`${r.int(100, 9000)} Corporate Dr, Columbus OH 43215`, 0.55]),
    blank(),
    title('AUTOMOBILE POLICY DECLARATIONS', 13),
    pair('Policy Number', number, 0, 0.28),
    pair('Policy Period', `${us(start)} to ${us(end)} 12:01 a.m. standard time`, 0, 0.28),
    pair('Named Insured', insured, 0, 0.28),
    pair('Mailing Address', `${r.int(100, 9900)} ${r.pick(['Far Hills Ave', 'W Market St', 'Monroe St', 'Tuscarawas St W', 'N High St'])}, ${city}, OH ${zip}`, 0, 0.28),
    blank(),
    ...table(
      [['Veh', 0], ['Year Make Model', 0.06], ['VIN', 0.45], ['Use', 0.7], ['Premium', 0.84]],
      cars.map((v, k) => [String(k + 1), `${v.year} ${v.make} ${v.model}`, v.vin, r.pick(['Commute', 'Pleasure']), usd(each[k])]),
    ),
    blank(),
    row(['Coverage', 0], ['Limits', 0.35], ['Veh 1', 0.6], ['Veh 2', 0.73], ['Veh 3', 0.86]),
    row(['Bodily Injury', 0], ['$100,000/$300,000', 0.35], ['Incl', 0.6], ['Incl', 0.73], ['Incl', 0.86]),
    row(['Property Damage', 0], ['$100,000', 0.35], ['Incl', 0.6], ['Incl', 0.73], ['Incl', 0.86]),
    row(['Uninsured Motorists', 0], ['$100,000/$300,000', 0.35], ['Incl', 0.6], ['Incl', 0.73], ['Incl', 0.86]),
    row(['Collision', 0], ['$500 ded', 0.35], ['Incl', 0.6], ['Incl', 0.73], ['Not Covered', 0.86]),
    blank(),
    row(['Total Vehicle Premium', 0.4], [usd(sum(each)), 0.82]),
    row(['Ohio Policy Fee', 0.4], [usd(fee), 0.82]),
    { ...row(['Total Annual Policy Premium', 0.4], [usd(total), 0.82]), bold: true },
    blank(),
    ...wrap('This declarations page with the policy form and endorsements completes your policy. Keep it with your records.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wh11-oh-declarations-3cars', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', insuranceProvider: brand, policyNumber: number, ownerName: insured,
      vin: cars[0].vin, make: cars[0].make, model: cars[0].model, year: cars[0].year, additionalVins: [cars[1].vin, cars[2].vin],
      effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** A UK renewal invitation: the brand, its legal name beneath, last year's premium and the renewal premium with IPT. */
function ukRenewalInvitation(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack11Vehicle(r, r.int(0, 19));
  const plate = `${L(r)}${L(r)}${r.pick([19, 20, 21, 22, 23, 24, 69, 70, 71, 72, 73, 74])} ${L(r)}${L(r)}${L(r)}`;
  const given = r.pick(['Eleanor', 'Thomas', 'Grace', 'Samuel', 'Phoebe', 'Arthur']);
  const family = r.pick(['Fairbairn', 'Lockwood', 'Marsden', 'Trelawney', 'Haworth']);
  const brand = r.pick(['Harbourline', 'Bramblewood', 'Larkspur']);
  const legal = `${brand} Insurance Services Limited`;
  const start = makeDay(r, 2026, 2026);
  const end = yearEnd(start);
  const last = cents(r, 380, 820);
  const renewal = round2(last + cents(r, 30, 160));
  const number = `${brand.slice(0, 3).toUpperCase()}${r.int(1000000, 9999999)}`;
  const rows: Row[] = [
    { ...row([brand, 0]), size: 20, bold: true },
    { ...row([legal, 0]), size: 8 },
    blank(),
    row([`${given} ${family}`, 0], [dmy(addDays(start, -r.int(21, 27))), 0.78]),
    row([`${r.int(2, 140)} ${r.pick(['Ferndale Road', 'Castle Street', 'Orchard Way', 'Hawthorn Close'])}`, 0]),
    row([r.pick(['Truro TR1 2XN', 'Harrogate HG1 5QA', 'Lincoln LN2 1PF', 'Carlisle CA3 8RW']), 0]),
    blank(),
    title('Your car insurance renewal', 14),
    ...wrap(`Your policy is due for renewal on ${longUk(start)}. Please check the details below. If you pay by Direct Debit your cover will continue automatically.`, 86),
    blank(),
    pair('Policy number', number, 0, 0.4),
    pair('Policyholder', `${given} ${family}`, 0, 0.4),
    pair('Vehicle', `${v.make} ${v.model}`, 0, 0.4),
    pair('Registration', plate, 0, 0.4),
    pair('Level of cover', 'Comprehensive', 0, 0.4),
    pair('Renewal period', `${dmy(start)} to ${dmy(end)}`, 0, 0.4),
    blank(),
    ...table([['', 0], ['Last year', 0.45], ['This year', 0.7]], [
      ['Premium (including IPT)', gbp(last), gbp(renewal)],
      ['of which Insurance Premium Tax at 12%', gbp(round2((last * 12) / 112)), gbp(round2((renewal * 12) / 112))],
    ]),
    { ...row(['Total amount payable for the renewal', 0], [gbp(renewal), 0.7]), bold: true },
    blank(),
    ...wrap(`${brand} is a trading name of ${legal}, authorised and regulated by the Financial Conduct Authority. Registered in England No. ${r.int(1000000, 9999999)}.`, 90),
  ];
  return {
    kind: 'insurance', layout: 'wh11-uk-renewal-last-this-year', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', insuranceProvider: brand, policyNumber: number, ownerName: `${given} ${family}`,
      plateNumber: plate, make: v.make, model: v.model, effectiveDate: iso(start), expirationDate: iso(end), premium: renewal,
    },
  };
}

/** A German green card: numbered boxes, the card's number in box 2, the policy's own number printed apart. */
function germanGreenCard(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack11Vehicle(r, r.int(0, 19));
  const plate = `${r.pick(['BN', 'SU', 'AC', 'MS', 'BI', 'OS'])}-${L(r)}${L(r)} ${r.int(10, 9999)}`;
  const given = r.pick(['Birgit', 'Stefan', 'Claudia', 'Markus', 'Jana', 'Oliver']);
  const family = r.pick(['Kuhn', 'Roth', 'Engel', 'Franke', 'Lorenz', 'Busch']);
  const brand = r.pick(['Rheinkreuz', 'Weserland', 'Lindenhof']);
  const legal = `${brand} Versicherung AG`;
  const start = makeDay(r, 2026, 2026);
  const end = yearEnd(start);
  const policy = `${r.int(10, 99)}-${r.int(1000000, 9999999)}-${r.int(1, 9)}`;
  const dot = (d: Day) => dmy(d, '.');
  const rows: Row[] = [
    title('INTERNATIONALE VERSICHERUNGSKARTE FÜR KRAFTVERKEHR', 12),
    row(['INTERNATIONAL MOTOR INSURANCE CARD', 0], ['GRÜNE KARTE', 0.75]),
    blank(),
    row(['1. Gültig vom', 0], [dot(start), 0.18], ['bis', 0.36], [dot(end), 0.42], ['(beide Tage einschließlich)', 0.62]),
    row(['2. Land / Versicherer-Code / Nummer', 0], [`D / ${r.int(100, 999)} / ${r.int(10000000, 99999999)}`, 0.45]),
    row(['3. Amtliches Kennzeichen', 0], [plate, 0.45]),
    row(['4. Fahrzeugart', 0], ['A (Pkw)', 0.45]),
    row(['5. Marke des Fahrzeugs', 0], [v.make.toUpperCase(), 0.45]),
    blank(),
    row(['6. Geltungsbereich', 0]),
    row(['A  B  BG  CY  CZ  D  DK  E  EST  F  FIN  GB  GR  H  HR  I', 0.04]),
    row(['IRL  IS  L  LT  LV  M  N  NL  P  PL  RO  S  SK  SLO  CH', 0.04]),
    blank(),
    row(['8. Name und Anschrift des Versicherungsnehmers', 0]),
    row([`${given} ${family}`, 0.04]),
    row([`${r.pick(['Kirchgasse', 'Rosenstraße', 'Am Markt', 'Talweg'])} ${r.int(1, 80)}, ${r.pick(['53111 Bonn', '57072 Siegen', '52062 Aachen', '48143 Münster'])}`, 0.04]),
    blank(),
    row(['9. Diese Karte wurde ausgestellt von', 0]),
    { ...row([brand.toUpperCase(), 0.04]), bold: true },
    row([legal, 0.04]),
    row([`${r.pick(['Konrad-Adenauer-Platz 2', 'Domhof 7', 'Theaterwall 21'])}, ${r.pick(['50667 Köln', '28195 Bremen', '30159 Hannover'])}`, 0.04]),
    blank(),
    pair('Versicherungsschein-Nr.', policy, 0, 0.45),
  ];
  return {
    kind: 'insurance', layout: 'wh11-de-gruene-karte', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, ownerName: `${given} ${family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A Michigan certificate of no-fault insurance that lists the policy's three vehicles and marks the one it is for. */
function michiganNoFaultCertificate(c: Ctx): DocContent {
  const { r } = c;
  const i = r.int(0, 11);
  const cars = [naHeldBack11Vehicle(r, i), naHeldBack11Vehicle(r, i + 3), naHeldBack11Vehicle(r, i + 8)];
  const mine = r.int(0, 2);
  const insured = `${r.pick(['Kimberly', 'Anthony', 'Danielle', 'Gregory', 'Tamara'])} ${r.pick(['Wisniewski', 'DeVries', 'Jankowski', 'VanderMolen', 'Okafor'])}`;
  const brand = r.pick(['Great Lakes Shield', 'Huron Valley', 'Mackinac Mutual']);
  const legal = `${brand.split(' ')[0] === 'Great' ? 'Great Lakes' : brand.split(' ')[0]} ${r.pick(['Property and Casualty Company', 'Insurance Exchange'])}`;
  const start = makeDay(r, 2026, 2026);
  const end = addMonths(start, 6);
  const number = `${r.int(10, 99)}-${L(r)}${r.int(100000, 999999)}-${r.int(10, 99)}`;
  const rows: Row[] = [
    { ...row(['MICHIGAN', 0], ['CERTIFICATE OF NO-FAULT INSURANCE', 0.25]), bold: true, boxes: [{ x0: -0.01, x1: 0.99, rows: 9 }], space: 6 },
    row(['Insurer', 0], [brand.toUpperCase(), 0.2]),
    row(['', 0], [legal, 0.2], [`NAIC ${r.int(10000, 39999)}`, 0.75]),
    row(['Policy number', 0], [number, 0.2]),
    row(['Effective', 0], [us(start), 0.2], ['Expires', 0.5], [us(end), 0.62]),
    row(['Insured', 0], [insured, 0.2]),
    row(['', 0], [`${r.int(100, 9900)} ${r.pick(['Woodward Ave', 'Michigan Ave', 'Plainfield Ave NE', 'S Saginaw St'])}, ${r.pick(['Royal Oak, MI 48067', 'Lansing, MI 48933', 'Grand Rapids, MI 49505', 'Flint, MI 48502'])}`, 0.2]),
    row([`THIS CERTIFICATE IS FOR VEHICLE ${mine + 1} (MARKED X)`, 0]),
    { cells: [], space: 4 },
    ...table(
      [['', 0], ['Veh', 0.04], ['Year', 0.1], ['Make', 0.18], ['Model', 0.38], ['VIN', 0.6]],
      cars.map((v, k) => [k === mine ? 'X' : '', String(k + 1), String(v.year), v.make.toUpperCase(), v.model.toUpperCase(), v.vin]),
    ),
    blank(),
    ...wrap('This certificate must be carried in the vehicle described and shown to a police officer on request. Personal protection insurance coverage: unlimited.', 90),
    ...wrap('Agent: ' + r.pick(['Lakeshore Agency, Holland MI', 'Keweenaw Insurance Group, Marquette MI', 'Thumb Area Insurance, Bad Axe MI']), 90),
  ];
  return {
    kind: 'insurance', layout: 'wh11-mi-no-fault-certificate-3cars', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', insuranceProvider: brand, policyNumber: number, ownerName: insured,
      vin: cars[mine].vin, make: cars[mine].make, model: cars[mine].model, year: cars[mine].year,
      additionalVins: cars.filter((_, k) => k !== mine).map((v) => v.vin), effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A two-page Dutch polis: a covering letter, then the polisblad with a monthly and a yearly premium incl. tax on page 2. */
function dutchPolisTwoPages(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack11Vehicle(r, r.int(0, 19));
  const plate = r.pick([`${L(r)}-${D(r)}${D(r)}${D(r)}-${L(r)}${L(r)}`, `${D(r)}-${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}`]);
  const given = r.pick(['Marloes', 'Jeroen', 'Ilse', 'Thijs', 'Noor', 'Wouter']);
  const family = r.pick(['Hendriks', 'van Leeuwen', 'Mulder', 'de Graaf', 'Kuipers', 'Verhoeven']);
  const brand = r.pick(['Duinveld', 'Polderzeker', 'Wadland']);
  const legal = `${brand} Schadeverzekering N.V.`;
  const start = makeDay(r, 2026, 2026);
  const end = yearEnd(start);
  const monthlyNet = cents(r, 38, 96);
  const monthly = round2(monthlyNet * 1.21);
  const yearly = round2(monthly * 12);
  const number = `${r.int(100, 999)}.${r.int(100, 999)}.${r.int(100, 999)}`;
  const rows: Row[] = [
    { ...row([brand, 0]), size: 20, bold: true },
    { ...row([legal, 0]), size: 8 },
    blank(),
    row([`${given} ${family}`, 0.55]),
    row([`${r.pick(['Lindenlaan', 'Havenstraat', 'Beukenweg', 'Prinsengracht'])} ${r.int(1, 200)}`, 0.55]),
    row([r.pick(['3811 BG Amersfoort', '6511 KL Nijmegen', '8011 NT Zwolle', '4811 XJ Breda']), 0.55]),
    blank(),
    row([`Datum: ${dmy(addDays(start, -r.int(10, 30)), '-')}`, 0]),
    row(['Betreft: uw nieuwe polis autoverzekering', 0]),
    blank(),
    row([`Beste ${given} ${family},`, 0]),
    ...wrap('Hierbij ontvangt u het polisblad van uw autoverzekering. Op de volgende pagina staat wat u verzekerd heeft en wat u betaalt. Controleer de gegevens en laat het ons weten als er iets niet klopt.', 86),
    blank(),
    row(['Met vriendelijke groet,', 0]),
    row([`${brand} Klantenservice`, 0]),
    pageBreak(),
    title('POLISBLAD AUTOVERZEKERING', 14),
    pair('Polisnummer', number, 0, 0.38),
    pair('Verzekeringnemer', `${given} ${family}`, 0, 0.38),
    pair('Ingangsdatum', dmy(start, '-'), 0, 0.38),
    pair('Contractvervaldatum', dmy(end, '-'), 0, 0.38),
    blank(),
    { ...row(['Verzekerd object', 0]), bold: true },
    pair('Kenteken', plate, 0, 0.38),
    pair('Merk en type', `${v.make} ${v.model}`, 0, 0.38),
    pair('Bouwjaar', String(v.year), 0, 0.38),
    pair('Dekking', r.pick(['WA + Volledig Casco', 'WA + Beperkt Casco']), 0, 0.38),
    pair('Schadevrije jaren', String(r.int(3, 15)), 0, 0.38),
    blank(),
    pair('Premie per maand', `€ ${dotted(monthlyNet)}`, 0, 0.52),
    pair('Assurantiebelasting 21%', `€ ${dotted(round2(monthly - monthlyNet))}`, 0, 0.52),
    pair('Totaal per maand', `€ ${dotted(monthly)}`, 0, 0.52),
    { ...pair('Totaal per jaar incl. assurantiebelasting', `€ ${dotted(yearly)}`, 0, 0.52), bold: true },
    blank(),
    ...wrap(`${legal}, statutair gevestigd te ${r.pick(['Zwolle', 'Amersfoort', 'Leeuwarden'])}, KvK ${r.int(10000000, 99999999)}.`, 90),
  ];
  return {
    kind: 'insurance', layout: 'wh11-nl-polis-letter-2p', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', insuranceProvider: brand, policyNumber: number, ownerName: `${given} ${family}`,
      plateNumber: plate, make: v.make, model: v.model, year: v.year, effectiveDate: iso(start), expirationDate: iso(end), premium: yearly,
    },
  };
}

/** A Romanian poliță RCA: the brand over its legal name, the period "de la ... până la ...", the premium in lei. */
function romanianPolitaRca(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack11Vehicle(r, r.int(0, 19));
  const plate = `${r.pick(['CJ', 'B', 'SB', 'BH', 'CT', 'IS'])} ${r.int(10, 99)} ${L(r)}${L(r)}${L(r)}`;
  const given = r.pick(['Elena', 'Cristian', 'Alina', 'Bogdan', 'Roxana', 'Vlad']);
  const family = r.pick(['Popa', 'Stoica', 'Constantinescu', 'Lungu', 'Marinescu', 'Ardelean']);
  const brand = r.pick(['Carpatia', 'Sigura', 'Olt-Asig']);
  const legal = `${brand.replace('-Asig', '')} Asigurări Generale S.A.`;
  const start = makeDay(r, 2026, 2026);
  const end = yearEnd(start);
  const premium = cents(r, 640, 2400);
  const series = `RO/${r.int(10, 99)}/${L(r)}${r.int(10, 99)}/${L(r)}${L(r)}`;
  const number = String(r.int(100000000, 999999999));
  const dot = (d: Day) => dmy(d, '.');
  const rows: Row[] = [
    { ...row([brand.toUpperCase(), 0]), size: 18, bold: true },
    row([legal, 0]),
    row([`CUI RO${r.int(1000000, 9999999)}, ${r.pick(['Bd. Eroilor 14, Cluj-Napoca', 'Calea Victoriei 101, București', 'Str. Avram Iancu 7, Sibiu'])}`, 0]),
    blank(),
    title('POLIȚĂ DE ASIGURARE OBLIGATORIE RCA', 13),
    pair('Seria', series, 0, 0.38),
    pair('Nr. poliță', number, 0, 0.38),
    pair('Valabilitate', `de la ${dot(start)} până la ${dot(end)}`, 0, 0.38),
    blank(),
    { ...row(['Asigurat / Proprietar', 0]), bold: true },
    row([`${family.toUpperCase()} ${given.toUpperCase()}`, 0]),
    row([`Str. ${r.pick(['Mihai Viteazu', 'Republicii', 'Florilor', 'Unirii'])} nr. ${r.int(1, 120)}, ${r.pick(['Cluj-Napoca', 'Constanța', 'Oradea', 'Iași'])}`, 0]),
    blank(),
    { ...row(['Vehicul asigurat', 0]), bold: true },
    pair('Nr. înmatriculare', plate, 0, 0.38),
    pair('Marca / Model', `${v.make.toUpperCase()} / ${v.model.toUpperCase()}`, 0, 0.38),
    pair('Serie șasiu', v.vin, 0, 0.38),
    pair('Categorie', 'Autoturism', 0, 0.38),
    blank(),
    pair('Clasa Bonus-Malus', r.pick(['B0', 'B2', 'B4', 'M1']), 0, 0.38),
    { ...pair('Prima de asigurare', `${dotted(premium)} lei`, 0, 0.38), bold: true },
    pair('Data emiterii', dot(addDays(start, -r.int(1, 10))), 0, 0.38),
    blank(),
    ...wrap('Limitele de despăgubire: 6.450.000 euro pentru vătămări corporale și decese, 1.300.000 euro pentru pagube materiale.', 88),
  ];
  return {
    kind: 'insurance', layout: 'wh11-ro-polita-rca', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', insuranceProvider: brand, policyNumber: number, ownerName: `${family.toUpperCase()} ${given.toUpperCase()}`,
      plateNumber: plate, make: v.make, model: v.model, vin: v.vin, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** An Ontario liability insurance card in English and French: insurer brand, its legal name, the vehicle and the term. */
function ontarioLiabilityCard(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack11Vehicle(r, r.int(0, 11));
  const insured = `${r.pick(['Priya', 'Connor', 'Mei', 'Jordan', 'Fatima', 'Liam'])} ${r.pick(['Sandhu', 'MacDonald', 'Chen', 'Tremblay', 'Haddad', 'Kowalski'])}`;
  const brand = r.pick(['Lakehead', 'Trillium North', 'Muskoka Shield']);
  const legal = `${brand.split(' ')[0]} General Insurance Company of Canada`;
  const start = makeDay(r, 2026, 2026);
  const end = addMonths(start, 12);
  const number = `${r.pick(['LH', 'TN', 'MS'])}${r.int(1000000, 9999999)}`;
  const rows: Row[] = [
    { ...row(['ONTARIO STANDARD AUTOMOBILE POLICY (OAP 1)', 0]), bold: true, boxes: [{ x0: -0.01, x1: 0.99, rows: 14 }], space: 6 },
    row(['LIABILITY INSURANCE CARD / CARTE D’ASSURANCE-RESPONSABILITÉ', 0]),
    blank(),
    row(['Insurer / Assureur', 0], [brand.toUpperCase(), 0.4]),
    row(['', 0], [legal, 0.4]),
    row(['Policy No. / No de police', 0], [number, 0.4]),
    row(['Effective / En vigueur le', 0], [ymd(start), 0.4]),
    row(['Expiry / Expire le', 0], [ymd(end), 0.4]),
    blank(),
    row(['Year / Année', 0], [String(v.year), 0.4]),
    row(['Make / Marque', 0], [v.make.toUpperCase(), 0.4]),
    row(['Model / Modèle', 0], [v.model.toUpperCase(), 0.4]),
    row(['VIN / NIV', 0], [v.vin, 0.4]),
    row(['Named Insured / Assuré désigné', 0], [insured, 0.4]),
    { cells: [], space: 10 },
    ...wrap('This card must be carried in the vehicle and produced on demand of a police officer. Cette carte doit être gardée dans le véhicule et présentée à la demande d’un agent de police.', 90),
    row([`Broker / Courtier: ${r.pick(['Georgian Bay Insurance Brokers, Barrie', 'Rideau Insurance, Ottawa', 'Grand River Brokers, Kitchener'])}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'wh11-on-liability-card-bilingual', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', insuranceProvider: brand, policyNumber: number, ownerName: insured,
      vin: v.vin, make: v.make, model: v.model, year: v.year, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

// ---------------------------------------------------------------- service invoices

/** A Polish faktura VAT from a workshop: labour and parts with net, VAT 23 % and gross, the next inspection by date or km. */
function polishFakturaVat(c: Ctx): DocContent {
  const { r } = c;
  const v = oilCar(r, r.int(0, 19));
  const plate = `${r.pick(['WX', 'KR', 'DW', 'PO', 'GD', 'LU'])} ${D(r)}${L(r)}${L(r)}${D(r)}${D(r)}`;
  const shop = r.pick(['Auto-Serwis Wiśniewski', 'Warsztat Pod Lipami', 'Serwis Motoryzacyjny Jankowski']);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(30000, 210000);
  const interval = r.pick([15000, 20000]);
  const next = addMonths(day, 12);
  const works: [string, number][] = r.pick([
    [['Wymiana oleju silnikowego i filtra', 120], ['Wymiana klocków hamulcowych przód', 180], ['Diagnostyka komputerowa', 100]],
    [['Przegląd okresowy', 250], ['Wymiana filtra kabinowego', 60], ['Geometria kół', 150]],
    [['Wymiana rozrządu', 650], ['Wymiana pompy wody', 150], ['Wymiana płynu chłodniczego', 90]],
  ] as [string, number][][]);
  const parts: [string, number][] = [['Olej 5W-30 5 l', r.int(160, 260)], ['Filtr oleju', r.int(30, 70)], ['Klocki hamulcowe', r.int(180, 340)]];
  const lines = [...works, ...parts];
  const net = sum(lines.map(([, p]) => p));
  const vat = round2(net * 0.23);
  const total = round2(net + vat);
  const rows: Row[] = [
    { ...row([shop, 0]), size: 14, bold: true },
    row([`ul. ${r.pick(['Grochowska', 'Zakopiańska', 'Legnicka', 'Hetmańska'])} ${r.int(1, 300)}, ${r.pick(['04-301 Warszawa', '30-418 Kraków', '54-206 Wrocław', '15-727 Białystok'])}`, 0], [`NIP ${r.int(100, 999)}-${r.int(100, 999)}-${r.int(10, 99)}-${r.int(10, 99)}`, 0.7]),
    blank(),
    title(`FAKTURA VAT nr FV/${r.int(100, 999)}/${p2(day.m)}/${day.y}`, 13),
    row(['Data wystawienia', 0], [dmy(day, '.'), 0.3], ['Data sprzedaży', 0.55], [dmy(day, '.'), 0.78]),
    row(['Nabywca', 0], [`${r.pick(['Joanna', 'Krzysztof', 'Monika', 'Grzegorz'])} ${r.pick(['Kamińska', 'Wróbel', 'Dąbrowski', 'Pawlak'])}`, 0.3]),
    row(['Pojazd', 0], [`${v.make} ${v.model}`, 0.3], ['Nr rej.', 0.55], [plate, 0.68]),
    row(['VIN', 0], [v.vin, 0.3]),
    row(['Przebieg', 0], [`${kmIn(odo, 'fr')} km`, 0.3]),
    blank(),
    ...table(
      [['Lp.', 0], ['Nazwa usługi / towaru', 0.06], ['Netto', 0.62], ['VAT', 0.74], ['Brutto', 0.85]],
      lines.map(([w, p], k) => [`${k + 1}.`, w, spaced(p), '23%', spaced(round2(p * 1.23))]),
    ),
    blank(),
    row(['Razem netto', 0.45], [`${spaced(net)} zł`, 0.8]),
    row(['VAT 23%', 0.45], [`${spaced(vat)} zł`, 0.8]),
    { ...row(['Do zapłaty', 0.45], [`${spaced(total)} zł`, 0.8]), bold: true },
    row(['Słownie: zgodnie z kwotą powyżej', 0]),
    row(['Sposób płatności: karta', 0]),
    blank(),
    row([`Następny przegląd: ${dmy(next, '.')} lub przy ${kmIn(odo + interval, 'fr')} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wh11-pl-faktura-vat-warsztat', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', serviceProvider: shop, serviceDate: iso(day), make: v.make, model: v.model, plateNumber: plate,
      vin: v.vin, mileage: odo, services: lines.map(([w]) => w), totalCost: total, nextServiceDate: iso(next), nextServiceMileage: odo + interval,
    },
  };
}

/** A two-page UK garage invoice: labour on page 1, parts, VAT, the total and the next service on page 2. */
function ukGarageInvoiceTwoPages(c: Ctx): DocContent {
  const { r } = c;
  const v = oilCar(r, r.int(0, 19));
  const plate = `${L(r)}${L(r)}${r.pick([18, 19, 20, 21, 68, 69, 70, 71])} ${L(r)}${L(r)}${L(r)}`;
  const shop = r.pick(['Pennine Motor Works', 'Severnside Garage', 'Fenland Autocare']);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(18000, 120000);
  const next = addMonths(day, 12);
  const nextMiles = odo + 10000;
  const labour: [string, number][] = r.pick([
    [['Full service', 159], ['Replace front brake pads and discs', 138], ['Air conditioning re-gas', 69]],
    [['Interim service', 99], ['Replace rear shock absorbers', 176], ['Four wheel alignment', 55]],
  ] as [string, number][][]);
  const parts: [string, number][] = [['Engine oil 5W-30 (5 litres)', cents(r, 38, 55)], ['Oil filter', cents(r, 9, 16)], ['Pollen filter', cents(r, 14, 24)], ['Brake pads and discs kit', cents(r, 95, 170)]];
  const net = sum([...labour, ...parts].map(([, p]) => p));
  const vat = round2(net * 0.2);
  const total = round2(net + vat);
  const number = `INV-${r.int(20000, 69999)}`;
  const customer = `${r.pick(['Mr', 'Mrs', 'Ms'])} ${r.pick(['J.', 'K.', 'R.', 'S.'])} ${r.pick(['Ainsworth', 'Bellamy', 'Crowther', 'Dunmore'])}`;
  const rows: Row[] = [
    { ...row([shop, 0]), size: 16, bold: true },
    row([r.pick(['Unit 4, Calder Trading Estate, Huddersfield HD5 0RU', 'Riverside Works, Gloucester GL2 5EA', 'Station Yard, March PE15 8SJ']), 0]),
    row([`VAT Reg No GB ${r.int(100, 999)} ${r.int(1000, 9999)} ${r.int(10, 99)}`, 0]),
    blank(),
    title('INVOICE', 15),
    row(['Invoice no', 0], [number, 0.2], ['Date', 0.55], [dmy(day), 0.7]),
    row(['Customer', 0], [customer, 0.2]),
    row(['Registration', 0], [plate, 0.2], ['Mileage', 0.55], [odo.toLocaleString('en-GB'), 0.7]),
    row(['Vehicle', 0], [`${v.make} ${v.model}`, 0.2], ['VIN', 0.55], [v.vin, 0.62]),
    blank(),
    ...table([['Labour', 0], ['Amount', 0.82]], labour.map(([w, p]) => [w, gbp(p)])),
    blank(),
    ...wrap('Parts, totals and your next service are shown overleaf.', 88),
    pageBreak(),
    row([`${shop} - invoice ${number} - page 2 of 2`, 0]),
    blank(),
    ...table([['Parts', 0], ['Amount', 0.82]], parts.map(([w, p]) => [w, gbp(p)])),
    blank(),
    row(['Subtotal', 0.5], [gbp(net), 0.82]),
    row(['VAT @ 20%', 0.5], [gbp(vat), 0.82]),
    { ...row(['TOTAL DUE', 0.5], [gbp(total), 0.82]), bold: true },
    blank(),
    row([`Next service due: ${dmy(next)} or ${nextMiles.toLocaleString('en-GB')} miles, whichever comes first`, 0]),
    blank(),
    ...wrap('Payment is due on collection. Parts remain our property until paid for in full. Thank you for your custom.', 88),
  ];
  return {
    kind: 'service', layout: 'wh11-uk-garage-invoice-2p', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', serviceProvider: shop, serviceDate: iso(day), make: v.make, model: v.model, plateNumber: plate,
      vin: v.vin, mileage: odo, services: labour.map(([w]) => w), totalCost: total, nextServiceDate: iso(next), nextServiceMileage: nextMiles,
    },
  };
}

/** A Danish værkstedsfaktura: work and parts, moms 25 % on top, the next service by date or km. */
function danishVaerkstedsfaktura(c: Ctx): DocContent {
  const { r } = c;
  const v = oilCar(r, r.int(0, 19));
  const plate = `${L(r)}${L(r)} ${D(r)}${D(r)} ${D(r)}${D(r)}${D(r)}`;
  const shop = r.pick(['Bilhuset Skovbo', 'Autoværkstedet Fjordvej', 'Mekanikeren i Hobro']);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(20000, 220000);
  const interval = r.pick([15000, 20000, 30000]);
  const next = addMonths(day, 12);
  const works: [string, number][] = r.pick([
    [['Serviceeftersyn efter fabrikkens forskrifter', 1495], ['Udskiftning af bremseklodser for', 780], ['Hjulafstilling', 650]],
    [['Olieskift med filter', 595], ['Udskiftning af tandrem', 3200], ['Kontrol af undervogn', 395]],
  ] as [string, number][][]);
  const parts: [string, number][] = [['Motorolie 5W-30, 5 l', r.int(420, 640)], ['Oliefilter', r.int(90, 190)], ['Bremseklodser', r.int(380, 720)]];
  const net = sum([...works, ...parts].map(([, p]) => p));
  const moms = round2(net * 0.25);
  const total = round2(net + moms);
  const rows: Row[] = [
    { ...row([`${shop} ApS`, 0]), size: 14, bold: true },
    row([r.pick(['Fjordvej 21, 9500 Hobro', 'Industrivej 8, 4200 Slagelse', 'Skovbovej 3, 4632 Bjæverskov']), 0], [`CVR ${r.int(10000000, 99999999)}`, 0.7]),
    blank(),
    title(`FAKTURA nr. ${r.int(10000, 99999)}`, 13),
    row(['Fakturadato', 0], [dmy(day, '.'), 0.22], ['Betalingsfrist', 0.5], [dmy(addDays(day, 8), '.'), 0.72]),
    row(['Reg.nr.', 0], [plate, 0.22], ['Km-stand', 0.5], [kmIn(odo, 'de'), 0.72]),
    row(['Bil', 0], [`${v.make} ${v.model}`, 0.22], ['Stelnr.', 0.5], [v.vin, 0.6]),
    blank(),
    ...table([['Arbejde', 0], ['Beløb', 0.82]], works.map(([w, p]) => [w, dotted(p)])),
    blank(),
    ...table([['Reservedele', 0], ['Beløb', 0.82]], parts.map(([w, p]) => [w, dotted(p)])),
    blank(),
    row(['Subtotal', 0.5], [dotted(net), 0.82]),
    row(['Moms 25 %', 0.5], [dotted(moms), 0.82]),
    { ...row(['I alt DKK', 0.5], [dotted(total), 0.82]), bold: true },
    blank(),
    row([`Næste service: senest ${dmy(next, '.')} eller ved ${kmIn(odo + interval, 'de')} km`, 0]),
    row([`Bankkonto ${r.int(1000, 9999)} ${r.int(1000000, 9999999)}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wh11-dk-vaerkstedsfaktura', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', serviceProvider: shop, serviceDate: iso(day), make: v.make, model: v.model, plateNumber: plate,
      vin: v.vin, mileage: odo, services: works.map(([w]) => w), totalCost: total, nextServiceDate: iso(next), nextServiceMileage: odo + interval,
    },
  };
}

// ---------------------------------------------------------------- oil-change receipts

/** A Hungarian thermal nyugta for an oil change: forints without decimals, the next change by km or date. */
function hungarianOlajcsereNyugta(c: Ctx): DocContent {
  const { r } = c;
  const v = oilCar(r, r.int(0, 19));
  const plate = r.pick([`${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`, `A${L(r)} ${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`]);
  const shop = r.pick(['Gyors Olaj Kft.', 'Pannon Olajcsere Pont', 'Tisza-Lube Bt.']);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(30000, 240000);
  const interval = r.pick([10000, 15000]);
  const next = addMonths(day, 12);
  const items: [string, number][] = [['Olajcsere munkadíj', r.int(4, 8) * 1000], ['Motorolaj 5W-30 4,5 l', r.int(14, 24) * 1000 + 990], ['Olajszűrő', r.int(2, 5) * 1000 + 490]];
  const total = items.reduce((a, [, p]) => a + p, 0);
  const ft = (x: number) => `${moneyIn(x, 'fr').replace(/,00$/, '')} Ft`;
  const hu = (d: Day) => `${d.y}.${p2(d.m)}.${p2(d.d)}.`;
  const rows: Row[] = [
    { ...row([shop.toUpperCase(), 0]), bold: true },
    row([r.pick(['6720 Szeged, Kossuth L. sgt. 44.', '9022 Győr, Baross út 12.', '4025 Debrecen, Piac u. 30.']), 0]),
    row([`Adószám: ${r.int(10000000, 29999999)}-2-${r.int(10, 44)}`, 0]),
    blank(),
    { ...row(['NYUGTA', 0.35]), bold: true },
    row([`${hu(day)} ${p2(r.int(8, 17))}:${p2(r.int(0, 59))}`, 0]),
    row([`Rendszám: ${plate}`, 0]),
    row([`Gépjármű: ${v.make} ${v.model}`, 0]),
    row([`Km-óra állás: ${kmIn(odo, 'fr')} km`, 0]),
    blank(),
    ...items.map(([w, p]) => row([w, 0], [ft(p), 0.68])),
    { ...row(['ÖSSZESEN', 0], [ft(total), 0.68]), bold: true, rule: true },
    row(['Ebből ÁFA 27%', 0], [ft(Math.round((total * 27) / 127)), 0.68]),
    row(['Bankkártya', 0], [ft(total), 0.68]),
    blank(),
    row(['Következő olajcsere:', 0]),
    row([`${kmIn(odo + interval, 'fr')} km vagy ${hu(next)}`, 0]),
    row(['Köszönjük a vásárlást!', 0.1]),
  ];
  return {
    kind: 'oil', layout: 'wh11-hu-olajcsere-nyugta', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', serviceProvider: shop, serviceDate: iso(day), plateNumber: plate, make: v.make,
      model: v.model, mileage: odo, totalCost: total, nextServiceMileage: odo + interval, nextServiceDate: iso(next),
    },
  };
}

/** A Texas express lube receipt: a store number under the brand, sales tax on parts, the next change by miles and date. */
function texasExpressLube(c: Ctx): DocContent {
  const { r } = c;
  const v = naOilCar(r, r.int(0, 11));
  const plate = `${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}${D(r)}`;
  const brand = r.pick(['Lone Star Express Lube', 'Bluebonnet Oil Stop', 'Pecos Quick Lube']);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(15000, 140000);
  const interval = r.pick([3000, 5000, 7500]);
  const next = addMonths(day, r.pick([3, 4, 6]));
  const oil = cents(r, 69, 109);
  const filter = cents(r, 9, 16);
  const supplies = 4.99;
  const taxable = round2(filter + supplies);
  const tax = round2(taxable * 0.0825);
  const total = sum([oil, filter, supplies, tax]);
  const rows: Row[] = [
    { ...row([brand.toUpperCase(), 0.05]), bold: true },
    row([`STORE #${r.int(100, 499)}`, 0.3]),
    row([`${r.int(100, 9900)} ${r.pick(['S LAMAR BLVD', 'FM 1960 RD W', 'N LOOP 1604 E', 'W UNIVERSITY DR'])}`, 0]),
    row([r.pick(['AUSTIN TX 78704', 'HOUSTON TX 77069', 'SAN ANTONIO TX 78232', 'DENTON TX 76201']), 0]),
    blank(),
    row([`TICKET ${r.int(100000, 999999)}`, 0]),
    row([`${us(day)} ${p2(r.int(7, 18))}:${p2(r.int(0, 59))}`, 0]),
    row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]),
    row([`VIN ${v.vin}`, 0]),
    row([`LIC ${plate} TX`, 0]),
    row([`MILEAGE IN ${odo.toLocaleString('en-US')}`, 0]),
    blank(),
    row(['SYNTH BLEND OIL SVC', 0], [usd(oil), 0.72]),
    row(['OIL FILTER', 0], [usd(filter), 0.72]),
    row(['SHOP SUPPLIES', 0], [usd(supplies), 0.72]),
    row(['SUBTOTAL', 0], [usd(sum([oil, filter, supplies])), 0.72]),
    row(['SALES TAX 8.25%', 0], [usd(tax), 0.72]),
    { ...row(['TOTAL', 0], [usd(total), 0.72]), bold: true, rule: true },
    row([`DEBIT ****${r.int(1000, 9999)}`, 0], [usd(total), 0.72]),
    blank(),
    row(['NEXT OIL CHANGE DUE', 0]),
    row([`${(odo + interval).toLocaleString('en-US')} MILES OR ${us(next)}`, 0]),
    row(['THANKS Y\'ALL - COME BACK SOON', 0]),
  ];
  return {
    kind: 'oil', layout: 'wh11-tx-express-lube-receipt', page: 'receipt', font: 'mono', rows, region: 'us', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', serviceProvider: brand, serviceDate: iso(day), vin: v.vin, plateNumber: plate,
      make: v.make, model: v.model, year: v.year, mileage: odo, totalCost: total, nextServiceMileage: odo + interval, nextServiceDate: iso(next),
    },
  };
}

/** A Spanish thermal ticket for an oil change: IVA 21 % within the total, the next change by date or km. */
function spanishTicketCambioAceite(c: Ctx): DocContent {
  const { r } = c;
  const v = oilCar(r, r.int(0, 19));
  const plate = `${D(r)}${D(r)}${D(r)}${D(r)} ${L(r)}${L(r)}${L(r)}`;
  const shop = r.pick(['Talleres Hermanos Ortega', 'Lubricentro La Rambla', 'AutoExprés Guadalquivir']);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(25000, 230000);
  const interval = r.pick([10000, 15000]);
  const next = addMonths(day, 12);
  const items: [string, number][] = [['Cambio aceite y filtro', cents(r, 25, 40)], ['Aceite 5W30 4,5 l', cents(r, 38, 62)], ['Filtro de aceite', cents(r, 8, 16)]];
  const total = sum(items.map(([, p]) => p));
  const iva = round2((total * 21) / 121);
  const rows: Row[] = [
    { ...row([shop.toUpperCase(), 0]), bold: true },
    row([r.pick(['C/ de la Industria, 14 - 41007 Sevilla', 'Av. de Aragón, 210 - 46021 Valencia', 'C/ Mayor, 55 - 30001 Murcia']), 0]),
    row([`CIF B${r.int(10000000, 99999999)}`, 0]),
    blank(),
    { ...row(['FACTURA SIMPLIFICADA', 0.12]), bold: true },
    row([`N.º T${day.y}-${r.int(1000, 9999)}`, 0], [`${dmy(day)} ${p2(r.int(8, 19))}:${p2(r.int(0, 59))}`, 0.45]),
    row([`Matrícula: ${plate}`, 0]),
    row([`Vehículo: ${v.make} ${v.model}`, 0]),
    row([`Km: ${kmIn(odo, 'es')}`, 0]),
    blank(),
    ...items.map(([w, p]) => row([w, 0], [`${dotted(p)} €`, 0.68])),
    { ...row(['TOTAL', 0], [`${dotted(total)} €`, 0.68]), bold: true, rule: true },
    row(['Base imponible', 0], [`${dotted(round2(total - iva))} €`, 0.68]),
    row(['IVA 21%', 0], [`${dotted(iva)} €`, 0.68]),
    row(['Pago con tarjeta', 0]),
    blank(),
    row(['Próximo cambio:', 0]),
    row([`${dmy(next)} o a los ${kmIn(odo + interval, 'es')} km`, 0]),
    row(['¡Gracias por su visita!', 0.12]),
  ];
  return {
    kind: 'oil', layout: 'wh11-es-ticket-cambio-aceite', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', serviceProvider: shop, serviceDate: iso(day), plateNumber: plate, make: v.make,
      model: v.model, mileage: odo, totalCost: total, nextServiceMileage: odo + interval, nextServiceDate: iso(next),
    },
  };
}

export const WORLD_HELD_BACK_11_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wh11-de-zb1-code-grid', part: 'held-back', build: germanZb1Grid },
  // Indices 1, 14, 16 and 19: rendered as Word or plain text, never a text PDF (letters beyond the PDF fonts).
  { kind: 'registration', name: 'wh11-cz-osvedceni-cast-1', part: 'held-back', build: czechOsvedceni },
  { kind: 'registration', name: 'wh11-fi-rekisterointitodistus', part: 'held-back', build: finnishRekisterointitodistus },
  { kind: 'registration', name: 'wh11-va-registration-letter-card-2p', part: 'held-back', build: virginiaRegistrationTwoPages },
  { kind: 'registration', name: 'wh11-qc-certificat-immatriculation', part: 'held-back', build: quebecCertificatImmatriculation },
  { kind: 'registration', name: 'wh11-nl-kentekencard-deel-1', part: 'held-back', build: dutchKentekencard },
  { kind: 'registration', name: 'wh11-it-documento-unico', part: 'held-back', build: italianCartaCircolazione },
  { kind: 'registration', name: 'wh11-ie-vrc-bilingual', part: 'held-back', build: irishRegistrationCertificate },
  { kind: 'insurance', name: 'wh11-it-polizza-rca', part: 'held-back', build: italianPolizzaRca },
  { kind: 'insurance', name: 'wh11-oh-declarations-3cars', part: 'held-back', build: ohioDeclarationsThreeCars },
  { kind: 'insurance', name: 'wh11-uk-renewal-last-this-year', part: 'held-back', build: ukRenewalInvitation },
  { kind: 'insurance', name: 'wh11-de-gruene-karte', part: 'held-back', build: germanGreenCard },
  { kind: 'insurance', name: 'wh11-mi-no-fault-certificate-3cars', part: 'held-back', build: michiganNoFaultCertificate },
  { kind: 'insurance', name: 'wh11-nl-polis-letter-2p', part: 'held-back', build: dutchPolisTwoPages },
  { kind: 'insurance', name: 'wh11-ro-polita-rca', part: 'held-back', build: romanianPolitaRca },
  { kind: 'insurance', name: 'wh11-on-liability-card-bilingual', part: 'held-back', build: ontarioLiabilityCard },
  { kind: 'service', name: 'wh11-pl-faktura-vat-warsztat', part: 'held-back', build: polishFakturaVat },
  { kind: 'service', name: 'wh11-uk-garage-invoice-2p', part: 'held-back', build: ukGarageInvoiceTwoPages },
  { kind: 'service', name: 'wh11-dk-vaerkstedsfaktura', part: 'held-back', build: danishVaerkstedsfaktura },
  { kind: 'oil', name: 'wh11-hu-olajcsere-nyugta', part: 'held-back', build: hungarianOlajcsereNyugta },
  { kind: 'oil', name: 'wh11-tx-express-lube-receipt', part: 'held-back', build: texasExpressLube },
  { kind: 'oil', name: 'wh11-es-ticket-cambio-aceite', part: 'held-back', build: spanishTicketCambioAceite },
];
