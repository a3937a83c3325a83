/** The languages the assistant writes in: the question's for chat answers, the browser's for the greeting. */
export const LANGUAGES = ['en', 'es', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The supported language of a BCP 47 tag ("de-AT" -> "de"), English for any other. */
export function languageOfLocale(tag: string | null | undefined): Language {
  const base = (tag ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
}
