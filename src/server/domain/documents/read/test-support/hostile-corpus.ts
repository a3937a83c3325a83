import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { buildHugeImagePdf, buildManyPagePdf, buildRawPdf } from './make-hostile-pdf';
import { buildHugePngHeader } from './make-png-header';
import { buildDocx, buildDocxBomb, buildZip } from './make-zip';

export interface HostileFile {
  /** What the file is meant to test, e.g. "truncated pdf". */
  family: string;
  name: string;
  body: Buffer;
}

/** mulberry32: a small seeded generator, so a corpus is the same on every run and a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VIN = '1HGCM82633A004352';
const REGISTRATION = ['VEHICLE REGISTRATION CARD', `VIN: ${VIN}`, 'Plate Number: 7ABC123', 'Registration Expires: 03/15/2031'];

/** Names an owner's browser could send: unicode, very long, path parts, control characters, odd extensions and case. */
const ODD_STEMS = [
  'registration',
  'Fahrzeugschein_é_ü',
  '车辆登记',
  'رخصة',
  '\u202Egnp.exe',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'a'.repeat(300),
  'CON',
  '  spaces  in  name  ',
  'tab\tand\nnewline',
  'null\u0000byte',
  '😀🚗',
  '.hidden',
  '-dash',
  'semi;colon"quote\'<tag>',
  '%2e%2e%2fencoded',
  '',
];
const EXTENSIONS: Record<string, string[]> = {
  pdf: ['.pdf', '.PDF'],
  png: ['.png', '.PNG'],
  jpg: ['.jpg', '.jpeg', '.JPG'],
  txt: ['.txt'],
  docx: ['.docx'],
  doc: ['.doc'],
};

type Kind = keyof typeof EXTENSIONS;
type Generator = (r: () => number, valid: Record<Kind, Buffer>) => { family: string; kind: Kind | 'other'; body: Buffer; ext?: string };

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const int = (r: () => number, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const randomBytes = (r: () => number, n: number) => Buffer.from(Array.from({ length: n }, () => int(r, 0, 255)));
const KINDS = Object.keys(EXTENSIONS) as Kind[];

function truncate(r: () => number, body: Buffer): Buffer {
  return body.subarray(0, int(r, 1, Math.max(1, body.length - 1)));
}

function flipBytes(r: () => number, body: Buffer): Buffer {
  const copy = Buffer.from(body);
  const flips = int(r, 1, 24);
  // Keep the first bytes (the magic number) most of the time, so the damage reaches the parser.
  for (let i = 0; i < flips; i++) copy[int(r, Math.min(8, copy.length - 1), copy.length - 1)] = int(r, 0, 255);
  return copy;
}

/** Built once: a few of the hostile files are bigger to make (the huge-image, thousands-of-pages and dense PDFs). */
let heavy: { hugeImagePdf: Buffer; thousandsOfPages: Buffer; denseText: Buffer; contentBomb: Buffer } | undefined;
function heavyFiles() {
  heavy ??= {
    hugeImagePdf: buildHugeImagePdf(10_000, 10_000),
    thousandsOfPages: buildManyPagePdf(5000, (page) => [`Page ${page} of a very long document`]),
    denseText: buildManyPagePdf(40, (page) => Array.from({ length: 50 }, (_, i) => `p${page} line ${i} ${'lorem ipsum dolor sit amet '.repeat(3)}`)),
    // One page whose content stream inflates to 30 MB of spaces.
    contentBomb: buildRawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
      { dict: '<< /Filter /FlateDecode >>', stream: deflateSync(Buffer.alloc(30 * 1024 * 1024, 0x20), { level: 9 }) },
    ]),
  };
  return heavy;
}

const GENERATORS: Generator[] = [
  // Valid, small: the baseline each kind must still get through.
  (r, v) => ({ family: 'valid', ...((k) => ({ kind: k, body: v[k] }))(pick(r, ['pdf', 'txt', 'docx', 'doc'] as const)) }),
  // Empty, truncated, damaged.
  (r) => ({ family: 'empty', kind: pick(r, KINDS), body: Buffer.alloc(0) }),
  (r, v) => ((k) => ({ family: `truncated ${k}`, kind: k, body: truncate(r, v[k]) }))(pick(r, KINDS)),
  (r, v) => ((k) => ({ family: `damaged ${k}`, kind: k, body: flipBytes(r, v[k]) }))(pick(r, KINDS)),
  (r, v) => ((k) => ({ family: `magic only ${k}`, kind: k, body: v[k].subarray(0, int(r, 2, 16)) }))(pick(r, KINDS)),
  (r) => ({ family: 'random bytes', kind: pick(r, KINDS), body: randomBytes(r, int(r, 1, 4096)) }),
  // Polyglots and lies: one format's content under another's name, or two formats in one file.
  (r, v) => {
    const [a, b] = [pick(r, KINDS), pick(r, KINDS)];
    return { family: `${a} named ${b}`, kind: b, body: v[a] };
  },
  (r, v) => ({ family: 'pdf + zip polyglot', kind: pick(r, ['pdf', 'docx'] as const), body: Buffer.concat([v.pdf, v.docx]) }),
  () => ({ family: 'html as txt', kind: 'txt', body: Buffer.from(`<html><script>fetch('/api/trpc/auth.me')</script>${REGISTRATION.join('<br>')}</html>`) }),
  (r) => ({ family: 'executable as pdf', kind: pick(r, KINDS), body: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(r, 512)]) }),
  () => ({ family: 'zip without document.xml', kind: 'docx', body: buildZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'evil/../../x', data: Buffer.from('x') }]) }),
  (r) => ({ family: 'ole header only', kind: 'doc', body: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(r, int(r, 8, 2048))]) }),
  // Bombs and hostile sizes.
  (r) => ({ family: 'docx bomb', kind: 'docx', body: buildDocxBomb(int(r, 50, 200), r() < 0.5) }),
  (r) => ({ family: 'png dimension bomb', kind: 'png', body: buildHugePngHeader(int(r, 20_001, 60_000), int(r, 20_001, 60_000)) }),
  (r) => ({ family: 'png 100-megapixel header', kind: 'png', body: buildHugePngHeader(int(r, 10_001, 19_999), 10_000) }),
  (r) => ({ family: 'pdf declaring pages it lacks', kind: 'pdf', body: buildRawPdf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Count ${int(r, 1000, 100000)} /Kids [] >>`]) }),
  () => ({ family: 'pdf page tree loop', kind: 'pdf', body: buildRawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Count 3 /Kids [2 0 R 3 0 R] >>', '<< /Type /Pages /Parent 2 0 R /Count 2 /Kids [2 0 R] >>']) }),
  () => ({ family: 'text: utf-16 with bom', kind: 'txt', body: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(REGISTRATION.join('\n'), 'utf16le')]) }),
  (r) => ({ family: 'text: latin-1 and controls', kind: 'txt', body: Buffer.concat([Buffer.from('Fahrzeugschein Größe\r\n', 'latin1'), randomBytes(r, 64).map((b) => b % 32)]) }),
  // Not an allowed type at all.
  (r, v) => ({ family: 'disallowed extension', kind: 'other', body: v.pdf, ext: pick(r, ['.exe', '.html', '.svg', '.pdf.exe', '.zip', '', '.']) }),
];

/** The slow ones to read (big PDFs, and images that decode and go through OCR): each appears HEAVY_COPIES times, not once per cycle. */
const HEAVY: Generator[] = [
  (r) => ({ family: 'text: long lines', kind: 'txt', body: Buffer.from(`${'VIN '.repeat(int(r, 2_000, 15_000))}\n${REGISTRATION.join('\n')}`) }),
  (_r, v) => ({ family: 'valid png', kind: 'png', body: v.png }),
  (_r, v) => ({ family: 'valid jpg', kind: 'jpg', body: v.jpg }),
  (r, v) => ({ family: 'png + pdf polyglot', kind: pick(r, ['png', 'pdf'] as const), body: Buffer.concat([v.png, v.pdf]) }),
  (_r, v) => ({ family: 'jpg + html polyglot', kind: 'jpg', body: Buffer.concat([v.jpg, Buffer.from('<script>alert(1)</script>')]) }),
  () => ({ family: 'pdf 10,000 x 10,000 image', kind: 'pdf', body: heavyFiles().hugeImagePdf }),
  () => ({ family: 'pdf declaring 5,000 pages', kind: 'pdf', body: heavyFiles().thousandsOfPages }),
  () => ({ family: 'pdf with 40 dense text pages', kind: 'pdf', body: heavyFiles().denseText }),
  () => ({ family: 'pdf content-stream bomb', kind: 'pdf', body: heavyFiles().contentBomb }),
];
const HEAVY_COPIES = 2;

/** Small valid files of each kind, the material the damaged and polyglot files are made of. */
export async function buildValidSamples(): Promise<Record<Kind, Buffer>> {
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#ffffff' } }).png().toBuffer();
  return {
    pdf: buildManyPagePdf(1, () => REGISTRATION),
    png,
    jpg: await sharp(png).jpeg({ quality: 70 }).toBuffer(),
    txt: Buffer.from(REGISTRATION.join('\n')),
    docx: buildDocx(REGISTRATION),
    // A real .doc is an OLE compound file; this one is its header and a little padding (read as unreadable).
    doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  };
}

/**
 * `count` hostile files from `seed`: every allowed type, malformed, truncated, polyglot, bombs and odd names. The
 * heavy PDFs come first, a few copies each; the rest cycle through the families.
 */
export async function buildHostileCorpus(count: number, seed: number): Promise<HostileFile[]> {
  const r = seededRandom(seed);
  const valid = await buildValidSamples();
  const files: HostileFile[] = [];
  const heavyFirst = HEAVY.flatMap((g) => Array.from({ length: HEAVY_COPIES }, () => g));
  for (let i = 0; i < count; i++) {
    const generator = heavyFirst[i] ?? GENERATORS[i % GENERATORS.length];
    const { family, kind, body, ext } = generator(r, valid);
    const extension = ext ?? pick(r, EXTENSIONS[kind === 'other' ? 'pdf' : kind]);
    const stem = r() < 0.3 ? pick(r, ODD_STEMS) : `${family.replace(/\W+/g, '-')}-${i}`;
    files.push({ family, name: `${stem}${extension}`, body });
  }
  return files;
}
