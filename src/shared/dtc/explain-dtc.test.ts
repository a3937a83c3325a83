import { describe, it, expect } from 'vitest';
import { DTC_TABLE, DTC_SEVERITIES, explainDtc, explainDtcs, normaliseDtcCode, severityRank } from './index';
import type { DtcSeverity } from './index';

describe('DTC_TABLE', () => {
  it('holds at least 350 codes', () => {
    expect(DTC_TABLE.size).toBeGreaterThanOrEqual(350);
  });
  it('has only well-formed generic codes with a meaning, severity and system', () => {
    for (const [code, entry] of DTC_TABLE) {
      expect(code).toMatch(/^(P[0-9A-F]|[BCU]0)[0-9A-F]{3}$/);
      expect(entry.meaning.trim().length).toBeGreaterThan(3);
      expect(DTC_SEVERITIES).toContain(entry.severity);
      expect(entry.system.length).toBeGreaterThan(0);
    }
  });
  const ranges: [string, RegExp, number][] = [
    ['cam timing / VVT P0010-P0099', /^P00[1-9]/, 60],
    ['air and fuel metering P0100-P0199', /^P01/, 90],
    ['injectors and turbo P0200-P0299', /^P02/, 90],
    ['misfire P0300-P0312', /^P030[0-9]|^P031[0-2]/, 13],
    ['ignition, knock, crank and cam sensors P0320-P0399', /^P03[2-9]/, 50],
    ['EGR, EVAP, catalyst P0400-P0499', /^P04/, 80],
    ['speed, idle, cruise P0500-P0599', /^P05/, 50],
    ['computer and outputs P0600-P0699', /^P06/, 50],
    ['transmission P0700-P0799', /^P07/, 80],
    ['transmission P0800-P0899', /^P08/, 20],
    ['hybrid P0A..', /^P0A/, 10],
  ];
  it.each(ranges)('covers %s', (_name, pattern, minimum) => {
    expect([...DTC_TABLE.keys()].filter((c) => pattern.test(c)).length).toBeGreaterThanOrEqual(minimum);
  });
});

describe('explainDtc for known codes', () => {
  const cases: [string, string, RegExp, DtcSeverity, string][] = [
    ['P0300', 'P0300', /random\/multiple cylinder misfire/i, 'high', 'Ignition / misfire'],
    ['P0301', 'P0301', /cylinder 1 misfire/i, 'high', 'Ignition / misfire'],
    ['P0420', 'P0420', /catalyst system efficiency below threshold \(bank 1\)/i, 'medium', 'Emissions'],
    ['P0430', 'P0430', /catalyst system efficiency below threshold \(bank 2\)/i, 'medium', 'Emissions'],
    ['P0171', 'P0171', /system too lean \(bank 1\)/i, 'medium', 'Fuel and air metering'],
    ['P0174', 'P0174', /system too lean \(bank 2\)/i, 'medium', 'Fuel and air metering'],
    ['P0172', 'P0172', /system too rich \(bank 1\)/i, 'medium', 'Fuel and air metering'],
    ['P0128', 'P0128', /thermostat/i, 'low', 'Engine cooling'],
    ['P0442', 'P0442', /evaporative emission .*leak detected \(small leak\)/i, 'low', 'Emissions'],
    ['P0455', 'P0455', /leak detected \(large leak\)/i, 'low', 'Emissions'],
    ['P0A80', 'P0A80', /replace hybrid battery pack/i, 'high', 'Hybrid / EV propulsion'],
    ['P0217', 'P0217', /over temperature/i, 'critical', 'Engine cooling'],
    ['P0524', 'P0524', /oil pressure too low/i, 'critical', 'Engine protection'],
    ['P0700', 'P0700', /transmission control system/i, 'medium', 'Transmission'],
    ['P0101', 'P0101', /mass or volume air flow.*range\/performance/i, 'medium', 'Fuel and air metering'],
    ['P0335', 'P0335', /crankshaft position sensor "a" circuit/i, 'high', 'Ignition and engine position sensors'],
    ['p0300', 'P0300', /misfire/i, 'high', 'Ignition / misfire'],
    [' P0 420 ', 'P0420', /catalyst/i, 'medium', 'Emissions'],
    ['p0a80', 'P0A80', /hybrid battery/i, 'high', 'Hybrid / EV propulsion'],
    ['U0100', 'U0100', /lost communication with ecm\/pcm/i, 'high', 'Vehicle network (communication)'],
    ['C0035', 'C0035', /left front wheel speed sensor/i, 'high', 'Chassis (brakes, stability, steering)'],
    ['B0001', 'B0001', /driver frontal stage 1 deployment/i, 'critical', 'Body (restraints, lighting, climate)'],
  ];
  it.each(cases)('%j', (input, code, meaning, severity, system) => {
    const explained = explainDtc(input);
    expect(explained.code).toBe(code);
    expect(explained.meaning).toMatch(meaning);
    expect(explained.severity).toBe(severity);
    expect(explained.system).toBe(system);
    expect(explained.known).toBe(true);
  });
});

describe('explainDtc for unknown codes', () => {
  const cases: [string, string, string][] = [
    ['P1101', 'Unknown code — manufacturer-specific powertrain code (fuel and air metering)', 'Fuel and air metering'],
    ['P1300', 'Unknown code — manufacturer-specific powertrain code (ignition system or misfire)', 'Ignition system or misfire'],
    ['P0FFF', 'Unknown code — generic powertrain code', 'Powertrain'],
    ['P2999', 'Unknown code — generic powertrain code (transmission)', 'Transmission'],
    ['P3000', 'Unknown code — manufacturer-specific powertrain code', 'Powertrain'],
    ['P3400', 'Unknown code — generic powertrain code', 'Powertrain'],
    ['B1234', 'Unknown code — manufacturer-specific body code', 'Body'],
    ['C0999', 'Unknown code — generic chassis code', 'Chassis'],
    ['U0999', 'Unknown code — generic network code', 'Network'],
    ['U3000', 'Unknown code — reserved network code', 'Network'],
  ];
  it.each(cases)('%s', (code, meaning, system) => {
    expect(explainDtc(code)).toEqual({ code, meaning, system, severity: 'medium', known: false });
  });

  const invalid = ['', 'hello', 'P030', 'P03000', 'X0300', 'P4300', 'P03G0'];
  it.each(invalid)('%j is not a valid code', (code) => {
    const explained = explainDtc(code);
    expect(explained.known).toBe(false);
    expect(explained.meaning).toBe('Not a valid OBD-II trouble code');
  });
});

describe('normaliseDtcCode', () => {
  const cases: [string, string][] = [
    ['p0300', 'P0300'],
    [' P0 300 ', 'P0300'],
    ['p-0420', 'P0420'],
    ['P0A80', 'P0A80'],
  ];
  it.each(cases)('%j -> %s', (input, expected) => {
    expect(normaliseDtcCode(input)).toBe(expected);
  });
});

describe('severityRank', () => {
  const cases: [DtcSeverity, number][] = [
    ['low', 0],
    ['medium', 1],
    ['high', 2],
    ['critical', 3],
  ];
  it.each(cases)('%s -> %d', (severity, rank) => {
    expect(severityRank(severity)).toBe(rank);
  });
});

describe('explainDtcs', () => {
  it('dedupes and orders most severe first, then by code', () => {
    expect(explainDtcs(['P0442', 'p0300', 'P0524', 'P0171', 'P0300', 'P1101']).map((e) => e.code)).toEqual([
      'P0524',
      'P0300',
      'P0171',
      'P1101',
      'P0442',
    ]);
  });
});
