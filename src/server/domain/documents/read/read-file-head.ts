import { open } from 'node:fs/promises';

/** How much of a file sniffFile looks at: magic bytes, and enough text to judge its encoding. */
export const SNIFF_HEAD_BYTES = 64 * 1024;

/** The first bytes of a file (enough for sniffFile), without reading the rest. */
export async function readFileHead(filePath: string, bytes = SNIFF_HEAD_BYTES): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
