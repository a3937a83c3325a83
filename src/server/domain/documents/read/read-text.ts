import { readFile } from 'node:fs/promises';
import { decodeText } from './decode-text';

/** Reads a plain-text upload: UTF-8, or Latin-1 when it is not valid UTF-8. */
export async function readTextFile(filePath: string): Promise<string> {
  return decodeText(await readFile(filePath));
}
