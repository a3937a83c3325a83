import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DocumentReadError } from './document-read-error';

const WORD_TIMEOUT_MS = 20_000;
const WORD_HEAP_MB = 128;
const MAX_OUTPUT_BYTES = 20 * 1024 * 1024;

const require = createRequire(import.meta.url);

// Runs in a separate, long-lived Node process: on a hostile .doc word-extractor allocates until the heap limit,
// and a worker thread with resourceLimits still took the whole process down with a fatal OOM when tried here.
// Starting a process per file cost 50-100 ms (several times that on a busy machine), so one process reads the
// files one at a time: a path per line in, a JSON reply per line out. Inline CommonJS so it survives bundling and
// needs no TS loader. Arg: module path.
const CHILD_SOURCE = `
const WordExtractor = require(process.argv[1]);
const readline = require('node:readline');
const reply = (value) => process.stdout.write(JSON.stringify(value) + '\\n');
readline.createInterface({ input: process.stdin }).on('line', (filePath) => {
  new WordExtractor()
    .extract(filePath)
    .then((doc) => {
      const parts = [
        doc.getBody(),
        doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }),
        doc.getHeaders({ includeFooters: true }),
        doc.getFootnotes(),
        doc.getEndnotes(),
      ];
      reply({ text: parts.map((part) => (part || '').trim()).filter(Boolean).join('\\n\\n') });
    })
    .catch((error) => reply({ error: String((error && error.message) || error) }));
});
`;

type ChildReply = { text: string } | { error: string };
type Job = { filePath: string; signal?: AbortSignal; resolve: (text: string) => void; reject: (error: unknown) => void };

let child: ChildProcessWithoutNullStreams | undefined;
let current: { job: Job; chunks: Buffer[]; bytes: number; timer: NodeJS.Timeout; onAbort: () => void } | undefined;
const queue: Job[] = [];

function parseReply(line: string): ChildReply | undefined {
  try {
    return JSON.parse(line) as ChildReply;
  } catch {
    return undefined;
  }
}

/** Starts the reader process; it does not keep the server (or a script) alive while idle. */
function startChild(): ChildProcessWithoutNullStreams {
  const started = spawn(process.execPath, [`--max-old-space-size=${WORD_HEAP_MB}`, '-e', CHILD_SOURCE, require.resolve('word-extractor')], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  started.unref();
  for (const stream of [started.stdin, started.stdout, started.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
  started.stderr.resume();
  started.stdin.on('error', () => undefined);
  started.stdout.on('data', (chunk: Buffer) => {
    if (!current || child !== started) return;
    current.bytes += chunk.length;
    if (current.bytes > MAX_OUTPUT_BYTES) {
      fail(new DocumentReadError('unreadable', 'word-extractor produced too much text'));
      return;
    }
    current.chunks.push(chunk);
    const all = Buffer.concat(current.chunks);
    const end = all.indexOf(10);
    if (end < 0) return;
    const reply = parseReply(all.subarray(0, end).toString('utf8'));
    const { job } = finish();
    if (reply && 'text' in reply) job.resolve(reply.text.replace(/\r\n?/g, '\n'));
    else if (reply) job.reject(new DocumentReadError('unreadable', `word-extractor: ${reply.error}`));
    else job.reject(new DocumentReadError('unreadable', 'word-extractor gave an unreadable reply'));
    next();
  });
  started.on('error', (error) => {
    if (child === started) fail(new DocumentReadError('unreadable', `word-extractor failed to start: ${error.message}`, undefined, { cause: error }));
  });
  started.on('exit', (code, exitSignal) => {
    if (child !== started) return;
    child = undefined;
    if (current) fail(new DocumentReadError('unreadable', `word-extractor exited with ${exitSignal ?? code}`));
  });
  return started;
}

/** Ends the running job's bookkeeping and hands it back. */
function finish(): { job: Job } {
  const running = current!;
  current = undefined;
  clearTimeout(running.timer);
  running.job.signal?.removeEventListener('abort', running.onAbort);
  return running;
}

/** The running job failed: reject it and stop the process (it may be stuck or half-way through a reply). */
function fail(error: unknown): void {
  if (!current) return;
  const { job } = finish();
  const stopping = child;
  child = undefined;
  stopping?.kill('SIGKILL');
  job.reject(error);
  next();
}

function next(): void {
  if (current) return;
  let job = queue.shift();
  while (job?.signal?.aborted) {
    job.reject(job.signal.reason);
    job = queue.shift();
  }
  if (!job) return;
  child ??= startChild();
  const onAbort = () => fail(job.signal?.reason);
  const timer = setTimeout(() => fail(new DocumentReadError('timeout', `word-extractor ran past ${WORD_TIMEOUT_MS} ms`)), WORD_TIMEOUT_MS);
  current = { job, chunks: [], bytes: 0, timer, onAbort };
  job.signal?.addEventListener('abort', onAbort, { once: true });
  child.stdin.write(`${job.filePath.replace(/[\r\n]/g, '')}\n`);
}

/**
 * Extracts the text of a .doc or .docx with word-extractor (tables come out tab-separated) in a separate process
 * with a heap cap and a timeout, so a file that crashes or hangs the parser cannot hurt the server; files are read
 * one at a time, and a failed one costs the process, which the next file starts again.
 */
export function readWordFile(filePath: string, signal?: AbortSignal): Promise<string> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    queue.push({ filePath, signal, resolve, reject });
    next();
  });
}

/** Starts the reader process and loads word-extractor before the first document needs it. */
export async function warmUpWordReader(): Promise<void> {
  // A path that does not exist: the process starts, loads the library and answers with an error.
  await readWordFile(path.join(tmpdir(), 'no-such-word-file.docx')).catch(() => undefined);
}
