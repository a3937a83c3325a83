import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { TokenIdSchema } from '../../../shared/api/bounds';
import { BatteryHistoryResultSchema, BatteryTrendsSchema, ChargingSessionSchema, ChargingStateSchema } from '../../../shared/api/charging';
import { inferVehicleType } from '../../../shared/vehicle-type';
import { plugsIn } from '../../domain/charging/charging';
import { addDays } from '../../../shared/format-date';
import { splitDriving, summarizeDriving } from '../../domain/trips/driving-totals';
import { periodWindow, splitIntoDays, summarizeUsage } from '../../domain/usage';
import { readOwnerClock } from '../../domain/vehicle-facts/owner-clock';
import { defineTool, requireVehicle, telemetryValue, type McpContext } from '../tool-kit';

const TripSchema = z.object({ start: z.string(), end: z.string().describe('now, for a trip under way'), durationMinutes: z.number(), distanceKm: z.number().nullable() });
const RefuelSchema = z.object({ start: z.string(), end: z.string(), fromPercent: z.number().nullable(), toPercent: z.number().nullable(), litresAdded: z.number().nullable() });
const readNumber = (signal: { value: number } | null | undefined) => (typeof signal?.value === 'number' && Number.isFinite(signal.value) ? signal.value : null);

/** Daily activity and trips; refuels and charging sessions. All figures come from the usage and charging domains. */
export function registerActivityTools(server: McpServer, ctx: McpContext): void {
  const { services, access } = ctx;

  defineTool(server, ctx, {
    name: 'get_daily_activity',
    title: 'Daily activity and trips',
    description:
      'Per day over the owner’s last `days` days (their calendar days in their time zone, today so far the last, oldest first): km driven, minutes driven and trips (the Trips page’s own, as list_trips and get_driving_summary count them, each trip on the day it started), top speed; and the trips (start, end, minutes, km), oldest first.',
    scope: 'read',
    input: { tokenId: TokenIdSchema, days: z.number().int().min(1).max(30).default(7) },
    output: {
      tokenId: z.number().int(),
      timeZone: z.string(),
      from: z.string().describe('first day, YYYY-MM-DD'),
      to: z.string().describe('last day (today), YYYY-MM-DD'),
      totalKm: z.number().nullable(),
      totalDrivingMinutes: z.number(),
      days: z.array(z.object({ date: z.string(), distanceKm: z.number().nullable(), drivingMinutes: z.number(), maxSpeedKmh: z.number().nullable(), trips: z.number().int() })),
      trips: z.array(TripSchema),
    },
    run: async ({ tokenId, days }) => {
      const vehicle = await requireVehicle(ctx, tokenId);
      const now = new Date();
      const { timeZone, today } = await readOwnerClock(services.telemetry, access.user, [vehicle], now);
      const period = { from: addDays(today, 1 - days), to: today };
      const window = periodWindow(period, now, timeZone);
      const energy = vehicle.type === 'electric' ? 'charge' : 'fuel';
      const [series, driving] = await Promise.all([
        window ? services.telemetry.usage(vehicle.tokenId, { levels: energy, ...window }).then(telemetryValue) : null,
        services.trips.history(access.user, { tokenId, ...period }),
      ]);
      // the series gives each day's top speed; distance, minutes and trips are the trips'
      const usageDays = new Map(series ? splitIntoDays(series, days, timeZone).map((d) => [d.date, d]) : []);
      const drivingDays = new Map(splitDriving(driving.trips, driving.period, 'day').map((d) => [d.from, d]));
      const totals = summarizeDriving(driving.trips, driving.period);
      return {
        tokenId,
        timeZone,
        ...period,
        totalKm: totals.distanceKm,
        totalDrivingMinutes: Math.round(totals.drivingMinutes),
        days: Array.from({ length: days }, (_, i) => {
          const date = addDays(period.from, i);
          return {
            date,
            distanceKm: drivingDays.get(date)?.distanceKm ?? 0,
            drivingMinutes: Math.round(drivingDays.get(date)?.drivingMinutes ?? 0),
            maxSpeedKmh: usageDays.get(date)?.maxSpeedKmh ?? null,
            trips: drivingDays.get(date)?.trips ?? 0,
          };
        }),
        trips: [...driving.trips].reverse().map((t) => ({ start: t.start, end: t.end ?? now.toISOString(), durationMinutes: t.durationMinutes, distanceKm: t.distanceKm })),
      };
    },
  });

  defineTool(server, ctx, {
    name: 'get_energy_sessions',
    title: 'Refuels and charging sessions',
    description:
      'Refuels (fuel level rises: litres added where known) for fuel and hybrid cars, and charging sessions (start, end, % and kWh gained, place when location is shared) plus the charging state now for electric and plug-in cars, over the last 7 or 30 days; for those, the battery: vampire drain per day while parked, range at 100 % per day and its health (reported state of health, else capacity estimated from charges).',
    scope: 'read',
    input: { tokenId: TokenIdSchema, days: z.union([z.literal(7), z.literal(30)]).default(30) },
    output: {
      tokenId: z.number().int(),
      type: z.enum(['gas', 'electric', 'hybrid']),
      days: z.number().int(),
      refuels: z.array(RefuelSchema),
      litresUsed: z.number().nullable(),
      plugsIn: z.boolean(),
      chargingSessions: z.array(ChargingSessionSchema),
      charging: ChargingStateSchema.nullable(),
      battery: BatteryTrendsSchema.nullable(),
      note: z.string().nullable(),
    },
    run: async ({ tokenId, days }) => {
      const vehicle = await requireVehicle(ctx, tokenId);
      const latest = telemetryValue(await services.telemetry.latest(vehicle.tokenId));
      const type = inferVehicleType({ make: vehicle.make, model: vehicle.model, powertrainType: latest.powertrainType?.value ?? null });
      const plugs = plugsIn(type, latest);
      let refuels: z.infer<typeof RefuelSchema>[] = [];
      let litresUsed: number | null = null;
      if (type !== 'electric') {
        const series = telemetryValue(await services.telemetry.usage(vehicle.tokenId, { levels: 'fuel', days }));
        const facts = summarizeUsage({ series, energy: 'fuel', tankLitres: null, capacityKwh: readNumber(latest.powertrainTractionBatteryGrossCapacity), serviceDistanceKm: null });
        refuels = facts.refuels;
        litresUsed = facts.fuel?.litresUsed ?? null;
      }
      const charging = plugs ? (await services.charging.overview(access.user, { tokenId, days })).selected : null;
      return {
        tokenId,
        type,
        days,
        refuels,
        litresUsed,
        plugsIn: plugs,
        chargingSessions: charging?.sessions ?? [],
        charging: charging?.current ?? null,
        battery: charging?.battery ?? null,
        note: charging?.error ?? charging?.explanation ?? null,
      };
    },
  });

  defineTool(server, ctx, {
    name: 'get_battery_trends',
    title: 'Battery health and range over the last year',
    description:
      'An electric or plug-in car\'s battery over the last 12 months, one point per owner month (oldest first): its health (the state of health % the car reports, else the usable capacity in kWh estimated from the days it charged; `health.basis` says which and `health.days` from how many days) and its range at 100 % (km, electric cars only), with the change from the first month to the latest. The same figures as the Charging page and the assistant. Null history for cars that do not plug in.',
    scope: 'read',
    input: { tokenId: TokenIdSchema },
    output: BatteryHistoryResultSchema.shape,
    run: async ({ tokenId }) => {
      await requireVehicle(ctx, tokenId);
      return services.charging.batteryHistory(access.user, { tokenId });
    },
  });
}
