import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSimulator } from '../index';
import { detectSegments } from '../telemetry/segments';
import { summarizeRange } from '../telemetry/summarize';
import { buildGarageVehicles } from './garage';
import { DAY_MS, VehicleModel } from './model';

const MINTED = new Date('2026-02-01T09:00:00Z');
const NOW = MINTED.getTime() + 20 * DAY_MS;
const REQUESTS = [
  { name: 'speed', agg: 'MAX' as const },
  { name: 'speed', agg: 'AVG' as const },
  { name: 'powertrainFuelSystemRelativeLevel', agg: 'FIRST' as const },
  { name: 'powertrainTractionBatteryStateOfChargeCurrent', agg: 'LAST' as const },
  { name: 'powertrainTransmissionTravelledDistance', agg: 'LAST' as const },
];

/** What a month of trips reads: each segment with its summary and events. */
function readMonth(model: VehicleModel) {
  const input = { from: NOW - 31 * DAY_MS, to: NOW, now: NOW, mechanism: 'ignitionDetection' as const, config: null, signalsPerSample: 0 };
  return detectSegments(model, input).map((s) => ({ ...s, summary: summarizeRange(model, s.startMs, s.endMs ?? NOW, REQUESTS), events: model.listEvents(s.startMs, s.endMs ?? NOW) }));
}

describe("a car's driving generated ahead", () => {
  it('reads exactly as the same driving generated when asked', () => {
    const vehicles = buildGarageVehicles({ email: 'ahead@example.com', tokenIds: [1, 2, 3, 4], startIndex: 0, mintedAt: MINTED, connections: ['dual', 'cloud'] });
    for (const vehicle of vehicles) {
      const ahead = new VehicleModel(vehicle);
      ahead.prepare(NOW - 31 * DAY_MS, NOW);
      const month = readMonth(ahead);
      expect(month.length).toBeGreaterThan(20);
      expect(month).toEqual(readMonth(new VehicleModel(vehicle)));
    }
  });

  it('is done in the background for every car the simulator holds, new garages included', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sim-prepare-'));
    const sim = await startSimulator({ dataDir, port: 0 });
    try {
      const pending = async () => ((await (await fetch(`${sim.url}/dev/preparation`)).json()) as { pending: number }).pending;
      const settled = async () => {
        for (let i = 0; i < 200 && (await pending()) > 0; i++) await new Promise((r) => setTimeout(r, 25));
        return pending();
      };
      for (const email of ['first@example.com', 'second@example.com']) {
        const res = await fetch(`${sim.url}/dev/garages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, extraVehicles: 20 }) });
        expect(res.ok).toBe(true);
        expect(await settled()).toBe(0);
      }
    } finally {
      await sim.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
