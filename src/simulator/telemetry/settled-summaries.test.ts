import { describe, expect, it } from 'vitest';
import { buildGarageVehicles } from '../fleet/garage';
import { DAY_MS, VehicleModel } from '../fleet/model';
import { detectSegments } from './segments';
import { countSettledEvents, summarizeSettledRange, warmSettledSegments } from './settled-summaries';
import { summarizeRange, type SignalRequest } from './summarize';

const MINTED = new Date('2026-02-01T09:00:00Z');
const NOW = MINTED.getTime() + 20 * DAY_MS;
/** The app's trip ask: defaults the warm-up reads, and aggregations it does not (litres, kWh, a minimum). */
const ASK: SignalRequest[] = [
  { name: 'speed', agg: 'MAX' },
  { name: 'speed', agg: 'AVG' },
  { name: 'powertrainFuelSystemRelativeLevel', agg: 'FIRST' },
  { name: 'powertrainFuelSystemAbsoluteLevel', agg: 'LAST' },
  { name: 'powertrainTractionBatteryStateOfChargeCurrent', agg: 'LAST' },
  { name: 'powertrainTransmissionTravelledDistance', agg: 'FIRST' },
  { name: 'lowVoltageBatteryCurrentVoltage', agg: 'MIN' },
];

function settledSegments(model: VehicleModel) {
  return detectSegments(model, { from: NOW - 31 * DAY_MS, to: NOW, now: NOW, mechanism: 'ignitionDetection', config: null, signalsPerSample: 0 }).filter((s) => s.endMs !== null && s.endMs < NOW - DAY_MS);
}

describe('settled segment summaries', () => {
  it('answer what reading the samples answers, read ahead or when first asked, and again from what was kept', () => {
    const vehicles = buildGarageVehicles({ email: 'settled@example.com', tokenIds: [1, 2, 3], startIndex: 0, mintedAt: MINTED, connections: ['dual', 'obd', 'cloud'] });
    for (const [i, vehicle] of vehicles.entries()) {
      const model = new VehicleModel(vehicle);
      // One car read ahead as the background does, the others first read when asked.
      if (i === 0) warmSettledSegments(vehicle, model, NOW - 31 * DAY_MS, NOW);
      const segments = settledSegments(model);
      expect(segments.length).toBeGreaterThan(10);
      const fresh = new VehicleModel(vehicle);
      for (const s of segments) {
        const expected = summarizeRange(fresh, s.startMs, s.endMs!, ASK);
        expect(summarizeSettledRange(model, s.startMs, s.endMs!, ASK)).toEqual(expected);
        expect(summarizeSettledRange(model, s.startMs, s.endMs!, ASK.slice(2))).toEqual(summarizeRange(fresh, s.startMs, s.endMs!, ASK.slice(2)));
        const counts = new Map<string, number>();
        for (const e of fresh.listEvents(s.startMs, s.endMs!)) counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
        expect(new Map(countSettledEvents(model, s.startMs, s.endMs!, s.endMs!))).toEqual(counts);
      }
    }
  });

  it('read a range again when it is asked to end elsewhere', () => {
    const [vehicle] = buildGarageVehicles({ email: 'settled-ends@example.com', tokenIds: [7], startIndex: 0, mintedAt: MINTED });
    const model = new VehicleModel(vehicle);
    const [s] = settledSegments(model);
    const whole = summarizeSettledRange(model, s.startMs, s.endMs!, ASK);
    const half = summarizeSettledRange(model, s.startMs, (s.startMs + s.endMs!) / 2, ASK);
    expect(half).toEqual(summarizeRange(new VehicleModel(vehicle), s.startMs, (s.startMs + s.endMs!) / 2, ASK));
    expect(half.end).not.toEqual(whole.end);
  });
});
