import { describe, expect, it } from 'vitest';
import { parseDtcList } from '../../shared/telemetry';
import type { FaultKind } from './faults';
import { buildGarageVehicles } from './garage';
import { DAY_MS, HOUR_MS, MINUTE_MS, SHORT_PATH_SIGNALS, VehicleModel, type SignalValues } from './model';
import type { SimVehicle } from './vehicle';

const MINTED = new Date('2025-03-01T12:00:00Z');
const NOW = Date.parse('2025-03-04T18:00:00Z');
const emails = ['alice@example.com', 'bob@example.com', 'carol@example.com', 'dave@example.com'];
const fleet: SimVehicle[] = emails.flatMap((email, i) =>
  buildGarageVehicles({ email, tokenIds: [1001 + 3 * i, 1002 + 3 * i, 1003 + 3 * i], startIndex: 0, mintedAt: MINTED }),
);

function sampleWeek(vehicle: SimVehicle): { t: number; s: SignalValues }[] {
  const model = new VehicleModel(vehicle);
  return model.listSampleTimes(NOW - 7 * DAY_MS, NOW).map((t) => ({ t, s: model.getSignalsAt(t) }));
}

const withFault = (fault: FaultKind) => fleet.filter((v) => v.faults.includes(fault));
const without = (fault: FaultKind) => fleet.filter((v) => !v.faults.includes(fault));

describe('VehicleModel', () => {
  it('gives the same values for the same seed and time, from separate instances', () => {
    for (const vehicle of fleet.slice(0, 3)) {
      const a = new VehicleModel(vehicle);
      const b = new VehicleModel(vehicle);
      for (const t of [NOW, NOW - 3 * HOUR_MS, NOW - 5 * DAY_MS + 17 * MINUTE_MS]) {
        expect(b.getSignalsAt(t)).toEqual(a.getSignalsAt(t));
      }
    }
  });

  it('reads each short-path signal alone, or with others at one moment, exactly as the full sample has it', () => {
    const names = [...SHORT_PATH_SIGNALS];
    expect(names).toContain('obdDTCList');
    const powertrains = new Set<string>();
    for (const vehicle of [...fleet, { ...fleet[0], connection: 'cloud' as const }, { ...fleet[1], connection: 'legacy' as const }]) {
      const model = new VehicleModel(vehicle);
      powertrains.add(vehicle.powertrain);
      for (const t of model.listSampleTimes(NOW - DAY_MS, NOW)) {
        const sample = model.getSignalsAt(t);
        for (const name of names) expect(model.readSignal(name, t), `${name} at ${t}`).toEqual(sample[name] ?? null);
        // and every signal read at one shared moment, as a series reads them
        const moment = model.momentAt(t);
        for (const name of names) expect(model.readSignalAt(name, moment), `${name} at the moment ${t}`).toEqual(sample[name] ?? null);
      }
    }
    expect([...powertrains].sort()).toEqual(['COMBUSTION', 'ELECTRIC', 'HYBRID']);
  });

  it('grows the odometer monotonically, only while driving', () => {
    for (const vehicle of fleet) {
      const samples = sampleWeek(vehicle);
      for (let i = 1; i < samples.length; i++) {
        const before = samples[i - 1].s.powertrainTransmissionTravelledDistance!;
        const after = samples[i].s.powertrainTransmissionTravelledDistance!;
        expect(after).toBeGreaterThanOrEqual(before);
      }
      const first = samples[0].s.powertrainTransmissionTravelledDistance!;
      const last = samples.at(-1)!.s.powertrainTransmissionTravelledDistance!;
      expect(last - first, vehicle.name).toBeGreaterThan(50);
      expect(last - first, vehicle.name).toBeLessThan(1500);
    }
  });

  it('reports engine and motion signals while driving and rests when parked', () => {
    const vehicle = fleet.find((v) => v.powertrain === 'COMBUSTION')!;
    const samples = sampleWeek(vehicle);
    const driving = samples.filter((x) => x.s.isIgnitionOn === 1);
    const parked = samples.filter((x) => x.s.isIgnitionOn === 0);
    expect(driving.length).toBeGreaterThan(100);
    expect(Math.max(...driving.map((x) => x.s.speed!))).toBeGreaterThan(40);
    expect(driving.filter((x) => x.s.speed! > 10).every((x) => x.s.powertrainCombustionEngineSpeed! > 800 && x.s.powertrainCombustionEngineMAF! > 0 && x.s.obdEngineLoad! > 0)).toBe(true);
    expect(parked.every((x) => x.s.speed === 0 && x.s.powertrainCombustionEngineSpeed === 0 && x.s.obdRunTime === 0)).toBe(true);
    if (!vehicle.faults.includes('weakBattery')) {
      expect(Math.min(...driving.map((x) => x.s.lowVoltageBatteryCurrentVoltage!))).toBeGreaterThan(13.8);
    }
    const baro = samples.map((x) => x.s.obdBarometricPressure!);
    expect(Math.min(...baro)).toBeGreaterThan(80);
    expect(Math.max(...baro)).toBeLessThan(104);
  });

  it('only sends signals a powertrain has', () => {
    const at = (p: SimVehicle['powertrain']) => new VehicleModel(fleet.find((v) => v.powertrain === p)!).getSignalsAt(NOW);
    const ev = at('ELECTRIC');
    expect(ev.powertrainFuelSystemRelativeLevel).toBeNull();
    expect(ev.powertrainCombustionEngineECT).toBeNull();
    expect(ev.powertrainTractionBatteryStateOfChargeCurrent).toBeGreaterThan(0);
    expect(ev.powertrainType).toBe('ELECTRIC');
    const gas = at('COMBUSTION');
    expect(gas.powertrainTractionBatteryStateOfChargeCurrent).toBeNull();
    expect(gas.powertrainFuelSystemRelativeLevel).toBeGreaterThan(0);
    expect(gas.powertrainType).toBe('COMBUSTION');
    const hybrid = at('HYBRID');
    expect(hybrid.powertrainFuelSystemRelativeLevel).toBeGreaterThan(0);
    expect(hybrid.powertrainType).toBe('HYBRID');
  });

  it('drains and refills energy: fuel and charge stay within 0-100 and both rise at times', () => {
    for (const vehicle of fleet) {
      const model = new VehicleModel(vehicle);
      const key = vehicle.powertrain === 'ELECTRIC' ? 'powertrainTractionBatteryStateOfChargeCurrent' : 'powertrainFuelSystemRelativeLevel';
      const levels = model.listSampleTimes(NOW - 30 * DAY_MS, NOW).map((t) => model.getSignalsAt(t)[key]!);
      expect(Math.min(...levels), vehicle.name).toBeGreaterThan(5);
      expect(Math.max(...levels), vehicle.name).toBeLessThanOrEqual(100);
      const rises = levels.filter((l, i) => i > 0 && l > levels[i - 1] + 0.5).length;
      expect(rises, vehicle.name).toBeGreaterThan(0);
    }
  });

  it('lets an electric car lose its own 0.3–1.5 % a day while it stands unplugged, and nothing while the cable is in', () => {
    const evs = fleet.filter((v) => v.powertrain === 'ELECTRIC');
    expect(evs.length).toBeGreaterThan(0);
    for (const vehicle of evs) {
      const model = new VehicleModel(vehicle);
      const rate = model.parkedDrainPercentPerDay;
      expect(rate).toBeGreaterThanOrEqual(0.3);
      expect(rate).toBeLessThanOrEqual(1.5);
      const samples = model.listSampleTimes(NOW - 7 * DAY_MS, NOW).map((t) => ({ t, s: model.getSignalsAt(t) }));
      const still = (a: (typeof samples)[number], b: (typeof samples)[number]) =>
        a.s.powertrainTransmissionTravelledDistance === b.s.powertrainTransmissionTravelledDistance && a.s.speed === 0 && b.s.speed === 0;
      const soc = (x: (typeof samples)[number]) => x.s.powertrainTractionBatteryStateOfChargeCurrent as number;
      let checked = 0;
      let held = 0;
      for (let i = 0; i + 36 < samples.length; i++) {
        const [a, b] = [samples[i], samples[i + 36]];
        const span = samples.slice(i, i + 37);
        if (b.t - a.t !== 6 * HOUR_MS || !span.every((x) => still(a, x))) continue;
        const cable = span.map((x) => x.s.powertrainTractionBatteryChargingIsChargingCableConnected);
        const charging = span.some((x) => x.s.powertrainTractionBatteryChargingIsCharging === 1);
        // the level is reported to 0.1 %
        if (cable.every((c) => c === 0)) {
          expect(Math.abs(soc(a) - soc(b) - rate / 4), `${vehicle.name} at ${new Date(a.t).toISOString()}`).toBeLessThanOrEqual(0.11);
          checked++;
        } else if (cable.every((c) => c === 1) && !charging) {
          expect(soc(b)).toBe(soc(a));
          held++;
        }
      }
      expect(held + checked).toBeGreaterThan(0);
      expect(checked, vehicle.name).toBeGreaterThan(3);
    }
  });

  it('ages the battery slowly: state of health falls by about a point a year, and the usable energy and range with it', () => {
    for (const vehicle of fleet.filter((v) => v.powertrain === 'ELECTRIC')) {
      const model = new VehicleModel(vehicle);
      const yearAgo = model.getStateOfHealthAt(NOW - 365 * DAY_MS)!;
      const now = model.getStateOfHealthAt(NOW)!;
      expect(now).toBeGreaterThan(85);
      expect(now).toBeLessThan(yearAgo);
      expect(yearAgo - now).toBeGreaterThan(0.5);
      expect(yearAgo - now).toBeLessThan(3);
      const s = model.getSignalsAt(NOW);
      expect(s.powertrainTractionBatteryStateOfHealth).toBeCloseTo(now, 1);
      // energy = charge level × gross capacity × health; range follows the energy
      const usable = (s.powertrainTractionBatteryGrossCapacity as number) * (now / 100);
      expect(s.powertrainTractionBatteryStateOfChargeCurrentEnergy as number).toBeCloseTo(((s.powertrainTractionBatteryStateOfChargeCurrent as number) / 100) * usable, 0);
    }
    expect(new VehicleModel(fleet.find((v) => v.powertrain === 'COMBUSTION')!).getStateOfHealthAt(NOW)).toBeNull();
  });

  it('charges electric cars and plug-in hybrids overnight: the flag is set while the charge level rises', () => {
    for (const vehicle of fleet.filter((v) => v.powertrain !== 'COMBUSTION')) {
      const model = new VehicleModel(vehicle);
      const samples = model.listSampleTimes(NOW - 30 * DAY_MS, NOW).map((t) => model.getSignalsAt(t));
      const charging = samples.filter((x) => x.powertrainTractionBatteryChargingIsCharging === 1);
      expect(charging.length, vehicle.name).toBeGreaterThan(0);
      const rising = samples.filter((x, i) => i > 0 && x.powertrainTractionBatteryChargingIsCharging === 1 && x.powertrainTractionBatteryStateOfChargeCurrent! > samples[i - 1].powertrainTractionBatteryStateOfChargeCurrent!);
      expect(rising.length, vehicle.name).toBeGreaterThan(0);
      const floor = vehicle.powertrain === 'HYBRID' ? 20 : 0;
      expect(Math.min(...samples.map((x) => x.powertrainTractionBatteryStateOfChargeCurrent!)), vehicle.name).toBeGreaterThanOrEqual(floor);
      expect(samples.every((x) => x.powertrainTractionBatteryChargingIsCharging === 0 || x.powertrainTractionBatteryChargingIsCharging === 1)).toBe(true);
    }
    const gas = new VehicleModel(fleet.find((v) => v.powertrain === 'COMBUSTION')!).getSignalsAt(NOW);
    expect(gas.powertrainTractionBatteryChargingIsCharging).toBeNull();
  });

  it('warms the coolant to about 90 °C on drives and cools it to ambient after', () => {
    for (const vehicle of without('hotCoolant').filter((v) => v.powertrain !== 'ELECTRIC')) {
      const samples = sampleWeek(vehicle);
      const maxCoolant = Math.max(...samples.map((x) => x.s.powertrainCombustionEngineECT!));
      expect(maxCoolant).toBeGreaterThan(80);
      expect(maxCoolant).toBeLessThan(95);
      const cold = samples.filter((x) => Math.abs(x.s.powertrainCombustionEngineECT! - x.s.exteriorAirTemperature!) < 2);
      expect(cold.length).toBeGreaterThan(samples.length / 3);
    }
  });

  it('places the car at home overnight and moves it on trips', () => {
    const vehicle = fleet[0];
    const samples = sampleWeek(vehicle);
    const points = new Set(samples.map((x) => `${x.s.currentLocationCoordinates!.latitude},${x.s.currentLocationCoordinates!.longitude}`));
    expect(points.size).toBeGreaterThan(50);
  });
});

describe('faults are visible in the signals', () => {
  it.each<[FaultKind, (samples: SignalValues[]) => number, (value: number) => boolean, (value: number) => boolean]>([
    ['dtc', (s) => parseDtcList(s.at(-1)!.obdDTCList).length, (n) => n >= 1, (n) => n === 0],
    [
      'weakBattery',
      (s) => Math.max(...s.filter((x) => x.isIgnitionOn === 0 && x.powertrainTractionBatteryChargingIsCharging !== 1).map((x) => x.lowVoltageBatteryCurrentVoltage!)),
      (v) => v < 12.2,
      (v) => v >= 12.5,
    ],
    ['hotCoolant', (s) => Math.max(...s.map((x) => x.powertrainCombustionEngineECT ?? 0)), (v) => v > 110, (v) => v < 100],
    [
      'lowTire',
      (s) =>
        Math.min(
          ...s.flatMap((x) => [
            x.chassisAxleRow1WheelLeftTirePressure!,
            x.chassisAxleRow1WheelRightTirePressure!,
            x.chassisAxleRow2WheelLeftTirePressure!,
            x.chassisAxleRow2WheelRightTirePressure!,
          ]),
        ),
      (v) => v < 185,
      (v) => v > 215,
    ],
    ['serviceDue', (s) => s.at(-1)!.serviceDistanceToService!, (v) => v < 500, (v) => v >= 500],
  ])('%s', (fault, measure, faulty, healthy) => {
    expect(withFault(fault).length).toBeGreaterThan(0);
    for (const vehicle of fleet) {
      const value = measure(sampleWeek(vehicle).map((x) => x.s));
      const expected = vehicle.faults.includes(fault) ? faulty(value) : healthy(value);
      expect(expected, `${vehicle.name} (${vehicle.faults.join(',')}): ${value}`).toBe(true);
    }
  });
});

describe('sampling', () => {
  it('reports every ten minutes when parked and every minute while driving', () => {
    const model = new VehicleModel(fleet[0]);
    const times = model.listSampleTimes(NOW - DAY_MS, NOW);
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    expect(Math.max(...gaps)).toBe(10 * MINUTE_MS);
    expect(gaps).toContain(MINUTE_MS);
    const last = model.getLatestSampleTime(NOW + 5 * MINUTE_MS + 30_000)!;
    expect(NOW + 5 * MINUTE_MS + 30_000 - last).toBeLessThan(10 * MINUTE_MS);
    expect(last % MINUTE_MS).toBe(0);
  });

  it('sums the speeds of a range\'s samples as reading each sample does, across trips, refuels and range edges', () => {
    for (const vehicle of fleet.slice(0, 6)) {
      const model = new VehicleModel(vehicle);
      const ranges: [number, number][] = [[NOW - 9 * DAY_MS, NOW], [model.dataStartMs - DAY_MS, model.dataStartMs + 2 * DAY_MS]];
      for (const trip of model.listTripsBetween(NOW - 4 * DAY_MS, NOW)) {
        ranges.push([trip.ignitionMs, trip.endMs + 1], [trip.startMs + 7 * MINUTE_MS + 20_000, trip.endMs - 3 * MINUTE_MS], [trip.endMs - HOUR_MS, trip.endMs + 2 * HOUR_MS]);
      }
      for (const [from, to] of ranges) {
        const speeds = model.listSampleTimes(from, to).map((t) => model.readSignal('speed', t) as number);
        expect(model.sumSpeedSamples(from, to), `${vehicle.seed} ${from}-${to}`).toEqual({ sum: speeds.reduce((a, b) => a + b, 0), count: speeds.length });
      }
    }
    expect(new VehicleModel(fleet[0]).sumSpeedSamples(NOW - 40 * DAY_MS, NOW)).toBeNull();
  });

  it('has no data before the history window', () => {
    const model = new VehicleModel(fleet[0]);
    expect(model.getLatestSampleTime(model.dataStartMs - MINUTE_MS)).toBeNull();
    expect(model.listSampleTimes(model.dataStartMs - DAY_MS, model.dataStartMs)).toEqual([]);
  });
});
