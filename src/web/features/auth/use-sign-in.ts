import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buildRedirectLoginUrl, loginWithPopup, pickRedirectUri, PopupBlockedError, type EntryState, type LoginResult, type ShareOptions } from '@/lib/dimo-login';
import { useSignOut } from '@/hooks/use-current-user';
import { useTRPC } from '@/lib/trpc';
import { saveDimoAuth } from './auth-storage';

/** Runs one step of the sign-in (EMAIL_INPUT) or sharing (VEHICLE_MANAGER) flow and hands the token to our server. */
export function useSignIn() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.system.settings.queryOptions());
  const signIn = useMutation(trpc.auth.signIn.mutationOptions());
  const { signOut } = useSignOut();
  const [pending, setPending] = useState<EntryState | null>(null);
  const [error, setError] = useState<string | null>(null);

  const complete = async (result: LoginResult) => {
    const { user, vehicleCount } = await signIn.mutateAsync({ token: result.token, sharedVehicles: result.sharedVehicles ?? undefined });
    saveDimoAuth({
      walletAddress: user.walletAddress,
      email: user.email,
      timestamp: Date.now(),
      isLoggedIn: true,
      vehiclesShared: vehicleCount > 0,
      sharedVehicles: result.sharedVehicles ?? [],
    });
    await queryClient.invalidateQueries();
    return { vehicleCount };
  };

  const start = async (entryState: EntryState, share?: ShareOptions): Promise<{ vehicleCount: number } | null> => {
    const s = settings.data;
    if (!s?.loginUrl || !s.clientId || !s.redirectUri) {
      setError('Sign-in is not available right now. Please try again in a moment.');
      return null;
    }
    const login = { loginUrl: s.loginUrl, clientId: s.clientId, redirectUri: pickRedirectUri(s.redirectUri, s.redirectUris, window.location.origin) };
    setPending(entryState);
    setError(null);
    try {
      const result = await loginWithPopup(login, entryState, share);
      if ('logout' in result) {
        signOut();
        return null;
      }
      return await complete(result);
    } catch (err) {
      if (err instanceof PopupBlockedError) {
        sessionStorage.setItem('dimoLoginStep', entryState);
        window.location.assign(buildRedirectLoginUrl(login, entryState, share));
        return null;
      }
      setError(err instanceof Error ? err.message : 'An unknown error occurred');
      return null;
    } finally {
      setPending(null);
    }
  };

  return { ready: Boolean(settings.data?.loginUrl), start, complete, pending, error, setError };
}
