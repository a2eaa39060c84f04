import { MESSAGES } from '@sdp/shared';
import { AlertOctagon } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Router errorElement: 'Unexpected Application Error!' with the error's message. */
export function RouterError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error ?? '');
  console.error('Router error', error);
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
      <AlertOctagon className="size-12 text-red-400" aria-hidden="true" />
      <h1 className="mt-6 text-2xl font-bold">{MESSAGES.routerErrorTitle}</h1>
      {detail && (
        <pre className="mt-4 max-w-xl whitespace-pre-wrap break-words rounded-lg bg-muted px-4 py-3 text-left text-sm text-muted-foreground">
          {detail}
        </pre>
      )}
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" onClick={() => window.location.assign(paths.home)}>
          Home
        </Button>
      </div>
    </main>
  );
}
