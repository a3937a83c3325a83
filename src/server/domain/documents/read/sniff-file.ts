import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { DocumentReadError } from './document-read-error';
import { decodesAsText, isPlainTextBytes, isValidUtf8 } from './decode-text';
import { EXTENSION_KIND, FILE_KIND_MIME, type FileKind } from './file-kind';

export interface SniffedFile {
  kind: FileKind;
  mime: string;
}

/** What file-type reports for content each kind may hold. */
const DETECTED_KIND: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/x-cfb': 'doc',
};

function buildUnsupportedMessage(type: string): string {
  return `File type ${type} is not supported. Please upload PDF, JPG, PNG, TXT, DOC, or DOCX files.`;
}

/** SPEC's "Invalid File Type" message, naming what the content really is and the extension it came under. */
function throwMismatch(extension: string, detected: string): never {
  throw new DocumentReadError(
    'type_mismatch',
    `content ${detected} does not match extension ${extension}`,
    buildUnsupportedMessage(`${detected} in a ${extension} file`),
  );
}

/**
 * Decides the kind of an upload from its first bytes (4100+ or the whole file) and its name.
 * Content and extension must both be allowed and agree.
 */
export async function sniffFile(head: Buffer, fileName: string): Promise<SniffedFile> {
  const extension = path.extname(fileName).toLowerCase();
  const extensionKind = EXTENSION_KIND[extension] as FileKind | undefined;
  if (head.length === 0) throw new DocumentReadError('empty', fileName);

  const detected = await fileTypeFromBuffer(head);
  if (!extensionKind) {
    const type = detected?.mime ?? (extension || 'without an extension');
    throw new DocumentReadError('invalid_type', `${fileName}: ${type}`, buildUnsupportedMessage(type));
  }

  if (extensionKind === 'txt') {
    // Text that happens to start like another format's signature ("FORM REG 343 ..." is an AIFF header to file-type)
    // is still text: what decodes as text is read as text.
    if (decodesAsText(head)) return { kind: 'txt', mime: isValidUtf8(head, true) ? 'text/plain; charset=utf-8' : 'text/plain; charset=latin1' };
    throwMismatch(extension, detected?.mime ?? 'application/octet-stream');
  }

  if (!detected) {
    throwMismatch(extension, isPlainTextBytes(head) ? 'text/plain' : 'application/octet-stream');
  }
  // A DOCX whose first entries are not the Word parts is reported as a plain zip; the zip guard checks it further.
  const contentKind = detected.mime === 'application/zip' && extensionKind === 'docx' ? 'docx' : DETECTED_KIND[detected.mime];
  if (contentKind !== extensionKind) throwMismatch(extension, detected.mime);
  return { kind: contentKind, mime: FILE_KIND_MIME[contentKind] };
}
