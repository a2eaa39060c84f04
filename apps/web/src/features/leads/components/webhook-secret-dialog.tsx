import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/**
 * The renter's webhook secret, shown once after create or rotate (the server never answers it
 * again): copy it now and hand it to the renter, who checks X-Signature with it.
 */
export function WebhookSecretDialog({
  secret,
  renterName,
  onClose,
}: {
  secret: string | null;
  renterName: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog
      open={!!secret}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(null);
          onClose();
        }
      }}
    >
      <DialogContent data-testid="webhook-secret-dialog">
        <DialogTitle>Webhook secret for {renterName}</DialogTitle>
        <DialogDescription>
          Give this secret to the renter: it checks the X-Signature header of every lead we post to its
          webhook. You will not see it again; if it is lost, rotate the secret.
        </DialogDescription>
        <div className="mt-4 flex items-center gap-2">
          <code
            className="min-w-0 flex-1 break-all rounded-md border border-border bg-muted/40 p-2 font-mono text-xs"
            data-testid="webhook-secret-value"
          >
            {secret}
          </code>
          <Button variant="outline" size="sm" onClick={() => void copy()} aria-label="Copy webhook secret">
            {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {copied === 'yes' ? 'Secret copied to the clipboard' : ''}
        </p>
        {copied === 'failed' && (
          <Alert variant="error" className="mt-3">
            Could not copy: select the secret and copy it by hand.
          </Alert>
        )}
        <div className="mt-6 flex justify-end">
          <Button
            onClick={() => {
              setCopied(null);
              onClose();
            }}
          >
            I have saved it
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
