import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, createUser } from '../../db/repositories';
import { createLocalStorage } from '../../storage/local-storage';
import { testDatabaseTargets, useTestDatabase } from '../../testing/test-databases';
import { sweepOrphanFiles } from './sweep-orphan-files';

const HOUR = 60 * 60_000;

describe.each(testDatabaseTargets())('sweepOrphanFiles on $name', (target) => {
  const database = useTestDatabase(target);
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vc-orphans-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('removes only old files that no document row points at', async () => {
    const storage = createLocalStorage({ root, secret: 's' });
    const user = await createUser(database.db, { walletAddress: '0x00000000000000000000000000000000000000aa' });
    const kept = 'unassigned/11111111-1111-4111-8111-111111111111-registration.pdf';
    const orphan = 'unassigned/22222222-2222-4222-8222-222222222222-receipt.jpg';
    const fresh = 'unassigned/33333333-3333-4333-8333-333333333333-in-flight.png';
    for (const key of [kept, orphan, fresh]) await storage.put(key, Buffer.from(key));
    await createDocument(database.db, user.id, {
      id: '11111111-1111-4111-8111-111111111111',
      type: 'registration',
      filename: 'x',
      originalName: 'registration.pdf',
      size: 10,
      storagePath: kept,
    });
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    for (const key of [kept, orphan]) await utimes(path.join(root, key), twoHoursAgo, twoHoursAgo);

    expect(await sweepOrphanFiles(database.db, storage)).toEqual([orphan]);
    expect(await storage.exists(kept)).toBe(true);
    expect(await storage.exists(orphan)).toBe(false);
    expect(await storage.exists(fresh)).toBe(true);
    expect(await sweepOrphanFiles(database.db, storage, { now: Date.now() + 2 * HOUR })).toEqual([fresh]);
  });
});
