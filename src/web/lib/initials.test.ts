import { describe, expect, it } from 'vitest';
import { initialsFrom } from './initials';

describe('initialsFrom', () => {
  it.each([
    ['jane.doe@example.com', 'JD'],
    ['jane_doe@example.com', 'JD'],
    ['jane@example.com', 'JA'],
    ['j@example.com', 'J'],
    ['Ada Lovelace', 'AL'],
    ['0xAbC123', '0X'],
    ['', '?'],
    [null, '?'],
    [undefined, '?'],
    ['@example.com', '?'],
  ])('%j gives %j', (input, expected) => expect(initialsFrom(input)).toBe(expected));
});
