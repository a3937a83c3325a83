/** Child process for the benchmark: extracts one file and prints its peak RSS as one JSON line. */
import path from 'node:path';
import { extractDocument } from '../src/server/domain/documents/extract-document';
import { shutdownOcr } from '../src/server/domain/documents/read';

const file = process.argv[2];
const started = performance.now();
const out: Record<string, unknown> = {};
try {
  const { data, read } = await extractDocument(file, path.basename(file));
  Object.assign(out, { method: read.method, pages: read.pages, documentType: data.documentType, vin: data.vin ?? null });
} catch (error) {
  out.error = error instanceof Error ? error.message : String(error);
}
await shutdownOcr();
out.ms = Math.round(performance.now() - started);
out.peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(JSON.stringify(out) + '\n');
