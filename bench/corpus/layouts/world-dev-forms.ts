/**
 * Development layouts of the fifth round (issue 22), written for the weaknesses the second held-back set showed in
 * general (owner names, plates and models in box forms, document kind, EU box codes on scans), in other arrangements
 * and wordings than any held-back set: certificates whose every box carries a code and a caption in the country's
 * language (the owner's name and plate boxed, the model in a cell of its own), a US card as a grid of boxes, receipts
 * and invoices that say which they are only by their work, a renewal and a certificate on two pages.
 */
import { addDays, addMonths, iso, makeDay, makePerson, makePlate, round2, type Day } from '../data';
import { blank, boxedFields, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import { COLOUR_WORDS, dateIn, euDevVehicle, kmIn, makeEuPerson, moneyIn, naDevVehicle, phoneOf, plateOf, streetLine, townLine } from '../world-data';

const us = (day: Day) => `${String(day.m).padStart(2, '0')}/${String(day.d).padStart(2, '0')}/${day.y}`;

/** A German Zulassungsbescheinigung Teil I as a grid of boxes: each box its code, a German caption and the value. */
function germanCertificateGrid(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const first = makeDay(r, v.year, v.year);
  const current = makeDay(r, Math.max(v.year, 2021), 2026);
  const rows: Row[] = [
    title('Zulassungsbescheinigung Teil I', 14), row(['Bundesrepublik Deutschland', 0], [`Nr. ${r.pick(['AB', 'CD', 'EF'])}${r.int(1000000, 9999999)}`, 0.6]), blank(),
    ...boxedFields([{ label: 'A  Amtliches Kennzeichen', value: plate, x: 0 }, { label: 'B  Datum der Erstzulassung', value: dateIn('de', first, true), x: 0.5 }]),
    ...boxedFields([{ label: 'C.1.1  Name oder Firmenname', value: p.family, x: 0 }, { label: 'C.1.2  Vorname(n)', value: p.given, x: 0.5 }]),
    ...boxedFields([{ label: 'C.1.3  Anschrift', value: `${streetLine(p, 'de')}, ${townLine(p, 'de')}`, x: 0 }]),
    ...boxedFields([{ label: 'D.1  Marke', value: v.make.toUpperCase(), x: 0 }, { label: 'D.2  Typ', value: v.vin.slice(3, 8), x: 0.35 }, { label: 'D.3  Handelsbezeichnung', value: v.model.toUpperCase(), x: 0.65 }]),
    ...boxedFields([{ label: 'E  Fahrzeug-Identifizierungsnummer', value: v.vin, x: 0 }, { label: 'I  Datum dieser Zulassung', value: dateIn('de', current, true), x: 0.6 }]),
    ...boxedFields([{ label: 'P.3  Kraftstoff', value: r.pick(['Benzin', 'Diesel']), x: 0 }, { label: 'R  Farbe', value: COLOUR_WORDS.de[v.color], x: 0.35 }, { label: 'S.1  Sitzplätze', value: '5', x: 0.65 }]),
  ];
  return {
    kind: 'registration', layout: 'wd5-de-zb1-grid', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`, expiryDate: null,
    },
  };
}

/** A French certificate whose boxes print the code with a French caption below the value. */
function frenchCertificateCaptionsBelow(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const first = makeDay(r, v.year, v.year);
  const holder = `${p.family.toUpperCase()} ${p.given.toUpperCase()}`;
  const rows: Row[] = [
    title("CERTIFICAT D'IMMATRICULATION", 14), row(['République française', 0]), blank(),
    ...boxedFields([{ label: "(A) N° d'immatriculation", value: plate, x: 0 }, { label: '(B) Date de 1re immatriculation', value: dateIn('fr', first, true), x: 0.5 }], 'below'),
    ...boxedFields([{ label: '(C.1) Nom, prénom du titulaire', value: holder, x: 0 }], 'below'),
    ...boxedFields([{ label: '(D.1) Marque', value: v.make.toUpperCase(), x: 0 }, { label: '(D.3) Dénomination commerciale', value: v.model.toUpperCase(), x: 0.5 }], 'below'),
    ...boxedFields([{ label: "(E) N° d'identification du véhicule", value: v.vin, x: 0 }, { label: '(J.1) Genre', value: 'VP', x: 0.65 }], 'below'),
    ...boxedFields([{ label: '(P.3) Énergie', value: r.pick(['ES', 'GO', 'EE']), x: 0 }, { label: '(S.1) Places assises', value: '5', x: 0.35 }, { label: '(I) Date du certificat', value: dateIn('fr', addDays(first, r.int(30, 900)), true), x: 0.65 }], 'below'),
  ];
  return {
    kind: 'registration', layout: 'wd5-fr-ci-captions-below', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: holder, expiryDate: null,
    },
  };
}

/**
 * A Spanish permiso de circulación in boxes with Spanish captions and codes; the holder printed surnames first
 * ("ROMERO DÍAZ, MARTA"), read as a person signs.
 */
function spanishPermitBoxes(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'es');
  const plate = plateOf(r, 'es');
  const first = makeDay(r, v.year, v.year);
  const holder = `${p.family.toUpperCase()}, ${p.given.toUpperCase()}`;
  const rows: Row[] = [
    title('PERMISO DE CIRCULACIÓN', 14), row(['Dirección General de Tráfico', 0]), blank(),
    ...boxedFields([{ label: 'A. Matrícula', value: plate, x: 0 }, { label: 'B. Fecha de primera matriculación', value: dateIn('es', first, true), x: 0.4 }]),
    ...boxedFields([{ label: 'C.1 Titular (apellidos y nombre)', value: holder, x: 0 }, { label: 'DNI/NIE', value: `${r.int(10000000, 99999999)}${r.pick([...'ABCDEFGHJK'])}`, x: 0.65 }]),
    ...boxedFields([{ label: 'C.1.3 Domicilio', value: `${streetLine(p, 'es')}, ${townLine(p, 'es')}`, x: 0 }]),
    ...boxedFields([{ label: 'D.1 Marca', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Modelo', value: v.model.toUpperCase(), x: 0.35 }, { label: 'J Categoría', value: 'M1', x: 0.7 }]),
    ...boxedFields([{ label: 'E. Número de bastidor', value: v.vin, x: 0 }, { label: 'P.1 Cilindrada', value: `${r.int(998, 1998)} cm3`, x: 0.65 }]),
    blank(), row([`Expedido en ${p.town} el ${dateIn('es', addDays(first, r.int(1, 20)), false)}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'wd5-es-permiso-boxes', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), expiryDate: null,
    },
  };
}

/** An Italian documento unico: code and Italian caption on one line in each box, the owner's surname and name apart. */
function italianDocumentoUnico(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const first = makeDay(r, v.year, v.year);
  const colour = COLOUR_WORDS.it[v.color].toUpperCase();
  const rows: Row[] = [
    title('DOCUMENTO UNICO DI CIRCOLAZIONE E DI PROPRIETÀ', 12), row(['Repubblica Italiana - Motorizzazione Civile', 0]), blank(),
    ...boxedFields([{ label: '(A) Targa', value: plate, x: 0 }, { label: '(B) Data di prima immatricolazione', value: dateIn('it', first, true), x: 0.4 }]),
    ...boxedFields([{ label: '(C.2.1) Cognome', value: p.family.toUpperCase(), x: 0 }, { label: '(C.2.2) Nome', value: p.given.toUpperCase(), x: 0.4 }, { label: '(C.2.3) Residenza', value: p.town.toUpperCase(), x: 0.7 }]),
    ...boxedFields([{ label: '(D.1) Marca', value: v.make.toUpperCase(), x: 0 }, { label: '(D.3) Denominazione commerciale', value: v.model.toUpperCase(), x: 0.4 }]),
    ...boxedFields([{ label: '(E) Numero di identificazione', value: v.vin, x: 0 }, { label: '(R) Colore', value: colour, x: 0.6 }]),
    ...boxedFields([{ label: '(P.3) Alimentazione', value: r.pick(['BENZINA', 'GASOLIO', 'IBRIDA']), x: 0 }, { label: '(S.1) Posti', value: '5', x: 0.4 }]),
  ];
  return {
    kind: 'registration', layout: 'wd5-it-documento-unico', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), color: colour, expiryDate: null,
    },
  };
}

/** A Dutch kentekenbewijs deel 1A: codes and Dutch captions in boxes, the holder named on the card. */
function dutchKentekenbewijsBoxes(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'nl');
  const plate = plateOf(r, 'nl');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Kentekenbewijs Deel IA', 14), row(['RDW', 0]), blank(),
    ...boxedFields([{ label: 'A. Kenteken', value: plate, x: 0 }, { label: 'B. Datum eerste toelating', value: dateIn('nl', first, true), x: 0.4 }]),
    ...boxedFields([{ label: 'C.1 Naam tenaamgestelde', value: `${p.given} ${p.family}`, x: 0 }, { label: 'I. Datum tenaamstelling', value: dateIn('nl', addDays(first, r.int(20, 700)), true), x: 0.6 }]),
    ...boxedFields([{ label: 'D.1 Merk', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Handelsbenaming', value: v.model.toUpperCase(), x: 0.4 }]),
    ...boxedFields([{ label: 'E. Voertuigidentificatienummer', value: v.vin, x: 0 }, { label: 'R. Kleur', value: COLOUR_WORDS.nl[v.color].toUpperCase(), x: 0.65 }]),
  ];
  return {
    kind: 'registration', layout: 'wd5-nl-kentekenbewijs-boxes', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`, expiryDate: null,
    },
  };
}

/** A UK V5C page drawn as boxes: English captions with their codes, the keeper's name in its own box. */
function ukV5cBoxes(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('V5C Registration Certificate', 14), row(['Driver and Vehicle Licensing Agency', 0]), blank(),
    ...boxedFields([{ label: 'Registration number (A)', value: plate, x: 0 }, { label: 'Date of first registration (B)', value: dateIn('uk', first, true), x: 0.5 }]),
    ...boxedFields([{ label: 'Registered keeper (C.1)', value: `${p.given.toUpperCase()} ${p.family.toUpperCase()}`, x: 0 }]),
    ...boxedFields([{ label: 'Make (D.1)', value: v.make.toUpperCase(), x: 0 }, { label: 'Model (D.3)', value: v.model.toUpperCase(), x: 0.5 }]),
    ...boxedFields([{ label: 'VIN/Chassis/Frame no. (E)', value: v.vin, x: 0 }, { label: 'Colour (R)', value: v.color.toUpperCase(), x: 0.6 }]),
    blank(), ...wrap('You must tell DVLA if you sell or transfer the vehicle. This certificate is not proof of ownership.', 90),
  ];
  return {
    kind: 'registration', layout: 'wd5-uk-v5c-boxes', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), color: v.color.toUpperCase(), expiryDate: null,
    },
  };
}

/** A US state registration card as a grid of boxes: plate, owner and model each in a box of their own. */
function usRegistrationGrid(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 1);
  const p = makePerson(r);
  const plate = makePlate(r);
  const expiry = makeDay(r, 2026, 2027);
  const rows: Row[] = [
    title('STATE OF OREGON - VEHICLE REGISTRATION CARD', 13), row(['Driver & Motor Vehicle Services', 0]), blank(),
    ...boxedFields([{ label: 'PLATE', value: plate, x: 0 }, { label: 'YEAR', value: String(v.year), x: 0.25 }, { label: 'MAKE', value: v.make.toUpperCase(), x: 0.4 }, { label: 'MODEL', value: v.model.toUpperCase(), x: 0.65 }]),
    ...boxedFields([{ label: 'VEHICLE ID NUMBER', value: v.vin, x: 0 }, { label: 'EXPIRES', value: us(expiry), x: 0.65 }]),
    ...boxedFields([{ label: 'REGISTERED OWNER', value: p.name.toUpperCase(), x: 0 }, { label: 'FEES PAID', value: `$${r.int(120, 260)}.00`, x: 0.65 }]),
    ...boxedFields([{ label: 'ADDRESS', value: `${p.street.toUpperCase()}, ${p.cityLine.toUpperCase()}`, x: 0 }]),
    blank(), ...wrap('Keep this card in your vehicle. Sign below.', 80),
  ];
  return {
    kind: 'registration', layout: 'wd5-us-registration-grid', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_card', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: p.name.toUpperCase(), expiryDate: iso(expiry),
    },
  };
}

/** A German workshop's till receipt: only an oil change, called "Beleg", with no word for receipt or invoice. */
function germanOilBeleg(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const shop = r.pick(['ATU Filiale Kassel', 'Pitstop Dortmund', 'Vergölst Bremen']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 190000);
  const oil = round2(r.int(39, 69) + 0.9);
  const filter = 12.9;
  const total = round2(oil + filter);
  const rows: Row[] = [
    title(shop, 11), row([phoneOf(r, 'de'), 0]), blank(), row([`Beleg ${r.int(1000, 9999)}`, 0]), row([`Datum: ${dateIn('de', day, true)}`, 0]),
    row([`Kennz.: ${plate}`, 0]), row([`Fzg.: ${v.make} ${v.model}`, 0]), row([`km-Stand: ${kmIn(odo, 'de')}`, 0]), blank(),
    row(['Motoröl 5W-30 4,5 l', 0], [moneyIn(oil, 'de'), 0.7]), row(['Ölfilter', 0], [moneyIn(filter, 'de'), 0.7]), blank(),
    row(['SUMME EUR', 0], [moneyIn(total, 'de'), 0.7]), row([`inkl. 19% MwSt ${moneyIn(round2(total - total / 1.19), 'de')}`, 0]), blank(),
    row([`Nächster Service: ${kmIn(odo + 15000, 'de')} km`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd5-de-oil-beleg', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: odo + 15000,
    },
  };
}

/** A French garage receipt for several repairs with an oil change among them: a service invoice by its work. */
function frenchRepairReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const garage = r.pick(['Garage du Centre', 'Auto Service Martin', 'Garage des Alpes']);
  const plate = plateOf(r, 'fr');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(30000, 180000);
  const items: [string, number][] = [
    ['Vidange huile moteur', round2(r.int(55, 85) + 0.5)],
    ['Remplacement plaquettes de frein avant', round2(r.int(110, 190) + 0.9)],
    ['Remplacement balais essuie-glace', round2(r.int(20, 35) + 0.5)],
  ];
  const ht = round2(items.reduce((n, [, x]) => n + x, 0));
  const tva = round2(ht * 0.2);
  const ttc = round2(ht + tva);
  const rows: Row[] = [
    title(garage, 15), row([`${r.int(2, 90)} route de ${r.pick(['Lyon', 'Paris', 'Grenoble'])}`, 0]), row([phoneOf(r, 'fr'), 0]), blank(),
    pair('Reçu n°', String(r.int(10000, 99999)), 0, 0.3), pair('Date', dateIn('fr', day, true), 0, 0.3), pair('Véhicule', `${v.make} ${v.model}`, 0, 0.3),
    pair('Immatriculation', plate, 0, 0.3), pair('VIN', v.vin, 0, 0.3), pair('Kilométrage', `${kmIn(odo, 'fr')} km`, 0, 0.3), blank(),
    ...table([['Désignation', 0], ['Montant HT', 0.75]], items.map(([name, x]) => [name, moneyIn(x, 'fr')])), blank(),
    pair('Total HT', `${moneyIn(ht, 'fr')} €`, 0.45, 0.75), pair('TVA 20 %', `${moneyIn(tva, 'fr')} €`, 0.45, 0.75), pair('Total TTC', `${moneyIn(ttc, 'fr')} €`, 0.45, 0.75),
  ];
  return {
    kind: 'service', layout: 'wd5-fr-repair-recu', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: garage, serviceDate: iso(day), mileage: odo, totalCost: ttc, services: items.map(([name]) => name),
    },
  };
}

/** A Dutch insurer's renewal on two pages: a letter first, the new term's schedule with the vehicle on page 2. */
function dutchRenewalTwoPages(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 9);
  const p = makeEuPerson(r, 'nl');
  const plate = plateOf(r, 'nl');
  const insurer = r.pick(['Centraal Beheer', 'Interpolis', 'FBTO']);
  const policy = `${r.int(100, 999)}-${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const yearly = round2(r.int(480, 1100) + r.int(0, 99) / 100);
  const old = round2(yearly - r.int(20, 90));
  const rows: Row[] = [
    title(insurer, 16), row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'nl'), 0]), row([townLine(p, 'nl'), 0]), blank(),
    row([`Datum: ${dateIn('nl', addDays(start, -30), true)}`, 0]), blank(), title('Verlenging van uw autoverzekering', 12),
    ...wrap(`Beste ${p.given} ${p.family}, uw autoverzekering wordt op ${dateIn('nl', start, false)} verlengd. Vorig jaar betaalde u ${moneyIn(old, 'nl')} euro. Op de volgende pagina ziet u uw nieuwe polisgegevens.`, 88),
    pageBreak(),
    title('Polisblad verlenging', 13), blank(),
    pair('Polisnummer', policy, 0, 0.4), pair('Kenteken', plate, 0, 0.4), pair('Merk en model', `${v.make} ${v.model}`, 0, 0.4), pair('Chassisnummer', v.vin, 0, 0.4),
    pair('Ingangsdatum', dateIn('nl', start, true), 0, 0.4), pair('Einddatum', dateIn('nl', end, true), 0, 0.4), blank(),
    pair('Dekking', r.pick(['WA + Volledig Casco', 'WA + Beperkt Casco']), 0, 0.4),
    pair('Jaarpremie incl. assurantiebelasting', `€ ${moneyIn(yearly, 'nl')}`, 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd5-nl-renewal-2p', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: yearly,
    },
  };
}

/** A Spanish certificate on two pages: the holder's page first, the vehicle's boxes on page 2. */
function spanishCertificateTwoPages(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n);
  const p = makeEuPerson(r, 'es');
  const plate = plateOf(r, 'es');
  const first = makeDay(r, v.year, v.year);
  const holder = `${p.given} ${p.family}`.toUpperCase();
  const rows: Row[] = [
    title('PERMISO DE CIRCULACIÓN', 14), row(['Jefatura Provincial de Tráfico', 0]), blank(),
    pair('Titular', holder, 0, 0.3), pair('Domicilio', `${streetLine(p, 'es')}, ${townLine(p, 'es')}`, 0, 0.3),
    pair('Fecha de expedición', dateIn('es', addDays(first, 3), true), 0, 0.3), blank(),
    ...wrap('Este documento acredita la autorización para circular. Continúa en la página siguiente.', 88),
    pageBreak(),
    title('Datos del vehículo', 12), blank(),
    ...boxedFields([{ label: 'A Matrícula', value: plate, x: 0 }, { label: 'B Fecha 1ª matriculación', value: dateIn('es', first, true), x: 0.5 }]),
    ...boxedFields([{ label: 'D.1 Marca', value: v.make.toUpperCase(), x: 0 }, { label: 'D.3 Modelo', value: v.model.toUpperCase(), x: 0.5 }]),
    ...boxedFields([{ label: 'E Bastidor', value: v.vin, x: 0 }]),
  ];
  return {
    kind: 'registration', layout: 'wd5-es-permiso-2p', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: holder, expiryDate: null,
    },
  };
}

export const WORLD_DEV_FORMS_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wd5-de-zb1-grid', part: 'dev', build: germanCertificateGrid },
  { kind: 'registration', name: 'wd5-fr-ci-captions-below', part: 'dev', build: frenchCertificateCaptionsBelow },
  { kind: 'registration', name: 'wd5-es-permiso-boxes', part: 'dev', build: spanishPermitBoxes },
  { kind: 'registration', name: 'wd5-it-documento-unico', part: 'dev', build: italianDocumentoUnico },
  { kind: 'registration', name: 'wd5-nl-kentekenbewijs-boxes', part: 'dev', build: dutchKentekenbewijsBoxes },
  { kind: 'registration', name: 'wd5-uk-v5c-boxes', part: 'dev', build: ukV5cBoxes },
  { kind: 'registration', name: 'wd5-us-registration-grid', part: 'dev', build: usRegistrationGrid },
  { kind: 'oil', name: 'wd5-de-oil-beleg', part: 'dev', build: germanOilBeleg },
  { kind: 'service', name: 'wd5-fr-repair-recu', part: 'dev', build: frenchRepairReceipt },
  { kind: 'insurance', name: 'wd5-nl-renewal-2p', part: 'dev', build: dutchRenewalTwoPages },
  { kind: 'registration', name: 'wd5-es-permiso-2p', part: 'dev', build: spanishCertificateTwoPages },
];
