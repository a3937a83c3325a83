import { readFile } from 'node:fs/promises';
import type { UserContent } from 'ai';
import { z } from 'zod';
import { ProcessedDataSchema } from '../../shared/documents';
import type { LlmExtractor } from '../domain/documents/extract-document';
import { LlmError, type LlmSettings } from './llm-settings';

/** SPEC's processing configuration for the AI reader. */
export const DOCUMENT_LLM_TEMPERATURE = 0.1;
export const DOCUMENT_LLM_MAX_TOKENS = 1000;

/** The shape the model is asked for: the app's own processedData schema (without the reader's own scores). */
const AnswerSchema = ProcessedDataSchema.omit({ confidence: true, candidates: true, dateOrder: true, documentKind: true, additionalVehicles: true });
const ANSWER_JSON_SCHEMA = JSON.stringify(z.toJSONSchema(AnswerSchema));

const INSTRUCTIONS = `You read vehicle documents (registration, insurance card, service invoice, oil-change receipt).
Answer with one JSON object only, no prose, matching this JSON schema:
${ANSWER_JSON_SCHEMA}
Dates as YYYY-MM-DD. Use null for anything the document does not state. Never guess a VIN.`;

/** The local reader is sure of the other fields: the model is asked only about these. */
function describeFields(fields: readonly string[]): string {
  return `Only these fields are uncertain; fill them and leave the others null: ${fields.join(', ')}.`;
}

/**
 * An AI reader for documents over any OpenAI-compatible endpoint: text documents as text, pictures through the
 * vision model. Its answer is only a suggestion: the caller validates and merges it with the local extraction.
 */
export function createLlmDocumentReader(settings: LlmSettings & { visionModel?: string }): LlmExtractor {
  // the AI SDK loads with the first document the model is asked about, not at start-up
  const loading = Promise.all([import('@ai-sdk/openai-compatible'), import('ai')]).then(([{ createOpenAICompatible }, ai]) => ({
    ai,
    provider: createOpenAICompatible({ name: 'llm', baseURL: settings.baseUrl, apiKey: settings.apiKey || undefined, supportsStructuredOutputs: true }),
  }));
  return async ({ text, imagePath, fields }) => {
    const {
      ai: { generateText, NoObjectGeneratedError, Output },
      provider,
    } = await loading;
    const content: UserContent = [
      { type: 'text', text: `${INSTRUCTIONS}\n${describeFields(fields)}\n\nDocument text (may be OCR output):\n${text.slice(0, 12_000)}` },
    ];
    if (imagePath) content.push({ type: 'image', image: await readFile(imagePath) });
    try {
      const result = await generateText({
        model: provider.chatModel(imagePath && settings.visionModel ? settings.visionModel : settings.model),
        messages: [{ role: 'user', content }],
        // Sent as response_format json_schema; the answer is still read leniently below and merged field by field.
        experimental_output: Output.object({ schema: AnswerSchema }),
        temperature: DOCUMENT_LLM_TEMPERATURE,
        maxOutputTokens: DOCUMENT_LLM_MAX_TOKENS,
        maxRetries: 1,
        abortSignal: AbortSignal.timeout(30_000),
      });
      return parseJsonObject(result.text);
    } catch (err) {
      // An answer that misses the schema is still worth reading: the merge keeps only fields that validate.
      if (NoObjectGeneratedError.isInstance(err) && err.text) return parseJsonObject(err.text);
      throw new LlmError(err instanceof Error ? err.message : String(err), { cause: err });
    }
  };
}

/** The first JSON object in a model's answer (models sometimes wrap it in a code fence or a sentence). */
export function parseJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the model did not answer with JSON');
  return JSON.parse(text.slice(start, end + 1));
}
