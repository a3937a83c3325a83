import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarCookie, serializeSidebarCookie } from './sidebar-state';

describe('sidebar cookie', () => {
  it.each([
    ['', null],
    ['sidebar_state=true', true],
    ['sidebar_state=false', false],
    ['a=1; sidebar_state=false; b=2', false],
    ['a=1;sidebar_state=true', true],
    ['sidebar_state=maybe', null],
    ['other_sidebar_state=false', null],
    ['session=abc=def; sidebar_state=true', true],
  ])('reads %j as %s', (cookie, expected) => expect(readSidebarCookie(cookie)).toBe(expected));

  it('writes a 7-day, site-wide cookie that reads back', () => {
    const cookie = serializeSidebarCookie(false);
    expect(cookie).toContain('max-age=604800');
    expect(cookie).toContain('path=/');
    expect(readSidebarCookie(cookie.split(';')[0])).toBe(false);
    expect(readSidebarCookie(serializeSidebarCookie(true).split(';')[0])).toBe(true);
  });
});

describe('sidebar keyboard shortcut', () => {
  const base = { key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
  it.each([
    [{ ...base, ctrlKey: true }, true],
    [{ ...base, metaKey: true }, true],
    [{ ...base, key: 'B', ctrlKey: true }, true],
    [base, false],
    [{ ...base, key: 'c', ctrlKey: true }, false],
    [{ ...base, ctrlKey: true, shiftKey: true }, false],
    [{ ...base, metaKey: true, altKey: true }, false],
  ])('%j toggles: %s', (event, expected) => expect(isSidebarShortcut(event)).toBe(expected));
});
