import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/**
 * "Are you sure?" before an action: title, what will happen, the action's error if it failed,
 * Cancel and the confirm button. It cannot be closed while the action runs.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  error,
  pending,
  confirmLabel,
  pendingLabel,
  onConfirm,
  destructive = false,
  confirmDisabled = false,
  confirmTestId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** The failed action's error (null/undefined: none). */
  error?: unknown;
  pending: boolean;
  confirmLabel: ReactNode;
  pendingLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
  confirmDisabled?: boolean;
  confirmTestId?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {error ? (
          <Alert variant="error" className="mt-4">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            variant={destructive ? 'destructive' : undefined}
            onClick={onConfirm}
            disabled={pending || confirmDisabled}
            data-testid={confirmTestId}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
