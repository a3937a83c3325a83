/**
 * Development layouts of documents from anywhere (issue 22): the families of the held-back world layouts (European
 * registrations, insurance papers and invoices in their languages, several vehicles on a page, renewals, two-page
 * documents, thermal receipts), in other arrangements and wordings. The parser is developed against these.
 */
import { addDays, addMonths, iso, makeDay, makePerson, money, round2, withTrim, writeDate, type Day } from '../data';
import { blank, boxedFields, insurerName, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import { COLOUR_WORDS, dateIn, euDevVehicle, kmIn, makeEuPerson, moneyIn, naDevVehicle, phoneOf, plateOf, streetLine, townLine } from '../world-data';

function us(c: Ctx, day: Day): string {
  const styles = ['us', 'long', 'us-short', 'iso', 'upper'] as const;
  return writeDate(day, styles[c.n % styles.length]);
}

/** A German registration certificate read as a list: each code with its German caption and value on one line. */
function germanCertificateList(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const first = makeDay(r, v.year, v.year);
  const current = makeDay(r, Math.max(v.year, 2021), 2025);
  const colour = COLOUR_WORDS.de[v.color];
  const rows: Row[] = [
    title('Zulassungsbescheinigung Teil I', 14), row(['Europäische Gemeinschaft - Bundesrepublik Deutschland', 0]), blank(),
    // The values stand clear of the longest code ("C.1.1"), which at 0.06 ran into them (a fault of the first version).
    pair('A', plate, 0, 0.1), pair('B', dateIn('de', first, true), 0, 0.1),
    pair('C.1.1', p.family, 0, 0.1), pair('C.1.2', p.given, 0, 0.1), pair('C.1.3', `${streetLine(p, 'de')} ${townLine(p, 'de')}`, 0, 0.1),
    pair('D.1', v.make.toUpperCase(), 0, 0.1), pair('D.3', v.model.toUpperCase(), 0, 0.1), pair('E', v.vin, 0, 0.1),
    pair('I', dateIn('de', current, true), 0, 0.1), pair('R', colour.toUpperCase(), 0, 0.1), blank(),
    row(['Amtliches Kennzeichen (A), Datum der Erstzulassung (B), Halter (C.1), Marke (D.1), Handelsbezeichnung (D.3), FIN (E)', 0], ),
  ];
  return {
    kind: 'registration', layout: 'wd-de-zb1-list', page: 'a4', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`, color: colour.toUpperCase(), expiryDate: null,
    },
  };
}

/** A French certificate with the codes and their French captions in boxes. */
function frenchCertificateBoxes(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title("Certificat d'immatriculation", 15), row(['République française', 0]), blank(),
    ...boxedFields([{ label: "A. Numéro d'immatriculation", value: plate, x: 0 }, { label: 'B. Date de première immatriculation', value: dateIn('fr', first, true), x: 0.5 }]),
    ...boxedFields([{ label: 'C.1 Nom, prénom', value: `${p.family.toUpperCase()} ${p.given}`, x: 0 }, { label: 'C.3 Adresse', value: `${streetLine(p, 'fr')} ${townLine(p, 'fr')}`, x: 0.45 }]),
    ...boxedFields([{ label: 'D.1 Marque', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Dénomination commerciale', value: v.model.toUpperCase(), x: 0.35 }]),
    ...boxedFields([{ label: "E. Numéro d'identification du véhicule", value: v.vin, x: 0 }, { label: 'R. Couleur', value: COLOUR_WORDS.fr[v.color].toUpperCase(), x: 0.6 }]),
  ];
  return {
    kind: 'registration', layout: 'wd-fr-certificate-boxes', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.family.toUpperCase()} ${p.given}`, expiryDate: null,
    },
  };
}

/** A Spanish permit as a two-column form, the holder in one line "APELLIDOS, NOMBRE". */
function spanishPermitColumns(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'es');
  const plate = plateOf(r, 'es');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Permiso de circulación', 15), row(['Ministerio del Interior - DGT', 0]), blank(),
    row(['Matrícula', 0], [plate, 0.2], ['Fecha de matriculación', 0.5], [dateIn('es', first, true), 0.8]),
    row(['Marca', 0], [v.make.toUpperCase(), 0.2], ['Modelo', 0.5], [v.model.toUpperCase(), 0.8]),
    row(['Bastidor', 0], [v.vin, 0.2]),
    row(['Titular', 0], [`${p.family.toUpperCase()}, ${p.given.toUpperCase()}`, 0.2]),
    row(['Domicilio', 0], [`${streetLine(p, 'es')}, ${townLine(p, 'es')}`, 0.2]), blank(),
    row(['Este permiso no tiene fecha de caducidad. Inspección técnica según calendario ITV.', 0]),
  ];
  return {
    kind: 'registration', layout: 'wd-es-permiso-columns', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), expiryDate: null,
    },
  };
}

/** An Italian carta di circolazione in labelled lines. */
function italianCartaLines(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Carta di circolazione', 15), row(['Repubblica Italiana - Motorizzazione', 0]), blank(),
    pair('(A) Targa', plate, 0, 0.4), pair('(B) Data di prima immatricolazione', dateIn('it', first, true), 0, 0.4),
    pair('(C.2.1) Cognome', p.family.toUpperCase(), 0, 0.4), pair('(C.2.2) Nome', p.given.toUpperCase(), 0, 0.4),
    pair('(C.2.3) Indirizzo', `${streetLine(p, 'it')}, ${townLine(p, 'it')}`, 0, 0.4),
    pair('(D.1) Marca', v.make.toUpperCase(), 0, 0.4), pair('(D.3) Denominazione commerciale', v.model.toUpperCase(), 0, 0.4),
    pair('(E) Numero di identificazione', v.vin, 0, 0.4), pair('(R) Colore', COLOUR_WORDS.it[v.color].toUpperCase(), 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wd-it-carta-lines', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), color: COLOUR_WORDS.it[v.color].toUpperCase(), expiryDate: null,
    },
  };
}

/** A Dutch registration part with the holder, Dutch captions without codes. */
function dutchRegistration(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'nl');
  const plate = plateOf(r, 'nl');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Kentekenbewijs - Tenaamstellingsbewijs', 14), row(['RDW', 0]), blank(),
    pair('Kenteken', plate, 0, 0.35), pair('Merk', v.make.toUpperCase(), 0, 0.35), pair('Handelsbenaming', v.model.toUpperCase(), 0, 0.35),
    pair('Voertuigidentificatienummer', v.vin, 0, 0.35), pair('Datum eerste toelating', dateIn('nl', first, true), 0, 0.35),
    pair('Naam', `${p.given} ${p.family}`, 0, 0.35), pair('Adres', `${streetLine(p, 'nl')}, ${townLine(p, 'nl')}`, 0, 0.35),
  ];
  return {
    kind: 'registration', layout: 'wd-nl-registration', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`, expiryDate: null,
    },
  };
}

/** A UK V5C read in its printed order: codes before English captions, keeper's address block. */
function ukV5c(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('V5C Vehicle Registration Certificate', 14), row(['DVLA, Swansea SA99 1BA', 0]), blank(),
    row(['Registered keeper', 0], ['A  Registration number', 0.5], [plate, 0.8]),
    row([`${p.given} ${p.family}`, 0], ['B  Date of first registration', 0.5], [dateIn('uk', first, true), 0.8]),
    row([streetLine(p, 'uk'), 0], ['D.1  Make', 0.5], [v.make.toUpperCase(), 0.8]),
    row([townLine(p, 'uk'), 0], ['D.3  Model', 0.5], [v.model.toUpperCase(), 0.8]),
    row(['E  VIN/Chassis/Frame no.', 0.5], [v.vin, 0.7]), row(['R  Colour', 0.5], [v.color.toUpperCase(), 0.8]),
  ];
  return {
    kind: 'registration', layout: 'wd-uk-v5c', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`, color: v.color.toUpperCase(), expiryDate: null,
    },
  };
}

/** A German insurance card (Versicherungsbestätigung) with the yearly premium including Versicherungsteuer. */
function germanInsurance(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const insurer = r.pick(['HUK-Coburg', 'Allianz', 'AXA', 'Generali']);
  const policy = `KR-${r.int(1000, 9999)}-${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const net = round2(r.int(300, 800) + r.int(0, 99) / 100);
  const gross = round2(net * 1.19);
  const rows: Row[] = [
    title(insurer, 17), title('Beitragsrechnung Kfz-Versicherung', 13), blank(),
    pair('Versicherungsnehmer', `${p.given} ${p.family}`, 0, 0.33), pair('Versicherungsschein-Nr.', policy, 0, 0.33),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.33), pair('Kennzeichen', plate, 0, 0.33), pair('Fahrgestellnummer', v.vin, 0, 0.33),
    pair('Versicherungszeitraum', `${dateIn('de', start, true)} bis ${dateIn('de', end, true)}`, 0, 0.33), blank(),
    pair('Beitrag netto', `${moneyIn(net, 'de')} EUR`, 0.3, 0.7), pair('Versicherungsteuer 19 %', `${moneyIn(round2(gross - net), 'de')} EUR`, 0.3, 0.7),
    pair('Jahresbeitrag inkl. Versicherungsteuer', `${moneyIn(gross, 'de')} EUR`, 0.3, 0.7),
  ];
  return {
    kind: 'insurance', layout: 'wd-de-insurance', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

/** A French avis d'échéance: the letter's date first, the new period and the premium TTC with its taxes. */
function frenchAvisEcheance(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const insurer = r.pick(['MAAF', 'AXA', 'Groupama', 'Allianz']);
  const contract = `${r.int(100000, 999999)}${r.pick(['A', 'B', 'M'])}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const letter = addDays(start, -r.int(20, 45));
  const ttc = round2(r.int(350, 900) + r.int(0, 99) / 100);
  const taxes = round2(ttc * 0.22);
  const rows: Row[] = [
    title(insurer, 18), row([`${p.town}, le ${dateIn('fr', letter, false)}`, 0.55]), blank(),
    row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'fr'), 0]), row([townLine(p, 'fr'), 0]), blank(), title("Avis d'échéance", 13),
    pair('Contrat n°', contract, 0, 0.3), pair('Véhicule', `${v.make} ${v.model} - ${plate}`, 0, 0.3), pair('N° de série', v.vin, 0, 0.3),
    pair('Échéance principale', dateIn('fr', start, true), 0, 0.3), pair('Période', `du ${dateIn('fr', start, true)} au ${dateIn('fr', end, true)}`, 0, 0.3), blank(),
    pair('Cotisation TTC', `${moneyIn(ttc, 'fr')} €`, 0.3, 0.7), pair('dont taxes', `${moneyIn(taxes, 'fr')} €`, 0.3, 0.7),
  ];
  return {
    kind: 'insurance', layout: 'wd-fr-avis-echeance', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: contract, effectiveDate: iso(start), expirationDate: iso(end), premium: ttc,
    },
  };
}

/** A Spanish workshop invoice with IVA and dot thousands. */
function spanishInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const p = makeEuPerson(r, 'es');
  const taller = r.pick(['Taller Mecánico Hermanos Ruiz', 'Talleres Sánchez', 'Autoreparaciones El Puente']);
  const plate = plateOf(r, 'es');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 190000);
  const items: [string, number][] = r.pick([
    [['Cambio de aceite y filtro', 98.5], ['Sustitución pastillas de freno delanteras', 142.0], ['Sustitución correa de distribución', 980.0]],
    [['Revisión oficial', 219.0], ['Sustitución neumáticos (2)', 236.8]],
  ]);
  const base = round2(items.reduce((n, [, x]) => n + x, 0));
  const iva = round2(base * 0.21);
  const total = round2(base + iva);
  const rows: Row[] = [
    title(taller, 16), row([`CIF B${r.int(10000000, 99999999)}  -  ${phoneOf(r, 'es')}`, 0]), blank(), title('FACTURA', 13),
    pair('Nº factura', `F-${day.y}/${r.int(100, 999)}`, 0, 0.28), pair('Fecha', dateIn('es', day, true), 0, 0.28),
    pair('Cliente', `${p.given} ${p.family}`, 0, 0.28), pair('Vehículo', `${v.make} ${v.model}`, 0, 0.28), pair('Matrícula', plate, 0, 0.28),
    pair('Bastidor', v.vin, 0, 0.28), pair('Kilómetros', kmIn(odo, 'es'), 0, 0.28), blank(),
    ...table([['Concepto', 0], ['Importe', 0.78]], items.map(([name, x]) => [name, `${moneyIn(x, 'es')} €`])), blank(),
    pair('Base imponible', `${moneyIn(base, 'es')} €`, 0.45, 0.78), pair('IVA 21%', `${moneyIn(iva, 'es')} €`, 0.45, 0.78),
    pair('Total factura', `${moneyIn(total, 'es')} €`, 0.45, 0.78),
  ];
  return {
    kind: 'service', layout: 'wd-es-invoice', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: taller, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** A Dutch oil-change receipt (onderhoud at a quick-service chain), BTW included. */
function dutchOilReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 9);
  const shop = r.pick(['Kwik-Fit Utrecht', 'Profile Tyrecenter Zwolle', 'Euromaster Breda']);
  const plate = plateOf(r, 'nl');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 200000);
  const oil = round2(r.int(49, 79) + 0.95);
  const filter = 14.95;
  const total = round2(oil + filter);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'nl'), 0]), blank(), row(['KASSABON', 0]), row([`Datum ${dateIn('nl', day, true)}`, 0]),
    row([`Kenteken ${plate}`, 0]), row([`${v.make} ${v.model}`, 0]), row([`Km-stand ${kmIn(odo, 'nl')}`, 0]), blank(),
    row(['Olie verversen 5W-30', 0], [moneyIn(oil, 'nl'), 0.72]), row(['Oliefilter', 0], [moneyIn(filter, 'nl'), 0.72]), blank(),
    row(['Totaal', 0], [`€ ${moneyIn(total, 'nl')}`, 0.72]), row([`waarvan BTW 21%  ${moneyIn(round2(total - total / 1.21), 'nl')}`, 0]), blank(),
    row([`Volgende beurt bij ${kmIn(odo + 15000, 'nl')} km`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd-nl-oil-receipt', page: 'receipt', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: odo + 15000,
    },
  };
}

/** An Italian tagliando invoice, IVA 22%. */
function italianInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 10);
  const officina = r.pick(['Autofficina Bianchi', 'Officina Meccanica F.lli Rossi', 'Car Service Verona']);
  const plate = plateOf(r, 'it');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(10000, 180000);
  const items: [string, number][] = r.pick([[['Tagliando completo', 249.0], ['Sostituzione olio motore', 72.0], ['Filtro aria', 28.5]], [['Sostituzione pastiglie freni', 138.0], ['Sostituzione dischi freno', 212.0]]]);
  const imponibile = round2(items.reduce((n, [, x]) => n + x, 0));
  const iva = round2(imponibile * 0.22);
  const total = round2(imponibile + iva);
  const rows: Row[] = [
    title(officina, 16), row([`P.IVA ${r.int(10000000000, 99999999999)}  -  ${phoneOf(r, 'it')}`, 0]), blank(), title('FATTURA', 13),
    pair('Numero', `${r.int(1, 400)}/${day.y}`, 0, 0.25), pair('Data', dateIn('it', day, true), 0, 0.25), pair('Targa', plate, 0, 0.25),
    pair('Veicolo', `${v.make} ${v.model}`, 0, 0.25), pair('Telaio', v.vin, 0, 0.25), pair('Km', kmIn(odo, 'it'), 0, 0.25), blank(),
    ...table([['Descrizione', 0], ['Importo', 0.78]], items.map(([name, x]) => [name, `€ ${moneyIn(x, 'it')}`])), blank(),
    pair('Imponibile', `€ ${moneyIn(imponibile, 'it')}`, 0.45, 0.78), pair('IVA 22%', `€ ${moneyIn(iva, 'it')}`, 0.45, 0.78),
    pair('Totale documento', `€ ${moneyIn(total, 'it')}`, 0.45, 0.78),
  ];
  return {
    kind: 'service', layout: 'wd-it-invoice', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: officina, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** A UK garage invoice in pounds with a VAT line and the mileage in miles. */
function ukInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 11);
  const p = makeEuPerson(r, 'uk');
  const garage = r.pick(['Northfield Motors Ltd', 'Hilltop Garage', 'Canal Street Autos']);
  const plate = plateOf(r, 'uk');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(9000, 120000);
  const items: [string, number][] = r.pick([[['Full service', 219.0], ['Front brake pads', 96.0]], [['Interim service', 139.0], ['MOT test', 54.85], ['Wiper blades', 22.0]]]);
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(net * 0.2);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(garage, 16), row([`${streetLine(makeEuPerson(r, 'uk'), 'uk')}, ${townLine(p, 'uk')}  Tel ${phoneOf(r, 'uk')}`, 0]), blank(),
    pair('Invoice date', dateIn('uk', day, true), 0, 0.25), pair('Customer', `${p.given} ${p.family}`, 0, 0.25), pair('Registration', plate, 0, 0.25),
    pair('Vehicle', `${v.make} ${v.model}`, 0, 0.25), pair('Chassis no', v.vin, 0, 0.25), pair('Mileage', kmIn(odo, 'uk'), 0, 0.25), blank(),
    ...items.map(([name, x]) => pair(name, `£${money(x)}`, 0, 0.7)), blank(),
    pair('Sub total', `£${money(net)}`, 0.45, 0.7), pair('VAT 20%', `£${money(vat)}`, 0.45, 0.7), pair('Total', `£${money(total)}`, 0.45, 0.7),
  ];
  return {
    kind: 'service', layout: 'wd-uk-invoice', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: garage.replace(/ Ltd$/, ''), serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** A US declarations page listing two vehicles in blocks, "Vehicle 1" and "Vehicle 2", and the total premium. */
function multiVehicleBlocks(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naDevVehicle(r, c.n), naDevVehicle(r, c.n + 2)];
  const insured = makePerson(r);
  const brand = r.pick(['GEICO', 'Progressive', 'USAA', 'Liberty Mutual']);
  const policy = `${r.int(1000, 9999)}-${r.int(10, 99)}-${r.int(10, 99)}-${r.int(10, 99)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const prem = cars.map(() => round2(r.int(300, 700) + r.int(0, 99) / 100));
  const total = round2(prem[0] + prem[1]);
  const block = (v: (typeof cars)[number], i: number): Row[] => [
    row([`Vehicle ${i + 1}`, 0]), pair('Year/Make/Model', `${v.year} ${v.make} ${v.model}`, 0.04, 0.35), pair('VIN', v.vin, 0.04, 0.35),
    pair('Vehicle premium', `$${money(prem[i])}`, 0.04, 0.35), blank(),
  ];
  const rows: Row[] = [
    title(brand, 17), title('Declarations Page', 13), pair('Policy number', policy, 0, 0.35), pair('Named insured', insured.name, 0, 0.35),
    pair('Policy period', `${us(c, start)} - ${us(c, end)}`, 0, 0.35), blank(), ...block(cars[0], 0), ...block(cars[1], 1),
    pair('Total 6-month policy premium', `$${money(total)}`, 0, 0.5),
  ];
  return {
    kind: 'insurance', layout: 'wd-us-multi-blocks', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: cars[0].vin, make: cars[0].make, model: cars[0].model, year: cars[0].year,
      ownerName: insured.name, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
      additionalVins: [cars[1].vin],
    },
  };
}

/** A US ID card naming the vehicle on "this card" and listing the policy's other vehicles below. */
function thisCardVehicle(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naDevVehicle(r, c.n + 1), naDevVehicle(r, c.n + 3), naDevVehicle(r, c.n + 4)];
  const insured = makePerson(r);
  const brand = r.pick(['State Farm', 'Allstate', 'Nationwide']);
  const policy = `${r.int(100, 999)} ${r.int(1000, 9999)}-${r.int(10, 99)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const rows: Row[] = [
    title(`${brand} Insurance Identification Card`, 13), pair('Policy number', policy, 0, 0.3), pair('Insured', insured.name, 0, 0.3),
    pair('Effective', us(c, start), 0, 0.3), pair('Expires', us(c, end), 0, 0.3), blank(),
    row(['Other vehicles on this policy:', 0]), ...cars.slice(0, 2).map((v) => row([`${v.year} ${v.make} ${v.model}  VIN ${v.vin}`, 0.04])), blank(),
    row(['This card is for:', 0]), row([`${cars[2].year} ${cars[2].make} ${cars[2].model}`, 0.04]), row([`VIN ${cars[2].vin}`, 0.04]),
  ];
  return {
    kind: 'insurance', layout: 'wd-us-this-card', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: cars[2].vin, make: cars[2].make, model: cars[2].model, year: cars[2].year,
      ownerName: insured.name, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
      additionalVins: [cars[0].vin, cars[1].vin],
    },
  };
}

/** A US renewal offer printing the current term and premium and the renewal term and premium. */
function usRenewalOffer(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 5);
  const insured = makePerson(r);
  const brand = r.pick(['Safeco', 'Travelers', 'Erie Insurance']);
  const policy = `${r.pick(['Y', 'Z'])}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const current = round2(r.int(700, 1600) + r.int(0, 99) / 100);
  const renewal = round2(current + r.int(20, 200) + 0.25);
  const rows: Row[] = [
    title(brand, 17), title('Renewal Offer', 13), row([insured.name, 0]), row([insured.street, 0]), row([insured.cityLine, 0]), blank(),
    pair('Policy number', policy, 0, 0.35), pair('Vehicle', `${v.year} ${v.make} ${withTrim(v)}`, 0, 0.35), pair('VIN', v.vin, 0, 0.35), blank(),
    pair('Current policy term', `${us(c, addMonths(start, -12))} to ${us(c, start)}`, 0, 0.35), pair('Current term premium', `$${money(current)}`, 0, 0.35),
    pair('Renewal policy term', `${us(c, start)} to ${us(c, end)}`, 0, 0.35), pair('Renewal term premium', `$${money(renewal)}`, 0, 0.35), blank(),
    ...wrap('Your renewal premium includes all state taxes and fees. Pay by the renewal date to keep your coverage.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd-us-renewal-offer', page: 'letter', font: 'serif', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, make: v.make, model: withTrim(v), year: v.year, ownerName: insured.name,
      insuranceProvider: insurerName(brand), policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: renewal,
    },
  };
}

/** A two-page US declarations: the coverage schedule on page 1, the vehicle and the premium summary on page 2. */
function twoPageDeclarations(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 2);
  const insured = makePerson(r);
  const brand = r.pick(['Progressive', 'Farmers', 'Mercury Insurance']);
  const policy = `${r.int(900000000, 999999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const parts = [round2(r.int(150, 300) + 0.4), round2(r.int(80, 200) + 0.6), round2(r.int(200, 400) + 0.1)];
  const fees = 12.0;
  const total = round2(parts.reduce((a, b) => a + b, 0) + fees);
  const rows: Row[] = [
    title(brand, 17), title('Auto Insurance Coverage Summary', 13), pair('Policy number', policy, 0, 0.3), pair('Named insured', insured.name, 0, 0.3),
    pair('Policy period', `${us(c, start)} through ${us(c, end)}`, 0, 0.3), blank(),
    ...table([['Coverage', 0], ['Limits', 0.45]], [['Bodily injury', '$100,000/$300,000'], ['Property damage', '$100,000'], ['Collision', '$500 deductible']]),
    blank(), row(['Page 1 of 2', 0.8]),
    pageBreak(),
    row([`Policy ${policy}`, 0], ['Page 2 of 2', 0.8]), blank(),
    pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3), blank(),
    ...table([['Premium', 0], ['Amount', 0.7]], [['Liability', money(parts[0])], ['Medical payments', money(parts[1])], ['Physical damage', money(parts[2])], ['Policy fees', money(fees)]]),
    pair('Total policy premium', `$${money(total)}`, 0, 0.7),
  ];
  return {
    kind: 'insurance', layout: 'wd-us-declarations-2p', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: insured.name,
      insuranceProvider: insurerName(brand), policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** A two-page repair order: jobs on page 1, the vehicle, odometer and total on page 2. */
function twoPageRepairOrder(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 4);
  const shop = r.pick(['Midtown Auto Repair', 'Eastside Car Care', 'Precision Auto Works']);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 150000);
  const jobs: [string, number][] = [['Replace water pump', 412.0], ['Replace thermostat', 138.5], ['Coolant flush', 119.99], ['Replace serpentine belt', 96.0]];
  const sub = round2(jobs.reduce((n, [, x]) => n + x, 0));
  const tax = round2(sub * 0.06);
  const total = round2(sub + tax);
  const rows: Row[] = [
    title(shop, 16), row([`Repair order ${r.int(10000, 99999)}`, 0], [`Date ${us(c, day)}`, 0.6]), blank(),
    ...table([['Job', 0], ['Amount', 0.8]], jobs.map(([name, x]) => [name, money(x)])), blank(), row(['(continued)', 0]),
    pageBreak(),
    row([`${shop} - page 2`, 0]), blank(), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.25), pair('VIN', v.vin, 0, 0.25),
    pair('Mileage', money(odo).replace('.00', ''), 0, 0.25), blank(),
    pair('Subtotal', money(sub), 0.5, 0.8), pair('Tax', money(tax), 0.5, 0.8), pair('Total due', `$${money(total)}`, 0.5, 0.8),
  ];
  return {
    kind: 'service', layout: 'wd-us-repair-order-2p', page: 'letter', font: 'mono', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: jobs.map(([name]) => name),
    },
  };
}

/** A thermal express-lube receipt with a sticker-style next service line. */
function thermalExpressLube(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 3);
  const shop = r.pick(['Jiffy Lube #1460', 'Quick Lane #812', 'Express Oil Change #77']);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 120000);
  const next = odo + 5000;
  const nextDay = addMonths(day, 6);
  const oil = round2(r.int(69, 99) + 0.99);
  const tax = round2(oil * 0.065);
  const total = round2(oil + tax);
  const rows: Row[] = [
    title(shop.toUpperCase(), 10), blank(), row([`DATE ${us(c, day)}`, 0]), row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]),
    row([`ODOMETER ${money(odo).replace('.00', '')}`, 0]), blank(), row(['SIGNATURE SERVICE OIL CHANGE', 0], [money(oil), 0.75]),
    row(['TAX', 0], [money(tax), 0.75]), row(['TOTAL', 0], [money(total), 0.75]), blank(),
    row([`NEXT SERVICE: ${money(next).replace('.00', '')} MI / ${us(c, nextDay)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd-us-thermal-express', page: 'receipt', font: 'mono', rows, region: 'us', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', make: v.make, model: v.model.toUpperCase(), year: v.year,
      serviceProvider: shop.replace(/\s*#\d+$/, ''), serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceDate: iso(nextDay), nextServiceMileage: next,
    },
  };
}

/** A Canadian invoice in km and dollars, month-first dates. */
function canadianInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 1);
  const shop = r.pick(['Maple Leaf Auto Centre', 'Prairie Tire & Service', 'Harbourside Motors']);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 220000);
  const items: [string, number][] = [['Oil and filter change', 89.95], ['Tire rotation', 39.95], ['Replace cabin filter', 54.0]];
  const sub = round2(items.reduce((n, [, x]) => n + x, 0));
  const hst = round2(sub * 0.13);
  const total = round2(sub + hst);
  const rows: Row[] = [
    title(shop, 16), row([`${r.int(10, 999)} Dundas St W, London, ON N6B 1T6  ${phoneOf(r, 'ca')}`, 0]), blank(),
    pair('Invoice date', writeDate(day, 'us'), 0, 0.25), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.25), pair('VIN', v.vin, 0, 0.25),
    pair('Odometer', `${kmIn(odo, 'ca')} km`, 0, 0.25), blank(), ...items.map(([name, x]) => pair(name, money(x), 0, 0.75)), blank(),
    pair('Subtotal', money(sub), 0.4, 0.75), pair('HST 13%', money(hst), 0.4, 0.75), pair('Total', `$${money(total)}`, 0.4, 0.75),
  ];
  return {
    kind: 'service', layout: 'wd-ca-invoice', page: 'letter', font: 'sans', rows, region: 'ca',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, make: v.make, model: v.model, year: v.year,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

export const WORLD_DEV_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wd-de-zb1-list', part: 'dev', build: germanCertificateList },
  { kind: 'registration', name: 'wd-fr-certificate-boxes', part: 'dev', build: frenchCertificateBoxes },
  { kind: 'registration', name: 'wd-es-permiso-columns', part: 'dev', build: spanishPermitColumns },
  { kind: 'registration', name: 'wd-it-carta-lines', part: 'dev', build: italianCartaLines },
  { kind: 'registration', name: 'wd-nl-registration', part: 'dev', build: dutchRegistration },
  { kind: 'registration', name: 'wd-uk-v5c', part: 'dev', build: ukV5c },
  { kind: 'insurance', name: 'wd-de-insurance', part: 'dev', build: germanInsurance },
  { kind: 'insurance', name: 'wd-fr-avis-echeance', part: 'dev', build: frenchAvisEcheance },
  { kind: 'insurance', name: 'wd-us-multi-blocks', part: 'dev', build: multiVehicleBlocks },
  { kind: 'insurance', name: 'wd-us-this-card', part: 'dev', build: thisCardVehicle },
  { kind: 'insurance', name: 'wd-us-renewal-offer', part: 'dev', build: usRenewalOffer },
  { kind: 'insurance', name: 'wd-us-declarations-2p', part: 'dev', build: twoPageDeclarations },
  { kind: 'service', name: 'wd-es-invoice', part: 'dev', build: spanishInvoice },
  { kind: 'service', name: 'wd-it-invoice', part: 'dev', build: italianInvoice },
  { kind: 'service', name: 'wd-uk-invoice', part: 'dev', build: ukInvoice },
  { kind: 'service', name: 'wd-us-repair-order-2p', part: 'dev', build: twoPageRepairOrder },
  { kind: 'service', name: 'wd-ca-invoice', part: 'dev', build: canadianInvoice },
  { kind: 'oil', name: 'wd-nl-oil-receipt', part: 'dev', build: dutchOilReceipt },
  { kind: 'oil', name: 'wd-us-thermal-express', part: 'dev', build: thermalExpressLube },
];
