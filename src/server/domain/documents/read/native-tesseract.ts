import { spawn, spawnSync } from 'node:child_process';
import { DocumentReadError } from './document-read-error';
import type { OcrWord } from './rebuild-lines';

let languages: Set<string> | undefined;

/** The language models the `tesseract` command on PATH has (checked once; empty without the command). */
export function nativeLanguages(): Set<string> {
  if (languages === undefined) {
    const probe = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 5000 });
    languages = new Set(probe.status === 0 ? probe.stdout.split('\n').map((l) => l.trim()).filter((l) => /^[a-z_]+$/.test(l)) : []);
  }
  return languages;
}

/** Whether Debian's `tesseract` command with English data is on PATH. */
export function hasNativeTesseract(): boolean {
  return nativeLanguages().has('eng');
}

/** Groups the word rows of tesseract's TSV output (native or tesseract.js) into its lines (block, paragraph, line). */
export function parseTesseractTsv(tsv: string): OcrWord[][] {
  const lines = new Map<string, OcrWord[]>();
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, width, height, confidence] = cells.slice(6, 11).map(Number);
    const key = cells.slice(1, 5).join('.');
    const words = lines.get(key) ?? [];
    words.push({ text, x0: left, y0: top, x1: left + width, y1: top + height, confidence });
    lines.set(key, words);
  }
  return [...lines.values()];
}

/** Runs the `tesseract` command on an image buffer (via stdin) with these arguments and returns what it prints. */
function runTesseract(args: string[], image: Buffer, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', ['stdin', 'stdout', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new DocumentReadError('timeout', `native tesseract ran past ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.stdin.on('error', () => {});
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) {
        reject(new Error(`tesseract exited with ${code}: ${Buffer.concat(err).toString().slice(0, 500)}`));
        return;
      }
      resolve(Buffer.concat(out).toString('utf8'));
    });
    child.stdin.end(image);
  });
}

/** Runs the native tesseract on an image buffer (via stdin) and returns its words grouped by line. */
export async function recognizeNative(
  image: Buffer,
  params: Record<string, string>,
  timeoutMs: number,
  language = 'eng',
): Promise<OcrWord[][]> {
  // The command sets the page segmentation from --psm (default 3) and ignores it as a -c variable.
  const { tessedit_pageseg_mode: psm, ...rest } = params;
  const configArgs = [...(psm ? ['--psm', psm] : []), ...Object.entries(rest).flatMap(([key, value]) => ['-c', `${key}=${value}`])];
  return parseTesseractTsv(await runTesseract(['-l', language, ...configArgs, 'tsv'], image, timeoutMs));
}

/**
 * The page's orientation by tesseract's orientation and script detection (`--psm 0`, the `osd` model): by how many
 * degrees it must turn to stand upright, and how sure it is (over 2 is fairly sure). Null without the model, or on
 * a page with too little text to tell.
 */
export async function detectOrientationNative(image: Buffer, timeoutMs: number): Promise<{ rotate: number; confidence: number } | null> {
  if (!nativeLanguages().has('osd')) return null;
  try {
    const out = await runTesseract(['--psm', '0', '-c', 'min_characters_to_try=20'], image, timeoutMs);
    const rotate = /Rotate:\s*(\d+)/.exec(out);
    const confidence = /Orientation confidence:\s*([\d.]+)/.exec(out);
    return rotate && confidence ? { rotate: Number(rotate[1]), confidence: Number(confidence[1]) } : null;
  } catch {
    return null;
  }
}
