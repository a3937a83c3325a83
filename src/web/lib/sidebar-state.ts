export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

/** The stored expanded state from a `document.cookie` string, or null when none was stored. */
export function readSidebarCookie(cookieHeader: string): boolean | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SIDEBAR_COOKIE_NAME) continue;
    const value = rest.join('=').trim();
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return null;
}

/** The assignment to `document.cookie` that keeps the state for 7 days. */
export function serializeSidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** ctrl+b or cmd+b, ignoring other modifiers' combinations with shift or alt. */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
