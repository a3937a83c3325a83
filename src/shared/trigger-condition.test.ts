import { describe, expect, it } from 'vitest';
import { compileCondition, ConditionSyntaxError, type ConditionValue } from './trigger-condition';

describe('compileCondition', () => {
  const cases: [string, ConditionValue, ConditionValue, boolean][] = [
    ['value > 55', 60, null, true],
    ['value > 55', 55, null, false],
    ['value >= 55', 55, null, true],
    ['value < 12.0', 11.9, null, true],
    ['value < 12.0', 12, null, false],
    ['value <= 12', 12, null, true],
    ['value == 1', 1, 0, true],
    ['value != 1', 1, 0, false],
    ['value > 20 && value != previousValue', 25, 25, false],
    ['value > 20 && value != previousValue', 25, 24, true],
    ['value >= 10.0 && value <= 50.0', 50, null, true],
    ['value >= 10.0 && value <= 50.0', 50.1, null, false],
    ['value < 0 || value > 100', 120, null, true],
    ['!(value > 3)', 2, null, true],
    ['value > -5', -4, null, true],
    ['value < -5', -4, null, false],
    ['valueNumber > 20', 25, null, true],
    ['valueNumber > 20', '25', null, false],
    ["valueString == 'active'", 'active', null, true],
    ['value != previousValue && value != \'[]\'', '["P0300"]', '[]', true],
    ['value != previousValue && value != \'[]\'', '["P0300"]', '["P0300"]', false],
    ['value != previousValue && value != "[]"', '[]', '["P0300"]', false],
    // No earlier value: a missing previousValue differs from any value and orders with nothing.
    ['value != previousValue', 'x', null, true],
    ['previousValue < 12', 11, null, false],
    // Comparing across types never holds (except !=).
    ["value > 'a'", 5, null, false],
    ['value == true', true, null, true],
  ];
  it.each(cases)('%s with value=%j previousValue=%j -> %s', (source, value, previousValue, expected) => {
    expect(compileCondition(source).matches({ value, previousValue })).toBe(expected);
  });

  it.each([
    ['', /empty/],
    ['value >', /ends too early/],
    ['value > 5 &&', /ends too early/],
    ['speed > 5', /unknown name "speed"/],
    ['value > 5)', /unexpected "\)"/],
    ['(value > 5', /expected "\)"/],
    ["value == 'open", /unterminated string/],
    ['value ; 5', /unexpected ";"/],
    ['process.exit()', /unexpected "\."/],
    ['constructor > 1', /unknown name "constructor"/],
    ['x'.repeat(501), /longer than 500/],
    ['('.repeat(30) + 'value' + ')'.repeat(30), /nests too deeply/],
  ])('refuses %j', (source, message) => {
    expect(() => compileCondition(source)).toThrow(ConditionSyntaxError);
    expect(() => compileCondition(source)).toThrow(message);
  });
});
