import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { PasswordConfirmDialog } from './password-confirm-dialog';

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <Alert variant="success">Two-factor authentication is on.</Alert>
      <p className="text-sm text-muted-foreground">
        Save these backup codes somewhere safe. Each one signs you in once if you lose your authenticator.
        They are shown only now.
      </p>
      <ul
        data-testid="backup-codes"
        className="grid grid-cols-1 gap-2 rounded-lg border border-border bg-muted/40 p-4 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

export function TwoFactorCard() {
  const { user, refreshUser } = useSession();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const [disableOpen, setDisableOpen] = useState(false);
  const enabled = !!user?.twoFactorEnabled;
  // An account with a password confirms it to turn two-factor on; a Google-only account has none.
  const needsPassword = user?.hasPassword !== false;

  const onEnable = (e: FormEvent) => {
    e.preventDefault();
    enable.mutate(needsPassword ? { code, password } : { code }, {
      onSuccess: (codes) => {
        setBackupCodes(codes);
        setCode('');
        setPassword('');
        setup.reset();
        void refreshUser();
      },
    });
  };

  const onDisable = (password: string) =>
    disable.mutate(password, {
      onSuccess: () => {
        setDisableOpen(false);
        void refreshUser();
        toast({ type: 'success', title: 'Two-factor authentication is off' });
      },
    });

  return (
    <div className="space-y-4" data-testid="two-factor-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-sm font-semibold">Two-factor authentication</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            A code from an authenticator app is asked for at every sign-in, after your password.
          </p>
        </div>
        <Badge variant={enabled ? 'success' : 'outline'} data-testid="two-factor-status">
          {enabled ? (
            <ShieldCheck className="size-3" aria-hidden="true" />
          ) : (
            <ShieldOff className="size-3" aria-hidden="true" />
          )}
          {enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      </div>

      {backupCodes ? (
        <BackupCodes codes={backupCodes} onDone={() => setBackupCodes(null)} />
      ) : enabled ? (
        <Button variant="outline" onClick={() => setDisableOpen(true)}>
          Disable two-factor
        </Button>
      ) : setup.data ? (
        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
          <img
            src={setup.data.qrCodeDataUrl}
            alt="QR code to scan with your authenticator app"
            className="size-44 rounded-lg bg-white p-2"
          />
          <form onSubmit={onEnable} noValidate className="space-y-4">
            <div>
              <p className="text-sm text-muted-foreground">
                Scan the QR code, or enter this key in your authenticator app:
              </p>
              <code
                data-testid="totp-secret"
                className="mt-2 block break-all rounded-md bg-muted px-3 py-2 font-mono text-sm"
              >
                {setup.data.secret}
              </code>
            </div>
            {enable.isError && <Alert variant="error">{errorMessage(enable.error)}</Alert>}
            <FormField id="totp-verification-code" label="Verification code">
              <Input
                id="totp-verification-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                className="max-w-48 font-mono tracking-widest"
              />
            </FormField>
            {needsPassword && (
              <FormField id="totp-current-password" label="Current password">
                <Input
                  id="totp-current-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  className="max-w-72"
                />
              </FormField>
            )}
            <div className="flex gap-2">
              <Button
                type="submit"
                disabled={enable.isPending || code.trim().length < 6 || (needsPassword && !password)}
              >
                {enable.isPending ? 'Enabling...' : 'Enable two-factor'}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setup.reset();
                  setPassword('');
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        </div>
      ) : (
        <div className="space-y-3">
          {setup.isError && <Alert variant="error">{errorMessage(setup.error)}</Alert>}
          <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
            {setup.isPending ? 'Preparing...' : 'Set up two-factor authentication'}
          </Button>
        </div>
      )}

      <PasswordConfirmDialog
        open={disableOpen}
        onOpenChange={(o) => {
          setDisableOpen(o);
          if (!o) disable.reset();
        }}
        title="Disable two-factor authentication"
        description="Enter your password to turn off two-factor authentication. Your backup codes stop working."
        confirmLabel="Disable two-factor"
        busyLabel="Disabling..."
        busy={disable.isPending}
        error={disable.isError ? errorMessage(disable.error) : null}
        destructive
        onConfirm={onDisable}
      />
    </div>
  );
}
