import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatteryTrends, ChargingOverview } from '../../shared/api/charging';
import type { CreatedMcpToken } from '../../shared/api/mcp-tokens';
import type { ReminderView } from '../../shared/api/reminders';
import type { ServiceRecord } from '../../shared/api/service-log';
import type { Dashboard } from '../../shared/api/vehicles';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { Page } from '../../shared/api/pagination';

/** The official SDK client over Streamable HTTP, as an outside AI client connects. */
async function connect(app: TestApp, token: string) {
  const client = new Client({ name: 'test-client', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  return client;
}
type CallResult = Awaited<ReturnType<Client['callTool']>>;
const textOf = (result: CallResult) => (result.content as { type: string; text: string }[])[0].text;
/** A tool's structured answer; fails the test with the tool's own text when it refused. */
function data<T = Record<string, unknown>>(result: CallResult): T {
  if (result.isError) throw new Error(`tool refused: ${textOf(result)}`);
  expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  return result.structuredContent as T;
}

const READ_TOOLS = [
  'list_vehicles',
  'vin_operations',
  'get_latest_signals',
  'get_signal_series',
  'get_location',
  'get_trouble_codes',
  'get_daily_activity',
  'get_energy_sessions',
  'get_battery_trends',
  'list_documents',
  'read_document',
  'list_reminders',
  'list_maintenance_records',
  'list_attestations',
  'analyze_fleet',
  'analyze_vehicle_health',
  'assess_trip_readiness',
  'analyze_historical_usage',
  'get_maintenance_history',
  'get_due_items',
  'get_spend',
  'get_document_facts',
];
const WRITE_TOOLS = ['add_maintenance_record', 'complete_reminder', 'snooze_reminder', 'attestation_create'];

describe('MCP server with the official SDK client', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let readToken: string;
  let writeToken: string;
  let reader: Client;
  let writer: Client;
  const createToken = async (cookie: string, scopes: string[], name = 'sdk client') => {
    const res = await app.trpcMutation<CreatedMcpToken>(cookie, 'mcpTokens.create', { name, scopes });
    if (!res.data) throw new Error(JSON.stringify(res.error));
    return res.data;
  };

  beforeAll(async () => {
    app = await startTestApp(testDatabaseTargets()[0]);
    owner = await app.signIn('mcp-owner@example.com');
    readToken = (await createToken(owner.cookie, ['read'])).token;
    writeToken = (await createToken(owner.cookie, ['read', 'write'])).token;
    reader = await connect(app, readToken);
    writer = await connect(app, writeToken);
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    await app?.close();
  });

  it('refuses clients without a valid token', async () => {
    const res = await fetch(`${app.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    await expect(connect(app, `dwm_${'x'.repeat(43)}`)).rejects.toThrow();
  });

  it('lists read tools with output schemas and read-only hints; write tools only for a write token', async () => {
    const { tools } = await reader.listTools();
    const names = tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(READ_TOOLS));
    for (const name of WRITE_TOOLS) expect(names).not.toContain(name);
    for (const tool of tools) {
      expect(tool.outputSchema, tool.name).toBeDefined();
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
    const writeTools = (await writer.listTools()).tools.filter((t) => WRITE_TOOLS.includes(t.name));
    expect(writeTools.map((t) => t.name).sort()).toEqual([...WRITE_TOOLS].sort());
    for (const tool of writeTools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(false);
  });

  it('answers with the same numbers as the app', async () => {
    const { vehicles } = data<{ vehicles: { tokenId: number; vin: string }[] }>(await reader.callTool({ name: 'list_vehicles', arguments: {} }));
    expect(vehicles.map((v) => v.tokenId).sort()).toEqual(owner.vehicles.map((v) => v.tokenId).sort());

    const dash = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard');
    const card = dash.data.vehicles[0];
    const health = data<{ result: { healthScore: number } }>(await reader.callTool({ name: 'analyze_vehicle_health', arguments: { tokenId: card.tokenId } }));
    expect(health.result.healthScore).toBe(card.healthScore);

    const latest = data<{ signals: Record<string, { value: number }> }>(await reader.callTool({ name: 'get_latest_signals', arguments: { tokenId: card.tokenId } }));
    expect(Math.round(latest.signals.powertrainTransmissionTravelledDistance.value)).toBe(Math.round(card.odometerKm!));
    expect(latest.signals).not.toHaveProperty('currentLocationCoordinates');

    const sim = owner.vehicles.find((v) => v.tokenId === card.tokenId)!;
    const vin = data(await reader.callTool({ name: 'vin_operations', arguments: { operation: 'get', tokenId: card.tokenId } }));
    expect(vin).toMatchObject({ tokenId: card.tokenId, vin: sim.vin, valid: true });
    expect(data(await reader.callTool({ name: 'vin_operations', arguments: { vin: sim.vin } }))).toMatchObject({ vin: sim.vin, valid: true });
  });

  it('serves a signal series in the asked range and interval, and refuses one too large', async () => {
    const tokenId = owner.vehicles[0].tokenId;
    const to = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const from = new Date(to.getTime() - 6 * 3_600_000);
    const series = data<{ points: { timestamp: string; values: Record<string, number | null> }[]; intervalMinutes: number }>(
      await reader.callTool({
        name: 'get_signal_series',
        arguments: { tokenId, signals: ['speed', 'powertrainTransmissionTravelledDistance'], aggregation: 'MAX', from: from.toISOString(), to: to.toISOString(), intervalMinutes: 30 },
      }),
    );
    expect(series.intervalMinutes).toBe(30);
    expect(series.points.length).toBeGreaterThan(0);
    expect(series.points.length).toBeLessThanOrEqual(12);
    for (const p of series.points) {
      expect(Date.parse(p.timestamp)).toBeGreaterThanOrEqual(from.getTime());
      expect(Date.parse(p.timestamp)).toBeLessThan(to.getTime());
      expect(Object.keys(p.values).sort()).toEqual(['powertrainTransmissionTravelledDistance', 'speed']);
    }
    const odometers = series.points.map((p) => p.values.powertrainTransmissionTravelledDistance).filter((v): v is number => v !== null);
    expect(odometers).toEqual([...odometers].sort((a, b) => a - b));

    const tooMany = await reader.callTool({ name: 'get_signal_series', arguments: { tokenId, signals: ['speed'], from: new Date(Date.now() - 80 * 86_400_000).toISOString(), intervalMinutes: 1 } });
    expect(tooMany.isError).toBe(true);
    expect(textOf(tooMany)).toMatch(/buckets/);
    const reversed = await reader.callTool({ name: 'get_signal_series', arguments: { tokenId, signals: ['speed'], from: to.toISOString(), to: from.toISOString() } });
    expect(textOf(reversed)).toMatch(/after/);
  });

  it('gives daily activity with trips, refuels or charging, and trouble codes', async () => {
    const dash = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard');
    let withCodes = 0;
    for (const v of owner.vehicles) {
      const activity = data<{ days: { date: string; distanceKm: number | null; drivingMinutes: number; trips: number }[]; totalKm: number | null; trips: { distanceKm: number | null }[] }>(
        await reader.callTool({ name: 'get_daily_activity', arguments: { tokenId: v.tokenId, days: 7 } }),
      );
      expect(activity.days).toHaveLength(7);
      expect(activity.days.reduce((s, d) => s + d.trips, 0)).toBeLessThanOrEqual(activity.trips.length);
      // each day's trips, minutes and km are the Trips page's own, as get_driving_summary gives them for the same days
      const summary = data<{ totals: { distanceKm: number }; byDay: { from: string; trips: number; drivingMinutes: number; distanceKm: number }[] }>(
        await reader.callTool({ name: 'get_driving_summary', arguments: { tokenId: v.tokenId, period: 'last-7-days' } }),
      );
      const byDate = new Map(summary.byDay.map((d) => [d.from, d]));
      for (const day of activity.days) {
        expect(day.trips, `${v.tokenId} ${day.date}`).toBe(byDate.get(day.date)?.trips ?? 0);
        expect(day.drivingMinutes, `${v.tokenId} ${day.date}`).toBe(Math.round(byDate.get(day.date)?.drivingMinutes ?? 0));
        expect(day.distanceKm, `${v.tokenId} ${day.date}`).toBe(byDate.get(day.date)?.distanceKm ?? 0);
      }
      expect(activity.totalKm).toBe(summary.totals.distanceKm);
      expect(activity.days.some((d) => d.trips > 0)).toBe(true);
      // the assistant's usage analysis says the same distance and driving days
      const usage = data<{ result: { totalDistanceKm: number; drivingDays: number; periodDays: number; distanceBasis: string } }>(
        await reader.callTool({ name: 'analyze_historical_usage', arguments: { tokenId: v.tokenId } }),
      ).result;
      expect(usage).toMatchObject({ totalDistanceKm: summary.totals.distanceKm, drivingDays: summary.byDay.filter((d) => d.trips > 0).length, periodDays: 7, distanceBasis: 'trips' });

      const energy = data<{ type: string; plugsIn: boolean; refuels: unknown[]; chargingSessions: unknown[]; battery: BatteryTrends | null }>(
        await reader.callTool({ name: 'get_energy_sessions', arguments: { tokenId: v.tokenId, days: 7 } }),
      );
      if (energy.type === 'electric') {
        expect(energy.plugsIn).toBe(true);
        expect(energy.refuels).toEqual([]);
        // The battery's figures are the Charging page's own (the days of the same owner's days; a bucket may close between the two reads).
        const page = (await app.trpcQuery<ChargingOverview>(owner.cookie, 'charging.overview', { tokenId: v.tokenId, days: 7 })).data.selected!.battery!;
        expect(energy.battery!.health).toEqual(page.health);
        expect(energy.battery!.health.source).toBe('state-of-health');
        expect(energy.battery!.fullRange.days.map((d) => d.day)).toEqual(page.fullRange.days.map((d) => d.day));
        energy.battery!.fullRange.days.forEach((d, i) => expect(Math.abs(d.km - page.fullRange.days[i].km)).toBeLessThanOrEqual(1));
        expect(energy.battery!.drain.days.map((d) => d.day)).toEqual(page.drain.days.map((d) => d.day));
      } else if (!energy.plugsIn) {
        expect(energy.chargingSessions).toEqual([]);
      }

      const codes = data<{ stored: { code: string }[]; past: { code: string }[] }>(await reader.callTool({ name: 'get_trouble_codes', arguments: { tokenId: v.tokenId } }));
      const card = dash.data.vehicles.find((c) => c.tokenId === v.tokenId)!;
      expect(codes.stored.map((c) => c.code).sort()).toEqual(card.troubleCodes.map((c) => c.code).sort());
      for (const code of codes.stored) expect(codes.past.map((c) => c.code)).toContain(code.code);
      if (codes.stored.length) withCodes++;
    }
    expect(withCodes).toBeGreaterThan(0);
  });

  it('gives the location only with the location privilege', async () => {
    const shared = data<{ shared: boolean; latitude: number | null }>(await reader.callTool({ name: 'get_location', arguments: { tokenId: owner.vehicles[0].tokenId } }));
    expect(shared.shared).toBe(true);
    expect(typeof shared.latitude).toBe('number');

    const email = 'mcp-no-location@example.com';
    const other = await app.signIn(email, []);
    const clientId = app.server.services.publicSettings.clientId!;
    const tokenId = other.vehicles[0].tokenId;
    const res = await fetch(`${app.simUrl}/dev/shares`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, clientId, tokenIds: [tokenId], permissions: '10001100' }),
    });
    expect(res.ok).toBe(true);
    await app.trpcQuery(other.cookie, 'vehicles.dashboard', { refresh: true });
    const client = await connect(app, (await createToken(other.cookie, ['read'])).token);
    try {
      const hidden = data<{ shared: boolean; latitude: number | null }>(await client.callTool({ name: 'get_location', arguments: { tokenId } }));
      expect(hidden).toMatchObject({ shared: false, latitude: null, longitude: null });
    } finally {
      await client.close();
    }
  });

  it('refuses write tools to a read token, and runs them with a write token through the app domain', async () => {
    const tokenId = owner.vehicles[0].tokenId;
    const values = { tokenId, date: '2026-01-10', kind: 'oil_change', odometerKm: 12_345, totalCost: 89.5, currency: 'CHF', shop: 'MCP Garage' };
    const refused = await reader.callTool({ name: 'add_maintenance_record', arguments: values });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/disabled|write scope/);
    const before = await app.trpcQuery<Page<ServiceRecord>>(owner.cookie, 'serviceLog.list', { tokenId });
    expect(before.data.items.some((r) => r.shop === 'MCP Garage')).toBe(false);

    const { record } = data<{ record: ServiceRecord }>(await writer.callTool({ name: 'add_maintenance_record', arguments: values }));
    expect(record).toMatchObject({ tokenId, date: '2026-01-10', kind: 'oil_change', odometerKm: 12_345, totalCost: 89.5, currency: 'CHF', shop: 'MCP Garage', source: 'manual' });
    const after = await app.trpcQuery<Page<ServiceRecord>>(owner.cookie, 'serviceLog.list', { tokenId });
    expect(after.data.items.map((r) => r.id)).toContain(record.id);
    const listed = data<{ records: ServiceRecord[] }>(await reader.callTool({ name: 'list_maintenance_records', arguments: { tokenId } }));
    expect(listed.records.find((r) => r.id === record.id)?.currency).toBe('CHF');

    const future = await writer.callTool({ name: 'add_maintenance_record', arguments: { ...values, date: '2199-01-01' } });
    expect(future.isError).toBe(true);
    expect(textOf(future)).toMatch(/future/);
  });

  it('snoozes and completes reminders with a write token; the app sees it', async () => {
    const vehicles = await app.trpcQuery<{ id: string; tokenId: number }[]>(owner.cookie, 'vehicles.list');
    const vehicleId = vehicles.data[0].id;
    const create = (title: string) =>
      app.trpcMutation<ReminderView>(owner.cookie, 'reminders.create', { vehicleId, kind: 'custom', title, dueDate: '2030-06-01' });
    const snoozeMe = (await create('MCP snooze')).data;
    const completeMe = (await create('MCP complete')).data;

    expect((await reader.callTool({ name: 'snooze_reminder', arguments: { id: snoozeMe.id, until: '2030-07-01' } })).isError).toBe(true);
    const snoozed = data<{ reminder: ReminderView }>(await writer.callTool({ name: 'snooze_reminder', arguments: { id: snoozeMe.id, until: '2030-07-01' } }));
    expect(snoozed.reminder).toMatchObject({ state: 'snoozed', snoozedUntil: '2030-07-01' });

    const done = data<{ reminder: ReminderView }>(await writer.callTool({ name: 'complete_reminder', arguments: { id: completeMe.id, date: '2026-01-05' } }));
    expect(done.reminder.state).toBe('done');
    const all = await app.trpcQuery<ReminderView[]>(owner.cookie, 'reminders.list', { includeClosed: true });
    expect(all.data.find((r) => r.id === snoozeMe.id)?.state).toBe('snoozed');
    expect(all.data.find((r) => r.id === completeMe.id)?.state).toBe('done');

    const listed = data<{ reminders: ReminderView[] }>(await reader.callTool({ name: 'list_reminders', arguments: { includeClosed: true } }));
    expect(listed.reminders.map((r) => r.id)).toEqual(expect.arrayContaining([snoozeMe.id, completeMe.id]));
  });

  it("two owners never see each other's data", async () => {
    const other = await app.signIn('mcp-other@example.com');
    const otherWriter = await connect(app, (await createToken(other.cookie, ['read', 'write'])).token);
    try {
      const foreign = other.vehicles[0].tokenId;
      for (const name of ['get_latest_signals', 'get_location', 'get_trouble_codes', 'get_daily_activity', 'get_energy_sessions', 'analyze_vehicle_health', 'list_maintenance_records', 'list_documents', 'get_due_items', 'get_spend', 'get_document_facts', 'get_maintenance_history']) {
        const result = await reader.callTool({ name, arguments: { tokenId: foreign } });
        expect(result.isError, name).toBe(true);
        expect(textOf(result), name).toMatch(/not one of your shared vehicles/);
      }
      const vin = await reader.callTool({ name: 'vin_operations', arguments: { operation: 'get', tokenId: foreign } });
      expect(textOf(vin)).toMatch(/not one of your shared vehicles/);

      const theirs = data<{ vehicles: { tokenId: number }[] }>(await otherWriter.callTool({ name: 'list_vehicles', arguments: {} }));
      expect(theirs.vehicles.map((v) => v.tokenId).sort()).toEqual(other.vehicles.map((v) => v.tokenId).sort());
      const reminders = data<{ reminders: ReminderView[] }>(await otherWriter.callTool({ name: 'list_reminders', arguments: { includeClosed: true } }));
      const mine = await app.trpcQuery<ReminderView[]>(owner.cookie, 'reminders.list', { includeClosed: true });
      expect(reminders.reminders.some((r) => mine.data.some((m) => m.id === r.id))).toBe(false);
      const records = data<{ records: ServiceRecord[] }>(await otherWriter.callTool({ name: 'list_maintenance_records', arguments: {} }));
      expect(records.records.some((r) => r.shop === 'MCP Garage')).toBe(false);

      // Writing to another owner's vehicle or reminder is refused like a missing one.
      const foreignWrite = await otherWriter.callTool({ name: 'add_maintenance_record', arguments: { tokenId: owner.vehicles[0].tokenId, date: '2026-01-01', kind: 'other' } });
      expect(foreignWrite.isError).toBe(true);
      const snooze = await otherWriter.callTool({ name: 'snooze_reminder', arguments: { id: mine.data[0].id, until: '2031-01-01' } });
      expect(snooze.isError).toBe(true);
      expect((await app.trpcQuery<ReminderView[]>(owner.cookie, 'reminders.list', { includeClosed: true })).data.find((r) => r.id === mine.data[0].id)?.snoozedUntil).not.toBe('2031-01-01');

      const resources = await otherWriter.listResources();
      expect(resources.resources.map((r) => r.uri)).not.toContain(`drivewise://vehicles/${owner.vehicles[0].tokenId}`);
      await expect(otherWriter.readResource({ uri: `drivewise://vehicles/${owner.vehicles[0].tokenId}` })).rejects.toThrow(/not one of yours/);
    } finally {
      await otherWriter.close();
    }
  });

  it('lists documents with their facts and attests one with a write token; the provider receives it', async () => {
    const vehicle = owner.vehicles[0];
    const form = new FormData();
    form.append('tokenId', String(vehicle.tokenId));
    const text = `VEHICLE REGISTRATION CARD\nVIN: ${vehicle.vin}\nLicense Plate: 8MCP123\nMake: HONDA   Model: ACCORD   Year: 2021\nRegistration Expires: 03/15/2031\n`;
    form.append('file', new Blob([text]), 'registration.txt');
    const uploaded = await fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { cookie: owner.cookie }, body: form });
    expect(uploaded.status).toBe(201);
    const documentId = ((await uploaded.json()) as { document: { id: string } }).document.id;
    await expect
      .poll(async () => data<{ documents: { id: string; status: string }[] }>(await reader.callTool({ name: 'list_documents', arguments: { tokenId: vehicle.tokenId } })).documents.find((d) => d.id === documentId)?.status, { timeout: 60_000, interval: 300 })
      .toBe('completed');

    const read = data<{ document: { tokenId: number; vin: string }; facts: Record<string, unknown> & { extractedText?: string } }>(await reader.callTool({ name: 'read_document', arguments: { documentId } }));
    expect(read.document).toMatchObject({ tokenId: vehicle.tokenId, vin: vehicle.vin });
    expect(read.facts).toMatchObject({ documentType: 'car_registration' });
    expect(read.facts).not.toHaveProperty('extractedText');

    expect((await reader.callTool({ name: 'attestation_create', arguments: { documentId } })).isError).toBe(true);
    const attested = data<{ attestationId: string; alreadyAttested: boolean }>(await writer.callTool({ name: 'attestation_create', arguments: { documentId } }));
    expect(attested.alreadyAttested).toBe(false);
    const state = (await (await fetch(`${app.simUrl}/dev/state`)).json()) as { attestations: { id: string }[] };
    expect(state.attestations.map((a) => a.id)).toContain(attested.attestationId);
    const again = data<{ attestationId: string; alreadyAttested: boolean }>(await writer.callTool({ name: 'attestation_create', arguments: { documentId } }));
    expect(again).toMatchObject({ alreadyAttested: true, attestationId: attested.attestationId });
    const listed = data<{ attestations: { id: string; attestationId: string }[] }>(await reader.callTool({ name: 'list_attestations', arguments: {} }));
    expect(listed.attestations).toEqual([expect.objectContaining({ id: documentId, attestationId: attested.attestationId })]);

    const resource = await reader.readResource({ uri: `drivewise://documents/${documentId}` });
    expect(JSON.parse((resource.contents[0] as { text: string }).text)).toMatchObject({ id: documentId, facts: { documentType: 'car_registration' } });
    const stranger = await app.signIn('mcp-doc-stranger@example.com');
    const strangerClient = await connect(app, (await createToken(stranger.cookie, ['read', 'write'])).token);
    try {
      expect(textOf(await strangerClient.callTool({ name: 'read_document', arguments: { documentId } }))).toMatch(/not found/);
      expect((await strangerClient.callTool({ name: 'attestation_create', arguments: { documentId, force: true } })).isError).toBe(true);
      await expect(strangerClient.readResource({ uri: `drivewise://documents/${documentId}` })).rejects.toThrow(/not one of yours/);
    } finally {
      await strangerClient.close();
    }
  });

  it('offers vehicle and document resources and the trip check and monthly report prompts', async () => {
    const { resources } = await reader.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toEqual(expect.arrayContaining(['drivewise://vehicles', 'drivewise://documents', ...owner.vehicles.map((v) => `drivewise://vehicles/${v.tokenId}`)]));
    const list = await reader.readResource({ uri: 'drivewise://vehicles' });
    const vehicles = JSON.parse((list.contents[0] as { text: string }).text) as { tokenId: number }[];
    expect(vehicles.map((v) => v.tokenId).sort()).toEqual(owner.vehicles.map((v) => v.tokenId).sort());
    const one = await reader.readResource({ uri: `drivewise://vehicles/${owner.vehicles[0].tokenId}` });
    expect(JSON.parse((one.contents[0] as { text: string }).text)).toMatchObject({ tokenId: owner.vehicles[0].tokenId, vin: owner.vehicles[0].vin });

    const { prompts } = await reader.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(expect.arrayContaining(['trip_check', 'monthly_report']));
    const trip = await reader.getPrompt({ name: 'trip_check', arguments: { tokenId: String(owner.vehicles[0].tokenId), distanceKm: '400' } });
    expect(JSON.stringify(trip.messages)).toContain('assess_trip_readiness');
    expect(JSON.stringify(trip.messages)).toContain('400 km');
  });

  it('stops serving a client as soon as its token is revoked', async () => {
    const created = await createToken(owner.cookie, ['read'], 'to revoke');
    const client = await connect(app, created.token);
    try {
      expect(data(await client.callTool({ name: 'list_vehicles', arguments: {} }))).toHaveProperty('vehicles');
      await app.trpcMutation(owner.cookie, 'mcpTokens.revoke', { id: created.info.id });
      await expect(client.callTool({ name: 'list_vehicles', arguments: {} })).rejects.toThrow(/401|Authentication/);
    } finally {
      await client.close();
    }
  });

  it('reports itself healthy, which the chat shows as MCP Connected', async () => {
    expect(await (await fetch(`${app.url}/mcp/health`)).json()).toMatchObject({ status: 'healthy' });
    const status = await app.trpcQuery<{ mcp: string }>(owner.cookie, 'chat.status');
    expect(status.data.mcp).toBe('connected');
  });

  it('runs the attestation tests: environment, connection, and a test attestation the provider accepts', async () => {
    const env = await app.trpcQuery(owner.cookie, 'devTools.attestationEnvironment');
    expect(env.data).toEqual({ providerMode: 'simulator', clientIdSet: true, domainSet: true, apiKeySet: true });
    expect((await app.trpcMutation(owner.cookie, 'devTools.testConnection')).data).toEqual({ ok: true, error: null });
    const sent = await app.trpcMutation<{ ok: boolean; attestation: { subject: string } }>(owner.cookie, 'devTools.testAttestation');
    expect(sent.data.ok).toBe(true);
    const state = await (await fetch(`${app.simUrl}/dev/state`)).json();
    expect(state.attestations.some((a: { subject: string }) => a.subject === sent.data.attestation.subject)).toBe(true);
    expect((await app.trpcMutation('', 'devTools.testAttestation')).status).toBe(401);
  });
});
