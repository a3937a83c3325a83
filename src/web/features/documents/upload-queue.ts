import type { DocumentProgress, UploadedDocument } from '@shared/api/documents';

export type UploadPhase = 'uploading' | 'processing' | 'completed' | 'error';

/** One file the owner dropped or chose, from the first byte sent until its processing ends. */
export interface UploadEntry {
  key: string;
  fileName: string;
  size: number;
  phase: UploadPhase;
  /** Share of the file sent, 0..100. */
  uploadPercent: number;
  documentId: string | null;
  /** Processing progress reported by the server, 0..100. */
  progress: number;
  step: string | null;
  etaSeconds: number | null;
  error: string | null;
}

export type UploadQueueAction =
  | { type: 'added'; key: string; fileName: string; size: number }
  | { type: 'upload-progress'; key: string; percent: number }
  | { type: 'uploaded'; key: string; document: UploadedDocument }
  | { type: 'progress'; event: DocumentProgress }
  | { type: 'failed'; key: string; error: string }
  | { type: 'dismissed'; key: string };

const clampPercent = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

export function reduceUploadQueue(entries: UploadEntry[], action: UploadQueueAction): UploadEntry[] {
  switch (action.type) {
    case 'added':
      return [
        ...entries,
        {
          key: action.key,
          fileName: action.fileName,
          size: action.size,
          phase: 'uploading',
          uploadPercent: 0,
          documentId: null,
          progress: 0,
          step: 'Uploading file...',
          etaSeconds: null,
          error: null,
        },
      ];
    case 'upload-progress':
      return update(entries, (e) => e.key === action.key && e.phase === 'uploading', (e) => ({
        ...e,
        uploadPercent: Math.max(e.uploadPercent, clampPercent(action.percent)),
      }));
    case 'uploaded': {
      const doc = action.document;
      return update(entries, (e) => e.key === action.key, (e) => ({
        ...e,
        phase: doc.status === 'uploading' ? 'processing' : doc.status,
        uploadPercent: 100,
        documentId: doc.id,
        progress: clampPercent(doc.progress),
        step: doc.step ?? e.step,
        error: doc.error,
      }));
    }
    case 'progress': {
      const event = action.event;
      return update(entries, (e) => e.documentId === event.documentId && e.phase === 'processing', (e) => ({
        ...e,
        phase: event.status === 'uploading' ? 'processing' : event.status,
        progress: event.status === 'completed' ? 100 : Math.max(e.progress, clampPercent(event.progress)),
        step: event.step || e.step,
        etaSeconds: event.status === 'processing' ? event.etaSeconds : null,
        error: event.error,
      }));
    }
    case 'failed':
      return update(entries, (e) => e.key === action.key, (e) => ({ ...e, phase: 'error', error: action.error, etaSeconds: null }));
    case 'dismissed':
      return entries.filter((e) => e.key !== action.key);
  }
}

function update(entries: UploadEntry[], match: (e: UploadEntry) => boolean, change: (e: UploadEntry) => UploadEntry): UploadEntry[] {
  return entries.map((e) => (match(e) ? change(e) : e));
}

/** Files still being sent or read: the second progress card counts these. */
export function countActiveUploads(entries: UploadEntry[]): number {
  return entries.filter((e) => e.phase === 'uploading' || e.phase === 'processing').length;
}

/** The percentage the processing card shows: bytes sent while uploading, then the server's progress. */
export function displayPercent(entry: UploadEntry): number {
  return entry.phase === 'uploading' ? entry.uploadPercent : entry.progress;
}
