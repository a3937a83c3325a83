/**
 * Runs the project's benchmarks: `npm run bench [-- MODULE... --option]`, every module when none is named.
 * Each module measures, writes bench/results/MODULE.json and returns its figures (value, target, holds); this prints
 * them and rewrites bench/results/summary.md, the table bench/README.md copies.
 * Add a benchmark: write a BenchModule (bench/kit.ts) in its own file and list it in MODULES.
 */
import { chatBench } from './chat-bench';
import { dashboardBench } from './dashboard-bench';
import { dashboardFloorBench } from './dashboard-floor-bench';
import { documentsBench } from './documents-bench';
import { runExtractBench } from './extract-bench';
import { fleetChatBench } from './fleet-chat-bench';
import { historyGrowthBench } from './history-growth-bench';
import { insightsBench } from './insights-bench';
import { frontendBench } from './frontend-bench';
import { loadBench } from './load-bench';
import { segmentsBench } from './segments-bench';
import { serverBench } from './server-bench';
import { formatFigures, writeSummary, type BenchModule, type Figure } from './kit';
import { remindersBench } from './reminders-bench';
import { triggersBench } from './triggers-bench';
import { tripsBench } from './trips-bench';

const MODULES: BenchModule[] = [
  dashboardBench,
  dashboardFloorBench,
  frontendBench,
  remindersBench,
  triggersBench,
  serverBench,
  loadBench,
  fleetChatBench,
  chatBench,
  insightsBench,
  documentsBench,
  historyGrowthBench,
  tripsBench,
  segmentsBench,
  { name: 'extract', about: 'document field accuracy, time per document, OCR against the tesseract command, peak memory on 50 MB PDFs', run: runExtractBench },
];

const args = process.argv.slice(2);
const names = args.filter((a) => !a.startsWith('--'));
const options = args.filter((a) => a.startsWith('--'));
const unknown = names.filter((n) => !MODULES.some((m) => m.name === n));
if (unknown.length) {
  process.stderr.write(`unknown benchmark ${unknown.join(', ')}; known:\n${MODULES.map((m) => `  ${m.name.padEnd(12)} ${m.about}`).join('\n')}\n`);
  process.exit(2);
}
const selected = names.length ? MODULES.filter((m) => names.includes(m.name)) : MODULES;
const misses: string[] = [];
const failed: string[] = [];
for (const module of selected) {
  process.stdout.write(`\n== ${module.name}: ${module.about}\n`);
  const started = performance.now();
  let figures: Figure[] | void;
  try {
    figures = await module.run(options);
  } catch (err) {
    process.stderr.write(`${module.name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
    failed.push(module.name);
    continue;
  }
  if (figures?.length) {
    process.stdout.write(formatFigures(module.name, figures) + '\n');
    misses.push(...figures.filter((f) => f.holds === false).map((f) => `${module.name}: ${f.name}`));
  }
  process.stdout.write(`(${module.name} took ${Math.round((performance.now() - started) / 1000)} s)\n`);
}
const summary = await writeSummary();
if (failed.length) process.stdout.write(`\nFailed to run: ${failed.join(', ')}`);
process.stdout.write(`\n${misses.length ? `${misses.length} figure(s) miss their target:\n  ${misses.join('\n  ')}` : 'Every figure with a target holds.'}\nSummary: ${summary}\n`);
