import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users, vehicles } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The owner's named places (Home, Work, a charger): a point and a radius. They win over the gazetteer's names. */
export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('other'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusM: integer('radius_m').notNull().default(150),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('places_user_idx').on(t.userId),
    check('places_kind_check', sql`${t.kind} in ('home', 'work', 'charger', 'other')`),
    check('places_radius_check', sql`${t.radiusM} between 20 and 5000`),
    check('places_point_check', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

/** What driving costs the owner and the speed over which a trip counts as speeding. */
export const drivingSettings = pgTable('driving_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default('USD'),
  fuelPricePerLitre: numeric('fuel_price_per_litre', { precision: 8, scale: 3, mode: 'number' }),
  homeKwhPrice: numeric('home_kwh_price', { precision: 8, scale: 3, mode: 'number' }),
  publicKwhPrice: numeric('public_kwh_price', { precision: 8, scale: 3, mode: 'number' }),
  speedLimitKmh: integer('speed_limit_kmh'),
  updatedAt: updatedAt(),
});

/**
 * The local copy of a vehicle's segments from the provider: trips, idling, refuels and recharges. Past segments never
 * change, so a year of history is read from the provider once; place labels are resolved when a row is stored.
 */
export const tripSegments = pgTable(
  'trip_segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** the provider's detection mechanism, or 'signals' for trips found in the signal series (no location privilege) */
    mechanism: text('mechanism').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** null while ongoing */
    endAt: timestamp('end_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds').notNull(),
    ongoing: boolean('ongoing').notNull().default(false),
    startLatitude: doublePrecision('start_latitude'),
    startLongitude: doublePrecision('start_longitude'),
    endLatitude: doublePrecision('end_latitude'),
    endLongitude: doublePrecision('end_longitude'),
    startPlace: text('start_place'),
    endPlace: text('end_place'),
    odometerStartKm: doublePrecision('odometer_start_km'),
    odometerEndKm: doublePrecision('odometer_end_km'),
    maxSpeedKmh: doublePrecision('max_speed_kmh'),
    avgSpeedKmh: doublePrecision('avg_speed_kmh'),
    fuelStartPercent: doublePrecision('fuel_start_percent'),
    fuelEndPercent: doublePrecision('fuel_end_percent'),
    socStartPercent: doublePrecision('soc_start_percent'),
    socEndPercent: doublePrecision('soc_end_percent'),
    /** every aggregate the provider sent, keyed "name:AGG" */
    signals: jsonb('signals').$type<Record<string, number>>().notNull().default({}),
    eventCounts: jsonb('event_counts').$type<Record<string, number>>().notNull().default({}),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trip_segments_vehicle_kind_start_unique').on(t.vehicleId, t.kind, t.startAt),
    check('trip_segments_kind_check', sql`${t.kind} in ('trip', 'idling', 'refuel', 'recharge')`),
  ],
);

/** Discrete driving events (harsh braking, acceleration, cornering...) as the provider reports them. */
export const tripEvents = pgTable(
  'trip_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    durationMs: integer('duration_ms').notNull().default(0),
    metadata: text('metadata'),
  },
  (t) => [uniqueIndex('trip_events_vehicle_at_name_unique').on(t.vehicleId, t.at, t.name)],
);

/** How far back and up to when each kind of segment has been read from the provider, per vehicle. */
export const tripSync = pgTable(
  'trip_sync',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    coveredFrom: timestamp('covered_from', { withTimezone: true }).notNull(),
    coveredTo: timestamp('covered_to', { withTimezone: true }).notNull(),
    /** the mechanism the trips were read with (kept so a car that gains the location privilege is read again) */
    mechanism: text('mechanism').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.kind] })],
);

export type Place = typeof places.$inferSelect;
export type DrivingSettingsRow = typeof drivingSettings.$inferSelect;
export type TripSegmentRow = typeof tripSegments.$inferSelect;
export type NewTripSegmentRow = typeof tripSegments.$inferInsert;
export type TripEventRow = typeof tripEvents.$inferSelect;
export type TripSyncRow = typeof tripSync.$inferSelect;
