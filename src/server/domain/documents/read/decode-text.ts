const BOM = '\uFEFF';

/** True when the bytes look like plain text: no NUL, few control characters. */
export function isPlainTextBytes(bytes: Uint8Array): boolean {
  let controls = 0;
  for (const byte of bytes) {
    if (byte === 0) return false;
    const isWhitespace = byte === 9 || byte === 10 || byte === 12 || byte === 13;
    if ((byte < 32 && !isWhitespace) || byte === 127) controls++;
  }
  return controls <= Math.max(2, bytes.length / 100);
}

/**
 * Whether the bytes read as text: plain (no NUL, few control characters) and either valid UTF-8 or Latin-1 without
 * the C1 control range (0x80-0x9F), which real Latin-1 text never uses and binary is full of.
 */
export function decodesAsText(bytes: Uint8Array): boolean {
  if (!isPlainTextBytes(bytes)) return false;
  if (isValidUtf8(bytes, true)) return true;
  let c1 = 0;
  for (const byte of bytes) if (byte >= 0x80 && byte <= 0x9f) c1++;
  return c1 <= Math.max(2, bytes.length / 100);
}

/** Whether `bytes` is valid UTF-8; `partial` tolerates a sequence cut at the end. */
export function isValidUtf8(bytes: Uint8Array, partial = false): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: partial });
    return true;
  } catch {
    return false;
  }
}

/**
 * Decodes text as UTF-8, or Latin-1 when it is not valid UTF-8; drops a BOM; normalises line ends. `partial`: the
 * bytes are the head of a longer file, so a UTF-8 sequence cut at the end is dropped rather than taken for Latin-1.
 */
export function decodeText(bytes: Uint8Array, { partial = false } = {}): string {
  const text = isValidUtf8(bytes, partial) ? new TextDecoder('utf-8').decode(bytes, { stream: partial }) : new TextDecoder('latin1').decode(bytes);
  const withoutBom = text.startsWith(BOM) ? text.slice(1) : text;
  return withoutBom.replace(/\r\n?/g, '\n');
}
