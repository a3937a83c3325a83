import { describe, it, expect } from 'vitest';
import { inferVehicleType } from './vehicle-type';
import type { VehicleTypeHints } from './vehicle-type';
import type { VehicleType } from './telemetry';

describe('inferVehicleType from names', () => {
  const cases: [string | null, string | null, VehicleType][] = [
    ['Tesla', 'Model 3', 'electric'],
    ['TESLA', 'Cybertruck', 'electric'],
    ['Tesla', null, 'electric'],
    ['Chevrolet', 'Bolt EV', 'electric'],
    ['Chevrolet', 'Bolt EUV', 'electric'],
    ['Chevrolet', 'Silverado 1500', 'gas'],
    ['Chevrolet', 'Malibu', 'gas'],
    ['Toyota', 'Previa', 'gas'],
    ['Chevrolet', 'Chevelle', 'gas'],
    ['Hyundai', 'Kona Electric', 'electric'],
    ['Hyundai', 'Ioniq 5', 'electric'],
    ['Hyundai', 'IONIQ Hybrid', 'hybrid'],
    ['Hyundai', 'Ioniq Plug-in Hybrid', 'hybrid'],
    ['Kia', 'EV6', 'electric'],
    ['Kia', 'Niro EV', 'electric'],
    ['Kia', 'Niro PHEV', 'hybrid'],
    ['Kia', 'Sorento HEV', 'hybrid'],
    ['Mitsubishi', 'Outlander PHEV', 'hybrid'],
    ['Toyota', 'RAV4 Hybrid', 'hybrid'],
    ['Toyota', 'RAV4', 'gas'],
    ['Toyota', 'Prius', 'hybrid'],
    ['Toyota', 'Corolla', 'gas'],
    ['Honda', 'Accord Hybrid', 'hybrid'],
    ['Ford', 'F-150 Lightning', 'electric'],
    ['Ford', 'Mustang Mach-E', 'electric'],
    ['Ford', 'Mustang', 'gas'],
    ['Ford', 'Escape Plug-In Hybrid', 'hybrid'],
    ['Nissan', 'Leaf', 'electric'],
    ['Nissan', 'Altima', 'gas'],
    ['Audi', 'e-tron GT', 'electric'],
    ['Volkswagen', 'ID.4', 'electric'],
    ['Volkswagen', 'Golf', 'gas'],
    ['Porsche', 'Taycan', 'electric'],
    ['Mercedes-Benz', 'EQS 450+', 'electric'],
    ['Rivian', 'R1T', 'electric'],
    ['Chevrolet', 'Volt', 'hybrid'],
    ['Lexus', 'RX 450h', 'hybrid'],
    ['Lexus', 'RX 350', 'gas'],
    [null, null, 'gas'],
    ['Unknown', 'Unknown', 'gas'],
  ];
  it.each(cases)('%s %s is %s', (make, model, type) => {
    expect(inferVehicleType({ make, model })).toBe(type);
  });
});

describe('inferVehicleType with the provider powertrain type', () => {
  const cases: [VehicleTypeHints, VehicleType][] = [
    [{ make: 'Tesla', model: 'Model Y', powertrainType: 'COMBUSTION' }, 'gas'],
    [{ make: 'Ford', model: 'F-150', powertrainType: 'ELECTRIC' }, 'electric'],
    [{ make: 'Toyota', model: 'Camry', powertrainType: 'HYBRID' }, 'hybrid'],
    [{ make: 'Toyota', model: 'Camry', powertrainType: 'PHEV' }, 'hybrid'],
    [{ make: 'Toyota', model: 'Camry', powertrainType: 'electric' }, 'electric'],
    [{ make: 'Toyota', model: 'RAV4 Hybrid', powertrainType: 'SOMETHING_NEW' }, 'hybrid'],
    [{ make: 'Tesla', model: 'Model S', powertrainType: '' }, 'electric'],
    [{ make: 'Tesla', model: 'Model S', powertrainType: null }, 'electric'],
  ];
  it.each(cases)('%j is %s', (hints, type) => {
    expect(inferVehicleType(hints)).toBe(type);
  });
});
