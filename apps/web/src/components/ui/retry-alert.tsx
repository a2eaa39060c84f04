import { errorMessage } from '@/lib/api-error';
import { Alert } from './alert';

/** "Could not load …: <the server's message> Try again" for a failed read. */
export function RetryAlert({
  message,
  error,
  onRetry,
}: {
  /** What failed, e.g. "Could not load analytics". */
  message: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert variant="error">
      {message}: {errorMessage(error)}{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Try again
      </button>
    </Alert>
  );
}
