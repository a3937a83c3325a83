import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` warns (EBADENGINE) when a locked package needs a newer Node than the machine runs. The Node versions
 * package.json declares must all be accepted by every package in the lock file, so no supported Node sees a warning.
 */
const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }>;
};

/** npm skips (and never checks the engines of) a platform package built for another system, e.g. sharp's win32-ia32. */
const forThisPlatform = (allowed: string[] | undefined, actual: string) =>
  !allowed || allowed.some((entry) => (entry.startsWith('!') ? entry.slice(1) !== actual : entry === actual));

describe('declared Node versions', () => {
  it('are a valid range that the machine running the tests satisfies', () => {
    expect(semver.validRange(manifest.engines.node)).not.toBeNull();
    expect(semver.satisfies(process.versions.node, manifest.engines.node)).toBe(true);
  });

  it('are supported by every package in package-lock.json that npm installs on this platform', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && forThisPlatform(entry.os, process.platform) && forThisPlatform(entry.cpu, process.arch))
      .flatMap(([name, entry]) => {
        const wanted = !entry.engines || Array.isArray(entry.engines) ? undefined : entry.engines.node;
        if (!wanted || semver.subset(manifest.engines.node, wanted)) return [];
        return [`${name}@${entry.version} needs node ${wanted}`];
      });
    expect(refusing).toEqual([]);
  });
});
