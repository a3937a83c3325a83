import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { TokenIdSchema, VinInputSchema } from '../../../shared/api/bounds';
import { TroubleCodeSchema, VehicleTypeSchema } from '../../../shared/api/vehicles';
import { explainDtcs } from '../../../shared/dtc';
import { describeReporting } from '../../../shared/signal-coverage';
import { NUMBER_SIGNALS, parseDtcList, type VehicleType } from '../../../shared/telemetry';
import { decodeVin, isValidVin, normalizeVin } from '../../../shared/vin';
import { VEHICLE_TOOL_SPECS } from '../../ai/vehicle-tools';
import { analyzeFleet } from '../../domain/assistant';
import { buildVehicleContext, buildVehicleContexts } from '../../domain/vehicle-facts/load-inputs';
import { readOwnerClock } from '../../domain/vehicle-facts/owner-clock';
import { defineTool, refuse, requireVehicle, telemetryValue, type McpContext } from '../tool-kit';
import {
  FleetAnalysisSchema,
  HealthAnalysisSchema,
  LatestReadingsSchema,
  SIGNAL_UNITS,
  SeriesUnitsSchema,
  SeriesValuesSchema,
  TripAssessmentSchema,
  TroubleCodesSchema,
  UsageAnalysisSchema,
  latestValues,
} from './output-schemas';

const VehicleSummarySchema = z.object({
  tokenId: z.number().int(),
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  type: VehicleTypeSchema,
  vin: z.string().nullable(),
});

const AGGREGATIONS = ['AVG', 'MED', 'MAX', 'MIN', 'FIRST', 'LAST'] as const;
/** A signal series may cover at most this long, in at most this many buckets. */
export const SERIES_LIMITS = { maxDays: 90, maxBuckets: 2_000, maxSignals: 8 } as const;
const DAY_MS = 86_400_000;


/**
 * The in-app assistant's analyses, served as they are (same numbers as the chat and the dashboard), each with its
 * result's schema. Maintenance history is served from the facts instead (facts-tools.ts).
 */
const ANALYSES: Record<string, { title: string; result: z.ZodType }> = {
  analyze_vehicle_health: { title: 'Vehicle health', result: HealthAnalysisSchema },
  assess_trip_readiness: { title: 'Trip readiness', result: TripAssessmentSchema },
  analyze_historical_usage: { title: 'Usage over 7 days', result: UsageAnalysisSchema },
  explain_trouble_codes: { title: 'Trouble codes explained', result: TroubleCodesSchema },
};

/** Vehicles, VIN, latest signals, a signal series, location and trouble codes, plus the assistant's analyses. */
export function registerVehicleTools(server: McpServer, ctx: McpContext): void {
  const { services, access } = ctx;
  const deps = { db: services.database.db, telemetry: services.telemetry };

  defineTool(server, ctx, {
    name: 'list_vehicles',
    title: 'Your vehicles',
    description: "The owner's vehicles shared with this app: token id (the other tools' tokenId), name, make, model, year, type, VIN.",
    scope: 'read',
    input: {},
    output: { vehicles: z.array(VehicleSummarySchema) },
    run: async () => ({
      vehicles: (await services.vehicles.list(access.user)).map((v) => ({ tokenId: v.tokenId, name: v.name, make: v.make, model: v.model, year: v.year, type: v.type as VehicleType, vin: v.vin })),
    }),
  });

  defineTool(server, ctx, {
    name: 'vin_operations',
    title: 'VIN: get and decode',
    description:
      "operation 'decode' validates a VIN (check digit) and decodes its manufacturer, country and model year offline; operation 'get' returns one of your vehicles' VIN (by tokenId) decoded the same way.",
    scope: 'read',
    input: { operation: z.enum(['decode', 'get']).default('decode'), vin: VinInputSchema.optional(), tokenId: TokenIdSchema.optional() },
    output: { tokenId: z.number().int().nullable(), vin: z.string(), valid: z.boolean(), make: z.string().nullable(), country: z.string().nullable(), modelYear: z.number().int().nullable() },
    run: async ({ operation, vin, tokenId }) => {
      let raw = vin;
      if (operation === 'get') {
        if (tokenId === undefined) throw refuse("operation 'get' needs the vehicle's tokenId.");
        const vehicle = await requireVehicle(ctx, tokenId);
        if (!vehicle.vin) throw refuse(`${vehicle.name} has no VIN on record.`);
        raw = vehicle.vin;
      }
      if (!raw?.trim()) throw refuse("operation 'decode' needs a vin.");
      const normalized = normalizeVin(raw);
      return { tokenId: operation === 'get' ? (tokenId ?? null) : null, vin: normalized, valid: isValidVin(normalized), ...decodeVin(normalized) };
    },
  });

  defineTool(server, ctx, {
    name: 'get_latest_signals',
    title: 'Latest signals',
    description:
      'The latest value and time of every signal the vehicle reports (odometer km, speed km/h, fuel %, state of charge %, 12 V battery V, coolant °C, tyre pressures kPa, range km, trouble code list...). Location is served by get_location.',
    scope: 'read',
    input: { tokenId: TokenIdSchema },
    output: { tokenId: z.number().int(), name: z.string(), lastSeen: z.string().nullable(), signals: LatestReadingsSchema },
    run: async ({ tokenId }) => {
      const vehicle = await requireVehicle(ctx, tokenId);
      const latest = telemetryValue(await services.telemetry.latest(vehicle.tokenId));
      return { tokenId, name: vehicle.name, lastSeen: latest.lastSeen, signals: latestValues(latest) };
    },
  });

  defineTool(server, ctx, {
    name: 'get_signal_series',
    title: 'Signal time series',
    description: `Numeric signals over a time range in buckets of intervalMinutes, each bucket aggregated (AVG, MED, MAX, MIN, FIRST, LAST). Range: from/to as ISO times (default the last 24 hours), at most ${SERIES_LIMITS.maxDays} days and ${SERIES_LIMITS.maxBuckets} buckets; at most ${SERIES_LIMITS.maxSignals} signals.`,
    scope: 'read',
    input: {
      tokenId: TokenIdSchema,
      signals: z.array(z.enum(NUMBER_SIGNALS)).min(1).max(SERIES_LIMITS.maxSignals),
      aggregation: z.enum(AGGREGATIONS).default('AVG'),
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      intervalMinutes: z.number().int().min(1).max(1440).default(60),
    },
    output: {
      tokenId: z.number().int(),
      from: z.string(),
      to: z.string(),
      intervalMinutes: z.number().int(),
      aggregation: z.enum(AGGREGATIONS),
      units: SeriesUnitsSchema,
      points: z.array(z.object({ timestamp: z.string(), values: SeriesValuesSchema })),
    },
    run: async ({ tokenId, signals, aggregation, from, to, intervalMinutes }) => {
      const end = to ? new Date(to) : new Date();
      const start = from ? new Date(from) : new Date(end.getTime() - DAY_MS);
      if (end.getTime() <= start.getTime()) throw refuse('to must be after from.');
      if (end.getTime() - start.getTime() > SERIES_LIMITS.maxDays * DAY_MS) throw refuse(`Ask for at most ${SERIES_LIMITS.maxDays} days at once.`);
      if (end.getTime() > Date.now() + 60_000) throw refuse('to is in the future.');
      const buckets = Math.ceil((end.getTime() - start.getTime()) / (intervalMinutes * 60_000));
      if (buckets > SERIES_LIMITS.maxBuckets) throw refuse(`That is ${buckets} buckets; use a longer intervalMinutes or a shorter range (at most ${SERIES_LIMITS.maxBuckets}).`);
      const vehicle = await requireVehicle(ctx, tokenId);
      const unique = [...new Set(signals)];
      const history = telemetryValue(
        await services.telemetry.history(vehicle.tokenId, {
          key: `mcp-series:${unique.join(',')}:${aggregation}:${intervalMinutes}:${start.toISOString()}:${end.toISOString()}`,
          from: start,
          to: end,
          intervalMinutes,
          fields: Object.fromEntries(unique.map((s) => [s, { signal: s, agg: aggregation }])),
        }),
      );
      return {
        tokenId,
        from: start.toISOString(),
        to: end.toISOString(),
        intervalMinutes,
        aggregation,
        units: Object.fromEntries(unique.map((s) => [s, SIGNAL_UNITS[s]])),
        points: history.buckets.map((b) => ({
          timestamp: b.timestamp,
          values: Object.fromEntries(unique.map((s) => [s, typeof b[s] === 'number' && Number.isFinite(b[s]) ? (b[s] as number) : null])),
        })),
      };
    },
  });

  defineTool(server, ctx, {
    name: 'get_location',
    title: 'Location',
    description: "The vehicle's last reported position, only when the owner granted this app the location privilege (otherwise shared is false and no position is given).",
    scope: 'read',
    input: { tokenId: TokenIdSchema },
    output: {
      tokenId: z.number().int(),
      shared: z.boolean(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      timestamp: z.string().nullable(),
      note: z.string().nullable(),
    },
    run: async ({ tokenId }) => {
      const vehicle = await requireVehicle(ctx, tokenId);
      const [read, coverage] = await Promise.all([services.telemetry.latest(vehicle.tokenId), services.telemetry.coverage(vehicle.tokenId)]);
      const latest = telemetryValue(read);
      // The provider answers a location only under the location privilege; without it the signal is absent.
      const place = latest.currentLocationCoordinates;
      if (!place) {
        const notShared = describeReporting(coverage.ok ? coverage.value : null, latest).location === 'notShared';
        const note = notShared
          ? `${vehicle.name}'s location is not shared with this app (the owner did not grant the location privilege).`
          : `${vehicle.name}'s connection has not reported a location.`;
        return { tokenId, shared: !notShared, latitude: null, longitude: null, timestamp: null, note };
      }
      return { tokenId, shared: true, latitude: place.value.latitude, longitude: place.value.longitude, timestamp: place.timestamp, note: null };
    },
  });

  defineTool(server, ctx, {
    name: 'get_trouble_codes',
    title: 'Trouble codes',
    description:
      "Trouble codes stored in the vehicle now, and those it reported over the last `days` days (first and last day seen), each with meaning, severity and system. reported false means the car's connection cannot report trouble codes at all (an empty list then is not 'no codes').",
    scope: 'read',
    input: { tokenId: TokenIdSchema, days: z.number().int().min(1).max(90).default(90) },
    output: {
      tokenId: z.number().int(),
      reported: z.boolean(),
      stored: z.array(TroubleCodeSchema),
      past: z.array(TroubleCodeSchema.extend({ firstSeen: z.string(), lastSeen: z.string(), days: z.number().int() })),
      historyError: z.string().nullable(),
    },
    run: async ({ tokenId, days }) => {
      const vehicle = await requireVehicle(ctx, tokenId);
      const [read, coverage] = await Promise.all([services.telemetry.latest(vehicle.tokenId), services.telemetry.coverage(vehicle.tokenId)]);
      const latest = telemetryValue(read);
      const clock = await readOwnerClock(services.telemetry, ctx.access.user, [vehicle], new Date());
      const history = await services.telemetry.daily(vehicle.tokenId, { days, timeZone: clock.timeZone });
      const seen = new Map<string, { firstSeen: string; lastSeen: string; days: number }>();
      if (history.ok) {
        for (const { date: day, troubleCodes } of history.value) {
          for (const code of troubleCodes ?? []) {
            const s = seen.get(code);
            seen.set(code, s ? { firstSeen: s.firstSeen < day ? s.firstSeen : day, lastSeen: s.lastSeen > day ? s.lastSeen : day, days: s.days + 1 } : { firstSeen: day, lastSeen: day, days: 1 });
          }
        }
      }
      return {
        tokenId,
        reported: describeReporting(coverage.ok ? coverage.value : null, latest).troubleCodes === 'reported',
        stored: explainDtcs(parseDtcList(latest.obdDTCList?.value)),
        past: explainDtcs([...seen.keys()]).map((c) => ({ ...c, ...seen.get(c.code)! })),
        historyError: history.ok ? null : history.error,
      };
    },
  });

  defineTool(server, ctx, {
    name: 'analyze_fleet',
    title: 'Fleet ranking',
    description: 'Every vehicle ranked by health and trip readiness, and what needs attention first.',
    scope: 'read',
    input: {},
    output: { fleet: FleetAnalysisSchema },
    run: async () => {
      const vehicles = await services.vehicles.list(access.user);
      // The ranking reads no usage fact: a fleet's costliest read is left out.
      const contexts = await buildVehicleContexts(deps, access.user, vehicles, new Date(), { usage: false });
      return { fleet: analyzeFleet(contexts) };
    },
  });

  for (const spec of VEHICLE_TOOL_SPECS.filter((s) => s.name in ANALYSES)) {
    const { title, result } = ANALYSES[spec.name];
    defineTool(server, ctx, {
      name: spec.name,
      title,
      description: `${spec.description} The same analysis the app's assistant uses.`,
      scope: 'read',
      input: { tokenId: TokenIdSchema, ...spec.input },
      // run's answer is checked against this schema before it leaves (runTool).
      output: { tokenId: z.number().int(), result },
      run: async ({ tokenId, ...input }) => {
        const vehicle = await requireVehicle(ctx, tokenId as number);
        // the usage analysis says the trips' distance and consumption, as get_trips and the app's Trips page add them up
        const driven = spec.name === 'analyze_historical_usage';
        return { tokenId: tokenId as number, result: spec.run(await buildVehicleContext({ ...deps, trips: services.trips }, access.user, vehicle, new Date(), { driven }), input) };
      },
    });
  }
}
