/**
 * Development layouts of the twelfth round (issue 22), for the families the held-back sets still read weakly by their
 * printed figures only (their misses were never listed, their layouts never read): continental registrations in their
 * own forms (an Austrian Zulassungsschein with C.1.1/C.1.2 captions, a Polish dowód with Polish code captions, a
 * Portuguese Documento Único, a Swedish registreringsbevis with an owner and a user, an Irish bilingual certificate, a
 * Czech technical certificate whose owner is a leasing company and whose holder is a person, a Danish
 * registreringsattest, a French-Swiss permis de circulation, a Belgian bilingual certificate), policy numbers on
 * continental schedules beside other numbers (a Dutch polisblad with a relation number, a Portuguese carta verde with
 * country and insurer codes, a Spanish recibo with a receipt number, an Italian scheda di polizza with an agency code,
 * a German schedule with a customer number) and two-page declarations listing several vehicles whose renewal term is on
 * page 2. Each is rendered as text, as a scan or a photo, and always turned half a turn and as a 150 dpi JPEG
 * (generate-world.ts). Every office, insurer, wording and person is the author's invention.
 */
import { addDays, addMonths, iso, makeDay, makePerson, round2, type Day } from '../data';
import { blank, pageBreak, pair, row, table, title, wrap, type Ctx, type DocContent, type Layout, type Row } from '../kit';
import type { Random } from '../random';
import { euDevVehicle, makeEuPerson, moneyIn, naDevVehicle, plateOf } from '../world-data';

const L = (r: Random) => r.pick([...'ABCDEFGHJKLMNPRSTVWXYZ']);
const D = (r: Random) => String(r.int(0, 9));
const pad2 = (n: number) => String(n).padStart(2, '0');
const dmy = (day: Day, sep = '/') => `${pad2(day.d)}${sep}${pad2(day.m)}${sep}${day.y}`;
const mdy = (day: Day) => `${pad2(day.m)}/${pad2(day.d)}/${day.y}`;
const ymd = (day: Day, sep = '-') => `${day.y}${sep}${pad2(day.m)}${sep}${pad2(day.d)}`;
const cents = (r: Random, lo: number, hi: number) => round2(r.int(lo * 100, hi * 100) / 100);
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const reg = (vin: string, plate: string, make: string, model: string, ownerName: string) => ({
  documentType: 'car_registration', documentKind: 'registration_certificate', vin, plateNumber: plate, make, model, ownerName, expiryDate: null,
});

/** An Austrian Zulassungsschein: codes with their German captions, surname (C.1.1) and first name (C.1.2) on rows of their own. */
function austrianCodesC11(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const given = r.pick(['Andrea', 'Florian', 'Theresa', 'Manfred', 'Johanna']);
  const family = r.pick(['PICHLER', 'LEITNER', 'WIMMER', 'EDER', 'FUCHS']);
  const plate = `${r.pick(['W', 'GU', 'LL', 'KU', 'SZ'])}-${r.int(100, 9999)} ${L(r)}${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('Zulassungsschein', 13), row(['Teil I - Zulassungsbescheinigung', 0]), row(['Bezirkshauptmannschaft Seetal', 0]), blank(),
    pair('(A) Kennzeichen', plate, 0, 0.42), pair('(B) Datum der Erstzulassung', dmy(first, '.'), 0, 0.42),
    pair('(C.1.1) Name oder Firmenname', family, 0, 0.42), pair('(C.1.2) Vorname(n)', given, 0, 0.42),
    pair('(C.1.3) Anschrift', `${r.pick(['Kirchengasse', 'Hauptplatz', 'Feldweg'])} ${r.int(1, 60)}, ${r.pick(['8010 Graz', '5020 Salzburg', '6020 Innsbruck'])}`, 0, 0.42), blank(),
    pair('(D.1) Marke', v.make.toUpperCase(), 0, 0.42), pair('(D.3) Handelsbezeichnung', v.model.toUpperCase(), 0, 0.42),
    pair('(E) Fahrzeugidentifizierungsnummer', v.vin, 0, 0.42), pair('(I) Datum dieser Zulassung', dmy(addDays(first, r.int(20, 700)), '.'), 0, 0.42),
  ];
  return {
    kind: 'registration', layout: 'wd12-at-codes-c11', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Polish dowód rejestracyjny: codes followed by their Polish captions, the value after a colon, the holder's surname first. */
function polishDowodPosiadacz(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const given = r.pick(['MAGDALENA', 'PIOTR', 'AGNIESZKA', 'TOMASZ', 'KATARZYNA']);
  const family = r.pick(['KOWALCZYK', 'WOJCIK', 'KAMINSKA', 'LEWANDOWSKI', 'ZIELINSKA']);
  const plate = `${r.pick(['WX', 'KR', 'PO', 'GD', 'WR'])} ${r.int(10000, 99999)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('RZECZPOSPOLITA POLSKA', 12), title('DOWÓD REJESTRACYJNY', 13), row(['Starosta Powiatu Brzozowego', 0]), blank(),
    row([`A numer rejestracyjny pojazdu: ${plate}`, 0]), row([`B data pierwszej rejestracji: ${dmy(first, '.')}`, 0]),
    row(['C.1 posiadacz dowodu rejestracyjnego', 0]), row([`C.1.1 nazwisko lub nazwa: ${family}`, 0.04]), row([`C.1.2 imie: ${given}`, 0.04]),
    row([`C.1.3 adres: ul. ${r.pick(['Lipowa', 'Polna', 'Ogrodowa'])} ${r.int(1, 90)}, ${r.pick(['00-950 Warszawa', '30-001 Kraków', '60-101 Poznan'])}`, 0.04]), blank(),
    row([`D.1 marka: ${v.make.toUpperCase()}`, 0]), row([`D.3 model: ${v.model.toUpperCase()}`, 0]), row([`E numer identyfikacyjny (VIN): ${v.vin}`, 0]),
  ];
  return {
    kind: 'registration', layout: 'wd12-pl-dowod-posiadacz', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Portuguese Documento Único Automóvel: "Matrícula", "Proprietário" with "Nome" and "Residência", "N.º de quadro". */
function portugueseDua(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const name = `${r.pick(['Ana', 'Rui', 'Inês', 'Tiago', 'Marta'])} ${r.pick(['Sousa', 'Ferreira', 'Carvalho', 'Pinto', 'Lopes'])} ${r.pick(['Almeida', 'Costa', 'Ribeiro', 'Gomes'])}`;
  const plate = `${L(r)}${L(r)}-${D(r)}${D(r)}-${L(r)}${L(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('DOCUMENTO ÚNICO AUTOMÓVEL', 13), row(['Instituto da Mobilidade e dos Transportes - Conservatória do Registo Automóvel', 0]), blank(),
    pair('Matrícula', plate, 0, 0.35), pair('Data da 1.ª matrícula', dmy(first, '-'), 0, 0.35), blank(),
    row(['PROPRIETÁRIO', 0]), pair('Nome', name.toUpperCase(), 0.04, 0.35),
    pair('Residência', `${r.pick(['Rua das Flores', 'Avenida da Liberdade', 'Travessa do Carmo'])} ${r.int(1, 200)}, ${r.pick(['4050-262 Porto', '1250-096 Lisboa', '3000-150 Coimbra'])}`.toUpperCase(), 0.04, 0.35), blank(),
    row(['CARACTERÍSTICAS DO VEÍCULO', 0]), pair('Marca', v.make.toUpperCase(), 0.04, 0.35), pair('Modelo', v.model.toUpperCase(), 0.04, 0.35),
    pair('N.º de quadro', v.vin, 0.04, 0.35), pair('Categoria', 'LIGEIRO DE PASSAGEIROS', 0.04, 0.35),
  ];
  return {
    kind: 'registration', layout: 'wd12-pt-dua', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), name.toUpperCase()),
  };
}

/** A Swedish registreringsbevis: the owner ("Ägare") as "Surname, Given", and a user ("Brukare") printed after it. */
function swedishAgareBrukare(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const given = r.pick(['Karin', 'Johan', 'Elin', 'Mikael', 'Sara']);
  const family = r.pick(['Lindqvist', 'Berglund', 'Sandberg', 'Holm', 'Nyström']);
  const user = `${r.pick(['Lindqvist', 'Ek', 'Wall'])}, ${r.pick(['Oskar', 'Maja', 'Nils'])}`;
  const plate = `${L(r)}${L(r)}${L(r)} ${D(r)}${D(r)}${r.pick([D(r), L(r)])}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('REGISTRERINGSBEVIS', 13), row(['Del 1 - Transportstyrelsen', 0]), blank(),
    pair('Registreringsnummer', plate, 0, 0.4), pair('Först registrerad', ymd(first), 0, 0.4), blank(),
    pair('Ägare', `${family}, ${given}`, 0, 0.4), pair('Adress', `${r.pick(['Storgatan', 'Kungsvägen', 'Björkvägen'])} ${r.int(1, 60)}, ${r.pick(['411 05 Göteborg', '752 20 Uppsala', '903 26 Umeå'])}`, 0, 0.4),
    pair('Brukare', user, 0, 0.4), blank(),
    pair('Fabrikat', v.make.toUpperCase(), 0, 0.4), pair('Handelsbeteckning', v.model.toUpperCase(), 0, 0.4),
    pair('Identifieringsnummer', v.vin, 0, 0.4), pair('Färg', r.pick(['SVART', 'VIT', 'GRÅ', 'BLÅ']), 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wd12-se-agare-brukare', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** An Irish vehicle registration certificate: each caption in Irish and English, the plate as year-county-number. */
function irishBilingual(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const name = `${r.pick(['SIOBHAN', 'CIARAN', 'AOIFE', 'DECLAN', 'NIAMH'])} ${r.pick(["O'BRIEN", 'MURPHY', 'KELLY', 'BYRNE', 'WALSH'])}`;
  const plate = `${r.pick(['191', '202', '231', '242'])}-${r.pick(['D', 'C', 'G', 'KY', 'WX'])}-${r.int(100, 29999)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('DEIMHNIÚ CLÁRAITHE FEITHICLE', 11), title('VEHICLE REGISTRATION CERTIFICATE', 12), blank(),
    pair('Uimhir Chláraithe / Registration Number', plate, 0, 0.5), pair('Dáta an Chéad Chlárúcháin / Date of First Registration', dmy(first), 0, 0.5), blank(),
    row(['Úinéir Cláraithe / Registered Owner', 0]), row([name, 0.04]),
    row([`${r.int(1, 90)} ${r.pick(['MAIN STREET', 'CHURCH ROAD', 'STRAND ROAD'])}, ${r.pick(['CORK', 'GALWAY', 'TRALEE'])}`, 0.04]), blank(),
    pair('Déantús / Make', v.make.toUpperCase(), 0, 0.5), pair('Samhail / Model', v.model.toUpperCase(), 0, 0.5),
    pair('Uimhir Fonnaidh / Chassis Number (VIN)', v.vin, 0, 0.5), pair('Dath / Colour', r.pick(['BLUE', 'GREY', 'WHITE']), 0, 0.5),
  ];
  return {
    kind: 'registration', layout: 'wd12-ie-bilingual', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), name),
  };
}

/** A Czech technical certificate: the owner ("Vlastník", C.2) a leasing company, the holder ("Provozovatel", C.1) a person. */
function czechProvozovatel(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 6);
  const name = `${r.pick(['KVETOSLAVA', 'RADEK', 'HELENA', 'ONDREJ', 'ZUZANA'])} ${r.pick(['MARES', 'KRAL', 'BENES', 'POKORNA', 'HAJEK'])}`;
  const owner = r.pick(['VLTAVA LEASING A.S.', 'MORAVA AUTOLEASING S.R.O.', 'LABE FINANCE A.S.']);
  const plate = `${D(r)}${L(r)}${D(r)} ${D(r)}${D(r)}${D(r)}${D(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('TECHNICKY PRUKAZ - OSVEDCENI O REGISTRACI', 12), row(['Magistrat mesta Zlatohory, odbor dopravy', 0]), blank(),
    pair('Registracni znacka', plate, 0, 0.4), pair('Datum prvni registrace', dmy(first, '.'), 0, 0.4), blank(),
    pair('C.1 Provozovatel', name, 0, 0.4), pair('Adresa', `${r.pick(['Husova', 'Palackeho', 'Nadrazni'])} ${r.int(1, 400)}, ${r.pick(['110 00 Praha 1', '779 00 Olomouc', '370 01 Ceske Budejovice'])}`, 0, 0.4),
    pair('C.2 Vlastnik', owner, 0, 0.4), blank(),
    pair('D.1 Tovarni znacka', v.make.toUpperCase(), 0, 0.4), pair('D.3 Obchodni oznaceni', v.model.toUpperCase(), 0, 0.4),
    pair('E Identifikacni cislo (VIN)', v.vin, 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wd12-cz-provozovatel', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), name),
  };
}

/** A Danish registreringsattest: "Reg.nr.", "Ejer" over a two-line address, "Mærke", "Model", "Stelnummer". */
function danishRegistreringsattest(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 7);
  const name = `${r.pick(['Mette', 'Søren', 'Line', 'Anders', 'Camilla'])} ${r.pick(['Kjær', 'Mortensen', 'Lund', 'Poulsen', 'Thomsen'])}`;
  const plate = `${L(r)}${L(r)} ${D(r)}${D(r)} ${D(r)}${D(r)}${D(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('REGISTRERINGSATTEST', 13), row(['Del I - Motorstyrelsen', 0]), blank(),
    pair('Reg.nr.', plate, 0, 0.35), pair('1. registreringsdato', dmy(first, '-'), 0, 0.35), blank(),
    row(['Ejer', 0]), row([name, 0.04]), row([`${r.pick(['Vestergade', 'Skovvej', 'Strandvejen'])} ${r.int(1, 120)}`, 0.04]),
    row([r.pick(['8000 Aarhus C', '5000 Odense C', '9000 Aalborg']), 0.04]), blank(),
    pair('Mærke', v.make.toUpperCase(), 0, 0.35), pair('Model', v.model.toUpperCase(), 0, 0.35), pair('Stelnummer', v.vin, 0, 0.35),
    pair('Anvendelse', 'Privat personkørsel', 0, 0.35),
  ];
  return {
    kind: 'registration', layout: 'wd12-dk-registreringsattest', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), name),
  };
}

/** A French-Swiss permis de circulation: "Détenteur" as "NOM Prénom", "Plaques de contrôle", "Marque et type" in one cell. */
function swissPermisFr(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 8);
  const family = r.pick(['ROCHAT', 'FAVRE', 'MONNIER', 'PERRIN', 'BOVET']);
  const given = r.pick(['Sandrine', 'Olivier', 'Nathalie', 'Yves', 'Mélanie']);
  const plate = `${r.pick(['VD', 'GE', 'NE', 'FR', 'VS'])} ${r.int(1000, 599999)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('PERMIS DE CIRCULATION', 13), row(['Service des automobiles et de la navigation', 0]), blank(),
    pair('15 Plaques de contrôle', plate, 0, 0.4), blank(),
    pair('Détenteur', `${family} ${given}`, 0, 0.4), pair('', `${r.pick(['Chemin des Vignes', 'Rue du Lac', 'Route de Berne'])} ${r.int(1, 40)}`, 0, 0.4),
    pair('', r.pick(['1003 Lausanne', '1204 Genève', '2000 Neuchâtel']), 0, 0.4), blank(),
    pair('21 Marque et type', `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.4), pair('23 No de châssis', v.vin, 0, 0.4),
    pair('36 1re mise en circulation', dmy(first, '.'), 0, 0.4),
  ];
  return {
    kind: 'registration', layout: 'wd12-ch-permis-fr', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${family} ${given}`),
  };
}

/** A Belgian certificate with Dutch/French captions after the codes: "C.1.1 Naam / Nom", "C.1.2 Voornamen / Prénoms". */
function belgianBilingualCodes(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 9);
  const family = r.pick(['PEETERS', 'JANSSENS', 'MAES', 'LAMBERT', 'DUPONT']);
  const given = r.pick(['Lieve', 'Koen', 'Sophie', 'Marc', 'Els']);
  const plate = `${r.int(1, 2)}-${L(r)}${L(r)}${L(r)}-${D(r)}${D(r)}${D(r)}`;
  const first = makeDay(r, v.year, v.year);
  const rows: Row[] = [
    title('INSCHRIJVINGSBEWIJS / CERTIFICAT D\'IMMATRICULATION', 11), row(['DIV', 0]), blank(),
    row(['A', 0], ['Inschrijvingsnummer / Numéro d\'immatriculation', 0.08], [plate, 0.62]),
    row(['B', 0], ['Datum eerste inschrijving / Date 1re immatriculation', 0.08], [dmy(first), 0.62]),
    row(['C.1.1', 0], ['Naam / Nom', 0.08], [family, 0.62]), row(['C.1.2', 0], ['Voornamen / Prénoms', 0.08], [given, 0.62]),
    row(['C.1.3', 0], ['Adres / Adresse', 0.08], [`${r.pick(['Kerkstraat', 'Rue Haute', 'Stationsstraat'])} ${r.int(1, 99)}, ${r.pick(['2000 Antwerpen', '4000 Liège', '9000 Gent'])}`, 0.62]),
    row(['D.1', 0], ['Merk / Marque', 0.08], [v.make.toUpperCase(), 0.62]), row(['D.3', 0], ['Handelsbenaming / Dénomination', 0.08], [v.model.toUpperCase(), 0.62]),
    row(['E', 0], ['Chassisnummer / Numéro de châssis', 0.08], [v.vin, 0.62]),
  ];
  return {
    kind: 'registration', layout: 'wd12-be-bilingual-codes', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: reg(v.vin, plate, v.make, v.model.toUpperCase(), `${given} ${family}`),
  };
}

/** A Dutch polisblad: "Relatienummer", "Polisnummer" and "Ingangsdatum" as captions over one row of values. */
function dutchPolisbladRelatie(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 1);
  const p = makeEuPerson(r, 'nl');
  const brand = r.pick(['Noordkust Verzekeringen', 'Polderland Schadeverzekering', 'De Waalse Onderlinge']);
  const plate = plateOf(r, 'nl');
  const relatie = `${r.int(1000000, 9999999)}`;
  const policy = `${L(r)}${L(r)} ${r.int(100, 999)}.${r.int(100, 999)}.${r.int(100, 999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 320, 1300);
  const rows: Row[] = [
    title(brand, 14), title('Polisblad Motorrijtuigverzekering', 12), blank(),
    row(['Relatienummer', 0], ['Polisnummer', 0.3], ['Ingangsdatum', 0.6]), row([relatie, 0], [policy, 0.3], [dmy(start, '-'), 0.6]), blank(),
    pair('Verzekeringnemer', `${p.given} ${p.family}`, 0, 0.35), pair('Adres', `${p.street}, ${p.postcode} ${p.town}`, 0, 0.35), blank(),
    pair('Kenteken', plate, 0, 0.35), pair('Merk en type', `${v.make} ${v.model}`, 0, 0.35), pair('Dekking', 'WA + Volledig Casco', 0, 0.35),
    pair('Contractvervaldatum', dmy(end, '-'), 0, 0.35), blank(),
    pair('Jaarpremie incl. assurantiebelasting', `€ ${moneyIn(premium, 'nl')}`, 0, 0.55),
  ];
  return {
    kind: 'insurance', layout: 'wd12-nl-polisblad-relatie', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A Portuguese carta verde: numbered boxes, the policy number in a box beside the country and insurer codes. */
function portugueseCartaVerde(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 2);
  const name = `${r.pick(['Joana', 'Miguel', 'Sofia', 'Bruno', 'Catarina'])} ${r.pick(['Monteiro', 'Teixeira', 'Martins', 'Correia', 'Mendes'])}`;
  const brand = r.pick(['Seguros Atalaia', 'Mútua do Mondego', 'Companhia de Seguros Tágide']);
  const plate = `${D(r)}${D(r)}-${L(r)}${L(r)}-${D(r)}${D(r)}`;
  const insurerCode = String(r.int(100, 999)).padStart(4, '0');
  const policy = `${r.int(10, 99)}${r.int(10000000, 99999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const rows: Row[] = [
    title('CARTA INTERNACIONAL DE SEGURO AUTOMÓVEL', 11), row(['CARTA VERDE / GREEN CARD', 0]), blank(),
    row(['1. Válida de / Valid from', 0], [dmy(start), 0.35], ['a / to', 0.55], [dmy(end), 0.65]),
    row(['2. Código do país', 0], ['Código da seguradora', 0.3], ['N.º da apólice', 0.6]), row(['P', 0], [insurerCode, 0.3], [policy, 0.6]), blank(),
    pair('3. Matrícula', plate, 0, 0.35), pair('4. Categoria', 'A - Automóvel ligeiro', 0, 0.35), pair('5. Marca', `${v.make.toUpperCase()} ${v.model.toUpperCase()}`, 0, 0.35), blank(),
    row(['6. Nome e morada do tomador do seguro', 0]), row([name, 0.04]), row([`${r.pick(['Rua do Almada', 'Avenida Central', 'Rua Direita'])} ${r.int(1, 300)}, ${r.pick(['4050-032 Porto', '4700-001 Braga', '8000-001 Faro'])}`, 0.04]), blank(),
    row(['7. Emitida por', 0]), row([`${brand}, S.A.`, 0.04]),
  ];
  return {
    kind: 'insurance', layout: 'wd12-pt-carta-verde', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_card', plateNumber: plate, make: v.make, ownerName: name,
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end),
    },
  };
}

/** A Spanish recibo de prima: the receipt's own number first, then "Póliza nº", "Efecto", "Vencimiento", "Total recibo". */
function spanishReciboPoliza(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 3);
  const p = makeEuPerson(r, 'es');
  const brand = r.pick(['Mutua Levante Seguros', 'Seguros La Meseta', 'Aseguradora Cantábrica']);
  const plate = plateOf(r, 'es');
  const recibo = `${r.int(2025, 2026)}/${r.int(1000000, 9999999)}`;
  const policy = `${r.int(10, 99)}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const neta = cents(r, 250, 900);
  const total = round2(neta * 1.0615);
  const rows: Row[] = [
    title(brand, 14), title('RECIBO DE PRIMA - SEGURO DE AUTOMÓVILES', 11), blank(),
    row(['Nº de recibo', 0], ['Póliza nº', 0.35], ['Efecto', 0.65]), row([recibo, 0], [policy, 0.35], [dmy(start), 0.65]), blank(),
    pair('Tomador', `${p.given} ${p.family}`.toUpperCase(), 0, 0.3), pair('Vehículo', `${v.make} ${v.model}`, 0, 0.3), pair('Matrícula', plate, 0, 0.3),
    pair('Vencimiento', dmy(end), 0, 0.3), blank(),
    pair('Prima neta', `${moneyIn(neta, 'es')} €`, 0, 0.6), pair('Impuestos y recargos', `${moneyIn(round2(total - neta), 'es')} €`, 0, 0.6),
    pair('Total recibo', `${moneyIn(total, 'es')} €`, 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd12-es-recibo-poliza', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`.toUpperCase(),
      insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: total,
    },
  };
}

/** An Italian scheda di polizza: an agency code and a client code beside "Polizza n.", "Decorrenza" and "Scadenza" in words. */
function italianSchedaPolizza(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 4);
  const p = makeEuPerson(r, 'it');
  const brand = r.pick(['Assicurazioni Val Padana', 'La Serenissima Assicurazioni', 'Tirrenia Mutua']);
  const plate = plateOf(r, 'it');
  const policy = `${r.int(100, 999)}.${r.int(100000, 999999)}.${r.int(10, 99)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 380, 1400);
  const rows: Row[] = [
    title(brand, 14), title('SCHEDA DI POLIZZA - RC AUTO', 12), blank(),
    row([`Agenzia ${r.int(100, 999)}`, 0], [`Cod. cliente ${r.int(100000, 999999)}`, 0.3], [`Polizza n. ${policy}`, 0.62]), blank(),
    pair('Contraente', `${p.family.toUpperCase()} ${p.given.toUpperCase()}`, 0, 0.3), pair('Veicolo', `${v.make} ${v.model}`, 0, 0.3), pair('Targa', plate, 0, 0.3),
    pair('Decorrenza', `ore 24 del ${dmy(start)}`, 0, 0.3), pair('Scadenza', `ore 24 del ${dmy(end)}`, 0, 0.3), blank(),
    pair('Premio imponibile', `€ ${moneyIn(round2(premium / 1.265), 'it')}`, 0, 0.6), pair('Premio lordo annuo', `€ ${moneyIn(premium, 'it')}`, 0, 0.6),
  ];
  return {
    kind: 'insurance', layout: 'wd12-it-scheda-polizza', page: 'a4', font: 'sans', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model,
      ownerName: `${p.family.toUpperCase()} ${p.given.toUpperCase()}`, insuranceProvider: brand, policyNumber: policy,
      effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A German schedule: "Kundennummer", "Versicherungsnummer" and "Datum" as captions over one row, the number with letters and dots. */
function germanKundennummer(c: Ctx): DocContent {
  const { r } = c;
  const v = euDevVehicle(r, c.n + 5);
  const p = makeEuPerson(r, 'de');
  const brand = r.pick(['Rheintal Versicherung AG', 'Hanseatische Kraftfahrt VVaG', 'Spessart Versicherung']);
  const plate = plateOf(r, 'de');
  const policy = `${L(r)}${L(r)} ${r.int(1, 9)}.${r.int(100, 999)}.${r.int(100, 999)}.${r.int(1, 9)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 12);
  const premium = cents(r, 260, 1100);
  const rows: Row[] = [
    title(brand, 14), title('Versicherungsschein - Kfz-Versicherung', 12), blank(),
    row(['Kundennummer', 0], ['Versicherungsnummer', 0.3], ['Datum', 0.65]), row([`${r.int(10000000, 99999999)}`, 0], [policy, 0.3], [dmy(addDays(start, -r.int(5, 25)), '.'), 0.65]), blank(),
    pair('Versicherungsnehmer', `${p.given} ${p.family}`, 0, 0.35), pair('Fahrzeug', `${v.make} ${v.model}`, 0, 0.35), pair('Kennzeichen', plate, 0, 0.35),
    pair('Versicherungsbeginn', dmy(start, '.'), 0, 0.35), pair('Ablauf', dmy(end, '.'), 0, 0.35), blank(),
    pair('Beitrag gesamt inkl. Versicherungsteuer', `${moneyIn(premium, 'de')} EUR`, 0, 0.55),
  ];
  return {
    kind: 'insurance', layout: 'wd12-de-kundennummer', page: 'a4', font: 'serif', rows, region: 'eu',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plate, make: v.make, model: v.model, ownerName: `${p.given} ${p.family}`,
      // The reader gives the brand without its legal form, as owners know it.
      insuranceProvider: brand.replace(/\s+(?:AG|VVaG)$/, ''), policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

/** A two-page US renewal declarations: three vehicles on page 1, the renewal term and premium beside the expiring one on page 2. */
function usRenewalMultiTwoPage(c: Ctx): DocContent {
  const { r } = c;
  const cars = [naDevVehicle(r, c.n + 1), naDevVehicle(r, c.n + 3), naDevVehicle(r, c.n + 5)];
  const p = makePerson(r);
  const brand = r.pick(['Prairie Shield Mutual', 'Harborview Casualty', 'Keystone Ridge Insurance Co.']);
  const policy = `${L(r)}${r.int(10, 99)}-${r.int(1000000, 9999999)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addMonths(start, 6);
  const prior = cents(r, 900, 2200);
  const renewal = round2(prior + cents(r, 30, 260));
  const rows: Row[] = [
    title(brand, 15), title('Renewal Declarations', 12), pair('Policy number', policy, 0, 0.3), pair('Named insured', p.name, 0, 0.3),
    pair('Mailing address', `${p.street}, ${p.cityLine}`, 0, 0.3), blank(),
    ...table([['Veh', 0], ['Year Make Model', 0.08], ['VIN', 0.5]], cars.map((v, i) => [String(i + 1), `${v.year} ${v.make} ${v.model}`, v.vin])), blank(),
    ...table([['Coverage', 0], ['Limits', 0.45]], [['Bodily injury', '$50,000/$100,000'], ['Property damage', '$50,000'], ['Uninsured motorist', '$50,000/$100,000']]),
    blank(), row(['Continued on page 2', 0.7]),
    pageBreak(),
    row([`Policy ${policy} - page 2 of 2`, 0]), blank(),
    ...table([['', 0], ['Expiring term', 0.35], ['Renewal term', 0.68]], [
      ['Policy period', `${mdy(addMonths(start, -6))} - ${mdy(start)}`, `${mdy(start)} - ${mdy(end)}`],
      ['Total premium', usd(prior), usd(renewal)],
    ]), blank(),
    ...wrap('The renewal term begins and ends at 12:01 a.m. standard time at the address of the named insured. Premiums include state fees.', 90),
  ];
  return {
    kind: 'insurance', layout: 'wd12-us-renewal-multi-2p', page: 'letter', font: 'sans', rows, region: 'us',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_renewal', vin: cars[0].vin, make: cars[0].make, model: cars[0].model, year: cars[0].year,
      ownerName: p.name, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium: renewal,
      additionalVins: [cars[1].vin, cars[2].vin],
    },
  };
}

/** A two-page UK multi-car schedule: two cars on page 1, the period of insurance and the total premium on page 2. */
function ukMultiCarTwoPage(c: Ctx): DocContent {
  const { r } = c;
  const cars = [euDevVehicle(r, c.n + 2), euDevVehicle(r, c.n + 6)];
  const p = makeEuPerson(r, 'uk');
  const brand = r.pick(['Brackenfield Insurance', 'Thamesmead Motor Underwriting', 'Pennine Mutual']);
  const plates = [plateOf(r, 'uk'), plateOf(r, 'uk')];
  const policy = `MC/${r.int(100000, 999999)}/${L(r)}${L(r)}`;
  const start = makeDay(r, 2025, 2026);
  const end = addDays(addMonths(start, 12), -1);
  const premium = cents(r, 700, 2100);
  const rows: Row[] = [
    title(brand, 15), title('Multi-Car Policy Schedule', 12), pair('Policyholder', `${p.given} ${p.family}`, 0, 0.3), pair('Policy number', policy, 0, 0.3), blank(),
    ...table([['Car', 0], ['Registration', 0.1], ['Make and model', 0.35], ['Cover', 0.7]], cars.map((v, i) => [String(i + 1), plates[i], `${v.make} ${v.model}`, 'Comprehensive'])), blank(),
    ...wrap('Each car is insured on the terms of the policy booklet. Drivers: the policyholder and the named drivers shown on each car\'s certificate.', 90),
    blank(), row(['Page 1 of 2', 0.8]),
    pageBreak(),
    row([`Policy number ${policy}`, 0], ['Page 2 of 2', 0.8]), blank(),
    pair('Period of insurance', `${dmy(start)} to ${dmy(end)} (both dates inclusive)`, 0, 0.3), blank(),
    ...table([['Premium', 0], ['Amount', 0.7]], [['Car 1', `£${moneyIn(round2(premium * 0.55), 'uk')}`], ['Car 2', `£${moneyIn(round2(premium - round2(premium * 0.55)), 'uk')}`]]),
    pair('Total annual premium (incl. IPT)', `£${moneyIn(premium, 'uk')}`, 0, 0.7),
  ];
  return {
    kind: 'insurance', layout: 'wd12-uk-multi-car-2p', page: 'a4', font: 'serif', rows, region: 'uk',
    expected: {
      documentType: 'insurance', documentKind: 'insurance_declaration', plateNumber: plates[0], make: cars[0].make, model: cars[0].model,
      ownerName: `${p.given} ${p.family}`, insuranceProvider: brand, policyNumber: policy, effectiveDate: iso(start), expirationDate: iso(end), premium,
    },
  };
}

export const WORLD_DEV_12_LAYOUTS: Layout[] = [
  { kind: 'registration', name: 'wd12-at-codes-c11', part: 'dev', build: austrianCodesC11 },
  { kind: 'registration', name: 'wd12-pl-dowod-posiadacz', part: 'dev', build: polishDowodPosiadacz },
  { kind: 'registration', name: 'wd12-pt-dua', part: 'dev', build: portugueseDua },
  { kind: 'registration', name: 'wd12-se-agare-brukare', part: 'dev', build: swedishAgareBrukare },
  { kind: 'registration', name: 'wd12-ie-bilingual', part: 'dev', build: irishBilingual },
  { kind: 'registration', name: 'wd12-cz-provozovatel', part: 'dev', build: czechProvozovatel },
  { kind: 'registration', name: 'wd12-dk-registreringsattest', part: 'dev', build: danishRegistreringsattest },
  { kind: 'registration', name: 'wd12-ch-permis-fr', part: 'dev', build: swissPermisFr },
  { kind: 'registration', name: 'wd12-be-bilingual-codes', part: 'dev', build: belgianBilingualCodes },
  { kind: 'insurance', name: 'wd12-nl-polisblad-relatie', part: 'dev', build: dutchPolisbladRelatie },
  { kind: 'insurance', name: 'wd12-pt-carta-verde', part: 'dev', build: portugueseCartaVerde },
  { kind: 'insurance', name: 'wd12-es-recibo-poliza', part: 'dev', build: spanishReciboPoliza },
  { kind: 'insurance', name: 'wd12-it-scheda-polizza', part: 'dev', build: italianSchedaPolizza },
  { kind: 'insurance', name: 'wd12-de-kundennummer', part: 'dev', build: germanKundennummer },
  { kind: 'insurance', name: 'wd12-us-renewal-multi-2p', part: 'dev', build: usRenewalMultiTwoPage },
  { kind: 'insurance', name: 'wd12-uk-multi-car-2p', part: 'dev', build: ukMultiCarTwoPage },
];
