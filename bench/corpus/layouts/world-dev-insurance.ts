/**
 * More development layouts of insurance papers (issue 22), written after the second world round for what renewals
 * and schedules still missed: renewals that set the term in force and the renewal term side by side in a table
 * (dates and premiums in two columns, the columns named in each language's words), premiums printed net, taxed and
 * per vehicle beside the policy total, plates named in a letter's sentence, and policy numbers with a lone letter
 * among their figures. Other wordings, insurers and arrangements than the held-back world layouts.
 */
import { addDays, addMonths, iso, makeDay, makePerson, money, round2, type Day } from '../data';
import { blank, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import { dateIn, euDevVehicle, makeEuPerson, moneyIn, naDevVehicle, plateOf, streetLine, townLine } from '../world-data';

const us = (day: Day) => `${String(day.m).padStart(2, '0')}/${String(day.d).padStart(2, '0')}/${day.y}`;
const cents = (r: Ctx['r'], from: number, to: number) => round2(r.int(from, to) + r.int(0, 99) / 100);

/** A German Beitragsanpassung: the running year and the following one side by side, the yearly premium with tax. */
function germanRenewalColumns(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const p = makeEuPerson(r, 'de');
  const plate = plateOf(r, 'de');
  const insurer = r.pick(['HUK-Coburg', 'DEVK', 'LVM', 'VHV']);
  const policy = `KR-${r.int(100000, 999999)}-${r.int(10, 99)}`;
  const start = makeDay(r, 2025, 2026);
  const prevStart = addMonths(start, -12);
  const end = addDays(addMonths(start, 12), -1);
  const prior = cents(r, 420, 980);
  const premium = round2(prior + r.int(15, 120) + 0.4);
  const rows: Row[] = [
    title(insurer, 16), row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'de'), 0]), row([townLine(p, 'de'), 0]), blank(),
    title('Ihre Beitragsrechnung zur Hauptfälligkeit', 12), pair('Versicherungsschein-Nr.', policy, 0, 0.4),
    pair('Fahrzeug', `${v.make} ${v.model}, amtliches Kennzeichen ${plate}`, 0, 0.4), pair('FIN', v.vin, 0, 0.4), blank(),
    ...table([['', 0], ['Laufendes Versicherungsjahr', 0.35], ['Folgejahr', 0.7]], [
      ['Vom', dateIn('de', prevStart, true), dateIn('de', start, true)],
      ['Bis', dateIn('de', addDays(start, -1), true), dateIn('de', end, true)],
      ['Jahresbeitrag inkl. VersSt', `${moneyIn(prior, 'de')} €`, `${moneyIn(premium, 'de')} €`],
    ]),
    blank(), ...wrap('Der neue Beitrag wird zur Hauptfälligkeit von Ihrem Konto abgebucht.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd-de-renewal-columns', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, plateNumber: plate, make: v.make, model: v.model,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A French échéancier: the period in progress beside the new one, rows "Du" and "Au", the TTC premium of each. */
function frenchPeriodColumns(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'fr');
  const plate = plateOf(r, 'fr');
  const insurer = r.pick(['MACIF', 'MAIF', 'Matmut', 'GMF']);
  const policy = `${r.int(1000000, 9999999)} ${r.pick(['A', 'B', 'M'])}`;
  const letter = makeDay(r, 2025, 2026);
  const start = addDays(letter, r.int(20, 45));
  const end = addDays(addMonths(start, 12), -1);
  const prior = cents(r, 380, 900);
  const premium = round2(prior + r.int(10, 90) + 0.25);
  const rows: Row[] = [
    title(insurer, 16), row([`${townLine(p, 'fr').split(' ').slice(1).join(' ')}, le ${dateIn('fr', letter, false)}`, 0.5]), blank(),
    row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'fr'), 0]), row([townLine(p, 'fr'), 0]), blank(),
    title('Votre nouvelle période de garantie', 12), pair('Contrat n°', policy, 0, 0.35),
    ...wrap(`Véhicule assuré : ${v.make} ${v.model} immatriculé ${plate}.`, 90), blank(),
    ...table([['', 0], ['Période en cours', 0.35], ['Nouvelle période', 0.68]], [
      ['Du', dateIn('fr', addMonths(start, -12), true), dateIn('fr', start, true)],
      ['Au', dateIn('fr', addDays(start, -1), true), dateIn('fr', end, true)],
      ['Cotisation annuelle TTC', `${moneyIn(prior, 'fr')} €`, `${moneyIn(premium, 'fr')} €`],
    ]),
  ];
  return {
    kind: 'insurance', layout: 'wd-fr-period-columns', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model,
      insuranceProvider: insurer, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Spanish aviso de renovación: anualidad actual and renovación columns, the total premium with taxes. */
function spanishRenewalColumns(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const p = makeEuPerson(r, 'es');
  const plate = plateOf(r, 'es');
  const insurer = r.pick(['Mutua Madrileña', 'Línea Directa', 'Pelayo', 'Verti']);
  const policy = `${r.int(100, 999)}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const prior = cents(r, 300, 800);
  const net = round2(prior * 0.93 + r.int(5, 40));
  const premium = round2(net * 1.08);
  const rows: Row[] = [
    title(insurer, 16), title('Aviso de renovación de su póliza', 12), pair('Tomador', `${p.given} ${p.family}`, 0, 0.35),
    pair('Número de póliza', policy, 0, 0.35), pair('Vehículo', `${v.make.toUpperCase()} ${v.model.toUpperCase()} con matrícula ${plate}`, 0, 0.35), blank(),
    ...table([['Concepto', 0], ['Anualidad actual', 0.4], ['Renovación', 0.7]], [
      ['Fecha de efecto', dateIn('es', addMonths(start, -12), true), dateIn('es', start, true)],
      ['Fecha de vencimiento', dateIn('es', start, true), dateIn('es', end, true)],
      ['Prima neta', `${moneyIn(round2(prior / 1.08), 'es')} €`, `${moneyIn(net, 'es')} €`],
      ['Prima total (impuestos incluidos)', `${moneyIn(prior, 'es')} €`, `${moneyIn(premium, 'es')} €`],
    ]),
  ];
  return {
    kind: 'insurance', layout: 'wd-es-renewal-columns', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, insuranceProvider: insurer,
      policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Dutch verlengingsbericht: huidige and nieuwe premie per year, ingangs- and einddatum in the same two columns. */
function dutchRenewalColumns(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const p = makeEuPerson(r, 'nl');
  const plate = plateOf(r, 'nl');
  const insurer = r.pick(['Centraal Beheer', 'FBTO', 'OHRA', 'Interpolis']);
  const policy = `${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const prior = cents(r, 350, 950);
  const premium = round2(prior + r.int(12, 80) + 0.6);
  const rows: Row[] = [
    title(insurer, 16), row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'nl'), 0]), row([townLine(p, 'nl'), 0]), blank(),
    title('Verlenging van uw autoverzekering', 12), pair('Polisnummer', policy, 0, 0.35), pair('Kenteken', plate, 0, 0.35),
    pair('Auto', `${v.make} ${v.model}`, 0, 0.35), blank(),
    // The long premium caption ends well before the first term's column (at 0.4 it ran over the figure).
    ...table([['', 0], ['Huidige periode', 0.5], ['Nieuwe periode', 0.75]], [
      ['Ingangsdatum', dateIn('nl', addMonths(start, -12), true), dateIn('nl', start, true)],
      ['Einddatum', dateIn('nl', addDays(start, -1), true), dateIn('nl', end, true)],
      ['Premie per jaar incl. assurantiebelasting', `€ ${moneyIn(prior, 'nl')}`, `€ ${moneyIn(premium, 'nl')}`],
    ]),
  ];
  return {
    kind: 'insurance', layout: 'wd-nl-renewal-columns', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A US renewal comparison: "Current Policy" and "Renewal Policy" columns, each with its policy period as a range. */
function usRenewalComparison(c: Ctx): DocContent {
  const { r } = c;
  const v = naDevVehicle(r, c.n + 3);
  const insured = makePerson(r);
  const insurer = r.pick(['Erie Insurance', 'Safeco', 'Auto-Owners', 'Westfield']);
  const policy = `${r.int(10, 99)} ${r.pick(['C', 'D', 'K'])} ${r.int(100000, 999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const priorStart = addMonths(start, -6);
  const prior = cents(r, 450, 1100);
  const premium = round2(prior + r.int(20, 160) + 0.15);
  const plate = plateOf(r, 'us');
  const rows: Row[] = [
    title(insurer, 17), title('Renewal Comparison', 13), pair('Policy number', policy, 0, 0.35), pair('Named insured', insured.name, 0, 0.35),
    ...wrap(`Vehicle covered: ${v.year} ${v.make} ${v.model} (${plate}), VIN ${v.vin}.`, 90), blank(),
    ...table([['', 0], ['Current Policy', 0.4], ['Renewal Policy', 0.7]], [
      ['Policy period', `${us(priorStart)} - ${us(start)}`, `${us(start)} - ${us(end)}`],
      ['Liability', `$${money(round2(prior * 0.45))}`, `$${money(round2(premium * 0.45))}`],
      ['Total 6-month premium', `$${money(prior)}`, `$${money(premium)}`],
    ]),
  ];
  return {
    kind: 'insurance', layout: 'wd-us-renewal-comparison', page: 'letter', font: 'serif', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: v.vin, plateNumber: plate, make: v.make, model: v.model, year: v.year,
      ownerName: insured.name, insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A UK renewal invitation: a sentence names the car by its registration; "Your current policy | Your renewal" columns. */
function ukRenewalInvitation(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'uk');
  const plate = plateOf(r, 'uk');
  const insurer = r.pick(['Hastings Direct', 'esure', 'LV=', 'Saga']);
  const policy = `${r.pick(['HD', 'ES', 'LV'])}/${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const prior = cents(r, 420, 1050);
  const premium = round2(prior + r.int(15, 190) + 0.2);
  const rows: Row[] = [
    title(insurer, 17), row([`${p.given} ${p.family}`, 0]), row([streetLine(p, 'uk'), 0]), row([townLine(p, 'uk'), 0]), blank(),
    title('Your renewal invitation', 12), pair('Policy number', policy, 0, 0.35),
    ...wrap(`It's nearly time to renew the insurance on your ${v.make} ${v.model}, registration ${plate}. Your new policy year starts on ${dateIn('uk', start, false)}.`, 90),
    blank(),
    ...table([['', 0], ['Your current policy', 0.4], ['Your renewal', 0.7]], [
      ['Cover', 'Comprehensive', 'Comprehensive'],
      ['Start date', dateIn('uk', addMonths(start, -12), true), dateIn('uk', start, true)],
      ['End date', dateIn('uk', addDays(start, -1), true), dateIn('uk', end, true)],
      ['Annual price inc. IPT', `£${money(prior)}`, `£${money(premium)}`],
    ]),
  ];
  return {
    kind: 'insurance', layout: 'wd-uk-renewal-invitation', page: 'a4', font: 'sans', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: insurer, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

export const WORLD_DEV_INSURANCE_LAYOUTS: Layout[] = [
  { kind: 'insurance', name: 'wd-de-renewal-columns', part: 'dev', build: germanRenewalColumns },
  { kind: 'insurance', name: 'wd-fr-period-columns', part: 'dev', build: frenchPeriodColumns },
  { kind: 'insurance', name: 'wd-es-renewal-columns', part: 'dev', build: spanishRenewalColumns },
  { kind: 'insurance', name: 'wd-nl-renewal-columns', part: 'dev', build: dutchRenewalColumns },
  { kind: 'insurance', name: 'wd-us-renewal-comparison', part: 'dev', build: usRenewalComparison },
  { kind: 'insurance', name: 'wd-uk-renewal-invitation', part: 'dev', build: ukRenewalInvitation },
];
