import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { UploadedDocument } from '../../shared/api/documents';
import { createLogger } from '../logger';
import { appRouter } from '../trpc/app-router';
import { edgeCases, toJsonText, type EdgeCase, type Hints, type JsonSchema } from '../testing/edge-values';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { Page } from '../../shared/api/pagination';

/**
 * Every tRPC procedure, found by walking appRouter (so procedures added later are covered without touching this
 * test), gets its input schema's edge values through real HTTP, signed in as an owner with a vehicle and a document.
 * None may answer 5xx, none may log an error: bad input is refused with a 4xx before it reaches the database.
 */
type ProcedureType = 'query' | 'mutation' | 'subscription';
interface ProcedureDef {
  _def: { type: ProcedureType; inputs: z.ZodType[] };
}

// auth.signOutEverywhere would end the walker's own sessions mid-walk; mcp-access.test.ts checks its input bounds.
const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, ProcedureDef> }).procedures)
  .filter(([path]) => path !== 'auth.signOutEverywhere')
  .map(([path, p]) => ({
    path,
    type: p._def.type,
    schema: inputSchemaOf(p._def.inputs),
  }));

function inputSchemaOf(inputs: z.ZodType[]): JsonSchema | null {
  const schemas = inputs.map((i) => z.toJSONSchema(i, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  const described = schemas.filter((s) => s.type !== undefined || s.properties || s.anyOf || s.oneOf || s.enum);
  if (!described.length) return null; // z.void(): no input at all
  if (described.length === 1) return described[0];
  return { type: 'object', properties: Object.assign({}, ...described.map((s) => s.properties)), required: described.flatMap((s) => s.required ?? []) };
}

/** Batches of work at a time (the machine is small and shared). */
async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

// One database: the real Postgres when TEST_DATABASE_URL names one (CI), else PGlite (the same engine, in process).
describe.each(testDatabaseTargets().slice(-1))('every procedure refuses hostile input without a 5xx ($name)', (target) => {
  const errorLines: string[] = [];
  let app: TestApp;
  let cookie: string;
  let tokenId: number;
  let documentId: string;

  beforeAll(async () => {
    const logger = createLogger('warn', {
      write: (line: string) => {
        if ((JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line);
      },
    });
    app = await startTestApp(target, { CHAT_MESSAGES_PER_MINUTE: '1000' }, { logger });
    const owner = await app.signIn('hostile-input@example.com');
    cookie = owner.cookie;
    tokenId = owner.vehicles[0].tokenId;
    const form = new FormData();
    form.append('file', new Blob([`OIL CHANGE RECEIPT\nVIN: ${owner.vehicles[0].vin}\nDate: 01/10/2026\nOdometer: 45,210 km\nTOTAL $89.99\n`]), 'receipt.txt');
    const uploaded = (await (await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form })).json()) as { document: UploadedDocument };
    documentId = uploaded.document.id;
    for (let i = 0; i < 300; i += 1) {
      const list = await app.trpcQuery<Page<UploadedDocument>>(cookie, 'documents.list');
      if (list.data.items.find((d) => d.id === documentId)?.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => app?.close());

  /** Real values for fields that name the owner's things, so the sample reaches the domain code, not just zod. */
  const hints: Hints = (name) => {
    if (name === 'tokenId') return tokenId;
    if (name === 'id' || name === 'documentId') return documentId;
    return undefined;
  };

  /**
   * Sends one call the way the browser's links do (httpLink: one call; httpBatchStreamLink: a batch of one, answered
   * as JSON lines); returns a failure description, or null when the answer is fine.
   */
  async function send(path: string, type: ProcedureType, input: unknown, stream: boolean): Promise<string | null> {
    const hasInput = input !== undefined;
    const payload = stream ? toJsonText(hasInput ? { 0: input } : {}) : hasInput ? toJsonText(input) : undefined;
    const query = `${stream ? '?batch=1' : ''}${payload !== undefined && type !== 'mutation' ? `${stream ? '&' : '?'}input=${encodeURIComponent(payload)}` : ''}`;
    const headers: Record<string, string> = { cookie };
    if (stream) headers['trpc-accept'] = 'application/jsonl';
    if (type === 'subscription') headers.accept = 'text/event-stream';
    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(), type === 'subscription' ? 1_500 : 20_000);
    let status = 0;
    let body = '';
    try {
      const res =
        type === 'mutation'
          ? await fetch(`${app.url}/api/trpc/${path}${query}`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: payload,
              signal: controller.signal,
            })
          : await fetch(`${app.url}/api/trpc/${path}${query}`, { headers, signal: controller.signal });
      status = res.status;
      body = await res.text().catch((err: unknown) => (type === 'subscription' && controller.signal.aborted ? '' : `(body failed: ${String(err)})`));
    } catch (err) {
      if (!(type === 'subscription' && controller.signal.aborted && status)) return `no answer: ${String(err)}`;
    } finally {
      clearTimeout(deadline);
    }
    if (status >= 500) return `HTTP ${status} ${body.slice(0, 300)}`;
    if (/"httpStatus":\s*5\d\d|INTERNAL_SERVER_ERROR/.test(body)) return `5xx inside the answer: ${body.slice(0, 300)}`;
    return null;
  }

  it('walks the whole router: each input schema gets its edge values, each answer is below 500', { timeout: 240_000 }, async () => {
    expect(procedures.length).toBeGreaterThan(20);
    const calls: { path: string; type: ProcedureType; edge: EdgeCase; stream: boolean }[] = [];
    for (const p of procedures) {
      const { sample, cases } = p.schema ? edgeCases(p.schema, hints) : { sample: undefined, cases: edgeCases({}, hints).cases };
      const all: EdgeCase[] = p.schema ? [...cases, { label: 'sample', value: sample }] : cases.filter((c) => c.value !== undefined);
      // A subscription stays open until the deadline: a quarter of its cases is enough.
      const edges = p.type === 'subscription' ? all.filter((_, i) => i % 4 === 0) : all;
      // Queries and mutations alternate between the two ways the browser sends them: one plain call, or a batch of one
      // answered as JSON lines (the chat's streamed answer).
      edges.forEach((edge, i) => calls.push({ path: p.path, type: p.type, edge, stream: p.type !== 'subscription' && i % 2 === 1 }));
    }
    // Destructive calls go last so the sample document is there for everything else.
    calls.sort((a, b) => Number(/delete|signOut/.test(a.path)) - Number(/delete|signOut/.test(b.path)));

    const failures: string[] = [];
    await inPool(calls, 6, async ({ path, type, edge, stream }) => {
      const failure = await send(path, type, edge.value, stream);
      if (failure) failures.push(`${path}${stream ? ' (stream)' : ''} ${edge.label}: ${failure}`);
    });
    expect(failures).toEqual([]);
    expect(errorLines).toEqual([]);
    expect(calls.length).toBeGreaterThan(1000);
    // The walk reached the domain, not only the schemas: the owner is still signed in and the sample document is gone
    // (documents.delete ran last with its sample input).
    expect((await app.trpcQuery<{ id: string } | null>(cookie, 'auth.me')).data).not.toBeNull();
    expect((await app.trpcQuery<Page<UploadedDocument>>(cookie, 'documents.list')).data.items.some((d) => d.id === documentId)).toBe(false);
  });

  it('walks every MCP tool the server lists: edge arguments get a clear refusal, never a server failure', { timeout: 120_000 }, async () => {
    const created = await app.trpcMutation<{ token: string }>(cookie, 'mcpTokens.create', { name: 'edge walker', scopes: ['read', 'write'] });
    const token = created.data.token;
    const rpc = async (method: string, params: unknown) => {
      const res = await fetch(`${app.url}/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: toJsonText({ jsonrpc: '2.0', id: 1, method, params }),
      });
      return { status: res.status, body: await res.text() };
    };
    const listed = JSON.parse((await rpc('tools/list', {})).body) as { result: { tools: { name: string; inputSchema: JsonSchema }[] } };
    const tools = listed.result.tools;
    expect(tools.length).toBeGreaterThan(5);

    const calls = tools.flatMap((tool) => {
      const { sample, cases } = edgeCases(tool.inputSchema, hints);
      // MCP says `arguments` is an object; the SDK answers any other shape itself (as -32603), before our tools run.
      const argumentObjects = cases.filter((c) => typeof c.value === 'object' && c.value !== null && !Array.isArray(c.value));
      return [...argumentObjects, { label: 'sample', value: sample }].map((edge) => ({ tool: tool.name, edge }));
    });
    const failures: string[] = [];
    await inPool(calls, 6, async ({ tool, edge }) => {
      const { status, body } = await rpc('tools/call', { name: tool, arguments: edge.value });
      const problem =
        status >= 500
          ? `HTTP ${status}`
          : /"code":\s*-32603/.test(body)
            ? 'JSON-RPC internal error'
            : /Failed query|out of range|invalid input syntax|violates|TypeError|ReferenceError|Cannot read|is not a function/.test(body)
              ? 'an internal failure reached the client'
              : null;
      if (problem) failures.push(`${tool} ${edge.label}: ${problem}: ${body.slice(0, 300)}`);
    });
    expect(failures).toEqual([]);
    expect(errorLines).toEqual([]);
  });

  it('refuses hostile upload fields and file names and hostile file links with a 4xx', async () => {
    const upload = async (fields: Record<string, string>, name = 'note.txt') => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob(['OIL CHANGE 01/10/2026 TOTAL $10']), name);
      const res = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form });
      return { status: res.status, body: await res.text() };
    };
    const hostile = ['2147483648', '-1', '0', '1e999', 'NaN', '', ' ', '1.5', 'x'.repeat(5_000), 'a\u0000b', '00000000-0000-0000-0000-000000000000'];
    const answers = [
      ...(await Promise.all(hostile.map((v) => upload({ tokenId: v })))),
      ...(await Promise.all(hostile.map((v) => upload({ vehicleId: v })))),
    ];
    const names = ['../../etc/passwd.txt', `${'n'.repeat(1_000)}.txt`, 'a\u0000b.txt', '🚗.txt', '.txt', 'con.txt', '\u202etxt.exe'];
    const named = await Promise.all(names.map((n) => upload({}, n)));
    for (const answer of [...answers, ...named]) expect(answer.status, answer.body).toBeLessThan(500);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2); // empty and blank fields mean "no vehicle chosen"

    const links = ['', '?key=x', '?key=../../etc/passwd&exp=99999999999&sig=x', `?key=${'k'.repeat(5_000)}&exp=1e999&sig=%00`, '?exp=-1&sig=&key=%E0%A4%A'];
    for (const query of links) expect((await fetch(`${app.url}/api/files${query}`)).status).toBeLessThan(500);
    expect(errorLines).toEqual([]);
  });
});
