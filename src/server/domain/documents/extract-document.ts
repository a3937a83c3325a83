import type { ProcessedData } from '../../../shared/documents';
import { mergeLlmAnswer } from './merge-llm-answer';
import { parseDocumentFields } from './parse';
import { readDocument, readFileHead, sniffFile, type ReadResult, type ReadStep } from './read';

/** An optional AI reader: gets the text (and the image for pictures) and answers with ProcessedData-like JSON. */
export type LlmExtractor = (input: { text: string; imagePath?: string }) => Promise<unknown>;

export type ExtractStep = 'sniffing' | 'checking' | ReadStep | 'parsing' | 'asking_llm';

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

/**
 * Reads one document and returns its facts: sniff the type, check it is safe, read its text (text layer,
 * Word, or OCR), parse the fields, and optionally fill gaps from an LLM's answer.
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
  onStep?.('parsing', 'Reading the fields');
  let data = parseDocumentFields({ text: read.text, fileName, lines: read.lines });
  const ms = Math.round(performance.now() - started);
  let llmError: string | undefined;
  if (llm) {
    onStep?.('asking_llm', 'Asking the AI reader');
    try {
      const isImage = kind === 'jpg' || kind === 'png';
      data = mergeLlmAnswer(data, await llm({ text: read.text, imagePath: isImage ? path : undefined }));
    } catch (error) {
      llmError = error instanceof Error ? error.message : String(error);
    }
  }
  return {
    data,
    read: { method: read.method, pages: read.pages, ms, ...(read.ocrConfidence !== undefined ? { ocrConfidence: read.ocrConfidence } : {}) },
    ...(llmError ? { llmError } : {}),
  };
}
