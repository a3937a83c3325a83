import { EventEmitter } from 'node:events';
import type { DocumentProgress } from '../../shared/api/documents';

/** In-process fan-out of document progress to live subscribers (other instances are reached through the database). */
export function createProgressBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(progress: DocumentProgress) {
      emitter.emit(progress.documentId, progress);
    },
    subscribe(documentId: string, listener: (p: DocumentProgress) => void): () => void {
      emitter.on(documentId, listener);
      return () => emitter.off(documentId, listener);
    },
  };
}
export type ProgressBus = ReturnType<typeof createProgressBus>;
