import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { triggerEvents, users, vehicleAlertState, vehicles, type User, type Vehicle } from '../schema';

/** The vehicle rows of a token that an owner shares with the app now (each owner has their own row). */
const sharedRowsOf = (tokenId: number) => and(eq(vehicles.tokenId, tokenId), eq(vehicles.shared, true), eq(vehicles.source, 'provider'));

/** Every owner's stored row of this vehicle while it is shared with the app (normally one; two right after a sale). */
export async function listSharedVehicleRows(db: Db, tokenId: number): Promise<{ vehicle: Vehicle; user: User }[]> {
  return db
    .select({ vehicle: vehicles, user: users })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.userId))
    .where(sharedRowsOf(tokenId))
    .orderBy(vehicles.createdAt, vehicles.id);
}

/** listSharedVehicleRows with each vehicle's state for one rule (what findVehicleAlertState reads), in one query. */
export async function listSharedVehicleRowsWithState(
  db: Db,
  tokenId: number,
  rule: string,
): Promise<{ vehicle: Vehicle; user: User; state: { lastFiredAt: Date; lastValue: string | null } | null }[]> {
  const rows = await db
    .select({ vehicle: vehicles, user: users, lastFiredAt: vehicleAlertState.lastFiredAt, lastValue: vehicleAlertState.lastValue })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.userId))
    .leftJoin(vehicleAlertState, and(eq(vehicleAlertState.vehicleId, vehicles.id), eq(vehicleAlertState.rule, rule)))
    .where(sharedRowsOf(tokenId))
    .orderBy(vehicles.createdAt, vehicles.id);
  return rows.map(({ vehicle, user, lastFiredAt, lastValue }) => ({ vehicle, user, state: lastFiredAt ? { lastFiredAt, lastValue } : null }));
}

/** The token ids of every vehicle some owner shares with the app now: what the triggers subscribe and the poll reads. */
export async function listSharedTokenIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ tokenId: vehicles.tokenId })
    .from(vehicles)
    .where(and(eq(vehicles.shared, true), eq(vehicles.source, 'provider')))
    .orderBy(vehicles.tokenId);
  return rows.map((r) => r.tokenId);
}

export async function findVehicleAlertState(db: Db, vehicleId: string, rule: string): Promise<{ lastFiredAt: Date; lastValue: string | null } | null> {
  const [row] = await db
    .select({ lastFiredAt: vehicleAlertState.lastFiredAt, lastValue: vehicleAlertState.lastValue })
    .from(vehicleAlertState)
    .where(and(eq(vehicleAlertState.vehicleId, vehicleId), eq(vehicleAlertState.rule, rule)));
  return row ?? null;
}

/**
 * Records that a rule fired on a vehicle now, unless it fired within `coolDownSeconds` (and, with `newValueCounts`,
 * with the same value). One statement, so two instances handling the same event cannot both pass: returns the firing
 * time when this call passed the gate, else null.
 */
export async function claimVehicleAlert(
  db: Db,
  input: { vehicleId: string; rule: string; value: string; coolDownSeconds: number; newValueCounts: boolean },
): Promise<Date | null> {
  const result = await db.execute(sql`
    insert into ${vehicleAlertState} (vehicle_id, rule, last_fired_at, last_value)
    values (${input.vehicleId}, ${input.rule}, now(), ${input.value})
    on conflict (vehicle_id, rule) do update set last_fired_at = excluded.last_fired_at, last_value = excluded.last_value
    where ${vehicleAlertState.lastFiredAt} <= now() - make_interval(secs => ${input.coolDownSeconds})
       or (${input.newValueCounts} and ${vehicleAlertState.lastValue} is distinct from excluded.last_value)
    returning last_fired_at`);
  const [row] = (result as unknown as { rows: { last_fired_at: string | Date }[] }).rows;
  return row ? new Date(row.last_fired_at) : null;
}

/**
 * Remembers a value that is no news (trouble codes cleared, a charge starting), so the next evaluation compares with
 * it. A rule that never fired on the vehicle gets its row with a firing time at the epoch: no cool-down holds it.
 */
export async function recordVehicleAlertValue(db: Db, vehicleId: string, rule: string, value: string): Promise<void> {
  await db
    .insert(vehicleAlertState)
    .values({ vehicleId, rule, lastFiredAt: new Date(0), lastValue: value })
    .onConflictDoUpdate({ target: [vehicleAlertState.vehicleId, vehicleAlertState.rule], set: { lastValue: value } });
}

/** Undoes a claim whose notification could not be recorded, so the provider's retry is not refused as a repeat. */
export async function releaseVehicleAlert(db: Db, vehicleId: string, rule: string, firedAt: Date): Promise<void> {
  await db
    .delete(vehicleAlertState)
    .where(and(eq(vehicleAlertState.vehicleId, vehicleId), eq(vehicleAlertState.rule, rule), eq(vehicleAlertState.lastFiredAt, firedAt)));
}

/** Expired claims are swept at most this often per database (one delete per event cost more than the claim). */
const SWEEP_EVERY_MS = 60_000;
const lastSweeps = new WeakMap<Db, number>();

/**
 * Claims a provider event by its id: true the first time (on any instance), and again once an earlier claim has
 * expired; false for a repeat while it holds. Expired claims are swept now and then on the way.
 */
export async function claimTriggerEvent(db: Db, eventId: string, keepSeconds: number): Promise<boolean> {
  const expiresAt = sql`now() + make_interval(secs => ${keepSeconds})`;
  const claimed = await db
    .insert(triggerEvents)
    .values({ eventId, expiresAt })
    .onConflictDoUpdate({ target: triggerEvents.eventId, set: { expiresAt }, setWhere: lt(triggerEvents.expiresAt, sql`now()`) })
    .returning({ eventId: triggerEvents.eventId });
  const now = Date.now();
  if (now - (lastSweeps.get(db) ?? 0) >= SWEEP_EVERY_MS) {
    lastSweeps.set(db, now);
    await db.delete(triggerEvents).where(lt(triggerEvents.expiresAt, sql`now()`));
  }
  return claimed.length === 1;
}

/** Lets an event be handled again (its handling failed, so the provider's retry must not be taken for a repeat). */
export async function releaseTriggerEvent(db: Db, eventId: string): Promise<void> {
  await db.delete(triggerEvents).where(eq(triggerEvents.eventId, eventId));
}
