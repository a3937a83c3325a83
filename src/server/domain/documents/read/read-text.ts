import { decodeText } from './decode-text';
import { readFileHead } from './read-file-head';

/**
 * Reads a plain-text upload: UTF-8, or Latin-1 when it is not valid UTF-8. Only the first `maxChars` characters'
 * worth of bytes is read (a 50 MB text file is not held, nor parsed, whole).
 */
export async function readTextFile(filePath: string, maxChars: number): Promise<string> {
  const bytes = await readFileHead(filePath, maxChars * 4);
  return decodeText(bytes, { partial: bytes.length === maxChars * 4 }).slice(0, maxChars);
}
