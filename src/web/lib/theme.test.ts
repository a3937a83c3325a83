import { describe, expect, it } from 'vitest';
import { parseThemePreference, resolveTheme, toggledTheme } from './theme';

describe('theme preference', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['', 'system'],
    ['blue', 'system'],
    [1, 'system'],
  ])('parses %j as %s', (raw, expected) => expect(parseThemePreference(raw)).toBe(expected));

  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('%s with system dark=%s resolves to %s', (pref, systemDark, expected) =>
    expect(resolveTheme(pref, systemDark)).toBe(expected),
  );

  it.each([
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const)('toggles %s to %s', (from, to) => expect(toggledTheme(from)).toBe(to));
});
