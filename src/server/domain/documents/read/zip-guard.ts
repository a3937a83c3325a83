import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { DocumentReadError } from './document-read-error';

export interface ZipLimits {
  maxEntries: number;
  /** Largest declared uncompressed size of one entry. */
  maxEntryBytes: number;
  /** Largest declared uncompressed size of all entries together. */
  maxTotalBytes: number;
  /** Largest uncompressed/compressed ratio, checked on entries above `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
  /** Cap on bytes actually inflated while checking the entries a parser will read. */
  maxInflatedBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxEntryBytes: 200 * 1024 * 1024,
  maxTotalBytes: 400 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  maxInflatedBytes: 200 * 1024 * 1024,
};

export interface ZipSummary {
  entryNames: string[];
  inflatedBytes: number;
}

function refuse(detail: string): never {
  throw new DocumentReadError('zip_bomb', detail);
}

function isUnsafeName(name: string): boolean {
  return (
    name.includes('\0') ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').some((part) => part === '..')
  );
}

function openZip(zipPath: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      zipPath,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    );
  });
}

function readEntries(zip: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let declaredTotal = 0;
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      try {
        if (entries.length >= limits.maxEntries) refuse(`more than ${limits.maxEntries} entries`);
        if (isUnsafeName(entry.fileName)) refuse(`unsafe entry name ${JSON.stringify(entry.fileName)}`);
        if (entry.uncompressedSize > limits.maxEntryBytes) refuse(`${entry.fileName} declares ${entry.uncompressedSize} bytes`);
        declaredTotal += entry.uncompressedSize;
        if (declaredTotal > limits.maxTotalBytes) refuse(`entries declare more than ${limits.maxTotalBytes} bytes`);
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio) {
          refuse(`${entry.fileName} compression ratio ${ratio.toFixed(0)}`);
        }
        entries.push(entry);
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.readEntry();
  });
}

function inflateEntry(zip: ZipFile, entry: Entry, budget: { remaining: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        budget.remaining -= chunk.length;
        if (budget.remaining < 0) {
          stream.destroy();
          reject(new DocumentReadError('zip_bomb', `${entry.fileName} inflates past the byte cap`));
        }
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(bytes));
    });
  });
}

function toGuardError(error: unknown): DocumentReadError {
  if (error instanceof DocumentReadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // yauzl reports a lying size header or an invalid path this way; both are hostile.
  if (/too many bytes|too few bytes|invalid relative path|absolute path|invalid characters|compressed size/i.test(message)) {
    return new DocumentReadError('zip_bomb', message, undefined, { cause: error });
  }
  return new DocumentReadError('unreadable', `zip: ${message}`, undefined, { cause: error });
}

/**
 * Checks a zip before any parser touches it: entry count, declared sizes, compression ratio and names,
 * then inflates the entries `shouldInflate` selects with a byte cap (catching entries that lie about their size).
 */
export async function checkZipSafety(
  zipPath: string,
  shouldInflate: (name: string) => boolean,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<ZipSummary> {
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(zipPath);
    const entries = await readEntries(zip, limits);
    const budget = { remaining: limits.maxInflatedBytes };
    for (const entry of entries) {
      if (entry.fileName.endsWith('/') || !shouldInflate(entry.fileName)) continue;
      await inflateEntry(zip, entry, budget);
    }
    return { entryNames: entries.map((entry) => entry.fileName), inflatedBytes: limits.maxInflatedBytes - budget.remaining };
  } catch (error) {
    throw toGuardError(error);
  } finally {
    zip?.close();
  }
}
