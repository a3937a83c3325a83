import { describe, expect, it } from 'vitest';
import { analyzeFleet } from './analyze-fleet';
import { HEALTHY_GAS, VALID_INSURANCE, VALID_REGISTRATION, buildContext, buildSignals } from './test-fixtures';

const papers = [VALID_REGISTRATION, VALID_INSURANCE];
const optimal = buildContext({ tokenId: 1, name: 'Camry', documents: papers });
// 85 - 10 (11.8 V) - 5 (cold coolant) + 5 (rpm) - 5 (load 85) + 2 (intake) + 2 (baro) = 74: attention, nothing critical
const attention = buildContext({
  tokenId: 2,
  name: 'Golf',
  latest: buildSignals({ ...HEALTHY_GAS, lowVoltageBatteryCurrentVoltage: 11.8, powertrainCombustionEngineECT: 60, obdEngineLoad: 85 }),
  documents: papers,
});
const service = buildContext({
  tokenId: 3,
  name: 'Transit',
  latest: buildSignals({
    ...HEALTHY_GAS,
    lowVoltageBatteryCurrentVoltage: 11.4,
    powertrainCombustionEngineECT: 120,
    powertrainCombustionEngineSpeed: 3500,
    obdEngineLoad: 90,
    obdIntakeTemp: 70,
  }),
  documents: papers,
});

describe('analyzeFleet', () => {
  it('ranks worst first and summarises by status', () => {
    const result = analyzeFleet([optimal, attention, service]);
    expect(result.vehicles.map((v) => [v.name, v.status])).toEqual([
      ['Transit', 'service'],
      ['Golf', 'attention'],
      ['Camry', 'optimal'],
    ]);
    expect(result.summary).toMatch(/^3 vehicles: 1 needs service, 1 needs attention, 1 is in optimal condition\./);
    expect(result.averageHealth).toBe(Math.round(result.vehicles.reduce((s, v) => s + v.healthScore, 0) / 3));
    expect(result.vehicles.map((v) => v.healthScore)).toEqual([result.vehicles[0].healthScore, 74, 100]);
    expect(result.attentionFirst).toMatch(/^Transit: Coolant is at 120 °C/);
    expect(result.vehicles[2]).toMatchObject({ tokenId: 1, isReady: true, readinessScore: 100, topIssue: null });
  });

  const rankCases = [
    {
      name: 'a critical trouble code outranks a lower health score',
      fleet: [attention, buildContext({ tokenId: 9, name: 'Civic', latest: buildSignals({ ...HEALTHY_GAS, dtcs: ['P0217'] }) })],
      first: 'Civic',
    },
    {
      name: 'among equal status, the car with more issues comes first',
      fleet: [optimal, buildContext({ tokenId: 8, name: 'Polo', latest: buildSignals({ ...HEALTHY_GAS, chassisAxleRow1WheelLeftTirePressure: 185 }) })],
      first: 'Polo',
    },
  ];
  it.each(rankCases)('$name', ({ fleet, first }) => {
    expect(analyzeFleet(fleet).vehicles[0].name).toBe(first);
  });

  it('has no one to look at first when all is well', () => {
    const result = analyzeFleet([optimal, { ...optimal, tokenId: 5, name: 'Twin' }]);
    expect(result.attentionFirst).toBeNull();
    expect(result.summary).toBe('2 vehicles: 2 are in optimal condition. Average health is 100/100; 2 of 2 are ready for a trip.');
  });

  it('handles an empty fleet', () => {
    expect(analyzeFleet([])).toEqual({ vehicles: [], attentionFirst: null, summary: 'No vehicles are connected yet.', averageHealth: null });
  });
});
