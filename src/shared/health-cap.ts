import type { DtcSeverity } from './dtc/dtc-types';

/** Why a health score was held down: the worst stored trouble code (see assessHealth in health-score.ts). */
export interface HealthCap {
  code: string;
  severity: DtcSeverity;
  meaning: string;
  /** the score may be at most this */
  max: number;
}

/** The reason line under a capped score (card, greeting, chat, fleet list). */
export function describeHealthCap(cap: HealthCap): string {
  return `Held at ${cap.max}/100: trouble code ${cap.code} is stored (${cap.severity}: ${cap.meaning.replace(/\.$/, '')}).`;
}
