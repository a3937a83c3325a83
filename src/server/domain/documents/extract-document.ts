import { listUncertainFields, type ConfidenceField, type ProcessedData } from '../../../shared/documents';
import { mergeLlmAnswer } from './merge-llm-answer';
import { parseDocumentFields } from './parse';
import { readDocument, readFileHead, sniffFile, type ReadResult, type ReadStep } from './read';

/**
 * An optional AI reader: gets the text (and the image for pictures) and the fields the local reading is unsure of,
 * and answers with ProcessedData-like JSON.
 */
export type LlmExtractor = (input: { text: string; imagePath?: string; fields: ConfidenceField[] }) => Promise<unknown>;

/** `analyzing`: reading the fields (and asking the AI reader, when one is given); `vehicle`: the VIN and vehicle facts. */
export type ExtractStep = 'sniffing' | 'checking' | ReadStep | 'analyzing' | 'vehicle';

export type ExtractOptions = {
  onStep?: (step: ExtractStep, detail: string) => void;
  llm?: LlmExtractor;
  signal?: AbortSignal;
};

export type ExtractResult = {
  data: ProcessedData;
  /** `ms` covers sniffing, reading and parsing, not the LLM. */
  read: { method: ReadResult['method']; pages: number; ms: number; ocrConfidence?: number };
  /** Set when an LLM was given and failed; the local result is returned anyway. */
  llmError?: string;
};

async function askLlm(llm: LlmExtractor, input: Parameters<LlmExtractor>[0]): Promise<({ value: unknown } | { error: string }) & { ms: number }> {
  const started = performance.now();
  try {
    const value = await llm(input);
    return { value, ms: performance.now() - started };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), ms: performance.now() - started };
  }
}

/**
 * Reads one document and returns its facts: sniff the type, check it is safe, read its text (text layer,
 * Word, or OCR), parse the fields, and, when an LLM is
 * given, ask it about the fields still uncertain and merge its answer.
 * Throws DocumentReadError when the file cannot be read.
 */
export async function extractDocument(path: string, fileName: string, opts: ExtractOptions = {}): Promise<ExtractResult> {
  const { onStep, llm, signal } = opts;
  const started = performance.now();
  onStep?.('sniffing', 'Checking the file type');
  const { kind } = await sniffFile(await readFileHead(path), fileName);
  // readDocument checks the file is safe to open (zip bombs, huge images) before parsing it.
  onStep?.('checking', 'Checking the file is safe to open');
  const read = await readDocument(path, kind, { onStep, signal });
  onStep?.('analyzing', 'Reading the fields');
  const local = parseDocumentFields({ text: read.text, fileName, lines: read.lines }, () => onStep?.('vehicle', 'Reading the VIN and vehicle facts'));
  // The AI reader is asked only about the fields the local reading missed or is unsure of.
  const fields = llm ? listUncertainFields(local) : [];
  if (fields.length) onStep?.('analyzing', 'Asking the AI reader about the fields still uncertain');
  const answer =
    llm && fields.length
      ? await askLlm(llm, { text: read.text, imagePath: kind === 'jpg' || kind === 'png' ? path : undefined, fields })
      : undefined;
  const merged = answer && 'value' in answer ? mergeLlmAnswer(local, answer.value, fields) : local;
  const data = read.totalPages && read.totalPages > read.pages ? { ...merged, pages: { read: read.pages, total: read.totalPages } } : merged;
  const llmError = answer && 'error' in answer ? answer.error : undefined;
  const ms = Math.round(performance.now() - started - (answer?.ms ?? 0));
  return {
    data,
    read: { method: read.method, pages: read.pages, ms, ...(read.ocrConfidence !== undefined ? { ocrConfidence: read.ocrConfidence } : {}) },
    ...(llmError ? { llmError } : {}),
  };
}
