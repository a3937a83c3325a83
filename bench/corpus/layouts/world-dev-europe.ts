/**
 * More development layouts of documents from Europe (issue 22), written after the first world round to cover what
 * European documents still missed: certificates printed with codes only and with their national codes around the
 * harmonised ones, insurance schedules whose premium is net, taxed and totalled on separate lines (and renewals that
 * print last year's premium), invoices with net, VAT and gross totals in comma decimals, and quick-service receipts.
 * Other arrangements and wordings than the held-back world layouts; the parser is developed against these.
 */
import { addDays, addMonths, iso, makeDay, makePerson, money, round2, type Day } from '../data';
import { blank, boxedFields, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import { COLOUR_WORDS, dateIn, euDevVehicle, kmIn, makeEuPerson, moneyIn, naDevVehicle, phoneOf, plateOf, streetLine, townLine } from '../world-data';

const us = (day: Day) => `${String(day.m).padStart(2, '0')}/${String(day.d).padStart(2, '0')}/${day.y}`;
const sum = (items: [string, number][]) => round2(items.reduce((n, [, x]) => n + x, 0));

/** A French SIV certificate as printed: codes only, no captions, the harmonised codes among the national ones. */
function frenchCertificateCodesOnly(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const first = makeDay(r, v.year, v.year);
  const current = addDays(first, r.int(30, 900));
  const holder = `${p.family.toUpperCase()} ${p.given.toUpperCase()}`;
  const rows: Row[] = [
    title("CERTIFICAT D'IMMATRICULATION", 13), row(['RÉPUBLIQUE FRANÇAISE', 0], [`N° de formule ${r.int(2019, 2025)}AB${r.int(10000, 99999)}`, 0.55]), blank(),
    row(['A', 0], [plate, 0.06], ['B', 0.5], [dateIn('fr', first, true), 0.56]),
    row(['C.1', 0], [holder, 0.06]),
    row(['C.4a', 0], ['EST LE PROPRIETAIRE DU VEHICULE', 0.06]),
    row(['C.3', 0], [`${streetLine(p, 'fr').toUpperCase()} ${townLine(p, 'fr').toUpperCase()}`, 0.06]),
    row(['D.1', 0], [v.make.toUpperCase(), 0.06], ['D.2', 0.5], [`${v.vin.slice(3, 8)}${r.int(10, 99)}`, 0.56]),
    row(['D.2.1', 0], [`M10${v.make.slice(0, 3).toUpperCase()}VP${r.int(100, 999)}A`, 0.06]),
    row(['D.3', 0], [v.model.toUpperCase(), 0.06]),
    row(['E', 0], [v.vin, 0.06]),
    row(['F.1', 0], [String(r.int(1500, 2100)), 0.06], ['F.2', 0.3], [String(r.int(1500, 2100)), 0.36], ['F.3', 0.6], [String(r.int(2500, 3200)), 0.66]),
    row(['G', 0], [String(r.int(1200, 1600)), 0.06], ['G.1', 0.3], [String(r.int(1100, 1500)), 0.36], ['J', 0.6], ['M1', 0.66]),
    row(['J.1', 0], ['VP', 0.06], ['J.2', 0.3], ['AB', 0.36], ['J.3', 0.6], ['CI', 0.66]),
    row(['P.1', 0], [String(r.int(998, 1998)), 0.06], ['P.2', 0.3], [String(r.int(55, 110)), 0.36], ['P.3', 0.6], [r.pick(['ES', 'GO', 'EH']), 0.66]),
    row(['S.1', 0], ['5', 0.06], ['U.1', 0.3], [String(r.int(70, 85)), 0.36], ['V.7', 0.6], [String(r.int(95, 160)), 0.66]),
    row(['I', 0], [dateIn('fr', current, true), 0.06], ['X.1', 0.5], ['', 0.56]),
    row(['Z.1', 0], ['-', 0.06]),
  ];
  return {
    kind: 'registration', layout: 'wd-fr-certificate-codes-only', page: 'a4', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: holder, expiryDate: null,
    },
  };
}

/** A German Zulassungsbescheinigung Teil I in two columns: harmonised and national codes ("2.1", "J", "P.3") mixed. */
function germanCertificateTwoColumns(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const first = makeDay(r, v.year, v.year);
  const current = makeDay(r, Math.max(v.year, 2022), 2026);
  const colour = COLOUR_WORDS.de[v.color].toUpperCase();
  const rows: Row[] = [
    title('Zulassungsbescheinigung Teil I (Fahrzeugschein)', 13), row([`Dokumentnummer AA${r.int(1000000, 9999999)}`, 0]), blank(),
    row(['A', 0], [plate, 0.07], ['2.1', 0.5], [String(r.int(100, 9999)).padStart(4, '0'), 0.58]),
    row(['B', 0], [dateIn('de', first, true), 0.07], ['2.2', 0.5], [`${r.pick(['AAB', 'BGK', 'CXE'])}${r.int(100000, 999999)}`, 0.58]),
    row(['C.1.1', 0], [p.family, 0.07], ['J', 0.5], ['M1', 0.58]),
    row(['C.1.2', 0], [p.given, 0.07], ['4', 0.5], ['AA', 0.58]),
    row(['C.1.3', 0], [`${streetLine(p, 'de')}, ${townLine(p, 'de')}`, 0.07]),
    row(['D.1', 0], [v.make.toUpperCase(), 0.07], ['P.3', 0.5], [r.pick(['BENZIN', 'DIESEL']), 0.58]),
    row(['D.2', 0], [`${v.vin.slice(3, 6)}${r.int(10, 99)}`, 0.07], ['P.1', 0.5], [String(r.int(998, 1998)), 0.58]),
    row(['D.3', 0], [v.model.toUpperCase(), 0.07], ['P.2', 0.5], [String(r.int(55, 140)), 0.58]),
    row(['E', 0], [v.vin, 0.07], ['V.9', 0.5], ['EURO 6D', 0.58]),
    row(['I', 0], [dateIn('de', current, true), 0.07], ['R', 0.5], [colour, 0.58]),
    row(['F.1', 0], [String(r.int(1500, 2100)), 0.07], ['G', 0.5], [String(r.int(1200, 1600)), 0.58]),
    blank(), row(['Nächste HU: siehe Prüfplakette', 0]),
  ];
  return {
    kind: 'registration', layout: 'wd-de-zb1-columns', page: 'a4', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`, color: colour, expiryDate: null,
    },
  };
}

/** A Dutch kentekencard: codes with Dutch captions on one line, no holder on the card. */
function dutchKentekencard(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const plate = plateOf(r, 'nl');
  const first = makeDay(r, v.year, v.year);
  const current = makeDay(r, Math.max(v.year, 2021), 2026);
  const colour = COLOUR_WORDS.nl[v.color].toUpperCase();
  const rows: Row[] = [
    title('KENTEKENCARD', 13), row(['Koninkrijk der Nederlanden - Dienst Wegverkeer', 0]), blank(),
    row([`A. Kenteken: ${plate}`, 0], [`B. Datum eerste toelating: ${dateIn('nl', first, true)}`, 0.5]),
    row([`D.1 Merk: ${v.make.toUpperCase()}`, 0], [`I. Datum tenaamstelling: ${dateIn('nl', current, true)}`, 0.5]),
    row([`D.3 Handelsbenaming: ${v.model.toUpperCase()}`, 0], [`J. Voertuigcategorie: M1`, 0.5]),
    row([`E. Voertuigidentificatienummer: ${v.vin}`, 0]),
    row([`R. Kleur: ${colour}`, 0], [`P.3 Brandstof: ${r.pick(['BENZINE', 'DIESEL', 'ELEKTRICITEIT'])}`, 0.5]),
    row([`F.2 Max. massa: ${r.int(1500, 2100)} kg`, 0], [`G. Massa ledig voertuig: ${r.int(1100, 1500)} kg`, 0.5]),
    blank(), row(['Documentnummer', 0], [String(r.int(1000000000, 9999999999)), 0.3]),
  ];
  return {
    kind: 'registration', layout: 'wd-nl-kentekencard', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), color: colour, expiryDate: null,
    },
  };
}

/** An Italian carta di circolazione in boxes: each box carries only its code above the value. */
function italianCartaCodeBoxes(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('CARTA DI CIRCOLAZIONE', 14), row(['Ministero delle Infrastrutture e dei Trasporti', 0]), blank(),
    ...boxedFields([{ label: 'A', value: plate, x: 0 }, { label: 'B', value: dateIn('it', first, true), x: 0.3 }, { label: 'J', value: 'M1', x: 0.6 }]),
    ...boxedFields([{ label: 'C.2.1', value: p.family.toUpperCase(), x: 0 }, { label: 'C.2.2', value: p.given.toUpperCase(), x: 0.5 }]),
    ...boxedFields([{ label: 'C.2.3', value: `${streetLine(p, 'it').toUpperCase()} ${townLine(p, 'it').toUpperCase()}`, x: 0 }]),
    ...boxedFields([{ label: 'D.1', value: v.make.toUpperCase(), x: 0 }, { label: 'D.2', value: `${v.vin.slice(3, 8)}`, x: 0.35 }, { label: 'D.3', value: v.model.toUpperCase(), x: 0.65 }]),
    ...boxedFields([{ label: 'E', value: v.vin, x: 0 }, { label: 'P.3', value: r.pick(['BENZINA', 'GASOLIO']), x: 0.6 }]),
    ...boxedFields([{ label: 'F.2', value: String(r.int(1500, 2100)), x: 0 }, { label: 'R', value: COLOUR_WORDS.it[v.color].toUpperCase(), x: 0.35 }, { label: 'S.1', value: '5', x: 0.65 }]),
  ];
  return {
    kind: 'registration', layout: 'wd-it-carta-code-boxes', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`.toUpperCase(), color: COLOUR_WORDS.it[v.color].toUpperCase(), expiryDate: null,
    },
  };
}

/** A UK V5C with English captions and colons, the codes in a narrow column of their own on the left. */
function ukV5cCaptionsFirst(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 9);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Vehicle Registration Certificate', 14), row([`Document reference number ${r.int(10000000000, 99999999999)}`, 0]), blank(),
    row(['A', 0], ['Registration number:', 0.06], [plate, 0.45]),
    row(['B', 0], ['Date of first registration:', 0.06], [dateIn('uk', first, false), 0.45]),
    row(['C.1', 0], ['Name of registered keeper:', 0.06], [`${p.given} ${p.family}`, 0.45]),
    row(['', 0], ['Address:', 0.06], [`${streetLine(p, 'uk')}, ${townLine(p, 'uk')}`, 0.45]),
    row(['D.1', 0], ['Make:', 0.06], [v.make.toUpperCase(), 0.45]),
    row(['D.3', 0], ['Model:', 0.06], [v.model.toUpperCase(), 0.45]),
    row(['D.5', 0], ['Body type:', 0.06], [r.pick(['HATCHBACK', 'ESTATE', 'SALOON']), 0.45]),
    row(['E', 0], ['VIN/Chassis/Frame number:', 0.06], [v.vin, 0.45]),
    row(['R', 0], ['Colour:', 0.06], [v.color.toUpperCase(), 0.45]),
    row(['P.3', 0], ['Type of fuel:', 0.06], [r.pick(['PETROL', 'DIESEL', 'HYBRID ELECTRIC']), 0.45]), blank(),
    ...wrap('This document is not proof of ownership. Tell DVLA straight away if any details are wrong.', 90),
  ];
  return {
    kind: 'registration', layout: 'wd-uk-v5c-captions', page: 'a4', font: 'serif', rows, region: 'uk',
    expected: {
      documentType: 'car_registration', documentKind: 'registration_certificate', vin: v.vin, plateNumber: plate, make: v.make,
      model: v.model.toUpperCase(), ownerName: `${p.given} ${p.family}`, color: v.color.toUpperCase(), expiryDate: null,
    },
  };
}

/** A German policy schedule: a line per cover (a deductible in euros beside it), the net sum, the tax, the yearly total. */
function germanPolicySchedule(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const insurer = r.pick(['Allianz', 'HUK-Coburg', 'DEVK', 'Generali']);
  const policy = `${r.int(10, 99)}.${r.int(100, 999)}.${r.int(100000, 999999)}`;
  const start = { y: r.int(2025, 2026), m: 1, d: 1 };
  const end = addMonths(start, 12);
  const liability = round2(r.int(250, 520) + r.int(0, 99) / 100);
  const comprehensive = round2(r.int(180, 480) + r.int(0, 99) / 100);
  const net = round2(liability + comprehensive);
  const tax = round2(net * 0.19);
  const total = round2(net + tax);
  const rows: Row[] = [
    title(insurer === 'DEVK' ? 'DEVK Versicherungen' : `${insurer} Versicherungs-AG`, 16), title('Nachtrag zum Versicherungsschein', 12),
    row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'de'), 0]), row([townLine(p, 'de'), 0]), blank(),
    pair('Versicherungsschein-Nr.', policy, 0, 0.35), pair('Amtl. Kennzeichen', plate, 0, 0.35), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35),
    pair('FIN', v.vin, 0, 0.35), pair('Versicherungsbeginn', dateIn('de', start, true), 0, 0.35), pair('Ablauf', dateIn('de', end, true), 0, 0.35), blank(),
    ...table([['Sparte', 0], ['Selbstbeteiligung', 0.45], ['Beitrag', 0.75]], [
      ['Kfz-Haftpflicht', '-', `${moneyIn(liability, 'de')} €`],
      [r.pick(['Vollkasko', 'Teilkasko']), `${r.pick([150, 300, 500])},00 €`, `${moneyIn(comprehensive, 'de')} €`],
    ]),
    pair('Summe Nettobeitrag', `${moneyIn(net, 'de')} €`, 0.3, 0.75), pair('zzgl. Versicherungsteuer 19 %', `${moneyIn(tax, 'de')} €`, 0.3, 0.75),
    pair('Zu zahlender Jahresbeitrag', `${moneyIn(total, 'de')} €`, 0.3, 0.75), blank(),
    ...wrap(`Der Beitrag wird am ${dateIn('de', start, true)} von Ihrem Konto abgebucht.`, 90),
  ];
  return {
    kind: 'insurance', layout: 'wd-de-policy-schedule', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** A French échéancier: last year's premium beside the new one, HT, taxes and TTC on their own lines. */
function frenchRenewalTtc(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'fr');
  const insurer = r.pick(['MACIF', 'Matmut', 'AXA', 'Groupama']);
  const contract = `${r.pick(['AU', 'VL'])}${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const ttc = round2(r.int(420, 980) + r.int(0, 99) / 100);
  const ht = round2(ttc / 1.33);
  const previous = round2(ttc - r.int(15, 90) - 0.4);
  const rows: Row[] = [
    title(insurer, 17), row([`Le ${dateIn('fr', addDays(start, -r.int(25, 50)), false)}`, 0.6]), blank(),
    row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'fr'), 0]), row([townLine(p, 'fr'), 0]), blank(),
    title('Votre cotisation pour la nouvelle période', 12),
    pair('N° de contrat', contract, 0, 0.4), pair('Véhicule assuré', `${v.make} ${v.model}`, 0, 0.4), pair('N° de série', v.vin, 0, 0.4),
    pair("Date d'effet", dateIn('fr', start, true), 0, 0.4), pair("Valable jusqu'au", dateIn('fr', end, true), 0, 0.4), blank(),
    pair('Cotisation précédente TTC', `${moneyIn(previous, 'fr')} €`, 0, 0.6),
    pair('Prime nette HT', `${moneyIn(ht, 'fr')} €`, 0, 0.6), pair('Taxes et contributions', `${moneyIn(round2(ttc - ht), 'fr')} €`, 0, 0.6),
    pair('Cotisation annuelle TTC', `${moneyIn(ttc, 'fr')} €`, 0, 0.6), blank(),
    ...wrap('Le montant sera prélevé en une fois sur votre compte à la date d\'effet.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd-fr-renewal-ttc', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', vin: v.vin, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: contract, effectiveDate: iso(start), expirationDate: iso(end), premium: ttc,
    },
  };
}

/** An Italian quietanza RCA: premio imponibile, imposte, contributo SSN and the gross premium due. */
function italianQuietanza(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const insurer = r.pick(['Generali', 'Unipol', 'Allianz', 'Reale Mutua']);
  const policy = `${r.int(100000000, 999999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const net = round2(r.int(300, 700) + r.int(0, 99) / 100);
  const taxes = round2(net * 0.125);
  const ssn = round2(net * 0.105);
  const gross = round2(net + taxes + ssn);
  const rows: Row[] = [
    title(insurer === 'Reale Mutua' ? 'Reale Mutua Assicurazioni' : `${insurer} Assicurazioni S.p.A.`, 15), title('Quietanza di pagamento - Polizza RCA', 12), blank(),
    pair('Polizza n.', policy, 0, 0.35), pair('Contraente', `${p.given} ${p.family}`, 0, 0.35), pair('Targa', plate, 0, 0.35),
    pair('Veicolo', `${v.make} ${v.model}`, 0, 0.35), pair('Telaio', v.vin, 0, 0.35),
    pair('Effetto', `dalle ore 24 del ${dateIn('it', start, true)}`, 0, 0.35), pair('Scadenza', `alle ore 24 del ${dateIn('it', end, true)}`, 0, 0.35), blank(),
    pair('Premio imponibile', `€ ${moneyIn(net, 'it')}`, 0, 0.6), pair('Imposte 12,50%', `€ ${moneyIn(taxes, 'it')}`, 0, 0.6),
    pair('Contributo SSN 10,50%', `€ ${moneyIn(ssn, 'it')}`, 0, 0.6), pair('Premio lordo da pagare', `€ ${moneyIn(gross, 'it')}`, 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd-it-quietanza', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: gross,
    },
  };
}

/** A Dutch polisblad: yearly premium, assurantiebelasting and the total per year. */
function dutchPolisblad(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const p = makeEuPerson(r, 'nl');
  const plate = plateOf(r, 'nl');
  const insurer = r.pick(['Centraal Beheer', 'Interpolis', 'FBTO', 'Nationale-Nederlanden']);
  const policy = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const net = round2(r.int(280, 760) + r.int(0, 99) / 100);
  const tax = round2(net * 0.21);
  const total = round2(net + tax);
  const rows: Row[] = [
    title(insurer, 17), title('Polisblad autoverzekering', 12), blank(),
    pair('Polisnummer', policy, 0, 0.33), pair('Verzekeringnemer', `${p.given} ${p.family}`, 0, 0.33),
    pair('Adres', `${streetLine(p, 'nl')}, ${townLine(p, 'nl')}`, 0, 0.33), pair('Kenteken', plate, 0, 0.33),
    pair('Merk en model', `${v.make} ${v.model}`, 0, 0.33), pair('Chassisnummer', v.vin, 0, 0.33),
    pair('Ingangsdatum', dateIn('nl', start, true), 0, 0.33), pair('Einddatum', dateIn('nl', end, true), 0, 0.33),
    pair('Dekking', r.pick(['WA + Volledig Casco', 'WA + Beperkt Casco', 'WA']), 0, 0.33), blank(),
    pair('Premie per jaar', `€ ${moneyIn(net, 'nl')}`, 0, 0.6), pair('Assurantiebelasting 21%', `€ ${moneyIn(tax, 'nl')}`, 0, 0.6),
    pair('Totaal per jaar', `€ ${moneyIn(total, 'nl')}`, 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd-nl-polisblad', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** A Spanish recibo: prima neta, impuestos y recargos, prima total. */
function spanishRecibo(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 10);
  const p = makeEuPerson(r, 'es');
  const plate = plateOf(r, 'es');
  const insurer = r.pick(['Mapfre', 'Mutua Madrileña', 'Línea Directa', 'Allianz']);
  const policy = `${r.int(100, 999)}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const net = round2(r.int(250, 650) + r.int(0, 99) / 100);
  const taxes = round2(net * 0.0815);
  const total = round2(net + taxes);
  const rows: Row[] = [
    title(insurer, 17), title('Recibo de prima - Seguro de automóvil', 12), blank(),
    pair('Nº de póliza', policy, 0, 0.33), pair('Tomador', `${p.given} ${p.family}`, 0, 0.33), pair('Matrícula', plate, 0, 0.33),
    pair('Vehículo', `${v.make} ${v.model}`, 0, 0.33), pair('Nº de bastidor', v.vin, 0, 0.33),
    pair('Fecha de efecto', dateIn('es', start, true), 0, 0.33), pair('Fecha de vencimiento', dateIn('es', end, true), 0, 0.33), blank(),
    pair('Prima neta', `${moneyIn(net, 'es')} €`, 0, 0.6), pair('Impuestos y recargos', `${moneyIn(taxes, 'es')} €`, 0, 0.6),
    pair('Prima total', `${moneyIn(total, 'es')} €`, 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd-es-recibo', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** A UK renewal letter: what was paid last year and the new annual premium including Insurance Premium Tax. */
function ukRenewalLetter(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 11);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const insurer = r.pick(['Admiral', 'Direct Line', 'Aviva', 'Churchill']);
  const policy = `${r.pick(['P', 'M'])}${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const premium = round2(r.int(380, 1100) + r.int(0, 99) / 100);
  const lastYear = round2(premium - r.int(20, 140) + 0.35);
  const ipt = round2(premium - premium / 1.12);
  const rows: Row[] = [
    title(insurer, 17), row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'uk'), 0]), row([townLine(p, 'uk'), 0]), blank(),
    title('Your car insurance renewal', 12),
    pair('Policy number', policy, 0, 0.4), pair('Car', `${v.make} ${v.model} (${plate})`, 0, 0.4), pair('VIN', v.vin, 0, 0.4),
    pair('Cover starts', dateIn('uk', start, true), 0, 0.4), pair('Cover ends', dateIn('uk', end, true), 0, 0.4), blank(),
    pair('What you paid last year', `£${money(lastYear)}`, 0, 0.65), pair('Your annual premium (incl. IPT)', `£${money(premium)}`, 0, 0.65),
    pair('of which Insurance Premium Tax', `£${money(ipt)}`, 0, 0.65), blank(),
    ...wrap('If you do nothing we will renew your policy automatically and take payment on the date your cover starts.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd-uk-renewal-letter', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A US renewal declarations: prior and renewal premiums, then taxes and fees and the renewal's total. */
function usRenewalWithFees(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 6);
  const insured = makePerson(r);
  const brand = r.pick(['Nationwide', 'Travelers', 'Farmers', 'Allstate']);
  const policy = `${r.int(1000, 9999)} ${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const prior = round2(r.int(500, 1200) + r.int(0, 99) / 100);
  const renewal = round2(prior + r.int(10, 150) + 0.5);
  const fees = round2(r.int(5, 40) + 0.75);
  const total = round2(renewal + fees);
  const rows: Row[] = [
    title(brand, 17), title('Renewal Declarations', 13), pair('Policy number', policy, 0, 0.4), pair('Named insured', insured.name, 0, 0.4),
    pair('Renewal period', `${us(start)} to ${us(end)}`, 0, 0.4), pair('Vehicle', `${v.year} ${v.make} ${v.model}`, 0, 0.4), pair('VIN', v.vin, 0, 0.4), blank(),
    ...table([['', 0], ['Prior term', 0.45], ['Renewal term', 0.7]], [
      ['Premium', `$${money(prior)}`, `$${money(renewal)}`],
      ['State taxes and fees', '', `$${money(fees)}`],
      ['Total renewal premium', '', `$${money(total)}`],
    ]),
  ];
  return {
    kind: 'insurance', layout: 'wd-us-renewal-fees', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, make: v.make, model: v.model, year: v.year, ownerName: insured.name,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** An Italian policy schedule: a table of covers with a premium column, closed by a row of totals. */
function italianCoverTable(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 17);
  const p = makeEuPerson(r, 'it');
  const plate = plateOf(r, 'it');
  const insurer = r.pick(['Cattolica', 'Generali', 'Verti', 'Genertel']);
  const policy = `${r.pick(['RCA', 'AUT'])}/${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const covers: [string, string, number][] = [
    ['RC Auto', '€ 6.450.000', round2(r.int(280, 520) + r.int(0, 99) / 100)],
    ['Incendio e furto', 'valore commerciale', round2(r.int(60, 180) + r.int(0, 99) / 100)],
    ['Assistenza stradale', '-', round2(r.int(20, 45) + 0.5)],
  ];
  const total = round2(covers.reduce((n, [, , x]) => n + x, 0));
  const rows: Row[] = [
    title(insurer, 17), title('Scheda di polizza auto', 12), blank(),
    pair('Numero polizza', policy, 0, 0.3), pair('Contraente', `${p.given} ${p.family}`, 0, 0.3), pair('Veicolo', `${v.make} ${v.model}`, 0, 0.3),
    pair('Targa', plate, 0, 0.3), pair('Telaio', v.vin, 0, 0.3), pair('Decorrenza', dateIn('it', start, true), 0, 0.3), pair('Scadenza', dateIn('it', end, true), 0, 0.3),
    blank(),
    ...table([['Garanzia', 0], ['Massimale', 0.4], ['Premio', 0.75]], [...covers.map(([name, limit, x]) => [name, limit, `€ ${moneyIn(x, 'it')}`]), ['Totale (imposte incluse)', '', `€ ${moneyIn(total, 'it')}`]]),
  ];
  return {
    kind: 'insurance', layout: 'wd-it-cover-table', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** A German workshop invoice: positions with quantities, net, MwSt and the gross amount in EUR. */
function germanWorkshopInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 12);
  const p = makeEuPerson(r, 'de');
  const shop = r.pick(['Autohaus Keller', 'Kfz-Meisterbetrieb Braun', 'Autoservice Neumann']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 210000);
  const items: [string, number][] = r.pick([
    [['Inspektion nach Herstellervorgabe', 189.0], ['Motoröl 5W-30 4,5 l', 67.5], ['Ölfilter', 14.9], ['Bremsflüssigkeit erneuern', 59.0]],
    [['Bremsbeläge vorne erneuern', 164.0], ['Bremsscheiben vorne', 218.4], ['Hauptuntersuchung', 139.0]],
  ]);
  const net = sum(items);
  const vat = round2(net * 0.19);
  const total = round2(net + vat);
  const rows: Row[] = [
    title(`${shop} GmbH`, 16), row([`${streetLine(makeEuPerson(r, 'de'), 'de')}, ${townLine(p, 'de')}  Tel. ${phoneOf(r, 'de')}`, 0]), blank(),
    title(`Rechnung Nr. ${day.y}-${r.int(1000, 9999)}`, 12),
    pair('Rechnungsdatum', dateIn('de', day, true), 0, 0.3), pair('Kunde', `${p.given} ${p.family}`, 0, 0.3),
    pair('Kennzeichen', plate, 0, 0.3), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.3), pair('FIN', v.vin, 0, 0.3),
    pair('Kilometerstand', `${kmIn(odo, 'de')} km`, 0, 0.3), blank(),
    ...table([['Pos.', 0], ['Bezeichnung', 0.08], ['Betrag', 0.8]], items.map(([name, x], i) => [String(i + 1), name, moneyIn(x, 'de')])), blank(),
    pair('Nettobetrag', `${moneyIn(net, 'de')} EUR`, 0.45, 0.78), pair('zzgl. 19 % MwSt.', `${moneyIn(vat, 'de')} EUR`, 0.45, 0.78),
    pair('Rechnungsbetrag', `${moneyIn(total, 'de')} EUR`, 0.45, 0.78),
  ];
  return {
    kind: 'service', layout: 'wd-de-workshop-invoice', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** A French garage invoice: HT, TVA, TTC, kilometres with space thousands. */
function frenchGarageInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 13);
  const p = makeEuPerson(r, 'fr');
  const shop = r.pick(['Garage du Centre', 'Garage des Lilas', 'Auto Service Girard']);
  const plate = plateOf(r, 'fr');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 220000);
  const items: [string, number][] = r.pick([
    [['Révision constructeur', 179.0], ['Remplacement plaquettes avant', 96.5], ['Remplacement balais essuie-glace', 32.0]],
    [['Remplacement courroie de distribution', 612.0], ['Remplacement pompe à eau', 148.3]],
  ]);
  const ht = sum(items);
  const tva = round2(ht * 0.2);
  const ttc = round2(ht + tva);
  const rows: Row[] = [
    title(shop, 16), row([`${streetLine(makeEuPerson(r, 'fr'), 'fr')}, ${townLine(p, 'fr')} - Tél. ${phoneOf(r, 'fr')}`, 0]), blank(),
    title(`FACTURE N° ${r.int(10000, 99999)}`, 12),
    pair('Date', dateIn('fr', day, true), 0, 0.3), pair('Client', `${p.given} ${p.family}`, 0, 0.3), pair('Immatriculation', plate, 0, 0.3),
    pair('Véhicule', `${v.make} ${v.model}`, 0, 0.3), pair('VIN', v.vin, 0, 0.3), pair('Kilométrage', `${kmIn(odo, 'fr')} km`, 0, 0.3), blank(),
    ...table([['Désignation', 0], ['Montant HT', 0.78]], items.map(([name, x]) => [name, moneyIn(x, 'fr')])), blank(),
    pair('Total HT', `${moneyIn(ht, 'fr')} €`, 0.45, 0.78), pair('TVA 20 %', `${moneyIn(tva, 'fr')} €`, 0.45, 0.78),
    pair('Total TTC', `${moneyIn(ttc, 'fr')} €`, 0.45, 0.78),
  ];
  return {
    kind: 'service', layout: 'wd-fr-garage-invoice', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: ttc, services: items.map(([name]) => name),
    },
  };
}

/** A Dutch garage invoice: subtotal excl. BTW, BTW and the total incl. BTW. */
function dutchGarageInvoice(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 14);
  const p = makeEuPerson(r, 'nl');
  const shop = r.pick(['Autobedrijf Visser', 'Garage Bakker', 'Autoservice Jansen']);
  const plate = plateOf(r, 'nl');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(15000, 250000);
  const items: [string, number][] = r.pick([
    [['Grote onderhoudsbeurt', 289.0], ['APK keuring', 45.0], ['Ruitenwisserbladen vervangen', 34.5]],
    [['Remblokken voor vervangen', 149.0], ['Remschijven voor vervangen', 199.95]],
  ]);
  const net = sum(items);
  const btw = round2(net * 0.21);
  const total = round2(net + btw);
  const rows: Row[] = [
    title(shop, 16), row([`${streetLine(makeEuPerson(r, 'nl'), 'nl')}, ${townLine(p, 'nl')}  ${phoneOf(r, 'nl')}`, 0]), blank(), title('FACTUUR', 12),
    pair('Factuurnummer', `${day.y}${r.int(1000, 9999)}`, 0, 0.3), pair('Factuurdatum', dateIn('nl', day, true), 0, 0.3),
    pair('Klant', `${p.given} ${p.family}`, 0, 0.3), pair('Kenteken', plate, 0, 0.3), pair('Auto', `${v.make} ${v.model}`, 0, 0.3),
    pair('Chassisnummer', v.vin, 0, 0.3), pair('Kilometerstand', kmIn(odo, 'nl'), 0, 0.3), blank(),
    ...table([['Omschrijving', 0], ['Bedrag', 0.78]], items.map(([name, x]) => [name, `€ ${moneyIn(x, 'nl')}`])), blank(),
    pair('Subtotaal excl. BTW', `€ ${moneyIn(net, 'nl')}`, 0.4, 0.78), pair('BTW 21%', `€ ${moneyIn(btw, 'nl')}`, 0.4, 0.78),
    pair('Totaal incl. BTW', `€ ${moneyIn(total, 'nl')}`, 0.4, 0.78),
  ];
  return {
    kind: 'service', layout: 'wd-nl-garage-invoice', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'service_invoice', documentKind: 'service_invoice', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, services: items.map(([name]) => name),
    },
  };
}

/** A French quick-service ticket: vidange, TTC total, the next oil change in kilometres. */
function frenchVidangeTicket(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 15);
  const shop = r.pick(['Norauto Villeurbanne', 'Speedy Nantes Est', 'Midas Lille Centre']);
  const plate = plateOf(r, 'fr');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 200000);
  const next = odo + r.pick([15000, 20000]);
  const oil = round2(r.int(55, 85) + 0.9);
  const filter = 16.9;
  const total = round2(oil + filter);
  const rows: Row[] = [
    title(shop.toUpperCase(), 11), row([phoneOf(r, 'fr'), 0]), blank(), row([`Le ${dateIn('fr', day, true)} à ${r.int(8, 18)}h${r.int(10, 59)}`, 0]),
    row([`Immat. ${plate}`, 0]), row([`${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0]), row([`Km compteur : ${kmIn(odo, 'fr')}`, 0]), blank(),
    row(['VIDANGE HUILE 5W30 (4 L)', 0], [moneyIn(oil, 'fr'), 0.72]), row(['FILTRE A HUILE', 0], [moneyIn(filter, 'fr'), 0.72]), blank(),
    row(['TOTAL TTC', 0], [`${moneyIn(total, 'fr')} €`, 0.68]), row([`dont TVA 20 % ${moneyIn(round2(total - total / 1.2), 'fr')}`, 0]), blank(),
    row([`Prochaine vidange à ${kmIn(next, 'fr')} km`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd-fr-vidange-ticket', page: 'receipt', font: 'mono', rows, region: 'eu', faded: true,
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model.toUpperCase(),
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next,
    },
  };
}

/** A German oil-change receipt: Summe in EUR, KM-Stand, the next change by kilometres or date. */
function germanOilReceipt(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 16);
  const shop = r.pick(['A.T.U Filiale Dortmund', 'Pit-Stop Bremen', 'Ölwechsel-Express Kassel']);
  const plate = plateOf(r, 'de');
  const day = makeDay(r, 2025, 2026);
  const odo = r.int(20000, 200000);
  const next = odo + 15000;
  const nextDay = addMonths(day, 12);
  const total = round2(r.int(79, 139) + 0.9);
  const rows: Row[] = [
    title(shop, 12), row([phoneOf(r, 'de'), 0]), blank(), row(['Kassenbeleg', 0], [`${dateIn('de', day, true)}`, 0.55]),
    row([`Kennzeichen: ${plate}`, 0]), row([`${v.make} ${v.model}`, 0]), row([`KM-Stand: ${kmIn(odo, 'de')}`, 0]), blank(),
    row(['Ölwechsel-Service inkl. Filter', 0], [moneyIn(total, 'de'), 0.72]), blank(),
    row(['Summe EUR', 0], [moneyIn(total, 'de'), 0.72]), row([`enth. MwSt. 19 %  ${moneyIn(round2(total - total / 1.19), 'de')}`, 0]), blank(),
    row(['Nächster Ölwechsel:', 0]), row([`${kmIn(next, 'de')} km / ${dateIn('de', nextDay, true)}`, 0]),
  ];
  return {
    kind: 'oil', layout: 'wd-de-oil-receipt', page: 'receipt', font: 'mono', rows, region: 'eu',
    expected: {
      documentType: 'oil_change_receipt', documentKind: 'oil_change_receipt', plateNumber: plate, make: v.make, model: v.model,
      serviceProvider: shop, serviceDate: iso(day), mileage: odo, totalCost: total, nextServiceMileage: next, nextServiceDate: iso(nextDay),
    },
  };
}

/** Appended after the first world layouts, so the documents before them keep their numbers and contents. */
export const WORLD_DEV_EUROPE_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wd-fr-certificate-codes-only', part: 'dev', build: frenchCertificateCodesOnly },
  { kind: 'registration', name: 'wd-de-zb1-columns', part: 'dev', build: germanCertificateTwoColumns },
  { kind: 'registration', name: 'wd-nl-kentekencard', part: 'dev', build: dutchKentekencard },
  { kind: 'registration', name: 'wd-it-carta-code-boxes', part: 'dev', build: italianCartaCodeBoxes },
  { kind: 'registration', name: 'wd-uk-v5c-captions', part: 'dev', build: ukV5cCaptionsFirst },
  { kind: 'insurance', name: 'wd-de-policy-schedule', part: 'dev', build: germanPolicySchedule },
  { kind: 'insurance', name: 'wd-fr-renewal-ttc', part: 'dev', build: frenchRenewalTtc },
  { kind: 'insurance', name: 'wd-it-quietanza', part: 'dev', build: italianQuietanza },
  { kind: 'insurance', name: 'wd-nl-polisblad', part: 'dev', build: dutchPolisblad },
  { kind: 'insurance', name: 'wd-es-recibo', part: 'dev', build: spanishRecibo },
  { kind: 'insurance', name: 'wd-uk-renewal-letter', part: 'dev', build: ukRenewalLetter },
  { kind: 'insurance', name: 'wd-us-renewal-fees', part: 'dev', build: usRenewalWithFees },
  { kind: 'insurance', name: 'wd-it-cover-table', part: 'dev', build: italianCoverTable },
  { kind: 'service', name: 'wd-de-workshop-invoice', part: 'dev', build: germanWorkshopInvoice },
  { kind: 'service', name: 'wd-fr-garage-invoice', part: 'dev', build: frenchGarageInvoice },
  { kind: 'service', name: 'wd-nl-garage-invoice', part: 'dev', build: dutchGarageInvoice },
  { kind: 'oil', name: 'wd-fr-vidange-ticket', part: 'dev', build: frenchVidangeTicket },
  { kind: 'oil', name: 'wd-de-oil-receipt', part: 'dev', build: germanOilReceipt },
];
