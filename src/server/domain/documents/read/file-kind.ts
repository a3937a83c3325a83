export type FileKind = 'pdf' | 'jpg' | 'png' | 'txt' | 'doc' | 'docx';

export const FILE_KIND_MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const EXTENSION_KIND: Record<string, FileKind> = {
  '.pdf': 'pdf',
  '.jpg': 'jpg',
  '.jpeg': 'jpg',
  '.png': 'png',
  '.txt': 'txt',
  '.doc': 'doc',
  '.docx': 'docx',
};

/** Largest upload the reader accepts, in bytes. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
