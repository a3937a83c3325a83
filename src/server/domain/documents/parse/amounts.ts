/** A money amount found in text, with where it sits. */
export type FoundAmount = { value: number; index: number; length: number; hasCurrency: boolean };

// $1,234.56 | C$ 45.00 | 45,00 $ | USD 45.00 | 45.00 USD | 1.234,56 € | 1 234,56 € (French, with a space or a narrow no-break space) | 45,00 EUR | 1234.56
// Canada: C$ 1,234.56, CAD 45.00, and in French 1 234,56 $ (the dollar sign after the figure).
// Switzerland: CHF 1'234.50, Fr. 85.00 (an apostrophe between thousands).
/** A decimal comma OCR spaced from its cents or from its figure at the end of a cell ("TOTAAL EUR   127, 30", "I alt DKK   1.368 ,00"). */
const SPACED_CENTS = /(?<![\d.,])(\d{1,3}(?:\.\d{3})*|\d+)(?:, | ,)(\d{2})\s*(?:€|EUR)?\s*$/;
const AMOUNT =
  /(?<cur1>C\$|CA\$|CAD|\$|USD|US\$|EUR|€|£|GBP|CHF|S?Fr\.)?\s?(?<num>\d{1,3}(?:['’]\d{3})+(?:\.\d{2})?|\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{1,3}(?:\.\d{3})+,\d{2}|\d{1,3}(?:[ \u00a0\u202f]\d{3})+,\d{2}|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?=\s?(?:Kč|Ft|kr|zł|lei|PLN|CZK|HUF|SEK|NOK|DKK|RON)(?![a-z]))|\d+[.,]\d{2}|\d+)(?!\d)(?:\s?(?<cur2>USD|EUR|€|GBP|CAD|CHF|\$(?!\s?\d)|(?:Kč|Ft|kr|zł|lei|PLN|CZK|HUF|SEK|NOK|DKK|RON)(?![a-z])))?/gi;

function toNumber(raw: string): number | null {
  if (/^\d{1,3}(\.\d{3})+,\d{2}$/.test(raw) || /^\d+,\d{2}$/.test(raw) || /^\d{1,3}([ \u00a0\u202f]\d{3})+,\d{2}$/.test(raw)) {
    return Number(raw.replace(/[.\s\u00a0\u202f]/g, '').replace(',', '.'));
  }
  // Central European and Nordic whole amounts grouped by spaces before their currency ("8 570 Kč", "117 600 Ft").
  if (/^\d{1,3}([ \u00a0\u202f]\d{3})+$/.test(raw)) return Number(raw.replace(/[\s\u00a0\u202f]/g, ''));
  if (/^\d{1,3}(,\d{3})+(\.\d{2})?$/.test(raw) || /^\d+(\.\d{2})?$/.test(raw) || /^\d{1,3}(['’]\d{3})+(\.\d{2})?$/.test(raw)) return Number(raw.replace(/[,'’]/g, ''));
  return null;
}

/**
 * Amounts in the text: numbers with a currency mark, or with exactly two decimals. Bare integers count only
 * when a currency mark stands next to them, so years, mileages and phone numbers are not read as money.
 */
export function findAmounts(raw: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  // The spaced comma is closed up (same length, so indexes hold: the space moves before the figure).
  const text = raw.replace(SPACED_CENTS, (_, whole: string, cents: string, offset: number, all: string) => {
    const before = all[offset - 1] ?? ' ';
    return /[\w(]/.test(before) ? _ : ` ${whole},${cents}${_.slice(whole.length + 4)}`;
  });
  for (const m of text.matchAll(AMOUNT)) {
    const num = m.groups?.num ?? '';
    // A currency code glued to the word before it ("VersicherungssteuerEUR 1.096,19", OCR) is part of that word: the
    // figure after it is read on its own.
    const glued = /[A-Za-z]/.test(text[(m.index ?? 0) - 1] ?? ' ') && Boolean(m.groups?.cur1 && /^[A-Z]/i.test(m.groups.cur1));
    const hasCurrency = Boolean((m.groups?.cur1 && !glued) || m.groups?.cur2);
    // Without a currency mark the match may start at a space: what stands before the number is what counts.
    const skip = glued ? m[0].indexOf(num, m.groups?.cur1?.length ?? 0) : m[0].length - m[0].trimStart().length;
    const index = (m.index ?? 0) + skip;
    const before = text[index - 1] ?? ' ';
    if (/[\w.,/-]/.test(before) && !hasCurrency) continue;
    const length = m[0].length - skip;
    const after = text[index + length] ?? ' ';
    const afterNext = text[index + length + 1] ?? '';
    // "676,42 €/vuosi", "€/year": a currency's period after a slash.
    const perPeriod = after === '/' && Boolean(m.groups?.cur2) && /\p{L}/u.test(afterNext);
    if ((/[\w/%]/.test(after) && !perPeriod) || (/[-.,]/.test(after) && /\d/.test(afterNext))) continue;
    if (!hasCurrency && !/[.,]\d{2}$/.test(num)) continue;
    if (!hasCurrency && /^\d{1,3}(,\d{3})+$/.test(num)) continue;
    const value = toNumber(num);
    if (value === null) continue;
    out.push({ value, index, length, hasCurrency });
  }
  return out;
}

/** The first amount in the text, or null. */
export function parseAmount(text: string): number | null {
  return findAmounts(text)[0]?.value ?? null;
}
