export const GENERIC_CHAT_ERROR =
  'Sorry, I encountered an error while analyzing your vehicle. Please try again or check if the services are properly configured.';
export const RATE_LIMITED_MESSAGE = "You're sending messages too quickly. Please slow down and try again in a moment.";
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in again to keep chatting about your vehicles.';

interface ErrorShape {
  message?: unknown;
  data?: { code?: unknown; httpStatus?: unknown } | null;
}

/** The text of the AI bubble that stands in for a failed answer. */
export function describeChatError(error: unknown): string {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as ErrorShape;
  const code = shape.data?.code;
  const status = shape.data?.httpStatus;
  if (code === 'TOO_MANY_REQUESTS' || status === 429) return RATE_LIMITED_MESSAGE;
  if (code === 'UNAUTHORIZED' || status === 401) return SIGN_IN_REQUIRED_MESSAGE;
  const message = typeof shape.message === 'string' ? shape.message.trim() : '';
  // Network failures surface as the browser's raw "Failed to fetch"; they say nothing useful.
  if (!message || /failed to fetch|networkerror|load failed/i.test(message)) return GENERIC_CHAT_ERROR;
  return message;
}
