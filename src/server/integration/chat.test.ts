import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChunk } from '../../shared/api/chat';
import type { Dashboard } from '../../shared/api/vehicles';
import { createMaintenanceRecord, createReminder, createVehicle, findUserByWallet } from '../db/repositories';
import { getConversationMessages, sendChatMessage } from '../domain/chat/chat-service';
import { AI_FAILURE_WITH_DATA, NO_VEHICLE_DATA, NO_VEHICLE_SELECTED, detectLanguage, type Language } from '../domain/assistant/answer/answer';
import { wordingIn } from '../domain/assistant/wording/wording';
import { startOpenAiCompatibleServer, type Reply } from '../testing/openai-compatible-test-server';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, trpcClientFor, type TestApp } from '../testing/test-app';

async function ask(app: TestApp, cookie: string, tokenId: number, message: string) {
  const client = await trpcClientFor(app, cookie);
  const chunks: ChatChunk[] = [];
  const stream = await client.chat.send.mutate({ tokenId, message }, { context: { stream: true } });
  for await (const chunk of stream as AsyncIterable<ChatChunk>) chunks.push(chunk);
  return { chunks, done: chunks.find((c) => c.kind === 'done') as Extract<ChatChunk, { kind: 'done' }> };
}

describe.each(testDatabaseTargets())('chat without an AI service ($name)', (target) => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    app = await startTestApp(target, { CHAT_MESSAGES_PER_MINUTE: '12' });
    owner = await app.signIn('chatty@example.com');
  });
  afterAll(async () => app?.close());

  it('answers a health check with the score the dashboard shows, and keeps the conversation', async () => {
    const dash = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard');
    const card = dash.data.vehicles[0];
    const { chunks, done } = await ask(app, owner.cookie, card.tokenId, 'Can you perform a comprehensive health check on my vehicle?');
    expect(chunks[0]).toMatchObject({ kind: 'user', message: { type: 'user' } });
    expect(done.message.metadata?.healthScore).toBe(card.healthScore);
    expect(done.message.content).toContain(String(card.healthScore));
    expect(done.message.content).not.toContain('**');
    const convo = await app.trpcQuery<{ messages: { type: string }[] }>(owner.cookie, 'chat.conversation', { tokenId: card.tokenId });
    expect(convo.data.messages.map((m) => m.type)).toEqual(['user', 'ai']);
  });

  it('names an injected fault when asked about trip readiness', async () => {
    const faulty = owner.vehicles.find((v) => v.faults.length > 0)!;
    const { done } = await ask(app, owner.cookie, faulty.tokenId, 'Is my vehicle ready for a long trip?');
    expect(typeof done.message.metadata?.readinessScore).toBe('number');
    const text = `${done.message.content} ${JSON.stringify(done.message.metadata?.riskFactors ?? [])}`.toLowerCase();
    const words: Record<string, RegExp> = {
      weakBattery: /12 ?v|battery/,
      hotCoolant: /coolant/,
      lowTire: /tyre|tire/,
      dtc: /p[0-9a-f]{4}|trouble code/,
      serviceDue: /service/,
    };
    const named = faulty.faults.filter((f) => words[f]?.test(text));
    expect(named.length, `faults ${faulty.faults.join(', ')} in: ${text}`).toBeGreaterThan(0);
  });

  it('keeps both questions and answers when two sends for the same vehicle interleave', async () => {
    const deps = app.server.services.chat;
    const user = (await findUserByWallet(deps.db, owner.walletAddress))!;
    const tokenId = owner.vehicles[owner.vehicles.length - 1].tokenId;
    const before = (await getConversationMessages(deps.db, user, tokenId)).length;
    const first = sendChatMessage(deps, user, tokenId, 'What maintenance is due soon?');
    const second = sendChatMessage(deps, user, tokenId, 'How much did I drive this week?');
    // Both sends have started (read the conversation, shown the question) before either answer is stored.
    await first.next();
    await second.next();
    const drain = async (send: AsyncGenerator<ChatChunk>) => {
      while (!(await send.next()).done);
    };
    await drain(first);
    await drain(second);
    const added = (await getConversationMessages(deps.db, user, tokenId)).slice(before);
    expect(added.map((m) => [m.type, m.type === 'user' ? m.content : 'answer'])).toEqual([
      ['user', 'What maintenance is due soon?'],
      ['ai', 'answer'],
      ['user', 'How much did I drive this week?'],
      ['ai', 'answer'],
    ]);
  });

  it('answers a vehicle without live data from its records, and says so only when nothing is known', async () => {
    const db = app.server.services.database.db;
    const user = (await findUserByWallet(db, owner.walletAddress))!;
    const fromPaper = await createVehicle(db, user.id, { tokenId: 880001, name: 'Paper Car', make: 'Honda', model: 'Jazz', year: 2012, source: 'document' });
    await createMaintenanceRecord(db, user.id, fromPaper.id, {
      documentId: null,
      type: 'oil change',
      description: null,
      cost: 60,
      date: '2020-01-10',
      mileage: 90_000,
      nextDue: '2020-07-10',
      nextDueMileage: null,
    });
    // what is due is the due list every screen shows: the owner's reminder for the next oil change
    await createReminder(db, user.id, fromPaper.id, { kind: 'oil_change', dueDate: '2020-07-10' });
    const maintenance = await ask(app, owner.cookie, fromPaper.tokenId, 'What maintenance is due?');
    expect(maintenance.done.message.content).toMatch(/Paper Car has 1 item overdue: oil change\./);
    const health = await ask(app, owner.cookie, fromPaper.tokenId, 'Can you perform a comprehensive health check on my vehicle?');
    expect(health.done.message.content).toMatch(/^Live data from Paper Car is unavailable right now/);
    expect(health.done.message.metadata?.healthScore).toBeUndefined();

    const blank = await createVehicle(db, user.id, { tokenId: 880002, name: 'Blank Car', source: 'document' });
    const nothing = await ask(app, owner.cookie, blank.tokenId, 'What maintenance is due?');
    expect(nothing.done.message.content).toBe(NO_VEHICLE_DATA);
  });

  it('answers for the whole fleet, refuses other owners vehicles, and rate-limits', async () => {
    const { done } = await ask(app, owner.cookie, 0, 'Which of my vehicles needs attention first?');
    for (const v of owner.vehicles) expect(done.message.content).toContain(v.name);
    const other = await app.signIn('someone-else@example.com');
    await expect(ask(app, other.cookie, owner.vehicles[0].tokenId, 'hello')).rejects.toThrow(/not found/i);
    const fallback = await ask(app, other.cookie, 999999, 'hello');
    expect(fallback.done.message.content).toBe(NO_VEHICLE_SELECTED);
    await expect(ask(app, owner.cookie, 0, '   ')).rejects.toThrow(/Type a question/);
    let limited = false;
    for (let i = 0; i < 15 && !limited; i++) {
      try {
        await ask(app, owner.cookie, 0, 'How are my cars?');
      } catch (err) {
        limited = /too quickly/.test(String(err));
      }
    }
    expect(limited).toBe(true);
  });
});

describe('chat in the language of the question, streamed sentence by sentence (no AI service)', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    app = await startTestApp(testDatabaseTargets()[0]);
    owner = await app.signIn('polyglot@example.com');
  });
  afterAll(async () => app?.close());

  const questions: [Language, string][] = [
    ['es', '¡Hola! ¿Qué tal?'],
    ['de', 'Hallo, guten Tag'],
    ['fr', 'Bonjour !'],
    ['en', 'Hi there'],
  ];
  it.each(questions)('%s: %s', async (language, question) => {
    const dash = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard');
    const card = dash.data.vehicles.find((v) => v.odometerKm !== null && v.odometerKm >= 1000)!;
    const { done } = await ask(app, owner.cookie, card.tokenId, question);
    const w = wordingIn(language);
    expect(detectLanguage(done.message.content), done.message.content).toBe(language);
    // the simulator's odometer, written as the language writes numbers: 45,210 km / 45.210 km / 45 210 km
    expect(done.message.content).toContain(w.t.answer.overview.odometer(w.distance(card.odometerKm!, 'km')));
    expect(done.message.content).toContain(w.t.answer.canHelp);
    expect(done.message.metadata?.followUpQuestions).toContain(w.t.followUp.trip);
  });

  it('answers an unknown vehicle in the question language', async () => {
    const { done } = await ask(app, owner.cookie, 999999, 'Bonjour, comment va ma voiture ?');
    expect(done.message.content).toBe(wordingIn('fr').t.errors.noVehicleSelected);
  });

  it('streams a deterministic answer in several pieces before it is done, which join to the stored answer', async () => {
    const { chunks, done } = await ask(app, owner.cookie, owner.vehicles[0].tokenId, 'Can you perform a comprehensive health check on my vehicle?');
    const doneAt = chunks.findIndex((c) => c.kind === 'done');
    const deltas = chunks.slice(0, doneAt).filter((c): c is Extract<ChatChunk, { kind: 'delta' }> => c.kind === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((d) => d.text).join('')).toBe(done.message.content);
  });
});

describe('chat understands the question (no AI service)', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let cards: Dashboard['vehicles'];
  beforeAll(async () => {
    app = await startTestApp(testDatabaseTargets()[0]);
    owner = await app.signIn('curious@example.com');
    cards = (await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard')).data.vehicles;
  });
  afterAll(async () => app?.close());

  it('answers about a car the question names, saying it is not the selected one', async () => {
    const [selected, other] = cards;
    const model = other.model!.split(' ')[0];
    const { done } = await ask(app, owner.cookie, selected.tokenId, `how is my ${model}?`);
    expect(done.message.content).toMatch(new RegExp(`^${other.name} is not the vehicle selected in the chat \\(${selected.name}\\)`));
    expect(done.message.metadata?.healthScore).toBe(other.healthScore);
  });

  it('answers each topic asked with its figure, and follows up on the conversation', async () => {
    const car = cards.find((c) => c.odometerKm !== null)!;
    const both = await ask(app, owner.cookie, car.tokenId, 'odometer and insurance?');
    expect(both.done.message.content).toContain(`The odometer reads ${wordingIn('en').distance(car.odometerKm!, 'km')}.`);
    expect(both.done.message.content).toContain('No insurance document on file.');
    const followUp = await ask(app, owner.cookie, car.tokenId, 'and the registration?');
    expect(followUp.done.message.content).toMatch(/^No registration document on file\./);
  });

  it('starts a new conversation on request: earlier questions no longer count as context', async () => {
    const car = cards.find((c) => c.odometerKm !== null)!;
    await ask(app, owner.cookie, car.tokenId, 'odometer?');
    const followUp = await ask(app, owner.cookie, car.tokenId, 'and now?');
    expect(followUp.done.message.content).toContain('The odometer reads');
    const client = await trpcClientFor(app, owner.cookie);
    await client.chat.clear.mutate({ tokenId: car.tokenId });
    expect((await client.chat.conversation.query({ tokenId: car.tokenId })).messages).toEqual([]);
    const fresh = await ask(app, owner.cookie, car.tokenId, 'and now?');
    expect(fresh.done.message.content).not.toContain('The odometer reads');
    await expect(client.chat.clear.mutate({ tokenId: 999_999 })).rejects.toThrow('Vehicle not found.');
  });

  it('keeps out-of-scope and small talk short, without a health report', async () => {
    const car = cards[0];
    const joke = await ask(app, owner.cookie, car.tokenId, 'tell me a joke');
    expect(joke.done.message.content).toMatch(/^I can help with your vehicles: /);
    expect(joke.done.message.metadata?.healthScore).toBeUndefined();
    const thanks = await ask(app, owner.cookie, car.tokenId, 'ok thanks');
    expect(thanks.done.message.content).toBe("You're welcome. Ask me anytime about your vehicles.");
  });
});

describe('chat with an OpenAI-compatible AI service', () => {
  let app: TestApp;
  let llm: Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let mode: 'tools' | 'error' = 'tools';

  beforeAll(async () => {
    llm = await startOpenAiCompatibleServer((req): Reply => {
      if (mode === 'error') return { kind: 'error', status: 500, message: 'model overloaded' };
      const toolResult = [...req.messages].reverse().find((m) => m.role === 'tool');
      const lastUser = [...req.messages].reverse().find((m) => m.role === 'user');
      if (typeof lastUser?.content === 'string' && lastUser.content.includes('wipers')) {
        if (!toolResult) {
          const args = { kind: 'other', date: new Date().toISOString().slice(0, 10), totalCost: 30, currency: 'USD', description: 'Wiper blades swapped' };
          return { kind: 'tool_call', name: 'propose_service_record', arguments: JSON.stringify(args) };
        }
        return { kind: 'text', chunks: ['I have prepared the record; ', 'press Confirm to save it.'] };
      }
      if (!req.tools?.length) return { kind: 'text', chunks: ['Your fleet ', 'looks **fine**.'] };
      if (!toolResult) return { kind: 'tool_call', name: 'analyze_vehicle_health', arguments: '{}' };
      const raw = typeof toolResult.content === 'string' ? toolResult.content : JSON.stringify(toolResult.content);
      const score = /"healthScore":\s*(\d+)/.exec(raw)?.[1] ?? 'unknown';
      return { kind: 'text', chunks: ['Your car scores ', `**${score}**`, ' out of 100.'] };
    });
    app = await startTestApp(testDatabaseTargets()[0], { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model', LLM_API_KEY: 'test-key' });
    owner = await app.signIn('llm-user@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await llm?.close();
  });

  it('lets the model propose a service record as a tool call, saved only when the owner confirms it', async () => {
    const tokenId = owner.vehicles[0].tokenId;
    const client = await trpcClientFor(app, owner.cookie);
    const { done } = await ask(app, owner.cookie, tokenId, 'the wipers got swapped this morning, thirty bucks');
    expect(done.message.content).toBe('I have prepared the record; press Confirm to save it.');
    const action = done.message.metadata?.action as { status: string; record: { kind: string; totalCost: number } };
    expect(action).toMatchObject({ status: 'proposed', record: { kind: 'other', totalCost: 30 } });
    expect((await client.serviceLog.list.query({ tokenId })).items).toEqual([]);
    await client.chat.confirmAction.mutate({ tokenId, messageId: done.message.id });
    expect((await client.serviceLog.list.query({ tokenId })).items).toMatchObject([{ kind: 'other', totalCost: 30, currency: 'USD', description: 'Wiper blades swapped' }]);
  });

  it('runs the tool loop, streams the answer as it is written, and strips markdown', async () => {
    const dash = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard');
    const card = dash.data.vehicles[0];
    const { chunks, done } = await ask(app, owner.cookie, card.tokenId, 'How healthy is my car?');
    const deltas = chunks.filter((c) => c.kind === 'delta');
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    expect(done.message.content).toBe(`Your car scores ${card.healthScore} out of 100.`);
    const first = llm.requests.at(-2)!;
    expect(first.authorization).toBe('Bearer test-key');
    expect(first.body).toMatchObject({ model: 'test-model', temperature: 0.7, max_tokens: 1000, stream: true });
    expect(first.body.tools?.map((t) => t.function.name)).toEqual(
      expect.arrayContaining(['analyze_vehicle_health', 'assess_trip_readiness', 'analyze_historical_usage', 'get_maintenance_history', 'get_documents', 'get_spend', 'explain_trouble_codes', 'get_car_readings']),
    );
    expect(llm.requests.at(-1)!.body.messages.some((m) => m.role === 'tool')).toBe(true);
  });

  it('tells the model the question language, gives it tool results in that language, and passes the conversation', async () => {
    // a vehicle no other test here talks about, so its conversation starts empty
    const dash = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard');
    const used = [dash.data.vehicles[0].tokenId, owner.vehicles[0].tokenId];
    const tokenId = owner.vehicles.find((v) => !used.includes(v.tokenId))!.tokenId;
    const first = await ask(app, owner.cookie, tokenId, 'Wie gesund ist mein Auto?');
    const toolCall = llm.requests.at(-2)!.body;
    const system = String(toolCall.messages.find((m) => m.role === 'system')?.content);
    expect(system).toContain(wordingIn('de').t.llm.answerIn);
    expect(system).toContain('German');
    // the tool really ran: its result (the health analysis, written in German) went back to the model
    const tool = llm.requests.at(-1)!.body.messages.find((m) => m.role === 'tool');
    const result = typeof tool?.content === 'string' ? tool.content : JSON.stringify(tool?.content);
    expect(result).toMatch(/"healthScore":\s*\d+/);
    expect(result).toMatch(/gesund|Fehlercode|Batterie|Reifen/);
    expect(first.done.message.content).toMatch(/^Your car scores \d+ out of 100\.$/);

    await ask(app, owner.cookie, tokenId, 'Und warum?');
    const history = llm.requests.at(-2)!.body.messages.filter((m) => m.role === 'user' || m.role === 'assistant');
    expect(history.map((m) => [m.role, typeof m.content === 'string' ? m.content : JSON.stringify(m.content)])).toEqual([
      ['user', 'Wie gesund ist mein Auto?'],
      ['assistant', first.done.message.content],
      ['user', 'Und warum?'],
    ]);
  });

  it('names the period asked for with its dates and the figures for that window', async () => {
    const tokenId = owner.vehicles[0].tokenId;
    const sent = llm.requests.length;
    await ask(app, owner.cookie, tokenId, 'How far did I drive last month?');
    const system = String(llm.requests[sent].body.messages.find((m) => m.role === 'system')?.content);
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
    expect(system).toContain(`The owner asks about last month (`);
    expect(system).toContain(`from ${from} to ${to}, both days included.`);
    // the app's own answer for that window follows: a distance driven, or that the car has no data then
    expect(system.slice(system.indexOf('worked out for them:'))).toMatch(/\d[\d,]* km|no data|not have/i);
  });

  it('asks back a question that reads several ways, without calling the model', async () => {
    const sent = llm.requests.length;
    const { done } = await ask(app, owner.cookie, owner.vehicles[0].tokenId, 'how much?');
    const c = wordingIn('en').t.direct.clarify;
    expect(done.message.content).toContain(c.option.spent);
    expect(done.message.content).toContain(c.option.driven);
    expect(done.message.content).toMatch(/^Do you mean .+\?$/);
    expect(llm.requests.length).toBe(sent);
  });

  it('gives fleet questions the fleet analysis as context', async () => {
    const { done } = await ask(app, owner.cookie, 0, 'How is my fleet?');
    expect(done.message.content).toBe('Your fleet looks fine.');
    const system = llm.requests.at(-1)!.body.messages.find((m) => m.role === 'system');
    for (const v of owner.vehicles) expect(String(system?.content)).toContain(v.name);
  });

  it('falls back to the deterministic answer, marked as fallback, when the AI service fails', async () => {
    mode = 'error';
    try {
      const { done } = await ask(app, owner.cookie, owner.vehicles[0].tokenId, 'Can you perform a comprehensive health check on my vehicle?');
      expect(done.message.content.startsWith(AI_FAILURE_WITH_DATA)).toBe(true);
      expect(done.message.metadata).toMatchObject({ isFallback: true, error: expect.stringContaining('OpenAI API Error: model overloaded') });
      expect(typeof done.message.metadata?.healthScore).toBe('number');
    } finally {
      mode = 'tools';
    }
  });
});
