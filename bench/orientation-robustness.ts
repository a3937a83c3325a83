/**
 * Orientation and skew robustness (issue 22), on development layouts only: a sample of single-page world-dev
 * layouts, each rendered as a flatbed scan (PNG, as damage.ts renders a single-page skewed or turned scan), then
 * skewed by ±2, ±4.5, ±6, ±8 and ±10°, turned 90/180/270° and turned and skewed, each read by the app's own
 * extraction (extractDocument, as bench/extract-bench.ts) and scored against the layout's labels. Prints, per damage,
 * field accuracy and the share of the fields read right upright that are still read right, and the OCR time of the
 * project's reading (orientation and tilt included) against the `tesseract` command on the same page.
 *
 *   nice -n 10 npx tsx bench/orientation-robustness.ts [--docs=16] [--damages=upright,skew+6,turn90] [--limit=K] [--timed=4] [--verbose]
 *
 * --limit=K reads only the first K documents of the sample of --docs (a shorter run on the same documents).
 * --timed=N times the `tesseract` command on the first N documents' pages only (it adds its own reading's time).
 * Never reads a held-back layout.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { extractDocument } from '../src/server/domain/documents/extract-document';
import { warmUpParser } from '../src/server/domain/documents/parse';
import { shutdownOcr } from '../src/server/domain/documents/read';
import { DATE_STYLES } from './corpus/data';
import { euStyleFor, type DocContent, type Layout } from './corpus/kit';
import { WORLD_DEV_LAYOUTS } from './corpus/layouts/world-dev';
import { WORLD_DEV_6_LAYOUTS } from './corpus/layouts/world-dev-6';
import { WORLD_DEV_7_LAYOUTS } from './corpus/layouts/world-dev-7';
import { WORLD_DEV_8_LAYOUTS } from './corpus/layouts/world-dev-8';
import { WORLD_DEV_10_LAYOUTS } from './corpus/layouts/world-dev-10';
import { WORLD_DEV_11_LAYOUTS } from './corpus/layouts/world-dev-11';
import { WORLD_DEV_12_LAYOUTS } from './corpus/layouts/world-dev-12';
import { WORLD_DEV_13_LAYOUTS } from './corpus/layouts/world-dev-13';
import { WORLD_DEV_14_LAYOUTS } from './corpus/layouts/world-dev-14';
import { WORLD_DEV_15_LAYOUTS } from './corpus/layouts/world-dev-15';
import { WORLD_DEV_CANADA_LAYOUTS } from './corpus/layouts/world-dev-canada';
import { WORLD_DEV_EUROPE_LAYOUTS } from './corpus/layouts/world-dev-europe';
import { WORLD_DEV_FORMS_LAYOUTS } from './corpus/layouts/world-dev-forms';
import { WORLD_DEV_INSURANCE_LAYOUTS } from './corpus/layouts/world-dev-insurance';
import { createRandom } from './corpus/random';
import { paginate, renderSvg } from './corpus/render';
import { regionOfLayout, scoreDocument, type ExpectedDoc, type FieldResult } from './corpus/score';

const run = promisify(execFile);
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const DOCS = Number(arg('docs') ?? 16);
const TIMED = Number(arg('timed') ?? 4);
const LIMIT = Number(arg('limit') ?? Infinity);
const VERBOSE = process.argv.includes('--verbose');

/** A damage: a quarter-turn count (clockwise, as sharp turns) and a skew in degrees (the sign alternates by document). */
type Damage = { name: string; turn: 0 | 90 | 180 | 270; skew: number };
const ALL_DAMAGES: Damage[] = [
  { name: 'upright', turn: 0, skew: 0 },
  ...[2, 4.5, 6, 8, 10].map((skew) => ({ name: `skew±${skew}`, turn: 0 as const, skew })),
  { name: 'turn90', turn: 90, skew: 0 },
  { name: 'turn180', turn: 180, skew: 0 },
  { name: 'turn270', turn: 270, skew: 0 },
  { name: 'turn90+skew±5', turn: 90, skew: 5 },
  { name: 'turn180+skew±4', turn: 180, skew: 4 },
  { name: 'turn270+skew±7', turn: 270, skew: 7 },
];
const wantedDamages = arg('damages')?.split(',');
const DAMAGES = wantedDamages ? ALL_DAMAGES.filter((d) => d.name === 'upright' || wantedDamages.some((w) => d.name.startsWith(w))) : ALL_DAMAGES;

const DEV_LAYOUTS: Layout[] = [
  WORLD_DEV_LAYOUTS, WORLD_DEV_EUROPE_LAYOUTS, WORLD_DEV_INSURANCE_LAYOUTS, WORLD_DEV_CANADA_LAYOUTS, WORLD_DEV_FORMS_LAYOUTS, WORLD_DEV_6_LAYOUTS,
  WORLD_DEV_7_LAYOUTS, WORLD_DEV_8_LAYOUTS, WORLD_DEV_10_LAYOUTS, WORLD_DEV_11_LAYOUTS, WORLD_DEV_12_LAYOUTS, WORLD_DEV_13_LAYOUTS,
  WORLD_DEV_14_LAYOUTS, WORLD_DEV_15_LAYOUTS,
].flat();

const SEED = 77_000;
function build(layout: Layout, n: number): DocContent {
  return layout.build({ r: createRandom(SEED + n * 7919), n, style: DATE_STYLES[n % DATE_STYLES.length], euStyle: euStyleFor(n) });
}

/** Single-page layouts, spread over the list (so over kinds, rounds and languages) by a fixed stride. */
function sample(): { layout: Layout; doc: DocContent }[] {
  const single = DEV_LAYOUTS.map((layout, n) => ({ layout, doc: build(layout, n) })).filter(({ doc }) => paginate(doc).length === 1);
  const stride = Math.max(1, Math.floor(single.length / DOCS));
  return single.filter((_, i) => i % stride === 0).slice(0, Math.min(DOCS, LIMIT));
}

/** The flatbed scan of damage.ts (grey, blurred), turned and skewed, saved as a 16-colour PNG. */
async function render(doc: DocContent, damage: Damage, sign: number): Promise<Buffer> {
  const { svg } = renderSvg(doc, doc.page === 'receipt' ? 240 : 200);
  let image = await sharp(await sharp(Buffer.from(svg)).grayscale().blur(0.5).png().toBuffer()).rotate(damage.turn).png().toBuffer();
  if (damage.skew) image = await sharp(image).rotate(sign * damage.skew, { background: { r: 255, g: 255, b: 255 } }).png().toBuffer();
  return sharp(image).png({ compressionLevel: 9, palette: true, colours: 16 }).toBuffer();
}

type Row = { damage: string; doc: string; fields: FieldResult[]; ms: number; cliMs?: number };

async function main(): Promise<void> {
  await warmUpParser();
  const docs = sample();
  const dir = await mkdtemp(path.join(tmpdir(), 'orient-'));
  const rows: Row[] = [];
  try {
    for (const [i, { layout, doc }] of docs.entries()) {
      const expected: ExpectedDoc = {
        _format: 'scan-png', _layout: `${doc.kind}/${doc.layout}`, _part: 'dev', _region: doc.region ?? regionOfLayout(`${doc.kind}/${doc.layout}`), ...doc.expected,
      };
      for (const damage of DAMAGES) {
        const file = path.join(dir, `${i}-${damage.name.replace(/[^a-z0-9]/gi, '')}.png`);
        await writeFile(file, await render(doc, damage, i % 2 ? -1 : 1));
        const started = performance.now();
        const { data, read } = await extractDocument(file, path.basename(file));
        const ms = performance.now() - started;
        let cliMs: number | undefined;
        if (i < TIMED) {
          const t = performance.now();
          await run('tesseract', [file, path.join(dir, 'cli')]);
          cliMs = performance.now() - t;
        }
        const fields = scoreDocument(expected, data);
        rows.push({ damage: damage.name, doc: layout.name, fields, ms: read.ms ?? ms, cliMs });
        if (VERBOSE) {
          const bad = fields.filter((f) => !f.ok).map((f) => `${f.field}=${JSON.stringify(f.actual)}≠${JSON.stringify(f.expected)}`);
          console.log(`${layout.name} ${damage.name}${damage.skew ? ` (${i % 2 ? '-' : '+'})` : ''}: ${fields.length - bad.length}/${fields.length} ${Math.round(ms)} ms${cliMs ? ` cli ${Math.round(cliMs)}` : ''} ${bad.join('; ')}`);
        }
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
    await shutdownOcr();
  }
  const upright = new Map(rows.filter((r) => r.damage === 'upright').map((r) => [r.doc, r]));
  console.log(`\n${docs.length} development layouts (single-page scans), ${DAMAGES.length} renderings each\n`);
  console.log('damage            fields right    kept of upright   OCR ms (median)   tesseract cmd   ratio   vs cmd upright');
  for (const damage of DAMAGES) {
    const of = rows.filter((r) => r.damage === damage.name);
    const fields = of.flatMap((r) => r.fields);
    const right = fields.filter((f) => f.ok).length;
    let kept = 0;
    let base = 0;
    for (const r of of) {
      const up = upright.get(r.doc)!;
      up.fields.forEach((f, k) => {
        if (!f.ok) return;
        base++;
        if (r.fields[k]?.ok) kept++;
      });
    }
    const timed = of.filter((r) => r.cliMs !== undefined);
    const med = (v: number[]) => (v.length ? [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] : NaN);
    const [ms, cli] = [med(of.map((r) => r.ms)), med(timed.map((r) => r.cliMs!))];
    const ratio = timed.length ? med(timed.map((r) => r.ms / r.cliMs!)) : NaN;
    // The command reads a turned or skewed page badly and fast; against its reading of the upright page too.
    const ratioUpright = timed.length ? med(timed.map((r) => r.ms / upright.get(r.doc)!.cliMs!)) : NaN;
    console.log(
      `${damage.name.padEnd(16)}  ${`${right}/${fields.length}`.padStart(8)} ${((100 * right) / fields.length).toFixed(1).padStart(5)} %  ${((100 * kept) / Math.max(1, base)).toFixed(1).padStart(6)} %  ${String(Math.round(ms)).padStart(12)}   ${String(Math.round(cli)).padStart(12)}   ${ratio.toFixed(2)}x   ${ratioUpright.toFixed(2)}x`,
    );
  }
}

await main();
