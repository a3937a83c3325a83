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
  type VariableDefinitionNode,
} from 'graphql';

/**
 * A shortcut past graphql-js's executor for the common request: one query of plain fields whose resolvers answer plain
 * data (the telemetry's segments answer thousands of values, and the executor's per-field work cost more than finding
 * them). The root fields' resolvers are called as graphql-js calls them, and their answers are completed along the
 * selection with the schema's own serialisers, straight into the JSON text of `data`. A field held as a function is
 * called with its arguments and the context, as graphql-js's default resolver calls it (the telemetry's buckets
 * aggregate each signal so). Anything else gives up (null) before or while running, and the caller
 * runs graphql-js's `execute`, so every error, partial answer and unusual request is answered by graphql-js itself:
 * fragments, directives, abstract types, mutations, introspection, a field answering a promise, a null in a non-null
 * field, a value a scalar refuses, any error thrown.
 */

/** What one request brings to its plan: the coerced variables, the context, and each field's arguments once worked out. */
interface Run {
  variables: Record<string, unknown>;
  context: unknown;
  args: Map<PlannedField, Record<string, unknown>>;
}

/** Writes the JSON of a value along a field's type; planned once per document (graphql-js's type checks cost per value). */
type Complete = (value: unknown, run: Run) => string;

interface PlannedField {
  key: string;
  /** `"key":`, after a comma unless the field is its object's first. */
  prefix: string;
  name: string;
  node: FieldNode;
  def: GraphQLField<unknown, unknown> | null;
  /** null for __typename. */
  complete: Complete | null;
  /** whether this field or one below it takes arguments (its answer may then differ between requests) */
  argued: boolean;
  /** For an object or list field: whether JSON.stringify writes a value exactly as `complete` would (see planMirror). */
  mirror: Mirror | null;
}

/**
 * Whether JSON.stringify(value) writes exactly the text completing the value along a selection writes: the value holds
 * the selected fields and nothing else, in the selection's order, with no alias, argument or __typename asked, and
 * every value below is one the selection's built-in scalar writes as JSON does (a finite Float, an Int in range, a
 * String, a Boolean; null only where the field may be null). JSON.stringify writes such text in one pass of its own,
 * at a fraction of the cost of building it piece by piece (a segments answer's signal and event lists).
 */
type Mirror = (value: unknown) => boolean;

function planMirror(type: GraphQLOutputType, selection: SelectionSetNode | undefined): Mirror | null {
  if (isNonNullType(type)) {
    const of = planMirrorOf(type.ofType, selection);
    return of && ((value) => value !== null && of(value));
  }
  const of = planMirrorOf(type, selection);
  return of && ((value) => value === null || of(value));
}

function planMirrorOf(type: GraphQLOutputType, selection: SelectionSetNode | undefined): Mirror | null {
  if (isListType(type)) {
    const of = planMirror(type.ofType, selection);
    if (!of) return null;
    return (value) => {
      if (!Array.isArray(value)) return false;
      for (let i = 0; i < value.length; i++) if (!of(value[i])) return false;
      return true;
    };
  }
  if (isLeafType(type)) {
    if (!isSpecifiedScalarType(type)) return null;
    switch (type.name) {
      case 'Float':
        return (value) => typeof value === 'number' && Number.isFinite(value);
      case 'Int':
        return (value) => typeof value === 'number' && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX;
      case 'String':
      case 'ID':
        return (value) => typeof value === 'string';
      case 'Boolean':
        return (value) => typeof value === 'boolean';
      default:
        return null;
    }
  }
  if (!isObjectType(type) || !selection) return null;
  const names: string[] = [];
  const mirrors: Mirror[] = [];
  for (const node of selection.selections) {
    if (node.kind !== Kind.FIELD || node.directives?.length || node.alias || node.arguments?.length) return null;
    const name = node.name.value;
    const def = type.getFields()[name];
    if (!def || def.resolve || names.includes(name)) return null;
    const mirror = planMirror(def.type, node.selectionSet);
    if (!mirror) return null;
    names.push(name);
    mirrors.push(mirror);
  }
  const count = names.length;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || 'toJSON' in value) return false;
    const source = value as Record<string, unknown>;
    // The object's enumerable keys (own and inherited, as for-in lists them) must be the selection's, in its order.
    let i = 0;
    for (const key in source) {
      if (i === count || key !== names[i]) return false;
      i++;
    }
    if (i !== count) return false;
    for (i = 0; i < count; i++) if (!mirrors[i](source[names[i]])) return false;
    return true;
  };
}

interface Plan {
  operation: OperationDefinitionNode;
  fields: PlannedField[];
  /** Coerced values of list and object variables, by name and JSON (see coerceVariables). */
  coerced: Map<string, unknown>;
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
function remembering(complete: Complete, argued: boolean): Complete {
  if (argued) return complete;
  const written = new WeakMap<object, string>();
  return (value, run) => {
    if (writingFrozen || !Object.isFrozen(value)) return complete(value, run);
    let json = written.get(value as object);
    if (json === undefined) {
      // What a frozen value holds is written with it, and kept only as part of it.
      writingFrozen = true;
      try {
        json = flatten(complete(value, run));
      } finally {
        writingFrozen = false;
      }
      written.set(value as object, json);
    }
    return json;
  };
}

/** True while a frozen value is written for the first time (completion is synchronous). */
let writingFrozen = false;

/**
 * The string as one flat run of characters. Text built with `+=` is a tree of pieces (V8's cons strings) that each
 * answer embedding it would walk again when it is written out; converting to a number flattens it in place.
 */
function flatten(text: string): string {
  Number(text);
  return text;
}

/** A field's completion, and whether a field at or below it takes arguments. */
interface Planned {
  complete: Complete;
  argued: boolean;
}

function planShape(type: GraphQLOutputType, selection: SelectionSetNode | undefined): Planned {
  if (isNonNullType(type)) {
    const { complete: of, argued } = planShape(type.ofType, selection);
    return { complete: (value, run) => (value == null ? giveUp() : of(value, run)), argued };
  }
  const { complete, argued } = planNullable(type, selection);
  return { complete: (value, run) => (value == null ? 'null' : complete(value, run)), argued };
}

/** Completion of a value known not to be null or undefined. */
function planNullable(type: GraphQLOutputType, selection: SelectionSetNode | undefined): Planned {
  if (isListType(type)) {
    const { complete: of, argued } = planShape(type.ofType, selection);
    const complete: Complete = (value, run) => {
      if (!Array.isArray(value)) return giveUp();
      let out = '[';
      for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + of(value[i], run);
      return out + ']';
    };
    return { complete: remembering(complete, argued), argued };
  }
  if (isLeafType(type)) return { complete: planLeaf(type), argued: false };
  if (!isObjectType(type) || type.isTypeOf || !selection) return giveUp();
  const fields = planSelection(type, selection);
  const nameJson = JSON.stringify(type.name);
  const argued = fields.some((f) => f.argued);
  const complete: Complete = (value, run) => {
    if (typeof value !== 'object' || isThenable(value)) return giveUp();
    const source = value as Record<string, unknown>;
    let out = '{';
    for (const field of fields) {
      if (field.mirror) {
        // A value written as it stands (a frozen one outside a frozen value's first writing is left to its kept text).
        const v = source[field.name];
        if (typeof v === 'object' && v !== null && (writingFrozen || !Object.isFrozen(v)) && field.mirror(v)) {
          out += field.prefix + JSON.stringify(v);
          continue;
        }
      }
      out += field.prefix + (field.complete ? field.complete(resolveField(source, field, run), run) : nameJson);
    }
    return out + '}';
  };
  return { complete: remembering(complete, argued), argued };
}

/** A field's value as graphql-js's default resolver finds it: the property, or what the method answers for the field's arguments. */
function resolveField(source: Record<string, unknown>, field: PlannedField, run: Run): unknown {
  const property = source[field.name];
  if (typeof property !== 'function') return property;
  let args = run.args.get(field);
  if (!args) run.args.set(field, (args = getArgumentValues(field.def!, field.node, run.variables)));
  return (property as (...a: unknown[]) => unknown).call(source, args, run.context);
}

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** A leaf: the built-in scalars' usual values written directly, anything else through the type's own serialiser. */
function planLeaf(type: GraphQLLeafType): (value: unknown) => string {
  const serialized = (value: unknown): string => (typeof value === 'function' || isThenable(value) ? giveUp() : leafJson(type.serialize(value)));
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

function planSelection(type: GraphQLObjectType, set: SelectionSetNode): PlannedField[] {
  const keys = new Set<string>();
  return set.selections.map((selection, index) => {
    if (selection.kind !== Kind.FIELD || selection.directives?.length) return giveUp();
    const name = selection.name.value;
    const key = selection.alias?.value ?? name;
    if (keys.has(key) || key === '__proto__') return giveUp();
    keys.add(key);
    const prefix = `${index === 0 ? '' : ','}${JSON.stringify(key)}:`;
    if (name === '__typename') return { key, prefix, name, node: selection, def: null, complete: null, argued: false, mirror: null };
    if (name.startsWith('__')) return giveUp();
    const def = type.getFields()[name] ?? giveUp();
    if (def.resolve) return giveUp();
    const { complete, argued } = planShape(def.type, selection.selectionSet);
    const composite = !isLeafType(isNonNullType(def.type) ? def.type.ofType : def.type);
    const mirror = composite && !argued && !selection.arguments?.length ? planMirror(def.type, selection.selectionSet) : null;
    return { key, prefix, name, node: selection, def, complete, argued: argued || !!selection.arguments?.length, mirror };
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
      plan = { operation, fields: planSelection(query, operation.selectionSet), coerced: new Map() };
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

const MAX_COERCED = 100;

/**
 * The request's variables as graphql-js coerces them, or null when they have errors (graphql-js then answers them). A
 * list or object variable's coerced value is kept, frozen, by its JSON: a client asks for many cars with the same
 * requests (graphql-js's coercion of a segments ask cost more than finding a car's segments).
 */
function coerceVariables(schema: GraphQLSchema, plan: Plan, raw: Record<string, unknown>): Record<string, unknown> | null {
  const definitions = plan.operation.variableDefinitions ?? [];
  const simple: VariableDefinitionNode[] = [];
  const out: Record<string, unknown> = {};
  for (const definition of definitions) {
    const name = definition.variable.name.value;
    const value = raw[name];
    if (value === null || typeof value !== 'object') {
      simple.push(definition);
      continue;
    }
    const key = `${name}\u0000${JSON.stringify(value)}`;
    if (!plan.coerced.has(key)) {
      const alone = getVariableValues(schema, [definition], { [name]: value });
      if (alone.errors) return null;
      if (plan.coerced.size >= MAX_COERCED) plan.coerced.clear();
      plan.coerced.set(key, freezeDeep(alone.coerced[name]));
    }
    out[name] = plan.coerced.get(key);
  }
  const rest = getVariableValues(schema, simple, raw);
  if (rest.errors) return null;
  return Object.assign(out, rest.coerced);
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
  const variables = coerceVariables(input.schema, plan, input.variableValues ?? {});
  if (!variables) return null;
  const root = (input.rootValue ?? {}) as Record<string, unknown>;
  const run: Run = { variables, context: input.contextValue, args: new Map() };
  let data = '{';
  try {
    for (const field of plan.fields) {
      if (!field.def || !field.complete) {
        data += field.prefix + JSON.stringify(input.schema.getQueryType()!.name);
        continue;
      }
      let value = resolveField(root, field, run);
      if (isThenable(value)) value = await value;
      if (typeof value === 'function' || isThenable(value)) return null;
      data += field.prefix + field.complete(value, run);
    }
  } catch {
    return null;
  }
  return data + '}';
}
