import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SimStore } from './store';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function newStore() {
  const dir = await mkdtemp(path.join(tmpdir(), 'sim-store-'));
  dirs.push(dir);
  return new SimStore(dir);
}

const onDisk = async (store: SimStore) => JSON.parse(await readFile(store.file, 'utf8')) as { vinCredentials: Record<string, unknown> };

describe('SimStore', () => {
  it('writes a burst of changes once, soon after, and what is waiting on flush', async () => {
    const store = await newStore();
    store.save();
    for (let i = 0; i < 50; i++) {
      store.state.vinCredentials[String(i)] = { vin: `V${i}` } as never;
      store.saveSoon();
    }
    expect(Object.keys((await onDisk(store)).vinCredentials)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 400));
    expect(Object.keys((await onDisk(store)).vinCredentials)).toHaveLength(50);

    store.state.vinCredentials['50'] = { vin: 'V50' } as never;
    store.saveSoon();
    store.flush();
    expect((await onDisk(store)).vinCredentials['50']).toEqual({ vin: 'V50' });
    // a state read back from disk has every change
    expect(Object.keys(new SimStore(path.dirname(path.dirname(store.file))).state.vinCredentials)).toHaveLength(51);
  });
});
