/**
 * Development layouts of the nineteenth round (issue 22), for the families the ninth held-back set read weakest by its
 * printed figures only (continental European documents in Word and plain-text renderings, shop names, next-service
 * figures, works, owners in surname and given-name boxes, plates of many national formats, VINs on text documents; its
 * misses were never listed, its layouts never read), from countries the development set held least: a Bulgarian
 * certificate with Cyrillic captions, a Cyrillic plate and a VIN typed with Cyrillic look-alike capitals; an Estonian
 * certificate with the VIN in seventeen box cells; a Portuguese two-page workshop invoice (Mão de obra, Peças, IVA, the
 * next service on page 2); a Latvian OCTA policy whose 17-character policy number stands beside the VIN; a Croatian
 * račun with the VIN in its WMI / VDS / VIS groups; a Swiss Fahrzeugausweis of numbered fields ("Marke und Typ" in one
 * box, a Stammnummer); a Serbian saobraćajna dozvola with an engine number and a "Važi do"; a Greek thermal receipt (the
 * shop in Greek, a Greek-lettered plate); a Luxembourg certificate in French and German with a Z-filler VIN; a Serbian
 * Cyrillic workshop invoice (the shop's brand over its legal name); a Lithuanian quick-lube receipt; a Portuguese
 * Documento Único; an Estonian two-page invoice with an engine number beside the VIN; a Greek insurance certificate (a
 * VIN in Greek look-alike capitals); a Swiss French invoice of apostrophe thousands with the next service in a box; a
 * Slovenian račun whose next date is written "12. 5. 2027". Each is rendered as text, a scan or a photo, turned half
 * a turn and as a 150 dpi JPEG (generate-world.ts). Numbered from 1900 (1900 + j: j % 3 === 2 gives the text PDF, so
 * the layouts printing letters the standard PDF fonts lack — Cyrillic, Greek, č, ā, ė — sit elsewhere). Every office,
 * shop, insurer, wording and person is the author's invention.
 */
import { addMonths, iso, makeDay, round2, type Day } from '../data';
import { blank, boxedFields, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { euDevVehicle } from '../world-data';

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
/** Letters plates share with Cyrillic and Greek alphabets (Bulgarian and Greek plates use only these). */
const LOOK = (r: Random) => r.pick([...'ABEKMHPTX']);
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '.') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const ymd = (day: Day, sep = '-') => `${day.y}${sep}${pad2(day.m)}${sep}${pad2(day.d)}`;
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
/** 1'234.50 (Swiss apostrophe thousands, point decimals). */
const swiss = (n: number, decimals = true) => {
  const [int, dec] = n.toFixed(2).split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return decimals ? `${g}.${dec}` : g;
};

const CYRILLIC: Record<string, string> = { A: 'А', B: 'В', E: 'Е', K: 'К', M: 'М', H: 'Н', O: 'О', P: 'Р', C: 'С', T: 'Т', X: 'Х' };
const GREEK: Record<string, string> = { A: 'Α', B: 'Β', E: 'Ε', Z: 'Ζ', H: 'Η', I: 'Ι', K: 'Κ', M: 'Μ', N: 'Ν', O: 'Ο', P: 'Ρ', T: 'Τ', Y: 'Υ', X: 'Χ' };
/** Text typed on a Cyrillic or Greek keyboard: each Latin capital that has a look-alike there is typed as it. */
const typedIn = (table: Record<string, string>, s: string) => [...s].map((ch) => table[ch] ?? ch).join('');

/** A row of one character per box cell (a VIN printed in 17 boxes), from x on. */
const cellRow = (text: string, x: number, step = 0.032): Row => ({
  cells: [...text].map((ch, i) => ({ text: ch, x: x + i * step })),
  boxes: [...text].map((_, i) => ({ x0: x + i * step - 0.006, x1: x + (i + 1) * step - 0.008, rows: 1 })),
  space: 4,
});

const reg = (vin: string, plate: string, make: string, model: string, ownerName: string, expiryDate: string | null = null) => ({
  documentType: 'car_registration', documentKind: 'registration_certificate', vin, plateNumber: plate, make, model, ownerName, expiryDate,
});

/** A Bulgarian свидетелство за регистрация: Cyrillic captions by the EU codes, a Cyrillic plate, a VIN typed in Cyrillic. */
function bulgarianSvidetelstvo(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const family = r.pick(['PETROV', 'DIMITROVA', 'GEORGIEV', 'IVANOVA']);
  const given = r.pick(['IVAN', 'MARIA', 'STOYAN', 'ELENA']);
  const plate = `${r.pick(['CA', 'CB', 'PB', 'BH', 'EH'])} ${r.int(1000, 9999)} ${LOOK(r)}${LOOK(r)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('РЕПУБЛИКА БЪЛГАРИЯ', 11), title('СВИДЕТЕЛСТВО ЗА РЕГИСТРАЦИЯ', 14), row(['Част I · МВР - Пътна полиция', 0]), blank(),
    row(['A', 0], ['Регистрационен номер', 0.05], [typedIn(CYRILLIC, plate), 0.45]), row(['B', 0], ['Дата на първа регистрация', 0.05], [dmy(first), 0.45]),
    row(['I', 0], ['Дата на регистрация', 0.05], [dmy(now), 0.45]), blank(),
    row(['C.1.1', 0], ['Фамилия', 0.05], [family, 0.45]), row(['C.1.2', 0], ['Име', 0.05], [given, 0.45]),
    row(['C.1.3', 0], ['Адрес', 0.05], [`${r.pick(['ul. Rakovski', 'bul. Vitosha', 'ul. Shipka'])} ${r.int(1, 90)}, ${r.pick(['Sofia', 'Plovdiv', 'Varna'])}`, 0.45]), blank(),
    row(['D.1', 0], ['Марка', 0.05], [v.make.toUpperCase(), 0.45]), row(['D.3', 0], ['Търговско наименование', 0.05], [v.model.toUpperCase(), 0.45]),
    row(['E', 0], ['Идентификационен номер (VIN)', 0.05], [typedIn(CYRILLIC, v.vin), 0.45]), row(['P.3', 0], ['Гориво', 0.05], [r.pick(['Бензин', 'Дизел']), 0.45]),
  ];
  return {
    kind: 'registration', layout: 'wd19-bg-svidetelstvo', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** An Estonian registreerimistunnistus: boxes of codes and Estonian captions, the VIN in seventeen box cells. */
function estonianTunnistus(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const family = r.pick(['TAMM', 'SAAR', 'KASK', 'MÄGI']);
  const given = r.pick(['KADRI', 'MARGUS', 'PIRET', 'TÕNU']);
  const plate = `${r.int(100, 999)} ${L(r)}${L(r)}${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('REGISTREERIMISTUNNISTUS', 14), row(['Eesti Vabariik · Transpordiamet · I osa', 0]), blank(),
    ...boxedFields([{ label: 'A Registreerimismärk', value: plate, x: 0 }, { label: 'B Esmane registreerimine', value: dmy(first), x: 0.35 }, { label: 'I Registreerimise kuupäev', value: dmy(now), x: 0.68 }]),
    ...boxedFields([{ label: 'C.1.1 Omaniku perekonnanimi', value: family, x: 0 }, { label: 'C.1.2 Eesnimi', value: given, x: 0.5 }]),
    ...boxedFields([{ label: 'D.1 Mark', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Mudel', value: v.model.toUpperCase(), x: 0.5 }]),
    { ...row(['E Identifitseerimisnumber (VIN)', 0]), size: 7.5 }, cellRow(v.vin, 0), blank(),
    ...wrap('Tunnistus tuleb sõidukis kaasas kanda.', 90),
  ];
  return {
    kind: 'registration', layout: 'wd19-ee-registreerimistunnistus-cells', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Portuguese fatura de oficina on two pages: "Mão de obra" on page 1; "Peças", IVA and the next service on page 2. */
function portugueseFaturaDuasPaginas(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const brand = r.pick(['AutoMinho', 'Oficina Tejo', 'Garagem Douro']);
  const shop = `${brand} - Reparações Automóveis, Lda.`;
  const plate = `${L(r)}${L(r)}-${r.int(10, 99)}-${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 15000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Mudança de óleo e filtro', cents(r, 30, 60)], ['Substituição das pastilhas de travão dianteiras', cents(r, 50, 90)], ['Alinhamento da direção', cents(r, 25, 45)]];
  const parts: [string, number][] = [['Óleo 5W-30 (5 L)', cents(r, 35, 60)], ['Filtro de óleo', cents(r, 8, 18)], ['Pastilhas de travão', cents(r, 40, 90)]];
  const net = sum([...works.map((w) => w[1]), ...parts.map((p) => p[1])]);
  const iva = round2(net * 0.23);
  const total = round2(net + iva);
  const rows: Row[] = [
    title(brand, 18), row([shop, 0]), row([`NIF ${r.int(500000000, 599999999)} · ${r.pick(['Braga', 'Santarém', 'Viseu'])}`, 0]), blank(),
    title(`FATURA FT ${day.y}/${r.int(100, 999)}`, 12), pair('Data', dmy(day, '-'), 0, 0.3), pair('Matrícula', plate, 0, 0.3),
    pair('Viatura', `${v.make} ${v.model}`, 0, 0.3), pair('Quilómetros', `${spaced(odo, false)} km`, 0, 0.3), blank(),
    ...table([['Mão de obra', 0], ['Valor', 0.8]], works.map(([name, x]) => [name, `${spaced(x)} €`])), blank(),
    row(['Continua na página 2', 0.6]), pageBreak(),
    row([`${brand} · Fatura FT ${day.y} · página 2 de 2`, 0]), blank(),
    ...table([['Peças', 0], ['Valor', 0.8]], parts.map(([name, x]) => [name, `${spaced(x)} €`])), blank(),
    pair('Total sem IVA', `${spaced(net)} €`, 0.45, 0.8), pair('IVA 23 %', `${spaced(iva)} €`, 0.45, 0.8), pair('Total a pagar', `${spaced(total)} €`, 0.45, 0.8), blank(),
    ...wrap(`Próxima revisão: aos ${spaced(next, false)} km ou em ${dmy(nextDay, '-')}, o que ocorrer primeiro.`, 90),
  ];
  return {
    kind: 'service', layout: 'wd19-pt-fatura-oficina-2p', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: brand,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map((w) => w[0]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Latvian OCTA policy: the brand over "AAS ...", a 17-character policy number just above the VIN. */
function latvianOcta(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const brand = r.pick(['Gauja Drošība', 'Venta Polise', 'Rīgas Apdrošinātājs']);
  const legal = `AAS "${brand.split(' ')[0]} Apdrošināšana"`;
  const holder = r.pick(['Jānis Bērziņš', 'Līga Kalniņa', 'Andris Ozols', 'Ilze Liepiņa']);
  const plate = `${L(r)}${L(r)}-${r.int(1000, 9999)}`;
  const policy = `LVA${r.int(10, 99)}${r.int(100000, 999999)}${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 90, 320);
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), row([`Reģ. Nr. 4000${r.int(1000000, 9999999)} · Rīga`, 0]), blank(),
    title('OCTA POLISE', 13), ...wrap('Sauszemes transportlīdzekļu īpašnieku civiltiesiskās atbildības obligātā apdrošināšana', 90), blank(),
    pair('Polises Nr.', policy, 0, 0.42), pair('VIN (šasijas Nr.)', v.vin, 0, 0.42), pair('Valsts reģ. Nr.', plate, 0, 0.42),
    pair('Marka, modelis', `${v.make} ${v.model}`, 0, 0.42), pair('Apdrošinājuma ņēmējs', holder, 0, 0.42), blank(),
    pair('Darbības termiņš', `no ${dmy(start)} līdz ${dmy(end)}`, 0, 0.42), pair('Apdrošināšanas prēmija', `${spaced(premium)} EUR`, 0, 0.42), blank(),
    ...wrap('Polise ir derīga visās Eiropas Ekonomikas zonas valstīs.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd19-lv-octa-polise', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: holder,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Croatian servisni račun: the brand over "d.o.o.", the VIN in its WMI / VDS / VIS groups, "Radovi" and "Dijelovi". */
function croatianRacun(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const brand = r.pick(['Auto Centar Sava', 'Servis Jadran', 'Kvarner Motori']);
  const legal = `${brand.split(' ').slice(-1)[0]} Auto d.o.o.`;
  const plate = `${r.pick(['ZG', 'ST', 'RI', 'OS'])} ${r.int(1000, 9999)}-${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 15000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Zamjena ulja i filtera ulja', cents(r, 25, 50)], ['Zamjena kočionih pločica', cents(r, 40, 80)], ['Dijagnostika računalom', cents(r, 20, 40)]];
  const parts: [string, number][] = [['Motorno ulje 5W-30 5 l', cents(r, 35, 60)], ['Filter ulja', cents(r, 8, 15)], ['Kočione pločice', cents(r, 40, 80)]];
  const net = sum([...works.map((w) => w[1]), ...parts.map((p) => p[1])]);
  const pdv = round2(net * 0.25);
  const total = round2(net + pdv);
  const rows: Row[] = [
    title(brand.toUpperCase(), 16), row([`${legal} · OIB ${r.int(10000000000, 99999999999)}`, 0]), row([`${r.pick(['Savska cesta', 'Vukovarska ulica'])} ${r.int(1, 200)}, ${r.pick(['Zagreb', 'Split', 'Rijeka'])}`, 0]), blank(),
    title(`RAČUN br. ${r.int(100, 999)}-1-1`, 12), pair('Datum računa', `${dmy(day)}.`, 0, 0.3), pair('Reg. oznaka', plate, 0, 0.3),
    pair('Vozilo', `${v.make} ${v.model}`, 0, 0.3), pair('Broj šasije', `${v.vin.slice(0, 3)} ${v.vin.slice(3, 9)} ${v.vin.slice(9)}`, 0, 0.3), pair('Kilometraža', `${dotted(odo, false)} km`, 0, 0.3), blank(),
    ...table([['Radovi', 0], ['Iznos', 0.8]], works.map(([name, x]) => [name, `${dotted(x)} €`])), blank(),
    ...table([['Dijelovi', 0], ['Iznos', 0.8]], parts.map(([name, x]) => [name, `${dotted(x)} €`])), blank(),
    pair('Osnovica', `${dotted(net)} €`, 0.45, 0.8), pair('PDV 25 %', `${dotted(pdv)} €`, 0.45, 0.8), pair('UKUPNO ZA PLATITI', `${dotted(total)} €`, 0.45, 0.8), blank(),
    row([`Sljedeći servis: ${dmy(nextDay)}. ili ${dotted(next, false)} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd19-hr-servisni-racun', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, serviceProvider: brand,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map((w) => w[0]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Swiss Fahrzeugausweis: numbered fields in German and French, "Marke und Typ" in one box, a Stammnummer. */
function swissFahrzeugausweis(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const family = r.pick(['Müller', 'Brunner', 'Keller', 'Zimmermann']);
  const given = r.pick(['Andrea', 'Reto', 'Corinne', 'Beat']);
  const plate = `${r.pick(['ZH', 'BE', 'LU', 'AG'])} ${r.int(10000, 999999)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('FAHRZEUGAUSWEIS / PERMIS DE CIRCULATION', 13), row([`Kanton ${r.pick(['Zürich', 'Bern', 'Luzern', 'Aargau'])} · Strassenverkehrsamt`, 0]), blank(),
    ...boxedFields([{ label: '15 Kontrollschild / Plaque', value: plate, x: 0 }, { label: '18 Stammnummer / N° matricule', value: `${r.int(100, 999)}.${r.int(100, 999)}.${r.int(100, 999)}`, x: 0.5 }]),
    ...boxedFields([{ label: 'Name / Nom', value: family, x: 0 }, { label: 'Vornamen / Prénoms', value: given, x: 0.5 }]),
    ...boxedFields([{ label: 'Adresse', value: `${r.pick(['Bahnhofstrasse', 'Seestrasse', 'Dorfstrasse'])} ${r.int(1, 90)}, ${r.pick(['8001 Zürich', '3011 Bern', '6003 Luzern'])}`, x: 0 }]),
    ...boxedFields([{ label: '21 Fahrzeugart / Genre', value: 'Personenwagen', x: 0 }, { label: '23 Fahrgestell-Nr. / N° de châssis', value: v.vin, x: 0.5 }]),
    ...boxedFields([{ label: '24 Typengenehmigung', value: `1${L(r)}${L(r)}${r.int(100, 999)}`, x: 0 }, { label: '25 Marke und Typ / Marque et type', value: `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, x: 0.5 }]),
    ...boxedFields([{ label: '36 1. Inverkehrsetzung', value: dmy(first), x: 0 }, { label: '38 Ausweis ausgestellt', value: dmy(now), x: 0.5 }]),
  ];
  return {
    kind: 'registration', layout: 'wd19-ch-fahrzeugausweis', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Serbian saobraćajna dozvola (Latin script): codes, an engine number beside the VIN, "Registracija važi do". */
function serbianSaobracajna(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const family = r.pick(['JOVANOVIĆ', 'PETROVIĆ', 'NIKOLIĆ', 'ĐORĐEVIĆ']);
  const given = r.pick(['MILOŠ', 'JELENA', 'NEMANJA', 'IVANA']);
  const plate = `${r.pick(['BG', 'NS', 'NI', 'KG'])} ${r.int(100, 9999)}-${L(r)}${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2025, 2026);
  const until = addMonths(now, 12);
  const rows: Row[] = [
    title('REPUBLIKA SRBIJA', 11), title('SAOBRAĆAJNA DOZVOLA', 14), row(['Ministarstvo unutrašnjih poslova', 0]), blank(),
    pair('A Registarska oznaka', plate, 0, 0.42), pair('B Datum prve registracije', `${dmy(first)}.`, 0, 0.42), pair('I Datum registracije', `${dmy(now)}.`, 0, 0.42),
    pair('Registracija važi do', `${dmy(until)}.`, 0, 0.42), blank(),
    pair('C.1.1 Prezime ili poslovno ime', family, 0, 0.42), pair('C.1.2 Ime', given, 0, 0.42), pair('C.1.3 Adresa', `${r.pick(['Bulevar oslobođenja', 'Knez Mihailova', 'Cara Dušana'])} ${r.int(1, 120)}`, 0, 0.42), blank(),
    pair('D.1 Marka', v.make.toUpperCase(), 0, 0.42), pair('D.3 Komercijalna oznaka', v.model.toUpperCase(), 0, 0.42),
    pair('E Broj šasije', v.vin, 0, 0.42), pair('P.5 Broj motora', `${L(r)}${L(r)}${L(r)}${r.int(100000, 999999)}`, 0, 0.42),
  ];
  return {
    kind: 'registration', layout: 'wd19-rs-saobracajna-dozvola', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`, iso(until)),
  };
}

/** A Greek thermal receipt: the shop named in Greek, a Greek-lettered plate, the next change by km only. */
function greekThermal(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const shop = r.pick(['ΛΙΠΑΝΤΗΡΙΟ ΑΚΡΟΠΟΛΙΣ', 'ΣΕΡΒΙΣ ΘΕΡΜΑΙΚΟΣ', 'ΛΙΠΑΝΤΗΡΙΟ ΟΛΥΜΠΟΣ']);
  const plate = `${LOOK(r)}${LOOK(r)}${LOOK(r)}-${r.int(1000, 9999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = odo + 10000;
  const items: [string, number][] = [['ΑΛΛΑΓΗ ΛΑΔΙΩΝ 5W-30', cents(r, 40, 70)], ['ΦΙΛΤΡΟ ΛΑΔΙΟΥ', cents(r, 8, 16)], ['ΦΙΛΤΡΟ ΑΕΡΑ', cents(r, 12, 25)]];
  const total = sum(items.map((i) => i[1]));
  const rows: Row[] = [
    title(shop, 10), row([`${shop.split(' ')[1]} Ι.Κ.Ε. · ΑΦΜ ${r.int(800000000, 999999999)}`, 0]), row([r.pick(['ΘΕΣΣΑΛΟΝΙΚΗ', 'ΠΑΤΡΑ', 'ΛΑΡΙΣΑ']), 0]), blank(),
    row(['ΑΠΟΔΕΙΞΗ ΛΙΑΝΙΚΗΣ', 0]), row([`ΗΜ/ΝΙΑ ${dmy(day, '/')} ${r.int(8, 18)}:${pad2(r.int(0, 59))}`, 0]),
    row([`ΑΡ. ΚΥΚΛ. ${typedIn(GREEK, plate)}`, 0]), row([`ΟΧΗΜΑ ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]), row([`ΧΛΜ ${dotted(odo, false)}`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [dotted(x), 0.75])), blank(),
    row(['ΣΥΝΟΛΟ', 0], [`${dotted(total)} €`, 0.7]), row(['ΦΠΑ 24% ΠΕΡΙΛ.', 0], [dotted(round2(total - total / 1.24)), 0.75]), blank(),
    row([`ΕΠΟΜΕΝΗ ΑΛΛΑΓΗ ${dotted(next, false)} ΧΛΜ`, 0]), row(['ΕΥΧΑΡΙΣΤΟΥΜΕ', 0]),
  ];
  return {
    kind: 'oil', layout: 'wd19-gr-thermal-lipantirio', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model.toUpperCase(), serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map((i) => i[0]), nextServiceMileage: next,
    },
  };
}

/** A Luxembourg certificat d'immatriculation: French and German captions by the codes, a Z-filler VIN. */
function luxembourgCertificat(c: Ctx): DocContent {
  const { r } = c;
  // A Volkswagen: the ZZZ filler and a Z in position 9, which no check digit may "repair".
  const golf = euDevVehicle(r, 0);
  const v = { ...golf, vin: `${golf.vin.slice(0, 8)}Z${golf.vin.slice(9)}` };
  const family = r.pick(['SCHMIT', 'WEBER', 'HOFFMANN', 'KIEFFER']);
  const given = r.pick(['Claude', 'Martine', 'Jos', 'Sandrine']);
  const plate = `${L(r)}${L(r)} ${r.int(1000, 9999)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('GRAND-DUCHÉ DE LUXEMBOURG', 11), title("CERTIFICAT D'IMMATRICULATION / ZULASSUNGSBESCHEINIGUNG", 12), row(['Société Nationale de Contrôle Technique', 0]), blank(),
    pair("A  N° d'immatriculation / Kennzeichen", plate, 0, 0.48), pair('B  Première mise en circulation / Erstzulassung', dmy(first, '/'), 0, 0.48),
    pair("I  Date de l'immatriculation / Datum der Zulassung", dmy(now, '/'), 0, 0.48), blank(),
    pair('C.1.1  Nom / Name', family, 0, 0.48), pair('C.1.2  Prénom / Vorname', given, 0, 0.48), pair('C.1.3  Adresse / Anschrift', `${r.int(1, 90)}, ${r.pick(['rue de la Gare', 'route d’Arlon', 'Grand-Rue'])}, L-${r.int(1000, 9999)} ${r.pick(['Luxembourg', 'Esch-sur-Alzette', 'Ettelbruck'])}`, 0, 0.48), blank(),
    pair('D.1  Marque / Marke', v.make.toUpperCase(), 0, 0.48), pair('D.3  Dénomination commerciale / Handelsbezeichnung', v.model.toUpperCase(), 0, 0.48),
    pair("E  N° d'identification / Fahrzeug-Ident.-Nr.", v.vin, 0, 0.48), pair('K  N° de réception / Typgenehmigung', `e1*2007/46*${r.int(1000, 9999)}*${pad2(r.int(1, 30))}`, 0, 0.48),
  ];
  return {
    kind: 'registration', layout: 'wd19-lu-certificat-bilingue', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Serbian Cyrillic workshop invoice (рачун): the brand over its legal name, "Радови" and "Делови", the next service. */
function serbianCyrillicRacun(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 9);
  const brand = r.pick(['Ауто сервис Морава', 'Сервис Дунав', 'Ауто центар Тара']);
  const legal = `${brand.split(' ').slice(-1)[0]} ауто д.о.о.`;
  const plate = `${r.pick(['BG', 'NS', 'KG'])} ${r.int(100, 9999)}-${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 10000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Замена уља и филтера уља', r.int(2000, 4000)], ['Замена кочионих плочица', r.int(3000, 6000)], ['Компјутерска дијагностика', r.int(1500, 3000)]];
  const parts: [string, number][] = [['Моторно уље 5W-30 4 л', r.int(3500, 6000)], ['Филтер уља', r.int(800, 1500)], ['Кочионе плочице', r.int(4000, 8000)]];
  const net = sum([...works.map((w) => w[1]), ...parts.map((p) => p[1])]);
  const pdv = round2(net * 0.2);
  const total = round2(net + pdv);
  const rows: Row[] = [
    title(brand, 16), row([`${legal} · ПИБ ${r.int(100000000, 999999999)} · ${r.pick(['Крагујевац', 'Ниш', 'Нови Сад'])}`, 0]), blank(),
    title(`РАЧУН бр. ${r.int(100, 999)}/${day.y}`, 12), pair('Датум', `${dmy(day)}.`, 0, 0.3), pair('Регистарски број', plate, 0, 0.3),
    pair('Возило', `${v.make} ${v.model}`, 0, 0.3), pair('Број шасије', typedIn(CYRILLIC, v.vin), 0, 0.3), pair('Километража', `${dotted(odo, false)} km`, 0, 0.3), blank(),
    ...table([['Радови', 0], ['Износ', 0.8]], works.map(([name, x]) => [name, `${dotted(x)} RSD`])), blank(),
    ...table([['Делови', 0], ['Износ', 0.8]], parts.map(([name, x]) => [name, `${dotted(x)} RSD`])), blank(),
    pair('Основица', `${dotted(net)} RSD`, 0.45, 0.8), pair('ПДВ 20 %', `${dotted(pdv)} RSD`, 0.45, 0.8), pair('УКУПНО', `${dotted(total)} RSD`, 0.45, 0.8), blank(),
    row([`Следећи сервис: ${dmy(nextDay)}. или на ${dotted(next, false)} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd19-rs-cyrillic-racun', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, serviceProvider: brand,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map((w) => w[0]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Lithuanian quick-lube receipt: the brand over "UAB ...", "Rida", "Kitas keitimas" by km and date. */
function lithuanianKvitas(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 10);
  const brand = r.pick(['GREITAS TEPALAS', 'ALYVOS TAŠKAS', 'NERIS SERVISAS']);
  const plate = `${L(r)}${L(r)}${L(r)} ${r.int(100, 999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = odo + 15000;
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Variklio alyvos keitimas', cents(r, 45, 75)], ['Alyvos filtras', cents(r, 8, 16)], ['Salono filtras', cents(r, 12, 25)]];
  const total = sum(items.map((i) => i[1]));
  const rows: Row[] = [
    title(brand, 11), row([`UAB „${brand.split(' ')[0][0]}${brand.split(' ')[0].slice(1).toLowerCase()} ir partneriai“`, 0]), row([`Įm. kodas ${r.int(100000000, 399999999)} · ${r.pick(['Vilnius', 'Kaunas', 'Klaipėda'])}`, 0]), blank(),
    row([`KASOS KVITAS  ${ymd(day)}`, 0]), row([`Valst. Nr. ${plate}`, 0]), row([`${v.make} ${v.model}`, 0]), row([`Rida: ${spaced(odo, false)} km`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [spaced(x), 0.75])), blank(),
    row(['IŠ VISO EUR', 0], [spaced(total), 0.75]), row(['t. sk. PVM 21 %', 0], [spaced(round2(total - total / 1.21)), 0.75]), blank(),
    row([`Kitas keitimas: ${spaced(next, false)} km`, 0]), row([`arba ${ymd(nextDay)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd19-lt-kasos-kvitas', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: brand,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map((i) => i[0]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Portuguese Documento Único Automóvel: codes, "Apelido(s)" and "Nome(s)" apart, an engine number below the VIN. */
function portugueseDua(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 11);
  const family = r.pick(['SILVA FERREIRA', 'COSTA', 'PEREIRA MARTINS', 'SOUSA']);
  const given = r.pick(['ANA MARIA', 'JOÃO', 'RUI', 'INÊS']);
  const plate = `${r.int(10, 99)}-${L(r)}${L(r)}-${r.int(10, 99)}`;
  const first = makeDay(r, v.year, v.year);
  const now = makeDay(r, 2024, 2026);
  const rows: Row[] = [
    title('DOCUMENTO ÚNICO AUTOMÓVEL', 14), row(['Certificado de Matrícula · IRN / IMT', 0]), blank(),
    pair('A Matrícula', plate, 0, 0.4), pair('B Data da 1.ª matrícula', dmy(first, '-'), 0, 0.4), pair('I Data do registo', dmy(now, '-'), 0, 0.4), blank(),
    row(['Titular do documento', 0]), pair('C.1.1 Apelido(s)', family, 0, 0.4), pair('C.1.2 Nome(s)', given, 0, 0.4),
    pair('C.1.3 Morada', `${r.pick(['Rua Direita', 'Av. da Liberdade', 'Rua do Comércio'])}, ${r.int(1, 200)}, ${r.pick(['Lisboa', 'Porto', 'Coimbra'])}`, 0, 0.4), blank(),
    pair('D.1 Marca', v.make.toUpperCase(), 0, 0.4), pair('D.3 Modelo', v.model.toUpperCase(), 0, 0.4),
    pair('E N.º de quadro', v.vin, 0, 0.4), pair('P.5 N.º do motor', `${L(r)}${L(r)}${r.int(10, 99)}${L(r)}${r.int(100000, 999999)}`, 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wd19-pt-documento-unico', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** An Estonian two-page arve: "Tööd" on page 1; "Varuosad", käibemaks and "Järgmine hooldus" on page 2; an engine number beside the VIN. */
function estonianArve(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 12);
  const brand = r.pick(['Kadaka Auto', 'Pärnu Autokeskus', 'Emajõe Remont']);
  const legal = `${brand.split(' ')[0]} Autoremont OÜ`;
  const plate = `${r.int(100, 999)} ${L(r)}${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 15000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Õlivahetus koos filtriga', cents(r, 30, 55)], ['Esipidurite klotside vahetus', cents(r, 45, 85)], ['Rattajoonduse kontroll', cents(r, 25, 45)]];
  const parts: [string, number][] = [['Mootoriõli 5W-30 5 l', cents(r, 35, 60)], ['Õlifilter', cents(r, 8, 16)], ['Piduriklotsid', cents(r, 35, 75)]];
  const net = sum([...works.map((w) => w[1]), ...parts.map((p) => p[1])]);
  const km = round2(net * 0.22);
  const total = round2(net + km);
  const rows: Row[] = [
    title(brand, 18), row([`${legal} · Reg.kood ${r.int(10000000, 16999999)} · ${r.pick(['Tallinn', 'Tartu', 'Pärnu'])}`, 0]), blank(),
    title(`ARVE nr ${day.y}/${r.int(1000, 9999)}`, 12), pair('Kuupäev', dmy(day), 0, 0.3), pair('Reg.nr', plate, 0, 0.3), pair('Sõiduk', `${v.make} ${v.model}`, 0, 0.3),
    row(['VIN', 0], [v.vin, 0.3], ['Mootori nr', 0.62], [`${L(r)}${L(r)}${L(r)}${r.int(100000, 999999)}`, 0.78]), pair('Läbisõit', `${spaced(odo, false)} km`, 0, 0.3), blank(),
    ...table([['Tööd', 0], ['Summa', 0.8]], works.map(([name, x]) => [name, spaced(x)])), pageBreak(),
    row([`${legal} · arve ${day.y} · lk 2 / 2`, 0]), blank(),
    ...table([['Varuosad', 0], ['Summa', 0.8]], parts.map(([name, x]) => [name, spaced(x)])), blank(),
    pair('Summa käibemaksuta', `${spaced(net)} €`, 0.45, 0.8), pair('Käibemaks 22 %', `${spaced(km)} €`, 0.45, 0.8), pair('Tasuda kokku', `${spaced(total)} €`, 0.45, 0.8), blank(),
    { ...row(['Järgmine hooldus', 0], [dmy(nextDay), 0.3], [`${spaced(next, false)} km`, 0.55]), boxes: [{ x0: 0, x1: 0.8, rows: 1 }] },
  ];
  return {
    kind: 'service', layout: 'wd19-ee-arve-2p', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, serviceProvider: brand,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map((w) => w[0]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Greek insurance certificate: a Latin brand over a Greek legal name, the plate and the VIN typed in Greek capitals. */
function greekBebaiosi(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 13);
  const brand = r.pick(['Aegean Motor', 'Hellas Drive', 'Ionian Auto']);
  const legal = r.pick(['ΑΙΓΑΙΟ ΑΣΦΑΛΙΣΤΙΚΗ Α.Ε.', 'ΕΛΛΗΝΙΚΗ ΑΣΦΑΛΙΣΤΙΚΗ Α.Ε.Γ.Α.', 'ΙΟΝΙΟΣ ΑΣΦΑΛΙΣΤΙΚΗ Α.Ε.']);
  const holder = `${r.pick(['PAPADOPOULOS', 'NIKOLAIDOU', 'KARAGIANNIS', 'ANTONIOU'])} ${r.pick(['GEORGIOS', 'DIMITRA', 'KOSTAS', 'SOFIA'])}`;
  const plate = `${LOOK(r)}${LOOK(r)}${LOOK(r)}-${r.int(1000, 9999)}`;
  const policy = `${r.int(10, 99)}.${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 180, 520);
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), row([`ΑΦΜ ${r.int(90000000, 99999999)}0 · ΑΘΗΝΑ`, 0]), blank(),
    title('ΒΕΒΑΙΩΣΗ ΑΣΦΑΛΙΣΗΣ ΟΧΗΜΑΤΟΣ', 12), blank(),
    pair('Αριθμός συμβολαίου', policy, 0, 0.42), pair('Λήπτης της ασφάλισης', holder, 0, 0.42), pair('Αριθμός κυκλοφορίας', typedIn(GREEK, plate), 0, 0.42),
    pair('Αριθμός πλαισίου', typedIn(GREEK, v.vin), 0, 0.42), pair('Μάρκα / Μοντέλο', `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.42), blank(),
    pair('Διάρκεια ασφάλισης', `από ${dmy(start, '/')} έως ${dmy(end, '/')}`, 0, 0.42), pair('Συνολικό ασφάλιστρο', `${dotted(premium)} €`, 0, 0.42), blank(),
    ...wrap('Η παρούσα βεβαίωση ισχύει για τη διάρκεια της ασφάλισης που αναγράφεται.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd19-gr-vevaiosi-asfalisis', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model.toUpperCase(), ownerName: holder,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Swiss French facture de garage: CHF with apostrophe thousands, "Main-d'oeuvre" and "Pièces", the next service in a box. */
function swissFactureGarage(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 14);
  const brand = r.pick(['Garage du Lac', 'Garage des Alpes', 'Carrosserie du Jura']);
  const plate = `${r.pick(['VD', 'GE', 'NE', 'FR'])} ${r.int(10000, 999999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 20000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Service selon plan du constructeur', cents(r, 180, 320)], ['Remplacement des balais d’essuie-glace', cents(r, 20, 40)], ['Contrôle du liquide de frein', cents(r, 30, 60)]];
  const parts: [string, number][] = [['Huile moteur 0W-20 (5 l)', cents(r, 60, 110)], ['Filtre à huile', cents(r, 15, 30)], ['Balais d’essuie-glace', cents(r, 35, 70)]];
  const net = sum([...works.map((w) => w[1]), ...parts.map((p) => p[1])]);
  const tva = round2(net * 0.081);
  const total = round2(net + tva);
  const rows: Row[] = [
    title(`${brand} SA`, 16), row([`${r.pick(['Route de Lausanne', 'Rue du Simplon', 'Avenue de la Gare'])} ${r.int(1, 90)} · ${r.pick(['1110 Morges', '1950 Sion', '2000 Neuchâtel'])} · CHE-${r.int(100, 999)}.${r.int(100, 999)}.${r.int(100, 999)} TVA`, 0]), blank(),
    title(`FACTURE N° ${r.int(10, 99)}-${r.int(1000, 9999)}`, 12), pair('Date', dmy(day), 0, 0.3), pair('Plaques', plate, 0, 0.3),
    pair('Véhicule', `${v.make} ${v.model}`, 0, 0.3), pair('Kilométrage', `${swiss(odo, false)} km`, 0, 0.3), blank(),
    ...table([["Main-d'oeuvre", 0], ['CHF', 0.8]], works.map(([name, x]) => [name, swiss(x)])), blank(),
    ...table([['Pièces', 0], ['CHF', 0.8]], parts.map(([name, x]) => [name, swiss(x)])), blank(),
    pair('Total hors TVA', `CHF ${swiss(net)}`, 0.45, 0.75), pair('TVA 8,1 %', `CHF ${swiss(tva)}`, 0.45, 0.75), pair('Total TTC', `CHF ${swiss(total)}`, 0.45, 0.75), blank(),
    { ...row(['PROCHAIN SERVICE', 0], [`le ${dmy(nextDay)}`, 0.3], [`à ${swiss(next, false)} km`, 0.55]), boxes: [{ x0: 0, x1: 0.8, rows: 1 }] },
  ];
  return {
    kind: 'service', layout: 'wd19-ch-facture-garage-box', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: brand,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map((w) => w[0]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Slovenian servisni račun: "Opravljena dela" and "Material", DDV, the next service as "12. 5. 2027" in a sentence. */
function slovenianRacun(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 15);
  const brand = r.pick(['Avtoservis Triglav', 'Servis Pohorje', 'Avto Sava']);
  const plate = `${r.pick(['LJ', 'MB', 'CE', 'KR'])} ${L(r)}${L(r)}-${r.int(100, 999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 15000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Menjava olja in oljnega filtra', cents(r, 25, 50)], ['Menjava zavornih ploščic spredaj', cents(r, 40, 80)], ['Pregled podvozja', cents(r, 15, 35)]];
  const parts: [string, number][] = [['Motorno olje 5W-30 5 l', cents(r, 35, 60)], ['Oljni filter', cents(r, 8, 15)], ['Zavorne ploščice', cents(r, 35, 75)]];
  const net = sum([...works.map((w) => w[1]), ...parts.map((p) => p[1])]);
  const ddv = round2(net * 0.22);
  const total = round2(net + ddv);
  const rows: Row[] = [
    title(brand, 16), row([`${brand.split(' ').slice(-1)[0]} d.o.o. · ID za DDV SI${r.int(10000000, 99999999)} · ${r.pick(['Kranj', 'Maribor', 'Celje'])}`, 0]), blank(),
    title(`RAČUN št. ${day.y}-${r.int(100, 999)}`, 12), pair('Datum opravljene storitve', `${day.d}. ${day.m}. ${day.y}`, 0, 0.35), pair('Registrska številka', plate, 0, 0.35),
    pair('Vozilo', `${v.make} ${v.model}`, 0, 0.35), pair('Prevoženi km', dotted(odo, false), 0, 0.35), blank(),
    ...table([['Opravljena dela', 0], ['Znesek', 0.8]], works.map(([name, x]) => [name, `${dotted(x)} €`])), blank(),
    ...table([['Material', 0], ['Znesek', 0.8]], parts.map(([name, x]) => [name, `${dotted(x)} €`])), blank(),
    pair('Osnova za DDV', `${dotted(net)} €`, 0.45, 0.8), pair('DDV 22 %', `${dotted(ddv)} €`, 0.45, 0.8), pair('Za plačilo', `${dotted(total)} €`, 0.45, 0.8), blank(),
    ...wrap(`Naslednji servis priporočamo pri ${dotted(next, false)} km oziroma najkasneje ${nextDay.d}. ${nextDay.m}. ${nextDay.y}.`, 90),
  ];
  return {
    kind: 'service', layout: 'wd19-si-servisni-racun', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: brand,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map((w) => w[0]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

// Ordered so that the layouts printing letters beyond the standard PDF fonts (Cyrillic, Greek, č, ā, ė, ć) never fall
// on a text PDF rendering (numbered from 1900: 1900 + j, j % 3 === 2 gives the text PDF; 0 Word, 1 plain text).
export const WORLD_DEV_19_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wd19-bg-svidetelstvo', part: 'dev', build: bulgarianSvidetelstvo },
  { kind: 'registration', name: 'wd19-ee-registreerimistunnistus-cells', part: 'dev', build: estonianTunnistus },
  { kind: 'service', name: 'wd19-pt-fatura-oficina-2p', part: 'dev', build: portugueseFaturaDuasPaginas },
  { kind: 'insurance', name: 'wd19-lv-octa-polise', part: 'dev', build: latvianOcta },
  { kind: 'service', name: 'wd19-hr-servisni-racun', part: 'dev', build: croatianRacun },
  { kind: 'registration', name: 'wd19-ch-fahrzeugausweis', part: 'dev', build: swissFahrzeugausweis },
  { kind: 'registration', name: 'wd19-rs-saobracajna-dozvola', part: 'dev', build: serbianSaobracajna },
  { kind: 'oil', name: 'wd19-gr-thermal-lipantirio', part: 'dev', build: greekThermal },
  { kind: 'registration', name: 'wd19-lu-certificat-bilingue', part: 'dev', build: luxembourgCertificat },
  { kind: 'service', name: 'wd19-rs-cyrillic-racun', part: 'dev', build: serbianCyrillicRacun },
  { kind: 'oil', name: 'wd19-lt-kasos-kvitas', part: 'dev', build: lithuanianKvitas },
  { kind: 'registration', name: 'wd19-pt-documento-unico', part: 'dev', build: portugueseDua },
  { kind: 'service', name: 'wd19-ee-arve-2p', part: 'dev', build: estonianArve },
  { kind: 'insurance', name: 'wd19-gr-vevaiosi-asfalisis', part: 'dev', build: greekBebaiosi },
  { kind: 'service', name: 'wd19-ch-facture-garage-box', part: 'dev', build: swissFactureGarage },
  { kind: 'service', name: 'wd19-si-servisni-racun', part: 'dev', build: slovenianRacun },
];
