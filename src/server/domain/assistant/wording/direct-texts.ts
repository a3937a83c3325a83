import type { Language } from '../understanding/language';
import { wordingIn } from './wording';
import type { Messages } from './locales/en';

/**
 * The short answers to one reading, one document fact or one cost ("Your 12 V battery reads 11.7 V: low."), and
 * the conversation's own replies (greeting, thanks, help, out of scope, asking back), in the four languages. They
 * live in the catalogue with every other text (wording/locales/{en,es,de,fr}.ts, key `direct`).
 */
export type DirectTexts = Messages['direct'];

export const DIRECT_TEXTS: Record<Language, DirectTexts> = {
  en: wordingIn('en').t.direct,
  es: wordingIn('es').t.direct,
  de: wordingIn('de').t.direct,
  fr: wordingIn('fr').t.direct,
};
