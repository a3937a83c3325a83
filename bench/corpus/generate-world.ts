/**
 * Generates the "world" part of the corpus (issue 22), in two sets kept apart: bench/corpus/world-dev/ and
 * bench/corpus/world-held-back/, each with its files and its expected.json. Each set holds
 *  - its world layouts (European registrations, insurance and invoices in their languages, multi-vehicle pages,
 *    renewals, two-page documents, thermal receipts) as a text PDF, a scanned PDF, a phone photo (single pages), a
 *    text or Word file, and one damaged rendering (turned 90/180/270, skewed 3-10°, or 150 dpi JPEG quality 35);
 *  - one damaged rendering of every layout of the main corpus of the same part, in turn.
 * The second held-back set (bench/corpus/world-held-back-2/, written blind after the third round) holds its own layouts
 * only, each as one text rendering, a scan or a photo (single pages) and two damaged renderings; so does the third
 * (bench/corpus/world-held-back-3/, written blind after the fifth round), the fourth (world-held-back-4/, after the sixth)
 * the fifth (world-held-back-5/, after the eighth), the sixth (world-held-back-6/, after the tenth), the seventh
 * (world-held-back-7/, after the eleventh), the eighth (world-held-back-8/, after the fourteenth), the ninth
 * (world-held-back-9/, after the seventeenth), the tenth (world-held-back-10/, after the eighteenth) and the eleventh
 * (world-held-back-11/, after the nineteenth).
 * Deterministic (seeded). Run: npx tsx bench/corpus/generate-world.ts [dev|held-back|held-back-2|held-back-3|held-back-4|held-back-5|held-back-6|held-back-7|held-back-8|held-back-9|held-back-10|held-back-11]
 * [--layouts=wd8-,...] (renders only the layouts whose name holds one of those texts, keeping the other files).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DATE_STYLES } from './data';
import { DAMAGES, renderDamaged, type Damage } from './damage';
import { euStyleFor, type DocContent, type Expected, type Layout } from './kit';
import { LAYOUTS } from './layouts';
import { WORLD_DEV_LAYOUTS } from './layouts/world-dev';
import { WORLD_DEV_CANADA_LAYOUTS } from './layouts/world-dev-canada';
import { WORLD_DEV_EUROPE_LAYOUTS } from './layouts/world-dev-europe';
import { WORLD_DEV_6_LAYOUTS } from './layouts/world-dev-6';
import { WORLD_DEV_7_LAYOUTS } from './layouts/world-dev-7';
import { WORLD_DEV_8_LAYOUTS } from './layouts/world-dev-8';
import { WORLD_DEV_10_LAYOUTS } from './layouts/world-dev-10';
import { WORLD_DEV_11_LAYOUTS } from './layouts/world-dev-11';
import { WORLD_DEV_12_LAYOUTS } from './layouts/world-dev-12';
import { WORLD_DEV_13_LAYOUTS } from './layouts/world-dev-13';
import { WORLD_DEV_14_LAYOUTS } from './layouts/world-dev-14';
import { WORLD_DEV_15_LAYOUTS } from './layouts/world-dev-15';
import { WORLD_DEV_16_LAYOUTS } from './layouts/world-dev-16';
import { WORLD_DEV_17_LAYOUTS } from './layouts/world-dev-17';
import { WORLD_DEV_18_LAYOUTS } from './layouts/world-dev-18';
import { WORLD_DEV_19_LAYOUTS } from './layouts/world-dev-19';
import { WORLD_DEV_19_INSURANCE_LAYOUTS } from './layouts/world-dev-19-insurance';
import { WORLD_DEV_21_LAYOUTS } from './layouts/world-dev-21';
import { WORLD_DEV_FORMS_LAYOUTS } from './layouts/world-dev-forms';
import { WORLD_DEV_INSURANCE_LAYOUTS } from './layouts/world-dev-insurance';
import { WORLD_HELD_BACK_LAYOUTS } from './layouts/world-held-back';
import { WORLD_HELD_BACK_2_LAYOUTS } from './layouts/world-held-back-2';
import { WORLD_HELD_BACK_3_LAYOUTS } from './layouts/world-held-back-3';
import { WORLD_HELD_BACK_4_LAYOUTS } from './layouts/world-held-back-4';
import { WORLD_HELD_BACK_5_LAYOUTS } from './layouts/world-held-back-5';
import { WORLD_HELD_BACK_6_LAYOUTS } from './layouts/world-held-back-6';
import { WORLD_HELD_BACK_7_LAYOUTS } from './layouts/world-held-back-7';
import { WORLD_HELD_BACK_8_LAYOUTS } from './layouts/world-held-back-8';
import { WORLD_HELD_BACK_9_LAYOUTS } from './layouts/world-held-back-9';
import { WORLD_HELD_BACK_10_LAYOUTS } from './layouts/world-held-back-10';
import { WORLD_HELD_BACK_11_LAYOUTS } from './layouts/world-held-back-11';
import { createRandom } from './random';
import { paginate, renderDocx, renderPhotoJpg, renderScannedPdf, renderText, renderTextPdf } from './render';
import { regionOfLayout } from './score';

/**
 * 'held-back-2': the second held-back set, written blind after the third round; 'held-back-3' the third, written blind
 * after the fifth (their documents count as held back).
 */
type Part = 'dev' | 'held-back' | 'held-back-2' | 'held-back-3' | 'held-back-4' | 'held-back-5' | 'held-back-6' | 'held-back-7' | 'held-back-8' | 'held-back-9' | 'held-back-10' | 'held-back-11';
/** The held-back sets made of their own layouts only, each rendered as text, a scan or photo, and twice damaged. */
const OWN_LAYOUTS_ONLY = new Set<Part>(['held-back-2', 'held-back-3', 'held-back-4', 'held-back-5', 'held-back-6', 'held-back-7', 'held-back-8', 'held-back-9', 'held-back-10', 'held-back-11']);
type Entry = Expected & { _format: string; _layout: string; _part: 'dev' | 'held-back'; _region: string; _orientation: string; _damage: string };

const SEED: Record<Part, number> = { dev: 50_000, 'held-back': 90_000, 'held-back-2': 130_000, 'held-back-3': 170_000, 'held-back-4': 210_000, 'held-back-5': 250_000, 'held-back-6': 290_000, 'held-back-7': 330_000, 'held-back-8': 370_000, 'held-back-9': 410_000, 'held-back-10': 450_000, 'held-back-11': 490_000 };

export const WORLD_DIRS: Record<Part, string> = {
  dev: 'world-dev', 'held-back': 'world-held-back', 'held-back-2': 'world-held-back-2', 'held-back-3': 'world-held-back-3',
  'held-back-4': 'world-held-back-4', 'held-back-5': 'world-held-back-5', 'held-back-6': 'world-held-back-6',
  'held-back-7': 'world-held-back-7', 'held-back-8': 'world-held-back-8', 'held-back-9': 'world-held-back-9',
  'held-back-10': 'world-held-back-10', 'held-back-11': 'world-held-back-11',
};
const PREFIX: Record<Part, string> = { dev: 'wd', 'held-back': 'wh', 'held-back-2': 'wh2', 'held-back-3': 'wh3', 'held-back-4': 'wh4', 'held-back-5': 'wh5', 'held-back-6': 'wh6', 'held-back-7': 'wh7', 'held-back-8': 'wh8', 'held-back-9': 'wh9', 'held-back-10': 'wh10', 'held-back-11': 'wh11' };

function build(layout: Layout, seed: number, n: number): DocContent {
  return layout.build({ r: createRandom(seed), n, style: DATE_STYLES[n % DATE_STYLES.length], euStyle: euStyleFor(n) });
}

/** `--layouts=a,b`: re-render only the layouts whose name holds a or b; the other documents keep their files. */
const ONLY_LAYOUTS = process.argv.find((a) => a.startsWith('--layouts='))?.slice('--layouts='.length).split(',').filter(Boolean) ?? [];
const wanted = (name: string) => !ONLY_LAYOUTS.length || ONLY_LAYOUTS.some((o) => name.includes(o));

async function generate(part: Part): Promise<void> {
  const dir = path.join(import.meta.dirname, WORLD_DIRS[part]);
  let expected: Record<string, Entry> = {};
  if (ONLY_LAYOUTS.length) {
    const kept = JSON.parse(await readFile(path.join(dir, 'expected.json'), 'utf8')) as Record<string, Entry>;
    expected = Object.fromEntries(Object.entries(kept).filter(([, e]) => !wanted(e._layout)));
  } else await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'files'), { recursive: true });
  let n = 0;
  const put = async (doc: DocContent, tag: string, ext: string, data: Buffer, meta: { format: string; orientation: string; damage: string }) => {
    const name = `${PREFIX[part]}-${String(n).padStart(3, '0')}-${tag}.${ext}`;
    await writeFile(path.join(dir, 'files', name), data);
    expected[`${WORLD_DIRS[part]}/files/${name}`] = {
      _format: meta.format, _layout: `${doc.kind}/${doc.layout}`, _part: part === 'dev' ? 'dev' : 'held-back', _region: doc.region ?? regionOfLayout(`${doc.kind}/${doc.layout}`),
      _orientation: meta.orientation, _damage: meta.damage, ...doc.expected,
    };
  };

  /** `damages`: render each layout once as text, once as a scan or photo, and once with each of these damages. */
  const renderWorld = async (layouts: Layout[], first: number, damages?: Damage[]) => {
    for (const [j, layout] of layouts.entries()) {
      const i = first + j;
      const pages = paginate(build(layout, SEED[part] + i, i)).length;
      // The second held-back set: one text rendering, one scan or photo, and two damaged renderings of each layout.
      const formats = damages
        ? [(['text-pdf', 'docx', 'txt'] as const)[i % 3], pages > 1 || i % 2 ? 'scan-pdf' : 'photo-jpg', ...damages.map((d) => `damage:${d}`)]
        : OWN_LAYOUTS_ONLY.has(part)
          ? [pages > 1 ? 'text-pdf' : (['text-pdf', 'docx', 'txt'] as const)[i % 3], ...(pages > 1 ? [] : [i % 2 ? 'photo-jpg' : 'scan-pdf']), 'damage', 'damage-2']
          : [...(pages > 1 ? ['text-pdf', 'scan-pdf', 'docx'] : ['text-pdf', 'scan-pdf', 'photo-jpg', i % 2 ? 'docx' : 'txt']), 'damage'];
      if (!wanted(layout.name)) {
        n += formats.length;
        continue;
      }
      for (const format of formats) {
        n++;
        const seed = SEED[part] + n * 7919;
        const doc = build(layout, seed, n);
        const r = createRandom(seed + 1);
        const plain = { orientation: 'upright', damage: 'none' };
        switch (format) {
          case 'text-pdf': await put(doc, format, 'pdf', await renderTextPdf(doc), { format, ...plain }); break;
          case 'scan-pdf': await put(doc, format, 'pdf', await renderScannedPdf(doc), { format, ...plain }); break;
          case 'photo-jpg': await put(doc, format, 'jpg', await renderPhotoJpg(doc, r), { format, orientation: 'upright', damage: 'photo' }); break;
          case 'docx': await put(doc, format, 'docx', renderDocx(doc), { format, ...plain }); break;
          case 'txt': await put(doc, format, 'txt', renderText(doc), { format, ...plain }); break;
          default: {
            const damage: Damage = format.startsWith('damage:') ? (format.slice('damage:'.length) as Damage) : DAMAGES[(i + (format === 'damage-2' ? 2 : 0)) % DAMAGES.length];
            const out = await renderDamaged(doc, damage, r);
            await put(doc, `${damage}-${out.format}`, out.ext, out.data, out);
          }
        }
      }
    }
  };
  const world = {
    dev: WORLD_DEV_LAYOUTS, 'held-back': WORLD_HELD_BACK_LAYOUTS, 'held-back-2': WORLD_HELD_BACK_2_LAYOUTS, 'held-back-3': WORLD_HELD_BACK_3_LAYOUTS,
    'held-back-4': WORLD_HELD_BACK_4_LAYOUTS, 'held-back-5': WORLD_HELD_BACK_5_LAYOUTS, 'held-back-6': WORLD_HELD_BACK_6_LAYOUTS,
    'held-back-7': WORLD_HELD_BACK_7_LAYOUTS, 'held-back-8': WORLD_HELD_BACK_8_LAYOUTS, 'held-back-9': WORLD_HELD_BACK_9_LAYOUTS,
    'held-back-10': WORLD_HELD_BACK_10_LAYOUTS, 'held-back-11': WORLD_HELD_BACK_11_LAYOUTS,
  }[part];
  await renderWorld(world, 0);

  // One damaged rendering of each layout of the main corpus of this part, the damages taken in turn.
  const main = OWN_LAYOUTS_ONLY.has(part) ? [] : LAYOUTS.filter((l) => l.part === part);
  for (const [i, layout] of main.entries()) {
    n++;
    if (!wanted(layout.name)) continue;
    const seed = SEED[part] + 500_000 + n * 7919;
    const doc = build(layout, seed, n);
    const damage: Damage = DAMAGES[(i + 2) % DAMAGES.length];
    const out = await renderDamaged(doc, damage, createRandom(seed + 1));
    await put(doc, `${damage}-${out.format}`, out.ext, out.data, out);
  }

  // Layouts added after the first round go last, so the documents before them keep their numbers and contents.
  if (part === 'dev') {
    await renderWorld(WORLD_DEV_EUROPE_LAYOUTS, world.length);
    // Insurance term tables and Canadian documents, after the third round.
    await renderWorld(WORLD_DEV_INSURANCE_LAYOUTS, world.length + WORLD_DEV_EUROPE_LAYOUTS.length);
    await renderWorld(WORLD_DEV_CANADA_LAYOUTS, world.length + WORLD_DEV_EUROPE_LAYOUTS.length + WORLD_DEV_INSURANCE_LAYOUTS.length);
    // Box forms, kind from content and two-page documents, after the fourth round.
    await renderWorld(WORLD_DEV_FORMS_LAYOUTS, world.length + WORLD_DEV_EUROPE_LAYOUTS.length + WORLD_DEV_INSURANCE_LAYOUTS.length + WORLD_DEV_CANADA_LAYOUTS.length);
    // Unlisted insurers, policy and owner captions, dates in words and next-service odometers, after the fifth round.
    await renderWorld(WORLD_DEV_6_LAYOUTS, world.length + WORLD_DEV_EUROPE_LAYOUTS.length + WORLD_DEV_INSURANCE_LAYOUTS.length + WORLD_DEV_CANADA_LAYOUTS.length + WORLD_DEV_FORMS_LAYOUTS.length);
    // Brands beside legal names, two premiums, net/tax/gross, next-service wordings, address-block owners, after the sixth.
    await renderWorld(
      WORLD_DEV_7_LAYOUTS,
      world.length + WORLD_DEV_EUROPE_LAYOUTS.length + WORLD_DEV_INSURANCE_LAYOUTS.length + WORLD_DEV_CANADA_LAYOUTS.length + WORLD_DEV_FORMS_LAYOUTS.length + WORLD_DEV_6_LAYOUTS.length,
    );
    // Registrations from places and forms no earlier layout holds (EU codes in more languages, US states, provinces), after the seventh.
    await renderWorld(
      WORLD_DEV_8_LAYOUTS,
      world.length + WORLD_DEV_EUROPE_LAYOUTS.length + WORLD_DEV_INSURANCE_LAYOUTS.length + WORLD_DEV_CANADA_LAYOUTS.length + WORLD_DEV_FORMS_LAYOUTS.length + WORLD_DEV_6_LAYOUTS.length +
        WORLD_DEV_7_LAYOUTS.length,
    );
    // Owners in name boxes and "Surname, First", ambiguous kinds, expiries and next-service wordings, each page also
    // turned half a turn and scanned at 150 dpi, after the ninth round.
    await renderWorld(
      WORLD_DEV_10_LAYOUTS,
      world.length + WORLD_DEV_EUROPE_LAYOUTS.length + WORLD_DEV_INSURANCE_LAYOUTS.length + WORLD_DEV_CANADA_LAYOUTS.length + WORLD_DEV_FORMS_LAYOUTS.length + WORLD_DEV_6_LAYOUTS.length +
        WORLD_DEV_7_LAYOUTS.length + WORLD_DEV_8_LAYOUTS.length,
      ['turned-180', 'low-dpi'],
    );
    // Holders printed in new ways, kinds easy to confuse, insurance dates and premiums in unusual wordings, each page
    // also turned half a turn and scanned at 150 dpi, after the tenth round.
    await renderWorld(
      WORLD_DEV_11_LAYOUTS,
      world.length + WORLD_DEV_EUROPE_LAYOUTS.length + WORLD_DEV_INSURANCE_LAYOUTS.length + WORLD_DEV_CANADA_LAYOUTS.length + WORLD_DEV_FORMS_LAYOUTS.length + WORLD_DEV_6_LAYOUTS.length +
        WORLD_DEV_7_LAYOUTS.length + WORLD_DEV_8_LAYOUTS.length + WORLD_DEV_10_LAYOUTS.length,
      ['turned-180', 'low-dpi'],
    );
    // Continental registrations in their own forms, policy numbers beside other numbers on continental schedules and
    // two-page declarations of several vehicles, each page also turned half a turn and scanned at 150 dpi, after the eleventh round.
    await renderWorld(
      WORLD_DEV_12_LAYOUTS,
      world.length + WORLD_DEV_EUROPE_LAYOUTS.length + WORLD_DEV_INSURANCE_LAYOUTS.length + WORLD_DEV_CANADA_LAYOUTS.length + WORLD_DEV_FORMS_LAYOUTS.length + WORLD_DEV_6_LAYOUTS.length +
        WORLD_DEV_7_LAYOUTS.length + WORLD_DEV_8_LAYOUTS.length + WORLD_DEV_10_LAYOUTS.length + WORLD_DEV_11_LAYOUTS.length,
      ['turned-180', 'low-dpi'],
    );
    // Service invoices and oil-change receipts from many countries and shop types (works on page 2, parts and labour
    // tables, next services in boxes and on two lines), each page also turned half a turn and scanned at 150 dpi, after
    // the twelfth round.
    await renderWorld(
      WORLD_DEV_13_LAYOUTS,
      world.length + WORLD_DEV_EUROPE_LAYOUTS.length + WORLD_DEV_INSURANCE_LAYOUTS.length + WORLD_DEV_CANADA_LAYOUTS.length + WORLD_DEV_FORMS_LAYOUTS.length + WORLD_DEV_6_LAYOUTS.length +
        WORLD_DEV_7_LAYOUTS.length + WORLD_DEV_8_LAYOUTS.length + WORLD_DEV_10_LAYOUTS.length + WORLD_DEV_11_LAYOUTS.length + WORLD_DEV_12_LAYOUTS.length,
      ['turned-180', 'low-dpi'],
    );
    // Rounds numbered from their own hundred on, so that their files and seeds do not move with layouts another round
    // adds; the count goes on after. Fourteenth: registrations and insurance of countries and forms no earlier layout
    // holds, brands beside legal names, pages of several vehicles, companies and "SURNAME, Given" as owners. Fifteenth:
    // plates without captions, titled and address-block owners, insurers named only by a logo, a footer or a sentence,
    // works as operation codes and abbreviations, next services as sticker lines and sentences. Sixteenth: insurance
    // and workshop invoices in Polish, Czech, Hungarian, Romanian, Nordic, Portuguese, Greek, Irish and Australian
    // forms. Seventeenth: workshop invoices in Czech, Croatian, Portuguese, Slovak, Swedish, Dutch, US and Australian
    // forms and a quick-lube receipt. Eighteenth: registrations by their EU codes in Danish, Polish, Czech, Norwegian,
    // Slovenian, Finnish and Greek with owners in surname and given-name boxes, invoices of labour and parts tables,
    // a renewal of two premiums and a declarations page of three vehicles. Nineteenth: Bulgarian, Estonian, Latvian,
    // Lithuanian, Croatian, Serbian, Slovenian, Greek, Swiss, Luxembourg and Portuguese documents, VINs in box cells,
    // in groups, beside other 17-character numbers and typed with Cyrillic or Greek look-alike capitals (from 1900);
    // its insurance part (from 1980; the next round starts at 2100): premiums beside their taxes, levies and funds,
    // renewals, several vehicles, six-month terms, green cards, Cyrillic and Greek captions, two-page policies behind a
    // letter. Twenty-first (from 2100): oil-change receipts (thermal, express-lube, printed as invoices, windshield
    // stickers as text), insurers by their legal names, next-service figures in many wordings, French Quebec documents.
    const numberedRounds: [Layout[], number][] = [
      [WORLD_DEV_14_LAYOUTS, 1400],
      [WORLD_DEV_15_LAYOUTS, 1500],
      [WORLD_DEV_16_LAYOUTS, 1600],
      [WORLD_DEV_17_LAYOUTS, 1700],
      [WORLD_DEV_18_LAYOUTS, 1800],
      [WORLD_DEV_19_LAYOUTS, 1900],
      [WORLD_DEV_19_INSURANCE_LAYOUTS, 1980],
      [WORLD_DEV_21_LAYOUTS, 2100],
    ];
    for (const [layouts, first] of numberedRounds) {
      const counted = n;
      n = first;
      await renderWorld(layouts, first, ['turned-180', 'low-dpi']);
      n = counted;
    }
  }

  // File names number the documents: sorted, the entries keep their order whichever were re-rendered.
  const sorted = Object.fromEntries(Object.entries(expected).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(path.join(dir, 'expected.json'), JSON.stringify(sorted, null, 2) + '\n');
  process.stderr.write(`wrote ${Object.keys(expected).length} documents to ${dir}\n`);
}

const ALL_PARTS = Object.keys(SEED) as Part[];
const parts = process.argv.slice(2).filter((a): a is Part => (ALL_PARTS as string[]).includes(a));
for (const part of parts.length ? parts : ALL_PARTS) await generate(part);
