import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpendSummary } from '../../shared/api/facts';
import type { Insights } from '../../shared/api/insights';
import type { ReminderView } from '../../shared/api/reminders';
import type { VehicleTrend } from '../../shared/api/garage';
import type { VehicleHistory } from '../../shared/api/vehicles';
import { localDay } from '../domain/vehicle-facts/periods';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';

type Me = { timeZone: string | null };

describe.each(testDatabaseTargets())("the owner's own days ($name)", (target) => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    app = await startTestApp(target);
    owner = await app.signIn('owner.days@example.com');
  });
  afterAll(async () => app?.close());

  const spendPeriod = async () => (await app.trpcQuery<SpendSummary>(owner.cookie, 'facts.spend', { period: 'today' })).data.period;
  /** The last day each daily surface shows: the dashboard's 7 days, the vehicle page's trend, Insights. */
  const lastDays = async () => {
    const [vehicle] = (await app.trpcQuery<{ tokenId: number }[]>(owner.cookie, 'vehicles.list')).data;
    const history = (await app.trpcQuery<VehicleHistory>(owner.cookie, 'vehicles.history', { tokenId: vehicle.tokenId })).data;
    const trend = (await app.trpcQuery<VehicleTrend>(owner.cookie, 'garage.trend', { tokenId: vehicle.tokenId, days: 7 })).data;
    const insights = (await app.trpcQuery<Insights>(owner.cookie, 'insights.overview', {})).data;
    return { history: history.days.at(-1)?.date, trend: trend.points.at(-1)?.date, insights: insights.to, days: history.days.length };
  };

  it('counts days where the car is until the owner has a zone, then in the zone the browser reported or the owner picked', async () => {
    expect((await app.trpcQuery<Me>(owner.cookie, 'auth.me')).data.timeZone).toBeNull();
    // the simulated cars live in the Seattle area
    expect(await spendPeriod()).toMatchObject({ timeZone: 'America/Los_Angeles', to: localDay(new Date(), 'America/Los_Angeles') });
    const seattle = localDay(new Date(), 'America/Los_Angeles');
    expect(await lastDays()).toEqual({ history: seattle, trend: seattle, insights: seattle, days: 7 });

    const bad = await app.trpcMutation(owner.cookie, 'settings.update', { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('Unknown time zone');
    expect((await app.trpcQuery<Me>(owner.cookie, 'auth.me')).data.timeZone).toBeNull();

    // UTC+14 and UTC-11 are always on different days
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const saved = await app.trpcMutation<Me>(owner.cookie, 'settings.update', { timeZone: zone });
      expect(saved.data.timeZone).toBe(zone);
      expect((await app.trpcQuery<Me>(owner.cookie, 'auth.me')).data.timeZone).toBe(zone);
      expect(await spendPeriod()).toMatchObject({ timeZone: zone, to: localDay(new Date(), zone) });
      const today = localDay(new Date(), zone);
      expect(await lastDays()).toEqual({ history: today, trend: today, insights: today, days: 7 });
    }
  });

  it("measures a reminder against the owner's today: due today in one zone is overdue a day later in another", async () => {
    const zone = 'Pacific/Pago_Pago';
    await app.trpcMutation(owner.cookie, 'settings.update', { timeZone: zone });
    const today = localDay(new Date(), zone);
    const vehicles = (await app.trpcQuery<{ id: string; tokenId: number }[]>(owner.cookie, 'vehicles.list')).data;
    const created = await app.trpcMutation<ReminderView>(owner.cookie, 'reminders.create', { vehicleId: vehicles[0].id, kind: 'inspection_due', dueDate: today });
    expect(created.status).toBe(200);
    const stateIn = async (tz: string) => {
      await app.trpcMutation(owner.cookie, 'settings.update', { timeZone: tz });
      const list = (await app.trpcQuery<ReminderView[]>(owner.cookie, 'reminders.list', {})).data;
      return list.find((r) => r.id === created.data.id)!.state;
    };
    expect(await stateIn(zone)).toBe('due_soon');
    expect(await stateIn('Pacific/Kiritimati')).toBe('overdue');
    // completing it "today" may not be later than the owner's today
    await app.trpcMutation(owner.cookie, 'settings.update', { timeZone: zone });
    const tomorrowThere = localDay(new Date(Date.now() + 86_400_000), zone);
    const refused = await app.trpcMutation(owner.cookie, 'reminders.complete', { id: created.data.id, date: tomorrowThere });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('The completion date cannot be in the future.');
  });
});
