import { describe, expect, it } from 'vitest';
import { isDemoVisit, leaveDemo, safeNextPath, signInPathFor } from './sign-in-return';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
}

describe('sign-in return path', () => {
  it.each([
    ['/reminders', '/reminders'],
    ['/vehicles/1001?tab=service', '/vehicles/1001?tab=service'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['/auth/login', null],
    ['', null],
    [null, null],
  ])('%s is followed back as %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it('names the page to return to, except the dashboard, where sign-in goes anyway', () => {
    expect(signInPathFor('/vehicles/1001?tab=service')).toBe('/auth/login?next=%2Fvehicles%2F1001%3Ftab%3Dservice');
    expect(signInPathFor('/dashboard')).toBe('/auth/login');
  });

  it('keeps the demo for the tab once asked for, until left', () => {
    const storage = memoryStorage();
    expect(isDemoVisit('', storage)).toBe(false);
    expect(isDemoVisit('?demo', storage)).toBe(true);
    expect(isDemoVisit('?tab=documents', storage)).toBe(true);
    leaveDemo(storage);
    expect(isDemoVisit('', storage)).toBe(false);
  });
});
