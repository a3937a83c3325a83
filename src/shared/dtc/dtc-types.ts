export const DTC_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type DtcSeverity = (typeof DTC_SEVERITIES)[number];

/** One code of a group: [code, standard meaning, severity when it differs from the group's]. */
export type DtcRow = readonly [code: string, meaning: string, severity?: DtcSeverity];

export type DtcGroup = {
  system: string;
  severity: DtcSeverity;
  codes: readonly DtcRow[];
};

export type DtcEntry = { meaning: string; severity: DtcSeverity; system: string };

export type DtcExplanation = DtcEntry & { code: string; known: boolean };
