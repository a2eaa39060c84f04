import { RotateCcw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';

/** An error state: the MESSAGES text for the failed call, the server's reason, and a retry. */
export function QueryError({
  title,
  error,
  onRetry,
  className,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
  className?: string;
}) {
  const reason =
    error instanceof ApiError && error.status !== 404 && error.message !== title ? error.message : null;
  return (
    <Alert variant="error" className={className} data-testid="query-error">
      <p className="font-medium">{title}</p>
      {reason && <p className="mt-1 text-red-200/80">{reason}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      )}
    </Alert>
  );
}
