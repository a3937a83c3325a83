import type { DtcSeverity } from './dtc/dtc-types';
import type { Language } from './languages';

/** Why a health score was held down: the worst stored trouble code (see assessHealth in health-score.ts). */
export interface HealthCap {
  code: string;
  severity: DtcSeverity;
  meaning: string;
  /** the score may be at most this */
  max: number;
}

const SEVERITY: Record<Language, Record<DtcSeverity, string>> = {
  en: { critical: 'critical', high: 'high', medium: 'medium', low: 'low' },
  es: { critical: 'crítica', high: 'alta', medium: 'media', low: 'baja' },
  de: { critical: 'kritisch', high: 'hoch', medium: 'mittel', low: 'niedrig' },
  fr: { critical: 'critique', high: 'élevée', medium: 'moyenne', low: 'faible' },
};

const SENTENCE: Record<Language, (max: number, code: string, severity: string, meaning: string) => string> = {
  en: (max, code, severity, meaning) => `Held at ${max}/100: trouble code ${code} is stored (${severity}: ${meaning}).`,
  es: (max, code, severity, meaning) => `Limitada a ${max}/100: hay almacenado el código de avería ${code} (${severity}: ${meaning}).`,
  de: (max, code, severity, meaning) => `Auf ${max}/100 begrenzt: Fehlercode ${code} ist gespeichert (${severity}: ${meaning}).`,
  fr: (max, code, severity, meaning) => `Limité à ${max}/100 : le code d'erreur ${code} est enregistré (${severity} : ${meaning}).`,
};

/** The reason line under a capped score (card, greeting, chat, fleet list), in English unless told otherwise. */
export function describeHealthCap(cap: HealthCap, language: Language = 'en'): string {
  return SENTENCE[language](cap.max, cap.code, SEVERITY[language][cap.severity], cap.meaning.replace(/\.$/, ''));
}
