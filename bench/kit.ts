/**
 * What every benchmark module shares: the module shape bench/run.ts runs, one figure per promise (value, target,
 * whether it holds), percentiles, and the results file each module writes to bench/results/NAME.json.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

/** One measured figure. `holds` is null when the figure has no target (context, or a peer's number). */
export interface Figure {
  name: string;
  value: number | string | null;
  unit?: string;
  /** The promise, as people read it: "< 150 ms", ">= 97 %". */
  target?: string;
  holds?: boolean | null;
}

export interface BenchModule {
  name: string;
  /** One line: what it measures. */
  about: string;
  /**
   * Measures, writes its details with `saveResults(name, ...)` and returns its figures (the runner prints them and
   * adds them to bench/results/summary.md). A module that writes its own file may return nothing.
   */
  run(args: string[]): Promise<Figure[] | void>;
}

/** A figure with a numeric target: `holds` is worked out from the comparison. */
export function figure(name: string, value: number | null, unit: string, target?: { below?: number; atMost?: number; atLeast?: number; above?: number }): Figure {
  if (!target) return { name, value: value === null ? null : round(value), unit, holds: null };
  const [op, limit, test] =
    target.below !== undefined
      ? ['<', target.below, (v: number) => v < target.below!]
      : target.atMost !== undefined
        ? ['<=', target.atMost, (v: number) => v <= target.atMost!]
        : target.atLeast !== undefined
          ? ['>=', target.atLeast, (v: number) => v >= target.atLeast!]
          : ['>', target.above!, (v: number) => v > target.above!];
  return { name, value: value === null ? null : round(value), unit, target: `${op} ${limit} ${unit}`.trim(), holds: value === null ? false : test(value) };
}

export function round(v: number): number {
  return Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 100) / 100;
}

/** Nearest-rank percentile of a list of numbers (p in 0..100). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function summarize(values: number[]): { n: number; p50: number; p95: number; p99: number; max: number } {
  return { n: values.length, p50: round(percentile(values, 50)), p95: round(percentile(values, 95)), p99: round(percentile(values, 99)), max: round(Math.max(...values)) };
}

/** Times an async call in milliseconds. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

export function machine() {
  return { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30) };
}

/** Writes bench/results/NAME.json: when and where it ran, its figures, and whatever details the module keeps. */
export async function saveResults(name: string, figures: Figure[], details: Record<string, unknown> = {}): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  await writeFile(file, JSON.stringify({ measuredAt: new Date().toISOString(), machine: machine(), figures, ...details }, null, 2) + '\n');
  return file;
}

export function formatValue(f: Figure): string {
  return f.value === null ? 'n/a' : `${f.value}${f.unit ? ` ${f.unit}` : ''}`;
}

export function formatFigures(module: string, figures: Figure[]): string {
  const width = Math.max(...figures.map((f) => f.name.length), 10);
  const lines = figures.map((f) => {
    const verdict = f.holds === null || f.holds === undefined ? '' : f.holds ? 'holds' : 'MISSES';
    return `  ${f.name.padEnd(width)}  ${formatValue(f).padStart(14)}  ${(f.target ?? '').padEnd(14)} ${verdict}`;
  });
  return [`${module}`, ...lines].join('\n');
}

/** bench/results/summary.md: every module's latest figures in one table (bench/README.md's table is copied from it). */
export async function writeSummary(): Promise<string> {
  const names = (await readdir(RESULTS_DIR)).filter((n) => n.endsWith('.json')).sort();
  const rows: string[] = ['| module | figure | value | target | holds |', '|---|---|---|---|---|'];
  for (const name of names) {
    const data = JSON.parse(await readFile(path.join(RESULTS_DIR, name), 'utf8')) as { figures?: Figure[]; measuredAt?: string };
    for (const f of data.figures ?? []) {
      const holds = f.holds === null || f.holds === undefined ? '' : f.holds ? 'yes' : '**no**';
      rows.push(`| ${name.replace(/\.json$/, '')} | ${f.name} | ${formatValue(f)} | ${f.target ?? ''} | ${holds} |`);
    }
  }
  const file = path.join(RESULTS_DIR, 'summary.md');
  await writeFile(file, `<!-- written by npm run bench from bench/results/*.json -->\n${rows.join('\n')}\n`);
  return file;
}
