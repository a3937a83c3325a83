import { describe, expect, it } from 'vitest';
import { describeChatError, GENERIC_CHAT_ERROR, RATE_LIMITED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from './chat-error';
import { CHAT_WORDING } from './chat-wording';

describe('describeChatError', () => {
  it.each([
    { name: 'rate limit by code', error: { message: 'Too many', data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } }, expected: RATE_LIMITED_MESSAGE },
    { name: 'rate limit by status', error: { message: 'x', data: { httpStatus: 429 } }, expected: RATE_LIMITED_MESSAGE },
    { name: 'signed out', error: { message: 'UNAUTHORIZED', data: { code: 'UNAUTHORIZED', httpStatus: 401 } }, expected: SIGN_IN_REQUIRED_MESSAGE },
    {
      name: "the server's message",
      error: { message: 'No vehicle selected. Please connect a vehicle via DIMO or choose one from your dashboard.', data: { code: 'BAD_REQUEST' } },
      expected: 'No vehicle selected. Please connect a vehicle via DIMO or choose one from your dashboard.',
    },
    { name: 'a plain Error', error: new Error('OpenAI API Error: quota'), expected: 'OpenAI API Error: quota' },
    { name: 'network failure', error: new TypeError('Failed to fetch'), expected: GENERIC_CHAT_ERROR },
    { name: 'empty message', error: { message: '  ' }, expected: GENERIC_CHAT_ERROR },
    { name: 'not an object', error: 'boom', expected: GENERIC_CHAT_ERROR },
    { name: 'null', error: null, expected: GENERIC_CHAT_ERROR },
  ])('$name', ({ error, expected }) => {
    expect(describeChatError(error)).toBe(expected);
  });
});

describe('describeChatError in the page language', () => {
  it('words its own errors in the language given, and keeps the server message as it is', () => {
    const de = CHAT_WORDING.de;
    expect(describeChatError({ data: { httpStatus: 429 } }, de)).toBe(de.errors.rateLimited);
    expect(describeChatError(new TypeError('Failed to fetch'), de)).toMatch(/^Beim Analysieren Ihres Fahrzeugs/);
    expect(describeChatError({ message: 'Vehicle not found.' }, de)).toBe('Vehicle not found.');
  });
});
