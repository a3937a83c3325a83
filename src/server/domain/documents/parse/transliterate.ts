/**
 * Cyrillic written in Latin letters as Bulgarian, Serbian and Russian names are romanised on their own documents
 * ("Странджа" -> "Strandzha", "Ђорђевић" -> "Djordjevic"): a brand printed in Latin over a legal name in Cyrillic is
 * the same name.
 */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'dj', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', ј: 'j', к: 'k', л: 'l',
  љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'ts',
  ч: 'ch', џ: 'dz', ш: 'sh', щ: 'sht', ъ: 'a', ы: 'y', ь: 'y', э: 'e', ю: 'yu', я: 'ya',
};

export const hasCyrillic = (text: string) => /[\u0400-\u04ff]/.test(text);

export function latinOfCyrillic(text: string): string {
  return text.replace(/[\u0400-\u04ff]/g, (ch) => {
    const lower = ch.toLowerCase();
    const latin = CYRILLIC[lower];
    if (latin === undefined) return ch;
    return ch === lower ? latin : latin[0].toUpperCase() + latin.slice(1);
  });
}
