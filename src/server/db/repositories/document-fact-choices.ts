import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../connection';
import { documentFactChoices, documents, vehicles } from '../schema';

/** The owner's picks among disagreeing documents, per vehicle: fact -> document id. */
export async function listFactChoices(db: Db, userId: string, vehicleIds: string[]): Promise<Map<string, Record<string, string>>> {
  const byVehicle = new Map<string, Record<string, string>>();
  if (vehicleIds.length === 0) return byVehicle;
  const rows = await db
    .select({ vehicleId: documentFactChoices.vehicleId, fact: documentFactChoices.fact, documentId: documentFactChoices.documentId })
    .from(documentFactChoices)
    .innerJoin(vehicles, eq(vehicles.id, documentFactChoices.vehicleId))
    .where(and(eq(vehicles.userId, userId), inArray(documentFactChoices.vehicleId, vehicleIds)));
  for (const r of rows) byVehicle.set(r.vehicleId, { ...(byVehicle.get(r.vehicleId) ?? {}), [r.fact]: r.documentId });
  return byVehicle;
}

/** Keeps the owner's pick of a document for a fact of one of their vehicles; false when the vehicle or document is not theirs. */
export async function saveFactChoice(db: Db, userId: string, vehicleId: string, fact: string, documentId: string): Promise<boolean> {
  const [doc] = await db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(vehicles, eq(vehicles.id, documents.vehicleId))
    .where(and(eq(documents.id, documentId), eq(documents.vehicleId, vehicleId), eq(vehicles.userId, userId)));
  if (!doc) return false;
  await db
    .insert(documentFactChoices)
    .values({ vehicleId, fact, documentId })
    .onConflictDoUpdate({ target: [documentFactChoices.vehicleId, documentFactChoices.fact], set: { documentId, chosenAt: new Date() } });
  return true;
}
