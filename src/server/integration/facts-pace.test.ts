import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/format-date';
import type { DueItem, SpendSummary } from '../../shared/api/facts';
import type { Insights } from '../../shared/api/insights';
import type { CreatedMcpToken } from '../../shared/api/mcp-tokens';
import type { ReminderView } from '../../shared/api/reminders';
import type { Dashboard } from '../../shared/api/vehicles';
import { askChat, listNumbers, readTripsTruth } from '../testing/simulator-usage-truth';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';
import { ONE_TRUTH_EMAIL, seedOneTruthOwner, type OneTruthSeed } from '../testing/one-truth-seed';

const ZONE = 'America/Los_Angeles';
const KM_AHEAD = 3000;

/**
 * The owner of the one-truth seed (documents, service records, three cars) with a tyre rotation due by distance on
 * each car: when it comes due, how much the car is driven a week and the service cost per km must read the same on the
 * Reminders page, the due list, the calendar feed, Trips, the Spending card and Insights, MCP and the assistant.
 */
describe('due by distance and the weekly pace, on every surface', () => {
  let app: TestApp;
  let owner: { cookie: string; vehicles: SimVehicle[] };
  let seed: OneTruthSeed;
  let mcp: Client;
  const rotations = new Map<number, string>();

  const query = async <T>(path: string, input?: unknown): Promise<T> => {
    const res = await app.trpcQuery<T>(owner.cookie, path, input);
    expect(res.status, `${path}: ${res.error?.message}`).toBe(200);
    return res.data;
  };
  const tool = async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
    const result = await mcp.callTool({ name, arguments: args });
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    return result.structuredContent as T;
  };

  beforeAll(async () => {
    app = await startTestApp(testDatabaseTargets()[0], { CHAT_MESSAGES_PER_MINUTE: '200' });
    owner = await app.signIn(ONE_TRUTH_EMAIL);
    await app.trpcMutation(owner.cookie, 'settings.update', { timeZone: ZONE });
    seed = await seedOneTruthOwner(app, owner);
    const dashboard = await query<Dashboard>('vehicles.dashboard');
    for (const car of seed.cars) {
      const card = dashboard.vehicles.find((v) => v.tokenId === car.tokenId)!;
      const res = await app.trpcMutation<ReminderView>(owner.cookie, 'reminders.create', { vehicleId: card.id, kind: 'tire_rotation', dueOdometerKm: Math.round(card.odometerKm! + KM_AHEAD) });
      expect(res.status, res.error?.message).toBe(200);
      rotations.set(car.tokenId, res.data.id);
    }
    const token = (await app.trpcMutation<CreatedMcpToken>(owner.cookie, 'mcpTokens.create', { name: 'pace', scopes: ['read'] })).data.token;
    mcp = new Client({ name: 'facts-pace', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  }, 120_000);
  afterAll(async () => {
    await mcp?.close();
    await app?.close();
  });

  it('gives a distance its predicted date on the Reminders page, the due list, MCP, the calendar feed and in the assistant', async () => {
    const reminders = await query<ReminderView[]>('reminders.list', {});
    const due = await query<DueItem[]>('facts.due', {});
    expect((await tool<{ items: DueItem[] }>('get_due_items', {})).items).toEqual(due);
    const feed = await fetch((await app.trpcMutation<{ url: string }>(owner.cookie, 'notifications.createCalendarFeed')).data.url);
    const calendar = (await feed.text()).replace(/\r?\n /g, '');
    for (const car of seed.cars) {
      const id = rotations.get(car.tokenId)!;
      const reminder = reminders.find((r) => r.id === id)!;
      expect(reminder.predictedDate, car.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(reminder.kmPerWeek).toBeGreaterThan(0);
      const item = due.find((d) => d.reminderId === id)!;
      expect(item).toMatchObject({ predictedDate: reminder.predictedDate, kmLeft: reminder.kmLeft, dueOdometerKm: reminder.dueOdometerKm });
      const event = calendar.split('BEGIN:VEVENT').find((e) => e.includes(`UID:${id}@drivewise`));
      expect(event, car.name).toContain(`DTSTART;VALUE=DATE:${reminder.predictedDate!.replaceAll('-', '')}`);

      // the assistant names the same day (it said "in 3,000 km" and no date before)
      const answer = (await askChat(app, owner.cookie, car.tokenId, 'When is my tire rotation due?')).content;
      const day = new Date(`${reminder.predictedDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
      expect(answer, answer).toContain('Tire rotation');
      expect(answer, answer).toContain(day);
      expect(listNumbers(answer), answer).toContain(KM_AHEAD);
    }
  }, 120_000);

  it("gives the service cost per km of the Spending card, Insights and MCP in the assistant (before: 'the distance driven in it is not known yet')", async () => {
    for (const car of seed.cars) {
      const spend = await query<SpendSummary>('facts.spend', { tokenId: car.tokenId, period: 'this-year' });
      expect(spend.costPerKm, car.name).not.toBeNull();
      expect((await tool<{ spend: SpendSummary }>('get_spend', { tokenId: car.tokenId, period: 'this-year' })).spend.costPerKm).toEqual(spend.costPerKm);
      const insights = await query<Insights>('insights.overview', { tokenId: car.tokenId, period: 'this-year' });
      expect(insights.vehicles[0].costPerKm).toEqual(spend.costPerKm);
      // the row's distance column is the trips' weeks; the cost is over the odometer's km of the spend period, and says so
      expect(insights.vehicles[0].costDistanceKm).toBe(spend.distanceKm);
      const answer = (await askChat(app, owner.cookie, car.tokenId, 'What is my cost per km?')).content;
      const numbers = listNumbers(answer);
      expect(numbers, answer).toContain(Math.round(spend.distanceKm!));
      for (const c of spend.costPerKm!) {
        expect(numbers, answer).toContain(spend.service.find((s) => s.currency === c.currency)!.amount);
        expect(numbers, answer).toContain(Math.round(c.amount * 100) / 100);
      }
    }
  }, 120_000);

  const WEEKLY = ['How much do I drive a week?', 'What is my weekly mileage?', '¿Cuánto conduzco por semana?', 'Wie viel fahre ich pro Woche?', 'Combien je roule par semaine ?'];

  it.each(WEEKLY)('answers "%s" with the km of the last 7 days as the Trips page and MCP add them up (before: no answer, the odometer or the range)', async (question) => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: ZONE });
    for (const car of seed.cars) {
      const message = await askChat(app, owner.cookie, car.tokenId, question);
      const trips = await readTripsTruth(app, owner.cookie, car.tokenId, addDays(today, -6), today);
      expect(trips.distance, car.name).toBeGreaterThan(0);
      expect(message.metadata?.totalMiles, message.content).toBeCloseTo(trips.distance / 1.609344, 0);
      expect(listNumbers(message.content), message.content).toContain(Math.round(trips.distance));
      const mcpUsage = await tool<{ result: { totalDistanceKm: number; distanceBasis: string } }>('analyze_historical_usage', { tokenId: car.tokenId });
      expect(mcpUsage.result).toMatchObject({ distanceBasis: 'trips' });
      expect(mcpUsage.result.totalDistanceKm).toBeCloseTo(trips.distance, 0);
    }
  }, 120_000);
});
