import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatteryHistoryResult, ChargingOverview } from '../../shared/api/charging';
import { healthYearLine, rangeYearLine } from '../domain/assistant/answer/answer-battery-year';
import type { ChatChunk } from '../../shared/api/chat';
import type { DrivingTotals, TripList } from '../../shared/api/trips';
import { formatMinutes } from '../domain/assistant/answer/answer-driving';
import { DRIVING_TEXTS } from '../domain/assistant/wording/driving-texts';
import { wordingIn } from '../domain/assistant/wording/wording';
import { longestTrip } from '../domain/trips/driving-totals';
import { startOpenAiCompatibleServer, type Reply } from '../testing/openai-compatible-test-server';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, trpcClientFor, type TestApp } from '../testing/test-app';

async function ask(app: TestApp, cookie: string, tokenId: number, message: string) {
  const client = await trpcClientFor(app, cookie);
  const stream = await client.chat.send.mutate({ tokenId, message }, { context: { stream: true } });
  let done: Extract<ChatChunk, { kind: 'done' }> | undefined;
  for await (const chunk of stream as AsyncIterable<ChatChunk>) if (chunk.kind === 'done') done = chunk;
  return { content: done!.message.content, driving: done!.message.metadata?.driving as DrivingTotals | undefined };
}

const COORDINATES = /-?\d{1,3}[.,]\d{2,}\s*,\s*-?\d{1,3}[.,]\d{2,}/;

describe.each(testDatabaseTargets())('the assistant on trips, driving and the battery, against the simulator ($name)', (target) => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    app = await startTestApp(target, { CHAT_MESSAGES_PER_MINUTE: '60' });
    owner = await app.signIn('tess.trips@example.com');
  });
  afterAll(async () => app?.close());

  /** The trips service's own list for the days the answer covered. */
  const listFor = async (cookie: string, tokenId: number, totals: DrivingTotals) =>
    (await app.trpcQuery<TripList>(cookie, 'trips.list', { tokenId, from: totals.from, to: totals.to, limit: 500 })).data;

  it('counts the trips of a period with the trip list’s own totals, in English and Spanish', async () => {
    const car = owner.vehicles.find((v) => v.powertrain === 'COMBUSTION')!;
    const en = await ask(app, owner.cookie, car.tokenId, 'How many trips did I make in the last 7 days?');
    const list = await listFor(owner.cookie, car.tokenId, en.driving!);
    expect(list.totals.trips).toBeGreaterThan(3);
    expect(en.driving).toEqual(list.totals);
    const w = wordingIn('en');
    expect(en.content).toContain(`You made ${list.totals.trips} trips`);
    expect(en.content).toContain(`${w.distance(list.totals.distanceKm, 'km')} in all, ${formatMinutes(list.totals.drivingMinutes)} at the wheel`);

    const es = await ask(app, owner.cookie, car.tokenId, '¿Cuántos viajes hice en los últimos 7 días?');
    expect(es.driving).toEqual(list.totals);
    expect(es.content).toContain(`Hiciste ${list.totals.trips} viajes`);
    expect(es.content).toContain(`${wordingIn('es').distance(list.totals.distanceKm, 'km')} en total`);
  });

  it('counts "yesterday" in the days the Trips page counts (the owner’s zone, else where the car is)', async () => {
    const car = owner.vehicles.find((v) => v.powertrain === 'COMBUSTION')!;
    const answer = await ask(app, owner.cookie, car.tokenId, 'Where did I drive yesterday?');
    const page = (await app.trpcQuery<TripList>(owner.cookie, 'trips.list', { tokenId: car.tokenId, period: 'yesterday', limit: 500 })).data;
    expect(answer.driving).toEqual(page.totals);
    expect(answer.content).toMatch(page.totals.trips ? new RegExp(`^You made ${page.totals.trips === 1 ? '1 trip' : `${page.totals.trips} trips`} yesterday`) : /^No trips yesterday/);
  });

  it('names the longest trip by its places and distance, never by coordinates', async () => {
    const car = owner.vehicles.find((v) => v.powertrain === 'COMBUSTION')!;
    const answer = await ask(app, owner.cookie, car.tokenId, 'What was my longest trip in the last 7 days?');
    const list = await listFor(owner.cookie, car.tokenId, answer.driving!);
    const longest = longestTrip(list.trips)!;
    expect(answer.content).toMatch(new RegExp(`^The longest was ${wordingIn('en').distance(longest.distanceKm!, 'km')} on `));
    expect(answer.content).toContain(`from ${longest.startPlace!.label} to ${longest.endPlace!.label}`);
    expect(answer.content).not.toMatch(COORDINATES);
  });

  it('gives the driving score and harsh events the trip list shows, in German and French', async () => {
    const car = owner.vehicles[0];
    const de = await ask(app, owner.cookie, car.tokenId, 'Wie war mein Fahrverhalten in den letzten 7 Tagen?');
    const list = await listFor(owner.cookie, car.tokenId, de.driving!);
    expect(de.driving).toEqual(list.totals);
    expect(de.content).toContain(`: ${list.totals.score!.value}/100.`);
    const fr = await ask(app, owner.cookie, car.tokenId, 'Quelle est ma note de conduite ces 7 derniers jours ? Des freinages brusques ?');
    expect(fr.driving).toEqual(list.totals);
    expect(fr.content).toContain(`: ${list.totals.score!.value}/100.`);
    const braking = list.totals.events.harshBraking;
    if (braking > 0) expect(fr.content).toContain(`${braking} ${DRIVING_TEXTS.fr.events.harshBraking[braking === 1 ? 0 : 1]}`);
    else expect(fr.content).not.toContain('freinage brusque');
  });

  it('answers parked drain, range at 100 % and battery health with the Charging page’s figures', async () => {
    const ev = owner.vehicles.find((v) => v.powertrain === 'ELECTRIC')!;
    const drain = await ask(app, owner.cookie, ev.tokenId, 'How much battery does my car lose when parked?');
    const battery = (await app.trpcQuery<ChargingOverview>(owner.cookie, 'charging.overview', { tokenId: ev.tokenId, days: 7 })).data.selected!.battery!;
    const w = wordingIn('en');
    const t = DRIVING_TEXTS.en.battery;
    if (battery.drain.percentPer24h === null) expect(drain.content).toContain(t.drainNone(7));
    else expect(drain.content).toContain(t.drain(`${w.number(battery.drain.percentPer24h, 1)}%`, 7));
    // range at 100 % and health are said over the year, from the Charging page's months
    const history = (await app.trpcQuery<BatteryHistoryResult>(owner.cookie, 'charging.batteryHistory', { tokenId: ev.tokenId })).data.history!;
    const range = await ask(app, owner.cookie, ev.tokenId, "What's my range at 100%?");
    expect(range.content).toContain(rangeYearLine(history, w, 'km') ?? t.fullRangeNone);
    const health = await ask(app, owner.cookie, ev.tokenId, '¿Se está degradando mi batería?');
    expect(health.content).toContain(healthYearLine(history, wordingIn('es')) ?? DRIVING_TEXTS.es.battery.healthNone);
    expect(battery.health.latest === null || history.health.latest !== null).toBe(true);
  });

  it('says the trips’ places are not shared when the car shares no location', async () => {
    const email = 'lou.trips@example.com';
    const lou = await app.signIn(email, []);
    const tokenId = lou.vehicles[0].tokenId;
    const clientId = app.server.services.publicSettings.clientId!;
    const shared = await fetch(`${app.simUrl}/dev/shares`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, clientId, tokenIds: [tokenId], permissions: '10001100' }) });
    expect(shared.ok).toBe(true);
    await app.trpcQuery(lou.cookie, 'vehicles.dashboard', { refresh: true });
    const answer = await ask(app, lou.cookie, tokenId, 'Where did I drive in the last 7 days?');
    const list = await listFor(lou.cookie, tokenId, answer.driving!);
    expect(list.locationShared).toBe(false);
    expect(answer.driving).toEqual(list.totals);
    expect(answer.content).toContain(DRIVING_TEXTS.en.noLocation);
    expect(answer.content).not.toMatch(COORDINATES);
    expect(answer.content).not.toContain('→');
  });
});

describe('the AI service reads trips and battery trends through its tools', () => {
  let app: TestApp;
  let llm: Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;

  beforeAll(async () => {
    llm = await startOpenAiCompatibleServer((req): Reply => {
      const toolResult = [...req.messages].reverse().find((m) => m.role === 'tool');
      const lastUser = String([...req.messages].reverse().find((m) => m.role === 'user')?.content ?? '');
      const tool = lastUser.includes('parked') ? 'get_battery_trends' : 'get_trips';
      if (!toolResult) return { kind: 'tool_call', name: tool, arguments: tool === 'get_trips' ? JSON.stringify({ period: 'last-7-days' }) : '{}' };
      return { kind: 'text', chunks: ['Done.'] };
    });
    app = await startTestApp(testDatabaseTargets()[0], { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model', LLM_API_KEY: 'test-key' });
    owner = await app.signIn('ada.trips@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await llm?.close();
  });

  const toolResult = () => {
    const tool = llm.requests.at(-1)!.body.messages.find((m) => m.role === 'tool');
    const raw = typeof tool?.content === 'string' ? tool.content : JSON.stringify(tool?.content);
    const parsed = JSON.parse(raw) as unknown;
    // the AI SDK wraps a tool's output as { type: 'json', value }
    return (typeof parsed === 'object' && parsed && 'value' in parsed ? (parsed as { value: unknown }).value : parsed) as Record<string, unknown>;
  };

  it('get_trips returns the trip list’s totals and places by name, never coordinates', async () => {
    const car = owner.vehicles.find((v) => v.powertrain === 'COMBUSTION')!;
    await ask(app, owner.cookie, car.tokenId, 'Where did I drive this week?');
    expect(llm.requests.at(-2)!.body.tools?.map((t) => t.function.name)).toEqual(expect.arrayContaining(['get_trips', 'get_battery_trends']));
    const result = toolResult() as { period: { from: string; to: string }; totals: DrivingTotals; trips: { startPlace: string | null }[]; locationShared: boolean };
    const list = (await app.trpcQuery<TripList>(owner.cookie, 'trips.list', { tokenId: car.tokenId, from: result.period.from, to: result.period.to, limit: 500 })).data;
    expect(result.totals).toEqual(list.totals);
    expect(result.trips.length).toBe(Math.min(50, list.total));
    expect(result.trips[0].startPlace).toBe(list.trips[0].startPlace?.label ?? null);
    expect(JSON.stringify(result)).not.toMatch(/latitude|longitude/);
  });

  it('get_battery_trends returns the Charging page’s battery trends', async () => {
    const ev = owner.vehicles.find((v) => v.powertrain === 'ELECTRIC')!;
    await ask(app, owner.cookie, ev.tokenId, 'How much do I lose parked?');
    const result = toolResult() as { plugsIn: boolean; trends: { drain: { percentPer24h: number | null } } };
    const battery = (await app.trpcQuery<ChargingOverview>(owner.cookie, 'charging.overview', { tokenId: ev.tokenId, days: 7 })).data.selected!.battery!;
    expect(result.plugsIn).toBe(true);
    expect(result.trends.drain.percentPer24h).toBe(battery.drain.percentPer24h);
  });
});
