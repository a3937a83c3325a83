import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAction, ChatChunk, ChatMessage } from '../../shared/api/chat';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, trpcClientFor, type TestApp } from '../testing/test-app';

/** The assistant acts for the owner only once confirmed, through the service log's and the reminders' own calls. */
describe('chat actions with confirmation (no AI service)', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let client: Awaited<ReturnType<typeof trpcClientFor>>;
  let tokenId: number;
  beforeAll(async () => {
    app = await startTestApp(testDatabaseTargets()[0]);
    owner = await app.signIn('acting@example.com');
    // their days are UTC days, as the dates these tests write (an owner without a zone counts the car's days:
    // between UTC midnight and the car's, "today" would differ)
    await app.trpcMutation(owner.cookie, 'settings.update', { timeZone: 'UTC' });
    client = await trpcClientFor(app, owner.cookie);
    tokenId = owner.vehicles.find((v) => v.powertrain === 'COMBUSTION')!.tokenId;
  });
  afterAll(async () => app?.close());

  async function ask(message: string, token = tokenId): Promise<ChatMessage> {
    const stream = await client.chat.send.mutate({ tokenId: token, message }, { context: { stream: true } });
    let done: ChatMessage | undefined;
    for await (const chunk of stream as AsyncIterable<ChatChunk>) if (chunk.kind === 'done') done = chunk.message;
    return done!;
  }
  const actionOf = (m: ChatMessage) => m.metadata?.action as ChatAction;
  const today = new Date().toISOString().slice(0, 10);

  it('proposes a service record with what it read, saves nothing, and saves it once on Confirm', async () => {
    const proposal = await ask('I changed the oil today at 91,200 km, $80');
    expect(proposal.content).toContain('91,200 km');
    expect(proposal.content).toContain('$80.00');
    expect(actionOf(proposal)).toMatchObject({ type: 'add_service_record', status: 'proposed', record: { kind: 'oil_change', date: today, odometerKm: 91200, totalCost: 80, currency: 'USD' } });
    expect((await client.serviceLog.list.query({ tokenId })).items).toEqual([]);

    const saved = await client.chat.confirmAction.mutate({ tokenId, messageId: proposal.id });
    expect(saved.content).toMatch(/^Saved: Oil change is in the .* service log\.$/);
    const records = (await client.serviceLog.list.query({ tokenId })).items;
    expect(records).toMatchObject([{ kind: 'oil_change', date: today, odometerKm: 91200, totalCost: 80, currency: 'USD', source: 'manual' }]);
    await expect(client.chat.confirmAction.mutate({ tokenId, messageId: proposal.id })).rejects.toThrow('already confirmed or cancelled');
    expect((await client.serviceLog.list.query({ tokenId })).items).toHaveLength(1);
    const messages = (await client.chat.conversation.query({ tokenId })).messages;
    expect(messages.at(-1)?.content).toBe(saved.content);
    expect(actionOf(messages.at(-2)!).status).toBe('confirmed');
  });

  it('takes a typed yes, a correction and a cancel, in the owner’s language', async () => {
    const reminder = await ask('remind me to rotate the tyres in 5,000 km');
    const due = actionOf(reminder).reminder!.dueOdometerKm!;
    const odometer = (await app.server.services.telemetry.latest(tokenId)) as { ok: true; value: { powertrainTransmissionTravelledDistance: { value: number } } };
    expect(Math.abs(due - 5000 - odometer.value.powertrainTransmissionTravelledDistance.value)).toBeLessThan(5);
    expect((await ask('yes')).content).toMatch(/^Saved: the tire rotation reminder/);
    const reminders = await client.reminders.list.query({});
    expect(reminders.filter((r) => r.tokenId === tokenId && r.kind === 'tire_rotation').map((r) => r.dueOdometerKm)).toEqual([due]);

    const brakes = await ask('cambié las pastillas de freno ayer, 180 euros');
    expect(brakes.content).toMatch(/^Añadiré esto al registro de mantenimiento/);
    const corrected = await ask('no, fueron 190');
    expect(actionOf(corrected).record).toMatchObject({ kind: 'brakes', totalCost: 190, currency: 'EUR' });
    expect((await ask('vale, guárdalo')).content).toMatch(/^Guardado: Frenos/);
    expect(((await client.serviceLog.list.query({ tokenId })).items).filter((r) => r.kind === 'brakes').map((r) => r.totalCost)).toEqual([190]);

    const snooze = await ask('snooze the tyre rotation reminder for a week');
    expect(actionOf(snooze)).toMatchObject({ type: 'snooze_reminder', reminderLabel: 'tire rotation' });
    const cancelled = await client.chat.cancelAction.mutate({ tokenId, messageId: snooze.id });
    expect(cancelled.content).toBe('Cancelled: nothing was saved.');
    expect((await client.reminders.list.query({})).find((r) => r.kind === 'tire_rotation')?.state).not.toBe('snoozed');
  });

  it('refuses another owner’s proposal and a message that is not a proposal', async () => {
    const proposal = await ask('log a repair today, 250 dollars, thermostat replaced');
    const stranger = await app.signIn('stranger@example.com');
    const other = await trpcClientFor(app, stranger.cookie);
    await expect(other.chat.confirmAction.mutate({ tokenId, messageId: proposal.id })).rejects.toThrow('Vehicle not found.');
    const question = (await client.chat.conversation.query({ tokenId })).messages.at(-2)!;
    await expect(client.chat.confirmAction.mutate({ tokenId, messageId: question.id })).rejects.toThrow('not in this conversation');
    expect(((await client.serviceLog.list.query({ tokenId })).items).some((r) => r.kind === 'repair')).toBe(false);
  });
});
