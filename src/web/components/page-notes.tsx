import { Link } from 'react-router';

/** "Sign in to …" for a signed-out visitor on a page that needs the owner's vehicles. */
export function SignInNote({ children }: { children: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      <Link to="/auth/login" className="font-medium text-primary underline underline-offset-4">
        Sign in
      </Link>{' '}
      {children}
    </p>
  );
}

/** A page's load failure, announced to screen readers. */
export function LoadErrorNote({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}
