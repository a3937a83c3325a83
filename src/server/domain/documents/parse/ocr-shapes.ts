/**
 * Captions in Cyrillic and Greek as OCR without those scripts' language packs reads them: each letter as the Latin
 * letters, figures or signs of the same shape ("Полица №" read "Nonuua Ne", "3ACTPAXOBATEJIHA NOJIULLA" for
 * "ЗАСТРАХОВАТЕЛНА ПОЛИЦА", "Αριθμός κυκλοφορίας" read "Api8ydc KuKAogopiac"). The values of such documents are in
 * Latin letters and read well; their captions are found by shape.
 */
const SHAPES: Record<string, string> = {
  // Cyrillic.
  а: 'aа@', б: 'bб6', в: 'bвs8', г: 'rгt', д: 'dдga', е: 'eеé', ж: 'xжk', з: 'з3', и: 'uиnv', й: 'uй', к: 'kк', л: 'nлjily', м: 'mм', н: 'hнn',
  о: 'oо0', п: 'nп', р: 'pр', с: 'cс', т: 'tт', у: 'yу', ф: 'фg@®', х: 'xх', ц: 'uцlyi', ч: 'ч4y', ш: 'wш', щ: 'wщu', ъ: 'bъ', ь: 'bь',
  ю: 'ю10lo', я: 'aя',
  // Greek (the phrase's accents stripped; the text's kept, as written or as OCR reads them).
  α: 'aαádé@ά', β: 'bβ8', γ: 'yγr', δ: 'dδ6ab', ε: 'eεé€έ', ζ: 'zζc', η: 'nηhή', θ: '8θ0', ι: 'iιlt1vrίϊΐ', κ: 'kκx', λ: 'aλx', μ: 'mμuyp',
  ν: 'vνn', ξ: 'eξz=', ο: 'oοd6óé0ό', π: 'nπm', ρ: 'pρ', σ: 'oσcs¢z', ς: 'cς¢s', τ: 'tτ', υ: 'uυyvbύϋΰ', φ: 'gφ@®', χ: 'xχ', ψ: 'wψ', ω: 'wωoώ',
};
const escapeClass = (s: string) => s.replace(/[\]\\^-]/g, '\\$&');

/**
 * A regular expression's source matching a Cyrillic or Greek phrase as written or as OCR reads it in Latin shapes,
 * each letter as one or two of its shapes; spaces as any spacing, "№" as itself, "No", "Ne", "Хо" or "Ме". Use with the i and u flags.
 */
export function ocrShaped(phrase: string): string {
  return [...phrase.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((ch) => {
      if (/\s/.test(ch)) return '\\s*';
      // The Cyrillic models read "№" as "Хо" or "Ме" too.
      if (ch === '№') return '(?:№|N[eoº°2]?|[XХ][oо]|[MМ][eе])\\.?';
      if (ch === '.' || ch === ',') return `${ch === '.' ? '\\.' : ','}?`;
      if (ch === '/') return '\\s*\\/?\\s*';
      const shapes = SHAPES[ch];
      return shapes ? `[${escapeClass(shapes)}]{1,2}` : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
}

/** Phrases as written or read by shape, as one whole-word expression. */
export const shapedWords = (...phrases: string[]): RegExp => new RegExp(`(?<![\\p{L}\\d])(?:${phrases.map(ocrShaped).join('|')})(?![\\p{L}])`, 'iu');
