/** An OpenAI-compatible endpoint the assistant and the document reader use when one is configured. */
export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export class LlmError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`OpenAI API Error: ${message}`, options);
    this.name = 'LlmError';
  }
}
