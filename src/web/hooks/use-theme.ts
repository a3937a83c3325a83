import { useCallback, useSyncExternalStore } from 'react';
import { parseThemePreference, resolveTheme, THEME_STORAGE_KEY, type ResolvedTheme, type ThemePreference } from '@/lib/theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readPreference(): ThemePreference {
  try {
    return parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches;
}

function applyToDocument(preference: ThemePreference): void {
  const resolved = resolveTheme(preference, systemPrefersDark());
  document.documentElement.classList.toggle('dark', resolved === 'dark');
  document.documentElement.style.colorScheme = resolved;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores the preference where index.html's pre-paint script reads it, and applies it now. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Private mode without storage: the theme still applies for this page view.
  }
  applyToDocument(preference);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  const onSystemChange = () => {
    if (readPreference() === 'system') applyToDocument('system');
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyToDocument(readPreference());
    listener();
  };
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): string {
  return `${readPreference()}:${systemPrefersDark() ? 'dark' : 'light'}`;
}

export interface ThemeState {
  theme: ThemePreference;
  resolvedTheme: ResolvedTheme;
  setTheme: (preference: ThemePreference) => void;
}

/** The theme preference (localStorage 'theme') and the `.dark` class on <html>, shared by every component. */
export function useTheme(): ThemeState {
  const value = useSyncExternalStore(subscribe, snapshot, () => 'system:light');
  const [preference, system] = value.split(':');
  const theme = parseThemePreference(preference);
  const setTheme = useCallback((next: ThemePreference) => setThemePreference(next), []);
  return { theme, resolvedTheme: resolveTheme(theme, system === 'dark'), setTheme };
}
