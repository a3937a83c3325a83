import type { Label } from './candidates';
import { shapedWords } from './ocr-shapes';

/**
 * The label lexicon: for each field, the captions real forms use (US state cards, UK and EU certificates, insurer
 * cards and declarations, repair orders, till receipts), each with a weight for how surely it names the field.
 * Codes of the EU-harmonised registration certificate ("(A)", "D.1", "E") are accepted before any label.
 */
const L = (weight: number, re: RegExp): Label => ({ weight, re });

export const VIN_LABELS: Label[] = [
  L(1, /\bV\.?\s?I\.?\s?N\.?(?:\s*(?:no\.?|number|#))?(?=[\s:#./]|$)/i),
  L(1, /\bvehicle\s+identification\s+(?:number|no\.?)\b/i),
  L(0.95, /\bveh(?:icle)?\.?\s+id(?:ent)?\.?\s+(?:no\.?|number)\b/i),
  L(0.9, /\b(?:chassis|frame|serial)\s*(?:no\.?|number|#)?(?:\s*\/\s*VIN)?/i),
  // German, French, Italian and Dutch certificates.
  L(0.9, /\b(?:FIN|NIV|fahrgestell(?:nummer|-?nr\.?)?|num[ée]ro\s+de\s+s[ée]rie|telaio|chassisnummer)(?=[\s:#./]|$)/i),
  // Hungarian "Alvázszám", Czech and Slovak "Číslo karoserie" / "VIN kód", Croatian and Slovenian "Broj šasije", "Številka šasije".
  L(0.9, /(?<![\p{L}])(?:alv[áa]zsz[áa]m|[čc][íi]slo\s+karos[ée]rie|broj\s+[šs]asije|[šs]tevilka\s+[šs]asije)(?![\p{L}])/iu),
  // Swedish, Norwegian, Finnish, German, Polish, Portuguese and Belgian French: "Identifieringsnummer", "Understellsnummer", "Valmistenumero", "Fahrzeug-Identifizierungsnummer", "numer identyfikacyjny", "N.º de quadro", "N° de châssis".
  L(0.9, /(?<![\p{L}])(?:identifieringsnummer|chassinummer|stelnummer|understellsnummer|valmistenumero|identifikacijska\s+[sš]tevilka(?:\s+vozila)?|(?:fahrzeug-?)?identifizierungsnummer|numer\s+identyfikacyjny(?:\s+pojazdu)?|n\.?[°º]\s*de\s+(?:quadro|ch[âa]ssis|s[ée]rie)|n[úu]mero\s+de\s+(?:quadro|identifica[çc][ãa]o(?:\s+do\s+ve[íi]culo)?))(?![\p{L}])/iu),
  // Bulgarian "Рама №", Serbian "Број шасије", Russian "Номер кузова", Greek "Αριθμός πλαισίου", Croatian "Broj šasije", Latvian "Šasijas Nr.", Lithuanian "Kėbulo Nr.".
  L(0.9, /(?<![\p{L}])(?:рама\s*(?:№|No\.?)?|номер\s+на\s+рама(?:та)?|број\s+шасије|номер\s+кузова|αριθμ[όο]ς\s+πλαισ[ίι]ου|αρ\.\s*πλαισ[ίι]ου|broj\s+[šs]asije|[šs]asijas\s+(?:nr\.?|numurs)|k[ėe]bulo\s+(?:nr\.?|numeris))(?![\p{L}])/iu),
  // Cyrillic and Greek captions as OCR reads them in Latin shapes ("Pama Ne", "Api8pd6c nAaioiou").
  L(0.85, shapedWords('рама №', 'номер на рама', 'αριθμός πλαισίου')),
];

export const PLATE_LABELS: Label[] = [
  L(1, /\b(?:license|licence|lic\.?|number|registration)\s*plate(?:\s*(?:no\.?|number|#))?/i),
  L(1, /\bregistration\s+(?:mark|number|no\.?)(?:\s+of\s+vehicle)?/i),
  L(0.95, /\bplate\s*(?:no\.?|number|#|\/\s*tag)?/i),
  L(0.9, /\btag\s*(?:no\.?|number|#)?\b/i),
  L(0.9, /\b(?:vehicle\s+)?reg(?:istration)?\.?\s*(?:no\.?|number|mark)\b/i),
  L(0.8, /\bvehicle\s+reg\.?(?=[\s:]|$)/i),
  L(0.7, /\b(?:registration|reg\.?)(?=\s*[:#]|\s*$)/i),
  // "Registration AB21 CDE": the word then a plate-like code holding a digit.
  L(0.65, /\b(?:[Rr]egistration|REGISTRATION|[Rr]eg\.?|REG\.?)(?=\s+(?=\S*\d)[A-Z0-9]{2,4}[ -]?[A-Z0-9]{1,4}(?![A-Za-z0-9]))/),
  L(0.6, /\blic(?:ense)?\.?\s*(?:no\.?|#)/i),
  // California's "VLP" (vehicle licence plate); "License" alone as a caption (a lube ticket's, a repair order's), never a
  // driver's or a business's licence.
  L(0.85, /\bVLP\b/),
  // A lube ticket's "LIC 8ABC123" or "LIC: 8ABC123" (in capitals, before a code holding a digit); Australia's "Rego".
  L(0.75, /\bLIC\b(?=[.:]?\s+(?=\S*\d)[A-Z0-9-]{4,9}(?![A-Za-z0-9]))/),
  // A repair order's "Lic" or "Lic." as a caption of its own, in any case ("Lic  2AXN531").
  L(0.75, /(?<![\p{L}])lic\.?(?=\s*[:#]?\s*$)/iu),
  // Polish "Nr rej." (a table's column or a caption).
  L(0.85, /(?<![\p{L}])nr\.?\s+rej(?:\.|estracyjny)(?![\p{L}])/iu),
  L(0.85, /\brego(?:\s+(?:no\.?|number))?(?=\s*[:#]|\s*$|\s{2,})/i),
  L(0.6, /(?<![\p{L}'’]s?\s)(?<![\p{L}])licen[cs]e(?=\s*[:#]?\s*$)/iu),
  // "License: 6VN743" opening its cell, a code holding a figure after the colon.
  L(0.6, /^licen[cs]e\s*[:#](?=\s*(?=[A-Z0-9-]*\d)[A-Z0-9-]{4,9}(?![A-Za-z0-9]))/i),
  L(0.9, /\b(?:amtliches\s+|amtl\.\s*)?kennzeichen\b|\bkontrollschild\b|\bkennz\.|\bimmatriculation\b|\bimmat\b\.?(?=\s*[:\s])|\btarga\b|\bkenteken\b|\bmatr[ií]cula\b/i),
  // In a sentence: "le véhicule ... immatriculé AB-123-CD", "targata AB123CD", "con matrícula 1234 BCD", "mit dem Kennzeichen".
  L(0.85, /(?<![\p{L}])(?:immatricul[ée]e?(?:\s+sous\s+le\s+n[°º])?|targat[oa]|con\s+(?:la\s+)?matr[ií]cula|registration\s+mark(?:ed)?)(?![\p{L}])/iu),
  // Belgian "Inschrijvingsnummer", Dutch "Kentekennummer", Danish "Nummerplade", Norwegian "Registreringsmerke", Polish
  // "Nr rejestracyjny", Hungarian "Rendszám", Romanian "Număr de înmatriculare", Croatian "Registarska oznaka", Slovak
  // "Evidenčné číslo", Czech "SPZ" and "RZ" (in capitals only).
  L(0.9, /(?<![\p{L}])(?:inschrijvingsnummer|kentekennummer|nummerplade|registreringsmerke|registreringsnr\.?|nr\.?\s+rejestracyjny|rendsz[áa]m|num[ăa]r\s+de\s+[îi]nmatriculare|nr\.?\s+(?:de\s+)?[îi]nmatriculare|registarska\s+oznaka|reg\.\s*oznaka|E[ČC]V|eviden[čc]n[ée]\s+[čc][íi]slo(?:\s+vozidla)?)(?![\p{L}])/iu),
  L(0.85, /(?<![\p{L}])(?:SPZ|RZ)(?![\p{L}])/u),
  // Spanish: "placa" (Mexico, Latin America), "tablilla" (Puerto Rico).
  L(0.9, /\b(?:n[úu]mero\s+de\s+)?(?:placas?|tablilla)\b/i),
  // Quebec and Belgian French, Belgian Dutch, Polish, Swedish, Norwegian and Finnish: "Numéro de plaque", "Nummerplaat", "numer rejestracyjny", "Registreringsnummer", "Kjennemerke", "Rekisteritunnus".
  L(0.9, /(?<![\p{L}])(?:num[ée]ro\s+de\s+plaque|n[°º]\.?\s*d['’]\s*immatriculation|plaques?(?:\s+(?:d'immatriculation|de\s+contr\p{L}le))?|nummerplaat|registra[čc]n[íi]\s+zna[čc]ka|registreerimism[äa]rk|valstybinis\s+numeris|re[ģg]istr[āaáà]cijas\s+numurs|numer\s+rejestracyjny(?:\s+pojazdu)?|registreringsnummer|kjennemerke|rekisteritunnus|rekisterinumero|rek\.?\s*(?:nro|numero|tunnus)\.?|registrska\s+ozna(?:ka|čba)|reg\.?\s*nr\.?)(?![\p{L}])/iu),
  // Bulgarian "Рег. №", "Регистрационен номер", Serbian "Регистарски број", Russian "Гос. номер", Greek "Αριθμός
  // κυκλοφορίας", Latvian "Reģ. Nr." (with its ģ).
  L(0.9, /(?<![\p{L}])(?:рег\.?\s*(?:№|No\.?|номер)|регистрационен\s+(?:№|номер)|регистарски\s+(?:број|ознака)|гос\.?\s*(?:рег\.?\s*)?номер|αριθμ[όο]ς\s+κυκλοφορ[ίι]ας|αρ\.\s*κυκλοφορ[ίι]ας|re[ģg]\.\s*nr\.?)(?![\p{L}])/iu),
  // Lithuanian "Valst. Nr.", Latvian "Valsts reģ. Nr.", "Valsts numurs", Slovenian "Registrska številka", a Greek receipt's "ΑΡ. ΚΥΚΛ.".
  L(0.9, /(?<![\p{L}])(?:valst(?:s|ybinis)?\.?\s+(?:re[ģg]\.?\s+)?nr\.?|valsts\s+(?:re[ģg](?:istr[āa]cijas)?\.?\s+)?numurs|registrska\s+[šs]tevilka|αρ\.\s*κυκλ\.)(?![\p{L}])/iu),
  L(0.85, shapedWords('рег. №', 'регистрационен номер', 'αριθμός κυκλοφορίας', 'αρ. κυκλ.')),
];

export const MAKE_LABELS: Label[] = [L(1, /\bmake(?:\s+of\s+vehicle)?\b(?!\s*[/&]\s*model)/i), L(0.9, /\bmanufacturer\b|\bmarque\b|\bmarke\b|\bmarca\b|\bfabrikat\b|\bmerke?\b|\bmerkki\b|\bmarka\b|\bznamka\b/i), L(0.9, /(?<![\p{L}])(?:m[æa]rke|tov[áa]rn[íi]\s+zna[čc]ka|gy[áa]rtm[áa]ny|zna[čc]ka|μ[άα]ρκα)(?![\p{L}])/iu)];
export const MAKE_MODEL_LABELS: Label[] = [
  // "Marka, model", "Marca / Model", "Merk / Model", "Marque / Modèle", "Merke / modell", "Mærke og model", "Merkki ja malli", "Gyártmány, típus", "Marca / Modelo", "Märke och modell".
  L(0.95, /(?<![\p{L}])(?:marka\s*(?:,|\/|i)?\s*model|marca\s*\/\s*model(?:o|lo)?|merk\s*(?:\/|en)\s*model|marque\s*\/\s*mod[èe]le|marke\s*\/\s*modell|merke\s*\/\s*modell|m[æa]rke\s+og\s+model|merkki\s+ja\s+malli|gy[áa]rtm[áa]ny,?\s*t[íi]pus|m[äa]rke\s+och\s+modell|марка,?\s*(?:и\s+)?модел|μ[άα]ρκα\s*\/\s*μοντ[έε]λο|marka\s+i\s+(?:tip|model))(?![\p{L}])/iu),L(0.95, /\bmake\s*[/&]\s*model\b/i), L(0.85, shapedWords('марка, модел', 'μάρκα / μοντέλο')), L(0.9, /\byear\s*[/&]\s*make\s*[/&]\s*model\b/i), L(0.85, /\bvehicle(?:\s+description)?\b(?!\s*(?:id|identification|reg))/i)];
export const MODEL_LABELS: Label[] = [L(1, /\bmodel\b(?!\s*year)(?!\s*[/&])/i), L(0.9, /(?<![\p{L}])(?:modell|mod[èe]le|modell?o|handelsbezeichnung|handelsbenaming|d[ée]nomination\s+commerciale|denominazione\s+commerciale|denominaci[óo]n\s+comercial|typ(?:e)?\s*\/\s*variante|handelsbeteckning|handelsbetegnelse|malli|komercialna\s+oznaka|obchodn[íi]\s+ozna[čc]en[íi]|mudel|modelis|kereskedelmi\s+le[íi]r[áa]s|denumire\s+comercial[ăa]|obchodn[ýy]\s+n[áa]zov|tip\s*\/\s*model|μοντ[έε]λο|εμπορικ[ήη]\s+ονομασ[ίι]α)(?![\p{L}])/iu), L(0.9, /\bcommercial\s+description\b/i), L(0.7, /\bseries\b/i)];
export const YEAR_LABELS: Label[] = [
  L(1, /\bmodel\s*year\b/i),
  L(0.95, /\byear\s+of\s+manufacture\b/i),
  L(0.9, /\b(?<!\/)year(?!\s*[/&])\b/i),
  L(0.85, /\b(?:yr|my)\b\.?/i),
  L(0.85, /(?<![\p{L}])(?:a[ñn]o(?:\s+(?:de\s+)?modelo)?|ann[ée]e(?:\s+mod[èe]le)?|baujahr|modelljahr)(?![\p{L}])/iu),
  // "Årsmodell", "Årsmodel", "Vuosimalli", "Rok produkcji", "Évjárat", "Rok výroby", "Anul fabricației".
  L(0.85, /(?<![\p{L}])(?:[åa]rsmodell?|vuosimalli|rok\s+produkcji|[ée]vj[áa]rat|rok\s+v[ýy]roby|anul\s+fabrica[țţt]iei)(?![\p{L}])/iu),
];
export const COLOR_LABELS: Label[] = [L(1, /\b(?:colou?r|clr|col)\b\.?/i), L(0.9, /(?<![\p{L}])(?:farbe|couleur|colore|kleur|f[äa]rg|kolor|cor)(?![\p{L}])/iu)];

export const OWNER_LABELS: Label[] = [
  L(1, /\bname\s+(?:and\s+address\s+)?of\s+(?:the\s+)?(?:policy\s*holder|insured|owner|registered\s+keeper|keeper)\b/i),
  // The same caption cut short at a photo's edge, after its other language's ("Name und Anschrift des
  // Versicherungsnehmers / Name and address of the"): the cell ends with it.
  L(0.9, /\bname\s+and\s+address\s+of(?:\s+the)?\s*$/i),
  L(1, /\bregistered\s+(?:owner|keeper)(?:\(s\))?s?\b/i),
  // A green card's "Name and address of the policyholder" in other languages ("Nome e morada do tomador do seguro",
  // "Nom et adresse du preneur d'assurance", "Name und Anschrift des Versicherungsnehmers"): the whole caption.
  L(0.9, /(?<![\p{L}])(?:nome|nom|name|nombre|naam)\s+(?:e|et|und|y|en)\s+(?:morada|adresse|anschrift|domicilio|direcci[óo]n|adres|indirizzo)(?:\s+(?:do|da|du|de\s+la|de|des|del|dell[ao']|van\s+de|van)\s*[\p{L}'’]+(?:\s+(?:do|da|de|d'|du|des)?\s*[\p{L}'’]+){0,2})?(?![\p{L}])/iu),
  L(1, /\bnamed\s+insureds?\b/i),
  // French and Quebec cards: "Nom de l'assuré", "Nom du titulaire", "Nom du preneur".
  L(0.9, /(?<![\p{L}])nom\s+(?:de\s+l['’]\s*|du\s+|des\s+)(?:assur[ée]e?s?|titulaire|propri[ée]taire|souscripteur|preneur(?:\s+d['’]assurance)?)(?![\p{L}])/iu),
  L(0.95, /\b(?:name\s+of\s+)?policy\s*holder\b/i),
  L(0.95, /\bowner(?:'s)?(?:\(s\))?\s+name\b/i),
  L(0.9, /\binsured(?:\s+name)?\b(?!\s*vehicle)/i),
  // "OWNER 1: ..." (a second owner under "OWNER 2" is not the one the document is about).
  L(0.85, /\b(?:owner|keeper)(?:\(s\))?(?:\s*#?\s*1(?!\d))?(?![\p{L}\d])/iu),
  L(0.8, /\bregistered\s+to\b/i),
  // Australian states' "Registered operator".
  L(0.9, /\bregistered\s+operator\b/i),
  // Ohio's "Registrant", Swedish "Ägare", Norwegian "Eier", Finnish "Omistaja", Slovenian "Priimek in ime", Polish "właściciel" / "posiadacz", Portuguese "proprietário".
  L(0.9, /(?<![\p{L}])(?:registrant|[äa]gare|eier|ejer|omistaja|provozovatel|priimek\s+in\s+ime|imetnik|lastnik|w[łl]a[śs]ciciel|posiadacz|propriet[áa]rio)(?![\p{L}])/iu),
  // German, Swedish, Finnish, Czech, Dutch, Hungarian, Romanian, Croatian and Norwegian holders: "Eigentümer",
  // "Zulassungsinhaber", "Innehavare", "Haltija", "Držitel", "Kentekenhouder", "Üzembentartó", "Deținător", "Registrert eier".
  L(0.9, /(?<![\p{L}])(?:eigent[üu]mer|zulassungsinhaber|fahrzeughalter|inhaber|besitzer|innehavare|haltija|dr[žz]itel|(?:kenteken)?houder|tenaamgestelde|[üu]zembentart[óo]|tulajdonos|de[țţt]in[ăa]tor|proprietar|v[li]asnik|registrert\s+eier|nom\s+et\s+pr[ée]noms?|omanik|dr[žz]ite[ľl])(?![\p{L}])/iu),
  // An owner beside a holder who keeps the car (Czech "Vlastník" beside "Provozovatel"): the holder first.
  L(0.8, /(?<![\p{L}])vlastn[íi]k(?![\p{L}])/iu),
  // Spanish, French, German.
  L(0.9, /\b(?:propietario|titular|tomador|asegurado|souscripteur|titulaire|propri[ée]taire|assur[ée]|halter|zulassungsbesitzer|d[ée]tenteur|detentore|versicherungsnehmer|intestatario|contraente|tenaamstelling|verzekeringnemer)(?![\p{L}])/iu),
  // A French mutual's member, a Belgian or Swiss "preneur d'assurance", the Italian insured.
  L(0.9, /(?<![\p{L}])(?:soci[ée]taire|adh[ée]rent|preneur\s+d'assurance|assicurato|versicherte\s+person)(?![\p{L}])/iu),
  // The one who took out a policy in Central European and Nordic languages: "Ubezpieczający", "Pojistník",
  // "Poistník", "Szerződő", "Asigurat", "Forsikringstaker", "Forsikringstager", "Försäkringstagare", "Vakuutuksenottaja".
  L(0.9, /(?<![\p{L}])(?:ubezpieczaj[ąa]c[yaey]|pojistn[íi]k|poistn[íi]k|szerz[őöo]d[őöo]|asigurat(?:ul)?|forsikringstak[ae]r|forsikringstager|f[öo]rs[äa]kringstagare|vakuutuksenottaja)(?![\p{L}])/iu),
  // Bulgarian "Застраховащ", "Собственик", Serbian "Уговарач", "Осигураник", Russian "Страхователь", Greek "Λήπτης
  // ασφάλισης", "Ασφαλισμένος", Latvian "Apdrošinājuma ņēmējs", Lithuanian "Draudėjas", Estonian "Kindlustusvõtja",
  // Croatian "Ugovaratelj", "Osiguranik", Slovenian "Zavarovalec", "Sklenitelj".
  L(0.9, /(?<![\p{L}])(?:застраховащ(?:ия)?|застрахован(?:о\s+лице)?|собственик|уговарач|осигураник|власник|страхователь|собственник|λ[ήη]πτης(?:\s+(?:της\s+)?ασφ[άα]λισης)?|ασφαλισμ[έε]νος|ιδιοκτ[ήη]της|apdro[šs]in[āaáà]juma\s+[ņnñ][ēeéè]m[ēeéè]js|apdro[šs]in[āaáà]tais|[īiíì]pa[šs]nieks|draud[ėe]jas|apdraustasis|savininkas|kindlustusv[õo]tja|ugovaratelj|osiguranik|zavarovalec|sklenitelj)(?![\p{L}])/iu),
  L(0.85, shapedWords('застраховащ', 'собственик', 'λήπτης ασφάλισης')),
  L(0.6, /(?<![\p{L}])(?:cognome|nome|vorname|nachname|familienname|surname|first\s+names?|pr[ée]noms?|apellidos?|nazwisko|imi[ęe]|voornaam)(?![\p{L}])/iu),
  // Hungarian, Romanian, Croatian, Slovak and Estonian name parts: "Családi név vagy cégnév", "Utónév", "Nume", "Prenume",
  // "Prezime", "Ime", "Priezvisko", "Meno", "Perekonnanimi", "Eesnimi"; Bulgarian and Serbian "Име", "Име и презиме", Russian "Имя", "ФИО".
  L(0.6, /(?<![\p{L}])(?:име(?:\s+и\s+презиме)?|имя|фио|csal[áa]di\s+n[ée]v(?:\s+vagy\s+c[ée]gn[ée]v)?|c[ée]gn[ée]v|ut[óo]n[ée]v|nume(?:\s+sau\s+denumire)?|prenume|prezime|ime|priezvisko|meno(?:\s+a\s+priezvisko)?|perekonnanimi|eesnimi)(?![\p{L}])/iu),
  L(0.7, /(?<![\p{L}])(?:naam|nom,?\s+pr[ée]nom|nome\s+e\s+cognome|nombre(?:\s+y\s+apellidos)?)(?![\p{L}])/iu),
  L(0.7, /\bname\b(?!\s+(?:and|of))/i),
  L(0.6, /\bcustomer(?:\s+name)?\b/i),
];
/** Who a workshop billed: the customer of an invoice or receipt, in each language. */
export const CUSTOMER_LABELS: Label[] = [
  L(0.9, /(?<![\p{L}])(?:customer(?:\s+name)?|client(?:e|a)?|kunde|klant|auftraggeber|sold\s+to|bill(?:ed)?\s+to|destinatario|destinataire)(?![\p{L}])/iu),
];
export const ADDRESS_LABELS: Label[] = [
  L(1, /\b(?:owner|mailing|residence|insured|garaging|home)?\s*address\b/i),
  L(0.9, /(?<![\p{L}])(?:direcci[óo]n|domicilio|adresse|anschrift)(?![\p{L}])/iu),
];

/** Expiry of a registration. */
export const EXPIRY_LABELS: Label[] = [
  L(1, /\bregistration\s+(?:expires|expiration(?:\s+date)?|expiry(?:\s+date)?|valid\s+(?:until|through|thru|to)|good\s+(?:through|thru|until))\b(?:\s+on)?/i),
  L(0.97, /\b(?:expiration|expiry|exp\.?)\s*date\b|\bdate\s+of\s+expiry\b/i),
  L(0.92, /\b(?:valid|good)\s+(?:until|through|thru|till|to)\b/i),
  L(0.9, /\bexpires?\b(?:\s+on)?/i),
  L(0.88, /\bexpiration\b|\bexpiry\b/i),
  L(0.8, /\bexp\b\.?/i),
  L(0.6, /\bvalid\b/i),
  // Spanish, French, German, Italian.
  L(0.95, /(?<![\p{L}])(?:fecha\s+de\s+(?:vencimiento|caducidad|expiraci[óo]n)|v[áa]lid[oa]\s+hasta|vencimiento|vence|caduca|date\s+d'(?:expiration|[ée]ch[ée]ance)|valable\s+jusqu'(?:au|à)|g[üu]ltig\s+bis|ablaufdatum|scadenza)(?![\p{L}])/iu),
  // Balkan, Baltic, Greek and Bulgarian: "Registracija važi do", "Vrijedi do", "Velja do", "Важи до", "Galioja iki",
  // "Derīgs līdz", "Kehtib kuni", "Ισχύει έως", "Валидна до".
  L(0.95, /(?<![\p{L}])(?:(?:registracija\s+)?va[žz]i\s+do|vrijedi\s+do|velja\s+do|(?:регистрација\s+)?важи\s+до|galioja\s+iki|der[īi]g[sa]\s+l[īi]dz|kehtib\s+kuni|ισχ[ύυ]ει\s+[έε]ως|валидна\s+до)(?![\p{L}])/iu),
  // Czech and Slovak "platnost do", Polish "ważny do", Portuguese "válido até", Dutch "geldig tot", Nordic "gyldig til",
  // "giltig till", Romanian "valabil până la".
  L(0.95, /(?<![\p{L}])(?:platnos[tť]\s+do|wa[żz]n[ya]\s+do|v[áa]lid[oa]\s+at[ée]|geldig\s+tot(?:\s+en\s+met)?|gyldig\s+til|giltig\s+till|valabil[ăa]?\s+p[âa]n[ăa]\s+la)(?![\p{L}])/iu),
];
/** A registration's period ("valid: X - Y"); its end is the expiry. */
export const PERIOD_LABELS: Label[] = [
  // "Okres ubezpieczenia", "Pojistná doba", "Biztosítási időszak", "Valabilă", "Forsikringsperiode", "Försäkringstid",
  // "Vakuutuskausi", "Período de seguro".
  L(0.9, /(?<![\p{L}])(?:okres\s+ubezpieczenia|pojistn[áa]\s+doba|doba\s+poji[šs]t[ěe]n[íi]|biztos[íi]t[áa]si\s+id[őöo]szak|valabil[ăa]?|perioad[ăa](?:\s+(?:nou[ăa]|de\s+asigurare|asigur[ăa]rii|de\s+valabilitate))?|forsikringsperiode|forsikringstid|f[öo]rs[äa]kringstid|vakuutuskausi|per[íi]odo\s+(?:de\s+)?seguro)(?![\p{L}])/iu),
  // Bulgarian "Срок на застраховката", "Срок на действие", Serbian "Трајање осигурања", Greek "Διάρκεια (ασφάλισης)",
  // Latvian "Apdrošināšanas periods", Lithuanian "Draudimo laikotarpis", Estonian "Kindlustusperiood", Croatian
  // "Trajanje osiguranja", "Razdoblje osiguranja", Slovenian "Zavarovalno obdobje", Swiss "Versicherungsperiode", Belgian "Verzekerde periode".
  L(0.9, /(?<![\p{L}])(?:срок\s+на\s+(?:застраховката|действие|валидност)|трајање\s+осигурања|διάρκεια(?:\s+ασφ[άα]λισης)?|apdro[šs]in[āaáà][šs]anas\s+periods|draudimo\s+laikotarpis|kindlustusperiood|trajanje\s+osiguranja|razdoblje\s+osiguranja|zavarovalno\s+obdobje|versicherungsperiode|verzekerde\s+periode)(?![\p{L}])/iu),
  L(0.85, shapedWords('срок на застраховката', 'διάρκεια')),
  L(0.9, /\b(?:registration|validity|coverage|policy)\s+(?:period|term|valid(?:ity)?)\b/i),
  L(0.85, /(?<![\p{L}])(?:versicherungsdauer|vertragsdauer|laufzeit|dur[ée]e\s+du\s+contrat|p[ée]riode(?:\s+de\s+garantie)?|periodo(?:\s+d[ei]\s+(?:cobertura|copertura|seguro|validez|assicurazione|validit[àa]))?|(?:versicherungs)?zeitraum|versicherungsjahr|looptijd|verzekeringsperiode|f[öo]rs[äa]kringsperiod)(?![\p{L}])/iu),
  L(0.85, /\b(?:policy\s+)?(?:period|term)\b/i),
  L(0.8, /\bvalid(?:ity)?\b/i),
  L(0.7, /\beffective\b/i),
];
export const RENEWAL_LABELS: Label[] = [
  L(1, /\brenewal\s*(?:date|due(?:\s+date)?|deadline|by)\b/i),
  L(0.95, /\brenew\s+(?:by|before|on)\b/i),
  L(0.7, /\brenewal\b/i),
];
export const INSPECTION_LABELS: Label[] = [
  L(1, /\b(?:next\s+)?(?:state\s+|safety\s+|emissions?\s+|smog\s+|periodic\s+|technical\s+)?(?:inspection|smog\s+check)\s*(?:due|expires|expiration|date)?\b(?:\s+(?:date|on|by))?/i),
  L(1, /\bMOT\s+(?:expiry|expires|due|valid\s+until)(?:\s+date)?\b/i),
];
export const WARRANTY_LABELS: Label[] = [
  L(1, /\bwarranty\s+(?:expires|expiration(?:\s+date)?|ends|valid\s+(?:until|through|thru)|until|through|thru)\b(?:\s+on)?/i),
  L(0.6, /\bwarranty\b/i),
];

export const INSURER_LABELS: Label[] = [
  // Not a green card's "Code of country / insurer" or "Insurer code": codes, not the insurer's name.
  L(1, /(?<!country\s*\/\s*)\b(?:insurance\s+)?(?:company|carrier|insurer|underwriter)s?(?:\s+name)?\b(?!\s*code)/i),
  L(0.9, /\b(?:underwritten|issued)\s+by\b/i),
  // "Emitida por" (a Portuguese or Spanish green card), "Cette carte a été délivrée par", "Deze kaart werd afgegeven door".
  L(0.9, /(?<![\p{L}])(?:emitid[ao]\s+por|(?:cette\s+carte\s+a\s+[ée]t[ée]\s+)?d[ée]livr[ée]e?\s+par|(?:deze\s+kaart\s+(?:werd|is)\s+)?afgegeven\s+door)(?![\p{L}])/iu),
  // Not a green card's "Code pays / Code assureur / Numéro": a code's caption.
  L(0.9, /(?<![\p{L}])(?<!code\s{1,3})(?:assureur|aseguradora|compa[ñn][íi]a\s+aseguradora|versicherer|compagnia(?:\s+assicurativa)?|verzekeraar|maatschappij)(?![\p{L}])/iu),
  // "Impresa di assicurazione", "Entidad aseguradora", "Compagnie d'assurances", "Risikoträger".
  L(0.9, /(?<![\p{L}])(?:impresa(?:\s+(?:di\s+assicurazion[ei]|assicuratrice))?|entidad(?:\s+aseguradora)?|compagnie(?:\s+d'assurances?)?|versicherungs(?:gesellschaft|unternehmen)|risikotr[äa]ger|verzekeringsmaatschappij)(?![\p{L}])/iu),
  L(0.7, /\bthis\s+card\s+has\s+been\s+issued\s+by\b/i),
  // Central European and Nordic captions: "Pojistitel", "Poisťovateľ", "Ubezpieczyciel", "Asigurător", "Biztosító",
  // "Selskab", "Forsikringsselskap", "Försäkringsgivare", "Vakuutusyhtiö"; "Utstedt av", "Udstedt af".
  L(0.9, /(?<![\p{L}])(?:pojistitel|pois[ťt]ovate[ľl]|ubezpieczyciel(?:em)?|asigur[ăa]tor(?:ul)?|biztos[íi]t[óo]|selskab|forsikringsselska[bp]|f[öo]rs[äa]kringsgivare|f[öo]rs[äa]kringsbolag|vakuutusyhti[öo]|utstedt\s+av|udstedt\s+af)(?![\p{L}])/iu),
  // Bulgarian "Застраховател", Serbian "Осигуравач", Greek "Ασφαλιστική εταιρεία", Latvian "Apdrošinātājs",
  // Lithuanian "Draudikas", Estonian "Kindlustusandja", Croatian "Osiguratelj", Slovenian "Zavarovalnica".
  L(0.9, /(?<![\p{L}])(?:застраховател|осигуравач|страховщик|ασφαλιστικ[ήη]\s+εταιρ[εί]ία|ασφαλιστ[ήη]ς|apdro[šs]in[āaáà]t[āaáà]js|draudikas|kindlustusandja|osigura(?:vate|te)lj|zavarovalnica)(?![\p{L}])/iu),
];
export const POLICY_LABELS: Label[] = [
  // "Kötvényszám", "Seria și numărul", "Polisenr.", "Policenr.", "Vakuutusnumero", "Försäkringsnummer",
  // "Forsikringsnummer", "Číslo smlouvy", and a Czech contract's "č." before its number at a line's start.
  L(0.95, /(?<![\p{L}])(?:k[öo]tv[ée]nysz[áa]m|seria\s+[șşs]i\s+num[ăa]rul|poli[țţt][ae](?:\s+dumneavoastr[ăa])?\s+(?:nr\.?|num[ăa]rul)|polis[ay](?:\s+[\p{L}/]+){1,3}?\s+nr\.?(?=\s*\d)|polisen(?:r\.?|ummer)|policen(?:r\.?|ummer)|vakuutusnumero|f[öo]rs[äa]kringsnummer|forsikringsnummer|[čc][íi]slo\s+(?:pojistn[ée]\s+)?smlouvy)(?![\p{L}])/iu),
  // Bulgarian "Полица №", "Номер на полица", Serbian "Полиса бр.", Russian "Полис №", Greek "Αριθμός συμβολαίου", "Αρ.
  // συμβολαίου", Latvian "Polises Nr.", "Līgums Nr.", Lithuanian "Poliso Nr.", Estonian "Poliisi nr", Croatian "Broj
  // police", "Polica br.", Slovenian "Številka police".
  L(0.95, /(?<![\p{L}])(?:(?:полица|полиса|полис)\s*(?:№|No\.?|бр\.?|номер)|номер\s+на\s+полица(?:та)?|(?:№|номер)\s+полис[аы]?|αριθμ[όο]ς\s+συμβολα[ίι]ου|αρ\.\s*συμβολα[ίι]ου|(?:polises|l[īiíì]gums|l[īiíì]guma|poliso|poliisi)\s+nr\.?|broj\s+police|polica\s+br\.?|[šs]tevilka\s+police)(?![\p{L}])/iu),
  L(0.85, shapedWords('полица №', 'номер на полица', 'αριθμός συμβολαίου')),
  L(0.7, /^[čc]\.(?=\s*\d)/iu),
  // Latvian "Polises Nr.", Lithuanian "Poliso Nr.", Estonian "Poliisi nr", Balkan "Broj police", Greek "Αριθμός
  // συμβολαίου", Bulgarian "Полица №".
  L(0.95, /(?<![\p{L}])(?:polises\s+nr\.?|poliso\s+nr\.?|poliisi\s+nr\.?|broj\s+police|(?:αριθμ[οό]ς|αρ\.)\s+συμβολα[ίι]ου|полица\s*(?:№|no\.?|номер))(?![\p{L}])/iu),
  L(1, /\bpolicy\s*(?:\/\s*certificate\s*)?(?:number|no\b\.?|nr\b\.?|nbr\b\.?|#|id)/i),
  L(0.9, /\bcertificate\s+(?:number|no\.?)\b/i),
  L(0.85, /\bpolicy\b/i),
  L(0.8, /\b(?:country\s*\/\s*)?insurer\s+code\s*\/\s*number\b/i),
  L(0.95, /\bpol\.?\s*(?:no\b\.?|#|number|nr\b\.?)/i),
  L(0.8, /\b(?:contract|agreement)\s*(?:number|no\b\.?|#|nr\b\.?)/i),
  L(0.9, /(?<![\p{L}])(?:contrat(?:\s+(?:auto(?:mobile)?|v[ée]hicule))?\s+n[°ºo]\.?|polizza\s+n[°ºo.]*|numero\s+(?:di\s+)?polizza|polisnummer|polis\s*nr\.?)/iu),
  // Italian and Spanish contracts ("Contratto n.", "Numero contratto", "Nº contrato"), Polish "Nr polisy", German
  // "Policennummer", "Vertrag Nr." and "Vers.-Schein-Nr.", French "N° police", Dutch "Polis" and Italian "Polizza" alone in their cell and "Polisblad nr.".
  L(0.9, /(?<![\p{L}])(?:contrat(?:t)?o\s+n[°ºo.]*|n(?:[úu]mero|[°ºo.]{1,2})\s*(?:d[ei]l?\s+)?contrat(?:t)?o|n(?:r|umer)\.?\s+polisy|polisa\s+nr\.?|polisblad\s+nr\.?|vertrag\s+nr\.?|polic[ae]n-?\s*(?:nr\.?|nummer)|vers\.?-?\s*schein-?\s*nr\.?|n[°ºo]\.?\s*(?:de\s+)?police|^(?:polis|polizza)(?=\s*:?\s*$))(?![\p{L}])/iu),
  // Portuguese: "Apólice n.º", "N.º da apólice", "Número de apólice".
  // OCR reads the ó as "d" or "6" and the º as "2" or "°".
  L(0.95, /(?<![\p{L}])(?:ap[óod6]lice(?:\s+n\.?[°ºo2]\.?)?|n\.?[°ºo2]\.?\s*(?:da\s+|de\s+)?ap[óod6]lice|n[úu]mero\s+(?:da\s+|de\s+)?ap[óod6]lice)(?![\p{L}])/iu),
  // "N° de contrat", "Número de póliza", "Versicherungsschein-Nr.".
  // "Vertragsnummer", "Police n°", "N. polizza", "Policy ref".
  // German abbreviations ("VS-Nr.", "Vers.-Nr.") and the French "Réf. contrat" besides.
  L(0.95, /(?<![\p{L}])(?:VS-?\s*Nr\.?|Vers\.?-?\s*Nr\.?|r[ée]f(?:[ée]rence)?\.?\s+(?:du\s+|de\s+)?contrat|vertrags-?\s*(?:nr\.?|nummer)|polizzen?-?\s*(?:nr\.?|nummer)|police-?\s*(?:nr\.?|nummer)|police\s+n[°ºo]\.?|n[°ºo.]{1,2}\s*(?:di\s+)?polizza)(?![\p{L}])|\bpolicy\s+ref(?:erence)?\b\.?/iu),
  L(0.95, /(?:\bn[°ºo]\.?\s*|\bnum[ée]ro\s+)de\s+(?:contrat|police|p[óo]liza)(?![\p{L}])|\bn[úu]mero\s+de\s+p[óo]liza\b|\bp[óo]liza(?:\s+n(?:[°ºo.]+|[2*?®](?!\d)))?|\bversicherungs(?:schein)?-?\s*(?:nr\.?|nummer)/iu),
];
export const COVERAGE_LABELS: Label[] = [L(1, /\bcoverage\s*(?:type|level|plan|selected)\b/i), L(0.9, /\btype\s+of\s+(?:coverage|cover)\b/i), L(0.8, /\bcover(?:age)?\b/i), L(0.6, /\bplan\b/i)];
export const EFFECTIVE_LABELS: Label[] = [
  // "Gjelder fra", "Gælder fra", "Data de início", "Kockázatviselés kezdete".
  L(0.95, /(?<![\p{L}])(?:gjelder\s+fra|g[æa]lder\s+fra|data\s+de\s+in[íi]cio|kock[áa]zatvisel[ée]s\s+kezdete)(?![\p{L}])/iu),
  // Greek "Έναρξη (ισχύος)", Bulgarian "Начало", Croatian "Početak osiguranja", Latvian "Sākuma datums", "Spēkā no".
  L(0.95, /(?<![\p{L}])(?:[έε]ναρξη(?:\s+(?:ισχ[ύυ]ος|ασφ[άα]λισης))?|начало(?:\s+на\s+застраховката)?|po[čc]etak\s+osiguranja|s[āaáà]kuma\s+datums|sp[ēeéè]k[āaáà]\s+no)(?![\p{L}])/iu),
  L(0.85, shapedWords('έναρξη ισχύος', 'έναρξη')),
  L(1, /\beffective\s*(?:date|from|on|as\s+of)?\b/i),
  L(0.97, /\b(?:start|inception|commencement)(?:\s+date)?\b(?:\s+of\s+insurance)?/i),
  L(0.97, /\b(?:cover(?:age)?|insurance)\s+(?:starts|begins|start\s+date)\b|\bstart\s+of\s+cover\b/i),
  L(0.95, /\bvalid(?:ity)?\s+from\b|\bfrom\b/i),
  // A term table's row captions: "Du | Au", "Vom | Bis", "Desde | Hasta" (the effective date; the expiry below).
  L(0.75, /^(?:du|vom|dal|desde)\s*:?$/i),
  L(0.95, /(?<![\p{L}])(?:en\s+vigueur\s+(?:le|du|depuis)|date\s+d'(?:entr[ée]e\s+en\s+vigueur|effet)|prise\s+d'effet|fecha\s+de\s+(?:efecto|inicio)|inicio\s+de\s+(?:vigencia|cobertura)|versicherungsbeginn|beginn|wirksam\s+ab|decorrenza|data\s+di\s+(?:decorrenza|inizio)|ingangsdatum|begindatum)(?![\p{L}])/iu),
];
export const EXPIRATION_LABELS: Label[] = [
  // "Gjelder til", "Gælder til", "Data de termo".
  L(0.95, /(?<![\p{L}])(?:gjelder\s+til|g[æa]lder\s+til|data\s+de\s+termo)(?![\p{L}])/iu),
  // Greek "Λήξη (ισχύος)", Bulgarian "Край", "Изтича", Croatian "Istek osiguranja", Latvian "Beigu datums", Austrian "Vertragsablauf".
  L(0.95, /(?<![\p{L}])(?:λ[ήη]ξη(?:\s+(?:ισχ[ύυ]ος|ασφ[άα]λισης))?|край(?:\s+на\s+застраховката)?|изтича|istek\s+osiguranja|beigu\s+datums|vertragsablauf)(?![\p{L}])/iu),
  L(0.85, shapedWords('λήξη ισχύος', 'ημερομηνία λήξης')),
  L(1, /\b(?:expiration|expiry|exp\.?)\s*date\b|\bdate\s+of\s+expiry\b/i),
  L(0.95, /\bexpir(?:es|ation|y)\b(?:\s+on)?/i),
  L(0.92, /\bvalid\s+(?:to|until|through|thru)\b/i),
  L(0.85, /\b(?:end|ending)\s+date\b/i),
  L(0.97, /\b(?:cover(?:age)?|insurance)\s+(?:ends|expires|end\s+date|finishes)\b|\bend\s+of\s+cover\b/i),
  L(0.75, /^(?:to|through|thru|until)\b/i),
  L(0.75, /^(?:au|bis|hasta)\s*:?$/i),
  L(0.95, /(?<![\p{L}])(?:date\s+d'expiration|expire\s+le|fin\s+de\s+(?:la\s+)?(?:garantie|p[ée]riode|couverture)|fecha\s+de\s+(?:vencimiento|fin)|fin\s+de\s+(?:vigencia|cobertura)|versicherungsende|ablauf(?:datum)?|data\s+di\s+scadenza|scadenza(?:\s+(?:polizza|contratto))?|einddatum|vervaldatum|verloopdatum|date\s+de\s+fin)(?![\p{L}])/iu),
];
export const PREMIUM_LABELS: Label[] = [
  // "Składka łączna", "Roční pojistné", "Éves díj", "Primă de asigurare", "Årspremie", "Årlig præmie",
  // "Vakuutusmaksu yhteensä", "Prémio total anual".
  // OCR reads ł as t ("Sktadka taczna") and æ as ae or ee ("Praemie").
  // A renewal's "Ny årlig præmie", "Nowa składka", "Nové pojistné", "Új éves díj", "Uusi vakuutusmaksu" too.
  L(0.9, /(?<![\p{L}])(?:(?:ny|nya|nye|nyt|uusi|nowa|nov[ée]|[úu]j)\s+)?(?:sk[łlt]adka(?:\s+(?:[łlt][ąa]czna|roczna|ca[łlt]kowita))?|(?:ro[čc]n[íi]\s+)?pojistn[ée]|(?:ro[čc]n[ée]\s+)?poistn[ée]|(?:[ée]ves\s+)?d[íi]j|prim[ăa]\s+de\s+asigurare|primă|[åa]rspremie|(?:[åa]rlig\s+)?pr(?:[æa]|ae|ee)mie|vakuutusmaksu(?:\s+yhteens[äa])?|pr[ée]mio\s+total(?:\s+anual)?|prémio(?:\s+anual)?)(?![\p{L}])/iu),
  // Bulgarian "Застрахователна премия", "Обща премия", Serbian "Премија", Greek "Ασφάλιστρο", "Συνολικό ασφάλιστρο",
  // Latvian "Prēmija", "Kopējā apdrošināšanas prēmija", Lithuanian "Draudimo įmoka", Estonian "Kindlustusmakse",
  // Croatian "Premija osiguranja", "Ukupna premija", Slovenian "Zavarovalna premija".
  L(0.9, /(?<![\p{L}])(?:(?:застрахователна\s+|обща\s+)?премия|премија|(?:συνολικ[όο]\s+|καθαρ[όο]\s+)?(?:πληρωτ[έε]ο\s+)?ασφ[άα]λιστρο|(?:kop[ēeéè]j[āaáà]\s+)?(?:apdro[šs]in[āaáà][šs]anas\s+)?pr[ēeéè]mija|(?:draudimo\s+)?[įi]moka|kindlustusmakse|(?:ukupna\s+)?premija(?:\s+osiguranja)?|zavarovalna\s+premija)(?![\p{L}])/iu),
  L(0.85, shapedWords('застрахователна премия', 'συνολικό ασφάλιστρο', 'πληρωτέο ασφάλιστρο', 'συνολικό πληρωτέο ασφάλιστρο')),
  L(1, /\btotal\s+(?:\d+[- ]month\s+|annual\s+|policy\s+|term\s+)?premium\b/i),
  L(0.95, /\b(?:\d+[- ]month|annual|policy|term)\s+premium\b/i),
  L(0.85, /\bpremium\b/i),
  // UK wording: "Annual price inc. IPT", "Total annual cost".
  L(0.8, /\b(?:total\s+)?annual\s+(?:price|cost)\b|\btotal\s+(?:price|cost)\s+of\s+(?:your\s+)?(?:insurance|cover|policy)\b/i),
  // A renewal letter's "Your price this year", "Your renewal price", beside "Last year you paid".
  L(0.8, /\b(?:your\s+)?(?:new\s+|renewal\s+)?price\s+(?:this\s+year|for\s+the\s+(?:coming|next)\s+year)\b|\b(?:your\s+)?(?:renewal|new)\s+price\b|\b(?:this|last)\s+year'?s\s+price\b|\blast\s+year\s+you\s+paid\b|\bwhat\s+you(?:'ll|\s+will)?\s+pay(?:\s+this\s+year)?\b|\bwhat\s+you\s+paid(?:\s+last\s+year)?\b/i),
  L(0.85, /(?<![\p{L}])(?:cotisation|prime|prima|premio|premie|jaarpremie|beitrag|jahresbeitrag|(?:jahres|gesamt|brutto|netto)?pr[äa]mie)(?:\s+(?:annuelle|anual|annuo|annua|total[e]?|lordo|totaal|j[äa]hrlich))?(?![\p{L}])/iu),
];

/** A total on an insurance document, in a cell of its own: the premium with its taxes when no premium word names it. */
export const PREMIUM_TOTAL_LABELS: Label[] = [
  L(0.8, /^(?:total|totaal|totale|gesamt(?:betrag|beitrag)?|summe|montant\s+total|importe\s+total)(?:\s+(?:per\s+jaar|par\s+an|pro\s+jahr|annuo|anual|annual|a\s+pagar|da\s+pagare|[àa]\s+payer|te\s+betalen|zu\s+zahlen|due|payable|amount\s+payable|TTC|incl\.?\s*(?:BTW|MwSt|IVA)?))*(?![\p{L}])/iu),
  L(0.75, /^(?:te\s+betalen|zu\s+zahlen(?:der\s+betrag)?|net\s+[àa]\s+payer|total\s+amount\s+payable|amount\s+payable)(?:\s+(?:per\s+jaar|par\s+an|pro\s+jahr))?(?![\p{L}])/iu),
  // Bulgarian "Общо дължима сума", "Общо", Greek "Σύνολο", Latvian "Kopā (apmaksai)", Lithuanian "Iš viso (mokėti)",
  // Estonian "Kokku (tasuda)", Croatian "Ukupno (za platiti / za plaćanje)", Slovenian "Skupaj (za plačilo)"; a due date
  // may follow ("Te betalen vóór 01/07/2026").
  L(0.75, /^(?:общо(?:\s+дължима\s+сума|\s+за\s+плащане)?|дължима\s+сума|σ[ύυ]νολο(?:\s+πληρωτ[έε]ο)?|kop[āaáà](?:\s+apmaksai)?|i[šs]\s+viso(?:\s+mok[ėe]ti)?|kokku(?:\s+tasuda)?|ukupno(?:\s+za\s+(?:platiti|pla[ćc]anje|uplatu))?|skupaj(?:\s+za\s+pla[čc]ilo)?)(?![\p{L}])/iu),
  L(0.7, shapedWords('общо дължима сума', 'общо', 'συνολικό πληρωτέο', 'πληρωτέο')),
  L(0.7, /^(?:te\s+betalen|[àa]\s+payer|zu\s+zahlen|zahlbar)\s+(?:v[óo]{1,2}r|avant\s+le|bis)\s+\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?![\p{L}\d])/iu),
  // Italian receipts: "Lordo", "Importo da pagare", "Totale da pagare", "Importo quietanza".
  L(0.75, /^(?:(?:premio\s+)?lordo|importo\s+(?:da\s+pagare|totale|lordo|quietanza)|totale\s+(?:da\s+pagare|quietanza|lordo))(?![\p{L}])/iu),
];

export const PROVIDER_LABELS: Label[] = [
  L(1, /\b(?:service\s+(?:center|centre|provider|location|facility)|repair\s+facility|performed\s+by)\b(?!\s+(?:supplies|fee))/i),
  // A single word that also starts business names ("Garage du Centre", "Shop 24") is a caption only before a colon or alone.
  L(1, /\b(?:dealer(?:ship)?|garage|shop|workshop|taller|werkstatt)\b(?=\s*(?:[:#]|$))/i),
];
/** The day of the service; "Opened", "Date in", "Promised", "Printed" name other dates. */
export const SERVICE_DATE_LABELS: Label[] = [
  L(1, /\b(?:service|invoice|completed|closed|repair|visit|transaction|work)\s+date\b|\bdate\s+of\s+(?:service|invoice|repair|visit)\b/i),
  L(0.95, /\b(?:closed|completed|date\s+out|finished)\b/i),
  L(0.92, /\b(?:serviced|performed)\s+on\b/i),
  L(0.85, /^date\b(?!\s*(?:in|out|printed|paid|of\s+birth|opened))/i),
  L(0.6, /\b(?:ro|order)\s+date\b/i),
  L(0.45, /\b(?:opened|date\s+in|in)\b/i),
  // Spanish, French, German: the invoice's or the work's date, and (weakly) the day the car came in.
  L(1, /(?<![\p{L}])(?:fecha\s+(?:de\s+)?(?:factura|servicio|reparaci[óo]n|salida)|date\s+(?:de\s+(?:la\s+)?)?(?:facture|l'intervention|sortie|prestation)|rechnungsdatum|leistungsdatum|reparaturdatum)(?![\p{L}])/iu),
  L(0.85, /^(?:datum|data|fecha)(?:\s+(?:fattura|factuur|documento))?(?![\p{L}])/iu),
  // Swedish, Norwegian, Danish and Polish: "Fakturadatum", "Fakturadato", "Dato:", "Data wystawienia", "Data wykonania usługi".
  L(1, /(?<![\p{L}])(?:fakturadat(?:um|o)|data\s+wykonania(?:\s+us[łl]ugi)?|data\s+(?:wystawienia|sprzeda[żz]y))(?![\p{L}])/iu),
  L(0.85, /^dato(?![\p{L}])/iu),
  L(0.45, /(?<![\p{L}])(?:fecha\s+de\s+(?:entrada|recepci[óo]n)|date\s+d'entr[ée]e|auftragsdatum|annahmedatum)(?![\p{L}])/iu),
];
export const MILEAGE_LABELS: Label[] = [
  L(1, /\b(?:odometer|odo|mileage|miles)\s*(?:in|reading(?:\s+in)?)\b(?:\s*\/\s*out\b)?/i),
  L(0.95, /\b(?:odometer|odo)(?:\s*\((?:miles|km)\))?(?!\s*out)/i),
  L(0.92, /\b(?:mileage|kilometre\s+reading|kilometer\s+reading|current\s+mileage)\b(?!\s*out)/i),
  L(0.8, /\b(?:miles|km|kms)\b(?!\s*out)/i),
  L(0.85, /\b(?:meter|odometer|odo)\s+reading\b|\bmi\.?(?=\s*:)/i),
  // "In: 45,500   Out: 45,512" on a repair order: the odometer when the car came in.
  L(0.6, /^in(?=\s*:)/i),
  L(0.92, /(?<![\p{L}])(?:przebieg|laufleistung|kilometerstand|km-?stand|tachostand|kilom[ée]trage|kilometraje|kil[óo]metros|quil[óo]metros|chilometraggio|chilometri|m[äa]tarst[äa]llning|quilometragem|compteur|mittarilukema|km-lukema)(?![\p{L}])/iu),
  // Baltic, Balkan, Greek and Cyrillic: "Läbisõit", "Rida", "Nobraukums", "Kilometraža", "Prevoženi km", "ΧΛΜ",
  // "Χιλιόμετρα", "Километража", "Пробег".
  L(0.9, /(?<![\p{L}])(?:l[äa]bis[õo]it|rida|nobraukums|kilometra[žz]a|prevo[žz]eni\s+km|χλμ|χιλι[οό]μετρα|километра[жш]а|пробег)(?![\p{L}])/iu),
];
export const NEXT_SERVICE_LABELS: Label[] = [
  // A unit after the caption ("NEXT SERVICE KM" under a box) is still the caption.
  // A box's left edge OCR glues to the caption ("INEXT SERVICE").
  L(1, /(?:\b|(?<=^[|Il[]))next\s+(?:scheduled\s+)?(?:service|oil\s+(?:change|service)|maintenance|svc|visit|appointment|change)(?:\s+(?:is\s+)?(?:due|date|mileage|at|by|on))*\b(?:\s+\(?(?:km|kms|mi|miles|kilomet(?:re|er)s)\b\)?(?!\s*\d))?/i),
  L(0.95, /\bNXT\s*SVC\b/i),
  L(0.9, /\bnext\s+due\b(?:\s*\((?:miles|date|km)\))?/i),
  L(0.85, /\b(?:return|come\s+back)\s+(?:by|at|on|in)\b/i),
  L(0.85, /\bdue\s+back\b/i),
  L(0.8, /\bchange\s+(?:oil|filter)\s+(?:at|by|on)\b/i),
  L(0.8, /\b(?:chang|servic)(?:e|ed|es)\s+(?:(?:the\s+|your\s+)?oil\s+)?again\s+(?:at|by|on|in|around|before|within)\b/i),
  L(0.85, /\b(?:service|oil(?:\s+change)?|lube|maintenance|maint\.?|pm)\s+due\b/i),
  L(0.85, /\bupcoming\s+(?:service|maintenance|visit|oil\s+change|appointment)\b/i),
  L(0.75, /\bfollow[\s-]?up\s+(?:visit|service|appointment|check)\b/i),
  L(0.8, /\b(?:windshield|windscreen)\s+(?:reminder|sticker)\b/i),
  // "Next:" opening its cell on a lube ticket.
  L(0.7, /^next\s*(?=:)/i),
  L(0.9, /\b(?:due|return)\s+next\b/i),
  L(0.9, /\b(?:service|maintenance|oil(?:\s+change)?)\s+reminder\b/i),
  L(0.85, /\brecommended\s+(?:next\s+)?(?:service|visit|oil\s+change)(?:\s+(?:date|due|at|by|on))?\b/i),
  L(0.8, /\bsee\s+you\s+(?:again|next(?:\s+time)?)\b/i),
  L(0.7, /\bsee\s+you\s+(?:on|in|by|around|before)\b/i),
  L(0.75, /\bremind(?:er)?\s+(?:you\s+)?(?:before|by|on|for|around)\b/i),
  // A European service is an "inspection" (Inspektion, tagliando); German, French, Italian, Dutch, Spanish wordings.
  L(0.75, /\bnext\s+(?:inspection|check-?up|service\s+inspection)(?:\s+(?:is\s+)?(?:due|date|at|by|on))*\b/i),
  L(0.95, /\bn[äa]e?chste[rs]?\s+(?:service(?:termin)?|termin|kundendienst|wartungstermin|[öo]e?lwechsel|wartung|inspektion)(?:\s+(?:am|bei|f[äa]llig))*\b/i),
  // OCR reads a Danish "Næste" as "Neeste" or "Naeste".
  L(0.95, /(?<![\p{L}])n(?:[äa]sta|[æa]ste|este|[ae]este)\s+(?:service|servicebes[øo]g|bes[öo]k|bes[øo]g|bes[øo]k|besiktning|oljebyte|olje(?:skift|bytte)e?|olieskift)(?:\s+(?:ved|vid|om|p[åa]|innen|senest|senast))?(?![\p{L}])/iu),
  // Finnish: "Seuraava huolto", "Seuraava öljynvaihto" (also as OCR reads it without its dots).
  L(0.95, /(?<![\p{L}])seuraava\s+(?:huolto|m[äa][äa]r[äa]aikaishuolto|[öo]ljynvaihto|huoltok[äa]ynti)(?![\p{L}])/iu),
  // Czech, Slovak, Hungarian and Romanian: "Příští servis", "Další prohlídka", "Ďalší servis", "Következő szerviz", "Următoarea revizie".
  L(0.95, /(?<![\p{L}])(?:p[řr][íi][šs]t[íi]|dal[šs][íi]|ďal[šs][íi])\s+(?:servis(?:n[íi]\s+prohl[íi]dka)?|prohl[íi]dka|v[ýy]m[ěe]na(?:\s+oleje)?|kontrola)(?![\p{L}])|(?<![\p{L}])k[öo]vetkez[őöo]\s+(?:szerviz|olajcsere|csere|[áa]tvizsg[áa]l[áa]s|karbantart[áa]s)(?![\p{L}])|(?<![\p{L}])urm[ăa]to(?:area|rul)\s+(?:revizie|service|schimb(?:\s+de\s+ulei)?)(?![\p{L}])/iu),
  // Slovak and Croatian: "Nasledujúca prehliadka", "Nasledujúci servis", "Sljedeći servis", "Slijedeći pregled".
  L(0.95, /(?<![\p{L}])(?:nasleduj[úu]c[aiey]\s+(?:prehliadka|servis|kontrola|v[ýy]mena(?:\s+oleja)?)|sli?jede[ćc]i\s+(?:servis|pregled|mali\s+servis|veliki\s+servis|zamjena(?:\s+ulja)?))(?![\p{L}])/iu),
  // Baltic, Serbian, Slovenian, Greek and Bulgarian: "Järgmine hooldus", "Nākamā apkope", "Kitas keitimas", "Sledeći
  // servis", "Следећи сервис", "Naslednji servis", "Επόμενη αλλαγή", "Следващ сервиз".
  L(0.95, /(?<![\p{L}])(?:j[äa]rgmine\s+(?:hooldus|[õo]livahetus|tehnoülevaatus)|n[āa]kam[āa]\s+(?:apkope|e[ļl]{1,2}as\s+mai[ņn]a|tehnisk[āa]\s+apskate)|kit(?:as|a)\s+(?:keitimas|aptarnavimas|technin[ėe]\s+prie[žz]i[ūu]ra|servisas)|sl(?:i?j)?ede[ćc]i\s+(?:servis|pregled)|следе[ћч]и\s+(?:сервис|преглед)|naslednji\s+(?:servis|pregled)|naslednja\s+menjava(?:\s+olja)?|επ[οό]μεν[ηοα]\s+(?:αλλαγ[ηή]|σ[εέ]ρβις|συντ[ηή]ρηση)|следващ(?:а|ия)?\s+(?:сервиз|смяна|преглед|обслужване))(?![\p{L}])/iu),
  // Polish: "Następny przegląd", "Następna wymiana oleju" (and as printed without Polish letters).
  L(0.95, /(?<![\p{L}])nast[ęe]pn[ya]\s+(?:przegl[ąa]d|serwis|wizyta|wymiana(?:\s+oleju)?)(?:\s+(?:przy|do))?(?![\p{L}])/iu),
  L(0.95, /\bprochaine?\s+(?:service|entretien|vidange|r[ée]vision|visite|intervention|passage|changement(?:\s+d'\s*huile)?)\b/i),
  L(0.95, /\bpross(?:imo|ima)\s+(?:tagliando|intervento|manutenzione|cambio(?:\s+(?:dell'\s*)?olio)?|revisione|controllo|servizio)\b|\bvolgende?\s+(?:onderhoud(?:sbeurt)?|beurt|servicebeurt|olieverversing|olie\s+verversen|olie\s*wissel|service|bezoek|afspraak)\b|\bpr[óo]xim[oa]\s+(?:servicio|mantenimiento|mantenci[óo]n|revisi[óo]n|revis[ãa]o|visita|cita|cambio(?:\s+de\s+aceite)?|troca(?:\s+de\s+[óo]leo)?|mudan[çc]a(?:\s+de\s+[óo]leo)?|manuten[çc][ãa]o)(?![\p{L}])/iu),
  // "Service fällig bei 56.200 km", "Inspektion fällig am 04.10.2027".
  L(0.9, /(?<![\p{L}])(?:service|wartung|inspektion|[öo]lwechsel|kundendienst)\s+f[äa]llig(?:\s+(?:am|bei|ab))?(?![\p{L}])/iu),
  // A caption of its own on lube tickets ("Due at   71,003 mi / 06/22/2025"); "Total due" and "due by" in prose are not.
  L(0.8, /^(?:service\s+)?due\s+(?:at|by|on)\b/i),
  // The second caption of a pair of boxes ("NEXT SERVICE KM" | "OR DATE"): a cell of its own.
  L(0.7, /^(?:or|and)\s+(?:(?:by|on|at|before)(?:\s+(?:date|miles|mi|km|kms|mileage))?|date|miles|mi|km|kms|mileage)$/i),
];
export const TOTAL_LABELS: Label[] = [
  L(1, /\bgrand\s+total\b|\btotal\s+(?:due|amount|charges|paid|inc\.?\s*VAT|including\s+VAT)\b|\binvoice\s+total\b/i),
  L(0.95, /\b(?:amount|balance)\s+(?:due|paid|charged)\b|\bplease\s+pay\s+this\s+amount\b|\btotal\s+charged\b/i),
  L(0.9, /(?<!sub[\s-]?)\btotal\b(?!\s*(?:tax|parts|labor|labour|discount|savings|hours|excl))/i),
  L(0.8, /\bTTL\b/i),
  // Dutch, Italian, German, French, Spanish totals (a net subtotal or a VAT line is no total).
  L(0.95, /(?<![\p{L}])(?:totaal(?:\s+te\s+betalen)?|te\s+betalen|totale(?:\s+(?:documento|fattura|da\s+pagare))?|gesamtbetrag|rechnungsbetrag|endbetrag|total\s+TTC|net\s+[àa]\s+payer|importe\s+total|total\s+a\s+pagar)(?![\p{L}])/iu),
];

/**
 * The date of a first registration or of this registration ("Datum der Erstzulassung", "data pierwszej rejestracji",
 * "Date of first registration"): no field of its own, but a caption, never a name or a model.
 */
const FIRST_REGISTRATION_LABELS: Label[] = [
  L(0.8, /(?<![\p{L}])(?:date\s+of\s+(?:first\s+)?registration|first\s+registration|datum\s+(?:der\s+)?(?:erstzulassung|dieser\s+zulassung)|erstzulassung|date\s+(?:de\s+)?(?:1re|premi[èe]re)\s+immatriculation|data\s+(?:da\s+primeira|desta)\s+matr[íi]cula|data\s+(?:pierwszej\s+)?rejestracji|f[öo]rsta\s+registrering|datum\s+(?:eerste\s+toelating|(?:1ste\s+|eerste\s+)?inschrijving|tenaamstelling))(?![\p{L}])/iu),
];

const ALL_LABELS: Label[] = [
  ...VIN_LABELS, ...PLATE_LABELS, ...MAKE_LABELS, ...MAKE_MODEL_LABELS, ...MODEL_LABELS, ...YEAR_LABELS, ...COLOR_LABELS,
  ...OWNER_LABELS, ...CUSTOMER_LABELS, ...ADDRESS_LABELS, ...EXPIRY_LABELS, ...RENEWAL_LABELS, ...INSPECTION_LABELS, ...INSURER_LABELS,
  ...POLICY_LABELS, ...COVERAGE_LABELS, ...EFFECTIVE_LABELS, ...EXPIRATION_LABELS, ...PREMIUM_LABELS, ...PROVIDER_LABELS,
  ...SERVICE_DATE_LABELS, ...MILEAGE_LABELS, ...NEXT_SERVICE_LABELS, ...TOTAL_LABELS, ...FIRST_REGISTRATION_LABELS,
];

/** A cell that is itself a caption ("Policy Number", "Named Insured:") is no other field's value. */
export function isCaption(text: string): boolean {
  // OCR reads an elided French "l'" as "I'" ("Nom de I'assuré").
  const t = text.trim().replace(/(?<![\p{L}])I(?=['’]\p{Ll})/gu, 'l');
  if (/:\s*$/.test(t)) return true;
  // A caption in two languages ("Modèle / Model", "Marque / Merk", "Modèle/ Model" as OCR spaces it): each half a caption.
  const halves = t.split(/\s*\/\s*/);
  if (halves.length === 2 && halves.every((h) => h.length > 0 && isOneCaption(h))) return true;
  return isOneCaption(t);
}

function isOneCaption(t: string): boolean {
  return ALL_LABELS.some(({ re }) => {
    const m = re.exec(t);
    return m !== null && m[0].length >= t.replace(/^\(?[A-Z0-9.]{1,6}\)?\s+/, '').replace(/[\s:#.]+$/, '').length * 0.8;
  });
}

/**
 * Captions that name one part of a person's name, each a cell of its own: the surname ("LAST NAME", "Nachname", "Nom",
 * "Naam" beside "Voornamen", "Apellidos", "Cognome"), the first names ("FIRST NAME", "Vorname(n)", "Prénoms",
 * "Voornamen", "Nombre", "Nome") and a middle initial ("MI").
 */
// A box code may come before the caption ("C.1.2 Vornamen"), and the caption may be in two languages, each half one
// ("Naam / Nom", "Voornamen / Prénoms").
const whole = (source: string) => new RegExp(String.raw`^\s*(?:\(?[A-Z](?:\.\d){1,2}\)?\s+)?(?:${source})(?:\s*\/\s*(?:${source}))?\s*[:.]?\s*$`, 'iu');
export const SURNAME_CAPTION: Label[] = [
  { re: whole(String.raw`last\s+name|surname|family\s+name|nachname|familienname|nom(?:\s+de\s+famille)?|naam|achternaam|apellidos?|cognome|nazwisko|sukunimi|efternamn|efternavn|etternavn|priimek|επ[ωώ]νυμο|p[řr][íi]jmen[íi]|csal[áa]di\s+n[ée]v(?:\s+vagy\s+c[ée]gn[ée]v)?|nume|prezime|priezvisko|perekonnanimi|uzv[āa]rds|pavard[ėe]|фамилия|презиме|name`), weight: 1 },
];
export const FIRST_NAME_CAPTION: Label[] = [
  { re: whole(String.raw`first\s+names?|given\s+names?|forenames?|vorname(?:n|\(n\))?|pr[ée]noms?|voorna(?:am|men)|nombres?|nome|imi[ęe]|imiona|etunimet?|f[öo]rnamn|fornavn(?:\(e\))?|jm[ée]no|[οό]νομα|ut[óo]n[ée]v|prenume|ime|meno|eesnimi|v[āa]rds|vardas|име|nomes?\(s\)`), weight: 1 },
];
export const MIDDLE_CAPTION: Label[] = [{ re: whole(String.raw`M[Il1|]|M\.I\.|middle\s+(?:initial|name)`), weight: 1 }];
/** Whether words are a caption of one part of a name ("Nazwisko", "C.1.2 Imiona", "Efternavn", "Όνομα"), never a name. */
export const isNamePartCaption = (text: string): boolean => [...SURNAME_CAPTION, ...FIRST_NAME_CAPTION, ...MIDDLE_CAPTION].some(({ re }) => re.test(text));
