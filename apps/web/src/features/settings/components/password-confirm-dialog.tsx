import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useSession } from '@/lib/session';

/** A dialog that asks for the account password before a sensitive action. */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  error,
  destructive,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  destructive?: boolean;
  onConfirm: (password: string) => void;
  children?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  // An account created through Google has no password to confirm with: it sets one first.
  const noPassword = useSession().user?.hasPassword === false;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setMissing(true);
    setMissing(false);
    onConfirm(password);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          setPassword('');
          setMissing(false);
        }
        onOpenChange(o);
      }}
    >
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          {(error || missing) && <Alert variant="error">{missing ? 'Password is required' : error}</Alert>}
          {noPassword ? (
            <Alert variant="info">
              Your account signs in with Google and has no password yet. Set one under Security (we e-mail you
              a link), then come back to confirm with it.
            </Alert>
          ) : (
            <FormField id="confirm-dialog-password" label="Password">
              <PasswordInput
                id="confirm-dialog-password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            {!noPassword && (
              <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
                {busy ? busyLabel : confirmLabel}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
