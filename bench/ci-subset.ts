/**
 * Prints the accuracy of the documents the CI corpus test reads (overall, held-back, photos), to set its floors:
 * npx tsx bench/ci-subset.ts [--ocr=wasm]
 */
import path from 'node:path';
import { extractDocument } from '../src/server/domain/documents/extract-document';
import { resolveOcrBackend, setOcrBackend, shutdownOcr } from '../src/server/domain/documents/read';
import { corpusPath, loadExpected, scoreDocument, selectCiDocuments, type FieldResult } from './corpus/score';

const backend = process.argv.find((a) => a.startsWith('--ocr='))?.slice(6);
if (backend === 'native' || backend === 'wasm') setOcrBackend(backend);
const expected = await loadExpected({ world: false });
const selected = selectCiDocuments(expected);
const results = new Map<string, FieldResult[]>();
for (const file of selected) results.set(file, scoreDocument(expected[file], (await extractDocument(corpusPath(file), path.basename(file))).data));
await shutdownOcr();
const share = (files: string[]) => {
  const fields = files.flatMap((f) => results.get(f) ?? []);
  return `${((fields.filter((r) => r.ok).length / Math.max(1, fields.length)) * 100).toFixed(1)}% (${fields.length} fields)`;
};
process.stdout.write(
  `${resolveOcrBackend()}: ${selected.length} documents; overall ${share(selected)}, held-back ${share(selected.filter((f) => expected[f]._part === 'held-back'))}, ` +
    `photos ${share(selected.filter((f) => expected[f]._format === 'photo-jpg'))}\n`,
);
