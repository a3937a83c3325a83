import {
  Kind,
  getArgumentValues,
  getVariableValues,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isSpecifiedScalarType,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * A shortcut past graphql-js's executor for the common request: one query of plain fields whose resolvers answer plain
 * data (the telemetry's segments answer thousands of values, and the executor's per-field work cost more than finding
 * them). The root fields' resolvers are called as graphql-js calls them, and their answers are completed along the
 * selection with the schema's own serialisers, straight into the JSON text of `data`. Anything else gives up (null) before or while running, and the caller
 * runs graphql-js's `execute`, so every error, partial answer and unusual request is answered by graphql-js itself:
 * fragments, directives, abstract types, mutations, introspection, fields with arguments below the root, a field held
 * as a function or a promise, a null in a non-null field, a value a scalar refuses, any error thrown.
 */

/** Writes the JSON of a value along a field's type; planned once per document (graphql-js's type checks cost per value). */
type Complete = (value: unknown) => string;

interface PlannedField {
  key: string;
  /** `"key":`, after a comma unless the field is its object's first. */
  prefix: string;
  name: string;
  node: FieldNode;
  def: GraphQLField<unknown, unknown> | null;
  /** null for __typename. */
  complete: Complete | null;
}

interface Plan {
  operation: OperationDefinitionNode;
  fields: PlannedField[];
}

class GiveUp extends Error {}
const giveUp = (): never => {
  throw new GiveUp();
};

const plans = new WeakMap<DocumentNode, WeakMap<GraphQLSchema, Plan | null>>();

/**
 * A frozen object or array is taken as deeply immutable (see freezeDeep): its JSON along one selection is written once
 * and kept, so an answer repeated to many requests (a settled segment's summary) is not completed again each time.
 */
function remembering(complete: Complete): Complete {
  const written = new WeakMap<object, string>();
  return (value) => {
    if (!Object.isFrozen(value)) return complete(value);
    let json = written.get(value as object);
    if (json === undefined) written.set(value as object, (json = flatten(complete(value))));
    return json;
  };
}

/**
 * The string as one flat run of characters. Text built with `+=` is a tree of pieces (V8's cons strings) that each
 * answer embedding it would walk again when it is written out; converting to a number flattens it in place.
 */
function flatten(text: string): string {
  Number(text);
  return text;
}

function planShape(type: GraphQLOutputType, selection: SelectionSetNode | undefined): Complete {
  if (isNonNullType(type)) {
    const of = planShape(type.ofType, selection);
    return (value) => (value == null ? giveUp() : of(value));
  }
  const complete = planNullable(type, selection);
  return (value) => (value == null ? 'null' : complete(value));
}

/** Completion of a value known not to be null or undefined. */
function planNullable(type: GraphQLOutputType, selection: SelectionSetNode | undefined): Complete {
  if (isListType(type)) {
    const of = planShape(type.ofType, selection);
    return remembering((value) => {
      if (!Array.isArray(value)) return giveUp();
      let out = '[';
      for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + of(value[i]);
      return out + ']';
    });
  }
  if (isLeafType(type)) return planLeaf(type);
  if (!isObjectType(type) || type.isTypeOf || !selection) return giveUp();
  const fields = planSelection(type, selection, false);
  const nameJson = JSON.stringify(type.name);
  return remembering((value) => {
    if (typeof value !== 'object' || isThenable(value)) return giveUp();
    const source = value as Record<string, unknown>;
    let out = '{';
    for (const field of fields) out += field.prefix + (field.complete ? field.complete(source[field.name]) : nameJson);
    return out + '}';
  });
}

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** A leaf: the built-in scalars' usual values written directly, anything else through the type's own serialiser. */
function planLeaf(type: GraphQLLeafType): Complete {
  const serialized: Complete = (value) => (typeof value === 'function' || isThenable(value) ? giveUp() : leafJson(type.serialize(value)));
  if (!isSpecifiedScalarType(type)) return serialized;
  switch (type.name) {
    case 'Float':
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : serialized(value));
    case 'Int':
      return (value) => (typeof value === 'number' && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX ? String(value) : serialized(value));
    case 'String':
    case 'ID':
      return (value) => (typeof value === 'string' ? stringJson(value) : serialized(value));
    case 'Boolean':
      return (value) => (value === true ? 'true' : value === false ? 'false' : serialized(value));
    default:
      return serialized;
  }
}

function planSelection(type: GraphQLObjectType, set: SelectionSetNode, root: boolean): PlannedField[] {
  const keys = new Set<string>();
  return set.selections.map((selection, index) => {
    if (selection.kind !== Kind.FIELD || selection.directives?.length) return giveUp();
    const name = selection.name.value;
    const key = selection.alias?.value ?? name;
    if (keys.has(key) || key === '__proto__') return giveUp();
    keys.add(key);
    const prefix = `${index === 0 ? '' : ','}${JSON.stringify(key)}:`;
    if (name === '__typename') return { key, prefix, name, node: selection, def: null, complete: null };
    if (name.startsWith('__')) return giveUp();
    const def = type.getFields()[name] ?? giveUp();
    if (def.resolve || (!root && selection.arguments?.length)) return giveUp();
    return { key, prefix, name, node: selection, def, complete: planShape(def.type, selection.selectionSet) };
  });
}

function planFor(schema: GraphQLSchema, document: DocumentNode): Plan | null {
  let bySchema = plans.get(document);
  if (!bySchema) plans.set(document, (bySchema = new WeakMap()));
  if (bySchema.has(schema)) return bySchema.get(schema)!;
  let plan: Plan | null = null;
  const [operation] = document.definitions;
  const query = schema.getQueryType();
  if (document.definitions.length === 1 && operation.kind === Kind.OPERATION_DEFINITION && operation.operation === 'query' && !operation.directives?.length && query) {
    try {
      plan = { operation, fields: planSelection(query, operation.selectionSet, true) };
    } catch (error) {
      if (!(error instanceof GiveUp)) throw error;
    }
  }
  bySchema.set(schema, plan);
  return plan;
}

function isThenable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** What JSON.stringify escapes in a string: quotes, backslashes, control characters and (lone) surrogates. */
// eslint-disable-next-line no-control-regex -- these are the characters JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

function stringJson(value: string): string {
  return NEEDS_ESCAPE.test(value) ? JSON.stringify(value) : `"${value}"`;
}

/** A serialised leaf value as JSON.stringify would write it. */
function leafJson(value: unknown): string {
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'string':
      return stringJson(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return giveUp();
    default:
      return JSON.stringify(value);
  }
}

/** Freezes a value and everything in it: what executePlain may then write once per selection and keep (see remembering). */
export function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) freezeDeep(value[i]);
    else for (const key in value) if (Object.hasOwn(value, key)) freezeDeep(value[key]);
    Object.freeze(value);
  }
  return value;
}

/** The request's `data` as JSON, as graphql-js would answer it without errors, or null when graphql-js must run it. */
export async function executePlain(input: {
  schema: GraphQLSchema;
  document: DocumentNode;
  rootValue: unknown;
  contextValue?: unknown;
  variableValues?: Record<string, unknown>;
  operationName?: string;
}): Promise<string | null> {
  const plan = planFor(input.schema, input.document);
  if (!plan || (input.operationName && input.operationName !== plan.operation.name?.value)) return null;
  const variables = getVariableValues(input.schema, plan.operation.variableDefinitions ?? [], input.variableValues ?? {});
  if (variables.errors) return null;
  const root = (input.rootValue ?? {}) as Record<string, unknown>;
  let data = '{';
  try {
    for (const field of plan.fields) {
      if (!field.def || !field.complete) {
        data += field.prefix + JSON.stringify(input.schema.getQueryType()!.name);
        continue;
      }
      const args = getArgumentValues(field.def, field.node, variables.coerced);
      const property = root[field.name];
      let value = typeof property === 'function' ? (property as (...a: unknown[]) => unknown).call(root, args, input.contextValue) : property;
      if (isThenable(value)) value = await value;
      if (typeof value === 'function' || isThenable(value)) return null;
      data += field.prefix + field.complete(value);
    }
  } catch {
    return null;
  }
  return data + '}';
}
