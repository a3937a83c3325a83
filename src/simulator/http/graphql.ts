import type { FastifyReply } from 'fastify';
import { GraphQLError, execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { executePlain } from './plain-execute';

const GraphqlRequestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

export interface GraphqlResponse {
  status: number;
  /** The JSON answer: `{ data, errors? }` or `{ errors }`. */
  body: string;
}

/** Sends a GraphQL answer (already JSON), encoded once (a string would be measured and then encoded again). */
export function sendGraphqlResponse(reply: FastifyReply, result: GraphqlResponse): FastifyReply {
  return reply.code(result.status).type('application/json; charset=utf-8').send(Buffer.from(result.body));
}

const answer = (status: number, payload: { data?: unknown; errors?: unknown[] }): GraphqlResponse => ({ status, body: JSON.stringify(payload) });

/** Documents already parsed and found valid, per schema: clients send the same few query texts again and again. */
const validDocuments = new WeakMap<GraphQLSchema, Map<string, DocumentNode>>();
const MAX_CACHED_DOCUMENTS = 200;

/** Parses, validates and runs one GraphQL request; request errors answer 422 with `errors[]`, as gqlgen does. */
export async function runGraphqlRequest(input: {
  schema: GraphQLSchema;
  body: unknown;
  rootValue: unknown;
  contextValue?: unknown;
}): Promise<GraphqlResponse> {
  const request = GraphqlRequestSchema.safeParse(input.body);
  if (!request.success) {
    return answer(400, { errors: [{ message: 'Expected a JSON body with a "query" string' }] });
  }
  let cache = validDocuments.get(input.schema);
  if (!cache) validDocuments.set(input.schema, (cache = new Map()));
  let document = cache.get(request.data.query);
  if (!document) {
    try {
      document = parse(request.data.query);
    } catch (error) {
      const message = error instanceof GraphQLError ? error : new GraphQLError(String(error));
      return answer(422, { errors: [message.toJSON()] });
    }
    const validationErrors = validate(input.schema, document);
    if (validationErrors.length > 0) {
      return answer(422, { errors: validationErrors.map((e) => e.toJSON()) });
    }
    if (cache.size >= MAX_CACHED_DOCUMENTS) cache.delete(cache.keys().next().value!);
    cache.set(request.data.query, document);
  }
  const args = {
    schema: input.schema,
    document,
    rootValue: input.rootValue,
    contextValue: input.contextValue,
    variableValues: request.data.variables ?? undefined,
    operationName: request.data.operationName ?? undefined,
  };
  const plain = await executePlain(args);
  if (plain !== null) return { status: 200, body: `{"data":${plain}}` };
  const result = await execute(args);
  const payload: { data: unknown; errors?: unknown[] } = { data: result.data ?? null };
  if (result.errors?.length) payload.errors = result.errors.map((e) => e.toJSON());
  return answer(200, payload);
}
