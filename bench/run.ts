/**
 * Runs the project's benchmarks: `npm run bench [-- NAME... --ocr=wasm]`. Each writes bench/results/NAME.json.
 * Add a benchmark by adding an entry here.
 */
import { runExtractBench } from './extract-bench';

const BENCHES: Record<string, (args: string[]) => Promise<void>> = {
  extract: runExtractBench,
};

const args = process.argv.slice(2);
const names = args.filter((a) => !a.startsWith('--'));
const selected = names.length ? names : Object.keys(BENCHES);
for (const name of selected) {
  const bench = BENCHES[name];
  if (!bench) {
    process.stderr.write(`unknown benchmark ${name}; known: ${Object.keys(BENCHES).join(', ')}\n`);
    process.exitCode = 2;
    continue;
  }
  await bench(args.filter((a) => a.startsWith('--')));
}
