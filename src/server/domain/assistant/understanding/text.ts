/**
 * Text helpers the understanding shares: one normal form for questions in English, Spanish, German and French
 * (lower case, accents folded, ß as ss, punctuation as spaces) and an edit distance for typo tolerance.
 */

/** Lower case, accents folded, "12-V" and "km/h" kept readable: letters, digits, %, / and single spaces. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`´]/g, ' ')
    .replace(/[^a-z0-9%/.,\s]+/g, ' ')
    .replace(/[.,](?!\d)/g, ' ')
    .replace(/(?<!\d)[.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a folded text (numbers kept as written, "km/h" as one word). */
export function tokenize(text: string): string[] {
  return foldText(text)
    .split(' ')
    .filter((t) => t !== '');
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j];
    prev = cur;
    if (rowMin > max) return max + 1;
  }
  return prev[b.length];
}

/** How many typos a word of this length may carry and still count: none below 6 letters, one up to 8, two above. */
export function allowedTypos(length: number): number {
  return length < 6 ? 0 : length <= 8 ? 1 : 2;
}
