import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { TripDistanceKmSchema, TroubleCodeListSchema } from '../../shared/api/bounds';
import { explainDtc } from '../../shared/dtc';
import { parseDtcList } from '../../shared/telemetry';
import { analyzeHealth, analyzeMaintenance, analyzeUsage, assessTripReadiness, readDocumentFacts, readSpend, type VehicleContext } from '../domain/assistant';
import { PERIOD_NAMES } from '../../shared/api/facts';
import { latestValues } from '../mcp/tools/output-schemas';

/** One vehicle tool: the same definition serves the in-app LLM (AI SDK) and outside AI clients (MCP). */
export interface VehicleToolSpec<S extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  description: string;
  input: S;
  run(ctx: VehicleContext, input: z.infer<z.ZodObject<S>>): unknown;
}

const spec = <S extends z.ZodRawShape>(s: VehicleToolSpec<S>) => s as unknown as VehicleToolSpec;

export const VEHICLE_TOOL_SPECS: VehicleToolSpec[] = [
  spec({
    name: 'analyze_vehicle_health',
    description: 'Health score (0-100), insights on signals outside healthy ranges, and recommendations for the vehicle.',
    input: {},
    run: (ctx) => analyzeHealth(ctx),
  }),
  spec({
    name: 'assess_trip_readiness',
    description: 'Readiness score, risk factors and recommendations for a trip, optionally of a given distance in km.',
    input: { distanceKm: TripDistanceKmSchema.optional() },
    run: (ctx, { distanceKm }) => assessTripReadiness(ctx, { distanceKm }),
  }),
  spec({
    name: 'analyze_historical_usage',
    description: 'Distance, speed, fuel or energy use and usage patterns over the last 7 days (24 h buckets).',
    input: {},
    run: (ctx) => analyzeUsage(ctx),
  }),
  spec({
    name: 'get_maintenance_history',
    description:
      "What is due on the vehicle (the app's due list: reminders, the car's own service countdown, document dates, a workshop visit for serious trouble codes), each with when and where it comes from, and the service records.",
    input: {},
    run: (ctx) => ({ records: ctx.maintenance, analysis: analyzeMaintenance(ctx) }),
  }),
  spec({
    name: 'get_documents',
    description:
      "The vehicle's documents, and the facts they set (registration and insurance expiry, plate, next service...): each from the document with authority, with the document it came from and, when documents disagree, both values and what to say.",
    input: {},
    run: (ctx) => readDocumentFacts(ctx),
  }),
  spec({
    name: 'get_spend',
    description:
      "What was spent on the vehicle in a period (this year unless asked): per currency (never added together), service and repair alone (tyres included; insurance, fees and fuel never in it), by category, each item with its source; the period's own days in 'said'. Name the period and currency in the answer.",
    input: { period: z.enum(PERIOD_NAMES).default('this-year') },
    run: (ctx, { period }) => readSpend(ctx, period),
  }),
  spec({
    name: 'get_car_readings',
    description:
      "The latest value and time of every signal the car reports, numbers with their unit: its own state (locked, doors, windows and trunk open, parking brake, warning lamps, oil level), EV charging (charging now, power, cable connected, charge limit, battery health and range), levels, odometer, tyres. A signal missing here is not reported by this car's connection: say so, never 'no' or 0.",
    input: {},
    run: (ctx) => ({ lastSeen: ctx.latest?.lastSeen ?? null, readings: ctx.latest ? latestValues(ctx.latest) : {} }),
  }),
  spec({
    name: 'explain_trouble_codes',
    description: "Meaning and severity of OBD-II trouble codes; without codes, the vehicle's stored codes.",
    input: { codes: TroubleCodeListSchema.optional() },
    run: (ctx, { codes }) => (codes?.length ? codes : parseDtcList(ctx.latest?.obdDTCList?.value)).map(explainDtc),
  }),
];

/** The tools an in-app LLM may call about one vehicle; each runs the same deterministic analyzer the offline chat uses. */
export function vehicleTools(ctx: VehicleContext): ToolSet {
  return Object.fromEntries(
    VEHICLE_TOOL_SPECS.map((s) => [
      s.name,
      tool({ description: s.description, inputSchema: z.object(s.input), execute: async (input: Record<string, unknown>) => s.run(ctx, input) }),
    ]),
  );
}

