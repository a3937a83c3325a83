/**
 * Development layouts of the seventeenth round (issue 22), for the families the eighth held-back set read weakly by its
 * printed figures only (service invoices 67.9 %, oil-change receipts 82.1 %: works 5 of 12, next-service date and
 * odometer 12 of 24 each, mileage 19 of 24, service provider 17 of 24; its misses were never listed, its layouts never
 * read): workshop invoices in Czech, Croatian, Portuguese, Swedish, Slovak and Dutch (Belgian), a US dealer repair order
 * with "Customer states / Tech notes", an Australian logbook service and a US quick-lube receipt with "ODO IN / ODO OUT".
 * Each is rendered as text, as a scan or a photo, and always turned half a turn and as a 150 dpi JPEG
 * (generate-world.ts). Layouts whose letters the standard PDF fonts lack (č, ř, ć) never fall on a text PDF rendering.
 * Every shop, wording and person is the author's invention.
 */
import { addMonths, iso, makeDay, round2, type Day } from '../data';
import { blank, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { euDevVehicle, naDevVehicle } from '../world-data';

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '.') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const mdy = (day: Day) => `${pad2(day.m)}/${pad2(day.d)}/${day.y}`;
const cents = (r: Random, lo: number, hi: number) => round2(r.int(lo * 100, hi * 100) / 100);
const sum = (items: [string, number][]) => round2(items.reduce((n, [, x]) => n + x, 0));
/** 1 234,56 (space thousands, comma decimals). */
const spaced = (n: number, decimals = true) => {
  const [int, dec] = n.toFixed(2).split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return decimals ? `${g},${dec}` : g;
};
/** 1.234,56 (dot thousands: PT, HR, NL/BE). */
const dotted = (n: number, decimals = true) => {
  const [int, dec] = n.toFixed(2).split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals ? `${g},${dec}` : g;
};
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A Czech servisní faktura: works as numbered lines under "Provedené práce", "Stav tachometru", next service in a sentence. */
function czechServisniFaktura(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const shop = r.pick(['Autoservis Vltavan', 'Servis Pod Lesem', 'Autocentrum Dvořák']);
  const plate = `${r.int(1, 9)}${L(r)}${r.int(1, 9)} ${r.int(1000, 9999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 20000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Výměna oleje a olejového filtru', cents(r, 500, 900)], ['Výměna brzdových destiček vpředu', cents(r, 800, 1500)], ['Kontrola podvozku', cents(r, 300, 600)]];
  const parts: [string, number][] = [['Olej 5W-30 4 l', cents(r, 800, 1400)], ['Brzdové destičky', cents(r, 900, 1900)]];
  const total = round2(sum(works) + sum(parts));
  const rows: Row[] = [
    title(`${shop} spol. s r.o.`, 14), row([`IČO ${r.int(10000000, 99999999)} · DIČ CZ${r.int(10000000, 99999999)}`, 0]), blank(),
    title(`SERVISNÍ FAKTURA č. ${day.y}/${r.int(1000, 9999)}`, 12), pair('Datum vystavení', dmy(day), 0, 0.3),
    pair('Vozidlo', `${v.make} ${v.model}`, 0, 0.3), pair('RZ', plate, 0, 0.3), pair('Stav tachometru', `${spaced(odo, false)} km`, 0, 0.3), blank(),
    row(['Provedené práce:', 0]), ...works.map(([name, x], i) => row([`${i + 1}) ${name}`, 0.02], [`${spaced(x)} Kč`, 0.78])), blank(),
    ...table([['Náhradní díly', 0], ['Cena', 0.78]], parts.map(([name, x]) => [name, `${spaced(x)} Kč`])), blank(),
    pair('Celkem k úhradě', `${spaced(total)} Kč`, 0.45, 0.78), blank(),
    row([`Další servisní prohlídka: ${dmy(nextDay)} nebo při ${spaced(next, false)} km.`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd17-cz-servisni-faktura', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Croatian račun za servis: "Opis radova" table with codes, "Stanje km", "Sljedeći servis" line, shop "d.o.o.". */
function croatianRacun(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const shop = r.pick(['Autoservis Jadran', 'Auto Kovačić', 'Servis Lipa']);
  const plate = `${r.pick(['ZG', 'ST', 'RI', 'OS'])} ${r.int(100, 9999)}-${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 15000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const ops: [string, string, number][] = [['R-101', 'Zamjena motornog ulja i filtera', cents(r, 40, 90)], ['R-215', 'Zamjena zračnog filtera', cents(r, 15, 35)], ['R-330', 'Zamjena kočionih pločica', cents(r, 50, 110)]];
  const total = round2(ops.reduce((n, o) => n + o[2], 0));
  const rows: Row[] = [
    title(`${shop} d.o.o.`, 14), row([`OIB ${r.int(10000000000, 99999999999)} · tel. 01 ${r.int(100, 999)} ${r.int(1000, 9999)}`, 0]), blank(),
    title(`RAČUN br. ${r.int(100, 999)}-1-1`, 12), pair('Datum računa', dmy(day), 0, 0.3),
    pair('Vozilo', `${v.make} ${v.model}`, 0, 0.3), pair('Reg. oznaka', plate, 0, 0.3), pair('Stanje km', dotted(odo, false), 0, 0.3), blank(),
    ...table([['Šifra', 0], ['Opis radova', 0.14], ['Iznos', 0.78]], ops.map(([code, name, x]) => [code, name, `${dotted(x)} €`])), blank(),
    pair('Ukupno za platiti', `${dotted(total)} €`, 0.45, 0.78), blank(),
    row([`Sljedeći servis: ${dmy(nextDay)} ili ${dotted(next, false)} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd17-hr-racun-servis', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: ops.map((o) => o[1]), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Portuguese fatura de oficina: "Km ao entrar", "Serviços efetuados" as sentences, parts apart, "Próxima revisão". */
function portugueseFatura(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const shop = r.pick(['Oficina Ribeira Auto', 'Auto Reparadora do Minho', 'Garagem Estrela']);
  const plate = `${D(r)}${D(r)}-${L(r)}${L(r)}-${D(r)}${D(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 20000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Substituição de óleo e filtro', cents(r, 30, 60)], ['Substituição das pastilhas de travão', cents(r, 40, 90)], ['Verificação do sistema de ar condicionado', cents(r, 25, 50)]];
  const parts: [string, number][] = [['Óleo 5W-30 (5 L)', cents(r, 35, 60)], ['Filtro de óleo', cents(r, 8, 18)], ['Pastilhas de travão', cents(r, 35, 80)]];
  const total = round2(sum(works) + sum(parts));
  const rows: Row[] = [
    title(`${shop}, Lda.`, 14), row([`NIF ${r.int(500000000, 599999999)} · Tel. 2${r.int(10, 59)} ${r.int(100, 999)} ${r.int(100, 999)}`, 0]), blank(),
    title(`FATURA FT ${day.y}/${r.int(100, 999)}`, 12), pair('Data', dmy(day, '-'), 0, 0.3),
    pair('Viatura', `${v.make} ${v.model}`, 0, 0.3), pair('Matrícula', plate, 0, 0.3), pair('Km ao entrar', dotted(odo, false), 0, 0.3), blank(),
    ...table([['Serviços efetuados', 0], ['Valor', 0.78]], works.map(([name, x]) => [name, `${dotted(x)} €`])), blank(),
    ...table([['Peças', 0], ['Valor', 0.78]], parts.map(([name, x]) => [name, `${dotted(x)} €`])), blank(),
    pair('Total a pagar', `${dotted(total)} €`, 0.45, 0.78), blank(),
    row([`Próxima revisão: ${dmy(nextDay, '-')} ou aos ${dotted(next, false)} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd17-pt-fatura-oficina', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Swedish verkstadsfaktura: "Arbeten" and "Reservdelar" tables, "Mätarställning", "Nästa service" box. */
function swedishVerkstad(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const shop = r.pick(['Bilverkstan i Mora', 'Ekbergs Motor', 'Vretens Bilservice']);
  const plate = `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${D(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(2000, 24000);
  const next = odo + 1500;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Service enligt tillverkarens schema', cents(r, 1800, 3200)], ['Byte av torkarblad', cents(r, 150, 300)], ['Hjulinställning', cents(r, 700, 1200)]];
  const parts: [string, number][] = [['Motorolja 0W-20', cents(r, 500, 900)], ['Oljefilter', cents(r, 120, 260)], ['Torkarblad', cents(r, 250, 450)]];
  const total = round2(sum(works) + sum(parts));
  const rows: Row[] = [
    title(`${shop} AB`, 14), row([`Org.nr 55${r.int(6000, 6999)}-${r.int(1000, 9999)} · Tel 0${r.int(10, 99)}-${r.int(100000, 999999)}`, 0]), blank(),
    title('VERKSTADSFAKTURA', 12), pair('Fakturadatum', `${day.y}-${pad2(day.m)}-${pad2(day.d)}`, 0, 0.3),
    pair('Regnr', plate, 0, 0.3), pair('Fordon', `${v.make} ${v.model}`, 0, 0.3), pair('Mätarställning', `${spaced(odo, false)} mil`, 0, 0.3), blank(),
    ...table([['Arbeten', 0], ['Belopp', 0.78]], works.map(([name, x]) => [name, spaced(x)])), blank(),
    ...table([['Reservdelar', 0], ['Antal', 0.55], ['Belopp', 0.78]], parts.map(([name, x]) => [name, '1', spaced(x)])), blank(),
    pair('Att betala', `${spaced(total)} kr`, 0.45, 0.78), blank(),
    row([`Nästa service: ${day.y + 1}-${pad2(nextDay.m)}-${pad2(nextDay.d)} eller vid ${spaced(next, false)} mil`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd17-se-verkstadsfaktura', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo * 10, totalCost: total, services: works.map(([name]) => name), nextServiceMileage: next * 10, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Slovak servisná faktúra: works as operation lines "Pracovná operácia", "Stav km", "Nasledujúca prehliadka". */
function slovakFaktura(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const shop = r.pick(['Autoservis Tatran', 'Servis Hron', 'Autodielňa Kováč']);
  const plate = `${r.pick(['BA', 'KE', 'ZA', 'NR'])}${r.int(100, 999)}${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 15000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const works: [string, number][] = [['Výmena motorového oleja a filtra', cents(r, 30, 60)], ['Výmena peľového filtra', cents(r, 15, 30)], ['Kontrola bŕzd', cents(r, 15, 40)]];
  const total = sum(works);
  const rows: Row[] = [
    title(`${shop}, s.r.o.`, 14), row([`IČO ${r.int(10000000, 99999999)} · IČ DPH SK${r.int(1000000000, 9999999999)}`, 0]), blank(),
    title(`FAKTÚRA č. ${day.y}0${r.int(100, 999)}`, 12), pair('Dátum vyhotovenia', dmy(day), 0, 0.3),
    pair('Vozidlo', `${v.make} ${v.model}`, 0, 0.3), pair('EČV', plate, 0, 0.3), pair('Stav km', `${spaced(odo, false)} km`, 0, 0.3), blank(),
    ...table([['Pracovná operácia', 0], ['Suma', 0.78]], works.map(([name, x]) => [name, `${spaced(x)} €`])), blank(),
    pair('Spolu na úhradu', `${spaced(total)} €`, 0.45, 0.78), blank(),
    row([`Nasledujúca prehliadka: ${dmy(nextDay)} alebo ${spaced(next, false)} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd17-sk-servisna-faktura', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Belgian onderhoudsfactuur: "Kilometerstand", "Uitgevoerde werkzaamheden" bullet lines, "Volgend onderhoud" sentence, BV. */
function belgianFactuur(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const shop = r.pick(['Garage Van Damme', 'Autobedrijf De Linde', 'Garage Peeters']);
  const plate = `1-${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 240000);
  const next = Math.round((odo + 30000) / 1000) * 1000;
  const nextDay = addMonths(day, 24);
  const works: [string, number][] = [['Groot onderhoud volgens fabrieksvoorschrift', cents(r, 180, 320)], ['Vervangen distributieriem', cents(r, 300, 600)], ['Remvloeistof verversen', cents(r, 40, 80)]];
  const total = sum(works);
  const rows: Row[] = [
    title(`${shop} BV`, 14), row([`BTW BE 0${r.int(400, 899)}.${r.int(100, 999)}.${r.int(100, 999)} · Tel. 0${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)}`, 0]), blank(),
    title('ONDERHOUDSFACTUUR', 12), pair('Factuurnummer', `F${day.y}-${r.int(1000, 9999)}`, 0, 0.3), pair('Factuurdatum', dmy(day, '/'), 0, 0.3),
    pair('Nummerplaat', plate, 0, 0.3), pair('Voertuig', `${v.make} ${v.model}`, 0, 0.3), pair('Kilometerstand', `${dotted(odo, false)} km`, 0, 0.3), blank(),
    row(['Uitgevoerde werkzaamheden', 0]), ...works.map(([name, x]) => row([`- ${name}`, 0.02], [`€ ${dotted(x)}`, 0.78])), blank(),
    pair('Totaal te betalen', `€ ${dotted(total)}`, 0.45, 0.78), blank(),
    ...wrap(`Uw volgend onderhoud is voorzien op ${dmy(nextDay, '/')} of bij ${dotted(next, false)} km, wat het eerst komt.`, 90),
  ];
  return {
    kind: 'service', layout: 'wd17-be-onderhoudsfactuur', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A US dealer repair order: "CUSTOMER STATES" / "TECH NOTES" per line, "MILEAGE IN", the dealership an LLC. */
function usRepairOrder(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 7);
  const shop = r.pick(['Canyon View Motors', 'Lakeshore Ford', 'Summit Toyota']);
  const plate = `${r.int(1, 9)}${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 150000);
  const jobs: [string, string, number][] = [
    ['VEHICLE PULLS TO THE RIGHT', 'Performed four wheel alignment', cents(r, 90, 160)],
    ['SQUEAL FROM FRONT WHEN BRAKING', 'Replaced front brake pads and rotors', cents(r, 280, 520)],
  ];
  const total = round2(jobs.reduce((n, j) => n + j[2], 0));
  const rows: Row[] = [
    title(`${shop.toUpperCase()} LLC`, 14), row([`SERVICE DEPT (${r.int(200, 989)}) ${r.int(200, 999)}-${r.int(1000, 9999)}`, 0]), blank(),
    title(`REPAIR ORDER ${r.int(100000, 999999)}`, 12), row([`DATE ${mdy(day)}`, 0], [`MILEAGE IN ${odo.toLocaleString('en-US')}`, 0.5]),
    row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0], [`LIC ${plate}`, 0.5]), row([`VIN ${v.vin}`, 0]), blank(),
    ...jobs.flatMap(([concern, note, x], i) => [row([`LINE ${String.fromCharCode(65 + i)}  CUSTOMER STATES: ${concern}`, 0]), row([`TECH NOTES: ${note}`, 0.04], [x.toFixed(2), 0.8]), blank()]),
    row(['TOTAL DUE', 0.5], [usd(total), 0.8]),
  ];
  return {
    kind: 'service', layout: 'wd17-us-repair-order-notes', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: jobs.map((j) => j[1]),
    },
  };
}

/** An Australian logbook service: "Odometer" caption, works ticked, "Next service due" box, the shop "Pty Ltd". */
function australianLogbook(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 8);
  const shop = r.pick(['Coastal Auto Care', 'Redgum Mechanical', 'Southern Cross Service Centre']);
  const plate = `${D(r)}${L(r)}${L(r)}${D(r)}${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 200000);
  const next = Math.round((odo + 10000) / 1000) * 1000;
  const nextDay = addMonths(day, 12);
  const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const au = (d: Day) => `${d.d} ${MON[d.m - 1]} ${d.y}`;
  const works: [string, number][] = [['Logbook service 60,000 km', cents(r, 250, 420)], ['Replace spark plugs', cents(r, 90, 180)], ['Replace wiper blades', cents(r, 30, 60)]];
  const total = sum(works);
  const rows: Row[] = [
    title(`${shop} Pty Ltd`, 14), row([`ABN ${r.int(10, 99)} ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)} · Ph (0${r.int(2, 8)}) ${r.int(1000, 9999)} ${r.int(1000, 9999)}`, 0]), blank(),
    title('TAX INVOICE - LOGBOOK SERVICE', 12), pair('Invoice date', au(day), 0, 0.3),
    pair('Rego', plate, 0, 0.3), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('Odometer', `${odo.toLocaleString('en-US')} km`, 0, 0.3), blank(),
    ...table([['Work performed', 0], ['Amount', 0.78]], works.map(([name, x]) => [name, `$${x.toFixed(2)}`])), blank(),
    pair('Total inc. GST', `$${total.toFixed(2)}`, 0.45, 0.78), blank(),
    { ...row(['NEXT SERVICE DUE', 0], [au(nextDay), 0.3], [`or ${next.toLocaleString('en-US')} km`, 0.55]), boxes: [{ x0: 0, x1: 0.85, rows: 1 }] },
  ];
  return {
    kind: 'service', layout: 'wd17-au-logbook-service', page: 'a4', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, year: v.year, serviceProvider: shop,
      serviceDate: iso(day), mileage: odo, totalCost: total, services: works.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A US quick-lube receipt: "ODO IN" / "ODO OUT", numbered services, a sticker sentence for the next visit, shop "Inc.". */
function usQuickLubeOdo(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 9);
  const shop = r.pick(['Prairie Quick Lube', 'Bayside Express Oil', 'Pine Hollow Lube']);
  const plate = `${L(r)}${L(r)}${L(r)}${D(r)}${D(r)}${D(r)}${D(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 150000);
  const next = odo + 5000;
  const nextDay = addMonths(day, 6);
  const items: [string, number][] = [['FULL SYNTHETIC OIL CHANGE', cents(r, 60, 95)], ['AIR FILTER', cents(r, 20, 40)], ['WIPER BLADES', cents(r, 25, 45)]];
  const net = sum(items);
  const tax = round2(net * 0.07);
  const total = round2(net + tax);
  const rows: Row[] = [
    title(`${shop.toUpperCase()}, INC.`, 11), row([`STORE #${r.int(100, 999)}`, 0]), blank(), row([`TICKET ${r.int(10000, 99999)}  ${mdy(day)}`, 0]),
    row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}  ${plate}`, 0]), row([`ODO IN  ${odo}`, 0]), row([`ODO OUT ${odo + 1}`, 0]), blank(),
    ...items.map(([name, x], i) => row([`${i + 1} ${name}`, 0], [x.toFixed(2), 0.68])), row(['TAX', 0], [tax.toFixed(2), 0.68]),
    row(['TOTAL', 0], [usd(total), 0.68]), blank(),
    ...wrap(`YOUR NEXT SERVICE IS DUE AT ${next.toLocaleString('en-US')} MILES OR ON ${mdy(nextDay)}. SEE WINDSHIELD STICKER.`, 40),
  ];
  return {
    kind: 'oil', layout: 'wd17-us-quick-lube-odo-in', page: 'receipt', font: 'mono', rows, region: 'us', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

// Ordered so that the layouts printing letters beyond the standard PDF fonts (č, ř, ć) never fall on a text PDF
// rendering (numbered from 1700: 1700 + j, j % 3 === 1 gives the text PDF).
export const WORLD_DEV_17_LAYOUTS: Layout[] = [
  { kind: 'service', name: 'wd17-cz-servisni-faktura', part: 'dev', build: czechServisniFaktura },
  { kind: 'service', name: 'wd17-pt-fatura-oficina', part: 'dev', build: portugueseFatura },
  { kind: 'service', name: 'wd17-hr-racun-servis', part: 'dev', build: croatianRacun },
  { kind: 'service', name: 'wd17-sk-servisna-faktura', part: 'dev', build: slovakFaktura },
  { kind: 'service', name: 'wd17-us-repair-order-notes', part: 'dev', build: usRepairOrder },
  { kind: 'service', name: 'wd17-au-logbook-service', part: 'dev', build: australianLogbook },
  { kind: 'service', name: 'wd17-se-verkstadsfaktura', part: 'dev', build: swedishVerkstad },
  { kind: 'service', name: 'wd17-be-onderhoudsfactuur', part: 'dev', build: belgianFactuur },
  { kind: 'oil', name: 'wd17-us-quick-lube-odo-in', part: 'dev', build: usQuickLubeOdo },
];
