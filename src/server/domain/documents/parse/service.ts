import { findAmounts } from './amounts';
import { MAKE_PATTERN } from './catalogue';
import { boost, choose, findLabelled, type Candidate, type Choice } from './candidates';
import { contextCandidates, listDates, type DateInContext } from './date-context';
import { findDates, monthOfName, type DateOptions } from './dates';
import { isCaption, MILEAGE_LABELS, NEXT_SERVICE_LABELS, PROVIDER_LABELS, SERVICE_DATE_LABELS, TOTAL_LABELS } from './lexicon';
import { findMileages } from './mileage';
import { addDays, addMonths, readInterval } from './service-interval';
import type { Cell, Page, PageLine } from './page';
import { readAmount, readDateIn, readMileage, readShortText, withoutDates, type ReaderOf } from './readers';

export type ServiceChoices = {
  serviceProvider: Choice<string>;
  serviceDate: Choice<string>;
  mileage: Choice<number>;
  nextServiceDate: Choice<string>;
  nextServiceMileage: Choice<number>;
  totalCost: Choice<number>;
  services: string[];
};

/** Dates that are not the day of the service: printing, payment, opening or promise of a repair order, offers. */
const NOT_SERVICE_DATE =
  /\b(?:print(?:ed)?|paid|payment|received|opened|open|promised|date\s+in|sent|statement|next|due|expir\w*|coupon|valid|recommend\w*|warranty|birth|whichever)\b/i;
/** "Next" in other languages: a date said with it is the next visit's ("Nästa service", "Neste oljeskift", "Następny przegląd"). */
const NEXT_ELSEWHERE = /(?<![\p{L}])(?:n[äa]e?chste[rns]?|prochaine?|pr[óo]xim[oa]|prossim[oa]|volgende?|n[äæa]sta|n[æa]ste|neste|nast[ęe]pn[ya]|seuraava)(?![\p{L}])/iu;
const SERVICE_CONTEXT = /\b(?:serviced?|completed|performed|visit(?:ing)?|changed|replaced|repaired|closed|invoice|out)\b/i;

/** A department or legal suffix after the business name in a letterhead. */
const PROVIDER_SUFFIX =
  /\s*(?:[-–—,|·]\s*)?\b(?:service\s+(?:department|dept\.?|drive)|parts\s*(?:&|and)\s*service|service\s*(?:&|and)\s*parts|ltd\.?|limited|llc|inc\.?|plc|gmbh|ag|kg|e\.\s?k\.|s\.?a\.?r\.?l\.?|s\.?r\.?l\.?|s\.?p\.?a\.?|s\.?l\.?(?:u\.?)?|s\.?a\.?(?:s\.?)?|b\.?v\.?|n\.?v\.?|ab|as|a\/s|aps|oy|pty|sp\.\s?z\s?[o0]\.\s?[o0]\.?|sp\.\s?j\.?|s\.\s?r\.\s?o\.?|spol\.\s?s\s?r\.\s?o\.?|kft\.?|zrt\.?|bt\.?|a\.\s?s\.?|asa|lda\.?|d\.\s?o\.\s?o\.?|d\.\s?d\.?)\s*$/i;

const QUOTED_FIRM =
  /^(?:(?:SIA|UAB|AS|AB|O[ÜU]|MB|IĮ|TŪB|ZAD|E?OOD|E?AD|ЗАД|Е?ООД|Е?АД|ООО|ТОВ|АО|ПАО|SC|SRL|S\.?R\.?L\.?|S\.?C\.?)\s*)?[„"“«]\s*([^"“”»„]{2,60}?)\s*["“”»](?:\s*(?:,\s*)?(?:SIA|UAB|AS|OÜ|E?OOD|E?AD|Е?ООД|Е?АД|d\.\s?o\.\s?o\.?|d\.\s?d\.?|S\.?R\.?L\.?|S\.?A\.?))?$/u;

/** A branch after a dash: "- Service", "- Location #412", "- Fremont". */
const BRANCH_SUFFIX = /(?<=\S+\s+\S+)\s+[-–—]\s+(?:(?:service|location|store|branch|shop)\b.*|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)$/;

/**
 * A dealership is named for its place and its make ("Crown Chevrolet"); whatever department follows the make
 * ("Service Center", "Quick Lane Service", "Collision Center") is not part of the name.
 */
const DEALER_DEPARTMENT = new RegExp(
  `^(\\S.*?\\s${MAKE_PATTERN.source})\\s+(?:(?:quick\\s+lane|express|certified)\\s+)?(?:service|parts|collision|body\\s+shop)\\b[\\w\\s&.'-]*$`,
  'i',
);

export function cleanProviderName(raw: string): string | null {
  // OCR reads an O as 0 inside words ("Take 5 0il Change").
  const letters = raw
    .replace(/\b0(?=[a-z]{2})/g, 'O')
    .replace(/(?<=[A-Za-z])0(?=[a-z])/g, 'o')
    // A Greek article read as a figure ("Λιπαντήριο 0 Γιώργος").
    .replace(/(?<=\p{Script=Greek}\s)0(?=\s\p{Script=Greek})/gu, 'Ο');
  let name = letters
    // A thermal printer's decoration around the name: "*** SPEEDY LUBE ***", "== Garage Nord ==".
    .replace(/^[*=~_#<>+\s-]{2,}(?=\S)|(?<=\S)[*=~_<>+\s-]{2,}$/g, '')
    .replace(/^welcome\s+to\s+/i, '')
    // A continuation page's heading: "Midtown Auto Repair - page 2", "(continued)".
    .replace(/\s*[-–,|]?\s*(?:page|p\.|seite|pagina|p[áa]gina|blad)\s*\d+(?:\s*(?:of|\/|von|de|di|van)\s*\d+)?\s*$/i, '')
    .replace(/\s*\((?:continued|cont(?:'d)?\.?)\)\s*$/i, '')
    .replace(/\s*#\s*\d+\s*$/, '')
    .replace(BRANCH_SUFFIX, '')
    .replace(/\s*\((?:[A-Z]{2,3})\)(?=\s|$)/, '')
    .replace(/[.,]$/, '')
    .trim();
  // A name quoted after or before its legal form, as Baltic and Balkan firms print it: SIA „Servisa centrs“, UAB "Autoja",
  // ООД „Мотор“, „Autoservis“ d.o.o.: the quoted name.
  name = QUOTED_FIRM.exec(name)?.[1].trim() ?? name;
  for (let i = 0; i < 3; i++) {
    const stripped = name.replace(PROVIDER_SUFFIX, '').trim();
    // Keep "Hillside Motors Service" style names whole when stripping would leave a single generic word.
    if (stripped === name || stripped.split(/\s+/).length < 2) break;
    name = stripped;
  }
  name = DEALER_DEPARTMENT.exec(name)?.[1] ?? name;
  // A shop may be named in its own alphabet ("ΛΙΠΑΝΤΗΡΙΟ ΟΛΥΜΠΟΣ", "Ауто сервис Морава").
  return /\p{L}{2}/u.test(name) ? name : null;
}

// In other languages: "FAKTURA VAT nr ...", "KVITTERING", "Kassabon", "Scontrino", "Quittung", "Rechnung Nr.", "Ticket de caisse".
const TITLE_LINE =
  /^(?:invoice|receipt|repair\s+order|work\s+order|customer\s+copy|statement|service\s+(?:invoice|receipt)|oil\s+(?:change|service)\s+receipt|tax\s+invoice|sales\s+receipt|faktura(?:\s+vat)?|kvittering|kvitto|kassabon|scontrino|quittung|rechnung|facture|factura|fattura|factuur|documento\s+commerciale|ticket\s+de\s+caisse|fatura|ra[čc]un|arve|r[ēe][ķk]ins|s[ąa]skaita|kasos\s+kvitas)\b|^(?:рачун|фактура|касова\s+бележка|απ[οό]δειξη|τιμολ[οό]γιο)(?![\p{L}])|\b(?:receipt|invoice|order|statement|copy|estimate)$/iu;
const EMAIL_HEADER = /^(?:from|sent|to|subject|date|cc)\s*:/i;
const GREETING = /^(?:hi|hello|hey|dear|thanks?|thank\s+you|good\s+(?:morning|afternoon|evening)|greetings)\b/i;
/** "Thank you for choosing Lakeside Auto", "thanks for visiting Maple Street Garage": the business named in a letter. */
const THANKS_FOR = /\b[Tt]hank(?:s|\s+you)\s+for\s+(?:visiting|choosing|trusting|servicing\s+(?:your\s+\w+\s+)?(?:with|at))\s+((?:[A-Z][\w&'.-]*|&)(?:\s+(?:[A-Z][\w&'.-]*|&|of)){0,4})/;

/** The business a letter or an email thanks the owner for visiting. */
function thankedProvider(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines) {
    const m = THANKS_FOR.exec(line.text);
    const name = m ? cleanProviderName(m[1].replace(/\s+(?:on|at|in|for|of)$/, '')) : null;
    if (name) out.push({ value: name, score: 0.7, relation: 'unlabelled', line: line.index });
  }
  return out;
}

const GENERIC_SENDER = /\b(?:desk|team|advisor|adviser|no-?reply|customer\s+(?:care|service)|notifications?|reminders?|support|info)\b/i;
const BUSINESS_WORD =
  /\b(?:auto(?:motive)?|motors?|garage|service|lube|oil|tires?|tyres?|cars?|care|repair|center|centre|dealership|autos|automotive|body\s+shop|mechanics?)\b/i;

/** A letter's or email's closing line naming the business ("Lakeside Honda", "Maple Street Auto Care"). */
function closingProvider(page: Page): Candidate<string>[] {
  if (!page.lines.some((l) => GREETING.test(l.cells[0]?.text.trim() ?? ''))) return [];
  const out: Candidate<string>[] = [];
  for (const line of page.lines.slice(-4)) {
    const text = line.text.trim();
    if (line.cells.length !== 1 || /\d|[:@]/.test(text) || text.split(/\s+/).length > 5 || !/^[A-Z]/.test(text)) continue;
    const m = new RegExp(MAKE_PATTERN.source, 'i').exec(text);
    if (!BUSINESS_WORD.test(text) && !(m && m.index > 0)) continue;
    const name = cleanProviderName(text);
    if (name) out.push({ value: name, score: 0.6, relation: 'unlabelled', line: line.index });
  }
  return out;
}

/** The header lines of a printed email (From:, Sent:, Date:...): its date is when it was sent, not the service. */
function emailHeaderLines(page: Page): Set<number> {
  const lines = page.lines.slice(0, 8).filter((l) => EMAIL_HEADER.test(l.cells[0]?.text.trim() ?? ''));
  return new Set(lines.length >= 2 ? lines.map((l) => l.index) : []);
}

/** Whether a whole line is a next-service label: a heading over its own "Date:" and "Miles:" lines. */
function isNextHeading(text: string): boolean {
  const t = text.trim().replace(/[\s:]+$/, '');
  return NEXT_SERVICE_LABELS.some(({ re }) => {
    const m = re.exec(t);
    return m !== null && m.index === 0 && m[0].length >= t.length - 1;
  });
}

/** Words a next-service box holds besides its values: "Date", "Miles", "or", units. */
// And in other languages: "Datum", "Km-Stand", "Kilométrage", "Fecha", "Data", "bei", "am", "ou", "o", "of", "uiterlijk".
const SUB_LABELS =
  /(?<![\p{L}])(?:nebo|alebo|vagy|sau|dato|km-?stand|kilometerstand|due|date|miles?|mileage|mi|km|kms|kilomet(?:er|re)s?|odometer|odo|at|by|on|or|whichever\s+(?:comes\s+)?first|datum|data|fecha|kilom[ée]trage|kilometraje|kil[óo]metros|chilometri|chilometraggio|bei|am|bis|sp[äa]testens|oder|le|[àa]|au|ou|op|bij|of|uiterlijk|o|el|il|entro|para|los|antes|del|eller|vid|ved|innen|senest|senast|p[åa]|lub|przy|do|tai|mennessä|ili|p[řr]i|aos|alebo)(?![\p{L}])/giu;

/** A line holding only values and the sub-labels of a next-service box. */
function isValueLine(text: string, opts: DateOptions): boolean {
  if (text.length > 60) return false;
  let rest = text;
  for (const d of findDates(text, opts)) rest = rest.replace(text.slice(d.index, d.index + d.length), ' ');
  return rest.replace(SUB_LABELS, ' ').replace(/[\d.,:;#@/()|\s-]+/g, '') === '' && /\d/.test(text);
}

/**
 * Lines under a next-service heading: "NEXT OIL CHANGE" over "Date: 09/15/2026" and "Miles: 55,110", over
 * "09/15/2026  55,110 MILES", or over a row of sub-labels and a row of values.
 */
function nextSectionLines(page: Page, opts: DateOptions): Set<number> {
  const out = new Set<number>();
  for (const line of page.lines) {
    // The heading alone on its line, or in the first cell of a box whose other cells hold its first values
    // ("Neste service | Dato | 14.06.2027" over "| Km | 205 000").
    const boxed = line.cells.length > 1 && isNextHeading(line.cells[0].text) && isValueLine(line.cells.slice(1).map((c) => c.text).join(' '), opts);
    if (!boxed && (line.cells.length !== 1 || !isNextHeading(line.text))) continue;
    for (let i = 1; i <= 3; i++) {
      const below = page.lines[line.index + i];
      if (!below) break;
      const onlyLabels = below.text.replace(SUB_LABELS, '').replace(/[\s:]+/g, '') === '';
      if (!onlyLabels && !isValueLine(below.text, opts)) break;
      out.add(below.index);
    }
    // A sticker's caption beside its values, between them: "48,500 mi" over "NEXT SERVICE   " over "03/15/2027".
    const above = page.lines[line.index - 1];
    if (above && above.cells[0].x0 >= line.cells[0].x1 && isValueLine(above.text, opts)) out.add(above.index);
  }
  return out;
}

/** The business name at the top: the first line with words that is not a title, an address, a phone or a header. */
function letterheadCandidates(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines.slice(0, 8)) {
    const cell = line.cells[0]?.text.trim() ?? '';
    // The letterhead is above the letter's greeting and the receipt's items.
    if (GREETING.test(cell) || findAmounts(line.text).length) break;
    if (EMAIL_HEADER.test(cell)) {
      const from = /^from\s*:\s*([^<]+?)\s*</i.exec(cell);
      // A team's or a mailbox's name ("Service Desk", "No Reply") is no business name.
      if (from && !GENERIC_SENDER.test(from[1])) out.push({ value: from[1].trim(), score: 0.35, relation: 'unlabelled', line: line.index });
      continue;
    }
    if (/^welcome(?:\s+to)?[!:.]*$/i.test(cell)) continue;
    if (TITLE_LINE.test(cell) || !/\p{L}{3}/u.test(cell) || /:\s*\S|:$/.test(cell) || GREETING.test(cell) || /^(?:vin|date|odo|re)\b/i.test(cell)) continue;
    // A business name is a few words, not a sentence.
    // A full stop after an abbreviation ("Service Dept.", "Co.") does not make a sentence.
    // A Polish company's "sp. z o.o." (OCR reads its o as 0) is such an abbreviation.
    if (cell.split(/\s+/).length > 7 || /[!?]$/.test(cell) || (/\.$/.test(cell) && !/\b[A-Za-z]{1,4}\.$|\bsp\.\s?z\s?[o0]\.\s?[o0]\.$/i.test(cell))) continue;
    if (isCaption(cell)) continue;
    if (/^\d/.test(cell) || /\b(?:tel|phone|fax|www\.|@|unit|suite)\b/i.test(cell) || findDates(cell).length || findAmounts(cell).length) continue;
    if (/\d{3}[-.) ]\s?\d{3}[-.]\d{4}/.test(cell)) continue;
    const name = cleanProviderName(cell);
    if (!name) continue;
    // The business name heads the page: the first such line is the letterhead.
    out.push({ value: name, score: 0.85, relation: 'unlabelled', line: line.index });
    break;
  }
  return out;
}

/** A cell about the next visit, or an earlier one: its figures are not this visit's odometer. */
const NEXT_CONTEXT = new RegExp(`\\b(?:next|due|previous|last|return|recommend\\w*)\\b|(?<!\\bin\\s*\\/\\s*)\\bout\\b|${NEXT_SERVICE_LABELS.map((l) => l.re.source).join('|')}`, 'i');

export function readService(page: Page, opts: DateOptions): ServiceChoices {
  const readDate = readDateIn(opts);
  const dates = listDates(page, opts);
  const all: ('inline' | 'right' | 'below' | 'above' | 'sentence')[] = ['inline', 'right', 'below', 'above', 'sentence'];

  const providerReader: ReaderOf<string> = (t) => {
    const s = readShortText(t);
    const name = s ? cleanProviderName(s.value) : null;
    return s && name ? { ...s, value: name } : null;
  };
  const provider = choose(
    [
      ...findLabelled(page, PROVIDER_LABELS, providerReader, { maxOffset: 2, relations: ['inline', 'right'] }),
      ...letterheadCandidates(page),
      ...thankedProvider(page),
      ...closingProvider(page),
    ],
    (v) => v.toLowerCase(),
  );

  // Dates and figures under a next-service heading, and an email's sending date, are not the service's.
  const nextSection = nextSectionLines(page, opts);
  const headers = emailHeaderLines(page);
  const notInNext = <T>(c: Candidate<T>) => c.line === undefined || !nextSection.has(c.line);
  const serviceDate = choose(
    [
      ...findLabelled(page, SERVICE_DATE_LABELS, readDate, { relations: all, sentence: 30, reach: 2, reject: /\b(?:next|due|print)/i }),
      ...contextCandidates(dates, SERVICE_CONTEXT, NOT_SERVICE_DATE, 0.22).map((c, i) => ({ ...c, score: c.score * (i === 0 ? 1.1 : 1) })),
    ]
      .filter(notInNext)
      .filter((c) => c.relation !== 'unlabelled' || c.line === undefined || !NEXT_ELSEWHERE.test(page.lines[c.line]?.text ?? ''))
      .map((c) => (c.line !== undefined && headers.has(c.line) ? { ...c, score: c.score * 0.3 } : c)),
  );

  const mileageCandidates = [
    ...findLabelled(page, MILEAGE_LABELS, readMileage, {
      relations: all,
      sentence: 30,
      maxOffset: 12,
      reach: 2,
      reject: /\b(?:next|due|out)\b/i,
      rejectLabelCell: NEXT_CONTEXT,
    }),
    ...unitMileages(page),
  ]
    .filter(notInNext)
    .filter((c) => !afterNextCaption(page, c));
  const mileage = choose(mileageCandidates);

  const next = readNext(page, opts, dates, serviceDate.value, mileage.value, nextSection);
  const total = readTotal(page);
  return {
    serviceProvider: provider,
    serviceDate,
    mileage,
    nextServiceDate: next.date,
    nextServiceMileage: next.mileage,
    totalCost: total,
    services: listItems(page, total.value),
  };
}

/** A figure on a line whose earlier cell is a next-service caption ("NÄCHSTER SERVICE | Datum ... | km-Stand 186.000"). */
function afterNextCaption<T>(page: Page, c: Candidate<T>): boolean {
  const line = c.line === undefined ? undefined : page.lines[c.line];
  if (!line || !c.cell) return false;
  const at = c.cell.x0;
  return line.cells.some((cell) => cell.x0 < at && cell !== c.cell && NEXT_SERVICE_LABELS.some(({ re }) => re.test(cell.text)));
}

/** "with 45,200 miles on the odometer", "at 48 213 km": a figure with its unit, not next to "next" or "every". */
function unitMileages(page: Page): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const line of page.lines) {
    const text = withoutDates(line.text);
    for (const m of findMileages(text)) {
      if (!m.hasUnit || m.value < 10) continue;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      if (/\b(?:next|due|every|or|warranty|after|within)\b[^.]*$/i.test(before)) continue;
      out.push({ value: m.value, score: /\b(?:odometer|at|with|reading)\b/i.test(before + text.slice(m.index, m.index + 40)) ? 0.5 : 0.3, relation: 'unlabelled', line: line.index });
    }
  }
  return out;
}

const NEXT_WORDS = /\b(?:next|due|return|remind\w*|again|recommend\w*|book|schedule)\b/i;
// A date said to run out ("APK vervalt op", "scade il"), or a statutory inspection's (APK, MOT, HU/TÜV, contrôle
// technique, ITV), is no next visit to the workshop.
const RUNS_OUT = /(?<![\p{L}])(?:vervalt|verloopt|l[äa]uft\s+ab|scade|scadenza|vence|vencimiento|APK|MOT\s+(?:test\s+)?(?:due|expir\p{L}*|date)|n[äa]chste\s+HU|HU\s*\/\s*AU|T[ÜU]V|ITV|contr[ôo]le\s+technique)(?![\p{L}])/u;
const NOT_NEXT_DATE = new RegExp(`\\b(?:print(?:ed)?|paid|payment|sent|coupon|offer|expir\\w*|valid|warranty|opened|closed|invoice)\\b|${RUNS_OUT.source}`, 'iu');

function readNext(
  page: Page,
  opts: DateOptions,
  pageDates: DateInContext[],
  serviceDate: string | null,
  mileage: number | null,
  section: Set<number>,
): { date: Choice<string>; mileage: Choice<number> } {
  // 'above': a box's caption printed under its value ("84,726" over "Next change (miles)").
  const relations: ('inline' | 'right' | 'below' | 'above' | 'sentence')[] = ['inline', 'right', 'below', 'above', 'sentence'];
  const offers = /\b(?:coupon|discount|offer|promo)\b|\$\d+\s+off\b|\d+%\s+off\b/i;
  // "return in 3 months (09/15/2026) or 3,000 miles (55,110)": the first date after the service, the first
  // figure past the odometer (an interval is smaller than the odometer reading).
  // Wordy styles ("Tuesday, September 15, 2026") and a figure said first push the date further from the label.
  const nextDate: ReaderOf<string> = (t) => {
    const sentence = firstSentence(t).slice(0, 160);
    const found = findDates(sentence, opts);
    const d = found.find((x) => !serviceDate || x.date > serviceDate) ?? found[0];
    if (d) return { value: d.date, index: d.index, length: d.length };
    // A month and year alone ("or 03/2027", "entro 08/2026", "bis März 2027"): due by the month's end.
    const month = monthYearEnd(sentence);
    return month && (!serviceDate || month.value > serviceDate) ? month : null;
  };
  const nextMileage: ReaderOf<number> = (t) => {
    const window = withoutDates(t.slice(0, 60));
    const all = findMileages(window).filter((x) => x.value >= 100 && (x.hasUnit || x.value >= 1000) && !/^\s*(?:hours|h|:)/.test(window.slice(x.index + x.length)));
    const m = all.find((x) => !mileage || x.value > mileage) ?? all[0];
    return m ? { value: m.value, index: m.index, length: m.length } : null;
  };
  const dates = findLabelled(page, NEXT_SERVICE_LABELS, nextDate, {
    relations,
    sentence: 160,
    maxOffset: 40,
    reach: 2,
    rejectLabelCell: offers,
    reject: new RegExp(`\\b(?:coupon|offer|promo|expir\\w*|valid\\s+(?:until|through|thru)|printed|paid)\\b|${RUNS_OUT.source}`, 'iu'),
  });
  // Without a caption: a later date in words about the next visit ("we'll remind you before 09/15/2026").
  dates.push(
    ...contextCandidates(pageDates, NEXT_WORDS, NOT_NEXT_DATE, 0.05)
      .filter((c) => c.score >= 0.5 && (!serviceDate || c.value > serviceDate))
      .map((c) => ({ ...c, score: 0.45 })),
  );
  const miles = findLabelled(page, NEXT_SERVICE_LABELS, nextMileage, { relations, sentence: 70, maxOffset: 40, reach: 2, rejectLabelCell: offers });
  // Without a caption: a figure past the odometer after words about the next visit ("Due: 15/03/2027 at 48,500 miles").
  for (const line of page.lines) {
    const word = NEXT_WORDS.exec(line.text);
    if (!word || offers.test(line.text) || findAmounts(line.text).length) continue;
    const figure = nextMileage(line.text.slice(word.index));
    if (figure && (!mileage || figure.value > mileage)) miles.push({ value: figure.value, score: 0.4, relation: 'unlabelled', line: line.index });
  }
  // "Due next    Date 09/15/2026    Miles 57,110": the values stand in later cells of the label's line.
  for (const line of page.lines) {
    if (offers.test(line.text)) continue;
    const label = NEXT_SERVICE_LABELS.map(({ re }) => re.exec(line.text)).find((m) => m !== null);
    if (!label || line.cells.length < 2) continue;
    const rest = line.text.slice(label.index + label[0].length);
    const date = nextDate(rest);
    if (date && !NOT_NEXT_DATE.test(rest.slice(0, date.index))) dates.push({ value: date.value, score: 0.7, relation: 'right', line: line.index });
    const figure = nextMileage(rest);
    if (figure) miles.push({ value: figure.value, score: 0.7, relation: 'right', line: line.index });
  }
  for (const index of section) {
    // A box's row whose unit stands before its figure ("Km   55 000"): the unit put after it, where a figure's unit is read.
    const text = page.lines[index].text.replace(/^\s*(km|kms|mi|miles?)\s*:?\s+(\d[\d\s.,]*\d)\s*$/i, '$2 $1');
    const found = findDates(text, opts).filter((d) => !serviceDate || d.date > serviceDate);
    for (const d of found.slice(0, 1)) dates.push({ value: d.date, score: 0.9, relation: 'below', line: index });
    // A sticker's "DATE: 12/2027": the month and year alone.
    const month = found.length ? null : monthYearEnd(text);
    if (month && (!serviceDate || month.value > serviceDate)) dates.push({ value: month.value, score: 0.85, relation: 'below', line: index });
    const figure = nextMileage(withoutDates(text).replace(SUB_LABELS, (w) => (/^(?:miles?|mi|km|kms)$/i.test(w) ? w : ' '.repeat(w.length))));
    if (figure) miles.push({ value: figure.value, score: 0.9, relation: 'below', line: index });
  }

  // A date and a figure sharing the cell a caption points to ("03/15/2027 or 48,500 mi" under "Next due") are a pair.
  const pairedMiles = pairedIn(page, dates, nextMileage);
  dates.push(...pairedIn(page, miles, nextDate));
  miles.push(...pairedMiles);
  // The date of a next visit whose figure was found stands close to it, in whatever box the layout drew.
  if (dates.length === 0) dates.push(...nearbyDates(pageDates, miles, serviceDate));
  const aboutNext = (text: string) => NEXT_WORDS.test(text) || NEXT_SERVICE_LABELS.some(({ re }) => re.test(text));
  // A sentence a narrow receipt wraps ("Nächster Ölwechsel in 10.000" over "km oder 12 Monaten") is read whole.
  const runOn = (l: PageLine) => {
    const next = page.lines[l.index + 1];
    return next && /^\s*(?:\p{Ll}|km\b|mi\b|miles\b)/u.test(next.text) ? `${l.text} ${next.text}` : l.text;
  };
  const interval = page.lines.map((l) => readInterval(runOn(l), aboutNext(l.text))).find((i) => i !== null);
  if (interval && serviceDate && (interval.months || interval.days)) {
    const due = interval.months ? addMonths(serviceDate, interval.months) : addDays(serviceDate, interval.days ?? 0);
    dates.push({ value: due, score: 0.4, relation: 'unlabelled' });
  }
  let figures = miles;
  if (interval?.distance && mileage && (interval.distanceIsInterval || interval.distance < mileage)) {
    // "in 3,000 miles" is the distance to go: the next visit is at the odometer plus it.
    figures = miles.filter((c) => c.value !== interval.distance);
    figures.push({ value: mileage + interval.distance, score: 0.8, relation: 'unlabelled' });
  }
  return {
    date: choose(serviceDate ? boost(dates, (v) => (v > serviceDate ? 1.1 : 0.3)) : dates),
    mileage: choose(mileage ? boost(figures, (v) => (v > mileage ? 1.1 : 0.3)) : figures),
  };
}

/**
 * The first month and year written alone in the text ("10/2026", "3-2027", "März 2027", "diciembre de 2027"; a day
 * before it makes it a full date, which findDates reads; "04/26" is not read): the month's last day.
 */
const MONTH_YEAR = /(?<![\d/.\-\p{L}])(?:(0?[1-9]|1[0-2])\s?[/.-]\s?|(\p{L}{3,9})\.?\s+(?:de\s+|del\s+)?)((?:19|20)\d{2})(?![\d/.-])/gu;
export function monthYearEnd(text: string): { value: string; index: number; length: number } | null {
  for (const m of text.matchAll(MONTH_YEAR)) {
    const month = m[1] ? Number(m[1]) : monthOfName(m[2]);
    if (!month) continue;
    const year = Number(m[3]);
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { value: `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`, index: m.index, length: m[0].length };
  }
  return null;
}

/** Text up to the end of its first sentence ("... miles. We also ..."); abbreviations ("approx. 3") do not end it. */
function firstSentence(text: string): string {
  const end = /(?<=[a-z]{3}[.!?])\s+(?=[A-Z])/.exec(text);
  return end ? text.slice(0, end.index) : text;
}

/**
 * Later dates within three lines of the lines a next-service figure was read on, the nearest first; dates named for
 * another role (printed, paid, a coupon's expiry) are left out.
 */
function nearbyDates(pageDates: DateInContext[], miles: Candidate<number>[], serviceDate: string | null): Candidate<string>[] {
  const lines = new Set(miles.filter((c) => c.relation !== 'unlabelled' && c.line !== undefined).map((c) => c.line as number));
  const out: Candidate<string>[] = [];
  for (const d of pageDates) {
    const distance = Math.min(...[...lines].map((l) => Math.abs(l - d.line)));
    if (distance > 3 || (serviceDate && d.date <= serviceDate)) continue;
    if (NOT_NEXT_DATE.test(`${d.before.slice(-30)} ${d.after.slice(0, 20)} ${d.caption}`)) continue;
    out.push({ value: d.date, score: 0.4 - distance * 0.05, relation: 'unlabelled', line: d.line });
  }
  return out;
}

/** The other value of a pair, read in the cells a caption pointed to for the first ("03/15/2027 or 48,500 mi"). */
function pairedIn<A, B>(page: Page, found: Candidate<A>[], read: ReaderOf<B>): Candidate<B>[] {
  return found.flatMap((c) => {
    if (!c.cell || c.relation === 'sentence' || c.relation === 'unlabelled') return [];
    const here = c.relation === 'inline' ? null : read(c.cell.text);
    if (here) return [{ ...c, value: here.value, score: c.score * 0.9 }];
    // "Next oil change due:   48,500 mi" over "                       03/15/2027": the pair's second value stands under the first.
    const cell = c.cell;
    const next = page.lines[cell.line + 1];
    const under = next && next.cells.length <= 2 ? next.cells.find((u) => Math.abs(u.x0 - cell.x0) <= 2 && !isCaption(u.text)) : undefined;
    const below = under ? read(under.text) : null;
    return under && below && below.index <= 2 ? [{ ...c, value: below.value, score: c.score * 0.8, line: under.line, cell: under }] : [];
  });
}

/** The total: a labelled total (not a subtotal); the largest amount on the page agrees with it. */
function readTotal(page: Page): Choice<number> {
  const totals = findLabelled(page, TOTAL_LABELS, readAmount(), { relations: ['inline', 'right', 'below'], maxOffset: 40, reject: /\bsub[\s-]?total\b/i });
  let largest = 0;
  for (const line of page.lines) {
    if (/\b(?:balance|change|cash|tendered|deductible|premium|liability|coverage)\b/i.test(line.text)) continue;
    for (const a of findAmounts(line.text)) largest = Math.max(largest, a.value);
  }
  const candidates = totals.length ? totals : largest > 0 ? [{ value: largest, score: 0.4, relation: 'unlabelled' as const }] : [];
  return choose(boost(candidates, (v) => (v === largest ? 1.1 : 0.85)));
}

const NOT_A_SERVICE =
  /(?<!\b(?:and|&|wheel|wheels|tire|tires|tyre|tyres|force|spin)\s)\bbalance\b|\b(?:sub[\s-]?total|\w*ttl|total|tax|vat|gst|hst|pst|qst|mwst|ust|tva|iva|base\s+imponible|ht|\w*summe|netto\w*|brutto\w*|yhteens|alv|gesamt\w*|\w*betrag|totaal|subtotaal|btw|imponibile|totale|discount|amount|paid|change\s+due|visa|mastercard|amex|mc|chip|debit|cash|card|rate|supplies|fee|fees|coupon|savings|deposit|tip|premium|deductible|payment|approved|auth|labor\s*[+&]\s*parts|parts\s*[+&]\s*labor|core\s+(?:charge|deposit|return)|net|excl|ekskl|exkl|moms|i\s+alt|maatstaf\s+van\s+heffing|heffingsgrondslag|hazmat|disposal|environmental|due)\b/i;
/**
 * Totals, tax bases and taxes in continental words ("Osnovica", "PDV", "Iš viso", "t. sk. PVM", "Käibemaks", "Tasuda
 * kokku", "Σύνολο", "ΦΠΑ", "Укупно", "Основица", "Za plačilo", "Total sem IVA", "hors TVA"): no work done.
 */
const FOREIGN_NOT_A_SERVICE =
  /(?<![\p{L}])(?:osnovica|osnova\s+za|i[šs]\s+viso|pvm|pvn|k[äa]ibemaks\p{L}*|kokku|tasuda|ukupno|pdv|ddv|za\s+pla[čc]ilo|σ[υύ]νολο|φπα|укупно|основица|пдв|ддс|общо|kop[āa]|apmaksai|sem\s+iva|hors\s+tva|summa\s+k[äa]ibemaksuta)(?![\p{L}])/iu;
/** A short word, maybe its rate's "@", then a percentage, and nothing else: a tax line. */
const TAX_RATE_LINE = /^[\p{L}.]{2,8}\s*(?:@\s*)?\d{1,2}(?:[.,]\d{1,3})?\s*%$/u;
/** A line named only for a kind of charge ("Labor", "Parts", "Sublet"): a subtotal, not work done. */
const SUBTOTAL_NAME = /^(?:total\s+)?(?:labou?r|parts|sublet|misc(?:ellaneous)?|materials?|parts\s*(?:&|and|\+)\s*labou?r|labou?r\s*(?:&|and|\+)\s*parts)(?:\s+(?:total|charges?|subtotal|amount))?$/i;
/** The same subtotals in Spanish, French and German ("Mano de obra + Recambios", "Main d'œuvre", "Summe Teile"). */
const FOREIGN_SUBTOTAL_NAME = /^(?:(?:total|summe)\s+)?(?:mano\s+de\s+obra|recambios|piezas|repuestos|main[\s-]d['’](?:œ|oe)uvre|pi[èéêe]ces(?:\s+d[ée]tach[ée]es)?|arbeitslohn|arbeitswerte|ersatzteile|teile)(?:\s*(?:\+|&|y|et|und)\s*(?:mano\s+de\s+obra|recambios|piezas|repuestos|main\s+d'(?:œ|oe)uvre|pi[èéêe]ces|arbeitslohn|ersatzteile|teile))?$/i;
// A Swedish "Service enligt tillverkarens schema" (a French "Service selon plan du constructeur") is work done, not a column's header.
const HEADER_WORDS = /^(?:description|operation|work\s+(?:carried\s+out|performed)|item|service(?!\s+(?:enligt|selon|nach|according|as\s+per)\b)|services|qty\s+description|part|details)\b/i;

/** Work suggested for later, not done on this visit: declined, deferred or estimated lines. */
/** "Factory recommended maintenance" is work done; "recommended for next visit" and "recommendations" are not. */
const NOT_DONE = /\b(?:declined|deferred|recommended\s+for\s+(?:later|future|next)|recommendations?|future|estimated?|est\.|quote[ds]?|not\s+performed|waived)\b/i;
/** A heading over work suggested for later ("Future recommendations:", "DECLINED SERVICES"): what follows was not done. */
const NOT_DONE_HEADING = /^(?:(?:future|additional)\s+)?(?:recommendations|recommended\s+for\s+(?:later|future|next)\b.*|declined(?:\s+(?:services?|work|repairs?))?|deferred(?:\s+(?:services?|work))?|estimates?)\b[^\d$£€]{0,30}$/i;

/** A heading over the parts a workshop fitted ("Ersatzteile", "Parts used", "Pièces"): its lines are parts, not work done. */
const PARTS_HEADING =
  /^(?:parts(?:\s+(?:used|fitted|supplied|(?:&|and)\s+materials?))?|ersatzteile|teile(?:\s*(?:\/|und)\s*material)?|material(?:ien)?|pi[èéêe]ces(?:\s+(?:d[ée]tach[ée]es|fournies))?|fournitures|recambios|repuestos|piezas|ricambi|materiali|onderdelen|materialen|reservdelar|reservedele|deler|cz[ęe][śs]ci(?:\s+zamienne)?|u[żz]yte\s+cz[ęe][śs]ci|materi[áa]l|n[áa]hradn[íi]\s+d[íi]ly|d[íi]ly|(?:felhaszn[áa]lt\s+)?alkatr[ée]sz(?:ek)?|piese(?:\s+de\s+schimb)?|pe[çc]as|varaosat|varuosad|(?:rezervni\s+)?(?:dijelovi|delovi|deli)|делови|(?:резервни\s+)?части|rezerves\s+da[ļl]as|(?:atsargin[ėe]s\s+)?dalys|detal[ėe]s|ανταλλακτικ[άa])(?:\s+(?:un|ir|ja|i|и|und|et|y|e|en|og|och|a|és|și|and|&)\s+(?:materi\p{L}*|материал\p{L}*|med[žz]iagos|tarvikkeet|fournitures|consumables))?\s*:?$/iu;
/** A table whose first column names parts ("Teilebezeichnung", "Part number", "Réf. pièce"). */
const PARTS_COLUMN = /^(?:teile(?:bezeichnung|nummer|-?nr\.?)|parts?\s*(?:no\.?|number|#|description)|r[ée]f(?:[ée]rence|\.)?\s+pi[èe]ce|artikel(?:nummer|bezeichnung)|onderdeel(?:nummer)?|ricambio|recambio|reservdel)(?![\p{L}])/iu;
/** A heading or column over work done ("Arbeitslohn", "Labour", "Main d'œuvre", "Arbeitsposition"): the parts end there. */
const WORK_HEADING =
  /^(?:labou?r(?:\s+(?:description|operations?|performed))?|arbeitslohn|arbeitswerte|arbeitsposition(?:en)?|arbeiten|main[\s-]d['’](?:œ|oe)uvre|mano\s+de\s+obra|manodopera|arbeid|arbete|arbejde|robocizna|work\s+(?:performed|done|carried\s+out)|services?\s+performed|lavori(?:\s+eseguiti)?|trabajos(?:\s+realizados)?|travaux(?:\s+(?:effectu[ée]s|r[ée]alis[ée]s))?|(?:uitgevoerde\s+)?werkzaamheden|arbeidsloon|utf[öo]rt\s+arbete|wykonane\s+us[łl]ugi|wykonane\s+czynno[śs]ci|czynno[śs]ci|k[óo]d\s+operace|popis\s+pr[áa]ce|pr[áa]ce|elv[ée]gzett\s+munk[áa]k|munkad[íi]j|munka|manoper[ăa]|m[ãa]o\s+de\s+obra|ty[öo]|t[öo][öo]d|radovi|радови|opravljena\s+dela|darbi|darbai|εργασ[ίι]ες|труд|работа)(?![\p{L}])/iu;

/** A column of codes before the names: "Cod.", "Code", "Réf.", "Art.-Nr.", "Kód", "Šifra", "AW-Nr.". */
const CODE_COLUMN = /^(?:cod\.?|codice|code|c[óo]d(?:igo)?\.?|ref\.?|r[ée]f[ée]rence|art\.?(?:-?nr\.?)?|artikel-?nr\.?|k[óo]d|[šs]ifra|aw-?nr\.?|op\.?\s*code)$/iu;
/** A numbering column's caption: "Lp.", "Nr.", "Pos.", "#", "No.", "Sor." */
const NUMBER_COLUMN = /^(?:lp\.?|nr\.?|pos\.?|#|no\.?|n[°º]|sor\.?|č\.?|s\.?\s*sz\.?)$/iu;

/** Item lines: a description followed by a price. Totals, taxes, fees, subtotals and payments are left out. */
function listItems(page: Page, total: number | null): string[] {
  const hasQtyColumn = page.lines.some((l) => l.cells.some((c) => /^qty\b/i.test(c.text)));
  const descriptionColumn = findDescriptionColumn(page);
  const out: { description: string; amount: number; line: number }[] = [];
  // Lines under a parts heading, up to a heading of work, are the parts fitted: not work done.
  let inParts = false;
  for (const line of page.lines) {
    if (NOT_DONE_HEADING.test(line.text.trim())) break;
    if (!findAmounts(line.text).length) {
      const first = line.cells[0]?.text.trim().replace(/[\s:]+$/, '') ?? '';
      // A table's header naming parts in its first column, or in its second after a numbering column ("Lp. | Części | Wartość").
      // OCR may join the numbering column's caption to the next ("Ssz. Alkatrész").
      const joined = /^(\S+)\s+(\S.*)$/.exec(first);
      // Or after a column of codes ("Cod. | Ricambi | Importo", "Pos. | AW-Nr. | Arbeitswerte").
      const leading = (t: string) => NUMBER_COLUMN.test(t) || CODE_COLUMN.test(t);
      const firstNamed = line.cells.find((c) => !leading(c.text.trim().replace(/[\s:]+$/, '')))?.text.trim().replace(/[\s:]+$/, '') ?? '';
      const named = leading(first) ? firstNamed : joined && NUMBER_COLUMN.test(joined[1]) ? joined[2] : first;
      // A header whose columns name parts ("QTY | PART NO. | PARTS DESCRIPTION | AMOUNT") and no work.
      const partsColumns = line.cells.length > 2 && line.cells.some((c) => PARTS_COLUMN.test(c.text.trim())) && !line.cells.some((c) => WORK_HEADING.test(c.text.trim()));
      if (PARTS_HEADING.test(line.text.trim()) || PARTS_COLUMN.test(first) || (line.cells.length > 1 && PARTS_HEADING.test(named)) || partsColumns) {
        inParts = true;
        continue;
      }
      if (WORK_HEADING.test(first)) inParts = false;
    }
    if (inParts) continue;
    const noCharge = NO_CHARGE.exec(line.text);
    const amounts = noCharge ? [{ value: 0 }] : findAmounts(line.text);
    if (amounts.length === 0 || NOT_A_SERVICE.test(line.text) || FOREIGN_NOT_A_SERVICE.test(line.text) || NOT_DONE.test(line.text)) continue;
    if (findDates(line.text).length || /^(?:odo|odometer|mileage|miles|km|vin|date)\b/i.test(line.text)) continue;
    const described = noCharge ? withoutNoCharge(line) : priceOnly(line) ? pricedAbove(page, line) : line;
    // A line's number before its work ("1. Wymiana oleju", "2) Brake fluid") is no part of the work's name.
    // A technician's caption before it ("TECH NOTES: Replaced ...") neither.
    const description = described && describe(described, descriptionColumn, hasQtyColumn)?.replace(/^\d{1,2}[.)]\s+(?=\p{L})/u, '').replace(/^tech(?:nician)?(?:'s)?\s+notes?\s*:\s*/i, '');
    if (!description || HEADER_WORDS.test(description) || SUBTOTAL_NAME.test(description) || FOREIGN_SUBTOTAL_NAME.test(description)) continue;
    // A priced job's number ("JOB 1", "Line A") heads its "Concern / Cause / Correction": the correction is the work done.
    if (JOB_HEADER.test(description)) {
      const correction = correctionOf(page, line.index);
      if (correction && !out.some((o) => o.description === correction)) out.push({ description: correction, amount: amounts[0].value, line: line.index });
      continue;
    }
    // A short word and a rate is a tax line whatever OCR made of its name ("BIW 21%", "MwSf 19 %", "V.A.T. @ 20%").
    if (TAX_RATE_LINE.test(description)) continue;
    if (!out.some((o) => o.description === description)) out.push({ description, amount: amounts[0].value, line: line.index });
  }
  const header = out.length === 0 ? findDescriptionColumn(page, 1) : null;
  if (header) return unpricedItems(page, header);
  if (out.length === 0) {
    const listed = markedItems(page).concat(captionedItems(page));
    if (listed.length) return listed;
    // Unmarked lines under a heading of work done, alone on its line.
    const heading = page.lines.find((l) => l.cells.length === 1 && WORK_LIST_HEADING.test(l.cells[0].text.trim()));
    return heading ? unpricedItems(page, { x0: heading.cells[0].x0 - 1, x1: heading.cells[0].x1 + 40, index: 0, line: heading.index }) : [];
  }
  // A garbled total label leaves the total looking like an item: drop it, unless a total line follows it.
  const totalLine = page.lines.findIndex((l) => TOTAL_LABELS.some(({ re }) => re.test(l.text)) && findAmounts(l.text).some((a) => a.value === total));
  const garbledTotal = (item: (typeof out)[number], i: number) => out.length > 1 && i === out.length - 1 && item.amount === total && totalLine <= item.line;
  const kept = out.filter((item, i) => !garbledTotal(item, i)).map((i) => i.description);
  // Lines numbered 1, 2, 3 without a stop ("1 FULL SYNTHETIC OIL CHANGE", "2 AIR FILTER"): the numbers count the lines,
  // they are no quantity (a quantity does not run 1, 2, 3 down a receipt).
  const numbered = kept.length > 1 && kept.every((d, i) => new RegExp(`^${i + 1}\\s+\\p{L}`, 'u').test(d));
  const works = numbered ? kept.map((d) => d.replace(/^\d{1,2}\s+/, '')) : kept;
  // Every line opening with an operation code ("01LOFZ Lube, oil and filter change", "MO-318 Remplacement des disques"):
  // a column of codes, no part of the work's name. A single line so only under a header naming its code column ("Cod.").
  const codeHeader = page.lines.some((l) => !findAmounts(l.text).length && l.cells.some((c) => CODE_COLUMN.test(c.text.trim())));
  const coded = (works.length > 1 || codeHeader) && works.length > 0 && works.every((d) => OPERATION_CODE.test(d));
  return coded ? works.map((d) => d.replace(OPERATION_CODE, '')) : works;
}

/** An operation code before a work's name: capitals and figures, a figure among them, not an oil grade ("5W-30"). */
// OCR may read a capital O of the code as a small one ("MOo-101").
const OPERATION_CODE = /^(?!\d{1,2}W-?\d{2}(?![\dA-Z]))(?=[A-Za-z\d./-]*\d)[A-Z\d][A-Zo\d./-]{2,9}\s+(?=\p{L})/u;

/** A repair order's job by its number or letter alone: "JOB 1", "Job #2", "Line A". */
const JOB_HEADER = /^(?:job|line)\s*#?\s*(?:\d{1,2}|[A-Z])$/i;
/** "Correction: Replaced front brake pads" (a job's third part after its concern and cause), or "Repair performed:". */
const CORRECTION = /^(?:correction|repair\s+performed|fix)\s*:?\s*(\S.*)$/i;

/** The correction written under a job's number, before the next job starts. */
function correctionOf(page: Page, from: number): string | null {
  for (const line of page.lines.slice(from + 1, from + 7)) {
    const text = line.text.trim();
    if (JOB_HEADER.test(line.cells[0]?.text.trim() ?? '')) return null;
    const m = CORRECTION.exec(text);
    if (m) return m[1].replace(/[.!]+$/, '').trim() || null;
  }
  return null;
}

/** A currency's code or word beside a price: "EUR", "PLN", "kr", "zł", "NOK". */
const CURRENCY_WORD = /(?<![\p{L}])(?:USD|EUR|GBP|CAD|AUD|NZD|CHF|PLN|SEK|NOK|DKK|CZK|HUF|RSD|BGN|RON|lei|лв|дин|kr|zł|z[łl]otych|Kč|Ft)\.?(?![\p{L}])/giu;

/** A line holding only a price. */
function priceOnly(line: PageLine): boolean {
  return line.cells.length === 1 && findAmounts(line.text).length === 1 && !/[A-Za-z]{2}/.test(line.text.replace(CURRENCY_WORD, ''));
}

/** The line above a lone price, when it names the work without a price of its own ("Synthetic oil change" over "$79.99"). */
function pricedAbove(page: Page, line: PageLine): PageLine | null {
  const above = page.lines[line.index - 1];
  if (!above || findAmounts(above.text).length || findDates(above.text).length || isCaption(above.text) || NOT_A_SERVICE.test(above.text)) return null;
  return /[A-Za-z]{3}/.test(above.text) ? above : null;
}

/** "Services: Oil change, tire rotation", "Work performed: Replaced front brake pads; resurfaced rotors." */
const WORK_CAPTION =
  /^(?:services?(?:\s+(?:performed|provided|rendered|done))?|work\s+(?:performed|done|completed|carried\s+out)|repairs?(?:\s+(?:performed|done|made))?|trabajos?\s+realizados?|travaux\s+(?:effectu[ée]s|r[ée]alis[ée]s)|durchgef[üu]hrte\s+arbeiten|lavori\s+eseguiti)\s*:\s*(\S.*)$/i;

/** Work listed on the line of its caption, split at commas, semicolons and a last "and". */
function captionedItems(page: Page): string[] {
  const out: string[] = [];
  for (const line of page.lines) {
    const m = WORK_CAPTION.exec(line.text.trim());
    if (!m || findDates(m[1]).length) continue;
    for (const part of m[1].split(/\s*[,;]\s*|\s+(?:and|&)\s+(?=[a-z]+\w*\s)/i)) {
      const item = part.replace(/[.!]+$/, '').trim();
      if (/[A-Za-z]{3}/.test(item) && item.split(/\s+/).length <= 8) out.push(item.charAt(0).toUpperCase() + item.slice(1));
    }
  }
  return out;
}

/** A line item done at no charge: "Tire rotation   N/C", "Multi-point inspection   Included". */
const NO_CHARGE = /(?:^|\s)(?:n\/c|no\s+charge|included|incl\.?|free|complimentary)\s*$/i;

function withoutNoCharge(line: PageLine): PageLine {
  const cells = line.cells.map((c) => ({ ...c, text: c.text.replace(NO_CHARGE, '').trim() })).filter((c) => c.text);
  return { ...line, text: line.text.replace(NO_CHARGE, '').trim(), cells };
}

/** A list mark before an item: a bullet, a dash, a tick or a ticked box. */
const ITEM_MARK = /(?:^|\s)(?:[-*•·▪►✓✔☑☒]|\[[xX✓]\])\s+/g;
const UNTICKED = /(?:^|\s)(?:\[\s\]|☐)\s+[^[☐☑☒]*/g;

/**
 * Items written as a list without prices ("Services performed:" then "- Oil change", "[x] Tire rotation"): each marked
 * line, or each ticked box of a line of boxes; unticked boxes are work not done.
 */
function markedItems(page: Page): string[] {
  const out: string[] = [];
  for (const line of page.lines) {
    const text = line.text.replace(UNTICKED, ' ');
    if (!/^\s*(?:[-*•·▪►✓✔☑☒]|\[[xX✓]\])\s+/.test(text) || NOT_A_SERVICE.test(text) || findDates(text).length) continue;
    for (const item of text.split(ITEM_MARK)) {
      const name = item.replace(/\s*[$£€]?\d+[.,]\d{2}$/, '').replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]{3}/.test(name) && !isCaption(name) && !out.includes(name)) out.push(name);
    }
  }
  return out;
}

/**
 * Items under a "Description" header when no line has a price (OCR lost the amounts column): the lines below the
 * header, in its column, up to the first subtotal, total or caption.
 */
function unpricedItems(page: Page, column: { x0: number; x1: number; index: number; line: number }): string[] {
  const out: string[] = [];
  for (const line of page.lines.slice(column.line + 1, column.line + 9)) {
    const cell = line.cells.find((c) => Math.min(c.x1, column.x1) - Math.max(c.x0, column.x0) > 0) ?? line.cells[0];
    const text = cell.text.trim();
    if (NOT_A_SERVICE.test(line.text) || SUBTOTAL_NAME.test(text) || FOREIGN_SUBTOTAL_NAME.test(text) || isCaption(text) || findDates(line.text).length) break;
    if (/[A-Za-z]{3}/.test(text) && !HEADER_WORDS.test(text) && !out.includes(text)) out.push(text);
  }
  return out;
}

/**
 * A heading over a list of work without prices, alone on its line: "Work performed", "Ausgeführte Arbeiten", "Travaux
 * effectués", "Trabajos realizados", "Lavori eseguiti", "Uitgevoerde werkzaamheden", "Utfört arbete", "Udført arbejde",
 * "Utført arbeid", "Wykonane usługi".
 */
const WORK_LIST_HEADING =
  /^(?:work\s+(?:performed|done|completed)|services?\s+performed|(?:aus|durch)gef[üu]hrte\s+arbeiten|travaux\s+(?:effectu[ée]s|r[ée]alis[ée]s)|trabajos\s+(?:realizados|efectuados)|lavori\s+(?:eseguiti|effettuati)|(?:uitgevoerde\s+)?werkzaamheden|utf[öo]rt\s+arbete|udf[øo]rt\s+arbejde|utf[øo]rt\s+arbeid|wykonane\s+(?:us[łl]ugi|prace))\s*:?$/iu;

/** The x range of a table's "Description" column, when the page has such a header. */
/** `minCells` 1 also takes the header alone on its line, as when OCR lost the other columns. */
function findDescriptionColumn(page: Page, minCells = 2): { x0: number; x1: number; index: number; line: number } | null {
  for (const line of page.lines) {
    for (const cell of line.cells) {
      if (/^(?:description|operation|work\s+carried\s+out|item)$/i.test(cell.text.trim()) && line.cells.length >= minCells) {
        const next = line.cells[cell.index + 1];
        return { x0: cell.x0 - 1, x1: next ? next.x0 - 0.5 : cell.x1 + 40, index: cell.index, line: line.index };
      }
    }
  }
  return null;
}

/** OCR reads dot leaders ("........") as runs of dots, colons and small round letters. */
// A run of small round letters is a leader when it is long, or repeats like one: "courroie" is a word.
const LEADER =
  /(?:^|\s)(?=[.:;,'`·•ceosruvi6]*[.:;,·•])[.:;,'`·•ceosruvi6]{6,}(?=\s|$)|(?:^|\s)(?=\S*(?:(\S)\1\1|[scvwr]{4}))[.:;,'`·•ceosruvi]{8,}(?=\s|$)|(?:^|\s)[.:;,'`·•ceosruvi]{12,}(?=\s|$)|\.{3,}.*$/g;

/** Short words that may end an item's name ("Top up", "Check in"): never read as leader remains. */
const SHORT_WORDS = new Set(['up', 'in', 'on', 'is', 'so', 'us', 'to', 'of', 'or', 'ex', 'sv', 'se', 'si']);

/**
 * What OCR leaves of a dot leader after the item's words: a lower-case token of small round letters ("oo", "iy",
 * "sssvsccascecs"). Item names end in words, figures or codes, not in such runs.
 */
function dropLeaderTail(text: string): string {
  const words = text.split(' ');
  while (words.length > 1) {
    const last = words[words.length - 1];
    const short = last.length <= 3 && /^[ceiosuvyw.:;,'`]+$/.test(last) && !SHORT_WORDS.has(last);
    const run = /^[ceosuvaiwr.:;,'`]+$/.test(last) && (last.length >= 12 || (last.length >= 6 && /(.)\1\1|[scvwr]{4,}/.test(last)));
    if (!short && !run) break;
    words.pop();
  }
  return words.join(' ');
}

/**
 * A cell that starts well left of the description column took in a line code OCR glued to it ("C Replace wiper
 * blades" under "Line  Description"): the words standing left of the column are dropped. Positions are in
 * character widths, so the column's start is a character offset into the cell.
 */
function withoutLeftColumn(cell: Cell, columnX0: number): Cell {
  const cut = columnX0 + 1 - cell.x0;
  if (cut < 2.5) return cell;
  const words = [...cell.text.matchAll(/\S+/g)];
  const kept = words.filter((w) => (w.index ?? 0) + w[0].length > cut);
  const dropped = words.slice(0, words.length - kept.length);
  // Only codes: a centred header over names that start further left must not cut words of the names.
  if (kept.length === 0 || dropped.length === 0 || !dropped.every((w) => /^[A-Za-z0-9]{1,3}[.)]?$/.test(w[0]))) return cell;
  return { ...cell, text: cell.text.slice(kept[0].index) };
}

function describe(line: PageLine, column: { x0: number; x1: number; index: number } | null, hasQtyColumn: boolean): string | null {
  const firstAmountCell = line.cells.findIndex((c) => findAmounts(c.text).length > 0 && !/[A-Za-z]{3}/.test(c.text.replace(CURRENCY_WORD, '')));
  const textCells = line.cells.slice(0, firstAmountCell < 0 ? line.cells.length : firstAmountCell);
  let cells = textCells;
  if (column) {
    const inColumn = textCells.filter((c) => Math.min(c.x1, column.x1) - Math.max(c.x0, column.x0) > 0 || c.index === column.index);
    if (inColumn.length) cells = inColumn.map((c) => withoutLeftColumn(c, column.x0));
  }
  const text = cells
    .filter((c) => /\p{L}{2}/u.test(c.text))
    .map((c) => c.text)
    .join('  ')
    .replace(LEADER, ' ')
    .split(/\s{2,}|\.{3,}|\t/)
    .map((c) => c.trim().replace(/^[-*•·]\s*/, ''))
    .filter((c) => /\p{L}{2}/u.test(c) && !/^(?:qty|x|ea|each|pcs?)$/i.test(c))
    .map((c) => c.replace(/^\d+\s*(?:x|@)\s+/i, '').replace(/\s+(?:\d+\s*(?:x|@)|qty\s*\d+)$/i, '').trim())
    .join(' ')
    .replace(/(?:^|\s)[ce.:;,]{3,}(?=\s|$)/g, ' ')
    .replace(/\b[OQ0]W-?(\d{2})\b/g, '0W-$1')
    // A printed dash OCR set apart ("QW- 20", "5W -30"); a grade printed without one keeps its form.
    .replace(/\b([OQ0]|\d{1,2})W(?:\s-\s?|-\s)(\d{2})\b/g, (_, grade: string, hot: string) => `${/\d/.test(grade) ? grade : '0'}W-${hot}`)
    // A box or tick read as a doubled letter before the item ("Cc Replace wiper blades").
    .replace(/^([A-Za-z])\1\s+(?=[A-Z][a-z])/i, '')
    .replace(/\bOi\b(?=\s+(?:change|filter|service|and|&))/gi, 'Oil')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[:.,-]+$/, '')
    .trim();
  const withoutQty = dropLeaderTail(hasQtyColumn ? text.replace(/^\d{1,2}\s+(?=[A-Za-z])/, '') : text);
  // A price with its currency's word after it ("429,24 PLN", "1 587,42 kr") ends no item's name.
  const withoutAmount = withoutQty
    .replace(new RegExp(`\\s*(?:${CURRENCY_WORD.source})\\s*$`, 'iu'), '')
    .replace(/\s*[$£€]?(?:\d{1,3}(?:[ \u00a0]\d{3})+,\d{2}|\d+(?:[.,]\d{3})*[.,]\d{2})$/, '')
    .trim();
  // Any alphabet names work ("Замена уља", "ΑΛΛΑΓΗ ΛΑΔΙΩΝ").
  return withoutAmount.length >= 3 && /\p{L}{3}/u.test(withoutAmount) ? withoutAmount : null;
}
