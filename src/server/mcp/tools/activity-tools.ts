import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { TokenIdSchema } from '../../../shared/api/bounds';
import { BatteryHistoryResultSchema, BatteryTrendsSchema, ChargingSessionSchema, ChargingStateSchema } from '../../../shared/api/charging';
import { inferVehicleType } from '../../../shared/vehicle-type';
import { plugsIn } from '../../domain/charging/charging';
import { TRIP_FIELDS, drivingIntervalMinutes, findTrips, measureDrivingTime, summarizeUsage } from '../../domain/usage';
import { defineTool, requireVehicle, telemetryValue, type McpContext } from '../tool-kit';

const TripSchema = z.object({ start: z.string(), end: z.string(), durationMinutes: z.number(), distanceKm: z.number().nullable() });
const RefuelSchema = z.object({ start: z.string(), end: z.string(), fromPercent: z.number().nullable(), toPercent: z.number().nullable(), litresAdded: z.number().nullable() });
const readNumber = (signal: { value: number } | null | undefined) => (typeof signal?.value === 'number' && Number.isFinite(signal.value) ? signal.value : null);

/** Daily activity and trips; refuels and charging sessions. All figures come from the usage and charging domains. */
export function registerActivityTools(server: McpServer, ctx: McpContext): void {
  const { services, access } = ctx;

  defineTool(server, ctx, {
    name: 'get_daily_activity',
    title: 'Daily activity and trips',
    description:
      'Per day over the last `days` days (24 h windows ending now, oldest first): km driven (odometer), minutes driven (ignition), top speed, and the trips (start, end, minutes, km), from a fine telemetry series.',
    scope: 'read',
    input: { tokenId: TokenIdSchema, days: z.number().int().min(1).max(30).default(7) },
    output: {
      tokenId: z.number().int(),
      from: z.string(),
      to: z.string(),
      totalKm: z.number().nullable(),
      totalDrivingMinutes: z.number(),
      days: z.array(z.object({ date: z.string(), distanceKm: z.number().nullable(), drivingMinutes: z.number(), maxSpeedKmh: z.number().nullable(), trips: z.number().int() })),
      trips: z.array(TripSchema),
    },
    run: async ({ tokenId, days }) => {
      const vehicle = await requireVehicle(ctx, tokenId);
      const series = telemetryValue(await services.telemetry.usage(vehicle.tokenId, { levels: vehicle.type === 'electric' ? 'charge' : 'fuel', days }));
      const interval = drivingIntervalMinutes(days);
      const history = telemetryValue(
        await services.telemetry.history(vehicle.tokenId, { key: `trips:${days}`, from: new Date(series.from), to: new Date(series.to), intervalMinutes: interval, fields: TRIP_FIELDS }),
      );
      const facts = summarizeUsage({ series, energy: vehicle.type === 'electric' ? 'charge' : 'fuel', tankLitres: null, capacityKwh: null, serviceDistanceKm: null });
      const driving = measureDrivingTime(history.buckets, interval);
      const trips = findTrips(history.buckets, interval);
      // Driving minutes and trips are keyed by UTC calendar day; usage days are 24 h windows ending now, named by their start.
      const windows = facts.days.map((d) => ({ ...d, from: Date.parse(d.start), to: Date.parse(d.start) + 86_400_000 }));
      return {
        tokenId,
        from: series.from,
        to: series.to,
        totalKm: facts.distanceKm,
        totalDrivingMinutes: Math.round(driving.totalMinutes),
        days: windows.map((w) => ({
          date: w.date,
          distanceKm: w.distanceKm,
          drivingMinutes: Math.round(
            history.buckets.filter((b) => Date.parse(b.timestamp) >= w.from && Date.parse(b.timestamp) < w.to).reduce((sum, b) => sum + measureDrivingTime([b], interval).totalMinutes, 0),
          ),
          maxSpeedKmh: w.maxSpeedKmh,
          trips: trips.filter((t) => Date.parse(t.start) >= w.from && Date.parse(t.start) < w.to).length,
        })),
        trips,
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
