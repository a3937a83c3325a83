import { z } from 'zod';
import { CurrencySchema } from '../currency';

export const PLACE_KINDS = ['home', 'work', 'charger', 'other'] as const;
export const PlaceKindSchema = z.enum(PLACE_KINDS);
export type PlaceKind = z.infer<typeof PlaceKindSchema>;

/** A point: latitude and longitude in degrees (WGS 84). */
export const PointSchema = z.object({
  latitude: z.number().min(-90, 'Latitude is between -90 and 90.').max(90, 'Latitude is between -90 and 90.'),
  longitude: z.number().min(-180, 'Longitude is between -180 and 180.').max(180, 'Longitude is between -180 and 180.'),
});
export type Point = z.infer<typeof PointSchema>;

/** An owner's named place: Home, Work, a charger. */
export const PlaceInputSchema = PointSchema.extend({
  name: z.string().trim().min(1, 'Give the place a name.').max(60, 'Keep the name under 60 characters.'),
  kind: PlaceKindSchema.default('other'),
  radiusM: z.number().int('Use whole metres.').min(20, 'The radius is at least 20 m.').max(5000, 'The radius is at most 5 km.').default(150),
});
export type PlaceInput = z.input<typeof PlaceInputSchema>;

export const PlaceSchema = PointSchema.extend({
  id: z.string(),
  name: z.string(),
  kind: PlaceKindSchema,
  radiusM: z.number().int(),
});
export type Place = z.infer<typeof PlaceSchema>;

/** How a point is named: by one of the owner's places, or by the gazetteer's nearest town ("Bellevue, WA"). */
export const PlaceLabelSchema = z.object({
  label: z.string(),
  source: z.enum(['named', 'gazetteer']),
  /** the owner's place, when it is one */
  placeId: z.string().nullable(),
  placeKind: PlaceKindSchema.nullable(),
});
export type PlaceLabel = z.infer<typeof PlaceLabelSchema>;

const Price = z.number().min(0, 'A price cannot be negative.').max(10_000, 'That price is too large.');

/** What driving costs the owner, and the speed over which a trip counts as speeding (km/h). */
export const DrivingSettingsSchema = z.object({
  currency: CurrencySchema,
  /** per litre of fuel */
  fuelPricePerLitre: Price.nullable(),
  /** per kWh charged at home (a named place of kind home) */
  homeKwhPrice: Price.nullable(),
  /** per kWh charged anywhere else */
  publicKwhPrice: Price.nullable(),
  speedLimitKmh: z.number().int().min(30, 'The speed limit is at least 30 km/h.').max(250, 'The speed limit is at most 250 km/h.').nullable(),
});
export type DrivingSettings = z.infer<typeof DrivingSettingsSchema>;
