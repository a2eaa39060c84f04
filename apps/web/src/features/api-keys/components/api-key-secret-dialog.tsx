import type { CreatedApiKey } from '@sdp/shared';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** The new key's secret, shown this once (the server never answers it again), with a copy button. */
export function ApiKeySecretDialog({
  apiKey,
  onClose,
}: {
  apiKey: CreatedApiKey | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(apiKey?.secret ?? '');
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog open={!!apiKey} onOpenChange={(open) => !open && close()}>
      <DialogContent data-testid="api-key-secret-dialog">
        <DialogTitle>Your new API key: {apiKey?.name}</DialogTitle>
        <DialogDescription>
          Copy it now and keep it somewhere safe: you will not see it again. Send it as{' '}
          <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>. If it is lost, delete
          it and create another.
        </DialogDescription>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            className="min-w-0 flex-1 break-all rounded-md border border-border bg-muted/40 p-2 font-mono text-xs"
            data-testid="api-key-secret"
          >
            {apiKey?.secret}
          </code>
          <Button variant="outline" size="sm" onClick={() => void copy()} aria-label="Copy API key">
            {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {copied === 'yes' ? 'API key copied to the clipboard' : ''}
        </p>
        {copied === 'failed' && (
          <Alert variant="error" className="mt-3">
            Could not copy: select the key and copy it by hand.
          </Alert>
        )}
        <div className="mt-6 flex justify-end">
          <Button onClick={close}>I have saved it</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
