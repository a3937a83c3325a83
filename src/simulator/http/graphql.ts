import { GraphQLError, execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { z } from 'zod';

const GraphqlRequestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

export interface GraphqlResponse {
  status: number;
  payload: { data?: unknown; errors?: unknown[] };
}

/** Parses, validates and runs one GraphQL request; request errors answer 422 with `errors[]`, as gqlgen does. */
export async function runGraphqlRequest(input: {
  schema: GraphQLSchema;
  body: unknown;
  rootValue: unknown;
  contextValue?: unknown;
}): Promise<GraphqlResponse> {
  const request = GraphqlRequestSchema.safeParse(input.body);
  if (!request.success) {
    return { status: 400, payload: { errors: [{ message: 'Expected a JSON body with a "query" string' }] } };
  }
  let document: DocumentNode;
  try {
    document = parse(request.data.query);
  } catch (error) {
    const message = error instanceof GraphQLError ? error : new GraphQLError(String(error));
    return { status: 422, payload: { errors: [message.toJSON()] } };
  }
  const validationErrors = validate(input.schema, document);
  if (validationErrors.length > 0) {
    return { status: 422, payload: { errors: validationErrors.map((e) => e.toJSON()) } };
  }
  const result = await execute({
    schema: input.schema,
    document,
    rootValue: input.rootValue,
    contextValue: input.contextValue,
    variableValues: request.data.variables ?? undefined,
    operationName: request.data.operationName ?? undefined,
  });
  const payload: GraphqlResponse['payload'] = { data: result.data ?? null };
  if (result.errors?.length) payload.errors = result.errors.map((e) => e.toJSON());
  return { status: 200, payload };
}
