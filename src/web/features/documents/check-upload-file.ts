export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.txt', '.doc', '.docx'] as const;
/** The `accept` attribute of the file input. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

const ACCEPTED_MIME_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/jpg',
  'image/png',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
// Browsers report these when they don't know the type; the extension then decides (the server sniffs the bytes).
const UNKNOWN_MIME_TYPES = new Set(['', 'application/octet-stream']);

export type UploadCheck = { ok: true } | { ok: false; title: string; message: string };

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** The browser's quick check before uploading; the server checks the content again. */
export function checkUploadFile(file: { name: string; size: number; type: string }): UploadCheck {
  const extension = extensionOf(file.name);
  const mime = file.type.toLowerCase();
  const knownExtension = (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension);
  const mimeFits = UNKNOWN_MIME_TYPES.has(mime) || ACCEPTED_MIME_TYPES.has(mime);
  if (!knownExtension || !mimeFits) {
    const shown = mime || extension || 'unknown';
    return {
      ok: false,
      title: 'Invalid File Type',
      message: `File type ${shown} is not supported. Please upload PDF, JPG, PNG, TXT, DOC, or DOCX files.`,
    };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { ok: false, title: 'File Too Large', message: 'File size exceeds 50MB limit. Please upload a smaller file.' };
  }
  return { ok: true };
}
