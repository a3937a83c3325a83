import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { JsonSchemaType } from '@modelcontextprotocol/sdk/validation/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedMcpToken } from '../../shared/api/mcp-tokens';
import type { ReminderView } from '../../shared/api/reminders';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';

type Args = Record<string, unknown>;

/**
 * Every tool, called through the official SDK client, answers `structuredContent` that its declared output schema
 * (the JSON Schema the client is given) accepts: a field added, dropped or retyped on either side fails here.
 */
describe('MCP tool answers match their declared output schemas', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let client: Client;
  let tools: Tool[];
  const validators = new AjvJsonSchemaValidator();

  beforeAll(async () => {
    app = await startTestApp(testDatabaseTargets()[0]);
    owner = await app.signIn('mcp-schemas@example.com');
    const token = (await app.trpcMutation<CreatedMcpToken>(owner.cookie, 'mcpTokens.create', { name: 'schemas', scopes: ['read', 'write'] })).data.token;
    client = new Client({ name: 'schema-check', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
    tools = (await client.listTools()).tools;
  });
  afterAll(async () => {
    await client?.close();
    await app?.close();
  });

  /** Calls a tool and checks its answer against the tool's declared JSON Schema; returns the answer. */
  async function callAndCheck(tool: Tool, args: Args): Promise<Record<string, unknown>> {
    const result = await client.callTool({ name: tool.name, arguments: args });
    const text = (result.content as { text?: string }[])[0]?.text;
    expect(result.isError, `${tool.name} ${JSON.stringify(args)}: ${text}`).toBeFalsy();
    const check = validators.getValidator(tool.outputSchema as JsonSchemaType)(result.structuredContent);
    expect(check.errorMessage, `${tool.name} ${JSON.stringify(args)}`).toBeUndefined();
    expect(check.valid).toBe(true);
    expect(JSON.parse(text!)).toEqual(result.structuredContent);
    return result.structuredContent as Record<string, unknown>;
  }

  it('declares a closed output schema for every tool, with units and enums where they belong', () => {
    expect(tools.length).toBeGreaterThanOrEqual(20);
    const loose: string[] = [];
    const walk = (schema: unknown, path: string) => {
      if (!schema || typeof schema !== 'object') return;
      const s = schema as Record<string, unknown>;
      if (s.type === 'object' && s.properties && s.additionalProperties !== false) loose.push(path);
      if (s.type === 'object' && !s.properties && !s.additionalProperties && !s.propertyNames) loose.push(path);
      if (Object.keys(s).length === 0) loose.push(path);
      for (const [key, value] of Object.entries(s)) {
        if (key === 'default' || key === 'const' || key === 'enum') continue; // values, not schemas
        if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${key}[${i}]`));
        else if (typeof value === 'object') walk(value, `${path}.${key}`);
      }
    };
    for (const tool of tools) walk(tool.outputSchema, tool.name);
    expect(loose).toEqual([]);

    const byName = new Map(tools.map((t) => [t.name, t]));
    const props = (name: string) => (byName.get(name)!.outputSchema as { properties: Record<string, { properties?: Record<string, unknown>; anyOf?: unknown[] }> }).properties;
    expect(JSON.stringify(props('analyze_vehicle_health').result)).toContain('"enum":["optimal","attention","service"]');
    expect(props('get_latest_signals').signals.properties).toHaveProperty('speed');
    expect(JSON.stringify(props('get_latest_signals').signals.properties!.speed)).toContain('km/h');
  });

  it('answers every tool, for every vehicle, in the shape its output schema declares', async () => {
    const vehicles = await app.trpcQuery<{ id: string; tokenId: number }[]>(owner.cookie, 'vehicles.list');
    const reminder = async (title: string) =>
      (await app.trpcMutation<ReminderView>(owner.cookie, 'reminders.create', { vehicleId: vehicles.data[0].id, kind: 'custom', title, dueDate: '2031-06-01' })).data.id;
    const first = owner.vehicles[0];
    const form = new FormData();
    form.append('tokenId', String(first.tokenId));
    form.append('file', new Blob([`VEHICLE REGISTRATION CARD\nVIN: ${first.vin}\nLicense Plate: 8SCH123\nMake: HONDA   Model: ACCORD   Year: 2021\nRegistration Expires: 03/15/2031\n`]), 'registration.txt');
    const uploaded = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie: owner.cookie }, body: form });
    expect(uploaded.status).toBe(201);
    const documentId = ((await uploaded.json()) as { document: { id: string } }).document.id;
    const byName = new Map(tools.map((t) => [t.name, t]));
    await expect
      .poll(async () => ((await callAndCheck(byName.get('list_documents')!, {})).documents as { id: string; status: string }[]).find((d) => d.id === documentId)?.status, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe('completed');

    const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const perVehicle = (tokenId: number): Record<string, Args[]> => ({
      vin_operations: [{ operation: 'get', tokenId }],
      get_latest_signals: [{ tokenId }],
      get_signal_series: [
        {
          tokenId,
          signals: ['speed', 'powertrainTransmissionTravelledDistance', 'powertrainFuelSystemRelativeLevel', 'powertrainTractionBatteryStateOfChargeCurrent'],
          from: new Date(now.getTime() - 12 * 3_600_000).toISOString(),
          to: now.toISOString(),
          intervalMinutes: 60,
        },
      ],
      get_location: [{ tokenId }],
      get_trouble_codes: [{ tokenId, days: 30 }],
      get_daily_activity: [{ tokenId, days: 7 }],
      get_energy_sessions: [{ tokenId, days: 7 }],
      get_battery_trends: [{ tokenId }],
      list_trips: [{ tokenId, period: 'last-7-days', limit: 5 }],
      get_driving_summary: [{ tokenId, period: 'this-week' }],
      list_documents: [{ tokenId }],
      list_reminders: [{ tokenId, includeClosed: true }],
      list_maintenance_records: [{ tokenId }],
      list_attestations: [{ tokenId }],
      analyze_vehicle_health: [{ tokenId }],
      assess_trip_readiness: [{ tokenId }, { tokenId, distanceKm: 900 }],
      analyze_historical_usage: [{ tokenId }],
      get_maintenance_history: [{ tokenId }],
      get_due_items: [{ tokenId }],
      get_spend: [{ tokenId }, { tokenId, period: 'all-time' }],
      get_document_facts: [{ tokenId }],
      explain_trouble_codes: [{ tokenId }, { tokenId, codes: ['P0300', 'P0AA6'] }],
    });
    const once: Record<string, Args[]> = {
      list_vehicles: [{}],
      vin_operations: [{ operation: 'decode', vin: first.vin }],
      list_documents: [{}],
      read_document: [{ documentId }],
      list_reminders: [{}],
      list_maintenance_records: [{}],
      list_attestations: [{}],
      analyze_fleet: [{}],
      get_due_items: [{}],
      get_spend: [{ period: 'last-365-days' }],
      list_trips: [{}],
      get_driving_summary: [{ period: 'last-30-days' }],
      get_trip: [{ tripId: (await app.trpcQuery<{ trips: { id: string }[] }>(owner.cookie, 'trips.list', { tokenId: first.tokenId })).data.trips[0].id }],
      add_maintenance_record: [{ tokenId: first.tokenId, date: '2026-01-10', kind: 'oil_change', odometerKm: 12_345, totalCost: 89.5, shop: 'Schema Garage' }],
      complete_reminder: [{ id: await reminder('schema complete'), date: '2026-01-05' }],
      snooze_reminder: [{ id: await reminder('schema snooze'), until: '2031-07-01' }],
      attestation_create: [{ documentId }, { tokenId: first.tokenId, type: 'pom' }, { tokenId: first.tokenId, type: 'vin', force: true }],
    };

    const covered = new Set<string>();
    for (const tool of tools) {
      const calls = [...(once[tool.name] ?? []), ...owner.vehicles.flatMap((v) => perVehicle(v.tokenId)[tool.name] ?? [])];
      expect(calls.length, `no call listed for ${tool.name}: add one here`).toBeGreaterThan(0);
      for (const args of calls) await callAndCheck(tool, args);
      covered.add(tool.name);
    }
    expect(covered.size).toBe(tools.length);
  }, 120_000); // every tool for every vehicle: over 30 s on a loaded 2-core machine

  it('would catch a drift: the declared schemas refuse an extra field and a wrong type', async () => {
    const tool = tools.find((t) => t.name === 'analyze_vehicle_health')!;
    const answer = await callAndCheck(tool, { tokenId: owner.vehicles[0].tokenId });
    const validate = validators.getValidator(tool.outputSchema as JsonSchemaType);
    const result = answer.result as Record<string, unknown>;
    expect(validate({ ...answer, result: { ...result, surprise: 1 } }).valid).toBe(false);
    expect(validate({ ...answer, result: { ...result, status: 'fine' } }).valid).toBe(false);
    expect(validate({ ...answer, result: { ...result, healthScore: '90' } }).valid).toBe(false);
  });
});
