import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProcessedData } from '../../shared/documents';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  walletAddress: text('wallet_address').notNull().unique(),
  email: text('email'),
  dimoTokenId: integer('dimo_token_id'),
  distanceUnit: text('distance_unit').notNull().default('km'),
  theme: text('theme').notNull().default('system'),
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
    messages: jsonb('messages').$type<StoredChatMessage[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_vehicle_unique').on(t.vehicleId),
    uniqueIndex('conversations_user_token_unique').on(t.userId, t.tokenId),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [
    index('maintenance_vehicle_date_idx').on(t.vehicleId, t.date),
    uniqueIndex('maintenance_document_unique').on(t.documentId),
  ],
);

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id').notNull().references(() => vehicles.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    alertType: text('alert_type').notNull(),
    alertDate: date('alert_date', { mode: 'string' }).notNull(),
    alertMessage: text('alert_message').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('alerts_vehicle_active_idx').on(t.vehicleId, t.isActive, t.alertDate),
    uniqueIndex('alerts_document_type_unique').on(t.documentId, t.alertType),
    check(
      'alerts_type_check',
      sql`${t.alertType} in ('registration_expiry', 'insurance_expiry', 'service_due', 'inspection_due', 'warranty_expiry')`,
    ),
  ],
);

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
export type Alert = typeof alerts.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Job = typeof jobs.$inferSelect;
