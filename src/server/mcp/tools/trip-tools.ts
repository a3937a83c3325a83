import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { TokenIdSchema } from '../../../shared/api/bounds';
import { DrivingTotalsSchema, TripDetailSchema, TripPeriodSchema, TripSchema } from '../../../shared/api/trips';
import { splitDriving, summarizeDriving } from '../../domain/trips/driving-totals';
import { defineTool, type McpContext } from '../tool-kit';

const PeriodInput = {
  period: TripPeriodSchema.default('last-7-days').describe('a period of the owner’s days, in their time zone'),
};

/** Trips and driving: the same list, trip and totals the Trips page shows (domain/trips), owner-scoped. */
export function registerTripTools(server: McpServer, ctx: McpContext): void {
  const { services, access } = ctx;

  defineTool(server, ctx, {
    name: 'list_trips',
    title: 'Trips',
    description:
      'The owner’s trips over a period (one vehicle, or all of them without tokenId), newest first: start and end time and place (the owner’s named place, else the nearest town), km, minutes, average and top speed (km/h), fuel (l) or energy (kWh) used and per 100 km, cost at the owner’s price, idling, harsh events, a driving score with its reason; plus the period’s totals.',
    scope: 'read',
    input: { tokenId: TokenIdSchema.optional(), ...PeriodInput, limit: z.number().int().min(1).max(200).default(50) },
    output: {
      timeZone: z.string(),
      totals: DrivingTotalsSchema,
      total: z.number().int().describe('trips in the period (the list holds the newest `limit`)'),
      trips: z.array(TripSchema),
      locationShared: z.boolean(),
      notes: z.array(z.string()),
    },
    run: async ({ tokenId, period, limit }) => {
      const list = await services.trips.list(access.user, { tokenId, period, limit });
      return { timeZone: list.timeZone, totals: list.totals, total: list.total, trips: list.trips, locationShared: list.locationShared, notes: list.notes };
    },
  });

  defineTool(server, ctx, {
    name: 'get_trip',
    title: 'One trip',
    description: 'One trip by its id (from list_trips): its figures, route points (when location is shared), speed per minute and driving events along it.',
    scope: 'read',
    input: { tripId: z.uuid() },
    output: TripDetailSchema.shape,
    run: async ({ tripId }) => services.trips.get(access.user, tripId),
  });

  defineTool(server, ctx, {
    name: 'get_driving_summary',
    title: 'Driving summary',
    description:
      'How the owner drove over a period (one vehicle or all): trips, km, minutes driving and idling, fuel and energy, cost, harsh events and the driving score with its reason, in total and per day and per week (weeks from Monday, the owner’s days).',
    scope: 'read',
    input: { tokenId: TokenIdSchema.optional(), ...PeriodInput },
    output: { timeZone: z.string(), totals: DrivingTotalsSchema, byDay: z.array(DrivingTotalsSchema), byWeek: z.array(DrivingTotalsSchema), notes: z.array(z.string()) },
    run: async ({ tokenId, period }) => {
      const h = await services.trips.history(access.user, { tokenId, period });
      return { timeZone: h.timeZone, totals: summarizeDriving(h.trips, h.period), byDay: splitDriving(h.trips, h.period, 'day'), byWeek: splitDriving(h.trips, h.period, 'week'), notes: h.notes };
    },
  });
}
