import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { DocumentReadError } from './document-read-error';

const WORD_TIMEOUT_MS = 20_000;
const WORD_HEAP_MB = 128;
const MAX_OUTPUT_BYTES = 20 * 1024 * 1024;

const require = createRequire(import.meta.url);

// Runs in a separate Node process: on a hostile .doc word-extractor allocates until the heap limit, and a
// worker thread with resourceLimits still took the whole process down with a fatal OOM when tried here.
// Inline CommonJS so it survives bundling and needs no TS loader. Args: module path, file path.
const CHILD_SOURCE = `
const [modulePath, filePath] = process.argv.slice(1);
const WordExtractor = require(modulePath);
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
    process.stdout.write(JSON.stringify({ text: parts.map((part) => (part || '').trim()).filter(Boolean).join('\\n\\n') }));
  })
  .catch((error) => {
    process.stdout.write(JSON.stringify({ error: String((error && error.message) || error) }));
  });
`;

type ChildReply = { text: string } | { error: string };

function parseReply(stdout: string): ChildReply | undefined {
  try {
    return JSON.parse(stdout) as ChildReply;
  } catch {
    return undefined;
  }
}

/**
 * Extracts the text of a .doc or .docx with word-extractor (tables come out tab-separated) in a child
 * process with a heap cap and a timeout, so a file that crashes or hangs the parser cannot hurt the server.
 */
export function readWordFile(filePath: string, signal?: AbortSignal): Promise<string> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${WORD_HEAP_MB}`, '-e', CHILD_SOURCE, require.resolve('word-extractor'), filePath],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const out: Buffer[] = [];
    let outBytes = 0;
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null) child.kill('SIGKILL');
      outcome();
    };
    const onAbort = () => finish(() => reject(signal?.reason));
    const timer = setTimeout(
      () => finish(() => reject(new DocumentReadError('timeout', `word-extractor ran past ${WORD_TIMEOUT_MS} ms`))),
      WORD_TIMEOUT_MS,
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > MAX_OUTPUT_BYTES) {
        finish(() => reject(new DocumentReadError('unreadable', 'word-extractor produced too much text')));
        return;
      }
      out.push(chunk);
    });
    child.stderr.resume();
    child.on('error', (error) =>
      finish(() => reject(new DocumentReadError('unreadable', `word-extractor failed to start: ${error.message}`, undefined, { cause: error }))),
    );
    child.on('close', (code, exitSignal) =>
      finish(() => {
        const reply = parseReply(Buffer.concat(out).toString('utf8'));
        if (reply && 'text' in reply) resolve(reply.text.replace(/\r\n?/g, '\n'));
        else if (reply) reject(new DocumentReadError('unreadable', `word-extractor: ${reply.error}`));
        else reject(new DocumentReadError('unreadable', `word-extractor exited with ${exitSignal ?? code}`));
      }),
    );
  });
}
