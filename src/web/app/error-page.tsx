import { isRouteErrorResponse, useRouteError } from 'react-router';

export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error ?? 'Unknown error');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="max-w-xl text-muted-foreground" role="alert">
        {detail}
      </p>
      <a className="text-primary underline" href="/">
        Return to Home
      </a>
    </main>
  );
}
