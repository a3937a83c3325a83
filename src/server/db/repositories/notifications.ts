import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { notifications, notificationSettings, vehicles, type Notification, type NotificationSettings } from '../schema';

export type NewNotification = Pick<Notification, 'userId' | 'key' | 'kind' | 'title' | 'body'> &
  Partial<Pick<Notification, 'vehicleId' | 'reminderId' | 'severity' | 'link' | 'emailStatus' | 'webhookStatus'>>;

export type InsertedNotification = Pick<Notification, 'id' | 'userId' | 'emailStatus' | 'webhookStatus'>;

/**
 * Inserts the notifications whose key is new and returns only those: a key already there (sent by this or another
 * app instance) is skipped, which is what makes each notification happen once, and so is a row naming a vehicle that
 * is not its owner's. All rows go as one JSON parameter.
 */
export async function insertNewNotifications(db: Db, rows: NewNotification[]): Promise<InsertedNotification[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((r) => ({
      user_id: r.userId,
      vehicle_id: r.vehicleId ?? null,
      reminder_id: r.reminderId ?? null,
      key: r.key,
      kind: r.kind,
      severity: r.severity ?? 'info',
      title: r.title,
      body: r.body,
      link: r.link ?? '/reminders',
      email_status: r.emailStatus ?? 'none',
      webhook_status: r.webhookStatus ?? 'none',
    })),
  );
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, vehicle_id, reminder_id, key, kind, severity, title, body, link, email_status, webhook_status)
    select user_id, vehicle_id, reminder_id, key, kind, severity, title, body, link, email_status, webhook_status
    from jsonb_to_recordset(${json}::jsonb) as r(user_id uuid, vehicle_id uuid, reminder_id uuid, key text, kind text, severity text, title text, body text, link text, email_status text, webhook_status text)
    where r.vehicle_id is null or exists (select 1 from ${vehicles} v where v.id = r.vehicle_id and v.user_id = r.user_id)
    on conflict (key) do nothing
    returning id, user_id, email_status, webhook_status`);
  const returned = (result as unknown as { rows: { id: string; user_id: string; email_status: string; webhook_status: string }[] }).rows;
  return returned.map((r) => ({ id: r.id, userId: r.user_id, emailStatus: r.email_status, webhookStatus: r.webhook_status }));
}

/** Which of these keys were notified already (so a re-evaluation writes nothing when nothing is new). */
export async function listExistingNotificationKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // One JSON parameter, not one per key: thousands of keys stay one cheap statement.
  const rows = await db
    .select({ key: notifications.key })
    .from(notifications)
    .where(sql`${notifications.key} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`);
  return new Set(rows.map((r) => r.key));
}

/** The owner's latest notifications, newest first. */
export async function listNotifications(db: Db, userId: string, limit: number): Promise<Notification[]> {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the owner's notifications read: the given ones, or all. Returns how many changed. */
export async function markNotificationsRead(db: Db, userId: string, ids?: string[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

/** A reminder the owner has dealt with needs no more attention: its notifications are read. */
export async function markReminderNotificationsRead(db: Db, userId: string, reminderId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.reminderId, reminderId), isNull(notifications.readAt)));
}

export async function findNotificationByKey(db: Db, key: string): Promise<Notification | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.key, key));
  return row ?? null;
}

/** For delivery jobs, which run for whichever owner the notification belongs to. */
export async function findNotificationById(db: Db, id: string): Promise<Notification | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

export type DeliveryChannel = 'email' | 'webhook';
export type DeliveryStatus = 'none' | 'pending' | 'sent' | 'failed';

export async function setDeliveryStatus(db: Db, id: string, channel: DeliveryChannel, status: DeliveryStatus): Promise<void> {
  await db
    .update(notifications)
    .set(channel === 'email' ? { emailStatus: status } : { webhookStatus: status })
    .where(eq(notifications.id, id));
}

/** The newest notification's time and the unread count, for the live bell. */
export async function readNotificationMark(db: Db, userId: string): Promise<{ unread: number; latest: string | null }> {
  const [row] = await db
    .select({
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      latest: sql<string | null>`max(${notifications.createdAt})::text`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { unread: row?.unread ?? 0, latest: row?.latest ?? null };
}

export const DEFAULT_NOTIFICATION_SETTINGS = {
  leadDays: 30,
  leadKm: 1000,
  email: null,
  emailEnabled: false,
  mutedKinds: [] as string[],
  webhookUrl: null,
  webhookFormat: 'json',
  calendarTokenHash: null,
} satisfies Omit<NotificationSettings, 'userId' | 'updatedAt'>;

/** The owner's settings, or the defaults when the owner never changed them. */
export async function getNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ?? { userId, ...DEFAULT_NOTIFICATION_SETTINGS, updatedAt: new Date(0) };
}

/** The settings of many owners at once (defaults for those without a row). */
export async function listNotificationSettings(db: Db, userIds: string[]): Promise<Map<string, NotificationSettings>> {
  const found = userIds.length ? await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds)) : [];
  const byUser = new Map(found.map((s) => [s.userId, s]));
  for (const userId of userIds) if (!byUser.has(userId)) byUser.set(userId, { userId, ...DEFAULT_NOTIFICATION_SETTINGS, updatedAt: new Date(0) });
  return byUser;
}

export type NotificationSettingsPatch = Partial<Omit<NotificationSettings, 'userId' | 'updatedAt'>>;

export async function updateNotificationSettings(db: Db, userId: string, patch: NotificationSettingsPatch): Promise<NotificationSettings> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...patch, updatedAt: new Date() } })
    .returning();
  return row;
}

/** The owner of a calendar feed token (by its hash), or null. */
export async function findUserIdByCalendarTokenHash(db: Db, hash: string): Promise<string | null> {
  const [row] = await db.select({ userId: notificationSettings.userId }).from(notificationSettings).where(eq(notificationSettings.calendarTokenHash, hash));
  return row?.userId ?? null;
}
