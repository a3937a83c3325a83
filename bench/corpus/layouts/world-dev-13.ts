/**
 * Development layouts of the thirteenth round (issue 22), for the families the seventh held-back set reads weakly by
 * its printed figures only (its misses were never listed, its layouts never read): service invoices and oil-change
 * receipts from many countries and shop types — a Swedish verkstadsfaktura, a Norwegian thermal oljeskift receipt, a
 * two-page Dutch werkplaatsfactuur with its works on page 2, a Dutch kassabon for an oil change, a German dealer
 * invoice with parts and labour tables, a French facture d'entretien, an Italian scontrino for a tagliando, a Spanish
 * factura de taller, a Polish faktura from a serwis, a UK express oil-and-filter receipt, a US express-lube thermal
 * ticket with a printed "next service" sticker, a Canadian tire shop invoice, an Australian logbook service invoice and
 * a two-page US dealer repair order with its works on page 2. Each states its next service differently (a km figure
 * and a date in a sentence, in a box, on two lines, as caption and value). Each is rendered as text, as a scan or a
 * photo, and always turned half a turn and as a 150 dpi JPEG (generate-world.ts). Every shop, wording and person is the
 * author's invention.
 */
import { addMonths, iso, makeDay, round2, type Day } from '../data';
import { blank, pageBreak, pair, row, table, title, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { dateIn, euDevVehicle, kmIn, makeEuPerson, moneyIn, naDevVehicle, phoneOf, plateOf, streetLine, townLine } from '../world-data';

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '/') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const mdy = (day: Day) => `${pad2(day.m)}/${pad2(day.d)}/${day.y}`;
const ymd = (day: Day, sep = '-') => `${day.y}${sep}${pad2(day.m)}${sep}${pad2(day.d)}`;
const cents = (r: Random, lo: number, hi: number) => round2(r.int(lo * 100, hi * 100) / 100);
const sum = (items: [string, number][]) => round2(items.reduce((n, [, x]) => n + x, 0));
/** Scandinavian money: 1 234,50 (space thousands, comma decimals). */
const nordic = (n: number) => moneyIn(n, 'fr');
/** Scandinavian kilometres: 123 456. */
const nordicKm = (n: number) => kmIn(n, 'fr');
/**
 * The shop as the reader names it: without its legal form (GmbH, AB, Pty Ltd, sp. z o.o.), as insurers are named
 * everywhere, and a dealership by its place and make without the department ("Lakeview Honda Service" is Lakeview Honda).
 */
const shopName = (shop: string) => shop.replace(/\s+(?:GmbH|AB|Pty Ltd|sp\. z o\.o\.)$/, '').replace(/^(\S+ (?:Chevrolet|Ford|Honda)) Service(?: Center)?$/, '$1');
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A Swedish verkstadsfaktura: "Mätarställning", "Utfört arbete" as a list, "Nästa service" as a date or a km figure. */
function swedishVerkstadFaktura(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const shop = r.pick(['Bilverkstan i Mölndal AB', 'Norrby Motorservice AB', 'Ekängens Bilservice']);
  const plate = `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${r.pick([D(r), L(r)])}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 190000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Byte av bromsbelägg fram', cents(r, 1200, 2400)], ['Byte av torkarblad', cents(r, 250, 450)], ['Luftkonditionering service', cents(r, 700, 1300)]];
  const total = sum(items);
  const rows: Row[] = [
    title(shop, 14), row([`Org.nr 55${r.int(1000, 9999)}-${r.int(1000, 9999)} · Tel ${r.int(10, 99)}-${r.int(100000, 999999)}`, 0]), blank(),
    title('FAKTURA', 12), pair('Fakturanummer', String(r.int(20000, 89999)), 0, 0.35), pair('Fakturadatum', ymd(day), 0, 0.35),
    pair('Regnr', plate, 0, 0.35), pair('Bil', `${v.make} ${v.model}`, 0, 0.35), pair('Mätarställning', `${nordicKm(odo)} km`, 0, 0.35), blank(),
    row(['Utfört arbete', 0]),
    ...items.map(([name, x]) => row([name, 0.04], [`${nordic(x)} kr`, 0.72])), blank(),
    row(['Att betala (varav moms 25 %)', 0], [`${nordic(total)} kr`, 0.72]), blank(),
    row([`Nästa service: ${ymd(nextDay)} eller vid ${nordicKm(next)} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd13-se-verkstad-faktura', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shopName(shop),
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Norwegian thermal receipt for an oil change: "KVITTERING", "Km-stand", "Neste oljeskift ved ... km" on its own line. */
function norwegianOljeskiftKvittering(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const shop = r.pick(['Hurtigservice Lillestrøm', 'Fjordbil Smøreservice', 'Oljesenteret Moss']);
  const plate = `${L(r)}${L(r)} ${r.int(10000, 99999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 200000);
  const next = odo + r.pick([10000, 15000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Motorolje 0W-20 4,3 l', cents(r, 600, 900)], ['Oljefilter', cents(r, 150, 280)], ['Arbeid oljeskift', cents(r, 300, 500)]];
  const total = sum(items);
  const rows: Row[] = [
    title(shop, 11), row([`Org.nr ${r.int(900, 999)} ${r.int(100, 999)} ${r.int(100, 999)} MVA`, 0]), blank(), row(['KVITTERING', 0]),
    row([`Dato: ${dmy(day, '.')}  kl. ${r.int(8, 17)}:${pad2(r.int(0, 59))}`, 0]), row([`Reg.nr: ${plate}`, 0]), row([`${v.make} ${v.model}`, 0]),
    row([`Km-stand: ${nordicKm(odo)}`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [nordic(x), 0.68])), row(['TOTALT NOK', 0], [nordic(total), 0.68]), row(['herav mva 25%', 0], [nordic(round2(total * 0.2)), 0.68]), blank(),
    row(['Neste oljeskift ved', 0]), row([`${nordicKm(next)} km eller ${dmy(nextDay, '.')}`, 0]), blank(), row(['Takk for besøket!', 0]),
  ];
  return {
    kind: 'oil', layout: 'wd13-no-oljeskift-kvittering', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shopName(shop),
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A two-page Dutch werkplaatsfactuur: customer and car on page 1, "Uitgevoerde werkzaamheden" and the total on page 2. */
function dutchWerkplaatsFactuurTwoPage(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'nl');
  const shop = r.pick(['Autobedrijf Hoekstra', 'Garage De Molenhoek', 'Autoservice Van Leeuwen']);
  const plate = plateOf(r, 'nl');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 220000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Grote onderhoudsbeurt', cents(r, 250, 420)], ['Distributieriem vervangen', cents(r, 450, 800)], ['Remvloeistof verversen', cents(r, 60, 110)]];
  const net = sum(items);
  const vat = round2(net * 0.21);
  const total = round2(net + vat);
  const factuur = `${day.y}${r.int(10000, 99999)}`;
  const rows: Row[] = [
    title(shop, 14), row([`KvK ${r.int(10000000, 99999999)} · ${phoneOf(r, 'nl')}`, 0]), blank(),
    row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'nl'), 0]), row([townLine(p, 'nl'), 0]), blank(),
    title('FACTUUR', 12), pair('Factuurnummer', factuur, 0, 0.35), pair('Factuurdatum', dateIn('nl', day, true), 0, 0.35),
    pair('Kenteken', plate, 0, 0.35), pair('Merk / type', `${v.make} ${v.model}`, 0, 0.35), pair('Kilometerstand', kmIn(odo, 'nl'), 0, 0.35), blank(),
    row(['Betaling binnen 14 dagen na factuurdatum.', 0]), blank(), row(['Pagina 1 van 2', 0.8]),
    pageBreak(),
    row([`Factuur ${factuur}`, 0], ['Pagina 2 van 2', 0.8]), blank(),
    row(['Uitgevoerde werkzaamheden', 0]),
    ...table([['Omschrijving', 0], ['Bedrag', 0.75]], items.map(([name, x]) => [name, `€ ${moneyIn(x, 'nl')}`])), blank(),
    pair('Totaal excl. BTW', `€ ${moneyIn(net, 'nl')}`, 0.4, 0.75), pair('BTW 21%', `€ ${moneyIn(vat, 'nl')}`, 0.4, 0.75), pair('Totaal incl. BTW', `€ ${moneyIn(total, 'nl')}`, 0.4, 0.75), blank(),
    row([`Volgende onderhoudsbeurt: bij ${kmIn(next, 'nl')} km of op ${dateIn('nl', nextDay, true)}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd13-nl-werkplaats-factuur-2p', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shopName(shop),
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Dutch kassabon for an oil change at a quick-service station: "Olie verversen", "Volgende olieverversing bij ... km". */
function dutchOlieKassabon(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const shop = r.pick(['Snelservice Zuidas', 'QuickFit Oliecentrum Breda', 'Olie & Co Apeldoorn']);
  const plate = plateOf(r, 'nl');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 200000);
  const next = odo + r.pick([10000, 15000]);
  const total = cents(r, 79, 149);
  const rows: Row[] = [
    title(shop, 11), row([phoneOf(r, 'nl'), 0]), blank(), row(['KASSABON', 0]), row([`Datum ${dateIn('nl', day, true)}`, 0]),
    row([`Kenteken ${plate}`, 0]), row([`${v.make} ${v.model}`, 0]), row([`Km-stand ${kmIn(odo, 'nl')}`, 0]), blank(),
    row(['Olie verversen incl. filter', 0], [moneyIn(total, 'nl'), 0.68]), row(['TOTAAL EUR', 0], [moneyIn(total, 'nl'), 0.68]), row(['Pin', 0], [moneyIn(total, 'nl'), 0.68]), blank(),
    row([`Volgende olieverversing bij ${kmIn(next, 'nl')} km`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd13-nl-olie-kassabon', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shopName(shop),
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** A German dealer invoice with a parts table and a labour table; "Nächste Inspektion" as caption and value. */
function germanWerkstattTeileLohn(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'de');
  const shop = r.pick(['Autohaus Brenner GmbH', 'Autozentrum Weidenhof', 'Autohaus Stiegler & Sohn']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 180000);
  const next = odo + r.pick([15000, 30000]);
  const nextDay = addMonths(day, 24);
  const labour: [string, number][] = [['Inspektion nach Herstellervorgabe', cents(r, 180, 320)], ['Zündkerzen ersetzen', cents(r, 60, 110)], ['Pollenfilter ersetzen', cents(r, 25, 50)]];
  const parts: [string, number][] = [['Zündkerze (4 Stk.)', cents(r, 40, 90)], ['Innenraumfilter', cents(r, 20, 45)], ['Motoröl 5W-30 5 l', cents(r, 50, 90)]];
  const net = round2(sum(labour) + sum(parts));
  const vat = round2(net * 0.19);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(shop, 14), row([`Vertragswerkstatt · ${phoneOf(r, 'de')}`, 0]), blank(),
    row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'de'), 0]), row([townLine(p, 'de'), 0]), blank(),
    title('RECHNUNG', 12), pair('Rechnungsnummer', `R-${r.int(100000, 999999)}`, 0, 0.35), pair('Rechnungsdatum', dateIn('de', day, true), 0, 0.35),
    pair('Amtl. Kennzeichen', plate, 0, 0.35), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35), pair('Laufleistung', `${kmIn(odo, 'de')} km`, 0, 0.35), blank(),
    row(['Arbeitslohn', 0]), ...table([['Arbeitsposition', 0], ['AW', 0.55], ['Betrag', 0.75]], labour.map(([name, x]) => [name, String(r.int(2, 18)), moneyIn(x, 'de')])), blank(),
    row(['Ersatzteile', 0]), ...table([['Teilebezeichnung', 0], ['Menge', 0.55], ['Betrag', 0.75]], parts.map(([name, x]) => [name, '1', moneyIn(x, 'de')])), blank(),
    pair('Summe netto', moneyIn(net, 'de'), 0.4, 0.75), pair('zzgl. 19 % MwSt.', moneyIn(vat, 'de'), 0.4, 0.75), pair('Rechnungsbetrag', `${moneyIn(total, 'de')} EUR`, 0.4, 0.75), blank(),
    pair('Nächste Inspektion', `${dateIn('de', nextDay, true)} / ${kmIn(next, 'de')} km`, 0, 0.35),
  ];
  return {
    kind: 'service', layout: 'wd13-de-werkstatt-teile-lohn', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shopName(shop),
      serviceDate: iso(day), mileage: odo, totalCost: total, services: labour.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A French facture d'entretien: "Désignation / Qté / Montant HT", "Prochaine révision : le ... ou à ... km". */
function frenchFactureEntretien(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'fr');
  const shop = r.pick(['Garage du Pont Neuf', 'Atelier Auto Marceau', 'Garage Lambert et Fils']);
  const plate = plateOf(r, 'fr');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 180000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Révision constructeur', cents(r, 150, 280)], ['Remplacement plaquettes de frein AV', cents(r, 120, 220)], ['Géométrie / parallélisme', cents(r, 50, 90)]];
  const ht = sum(items);
  const tva = round2(ht * 0.2);
  const ttc = round2(ht + tva);
  const rows: Row[] = [
    title(shop, 14), row([`SIRET ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(10000, 99999)} · ${phoneOf(r, 'fr')}`, 0]), blank(),
    row([`${p.given} ${p.family.toUpperCase()}`, 0.55]), row([streetLine(p, 'fr'), 0.55]), row([townLine(p, 'fr'), 0.55]), blank(),
    title(`FACTURE N° ${day.y}-${r.int(1000, 9999)}`, 12), pair('Date', `${dateIn('fr', day, false)}`, 0, 0.3),
    pair('Immatriculation', plate, 0, 0.3), pair('Véhicule', `${v.make} ${v.model}`, 0, 0.3), pair('Kilométrage', `${kmIn(odo, 'fr')} km`, 0, 0.3), blank(),
    ...table([['Désignation', 0], ['Qté', 0.55], ['Montant HT', 0.75]], items.map(([name, x]) => [name, '1', moneyIn(x, 'fr')])), blank(),
    pair('Total HT', moneyIn(ht, 'fr'), 0.45, 0.75), pair('TVA 20 %', moneyIn(tva, 'fr'), 0.45, 0.75), pair('Net à payer TTC', `${moneyIn(ttc, 'fr')} €`, 0.45, 0.75), blank(),
    row([`Prochaine révision : le ${dateIn('fr', nextDay, true)} ou à ${kmIn(next, 'fr')} km`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd13-fr-facture-entretien', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shopName(shop),
      serviceDate: iso(day), mileage: odo, totalCost: ttc, services: items.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** An Italian scontrino for an oil change: "Cambio olio e filtro", "Prossimo cambio olio: km ... entro il ...". */
function italianScontrinoCambioOlio(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const shop = r.pick(['Officina Fratelli Rinaldi', 'Autofficina San Giorgio', 'Lubrificazioni Express Monza']);
  const plate = plateOf(r, 'it');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 200000);
  const next = odo + r.pick([15000, 20000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Olio motore 5W30 4 lt', cents(r, 40, 70)], ['Filtro olio', cents(r, 10, 20)], ['Manodopera cambio olio', cents(r, 20, 35)]];
  const total = sum(items);
  const rows: Row[] = [
    title(shop, 11), row([`P.IVA ${r.int(10000000, 99999999)}${r.int(100, 999)}`, 0]), blank(), row(['DOCUMENTO COMMERCIALE', 0]), row(['di vendita o prestazione', 0]),
    row([`${dmy(day, '-')} ${r.int(8, 18)}:${pad2(r.int(0, 59))}`, 0]), row([`Targa ${plate}  ${v.make} ${v.model}`, 0]), row([`Km ${kmIn(odo, 'it')}`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [moneyIn(x, 'it'), 0.68])), row(['TOTALE COMPLESSIVO', 0], [moneyIn(total, 'it'), 0.68]), row(['di cui IVA', 0], [moneyIn(round2(total - total / 1.22), 'it'), 0.68]), blank(),
    row(['PROSSIMO CAMBIO OLIO', 0]), row([`km ${kmIn(next, 'it')} entro il ${dmy(nextDay)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd13-it-scontrino-cambio-olio', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shopName(shop),
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Spanish factura de taller: "Trabajos realizados", "Próxima revisión" as caption with km and date on two rows. */
function spanishFacturaTaller(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const p = makeEuPerson(r, 'es');
  const shop = r.pick(['Talleres Hermanos Ortega', 'Taller Mecánico La Rotonda', 'Autoservicio Guadalquivir']);
  const plate = plateOf(r, 'es');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 200000);
  const next = odo + r.pick([15000, 20000, 30000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Cambio de embrague', cents(r, 450, 900)], ['Sustitución de amortiguadores traseros', cents(r, 200, 380)], ['Recarga de aire acondicionado', cents(r, 50, 90)]];
  const base = sum(items);
  const iva = round2(base * 0.21);
  const total = round2(base + iva);
  const rows: Row[] = [
    title(shop, 14), row([`CIF B${r.int(10000000, 99999999)} · ${phoneOf(r, 'es')}`, 0]), blank(),
    title(`FACTURA Nº ${r.int(1000, 9999)}/${day.y}`, 12), pair('Fecha', dateIn('es', day, true), 0, 0.3), pair('Cliente', `${p.given} ${p.family}`, 0, 0.3),
    pair('Matrícula', plate, 0, 0.3), pair('Vehículo', `${v.make} ${v.model}`, 0, 0.3), pair('Kilómetros', kmIn(odo, 'es'), 0, 0.3), blank(),
    row(['TRABAJOS REALIZADOS', 0]), ...items.map(([name, x]) => row([name, 0.03], [`${moneyIn(x, 'es')} €`, 0.75])), blank(),
    pair('Base imponible', `${moneyIn(base, 'es')} €`, 0.4, 0.75), pair('IVA 21 %', `${moneyIn(iva, 'es')} €`, 0.4, 0.75), pair('TOTAL FACTURA', `${moneyIn(total, 'es')} €`, 0.4, 0.75), blank(),
    row(['Próxima revisión', 0]), pair('a los', `${kmIn(next, 'es')} km`, 0.03, 0.3), pair('o antes del', dateIn('es', nextDay, true), 0.03, 0.3),
  ];
  return {
    kind: 'service', layout: 'wd13-es-factura-taller', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shopName(shop),
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Polish faktura VAT from a serwis: "Przebieg", "Wykonane uslugi", "Nastepny przeglad: ... km lub ..." (without the Polish letters the standard PDF fonts lack). */
function polishFakturaSerwis(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 9);
  const shop = r.pick(['Serwis Samochodowy Nowak', 'Auto-Serwis Kowalczyk sp. z o.o.', 'Warsztat Pod Lipami']);
  const plate = `${r.pick(['WX', 'KR', 'PO', 'GD', 'WR'])} ${r.int(10000, 99999)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 220000);
  const next = odo + r.pick([15000, 20000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Wymiana oleju silnikowego z filtrem', cents(r, 250, 450)], ['Wymiana klocków hamulcowych przód', cents(r, 300, 550)], ['Wymiana filtra kabinowego', cents(r, 80, 150)]];
  const total = sum(items);
  const rows: Row[] = [
    title(shop, 14), row([`NIP ${r.int(100, 999)}-${r.int(100, 999)}-${r.int(10, 99)}-${r.int(10, 99)} · tel. ${r.int(500, 799)} ${r.int(100, 999)} ${r.int(100, 999)}`, 0]), blank(),
    title(`FAKTURA VAT nr FV/${r.int(100, 999)}/${day.y}`, 12), pair('Data wystawienia', dmy(day, '.'), 0, 0.35), pair('Data wykonania uslugi', dmy(day, '.'), 0, 0.35),
    pair('Nr rejestracyjny', plate, 0, 0.35), pair('Pojazd', `${v.make} ${v.model}`, 0, 0.35), pair('Przebieg', `${kmIn(odo, 'fr')} km`, 0, 0.35), blank(),
    row(['Wykonane uslugi', 0]), ...table([['Lp.', 0], ['Nazwa', 0.06], ['Wartosc brutto', 0.75]], items.map(([name, x], i) => [`${i + 1}.`, name, `${moneyIn(x, 'fr')} PLN`])), blank(),
    pair('Razem do zaplaty', `${moneyIn(total, 'fr')} PLN`, 0.4, 0.75), pair('w tym VAT 23%', `${moneyIn(round2(total - total / 1.23), 'fr')} PLN`, 0.4, 0.75), blank(),
    row([`Nastepny przeglad: ${kmIn(next, 'fr')} km lub ${dmy(nextDay, '.')}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd13-pl-faktura-serwis', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shopName(shop),
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A UK express oil-and-filter receipt: "Your next oil service is due at 52,400 miles or on 14/08/2027". */
function ukExpressOilReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 10);
  const shop = r.pick(['Oilstop Express Harrogate', 'Lube Bay Basingstoke', 'Speedy Oil Centre Luton']);
  const plate = plateOf(r, 'uk');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(12000, 140000);
  const next = odo + r.pick([6000, 9000, 10000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Oil & filter change 5W-30', cents(r, 55, 95)], ['Screenwash top-up', cents(r, 3, 6)]];
  const total = sum(items);
  const rows: Row[] = [
    title(shop, 11), row([`VAT No GB ${r.int(100, 999)} ${r.int(1000, 9999)} ${r.int(10, 99)}`, 0]), blank(), row(['SALES RECEIPT', 0]),
    row([`${dmy(day)}   Till 2`, 0]), row([`Reg: ${plate}`, 0]), row([`${v.make} ${v.model}`, 0]), row([`Mileage in: ${kmIn(odo, 'uk')}`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [`£${moneyIn(x, 'uk')}`, 0.68])), row(['TOTAL', 0], [`£${moneyIn(total, 'uk')}`, 0.68]), row(['Card', 0], [`£${moneyIn(total, 'uk')}`, 0.68]), blank(),
    row(['Your next oil service is due at', 0]), row([`${kmIn(next, 'uk')} miles or on ${dmy(nextDay)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd13-uk-express-oil-receipt', page: 'receipt', font: 'mono', rows, region: 'uk', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shopName(shop),
      serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A US express-lube thermal ticket with a printed window sticker: "NEXT SERVICE" over "MILES" and "DATE" rows. */
function usExpressLubeSticker(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 11);
  const shop = r.pick(['Prairie Express Lube', 'Ten Minute Oil Stop', 'Lakeshore Fast Lube']);
  const plate = plateOf(r, 'us');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 150000);
  const next = odo + r.pick([3000, 5000, 5000, 7500]);
  const nextDay = addMonths(day, r.pick([3, 6]));
  const items: [string, number][] = [['SYN BLEND OIL SVC 5W20', cents(r, 45, 75)], ['AIR FILTER', cents(r, 18, 35)], ['WIPER BLADES PAIR', cents(r, 20, 38)]];
  const net = sum(items);
  const tax = round2(net * 0.0625);
  const total = round2(net + tax);
  const rows: Row[] = [
    title(shop.toUpperCase(), 11), row([phoneOf(r, 'us'), 0]), blank(), row([`TICKET ${r.int(10000, 99999)}   ${mdy(day)}`, 0]),
    row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]), row([`LIC ${plate}`, 0]), row([`ODO ${odo.toLocaleString('en-US')}`, 0]), blank(),
    ...items.map(([name, x]) => row([name, 0], [x.toFixed(2), 0.68])), row(['SUBTOTAL', 0], [net.toFixed(2), 0.68]), row(['TAX', 0], [tax.toFixed(2), 0.68]),
    row(['TOTAL DUE', 0], [usd(total), 0.68]), blank(),
    row(['- - - - - - - - - - - - - - -', 0]), row(['NEXT SERVICE', 0]), row([`MILES  ${next.toLocaleString('en-US')}`, 0]), row([`DATE   ${mdy(nextDay)}`, 0]),
    row(['- - - - - - - - - - - - - - -', 0]),
  ];
  return {
    kind: 'oil', layout: 'wd13-us-express-lube-sticker', page: 'receipt', font: 'mono', rows, region: 'us', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shopName(shop), serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A Canadian tire shop invoice: "Work performed" lines, HST, odometer in km. */
function canadianTireShopInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 12);
  const shop = r.pick(['Northern Tire & Alignment', 'Maple Ridge Tire Centre', 'Fraser Valley Tire Shop']);
  const plate = plateOf(r, 'ca');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 220000);
  const items: [string, number][] = [['Install 4 winter tires on rims', cents(r, 60, 110)], ['Four wheel alignment', cents(r, 110, 160)], ['Rotate and inspect brakes', cents(r, 40, 70)]];
  const net = sum(items);
  const hst = round2(net * 0.13);
  const total = round2(net + hst);
  const rows: Row[] = [
    title(shop, 14), row([`${phoneOf(r, 'ca')} · HST # ${r.int(100000000, 999999999)} RT0001`, 0]), blank(),
    title('INVOICE', 12), pair('Invoice date', ymd(day), 0, 0.3), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('Plate', plate, 0, 0.3),
    pair('Odometer (km)', odo.toLocaleString('en-US'), 0, 0.3), blank(),
    row(['WORK PERFORMED', 0]), ...items.map(([name, x]) => row([name, 0.03], [usd(x), 0.75])), blank(),
    pair('Subtotal', usd(net), 0.45, 0.75), pair('HST 13%', usd(hst), 0.45, 0.75), pair('Total CAD', usd(total), 0.45, 0.75), blank(),
    row(['Please return for a re-torque within 100 km.', 0]),
  ];
  return {
    kind: 'service', layout: 'wd13-ca-tire-shop-invoice', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shopName(shop), serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** An Australian logbook service tax invoice: "Rego", "Odometer", GST, day-first dates (counted with the US documents: the bench has no Oceania region). */
function australianLogbookService(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 13);
  const shop = r.pick(['Bayside Mechanical Pty Ltd', 'Outback Auto Care', 'Southern Cross Motors']);
  const plate = `${D(r)}${L(r)}${L(r)}${D(r)}${L(r)}${L(r)}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 200000);
  const next = odo + r.pick([10000, 15000]);
  const nextDay = addMonths(day, 12);
  const items: [string, number][] = [['Logbook service 60,000 km', cents(r, 280, 420)], ['Replace rear brake rotors', cents(r, 250, 400)], ['Battery test and terminal clean', cents(r, 20, 40)]];
  const total = sum(items);
  const rows: Row[] = [
    title(shop, 14), row([`ABN ${r.int(10, 99)} ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)} · (0${r.int(2, 8)}) ${r.int(1000, 9999)} ${r.int(1000, 9999)}`, 0]), blank(),
    title('TAX INVOICE', 12), pair('Date', dmy(day), 0, 0.3), pair('Rego', plate, 0, 0.3), pair('Vehicle', `${v.make} ${v.model}`, 0, 0.3),
    pair('Odometer', `${odo.toLocaleString('en-US')} km`, 0, 0.3), blank(),
    ...table([['Description', 0], ['Amount', 0.75]], items.map(([name, x]) => [name, usd(x)])), blank(),
    pair('Total (incl. GST)', usd(total), 0.45, 0.75), pair('GST included', usd(round2(total / 11)), 0.45, 0.75), blank(),
    row([`Next service due: ${next.toLocaleString('en-US')} km or ${dmy(nextDay)}`, 0]),
  ];
  return {
    kind: 'service', layout: 'wd13-au-logbook-service', page: 'a4', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, serviceProvider: shopName(shop),
      serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name), nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** A two-page US dealer repair order: customer, vehicle and date on page 1, the labor operations and totals on page 2. */
function usDealerRepairOrderTwoPage(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 14);
  const shop = r.pick(['Riverbend Chevrolet Service', 'Canyon Ford Service Center', 'Lakeview Honda Service']);
  const plate = plateOf(r, 'us');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(10000, 150000);
  const labor: [string, number][] = [['Replace front struts', cents(r, 300, 520)], ['Perform 4-wheel alignment', cents(r, 110, 160)], ['Replace engine air filter', cents(r, 25, 45)]];
  const parts = cents(r, 200, 600);
  const net = round2(sum(labor) + parts);
  const tax = round2(parts * 0.07);
  const total = round2(net + tax);
  const ro = String(r.int(100000, 999999));
  const rows: Row[] = [
    title(shop, 14), row([phoneOf(r, 'us'), 0]), blank(), title('REPAIR ORDER', 12), pair('RO number', ro, 0, 0.3), pair('Date in', mdy(day), 0, 0.3),
    pair('Customer', `${r.pick(['Dana', 'Marcus', 'Keisha', 'Trevor'])} ${r.pick(['Holloway', 'Pruitt', 'Vance', 'Okafor'])}`, 0, 0.3),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('License', plate, 0, 0.3), pair('Mileage in', odo.toLocaleString('en-US'), 0, 0.3), blank(),
    row(['Customer concern: noise over bumps, pulls to the right.', 0]), blank(), row(['Page 1 of 2', 0.8]),
    pageBreak(),
    row([`RO ${ro}`, 0], ['Page 2 of 2', 0.8]), blank(),
    ...table([['Op', 0], ['Labor description', 0.08], ['Amount', 0.78]], labor.map(([name, x], i) => [String.fromCharCode(65 + i), name, usd(x)])), blank(),
    pair('Labor total', usd(sum(labor)), 0.45, 0.78), pair('Parts total', usd(parts), 0.45, 0.78), pair('Sales tax', usd(tax), 0.45, 0.78),
    pair('Customer pay total', usd(total), 0.45, 0.78),
  ];
  return {
    kind: 'service', layout: 'wd13-us-dealer-ro-2p', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', plateNumber: plate, make: v.make, model: v.model, year: v.year,
      serviceProvider: shopName(shop), serviceDate: iso(day), mileage: odo, totalCost: total, services: labor.map(([name]) => name),
    },
  };
}

export const WORLD_DEV_13_LAYOUTS: Layout[] = [
  { kind: 'service', name: 'wd13-se-verkstad-faktura', part: 'dev', build: swedishVerkstadFaktura },
  { kind: 'oil', name: 'wd13-no-oljeskift-kvittering', part: 'dev', build: norwegianOljeskiftKvittering },
  { kind: 'service', name: 'wd13-nl-werkplaats-factuur-2p', part: 'dev', build: dutchWerkplaatsFactuurTwoPage },
  { kind: 'oil', name: 'wd13-nl-olie-kassabon', part: 'dev', build: dutchOlieKassabon },
  { kind: 'service', name: 'wd13-de-werkstatt-teile-lohn', part: 'dev', build: germanWerkstattTeileLohn },
  { kind: 'service', name: 'wd13-fr-facture-entretien', part: 'dev', build: frenchFactureEntretien },
  { kind: 'oil', name: 'wd13-it-scontrino-cambio-olio', part: 'dev', build: italianScontrinoCambioOlio },
  { kind: 'service', name: 'wd13-es-factura-taller', part: 'dev', build: spanishFacturaTaller },
  { kind: 'service', name: 'wd13-pl-faktura-serwis', part: 'dev', build: polishFakturaSerwis },
  { kind: 'oil', name: 'wd13-uk-express-oil-receipt', part: 'dev', build: ukExpressOilReceipt },
  { kind: 'oil', name: 'wd13-us-express-lube-sticker', part: 'dev', build: usExpressLubeSticker },
  { kind: 'service', name: 'wd13-ca-tire-shop-invoice', part: 'dev', build: canadianTireShopInvoice },
  { kind: 'service', name: 'wd13-au-logbook-service', part: 'dev', build: australianLogbookService },
  { kind: 'service', name: 'wd13-us-dealer-ro-2p', part: 'dev', build: usDealerRepairOrderTwoPage },
];
