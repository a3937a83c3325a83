/**
 * The eighth held-back world set (issue 22, written blind after the fourteenth round, from the author's idea of real
 * documents and before any reading of it; neither the parser nor any development layout was read to write it): a
 * two-page V5C of a keeper in Scotland (the vehicle's details on page 2), a Slovenian prometno dovoljenje (a yearly
 * registration, its validity printed), a Hungarian forgalmi engedély (an inspection date that is no expiry), a NSW
 * certificate of registration, a Romanian certificat de înmatriculare, a Cypriot certificate of registration in Greek
 * and English, a Georgia certificate of title (a lienholder beside the owner, no plate, no expiry) and an Arizona
 * registration; a Polish polisa OC, Pennsylvania declarations of two vehicles, a UK renewal notice (last year's and the
 * renewal price), a two-page Swedish försäkringsbrev (a covering letter, the facts on page 2), a Tennessee sheet of two
 * insurance cards and a Portuguese aviso de renovação (previous and new premium); a Czech faktura, a Portuguese fatura
 * de oficina and a Swedish verkstadsfaktura, each with the next service; a Polish thermal paragon, an Oregon quick
 * lube receipt and a Danish olieskift kvittering. New vehicles (Kodiaq, Arkana, Spring, Bayon, Stonic, Crossland,
 * Taigo, Q2, i4, CLA 200, S60, ZS, Jazz, Tarraco, Yaris Cross; HiLux, BT-50, Triton; Forte, Tundra, Bronco, Trax,
 * Kicks, WRX, Aviator, XT5, Yukon, Corolla Cross), people, places, shops and insurers no earlier set holds. Never
 * tuned on; its misses are never listed. Files and expected values live in bench/corpus/world-held-back-8/.
 *
 * Layouts that print letters the standard PDF fonts cannot encode (č, ő, ș, ț, ă, Greek, ł, ř) stand at an index that
 * is not a multiple of 3 and are single-page, so their text rendering is a Word or plain-text file, never a text PDF.
 */
import { addDays, addMonths, iso, makeDay, round2, type Day } from '../data';
import { blank, boxedFields, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { auHeldBack8Vehicle, euHeldBack8Vehicle, kmIn, moneyIn, naHeldBack8Vehicle } from '../world-data';

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
/** 1 234,56 as Poland, Czechia and Sweden write it. */
const spaced = (x: number) => moneyIn(x, 'fr');
/** The pool's battery-electric cars (no oil changes, electric fuel). */
const electric = (v: { model: string }) => v.model === 'Spring' || v.model === 'i4';
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longUk = (day: Day) => `${day.d} ${MONTHS_EN[day.m - 1]} ${day.y}`;
/** A period of a year: from `start` to the day before the same day a year on. */
const yearEnd = (start: Day) => addDays(addMonths(start, 12), -1);

// ---------------------------------------------------------------- registrations

/** A DVLA V5C of a keeper in Scotland: the keeper on page 1, the vehicle's details (with codes) on page 2. */
function scottishV5c(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([12, 11, 0, 14]));
  const plate = `S${r.pick([...'KLMNPRST'])}${r.int(17, 23)} ${L(r)}${L(r)}${L(r)}`;
  const given = r.pick(['Isla', 'Callum', 'Morag', 'Euan', 'Fiona', 'Ruaridh']);
  const family = r.pick(['MacLeod', 'Fraser', 'Sinclair', 'Munro', 'Buchanan', 'Ross']);
  const [town, postcode] = r.pick([['Inverness', 'IV2 3PT'], ['Perth', 'PH1 5AB'], ['Dundee', 'DD1 4HN'], ['Aberdeen', 'AB10 1YP'], ['Stirling', 'FK8 2ET']]);
  const street = `${r.int(2, 90)} ${r.pick(['Kenneth Street', 'Glenurquhart Road', 'Atholl Crescent', 'Union Grove', 'Burghmuir Drive'])}`;
  const first = makeDay(r, 2017, 2023);
  const name = `${given} ${family}`.toUpperCase();
  const colour = r.pick(['GREY', 'BLUE', 'WHITE', 'BLACK', 'RED']);
  const rows: Row[] = [
    row(['DVLA', 0], ['Issued by DVLA, Swansea SA99 1BA', 0.5]),
    title('V5C Vehicle Registration Certificate', 17),
    row(['This document is not proof of ownership', 0]),
    blank(),
    pair('Registration number', plate, 0, 0.42),
    pair('Document reference number', `${r.int(100, 999)} ${r.int(1000, 9999)} ${r.int(1000, 9999)}`, 0, 0.42),
    pair('Date of this V5C', dmy(addDays(first, r.int(200, 1500))), 0, 0.42),
    blank(),
    { ...row(['Registered keeper', 0]), bold: true },
    row([name, 0]),
    row([street.toUpperCase(), 0]),
    row([town.toUpperCase(), 0]),
    row([postcode, 0]),
    blank(),
    ...wrap('You must tell DVLA straight away if any of the details on this certificate are wrong, if you sell or transfer the vehicle, or if you change your name or address.', 84),
    ...wrap('The registered keeper is the person responsible for registering and taxing the vehicle. They may not be its legal owner.', 84),
    pageBreak(),
    title('Vehicle details', 14),
    pair('A   Registration number', plate, 0, 0.42),
    pair('B   Date of first registration', dmy(first), 0, 0.42),
    pair('C.1 Registered keeper', name, 0, 0.42),
    pair('D.1 Make', v.make.toUpperCase(), 0, 0.42),
    pair('D.3 Model', v.model.toUpperCase(), 0, 0.42),
    pair('D.5 Body type', r.pick(['5 DOOR HATCHBACK', 'ESTATE', 'SUV']), 0, 0.42),
    pair('E   VIN/Chassis/Frame No', v.vin, 0, 0.42),
    pair('P.1 Cylinder capacity (cc)', String(r.pick([1199, 1498, 1598, 1968])), 0, 0.42),
    pair('P.3 Type of fuel', electric(v) ? 'ELECTRICITY' : r.pick(['PETROL', 'HYBRID ELECTRIC', 'DIESEL']), 0, 0.42),
    pair('R   Colour', colour, 0, 0.42),
    pair('V.7 CO2 (g/km)', String(r.int(98, 149)), 0, 0.42),
    pair('Taxation class', 'PETROL CAR', 0, 0.42),
    pair('Number of previous keepers', String(r.int(0, 3)), 0, 0.42),
  ];
  return {
    kind: 'registration', layout: 'wh8-gb-sct-v5c-two-pages', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, vin: v.vin,
      ownerName: name, expiryDate: null,
    },
  };
}

/** A Slovenian prometno dovoljenje: code, caption and value; a registration valid for a year, its end printed. */
function slovenianPrometnoDovoljenje(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([1, 4, 9, 6]));
  const plate = `${r.pick(['LJ', 'MB', 'KR', 'CE', 'NM'])} ${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`;
  const given = r.pick(['Maja', 'Luka', 'Nina', 'Matej', 'Špela', 'Jure']);
  const family = r.pick(['Zupančič', 'Potočnik', 'Novak', 'Kovačič', 'Horvat', 'Krajnc']);
  const [town, post] = r.pick([['Ljubljana', '1000'], ['Maribor', '2000'], ['Celje', '3000'], ['Kranj', '4000']]);
  const first = makeDay(r, 2018, 2023);
  const registered = makeDay(r, 2025, 2026);
  const until = addDays(addMonths(registered, 12), -1);
  const dot = (d: Day) => dmy(d, '.');
  const colour = r.pick(['SIVA', 'ČRNA', 'BELA', 'MODRA', 'RDEČA']);
  const line = (code: string, caption: string, value: string): Row => row([code, 0], [caption, 0.08], [value, 0.5]);
  const rows: Row[] = [
    row(['REPUBLIKA SLOVENIJA', 0]),
    title('PROMETNO DOVOLJENJE'),
    row(['Upravna enota ' + town, 0], [`Št. ${r.int(100000, 999999)}`, 0.7]),
    blank(),
    line('A', 'Registrska označba', plate),
    line('B', 'Datum prve registracije', dot(first)),
    line('C.1.1', 'Priimek ali firma', family.toUpperCase()),
    line('C.1.2', 'Ime', given.toUpperCase()),
    line('C.1.3', 'Naslov', `${r.pick(['Celovška cesta', 'Tržaška cesta', 'Ulica heroja Šaranovića', 'Gregorčičeva ulica'])} ${r.int(2, 140)}, ${post} ${town}`),
    line('D.1', 'Znamka', v.make.toUpperCase()),
    line('D.3', 'Komercialna oznaka', v.model.toUpperCase()),
    line('E', 'Identifikacijska številka (VIN)', v.vin),
    line('P.3', 'Vrsta goriva', electric(v) ? 'ELEKTRIKA' : r.pick(['BENCIN', 'DIZEL'])),
    line('R', 'Barva', colour),
    blank(),
    row(['Datum registracije', 0], [dot(registered), 0.5]),
    row(['Prometno dovoljenje velja do', 0], [dot(until), 0.5]),
    blank(),
    ...wrap('Podaljšanje veljavnosti registracije je mogoče pri vsaki registracijski organizaciji po opravljenem tehničnem pregledu.', 84),
  ];
  return {
    kind: 'registration', layout: 'wh8-si-prometno-dovoljenje', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, vin: v.vin,
      ownerName: `${given} ${family}`, expiryDate: iso(until),
    },
  };
}

/** A Hungarian forgalmi engedély: the holder in family and given name boxes, an inspection validity that is no expiry. */
function hungarianForgalmiEngedely(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([3, 5, 10, 2]));
  const plate = `A${L(r)} ${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`;
  const given = r.pick(['Eszter', 'Gábor', 'Réka', 'Zoltán', 'Orsolya', 'Bence']);
  const family = r.pick(['Kovács', 'Szabó', 'Tóth', 'Horváth', 'Varga', 'Molnár']);
  const [town, post] = r.pick([['Győr', '9021'], ['Szeged', '6720'], ['Debrecen', '4024'], ['Pécs', '7621']]);
  const first = makeDay(r, 2018, 2023);
  const inspection = makeDay(r, 2026, 2028);
  const hu = (d: Day) => `${d.y}.${p2(d.m)}.${p2(d.d)}.`;
  const boxes = (a: { label: string; value: string }, b: { label: string; value: string }): Row[] =>
    boxedFields([{ ...a, x: 0 }, { ...b, x: 0.5 }]);
  const rows: Row[] = [
    row(['MAGYARORSZÁG', 0], ['HU', 0.9]),
    title('FORGALMI ENGEDÉLY'),
    row([`Okmány azonosító: ${L(r)}${L(r)}${r.int(100000, 999999)}`, 0]),
    blank(),
    ...boxes({ label: 'A  Rendszám', value: plate }, { label: 'B  Első forgalomba helyezés', value: hu(first) }),
    ...boxes({ label: 'C.1.1  Családi név vagy cégnév', value: family.toUpperCase() }, { label: 'C.1.2  Utónév', value: given.toUpperCase() }),
    ...boxedFields([{ label: 'C.1.3  Lakcím', value: `${post} ${town}, ${r.pick(['Petőfi Sándor utca', 'Kossuth Lajos utca', 'Rákóczi út', 'Bartók Béla út'])} ${r.int(1, 80)}.`, x: 0 }]),
    ...boxes({ label: 'D.1  Gyártmány', value: v.make.toUpperCase() }, { label: 'D.3  Kereskedelmi leírás', value: v.model.toUpperCase() }),
    ...boxes({ label: 'E  Alvázszám', value: v.vin }, { label: 'R  Szín', value: r.pick(['SZÜRKE', 'FEKETE', 'FEHÉR', 'KÉK', 'PIROS']) }),
    ...boxes({ label: 'P.3  Hajtóanyag', value: electric(v) ? 'ELEKTROMOS' : r.pick(['BENZIN', 'DÍZEL']) }, { label: 'Műszaki vizsga érvényes', value: hu(inspection) }),
    blank(),
    row(['Kiállító hatóság: Kormányablak', 0]),
  ];
  return {
    kind: 'registration', layout: 'wh8-hu-forgalmi-engedely', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, vin: v.vin,
      ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/** A New South Wales certificate of registration for a ute: operator, vehicle, expiry and the amount paid. */
function nswCertificateOfRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = auHeldBack8Vehicle(r, r.int(0, 2));
  const plate = `${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${L(r)}`;
  const name = `${r.pick(['Bronwyn', 'Lachlan', 'Kylie', 'Mitchell', 'Tegan', 'Darcy'])} ${r.pick(['Fitzgerald', 'Whitlam', 'Cartwright', 'McAuley', 'Hennessy'])}`;
  const [town, pc] = r.pick([['Dubbo', '2830'], ['Wagga Wagga', '2650'], ['Orange', '2800'], ['Tamworth', '2340'], ['Goulburn', '2580']]);
  const start = makeDay(r, 2025, 2026);
  const expiry = addDays(addMonths(start, 12), -1);
  const fees = [cents(r, 380, 460), cents(r, 60, 75), cents(r, 520, 690)];
  const rows: Row[] = [
    row(['Service NSW', 0], ['Transport for NSW', 0.62]),
    title('Certificate of Registration'),
    row([`Issued ${dmy(start)}`, 0], [`Customer no. ${r.int(10000000, 99999999)}`, 0.62]),
    blank(),
    { ...row(['Registered operator', 0]), bold: true },
    row([name.toUpperCase(), 0]),
    row([`${r.int(2, 180)} ${r.pick(['Wattle Street', 'Bligh Street', 'Macquarie Road', 'Fitzroy Street'])}`.toUpperCase(), 0]),
    row([`${town.toUpperCase()} NSW ${pc}`, 0]),
    blank(),
    pair('Registration number', plate, 0, 0.4),
    pair('Registration expiry', dmy(expiry), 0, 0.4),
    pair('Registration period', '12 months', 0, 0.4),
    blank(),
    { ...row(['Vehicle', 0]), bold: true },
    pair('Make', v.make.toUpperCase(), 0, 0.4),
    pair('Model', v.model.toUpperCase(), 0, 0.4),
    pair('Body shape', 'UTILITY', 0, 0.4),
    pair('Year of manufacture', String(v.year), 0, 0.4),
    pair('VIN/Chassis number', v.vin, 0, 0.4),
    pair('Engine number', `${r.pick(['1GD', 'YS23', '4N15'])}${r.int(100000, 999999)}`, 0, 0.4),
    pair('Colour', r.pick(['WHITE', 'SILVER', 'GREY', 'BLUE']), 0, 0.4),
    pair('Tare weight', `${r.int(1890, 2140)} kg`, 0, 0.4),
    blank(),
    { ...row(['Fees paid', 0]), bold: true },
    row(['Registration fee', 0], [usd(fees[0]), 0.4]),
    row(['Plate fee', 0], [usd(fees[1]), 0.4]),
    row(['Motor vehicle tax', 0], [usd(fees[2]), 0.4]),
    row(['Total amount paid', 0], [usd(sum(fees)), 0.4]),
  ];
  return {
    kind: 'registration', layout: 'wh8-au-nsw-certificate-of-registration', page: 'a4', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, year: v.year, vin: v.vin,
      ownerName: name, expiryDate: iso(expiry),
    },
  };
}

/** A Romanian certificat de înmatriculare: codes with Romanian captions, surname and given name apart. */
function romanianCertificatInmatriculare(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([1, 5, 7, 13]));
  const plate = `${r.pick(['CJ', 'IS', 'TM', 'BV', 'AG'])} ${p2(r.int(1, 99))} ${L(r)}${L(r)}${L(r)}`;
  const given = r.pick(['Andreea', 'Mihai', 'Ioana', 'Radu', 'Bianca', 'Ștefan']);
  const family = r.pick(['Popescu', 'Ionescu', 'Dumitrescu', 'Stănescu', 'Munteanu', 'Țurcanu']);
  const town = r.pick(['Cluj-Napoca', 'Iași', 'Timișoara', 'Brașov', 'Pitești']);
  const first = makeDay(r, 2017, 2023);
  const line = (code: string, caption: string, value: string): Row => row([`${code} ${caption}`, 0], [value, 0.5]);
  const rows: Row[] = [
    row(['ROMÂNIA', 0], ['RO', 0.9]),
    title('CERTIFICAT DE ÎNMATRICULARE'),
    row([`Seria ${L(r)}${L(r)}${L(r)} nr. ${r.int(100000, 999999)}`, 0]),
    blank(),
    line('A.', 'Număr de înmatriculare', plate),
    line('B.', 'Data primei înmatriculări', dmy(first, '.')),
    line('C.2.1', 'Nume / Denumire', family.toUpperCase()),
    line('C.2.2', 'Prenume', given.toUpperCase()),
    line('C.2.3', 'Adresa', `Str. ${r.pick(['Mihai Eminescu', 'Avram Iancu', 'Horea', 'Lalelelor'])} nr. ${r.int(1, 90)}, ${town}`),
    line('D.1', 'Marca', v.make.toUpperCase()),
    line('D.3', 'Model', v.model.toUpperCase()),
    line('E.', 'Număr de identificare vehicul', v.vin),
    line('P.1', 'Capacitate cilindrică', `${r.pick([999, 1332, 1498])} cm3`),
    line('R.', 'Culoare', r.pick(['GRI', 'NEGRU', 'ALB', 'ALBASTRU', 'ROȘU'])),
    blank(),
    row(['Emis de: D.R.P.C.I.V.', 0], [`Data emiterii: ${dmy(addDays(first, r.int(10, 900)), '.')}`, 0.5]),
  ];
  return {
    kind: 'registration', layout: 'wh8-ro-certificat-inmatriculare', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, vin: v.vin,
      ownerName: `${given} ${family}`, expiryDate: null,
    },
  };
}

/** A Cypriot certificate of registration: each caption in Greek and English, the values in Latin letters. */
function cypriotCertificateOfRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([14, 12, 4, 3]));
  const plate = `${r.pick(['K', 'M', 'L', 'H'])}${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}`;
  const name = `${r.pick(['Andreas', 'Eleni', 'Christos', 'Maria', 'Panayiotis', 'Despina'])} ${r.pick(['Georgiou', 'Constantinou', 'Charalambous', 'Ioannou', 'Kyriakou'])}`;
  const [town, pc] = r.pick([['Limassol', '3021'], ['Nicosia', '1065'], ['Larnaca', '6023'], ['Paphos', '8046']]);
  const first = makeDay(r, 2018, 2024);
  const line = (greek: string, english: string, value: string): Row => row([`${greek} / ${english}`, 0], [value, 0.62]);
  const rows: Row[] = [
    row(['ΚΥΠΡΙΑΚΗ ΔΗΜΟΚΡΑΤΙΑ', 0], ['REPUBLIC OF CYPRUS', 0.55]),
    row(['ΤΜΗΜΑ ΟΔΙΚΩΝ ΜΕΤΑΦΟΡΩΝ', 0], ['ROAD TRANSPORT DEPARTMENT', 0.55]),
    title('ΠΙΣΤΟΠΟΙΗΤΙΚΟ ΕΓΓΡΑΦΗΣ / CERTIFICATE OF REGISTRATION', 13),
    blank(),
    line('Αριθμός Εγγραφής', 'Registration No.', plate),
    line('Ημ. 1ης Εγγραφής', 'First Registration', dmy(first)),
    line('Ιδιοκτήτης', 'Owner', name.toUpperCase()),
    line('Διεύθυνση', 'Address', `${r.int(1, 60)} ${r.pick(['Gladstonos St', 'Makariou III Ave', 'Ayiou Andreou St', 'Grivas Digenis Ave'])}, ${pc} ${town}`),
    line('Κατασκευαστής', 'Make', v.make.toUpperCase()),
    line('Τύπος', 'Model', v.model.toUpperCase()),
    line('Αριθμός Πλαισίου', 'Chassis No.', v.vin),
    line('Χρώμα', 'Colour', r.pick(['WHITE', 'SILVER', 'BLACK', 'BLUE'])),
    line('Κυβισμός', 'Engine Capacity', `${r.pick([1490, 1197, 1598])} cc`),
    blank(),
    ...wrap('Το πιστοποιητικό αυτό δεν αποτελεί άδεια κυκλοφορίας. This certificate is not a road tax licence.', 84),
  ];
  return {
    kind: 'registration', layout: 'wh8-cy-certificate-of-registration', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', plateNumber: plate, make: v.make, model: v.model, vin: v.vin,
      ownerName: name, expiryDate: null,
    },
  };
}

/** A Georgia certificate of title: boxes of the vehicle, the owner and a first lienholder; no plate and no expiry. */
function georgiaCertificateOfTitle(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack8Vehicle(r, r.pick([1, 6, 8, 2]));
  const owner = `${r.pick(['LATOYA', 'BRANDON', 'WHITNEY', 'TERRENCE', 'CASEY'])} ${r.pick(['HOLLOWAY', 'PRUITT', 'ABERNATHY', 'STRICKLAND'])}`;
  const [city, zip] = r.pick([['MACON', '31201'], ['ATHENS', '30601'], ['SAVANNAH', '31401'], ['VALDOSTA', '31601']]);
  const issued = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    row(['STATE OF GEORGIA', 0], ['DEPARTMENT OF REVENUE - MOTOR VEHICLE DIVISION', 0.35]),
    title('CERTIFICATE OF TITLE', 18),
    ...boxedFields([
      { label: 'TITLE NUMBER', value: String(r.int(770000000000, 779999999999)), x: 0 },
      { label: 'DATE ISSUED', value: us(issued), x: 0.4 },
      { label: 'ODOMETER READING', value: `${r.int(3, 60).toLocaleString('en-US')},${String(r.int(0, 999)).padStart(3, '0')} ACTUAL`, x: 0.65 },
    ]),
    ...boxedFields([
      { label: 'VEHICLE IDENTIFICATION NUMBER', value: v.vin, x: 0 },
      { label: 'YEAR', value: String(v.year), x: 0.4 },
      { label: 'MAKE', value: v.make.toUpperCase(), x: 0.5 },
      { label: 'MODEL', value: v.model.toUpperCase(), x: 0.68 },
      { label: 'BODY', value: r.pick(['4D', 'PK', 'UT']), x: 0.88 },
    ]),
    { ...row(['OWNER(S) NAME AND ADDRESS', 0]), size: 7.5, space: 4 },
    row([owner, 0]),
    row([`${r.int(100, 9900)} ${r.pick(['PEACHTREE RD', 'VINEVILLE AVE', 'ABERCORN ST', 'PRINCE AVE'])}`, 0]),
    row([`${city} GA ${zip}`, 0]),
    blank(),
    { ...row(['FIRST LIENHOLDER', 0], ['DATE OF LIEN', 0.6]), size: 7.5 },
    row([r.pick(['PEACH STATE FEDERAL CREDIT UNION', 'OCONEE RIVER BANK', 'MIDDLE GEORGIA AUTO FINANCE']), 0], [us(addDays(issued, -r.int(2, 20))), 0.6]),
    row(['PO BOX 4410, ATLANTA GA 30302', 0]),
    blank(),
    ...wrap('THE COMMISSIONER OF REVENUE CERTIFIES THAT THE VEHICLE DESCRIBED ABOVE IS TITLED IN THE NAME OF THE OWNER SHOWN, SUBJECT TO THE LIEN LISTED.', 88),
  ];
  return {
    kind: 'registration', layout: 'wh8-ga-certificate-of-title', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: owner, expiryDate: null,
    },
  };
}

/** An Arizona MVD registration: plate, vehicle, the owner and the month registration ends, with the fees. */
function arizonaRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack8Vehicle(r, r.pick([0, 3, 4, 9]));
  const plate = `${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}${D(r)}`;
  const owner = `${r.pick(['ROSA', 'DUSTIN', 'MARISOL', 'KEITH', 'ANGELICA'])} ${r.pick(['VALENZUELA', 'BEGAY', 'HARGROVE', 'MONTOYA'])}`;
  const [city, zip] = r.pick([['TEMPE', '85281'], ['FLAGSTAFF', '86001'], ['YUMA', '85364'], ['MESA', '85201']]);
  const issued = makeDay(r, 2025, 2026);
  const expires = addDays(addMonths({ y: issued.y, m: issued.m, d: 1 }, 13), -1);
  const vlt = cents(r, 140, 320);
  const rows: Row[] = [
    row(['ARIZONA DEPARTMENT OF TRANSPORTATION', 0]),
    row(['MOTOR VEHICLE DIVISION', 0]),
    title('VEHICLE REGISTRATION'),
    blank(),
    row(['PLATE', 0], ['EXPIRES', 0.3], ['ISSUED', 0.6]),
    { ...row([plate, 0], [us(expires), 0.3], [us(issued), 0.6]), bold: true },
    blank(),
    row(['YEAR', 0], ['MAKE', 0.12], ['MODEL', 0.35], ['BODY', 0.6], ['COLOR', 0.75]),
    row([String(v.year), 0], [v.make.toUpperCase(), 0.12], [v.model.toUpperCase(), 0.35], [r.pick(['4D', 'SW', 'PK']), 0.6], [r.pick(['WHI', 'BLK', 'GRY', 'RED']), 0.75]),
    blank(),
    row(['VIN', 0], [v.vin, 0.12]),
    blank(),
    row(['REGISTERED OWNER', 0]),
    row([owner, 0]),
    row([`${r.int(100, 9800)} ${r.pick(['E APACHE BLVD', 'N FORT VALLEY RD', 'S 4TH AVE', 'W MAIN ST'])}`, 0]),
    row([`${city} AZ ${zip}`, 0]),
    blank(),
    row(['VEHICLE LICENSE TAX', 0], [usd(vlt), 0.35]),
    row(['REGISTRATION FEE', 0], [usd(8), 0.35]),
    row(['AIR QUALITY FEE', 0], [usd(1.5), 0.35]),
    row(['TOTAL PAID', 0], [usd(round2(vlt + 9.5)), 0.35]),
    blank(),
    row(['KEEP THIS REGISTRATION IN YOUR VEHICLE', 0]),
  ];
  return {
    kind: 'registration', layout: 'wh8-az-registration', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', plateNumber: plate, vin: v.vin, make: v.make, model: v.model, year: v.year,
      ownerName: owner, expiryDate: iso(expires),
    },
  };
}

// ---------------------------------------------------------------- insurance

/** A Polish polisa OC: the insurer's brand over its legal name, the holder, vehicle, period and one premium. */
function polishPolisaOc(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([0, 5, 10, 11]));
  const plate = `${r.pick(['WPR', 'KR', 'PO', 'GD', 'WA'])} ${D(r)}${L(r)}${L(r)}${D(r)}${D(r)}`;
  const holder = `${r.pick(['Anna', 'Tomasz', 'Katarzyna', 'Paweł', 'Magdalena', 'Michał'])} ${r.pick(['Wiśniewska', 'Zieliński', 'Nowak', 'Lewandowski', 'Wójcik'])}`;
  const start = makeDay(r, 2026, 2026);
  const end = yearEnd(start);
  const premium = round2(r.int(780, 1900));
  const number = `${r.int(100, 999)}${r.int(1000000, 9999999)}`;
  const dot = (d: Day) => dmy(d, '.');
  const rows: Row[] = [
    row(['BURSZTYN', 0], ['infolinia 801 400 400', 0.65]),
    row(['Bursztyn Towarzystwo Ubezpieczeń S.A.', 0]),
    blank(),
    title('POLISA', 15),
    row(['ubezpieczenia obowiązkowego OC posiadaczy pojazdów mechanicznych', 0]),
    pair('Numer polisy', number, 0, 0.4),
    blank(),
    { ...row(['Ubezpieczający / Właściciel pojazdu', 0]), bold: true },
    row([holder, 0]),
    row([`ul. ${r.pick(['Długa', 'Kwiatowa', 'Lipowa', 'Słoneczna'])} ${r.int(1, 60)}, ${r.pick(['30-012 Kraków', '60-101 Poznań', '80-210 Gdańsk', '02-495 Warszawa'])}`, 0]),
    blank(),
    { ...row(['Pojazd', 0]), bold: true },
    pair('Numer rejestracyjny', plate, 0, 0.4),
    pair('Marka / Model', `${v.make} ${v.model}`, 0, 0.4),
    pair('Numer VIN', v.vin, 0, 0.4),
    pair('Rok produkcji', String(v.year), 0, 0.4),
    blank(),
    pair('Okres ubezpieczenia', `od ${dot(start)} do ${dot(end)}`, 0, 0.4),
    pair('Składka łączna', `${spaced(premium)} zł`, 0, 0.4),
    pair('Sposób płatności', 'jednorazowo, przelew', 0, 0.4),
    pair('Data wystawienia', dot(addDays(start, -r.int(3, 20))), 0, 0.4),
    blank(),
    ...wrap('Ubezpieczenie OC obejmuje odpowiedzialność cywilną każdej osoby, która kierując pojazdem wyrządziła szkodę w związku z ruchem tego pojazdu.', 84),
  ];
  return {
    kind: 'insurance', layout: 'wh8-pl-polisa-oc', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', insuranceProvider: 'Bursztyn', policyNumber: number, ownerName: holder, plateNumber: plate,
      make: v.make, model: v.model, vin: v.vin, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** Pennsylvania declarations of two vehicles: each vehicle's premium, the policy's total, a tort option. */
function pennsylvaniaDeclarations(c: Ctx): DocContent {
  const { r } = c;
  const i = r.int(0, 9);
  const a = naHeldBack8Vehicle(r, i);
  const b = naHeldBack8Vehicle(r, i + 3);
  const insured = `${r.pick(['Gregory', 'Dana', 'Vincent', 'Heather', 'Curtis'])} ${r.pick(['Ostrowski', 'Kauffman', 'DiMarco', 'Yoder', 'Brennan'])}`;
  const [city, zip] = r.pick([['Lancaster', '17603'], ['Harrisburg', '17101'], ['Scranton', '18503'], ['Erie', '16501']]);
  const start = makeDay(r, 2026, 2026);
  const end = addMonths(start, 6);
  const premA = cents(r, 380, 820);
  const premB = cents(r, 300, 700);
  const fee = 12;
  const total = round2(premA + premB + fee);
  const number = `KVM-PA-${r.int(1000000, 9999999)}`;
  const rows: Row[] = [
    { ...row(['KEYSTONE VALLEY MUTUAL', 0]), size: 15, bold: true },
    row(['Keystone Valley Mutual Insurance Company', 0], ['PO Box 1180, York PA 17405', 0.58]),
    blank(),
    title('Personal Auto Policy Declarations', 13),
    pair('Policy number', number, 0, 0.3),
    pair('Policy period', `${us(start)} to ${us(end)} 12:01 A.M. standard time`, 0, 0.3),
    pair('Named insured', insured, 0, 0.3),
    pair('', `${r.int(100, 9900)} ${r.pick(['Fruitville Pike', 'Derry St', 'Wyoming Ave', 'Peach St'])}, ${city}, PA ${zip}`, 0, 0.3),
    pair('Tort option', r.pick(['Limited Tort', 'Full Tort']), 0, 0.3),
    blank(),
    ...table(
      [['Veh', 0], ['Year', 0.06], ['Make / Model', 0.14], ['VIN', 0.45], ['Premium', 0.82]],
      [
        ['1', String(a.year), `${a.make} ${a.model}`, a.vin, usd(premA)],
        ['2', String(b.year), `${b.make} ${b.model}`, b.vin, usd(premB)],
      ],
    ),
    blank(),
    row(['Coverages', 0], ['Limits', 0.4], ['Veh 1', 0.65], ['Veh 2', 0.82]),
    row(['Bodily Injury Liability', 0], ['$100,000 / $300,000', 0.4], ['Included', 0.65], ['Included', 0.82]),
    row(['Property Damage Liability', 0], ['$50,000', 0.4], ['Included', 0.65], ['Included', 0.82]),
    row(['First Party Benefits', 0], ['$5,000 medical', 0.4], ['Included', 0.65], ['Included', 0.82]),
    row(['Collision', 0], ['$500 deductible', 0.4], ['Included', 0.65], ['Included', 0.82]),
    blank(),
    row(['Policy fee', 0], [usd(fee), 0.82]),
    { ...row(['Total six-month policy premium', 0], [usd(total), 0.82]), bold: true },
  ];
  return {
    kind: 'insurance', layout: 'wh8-pa-declarations-2cars', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', insuranceProvider: 'Keystone Valley Mutual', policyNumber: number, ownerName: insured,
      vin: a.vin, make: a.make, model: a.model, year: a.year, additionalVins: [b.vin], effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** A UK renewal notice: a trading name, last year's price beside the renewal price, the new period. */
function ukRenewalNotice(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([11, 12, 8, 6]));
  const plate = `${L(r)}${L(r)}${r.int(17, 24)} ${L(r)}${L(r)}${L(r)}`;
  const given = r.pick(['Hannah', 'Joseph', 'Megan', 'Ryan', 'Chloe', 'Liam']);
  const family = r.pick(['Whitfield', 'Ashworth', 'Pemberton', 'Kershaw', 'Holroyd']);
  const start = makeDay(r, 2026, 2026);
  const end = yearEnd(start);
  const last = cents(r, 420, 780);
  const renewal = round2(last + cents(r, 25, 140));
  const number = `KST/${L(r)}${L(r)}/${r.int(1000000, 9999999)}`;
  const rows: Row[] = [
    { ...row(['kestrel', 0]), size: 18, bold: true },
    row(['Car insurance renewal', 0], [dmy(addDays(start, -r.int(21, 28))), 0.75]),
    blank(),
    row([`${given} ${family}`, 0]),
    row([`${r.int(2, 120)} ${r.pick(['Moorside Road', 'Cross Lane', 'Albion Street'])}`, 0]),
    row([r.pick(['Halifax HX1 2LP', 'Bolton BL1 4QS', 'Preston PR1 3HT']), 0]),
    blank(),
    row([`Dear ${given},`, 0]),
    ...wrap(`Your car insurance with us renews on ${longUk(start)}. If you do nothing we will renew it automatically and take payment in the same way as last year.`, 84),
    blank(),
    pair('Policy number', number, 0, 0.4),
    pair('Car', `${v.make} ${v.model}, ${plate}`, 0, 0.4),
    pair('Cover', 'Comprehensive', 0, 0.4),
    pair('Renewal period', `${dmy(start)} to ${dmy(end)}`, 0, 0.4),
    blank(),
    pair("Last year's price", gbp(last), 0, 0.4),
    { ...pair('Your renewal price', gbp(renewal), 0, 0.4), bold: true },
    pair('Including Insurance Premium Tax', gbp(round2((renewal * 12) / 112)), 0, 0.4),
    blank(),
    ...wrap('Kestrel is a trading name of Kestrel Underwriting Services Limited, registered in England and Wales. Your policy is underwritten by Wyvern Insurance Company Limited.', 88),
  ];
  return {
    kind: 'insurance', layout: 'wh8-uk-kestrel-renewal', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', insuranceProvider: 'Kestrel', policyNumber: number, ownerName: `${given} ${family}`,
      plateNumber: plate, make: v.make, model: v.model, effectiveDate: iso(start), expirationDate: iso(end), premium: renewal,
    },
  };
}

/** A two-page Swedish försäkringsbrev: a covering letter, then the policy's facts on page 2 (a year's and a month's premium). */
function swedishForsakringsbrev(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([10, 0, 9, 7]));
  const plate = `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${r.pick([L(r), D(r)])}`;
  const given = r.pick(['Erik', 'Karin', 'Johan', 'Linnea', 'Anders', 'Elsa']);
  const family = r.pick(['Lindqvist', 'Bergström', 'Sandberg', 'Holmgren', 'Åkesson']);
  const start = makeDay(r, 2026, 2026);
  const end = yearEnd(start);
  const monthly = r.int(380, 720);
  const yearly = monthly * 12;
  const number = `${r.int(1000, 9999)}-${r.int(100000, 999999)}`;
  const rows: Row[] = [
    { ...row(['Fjällmark', 0]), size: 18, bold: true },
    row([`${given} ${family}`, 0], [ymd(addDays(start, -r.int(14, 30))), 0.75]),
    row([`${r.pick(['Storgatan', 'Kungsgatan', 'Vasavägen'])} ${r.int(2, 60)}`, 0]),
    row([r.pick(['722 15 Västerås', '903 26 Umeå', '582 22 Linköping']), 0]),
    blank(),
    title('Här är ditt nya försäkringsbrev', 13),
    row([`Hej ${given}!`, 0]),
    ...wrap('Din bilförsäkring förnyas och gäller ett år till. På nästa sida ser du vad försäkringen omfattar och vad den kostar. Kontrollera att uppgifterna stämmer.', 84),
    ...wrap('Har du frågor är du välkommen att ringa oss på 0771-44 44 44, vardagar 8-18.', 84),
    blank(),
    row(['Med vänliga hälsningar', 0]),
    row(['Fjällmark Kundservice', 0]),
    pageBreak(),
    title('Försäkringsbrev - Bilförsäkring', 14),
    pair('Försäkringsnummer', number, 0, 0.4),
    pair('Försäkringstagare', `${given} ${family}`, 0, 0.4),
    pair('Försäkringsperiod', `${ymd(start)} - ${ymd(end)}`, 0, 0.4),
    blank(),
    { ...row(['Försäkrat fordon', 0]), bold: true },
    pair('Registreringsnummer', plate, 0, 0.4),
    pair('Fabrikat och modell', `${v.make} ${v.model}`, 0, 0.4),
    pair('Chassinummer', v.vin, 0, 0.4),
    pair('Årlig körsträcka', `${r.pick(['1 000 - 1 500', '1 500 - 2 000'])} mil`, 0, 0.4),
    blank(),
    pair('Omfattning', 'Helförsäkring (trafik, halv, vagnskada)', 0, 0.4),
    pair('Självrisk vagnskada', `${spaced(r.pick([3000, 5000, 6000]))} kr`, 0, 0.4),
    pair('Pris per månad', `${monthly} kr`, 0, 0.4),
    { ...pair('Årspremie', `${spaced(yearly)} kr`, 0, 0.4), bold: true },
    blank(),
    ...wrap('Fjällmark Försäkring AB (publ), org.nr 516401-8831, säte Stockholm. Försäkringen följer villkor BIL 2026:1.', 88),
  ];
  return {
    kind: 'insurance', layout: 'wh8-se-forsakringsbrev-two-pages', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', insuranceProvider: 'Fjällmark', policyNumber: number, ownerName: `${given} ${family}`,
      plateNumber: plate, make: v.make, model: v.model, vin: v.vin, effectiveDate: iso(start), expirationDate: iso(end), premium: yearly,
    },
  };
}

/** A Tennessee sheet of two insurance cards, one vehicle each, cut apart by the owner. */
function tennesseeIdCards(c: Ctx): DocContent {
  const { r } = c;
  const i = r.int(0, 9);
  const a = naHeldBack8Vehicle(r, i);
  const b = naHeldBack8Vehicle(r, i + 5);
  const insured = `${r.pick(['Jolene', 'Wade', 'Misty', 'Colton', 'Shelby'])} ${r.pick(['Pickett', 'Haskins', 'Dunaway', 'Tidwell'])}`;
  const start = makeDay(r, 2026, 2026);
  const end = addMonths(start, 6);
  const number = `CS${r.int(10, 99)}-${r.int(100000, 999999)}`;
  const card = (v: typeof a): Row[] => [
    { ...row(['CUMBERLAND SHIELD', 0], ['TENNESSEE PROOF OF INSURANCE', 0.5]), bold: true, boxes: [{ x0: -0.01, x1: 0.99, rows: 8 }], space: 6 },
    row(['Company', 0], ['Cumberland Shield Casualty Company', 0.2], ['NAIC 31742', 0.75]),
    row(['Policy number', 0], [number, 0.2]),
    row(['Effective', 0], [us(start), 0.2], ['Expiration', 0.5], [us(end), 0.68]),
    row(['Year', 0], [String(v.year), 0.2], ['Make', 0.5], [v.make.toUpperCase(), 0.68]),
    row(['Model', 0], [v.model.toUpperCase(), 0.2]),
    row(['VIN', 0], [v.vin, 0.2]),
    row(['Insured', 0], [insured, 0.2]),
    { cells: [], space: 14 },
  ];
  const rows: Row[] = [
    row(['Your insurance identification cards', 0]),
    ...wrap('Keep one card in each vehicle. Tennessee law requires you to show proof of insurance when asked by law enforcement.', 88),
    blank(),
    ...card(a),
    row(['- - - - - - - - - - - - - - - - cut here - - - - - - - - - - - - - - - -', 0.1]),
    ...card(b),
    row([`Agent: ${r.pick(['Tidwell Insurance Group', 'Volunteer Agency', 'Harpeth Insurance'])}, Franklin TN, (615) ${r.int(200, 999)}-${r.int(1000, 9999)}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'wh8-tn-id-cards-2cars', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', insuranceProvider: 'Cumberland Shield', policyNumber: number, ownerName: insured,
      vin: a.vin, make: a.make, model: a.model, year: a.year, additionalVins: [b.vin], effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A Portuguese aviso de renovação: the previous year's and the new premium, the new period. */
function portugueseAvisoRenovacao(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([1, 3, 4, 13]));
  const plate = `${L(r)}${L(r)}-${D(r)}${D(r)}-${L(r)}${L(r)}`;
  const holder = `${r.pick(['Rui', 'Sofia', 'Tiago', 'Beatriz', 'Nuno', 'Inês'])} ${r.pick(['Almeida Carvalho', 'Pereira Lopes', 'Sousa Martins', 'Ferreira Rocha'])}`;
  const start = makeDay(r, 2026, 2026);
  const end = yearEnd(start);
  const previous = cents(r, 280, 620);
  const now = round2(previous + cents(r, 8, 60));
  const number = `00${r.int(40, 49)}.${r.int(10, 99)}.${r.int(100000, 999999)}`;
  const rows: Row[] = [
    { ...row(['Vela Azul', 0]), size: 18, bold: true },
    row(['Vela Azul - Companhia de Seguros, S.A.', 0]),
    blank(),
    row([holder, 0.55]),
    row([`Rua ${r.pick(['de Santa Catarina', 'do Almada', 'Direita'])}, ${r.int(1, 300)}`, 0.55]),
    row([r.pick(['4000-447 Porto', '3000-150 Coimbra', '4700-321 Braga']), 0.55]),
    blank(),
    title('Aviso de Renovação', 14),
    pair('Apólice n.º', number, 0, 0.35),
    pair('Tomador do seguro', holder, 0, 0.35),
    pair('Ramo', 'Automóvel - Danos Próprios', 0, 0.35),
    pair('Veículo', `${v.make} ${v.model}`, 0, 0.35),
    pair('Matrícula', plate, 0, 0.35),
    pair('Período', `de ${dmy(start)} a ${dmy(end)}`, 0, 0.35),
    blank(),
    pair('Prémio da anuidade anterior', `${moneyIn(previous, 'de')} €`, 0, 0.35),
    { ...pair('Prémio total a pagar', `${moneyIn(now, 'de')} €`, 0, 0.35), bold: true },
    pair('Data limite de pagamento', dmy(start), 0, 0.35),
    blank(),
    row(['Pagamento por Multibanco', 0]),
    row(['Entidade', 0], [String(r.int(10000, 99999)), 0.35]),
    row(['Referência', 0], [`${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)}`, 0.35]),
    row(['Montante', 0], [`${moneyIn(now, 'de')} €`, 0.35]),
  ];
  return {
    kind: 'insurance', layout: 'wh8-pt-aviso-renovacao', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', insuranceProvider: 'Vela Azul', policyNumber: number, ownerName: holder, plateNumber: plate,
      make: v.make, model: v.model, effectiveDate: iso(start), expirationDate: iso(end), premium: now,
    },
  };
}

// ---------------------------------------------------------------- service invoices

/** A Czech faktura from an independent workshop: works and material apart, VAT, the next service by date or km. */
function czechFaktura(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([3, 4, 5, 9]));
  const plate = `${r.int(1, 9)}${L(r)}${r.int(1, 9)} ${r.int(1000, 9999)}`;
  const shop = r.pick(['Autoservis Hřebec', 'Pneuservis Dvořák', 'Autodílna Kratochvíl']);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(40000, 140000);
  const interval = r.pick([15000, 20000, 30000]);
  const next = addMonths(day, 12);
  const works: [string, number][] = r.pick([
    [['Výměna motorového oleje a filtru', 650], ['Výměna brzdových destiček vpředu', 1100], ['Kontrola podvozku', 350]],
    [['Servisní prohlídka', 1400], ['Výměna kabinového filtru', 300], ['Seřízení geometrie', 900]],
  ] as [string, number][][]);
  const third: [string, number] = works.some(([w]) => w.includes('brzd')) ? ['Brzdové destičky', r.int(1200, 2100)] : ['Kabinový filtr', r.int(250, 480)];
  const parts: [string, number][] = [['Motorový olej 5W-30, 4,5 l', r.int(900, 1300)], ['Olejový filtr', r.int(180, 320)], third];
  const net = sum([...works, ...parts].map(([, p]) => p));
  const vat = round2(net * 0.21);
  const total = round2(net + vat);
  const dot = (d: Day) => dmy(d, '.');
  const rows: Row[] = [
    { ...row([`${shop} s.r.o.`, 0]), size: 14, bold: true },
    row([`${r.pick(['Koželužská', 'Průmyslová', 'Dělnická'])} ${r.int(1, 90)}, ${r.pick(['602 00 Brno', '370 01 České Budějovice', '779 00 Olomouc'])}`, 0], [`IČO ${r.int(10000000, 99999999)}`, 0.65]),
    blank(),
    title(`FAKTURA - DAŇOVÝ DOKLAD č. ${day.y}${r.int(1000, 9999)}`, 13),
    pair('Datum vystavení', dot(day), 0, 0.4),
    pair('Datum uskutečnění plnění', dot(day), 0, 0.4),
    pair('Datum splatnosti', dot(addDays(day, 14)), 0, 0.4),
    blank(),
    pair('Vozidlo', `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.4),
    pair('RZ', plate, 0, 0.4),
    pair('VIN', v.vin, 0, 0.4),
    pair('Stav tachometru', `${kmIn(odo, 'fr')} km`, 0, 0.4),
    blank(),
    ...table([['Provedené práce', 0], ['Cena bez DPH', 0.75]], works.map(([w, p]) => [w, `${spaced(p)} Kč`])),
    blank(),
    ...table([['Materiál', 0], ['Cena bez DPH', 0.75]], parts.map(([w, p]) => [w, `${spaced(p)} Kč`])),
    blank(),
    row(['Základ DPH 21 %', 0.4], [`${spaced(net)} Kč`, 0.75]),
    row(['DPH 21 %', 0.4], [`${spaced(vat)} Kč`, 0.75]),
    { ...row(['Celkem k úhradě', 0.4], [`${spaced(total)} Kč`, 0.75]), bold: true },
    blank(),
    row([`Příští servisní prohlídka: ${dot(next)} nebo při ${kmIn(odo + interval, 'fr')} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wh8-cz-faktura-autoservis', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', serviceProvider: shop, serviceDate: iso(day), make: v.make, model: v.model, plateNumber: plate,
      vin: v.vin, mileage: odo, services: works.map(([w]) => w), totalCost: total, nextServiceDate: iso(next), nextServiceMileage: odo + interval,
    },
  };
}

/** A Portuguese fatura de oficina: works with prices, IVA, and the next revision by date or km. */
function portugueseFaturaOficina(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([1, 0, 6, 13]));
  const plate = `${L(r)}${L(r)}-${D(r)}${D(r)}-${L(r)}${L(r)}`;
  const shop = r.pick(['Oficina Auto Ribeira', 'Garagem Boavista', 'Auto Reparadora do Lis']);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(30000, 160000);
  const interval = r.pick([15000, 20000]);
  const next = addMonths(day, 12);
  const works: [string, number][] = r.pick([
    [['Mudança de óleo e filtro', 78], ['Substituição de pastilhas de travão', 64], ['Alinhamento de direção', 35]],
    [['Revisão geral', 120], ['Substituição do filtro de ar', 22], ['Carga do ar condicionado', 55]],
  ] as [string, number][][]);
  const material = cents(r, 60, 180);
  const net = round2(sum(works.map(([, p]) => p)) + material);
  const iva = round2(net * 0.23);
  const total = round2(net + iva);
  const rows: Row[] = [
    { ...row([`${shop}, Lda.`, 0]), size: 14, bold: true },
    row([`Rua ${r.pick(['da Indústria', 'do Comércio', 'Nova'])}, ${r.int(1, 200)} - ${r.pick(['2400-118 Leiria', '4100-080 Porto', '3800-200 Aveiro'])}`, 0], [`NIF ${r.int(500000000, 599999999)}`, 0.7]),
    blank(),
    title(`FATURA N.º FT ${day.y}/${r.int(100, 2999)}`, 13),
    pair('Data', dmy(day), 0, 0.35),
    pair('Cliente', `${r.pick(['Joana', 'Pedro', 'Marta'])} ${r.pick(['Costa', 'Ribeiro', 'Gomes'])}`, 0, 0.35),
    pair('Viatura', `${v.make} ${v.model}`, 0, 0.35),
    pair('Matrícula', plate, 0, 0.35),
    pair('N.º de chassis', v.vin, 0, 0.35),
    pair('Quilómetros', kmIn(odo, 'de'), 0, 0.35),
    blank(),
    ...table([['Serviços efetuados', 0], ['Valor', 0.8]], works.map(([w, p]) => [w, `${moneyIn(p, 'de')} €`])),
    row(['Material (óleo, filtros, pastilhas)', 0], [`${moneyIn(material, 'de')} €`, 0.8]),
    blank(),
    row(['Total ilíquido', 0.45], [`${moneyIn(net, 'de')} €`, 0.8]),
    row(['IVA 23 %', 0.45], [`${moneyIn(iva, 'de')} €`, 0.8]),
    { ...row(['Total a pagar', 0.45], [`${moneyIn(total, 'de')} €`, 0.8]), bold: true },
    blank(),
    row(['Próxima revisão:', 0], [`${dmy(next)} ou aos ${kmIn(odo + interval, 'de')} km`, 0.35]),
    blank(),
    row(['Processado por programa certificado n.º 1234/AT', 0]),
  ];
  return {
    kind: 'service', layout: 'wh8-pt-fatura-oficina', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', serviceProvider: shop, serviceDate: iso(day), make: v.make, model: v.model, plateNumber: plate,
      vin: v.vin, mileage: odo, services: works.map(([w]) => w), totalCost: total, nextServiceDate: iso(next), nextServiceMileage: odo + interval,
    },
  };
}

/** A Swedish verkstadsfaktura: a due date beside the invoice date, works and parts, the next visit by date or km. */
function swedishVerkstadsfaktura(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([10, 7, 14, 9]));
  const plate = `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${r.pick([L(r), D(r)])}`;
  const shop = r.pick(['Bilverkstad Norrviken', 'Motorhallen i Gävle', 'Torslanda Bilservice']);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(20000, 150000);
  const interval = r.pick([15000, 20000]);
  const next = addMonths(day, 12);
  const works: [string, number][] = r.pick([
    [['Service enligt tillverkarens program', 1890], ['Byte av torkarblad fram', 240], ['Hjulinställning', 890]],
    [['Årsservice', 2150], ['Byte av bromsskivor och belägg bak', 1680], ['Kontroll av AC', 450]],
  ] as [string, number][][]);
  const parts: [string, number][] = [['Motorolja 0W-20, 5,2 l', r.int(520, 780)], ['Oljefilter', r.int(140, 260)], ['Luftfilter', r.int(220, 380)]];
  const net = sum([...works, ...parts].map(([, p]) => p));
  const moms = round2(net * 0.25);
  const total = round2(net + moms);
  const rows: Row[] = [
    { ...row([`${shop} AB`, 0]), size: 14, bold: true },
    row([r.pick(['Verkstadsgatan 4, 802 63 Gävle', 'Industrivägen 12, 418 78 Göteborg', 'Norrviksvägen 9, 191 62 Sollentuna']), 0], ['Org.nr 556' + r.int(100, 999) + '-' + r.int(1000, 9999), 0.65]),
    blank(),
    title(`FAKTURA ${r.int(20000, 89999)}`, 13),
    row(['Fakturadatum', 0], [ymd(day), 0.25], ['Förfallodatum', 0.5], [ymd(addDays(day, 30)), 0.75]),
    row(['Regnr', 0], [plate, 0.25], ['Mätarställning', 0.5], [`${kmIn(odo, 'fr')} km`, 0.75]),
    row(['Fordon', 0], [`${v.make} ${v.model}`, 0.25], ['VIN', 0.5], [v.vin, 0.62]),
    blank(),
    ...table([['Arbete', 0], ['Belopp', 0.8]], works.map(([w, p]) => [w, `${spaced(p)} kr`])),
    blank(),
    ...table([['Reservdelar', 0], ['Belopp', 0.8]], parts.map(([w, p]) => [w, `${spaced(p)} kr`])),
    blank(),
    row(['Netto', 0.5], [`${spaced(net)} kr`, 0.8]),
    row(['Moms 25 %', 0.5], [`${spaced(moms)} kr`, 0.8]),
    { ...row(['Att betala', 0.5], [`${spaced(total)} kr`, 0.8]), bold: true },
    blank(),
    row([`Nästa besök: service senast ${ymd(next)} eller vid ${kmIn(odo + interval, 'fr')} km, det som inträffar först.`, 0]),
    row([`Bankgiro ${r.int(100, 999)}-${r.int(1000, 9999)}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wh8-se-verkstadsfaktura', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', serviceProvider: shop, serviceDate: iso(day), make: v.make, model: v.model, plateNumber: plate,
      vin: v.vin, mileage: odo, services: works.map(([w]) => w), totalCost: total, nextServiceDate: iso(next), nextServiceMileage: odo + interval,
    },
  };
}

// ---------------------------------------------------------------- oil-change receipts

/** A Polish thermal paragon for an oil change, printed without Polish letters as many fiscal printers do. */
function polishParagonWymianaOleju(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([4, 5, 1, 11]));
  const plate = `${r.pick(['PO', 'PZ', 'WA', 'KR'])} ${D(r)}${L(r)}${L(r)}${D(r)}${D(r)}`;
  const shop = r.pick(['Auto-Serwis Kowalczyk', 'Olej-Expres Mazur', 'Serwis Szybka Zmiana']);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(40000, 190000);
  const interval = r.pick([10000, 15000]);
  const next = addMonths(day, 12);
  const items: [string, number][] = [['Wymiana oleju', r.int(60, 90)], ['Olej 5W30 4,5L', r.int(180, 260)], ['Filtr oleju', r.int(35, 60)]];
  const total = sum(items.map(([, p]) => p));
  const zl = (x: number) => moneyIn(x, 'de');
  const rows: Row[] = [
    row([shop.toUpperCase(), 0]),
    row([`ul. ${r.pick(['Poznanska', 'Grunwaldzka', 'Krakowska'])} ${r.int(1, 90)}`, 0]),
    row([r.pick(['60-001 Poznan', '80-244 Gdansk', '31-154 Krakow']), 0]),
    row([`NIP ${r.int(100, 999)}-${r.int(100, 999)}-${r.int(10, 99)}-${r.int(10, 99)}`, 0]),
    row([`${ymd(day)}   ${p2(r.int(8, 17))}:${p2(r.int(0, 59))}`, 0]),
    { ...row(['PARAGON FISKALNY', 0.15]), bold: true },
    ...items.map(([w, p]) => row([w, 0], [`1 x ${zl(p)}`, 0.62])),
    { ...row(['SUMA PLN', 0], [zl(total), 0.7]), bold: true, rule: true },
    row(['Gotowka', 0], [zl(total), 0.7]),
    blank(),
    row([`Nr rej.: ${plate}`, 0]),
    row([`Pojazd: ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]),
    row([`Przebieg: ${kmIn(odo, 'fr')} km`, 0]),
    row(['Nastepna wymiana:', 0]),
    row([`${kmIn(odo + interval, 'fr')} km lub ${dmy(next, '.')}`, 0]),
    row(['Dziekujemy!', 0.3]),
  ];
  return {
    kind: 'oil', layout: 'wh8-pl-paragon-wymiana-oleju', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', serviceProvider: shop, serviceDate: iso(day), plateNumber: plate, make: v.make,
      model: v.model, mileage: odo, totalCost: total, nextServiceMileage: odo + interval, nextServiceDate: iso(next),
    },
  };
}

/** An Oregon quick lube thermal receipt: no sales tax, the next service by miles or date. */
function oregonQuickLube(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBack8Vehicle(r, r.pick([1, 2, 5, 7]));
  const plate = r.pick([`${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}`, `${D(r)}${D(r)}${D(r)} ${L(r)}${L(r)}${L(r)}`]);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(12000, 98000);
  const next = addMonths(day, 3);
  const items: [string, number][] = [['FULL SYN OIL CHG', cents(r, 79, 99)], ['WIPER BLADES', cents(r, 24, 36)], ['SHOP SUPPLIES', 3.5]];
  const total = sum(items.map(([, p]) => p));
  const rows: Row[] = [
    { ...row(['CASCADE QUICK LUBE', 0.12]), bold: true },
    row([`Store ${r.int(3, 40)}`, 0]),
    row([`${r.int(100, 9900)} ${r.pick(['SE Division St', 'NE Sandy Blvd', 'SW Beaverton Hwy'])}`, 0]),
    row([r.pick(['Portland, OR 97202', 'Salem, OR 97301', 'Eugene, OR 97401']), 0]),
    blank(),
    row([`INVOICE ${r.int(10, 99)}-${r.int(10000, 99999)}`, 0]),
    row([`DATE ${us(day)}  ${p2(r.int(8, 18))}:${p2(r.int(0, 59))}`, 0]),
    row([`VEH ${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]),
    row([`VIN ${v.vin}`, 0]),
    row([`PLATE ${plate} OR`, 0]),
    row([`ODOMETER ${odo.toLocaleString('en-US')}`, 0]),
    blank(),
    ...items.map(([w, p]) => row([w, 0], [usd(p), 0.72])),
    row(['NO SALES TAX - OREGON', 0]),
    { ...row(['TOTAL', 0], [usd(total), 0.72]), bold: true, rule: true },
    row(['VISA ****' + r.int(1000, 9999), 0], [usd(total), 0.72]),
    blank(),
    row(['NEXT SERVICE DUE', 0]),
    row([`AT ${(odo + 5000).toLocaleString('en-US')} MI OR ${us(next)}`, 0]),
    row(['THANK YOU FOR YOUR BUSINESS', 0]),
  ];
  return {
    kind: 'oil', layout: 'wh8-or-quick-lube-receipt', page: 'receipt', font: 'mono', rows, region: 'us', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', serviceProvider: 'Cascade Quick Lube', serviceDate: iso(day), vin: v.vin,
      plateNumber: plate, make: v.make, model: v.model, year: v.year, mileage: odo, totalCost: total, nextServiceMileage: odo + 5000, nextServiceDate: iso(next),
    },
  };
}

/** A Danish olieskift kvittering from a quick-service shop: VAT within the total, the next change by km or date. */
function danishOlieskiftKvittering(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBack8Vehicle(r, r.pick([11, 6, 12, 14]));
  const plate = `${L(r)}${L(r)} ${D(r)}${D(r)} ${D(r)}${D(r)}${D(r)}`;
  const shop = r.pick(['Olie-Expressen Vejle', 'Hurtigservice Brabrand', 'Kvik Olie Næstved']);
  const day = makeDay(r, 2026, 2026);
  const odo = r.int(20000, 180000);
  const interval = r.pick([15000, 20000]);
  const next = addMonths(day, 12);
  const items: [string, number][] = [['Olieskift inkl. filter', r.int(895, 1295)], ['Sprinklervæske', r.int(49, 89)]];
  const total = sum(items.map(([, p]) => p));
  const dk = (x: number) => moneyIn(x, 'de');
  const rows: Row[] = [
    { ...row([`${shop} ApS`, 0]), bold: true },
    row([r.pick(['Vestre Engvej 12, 7100 Vejle', 'Silkeborgvej 301, 8220 Brabrand', 'Ringstedgade 88, 4700 Næstved']), 0]),
    row([`CVR ${r.int(10000000, 99999999)}`, 0]),
    blank(),
    { ...row(['KVITTERING', 0.3]), bold: true },
    row([`Dato: ${dmy(day, '.')}`, 0], [`Kl. ${p2(r.int(8, 17))}:${p2(r.int(0, 59))}`, 0.65]),
    row([`Reg.nr.: ${plate}`, 0]),
    row([`Bil: ${v.make} ${v.model}`, 0]),
    row([`Km-stand: ${kmIn(odo, 'de')}`, 0]),
    blank(),
    ...items.map(([w, p]) => row([w, 0], [dk(p), 0.72])),
    { ...row(['I alt DKK', 0], [dk(total), 0.72]), bold: true, rule: true },
    row(['heraf moms 25 %', 0], [dk(round2(total / 5)), 0.72]),
    row(['Betalt med Dankort', 0]),
    blank(),
    row(['Næste olieskift:', 0]),
    row([`${kmIn(odo + interval, 'de')} km eller ${dmy(next, '.')}`, 0]),
    row(['Tak for besøget!', 0.2]),
  ];
  return {
    kind: 'oil', layout: 'wh8-dk-olieskift-kvittering', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', serviceProvider: shop, serviceDate: iso(day), plateNumber: plate, make: v.make,
      model: v.model, mileage: odo, totalCost: total, nextServiceMileage: odo + interval, nextServiceDate: iso(next),
    },
  };
}

export const WORLD_HELD_BACK_8_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wh8-gb-sct-v5c-two-pages', part: 'held-back', build: scottishV5c },
  // Indices 1, 2, 4, 5, 8, 14 and 17: rendered as Word or plain text, never a text PDF (letters beyond the PDF fonts).
  { kind: 'registration', name: 'wh8-si-prometno-dovoljenje', part: 'held-back', build: slovenianPrometnoDovoljenje },
  { kind: 'registration', name: 'wh8-hu-forgalmi-engedely', part: 'held-back', build: hungarianForgalmiEngedely },
  { kind: 'registration', name: 'wh8-au-nsw-certificate-of-registration', part: 'held-back', build: nswCertificateOfRegistration },
  { kind: 'registration', name: 'wh8-ro-certificat-inmatriculare', part: 'held-back', build: romanianCertificatInmatriculare },
  { kind: 'registration', name: 'wh8-cy-certificate-of-registration', part: 'held-back', build: cypriotCertificateOfRegistration },
  { kind: 'registration', name: 'wh8-ga-certificate-of-title', part: 'held-back', build: georgiaCertificateOfTitle },
  { kind: 'registration', name: 'wh8-az-registration', part: 'held-back', build: arizonaRegistration },
  { kind: 'insurance', name: 'wh8-pl-polisa-oc', part: 'held-back', build: polishPolisaOc },
  { kind: 'insurance', name: 'wh8-pa-declarations-2cars', part: 'held-back', build: pennsylvaniaDeclarations },
  { kind: 'insurance', name: 'wh8-uk-kestrel-renewal', part: 'held-back', build: ukRenewalNotice },
  { kind: 'insurance', name: 'wh8-se-forsakringsbrev-two-pages', part: 'held-back', build: swedishForsakringsbrev },
  { kind: 'insurance', name: 'wh8-tn-id-cards-2cars', part: 'held-back', build: tennesseeIdCards },
  { kind: 'insurance', name: 'wh8-pt-aviso-renovacao', part: 'held-back', build: portugueseAvisoRenovacao },
  { kind: 'service', name: 'wh8-cz-faktura-autoservis', part: 'held-back', build: czechFaktura },
  { kind: 'service', name: 'wh8-pt-fatura-oficina', part: 'held-back', build: portugueseFaturaOficina },
  { kind: 'service', name: 'wh8-se-verkstadsfaktura', part: 'held-back', build: swedishVerkstadsfaktura },
  { kind: 'oil', name: 'wh8-pl-paragon-wymiana-oleju', part: 'held-back', build: polishParagonWymianaOleju },
  { kind: 'oil', name: 'wh8-or-quick-lube-receipt', part: 'held-back', build: oregonQuickLube },
  { kind: 'oil', name: 'wh8-dk-olieskift-kvittering', part: 'held-back', build: danishOlieskiftKvittering },
];
