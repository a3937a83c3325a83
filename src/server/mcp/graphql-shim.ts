import { z } from 'zod';
import { TokenIdSchema } from '../../shared/api/bounds';
import { isProviderError, type GraphqlResult } from '../provider';
import { checkQuery, checkSeriesSize, fillDeclaredVariables, telemetryPrivileges, telemetryTokenIds, type Variables } from './graphql-guard';
import { requireVehicle, type McpContext } from './tool-kit';

/** What a shim GraphQL call answers: 200 with the provider's data, or a status and the reason. */
export interface GraphqlReply {
  status: number;
  data: unknown;
  error: string | null;
}

const QuerySchema = z.string().min(1).max(10_000);
const VariablesSchema = z.record(z.string(), z.unknown()).refine((v) => Object.keys(v).length <= 50, 'at most 50 variables');
export const IdentityParams = z.object({ query: QuerySchema, variables: VariablesSchema.optional() });
export const TelemetryParams = z.object({ query: QuerySchema, variables: VariablesSchema.optional(), tokenId: TokenIdSchema.optional() });

const WEEK_MS = 7 * 86_400_000;
const refused = (status: number, error: string): GraphqlReply => ({ status, data: null, error });

/** The provider's answer as a reply: its data; its errors as the reason (a refusal when nothing came back). */
function fromProvider(api: string, result: GraphqlResult): GraphqlReply {
  if (result.errors.length === 0) return { status: 200, data: result.data, error: null };
  const messages = result.errors
    .slice(0, 3)
    .map((e) => e.message)
    .join('; ');
  if (result.data === null || result.data === undefined || result.status !== 200) {
    const unauthorized = result.errors.some((e) => e.extensions?.code === 'UNAUTHORIZED');
    return refused(unauthorized ? 403 : 400, `The ${api} API refused the query: ${messages}`);
  }
  return { status: 200, data: result.data, error: `The ${api} API answered in part: ${messages}` };
}

async function askProvider(api: string, ask: () => Promise<GraphqlResult>): Promise<GraphqlReply> {
  try {
    return fromProvider(api, await ask());
  } catch (error) {
    if (isProviderError(error, 'forbidden')) return refused(403, `The owner has not granted this app the privileges the query needs (location or VIN): ${error.message}`);
    if (isProviderError(error)) return refused(502, `The ${api} API did not answer: ${error.message}`);
    throw error;
  }
}

/**
 * SPEC's `telemetry_query`: the caller's GraphQL query, sent as it is to the provider's telemetry API with the
 * vehicle's JWT, once it is one bounded read-only query naming one of the caller's vehicles and no other. Declared
 * `$tokenId`, `$from` and `$to` the caller leaves out default to the vehicle and the last 7 days.
 */
export async function runTelemetryQuery(ctx: McpContext, params: z.infer<typeof TelemetryParams>): Promise<GraphqlReply> {
  const checked = checkQuery(params.query);
  if (!checked.ok) return refused(400, checked.message);
  const given = params.variables ?? {};
  const named = [params.tokenId, TokenIdSchema.safeParse(given.tokenId).data].filter((t): t is number => t !== undefined);
  const now = Date.now();
  const variables: Variables = fillDeclaredVariables(checked.value.operation, given, {
    tokenId: () => named[0],
    from: () => new Date(now - WEEK_MS).toISOString(),
    to: () => new Date(now).toISOString(),
  });
  const inQuery = telemetryTokenIds(checked.value, variables);
  if (!inQuery.ok) return refused(400, inQuery.message);
  const vehicles = new Set([...named, ...inQuery.value]);
  if (vehicles.size === 0) return refused(400, 'Name the vehicle: variables.tokenId or tokenId.');
  if (vehicles.size > 1) return refused(403, `A query may name only one vehicle; this one names ${[...vehicles].join(', ')}.`);
  const size = checkSeriesSize(checked.value, variables);
  if (!size.ok) return refused(400, size.message);
  const vehicle = await requireVehicle(ctx, [...vehicles][0]);
  return askProvider('telemetry', () => ctx.services.provider.queryTelemetry(vehicle.tokenId, { query: params.query, variables }, telemetryPrivileges(checked.value)));
}

/**
 * SPEC's `identity_query`: the caller's bounded read-only GraphQL query against the provider's public identity API.
 * A declared `$owner` the caller leaves out is the caller's wallet.
 */
export async function runIdentityQuery(ctx: McpContext, params: z.infer<typeof IdentityParams>): Promise<GraphqlReply> {
  const checked = checkQuery(params.query);
  if (!checked.ok) return refused(400, checked.message);
  const variables = fillDeclaredVariables(checked.value.operation, params.variables ?? {}, { owner: () => ctx.access.user.walletAddress });
  return askProvider('identity', () => ctx.services.provider.queryIdentity({ query: params.query, variables }));
}
