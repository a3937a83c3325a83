import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatteryHistoryResult, ChargingOverview } from '../../shared/api/charging';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getVehicleModel } from '../../simulator/fleet/model';
import type { SimVehicle as SimModelVehicle } from '../../simulator/fleet/vehicle';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type SimVehicle, type TestApp } from '../testing/test-app';

describe.each(testDatabaseTargets())('charging over HTTP, two owners ($name)', (target) => {
  let app: TestApp;
  let erin: { cookie: string; vehicles: SimVehicle[] };
  let frank: { cookie: string; vehicles: SimVehicle[] };
  const find = (owner: { vehicles: SimVehicle[] }, powertrain: string) => owner.vehicles.find((v) => v.powertrain === powertrain)!;

  beforeAll(async () => {
    app = await startTestApp(target);
    erin = await app.signIn('erin.charging@example.com');
    frank = await app.signIn('frank.charging@example.com');
  });
  afterAll(async () => app?.close());

  it('finds the electric car’s overnight charging sessions with energy, place and state', async () => {
    const ev = find(erin, 'ELECTRIC');
    const res = await app.trpcQuery<ChargingOverview>(erin.cookie, 'charging.overview', { tokenId: ev.tokenId, days: 30 });
    expect(res.status).toBe(200);
    expect(res.data.vehicles.map((v) => v.tokenId).sort()).toEqual(erin.vehicles.map((v) => v.tokenId).sort());
    const detail = res.data.selected!;
    expect(detail).toMatchObject({ tokenId: ev.tokenId, plugsIn: true, explanation: null, error: null, locationShared: true });
    expect(detail.sessions.length).toBeGreaterThan(3);
    for (const s of detail.sessions) {
      expect(Date.parse(s.end)).toBeGreaterThan(Date.parse(s.start));
      expect(s.gainedPercent!).toBeGreaterThan(0);
      expect(s.kwhAdded!).toBeGreaterThan(0);
      expect(s.place).not.toBeNull();
      expect(Math.round(s.place!.latitude * 100)).toBe(s.place!.latitude * 100);
    }
    expect(detail.totals.sessions).toBe(detail.sessions.length);
    expect(detail.current).toMatchObject({ charging: expect.any(Boolean), levelPercent: expect.any(Number), rangeKm: expect.any(Number) });
  });

  it('tracks the electric car’s battery as the simulator models it: its parked drain, its range at 100 %, its state of health', async () => {
    const ev = find(erin, 'ELECTRIC');
    const state = JSON.parse(readFileSync(path.join(app.server.services.config.dataDir, 'simulator', 'state.json'), 'utf8')) as { vehicles: SimModelVehicle[] };
    const model = getVehicleModel(state.vehicles.find((v) => v.tokenId === ev.tokenId)!);
    const battery = (await app.trpcQuery<ChargingOverview>(erin.cookie, 'charging.overview', { tokenId: ev.tokenId, days: 7 })).data.selected!.battery!;

    // The simulated battery loses its own rate while it stands unplugged, and nothing while the cable is in (parked
    // hours with the cable in count too): every day has parked hours, none loses more than the rate, the week some.
    const rate = model.parkedDrainPercentPerDay;
    expect(battery.drain.days.length).toBeGreaterThanOrEqual(6);
    for (const d of battery.drain.days) {
      expect(d.hoursParked).toBeGreaterThan(0);
      expect(d.hoursParked).toBeLessThanOrEqual(24);
      expect(d.percentLost, d.day).toBeLessThanOrEqual((rate * d.hoursParked) / 24 + 0.25);
    }
    expect(battery.drain.percentPer24h).toBeGreaterThan(rate * 0.3);
    expect(battery.drain.percentPer24h).toBeLessThanOrEqual(rate + 0.15);
    expect(battery.drain).toMatchObject({ kwhBasis: 'reported', explanation: expect.stringMatching(/parked and not charging/) });

    // Range ÷ charge level is the simulator's full-battery range: its usable energy (gross × health) over its use per km.
    const now = model.getSignalsAt(Date.now());
    const soh = now.powertrainTractionBatteryStateOfHealth as number;
    const expected = ((now.powertrainTractionBatteryGrossCapacity as number) * soh) / 100 / model.car.kwhPerKm!;
    expect(battery.fullRange.days.length).toBeGreaterThanOrEqual(6);
    for (const d of battery.fullRange.days) expect(Math.abs(d.km - expected) / expected, d.day).toBeLessThan(0.02);

    // The battery ages about a point a year: a week moves its health by a tenth at most.
    expect(battery.health).toMatchObject({ source: 'state-of-health', unit: 'percent' });
    expect(Math.abs(battery.health.latest! - soh)).toBeLessThanOrEqual(0.1);
    expect(battery.health.change!).toBeLessThanOrEqual(0);
    expect(battery.health.change!).toBeGreaterThanOrEqual(-0.2);
  });

  it('gives the battery’s months as the simulator ages it: state of health and range at 100 % falling slowly', async () => {
    const ev = find(erin, 'ELECTRIC');
    const state = JSON.parse(readFileSync(path.join(app.server.services.config.dataDir, 'simulator', 'state.json'), 'utf8')) as { vehicles: SimModelVehicle[] };
    const model = getVehicleModel(state.vehicles.find((v) => v.tokenId === ev.tokenId)!);
    const res = await app.trpcQuery<BatteryHistoryResult>(erin.cookie, 'charging.batteryHistory', { tokenId: ev.tokenId });
    expect(res.status).toBe(200);
    const history = res.data.history!;
    expect(res.data).toMatchObject({ tokenId: ev.tokenId, plugsIn: true, error: null });
    expect(history.window.months).toBe(12);
    // the simulated car has 90 days of history: its months, each close to the simulator's own state of health mid-month
    expect(history.months.length).toBeGreaterThanOrEqual(3);
    expect(history.health).toMatchObject({ basis: 'state-of-health', unit: 'percent', since: history.months[0].month });
    for (const m of history.months) {
      const [y, mo] = m.month.split('-').map(Number);
      const first = Math.max(model.dataStartMs, Date.UTC(y, mo - 1, 1));
      const last = Math.min(Date.now(), Date.UTC(y, mo, 1));
      const soh = model.getStateOfHealthAt((first + last) / 2)!;
      expect(Math.abs(m.health! - soh), m.month).toBeLessThanOrEqual(0.15);
      const fullKm = (model.car.batteryKwh! * soh) / 100 / model.car.kwhPerKm!;
      expect(Math.abs(m.fullRangeKm! - fullKm) / fullKm, m.month).toBeLessThan(0.02);
    }
    const healths = history.months.map((m) => m.health!);
    for (let i = 1; i < healths.length; i++) expect(healths[i]).toBeLessThanOrEqual(healths[i - 1]);
    expect(history.health.change!).toBeLessThan(0);
    expect(history.health.change).toBeCloseTo(healths.at(-1)! - healths[0], 5);
    expect(history.health.latest).toBe(healths.at(-1));
    expect(history.fullRange.changeKm!).toBeLessThanOrEqual(0);

    const gas = find(erin, 'COMBUSTION');
    expect((await app.trpcQuery<BatteryHistoryResult>(erin.cookie, 'charging.batteryHistory', { tokenId: gas.tokenId })).data).toMatchObject({ plugsIn: false, history: null });
    expect((await app.trpcQuery(erin.cookie, 'charging.batteryHistory', { tokenId: find(frank, 'ELECTRIC').tokenId })).status).toBe(404);
  });

  it('estimates the usable capacity from charging days for an electric car on an OBD dongle, which sends no state of health', async () => {
    const email = `lena.charging.${target.name}@example.com`;
    const res = await fetch(`${app.simUrl}/dev/garages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, extraVehicles: 4, connections: ['obd'] }) });
    const garage = (await res.json()) as { vehicles: { tokenId: number; connection: string; powertrain: string }[] };
    const lena = await app.signIn(email);
    const obd = garage.vehicles.find((v) => v.connection === 'obd' && v.powertrain === 'ELECTRIC')!;
    const state = JSON.parse(readFileSync(path.join(app.server.services.config.dataDir, 'simulator', 'state.json'), 'utf8')) as { vehicles: SimModelVehicle[] };
    const model = getVehicleModel(state.vehicles.find((v) => v.tokenId === obd.tokenId)!);
    const history = (await app.trpcQuery<BatteryHistoryResult>(lena.cookie, 'charging.batteryHistory', { tokenId: obd.tokenId })).data.history!;
    expect(history.health).toMatchObject({ basis: 'capacity', unit: 'kWh', explanation: expect.stringMatching(/^Estimated from \d+ days with a charge/) });
    expect(history.health.days).toBeGreaterThan(3);
    // the usable capacity is the gross capacity times the state of health the car does not send
    const usable = (model.car.batteryKwh! * model.getStateOfHealthAt(Date.now())!) / 100;
    expect(Math.abs(history.health.latest! - usable) / usable).toBeLessThan(0.02);
  });

  it('finds the plug-in hybrid’s sessions and explains the combustion car', async () => {
    const hybrid = find(erin, 'HYBRID');
    const plugIn = (await app.trpcQuery<ChargingOverview>(erin.cookie, 'charging.overview', { tokenId: hybrid.tokenId, days: 30 })).data.selected!;
    expect(plugIn).toMatchObject({ plugsIn: true, type: 'hybrid' });
    expect(plugIn.sessions.length).toBeGreaterThan(0);
    expect(plugIn.battery!.fullRange).toMatchObject({ days: [], explanation: expect.stringMatching(/electric cars only/) });

    const gas = find(erin, 'COMBUSTION');
    const none = (await app.trpcQuery<ChargingOverview>(erin.cookie, 'charging.overview', { tokenId: gas.tokenId })).data.selected!;
    expect(none).toMatchObject({ plugsIn: false, sessions: [], current: null, battery: null });
    expect(none.explanation).toMatch(/nothing to charge/);
  });

  it('shows nothing of another owner’s vehicles', async () => {
    const theirs = find(frank, 'ELECTRIC');
    expect((await app.trpcQuery(erin.cookie, 'charging.overview', { tokenId: theirs.tokenId })).status).toBe(404);
    const own = await app.trpcQuery<ChargingOverview>(frank.cookie, 'charging.overview', {});
    expect(own.data.vehicles.map((v) => v.tokenId).sort()).toEqual(frank.vehicles.map((v) => v.tokenId).sort());
    expect(own.data.selected?.plugsIn).toBe(true);
    expect((await app.trpcQuery('', 'charging.overview', {})).status).toBe(401);
  });
});
