import { DTC_GROUPS } from './dtc-codes';
import type { DtcEntry } from './dtc-types';

function buildTable(): ReadonlyMap<string, DtcEntry> {
  const table = new Map<string, DtcEntry>();
  for (const group of DTC_GROUPS) {
    for (const [code, meaning, severity] of group.codes) {
      if (table.has(code)) throw new Error(`Duplicate trouble code in the table: ${code}`);
      table.set(code, { meaning, severity: severity ?? group.severity, system: group.system });
    }
  }
  return table;
}

/** Every known code, upper case, e.g. "P0300". */
export const DTC_TABLE: ReadonlyMap<string, DtcEntry> = buildTable();
