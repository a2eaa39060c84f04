import { RotateCcw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-error';

/** An error state with the server's message, a retry and, for a missing site, a way out. */
export function QueryErrorNote({
  title,
  error,
  onRetry,
  onDiscard,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
  onDiscard?: () => void;
}) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Alert variant="error" data-testid="query-error">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-red-200/80">{errorMessage(error)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        )}
        {onDiscard && notFound && (
          <Button variant="outline" size="sm" onClick={onDiscard}>
            Start over for this market
          </Button>
        )}
      </div>
    </Alert>
  );
}
