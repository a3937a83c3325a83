/**
 * Everything that reads a document's file: the checks an upload passes, OCR and image work (sharp), the PDF and Word
 * readers, the parser and its date library. About 40 MB resident, so it is loaded with the first upload or document
 * job (load-reading.ts), not at start-up.
 */
export { extractDocument } from './extract-document';
export { canPreview, renderThumbnail, thumbnailKeyFor } from './thumbnail';
export { checkFileSafety, closePdfWorkers, readFileHead, shutdownOcr, sniffFile } from './read';
export { warmUpParser } from './parse';
