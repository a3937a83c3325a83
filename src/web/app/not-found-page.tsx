import { Link } from 'react-router';
import { useCurrentUser } from '@/hooks/use-current-user';
import { cn } from '@/lib/utils';

/** The not-found screen; `embedded` shows it inside the page shell (e.g. a vehicle that is not the owner's). */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const Root = embedded ? 'section' : 'main';
  const { data: me } = useCurrentUser();
  return (
    <Root
      aria-label={embedded ? 'Page not found' : undefined}
      className={cn('flex flex-col items-center justify-center gap-4 bg-muted/40 p-6 text-center', embedded ? 'min-h-[60vh]' : 'min-h-screen')}
    >
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
      {me ? (
        <Link className="font-medium text-primary underline underline-offset-4" to="/dashboard">
          Go to your dashboard
        </Link>
      ) : (
        <Link className="font-medium text-primary underline underline-offset-4" to="/">
          Return to Home
        </Link>
      )}
    </Root>
  );
}
export default function NotFoundRoute() {
  return <NotFoundPage />;
}
