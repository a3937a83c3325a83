import { describe, expect, it } from 'vitest';
import type { VehicleContext } from '../domain/assistant';
import { VEHICLE_TOOL_SPECS } from './vehicle-tools';

const readings = VEHICLE_TOOL_SPECS.find((s) => s.name === 'get_car_readings')!;

describe('the in-app model\'s car readings tool', () => {
  it("gives every signal the car reports with its unit and time, and nothing for a signal it does not send", () => {
    const at = '2026-11-27T08:00:00.000Z';
    const ctx = {
      latest: {
        lastSeen: at,
        bodyLockIsLocked: { value: 0, timestamp: at },
        chassisParkingBrakeIsEngaged: { value: 1, timestamp: at },
        powertrainTractionBatteryChargingChargeLimit: { value: 80, timestamp: at },
        powertrainType: { value: 'ELECTRIC', timestamp: at },
      },
    } as unknown as VehicleContext;
    const out = readings.run(ctx, {}) as { lastSeen: string; readings: Record<string, { value: unknown; unit?: string; timestamp: string }> };
    expect(out.lastSeen).toBe(at);
    expect(out.readings.bodyLockIsLocked).toEqual({ value: 0, unit: '0/1', timestamp: at });
    expect(out.readings.powertrainTractionBatteryChargingChargeLimit).toEqual({ value: 80, unit: '%', timestamp: at });
    expect(out.readings.powertrainType).toEqual({ value: 'ELECTRIC', timestamp: at });
    expect(out.readings).not.toHaveProperty('bodyTrunkRearIsOpen');
    expect(readings.run({ latest: null } as unknown as VehicleContext, {})).toEqual({ lastSeen: null, readings: {} });
  });
});
