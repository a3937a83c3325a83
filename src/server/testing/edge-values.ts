import { randomUUID } from 'node:crypto';

/**
 * Edge values for any input described by a JSON Schema (what zod's toJSONSchema gives for a tRPC input, and what an
 * MCP server lists for a tool): a plausible value first, then that value with one field at a time replaced by
 * something hostile (huge and negative numbers, Infinity, empty and very long strings, NUL bytes, lone surrogates,
 * long arrays, wrong types). Used by the tests that walk every procedure and tool.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
}

export interface EdgeCase {
  /** Where the hostile value sits (`$` is the whole input) and what it is. */
  label: string;
  value: unknown;
}

/** JSON has no Infinity; `toJsonText` writes this marker as 1e999, which JSON.parse reads back as Infinity. */
export const INFINITY_MARKER = '\u0001INFINITY';

/** JSON text for a value, with INFINITY_MARKER strings written as the number literal 1e999 (and -1e999). */
export function toJsonText(value: unknown): string {
  const marker = JSON.stringify(INFINITY_MARKER);
  return JSON.stringify(value).split(`"-${marker.slice(1)}`).join('-1e999').split(marker).join('1e999');
}

/** Values for a field, by name, that reach deeper than random ones (an owner's real vehicle or document). */
export type Hints = (fieldName: string, schema: JsonSchema) => unknown;

const SAMPLE_STRINGS = [
  '2024-05-31',
  'P0301',
  '1HGCM82633A004352',
  '0x52908400098527886e0f7030069857d2e4169ee7',
  'owner@example.com',
  'https://example.com/',
  'hello',
  'a',
];

/** The schema's type when it is one kind, or the first non-null option of a union. */
function kindOf(schema: JsonSchema): { kind: string; schema: JsonSchema } {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const first = options.find((o) => kindOf(o).kind !== 'null') ?? options[0];
    return kindOf(first);
  }
  if (schema.allOf?.length) return kindOf(Object.assign({}, ...schema.allOf) as JsonSchema);
  if (schema.enum) return { kind: 'enum', schema };
  if (schema.const !== undefined) return { kind: 'const', schema };
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? schema.type[0]) : schema.type;
  if (type) return { kind: type, schema };
  if (schema.properties) return { kind: 'object', schema };
  return { kind: 'any', schema };
}

/** A value the schema accepts (as far as can be told without a full generator), hints first. */
export function sampleValue(schema: JsonSchema, hints: Hints = () => undefined, name = ''): unknown {
  const hinted = name ? hints(name, schema) : undefined;
  if (hinted !== undefined) return hinted;
  const { kind, schema: s } = kindOf(schema);
  switch (kind) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, sub]) => [key, sampleValue(sub, hints, key)]));
    case 'array': {
      const count = Math.max(1, s.minItems ?? 0);
      if (s.prefixItems) return s.prefixItems.map((p) => sampleValue(p, hints));
      return Array.from({ length: count }, () => sampleValue(s.items ?? {}, hints));
    }
    case 'string': {
      if (s.default !== undefined && typeof s.default === 'string') return s.default;
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return 'owner@example.com';
      const fits = (v: string) =>
        (!s.pattern || new RegExp(s.pattern, 'u').test(v)) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
      return SAMPLE_STRINGS.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
    case 'integer':
    case 'number': {
      const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
      const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
      if ((low ?? 0) <= 1 && (high ?? 1) >= 1) return 1;
      return low ?? high ?? 1;
    }
    case 'boolean':
      return true;
    case 'enum':
      return s.enum![0];
    case 'const':
      return s.const;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

const LONG = 'x'.repeat(100_000);
const STRING_EDGES: EdgeCase[] = [
  { label: 'empty string', value: '' },
  { label: 'blank string', value: '   ' },
  { label: '5,000 characters', value: 'x'.repeat(5_000) },
  { label: '100,000 characters', value: LONG },
  { label: 'NUL byte', value: 'a\u0000b' },
  { label: 'lone surrogate', value: 'a\ud800b' },
  { label: '2,000 emoji', value: '🚗'.repeat(2_000) },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'SQL', value: "'; drop table users; --" },
  { label: 'number instead of string', value: 12 },
  { label: 'object instead of string', value: { a: 1 } },
];
const NUMBER_EDGES: EdgeCase[] = [
  { label: '2^31', value: 2_147_483_648 },
  { label: '2^31 - 1', value: 2_147_483_647 },
  { label: '-2^31 - 1', value: -2_147_483_649 },
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: '0.5', value: 0.5 },
  { label: '1e308', value: 1e308 },
  { label: '-1e308', value: -1e308 },
  { label: '2^53 + 2', value: 9_007_199_254_740_994 },
  { label: 'Infinity', value: INFINITY_MARKER },
  { label: '-Infinity', value: `-${INFINITY_MARKER}` },
  { label: '"NaN"', value: 'NaN' },
  { label: 'numeric string', value: '1' },
  { label: 'boolean instead of number', value: true },
];
const ARRAY_EDGES = (item: unknown): EdgeCase[] => [
  { label: 'empty array', value: [] },
  { label: '10,000 items', value: Array.from({ length: 10_000 }, () => item) },
  { label: 'array of nulls', value: [null, null] },
  { label: 'string instead of array', value: 'x' },
];
const OBJECT_EDGES = (sample: unknown): EdgeCase[] => [
  { label: 'empty object', value: {} },
  { label: 'unknown key', value: { ...(sample as object), ['__proto__x']: LONG.slice(0, 1000) } },
  { label: 'array instead of object', value: [] },
  { label: 'string instead of object', value: 'x' },
];
const COMMON_EDGES: EdgeCase[] = [
  { label: 'null', value: null },
  { label: 'array', value: [1] },
];

function edgesFor(schema: JsonSchema, sample: unknown): EdgeCase[] {
  const { kind, schema: s } = kindOf(schema);
  const own =
    kind === 'string'
      ? STRING_EDGES
      : kind === 'integer' || kind === 'number'
        ? NUMBER_EDGES
        : kind === 'array'
          ? ARRAY_EDGES(Array.isArray(sample) && sample.length ? sample[0] : sampleValue(s.items ?? {}))
          : kind === 'object'
            ? OBJECT_EDGES(sample)
            : kind === 'boolean'
              ? [{ label: 'string instead of boolean', value: 'true' }, { label: '1', value: 1 }]
              : kind === 'enum' || kind === 'const'
                ? [{ label: 'unknown choice', value: 'not-a-choice' }, { label: 'empty choice', value: '' }, ...STRING_EDGES.slice(3, 6)]
                : [{ label: 'string', value: 'x' }, { label: 'number', value: 1 }, { label: 'object', value: {} }];
  return [...own, ...COMMON_EDGES];
}

/** Every field path of the sample with its schema, the whole input (`$`) first. */
function fieldPaths(schema: JsonSchema, sample: unknown, path: (string | number)[] = []): { path: (string | number)[]; schema: JsonSchema; sample: unknown }[] {
  const here = { path, schema, sample };
  const { kind, schema: s } = kindOf(schema);
  if (kind === 'object' && sample && typeof sample === 'object' && !Array.isArray(sample)) {
    return [here, ...Object.entries(s.properties ?? {}).flatMap(([key, sub]) => fieldPaths(sub, (sample as Record<string, unknown>)[key], [...path, key]))];
  }
  if (kind === 'array' && Array.isArray(sample) && sample.length) return [here, ...fieldPaths(s.items ?? {}, sample[0], [...path, 0])];
  return [here];
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

/**
 * The sample input, then one case per field and edge value (the other fields keep their sample values). Fields with
 * the same schema as an earlier one (the dozen bounded labels of a document) share the work: each gets every third
 * edge value, rotating, so together they still see all of them.
 */
export function edgeCases(schema: JsonSchema, hints: Hints = () => undefined): { sample: unknown; cases: EdgeCase[] } {
  const sample = sampleValue(schema, hints);
  const seen = new Map<string, number>();
  const cases = fieldPaths(schema, sample).flatMap(({ path, schema: sub, sample: here }) => {
    const key = JSON.stringify(sub);
    const repeat = seen.get(key) ?? 0;
    seen.set(key, repeat + 1);
    const edges = edgesFor(sub, here).filter((_, i) => repeat === 0 || i % 3 === repeat % 3);
    return edges.map((edge) => ({ label: `${['$', ...path].join('.')}: ${edge.label}`, value: setAt(sample, path, edge.value) }));
  });
  return { sample, cases };
}
