import type { DocumentKind, ExtractedDocumentType } from '../../../../shared/documents';

const word = (source: string) => new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'iu');

/** A registration's renewal notice: what to pay to keep the plate, by a date. */
const REGISTRATION_RENEWAL = word(
  "registration renewal(?: notice)?|renewal notice|renew (?:your|by|online)|renewal (?:fee|due|deadline)|avis de renouvellement",
);
/** What only a notice says: its own title, the fee or date to renew by. */
const RENEWAL_NOTICE = word('registration renewal(?: notice)?|renewal notice|renew by|renewal (?:fee|due|deadline)|avis de renouvellement');
/** A card speaks of itself: "keep this card in your vehicle", "registration card". */
const CARD_ITSELF = word('(?:keep|carry) (?:this|the) (?:card|registration)|registration card|this card');
/** Inspection reports print registration facts they do not set. */
const INSPECTION_REPORT = word(
  'MOT test certificate|MOT (?:history|result)|vehicle inspection report|certificate of inspection|inspection (?:certificate|station|sticker)|(?:safety|emissions?) (?:inspection|test) (?:report|certificate)|T[ÜU]V[- ]Bericht|Pr[üu]fbericht|contr[ôo]le technique|proc[eè]s-verbal de contr[ôo]le|revisione periodica|informe de inspecci[óo]n|APK[- ]keuring',
);
/** Certificates (EU, UK V5C) rather than a US state's card. */
const REGISTRATION_CERTIFICATE = word(
  "registration certificate|certificate of registration|certificate of title|V5C|DVLA|registered keeper|Zulassungsbescheinigung|Fahrzeugschein|certificat\\s+(?:d'\\s*)?immatriculation|carte grise|permiso de circulaci[óo]n|carta de circulaci[óo]n|carta di circolazione|libretto di circolazione|kentekenbewijs|kentekencard|kenteken(?:registratie)?|documento [úu]nico|registreringsattest|technick[ýy] pr[ůu]kaz|osv[ěe]d[čc]en[íi] o registraci|Teil I|inschrijvingsbewijs|Zulassungsschein|certificado de matr[íi]cula|dow[óo]d rejestracyjny|registreringsbevis|vognkort|rekister[öo]intitodistus|inschrijving van voertuigen|prometno dovoljenje|Fahrzeugausweis|permis de circulation|licenza di circolazione|forgalmi enged[ée]ly|certificat(?:ul)? de [îi]nmatriculare|prometna dozvola|saobra[ćc]ajna dozvola|osved[čc]enie o evidencii|registreerimistunnistus|registracijos liudijimas|re[ģg]istr[āa]cijas apliec[īi]ba|[άα]δεια κυκλοφορ[ίι]ας|свидетелство за регистрация|саобра[ћк]ајна дозвола|свидетельство о регистрации",
);

/** An invoice calls itself one: an inspection billed among other work on it is a line of the invoice, not a report. */
const INVOICE = word('invoice|repair order|Rechnung|facture|factuur|factura|fattura');

/** A renewal notice or offer: the next term's premium and dates, beside the term in force. */
const INSURANCE_RENEWAL = word(
  "renewal (?:offer|notice|declarations?|premium|policy term|term|comparison|invitation|quote|price)|your renewal|time to renew|renew your (?:car |motor |auto )?(?:insurance|policy|cover)|last year you paid|your price this year|Hauptf[äa]lligkeit(?![\\s:]*\\d{1,2}\\.\\d{1,2}\\.(?!\\s*\\d))|(?:car |motor )?insurance renewal|nouvelle p[ée]riode|avis de renouvellement|p[ée]riode de renouvellement|nouvelle prime|policy renewal|avis d'[ée]ch[ée]ance|[ée]ch[ée]ance annuelle|Verl[äa]ngerung|Beitragsanpassung|rinnovo|avviso di scadenza|renovaci[óo]n|aviso de vencimiento|verlenging|premievervaldag|f[öo]rnya(?:s|r)?|f[öo]rnyelse|fornyelse|fornyes|uusiminen|renova[çc][ãa]o|odnowienie|wznowienie|re[îi]nnoire(?:a)?(?: poli[țţt]ei)?|notificare de re[îi]nnoire|meg[úu]j[íi]t[áa]s|obnova poji[šs]t[ěe]n[íi]|vervaldagbericht|continuidade da ap[óo]lice|anuidade anterior|подновяване(?: на (?:полица|застраховка)\\p{L}*)?|ανανέωση(?: (?:του )?συμβολαίου)?|obnova police|atjauno[šs]ana|обнова полисе",
);
/** A card to carry in the car, or a certificate of cover. */
const INSURANCE_CARD = word(
  "insurance (?:id(?:entification)? )?card|ID card|identification card|proof of insurance|evidence of insurance|temporary cover note|cover note|this card|keep this card|certificate of (?:motor )?insurance|green card|carte verte|attestation d'assurance|m[ée]mo (?:du )?v[ée]hicule assur[ée]|Versicherungskarte|Versicherungsbest[äa]tigung|certificado de seguro|carta verde|certificato di assicurazione|contrassegno|verzekeringsbewijs|groene kaart|forsikringsbevis|f[öo]rs[äa]kringsbevis|forsikringskort|vakuutustodistus|zelen[áa] karta|ασφαλιστήριο|βεβα[ίι]ωση ασφ[άα]λισης",
);

/**
 * What the document is, from what its text says rather than its layout: a registration card, certificate or renewal
 * notice, an inspection report; an insurance card, declarations page (a schedule, a policy statement) or renewal;
 * a service invoice or an oil-change receipt (the type already tells these apart by the work done). `euCoded`: the
 * page is read by the EU's harmonised box codes.
 */
export function readDocumentKind(raw: string, type: ExtractedDocumentType, opts: { termTable?: boolean; euCoded?: boolean } = {}): DocumentKind {
  // OCR spaces an elided word from the next ("CERTIFICAT D' IMMATRICULATION") and prints curly apostrophes.
  const text = raw.replace(/[’‘`´]/g, "'").replace(/(?<=\p{L}')\s+(?=\p{L})/gu, '');
  switch (type) {
    case 'car_registration':
      // A certificate titled as one that points to its inspection ("X.1 VOIR CONTROLE TECHNIQUE") is no inspection report.
      // Nor is a certificate by the EU codes whose issuing office is named for inspections ("Société Nationale de
      // Contrôle Technique" under its title).
      if (INSPECTION_REPORT.test(text) && !(REGISTRATION_CERTIFICATE.test(heading(text)) && (!INSPECTION_REPORT.test(heading(text)) || opts.euCoded))) return 'inspection_report';
      // A card that says how to renew it next time ("renew online at ...") is still the card.
      if (REGISTRATION_RENEWAL.test(text) && (RENEWAL_NOTICE.test(text) || !CARD_ITSELF.test(text))) return 'registration_renewal';
      // A page whose boxes carry the EU's harmonised codes is a certificate even when OCR lost its title.
      return REGISTRATION_CERTIFICATE.test(text) || opts.euCoded ? 'registration_certificate' : 'registration_card';
    case 'insurance':
      // A table setting the term in force beside the next one is a renewal's.
      if (INSURANCE_RENEWAL.test(text) || opts.termTable) return 'insurance_renewal';
      return INSURANCE_CARD.test(withoutCardMentions(text)) ? 'insurance_card' : 'insurance_declaration';
    case 'service_invoice':
      return INSPECTION_REPORT.test(text) && !INVOICE.test(text) ? 'inspection_report' : 'service_invoice';
    case 'oil_change_receipt':
      return 'oil_change_receipt';
    default:
      return 'other';
  }
}

/**
 * A declarations page or letter speaks of the cards sent with it ("Your insurance ID cards are enclosed", "Keep a card
 * in each vehicle as proof of insurance"): those sentences say nothing of what the page is. A card's own wording
 * ("Keep this card in your vehicle") stays.
 */
const CARD_WORD = /(?<![\p{L}])(?:\p{L}*cards?|cartes?|\p{L}*karten?|certificates?)(?![\p{L}])/iu;
const SENT_WITH = /(?<![\p{L}])(?:enclosed|attached|included|separately|each\s+(?:vehicle|car)|ci-joint(?:e|es|s)?|jointe?s?|beiliegend|beigef[üu]gt|anbei|liegt\s+(?:\p{L}+\s+)?bei|im\s+Fahrzeug\s+mit)(?![\p{L}])/iu;
function withoutCardMentions(text: string): string {
  // Sentences: a line wrapped mid-sentence goes on in lower case; a title line ("INSURANCE ID CARD") stays apart.
  return text
    .replace(/(?<![.!?:])\n[ \t]*(?=\p{Ll})/gu, ' ')
    .split(/\n|(?<=[.!?])\s+/)
    .filter((s) => !(CARD_WORD.test(s) && SENT_WITH.test(s) && !/\bthis\s+card\b/i.test(s)))
    .join('\n');
}

/** The first lines of a document, where its title stands. */
function heading(text: string): string {
  return text.split('\n').filter((l) => l.trim()).slice(0, 3).join('\n');
}
