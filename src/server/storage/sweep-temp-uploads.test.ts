import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepTempUploads } from './sweep-temp-uploads';

describe('sweepTempUploads', () => {
  it('removes only stale upload temp files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vc-tmp-'));
    try {
      await writeFile(path.join(dir, 'upload-old'), 'x');
      await writeFile(path.join(dir, 'upload-new'), 'x');
      await writeFile(path.join(dir, 'keep-me'), 'x');
      const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
      await utimes(path.join(dir, 'upload-old'), twoHoursAgo, twoHoursAgo);
      await utimes(path.join(dir, 'keep-me'), twoHoursAgo, twoHoursAgo);
      expect(await sweepTempUploads(dir)).toBe(1);
      expect((await readdir(dir)).sort()).toEqual(['keep-me', 'upload-new']);
      expect(await sweepTempUploads(path.join(dir, 'missing'))).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
