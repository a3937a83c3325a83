import { PlaceInputSchema, type Place, type PlaceInput } from '../../../shared/api/places';
import type { Db } from '../../db/connection';
import { countPlacesByUser, deletePlace, insertPlace, listPlacesByUser, updatePlace } from '../../db/repositories';
import type { Place as PlaceRow, User } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { NamedPlace } from './label-place';

/** An owner keeps at most this many named places. */
export const MAX_PLACES = 100;

const toPlace = (row: PlaceRow): Place & NamedPlace => ({
  id: row.id,
  name: row.name,
  kind: row.kind as Place['kind'],
  latitude: row.latitude,
  longitude: row.longitude,
  radiusM: row.radiusM,
});

/** The owner's named places: list, add, change, remove. Every call is scoped to the owner. */
export function createPlacesService(deps: { db: Db }) {
  return {
    async list(user: User): Promise<(Place & NamedPlace)[]> {
      return (await listPlacesByUser(deps.db, user.id)).map(toPlace);
    },
    async create(user: User, input: PlaceInput): Promise<Place> {
      const values = PlaceInputSchema.parse(input);
      if ((await countPlacesByUser(deps.db, user.id)) >= MAX_PLACES) {
        throw new AppError('BAD_REQUEST', `You can name up to ${MAX_PLACES} places; remove one to add another.`);
      }
      return toPlace(await insertPlace(deps.db, user.id, values));
    },
    async update(user: User, id: string, input: PlaceInput): Promise<Place> {
      const row = await updatePlace(deps.db, user.id, id, PlaceInputSchema.parse(input));
      if (!row) throw notFound('Place');
      return toPlace(row);
    },
    async remove(user: User, id: string): Promise<void> {
      if (!(await deletePlace(deps.db, user.id, id))) throw notFound('Place');
    },
  };
}
export type PlacesService = ReturnType<typeof createPlacesService>;
