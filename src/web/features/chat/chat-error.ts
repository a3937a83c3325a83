import { CHAT_WORDING, type ChatWording } from './chat-wording';

export const GENERIC_CHAT_ERROR = CHAT_WORDING.en.errors.generic;
export const RATE_LIMITED_MESSAGE = CHAT_WORDING.en.errors.rateLimited;
export const SIGN_IN_REQUIRED_MESSAGE = CHAT_WORDING.en.errors.signInRequired;

interface ErrorShape {
  message?: unknown;
  data?: { code?: unknown; httpStatus?: unknown } | null;
}

/** The text of the AI bubble that stands in for a failed answer, in the page's language (the server's own message as it is). */
export function describeChatError(error: unknown, t: ChatWording = CHAT_WORDING.en): string {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as ErrorShape;
  const code = shape.data?.code;
  const status = shape.data?.httpStatus;
  if (code === 'TOO_MANY_REQUESTS' || status === 429) return t.errors.rateLimited;
  if (code === 'UNAUTHORIZED' || status === 401) return t.errors.signInRequired;
  const message = typeof shape.message === 'string' ? shape.message.trim() : '';
  // Network failures surface as the browser's raw "Failed to fetch"; they say nothing useful.
  if (!message || /failed to fetch|networkerror|load failed/i.test(message)) return t.errors.generic;
  return message;
}
