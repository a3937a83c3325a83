import { describe, expect, it } from 'vitest';
import { compileCondition, compileEventCondition, ConditionSyntaxError, type ConditionValue, type EventFields } from './trigger-condition';

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
    ['process.exit()', /unknown name "process"/],
    ['value.exit()', /unknown method "exit"/],
    ["value.contains 'x'", /expected "\("/],
    ["value.contains('x'", /expected "\)"/],
    ['value.', /unknown method ""/],
    ['constructor > 1', /unknown name "constructor"/],
    ['x'.repeat(501), /longer than 500/],
    ['('.repeat(30) + 'value' + ')'.repeat(30), /nests too deeply/],
  ])('refuses %j', (source, message) => {
    expect(() => compileCondition(source)).toThrow(ConditionSyntaxError);
    expect(() => compileCondition(source)).toThrow(message);
  });
});

describe('string methods', () => {
  it.each([
    ["value.contains('P03')", '["P0300"]', true],
    ["value.contains('P04')", '["P0300"]', false],
    ["value.startsWith('[\"P')", '["P0300"]', true],
    ["value.endsWith(']') && !value.contains('P0')", '[]', true],
    // A number has no string methods: the condition does not hold (CEL would fail, and a failed condition never fires).
    ["value.contains('1')", 12, false],
  ] as [string, ConditionValue, boolean][])('%s with value=%j -> %s', (source, value, expected) => {
    expect(compileCondition(source).matches({ value, previousValue: null })).toBe(expected);
  });
});

describe('compileEventCondition', () => {
  const braking: EventFields = { name: 'behavior.harshBraking', source: '0xcd445F4c6bDAD32b68a2939b912150Fe3C88803E', durationNs: 1_200_000_000, metadata: '{"speedKph":54.2,"gForce":0.42}' };
  const cornering: EventFields = { name: 'behavior.harshCornering', source: braking.source, durationNs: 700_000_000, metadata: '{"speedKph":31,"gForce":0.5}' };

  it.each([
    ["name == 'behavior.harshBraking'", braking, null, true],
    ["name == 'behavior.harshBraking'", cornering, null, false],
    ['durationNs > 1000000000', braking, null, true],
    ['durationNs > 1000000000', cornering, null, false],
    ["metadata.contains('gForce')", braking, null, true],
    ["metadata.contains('emergency')", braking, null, false],
    ["source.startsWith('0xcd44') && durationNs >= 500", braking, null, true],
    ['true', cornering, null, true],
    // Before the first firing the previous event reads as the provider's empty one: "" and 0.
    ["previousName == ''", braking, null, true],
    ['previousDurationNs == 0', braking, null, true],
    ['name != previousName', braking, cornering, true],
    ['name != previousName', braking, braking, false],
    ['durationNs > previousDurationNs', braking, cornering, true],
    ["previousMetadata.contains('speedKph')", cornering, braking, true],
  ] as [string, EventFields, EventFields | null, boolean][])('%s -> %s', (source, event, previous, expected) => {
    expect(compileEventCondition(source).matches({ event, previous })).toBe(expected);
  });

  it('refuses a signal variable in an event condition and an event variable in a signal condition, as the provider\'s two environments do', () => {
    expect(() => compileEventCondition('value > 5')).toThrow(/unknown name "value"/);
    expect(() => compileCondition("name == 'behavior.harshBraking'")).toThrow(/unknown name "name"/);
  });
});
