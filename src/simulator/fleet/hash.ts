/** Deterministic pseudo-randomness: every value is a pure function of its key parts. */

function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a over one more key part (the separator first unless it is the first part). */
function absorb(h: number, part: string | number, first: boolean): number {
  if (!first) h = Math.imul(h ^ 0x1f, 0x01000193);
  const text = typeof part === 'string' ? part : String(part);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** A 32-bit hash of the joined key parts (FNV-1a followed by a murmur finaliser). */
export function hashParts(...parts: (string | number)[]): number {
  let h = FNV_OFFSET;
  for (let p = 0; p < parts.length; p++) h = absorb(h, parts[p], p === 0);
  return mix32(h);
}

/**
 * The hashes of keys that start with the same parts, without hashing those parts again: `keyed(...prefix).unit(...rest)`
 * equals `unitFrom(...prefix, ...rest)` and `.noise(x)` equals `smoothNoise(x, ...prefix)`. For a model's hot paths.
 */
export function keyed(...prefix: (string | number)[]) {
  let state = FNV_OFFSET;
  for (let p = 0; p < prefix.length; p++) state = absorb(state, prefix[p], p === 0);
  const empty = prefix.length === 0;
  const unit = (...rest: (string | number)[]): number => {
    let h = state;
    for (let p = 0; p < rest.length; p++) h = absorb(h, rest[p], empty && p === 0);
    return mix32(h) / 4294967296;
  };
  // Noise read at rising x (a drive minute by minute) hashes each integer step once.
  let step = NaN;
  let below = 0;
  let above = 0;
  return {
    unit,
    noise(x: number): number {
      const i = Math.floor(x);
      const f = x - i;
      if (i !== step) {
        below = i === step + 1 ? above : unit(i) * 2 - 1;
        above = unit(i + 1) * 2 - 1;
        step = i;
      }
      const a = below;
      const b = above;
      const s = f * f * (3 - 2 * f);
      return a + (b - a) * s;
    },
  };
}

export type Keyed = ReturnType<typeof keyed>;

/** A number in [0, 1) derived from the key parts. */
export function unitFrom(...parts: (string | number)[]): number {
  return hashParts(...parts) / 4294967296;
}

/** A number in [min, max) derived from the key parts. */
export function rangeFrom(min: number, max: number, ...parts: (string | number)[]): number {
  return min + (max - min) * unitFrom(...parts);
}

/** An integer in [0, n) derived from the key parts. */
export function indexFrom(n: number, ...parts: (string | number)[]): number {
  return Math.floor(unitFrom(...parts) * n);
}

/** Smooth noise in [-1, 1]: linear interpolation between hashed values at integer steps of x. */
export function smoothNoise(x: number, ...parts: (string | number)[]): number {
  const i = Math.floor(x);
  const f = x - i;
  const a = unitFrom(...parts, i) * 2 - 1;
  const b = unitFrom(...parts, i + 1) * 2 - 1;
  const s = f * f * (3 - 2 * f);
  return a + (b - a) * s;
}
