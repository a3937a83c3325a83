import { UploadErrorSchema, UploadResponseSchema, type UploadedDocument } from '@shared/api/documents';

export type UploadResult = { ok: true; document: UploadedDocument } | { ok: false; status: number; title: string; message: string };

const FALLBACK_BY_STATUS: Record<number, { title: string; message: string }> = {
  401: { title: 'Processing Error', message: 'Authentication required. Please log in again.' },
  413: { title: 'File Too Large', message: 'File size exceeds 50MB limit. Please upload a smaller file.' },
  415: { title: 'Invalid File Type', message: 'File type is not supported. Please upload PDF, JPG, PNG, TXT, DOC, or DOCX files.' },
  429: { title: 'Too Many Uploads', message: 'Too many uploads at once. Please wait a moment and try again.' },
};

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** Reads the answer of POST /api/uploads: the created document, or the server's error title and message. */
export function parseUploadResponse(status: number, body: string, fileName: string): UploadResult {
  const json = parseJson(body);
  if (status >= 200 && status < 300) {
    const parsed = UploadResponseSchema.safeParse(json);
    if (parsed.success) return { ok: true, document: parsed.data.document };
    return { ok: false, status, title: 'Processing Error', message: `Failed to process ${fileName}.` };
  }
  const error = UploadErrorSchema.safeParse(json);
  if (error.success) return { ok: false, status, title: error.data.title, message: error.data.message };
  const fallback = FALLBACK_BY_STATUS[status];
  if (fallback) return { ok: false, status, ...fallback };
  if (status === 0) return { ok: false, status, title: 'Processing Error', message: `Could not reach the server to upload ${fileName}.` };
  return { ok: false, status, title: 'Processing Error', message: `Failed to process ${fileName}.` };
}
