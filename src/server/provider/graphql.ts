import { z } from 'zod';
import { createHttpStatusError, ProviderError } from './errors';
import type { HttpClient } from './http';
import { parseJsonResponse, summariseErrorBody, validateResponse } from './http';

export const GraphqlErrorSchema = z.looseObject({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.looseObject({ code: z.string().optional() }).nullish(),
});
export type GraphqlError = z.infer<typeof GraphqlErrorSchema>;

export const GraphqlEnvelopeSchema = z.object({
  data: z.unknown().optional(),
  errors: z.array(GraphqlErrorSchema).nullish(),
});
export type GraphqlEnvelope = z.infer<typeof GraphqlEnvelopeSchema>;

export interface GraphqlRequest {
  call: string;
  url: string;
  query: string;
  variables: Record<string, unknown>;
  bearer?: string;
}

export interface GraphqlResult {
  data: unknown;
  errors: GraphqlError[];
  status: number;
}

// GraphQL servers answer query validation failures with 400 or 422 and an `errors` body.
const isGraphqlErrorStatus = (status: number) => status === 400 || status === 422;

/** Posts a query and returns data plus any GraphQL errors; HTTP-level failures throw. */
export async function postGraphql(http: HttpClient, req: GraphqlRequest): Promise<GraphqlResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (req.bearer) headers.authorization = `Bearer ${req.bearer}`;
  const response = await http.request({
    call: req.call,
    url: req.url,
    method: 'POST',
    headers,
    body: JSON.stringify({ query: req.query, variables: req.variables }),
    acceptStatus: isGraphqlErrorStatus,
  });
  if (response.status !== 200 && !looksLikeGraphqlErrors(response.text)) {
    throw createHttpStatusError(req.call, response.status, summariseErrorBody(response.text));
  }
  const envelope = parseJsonResponse(req.call, response.text, GraphqlEnvelopeSchema);
  return { data: envelope.data ?? null, errors: envelope.errors ?? [], status: response.status };
}

function looksLikeGraphqlErrors(text: string): boolean {
  try {
    return Array.isArray(GraphqlEnvelopeSchema.safeParse(JSON.parse(text)).data?.errors);
  } catch {
    return false;
  }
}

/** One error for a list of GraphQL errors; UNAUTHORIZED anywhere makes it 'unauthorized'. */
export function toGraphqlError(call: string, errors: GraphqlError[], status?: number): ProviderError {
  const unauthorized = errors.some((e) => e.extensions?.code === 'UNAUTHORIZED');
  const messages = errors
    .slice(0, 3)
    .map((e) => e.message)
    .join('; ');
  return new ProviderError({
    call,
    status,
    code: unauthorized ? 'unauthorized' : 'graphql',
    message: `${call} ${unauthorized ? 'unauthorized' : 'failed'}: ${messages}`,
  });
}

/** Posts a query, refuses any GraphQL error, and validates `data` against the schema. */
export async function queryGraphql<S extends z.ZodType>(
  http: HttpClient,
  req: GraphqlRequest,
  dataSchema: S,
): Promise<z.infer<S>> {
  const result = await postGraphql(http, req);
  if (result.errors.length > 0) throw toGraphqlError(req.call, result.errors, result.status);
  return validateResponse(req.call, result.data, dataSchema);
}
