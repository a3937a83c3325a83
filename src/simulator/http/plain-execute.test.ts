import { buildSchema, execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { executePlain, freezeDeep } from './plain-execute';

const schema = buildSchema(`
  scalar Time
  enum Agg { MAX AVG }
  type Value { name: String! agg: Agg! value: Float! at: Time count: Int }
  type Car { id: Int! values(limit: Int): [Value!]! tags: [String!] nested: Car top(n: Int!, agg: Agg = MAX): Float }
  type Query { car(id: Int!, scale: Float = 2): Car cars: [Car!]! answer: String! }
`);

let calls = 0;
const values = (scale: number) => [
  { name: 'speed', agg: 'MAX', value: 61.5 * scale, at: '2026-01-01T00:00:00Z', count: 3 },
  { name: 'odo', agg: 'AVG', value: 1200, at: null, count: null },
];
const root = {
  car: ({ id, scale }: { id: number; scale: number }) => {
    calls++;
    if (id === 13) throw new Error('unlucky');
    if (id === 7) return { id, values: values(scale), tags: ['a'], nested: { id: 8, values: [], tags: null, nested: null } };
    if (id === 8) return { id, values: [{ name: null, agg: 'MAX', value: 1 }] };
    if (id === 9) return { id, values: () => values(1) };
    if (id === 10) return Promise.resolve({ id, values: values(1), tags: [] });
    if (id === 12) return { id, values: ['plain', 'qu"ote', 'back\\slash', 'new\nline\u0001', 'émoji 😀', 'lone \ud800', '</script>'].map((name) => ({ name, agg: 'AVG', value: -0, at: name })) };
    if (id === 11) return { id, values: [{ name: 'x', agg: 'MIN', value: 1 }] };
    return null;
  },
  cars: () => [{ id: 1, values: values(1), top: ({ n, agg }: { n: number; agg: string }) => (agg === 'MAX' ? n * 10 : n) }],
  answer: 'forty-two',
};

async function both(query: string, variableValues?: Record<string, unknown>) {
  const document = parse(query);
  const plain = await executePlain({ schema, document, rootValue: root, variableValues });
  const full = await execute({ schema, document, rootValue: root, variableValues });
  return { plain, full };
}

describe('executePlain', () => {
  it('answers plain queries exactly as graphql-js, aliases, __typename, defaults, variables and promises included', async () => {
    for (const [query, variables] of [
      ['{ car(id: 7) { id values { name agg value at count } tags nested { id tags nested { id } } } answer }', undefined],
      ['query Q($id: Int!, $s: Float) { __typename first: car(id: $id, scale: $s) { __typename id v: values { __typename value } } cars { id } }', { id: 7, s: 0.5 }],
      ['{ car(id: 10) { id values { value } tags } missing: car(id: 99) { id } }', undefined],
      ['{ car(id: 12) { values { name value at } } }', undefined],
      // a field held as a method is called with its arguments, defaults and variables included; a property ignores them
      ['{ car(id: 9) { values { value } } }', undefined],
      ['{ car(id: 7) { values(limit: 1) { value } } }', undefined],
      ['query($n: Int!) { cars { a: top(n: $n) b: top(n: 2, agg: AVG) } }', { n: 3 }],
    ] as const) {
      const { plain, full } = await both(query, variables);
      expect(full.errors).toBeUndefined();
      expect(plain).not.toBeNull();
      expect(plain).toBe(JSON.stringify(full.data));
    }
  });

  it('leaves to graphql-js what it alone answers right: errors, nulls in non-null fields, functions, fragments, directives', async () => {
    for (const query of [
      '{ car(id: 13) { id } }',
      '{ car(id: 8) { values { name } } }',
      '{ car(id: 11) { values { agg } } }',
      '{ car(id: 7) { ...F } } fragment F on Car { id }',
      '{ car(id: 7) { id @include(if: true) } }',
      '{ car(id: 7) { id } car(id: 7) { tags } }',
      '{ __schema { queryType { name } } }',
    ]) {
      const { plain } = await both(query);
      expect(plain, query).toBeNull();
    }
    const before = calls;
    expect(await executePlain({ schema, document: parse('query($id: Int!) { car(id: $id) { id } }'), rootValue: root, variableValues: { id: 'seven' } })).toBeNull();
    expect(calls).toBe(before);
  });

  it('writes the built-in scalars as graphql-js serialises them, usual or not', async () => {
    const odd = buildSchema('type Row { f: Float i: Int s: String b: Boolean } type Query { rows: [Row!]! }');
    const document = parse('{ rows { f i s b } }');
    const rows = [
      { f: 1.5, i: 3, s: 'x', b: true },
      { f: -0, i: -2147483648, s: '', b: false },
      { f: '2.5', i: '7', s: 12, b: 0 },
      { f: true, i: false, s: true, b: 1 },
    ];
    const plain = await executePlain({ schema: odd, document, rootValue: { rows } });
    const full = await execute({ schema: odd, document, rootValue: { rows } });
    expect(full.errors).toBeUndefined();
    expect(plain).toBe(JSON.stringify(full.data));
    for (const bad of [{ i: 2147483648 }, { i: 1.5 }, { f: Infinity }, { f: 'x' }]) {
      expect(await executePlain({ schema: odd, document, rootValue: { rows: [bad] } }), JSON.stringify(bad)).toBeNull();
    }
  });

  it('writes a frozen value once per selection and reuses it; an unfrozen one is read afresh', async () => {
    const document = parse('{ cars { id values { name value } } }');
    let reads = 0;
    const kept = freezeDeep({
      get id() {
        reads++;
        return 1;
      },
      values: [{ name: 'speed', agg: 'MAX', value: 61.5 }],
    });
    const loose = { id: 2, values: [{ name: 'odo', agg: 'AVG', value: 10 }] };
    const cars = [kept, loose];
    const first = await executePlain({ schema, document, rootValue: { cars } });
    expect(first).toBe('{"cars":[{"id":1,"values":[{"name":"speed","value":61.5}]},{"id":2,"values":[{"name":"odo","value":10}]}]}');
    expect(Object.isFrozen(kept.values[0])).toBe(true);
    loose.values[0].value = 11;
    const readsBefore = reads;
    const again = await executePlain({ schema, document, rootValue: { cars } });
    expect(reads).toBe(readsBefore);
    expect(again).toBe(first!.replace('"value":10', '"value":11'));
    // Another selection of the same frozen value is written for that selection.
    expect(await executePlain({ schema, document: parse('{ cars { values { value } } }'), rootValue: { cars: [kept] } })).toBe('{"cars":[{"values":[{"value":61.5}]}]}');
  });

  it('answers a frozen value whose fields take arguments afresh for each request’s variables', async () => {
    const document = parse('query($n: Int!) { cars { id top(n: $n) } }');
    const car = freezeDeep({ id: 1, top: ({ n }: { n: number }) => n * 2 });
    const rootValue = { cars: freezeDeep([car]) };
    expect(await executePlain({ schema, document, rootValue, variableValues: { n: 1 } })).toBe('{"cars":[{"id":1,"top":2}]}');
    expect(await executePlain({ schema, document, rootValue, variableValues: { n: 5 } })).toBe('{"cars":[{"id":1,"top":10}]}');
  });
});

describe('executePlain variables', () => {
  const askSchema = buildSchema(`
    enum Agg { MAX AVG }
    input Ask { name: String! agg: Agg! = MAX }
    type Query { summary(id: Int!, asks: [Ask!]): String }
  `);
  const document = parse('query S($id: Int!, $asks: [Ask!]) { summary(id: $id, asks: $asks) }');
  const askRoot = {
    summary: ({ id, asks }: { id: number; asks: { name: string; agg: string }[] | null }) => {
      if (id === 0) asks?.push({ name: 'sneaked in', agg: 'MAX' });
      return `${id}:${asks?.map((a) => `${a.name}/${a.agg}`).join(',')}`;
    },
  };
  const run = async (variableValues: Record<string, unknown>) => ({
    plain: await executePlain({ schema: askSchema, document, rootValue: askRoot, variableValues }),
    full: await execute({ schema: askSchema, document, rootValue: askRoot, variableValues }),
  });

  it('coerces a list of input objects as graphql-js does for every request that sends it, defaults included', async () => {
    const asks = [{ name: 'speed' }, { name: 'odo', agg: 'AVG' }];
    for (const id of [1, 2, 3]) {
      const { plain, full } = await run({ id, asks: structuredClone(asks) });
      expect(plain).toBe(JSON.stringify(full.data));
      expect(plain).toBe(`{"summary":"${id}:speed/MAX,odo/AVG"}`);
    }
  });

  it('leaves a variable graphql-js refuses to graphql-js, after the same variable was well formed, and keeps what it coerced unchanged', async () => {
    expect((await run({ id: 1, asks: [{ name: 'speed', agg: 'MAX' }] })).plain).not.toBeNull();
    const refused = await run({ id: 1, asks: [{ name: 'speed', agg: 'MIN' }] });
    expect(refused.plain).toBeNull();
    expect(refused.full.errors?.[0].message).toMatch(/MIN/);
    // A resolver that changes its arguments cannot change them for the next request: it is answered by graphql-js.
    expect((await run({ id: 0, asks: [{ name: 'speed' }] })).plain).toBeNull();
    expect((await run({ id: 4, asks: [{ name: 'speed' }] })).plain).toBe('{"summary":"4:speed/MAX"}');
  });
});

describe('executePlain lists and objects written by JSON.stringify', () => {
  const pairs = buildSchema(`
    type Pair { name: String! count: Int n: Float flag: Boolean }
    type Box { id: Int! pairs: [Pair!]! grid: [[Int!]] first: Pair }
    type Query { boxes: [Box!]! }
  `);
  const boxes = [
    // exactly the selection, in its order: written by JSON.stringify
    { id: 1, pairs: [{ name: 'a', count: 1, n: 1.5, flag: true }, { name: 'lone \ud800 "q"', count: null, n: -0, flag: false }], grid: [[1, 2], []], first: { name: 'f', count: 2, n: 0.1, flag: null } },
    // an extra key, a different order, an undefined value, a method: written field by field
    { id: 2, pairs: [{ name: 'b', count: 1, n: 2, flag: true, extra: 1 }], grid: null, first: { count: 3, name: 'g', n: 1, flag: true } },
    { id: 3, pairs: [{ name: 'c', count: undefined, n: 3, flag: false }], grid: [[3]], first: { name: 'h', count: () => 4, n: 1, flag: true } },
    Object.freeze({ id: 4, pairs: Object.freeze([Object.freeze({ name: 'd', count: 5, n: 6, flag: true })]), grid: Object.freeze([Object.freeze([7])]), first: null }),
  ];
  const run = async (query: string, root: unknown = { boxes }) => {
    const document = parse(query);
    const plain = await executePlain({ schema: pairs, document, rootValue: root });
    const full = await execute({ schema: pairs, document, rootValue: root });
    return { plain, full: JSON.stringify(full.data) };
  };

  it('answers exactly as graphql-js whether or not the values mirror the selection', async () => {
    for (const query of [
      '{ boxes { id pairs { name count n flag } grid first { name count n flag } } }',
      '{ boxes { id pairs { count name n flag } grid first { name count } } }',
      '{ boxes { pairs { name count n flag } first { name count n flag } } }',
      '{ boxes { pairs { n: name count name2: name } } }',
      '{ boxes { pairs { __typename name count n flag } } }',
    ]) {
      const { plain, full } = await run(query);
      expect(plain, query).toBe(full);
    }
  });

  it('leaves to graphql-js a value it must refuse, mirrored or not', async () => {
    for (const bad of [{ name: 'x', count: 2 ** 31, n: 1, flag: true }, { name: 'x', count: 1, n: NaN, flag: true }, { name: null, count: 1, n: 1, flag: true }]) {
      const { plain } = await run('{ boxes { pairs { name count n flag } } }', { boxes: [{ id: 9, pairs: [bad] }] });
      expect(plain).toBeNull();
    }
  });
});
