import { describe, it, expect } from 'vitest';
import { createDemoVehicle, DEMO_VEHICLE, DEFAULT_LEVEL_PERCENT, FALLBACK_TOKEN_ID, VEHICLE_DEFAULTS } from './demo-vehicle';
import { statusFor } from './vehicle-status';

describe('VEHICLE_DEFAULTS', () => {
  const cases: [string, unknown, unknown][] = [
    ['healthScore', VEHICLE_DEFAULTS.healthScore, 85],
    ['status', VEHICLE_DEFAULTS.status, 'optimal'],
    ['fuelLevel', VEHICLE_DEFAULTS.fuelLevel, 0.6],
    ['batteryLevel', VEHICLE_DEFAULTS.batteryLevel, 0.8],
    ['mileage', VEHICLE_DEFAULTS.mileage, 45000],
    ['lastService', VEHICLE_DEFAULTS.lastService, '2024-01-10'],
    ['location', VEHICLE_DEFAULTS.location, { latitude: 37.7749, longitude: -122.4194 }],
    ['FALLBACK_TOKEN_ID', FALLBACK_TOKEN_ID, 999999],
    ['DEFAULT_LEVEL_PERCENT', DEFAULT_LEVEL_PERCENT, 60],
  ];
  it.each(cases)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('createDemoVehicle', () => {
  it('matches the product demo vehicle', () => {
    expect(createDemoVehicle()).toMatchObject({
      id: 'vehicle-999999',
      tokenId: 999999,
      name: 'Demo Vehicle',
      year: 2024,
      type: 'gas',
      healthScore: 85,
      status: 'optimal',
      fuelLevel: 60,
      batteryLevel: 60,
      mileage: 45000,
      lastService: '2024-01-10',
      location: { latitude: 37.7749, longitude: -122.4194 },
      isDemo: true,
    });
  });
  it('has a status consistent with its score', () => {
    const demo = createDemoVehicle();
    expect(statusFor(demo.healthScore)).toBe(demo.status);
  });
  it('DEMO_VEHICLE is the same vehicle, frozen', () => {
    expect(DEMO_VEHICLE).toEqual(createDemoVehicle());
    expect(Object.isFrozen(DEMO_VEHICLE)).toBe(true);
    expect(Object.isFrozen(DEMO_VEHICLE.location)).toBe(true);
  });
  it('returns independent copies', () => {
    const a = createDemoVehicle();
    a.location.latitude = 0;
    a.name = 'changed';
    expect(createDemoVehicle().location.latitude).toBe(37.7749);
    expect(createDemoVehicle().name).toBe('Demo Vehicle');
  });
});
