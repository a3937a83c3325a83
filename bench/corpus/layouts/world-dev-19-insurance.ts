/**
 * Development layouts of the nineteenth round's insurance part (issue 22), for what the last blind reading still got
 * wrong by its printed figures only (premiums on about half the insurance documents; its misses never listed, its
 * layouts never read): the premium as the policy total with tax where a net premium, insurance tax, levies, a guarantee
 * fund fee or a motor tax stand on lines of their own; renewals printing last year's premium beside the renewal's;
 * declarations of several vehicles with a premium each and a total for the term; six-month terms; green cards (numbered
 * boxes, the card's number beside the policy's, a make without model or VIN); a brand over a legal or trading name, an
 * insurer named only in a footer; a two-page policy behind a covering letter; Cyrillic and Greek captions with Latin
 * values; dates in words and day-first. Countries and insurers the development set held least: Ireland, Bulgaria,
 * Greece, Switzerland, Latvia, Portugal, Austria, Croatia, Luxembourg, Kentucky, Belgium, the UK, Newfoundland.
 * Each is rendered as text, as a scan or a photo, and always turned half a turn and as a 150 dpi JPEG
 * (generate-world.ts). Layouts whose letters the standard PDF fonts lack (Cyrillic, Greek, ā, č, ć) fall on a Word or
 * plain-text rendering (numbered from 1980: j % 3 === 0 gives the text PDF). Every insurer, office, policy and person is
 * the author's invention.
 */
import { addDays, addMonths, iso, makeDay, makePerson, round2, type Day } from '../data';
import { blank, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { euDevVehicle, naDevVehicle } from '../world-data';

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '.') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const mdy = (day: Day) => `${pad2(day.m)}/${pad2(day.d)}/${day.y}`;
const cents = (r: Random, lo: number, hi: number) => round2(r.int(lo * 100, hi * 100) / 100);
const sum = (items: number[]) => round2(items.reduce((n, x) => n + x, 0));
const group = (int: string, sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
/** 1 234,56 (space thousands, comma decimals). */
const spaced = (n: number) => {
  const [int, dec] = n.toFixed(2).split('.');
  return `${group(int, ' ')},${dec}`;
};
/** 1.234,56 (dot thousands). */
const dotted = (n: number) => {
  const [int, dec] = n.toFixed(2).split('.');
  return `${group(int, '.')},${dec}`;
};
/** 1'234.55 (Swiss). */
const swiss = (n: number) => {
  const [int, dec] = n.toFixed(2).split('.');
  return `${group(int, "'")}.${dec}`;
};
const comma = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd = (n: number) => `$${comma(n)}`;
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DE_MONTHS = ['Jänner', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
/** "14th March 2026". */
const enWords = (day: Day) => `${ordinal(day.d)} ${EN_MONTHS[day.m - 1]} ${day.y}`;
/** "1. April 2026" (Austrian month names). */
const atWords = (day: Day) => `${day.d}. ${DE_MONTHS[day.m - 1]} ${day.y}`;

/** An Irish motor policy of two pages: a covering letter first, the schedule on page 2, dates in words, the levy apart. */
function irishSchedule2p(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const brand = r.pick(['Shannonside Motor', 'Liffey Direct', 'Corrib Cover']);
  const legal = `${brand.split(' ')[0]} Insurance DAC`;
  const given = r.pick(['Aoife', 'Cian', 'Siobhán', 'Declan']);
  const family = r.pick(["O'Sullivan", 'Brennan', 'Fitzgerald', 'Mac Mahon']);
  const plate = `${r.int(151, 252)}-${r.pick(['D', 'C', 'G', 'L', 'KY', 'WX'])}-${r.int(100, 99999)}`;
  const policy = `${L(r)}${L(r)}M${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const letter = addDays(start, -r.int(10, 25));
  const net = cents(r, 420, 1300);
  const levy = round2(net * 0.03);
  const mibi = cents(r, 8, 25);
  const premium = sum([net, levy, mibi]);
  const rows: Row[] = [
    title(brand, 18), row([`${legal} · ${r.pick(['Merrion Square', 'Eyre Square', 'South Mall'])}, ${r.pick(['Dublin 2', 'Galway', 'Cork'])}`, 0]), blank(),
    row([`${given} ${family}`, 0]), row([`${r.int(1, 90)} ${r.pick(['Church Road', 'Ard na Gréine', 'Castle Park'])}`, 0]), row([r.pick(['Co. Limerick', 'Co. Mayo', 'Co. Wexford']), 0]), blank(),
    row([enWords(letter), 0]), blank(), row([`Dear ${given},`, 0]),
    ...wrap(`Thank you for choosing ${brand}. Your new motor policy is enclosed. Please read the schedule on the next page carefully and keep your insurance disc displayed on your windscreen.`, 88), blank(),
    ...wrap('If any of the details are wrong, please call us within 14 days.', 88), blank(), row(['Yours sincerely,', 0]), row(['Customer Service Team', 0]),
    pageBreak(),
    title('MOTOR INSURANCE SCHEDULE', 13), pair('Policy Number', policy, 0, 0.4), pair('Policyholder', `${given} ${family}`, 0, 0.4),
    pair('Period of Insurance', `From ${enWords(start)} to ${enWords(end)} (both dates inclusive)`, 0, 0.4),
    pair('Vehicle Registration', plate, 0, 0.4), pair('Make and Model', `${v.make} ${v.model}`, 0, 0.4), pair('Chassis Number', v.vin, 0, 0.4), pair('Cover', 'Comprehensive', 0, 0.4), blank(),
    pair('Premium', `€${comma(net)}`, 0, 0.6), pair('Government Levy (3%)', `€${comma(levy)}`, 0, 0.6), pair('MIBI Contribution', `€${comma(mibi)}`, 0, 0.6),
    pair('Total Amount Payable', `€${comma(premium)}`, 0, 0.6), blank(),
    ...wrap(`${brand} is a trading name of ${legal}, regulated by the Central Bank of Ireland.`, 92),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-ie-schedule-letter-2p', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${given} ${family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Bulgarian MTPL policy: Cyrillic captions, Latin values, premium, 2 % tax, guarantee fund and sticker apart, a total. */
function bulgarianGrazhdanska(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const brand = r.pick(['Vitosha Insurance', 'Rodopi Protect', 'Pirin Auto']);
  const legal = `ЗАД „${r.pick(['Витоша', 'Родопи', 'Пирин'])} Застраховане“ АД`;
  const owner = `${r.pick(['IVAN', 'MARIA', 'GEORGI', 'ELENA'])} ${r.pick(['PETROV', 'DIMITROVA', 'TODOROV', 'STOYANOVA'])}`;
  const plate = `${r.pick(['CB', 'CA', 'PB', 'B'])} ${r.int(1000, 9999)} ${L(r)}${L(r)}`;
  const policy = `BG/${r.int(10, 99)}/${r.int(100000000, 999999999)}${r.int(100, 999)}`;
  const start = makeDay(r, 2026, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const net = cents(r, 90, 420);
  const tax = round2(net * 0.02);
  const fund = cents(r, 5, 14);
  const sticker = cents(r, 1, 3);
  const premium = sum([net, tax, fund, sticker]);
  const rows: Row[] = [
    title(brand.toUpperCase(), 18), row([legal, 0]), row([`ЕИК ${r.int(100000000, 999999999)} · гр. ${r.pick(['София', 'Пловдив', 'Варна'])}`, 0]), blank(),
    title('ЗАСТРАХОВАТЕЛНА ПОЛИЦА', 13), row(['Задължителна застраховка „Гражданска отговорност“ на автомобилистите', 0]), blank(),
    pair('Полица №', policy, 0, 0.42), pair('Застраховащ / Собственик', owner, 0, 0.42), pair('Рег. №', plate, 0, 0.42),
    pair('Марка, модел', `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.42), pair('Рама №', v.vin, 0, 0.42),
    pair('Срок на застраховката', `от 00:00 ч. на ${dmy(start)} г. до 23:59 ч. на ${dmy(end)} г.`, 0, 0.42), blank(),
    pair('Застрахователна премия', `${spaced(net)} EUR`, 0, 0.62), pair('Данък върху премията 2%', `${spaced(tax)} EUR`, 0, 0.62),
    pair('Вноска Гаранционен фонд', `${spaced(fund)} EUR`, 0, 0.62), pair('Стикер и зелена карта', `${spaced(sticker)} EUR`, 0, 0.62),
    pair('Общо дължима сума', `${spaced(premium)} EUR`, 0, 0.62), blank(),
    ...wrap('Полицата е валидна само при платена премия.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-bg-grazhdanska-fund', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make.toUpperCase(), model: v.model.toUpperCase(), ownerName: owner,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Greek motor policy of six months: Greek captions, Latin values, net premium, fees, 15 % tax and the fund's levy apart. */
function greekAsfalistirio6m(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const brand = r.pick(['Thalassa Motor', 'Olympos Direct', 'Kyma Insurance']);
  const legal = `${r.pick(['ΘΑΛΑΣΣΑ', 'ΟΛΥΜΠΟΣ', 'ΚΥΜΑ'])} ΑΣΦΑΛΙΣΤΙΚΗ Α.Ε.`;
  const owner = `${r.pick(['PAPADOPOULOS', 'NIKOLAOU', 'KARAGIANNI', 'VLACHOS'])} ${r.pick(['GEORGIOS', 'ELENI', 'DIMITRIOS', 'SOFIA'])}`;
  const plate = `${[0, 1, 2].map(() => r.pick([...'ABEHIKMNPTXYZ'])).join('')}-${r.int(1000, 9999)}`;
  const policy = `${r.int(10, 99)}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const net = cents(r, 90, 260);
  const fees = cents(r, 5, 15);
  const tax = round2((net + fees) * 0.15);
  const fund = round2(net * 0.04);
  const premium = sum([net, fees, tax, fund]);
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), row([`Λεωφ. ${r.pick(['Συγγρού', 'Κηφισίας', 'Βουλιαγμένης'])} ${r.int(1, 300)}, Αθήνα`, 0]), blank(),
    title('ΑΣΦΑΛΙΣΤΗΡΙΟ ΣΥΜΒΟΛΑΙΟ ΑΥΤΟΚΙΝΗΤΟΥ', 13), blank(),
    pair('Αριθμός συμβολαίου', policy, 0, 0.42), pair('Λήπτης ασφάλισης', owner, 0, 0.42), pair('Αριθμός κυκλοφορίας', plate, 0, 0.42),
    pair('Μάρκα / Μοντέλο', `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.42), pair('Αριθμός πλαισίου', v.vin, 0, 0.42), blank(),
    pair('Διάρκεια', '6 μήνες', 0, 0.42), pair('Έναρξη ισχύος', dmy(start, '/'), 0, 0.42), pair('Λήξη ισχύος', dmy(end, '/'), 0, 0.42), blank(),
    pair('Καθαρό ασφάλιστρο', `${dotted(net)} €`, 0, 0.62), pair('Δικαιώματα συμβολαίου', `${dotted(fees)} €`, 0, 0.62),
    pair('Φόρος ασφαλίστρων 15%', `${dotted(tax)} €`, 0, 0.62), pair('Εισφορά Επικουρικού Κεφαλαίου', `${dotted(fund)} €`, 0, 0.62),
    pair('Συνολικό πληρωτέο ασφάλιστρο', `${dotted(premium)} €`, 0, 0.62),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-gr-asfalistirio-6m', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make.toUpperCase(), model: v.model.toUpperCase(), ownerName: owner,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Swiss renewal premium invoice: columns "Bisher" and "Neu", the stamp duty and the guarantee fund apart, CHF 1'234.50. */
function swissPraemienrechnung(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const brand = r.pick(['Säntis Versicherungen', 'Aare Assekuranz', 'Pilatus Mobil']);
  const legal = `${brand.split(' ')[0]} Allgemeine Versicherungs-Gesellschaft AG`;
  const given = r.pick(['Lukas', 'Nadine', 'Reto', 'Corinne']);
  const family = r.pick(['Brunner', 'Küng', 'Baumgartner', 'Zürcher']);
  const plate = `${r.pick(['ZH', 'BE', 'LU', 'SG'])} ${r.int(10000, 999999)}`;
  const policy = `${r.int(10, 99)}.${r.int(100, 999)}.${r.int(100, 999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const covers = [['Motorfahrzeug-Haftpflicht', cents(r, 380, 900)], ['Vollkasko', cents(r, 300, 1100)], ['Insassenunfall', cents(r, 20, 60)]] as const;
  const oldCovers = covers.map(([, x]) => round2(x / (1 + r.int(2, 9) / 100)));
  const newNet = sum(covers.map(([, x]) => x));
  const oldNet = sum(oldCovers);
  const stamp = (n: number) => round2(n * 0.05);
  const ngf = 1.5;
  const premium = sum([newNet, stamp(newNet), ngf]);
  const prior = sum([oldNet, stamp(oldNet), ngf]);
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), row([`${r.pick(['Bahnhofstrasse', 'Seestrasse'])} ${r.int(1, 90)}, ${r.pick(['8001 Zürich', '6003 Luzern', '9000 St. Gallen'])}`, 0]), blank(),
    row([`${given} ${family}`, 0]), row([`${r.pick(['Dorfstrasse', 'Kirchweg', 'Im Ried'])} ${r.int(1, 60)}`, 0]), row([r.pick(['8400 Winterthur', '3012 Bern', '6300 Zug']), 0]), blank(),
    title('Prämienrechnung Motorfahrzeugversicherung', 12), pair('Police Nr.', policy, 0, 0.35), pair('Kontrollschild', plate, 0, 0.35),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35), pair('Fahrgestell-Nr.', v.vin, 0, 0.35), pair('Versicherungsperiode', `${dmy(start)} - ${dmy(end)}`, 0, 0.35), blank(),
    ...table([['Deckung', 0], ['Bisher CHF', 0.5], ['Neu CHF', 0.75]], [
      ...covers.map(([name, x], i) => [name, swiss(oldCovers[i]), swiss(x)]),
      ['Nettoprämie', swiss(oldNet), swiss(newNet)], ['Eidg. Stempelabgabe 5 %', swiss(stamp(oldNet)), swiss(stamp(newNet))],
      ['Beitrag Nationaler Garantiefonds', swiss(ngf), swiss(ngf)], ['Total Jahresprämie', swiss(prior), swiss(premium)],
    ]), blank(),
    ...wrap(`Zahlbar bis ${dmy(start)} mit beiliegendem QR-Einzahlungsschein.`, 90),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-ch-praemienrechnung-bisher-neu', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${given} ${family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Latvian MTPL fleet policy: three vehicles in a table with a premium each, the term's total premium under it. */
function latvianOctaFlote(c: Ctx): DocContent {
  const { r } = c;
  const cars = [euDevVehicle(r, c.n + 5), euDevVehicle(r, c.n + 7), euDevVehicle(r, c.n + 9)];
  const brand = r.pick(['Daugava Polise', 'Gauja Drošība', 'Venta Auto']);
  const legal = `AAS ${brand.split(' ')[0]} Apdrošināšana`;
  const company = r.pick(['SIA Kurzemes Kravas', 'SIA Rīgas Loģistika', 'SIA Zemgales Būve']);
  const plates = cars.map(() => `${L(r)}${L(r)}-${r.int(100, 9999)}`);
  const policy = `LV${r.int(10, 99)}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const each = cars.map(() => cents(r, 60, 260));
  const premium = sum(each);
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), row([`Reģ. Nr. 4000${r.int(1000000, 9999999)} · Rīga`, 0]), blank(),
    title(`OCTA LĪGUMS Nr. ${policy}`, 12), pair('Apdrošinājuma ņēmējs', company, 0, 0.35), pair('Apdrošināšanas periods', `no ${dmy(start)} līdz ${dmy(end)}`, 0, 0.35), blank(),
    ...table([['Nr.', 0], ['Transportlīdzeklis', 0.06], ['Reģ. Nr.', 0.32], ['VIN', 0.46], ['Prēmija, EUR', 0.82]],
      cars.map((v, i) => [`${i + 1}.`, `${v.make} ${v.model}`, plates[i], v.vin, spaced(each[i])])), blank(),
    pair('Kopējā apdrošināšanas prēmija par periodu', `${spaced(premium)} EUR`, 0, 0.62), pair('Samaksas termiņš', dmy(start), 0, 0.62),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-lv-octa-flote', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: cars[0].vin, plateNumber: plates[0], make: cars[0].make, model: cars[0].model,
      ownerName: company, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
      additionalVins: [cars[1].vin, cars[2].vin],
    },
  };
}

/** A Portuguese payment notice for a renewed policy: "Prémio simples", FGA, INEM, ANSR and stamp apart, last year's total. */
function portugueseAvisoRenovacao(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const brand = r.pick(['Tejo Seguros', 'Douro Proteção', 'Atlântico Auto']);
  const legal = `${brand.split(' ')[0]} - Companhia de Seguros, S.A.`;
  const owner = `${r.pick(['Ana', 'João', 'Marta', 'Rui'])} ${r.pick(['Ferreira', 'Carvalho', 'Sousa Pinto', 'Almeida'])}`;
  const plate = `${L(r)}${L(r)}-${r.int(10, 99)}-${L(r)}${L(r)}`;
  const policy = `${r.int(1000, 9999)}${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const simple = cents(r, 180, 620);
  const fga = round2(simple * 0.025);
  const inem = round2(simple * 0.02);
  const ansr = round2(simple * 0.0121);
  const selo = round2(simple * 0.09);
  const premium = sum([simple, fga, inem, ansr, selo]);
  const prior = round2(premium / (1 + r.int(2, 12) / 100));
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), row([`NIPC 50${r.int(1000000, 9999999)} · ${r.pick(['Lisboa', 'Porto', 'Coimbra'])}`, 0]), blank(),
    title('AVISO DE PAGAMENTO - CONTINUIDADE DA APÓLICE', 12), pair('Apólice n.º', policy, 0, 0.4), pair('Tomador do seguro', owner, 0, 0.4),
    pair('Matrícula', plate, 0, 0.4), pair('Veículo', `${v.make} ${v.model}`, 0, 0.4), pair('Período', `de ${dmy(start, '-')} a ${dmy(end, '-')}`, 0, 0.4), blank(),
    pair('Prémio simples', `${dotted(simple)} €`, 0, 0.62), pair('FGA - Fundo de Garantia Automóvel', `${dotted(fga)} €`, 0, 0.62),
    pair('INEM', `${dotted(inem)} €`, 0, 0.62), pair('ANSR', `${dotted(ansr)} €`, 0, 0.62), pair('Imposto do selo', `${dotted(selo)} €`, 0, 0.62),
    pair('Prémio total a pagar', `${dotted(premium)} €`, 0, 0.62), pair('Prémio total da anuidade anterior', `${dotted(prior)} €`, 0, 0.62), blank(),
    ...wrap(`Pague até ${dmy(start, '-')} por Multibanco (Entidade ${r.int(10000, 99999)}). Sem pagamento, o contrato não se renova.`, 90),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-pt-aviso-continuidade', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, ownerName: owner,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** An Austrian Polizze behind a covering letter: dates in words, insurance tax and engine-related tax apart, a half-yearly rate. */
function austrianPolizze2p(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const brand = r.pick(['Donau Alpen Versicherung', 'Tauern Mobil', 'Wachau Direkt']);
  const legal = `${brand.split(' ')[0]} Versicherung AG`;
  const given = r.pick(['Katharina', 'Florian', 'Theresa', 'Matthias']);
  const family = r.pick(['Huber', 'Gruber', 'Pichler', 'Moser']);
  const plate = `${r.pick(['W', 'G', 'L', 'S'])}-${r.int(100, 99999)}${L(r)}`;
  const policy = `${r.int(100, 999)}-${r.int(1000000, 9999999)}-${r.int(1, 9)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const letter = addDays(start, -r.int(5, 20));
  const liab = cents(r, 250, 600);
  const kasko = cents(r, 200, 700);
  const vst = round2((liab + kasko) * 0.11);
  const motor = cents(r, 300, 900);
  const premium = sum([liab, kasko, vst, motor]);
  const rows: Row[] = [
    title(brand, 18), row([`${legal} · ${r.pick(['Ringstraße', 'Landstraße', 'Herrengasse'])} ${r.int(1, 40)}, ${r.pick(['1010 Wien', '4020 Linz', '8010 Graz'])}`, 0]), blank(),
    row([`${given} ${family}`, 0]), row([`${r.pick(['Hauptplatz', 'Lindengasse', 'Am Anger'])} ${r.int(1, 60)}`, 0]), row([r.pick(['3100 St. Pölten', '5020 Salzburg', '6020 Innsbruck']), 0]), blank(),
    row([`${r.pick(['Wien', 'Linz', 'Graz'])}, am ${atWords(letter)}`, 0]), blank(),
    row([`Sehr geehrte${r.chance(0.5) ? 'r Herr' : ' Frau'} ${family},`, 0]),
    ...wrap('vielen Dank für Ihr Vertrauen. Anbei erhalten Sie Ihre neue Kfz-Polizze. Bitte prüfen Sie die Angaben auf der folgenden Seite.', 88), blank(),
    row(['Mit freundlichen Grüßen', 0]), row(['Ihr Kundenservice', 0]),
    pageBreak(),
    title(`POLIZZE Nr. ${policy}`, 13), pair('Versicherungsnehmer', `${given} ${family}`, 0, 0.38), pair('Kennzeichen', plate, 0, 0.38),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.38), pair('Fahrgestellnummer', v.vin, 0, 0.38),
    pair('Versicherungsbeginn', `${atWords(start)}, 0:00 Uhr`, 0, 0.38), pair('Vertragsablauf', `${atWords(end)}, 0:00 Uhr`, 0, 0.38), blank(),
    pair('Haftpflicht Nettoprämie', `€ ${dotted(liab)}`, 0, 0.62), pair('Kasko Nettoprämie', `€ ${dotted(kasko)}`, 0, 0.62),
    pair('Versicherungssteuer 11 %', `€ ${dotted(vst)}`, 0, 0.62), pair('Motorbezogene Versicherungssteuer', `€ ${dotted(motor)}`, 0, 0.62),
    pair('Jahresprämie inkl. Steuern', `€ ${dotted(premium)}`, 0, 0.62), pair('Zahlungsweise halbjährlich, je Rate', `€ ${dotted(round2(premium / 2))}`, 0, 0.62),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-at-polizze-letter-2p', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${given} ${family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Croatian MTPL policy: the brand over "... osiguranje d.d.", premium, tax and the health-fund contribution, dates "15.06.2026." */
function croatianPolicaAo(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 10);
  const brand = r.pick(['Jadran Auto', 'Velebit Polica', 'Sava Direkt']);
  const legal = `${brand.split(' ')[0]} osiguranje d.d.`;
  const owner = `${r.pick(['Ivana', 'Marko', 'Petra', 'Tomislav'])} ${r.pick(['Horvat', 'Kovačević', 'Babić', 'Marić'])}`;
  const plate = `${r.pick(['ZG', 'ST', 'RI', 'OS'])} ${r.int(100, 9999)}-${L(r)}${L(r)}`;
  const policy = `${r.int(10, 99)}-${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const net = cents(r, 150, 450);
  const hzzo = round2(net * 0.05);
  const tax = round2(net * 0.1);
  const premium = sum([net, hzzo, tax]);
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), row([`OIB ${r.int(10000000000, 99999999999)} · ${r.pick(['Zagreb', 'Split', 'Rijeka'])}`, 0]), blank(),
    title('POLICA OSIGURANJA OD AUTOMOBILSKE ODGOVORNOSTI', 12), pair('Broj police', policy, 0, 0.4), pair('Ugovaratelj / vlasnik', owner, 0, 0.4),
    pair('Registarska oznaka', plate, 0, 0.4), pair('Marka i tip', `${v.make} ${v.model}`, 0, 0.4), pair('Broj šasije', v.vin, 0, 0.4),
    pair('Trajanje osiguranja', `od ${dmy(start)}. u 00:00 sati do ${dmy(end)}. u 24:00 sata`, 0, 0.4), blank(),
    pair('Premija osiguranja', `${dotted(net)} EUR`, 0, 0.62), pair('Doprinos za zdravstveno osiguranje 5%', `${dotted(hzzo)} EUR`, 0, 0.62),
    pair('Porez na premiju 10%', `${dotted(tax)} EUR`, 0, 0.62), pair('Ukupno za platiti', `${dotted(premium)} EUR`, 0, 0.62),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-hr-polica-ao-doprinos', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: owner,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Luxembourg green card in French: numbered boxes, the card's number in box 2, the policy's apart, the make alone. */
function luxembourgCarteVerte(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 11);
  const brand = r.pick(['Moselle Assurances', 'Ardennes Auto', 'Alzette Protect']);
  const legal = `${brand.split(' ')[0]} Assurances Luxembourg S.A.`;
  const given = r.pick(['Claude', 'Martine', 'Jeff', 'Anne']);
  const family = r.pick(['WAGNER', 'SCHMIT', 'MULLER', 'WEBER']);
  const plate = `${L(r)}${L(r)} ${r.int(1000, 9999)}`;
  const card = `${r.int(1000000, 9999999)}`;
  const policy = `${r.int(10, 99)}/${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title("CARTE INTERNATIONALE D'ASSURANCE AUTOMOBILE", 12), row(['CARTE VERTE', 0]), blank(),
    row(['1. Validité du', 0], [dmy(start, '/'), 0.18], ['au', 0.38], [dmy(end, '/'), 0.44], ['(les deux dates incluses)', 0.66]),
    row(['2. Code pays / Code assureur / Numéro', 0], [`L / ${r.int(100, 999)} / ${card}`, 0.45]), blank(),
    pair("3. Numéro d'immatriculation", plate, 0, 0.45), pair('4. Catégorie du véhicule', 'A', 0, 0.45), pair('5. Marque du véhicule', v.make.toUpperCase(), 0, 0.45), blank(),
    row(['8. Nom et adresse du preneur', 0]), row([`${given} ${family}`, 0.04]), row([`${r.int(1, 90)}, ${r.pick(['rue de Hollerich', 'route d’Arlon', 'rue du Fort'])}, L-${r.int(1000, 9999)} Luxembourg`, 0.04]), blank(),
    row(['9. Carte délivrée par', 0]), row([brand, 0.04]), row([`${legal}, ${r.pick(['boulevard Royal', 'avenue de la Liberté'])} ${r.int(1, 60)}, Luxembourg`, 0.04]),
    row([`Police n° ${policy}`, 0.04]),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-lu-carte-verte-police', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make.toUpperCase(), ownerName: `${given} ${family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A Kentucky declarations page of two vehicles for six months: local premium tax and state surcharge apart, a 6-month total. */
function kentuckyDeclarations6m(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naDevVehicle(r, c.n + 12), naDevVehicle(r, c.n + 14)];
  const p = makePerson(r);
  const brand = r.pick(['Limestone Auto', 'Cumberland Shield', 'Bluegrass Select']);
  const legal = `${brand.split(' ')[0]} ${r.pick(['Casualty Company', 'Indemnity Insurance Company'])}`;
  const policy = `KY-${r.int(100000000, 999999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const each = cars.map(() => cents(r, 300, 900));
  const sub = sum(each);
  const local = round2(sub * 0.05);
  const surcharge = round2(sub * 0.018);
  const fee = 10;
  const premium = sum([sub, local, surcharge, fee]);
  const rows: Row[] = [
    title(brand.toUpperCase(), 18), row([`Underwritten by ${legal}`, 0]), row([`PO Box ${r.int(1000, 9999)}, ${r.pick(['Lexington, KY 40507', 'Louisville, KY 40202', 'Bowling Green, KY 42101'])}`, 0]), blank(),
    title('AUTO POLICY DECLARATIONS', 12), pair('Policy Number', policy, 0, 0.3), pair('Policy Term', `6 Months: ${mdy(start)} to ${mdy(end)} 12:01 A.M.`, 0, 0.3),
    pair('Named Insured', p.name, 0, 0.3), pair('Address', `${p.street}, ${p.cityLine}`, 0, 0.3), blank(),
    ...table([['VEH', 0], ['YEAR MAKE MODEL', 0.07], ['VIN', 0.42], ['6-MONTH PREMIUM', 0.78]], cars.map((v, i) => [String(i + 1), `${v.year} ${v.make} ${v.model}`, v.vin, usd(each[i])])), blank(),
    pair('Total Vehicle Premium', usd(sub), 0.4, 0.78), pair('Local Government Premium Tax', usd(local), 0.4, 0.78), pair('KY Premium Surcharge', usd(surcharge), 0.4, 0.78),
    pair('Policy Fee', usd(fee), 0.4, 0.78), pair('TOTAL 6-MONTH POLICY PREMIUM', usd(premium), 0.4, 0.78), blank(),
    ...wrap('Local government premium tax is collected for the city or county of your garaging address and is not refundable after 30 days.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-us-ky-declarations-6m-taxes', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: cars[0].vin, make: cars[0].make, model: cars[0].model, year: cars[0].year,
      ownerName: p.name, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium, additionalVins: [cars[1].vin],
    },
  };
}

/** A Belgian renewal notice in Dutch: net premium, taxes and contributions apart, "Te betalen" with its due date. */
function belgianVervaldagbericht(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 13);
  const brand = r.pick(['Kempen Direct', 'Schelde Polis', 'Leie Verzekerd']);
  const legal = `${brand.split(' ')[0]} Verzekeringen NV`;
  const owner = `${r.pick(['Jonas', 'Lotte', 'Pieter', 'Femke'])} ${r.pick(['Peeters', 'Janssens', 'Maes', 'Claes'])}`;
  const plate = `${r.int(1, 2)}-${L(r)}${L(r)}${L(r)}-${r.int(100, 999)}`;
  const policy = `${r.int(100, 999)}.${r.int(100, 999)}.${r.int(100, 999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const net = cents(r, 300, 900);
  const taxes = round2(net * 0.2725);
  const fund = round2(net * 0.0126);
  const premium = sum([net, taxes, fund]);
  const rows: Row[] = [
    title(brand, 18), row([`${legal} · ${r.pick(['Meir', 'Kouter', 'Grote Markt'])} ${r.int(1, 90)}, ${r.pick(['2000 Antwerpen', '9000 Gent', '3500 Hasselt'])}`, 0]), blank(),
    row([owner, 0]), row([`${r.pick(['Kerkstraat', 'Stationsstraat', 'Dorpsplein'])} ${r.int(1, 120)}`, 0]), row([r.pick(['2800 Mechelen', '8500 Kortrijk', '2300 Turnhout']), 0]), blank(),
    title('VERVALDAGBERICHT', 13), pair('Polisnummer', policy, 0, 0.4), pair('Verzekering', 'BA Motorrijtuigen + Omnium', 0, 0.4),
    pair('Nummerplaat', plate, 0, 0.4), pair('Voertuig', `${v.make} ${v.model}`, 0, 0.4), pair('Chassisnummer', v.vin, 0, 0.4),
    pair('Verzekerde periode', `${dmy(start, '/')} - ${dmy(end, '/')}`, 0, 0.4), blank(),
    pair('Nettopremie', `${dotted(net)} EUR`, 0, 0.62), pair('Taksen (27,25 %)', `${dotted(taxes)} EUR`, 0, 0.62),
    pair('Bijdrage Gemeenschappelijk Waarborgfonds', `${dotted(fund)} EUR`, 0, 0.62), pair(`Te betalen vóór ${dmy(start, '/')}`, `${dotted(premium)} EUR`, 0, 0.62),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-be-vervaldagbericht-taksen', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: owner,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A UK renewal whose insurer is named only in the footer: last year's and this year's price, IPT apart, dates in words. */
function ukRenewalFooterInsurer(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 15);
  const insurer = r.pick(['Wrekin Motor', 'Malvern Vale', 'Tamar Mutual']);
  const given = r.pick(['Hannah', 'Oliver', 'Priya', 'Gareth']);
  const family = r.pick(['Whitmore', 'Okafor', 'Pritchard', 'Lloyd']);
  const plate = `${L(r)}${L(r)}${r.int(10, 75)} ${L(r)}${L(r)}${L(r)}`;
  const policy = `${L(r)}${L(r)}${L(r)}-${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const net = cents(r, 350, 1100);
  const ipt = round2(net * 0.12);
  const premium = sum([net, ipt]);
  const prior = round2(premium / (1 + r.int(3, 15) / 100));
  const rows: Row[] = [
    title('Your car insurance renewal', 16), blank(),
    row([`${r.pick(['Mr', 'Mrs', 'Ms'])} ${given} ${family}`, 0]), row([`${r.int(1, 120)} ${r.pick(['Station Road', 'Mill Lane', 'The Crescent'])}`, 0]), row([r.pick(['Shrewsbury SY1 2AB', 'Worcester WR1 3DE', 'Plymouth PL4 6FG']), 0]), blank(),
    ...wrap(`Dear ${given}, your policy renews on ${enWords(start)}. If you do nothing, we will renew it automatically and collect the new price.`, 88), blank(),
    pair('Policy number', policy, 0, 0.4), pair('Car', `${v.make} ${v.model}`, 0, 0.4), pair('Registration', plate, 0, 0.4),
    pair('Renewal period', `${enWords(start)} to ${enWords(end)}`, 0, 0.4), blank(),
    ...table([['', 0], ["Last year's price", 0.4], ["This year's price", 0.7]], [
      ['Premium', `£${comma(round2(prior / 1.12))}`, `£${comma(net)}`], ['Insurance Premium Tax', `£${comma(round2(prior - round2(prior / 1.12)))}`, `£${comma(ipt)}`],
      ['Total', `£${comma(prior)}`, `£${comma(premium)}`],
    ]), blank(),
    ...wrap(`Your insurance is provided by ${insurer} Insurance Limited, registered in England No. ${r.int(1000000, 9999999)}. Authorised by the Prudential Regulation Authority.`, 92),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-uk-renewal-footer-insurer', page: 'a4', font: 'serif', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, ownerName: `${given} ${family}`,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Newfoundland renewal: the current and the renewal term's premium, the 15 % retail sales tax apart, the total. */
function newfoundlandRenewal(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 16);
  const p = makePerson(r);
  const brand = r.pick(['Atlantic Rock', 'Signal Hill Auto', 'Gander Mutual']);
  const legal = `${brand.split(' ')[0]} ${r.pick(['General Insurance Company of Canada', 'Insurance Company Limited'])}`;
  const policy = `NL${r.int(1000000, 9999999)}`;
  const plate = `${L(r)}${L(r)}${L(r)} ${r.int(100, 999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const net = cents(r, 900, 2200);
  const rst = round2(net * 0.15);
  const premium = sum([net, rst]);
  const oldNet = round2(net / (1 + r.int(2, 10) / 100));
  const prior = sum([oldNet, round2(oldNet * 0.15)]);
  const rows: Row[] = [
    title(brand, 18), row([legal, 0]), row([`${r.pick(['Water Street', 'Kenmount Road'])}, St. John's, NL`, 0]), blank(),
    title('AUTOMOBILE POLICY RENEWAL', 12), pair('Policy No.', policy, 0, 0.35), pair('Insured', p.name, 0, 0.35),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.35), pair('VIN', v.vin, 0, 0.35), pair('Plate', plate, 0, 0.35),
    pair('Renewal Term', `${dmy(start, '/')} to ${dmy(end, '/')} (DD/MM/YYYY)`, 0, 0.35), blank(),
    ...table([['', 0], ['Current Term', 0.45], ['Renewal Term', 0.72]], [
      ['Premium', usd(oldNet), usd(net)], ['Retail Sales Tax 15%', usd(round2(oldNet * 0.15)), usd(rst)], ['Total Payable', usd(prior), usd(premium)],
    ]),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-ca-nl-renewal-rst', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year, ownerName: p.name,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Bulgarian green card with bilingual captions: the card's number in box 2, the policy's number apart, the make alone. */
function bulgarianGreenCard(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 17);
  const brand = r.pick(['Strandzha Insurance', 'Balkan Star Auto', 'Dunav Protect']);
  const owner = `${r.pick(['NIKOLAY', 'DESISLAVA', 'STEFAN', 'TEODORA'])} ${r.pick(['IVANOV', 'KOLEVA', 'ANGELOV', 'MARINOVA'])}`;
  const plate = `${r.pick(['CA', 'PB', 'BH', 'EB'])} ${r.int(1000, 9999)} ${L(r)}${L(r)}`;
  const card = `${r.int(1000000, 9999999)}`;
  const policy = `BG/${r.int(10, 99)}/${r.int(100000000, 999999999)}${r.int(100, 999)}`;
  const start = makeDay(r, 2026, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title('ЗЕЛЕНА КАРТА / GREEN CARD', 13), row(['Международен сертификат за застраховане / International Motor Insurance Certificate', 0]), blank(),
    row(['1. Валидна от / Valid from', 0], [dmy(start), 0.3], ['до / to', 0.48], [dmy(end), 0.58]),
    row(['2. BG', 0], [`/ ${r.int(100, 999)} /`, 0.1], [card, 0.22]), blank(),
    pair('3. Рег. № / Registration No.', plate, 0, 0.45), pair('4. Категория / Category', 'A', 0, 0.45), pair('5. Марка / Make of vehicle', v.make.toUpperCase(), 0, 0.45), blank(),
    pair('Полица № / Policy No.', policy, 0, 0.45), blank(),
    row(['8. Застраховащ / Policyholder', 0]), row([owner, 0.04]), row([`${r.pick(['ul. Rakovski', 'bul. Vitosha', 'ul. Shipka'])} ${r.int(1, 90)}, ${r.pick(['Sofia', 'Plovdiv', 'Burgas'])}`, 0.04]), blank(),
    row(['9. Издадена от / Issued by', 0]), row([brand, 0.04]), row([`${brand.split(' ')[0]} Insurance JSC, Sofia`, 0.04]),
  ];
  return {
    kind: 'insurance', layout: 'wd19i-bg-green-card-bilingual', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make.toUpperCase(), ownerName: owner,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

// Ordered so that the layouts printing letters beyond the standard PDF fonts (Cyrillic, Greek, ā, č, ć) never fall on a
// text PDF rendering (numbered from 1980: 1980 + j, j % 3 === 0 gives the text PDF); two-page documents are text PDFs.
export const WORLD_DEV_19_INSURANCE_LAYOUTS: Layout[] = [
  { kind: 'insurance', name: 'wd19i-ie-schedule-letter-2p', part: 'dev', build: irishSchedule2p },
  { kind: 'insurance', name: 'wd19i-bg-grazhdanska-fund', part: 'dev', build: bulgarianGrazhdanska },
  { kind: 'insurance', name: 'wd19i-gr-asfalistirio-6m', part: 'dev', build: greekAsfalistirio6m },
  { kind: 'insurance', name: 'wd19i-ch-praemienrechnung-bisher-neu', part: 'dev', build: swissPraemienrechnung },
  { kind: 'insurance', name: 'wd19i-lv-octa-flote', part: 'dev', build: latvianOctaFlote },
  { kind: 'insurance', name: 'wd19i-pt-aviso-continuidade', part: 'dev', build: portugueseAvisoRenovacao },
  { kind: 'insurance', name: 'wd19i-at-polizze-letter-2p', part: 'dev', build: austrianPolizze2p },
  { kind: 'insurance', name: 'wd19i-hr-polica-ao-doprinos', part: 'dev', build: croatianPolicaAo },
  { kind: 'insurance', name: 'wd19i-bg-green-card-bilingual', part: 'dev', build: bulgarianGreenCard },
  { kind: 'insurance', name: 'wd19i-us-ky-declarations-6m-taxes', part: 'dev', build: kentuckyDeclarations6m },
  { kind: 'insurance', name: 'wd19i-be-vervaldagbericht-taksen', part: 'dev', build: belgianVervaldagbericht },
  { kind: 'insurance', name: 'wd19i-lu-carte-verte-police', part: 'dev', build: luxembourgCarteVerte },
  { kind: 'insurance', name: 'wd19i-uk-renewal-footer-insurer', part: 'dev', build: ukRenewalFooterInsurer },
  { kind: 'insurance', name: 'wd19i-ca-nl-renewal-rst', part: 'dev', build: newfoundlandRenewal },
];
