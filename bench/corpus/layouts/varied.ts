/**
 * Development layouts written from what issuers outside the other layouts vary: a US state card of boxes with the
 * caption above or below and the colour as a code, a Spanish-language permit (Spanish captions, colour words and
 * month names), a bilingual French insurance certificate (contract number in groups, a validity "du ... au ..."),
 * a German workshop invoice (1.234,56 EUR, km with dotted thousands, order / invoice / due dates, subtotal lines)
 * a Canadian lube receipt in kilometres; then a German certificate with German captions only, a US ID card with
 * captions under the boxes, a Spanish workshop invoice and a French quick-service ticket; then a US renewal notice (the
 * expiry in a sentence and in a box) and a dealer invoice with a two-column header (opened, closed, printed dates). Providers are expected as elsewhere in the corpus: without the legal form,
 * an insurer by its brand. They come after every other layout so earlier documents keep their
 * numbers and contents.
 */
import {
  addDays, addMonths, euroMoney, iso, makeCountryPlate, makeDay, makePerson, makePhone, makeVehicle, miles, money, round2, withTrim,
  writeDate, type Day, type DateStyle,
} from '../data';
import { blank, boxedFields, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';

function style(c: Ctx, styles: readonly DateStyle[]): (day: Day) => string {
  const s = styles[c.n % styles.length];
  return (day) => writeDate(day, s);
}
const US_STYLES = ['us', 'upper', 'us-short', 'mon-dash', 'long', 'iso'] as const;
const EU_STYLES = ['dotted', 'dmy-slash', 'dmy-dash', 'iso'] as const;

const NCIC: Record<string, string> = { White: 'WHI', Black: 'BLK', Silver: 'SIL', Gray: 'GRY', Blue: 'BLU', Red: 'RED' };

/** A state registration card: every fact in a box, the caption above or below, the colour as a code or a word. */
function registrationStateCard(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const owner = makePerson(r);
  const date = style(c, US_STYLES);
  const plate = makeCountryPlate(r, r.pick(['us', 'us', 'ca'] as const));
  const issued = makeDay(r, 2024, 2025);
  const expires = addDays(addMonths(issued, r.pick([12, 24])), -1);
  const color = r.int(0, 1) ? NCIC[v.color] : v.color.toUpperCase();
  const at = r.pick(['above', 'below'] as const);
  const expLabel = r.pick(['EXP', 'EXPIRES', 'REG. VALID THRU', 'EXPIRATION', 'VALID THROUGH']);
  const rows: Row[] = [
    title(`STATE OF ${r.pick(['OREGON', 'IOWA', 'NEVADA', 'MAINE'])}`, 13),
    row(['DEPARTMENT OF TRANSPORTATION - VEHICLE REGISTRATION', 0]), blank(),
    ...boxedFields([
      { label: r.pick(['PLATE', 'LIC NO', 'TAG NO']), value: plate, x: 0 },
      { label: expLabel, value: date(expires), x: 0.3 },
      { label: 'ISSUED', value: date(issued), x: 0.62 },
    ], at),
    ...boxedFields([
      { label: 'YR', value: String(v.year), x: 0 },
      { label: 'MAKE', value: v.make.toUpperCase(), x: 0.12 },
      { label: 'MODEL', value: withTrim(v).toUpperCase(), x: 0.36 },
      { label: r.pick(['CLR', 'COLOR']), value: color, x: 0.78 },
    ], at),
    ...boxedFields([{ label: 'VEHICLE ID NO', value: v.vin, x: 0 }, { label: 'FEES PAID', value: `$${money(r.int(40, 300))}`, x: 0.62 }], at),
    row(['REGISTERED OWNER', 0]), row([owner.name.toUpperCase(), 0]), row([owner.street.toUpperCase(), 0]), row([owner.cityLine.toUpperCase(), 0]),
    blank(), row([`Paid ${date(addDays(issued, -2))}  Keep this card in the vehicle`, 0]),
  ];
  return {
    kind: 'registration', layout: 'state-card-boxes', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: withTrim(v), year: v.year,
      color, ownerName: owner.name, expiryDate: iso(expires),
    },
  };
}

const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const ES_COLORS: Record<string, string> = { White: 'Blanco', Black: 'Negro', Silver: 'Plata', Gray: 'Gris', Blue: 'Azul', Red: 'Rojo' };

/** A Spanish-language permit: Spanish captions, colour words and dates ("15 de marzo de 2025" or day first). */
function registrationSpanishPermit(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const owner = makePerson(r);
  const long = c.n % 2 === 0;
  const date = (day: Day) => (long ? `${day.d} de ${ES_MONTHS[day.m - 1]} de ${day.y}` : writeDate(day, 'dmy-slash'));
  const plate = makeCountryPlate(r, r.pick(['us', 'fr', 'it'] as const));
  const issued = makeDay(r, 2024, 2025);
  const expires = addDays(addMonths(issued, 12), -1);
  const color = ES_COLORS[v.color];
  const rows: Row[] = [
    title('PERMISO DE CIRCULACIÓN', 15), row(['Registro de Vehículos de Motor', 0]), blank(),
    pair(r.pick(['Matrícula', 'Placa', 'Tablilla']), plate, 0, 0.4), pair('N.º de identificación (VIN)', v.vin, 0, 0.4),
    pair('Marca', v.make, 0, 0.4), pair('Modelo', withTrim(v), 0, 0.4), pair('Año', String(v.year), 0, 0.4), pair('Color', color, 0, 0.4), blank(),
    pair('Propietario', owner.name, 0, 0.4), pair('Dirección', `${owner.street}, ${owner.cityLine}`, 0, 0.4), blank(),
    pair('Fecha de expedición', date(issued), 0, 0.4), pair(r.pick(['Fecha de vencimiento', 'Válido hasta', 'Vence']), date(expires), 0, 0.4),
    blank(), ...wrap(`Derechos pagados el ${date(addDays(issued, -1))}. Conserve este permiso en el vehículo.`, 84),
  ];
  return {
    kind: 'registration', layout: 'spanish-permit', page: 'letter', font: 'serif', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: withTrim(v), year: v.year,
      color, ownerName: owner.name, ownerAddress: `${owner.street}, ${owner.cityLine}`, expiryDate: iso(expires),
    },
  };
}

/** A French certificate of insurance with English captions beside the French ones. */
function insuranceFrenchCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const holder = makePerson(r);
  // The letterhead's name and the brand customers know (the expected provider, as elsewhere in the corpus: the legal
  // form goes, the word for insurance stays, as in "Erie Insurance").
  const [brand, insurer] = r.pick([['AXA', 'AXA France IARD'], ['MAAF Assurances', 'MAAF Assurances'], ['Groupama', 'Groupama'], ['Allianz', 'Allianz IARD'], ['MACIF', 'MACIF']]);
  const letter = () => String.fromCharCode(65 + r.int(0, 25));
  const policy = r.pick([
    () => `${r.int(100, 999)} ${r.int(1000, 9999)}-${letter()}${r.int(10, 99)}-${r.int(10, 99)}`,
    () => `${r.int(10, 99)} ${r.int(100, 999)} ${r.int(100, 999)} ${letter()}`,
    () => `${letter()}${letter()}-${r.int(1000, 9999)}-${r.int(1000, 9999)}`,
  ])();
  const date = style(c, EU_STYLES);
  const from = makeDay(r, 2024, 2025);
  const to = addDays(addMonths(from, 12), -1);
  const premium = round2(r.int(300, 1400) + r.int(0, 99) / 100);
  const plate = makeCountryPlate(r, 'fr');
  const period = r.pick([
    () => [pair('Période de validité / Period of validity', `du ${date(from)} au ${date(to)}`, 0, 0.45)],
    () => [pair('Valable du / Valid from', date(from), 0, 0.45), pair('au / to', date(to), 0, 0.45)],
    () => [row([`Cette attestation est valable du ${date(from)} au ${date(to)} inclus.`, 0])],
  ])();
  const rows: Row[] = [
    title(insurer, 15), row([`Service clients ${r.int(1, 9)} ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)}`, 0]), blank(),
    title("ATTESTATION D'ASSURANCE / CERTIFICATE OF INSURANCE", 12),
    pair('N° de contrat / Policy no.', policy, 0, 0.45), ...period,
    pair('Souscripteur / Policyholder', holder.name, 0, 0.45), blank(),
    pair('Marque / Make', v.make, 0, 0.45), pair('Modèle / Model', withTrim(v), 0, 0.45),
    pair('Immatriculation / Registration', plate, 0, 0.45), pair('N° de série / VIN', v.vin, 0, 0.45), blank(),
    pair('Cotisation annuelle / Annual premium', `${euroMoney(premium)} €`, 0, 0.45),
    pair("Date d'édition / Issued", date(addDays(from, -10)), 0, 0.45),
  ];
  return {
    kind: 'insurance', layout: 'french-certificate', page: 'a4', font: 'sans', rows,
    expected: {
      documentType: 'insurance', vin: v.vin, make: v.make, model: withTrim(v), ownerName: holder.name, insuranceProvider: brand,
      policyNumber: policy, effectiveDate: iso(from), expirationDate: iso(to), premium,
    },
  };
}

/** A German workshop invoice: bilingual captions, euro amounts written 1.234,56, km with dotted thousands. */
function serviceGermanInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const shop = r.pick(['Autohaus Becker', 'Kfz-Werkstatt Schulz', 'Autohaus am Ring', 'Meyer Automobile']);
  const date = style(c, ['dotted', 'dotted', 'iso'] as const);
  const order = makeDay(r, 2024, 2025);
  const invoiced = addDays(order, r.int(1, 3));
  const km = r.int(12000, 190000);
  const jobs: [string, number][] = r.pick([
    [['Inspection service', 189.0], ['Replace brake fluid', 64.5], ['Replace pollen filter', 42.9]],
    [['Replace front brake discs and pads', 412.3], ['Wheel alignment', 89.0]],
    [['Timing belt replacement', 688.4], ['Replace coolant pump', 245.1]],
  ]);
  const net = round2(jobs.reduce((n, [, p]) => n + p, 0));
  const vat = round2(net * 0.19);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(`${shop} GmbH`, 15), row([`Meisterbetrieb der Kfz-Innung  ·  Tel. 0${r.int(30, 89)} ${r.int(100000, 999999)}`, 0]), blank(),
    title('RECHNUNG / INVOICE', 12),
    row(['Auftragsdatum / Order date', 0], [date(order), 0.33], ['Rechnungsdatum / Invoice date', 0.5], [date(invoiced), 0.84]),
    row(['Rechnungs-Nr. / Invoice no.', 0], [`RE-${r.int(10000, 99999)}`, 0.33], ['Zahlbar bis / Due by', 0.5], [date(addDays(invoiced, 14)), 0.84]),
    blank(),
    pair('Fahrzeug / Vehicle', `${v.make} ${withTrim(v)}`, 0, 0.38), pair('FIN / VIN', v.vin, 0, 0.38),
    pair('Erstzulassung / First registered', date(makeDay(r, v.year, v.year)), 0, 0.38), pair('km-Stand / Odometer', `${km.toLocaleString('de-DE')} km`, 0, 0.38),
    blank(),
    ...table([['Pos.', 0], ['Leistung / Description', 0.08], ['Betrag EUR', 0.8]], jobs.map(([n, p], i) => [String(i + 1), n, euroMoney(p)])),
    blank(),
    row(['Summe netto / Net total', 0.45], [euroMoney(net), 0.8]), row(['MwSt. 19 % / VAT 19 %', 0.45], [euroMoney(vat), 0.8]),
    row(['Gesamtbetrag / Total', 0.45], [`${euroMoney(total)} €`, 0.8]),
  ];
  return {
    kind: 'service', layout: 'german-invoice', page: 'a4', font: 'sans', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, make: v.make, model: withTrim(v), serviceProvider: shop, serviceDate: iso(invoiced),
      mileage: km, totalCost: total, services: jobs.map(([n]) => n),
    },
  };
}

/** A Canadian lube receipt: kilometres, CA$ amounts, a GST line and the next service in a sticker box. */
function oilCanadianReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const shop = r.pick(['Mr. Lube', 'Speedy Auto Service', 'Great Canadian Oil Change']);
  const date = style(c, ['iso', 'long', 'dmy-short', 'upper'] as const);
  const day = makeDay(r, 2024, 2025);
  const km = r.int(15000, 240000);
  const nextKm = km + r.pick([5000, 8000, 10000]);
  const next = addMonths(day, r.pick([3, 6]));
  const items: [string, number][] = [[r.pick(['Synthetic oil change 5W-30', 'Conventional oil & filter', 'Full synthetic package']), r.pick([79.99, 94.99, 119.99])]];
  if (r.int(0, 1)) items.push(['Engine air filter', 39.99]);
  const sub = round2(items.reduce((n, [, p]) => n + p, 0));
  const gst = round2(sub * 0.05);
  const total = round2(sub + gst);
  const rows: Row[] = [
    title(shop, 15), row([`Store #${r.int(100, 999)}  ${makePhone(r)}`, 0]), blank(),
    row([`Date: ${date(day)}`, 0], [`Printed ${date(addDays(day, 0))} 14:${r.int(10, 59)}`, 0.55]),
    pair('Vehicle', `${v.year} ${v.make} ${withTrim(v)}`, 0, 0.25), pair('VIN', v.vin, 0, 0.25), pair('Kilometres', `${miles(km)} km`, 0, 0.25), blank(),
    ...items.map(([n, p]) => row([n, 0], [`CA$${money(p)}`, 0.72])),
    row(['Subtotal', 0.35], [`CA$${money(sub)}`, 0.72]), row(['GST 5%', 0.35], [`CA$${money(gst)}`, 0.72]),
    row(['TOTAL', 0.35], [`CA$${money(total)}`, 0.72]), blank(),
    ...boxedFields([{ label: 'NEXT SERVICE KM', value: miles(nextKm), x: 0 }, { label: 'OR DATE', value: date(next), x: 0.45 }], r.pick(['above', 'below'] as const)),
  ];
  return {
    kind: 'oil', layout: 'canadian-receipt', page: 'letter', font: 'mono', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: shop,
      serviceDate: iso(day), mileage: km, totalCost: total, services: items.map(([n]) => n), nextServiceDate: iso(next), nextServiceMileage: nextKm,
    },
  };
}

const DE_COLORS: Record<string, string> = { White: 'WEISS', Black: 'SCHWARZ', Silver: 'SILBER', Gray: 'GRAU', Blue: 'BLAU', Red: 'ROT' };

/** A German registration certificate with German captions only: the holder's name and the facts in a two-column grid. */
function registrationGermanCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const holder = makePerson(r);
  const plate = makeCountryPlate(r, 'de');
  const first = makeDay(r, v.year, v.year);
  const color = DE_COLORS[v.color];
  const rows: Row[] = [
    title('ZULASSUNGSBESCHEINIGUNG TEIL I', 14), row(['(Fahrzeugschein)', 0], [`Nr. ${String.fromCharCode(65 + r.int(0, 25))}${r.int(1000000, 9999999)}`, 0.6]), blank(),
    row(['A  Amtliches Kennzeichen', 0], [plate, 0.32], ['B  Datum der Erstzulassung', 0.5], [writeDate(first, 'dotted'), 0.82]),
    row(['C.1.1  Name', 0], [holder.name.split(' ')[1], 0.32]), row(['C.1.2  Vorname', 0], [holder.name.split(' ')[0], 0.32]),
    row(['C.1.3  Anschrift', 0], [`${r.pick(['Hauptstraße', 'Bahnhofstraße', 'Lindenweg'])} ${r.int(1, 120)}, ${r.int(10000, 99999)} ${r.pick(['Berlin', 'München', 'Köln'])}`, 0.32]),
    blank(),
    row(['D.1  Marke', 0], [v.make.toUpperCase(), 0.32]), row(['D.3  Handelsbezeichnung', 0], [withTrim(v).toUpperCase(), 0.32]),
    row(['E  Fahrzeug-Identifizierungsnummer', 0], [v.vin, 0.42]),
    row(['R  Farbe des Fahrzeugs', 0], [color, 0.32], ['P.3  Kraftstoffart', 0.5], [r.pick(['BENZIN', 'DIESEL', 'ELEKTRO']), 0.82]),
    blank(), row([`Ausgestellt am ${writeDate(addDays(first, 2), 'dotted')}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'german-certificate', page: 'a4', font: 'sans', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: withTrim(v).toUpperCase(), color,
    },
  };
}

/** A US insurance ID card: values in boxes with the caption under them, the carrier named only at the foot. */
function insuranceIdCardCaptionsBelow(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const holder = makePerson(r);
  const [brand, legal] = r.pick([['Harborview Casualty', 'Harborview Casualty Company'], ['Prairie State Mutual', 'Prairie State Mutual Insurance Company'], ['Summit Indemnity', 'Summit Indemnity Co.']]);
  const date = style(c, US_STYLES);
  const from = makeDay(r, 2024, 2025);
  const to = addMonths(from, 6);
  const letter = () => String.fromCharCode(65 + r.int(0, 25));
  const policy = r.pick([() => `${r.int(100, 999)} ${r.int(1000, 9999)}-${letter()}${r.int(10, 99)}-${r.int(10, 99)}`, () => `${letter()}${r.int(10, 99)}-${r.int(100000, 999999)}-${r.int(10, 99)}`])();
  const rows: Row[] = [
    title('AUTOMOBILE INSURANCE IDENTIFICATION CARD', 12), row([`State of ${r.pick(['Ohio', 'Georgia', 'Arizona'])}`, 0], [`NAIC ${r.int(10000, 39999)}`, 0.7]), blank(),
    ...boxedFields([{ label: 'POLICY NUMBER', value: policy, x: 0 }, { label: 'EFF. DATE', value: date(from), x: 0.42 }, { label: 'EXP. DATE', value: date(to), x: 0.7 }], 'below'),
    ...boxedFields([{ label: 'YEAR', value: String(v.year), x: 0 }, { label: 'MAKE', value: v.make, x: 0.12 }, { label: 'MODEL', value: withTrim(v), x: 0.36 }, { label: 'VIN', value: v.vin, x: 0.66 }], 'below'),
    ...boxedFields([{ label: 'INSURED', value: holder.name, x: 0 }, { label: 'AGENT', value: `${r.pick(['Dana', 'Luis', 'Omar'])} ${r.pick(['Whitley', 'Ferreira', 'Haddad'])}`, x: 0.5 }], 'below'),
    blank(), ...wrap(`Underwritten by ${legal.replace(/\.$/, '')}. Keep this card in the vehicle. Printed ${date(addDays(from, -12))}.`, 90),
  ];
  return {
    kind: 'insurance', layout: 'id-card-captions-below', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'insurance', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, ownerName: holder.name, insuranceProvider: brand,
      policyNumber: policy, effectiveDate: iso(from), expirationDate: iso(to),
    },
  };
}

/** A Spanish workshop invoice: "Fecha de entrada" before the invoice date, labour and parts subtotals, IVA, euros. */
function serviceSpanishInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const shop = r.pick(['Talleres Hermanos Ruiz', 'Taller Mecánico García', 'Autoservicio Levante']);
  const date = style(c, ['dmy-slash', 'dmy-dash', 'dotted'] as const);
  const entered = makeDay(r, 2024, 2025);
  const invoiced = addDays(entered, r.int(1, 3));
  const km = r.int(15000, 210000);
  const jobs: [string, number][] = r.pick([
    [['Cambio de pastillas de freno delanteras', 148.5], ['Sustitución de líquido de frenos', 52.0]],
    [['Sustitución de correa de distribución', 512.4], ['Cambio de bomba de agua', 188.9]],
    [['Diagnosis electrónica', 45.0], ['Sustitución de batería', 139.9], ['Alineación de dirección', 39.5]],
  ]);
  const base = round2(jobs.reduce((n, [, p]) => n + p, 0));
  const iva = round2(base * 0.21);
  const total = round2(base + iva);
  const rows: Row[] = [
    title(`${shop}, S.L.`, 15), row([`C/ Mayor ${r.int(1, 90)}, Valencia  ·  Tel. 96 ${r.int(100, 999)} ${r.int(10, 99)} ${r.int(10, 99)}`, 0]), blank(),
    title('FACTURA', 12),
    row(['Fecha de entrada', 0], [date(entered), 0.25], ['Fecha factura', 0.5], [date(invoiced), 0.75]),
    row(['Matrícula', 0], [makeCountryPlate(r, 'fr').replace(/-/g, ' '), 0.25], ['Kilometraje', 0.5], [`${km.toLocaleString('de-DE')} km`, 0.75]),
    pair('Vehículo', `${v.make} ${withTrim(v)}`, 0, 0.25), pair('Bastidor (VIN)', v.vin, 0, 0.25), blank(),
    ...table([['Concepto', 0], ['Importe', 0.8]], jobs.map(([n, p]) => [n, `${euroMoney(p)} €`])), blank(),
    row(['Mano de obra + Recambios', 0.4], [`${euroMoney(base)} €`, 0.8]), row(['Base imponible', 0.4], [`${euroMoney(base)} €`, 0.8]),
    row(['IVA 21 %', 0.4], [`${euroMoney(iva)} €`, 0.8]), row(['TOTAL FACTURA', 0.4], [`${euroMoney(total)} €`, 0.8]),
  ];
  return {
    kind: 'service', layout: 'spanish-invoice', page: 'a4', font: 'serif', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, make: v.make, model: withTrim(v), serviceProvider: shop, serviceDate: iso(invoiced),
      mileage: km, totalCost: total, services: jobs.map(([n]) => n),
    },
  };
}

/** A French quick-service ticket: "vidange", kilometres with a space for thousands, the next one in a sentence. */
function oilFrenchTicket(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const shop = r.pick(['Norauto Lyon Est', 'Midas Villeurbanne', 'Speedy Bordeaux Lac']);
  const date = style(c, ['dmy-slash', 'dotted', 'dmy-long'] as const);
  const day = makeDay(r, 2024, 2025);
  const km = r.int(12000, 190000);
  const nextKm = km + r.pick([10000, 15000, 20000]);
  const next = addMonths(day, 12);
  const frKm = (n: number) => n.toLocaleString('fr-FR').replace(/\u202f|\u00a0/g, ' ');
  const items: [string, number][] = [[r.pick(['Vidange moteur 5W-30', 'Vidange huile synthétique 0W-20', 'Forfait vidange 5W-40']), r.pick([69.9, 84.9, 99.9])], ['Filtre à huile', r.pick([12.5, 15.9])]];
  const ttc = round2(items.reduce((n, [, p]) => n + p, 0));
  const tva = round2(ttc - ttc / 1.2);
  const rows: Row[] = [
    title(shop, 15), row([`Centre auto  ·  Tél. 04 ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)}`, 0]), blank(),
    pair('Date', date(day), 0, 0.3), pair('Véhicule', `${v.make} ${withTrim(v)} (${v.year})`, 0, 0.3), pair('N° VIN', v.vin, 0, 0.3),
    pair('Kilométrage', `${frKm(km)} km`, 0, 0.3), blank(),
    ...items.map(([n, p]) => row([n, 0], [`${euroMoney(p)} €`, 0.75])),
    row(['dont TVA 20 %', 0.35], [`${euroMoney(tva)} €`, 0.75]), row(['Total TTC', 0.35], [`${euroMoney(ttc)} €`, 0.75]), blank(),
    ...wrap(`Prochaine vidange conseillée : le ${date(next)} ou à ${frKm(nextKm)} km, au premier des deux termes atteint.`, 84),
  ];
  return {
    kind: 'oil', layout: 'french-ticket', page: 'a4', font: 'mono', rows,
    expected: {
      documentType: 'oil_change_receipt', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: shop,
      serviceDate: iso(day), mileage: km, totalCost: ttc, services: items.map(([n]) => n), nextServiceDate: iso(next), nextServiceMileage: nextKm,
    },
  };
}

/** A renewal notice: the vehicle in a table, the expiry said in a sentence and again in a box at the top right. */
function registrationRenewalNotice(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const owner = makePerson(r);
  const date = style(c, US_STYLES);
  const plate = makeCountryPlate(r, 'us');
  const expires = makeDay(r, 2025, 2026);
  const notice = addDays(expires, -r.int(40, 70));
  const payBy = addDays(expires, -r.int(5, 15));
  const color = r.int(0, 1) ? v.color : NCIC[v.color];
  const sentence = r.pick([
    `Our records show that the registration for the vehicle below expires on ${date(expires)}.`,
    `The registration of the vehicle described below is valid through ${date(expires)} and may now be renewed.`,
    `Registration valid until ${date(expires)}. Renew online, by mail or in person.`,
  ]);
  const rows: Row[] = [
    { ...row(['VEHICLE REGISTRATION RENEWAL NOTICE', 0], [r.pick(['EXP.', 'EXPIRES', 'EXPIRATION']), 0.78]), bold: true, boxes: [{ x0: 0.76, x1: 1, rows: 2 }] },
    row([`Notice date ${date(notice)}`, 0], [date(expires), 0.78]), blank(),
    row([owner.name, 0]), row([owner.street, 0]), row([owner.cityLine, 0]), blank(),
    ...wrap(sentence, 86), blank(),
    ...table([['Plate', 0], ['Year', 0.13], ['Make', 0.22], ['Model', 0.36], ['Color', 0.62], ['VIN', 0.72]],
      [[plate, String(v.year), v.make, withTrim(v), color, v.vin]]),
    blank(), ...wrap(`To avoid a late fee, your payment must be received by ${date(payBy)}. Fee due: $${money(r.int(45, 180))}.`, 86),
  ];
  return {
    kind: 'registration', layout: 'renewal-notice', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'car_registration', vin: v.vin, plateNumber: plate, make: v.make, model: withTrim(v), year: v.year,
      color, ownerName: owner.name, expiryDate: iso(expires),
    },
  };
}

/** A dealer invoice with a two-column header: opened, closed and printed dates; labour-operation codes; totals by kind. */
function serviceDealerTwoColumnHeader(c: Ctx): DocContent {
  const { r } = c;
  const v = makeVehicle(r, c.n);
  const customer = makePerson(r);
  const dealer = `${r.pick(['Crown', 'Valley', 'Summit', 'Bayside'])} ${v.make}`;
  const date = style(c, US_STYLES);
  const opened = makeDay(r, 2024, 2025);
  const closed = addDays(opened, r.int(0, 3));
  const odo = r.int(6000, 150000);
  const jobs: [string, string, number][] = r.pick([
    [['01FZ', 'Replace rear brake pads', 189.5], ['07BF', 'Brake fluid exchange', 119.0]],
    [['22TR', 'Tire rotation and balance', 59.95], ['15AC', 'Replace engine air filter', 48.2]],
    [['30BT', 'Replace 12V battery', 229.0]],
  ]);
  const sum = round2(jobs.reduce((n, [, , p]) => n + p, 0));
  const labor = round2(sum * 0.6);
  const parts = round2(sum - labor);
  const tax = round2(parts * 0.0825);
  const total = round2(sum + tax);
  const rows: Row[] = [
    title(`${dealer} ${r.pick(['Service Center', 'Service & Parts', 'Quick Lane Service'])}`, 15),
    row([`${r.int(100, 9999)} Auto Mall Drive  ${makePhone(r)}`, 0]), blank(),
    row([customer.name, 0], ['Invoice No.', 0.55], [String(r.int(500000, 899999)), 0.78]),
    row([customer.street, 0], ['Date Opened', 0.55], [date(opened), 0.78]),
    row([customer.cityLine, 0], ['Date Closed', 0.55], [date(closed), 0.78]),
    row(['', 0], ['Date Printed', 0.55], [date(addDays(closed, 1)), 0.78]), blank(),
    row(['Year/Make/Model', 0], [`${v.year} ${v.make} ${withTrim(v)}`, 0.2], ['Mileage In', 0.55], [miles(odo), 0.78]),
    row(['VIN', 0], [v.vin, 0.2], ['Mileage Out', 0.55], [miles(odo + r.int(1, 8)), 0.78]), blank(),
    ...table([['Op code', 0], ['Description', 0.12], ['Amount', 0.8]], jobs.map(([code, n, p]) => [code, n, money(p)])), blank(),
    row(['Total Labor', 0.5], [money(labor), 0.8]), row(['Total Parts', 0.5], [money(parts), 0.8]),
    row(['Sales Tax', 0.5], [money(tax), 0.8]), row(['Total Invoice', 0.5], [`$${money(total)}`, 0.8]),
  ];
  return {
    kind: 'service', layout: 'dealer-two-column-header', page: 'letter', font: 'sans', rows,
    expected: {
      documentType: 'service_invoice', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, serviceProvider: dealer,
      serviceDate: iso(closed), mileage: odo, totalCost: total, services: jobs.map(([, n]) => n),
    },
  };
}

export const VARIED_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'state-card-boxes', part: 'dev', build: registrationStateCard },
  { kind: 'registration', name: 'spanish-permit', part: 'dev', build: registrationSpanishPermit },
  { kind: 'insurance', name: 'french-certificate', part: 'dev', build: insuranceFrenchCertificate },
  { kind: 'service', name: 'german-invoice', part: 'dev', build: serviceGermanInvoice },
  { kind: 'oil', name: 'canadian-receipt', part: 'dev', build: oilCanadianReceipt },
  { kind: 'registration', name: 'german-certificate', part: 'dev', build: registrationGermanCertificate },
  { kind: 'insurance', name: 'id-card-captions-below', part: 'dev', build: insuranceIdCardCaptionsBelow },
  { kind: 'service', name: 'spanish-invoice', part: 'dev', build: serviceSpanishInvoice },
  { kind: 'oil', name: 'french-ticket', part: 'dev', build: oilFrenchTicket },
  { kind: 'registration', name: 'renewal-notice', part: 'dev', build: registrationRenewalNotice },
  { kind: 'service', name: 'dealer-two-column-header', part: 'dev', build: serviceDealerTwoColumnHeader },
];
