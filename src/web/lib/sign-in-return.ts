/** Where the sign-in page sends the owner back to: a path of this app only (never another site). */
export function safeNextPath(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || raw.startsWith('/auth/')) return null;
  return raw;
}

/** The sign-in page's address that returns to `path` (with its query) afterwards. */
export function signInPathFor(path: string): string {
  const next = safeNextPath(path);
  return next && next !== '/dashboard' ? `/auth/login?next=${encodeURIComponent(next)}` : '/auth/login';
}

const DEMO_KEY = 'demoMode';

/**
 * A visitor looks around with the demo car when they asked for it (`?demo` in the address, from the sign-in page);
 * the choice lasts for the browser tab, so links inside the demo keep working. Otherwise signed-out visits sign in.
 */
export function isDemoVisit(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  if (new URLSearchParams(search).has('demo')) storage.setItem(DEMO_KEY, '1');
  return storage.getItem(DEMO_KEY) === '1';
}

export function leaveDemo(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(DEMO_KEY);
}
