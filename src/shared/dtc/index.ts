export { DTC_SEVERITIES } from './dtc-types';
export type { DtcEntry, DtcExplanation, DtcSeverity } from './dtc-types';
export { DTC_TABLE } from './dtc-table';
export { explainDtc, explainDtcs, normaliseDtcCode, severityRank } from './explain-dtc';
