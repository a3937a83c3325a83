import { and, asc, eq, sql } from 'drizzle-orm';
import { writeInChunks } from '../bulk-write';
import type { Db } from '../connection';
import { vehicles, type Vehicle } from '../schema';

export type NewVehicle = Pick<Vehicle, 'tokenId' | 'name'> &
  Partial<Pick<Vehicle, 'tokenDid' | 'vin' | 'make' | 'model' | 'year' | 'type' | 'source'>>;

/** A vehicle the provider says is shared; a type guessed from its names fills a new row but never replaces a stored type. */
export type SharedVehicle = NewVehicle & { typeIsGuess?: boolean };

export async function listVehiclesByUser(db: Db, userId: string, opts: { includeUnshared?: boolean } = {}): Promise<Vehicle[]> {
  const owned = eq(vehicles.userId, userId);
  return db
    .select()
    .from(vehicles)
    .where(opts.includeUnshared ? owned : and(owned, eq(vehicles.shared, true)))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.tokenId));
}

export async function findVehicleById(db: Db, userId: string, id: string): Promise<Vehicle | null> {
  const [row] = await db.select().from(vehicles).where(and(eq(vehicles.userId, userId), eq(vehicles.id, id)));
  return row ?? null;
}

export async function findVehicleByTokenId(db: Db, userId: string, tokenId: number): Promise<Vehicle | null> {
  const [row] = await db.select().from(vehicles).where(and(eq(vehicles.userId, userId), eq(vehicles.tokenId, tokenId)));
  return row ?? null;
}

/** The owner's vehicle with this VIN (normalised), or null: never another owner's. */
export async function findVehicleByVin(db: Db, userId: string, vin: string): Promise<Vehicle | null> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.userId, userId), eq(vehicles.vin, vin.replace(/\s+/g, '').toUpperCase())));
  return row ?? null;
}

export async function createVehicle(db: Db, userId: string, input: NewVehicle): Promise<Vehicle> {
  const [row] = await db
    .insert(vehicles)
    .values({ ...input, vin: input.vin ? input.vin.replace(/\s+/g, '').toUpperCase() : null, userId })
    .returning();
  return row;
}

export async function updateVehicle(db: Db, userId: string, id: string, patch: Partial<NewVehicle>): Promise<Vehicle | null> {
  const [row] = await db
    .update(vehicles)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(vehicles.userId, userId), eq(vehicles.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Makes the owner's stored vehicles match what the provider says is shared now: upserts each shared vehicle
 * (keeping a VIN already known) and marks provider vehicles no longer shared as unshared.
 */
export async function syncSharedVehicles(db: Db, userId: string, shared: SharedVehicle[]): Promise<Vehicle[]> {
  return db.transaction(async (tx) => {
    // A few statements for the whole garage, not one per car: 1,000 vehicles sync in one round trip per chunk.
    for (const guessed of [true, false]) {
      const rows = shared
        .filter((v) => Boolean(v.typeIsGuess) === guessed)
        .map(({ typeIsGuess: _guess, ...v }) => ({ ...v, type: v.type ?? 'gas', userId, shared: true, source: 'provider' as const }));
      await writeInChunks(tx, rows, (db, chunk) =>
        db
          .insert(vehicles)
          .values(chunk)
          .onConflictDoUpdate({
            target: [vehicles.userId, vehicles.tokenId],
            set: {
              name: sql`excluded.name`,
              tokenDid: sql`excluded.token_did`,
              make: sql`excluded.make`,
              model: sql`excluded.model`,
              year: sql`excluded.year`,
              ...(guessed ? {} : { type: sql`excluded.type` }),
              vin: sql`coalesce(excluded.vin, ${vehicles.vin})`,
              shared: true,
              source: 'provider',
              updatedAt: new Date(),
            },
          }),
      );
    }
    const keep = shared.map((v) => v.tokenId);
    await tx
      .update(vehicles)
      .set({ shared: false, updatedAt: new Date() })
      .where(
        and(
          eq(vehicles.userId, userId),
          eq(vehicles.source, 'provider'),
          // One JSON parameter for the whole garage, however large.
          keep.length ? sql`${vehicles.tokenId} not in (select jsonb_array_elements_text(${JSON.stringify(keep)}::jsonb)::integer)` : undefined,
        ),
      );
    return tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.userId, userId), eq(vehicles.shared, true)))
      .orderBy(asc(vehicles.createdAt), asc(vehicles.tokenId));
  });
}
