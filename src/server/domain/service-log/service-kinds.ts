import { SERVICE_KINDS, type ServiceKind } from '../../../shared/api/service-log';

/** Words that name a kind of work, checked in this order (an "oil change and tire rotation" is an oil change). */
const KIND_WORDS: [ServiceKind, RegExp][] = [
  ['oil_change', /\b(oil|lube|lubrication)\b/i],
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
