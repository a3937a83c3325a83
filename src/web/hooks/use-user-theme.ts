import { useEffect } from 'react';
import { useCurrentUser } from './use-current-user';
import { useTheme } from './use-theme';
import { useUpdateSettings } from './use-update-settings';
import type { ThemePreference } from '@/lib/theme';

/** Shared by every component using the hook, so the stored theme is adopted only once per sign-in. */
let adoptedForUserId: string | null = null;

/** Adopts the signed-in user's stored theme once per user, and saves theme changes for them. */
export function useUserTheme() {
  const { data: me } = useCurrentUser();
  const { theme, resolvedTheme, setTheme } = useTheme();
  const update = useUpdateSettings();

  useEffect(() => {
    if (!me || adoptedForUserId === me.id) return;
    adoptedForUserId = me.id;
    setTheme(me.theme);
  }, [me, setTheme]);

  const chooseTheme = (next: ThemePreference) => {
    setTheme(next);
    if (me && me.theme !== next) update.mutate({ theme: next });
  };
  return { theme, resolvedTheme, chooseTheme };
}
