export type DocumentReadErrorCode =
  | 'invalid_type'
  | 'type_mismatch'
  | 'empty'
  | 'too_large'
  | 'zip_bomb'
  | 'image_too_large'
  | 'too_many_pages'
  | 'unreadable'
  | 'timeout';

const DEFAULT_MESSAGES: Record<DocumentReadErrorCode, string> = {
  invalid_type: 'This file type is not supported. Please upload PDF, JPG, PNG, TXT, DOC, or DOCX files.',
  type_mismatch: "The file's content does not match its extension. Please upload the original file.",
  empty: 'The file is empty.',
  too_large: 'The file is too large to process.',
  zip_bomb: 'This file looks unsafe to open (it expands far beyond its size). Please upload a different file.',
  image_too_large: 'The image is too large (over 100 megapixels or 20000 pixels on a side). Please upload a smaller image.',
  too_many_pages: 'This PDF has more pages than a vehicle document. Please upload only the pages of the document itself.',
  unreadable: "We couldn't read this file. It may be damaged or password-protected.",
  timeout: 'Reading this file took too long. Please try a smaller or simpler file.',
};

/** A document could not be read; `userMessage` is safe to show to the user. */
export class DocumentReadError extends Error {
  readonly code: DocumentReadErrorCode;
  readonly userMessage: string;

  constructor(code: DocumentReadErrorCode, detail?: string, userMessage?: string, options?: { cause?: unknown }) {
    super(detail ? `${code}: ${detail}` : code, options);
    this.name = 'DocumentReadError';
    this.code = code;
    this.userMessage = userMessage ?? DEFAULT_MESSAGES[code];
  }
}

export function isDocumentReadError(error: unknown): error is DocumentReadError {
  return error instanceof DocumentReadError;
}
