import { EventEmitter } from 'node:events';

/**
 * Tells this instance's live bells that an owner has something new. Other instances' bells learn it from the
 * database on their next poll, so nothing depends on this alone.
 */
export function createNotificationBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(userId: string): void {
      emitter.emit(userId);
    },
    subscribe(userId: string, listener: () => void): () => void {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
  };
}
export type NotificationBus = ReturnType<typeof createNotificationBus>;
