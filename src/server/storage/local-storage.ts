import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SIGNED_URL_TTL_SECONDS, checkStorageKey, type FileStorage } from './file-storage';

export function createLocalStorage(opts: { root: string; secret: string; urlPrefix?: string; now?: () => number }): FileStorage {
  const root = path.resolve(opts.root);
  const urlPrefix = opts.urlPrefix ?? '/api/files';
  const now = opts.now ?? Date.now;

  const resolveKey = (key: string): string => {
    const full = path.resolve(root, checkStorageKey(key));
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  const sign = (key: string, exp: number) => createHmac('sha256', opts.secret).update(`${key}\n${exp}`).digest('base64url');

  return {
    async put(key, body) {
      const full = resolveKey(key);
      await mkdir(path.dirname(full), { recursive: true });
      const out = createWriteStream(full, { flags: 'wx' });
      let size = 0;
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      source.on('data', (chunk: Buffer) => (size += chunk.length));
      try {
        await pipeline(source, out);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await unlink(full).catch(() => {});
        throw err;
      }
      return { size };
    },
    read: (key) => createReadStream(resolveKey(key)),
    withLocalPath: (key, use) => use(resolveKey(key)),
    async delete(key) {
      await unlink(resolveKey(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
    async exists(key) {
      return access(resolveKey(key)).then(
        () => true,
        () => false,
      );
    },
    async *list() {
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders.filter((entry) => entry.isDirectory())) {
        const names = await readdir(path.join(root, folder.name)).catch(() => []);
        for (const name of names) {
          const key = `${folder.name}/${name}`;
          try {
            checkStorageKey(key);
          } catch {
            continue;
          }
          const info = await stat(path.join(root, key)).catch(() => null);
          if (info?.isFile()) yield { key, modifiedAt: info.mtimeMs };
        }
      }
    },
    async signedUrl(key, { ttlSeconds = SIGNED_URL_TTL_SECONDS, download = false } = {}) {
      resolveKey(key);
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      const q = new URLSearchParams({ key, exp: String(exp), sig: sign(key, exp) });
      return `${urlPrefix}?${q}${download ? '&download=1' : ''}`;
    },
    verifySignedUrl({ key, exp, sig }) {
      if (!key || !exp || !sig || !/^\d+$/.test(exp)) return null;
      if (Number(exp) < Math.floor(now() / 1000)) return null;
      const expected = Buffer.from(sign(key, Number(exp)));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        resolveKey(key);
      } catch {
        return null;
      }
      return key;
    },
  };
}
