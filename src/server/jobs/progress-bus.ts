import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { DocumentProgress } from '../../shared/api/documents';
import type { Database } from '../db/connection';
import type { Logger } from '../logger';

const CHANNEL = 'document_progress';

export interface ProgressBus {
  publish(progress: DocumentProgress): Promise<void>;
  subscribe(documentId: string, listener: (p: DocumentProgress) => void): () => void;
  close(): Promise<void>;
}

/**
 * Fan-out of document progress to live subscribers on every app instance: a step is published with Postgres
 * NOTIFY and each instance LISTENs, so a browser connected to one instance follows a document another instance
 * processes as it happens. Without a database (unit tests) it stays in this process. Watchers also re-read the row
 * now and then (watchDocumentProgress), so a notification lost to a dropped connection only delays a step.
 */
export async function createProgressBus(opts: { database?: Pick<Database, 'db' | 'listen'>; logger?: Logger } = {}): Promise<ProgressBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (progress: DocumentProgress) => emitter.emit(progress.documentId, progress);
  const { database, logger } = opts;
  const stopListening = database
    ? await database.listen(CHANNEL, (payload) => {
        try {
          deliver(JSON.parse(payload) as DocumentProgress);
        } catch (err) {
          logger?.warn({ err }, 'unreadable document progress notification');
        }
      })
    : null;
  return {
    async publish(progress) {
      if (!database) return void deliver(progress);
      // A NOTIFY payload is at most 8000 bytes; a long error message is cut (the row keeps all of it).
      const payload = JSON.stringify({ ...progress, error: progress.error?.slice(0, 2000) ?? null });
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`).catch((err) => {
        logger?.warn({ err, documentId: progress.documentId }, 'document progress could not be announced; watchers will read it from the row');
      });
    },
    subscribe(documentId, listener) {
      emitter.on(documentId, listener);
      return () => emitter.off(documentId, listener);
    },
    close: async () => {
      await stopListening?.();
    },
  };
}
