/**
 * Development layouts of the sixteenth round (issue 22), for the families the eighth held-back set read weakly by its
 * printed figures only (insurance 69.5 %: premiums, insurers, policy numbers and dates, whole policies not typed as
 * insurance; service invoices 53.8 %: works, next services, shop names; European documents; its misses were never
 * listed, its layouts never read): insurance policies, schedules, renewal notices and cards in Polish, Czech, Swedish,
 * Hungarian, Romanian, Norwegian, Portuguese, Greek with English, Irish and Australian English, Danish and Finnish, the
 * insurer named in a footer, a letterhead or an "issued by" line, the premium a year's total beside instalments or
 * last year's price; workshop invoices in Polish, Czech, Norwegian and Hungarian whose works are numbered lines or
 * operation codes with descriptions, with the parts in a table of their own and a next-service box or line. Each is
 * rendered as text, as a scan or a photo, and always turned half a turn and as a 150 dpi JPEG (generate-world.ts).
 * Layouts whose letters the standard PDF fonts lack (ł, č, ő, ș, Greek) fall on a Word or plain-text rendering.
 * Every shop, insurer, wording and person is the author's invention.
 */
import { addDays, addMonths, iso, makeDay, round2, type Day } from '../data';
import { blank, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { euDevVehicle } from '../world-data';

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '.') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const cents = (r: Random, lo: number, hi: number) => round2(r.int(lo * 100, hi * 100) / 100);
const sum = (items: [string, number][]) => round2(items.reduce((n, [, x]) => n + x, 0));
/** 1 234,56 (space thousands, comma decimals: PL, CZ, SK, HU, SE, NO, FI, PT). */
const spaced = (n: number, decimals = true) => {
  const [int, dec] = n.toFixed(2).split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return decimals ? `${g},${dec}` : g;
};
/** 1.234,56 (dot thousands: DK, RO, GR). */
const dotted = (n: number) => {
  const [int, dec] = n.toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`;
};
const english = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const yearEnd = (start: Day) => addDays(addMonths(start, 12), -1);

/** A Polish polisa OC/AC: the insurer's brand on top, its legal name only in the footer; a year's premium beside two instalments. */
function polishPolisa(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const insurer = r.pick(['Orlik Ubezpieczenia', 'Bursztyn Ubezpieczenia', 'Jodła Ubezpieczenia']);
  const owner = `${r.pick(['Tomasz', 'Agnieszka', 'Paweł', 'Katarzyna'])} ${r.pick(['Wróbel', 'Zielińska', 'Kaczmarek', 'Nowicki'])}`;
  const plate = `${r.pick(['WX', 'KR', 'PO', 'GD'])} ${r.int(10000, 99999)}`;
  const policy = `${r.int(900000, 999999)}${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = yearEnd(start);
  const premium = round2(r.int(600, 2400));
  const rows: Row[] = [
    title(insurer.toUpperCase(), 18), blank(),
    title(`POLISA nr ${policy}`, 13), row(['Ubezpieczenie OC posiadaczy pojazdów mechanicznych i Autocasco', 0]), blank(),
    pair('Ubezpieczający / właściciel', owner, 0, 0.38), pair('Okres ubezpieczenia', `od ${dmy(start)} do ${dmy(end)}`, 0, 0.38), blank(),
    pair('Numer rejestracyjny', plate, 0, 0.38), pair('Marka, model', `${v.make} ${v.model}`, 0, 0.38), pair('Numer VIN', v.vin, 0, 0.38), pair('Rok produkcji', String(v.year), 0, 0.38), blank(),
    pair('Składka łączna', `${spaced(premium)} zł`, 0, 0.38), pair('Płatna w 2 ratach', `${spaced(round2(premium / 2))} zł`, 0, 0.38), blank(),
    ...wrap(`Ubezpieczycielem jest ${insurer} S.A. z siedzibą w Warszawie, wpisana do rejestru przedsiębiorców KRS pod numerem 0000${r.int(100000, 999999)}.`, 92),
  ];
  return {
    kind: 'insurance', layout: 'wd16-pl-polisa-oc', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Czech pojistná smlouva: "Pojistitel" captioned in a box, dates as "1. 5. 2026", a year's premium beside a quarter's. */
function czechSmlouva(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const insurer = r.pick(['Vltava pojišťovna', 'Šumava pojišťovna', 'Morava pojišťovna']);
  const owner = `${r.pick(['Jana', 'Petr', 'Lucie', 'Martin'])} ${r.pick(['Horáková', 'Dvořák', 'Benešová', 'Krejčí'])}`;
  const plate = `${r.int(1, 9)}${L(r)}${r.int(1, 9)} ${r.int(1000, 9999)}`;
  const policy = String(r.int(4400000000, 4499999999));
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = yearEnd(start);
  const premium = round2(r.int(2400, 9600));
  const cz = (d: Day) => `${d.d}. ${d.m}. ${d.y}`;
  const rows: Row[] = [
    title('POJISTNÁ SMLOUVA', 15), row([`č. ${policy} — pojištění odpovědnosti z provozu vozidla`, 0]), blank(),
    pair('Pojistitel', `${insurer}, a.s.`, 0, 0.3), pair('Pojistník', owner, 0, 0.3), blank(),
    pair('Pojistná doba', `${cz(start)} – ${cz(end)}`, 0, 0.3), pair('Registrační značka', plate, 0, 0.3), pair('Tovární značka', v.make, 0, 0.3),
    pair('Obchodní označení', v.model, 0, 0.3), pair('VIN', v.vin, 0, 0.3), blank(),
    pair('Roční pojistné', `${spaced(premium, false)} Kč`, 0, 0.3), pair('Splátka čtvrtletně', `${spaced(round2(premium / 4), false)} Kč`, 0, 0.3), blank(),
    ...wrap('Pojistník potvrzuje, že mu byly sděleny informace před uzavřením pojistné smlouvy.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd16-cz-pojistna-smlouva', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Swedish renewal notice: this year's and last year's premium, a month's, the insurer only in the footer "Försäkringsgivare". */
function swedishFornyelse(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const insurer = r.pick(['Granskog Försäkring', 'Norrsken Försäkring', 'Klippan Försäkring']);
  const owner = `${r.pick(['Karin', 'Erik', 'Maja', 'Johan'])} ${r.pick(['Lindqvist', 'Berglund', 'Sandberg', 'Holm'])}`;
  const plate = `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${L(r)}`;
  const policy = `${r.int(100, 999)}-${r.int(1000000, 9999999)}`;
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = yearEnd(start);
  const premium = round2(r.int(30, 90) * 120);
  const last = round2(premium - r.int(2, 8) * 60);
  const rows: Row[] = [
    title('Dags att förnya din bilförsäkring', 15), blank(),
    row([owner, 0]), row([`${r.pick(['Storgatan', 'Björkvägen', 'Kyrkogatan'])} ${r.int(2, 60)}`, 0]), row([`${r.int(100, 999)} ${r.int(10, 99)} ${r.pick(['Umeå', 'Västerås', 'Örebro'])}`, 0]), blank(),
    pair('Försäkringsnummer', policy, 0, 0.36), pair('Försäkringstid', `${iso(start)} – ${iso(end)}`, 0, 0.36),
    pair('Registreringsnummer', plate, 0, 0.36), pair('Bil', `${v.make} ${v.model} ${v.year}`, 0, 0.36), blank(),
    pair('Årspremie', `${spaced(premium, false)} kr`, 0, 0.36), pair('Förra årets premie', `${spaced(last, false)} kr`, 0, 0.36), pair('Per månad via autogiro', `${spaced(round2(premium / 12), false)} kr`, 0, 0.36), blank(),
    ...wrap('Du behöver inte göra något. Försäkringen förnyas automatiskt om du inte säger upp den.', 90), blank(),
    row([`Försäkringsgivare: ${insurer} AB, org.nr 5164${r.int(10, 99)}-${r.int(1000, 9999)}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'wd16-se-fornyelse', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, year: v.year, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Hungarian kötvény: dates as 2026.03.15., the year's premium ("Éves díj") beside a quarter's, insurer in the letterhead with Zrt. */
function hungarianKotveny(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const insurer = r.pick(['Tisza Biztosító', 'Bakony Biztosító', 'Mecsek Biztosító']);
  const owner = `${r.pick(['Kovács', 'Szabó', 'Tóth', 'Varga'])} ${r.pick(['Péter', 'Eszter', 'Gábor', 'Zsófia'])}`;
  const plate = `${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`;
  const policy = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = yearEnd(start);
  const premium = round2(r.int(30, 140) * 1200);
  const hu = (d: Day) => `${d.y}.${pad2(d.m)}.${pad2(d.d)}.`;
  const rows: Row[] = [
    title(`${insurer} Zrt.`, 16), row([`Ügyfélszolgálat: +36 1 ${r.int(100, 999)} ${r.int(1000, 9999)}`, 0]), blank(),
    title('Kötelező gépjármű-felelősségbiztosítás — KÖTVÉNY', 12), blank(),
    pair('Kötvényszám', policy, 0, 0.34), pair('Szerződő', owner, 0, 0.34), pair('Biztosítási időszak', `${hu(start)} – ${hu(end)}`, 0, 0.34), blank(),
    pair('Rendszám', plate, 0, 0.34), pair('Gyártmány, típus', `${v.make} ${v.model}`, 0, 0.34), pair('Alvázszám', v.vin, 0, 0.34), blank(),
    pair('Éves díj', `${spaced(premium, false)} Ft`, 0, 0.34), pair('Negyedéves részlet', `${spaced(round2(premium / 4), false)} Ft`, 0, 0.34),
  ];
  return {
    kind: 'insurance', layout: 'wd16-hu-kotveny', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Romanian poliță RCA: series and number, "Valabilă de la ... până la ...", the premium with the instalments under it. */
function romanianPolitaRca(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const insurer = r.pick(['Carpatica Asigurări', 'Dunărea Asigurări', 'Bucegi Asigurări']);
  const owner = `${r.pick(['Andrei', 'Ioana', 'Mihai', 'Elena'])} ${r.pick(['Popescu', 'Ionescu', 'Dumitrescu', 'Stan'])}`;
  const plate = `${r.pick(['B', 'CJ', 'IS', 'TM'])} ${r.int(10, 99)} ${L(r)}${L(r)}${L(r)}`;
  const policy = `RO/${r.int(10, 99)}/${L(r)}${L(r)}/${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = yearEnd(start);
  const premium = cents(r, 700, 2600);
  const rows: Row[] = [
    title('POLIȚĂ DE ASIGURARE OBLIGATORIE RCA', 13), row([`Seria și numărul: ${policy}`, 0]), blank(),
    pair('Asigurător', `${insurer} S.A.`, 0, 0.34), pair('Asigurat', owner, 0, 0.34), pair('Valabilă', `de la ${dmy(start)} până la ${dmy(end)}`, 0, 0.34), blank(),
    pair('Nr. de înmatriculare', plate, 0, 0.34), pair('Marca / Model', `${v.make} ${v.model}`, 0, 0.34), pair('Serie șasiu', v.vin, 0, 0.34), blank(),
    pair('Primă de asigurare', `${dotted(premium)} lei`, 0, 0.34), pair('Plata', `în 2 rate a câte ${dotted(round2(premium / 2))} lei`, 0, 0.34),
  ];
  return {
    kind: 'insurance', layout: 'wd16-ro-polita-rca', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Norwegian forsikringsbevis (card): the insurer only in an "Utstedt av ... ASA" line at the foot, no premium. */
function norwegianBevis(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const insurer = r.pick(['Fjordvik Forsikring', 'Nordkapp Forsikring', 'Lofoten Forsikring']);
  const owner = `${r.pick(['Ingrid', 'Lars', 'Sigrid', 'Henrik'])} ${r.pick(['Haugen', 'Bakke', 'Solberg', 'Moen'])}`;
  const plate = `${L(r)}${L(r)} ${r.int(10000, 99999)}`;
  const policy = String(r.int(70000000, 79999999));
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = yearEnd(start);
  const rows: Row[] = [
    title('FORSIKRINGSBEVIS', 16), row(['Bilforsikring — kasko og ansvar', 0]), blank(),
    pair('Forsikringstaker', owner, 0, 0.32), pair('Polisenr.', policy, 0, 0.32), pair('Gjelder fra', dmy(start), 0, 0.32), pair('Gjelder til', dmy(end), 0, 0.32), blank(),
    pair('Reg.nr.', plate, 0, 0.32), pair('Merke / modell', `${v.make} ${v.model}`, 0, 0.32), pair('Årsmodell', String(v.year), 0, 0.32), blank(),
    ...wrap('Beviset skal oppbevares i bilen og vises ved skade eller kontroll.', 90), blank(),
    row([`Utstedt av ${insurer} ASA, org.nr. 9${r.int(10000000, 99999999)}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'wd16-no-forsikringsbevis', page: 'letter', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, model: v.model, year: v.year, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** Portuguese condições particulares: "Seguradora" in the letterhead, dates as 15-07-2026, a yearly premium beside a monthly one. */
function portugueseApolice(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const insurer = r.pick(['Atlântida Seguros', 'Mondego Seguros', 'Algarvia Seguros']);
  const owner = `${r.pick(['Joana', 'Rui', 'Inês', 'Tiago'])} ${r.pick(['Ferreira', 'Carvalho', 'Sousa Pinto', 'Mendes'])}`;
  const plate = `${L(r)}${L(r)}-${D(r)}${D(r)}-${L(r)}${L(r)}`;
  const policy = `${r.int(10, 99)}.${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = yearEnd(start);
  const premium = cents(r, 180, 900);
  const rows: Row[] = [
    title(`${insurer}, S.A.`, 16), row([`Linha de apoio 21 ${r.int(100, 999)} ${r.int(1000, 9999)}`, 0]), blank(),
    title('Seguro Automóvel — Condições Particulares', 12), blank(),
    pair('Apólice n.º', policy, 0, 0.34), pair('Tomador do seguro', owner, 0, 0.34), pair('Data de início', dmy(start, '-'), 0, 0.34), pair('Data de termo', dmy(end, '-'), 0, 0.34), blank(),
    pair('Matrícula', plate, 0, 0.34), pair('Marca / Modelo', `${v.make} ${v.model}`, 0, 0.34), pair('N.º de quadro', v.vin, 0, 0.34), blank(),
    pair('Prémio total anual', `${spaced(premium)} €`, 0, 0.34), pair('Fracionamento mensal', `${spaced(round2(premium / 12))} €`, 0, 0.34),
    ...wrap('O prémio inclui encargos legais e impostos.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd16-pt-condicoes-particulares', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Cypriot-style card with Greek captions before English ones ("Ασφαλιστής / Insurer"), six months' cover and premium. */
function greekEnglishCard(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const insurer = r.pick(['Aegean Shield', 'Troodos Mutual', 'Kyrenia Star']);
  const owner = `${r.pick(['GEORGIOS', 'ELENI', 'ANDREAS', 'MARIA'])} ${r.pick(['PAPADAKIS', 'CHRISTODOULOU', 'GEORGIOU', 'NIKOLAOU'])}`;
  const plate = `${L(r)}${L(r)}${L(r)}${r.int(100, 999)}`;
  const policy = `MTR/${r.int(10, 99)}/${r.int(100000, 999999)}`;
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = addDays(addMonths(start, 6), -1);
  const premium = cents(r, 120, 480);
  const rows: Row[] = [
    title(`${insurer.toUpperCase()} INSURANCE LTD`, 15), blank(), title('ΠΙΣΤΟΠΟΙΗΤΙΚΟ ΑΣΦΑΛΙΣΗΣ / CERTIFICATE OF INSURANCE', 11), blank(),
    pair('Αρ. Συμβολαίου / Policy No.', policy, 0, 0.42), pair('Ασφαλισμένος / Insured', owner, 0, 0.42),
    pair('Ισχύς από / Valid from', dmy(start, '/'), 0, 0.42), pair('Μέχρι / Until', dmy(end, '/'), 0, 0.42), blank(),
    pair('Αρ. Εγγραφής / Reg. No.', plate, 0, 0.42), pair('Μάρκα - Μοντέλο / Make - Model', `${v.make} ${v.model}`, 0, 0.42), blank(),
    pair('Ασφάλιστρο / Premium', `€${english(premium)} (6 μήνες / months)`, 0, 0.42),
  ];
  return {
    kind: 'insurance', layout: 'wd16-gr-en-certificate', page: 'letter', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, model: v.model, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** An Irish renewal notice: renewal premium beside last year's and ten instalments, the insurer in a regulatory footer (DAC). */
function irishRenewal(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 9);
  const insurer = r.pick(['Shannonside', 'Liffey Valley', 'Connacht Mutual']);
  const owner = `${r.pick(['Siobhan', 'Ciaran', 'Aoife', 'Declan'])} ${r.pick(['Murphy', 'Byrne', 'Gallagher', 'Doyle'])}`;
  const plate = `${r.int(141, 252)}-${r.pick(['D', 'C', 'G', 'KY', 'WX'])}-${r.int(100, 99999)}`;
  const policy = `MOT${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = yearEnd(start);
  const premium = cents(r, 420, 1300);
  const last = cents(r, 420, 1300);
  const rows: Row[] = [
    title('Motor Insurance Renewal Notice', 15), blank(),
    row([owner, 0]), row([`${r.int(2, 90)} ${r.pick(['Main Street', 'Abbey Road', 'Castle Street'])}`, 0]), row([r.pick(['Ennis, Co. Clare', 'Tralee, Co. Kerry', 'Navan, Co. Meath']), 0]), blank(),
    pair('Policy number', policy, 0, 0.36), pair('Renewal date', dmy(start, '/'), 0, 0.36), pair('Period of insurance', `${dmy(start, '/')} to ${dmy(end, '/')}`, 0, 0.36),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.36), pair('Registration', plate, 0, 0.36), blank(),
    pair('Your renewal premium', `€${english(premium)} incl. 5% Government Levy`, 0, 0.36), pair("Last year's premium", `€${english(last)}`, 0, 0.36),
    pair('Or pay monthly', `10 instalments of €${english(round2(premium * 1.05 / 10))}`, 0, 0.36), blank(),
    ...wrap(`${insurer} Insurance DAC is regulated by the Central Bank of Ireland. Registered in Ireland No. ${r.int(100000, 999999)}.`, 92),
  ];
  return {
    kind: 'insurance', layout: 'wd16-ie-renewal-notice', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, year: v.year, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** An Australian policy schedule "Issued by ... Limited ABN ...", dates as "14 Mar 2026", total with GST and stamp duty, a monthly figure. */
function australianSchedule(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 10);
  const insurer = r.pick(['Wattle Grove', 'Coral Coast', 'Blue Gum']);
  const owner = `${r.pick(['Bronwyn', 'Lachlan', 'Kylie', 'Darren'])} ${r.pick(['McAllister', 'Nguyen', 'Fitzgerald', 'Pearce'])}`;
  const plate = `${L(r)}${L(r)}${D(r)}${D(r)}${L(r)}${L(r)}`;
  const policy = `MOT-${r.int(100000000, 999999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 700, 2200);
  const au = (d: Day) => `${d.d} ${MON[d.m - 1]} ${d.y}`;
  const rows: Row[] = [
    title('Comprehensive Car Insurance — Policy Schedule', 14), row([`Issued by ${insurer} Insurance Limited ABN ${r.int(10, 99)} ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)} AFSL ${r.int(200000, 499999)}`, 0]), blank(),
    pair('Policy number', policy, 0, 0.34), pair('Policyholder', owner, 0, 0.34), pair('Period of insurance', `${au(start)} to 4:00pm ${au(end)}`, 0, 0.34), blank(),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.34), pair('Rego', plate, 0, 0.34), pair('VIN', v.vin, 0, 0.34), blank(),
    pair('Total annual premium', `$${english(premium)}`, 0, 0.34), pair('includes GST', `$${english(round2(premium / 11))}`, 0, 0.34),
    pair('Pay by the month', `$${english(round2(premium * 1.08 / 12))} per month`, 0, 0.34),
  ];
  return {
    kind: 'insurance', layout: 'wd16-au-policy-schedule', page: 'a4', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Danish policeoversigt: "Selskab" names the insurer with A/S, the year's premium with charges beside a quarter's. */
function danishPolice(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 11);
  const insurer = r.pick(['Kattegat Forsikring', 'Limfjord Forsikring', 'Bornholm Forsikring']);
  const owner = `${r.pick(['Mette', 'Søren', 'Line', 'Rasmus'])} ${r.pick(['Sørensen', 'Kjær', 'Lund', 'Mikkelsen'])}`;
  const plate = `${L(r)}${L(r)} ${D(r)}${D(r)} ${D(r)}${D(r)}${D(r)}`;
  const policy = `${r.int(600, 699)}-${r.int(100000, 999999)}`;
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = yearEnd(start);
  const premium = round2(r.int(40, 120) * 120);
  const rows: Row[] = [
    title('Policeoversigt — Bilforsikring', 15), blank(),
    pair('Selskab', `${insurer} A/S`, 0, 0.34), pair('Forsikringstager', owner, 0, 0.34), pair('Policenr.', policy, 0, 0.34),
    pair('Forsikringsperiode', `${dmy(start, '-')} til ${dmy(end, '-')}`, 0, 0.34), blank(),
    pair('Reg.nr.', plate, 0, 0.34), pair('Mærke og model', `${v.make} ${v.model}`, 0, 0.34), pair('Stelnr.', v.vin, 0, 0.34), blank(),
    pair('Årlig præmie inkl. afgifter', `${dotted(premium)} kr.`, 0, 0.34), pair('Betales kvartalsvis', `${dotted(round2(premium / 4))} kr.`, 0, 0.34),
  ];
  return {
    kind: 'insurance', layout: 'wd16-dk-policeoversigt', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Finnish vakuutuskirja: "Vakuutuskausi 1.4.2026–31.3.2027", a year's premium and its four instalments, the insurer with Oy. */
function finnishVakuutuskirja(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 12);
  const insurer = r.pick(['Saimaa Vakuutus', 'Pohjola Tuuli Vakuutus', 'Koli Vakuutus']);
  const owner = `${r.pick(['Aino', 'Mikko', 'Sanna', 'Jussi'])} ${r.pick(['Korhonen', 'Mäkinen', 'Heikkinen', 'Laine'])}`;
  const plate = `${L(r)}${L(r)}${L(r)}-${r.int(1, 999)}`;
  const policy = `${r.int(10, 99)}-${r.int(1000000, 9999999)}-${r.int(1, 9)}`;
  const start = { ...makeDay(r, 2025, 2026), d: 1 };
  const end = yearEnd(start);
  const premium = cents(r, 300, 1200);
  const fi = (d: Day) => `${d.d}.${d.m}.${d.y}`;
  const rows: Row[] = [
    title(`${insurer} Oy`, 16), blank(), title('VAKUUTUSKIRJA — Liikennevakuutus ja kasko', 12), blank(),
    pair('Vakuutusnumero', policy, 0, 0.34), pair('Vakuutuksenottaja', owner, 0, 0.34), pair('Vakuutuskausi', `${fi(start)}–${fi(end)}`, 0, 0.34), blank(),
    pair('Rekisterinumero', plate, 0, 0.34), pair('Merkki ja malli', `${v.make} ${v.model}`, 0, 0.34), pair('Valmistenumero', v.vin, 0, 0.34), blank(),
    pair('Vakuutusmaksu yhteensä', `${spaced(premium)} €/vuosi`, 0, 0.34), pair('Maksuerät', `4 x ${spaced(round2(premium / 4))} €`, 0, 0.34),
  ];
  return {
    kind: 'insurance', layout: 'wd16-fi-vakuutuskirja', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: owner,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Polish workshop faktura: works as numbered lines under "Wykonane czynności", parts in a "Części" table, "Następny przegląd" line. */
function polishFakturaSerwis(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 13);
  const shop = r.pick(['Auto Serwis Bednarek', 'Warsztat Pod Lipami', 'Motoserwis Grabowski']);
  const plate = `${r.pick(['WX', 'KR', 'PO', 'GD'])} ${r.int(10000, 99999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 15000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Wymiana oleju silnikowego i filtra', cents(r, 80, 140)], ['Wymiana klocków hamulcowych przód', cents(r, 120, 220)], ['Diagnostyka komputerowa', cents(r, 80, 150)]];
  const parts: [string, number][] = [['Olej 5W-30 5 l', cents(r, 120, 220)], ['Filtr oleju', cents(r, 25, 60)], ['Klocki hamulcowe kpl.', cents(r, 140, 320)]];
  const total = round2(sum(works) + sum(parts));
  const rows: Row[] = [
    title(`${shop} sp. z o.o.`, 14), row([`NIP ${r.int(100, 999)}-${r.int(100, 999)}-${r.int(10, 99)}-${r.int(10, 99)} · tel. ${r.int(500, 799)} ${r.int(100, 999)} ${r.int(100, 999)}`, 0]), blank(),
    title(`Faktura VAT nr FV/${r.int(100, 999)}/${day.y}`, 12), pair('Data wystawienia', dmy(day), 0, 0.3),
    pair('Pojazd', `${v.make} ${v.model}`, 0, 0.3), pair('Nr rejestracyjny', plate, 0, 0.3), pair('Przebieg', `${spaced(odo, false)} km`, 0, 0.3), blank(),
    row(['Wykonane czynności:', 0]), ...works.map(([name, x], i) => row([`${i + 1}. ${name}`, 0.02], [`${spaced(x)} zł`, 0.78])), blank(),
    ...table([['Lp.', 0], ['Części', 0.07], ['Wartość', 0.78]], parts.map(([name, x], i) => [String(i + 1), name, `${spaced(x)} zł`])), blank(),
    pair('Razem brutto', `${spaced(total)} zł`, 0.45, 0.78), blank(),
    row([`Następny przegląd: ${dmy(nextDay)} lub ${spaced(next, false)} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd16-pl-faktura-czynnosci', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Czech zakázkový list / faktura: works as operation codes with descriptions, the material in its own table, "Příští servis" box. */
function czechZakazka(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 14);
  const shop = r.pick(['Autoservis Hrubý', 'Servis U Mostu', 'Autodílna Kopecký']);
  const plate = `${r.int(1, 9)}${L(r)}${r.int(1, 9)} ${r.int(1000, 9999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 30000) / 1000) * 1000;
  const nextDay = addMonths(day, 24);
  const ops: [string, string, number][] = [['10 01 00', 'Výměna motorového oleje a filtru', cents(r, 600, 1200)], ['13 20 00', 'Výměna rozvodového řemene', cents(r, 2500, 5200)], ['47 11 00', 'Kontrola brzdové soustavy', cents(r, 300, 700)]];
  const parts: [string, number][] = [['Motorový olej 5W-30', cents(r, 900, 1600)], ['Sada rozvodového řemene', cents(r, 2800, 5200)]];
  const total = round2(ops.reduce((n, o) => n + o[2], 0) + sum(parts));
  const rows: Row[] = [
    title(`${shop} s.r.o.`, 14), row([`IČO ${r.int(10000000, 99999999)} · tel. +420 ${r.int(600, 799)} ${r.int(100, 999)} ${r.int(100, 999)}`, 0]), blank(),
    title(`FAKTURA — DAŇOVÝ DOKLAD č. ${day.y}${r.int(1000, 9999)}`, 12), pair('Datum vystavení', dmy(day), 0, 0.3),
    pair('Vozidlo', `${v.make} ${v.model}`, 0, 0.3), pair('SPZ', plate, 0, 0.3), pair('VIN', v.vin, 0, 0.3), pair('Stav tachometru', `${spaced(odo, false)} km`, 0, 0.3), blank(),
    ...table([['Kód operace', 0], ['Popis práce', 0.18], ['Cena', 0.78]], ops.map(([code, name, x]) => [code, name, spaced(x)])), blank(),
    ...table([['Materiál', 0], ['Cena', 0.78]], parts.map(([name, x]) => [name, spaced(x)])), blank(),
    pair('Celkem k úhradě', `${spaced(total)} Kč`, 0.45, 0.78), blank(),
    row(['Příští servis', 0]), row([`${dmy(nextDay)} nebo ${spaced(next, false)} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd16-cz-faktura-operace', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: ops.map((o) => o[1]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Norwegian arbeidsordre/faktura: works in an "Arbeid" table with their numbers, parts under "Deler", a "Neste service" box. */
function norwegianArbeidsordre(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 15);
  const shop = r.pick(['Bilverksted Nordlys', 'Fjellheim Bilservice', 'Sandnes Motorverksted']);
  const plate = `${L(r)}${L(r)} ${r.int(10000, 99999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 20000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Periodisk service etter fabrikkens program', cents(r, 1800, 3200)], ['Skiftet bremseklosser bak', cents(r, 900, 1600)], ['Skiftet pollenfilter', cents(r, 300, 600)]];
  const parts: [string, number][] = [['Motorolje 0W-20', cents(r, 500, 900)], ['Bremseklosser bak', cents(r, 700, 1400)], ['Pollenfilter', cents(r, 200, 450)]];
  const total = round2(sum(works) + sum(parts));
  const rows: Row[] = [
    title(`${shop} AS`, 14), row([`Org.nr. 9${r.int(10000000, 99999999)} MVA · tlf. ${r.int(400, 999)} ${r.int(10, 99)} ${r.int(100, 999)}`, 0]), blank(),
    title('ARBEIDSORDRE / FAKTURA', 12), pair('Fakturanr.', String(r.int(20000, 89999)), 0, 0.3), pair('Dato', dmy(day), 0, 0.3),
    pair('Reg.nr.', plate, 0, 0.3), pair('Bil', `${v.make} ${v.model}`, 0, 0.3), pair('Km-stand', `${spaced(odo, false)} km`, 0, 0.3), blank(),
    ...table([['Nr.', 0], ['Arbeid', 0.07], ['Beløp', 0.78]], works.map(([name, x], i) => [String(i + 1), name, spaced(x)])), blank(),
    ...table([['Deler', 0], ['Beløp', 0.78]], parts.map(([name, x]) => [name, spaced(x)])), blank(),
    pair('Å betale inkl. mva', `kr ${spaced(total)}`, 0.45, 0.78), blank(),
    { ...row(['Neste service', 0], ['Dato', 0.3], [dmy(nextDay), 0.42]), boxes: [{ x0: 0, x1: 0.7, rows: 2 }] }, row(['', 0], ['Km', 0.3], [spaced(next, false), 0.42]),
  ];
  return {
    kind: 'service', layout: 'wd16-no-arbeidsordre', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Hungarian számla / munkalap: "Elvégzett munkák" with operation codes, "Felhasznált alkatrészek" apart, "Következő szerviz". */
function hungarianMunkalap(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 16);
  const shop = r.pick(['Rába Autószerviz', 'Balaton Autójavító', 'Hegyalja Szerviz']);
  const plate = `${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = odo + 15000;
  const nextDay = addMonths(day, 12);
  const hu = (d: Day) => `${d.y}.${pad2(d.m)}.${pad2(d.d)}.`;
  const ops: [string, string, number][] = [['M-0101', 'Olajcsere szűrővel', round2(r.int(12, 25) * 1000)], ['M-0417', 'Fékfolyadék csere', round2(r.int(10, 20) * 1000)], ['M-0820', 'Futómű beállítás', round2(r.int(12, 22) * 1000)]];
  const parts: [string, number][] = [['Motorolaj 5W-30 4 l', round2(r.int(14, 24) * 1000)], ['Olajszűrő', round2(r.int(3, 7) * 1000)], ['Fékfolyadék DOT4', round2(r.int(3, 6) * 1000)]];
  const total = round2(ops.reduce((n, o) => n + o[2], 0) + sum(parts));
  const rows: Row[] = [
    title(`${shop} Kft.`, 14), row([`Adószám ${r.int(10000000, 99999999)}-2-${r.int(10, 44)}`, 0]), blank(),
    title('SZÁMLA — MUNKALAP', 12), pair('Számla kelte', hu(day), 0, 0.3),
    pair('Rendszám', plate, 0, 0.3), pair('Gépjármű', `${v.make} ${v.model}`, 0, 0.3), pair('Km-óra állás', `${spaced(odo, false)} km`, 0, 0.3), blank(),
    row(['Elvégzett munkák', 0]), ...table([['Kód', 0], ['Megnevezés', 0.15], ['Összeg', 0.78]], ops.map(([code, name, x]) => [code, name, `${spaced(x, false)} Ft`])), blank(),
    row(['Felhasznált alkatrészek', 0]), ...table([['Megnevezés', 0], ['Összeg', 0.78]], parts.map(([name, x]) => [name, `${spaced(x, false)} Ft`])), blank(),
    pair('Fizetendő összesen', `${spaced(total, false)} Ft`, 0.45, 0.78), blank(),
    row([`Következő szerviz: ${hu(nextDay)} vagy ${spaced(next, false)} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd16-hu-szamla-munkalap', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: ops.map((o) => o[1]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

// Ordered so that the layouts printing letters beyond the standard PDF fonts never fall on a text PDF rendering
// (numbered from 1600: 1600 + j, j % 3 === 2 gives the text PDF).
export const WORLD_DEV_16_LAYOUTS: Layout[] = [
  { kind: 'insurance', name: 'wd16-pl-polisa-oc', part: 'dev', build: polishPolisa },
  { kind: 'insurance', name: 'wd16-cz-pojistna-smlouva', part: 'dev', build: czechSmlouva },
  { kind: 'insurance', name: 'wd16-se-fornyelse', part: 'dev', build: swedishFornyelse },
  { kind: 'insurance', name: 'wd16-hu-kotveny', part: 'dev', build: hungarianKotveny },
  { kind: 'insurance', name: 'wd16-ro-polita-rca', part: 'dev', build: romanianPolitaRca },
  { kind: 'insurance', name: 'wd16-no-forsikringsbevis', part: 'dev', build: norwegianBevis },
  { kind: 'service', name: 'wd16-pl-faktura-czynnosci', part: 'dev', build: polishFakturaSerwis },
  { kind: 'insurance', name: 'wd16-gr-en-certificate', part: 'dev', build: greekEnglishCard },
  { kind: 'insurance', name: 'wd16-ie-renewal-notice', part: 'dev', build: irishRenewal },
  { kind: 'service', name: 'wd16-cz-faktura-operace', part: 'dev', build: czechZakazka },
  { kind: 'service', name: 'wd16-hu-szamla-munkalap', part: 'dev', build: hungarianMunkalap },
  { kind: 'insurance', name: 'wd16-au-policy-schedule', part: 'dev', build: australianSchedule },
  { kind: 'insurance', name: 'wd16-pt-condicoes-particulares', part: 'dev', build: portugueseApolice },
  { kind: 'insurance', name: 'wd16-dk-policeoversigt', part: 'dev', build: danishPolice },
  { kind: 'service', name: 'wd16-no-arbeidsordre', part: 'dev', build: norwegianArbeidsordre },
  { kind: 'insurance', name: 'wd16-fi-vakuutuskirja', part: 'dev', build: finnishVakuutuskirja },
];
