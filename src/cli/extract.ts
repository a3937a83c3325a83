/**
 * Prints one line of JSON per file, in order: its processedData, or {"error": "..."}.
 * Usage: npm run --silent extract -- FILE...
 * Nothing but those lines goes to stdout; exit 0 even when some files fail, 2 without arguments.
 */
import path from 'node:path';
import { createLlmDocumentReader } from '../server/ai/document-reader';
import { loadConfig } from '../server/config';
import { extractDocument, type LlmExtractor } from '../server/domain/documents/extract-document';
import { isDocumentReadError, shutdownOcr } from '../server/domain/documents/read';

function describeError(error: unknown): string {
  if (isDocumentReadError(error)) return error.userMessage;
  if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return 'File not found.';
  return error instanceof Error ? error.message : String(error);
}

/** Libraries sometimes log to stdout; keep stdout for the JSON lines only. */
function routeConsoleToStderr(): (line: string) => void {
  const write = process.stdout.write.bind(process.stdout);
  const toStderr = (...args: unknown[]) => process.stderr.write(args.map(String).join(' ') + '\n');
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
  console.warn = toStderr;
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) =>
    process.stderr.write(chunk, ...(rest as []))) as typeof process.stdout.write;
  return (line) => {
    write(line + '\n');
  };
}

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    process.stderr.write('usage: npm run --silent extract -- FILE...\n');
    return 2;
  }
  let llm: LlmExtractor | undefined;
  try {
    const config = loadConfig();
    llm = config.llm ? createLlmDocumentReader(config.llm) : undefined;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const printLine = routeConsoleToStderr();
  try {
    for (const file of files) {
      try {
        const { data, llmError } = await extractDocument(path.resolve(file), path.basename(file), { llm });
        if (llmError) process.stderr.write(`${file}: AI reader failed, local extraction kept: ${llmError}\n`);
        printLine(JSON.stringify(data));
      } catch (error) {
        printLine(JSON.stringify({ error: describeError(error) }));
      }
    }
  } finally {
    await shutdownOcr();
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
