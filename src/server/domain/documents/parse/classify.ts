import type { ExtractedDocumentType } from '../../../../shared/documents';
import { shapedWords } from './ocr-shapes';

type Scored = Exclude<ExtractedDocumentType, 'maintenance'>;

const SIGNALS: Record<Scored, [RegExp, number][]> = {
  car_registration: [
    [/\bvehicle registration\b/i, 4],
    [/\bregistration (?:card|certificate|renewal|expires?|expiration|receipt)\b/i, 3],
    [/\bregistered owner\b/i, 3],
    [/\bregistration\b/i, 1],
    [/\b(?:DMV|motor vehicles?|department of (?:licensing|revenue|transportation)|secretary of state)\b/i, 2],
    [/\b(?:plate (?:no|number)|license plate|tag number)\b/i, 1],
    [/\b(?:title (?:no|number)|gross weight|body (?:type|style)|class code)\b/i, 1],
    [/\b(?:registration certificate|certificate of registration|vehicle permit|registered keeper|registration mark|validation sticker|V5C|DVLA)\b/i, 3],
    [/\b(?:valid (?:through|until|thru)|expires|expiration|exp\.?)\b/i, 1],
    [/\b(?:owner|keeper|plate|tag)\b/i, 1],
    // European certificates, and the word as OCR of a photo often reads it.
    [/\b(?:fahrzeugschein|zulassungsbescheinigung|kennzeichen|certificat d'immatriculation|carte grise|immatriculation|kentekenbewijs|kenteken|libretto di circolazione|carta di circolazione|carta de circulaci[oó]n|motorizzazione)\b/i, 3],
    [/\bregi[s5]trat[i1l]on\b/i, 1],
    // Spanish permits and cards.
    [/(?<![\p{L}])(?:permiso\s+de\s+circulaci[óo]n|tarjeta\s+de\s+circulaci[óo]n|registro\s+de\s+veh[íi]culos?|certificado\s+de\s+registro)(?![\p{L}])/iu, 4],
    [/(?<![\p{L}])(?:placas?|tablilla|matr[íi]cula|propietario|vencimiento|vence)(?![\p{L}])/iu, 1],
    // Belgium's registering office and its words ("Dienst voor Inschrijving van Voertuigen", "Nummerplaat").
    [/(?<![\p{L}])(?:inschrijving\s+van\s+voertuigen|datum\s+(?:eerste\s+)?inschrijving|nummerplaat)(?![\p{L}])/iu, 3],
    // Belgian, Austrian, Portuguese, Polish, Swedish, Norwegian, Finnish and Slovenian certificates by their titles.
    [/(?<![\p{L}])(?:inschrijvingsbewijs|zulassungsschein|certificado\s+de\s+matr[íi]cula|dow[óo]d\s+rejestracyjny|registreringsbevis|registreringsattest|documento\s+[úu]nico(?:\s+autom[óo]vel)?|technick[ýy]\s+pr[ůu]kaz|osv[ěe]d[čc]en[íi]\s+o\s+registraci|deimhni[úu]\s+cl[áa]raithe|vognkort|rekister[öo]intitodistus|prometno\s+dovoljenje|certificat\s+d'immatriculation)(?![\p{L}])/iu, 4],
    // Hungarian, Romanian, Croatian and Serbian, Slovak, Estonian, Lithuanian and Latvian certificates by their titles.
    [/(?<![\p{L}])(?:forgalmi\s+enged[ée]ly|certificat(?:ul)?\s+de\s+[îi]nmatriculare|prometna\s+dozvola|saobra[ćc]ajna\s+dozvola|osved[čc]enie\s+o\s+evidencii|registreerimistunnistus|registracijos\s+liudijimas|re[ģg]istr[āa]cijas\s+apliec[īi]ba)(?![\p{L}])/iu, 4],
    // Swiss certificates in each of their languages: "Fahrzeugausweis", "permis de circulation", "licenza di circolazione".
    [/(?<![\p{L}])(?:fahrzeugausweis|permis\s+de\s+circulation|licenza\s+di\s+circolazione)(?![\p{L}])/iu, 4],
    // Greek, Bulgarian, Serbian and Russian certificates by their titles ("Άδεια κυκλοφορίας", "Свидетелство за
    // регистрация", "Саобраћајна дозвола", "Свидетельство о регистрации"), and as the English model shapes them.
    [/(?<![\p{L}])(?:[άα]δεια\s+κυκλοφορ[ίι]ας|свидетелство\s+за\s+регистрация|саобра[ћк]ајна\s+дозвола|свидетельство\s+о\s+регистрации)(?![\p{L}])/iu, 4],
    [shapedWords('άδεια κυκλοφορίας', 'свидетелство за регистрация'), 3],
  ],
  insurance: [
    [/\binsurance (?:card|identification|policy|company|declarations?)\b/i, 4],
    [/\b(?:declarations? page|proof of insurance|named insured|policyholder|policy holder)\b/i, 3],
    [/\bpolicy (?:number|no|period|#)\b/i, 2],
    [/\b(?:premium|coverage|insured|insurer|underwritten|deductible|liability)\b/i, 1],
    [/\binsurance\b/i, 1],
    [/(?<![\p{L}])(?:attestation\s+d'assurance|carte\s+verte|versicherungs(?:schein|best[äa]tigung|karte)|p[óo]liza\s+de\s+seguro|certificado\s+de\s+seguro)(?![\p{L}])/iu, 4],
    [/(?<![\p{L}])(?:assureur|assurances?|souscripteur|versicherung|aseguradora|asegurado|p[óo]liza|seguros?|assicurazion[ei])(?![\p{L}])/iu, 1],
    // Liability and own-damage cover by their names: "Kfz-Haftpflicht", "Vollkasko", "RC auto", "WA-verzekering".
    [/(?<![\p{L}])(?:(?:kfz-)?haftpflicht(?:versicherung)?|teilkasko|vollkasko|responsabilit[àa]\s+civile(?:\s+auto)?|RCA|RC\s+auto|WA-verzekering)(?![\p{L}])/iu, 2],
    // Dutch and German write insurance words in compounds ("autoverzekering", "Jaarpremie", "Kfz-Versicherung").
    [/(?:verzekering|assurantiebelasting|premie|polisblad|versicherung)(?![\p{L}])/iu, 1],
    [/(?<![\p{L}])(?:avis\s+d'[ée]ch[ée]ance|[ée]ch[ée]ance\s+principale|cotisation|contrat\s+n[°º]|polizz[ae](?:n?nummer)?|premio|verzekering|polis(?:nummer)?|premie|verzekeraar|beitragsrechnung|versicherungsschein|prima\s+total|tomador)(?![\p{L}])/iu, 2],
    [/\b(?:certificate of (?:motor )?insurance|motor insurance card|green card|insurance identification card|proof of insurance|NAIC)\b/i, 4],
    [/\b(?:(?:motor\s+)?insurance\s+schedule|schedule\s+of\s+(?:motor\s+)?insurance|period\s+of\s+(?:cover|insurance)|cover\s+note|policy\s+ref(?:erence)?)\b/i, 3],
    // French cards and memos: "Mémo véhicule assuré", "N° de contrat", "ne constitue pas une présomption de garantie".
    [/(?<![\p{L}])(?:v[ée]hicule\s+assur[ée]|pr[ée]somption\s+(?:de\s+garantie|d'assurance)|m[ée]mo\s+v[ée]hicule)(?![\p{L}])/iu, 3],
    [/(?<![\p{L}])(?:n[°º]\s*de\s+contrat|assur[ée]e?|garanties?|soci[ée]taire)(?![\p{L}])/iu, 1],
    // Quebec's and Belgium's French: "Numéro de police", "Police no", "Prime totale", "Nouvelle prime", "Date d'effet",
    // "Assuré désigné", "Avis de renouvellement" (of a policy: an insurer's word) .
    [/(?<![\p{L}])(?:num[ée]ro\s+de\s+(?:la\s+)?police|police\s+(?:n[°º]|no\.?|num[ée]ro)|prime\s+(?:totale|annuelle|actuelle|nette|de\s+renouvellement)|nouvelle\s+prime|date\s+d'effet|assur[ée]e?\s+d[ée]sign[ée]e?|renouvellement\s+de\s+(?:votre\s+)?(?:police|contrat|assurance))(?![\p{L}])/iu, 2],
    // Swiss and Austrian policies: "Police-Nr.", "Versicherer", "Jahresprämie", "Motorfahrzeugversicherung".
    [/(?<![\p{L}])(?:police-?\s*(?:nr\.?|nummer)|versicherer|versicherungsbeginn|(?:jahres)?pr[äa]mie|motorfahrzeugversicherung)(?![\p{L}])/iu, 2],
    // Policies, cards and renewals in Polish, Czech, Slovak, Hungarian, Romanian, Nordic languages, Finnish, Portuguese
    // and Greek by their titles ("Polisa", "Pojistná smlouva", "Kötvény", "Poliță", "Forsikringsbevis", "Försäkringsbrev",
    // "Policeoversigt", "Vakuutuskirja", "Apólice", "Ασφαλιστήριο") and their insurance words.
    [/(?<![\p{L}])(?:polisa|pojistn[áa]\s+smlouva|poistn[áa]\s+zmluva|k[öo]tv[ée]ny|poli[țţt][ăa]|forsikringsbevis|f[öo]rs[äa]kringsbrev|f[öo]rs[äa]kringsbesked|policeoversigt|vakuutuskirja|ap[óo]lice|ασφαλιστήριο)(?![\p{L}])/iu, 4],
    // Bulgarian, Serbian, Macedonian and Russian in Cyrillic ("Застрахователна полица", "Полиса осигурања", "Страховой
    // полис", "Зелена карта"), Latvian, Lithuanian, Estonian, Croatian and Slovenian policies ("OCTA polise", "Draudimo
    // polisas", "Liikluskindlustuse poliis", "Polica osiguranja", "Zavarovalna polica") and their insurance words.
    // The same words in Cyrillic and Greek as OCR reads them in Latin shapes ("3ACTPAXOBATEJIHA NOJIULLA", "AZ@AAIZTHPIO").
    [shapedWords('застрахователна', 'застраховка', 'застраховката', 'полица', 'ασφαλιστήριο', 'ασφάλιστρο', 'συμβολαίου'), 3],
    [/(?<![\p{L}])(?:застрахователна\s+полица|гражданска\s+отговорност|зелена\s+карта|полиса\s+осигура\p{L}*|страхов(?:ой|ого)\s+полис\p{L}*|OCTA|apdro[šs]in[āa][šs]anas\s+polise|draudimo\s+polis\p{L}*|TPVCA|liikluskindlustus\p{L}*|kindlustuspoliis|polica\s+osiguranja|polisa\s+osiguranja|zavarovalna\s+polica|automobilsk[aeo]\s+odgovornost\p{L}*)(?![\p{L}])/iu, 4],
    [/(?<![\p{L}])(?:застрахов\p{L}*|полица|премия|осигур\p{L}*|полиса|страхов\p{L}*|apdro[šs]in\p{L}*|pr[ēe]mij\p{L}*|draudim\p{L}*|draudik\p{L}*|[įi]mok\p{L}*|kindlustus\p{L}*|osiguranj\p{L}*|osigura(?:vate|te)lj\p{L}*|premij\p{L}*|zavarovan\p{L}*|zavarovalnic\p{L}*)(?![\p{L}])/iu, 2],
    [/(?<![\p{L}])(?:ubezpiecz\p{L}*|sk[łl]adka|pojist\p{L}*|poji[šs][ťt]\p{L}*|poist\p{L}*|biztos[íi]t\p{L}*|asigur\p{L}*|RCA|f[öo]rs[äa]kring\p{L}*|forsikring\p{L}*|bilforsikring|[åa]rspremie|pr[æa]mie|vakuutu\p{L}*|liikennevakuutus|seguradora|pr[ée]mio|tomador|ασφ\p{L}*)(?![\p{L}])/iu, 2],
  ],
  oil_change_receipt: [
    // "OIL CHANGE93.99": a thermal receipt glues the price to the item.
    [/\boil (?:change|chg|service)(?![a-z])/i, 3],
    [/\b(?:LOF|lube,? oil (?:&|and) filter|lube oil filter|oil (?:&|and) filter)\b/i, 3],
    [/\b(?:quick lube|express lube|oil filter|synthetic|conventional oil|high mileage oil)\b/i, 1],
    [/\b(?:synthetic\s+blend|full\s+syn(?:thetic)?|syn\s+blend|conventional\s+oil|high\s+mileage\s+oil)\b/i, 2],
    // An oil grade is an oil change's mark (repairs listing one are told apart below).
    [/\b\d{1,2}W-?\d{2}\b/i, 2],
    [/\b(?:NXT SVC|next oil change)\b/i, 2],
    [/(?<![\p{L}])(?:vidange|changement\s+d'\s*huile|[öo]lwechsel|cambio\s+de\s+aceite|cambio\s+olio|olie\s+verversen|olie\s+vervangen|oliewissel|oliefilter|filtro\s+olio|filtro\s+de\s+aceite|filtre\s+[àa]\s+huile|[öo]lfilter)(?![\p{L}])/iu, 3],
    // "Motoröl + Filter wechseln", "huile moteur", "aceite de motor", "olio motore", "motorolie".
    [/(?<![\p{L}])(?:motor[öo]l|huile\s+moteur|aceite\s+(?:de\s+)?motor|olio\s+motore|motorolie)(?![\p{L}])/iu, 2],
    // Scandinavian, Polish and Finnish: "Oljeskift", "Oljebyte", "Olieskift", "Motorolje", "Oljefilter", "Wymiana oleju", "Filtr oleju", "Öljynvaihto".
    // Baltic, Balkan, Greek, Bulgarian and Portuguese: "Alyvos keitimas", "Eļļas maiņa", "Õlivahetus", "Zamjena ulja",
    // "Замена уља", "Menjava olja", "Αλλαγή λαδιών", "Смяна на масло", "Mudança de óleo", and their filters.
    [/(?<![\p{L}])(?:alyvos\s+(?:keitimas|filtras)|variklio\s+alyv\p{L}*|e[ļl]{1,2}as\s+(?:mai[ņn]a|filtrs)|[õo]livahetus|[õo]lifilter|mootori[õo]li|zamjena\s+ulja|zamena\s+ulja|filter\s+ulja|замена\s+уља|филтер\s+уља|menjava\s+olja|oljni\s+filter|αλλαγ[ηή]\s+λαδι\p{L}*|φ[ιί]λτρο\s+λαδιο[υύ]|смяна\s+на\s+масло|маслен\s+филтър|mudan[çc]a\s+de\s+[óo]leo|filtro\s+de\s+[óo]leo)(?![\p{L}])/iu, 3],
    [/(?<![\p{L}])(?:olje(?:skift|bytte|byte)e?|olieskift|motorolj[ae]|oljefilter|wymiana\s+oleju|filtr\s+oleju|olej\s+silnikowy|[öo]ljynvaihto|moottori[öo]ljy|[öo]ljynsuodatin)(?![\p{L}])/iu, 3],
  ],
  service_invoice: [
    [/\b(?:repair order|service invoice|work order|invoice)\b/i, 2],
    [/\b(?:labor|technician|tech|parts)\b/i, 1],
    [/\b(?:brake|rotor|alignment|transmission|coolant flush|diagnostic|battery replacement|spark plugs?|timing belt|struts?|wiper)\b/i, 1],
    [/\b(?:tire rotation|inspection)\b/i, 1],
    [/\b(?:MOT|tyres?|brake|labou?r|parts|garage|VAT)\b/i, 1],
    [/(?<![\p{L}])(?:rechnung|werkstatt|factura|taller|facture|reparaci[óo]n|r[ée]paration)(?![\p{L}])/iu, 1],
    // An invoice names itself in its language as an English one does ("Rechnung Nr.", "Werkstattrechnung", "Factuurdatum", "FACTURE N°"),
    // and prints its tax in the country's words: these outweigh the plate and VIN captions it shares with a certificate.
    [/(?<![\p{L}])(?:(?:werkstatt|reparatur|service|kundendienst)?rechnung(?:s(?:datum|nummer|betrag))?|facture|factuur(?:datum|nummer)?|factura|fattura)(?![\p{L}])/iu, 2],
    [/(?<![\p{L}])(?:MwSt|USt|TVA|total\s+HT|total\s+TTC|nettobetrag|subtotaal|base\s+imponible)(?![\p{L}])/iu, 1],
    [/(?<![\p{L}])(?:fattura|factuur|kassabon|scontrino|ricevuta|sostituzione|riparazione|officina|freni|pastiglie|werkplaats|onderhoudsbeurt|reparatie|banden|remblokken|IVA|BTW|imponibile)(?![\p{L}])/iu, 1],
    [/\b(?:odometer|mileage|replacement|replaced?|repair(?:ed)?|we (?:completed|performed|serviced))\b/i, 1],
    // Tyre work: fitting, balancing, a seasonal swap and storing the other set ("Räderwechsel", "Auswuchten", "Einlagerung",
    // "Winterreifen", "montage pneus", "equilibrado").
    [/(?<![\p{L}])(?:tires|tyres|mount(?:ed|ing)?\s+(?:and|&)\s+balance[ds]?|wheel\s+balanc\w*|TPMS|r[äa]derwechsel|radwechsel|reifenwechsel|reifen(?:montage|service)|(?:sommer|winter|ganzjahres)(?:reifen|r[äa]der)|auswuchten|einlagerung|pneus|neum[áa]ticos|equilibrado|pneumatici|equilibratura)(?![\p{L}])/iu, 2],
    // A workshop's labour and parts, each a heading or column of its own ("Main d'oeuvre" and "Pièces", "Mano de obra",
    // "Arbeitswerte" and "Ersatzteile", "Labor description" and "Part no."): a repair shop's invoice.
    [/(?<![\p{L}])(?:main[\s-]d['’](?:œ|oe)uvre|pi[èéêe]ces(?:\s+d[ée]tach[ée]es)?|mano\s+de\s+obra|recambios|manodopera|ricambi|arbeitswerte|arbeitslohn|ersatzteile|labou?r\s+description|parts?\s+(?:no\.?|number|description))(?![\p{L}])/iu, 2],
    // A German receipt's own word for itself.
    [/(?<![\p{L}])quittung(?![\p{L}])/iu, 1],
    // Scandinavian and Polish invoices and workshops name themselves and their tax: "Faktura", "Fakturadatum", "Kvittering",
    // "Verkstad", "Verksted", "moms", "MVA", "Serwis", "Warsztat", "Przebieg".
    // Czech, Slovak and Hungarian workshops: "daňový doklad", "Autoservis", "Stav tachometru", "Számla", "Munkalap", "Szerviz".
    [/(?<![\p{L}])(?:da[ňn]ov[ýy]\s+doklad|autoservis|zak[áa]zkov[ýy]\s+list|stav\s+tachometru|sz[áa]mla|munkalap|szerviz|aut[óo]szerviz|km-[óo]ra)(?![\p{L}])/iu, 2],
    // Portuguese, Croatian, Slovak and Swedish workshop invoices: "Fatura", "Oficina", "Račun", "Opis radova", "Faktúra",
    // "Pracovná operácia", "Stav km", "Stanje km", "Verkstadsfaktura", "Reservdelar".
    [/(?<![\p{L}])(?:fatura|oficina|pe[çc]as|ra[čc]un|opis\s+radova|stanje\s+km|fakt[úu]ra|pracovn[áa]\s+oper[áa]cia|stav\s+km|servis|verkstadsfaktura|reservdelar)(?![\p{L}])/iu, 2],
    // Baltic, Balkan, Bulgarian, Greek and Slovenian invoices, their labour and parts headings and their tax: "Arve",
    // "Tööd" / "Varuosad", "Käibemaks", "Rēķins", "PVN", "Sąskaita faktūra", "PVM", "Radovi" / "Dijelovi", "PDV",
    // "Рачун", "Радови" / "Делови", "ПДВ", "Фактура", "ДДС", "Τιμολόγιο", "ΦΠΑ", "Opravljena dela", "DDV".
    [/(?<![\p{L}])(?:arve|r[ēe][ķk]ins|s[ąa]skaita(?:\s+fakt[ūu]ra)?|рачун|фактура|τιμολ[οό]γιο)(?![\p{L}])/iu, 2],
    [/(?<![\p{L}])(?:t[öo][öo]d|varuosad|k[äa]ibemaks\p{L}*|l[äa]bis[õo]it|pvn|pvm|radovi|dijelovi|delovi|pdv|радови|делови|пдв|ддс|φπα|opravljena\s+dela|ddv|m[ãa]o\s+de\s+obra|hooldus)(?![\p{L}])/iu, 2],
    [/(?<![\p{L}])(?:faktura(?:\s+vat)?|fakturanummer|fakturadat(?:um|o)|kvittering|kvitto|verkstad|verksted|v[æa]rksted|bilverkstad|moms|mva|serwis|warsztat|przebieg|m[äa]tarst[äa]llning|km-?stand)(?![\p{L}])/iu, 2],
  ],
};

const FILE_HINTS: [RegExp, Scored][] = [
  [/regist|\breg\b|[_-]reg[_.-]/i, 'car_registration'],
  [/insur|policy|declaration/i, 'insurance'],
  [/oil|lube/i, 'oil_change_receipt'],
  [/invoice|service|repair|receipt/i, 'service_invoice'],
];

function countMatches(text: string, re: RegExp): number {
  return [...text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g'))].length;
}

/** Scores each document type by the words it uses; the file name is a weak hint. */
export function scoreDocumentTypes(text: string, fileName: string): Record<Scored, number> {
  const scores = { car_registration: 0, insurance: 0, oil_change_receipt: 0, service_invoice: 0 };
  for (const type of Object.keys(SIGNALS) as Scored[]) {
    for (const [re, weight] of SIGNALS[type]) scores[type] += weight * Math.min(countMatches(text, re), 3);
  }
  for (const [re, type] of FILE_HINTS) {
    if (re.test(fileName)) {
      scores[type] += 1.5;
      break;
    }
  }
  return scores;
}

/** Items on a repair invoice that are not part of an oil change. */
const REPAIR_WORK =
  /\b(?:brake|rotor|pads?|alignment|transmission|flush|diagnos\w*|battery|spark plugs?|timing|struts?|shocks?|belt|hose|radiator|alternator|starter|a\/c|compressor|suspension|axle|exhaust|muffler|sensor|replace|rotation)\b|(?<![\p{L}])(?:pastillas|frenos?|correa|distribuci[óo]n|embrague|amortiguadores|plaquettes|freins?|courroie|embrayage|amortisseurs|bremsbel[äa]ge|bremsen|bremsscheiben|bremsfl[üu]ssigkeit|z[üu]ndkerzen|k[üu]hlmittel|remvloeistof|zahnriemen|kupplung|sto[ßs]d[äa]mpfer|pastiglie|freni|dischi|cinghia|frizione|ammortizzatori|remblokken|remmen|remschijven|distributieriem|koppeling|schokdempers|bromsbel[äa]gg|bromsskiv\p{L}*|bromsar|kamrem|koppling|st[öo]td[äa]mpare|bremseklosser|bremseskiver|registerreim|st[øo]tdempere?|kloc(?:ki|k[óo]w)\s+hamulcow\p{L}*|tarcz\p{L}*\s+hamulcow\p{L}*|rozrz[ąa]d\p{L}*|sprz[ęe]g[łl]\p{L}*|amortyzator\p{L}*|rozvodov\p{L}*\s+[řr]emen\p{L}*|brzd\p{L}*|spojk\p{L}*|tlumi[čc]\p{L}*|f[ée]k\p{L}*|fut[óo]m[űu]\p{L}*|vez[ée]rl[őo]sz[íi]j\p{L}*|kuplung\p{L}*|pastilhas|trav[ãa]o|trav[õo]es|embraiagem|ko[čc]ion\p{L}*|plo[čc]ic\p{L}*|b[ŕr]zd\p{L}*|hjulinst[äa]llning|torkarblad|disques|climatisation|parall[ée]lisme|g[ée]om[ée]trie|klotsi\p{L}*|pidur\p{L}*|rattajoondus\p{L}*|zavorn\p{L}*|stabd[žz]i\p{L}*|bremz\p{L}*|bremž\p{L}*|dijagnostik\p{L}*|кочион\p{L}*|плочиц\p{L}*|дијагностик\p{L}*|спирач\p{L}*|φρ[εέ]ν\p{L}*|alinhamento|dire[çc][ãa]o)(?![\p{L}])/giu;

/**
 * A workshop's scheduled service (an inspection to the maker's schedule, a tagliando, a révision): work beyond an oil
 * change, even when the invoice lists the oil and its filter: it counts as two items of repair work, and what speaks
 * for an oil change speaks for it too. The next one a receipt announces ("Nächste Inspektion bei ...") is no work done. The oil
 * change it includes still resets the oil-change reminder: its maintenance record is an oil change by its words
 * (namesOilChange).
 */
const SCHEDULED_SERVICE =
  /(?<!(?<![\p{L}])(?:next|n[äa]chste[rn]?|prochaine?|pr[óo]xim[oa]|prossim[oa]|volgende|n[äæa]ste|neste|nast[ęe]pn[ya])\s+)(?:\b(?:full|major|interim|annual|scheduled|logbook) service\b(?![- ]oil)|(?<![\p{L}])(?:inspektion|jahresinspektion|wartung(?:sdienst)?|tagliando|service\s+enligt\s+(?:tillverkarens\s+)?(?:schema|serviceprogram)|r[ée]vision(?: constructeur| p[ée]riodique)?|revisi[óo]n (?:oficial|peri[óo]dica)|onderhoudsbeurt)(?![\p{L}]))/giu;

export function classifyDocument(text: string, fileName: string): ExtractedDocumentType {
  const scores = scoreDocumentTypes(text, fileName);
  const scheduled = countMatches(text, SCHEDULED_SERVICE);
  const repairWork = countMatches(text, REPAIR_WORK) + 2 * scheduled;
  // A scheduled service's oil and filter are part of it: what speaks for an oil change speaks for the service.
  if (scheduled > 0 && scores.oil_change_receipt > 0) scores.service_invoice += scores.oil_change_receipt;
  // An oil change listed among repairs is a service invoice; a receipt that is mostly the oil change is not.
  if (scores.oil_change_receipt > 0 && repairWork >= 2) scores.service_invoice += 2 + repairWork;
  // A receipt whose work is an oil change and nothing a repair shop does besides is an oil change receipt.
  else if (scores.oil_change_receipt >= 3 && repairWork === 0) scores.oil_change_receipt += 3;
  // One repair beside the oil change, on a page that speaks as much of an invoice as of the oil change ("Ölwechsel"
  // and "Bremsflüssigkeit" on a "Reparaturrechnung"): the tie goes to the invoice.
  else if (repairWork === 1 && scores.oil_change_receipt > 0 && scores.service_invoice >= scores.oil_change_receipt) scores.service_invoice += 1;
  const ranked = (Object.entries(scores) as [Scored, number][]).sort((a, b) => b[1] - a[1]);
  const [best, bestScore] = ranked[0];
  return bestScore >= 2 ? best : 'maintenance';
}
