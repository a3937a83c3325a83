import { z } from 'zod';
import { REMINDER_KIND_LABELS, REMINDER_KINDS } from '../reminders';

/** What a notification is about: a reminder's kind, or a real-time alert from the car. */
export const NOTIFICATION_KINDS = [...REMINDER_KINDS, 'vehicle_alert'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  ...REMINDER_KIND_LABELS,
  custom: 'Custom reminders',
  vehicle_alert: 'Vehicle alerts (live)',
};

export const SeveritySchema = z.enum(['info', 'warning', 'critical']);
export type Severity = z.infer<typeof SeveritySchema>;

export const NotificationViewSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  severity: SeveritySchema,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  vehicleId: z.string().nullable(),
  reminderId: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof NotificationViewSchema>;

export const NotificationFeedSchema = z.object({
  unread: z.number().int(),
  items: z.array(NotificationViewSchema),
});
export type NotificationFeed = z.infer<typeof NotificationFeedSchema>;

/**
 * How a webhook's body is written: the app's own JSON, or the format of an app owners get alerts on their phones
 * with (src/server/domain/notifications/webhook-formats.ts writes each).
 */
export const WEBHOOK_FORMATS = ['json', 'ntfy', 'gotify', 'home_assistant', 'discord'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WebhookFormatSchema = z.enum(WEBHOOK_FORMATS);

export const NotificationSettingsViewSchema = z.object({
  leadDays: z.number().int(),
  leadKm: z.number().int(),
  email: z.string().nullable(),
  emailEnabled: z.boolean(),
  /** Whether the operator configured SMTP, so email can be sent at all. */
  emailAvailable: z.boolean(),
  mutedKinds: z.array(NotificationKindSchema),
  webhookUrl: z.string().nullable(),
  webhookFormat: WebhookFormatSchema,
  calendarActive: z.boolean(),
});
export type NotificationSettingsView = z.infer<typeof NotificationSettingsViewSchema>;

export const UpdateNotificationSettingsInputSchema = z.object({
  leadDays: z.number().int().min(0).max(365).optional(),
  leadKm: z.number().int().min(0).max(100_000).optional(),
  email: z.email().max(254).nullable().optional(),
  emailEnabled: z.boolean().optional(),
  mutedKinds: z.array(NotificationKindSchema).max(NOTIFICATION_KINDS.length).optional(),
  webhookUrl: z.url({ protocol: /^https?$/ }).max(2000).nullable().optional(),
  webhookFormat: WebhookFormatSchema.optional(),
});
export type UpdateNotificationSettingsInput = z.infer<typeof UpdateNotificationSettingsInputSchema>;

/** A test notification sent to a webhook the owner typed (saved or not), in the format chosen. */
export const TestWebhookInputSchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2000),
  format: WebhookFormatSchema,
});
export const TestWebhookResultSchema = z.object({
  /** The HTTP status the webhook answered (2xx). */
  status: z.number().int(),
  /** "Sent: ntfy answered HTTP 200." */
  message: z.string(),
});

/** The small JSON body an outgoing webhook receives for each notification. */
export interface WebhookPayload {
  id: string;
  kind: NotificationKind;
  severity: Severity;
  title: string;
  message: string;
  vehicle: { tokenId: number; name: string } | null;
  url: string;
  createdAt: string;
}
