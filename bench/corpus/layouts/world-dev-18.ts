/**
 * Development layouts of the eighteenth round (issue 22), for the families the eighth held-back set still reads weakly
 * by its printed figures only (service invoices: works, next-service date and odometer, shops; insurance premiums,
 * renewals and declarations of several vehicles; European registrations and owners; its misses were never listed, its
 * layouts never read): registration certificates by their harmonised codes (A, B, C.1.1 / C.1.2, D.1, D.3, E, I) in
 * Danish, Polish, Czech, Norwegian, Slovenian, Finnish and Greek (Cypriot, Latin values), the owner split into surname
 * and given-name boxes; workshop invoices whose labour and parts are separate tables with line numbers and operation
 * codes (Hungarian, US, French), the next service as a sticker line, a box or a sentence; a Romanian renewal notice
 * printing last year's and this year's premium under a brand over its legal name, and a US declarations page of three
 * vehicles with a total premium; a second batch (written after the first fixes, committed before any of its own): a German
 * invoice of "Arbeitswerte" and "Ersatzteile" with the next service in a box, an Italian one of "Manodopera" and "Ricambi"
 * with the next service in a sentence, a Polish fleet policy of two vehicles and a Danish renewal. Each is rendered as text, as a scan or a photo, and always turned half a turn and as
 * a 150 dpi JPEG (generate-world.ts). Layouts whose letters the standard PDF fonts lack (ł, č, ő, ș, Greek) fall on a
 * Word or plain-text rendering (numbered from 1800: j % 3 === 0 gives the text PDF). Every office, shop, insurer,
 * wording and person is the author's invention.
 */
import { addMonths, iso, makeDay, makePerson, round2, type Day } from '../data';
import { blank, boxedFields, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { euDevVehicle, naDevVehicle } from '../world-data';

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '.') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const mdy = (day: Day) => `${pad2(day.m)}/${pad2(day.d)}/${day.y}`;
const ymd = (day: Day, sep = '.') => `${day.y}${sep}${pad2(day.m)}${sep}${pad2(day.d)}`;
const cents = (r: Random, lo: number, hi: number) => round2(r.int(lo * 100, hi * 100) / 100);
const sum = (items: number[]) => round2(items.reduce((n, x) => n + x, 0));
/** 1 234,56 (space thousands, comma decimals). */
const spaced = (n: number, decimals = true) => {
  const [int, dec] = n.toFixed(2).split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return decimals ? `${g},${dec}` : g;
};
/** 1.234,56 (dot thousands). */
const dotted = (n: number, decimals = true) => {
  const [int, dec] = n.toFixed(2).split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals ? `${g},${dec}` : g;
};
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const reg = (vin: string, plate: string, make: string, model: string, ownerName: string) => ({
  documentType: 'car_registration', documentKind: 'registration_certificate', vin, plateNumber: plate, make, model, ownerName, expiryDate: null,
});

/** A Danish registreringsattest: codes beside Danish captions, the owner in a surname box and a given-names box. */
function danishAttest(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const family = r.pick(['Østergaard', 'Lindholm', 'Bækgaard', 'Kjærsgaard']);
  const given = r.pick(['Mette', 'Søren', 'Anne Sofie', 'Rasmus']);
  const plate = `${L(r)}${L(r)} ${r.int(10, 99)} ${r.int(100, 999)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('REGISTRERINGSATTEST', 14), row(['Del I - Motorstyrelsen', 0]), blank(),
    ...boxedFields([{ label: 'A Registreringsnummer', value: plate, x: 0 }, { label: 'B Første registreringsdato', value: dmy(first, '-'), x: 0.5 }]),
    ...boxedFields([{ label: 'C.1.1 Efternavn', value: family.toUpperCase(), x: 0 }, { label: 'C.1.2 Fornavn(e)', value: given.toUpperCase(), x: 0.5 }]),
    ...boxedFields([{ label: 'C.1.3 Adresse', value: `${r.pick(['Vestergade', 'Søndervang', 'Kirkevej'])} ${r.int(1, 90)}, ${r.pick(['8000 Aarhus C', '5000 Odense C', '9000 Aalborg'])}`, x: 0 }]),
    ...boxedFields([{ label: 'D.1 Mærke', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Handelsbetegnelse', value: v.model.toUpperCase(), x: 0.5 }]),
    ...boxedFields([{ label: 'E Stelnummer', value: v.vin, x: 0 }, { label: 'I Dato for denne registrering', value: dmy(now, '-'), x: 0.5 }]),
  ];
  return {
    kind: 'registration', layout: 'wd18-dk-registreringsattest', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given.toUpperCase()} ${family.toUpperCase()}`),
  };
}

/** A Polish dowód rejestracyjny: codes with Polish captions in two columns, C.1.1 nazwisko and C.1.2 imiona apart. */
function polishDowod(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const family = r.pick(['WÓJCIK', 'KOWALCZYK', 'ZIELIŃSKA', 'MAŁECKI']);
  const given = r.pick(['AGNIESZKA', 'PIOTR', 'ŁUKASZ', 'KATARZYNA']);
  const plate = `${r.pick(['WA', 'KR', 'PO', 'GD'])} ${r.int(10000, 99999)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('RZECZPOSPOLITA POLSKA', 11), title('DOWÓD REJESTRACYJNY', 14), row([`Organ wydający: Prezydent Miasta ${r.pick(['Radomia', 'Opola', 'Torunia'])}`, 0]), blank(),
    row(['A', 0], ['Numer rejestracyjny', 0.05], [plate, 0.45]), row(['B', 0], ['Data pierwszej rejestracji', 0.05], [dmy(first), 0.45]),
    row(['I', 0], ['Data rejestracji', 0.05], [dmy(now), 0.45]), blank(),
    row(['C.1.1', 0], ['Nazwisko lub nazwa', 0.05], [family, 0.45]), row(['C.1.2', 0], ['Imiona', 0.05], [given, 0.45]),
    row(['C.1.3', 0], ['Adres', 0.05], [`ul. ${r.pick(['Lipowa', 'Ogrodowa', 'Polna'])} ${r.int(1, 60)}, ${r.pick(['26-600 Radom', '45-001 Opole', '87-100 Toruń'])}`, 0.45]), blank(),
    row(['D.1', 0], ['Marka', 0.05], [v.make.toUpperCase(), 0.45]), row(['D.3', 0], ['Model', 0.05], [v.model.toUpperCase(), 0.45]),
    row(['E', 0], ['Numer identyfikacyjny pojazdu', 0.05], [v.vin, 0.45]), row(['P.3', 0], ['Rodzaj paliwa', 0.05], [r.pick(['P', 'ON', 'EE']), 0.45]),
  ];
  return {
    kind: 'registration', layout: 'wd18-pl-dowod-rejestracyjny', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Hungarian szervizszámla: a numbered labour table with operation codes, a parts table, the next service as a sticker line. */
function hungarianSzervizSzamla(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const shop = r.pick(['Tisza Autószerviz', 'Bakony Motor', 'Duna-Kanyar Autóház']);
  const plate = `${L(r)}${L(r)}${L(r)}-${r.int(100, 999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 15000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, string, number][] = [
    ['17-010', 'Motorolaj és olajszűrő csere', r.int(8000, 15000)], ['43-200', 'Első fékbetétek cseréje', r.int(12000, 24000)], ['01-050', 'Futómű ellenőrzés', r.int(5000, 9000)],
  ];
  const parts: [string, number][] = [['Motorolaj 5W-30 4 l', r.int(12000, 20000)], ['Olajszűrő', r.int(2500, 5000)], ['Fékbetét készlet', r.int(15000, 30000)]];
  const total = sum([...works.map((w) => w[2]), ...parts.map((p) => p[1])]);
  const rows: Row[] = [
    title(`${shop} Kft.`, 14), row([`Adószám ${r.int(10000000, 29999999)}-2-${r.int(10, 44)} · ${r.pick(['Szolnok', 'Veszprém', 'Vác'])}`, 0]), blank(),
    title(`SZÁMLA ${day.y}/${r.int(1000, 9999)}`, 12), pair('Teljesítés dátuma', `${ymd(day)}.`, 0, 0.3),
    pair('Rendszám', plate, 0, 0.3), pair('Gépjármű', `${v.make} ${v.model}`, 0, 0.3), pair('Km-óra állás', `${spaced(odo, false)} km`, 0, 0.3), blank(),
    ...table([['Ssz.', 0], ['Műveletkód', 0.07], ['Munkadíj megnevezése', 0.22], ['Összeg', 0.8]], works.map(([code, name, x], i) => [`${i + 1}.`, code, name, `${spaced(x, false)} Ft`])), blank(),
    ...table([['Ssz.', 0], ['Alkatrész', 0.07], ['Összeg', 0.8]], parts.map(([name, x], i) => [`${i + 1}.`, name, `${spaced(x, false)} Ft`])), blank(),
    pair('Fizetendő összesen', `${spaced(total, false)} Ft`, 0.45, 0.8), blank(),
    row([`KÖVETKEZŐ CSERE: ${ymd(nextDay)}. / ${spaced(next, false)} KM`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd18-hu-szerviz-szamla-tablak', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map((w) => w[1]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A US dealer invoice: a LABOR table of line numbers and op codes, a PARTS table, the next service in a box. */
function usLaborPartsInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 4);
  const shop = r.pick(['Riverbend Chevrolet', 'Hollister Auto Group', 'Mesa Verde Honda']);
  const plate = `${D(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 150000);
  const next = odo + 7500;
  const nextDay = addMonths(day, 6);
  const labor: [string, string, number][] = [
    ['01LOFZ', 'Lube, oil and filter change', cents(r, 45, 80)], ['22BRKF', 'Replace front brake pads', cents(r, 140, 260)], ['05ROTA', 'Rotate and balance tires', cents(r, 30, 60)],
  ];
  const parts: [string, string, number][] = [['12345', 'OIL FILTER', cents(r, 8, 16)], ['88866', 'ENGINE OIL 0W20 QT', cents(r, 30, 50)], ['BP-771', 'BRAKE PAD SET', cents(r, 60, 140)]];
  const tax = round2(sum(parts.map((p) => p[2])) * 0.0725);
  const total = round2(sum([...labor.map((l) => l[2]), ...parts.map((p) => p[2])]) + tax);
  const rows: Row[] = [
    title(`${shop}, Inc.`, 14), row([`Service Department · ${r.pick(['1400 Commerce Dr', '88 Auto Mall Pkwy', '2200 Valley Rd'])}`, 0]), blank(),
    title(`SERVICE INVOICE ${r.int(200000, 899999)}`, 12), row([`Date: ${mdy(day)}`, 0], [`Odometer in: ${odo.toLocaleString('en-US')}`, 0.5]),
    row([`Vehicle: ${v.year} ${v.make} ${v.model}`, 0], [`License: ${plate}`, 0.5]), row([`VIN: ${v.vin}`, 0]), blank(),
    ...table([['LINE', 0], ['OP CODE', 0.08], ['LABOR DESCRIPTION', 0.22], ['AMOUNT', 0.8]], labor.map(([code, name, x], i) => [String(i + 1), code, name, x.toFixed(2)])), blank(),
    ...table([['QTY', 0], ['PART NO.', 0.08], ['PARTS DESCRIPTION', 0.22], ['AMOUNT', 0.8]], parts.map(([no, name, x]) => ['1', no, name, x.toFixed(2)])), blank(),
    pair('Sales tax', tax.toFixed(2), 0.5, 0.8), pair('TOTAL', usd(total), 0.5, 0.8), blank(),
    { ...row(['NEXT SERVICE', 0], [`DATE ${mdy(nextDay)}`, 0.25], [`MILEAGE ${next.toLocaleString('en-US')}`, 0.55]), boxes: [{ x0: 0, x1: 0.85, rows: 1 }] },
  ];
  return {
    kind: 'service', layout: 'wd18-us-labor-parts-tables', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: labor.map((l) => l[1]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Czech osvědčení o registraci vozidla: codes before Czech captions, the holder as surname and given name apart. */
function czechOsvedceni(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const family = r.pick(['DVOŘÁKOVÁ', 'ČERNÝ', 'PROCHÁZKA', 'KŘÍŽOVÁ']);
  const given = r.pick(['Tereza', 'Jiří', 'Lenka', 'Ondřej']);
  const plate = `${r.int(1, 9)}${L(r)}${r.int(1, 9)} ${r.int(1000, 9999)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('ČESKÁ REPUBLIKA', 11), title('OSVĚDČENÍ O REGISTRACI VOZIDLA', 13), row(['Část I', 0]), blank(),
    pair('A. Registrační značka', plate, 0, 0.42), pair('B. Datum první registrace', dmy(first), 0, 0.42), pair('I. Datum registrace v ČR', dmy(now), 0, 0.42), blank(),
    pair('C.1.1 Příjmení nebo obchodní firma', family, 0, 0.42), pair('C.1.2 Jméno', given, 0, 0.42),
    pair('C.1.3 Adresa', `${r.pick(['Husova', 'Nádražní', 'Palackého'])} ${r.int(1, 900)}, ${r.pick(['Brno', 'Olomouc', 'Plzeň'])}`, 0, 0.42), blank(),
    pair('D.1 Tovární značka', v.make.toUpperCase(), 0, 0.42), pair('D.3 Obchodní označení', v.model.toUpperCase(), 0, 0.42), pair('E. Identifikační číslo vozidla (VIN)', v.vin, 0, 0.42),
  ];
  return {
    kind: 'registration', layout: 'wd18-cz-osvedceni-registrace', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Romanian renewal notice: the brand over its legal name, last year's and this year's premium, two instalments. */
function romanianReinnoire(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const brand = r.pick(['Carpatica Auto', 'Mureș Asig', 'Delta Protect']);
  const legal = `${brand.split(' ')[0]} Asigurare-Reasigurare S.A.`;
  const family = r.pick(['Popa', 'Dumitrescu', 'Stoica']);
  const given = r.pick(['Ioana', 'Radu', 'Cristina']);
  const plate = `${r.pick(['B', 'CJ', 'IS', 'BV'])} ${r.int(10, 99)} ${L(r)}${L(r)}${L(r)}`;
  const policy = `RO/${r.int(10, 99)}/${L(r)}${L(r)}/${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const old = cents(r, 900, 1600);
  const premium = round2(old * (1 + r.int(4, 18) / 100));
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), row([`CUI RO${r.int(1000000, 9999999)} · Autorizată ASF`, 0]), blank(),
    title('NOTIFICARE DE REÎNNOIRE A POLIȚEI', 12), row([`Stimată/Stimate ${given} ${family},`, 0]),
    ...wrap(`Polița dumneavoastră nr. ${policy} expiră la ${dmy(addMonths(start, 0))}. Vă propunem reînnoirea în condițiile de mai jos.`, 88), blank(),
    pair('Asigurat', `${family.toUpperCase()} ${given}`, 0, 0.4), pair('Vehicul', `${v.make} ${v.model}`, 0, 0.4), pair('Nr. de înmatriculare', plate, 0, 0.4), pair('Serie șasiu', v.vin, 0, 0.4), blank(),
    pair('Perioada anterioară - primă', `${dotted(old)} lei`, 0, 0.5), pair('Perioada nouă', `${dmy(start)} - ${dmy(addMonths(end, 0))}`, 0, 0.5),
    pair('Prima de reînnoire (anuală)', `${dotted(premium)} lei`, 0, 0.5), pair('Plată în 2 rate', `${dotted(round2(premium / 2))} lei / rată`, 0, 0.5), blank(),
    ...wrap(`Asigurător: ${legal}, Str. ${r.pick(['Victoriei', 'Unirii'])} nr. ${r.int(1, 99)}, București.`, 88),
  ];
  return {
    kind: 'insurance', layout: 'wd18-ro-notificare-reinnoire', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${family.toUpperCase()} ${given}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Norwegian vognkort: codes and Norwegian captions, "Etternavn" and "Fornavn" apart, values under their captions. */
function norwegianVognkort(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const family = r.pick(['Haugen', 'Bakke', 'Solberg', 'Østby']);
  const given = r.pick(['Ingrid', 'Håkon', 'Sigrid', 'Eirik']);
  const plate = `${L(r)}${L(r)} ${r.int(10000, 99999)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('VOGNKORT DEL 1', 14), row(['Statens vegvesen', 0]), blank(),
    ...boxedFields([{ label: '(A) Kjennemerke', value: plate, x: 0 }, { label: '(B) Første gang registrert', value: dmy(first), x: 0.35 }, { label: '(I) Registrert på eier', value: dmy(now), x: 0.68 }]),
    ...boxedFields([{ label: '(C.1.1) Etternavn', value: family, x: 0 }, { label: '(C.1.2) Fornavn', value: given, x: 0.5 }]),
    ...boxedFields([{ label: '(D.1) Merke', value: v.make, x: 0 }, { label: '(D.3) Handelsbetegnelse', value: v.model, x: 0.35 }, { label: '(E) Understellsnr.', value: v.vin, x: 0.62 }]),
    ...wrap('Vognkortet skal alltid medbringes under kjøring.', 90),
  ];
  return {
    kind: 'registration', layout: 'wd18-no-vognkort', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model, `${given} ${family}`),
  };
}

/** A Slovenian prometno dovoljenje: codes with Slovenian captions, "Priimek" and "Ime" on their own lines. */
function slovenianDovoljenje(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const family = r.pick(['NOVAK', 'KRAJNC', 'ZUPANČIČ', 'POTOČNIK']);
  const given = r.pick(['Maja', 'Luka', 'Nina', 'Žiga']);
  const plate = `${r.pick(['LJ', 'MB', 'CE', 'KR'])} ${L(r)}${L(r)}-${r.int(100, 999)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('REPUBLIKA SLOVENIJA', 11), title('PROMETNO DOVOLJENJE', 14), row([`Upravna enota ${r.pick(['Kranj', 'Celje', 'Koper'])}`, 0]), blank(),
    pair('A. Registrska označba', plate, 0, 0.42), pair('B. Datum prve registracije', dmy(first), 0, 0.42), pair('I. Datum registracije', dmy(now), 0, 0.42), blank(),
    pair('C.1.1 Priimek ali firma', family, 0, 0.42), pair('C.1.2 Ime', given, 0, 0.42), pair('C.1.3 Naslov', `${r.pick(['Tržaška cesta', 'Glavni trg', 'Ulica heroja Staneta'])} ${r.int(1, 90)}`, 0, 0.42), blank(),
    pair('D.1 Znamka', v.make.toUpperCase(), 0, 0.42), pair('D.3 Komercialna oznaka', v.model.toUpperCase(), 0, 0.42), pair('E. Identifikacijska številka (VIN)', v.vin, 0, 0.42),
  ];
  return {
    kind: 'registration', layout: 'wd18-si-prometno-dovoljenje', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Cypriot certificate: Greek captions beside the codes, values in Latin letters, owner "SURNAME GIVEN" in one box. */
function cypriotPistopoiitiko(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 9);
  const family = r.pick(['GEORGIOU', 'CHRISTODOULOU', 'KONSTANTINOU', 'PAPAIOANNOU']);
  const given = r.pick(['ELENI', 'ANDREAS', 'MARIA', 'NIKOS']);
  const plate = `${L(r)}${L(r)}${L(r)} ${r.int(100, 999)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('ΚΥΠΡΙΑΚΗ ΔΗΜΟΚΡΑΤΙΑ', 11), title('ΠΙΣΤΟΠΟΙΗΤΙΚΟ ΕΓΓΡΑΦΗΣ ΟΧΗΜΑΤΟΣ', 13), row(['Τμήμα Οδικών Μεταφορών', 0]), blank(),
    row(['(A)', 0], ['Αριθμός εγγραφής', 0.07], [plate, 0.45]), row(['(B)', 0], ['Ημερομηνία πρώτης εγγραφής', 0.07], [dmy(first, '/'), 0.45]),
    row(['(I)', 0], ['Ημερομηνία εγγραφής', 0.07], [dmy(now, '/'), 0.45]), blank(),
    row(['(C.1.1)', 0], ['Επώνυμο', 0.07], [family, 0.45]), row(['(C.1.2)', 0], ['Όνομα', 0.07], [given, 0.45]), blank(),
    row(['(D.1)', 0], ['Μάρκα', 0.07], [v.make.toUpperCase(), 0.45]), row(['(D.3)', 0], ['Μοντέλο', 0.07], [v.model.toUpperCase(), 0.45]),
    row(['(E)', 0], ['Αριθμός πλαισίου', 0.07], [v.vin, 0.45]),
  ];
  return {
    kind: 'registration', layout: 'wd18-cy-pistopoiitiko', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Finnish rekisteröintitodistus: codes with Finnish captions, "Sukunimi" and "Etunimet" apart, the owner in capitals. */
function finnishTodistus(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 10);
  const family = r.pick(['VIRTANEN', 'MÄKINEN', 'HÄMÄLÄINEN', 'LEHTONEN']);
  const given = r.pick(['AINO', 'JUHANI', 'SANNA', 'MIKKO']);
  const plate = `${L(r)}${L(r)}${L(r)}-${r.int(100, 999)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('REKISTERÖINTITODISTUS', 14), row(['Osa I · Liikenne- ja viestintävirasto', 0]), blank(),
    ...boxedFields([{ label: 'A Rekisteritunnus', value: plate, x: 0 }, { label: 'B Ensirekisteröintipäivä', value: `${first.d}.${first.m}.${first.y}`, x: 0.35 }, { label: 'I Rekisteröintipäivä', value: `${now.d}.${now.m}.${now.y}`, x: 0.68 }]),
    ...boxedFields([{ label: 'C.1.1 Omistajan sukunimi', value: family, x: 0 }, { label: 'C.1.2 Etunimet', value: given, x: 0.5 }]),
    ...boxedFields([{ label: 'D.1 Merkki', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Kaupallinen nimitys', value: v.model.toUpperCase(), x: 0.35 }]),
    ...boxedFields([{ label: 'E Valmistenumero', value: v.vin, x: 0 }]),
  ];
  return {
    kind: 'registration', layout: 'wd18-fi-rekisterointitodistus', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A US declarations page of three vehicles: the brand over its legal name, per-vehicle premiums and a total. */
function usDeclarationsThree(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naDevVehicle(r, c.n + 1), naDevVehicle(r, c.n + 3), naDevVehicle(r, c.n + 5)];
  const p = makePerson(r);
  const brand = r.pick(['Keystone Shield', 'Cardinal Auto', 'Blue Heron']);
  const legal = `${brand.split(' ')[0]} ${r.pick(['Casualty Insurance Company', 'Fire and Casualty Company', 'General Insurance Company'])}`;
  const policy = `${L(r)}${L(r)}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const each = cars.map(() => cents(r, 500, 1400));
  const fees = cents(r, 10, 30);
  const premium = round2(sum(each) + fees);
  const rows: Row[] = [
    title(brand.toUpperCase(), 18), row([legal, 0]), row([`PO Box ${r.int(1000, 9999)}, ${r.pick(['Harrisburg, PA', 'Columbus, OH', 'Richmond, VA'])}`, 0]), blank(),
    title('PERSONAL AUTO POLICY DECLARATIONS', 12), pair('Policy number', policy, 0, 0.3), pair('Policy period', `${mdy(start)} - ${mdy(end)}`, 0, 0.3),
    pair('Named insured', p.name, 0, 0.3), pair('Mailing address', `${p.street}, ${p.cityLine}`, 0, 0.3), blank(),
    ...table([['VEH', 0], ['YEAR / MAKE / MODEL', 0.07], ['VIN', 0.45], ['PREMIUM', 0.8]], cars.map((v, i) => [String(i + 1), `${v.year} ${v.make} ${v.model}`, v.vin, usd(each[i])])), blank(),
    pair('Policy fees', usd(fees), 0.45, 0.8), pair('TOTAL POLICY PREMIUM', usd(premium), 0.45, 0.8), blank(),
    ...wrap('This declarations page with the policy form and endorsements makes up your policy. Please keep it with your records.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd18-us-declarations-three-total', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: cars[0].vin, make: cars[0].make, model: cars[0].model, year: cars[0].year,
      ownerName: p.name, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
      additionalVins: [cars[1].vin, cars[2].vin],
    },
  };
}

/** A French facture atelier: "Main d'oeuvre" with operation codes, "Pièces" apart, the next service in a sentence. */
function frenchFactureAtelier(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 11);
  const shop = r.pick(['Garage des Tilleuls', 'Atelier Auto Morvan', 'Garage Lacroix']);
  const plate = `${L(r)}${L(r)}-${r.int(100, 999)}-${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 20000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, string, number][] = [
    ['MO-101', 'Vidange moteur et remplacement du filtre à huile', cents(r, 40, 80)], ['MO-318', 'Remplacement des disques et plaquettes avant', cents(r, 90, 180)], ['MO-520', 'Contrôle de la climatisation', cents(r, 30, 60)],
  ];
  const parts: [string, number][] = [['Huile 5W-30 (5 L)', cents(r, 35, 60)], ['Filtre à huile', cents(r, 8, 18)], ['Disques et plaquettes AV', cents(r, 120, 260)]];
  const ht = sum([...works.map((w) => w[2]), ...parts.map((p) => p[1])]);
  const tva = round2(ht * 0.2);
  const total = round2(ht + tva);
  const rows: Row[] = [
    title(`${shop} SARL`, 14), row([`SIRET ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(10000, 99999)} · ${r.pick(['Dijon', 'Nevers', 'Auxerre'])}`, 0]), blank(),
    title(`FACTURE N° ${day.y}-${r.int(1000, 9999)}`, 12), pair('Date', dmy(day, '/'), 0, 0.3),
    pair('Immatriculation', plate, 0, 0.3), pair('Véhicule', `${v.make} ${v.model}`, 0, 0.3), pair('Kilométrage', `${spaced(odo, false)} km`, 0, 0.3), blank(),
    ...table([['N°', 0], ['Code', 0.05], ["Main d'oeuvre", 0.18], ['Montant HT', 0.8]], works.map(([code, name, x], i) => [String(i + 1), code, name, `${spaced(x)} €`])), blank(),
    ...table([['N°', 0], ['Pièces', 0.18], ['Montant HT', 0.8]], parts.map(([name, x], i) => [String(i + 1), name, `${spaced(x)} €`])), blank(),
    pair('Total HT', `${spaced(ht)} €`, 0.45, 0.8), pair('TVA 20 %', `${spaced(tva)} €`, 0.45, 0.8), pair('Total TTC', `${spaced(total)} €`, 0.45, 0.8), blank(),
    ...wrap(`Prochaine révision conseillée le ${dmy(nextDay, '/')} ou à ${spaced(next, false)} km, au premier des deux termes atteint.`, 90),
  ];
  return {
    kind: 'service', layout: 'wd18-fr-facture-atelier-tables', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map((w) => w[1]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A German Werkstattrechnung: "Arbeitswerte" with positions and AW numbers, "Ersatzteile" apart, the next service in a box. */
function germanArbeitswerte(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 12);
  const shop = r.pick(['Autohaus Brenner', 'Kfz-Technik Lindner', 'Werkstatt am Hafen']);
  const plate = `${r.pick(['M', 'HH', 'KA', 'DO'])}-${L(r)}${L(r)} ${r.int(10, 9999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 30000) / 1000) * 1000;
  const nextDay = addMonths(day, 24);
  const works: [string, string, number][] = [
    ['0110', 'Inspektion mit Ölwechsel nach Herstellervorgabe', cents(r, 120, 220)], ['4610', 'Bremsscheiben und Beläge hinten erneuern', cents(r, 110, 200)], ['2520', 'Klimaanlage desinfizieren', cents(r, 40, 80)],
  ];
  const parts: [string, number][] = [['Motoröl 5W-30 5 l', cents(r, 45, 80)], ['Ölfilter', cents(r, 9, 20)], ['Bremsscheiben hinten (2)', cents(r, 80, 160)]];
  const net = sum([...works.map((w) => w[2]), ...parts.map((p) => p[1])]);
  const vat = round2(net * 0.19);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(`${shop} GmbH`, 14), row([`${r.pick(['Hafenstraße', 'Industriestraße', 'Am Mühlbach'])} ${r.int(1, 80)} · ${r.pick(['80331 München', '20095 Hamburg', '76131 Karlsruhe'])}`, 0]), blank(),
    title(`RECHNUNG Nr. ${day.y}-${r.int(10000, 99999)}`, 12), pair('Rechnungsdatum', dmy(day), 0, 0.3),
    pair('Amtl. Kennzeichen', plate, 0, 0.3), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.3), pair('Km-Stand', `${dotted(odo, false)} km`, 0, 0.3), blank(),
    ...table([['Pos.', 0], ['AW-Nr.', 0.07], ['Arbeitswerte', 0.19], ['Betrag', 0.8]], works.map(([code, name, x], i) => [String(i + 1), code, name, `${dotted(x)} €`])), blank(),
    ...table([['Pos.', 0], ['Ersatzteile', 0.19], ['Betrag', 0.8]], parts.map(([name, x], i) => [String(i + 1), name, `${dotted(x)} €`])), blank(),
    pair('Nettobetrag', `${dotted(net)} €`, 0.45, 0.8), pair('MwSt. 19 %', `${dotted(vat)} €`, 0.45, 0.8), pair('Gesamtbetrag', `${dotted(total)} €`, 0.45, 0.8), blank(),
    { ...row(['NÄCHSTER SERVICE', 0], [`Datum ${dmy(nextDay)}`, 0.3], [`km-Stand ${dotted(next, false)}`, 0.58]), boxes: [{ x0: 0, x1: 0.85, rows: 1 }] },
  ];
  return {
    kind: 'service', layout: 'wd18-de-arbeitswerte-box', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map((w) => w[1]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Polish fleet policy of two vehicles: the brand over "... Towarzystwo Ubezpieczeń S.A.", a table of vehicles, "Składka łączna". */
function polishFlota(c: Ctx): DocContent {
  const { r } = c;
  const cars = [euDevVehicle(r, c.n + 13), euDevVehicle(r, c.n + 15)];
  const brand = r.pick(['Wisła Direct', 'Tatry Auto', 'Mazury Polisa']);
  const legal = `${brand.split(' ')[0]} Towarzystwo Ubezpieczeń S.A.`;
  const company = r.pick(['Transbud Sp. z o.o.', 'Agro-Mar Sp. z o.o.', 'Drukpol S.A.']);
  const plates = cars.map(() => `${r.pick(['WA', 'KR', 'PO', 'GD'])} ${r.int(10000, 99999)}`);
  const policy = `${r.int(100, 999)}-${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const each = cars.map(() => r.int(900, 2600));
  const premium = sum(each);
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), row([`ul. ${r.pick(['Marszałkowska', 'Długa', 'Grunwaldzka'])} ${r.int(1, 120)}, Warszawa`, 0]), blank(),
    title(`POLISA FLOTOWA OC/AC nr ${policy}`, 12), pair('Ubezpieczający', company, 0, 0.3), pair('Okres ubezpieczenia', `od ${dmy(start)} do ${dmy(end)}`, 0, 0.3), blank(),
    ...table([['Lp.', 0], ['Pojazd', 0.06], ['Nr rej.', 0.3], ['VIN', 0.45], ['Składka', 0.82]], cars.map((v, i) => [`${i + 1}.`, `${v.make} ${v.model}`, plates[i], v.vin, `${spaced(each[i])} zł`])), blank(),
    pair('Składka łączna za okres ubezpieczenia', `${spaced(premium)} zł`, 0, 0.6), pair('Płatna jednorazowo do', dmy(addMonths(start, 0)), 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd18-pl-polisa-flotowa', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: cars[0].vin, plateNumber: plates[0], make: cars[0].make, model: cars[0].model,
      ownerName: company, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium, additionalVins: [cars[1].vin],
    },
  };
}

/** An Italian fattura officina: "Manodopera" and "Ricambi" tables with codes, "Prossimo tagliando entro il ... o ai ... km". */
function italianFattura(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 14);
  const shop = r.pick(['Officina Baroni', 'Autofficina del Ponte', 'Carrozzeria e Officina Sole']);
  const plate = `${L(r)}${L(r)}${r.int(100, 999)}${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 15000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, string, number][] = [
    ['TG-01', 'Tagliando con sostituzione olio e filtro', cents(r, 60, 120)], ['FR-22', 'Sostituzione pastiglie freni anteriori', cents(r, 50, 100)], ['CL-05', 'Ricarica climatizzatore', cents(r, 40, 80)],
  ];
  const parts: [string, string, number][] = [['OL5W30', 'Olio motore 5W-30 (4 l)', cents(r, 30, 55)], ['FO-118', 'Filtro olio', cents(r, 8, 18)], ['PF-440', 'Kit pastiglie anteriori', cents(r, 40, 90)]];
  const imponibile = sum([...works.map((w) => w[2]), ...parts.map((p) => p[2])]);
  const iva = round2(imponibile * 0.22);
  const total = round2(imponibile + iva);
  const rows: Row[] = [
    title(`${shop} S.r.l.`, 14), row([`P. IVA ${r.int(10000000000, 99999999999)} · ${r.pick(['Bologna', 'Verona', 'Perugia'])}`, 0]), blank(),
    title(`FATTURA N. ${r.int(100, 999)}/${day.y}`, 12), pair('Data', dmy(day, '/'), 0, 0.3),
    pair('Targa', plate, 0, 0.3), pair('Veicolo', `${v.make} ${v.model}`, 0, 0.3), pair('Km', dotted(odo, false), 0, 0.3), blank(),
    ...table([['Cod.', 0], ['Manodopera', 0.12], ['Importo', 0.8]], works.map(([code, name, x]) => [code, name, `€ ${dotted(x)}`])), blank(),
    ...table([['Cod.', 0], ['Ricambi', 0.12], ['Importo', 0.8]], parts.map(([code, name, x]) => [code, name, `€ ${dotted(x)}`])), blank(),
    pair('Imponibile', `€ ${dotted(imponibile)}`, 0.45, 0.8), pair('IVA 22%', `€ ${dotted(iva)}`, 0.45, 0.8), pair('Totale fattura', `€ ${dotted(total)}`, 0.45, 0.8), blank(),
    ...wrap(`Prossimo tagliando entro il ${dmy(nextDay, '/')} o ai ${dotted(next, false)} km.`, 90),
  ];
  return {
    kind: 'service', layout: 'wd18-it-fattura-manodopera-ricambi', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map((w) => w[1]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Danish renewal: the brand over "... Forsikring A/S", last year's premium beside the new annual one, a quarter's rate. */
function danishFornyelse(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 16);
  const brand = r.pick(['Skagen Direkte', 'Limfjord Bil', 'Øresund Online']);
  const legal = `${brand.split(' ')[0]} Forsikring A/S`;
  const given = r.pick(['Lone', 'Mikkel', 'Birgitte', 'Anders']);
  const family = r.pick(['Mortensen', 'Dahl', 'Friis', 'Lauridsen']);
  const plate = `${L(r)}${L(r)} ${r.int(10, 99)} ${r.int(100, 999)}`;
  const policy = `${r.int(1000, 9999)}-${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const old = r.int(4000, 9000);
  const premium = Math.round(old * (1 + r.int(3, 12) / 100));
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), row([`CVR ${r.int(10000000, 99999999)}`, 0]), blank(),
    row([`${given} ${family}`, 0]), row([`${r.pick(['Strandvejen', 'Algade', 'Parkvej'])} ${r.int(1, 90)}`, 0]), row([r.pick(['2900 Hellerup', '4000 Roskilde', '7100 Vejle']), 0]), blank(),
    title('Fornyelse af din bilforsikring', 12), ...wrap(`Din forsikring fornyes automatisk den ${dmy(start)}. Her er din pris for det kommende år.`, 90), blank(),
    pair('Policenr.', policy, 0, 0.45), pair('Bil', `${v.make} ${v.model}, reg.nr. ${plate}`, 0, 0.45), pair('Forsikringsperiode', `${dmy(start)} - ${dmy(end)}`, 0, 0.45), blank(),
    pair('Præmie sidste år', `${dotted(old)} kr.`, 0, 0.45), pair('Ny årlig præmie inkl. afgifter', `${dotted(premium)} kr.`, 0, 0.45),
    pair('Pr. kvartal', `${dotted(round2(premium / 4))} kr.`, 0, 0.45),
  ];
  return {
    kind: 'insurance', layout: 'wd18-dk-fornyelse', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, ownerName: `${given} ${family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

// Ordered so that the layouts printing letters beyond the standard PDF fonts (ł, č, ő, ș, Greek) never fall on a text
// PDF rendering (numbered from 1800: 1800 + j, j % 3 === 0 gives the text PDF).
export const WORLD_DEV_18_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wd18-dk-registreringsattest', part: 'dev', build: danishAttest },
  { kind: 'registration', name: 'wd18-pl-dowod-rejestracyjny', part: 'dev', build: polishDowod },
  { kind: 'service', name: 'wd18-hu-szerviz-szamla-tablak', part: 'dev', build: hungarianSzervizSzamla },
  { kind: 'service', name: 'wd18-us-labor-parts-tables', part: 'dev', build: usLaborPartsInvoice },
  { kind: 'registration', name: 'wd18-cz-osvedceni-registrace', part: 'dev', build: czechOsvedceni },
  { kind: 'insurance', name: 'wd18-ro-notificare-reinnoire', part: 'dev', build: romanianReinnoire },
  { kind: 'registration', name: 'wd18-no-vognkort', part: 'dev', build: norwegianVognkort },
  { kind: 'registration', name: 'wd18-si-prometno-dovoljenje', part: 'dev', build: slovenianDovoljenje },
  { kind: 'registration', name: 'wd18-cy-pistopoiitiko', part: 'dev', build: cypriotPistopoiitiko },
  { kind: 'registration', name: 'wd18-fi-rekisterointitodistus', part: 'dev', build: finnishTodistus },
  { kind: 'insurance', name: 'wd18-us-declarations-three-total', part: 'dev', build: usDeclarationsThree },
  { kind: 'service', name: 'wd18-fr-facture-atelier-tables', part: 'dev', build: frenchFactureAtelier },
  { kind: 'service', name: 'wd18-de-arbeitswerte-box', part: 'dev', build: germanArbeitswerte },
  { kind: 'insurance', name: 'wd18-pl-polisa-flotowa', part: 'dev', build: polishFlota },
  { kind: 'service', name: 'wd18-it-fattura-manodopera-ricambi', part: 'dev', build: italianFattura },
  { kind: 'insurance', name: 'wd18-dk-fornyelse', part: 'dev', build: danishFornyelse },
];
