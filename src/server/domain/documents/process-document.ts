import type { DocumentProgress } from '../../../shared/api/documents';
import type { Db } from '../../db/connection';
import { findDocument, findUserById, updateDocument } from '../../db/repositories';
import type { DocumentRow, Job } from '../../db/schema';
import type { EtaEstimator } from '../../jobs/eta';
import type { ProgressBus } from '../../jobs/progress-bus';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../storage/file-storage';
import type { ExtractStep, LlmExtractor } from './extract-document';
import { loadReading } from './load-reading';
import { DocumentReadError, isDocumentReadError } from './read/document-read-error';
import { resolveDocumentVehicle, saveDocumentFacts } from './save-document';

export const PROCESS_DOCUMENT_JOB = 'process_document';

/**
 * SPEC's upload progress steps (percent: message), each reported when its work starts. SPEC names the step at 50
 * "analyzing with AI" and gives no other wording, so it keeps that text even when no AI reader is configured.
 */
export const PROGRESS_STEPS = {
  validating: [5, 'Validating file...'],
  initializing: [10, 'Initializing processor...'],
  extracting: [20, 'Extracting text...'],
  reading: [25, 'Reading with the chosen method...'],
  analyzing: [50, 'Analyzing with AI...'],
  vin: [60, 'Extracting VIN and vehicle info...'],
  matching: [70, 'Matching vehicle by VIN...'],
  preparing: [80, 'Preparing to save...'],
  saving: [90, 'Saving to database...'],
  done: [100, 'Done'],
} as const satisfies Record<string, readonly [number, string]>;
export type ProgressStepName = keyof typeof PROGRESS_STEPS;

const EXTRACT_STEP: Record<ExtractStep, ProgressStepName> = {
  sniffing: 'validating',
  checking: 'initializing',
  extracting_text: 'extracting',
  reading: 'reading',
  analyzing: 'analyzing',
  vehicle: 'vin',
};

export interface ProcessDeps {
  db: Db;
  storage: FileStorage;
  logger: Logger;
  bus: ProgressBus;
  eta: EtaEstimator;
  llm?: LlmExtractor;
  /** The most one document's reading may take (DOCUMENT_TIMEOUT_SECONDS); past it the document ends in error. */
  timeoutMs?: number;
}

export const DEFAULT_DOCUMENT_TIMEOUT_MS = 120_000;

/**
 * Runs `work` with a signal that aborts after `ms`, and ends at the deadline even if a step ignores the signal (an
 * OCR pass already running finishes in the background, bounded by its own timeout): a timeout DocumentReadError.
 */
async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DocumentReadError('timeout', `document processing ran past ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const running = work(controller.signal);
  running.catch(() => {});
  try {
    return await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export function toProgress(doc: Pick<DocumentRow, 'id' | 'status' | 'progress' | 'step' | 'error'>, etaSeconds: number | null): DocumentProgress {
  return {
    documentId: doc.id,
    status: doc.status as DocumentProgress['status'],
    progress: doc.progress,
    step: doc.step ?? '',
    etaSeconds: doc.status === 'processing' ? etaSeconds : null,
    error: doc.error,
  };
}

/**
 * Draws the first page's preview and keeps it beside the file; a document whose preview cannot be drawn is still
 * read and saved (the list then shows its kind's icon).
 */
async function storeThumbnail(deps: ProcessDeps, doc: DocumentRow, filePath: string, signal: AbortSignal): Promise<void> {
  const { canPreview, renderThumbnail, thumbnailKeyFor } = await loadReading();
  if (!doc.mimeType || !canPreview(doc.mimeType)) return;
  try {
    const jpeg = await renderThumbnail(filePath, doc.mimeType, signal);
    if (!jpeg) return;
    const key = thumbnailKeyFor(doc.storagePath);
    await deps.storage.delete(key); // a retried job draws it again
    await deps.storage.put(key, jpeg);
    await updateDocument(deps.db, doc.userId, doc.id, { thumbnailPath: key });
  } catch (err) {
    if (signal.aborted) throw err;
    deps.logger.warn({ err, documentId: doc.id }, 'document preview could not be drawn');
  }
}

/** The job: read the stored file, extract its facts, match the vehicle, save, plan alerts; progress after each step. */
export async function processDocumentJob(deps: ProcessDeps, job: Job, { isFinalAttempt }: { isFinalAttempt: boolean }): Promise<void> {
  const { documentId, userId } = job.payload as { documentId: string; userId: string };
  const user = await findUserById(deps.db, userId);
  const doc = user ? await findDocument(deps.db, userId, documentId) : null;
  if (!user || !doc) return; // deleted meanwhile: nothing to do
  if (doc.status === 'completed') return;

  const kind = doc.originalName.split('.').pop()?.toLowerCase() ?? '*';
  const marks: { progress: number; at: number }[] = [];
  let lastProgress = -1;
  const publish = async (step: ProgressStepName) => {
    const [progress, message] = PROGRESS_STEPS[step];
    if (progress <= lastProgress) return;
    lastProgress = progress;
    marks.push({ progress, at: Date.now() });
    const row = await updateDocument(deps.db, userId, documentId, { status: progress === 100 ? 'completed' : 'processing', progress, step: message, error: null });
    if (row) await deps.bus.publish(toProgress(row, deps.eta.estimate(kind, progress)));
  };
  // Steps are written one after another, so the browser sees them in the order the work started.
  let reported = Promise.resolve();
  const report = (step: ProgressStepName) => (reported = reported.then(() => publish(step)));

  try {
    await report('validating');
    const { data, llmError } = await withDeadline(deps.timeoutMs ?? DEFAULT_DOCUMENT_TIMEOUT_MS, (signal) =>
      deps.storage.withLocalPath(doc.storagePath, async (path) => {
        const { extractDocument } = await loadReading();
        const extracted = await extractDocument(path, doc.originalName, {
          llm: deps.llm,
          signal,
          onStep: (step) => void report(EXTRACT_STEP[step]).catch(() => {}),
        });
        // while the file is at hand (a remote store's copy is removed after)
        await storeThumbnail(deps, doc, path, signal);
        return extracted;
      }),
    );
    // processedData has no field for how it was read, so the log is where a failed AI reading shows.
    if (llmError) deps.logger.warn({ documentId, llmError }, 'AI document reader failed; the local reading was used');
    await reported;
    await report('matching');
    const { vehicle, matchType } = await resolveDocumentVehicle(deps, user, doc, data);
    await report('preparing');
    await report('saving');
    await saveDocumentFacts(deps, user, doc, data, vehicle, matchType);
    await report('done');
    deps.eta.learn(kind, marks, Date.now());
  } catch (err) {
    await reported.catch(() => {}); // a step still being written must not land after the error
    const readable = isDocumentReadError(err);
    deps.logger.warn({ err, documentId }, 'document processing failed');
    if (readable || isFinalAttempt) {
      const message = readable ? err.userMessage : `Failed to process ${doc.originalName}.`;
      const row = await updateDocument(deps.db, userId, documentId, { status: 'error', error: message, step: message });
      if (row) await deps.bus.publish(toProgress(row, null));
      return; // a file that cannot be read will not be read by a retry either
    }
    throw err;
  }
}
