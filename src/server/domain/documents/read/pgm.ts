/** Binary 8-bit grayscale PGM (P5): how pages travel between preparation, orientation and OCR. */

export function toPgm(pixels: Buffer, width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), pixels]);
}

/** Width and height of a binary 8-bit PGM, and where its pixels start. */
export function pgmHeader(pgm: Buffer): { width: number; height: number; offset: number } | null {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40));
  return header ? { width: Number(header[1]), height: Number(header[2]), offset: header[0].length } : null;
}

function requireHeader(pgm: Buffer): { width: number; height: number; offset: number } {
  const header = pgmHeader(pgm);
  if (!header) throw new Error('not an 8-bit binary PGM');
  return header;
}

/** A PGM turned half a turn: its pixels in reverse order under the same header. */
export function turnPgmHalf(pgm: Buffer): Buffer {
  const out = Buffer.from(pgm);
  out.subarray(requireHeader(pgm).offset).reverse();
  return out;
}

/** A PGM turned a quarter clockwise: its rows become its columns, the top row the rightmost column. */
export function turnPgmQuarter(pgm: Buffer): Buffer {
  const { width, height, offset } = requireHeader(pgm);
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    const row = offset + y * width;
    const column = height - 1 - y;
    for (let x = 0; x < width; x++) out[x * height + column] = pgm[row + x];
  }
  return toPgm(out, height, width);
}

/** The part of a PGM inside the region (pixel bounds, ends excluded), as a PGM of its own. */
export function cropPgm(pgm: Buffer, region: { x0: number; y0: number; x1: number; y1: number }): Buffer {
  const header = requireHeader(pgm);
  const [w, h] = [region.x1 - region.x0, region.y1 - region.y0];
  const out = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++) {
    const from = header.offset + (region.y0 + y) * header.width + region.x0;
    pgm.copy(out, y * w, from, from + w);
  }
  return toPgm(out, w, h);
}
