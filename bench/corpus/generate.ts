/**
 * Generates the labelled corpus: every layout (9 per kind, 3 of them held back) x 6 formats, with expected
 * fields. Deterministic (seeded). Run: npx tsx bench/corpus/generate.ts
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DATE_STYLES } from './data';
import { euStyleFor, type DocContent, type Expected, type Layout } from './kit';
import { LAYOUTS } from './layouts';
import { createRandom, type Random } from './random';
import { renderDocx, renderPhotoJpg, renderScanPng, renderScannedPdf, renderText, renderTextPdf } from './render';

export const FORMATS = ['text-pdf', 'scan-pdf', 'scan-png', 'photo-jpg', 'docx', 'txt'] as const;
export type Format = (typeof FORMATS)[number];
const EXTENSION: Record<Format, string> = {
  'text-pdf': 'pdf', 'scan-pdf': 'pdf', 'scan-png': 'png', 'photo-jpg': 'jpg', docx: 'docx', txt: 'txt',
};

const dir = path.join(import.meta.dirname, 'files');

function build(layout: Layout, r: Random, n: number): DocContent {
  return layout.build({ r, n, style: DATE_STYLES[n % DATE_STYLES.length], euStyle: euStyleFor(n) });
}

async function main(): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const expected: Record<string, Expected & { _format: Format; _layout: string; _part: Layout['part'] }> = {};
  let n = 0;
  for (const layout of LAYOUTS) {
    for (const format of FORMATS) {
      n++;
      const r = createRandom(1000 + n * 7919);
      const doc = build(layout, r, n);
      const name = `doc-${String(n).padStart(3, '0')}-${format}.${EXTENSION[format]}`;
      if (format === 'text-pdf') checkOverlaps(doc, name);
      const data = await render(format, doc, r);
      await writeFile(path.join(dir, name), data);
      expected[name] = { _format: format, _layout: `${doc.kind}/${doc.layout}`, _part: layout.part, ...doc.expected };
    }
  }
  await writeFile(path.join(import.meta.dirname, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
  const files = await readdir(dir);
  process.stderr.write(`wrote ${files.length} files to ${dir}\n`);
}

/** Warns when a cell's text (at a rough average glyph width) runs into the next cell of its row: a layout bug. */
function checkOverlaps(doc: DocContent, name: string): void {
  const width = doc.page === 'receipt' ? 202 : doc.page === 'a4' ? 495 : 504;
  for (const row of doc.rows) {
    const cells = row.cells.filter((c) => c.text);
    for (let i = 0; i + 1 < cells.length; i++) {
      const size = cells[i].size ?? row.size ?? (doc.page === 'receipt' ? 9 : 10.5);
      const end = cells[i].x * width + cells[i].text.length * size * (doc.font === 'mono' ? 0.6 : 0.52);
      if (end > cells[i + 1].x * width - 4) process.stderr.write(`${name} (${doc.layout}): "${cells[i].text}" runs into "${cells[i + 1].text}"\n`);
    }
  }
}

function render(format: Format, doc: DocContent, r: Random): Promise<Buffer> | Buffer {
  switch (format) {
    case 'text-pdf': return renderTextPdf(doc);
    case 'scan-pdf': return renderScannedPdf(doc);
    case 'scan-png': return renderScanPng(doc);
    case 'photo-jpg': return renderPhotoJpg(doc, r);
    case 'docx': return renderDocx(doc);
    case 'txt': return renderText(doc);
  }
}

if (!process.argv.includes("--check")) await main();
else await checkOnly();

/** `--check`: builds every document and reports overlapping cells without rendering anything. */
async function checkOnly(): Promise<void> {
  let n = 0;
  for (const layout of LAYOUTS) {
    for (const format of FORMATS) {
      n++;
      if (format === 'text-pdf') checkOverlaps(build(layout, createRandom(1000 + n * 7919), n), `doc-${String(n).padStart(3, '0')}`);
    }
  }
}
