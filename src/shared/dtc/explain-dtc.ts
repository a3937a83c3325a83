import { DTC_TABLE } from './dtc-table';
import { DTC_SEVERITIES } from './dtc-types';
import type { DtcExplanation, DtcSeverity } from './dtc-types';

const AREAS: Record<string, string> = { P: 'powertrain', B: 'body', C: 'chassis', U: 'network' };

// SAE J2012 subsystem digit (third character) of P0, P1 and P2 codes.
const POWERTRAIN_SUBSYSTEMS: Record<string, string> = {
  '0': 'fuel and air metering and auxiliary emission controls',
  '1': 'fuel and air metering',
  '2': 'fuel and air metering (injector circuit)',
  '3': 'ignition system or misfire',
  '4': 'auxiliary emission controls',
  '5': 'vehicle speed, idle control and auxiliary inputs',
  '6': 'computer and output circuits',
  '7': 'transmission',
  '8': 'transmission',
  '9': 'transmission',
  A: 'hybrid propulsion',
  B: 'hybrid propulsion',
  C: 'hybrid propulsion',
};

const FALLBACK_SEVERITY: DtcSeverity = 'medium';

/** Upper case without spaces or dashes: " p0 300 " -> "P0300". */
export function normaliseDtcCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

// P1, P30-P33, B1, B2, C1, C2, U1, U2 are manufacturer-specific; B3, C3, U3 are reserved.
function isManufacturerSpecific(code: string): boolean | null {
  const digit = code[1];
  if (code[0] === 'P') {
    if (digit === '3') return '0123'.includes(code[2]);
    return digit === '1';
  }
  if (digit === '3') return null;
  return digit !== '0';
}

function describeUnknown(code: string): { meaning: string; system: string } {
  const area = AREAS[code[0]];
  const manufacturer = isManufacturerSpecific(code);
  const origin = manufacturer === null ? 'reserved' : manufacturer ? 'manufacturer-specific' : 'generic';
  const subsystem = code[0] === 'P' && '012'.includes(code[1]) ? POWERTRAIN_SUBSYSTEMS[code[2]] : undefined;
  const meaning = `Unknown code — ${origin} ${area} code${subsystem ? ` (${subsystem})` : ''}`;
  const system = subsystem ? subsystem[0].toUpperCase() + subsystem.slice(1) : area[0].toUpperCase() + area.slice(1);
  return { meaning, system };
}

/** Meaning, severity and system of a trouble code; unknown but well-formed codes are decoded from their structure. */
export function explainDtc(code: string): DtcExplanation {
  const normalised = normaliseDtcCode(code);
  const entry = DTC_TABLE.get(normalised);
  if (entry) return { code: normalised, ...entry, known: true };
  if (!/^[PBCU][0-3][0-9A-F]{3}$/.test(normalised)) {
    return { code: normalised, meaning: 'Not a valid OBD-II trouble code', severity: FALLBACK_SEVERITY, system: 'Unknown', known: false };
  }
  return { code: normalised, ...describeUnknown(normalised), severity: FALLBACK_SEVERITY, known: false };
}

/** 0 for low up to 3 for critical, for sorting the most urgent first. */
export function severityRank(severity: DtcSeverity): number {
  return DTC_SEVERITIES.indexOf(severity);
}

/** Explanations of many codes, most severe first, then by code. */
export function explainDtcs(codes: readonly string[]): DtcExplanation[] {
  const unique = [...new Set(codes.map(normaliseDtcCode))];
  return unique
    .map(explainDtc)
    .sort((a, b) => severityRank(b.severity) - severityRank(a.severity) || a.code.localeCompare(b.code));
}
