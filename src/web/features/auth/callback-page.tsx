import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { parseCallbackParams } from '@/lib/dimo-login';
import { useSignOut } from '@/hooks/use-current-user';
import { useSignIn } from './use-sign-in';

/** The redirect flow's landing point (used when popups are blocked). */
export default function CallbackPage() {
  const navigate = useNavigate();
  const { complete } = useSignIn();
  const { signOut } = useSignOut();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const params = parseCallbackParams(window.location.search);
    const step = sessionStorage.getItem('dimoLoginStep');
    sessionStorage.removeItem('dimoLoginStep');
    if (params.kind === 'logout') {
      signOut();
    } else if (params.kind === 'error') {
      setError(params.message);
    } else if (params.kind === 'none') {
      setError('Missing authentication token');
    } else {
      complete(params.result).then(
        () => navigate(step === 'VEHICLE_MANAGER' ? '/dashboard' : '/auth/login', { replace: true }),
        (err: unknown) => setError(err instanceof Error ? err.message : 'Invalid or expired JWT.'),
      );
    }
  }, [complete, navigate, signOut]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center">
      {error ? (
        <>
          <h1 className="text-xl font-semibold">Sign-in failed</h1>
          <p role="alert" className="text-muted-foreground">
            {error}
          </p>
          <Link className="text-primary underline" to="/auth/login">
            Try again
          </Link>
        </>
      ) : (
        <p className="flex items-center gap-2" role="status">
          <Loader2 className="size-5 animate-spin" aria-hidden /> Signing you in…
        </p>
      )}
    </main>
  );
}
