import type { DrivingTotals } from '../../../../shared/api/trips';
import type { DtcSeverity } from '../../../../shared/dtc/index';
import type { UsageFacts } from '../../usage';
import type { FleetVehicle } from '../facts/analyze-fleet';
import { ENGLISH, type Wording } from './wording';

export interface ChatAnswerMetadata {
  healthScore?: number;
  insights?: string[];
  recommendations?: string[];
  followUpQuestions?: string[];
  readinessScore?: number;
  analysis?: string;
  riskFactors?: string[];
  /** miles, whatever the owner's unit (the SPEC's field name) */
  totalMiles?: number;
  /** km/h: the mean of the daily top speeds */
  averageSpeed?: number;
  fuelConsumption?: string;
  usagePatterns?: string[];
  vehicles?: FleetVehicle[];
  /** the usage numbers behind a usage answer (window, distance, consumption, refuels, charging) */
  usage?: Omit<UsageFacts, 'days'>;
  /** the driving totals behind a trip or driving answer (summarizeDriving over the period asked) */
  driving?: DrivingTotals;
  /** sentences the figure guard withheld: they stated a kind of figure the car has no fact of (guard-figures.ts) */
  withheldFigures?: number;
  /** token id of the car a ranking named first: "what's wrong with it?" next is about that car */
  rankedFirst?: number;
  /** set by the caller when this deterministic answer stands in for a failed LLM call */
  isFallback?: boolean;
  /** why the answer could not be computed as asked (provider or LLM error) */
  error?: string;
}

export interface ChatAnswer {
  /** plain text, no markdown */
  content: string;
  metadata: ChatAnswerMetadata;
}

export function stripMarkdownBold(text: string): string {
  return text.replace(/\*\*/g, '');
}

export function formatBullets(items: string[]): string {
  return items.map((i) => `- ${i}`).join('\n');
}

/** Joins the non-empty parts with blank lines. */
export function formatParagraphs(parts: string[]): string {
  return parts.filter((p) => p.trim() !== '').join('\n\n');
}

/**
 * The text cut after each sentence and each line, spaces kept, so the pieces join back to the text exactly
 * ("11.7 V" and "45,210 km" stay whole: a sentence ends at . ! ? followed by a space or the end).
 */
export function splitIntoSentences(text: string): string[] {
  return text.match(/[^]*?(?:[.!?](?=\s|$)|\n|$)\s*/g)?.filter((piece) => piece !== '') ?? [];
}

/** The last step of every answer: plain text only. */
export function finishAnswer(answer: ChatAnswer): ChatAnswer {
  return { ...answer, content: stripMarkdownBold(answer.content) };
}

export function adviseOnCode(severity: DtcSeverity, code: string, w: Wording = ENGLISH): string {
  return w.t.codeAdvice[severity](code);
}
