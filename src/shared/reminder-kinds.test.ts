import { describe, expect, it } from 'vitest';
import { asVehicleType, intervalDistanceIn, intervalInKm, kindMismatch, reminderKindsFor, repeatInterval, suggestedInterval } from './reminder-kinds';
import { reminderLabel, reminderMessage } from './reminders';

describe('reminder kinds by powertrain', () => {
  it('offers an electric car no oil change, and the kinds it does need', () => {
    const ev = reminderKindsFor('electric');
    expect(ev).not.toContain('oil_change');
    expect(ev).toEqual(expect.arrayContaining(['cabin_filter', 'tire_rotation', 'brake_fluid', 'coolant', 'battery_12v', 'hv_battery_check']));
    expect(ev.at(-1)).toBe('custom');
  });

  it('offers a combustion car an oil change and no high-voltage battery; a hybrid both', () => {
    expect(reminderKindsFor('gas')[0]).toBe('oil_change');
    expect(reminderKindsFor('gas')).not.toContain('hv_battery_check');
    expect(reminderKindsFor('hybrid')).toEqual(expect.arrayContaining(['oil_change', 'hv_battery_check']));
  });

  it('says why a kind does not fit the car', () => {
    expect(kindMismatch('oil_change', 'electric')).toBe('Oil change does not apply to an electric car.');
    expect(kindMismatch('hv_battery_check', 'gas')).toBe('High-voltage battery check does not apply to a combustion car.');
    expect(kindMismatch('tire_rotation', 'electric')).toBeNull();
  });
});

describe('suggested intervals', () => {
  it("follow the maker's schedule where the catalogue knows it", () => {
    expect(suggestedInterval('tire_rotation', { make: 'Tesla', type: 'electric' })).toEqual({ distance: 6_250, unit: 'mi', months: null, maker: 'Tesla' });
    expect(suggestedInterval('brake_fluid', { make: 'Tesla', type: 'electric' })).toMatchObject({ months: 48, maker: 'Tesla' });
    expect(suggestedInterval('brake_fluid', { make: 'Mercedes-Benz', type: 'gas' })).toMatchObject({ months: 24, maker: 'Mercedes-Benz' });
    expect(suggestedInterval('hv_battery_check', { make: 'NISSAN', type: 'electric' })).toMatchObject({ months: 12, maker: 'Nissan' });
  });

  it('fall back to the usual interval otherwise, and to none for dates', () => {
    expect(suggestedInterval('oil_change', { make: 'Honda', type: 'gas' })).toEqual({ distance: 10_000, unit: 'km', months: 12, maker: null });
    expect(suggestedInterval('hv_battery_check', { make: 'Toyota', type: 'electric' })).toMatchObject({ maker: null });
    expect(suggestedInterval('registration_expiry', { make: null, type: 'gas' })).toBeNull();
  });

  it("show the schedule's own figure in its unit, and a round figure in the other", () => {
    const tyres = { distance: 6_250, unit: 'mi' as const, months: null };
    expect(intervalDistanceIn(tyres, 'mi')).toBe(6_250);
    expect(intervalDistanceIn(tyres, 'km')).toBe(10_000);
    expect(intervalDistanceIn({ distance: 15_000, unit: 'km', months: 12 }, 'mi')).toBe(9_500);
    expect(intervalDistanceIn({ distance: null, unit: 'km', months: 12 }, 'mi')).toBeNull();
    expect(intervalInKm(tyres)).toEqual({ km: 10_058, months: null });
  });
});

describe('reminder titles', () => {
  it("name a reminder by the owner's title whatever its kind", () => {
    expect(reminderLabel('tire_rotation', 'Winter tyres on')).toBe('Winter tyres on');
    expect(reminderLabel('tire_rotation', '  ')).toBe('Tire rotation');
    expect(reminderLabel('custom', null)).toBe('Reminder');
    expect(reminderMessage({ kind: 'cabin_filter', title: null, dueDate: '2027-01-01', dueOdometerKm: null })).toBe('Cabin air filter due on 2027-01-01');
  });
});

describe('what completing a reminder repeats by', () => {
  const tesla = { make: 'Tesla', type: 'electric' } as const;
  it("is the reminder's own interval, else the maker's usual one for the car and kind, else none", () => {
    expect(repeatInterval({ kind: 'tire_rotation', intervalKm: 8_000, intervalMonths: null }, tesla)).toEqual({ km: 8_000, months: null });
    expect(repeatInterval({ kind: 'tire_rotation', intervalKm: null, intervalMonths: null }, tesla)).toEqual({ km: 10_058, months: null });
    expect(repeatInterval({ kind: 'tire_rotation', intervalKm: null, intervalMonths: null }, { make: 'Ford', type: 'electric' })).toEqual({ km: 10_000, months: 6 });
    expect(repeatInterval({ kind: 'oil_change', intervalKm: null, intervalMonths: null }, { make: null, type: 'gas' })).toEqual({ km: 10_000, months: 12 });
    expect(repeatInterval({ kind: 'registration_expiry', intervalKm: null, intervalMonths: null }, tesla)).toEqual({ km: null, months: null });
    expect(repeatInterval({ kind: 'custom', intervalKm: null, intervalMonths: null }, tesla)).toEqual({ km: null, months: null });
  });

  it('reads a stored vehicle type, anything unknown as a combustion car', () => {
    expect(['electric', 'hybrid', 'gas', 'diesel', ''].map(asVehicleType)).toEqual(['electric', 'hybrid', 'gas', 'gas', 'gas']);
  });
});
