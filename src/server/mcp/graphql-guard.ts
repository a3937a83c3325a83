import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** How big a caller's GraphQL query may be before it is sent to the provider. */
export const GRAPHQL_LIMITS = { maxTokens: 2_000, maxDepth: 8, maxFields: 300, maxRootFields: 10, maxSeriesBuckets: 5_000 } as const;

export type Variables = Record<string, unknown>;

/** A query that passed the checks: its one operation and every field in it (fragments expanded). */
export interface CheckedQuery {
  operation: OperationDefinitionNode;
  rootFields: FieldNode[];
  fields: FieldNode[];
}

export type GuardResult<T> = { ok: true; value: T } | { ok: false; message: string };
const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

/**
 * Parses a caller's query and checks it is one read-only operation of bounded size: at most `maxTokens` tokens,
 * `maxDepth` levels of fields, `maxFields` fields in all (fragments counted where they are spread) and
 * `maxRootFields` top-level fields. Mutations and subscriptions are refused.
 */
export function checkQuery(query: string): GuardResult<CheckedQuery> {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch (error) {
    return refuse(`The query is not valid GraphQL: ${error instanceof GraphQLError ? error.message : String(error)}`);
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  if (operations.length !== 1) return refuse(`Send exactly one operation per query (this one has ${operations.length}).`);
  const operation = operations[0];
  if (operation.operation !== 'query') return refuse(`Only queries are allowed; a ${operation.operation} is refused.`);

  const fields: FieldNode[] = [];
  let problem: string | null = null;
  const walk = (set: SelectionSetNode, depth: number, spreading: ReadonlySet<string>): FieldNode[] => {
    const direct: FieldNode[] = [];
    for (const selection of set.selections) {
      if (problem) break;
      if (selection.kind === Kind.FIELD) {
        direct.push(selection);
        fields.push(selection);
        if (fields.length > GRAPHQL_LIMITS.maxFields) problem = `The query asks for more than ${GRAPHQL_LIMITS.maxFields} fields.`;
        else if (depth > GRAPHQL_LIMITS.maxDepth) problem = `The query is nested deeper than ${GRAPHQL_LIMITS.maxDepth} levels.`;
        else if (selection.selectionSet) walk(selection.selectionSet, depth + 1, spreading);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        direct.push(...walk(selection.selectionSet, depth, spreading));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment) problem = `Unknown fragment ${name}.`;
        else if (spreading.has(name)) problem = `Fragment ${name} spreads itself.`;
        else direct.push(...walk(fragment.selectionSet, depth, new Set([...spreading, name])));
      }
    }
    return direct;
  };
  const rootFields = walk(operation.selectionSet, 1, new Set());
  if (problem) return refuse(problem);
  if (rootFields.length > GRAPHQL_LIMITS.maxRootFields) return refuse(`The query has ${rootFields.length} top-level fields; at most ${GRAPHQL_LIMITS.maxRootFields}.`);
  return { ok: true, value: { operation, rootFields, fields } };
}

/** Fills variables the operation declares but the caller did not give (and the query gives no default for). */
export function fillDeclaredVariables(operation: OperationDefinitionNode, variables: Variables, defaults: Record<string, () => unknown>): Variables {
  const filled = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (filled[name] === undefined && !definition.defaultValue && defaults[name]) filled[name] = defaults[name]();
  }
  return filled;
}

/** An argument's value: a literal, or the variable's value (else the variable's default in the query). */
function argumentValue(field: FieldNode, name: string, operation: OperationDefinitionNode, variables: Variables): { given: boolean; value: unknown } {
  const argument = field.arguments?.find((a) => a.name.value === name);
  if (!argument) return { given: false, value: undefined };
  return { given: true, value: readValue(argument.value, operation, variables) };
}

function readValue(node: ValueNode, operation: OperationDefinitionNode, variables: Variables): unknown {
  switch (node.kind) {
    case Kind.VARIABLE: {
      const name = node.name.value;
      if (variables[name] !== undefined) return variables[name];
      const declared = operation.variableDefinitions?.find((d) => d.variable.name.value === name);
      return declared?.defaultValue ? readValue(declared.defaultValue, operation, variables) : undefined;
    }
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    default:
      return null;
  }
}

/**
 * The vehicles a telemetry query reads: every `tokenId` argument anywhere in it, resolved. Each top-level field must
 * name its vehicle (the telemetry API's fields all do), so nothing is read without a tokenId the caller can be held to.
 */
export function telemetryTokenIds(checked: CheckedQuery, variables: Variables): GuardResult<number[]> {
  const ids = new Set<number>();
  for (const field of checked.fields) {
    const { given, value } = argumentValue(field, 'tokenId', checked.operation, variables);
    if (!given) {
      if (checked.rootFields.includes(field) && field.name.value !== '__typename') return refuse(`${field.name.value} must name the vehicle: give it a tokenId argument.`);
      continue;
    }
    if (value === undefined || value === null) return refuse(`Name the vehicle: ${field.name.value}'s tokenId has no value (set it in variables, or give tokenId).`);
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) return refuse(`${field.name.value}'s tokenId must be a vehicle token id.`);
    ids.add(value);
  }
  return { ok: true, value: [...ids] };
}

const INTERVAL = /^(\d+)(ms|s|m|h)$/;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** A `signals` series may hold at most `maxSeriesBuckets` buckets (interval over the from..to range). */
export function checkSeriesSize(checked: CheckedQuery, variables: Variables): GuardResult<null> {
  for (const field of checked.rootFields.filter((f) => f.name.value === 'signals')) {
    const read = (name: string) => argumentValue(field, name, checked.operation, variables).value;
    const interval = INTERVAL.exec(String(read('interval') ?? ''));
    const from = Date.parse(String(read('from') ?? ''));
    const to = Date.parse(String(read('to') ?? ''));
    if (!interval || Number.isNaN(from) || Number.isNaN(to)) return refuse('signals needs an interval (e.g. "1h", units ms s m h) and ISO from and to times.');
    const step = Number(interval[1]) * UNIT_MS[interval[2]];
    const buckets = step > 0 ? Math.ceil((to - from) / step) : Infinity;
    if (buckets > GRAPHQL_LIMITS.maxSeriesBuckets) return refuse(`signals would return ${buckets} buckets; at most ${GRAPHQL_LIMITS.maxSeriesBuckets} (use a longer interval or a shorter range).`);
  }
  return { ok: true, value: null };
}

/** The vehicle privileges a telemetry query needs: non-location data always, location and the VIN credential when asked. */
export function telemetryPrivileges(checked: CheckedQuery): number[] {
  const names = new Set(checked.fields.map((f) => f.name.value));
  return [1, ...(names.has('currentLocationCoordinates') ? [4] : []), ...(names.has('vinVCLatest') ? [5] : [])];
}
