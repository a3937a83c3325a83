/**
 * Parse-only reading of the corpus's development documents, for tuning the document parser: each document is read
 * once (OCR included) and its reading kept under a cache folder; later runs parse the kept readings again, so a change
 * to the parser is measured in seconds on the same readings. A change to the reading side (OCR, PDF, Word) needs
 * --fresh. Prints each document's misses and the total of right fields, with the bench's scorer. Development
 * documents only (world-dev, the retired held-back sets, the main corpus's development part): held-back misses stay
 * unlisted.
 *   npx tsx bench/extract-reparse.ts --set=world-dev [--text-only] [--only=wd8-,turned-180] [--fresh] [--cache=DIR]
 *   npx tsx bench/extract-reparse.ts --set=main --text-only
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocumentFields } from '../src/server/domain/documents/parse';
import { readDocument, readFileHead, shutdownOcr, sniffFile } from '../src/server/domain/documents/read';
import { TEXT_FORMATS, corpusPath, loadExpected, scoreDocument } from './corpus/score';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const set = arg('set') ?? 'world-dev';
const only = arg('only')?.split(',').filter(Boolean) ?? [];
const cacheDir = arg('cache') ?? path.join(tmpdir(), 'extract-reparse-cache');
const textOnly = process.argv.includes('--text-only');
const fresh = process.argv.includes('--fresh');

const setOf = (file: string) => (file.includes('/') ? file.split('/')[0] : 'main');
const expected = await loadExpected();
const files = Object.keys(expected).filter((file) => {
  const e = expected[file];
  return setOf(file) === set && e._part === 'dev' && (!textOnly || TEXT_FORMATS.has(e._format)) && (!only.length || only.some((o) => file.includes(o) || e._layout.includes(o)));
});
mkdirSync(cacheDir, { recursive: true });
let right = 0;
let total = 0;
for (const file of files) {
  const cache = path.join(cacheDir, `${file.replace(/\//g, '_')}.json`);
  let read: { text: string; lines?: unknown; method: string };
  if (existsSync(cache) && !fresh) read = JSON.parse(readFileSync(cache, 'utf8')) as typeof read;
  else {
    const { kind } = await sniffFile(await readFileHead(corpusPath(file)), path.basename(file));
    read = (await readDocument(corpusPath(file), kind)) as typeof read;
    writeFileSync(cache, JSON.stringify(read));
  }
  const data = parseDocumentFields({ text: read.text, fileName: path.basename(file), lines: read.lines as never });
  const fields = scoreDocument(expected[file], data);
  right += fields.filter((f) => f.ok).length;
  total += fields.length;
  const misses = fields.filter((f) => !f.ok);
  if (misses.length) process.stdout.write(`== ${file} (${read.method})\n`);
  for (const f of misses) process.stdout.write(`   ${f.field}: ${JSON.stringify(f.expected)} -> ${JSON.stringify(f.actual)}\n`);
}
process.stdout.write(`${set}${textOnly ? ' text renderings' : ''}: ${right} of ${total} fields right (${files.length} documents)\n`);
await shutdownOcr();
