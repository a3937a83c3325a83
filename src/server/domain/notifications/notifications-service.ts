import { createHash, randomBytes } from 'node:crypto';
import type {
  NotificationFeed,
  NotificationKind,
  NotificationSettingsView,
  NotificationView,
  Severity,
  UpdateNotificationSettingsInput,
  WebhookFormat,
  WebhookPayload,
} from '../../../shared/api/notifications';
import type { Db } from '../../db/connection';
import {
  countUnreadNotifications,
  enqueueJobs,
  findNotificationById,
  findNotificationByKey,
  findUserIdByCalendarTokenHash,
  findVehicleById,
  getNotificationSettings,
  insertNewNotifications,
  listExistingNotificationKeys,
  listNotifications,
  listNotificationSettings,
  markNotificationsRead,
  markReminderNotificationsRead,
  readNotificationMark,
  setDeliveryStatus,
  takeRateLimitSlot,
  updateNotificationSettings,
  type DeliveryChannel,
  type InsertedNotification,
  type NewNotification,
} from '../../db/repositories';
import type { Notification, NotificationSettings, User } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Logger } from '../../logger';
import { takeSecretCreationSlot } from '../secret-creation-limit';
import { composeEmail, type EmailChannel } from './email-channel';
import type { NotificationBus } from './notification-bus';
import { findWebhookProblem, postWebhook, WebhookRefused, type WebhookPolicy } from './webhook-channel';
import { WEBHOOK_FORMAT_NAMES } from './webhook-formats';

export const EMAIL_JOB = 'notification.email';
export const WEBHOOK_JOB = 'notification.webhook';
const EMAIL_ATTEMPTS = 5;
const WEBHOOK_ATTEMPTS = 6;
/** Test notifications an owner may send per hour (each is a request to a URL the owner typed). */
export const WEBHOOK_TESTS_PER_HOUR = 20;
/** The owner's sentence when the operator has not set up email. */
export const EMAIL_UNAVAILABLE = 'Email notifications are not available on this server. The bell, a webhook and the calendar link still work.';
/** How often a live bell looks at the database for notifications made by another app instance. */
const LIVE_POLL_MS = 3000;

/**
 * One notification to send. This is the whole contract for other domains (reminders, real-time vehicle alerts):
 * call `services.notifications.notify(userId, input)`; the bell, email and webhook follow, each at most once.
 */
export interface NotifyInput {
  /** Unique for the event, e.g. "vehicle-alert:<vehicleId>:<rule>:<window>": a second notify with the same key does nothing, on any app instance. */
  key: string;
  kind: NotificationKind;
  /** Short: "Low 12 V battery on 2021 Honda Accord". Also the email subject. */
  title: string;
  /** What, which car, and when or how far: the email's and webhook's text. */
  body: string;
  /** The owner's vehicle it is about; checked to be the owner's. */
  vehicleId?: string | null;
  reminderId?: string | null;
  severity?: Severity;
  /** Path inside the app to open ("/reminders", "/dashboard"). */
  link?: string;
}

export interface NotificationsDeps {
  db: Db;
  logger: Logger;
  bus: NotificationBus;
  email: EmailChannel | null;
  webhook: WebhookPolicy;
  /** The app's public origin, for links in emails, webhooks and the calendar feed URL. */
  appUrl: () => string;
  /** Wakes the job worker after delivery jobs were queued. */
  poke: () => void;
}

function isMuted(settings: NotificationSettings, kind: string): boolean {
  return settings.mutedKinds.includes(kind);
}

export function toNotificationView(n: Notification): NotificationView {
  return {
    id: n.id,
    kind: n.kind as NotificationKind,
    severity: n.severity as Severity,
    title: n.title,
    body: n.body,
    link: n.link,
    vehicleId: n.vehicleId,
    reminderId: n.reminderId,
    createdAt: n.createdAt.toISOString(),
    read: n.readAt !== null,
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Why a webhook call failed, in the owner's words, naming the receiving app. */
export function describeWebhookFailure(err: unknown, format: WebhookFormat): string {
  const name = WEBHOOK_FORMAT_NAMES[format];
  if (err instanceof WebhookRefused) return err.message;
  const e = err as NodeJS.ErrnoException;
  const status = /HTTP (\d{3})/.exec(e?.message ?? '')?.[1];
  if (status === '401' || status === '403') return `${name} answered HTTP ${status}: the URL's token or key was not accepted.`;
  if (status === '404') return `${name} answered HTTP 404: nothing is listening at that path; check the URL.`;
  if (status) return `${name} answered HTTP ${status}.`;
  if (e?.code === 'ECONNREFUSED') return `${name} refused the connection: is it running at that address and port?`;
  if (e?.code === 'ENOTFOUND' || e?.code === 'EAI_AGAIN') return `The host in the URL could not be found.`;
  if (e?.code === 'EPRIVATE') return 'The webhook URL may not point at a private or loopback address.';
  if (/did not answer/.test(e?.message ?? '')) return `${name} did not answer within 10 seconds.`;
  return `${name} could not be reached (${e?.code ?? e?.message ?? 'unknown error'}).`;
}

export function createNotificationsService(deps: NotificationsDeps) {
  const { db } = deps;

  /**
   * Records new notifications (a key seen before is skipped, and so is a vehicle that is not the owner's) and queues
   * their email and webhook deliveries in the same transaction, so a notification is never lost between the two nor
   * sent twice. Returns the new ones.
   */
  async function notifyMany(items: (NotifyInput & { userId: string })[]): Promise<InsertedNotification[]> {
    // A batch (a day's reminders, mostly told before) drops the keys seen before first; one item goes straight to
    // the insert, whose conflict on the key does the same.
    const known = items.length > 1 ? await listExistingNotificationKeys(db, items.map((i) => i.key.slice(0, 500))) : new Set<string>();
    const fresh = items.filter((i) => !known.has(i.key.slice(0, 500)));
    if (fresh.length === 0) return [];
    const settings = await listNotificationSettings(db, [...new Set(fresh.map((i) => i.userId))]);
    const rows: NewNotification[] = fresh.map((i) => {
      const s = settings.get(i.userId)!;
      const muted = isMuted(s, i.kind);
      return {
        userId: i.userId,
        key: i.key.slice(0, 500),
        kind: i.kind,
        title: i.title.slice(0, 300),
        body: i.body.slice(0, 2000),
        vehicleId: i.vehicleId ?? null,
        reminderId: i.reminderId ?? null,
        severity: i.severity ?? 'info',
        link: i.link ?? '/reminders',
        emailStatus: deps.email && s.emailEnabled && s.email && !muted ? 'pending' : 'none',
        webhookStatus: s.webhookUrl && !muted ? 'pending' : 'none',
      };
    });
    const queues = rows.some((r) => r.emailStatus === 'pending' || r.webhookStatus === 'pending');
    // with no delivery to queue, the insert alone is the whole write
    const created = queues ? await db.transaction((tx) => insertAndQueue(tx, rows)) : await insertNewNotifications(db, rows);
    for (const userId of new Set(created.map((n) => n.userId))) deps.bus.publish(userId);
    if (created.some((n) => n.emailStatus === 'pending' || n.webhookStatus === 'pending')) deps.poke();
    return created;
  }

  async function insertAndQueue(tx: Db, rows: NewNotification[]): Promise<InsertedNotification[]> {
    const inserted = await insertNewNotifications(tx, rows);
    await enqueueJobs(tx, [
      ...inserted.filter((n) => n.emailStatus === 'pending').map((n) => ({ kind: EMAIL_JOB, payload: { notificationId: n.id }, maxAttempts: EMAIL_ATTEMPTS })),
      ...inserted.filter((n) => n.webhookStatus === 'pending').map((n) => ({ kind: WEBHOOK_JOB, payload: { notificationId: n.id }, maxAttempts: WEBHOOK_ATTEMPTS })),
    ]);
    return inserted;
  }

  /** Notifies one owner (see NotifyInput). `created` is false when this key was notified before. */
  async function notify(userId: string, input: NotifyInput): Promise<{ id: string; created: boolean }> {
    const [created] = await notifyMany([{ ...input, userId }]);
    if (created) return { id: created.id, created: true };
    if (input.vehicleId && !(await findVehicleById(db, userId, input.vehicleId))) throw notFound('Vehicle');
    const existing = await findNotificationByKey(db, input.key.slice(0, 500));
    if (!existing || existing.userId !== userId) throw new AppError('CONFLICT', 'This notification key is already used.');
    return { id: existing.id, created: false };
  }

  async function feed(user: User, limit = 20): Promise<NotificationFeed> {
    const [items, unread] = await Promise.all([listNotifications(db, user.id, limit), countUnreadNotifications(db, user.id)]);
    return { unread, items: items.map(toNotificationView) };
  }

  async function markRead(user: User, ids?: string[]): Promise<number> {
    const changed = await markNotificationsRead(db, user.id, ids);
    if (changed) deps.bus.publish(user.id);
    return changed;
  }

  async function markReminderRead(userId: string, reminderId: string): Promise<void> {
    await markReminderNotificationsRead(db, userId, reminderId);
    deps.bus.publish(userId);
  }

  /** The unread count and newest notification's time, first as it is, then each time it changes (any instance). */
  async function* watch(user: User, signal?: AbortSignal): AsyncGenerator<{ unread: number; latest: string | null }> {
    let wake: (() => void) | null = null;
    const unsubscribe = deps.bus.subscribe(user.id, () => wake?.());
    const onAbort = () => wake?.();
    signal?.addEventListener('abort', onAbort);
    try {
      let last = await readNotificationMark(db, user.id);
      yield last;
      while (!signal?.aborted) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, LIVE_POLL_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (signal?.aborted) return;
        const mark = await readNotificationMark(db, user.id);
        if (mark.unread !== last.unread || mark.latest !== last.latest) {
          last = mark;
          yield mark;
        }
      }
    } finally {
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
    }
  }

  function toSettingsView(s: NotificationSettings): NotificationSettingsView {
    return {
      leadDays: s.leadDays,
      leadKm: s.leadKm,
      email: s.email,
      emailEnabled: s.emailEnabled,
      emailAvailable: deps.email !== null,
      mutedKinds: s.mutedKinds as NotificationKind[],
      webhookUrl: s.webhookUrl,
      webhookFormat: s.webhookFormat as WebhookFormat,
      calendarActive: s.calendarTokenHash !== null,
    };
  }

  async function getSettings(user: User): Promise<NotificationSettingsView> {
    return toSettingsView(await getNotificationSettings(db, user.id));
  }

  async function updateSettings(user: User, patch: UpdateNotificationSettingsInput): Promise<NotificationSettingsView> {
    if (patch.webhookUrl) {
      const problem = await findWebhookProblem(patch.webhookUrl, deps.webhook);
      if (problem) throw new AppError('BAD_REQUEST', problem);
    }
    if (patch.emailEnabled && !deps.email) throw new AppError('BAD_REQUEST', EMAIL_UNAVAILABLE);
    const current = await getNotificationSettings(db, user.id);
    if (patch.emailEnabled && !(patch.email ?? current.email)) throw new AppError('BAD_REQUEST', 'Enter an email address first.');
    return toSettingsView(await updateNotificationSettings(db, user.id, patch));
  }

  /**
   * Sends a test notification to the URL the owner typed, in the chosen format, at once (not as a job), and says
   * what the receiver answered; refuses with the reason in the owner's words.
   */
  async function testWebhook(user: User, input: { url: string; format: WebhookFormat }): Promise<{ status: number; message: string }> {
    const problem = await findWebhookProblem(input.url, deps.webhook);
    if (problem) throw new AppError('BAD_REQUEST', problem);
    const now = Date.now();
    const allowed = await takeRateLimitSlot(db, `webhook-test:${user.id}`, { limit: WEBHOOK_TESTS_PER_HOUR, since: new Date(now - 3_600_000), at: new Date(now) });
    if (!allowed) throw new AppError('TOO_MANY_REQUESTS', `You sent ${WEBHOOK_TESTS_PER_HOUR} test notifications in the last hour. Please wait a while and try again.`, 'Too many requests');
    const payload: WebhookPayload = {
      id: `test-${now}`,
      kind: 'custom',
      severity: 'info',
      title: 'DriveWise test notification',
      message: 'Reminders and vehicle alerts will arrive here like this one.',
      vehicle: null,
      url: new URL('/settings', deps.appUrl()).toString(),
      createdAt: new Date(now).toISOString(),
    };
    try {
      const status = await postWebhook(input.url, payload, deps.webhook, { format: input.format });
      return { status, message: `Sent: ${WEBHOOK_FORMAT_NAMES[input.format]} answered HTTP ${status}.` };
    } catch (err) {
      throw new AppError('BAD_REQUEST', describeWebhookFailure(err, input.format));
    }
  }

  /** A new secret calendar feed URL for the owner (shown once); the previous URL stops working. */
  async function createCalendarToken(user: User): Promise<{ url: string }> {
    await takeSecretCreationSlot(db, user, 'calendar-feed');
    const token = randomBytes(32).toString('base64url');
    await updateNotificationSettings(db, user.id, { calendarTokenHash: hashToken(token) });
    return { url: new URL(`/api/calendar/${token}.ics`, deps.appUrl()).toString() };
  }

  async function revokeCalendarToken(user: User): Promise<void> {
    await updateNotificationSettings(db, user.id, { calendarTokenHash: null });
  }

  /** The owner of a calendar feed token, or null for an unknown or revoked one. */
  async function findCalendarOwner(token: string): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    return findUserIdByCalendarTokenHash(db, hashToken(token));
  }

  /**
   * Delivers one notification on one channel (a job). A notification already sent, or no longer wanted, is left
   * alone; a failure throws so the job is retried with back-off, and is marked failed after the last attempt.
   */
  async function deliver(channel: DeliveryChannel, notificationId: string, opts: { isFinalAttempt: boolean }): Promise<void> {
    const n = await findNotificationById(db, notificationId);
    if (!n || (channel === 'email' ? n.emailStatus : n.webhookStatus) !== 'pending') return;
    const settings = await getNotificationSettings(db, n.userId);
    try {
      if (channel === 'email') {
        if (!deps.email || !settings.emailEnabled || !settings.email) return await setDeliveryStatus(db, n.id, 'email', 'none');
        await deps.email.send(composeEmail(n, settings.email, deps.appUrl()));
      } else {
        if (!settings.webhookUrl) return await setDeliveryStatus(db, n.id, 'webhook', 'none');
        const vehicle = n.vehicleId ? await findVehicleById(db, n.userId, n.vehicleId) : null;
        const payload: WebhookPayload = {
          id: n.id,
          kind: n.kind as NotificationKind,
          severity: n.severity as Severity,
          title: n.title,
          message: n.body,
          vehicle: vehicle ? { tokenId: vehicle.tokenId, name: vehicle.name } : null,
          url: new URL(n.link, deps.appUrl()).toString(),
          createdAt: n.createdAt.toISOString(),
        };
        await postWebhook(settings.webhookUrl, payload, deps.webhook, { format: settings.webhookFormat as WebhookFormat });
      }
    } catch (err) {
      const refused = err instanceof WebhookRefused;
      if (refused || opts.isFinalAttempt) {
        await setDeliveryStatus(db, n.id, channel, 'failed');
        deps.logger.warn({ err, notificationId: n.id, channel }, 'notification could not be delivered');
        if (refused) return;
      }
      throw err;
    }
    await setDeliveryStatus(db, n.id, channel, 'sent');
  }

  return {
    notify,
    notifyMany,
    feed,
    markRead,
    markReminderRead,
    watch,
    getSettings,
    updateSettings,
    testWebhook,
    createCalendarToken,
    revokeCalendarToken,
    findCalendarOwner,
    deliver,
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
