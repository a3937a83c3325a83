import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  bigint,
  bigserial,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProcessedData } from '../../shared/documents';
import type { DocumentsInForce } from '../domain/vehicle-facts/documents-in-force';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  walletAddress: text('wallet_address').notNull().unique(),
  email: text('email'),
  dimoTokenId: integer('dimo_token_id'),
  distanceUnit: text('distance_unit').notNull().default('km'),
  theme: text('theme').notNull().default('system'),
  /** The owner's IANA time zone ("America/Los_Angeles"): what "today" and "this week" mean; null until the browser reports it. */
  timeZone: text('time_zone'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  check('users_distance_unit_check', sql`${t.distanceUnit} in ('km', 'mi')`),
  check('users_theme_check', sql`${t.theme} in ('light', 'dark', 'system')`),
]);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenId: integer('token_id').notNull(),
    tokenDid: text('token_did'),
    vin: text('vin'),
    name: text('name').notNull(),
    make: text('make'),
    model: text('model'),
    year: integer('year'),
    type: text('type').notNull().default('gas'),
    /** True while the owner's grant to this app is current; false once unshared (history is kept). */
    shared: boolean('shared').notNull().default(true),
    /** 'provider' for vehicles synced from the provider, 'document' for ones created from an uploaded document. */
    source: text('source').notNull().default('provider'),
    /**
     * The facts the vehicle's documents set (vehicle-facts/documents-in-force), worked out whenever a document or the
     * owner's pick changes, so pages read them without loading every document; a new vehicle starts with none, a
     * vehicle stored before they were kept has null until they are first worked out.
     */
    documentFacts: jsonb('document_facts').$type<DocumentsInForce>().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vehicles_user_token_unique').on(t.userId, t.tokenId),
    index('vehicles_user_idx').on(t.userId),
    index('vehicles_vin_idx').on(t.vin),
    check('vehicles_type_check', sql`${t.type} in ('gas', 'electric', 'hybrid')`),
  ],
);

export interface StoredChatMessage {
  id: string;
  type: 'user' | 'ai';
  content: string;
  timestamp: string;
  metadata?: Record<string, unknown>;
}

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the owner's fleet conversation (token 0, "All Vehicles"). */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    tokenId: integer('token_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_vehicle_unique').on(t.vehicleId),
    uniqueIndex('conversations_user_token_unique').on(t.userId, t.tokenId),
  ],
);

/** One message of a conversation a row, in the order written (`seq`): a new message costs the same however long the conversation. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    message: jsonb('message').$type<StoredChatMessage>().notNull(),
  },
  (t) => [index('conversation_messages_order_idx').on(t.conversationId, t.seq)],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    tokenId: integer('token_id'),
    type: text('type').notNull(),
    filename: text('filename').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type'),
    processedData: jsonb('processed_data').$type<ProcessedData>(),
    storagePath: text('storage_path').notNull().unique(),
    /** The first page's preview beside the file (documents/thumbnail.ts), once the document has been read; null for kinds without pages. */
    thumbnailPath: text('thumbnail_path'),
    status: text('status').notNull().default('processing'),
    progress: integer('progress').notNull().default(0),
    step: text('step'),
    error: text('error'),
    matchType: text('match_type'),
    attested: boolean('attested').notNull().default(false),
    attestationId: text('attestation_id'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('documents_vehicle_idx').on(t.vehicleId, t.uploadedAt),
    index('documents_user_idx').on(t.userId, t.uploadedAt),
    index('documents_token_idx').on(t.tokenId),
    check('documents_status_check', sql`${t.status} in ('uploading', 'processing', 'completed', 'error')`),
    check('documents_size_check', sql`${t.size} >= 0`),
  ],
);

export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id').notNull().references(() => vehicles.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    description: text('description'),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
    date: date('date', { mode: 'string' }),
    mileage: integer('mileage'),
    nextDue: date('next_due', { mode: 'string' }),
    nextDueMileage: integer('next_due_mileage'),
    /** Parts and labour; `cost` is the total (their sum when either is given, else the amount on the invoice). */
    partsCost: numeric('parts_cost', { precision: 12, scale: 2, mode: 'number' }),
    laborCost: numeric('labor_cost', { precision: 12, scale: 2, mode: 'number' }),
    /** ISO 4217 code of the amounts; null when unknown (shown in the owner's currency). */
    currency: text('currency'),
    shop: text('shop'),
    notes: text('notes'),
    /** An uploaded document the owner attached (an invoice, a photo); unlike `documentId`, the record does not come from it. */
    attachedDocumentId: uuid('attached_document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** How the record was made: 'manual', 'import' (CSV), 'reminder' (a completed reminder); rows with a documentId come from that document. */
    source: text('source').notNull().default('manual'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('maintenance_vehicle_date_idx').on(t.vehicleId, t.date),
    // the service log's order (repositories/maintenance RECORD_ORDER): a page is read off it, not sorted from all
    index('maintenance_vehicle_log_order_idx').on(t.vehicleId, sql`coalesce(${t.date}, '-infinity'::date) desc`, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('maintenance_document_unique').on(t.documentId),
    check('maintenance_source_check', sql`${t.source} in ('manual', 'import', 'reminder')`),
    check('maintenance_costs_check', sql`${t.partsCost} >= 0 and ${t.laborCost} >= 0`),
    check('maintenance_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * What is due next on a vehicle: a date and/or an odometer distance (km). Replaces SPEC's alerts table: a document's
 * dates become reminders of SPEC's alert types (one per document and kind), and owners, service records and the car
 * itself add more. `predicted_date` and `km_per_week` are kept up to date by the evaluation.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id').notNull().references(() => vehicles.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The owner's name for a custom reminder (or a note on another kind). */
    title: text('title'),
    dueDate: date('due_date', { mode: 'string' }),
    dueOdometerKm: integer('due_odometer_km'),
    source: text('source').notNull().default('owner'),
    state: text('state').notNull().default('upcoming'),
    snoozedUntil: date('snoozed_until', { mode: 'string' }),
    intervalKm: integer('interval_km'),
    intervalMonths: integer('interval_months'),
    predictedDate: date('predicted_date', { mode: 'string' }),
    kmPerWeek: integer('km_per_week'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    maintenanceRecordId: uuid('maintenance_record_id').references(() => maintenanceRecords.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reminders_vehicle_state_idx').on(t.vehicleId, t.state),
    index('reminders_state_idx').on(t.state),
    uniqueIndex('reminders_document_kind_unique').on(t.documentId, t.kind),
    uniqueIndex('reminders_telemetry_kind_unique').on(t.vehicleId, t.kind).where(sql`${t.source} = 'telemetry' and ${t.state} in ('upcoming', 'due_soon', 'overdue', 'snoozed')`),
    check(
      'reminders_kind_check',
      sql`${t.kind} in ('registration_expiry', 'insurance_expiry', 'service_due', 'inspection_due', 'warranty_expiry', 'oil_change', 'tire_rotation', 'brake_service', 'brake_fluid', 'cabin_filter', 'coolant', 'battery_12v', 'hv_battery_check', 'custom')`,
    ),
    check('reminders_state_check', sql`${t.state} in ('upcoming', 'due_soon', 'overdue', 'done', 'dismissed', 'snoozed')`),
    check('reminders_source_check', sql`${t.source} in ('document', 'service_record', 'telemetry', 'owner')`),
    check('reminders_due_check', sql`${t.dueDate} is not null or ${t.dueOdometerKm} is not null`),
    check('reminders_snooze_check', sql`${t.state} <> 'snoozed' or ${t.snoozedUntil} is not null`),
  ],
);

/**
 * The owner's pick when documents disagree on a fact (a registration expiry on the card and on an inspection note):
 * that document's value is used for the fact from then on, whatever the authority order would choose.
 */
export const documentFactChoices = pgTable(
  'document_fact_choices',
  {
    vehicleId: uuid('vehicle_id').notNull().references(() => vehicles.id, { onDelete: 'cascade' }),
    fact: text('fact').notNull(),
    documentId: uuid('document_id').notNull().references(() => documents.id, { onDelete: 'cascade' }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.fact] })],
);

/** Each owner's notification choices: the heads-up window, email, outgoing webhook, and the calendar feed's token. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    leadDays: integer('lead_days').notNull().default(30),
    leadKm: integer('lead_km').notNull().default(1000),
    email: text('email'),
    emailEnabled: boolean('email_enabled').notNull().default(false),
    /** Notification kinds the owner turned off for email and webhook (reminder kinds, 'vehicle_alert'). */
    mutedKinds: jsonb('muted_kinds').$type<string[]>().notNull().default([]),
    webhookUrl: text('webhook_url'),
    /** How the webhook's body is written (WEBHOOK_FORMATS: json, ntfy, gotify, home_assistant, discord). */
    webhookFormat: text('webhook_format').notNull().default('json'),
    /** SHA-256 of the calendar feed's secret token; null when there is no feed. */
    calendarTokenHash: text('calendar_token_hash').unique(),
    updatedAt: updatedAt(),
  },
  (t) => [check('notification_settings_webhook_format_check', sql`${t.webhookFormat} in ('json', 'ntfy', 'gotify', 'home_assistant', 'discord')`)],
);

/**
 * One row per notification, ever: the in-app feed and the outbox. `key` is unique, so a reminder's threshold or a
 * vehicle alert is notified once however many app instances evaluate it; delivery to email and webhook runs as jobs.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    reminderId: uuid('reminder_id').references(() => reminders.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    severity: text('severity').notNull().default('info'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Path inside the app the notification leads to ("/reminders"). */
    link: text('link').notNull().default('/reminders'),
    emailStatus: text('email_status').notNull().default('none'),
    webhookStatus: text('webhook_status').notNull().default('none'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_reminder_idx').on(t.reminderId),
    check('notifications_severity_check', sql`${t.severity} in ('info', 'warning', 'critical')`),
    check('notifications_email_status_check', sql`${t.emailStatus} in ('none', 'pending', 'sent', 'failed')`),
    check('notifications_webhook_status_check', sql`${t.webhookStatus} in ('none', 'pending', 'sent', 'failed')`),
  ],
);

/**
 * The last real-time alert of each rule on each owner's vehicle: the gate that lets a repeat within the rule's
 * cool-down through at most once, whichever app instance (or the polling fallback) sees it.
 */
export const vehicleAlertState = pgTable(
  'vehicle_alert_state',
  {
    vehicleId: uuid('vehicle_id').notNull().references(() => vehicles.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }).notNull(),
    /** The value that raised it (text), the `previousValue` of the next evaluation. */
    lastValue: text('last_value'),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.rule] })],
);

/**
 * The provider's trigger events already handled, by CloudEvent id, so a retry or a replay (at any instance) is handled
 * once. A row is kept a while past the age after which events are refused anyway, then swept.
 */
export const triggerEvents = pgTable(
  'trigger_events',
  {
    eventId: text('event_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trigger_events_expires_at_idx').on(t.expiresAt)],
);

/**
 * A counter per owner that database triggers raise on every write to what the owner's pages show (vehicles,
 * documents, reminders, the service log, settings...). It is read with the session, so a cache keyed by it is right
 * on every instance: a write anywhere makes the next request on any instance see a new version.
 */
export const ownerDataVersions = pgTable('owner_data_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session token; the token itself lives only in the browser's httpOnly cookie. */
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Access tokens for outside AI clients at /mcp: not sessions (a session cookie does not work at /mcp, and these
 * tokens work nowhere else). Only the SHA-256 of the token is kept; the owner sees the token once, at creation.
 * `purpose` 'test_page' marks the short-lived tokens the dashboard's MCP Test tab asks for.
 */
export const mcpTokens = pgTable(
  'mcp_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    purpose: text('purpose').notNull().default('client'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('mcp_tokens_user_idx').on(t.userId, t.createdAt),
    check('mcp_tokens_purpose_check', sql`${t.purpose} in ('client', 'test_page')`),
  ],
);

/** One row per rate-limited action (a chat message), so every app instance sharing the database counts the same. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_events_key_at_idx').on(t.key, t.at)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_ready_idx').on(t.status, t.runAfter),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

export type User = typeof users.$inferSelect;
export type Vehicle = typeof vehicles.$inferSelect;
export type Conversation = typeof conversations.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type MaintenanceRecord = typeof maintenanceRecords.$inferSelect;
export type Reminder = typeof reminders.$inferSelect;
export type NotificationSettings = typeof notificationSettings.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type McpToken = typeof mcpTokens.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type VehicleAlertState = typeof vehicleAlertState.$inferSelect;

export * from './schema-trips';
