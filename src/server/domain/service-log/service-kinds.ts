import { SERVICE_KINDS, type ServiceKind } from '../../../shared/api/service-log';

/** An oil change named in a line of work, in the languages read (English, German, French, Spanish, Italian, Dutch). */
const OIL_CHANGE_WORDS =
  /\boil (?:change|chg)\b|\b(?:LOF|lube,? oil (?:&|and) filter|oil (?:&|and) filter)\b|(?<![\p{L}])(?:vidange|[öo]lwechsel|[öo]lservice|cambio\s+(?:de(?:l)?\s+)?aceite|cambio\s+(?:dell')?olio|sostituzione\s+olio|olie\s+verversen|olie\s+vervangen|oliewissel|vidange\s+huile)/iu;

/** Whether a text (an invoice's list of work) names an oil change, in any language read. */
export function namesOilChange(text: string | null | undefined): boolean {
  return Boolean(text && OIL_CHANGE_WORDS.test(text));
}

/** Words that name a kind of work, checked in this order (an "oil change and tire rotation" is an oil change). */
const KIND_WORDS: [ServiceKind, RegExp][] = [
  ['oil_change', new RegExp(`\\b(?:oil|lube|lubrication)\\b|${OIL_CHANGE_WORDS.source}`, 'iu')],
  ['brakes', /\b(brakes?|rotors?|calipers?|pads?)\b/i],
  ['tires', /\b(tires?|tyres?|wheels?|alignment|rotation|balanc\w*)\b/i],
  ['battery', /\b(battery|batteries|12 ?v)\b/i],
  ['inspection', /\b(inspection|inspected|emissions?|smog|mot|safety check)\b/i],
  ['fuel', /\b(fuel-?up|refuel\w*|gas(oline)?|petrol|diesel|fill-?up|charging session)\b/i],
  ['repair', /\b(repair\w*|replace\w*|fix\w*|diagnos\w*|recall)\b/i],
];

/** The kind a free-text description (an invoice's services, an imported row) most likely is; `other` when unsure. */
export function kindFromText(text: string | null | undefined): ServiceKind {
  if (!text) return 'other';
  for (const [kind, words] of KIND_WORDS) if (words.test(text)) return kind;
  return 'other';
}

/** The kind of a stored row: its type when it is one of ours, else read from older free-text types ("service", "oil change"). */
export function kindOfStored(type: string, description: string | null): ServiceKind {
  if ((SERVICE_KINDS as readonly string[]).includes(type)) return type as ServiceKind;
  const fromType = kindFromText(type.replace(/_/g, ' '));
  return fromType !== 'other' ? fromType : kindFromText(description);
}
