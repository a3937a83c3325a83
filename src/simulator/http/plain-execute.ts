import {
  Kind,
  getArgumentValues,
  getVariableValues,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
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

/** A field's type as completion walks it, decided once per document (graphql-js's type checks cost per value). */
type Shape =
  | { kind: 'nonNull'; of: Shape }
  | { kind: 'list'; of: Shape }
  | { kind: 'leaf'; type: GraphQLLeafType }
  | { kind: 'object'; nameJson: string; fields: PlannedField[] };

interface PlannedField {
  key: string;
  /** `"key":`, after a comma unless the field is its object's first. */
  prefix: string;
  name: string;
  node: FieldNode;
  def: GraphQLField<unknown, unknown> | null;
  /** null for __typename. */
  shape: Shape | null;
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

function planShape(type: GraphQLOutputType, selection: SelectionSetNode | undefined): Shape {
  if (isNonNullType(type)) return { kind: 'nonNull', of: planShape(type.ofType, selection) };
  if (isListType(type)) return { kind: 'list', of: planShape(type.ofType, selection) };
  if (isLeafType(type)) return { kind: 'leaf', type };
  if (!isObjectType(type) || type.isTypeOf || !selection) return giveUp();
  return { kind: 'object', nameJson: JSON.stringify(type.name), fields: planSelection(type, selection, false) };
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
    if (name === '__typename') return { key, prefix, name, node: selection, def: null, shape: null };
    if (name.startsWith('__')) return giveUp();
    const def = type.getFields()[name] ?? giveUp();
    if (def.resolve || (!root && selection.arguments?.length)) return giveUp();
    return { key, prefix, name, node: selection, def, shape: planShape(def.type, selection.selectionSet) };
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

/** A leaf's serialised value as JSON.stringify would write it. */
function leafJson(value: unknown): string {
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'string':
      return NEEDS_ESCAPE.test(value) ? JSON.stringify(value) : `"${value}"`;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return giveUp();
    default:
      return JSON.stringify(value);
  }
}

/** The JSON of a value completed along its shape (written directly: no answer tree is built and then serialised). */
function completeJson(shape: Shape, value: unknown): string {
  if (shape.kind === 'nonNull') return value == null ? giveUp() : completeJson(shape.of, value);
  if (value == null) return 'null';
  if (typeof value === 'function' || isThenable(value)) return giveUp();
  switch (shape.kind) {
    case 'list': {
      if (!Array.isArray(value)) return giveUp();
      let out = '[';
      for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + completeJson(shape.of, value[i]);
      return out + ']';
    }
    case 'leaf':
      return leafJson(shape.type.serialize(value));
    case 'object': {
      const source = value as Record<string, unknown>;
      let out = '{';
      for (const field of shape.fields) out += field.prefix + (field.shape ? completeJson(field.shape, source[field.name]) : shape.nameJson);
      return out + '}';
    }
  }
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
      if (!field.def || !field.shape) {
        data += field.prefix + JSON.stringify(input.schema.getQueryType()!.name);
        continue;
      }
      const args = getArgumentValues(field.def, field.node, variables.coerced);
      const property = root[field.name];
      let value = typeof property === 'function' ? (property as (...a: unknown[]) => unknown).call(root, args, input.contextValue) : property;
      if (isThenable(value)) value = await value;
      data += field.prefix + completeJson(field.shape, value);
    }
  } catch {
    return null;
  }
  return data + '}';
}
