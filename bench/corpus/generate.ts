/**
 * Generates the labelled corpus: 12 layouts (3 per kind) x 6 formats = 72 documents, with expected fields.
 * Deterministic (seeded). Run: npx tsx bench/corpus/generate.ts
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILDERS, buildDocument, type Expected } from './documents';
import { createRandom } from './random';
import { renderDocx, renderPhotoJpg, renderScanPng, renderScannedPdf, renderText, renderTextPdf } from './render';

export const FORMATS = ['text-pdf', 'scan-pdf', 'scan-png', 'photo-jpg', 'docx', 'txt'] as const;
export type Format = (typeof FORMATS)[number];
const EXTENSION: Record<Format, string> = {
  'text-pdf': 'pdf', 'scan-pdf': 'pdf', 'scan-png': 'png', 'photo-jpg': 'jpg', docx: 'docx', txt: 'txt',
};

const dir = path.join(import.meta.dirname, 'files');

async function main(): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const expected: Record<string, Expected & { _format: Format; _layout: string }> = {};
  let n = 0;
  for (let b = 0; b < BUILDERS.length; b++) {
    for (const format of FORMATS) {
      n++;
      const r = createRandom(1000 + n * 7919);
      const doc = buildDocument(r, b, n);
      const name = `doc-${String(n).padStart(2, '0')}-${format}.${EXTENSION[format]}`;
      const data = await render(format, doc, r);
      await writeFile(path.join(dir, name), data);
      expected[name] = { _format: format, _layout: `${doc.kind}/${doc.layout}`, ...doc.expected };
    }
  }
  await writeFile(path.join(import.meta.dirname, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
  const files = await readdir(dir);
  process.stderr.write(`wrote ${files.length} files to ${dir}\n`);
}

function render(format: Format, doc: ReturnType<typeof buildDocument>, r: ReturnType<typeof createRandom>): Promise<Buffer> | Buffer {
  switch (format) {
    case 'text-pdf': return renderTextPdf(doc);
    case 'scan-pdf': return renderScannedPdf(doc);
    case 'scan-png': return renderScanPng(doc);
    case 'photo-jpg': return renderPhotoJpg(doc, r);
    case 'docx': return renderDocx(doc);
    case 'txt': return renderText(doc);
  }
}

await main();
