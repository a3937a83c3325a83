/**
 * Held-back layouts of documents from anywhere (issue 22): European registration certificates, insurance papers,
 * invoices and receipts in their own languages, pages listing several vehicles, renewals printing two terms, two-page
 * documents and thermal receipts. Written before the parser learnt any of these, from the author's idea of the real
 * documents, with their own wordings, vehicles and issuers; never used to develop the parser. Their rendered files
 * and expected values live apart from the rest of the corpus (bench/corpus/world-held-back/).
 */
import { addDays, addMonths, iso, makeDay, makePerson, money, round2, withTrim, writeDate, type Day } from '../data';
import { blank, boxedFields, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import {
  COLOUR_WORDS, dateIn, euHeldBackVehicle, kmIn, makeEuPerson, moneyIn, naHeldBackVehicle, phoneOf, plateOf, streetLine, townLine,
} from '../world-data';

/** US dates in the styles US issuers print. */
function us(c: Ctx, day: Day): string {
  const styles = ['us', 'long', 'us-short', 'upper', 'mon-dash'] as const;
  return writeDate(day, styles[c.n % styles.length]);
}

/** A German registration certificate part I: harmonised codes in two columns of boxes, the holder split in C.1.1-C.1.3. */
function germanZb1(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const first = makeDay(r, v.year, v.year);
  const current = makeDay(r, Math.max(v.year, 2021), 2025);
  const colour = COLOUR_WORDS.de[v.color];
  const hu = addMonths(current, r.pick([12, 24]));
  const rows: Row[] = [
    title('Zulassungsbescheinigung Teil I', 14), row(['(Fahrzeugschein)', 0], ['Bundesrepublik Deutschland', 0.6]), blank(),
    ...boxedFields([
      { label: 'A  Amtliches Kennzeichen', value: plate, x: 0 },
      { label: 'B  Datum der Erstzulassung', value: dateIn('de', first, true), x: 0.36 },
      { label: 'I  Datum dieser Zulassung', value: dateIn('de', current, true), x: 0.7 },
    ]),
    ...boxedFields([
      { label: 'C.1.1  Name oder Firmenname', value: p.family.toUpperCase(), x: 0 },
      { label: 'C.1.2  Vorname(n)', value: p.given.toUpperCase(), x: 0.5 },
    ]),
    ...boxedFields([{ label: 'C.1.3  Anschrift', value: `${streetLine(p, 'de')}, ${townLine(p, 'de')}`.toUpperCase(), x: 0 }]),
    ...boxedFields([
      { label: 'D.1  Marke', value: v.make.toUpperCase(), x: 0 },
      { label: 'D.2  Typ / Variante / Version', value: `${r.pick(['8W', 'KL', 'GC', 'XZ'])}${r.int(1, 9)} / ${r.pick(['ABC', 'DEF', 'HNP'])}${r.int(10, 99)}`, x: 0.36 },
      { label: 'D.3  Handelsbezeichnung(en)', value: v.model.toUpperCase(), x: 0.7 },
    ]),
    ...boxedFields([
      { label: 'E  Fahrzeug-Identifizierungsnummer', value: v.vin, x: 0 },
      { label: 'R  Farbe des Fahrzeugs', value: colour.toUpperCase(), x: 0.5 },
      { label: 'P.3  Kraftstoffart', value: r.pick(['BENZIN', 'DIESEL', 'HYBR.BENZIN/E']), x: 0.75 },
    ]),
    blank(), row([`Nächste HU  ${String(hu.m).padStart(2, '0')}/${hu.y}`, 0], [`Zulassungsbehörde ${p.town}`, 0.5]),
    ...wrap('Diese Bescheinigung ist bei jeder Fahrt mitzuführen und zuständigen Personen auf Verlangen auszuhändigen.', 86),
  ];
  return {
    kind: 'registration', layout: 'whb-de-zb1', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), color: colour.toUpperCase(), expiryDate: null,
    },
  };
}

/** A French registration certificate: boxes that print only the harmonised code, never its meaning. */
function frenchCertificate(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const first = makeDay(r, v.year, v.year);
  const current = makeDay(r, Math.max(v.year, 2020), 2025);
  const holder = `${p.family.toUpperCase()} ${p.given.toUpperCase()}`;
  const rows: Row[] = [
    title("CERTIFICAT D'IMMATRICULATION", 14), row(['RÉPUBLIQUE FRANÇAISE', 0], [`N° de formule ${r.int(2019, 2025)}AB${r.int(10000, 99999)}`, 0.6]), blank(),
    pair('A', plate, 0, 0.08), pair('B', dateIn('fr', first, true), 0, 0.08),
    pair('C.1', holder, 0, 0.08), pair('C.3', `${streetLine(p, 'fr')} ${townLine(p, 'fr')}`.toUpperCase(), 0, 0.08),
    pair('C.4.1', 'EST LE PROPRIETAIRE DU VEHICULE', 0, 0.08),
    pair('D.1', v.make.toUpperCase(), 0, 0.08), pair('D.2', `${r.pick(['SB', 'SC', 'MU'])}${r.int(100, 999)}`, 0, 0.08),
    pair('D.2.1', `M10${r.pick(['CTP', 'RNO', 'FRD'])}VP${r.int(100, 999)}`, 0, 0.08),
    pair('D.3', v.model.toUpperCase(), 0, 0.08), pair('E', v.vin, 0, 0.08),
    pair('F.1', String(r.int(1500, 2200)), 0, 0.08), pair('I', dateIn('fr', current, true), 0, 0.08),
    pair('J.1', 'VP', 0, 0.08), pair('P.3', r.pick(['ES', 'GO', 'EH']), 0, 0.08), pair('P.6', String(r.int(4, 9)), 0, 0.08),
    pair('X.1', 'VOIR CONTROLE TECHNIQUE', 0, 0.08), blank(),
    row([`Y.1 ${moneyIn(r.int(200, 600), 'fr')}    Y.6 ${moneyIn(r.int(220, 640), 'fr')}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'whb-fr-certificate', page: 'a4', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: holder, expiryDate: null,
    },
  };
}

/** A Spanish circulation permit: labelled fields in Spanish, surnames before the given name. */
function spanishPermit(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'es');
  const plate = plateOf(r, 'es');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('PERMISO DE CIRCULACIÓN', 15), row(['Dirección General de Tráfico', 0], [`Jefatura Provincial de ${p.town}`, 0.55]), blank(),
    pair('(A) Matrícula', plate, 0, 0.4), pair('(B) Fecha de primera matriculación', dateIn('es', first, true), 0, 0.4),
    pair('(C.1.1) Apellidos o razón social', p.family.toUpperCase(), 0, 0.4), pair('(C.1.2) Nombre', p.given.toUpperCase(), 0, 0.4),
    pair('(C.1.3) Domicilio', `${streetLine(p, 'es')}, ${townLine(p, 'es')}`.toUpperCase(), 0, 0.4),
    pair('(D.1) Marca', v.make.toUpperCase(), 0, 0.4), pair('(D.3) Denominación comercial', v.model.toUpperCase(), 0, 0.4),
    pair('(E) Número de identificación del vehículo', v.vin, 0, 0.4),
    pair('Servicio', 'PARTICULAR', 0, 0.4), pair('(P.1) Cilindrada', `${r.int(999, 1998)} cc`, 0, 0.4), blank(),
    row([`Expedido en ${p.town} el ${dateIn('es', addDays(first, r.int(0, 6)), false)}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'whb-es-permiso', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), expiryDate: null,
    },
  };
}

/** An Italian carta di circolazione: the owner in C.2.1/C.2.2, a table of technical codes beside. */
function italianCarta(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 8);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('CARTA DI CIRCOLAZIONE', 15), row(['Ministero delle Infrastrutture e dei Trasporti', 0], ['Motorizzazione Civile', 0.65]), blank(),
    row(['A.', 0], [plate, 0.06], ['B.', 0.5], [dateIn('it', first, true), 0.56]),
    row(['C.2.1', 0], [p.family.toUpperCase(), 0.08], ['C.2.2', 0.5], [p.given.toUpperCase(), 0.58]),
    row(['C.2.3', 0], [`${streetLine(p, 'it')} ${townLine(p, 'it')}`.toUpperCase(), 0.08]),
    row(['D.1', 0], [v.make.toUpperCase(), 0.08], ['D.2', 0.5], [`${r.pick(['ZFA', 'TIPO'])} ${r.int(100, 999)}`, 0.58]),
    row(['D.3', 0], [v.model.toUpperCase(), 0.08]),
    row(['E.', 0], [v.vin, 0.08]), blank(),
    ...table([['Codice', 0], ['Descrizione', 0.2], ['Valore', 0.7]], [
      ['F.2', 'Massa massima', `${r.int(1500, 2100)} kg`], ['P.1', 'Cilindrata', `${r.int(999, 1995)} cm3`], ['P.3', 'Alimentazione', r.pick(['BENZINA', 'GASOLIO'])],
      ['S.1', 'Posti a sedere', '5'],
    ]), blank(),
    row([`Revisione: effettuare entro ${String(addMonths(first, 48).m).padStart(2, '0')}/${addMonths(first, 48).y}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'whb-it-carta', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), expiryDate: null,
    },
  };
}

/** A Dutch registration card (kentekencard) with its holder part: Dutch captions, dashed day-first dates. */
function dutchKenteken(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 10);
  const p = makeEuPerson(r, 'nl');
  const plate = plateOf(r, 'nl');
  const first = makeDay(r, v.year, v.year);
  const since = makeDay(r, Math.max(v.year, 2020), 2025);
  const rows: Row[] = [
    title('Kentekenbewijs', 16), row(['Rijksdienst voor het Wegverkeer (RDW)', 0]), blank(),
    pair('A. Kenteken', plate, 0, 0.42), pair('B. Datum eerste toelating', dateIn('nl', first, true), 0, 0.42),
    pair('I. Datum tenaamstelling', dateIn('nl', since, true), 0, 0.42),
    pair('C.1. Naam tenaamgestelde', `${p.given} ${p.family}`, 0, 0.42),
    pair('D.1. Merk', v.make.toUpperCase(), 0, 0.42), pair('D.3. Handelsbenaming', v.model.toUpperCase(), 0, 0.42),
    pair('E. Voertuigidentificatienummer', v.vin, 0, 0.42), pair('R. Kleur', COLOUR_WORDS.nl[v.color].toUpperCase(), 0, 0.42),
    pair('Vervaldatum APK', dateIn('nl', addMonths(since, 12), true), 0, 0.42), blank(),
    ...wrap('Bewaar dit document niet in de auto. Meld verlies of diefstal direct bij de politie.', 84),
  ];
  return {
    kind: 'registration', layout: 'whb-nl-kenteken', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`, color: COLOUR_WORDS.nl[v.color].toUpperCase(), expiryDate: null,
    },
  };
}

/** A French insurance attestation: the period in one sentence, the insurer's brand over its legal name. */
function frenchAttestation(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const [brand, legal] = r.pick([['Groupama', 'Groupama Rhône-Alpes Auvergne, caisse régionale'], ['MACIF', 'MACIF, mutuelle assurance des commerçants et industriels de France'], ['Matmut', 'Mutuelle Assurance des Travailleurs Mutualistes']]);
  const contract = `${r.int(10, 99)} ${r.int(1000000, 9999999)} ${r.int(10, 99)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title(brand.toUpperCase(), 18), row([legal, 0]), blank(), title("ATTESTATION D'ASSURANCE AUTOMOBILE", 13),
    pair('N° de contrat', contract, 0, 0.35), pair('Souscripteur', `${p.given} ${p.family}`, 0, 0.35),
    pair('Adresse', `${streetLine(p, 'fr')}, ${townLine(p, 'fr')}`, 0, 0.35), blank(),
    ...wrap(`${brand} atteste que le véhicule ${v.make} ${v.model} immatriculé ${plate} (n° de série ${v.vin}) est assuré du ${dateIn('fr', start, true)} au ${dateIn('fr', end, true)} inclus, conformément aux articles L211-1 et suivants du Code des assurances.`, 86),
    blank(), pair('Garanties', r.pick(['Tous risques', 'Tiers étendu', 'Tiers']), 0, 0.35),
    row([`Fait à ${p.town}, le ${dateIn('fr', addDays(start, -r.int(3, 20)), false)}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'whb-fr-attestation', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: brand, policyNumber: contract, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** An Italian renewal receipt: last year's term and premium beside the renewed ones, gross premium with taxes. */
function italianRenewal(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const insurer = r.pick(['UnipolSai', 'Generali Italia', 'Allianz Italia', 'Reale Mutua']);
  const policy = `${r.int(100, 999)}/${r.int(1000000, 9999999)}`;
  const oldStart = makeDay(r, 2024, 2025);
  const start = addMonths(oldStart, 12);
  const end = addMonths(start, 12);
  const oldPremium = round2(r.int(380, 700) + r.int(0, 99) / 100);
  const net = round2(r.int(400, 720) + r.int(0, 99) / 100);
  const taxes = round2(net * 0.265);
  const gross = round2(net + taxes);
  const rows: Row[] = [
    title(insurer, 17), title('Quietanza di rinnovo - RC Auto', 13), blank(),
    pair('Contraente', `${p.family.toUpperCase()} ${p.given.toUpperCase()}`, 0, 0.38), pair('Polizza n.', policy, 0, 0.38),
    pair('Veicolo', `${v.make.toUpperCase()} ${v.model.toUpperCase()} - targa ${plate}`, 0, 0.38), pair('Telaio', v.vin, 0, 0.38), blank(),
    ...table([['', 0], ['Annualità precedente', 0.35], ['Rinnovo', 0.7]], [
      ['Decorrenza', dateIn('it', oldStart, true), dateIn('it', start, true)],
      ['Scadenza', dateIn('it', start, true), dateIn('it', end, true)],
      ['Premio', `€ ${moneyIn(oldPremium, 'it')}`, `€ ${moneyIn(gross, 'it')}`],
    ]), blank(),
    pair('Premio imponibile', `€ ${moneyIn(net, 'it')}`, 0.3, 0.7), pair('Imposte (26,5%)', `€ ${moneyIn(taxes, 'it')}`, 0.3, 0.7),
    pair('Totale da pagare', `€ ${moneyIn(gross, 'it')}`, 0.3, 0.7), blank(),
    ...wrap(`Il pagamento del premio entro il ${dateIn('it', addDays(start, 15), true)} mantiene la copertura senza interruzioni.`, 86),
  ];
  return {
    kind: 'insurance', layout: 'whb-it-renewal', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

const DE_WORK: [string, number][][] = [
  [['Inspektion mit Ölwechsel', 189.0], ['Motoröl 5W-30 (4,5 l)', 67.41], ['Ölfilter', 14.9]],
  [['Bremsbeläge vorne erneuert', 142.5], ['Bremsscheiben vorne', 176.8], ['Bremsflüssigkeit gewechselt', 39.9]],
  [['Zahnriemen mit Wasserpumpe erneuert', 612.0], ['Keilrippenriemen', 48.3]],
];

/** A German workshop invoice: net, VAT and gross, dot thousands and comma decimals, a km odometer and next service. */
function germanInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'de');
  const shop = r.pick(['Autohaus Lindner GmbH', 'Kfz-Meisterbetrieb Wolf', 'Autoservice Krämer & Sohn', 'Werkstatt am Ring GmbH']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(12000, 180000);
  const items = r.pick(DE_WORK);
  const net = round2(items.reduce((n, [, x]) => n + x, 0));
  const vat = round2(net * 0.19);
  const gross = round2(net + vat);
  const next = odo + 30000;
  const rows: Row[] = [
    title(shop, 16), row([`Industriestraße ${r.int(1, 80)}  ·  ${townLine(makeEuPerson(r, 'de'), 'de')}  ·  Tel. ${phoneOf(r, 'de')}`, 0]), blank(),
    row([`${p.given} ${p.family}`, 0], ['Rechnung', 0.62]), row([streetLine(p, 'de'), 0], [`Rechnungs-Nr. ${r.int(20250000, 20269999)}`, 0.62]),
    row([townLine(p, 'de'), 0], [`Datum ${dateIn('de', day, true)}`, 0.62]), blank(),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.22), pair('Kennzeichen', plate, 0, 0.22), pair('FIN', v.vin, 0, 0.22),
    pair('km-Stand', kmIn(odo, 'de'), 0, 0.22), blank(),
    ...table([['Pos.', 0], ['Bezeichnung', 0.08], ['Betrag €', 0.8]], items.map(([name, x], i) => [String(i + 1), name, moneyIn(x, 'de')])),
    blank(), pair('Summe netto', `${moneyIn(net, 'de')} €`, 0.45, 0.8), pair('zzgl. 19 % MwSt.', `${moneyIn(vat, 'de')} €`, 0.45, 0.8),
    pair('Rechnungsbetrag', `${moneyIn(gross, 'de')} €`, 0.45, 0.8), blank(),
    row([`Nächster Service bei ${kmIn(next, 'de')} km oder in 12 Monaten.`, 0]),
    row(['Zahlbar sofort ohne Abzug. Es gelten unsere Reparaturbedingungen.', 0]),
  ];
  return {
    kind: 'service', layout: 'whb-de-invoice', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, make: v.make, model: v.model,
      serviceProvider: shop.replace(/ GmbH$/, ''), serviceDate: iso(day), mileage: odo, totalCost: gross, nextServiceMileage: next,
      services: items.map(([name]) => name),
    },
  };
}

/** A French garage invoice: HT, TVA and TTC, thousands spaced, kilométrage. */
function frenchInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'fr');
  const garage = r.pick(['Garage des Tilleuls', 'Garage Moderne Lefèvre', 'Auto Service du Parc', 'Garage de la Gare']);
  const plate = plateOf(r, 'fr');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 190000);
  const items: [string, number][] = r.pick([
    [['Vidange huile moteur 5W30', 89.0], ['Remplacement filtre à huile', 18.5], ['Remplacement embrayage', 1184.0]],
    [['Remplacement plaquettes de frein AV', 164.2], ['Remplacement disques de frein AV', 238.9], ['Contrôle géométrie', 79.0]],
    [['Révision constructeur', 289.0], ['Remplacement courroie de distribution', 1120.0], ['Liquide de refroidissement', 42.6]],
  ]);
  const ht = round2(items.reduce((n, [, x]) => n + x, 0));
  const tva = round2(ht * 0.2);
  const ttc = round2(ht + tva);
  const rows: Row[] = [
    title(garage, 17), row([`ZA des Érables  ${townLine(makeEuPerson(r, 'fr'), 'fr')}  -  ${phoneOf(r, 'fr')}  -  SIRET ${r.int(100000000, 999999999)} 000${r.int(10, 99)}`, 0]),
    blank(), title(`FACTURE N° ${r.int(10000, 99999)}`, 13), row([`Date : ${dateIn('fr', day, true)}`, 0], [`Client : ${p.given} ${p.family}`, 0.5]),
    row([`Immatriculation : ${plate}`, 0], [`${streetLine(p, 'fr')}, ${townLine(p, 'fr')}`, 0.5]),
    row([`Véhicule : ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0], [`Kilométrage : ${kmIn(odo, 'fr')} km`, 0.5]), row([`VIN : ${v.vin}`, 0]), blank(),
    ...table([['Désignation', 0], ['Montant HT', 0.78]], items.map(([name, x]) => [name, moneyIn(x, 'fr')])), blank(),
    pair('Total HT', `${moneyIn(ht, 'fr')} €`, 0.5, 0.78), pair('TVA 20 %', `${moneyIn(tva, 'fr')} €`, 0.5, 0.78),
    pair('Total TTC', `${moneyIn(ttc, 'fr')} €`, 0.5, 0.78), blank(),
    row(['Règlement à réception de facture. Pénalités de retard au taux légal.', 0]),
  ];
  return {
    kind: 'service', layout: 'whb-fr-invoice', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), serviceProvider: garage, serviceDate: iso(day), mileage: odo, totalCost: ttc, services: items.map(([name]) => name),
    },
  };
}

/** A Dutch garage invoice: APK and maintenance, BTW, dashed dates. */
function dutchInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 9);
  const p = makeEuPerson(r, 'nl');
  const garage = r.pick(['Autobedrijf Van Leeuwen', 'Garage De Hoek', 'Autoservice Meijer', 'Autobedrijf Brink']);
  const plate = plateOf(r, 'nl');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 210000);
  const items: [string, number][] = r.pick([
    [['APK keuring', 39.95], ['Kleine onderhoudsbeurt', 189.0], ['Ruitenwissers vervangen', 34.5]],
    [['Grote onderhoudsbeurt', 389.0], ['Remblokken voor vervangen', 149.9]],
    [['APK keuring', 45.0], ['Uitlaat vervangen', 312.4], ['Banden wisselen', 40.0]],
  ]);
  const ex = round2(items.reduce((n, [, x]) => n + x, 0));
  const btw = round2(ex * 0.21);
  const total = round2(ex + btw);
  const rows: Row[] = [
    title(garage, 17), row([`${streetLine(makeEuPerson(r, 'nl'), 'nl')}, ${townLine(p, 'nl')}  -  ${phoneOf(r, 'nl')}  -  KvK ${r.int(10000000, 99999999)}`, 0]),
    blank(), title('FACTUUR', 13), pair('Factuurnummer', String(r.int(240000, 269999)), 0, 0.3), pair('Factuurdatum', dateIn('nl', day, true), 0, 0.3),
    pair('Klant', `${p.given} ${p.family}`, 0, 0.3), pair('Kenteken', plate, 0, 0.3), pair('Auto', `${v.make} ${v.model}`, 0, 0.3),
    pair('Chassisnummer', v.vin, 0, 0.3), pair('Kilometerstand', kmIn(odo, 'nl'), 0, 0.3), blank(),
    ...table([['Omschrijving', 0], ['Bedrag', 0.78]], items.map(([name, x]) => [name, `€ ${moneyIn(x, 'nl')}`])), blank(),
    pair('Subtotaal excl. BTW', `€ ${moneyIn(ex, 'nl')}`, 0.45, 0.78), pair('BTW 21%', `€ ${moneyIn(btw, 'nl')}`, 0.45, 0.78),
    pair('Totaal incl. BTW', `€ ${moneyIn(total, 'nl')}`, 0.45, 0.78), blank(),
    row(['Betaald per pin. Bedankt voor uw bezoek!', 0]),
  ];
  return {
    kind: 'service', layout: 'whb-nl-invoice', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: garage, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** A Spanish quick-lube ticket: an oil change, IVA included, the next change at a km figure. */
function spanishOilTicket(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 7);
  const shop = r.pick(['Norauto Alcalá', 'Midas Delicias', 'Feu Vert Nervión', 'Speedy Pasaje']);
  const plate = plateOf(r, 'es');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 160000);
  const oil = round2(r.int(39, 69) + 0.95);
  const filter = round2(r.int(9, 18) + 0.5);
  const total = round2(oil + filter);
  const base = round2(total / 1.21);
  const next = odo + 15000;
  const rows: Row[] = [
    title(shop.toUpperCase(), 11), row([`C/ ${r.pick(['Toledo', 'Sagasta', 'Goya'])} ${r.int(2, 90)}`, 0]), row([`Tel. ${phoneOf(r, 'es')}`, 0]), blank(),
    row([`TICKET ${r.int(1000, 9999)}/${day.y}`, 0]), row([`FECHA ${dateIn('es', day, true)}`, 0]), row([`MATRÍCULA ${plate}`, 0]),
    row([`${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]), row([`KM ${kmIn(odo, 'es')}`, 0]), blank(),
    row(['CAMBIO DE ACEITE 5W30', 0], [moneyIn(oil, 'es'), 0.72]), row(['FILTRO DE ACEITE', 0], [moneyIn(filter, 'es'), 0.72]), blank(),
    row(['BASE IMPONIBLE', 0], [moneyIn(base, 'es'), 0.72]), row(['IVA 21%', 0], [moneyIn(round2(total - base), 'es'), 0.72]),
    row(['TOTAL EUR', 0], [moneyIn(total, 'es'), 0.72]), blank(), row([`PRÓXIMO CAMBIO: ${kmIn(next, 'es')} KM`, 0]), row(['GRACIAS POR SU VISITA', 0]),
  ];
  return {
    kind: 'oil', layout: 'whb-es-oil-ticket', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model.toUpperCase(),
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** A UK renewal letter: this year's and last year's premium and terms, IPT included. */
function ukRenewal(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 11);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const brand = r.pick(['Churchill', 'LV= Insurance', 'esure', 'Hastings Direct']);
  const policy = `${r.pick(['MO', 'PC', 'HD'])}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const lastYear = round2(r.int(380, 900) + r.int(0, 99) / 100);
  const thisYear = round2(lastYear + r.int(-60, 140) + 0.37);
  const rows: Row[] = [
    title(brand, 18), row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'uk'), 0]), row([townLine(p, 'uk'), 0]), blank(),
    row([dateIn('uk', addDays(start, -r.int(21, 30)), false), 0]), blank(), title('Your car insurance renewal', 13),
    row([`Dear ${p.given},`, 0]),
    ...wrap(`Your policy ${policy} for your ${v.make} ${v.model} (${plate}) is due for renewal. Your new cover runs from ${dateIn('uk', start, false)} to ${dateIn('uk', end, false)}.`, 86),
    blank(), ...table([['', 0], ['Last year', 0.45], ['This year', 0.72]], [
      ['Cover', 'Comprehensive', 'Comprehensive'], ['Voluntary excess', '£250', '£250'],
      ['Total premium', `£${money(lastYear)}`, `£${money(thisYear)}`],
    ]),
    blank(), ...wrap('All premiums include Insurance Premium Tax at the current rate of 12%. If you pay monthly, a credit agreement applies.', 86),
    row([`Vehicle identification number: ${v.vin}`, 0]), blank(), row([`Questions? Call us on ${phoneOf(r, 'uk')}.`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'whb-uk-renewal', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: brand.replace(/ Insurance$/, ''), policyNumber: policy, effectiveDate: iso(start),
      expirationDate: iso(end), premium: thisYear,
    },
  };
}

/** A US declarations page listing three vehicles in a table, each with its premium, and the policy total. */
function multiVehicleDeclarations(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naHeldBackVehicle(r, c.n), naHeldBackVehicle(r, c.n + 3), naHeldBackVehicle(r, c.n + 5)];
  const insured = makePerson(r);
  const brand = r.pick(['Nationwide', 'Travelers', 'American Family', 'Auto-Owners Insurance']);
  const policy = `${r.int(10, 99)} ${r.pick(['A', 'B'])} ${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premiums = cars.map(() => round2(r.int(420, 980) + r.int(0, 99) / 100));
  const fees = round2(r.int(5, 25));
  const total = round2(premiums.reduce((a, b) => a + b, 0) + fees);
  const rows: Row[] = [
    title(brand, 17), title('Automobile Policy Declarations', 13), blank(),
    pair('Named insured', insured.name, 0, 0.3), pair('Mailing address', `${insured.street}, ${insured.cityLine}`, 0, 0.3),
    pair('Policy number', policy, 0, 0.3), pair('Policy period', `${us(c, start)} to ${us(c, end)} 12:01 AM standard time`, 0, 0.3), blank(),
    ...table([['Veh', 0], ['Year / Make / Model', 0.06], ['VIN', 0.42], ['Premium', 0.82]],
      cars.map((v, i) => [String(i + 1), `${v.year} ${v.make} ${v.model}`, v.vin, `$${money(premiums[i])}`])),
    blank(), pair('Policy fees', `$${money(fees)}`, 0.55, 0.82), pair('Total policy premium', `$${money(total)}`, 0.55, 0.82), blank(),
    ...wrap('Coverage applies to each vehicle as shown in the schedule of coverages. Premiums are for the full policy period.', 90),
    row([`Agent: ${makePerson(r).name}   ${phoneOf(r, 'us')}`, 0]),
  ];
  return {
    kind: 'insurance', layout: 'whb-us-multi-declarations', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: cars[0].vin, make: cars[0].make, model: cars[0].model,
      year: cars[0].year, ownerName: insured.name, insuranceProvider: brand.replace(/ Insurance$/, ''), policyNumber: policy,
      effectiveDate: iso(start), expirationDate: iso(end), premium: total, additionalVins: [cars[1].vin, cars[2].vin],
    },
  };
}

/** A sheet of two ID cards to cut out, one per vehicle on the policy. */
function idCardSheet(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naHeldBackVehicle(r, c.n + 1), naHeldBackVehicle(r, c.n + 6)];
  const insured = makePerson(r);
  const brand = r.pick(['State Farm', 'Allstate', 'Farmers', 'Progressive']);
  const policy = `${r.int(100, 999)} ${r.int(1000, 9999)}-${r.pick(['F', 'G', 'H'])}${r.int(10, 99)}-${r.int(10, 99)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const state = r.pick(['OHIO', 'TEXAS', 'COLORADO', 'MINNESOTA']);
  const card = (v: (typeof cars)[number]): Row[] => [
    title(`${brand.toUpperCase()}  ${state} AUTOMOBILE INSURANCE ID CARD`, 10),
    row([`NAIC ${r.int(10000, 39999)}`, 0], [`POLICY NUMBER  ${policy}`, 0.45]),
    row([`EFFECTIVE  ${us(c, start)}`, 0], [`EXPIRES  ${us(c, end)}`, 0.45]),
    row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0], [`VIN  ${v.vin}`, 0.45]),
    row([`INSURED  ${insured.name.toUpperCase()}`, 0]), blank(),
  ];
  const rows: Row[] = [
    row([insured.name, 0]), row([insured.street, 0]), row([insured.cityLine, 0]), blank(),
    ...wrap('Your insurance ID cards are below. Keep the card for each vehicle in that vehicle. Cut along the dotted lines.', 90), blank(),
    row(['- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', 0]), ...card(cars[0]),
    row(['- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', 0]), ...card(cars[1]),
    row(['- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', 0]),
  ];
  return {
    kind: 'insurance', layout: 'whb-us-card-sheet', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', vin: cars[0].vin, make: cars[0].make, model: cars[0].model.toUpperCase(),
      year: cars[0].year, ownerName: insured.name, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
      additionalVins: [cars[1].vin],
    },
  };
}

/** A two-page dealer invoice: page 1 the customer and the first jobs, page 2 the vehicle, odometer and totals. */
function twoPageInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBackVehicle(r, c.n + 2);
  const customer = makePerson(r);
  const dealer = `${r.pick(['Summit', 'Harbor', 'Ridgeview', 'Pioneer'])} ${v.make}`;
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(9000, 130000);
  const jobs: [string, number][] = [
    ['Replace front brake pads and rotors', 486.2], ['Replace engine air filter', 64.95], ['Replace cabin air filter', 58.4],
    ['Flush brake fluid', 129.0], ['Four wheel alignment', 149.99],
  ];
  const chosen = jobs.slice(0, r.int(4, 5));
  const subtotal = round2(chosen.reduce((n, [, x]) => n + x, 0));
  const tax = round2(subtotal * 0.0825);
  const total = round2(subtotal + tax);
  const rows: Row[] = [
    title(`${dealer}`, 17), row([`${r.int(100, 9999)} Motor Parkway  ${makePerson(r).cityLine}  ${phoneOf(r, 'us')}`, 0]), blank(),
    row([`SERVICE INVOICE ${r.int(600000, 699999)}`, 0], [`Page 1 of 2`, 0.8]), row([`Invoice date ${us(c, day)}`, 0]), blank(),
    row(['Customer', 0]), row([customer.name, 0]), row([customer.street, 0]), row([customer.cityLine, 0]), blank(),
    ...table([['Line', 0], ['Description', 0.08], ['Amount', 0.82]], chosen.slice(0, 3).map(([name, x], i) => [String(i + 1), name, money(x)])),
    blank(), row(['Continued on page 2', 0]),
    pageBreak(),
    row([`${dealer} - Service invoice (continued)`, 0], ['Page 2 of 2', 0.8]), blank(),
    pair('Vehicle', `${v.year} ${v.make} ${withTrim(v)}`, 0, 0.22), pair('VIN', v.vin, 0, 0.22), pair('Odometer in', money(odo).replace('.00', ''), 0, 0.22), blank(),
    ...table([['Line', 0], ['Description', 0.08], ['Amount', 0.82]], chosen.slice(3).map(([name, x], i) => [String(i + 4), name, money(x)])),
    blank(), pair('Subtotal', money(subtotal), 0.5, 0.82), pair('Sales tax', money(tax), 0.5, 0.82), pair('Amount due', `$${money(total)}`, 0.5, 0.82), blank(),
    row(['Thank you for your business.', 0]),
  ];
  return {
    kind: 'service', layout: 'whb-us-two-page-invoice', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, make: v.make, model: withTrim(v), year: v.year,
      serviceProvider: dealer, serviceDate: iso(day), mileage: odo, totalCost: total, services: chosen.map(([name]) => name),
    },
  };
}

/** A faded thermal receipt from a quick-lube chain: an oil change and its add-ons, the next change printed at the foot. */
function thermalLube(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBackVehicle(r, c.n + 4);
  const shop = r.pick(['Grease Monkey #1187', 'Take 5 Oil Change #402', 'Oil Can Henry\'s #56', 'Valvoline Instant Oil Change #2231']);
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 140000);
  const nextMiles = odo + r.pick([3000, 5000]);
  const nextDay = addMonths(day, r.pick([3, 6]));
  const lines: [string, number][] = [[r.pick(['FULL SYN 0W-20 UP TO 5QT', 'SYN BLEND 5W-30 5QT']), round2(r.int(59, 89) + 0.99)], ['OIL FILTER', 9.99], ['WIPER BLADES PAIR', round2(r.int(24, 36) + 0.99)]];
  const sub = round2(lines.reduce((n, [, x]) => n + x, 0));
  const tax = round2(sub * 0.07);
  const total = round2(sub + tax);
  const rows: Row[] = [
    title(shop.toUpperCase(), 10), row([`${phoneOf(r, 'us')}`, 0]), blank(),
    row([`${us(c, day)}  ${r.int(7, 18)}:${String(r.int(10, 59))} `, 0]), row([`TICKET ${r.int(100000, 999999)}`, 0]),
    row([`${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]), row([`VIN ${v.vin}`, 0]), row([`MILEAGE ${money(odo).replace('.00', '')}`, 0]), blank(),
    ...lines.map(([name, x]) => row([name, 0], [money(x), 0.75])), blank(),
    row(['SUBTOTAL', 0], [money(sub), 0.75]), row(['TAX', 0], [money(tax), 0.75]), row(['TOTAL', 0], [money(total), 0.75]),
    row([`VISA ${money(total)}`, 0]), blank(),
    row(['NEXT OIL CHANGE DUE', 0]), row([`${money(nextMiles).replace('.00', '')} MILES OR ${us(c, nextDay)}`, 0]), blank(), row(['THANK YOU - DRIVE SAFE', 0]),
  ];
  return {
    kind: 'oil', layout: 'whb-us-thermal-lube', page: 'receipt', font: 'mono', rows, region: 'us', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', vin: v.vin, make: v.make, model: v.model.toUpperCase(), year: v.year,
      serviceProvider: shop.replace(/\s*#\d+$/, ''), serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceDate: iso(nextDay),
      nextServiceMileage: nextMiles,
    },
  };
}

/** An Ontario renewal: the renewal term and premium (taxes included) beside the expiring term, kilometres driven. */
function canadianRenewal(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBackVehicle(r, c.n + 7);
  const insured = makePerson(r);
  const brand = r.pick(['Intact Insurance', 'Aviva Canada', 'Desjardins Insurance', 'Wawanesa']);
  const policy = `${r.int(100000, 999999)}-${r.int(10, 99)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const prior = round2(r.int(1100, 2200) + r.int(0, 99) / 100);
  const renewal = round2(prior + r.int(-80, 220) + 0.5);
  const ymd = (d: Day) => `${d.y}/${String(d.m).padStart(2, '0')}/${String(d.d).padStart(2, '0')}`;
  const street = `${r.int(12, 999)} ${r.pick(['Bloor St W', 'King St E', 'Queen St'])}`;
  const town = `${r.pick(['Toronto', 'Ottawa', 'Hamilton'])}, ON ${r.pick(['M5S 1V6', 'K1P 5G8', 'L8P 4R5'])}`;
  const rows: Row[] = [
    title(brand, 17), title('Ontario Automobile Policy - Renewal', 12), blank(),
    pair('Insured', insured.name, 0, 0.3), pair('Address', `${street}, ${town}`, 0, 0.3), pair('Policy no.', policy, 0, 0.3), blank(),
    ...table([['', 0], ['Expiring term', 0.35], ['Renewal term', 0.68]], [
      ['From', ymd(addMonths(start, -12)), ymd(start)], ['To', ymd(start), ymd(end)],
      ['Annual premium (taxes incl.)', `$${money(prior)}`, `$${money(renewal)}`],
    ]), blank(),
    pair('Described automobile', `${v.year} ${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3),
    pair('Annual driving distance', `${kmIn(r.int(8, 25) * 1000, 'ca')} km`, 0, 0.3), blank(),
    ...wrap('Dates are shown as year/month/day. Your renewal premium will be withdrawn in monthly instalments unless you tell us otherwise.', 90),
  ];
  return {
    kind: 'insurance', layout: 'whb-ca-renewal', page: 'letter', font: 'serif', rows, region: 'ca',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, make: v.make, model: v.model, year: v.year,
      ownerName: insured.name, insuranceProvider: brand.replace(/ (?:Insurance|Canada)$/, ''), policyNumber: policy,
      effectiveDate: iso(start), expirationDate: iso(end), premium: renewal,
    },
  };
}

/** A two-page German insurance schedule: the contract on page 1, the vehicle and the yearly premium with tax on page 2. */
function germanScheduleTwoPages(c: Ctx): DocContent {
  const { r } = c;
  const v = euHeldBackVehicle(r, c.n + 12);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const insurer = r.pick(['HUK-COBURG', 'Allianz Versicherungs-AG', 'DEVK Versicherungen', 'R+V Versicherung']);
  const policy = `${r.int(100, 999)}/${r.int(100000, 999999)}-K`;
  const start = { y: r.int(2025, 2026), m: 1, d: 1 };
  const end = { y: start.y, m: 12, d: 31 };
  const net = round2(r.int(380, 900) + r.int(0, 99) / 100);
  const tax = round2(net * 0.19);
  const gross = round2(net + tax);
  const rows: Row[] = [
    title(insurer, 17), title('Versicherungsschein Kraftfahrtversicherung', 13), blank(),
    pair('Versicherungsnehmer', `${p.given} ${p.family}`, 0, 0.34), pair('Anschrift', `${streetLine(p, 'de')}, ${townLine(p, 'de')}`, 0, 0.34),
    pair('Versicherungsschein-Nr.', policy, 0, 0.34),
    pair('Versicherungsbeginn', dateIn('de', start, true), 0, 0.34), pair('Ablauf', dateIn('de', end, true), 0, 0.34), blank(),
    ...wrap('Der Vertrag verlängert sich um jeweils ein Jahr, wenn er nicht spätestens einen Monat vor Ablauf gekündigt wird.', 86),
    row(['Fortsetzung auf Seite 2', 0]),
    pageBreak(),
    row([`${insurer} - Versicherungsschein ${policy}`, 0], ['Seite 2', 0.85]), blank(),
    pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.34), pair('Amtl. Kennzeichen', plate, 0, 0.34), pair('FIN', v.vin, 0, 0.34), blank(),
    ...table([['Sparte', 0], ['Beitrag', 0.75]], [
      ['Kfz-Haftpflicht', moneyIn(round2(net * 0.6), 'de')], ['Vollkasko (SB 500 €)', moneyIn(round2(net - round2(net * 0.6)), 'de')],
    ]),
    pair('Nettobeitrag', `${moneyIn(net, 'de')} €`, 0.3, 0.75), pair('Versicherungsteuer 19 %', `${moneyIn(tax, 'de')} €`, 0.3, 0.75),
    pair('Jahresbeitrag', `${moneyIn(gross, 'de')} €`, 0.3, 0.75), blank(),
  ];
  return {
    kind: 'insurance', layout: 'whb-de-schedule-2p', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: insurer.replace(/ Versicherungs-AG$| Versicherungen$| Versicherung$/, ''),
      policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

/** A US registration renewal notice: the current expiry, the fee, a renew-by date. */
function registrationRenewalNotice(c: Ctx): DocContent {
  const { r } = c;
  const v = naHeldBackVehicle(r, c.n + 1);
  const owner = makePerson(r);
  const plate = plateOf(r, 'us');
  const expires = makeDay(r, 2026, 2026);
  const notice = addDays(expires, -r.int(45, 75));
  const state = r.pick(['NORTH CAROLINA', 'INDIANA', 'MISSOURI', 'NEVADA']);
  const fee = round2(r.int(40, 180) + r.pick([0, 0.5, 0.75]));
  const rows: Row[] = [
    title(`${state} DIVISION OF MOTOR VEHICLES`, 13), title('VEHICLE REGISTRATION RENEWAL NOTICE', 12), blank(),
    row([`Notice date: ${us(c, notice)}`, 0]), blank(), row([owner.name.toUpperCase(), 0]), row([owner.street.toUpperCase(), 0]),
    row([owner.cityLine.toUpperCase(), 0]), blank(),
    ...boxedFields([
      { label: 'PLATE', value: plate, x: 0 }, { label: 'CURRENT EXPIRATION', value: us(c, expires), x: 0.25 },
      { label: 'RENEWAL FEE', value: `$${money(fee)}`, x: 0.6 },
    ]),
    ...boxedFields([{ label: 'VEHICLE', value: `${v.year} ${v.make.toUpperCase()} ${v.model.toUpperCase()}`, x: 0 }, { label: 'VIN', value: v.vin, x: 0.45 }]),
    blank(), ...wrap(`Renew online, by mail or in person before your registration expires. Late fees apply after ${us(c, expires)}.`, 90),
  ];
  return {
    kind: 'registration', layout: 'whb-us-renewal-notice', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_renewal', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), year: v.year, ownerName: owner.name.toUpperCase(), expiryDate: iso(expires),
    },
  };
}

export const WORLD_HELD_BACK_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'whb-de-zb1', part: 'held-back', build: germanZb1 },
  { kind: 'registration', name: 'whb-fr-certificate', part: 'held-back', build: frenchCertificate },
  { kind: 'registration', name: 'whb-es-permiso', part: 'held-back', build: spanishPermit },
  { kind: 'registration', name: 'whb-it-carta', part: 'held-back', build: italianCarta },
  { kind: 'registration', name: 'whb-nl-kenteken', part: 'held-back', build: dutchKenteken },
  { kind: 'registration', name: 'whb-us-renewal-notice', part: 'held-back', build: registrationRenewalNotice },
  { kind: 'insurance', name: 'whb-fr-attestation', part: 'held-back', build: frenchAttestation },
  { kind: 'insurance', name: 'whb-it-renewal', part: 'held-back', build: italianRenewal },
  { kind: 'insurance', name: 'whb-uk-renewal', part: 'held-back', build: ukRenewal },
  { kind: 'insurance', name: 'whb-us-multi-declarations', part: 'held-back', build: multiVehicleDeclarations },
  { kind: 'insurance', name: 'whb-us-card-sheet', part: 'held-back', build: idCardSheet },
  { kind: 'insurance', name: 'whb-ca-renewal', part: 'held-back', build: canadianRenewal },
  { kind: 'insurance', name: 'whb-de-schedule-2p', part: 'held-back', build: germanScheduleTwoPages },
  { kind: 'service', name: 'whb-de-invoice', part: 'held-back', build: germanInvoice },
  { kind: 'service', name: 'whb-fr-invoice', part: 'held-back', build: frenchInvoice },
  { kind: 'service', name: 'whb-nl-invoice', part: 'held-back', build: dutchInvoice },
  { kind: 'service', name: 'whb-us-two-page-invoice', part: 'held-back', build: twoPageInvoice },
  { kind: 'oil', name: 'whb-es-oil-ticket', part: 'held-back', build: spanishOilTicket },
  { kind: 'oil', name: 'whb-us-thermal-lube', part: 'held-back', build: thermalLube },
];
