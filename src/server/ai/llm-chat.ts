import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText, type ModelMessage, type ToolSet } from 'ai';
import { LlmError, type LlmSettings } from './llm-settings';

export { LlmError, type LlmSettings } from './llm-settings';

export const LLM_TEMPERATURE = 0.7;
export const LLM_MAX_TOKENS = 1000;

/** Streams an answer from any OpenAI-compatible endpoint, letting the model call the given tools (a few steps at most). */
export async function* streamLlmAnswer(
  settings: LlmSettings,
  input: { system: string; messages: ModelMessage[]; tools?: ToolSet; signal?: AbortSignal },
): AsyncGenerator<string> {
  const provider = createOpenAICompatible({ name: 'llm', baseURL: settings.baseUrl, apiKey: settings.apiKey || undefined });
  let failure: unknown = null;
  const result = streamText({
    model: provider.chatModel(settings.model),
    system: input.system,
    messages: input.messages,
    tools: input.tools,
    toolChoice: input.tools ? 'auto' : undefined,
    stopWhen: stepCountIs(5),
    temperature: LLM_TEMPERATURE,
    maxOutputTokens: LLM_MAX_TOKENS,
    maxRetries: 1,
    abortSignal: input.signal,
    onError: ({ error }) => {
      failure = error;
    },
  });
  let produced = false;
  for await (const delta of result.textStream) {
    if (!delta) continue;
    produced = true;
    yield delta;
  }
  if (failure) throw new LlmError(describeLlmError(failure), { cause: failure });
  if (!produced) throw new LlmError('the model returned no text');
}

function describeLlmError(error: unknown): string {
  const outer = error as { lastError?: unknown };
  const e = (outer.lastError ?? error) as { message?: string; statusCode?: number; responseBody?: string };
  const body = e.responseBody ? safeMessage(e.responseBody) : null;
  return body ?? e.message ?? String(error);
}

function safeMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body);
    return typeof parsed?.error?.message === 'string' ? parsed.error.message : null;
  } catch {
    return null;
  }
}
