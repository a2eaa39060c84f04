import { MESSAGES } from '@sdp/shared';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { tokenStore } from '@/lib/token-store';
import { verifyTwoFactor } from '../api/verify-two-factor';
import { redirectAfterSignIn } from '../lib/redirect-after-sign-in';

/** Second step of a login for an account with two-factor authentication. */
export function TwoFactorForm({
  challengeToken,
  onCancel,
}: {
  challengeToken: string;
  onCancel: () => void;
}) {
  const { search } = useLocation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError('Enter the code from your authenticator app or a backup code');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await verifyTwoFactor(challengeToken, code);
      if (result.kind !== 'signedIn') throw new Error(MESSAGES.loginFailedScreen);
      tokenStore.setTokens(result.tokens);
      redirectAfterSignIn(search, result.user.preferences?.defaultScreen);
    } catch (err) {
      setError(errorMessage(err, MESSAGES.loginFailedScreen));
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label="Two-factor code"
      data-testid="two-factor-step"
    >
      <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-4">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-blue-300" aria-hidden="true" />
        <div>
          <h2 className="text-sm font-semibold">Two-factor code</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Enter the 6-digit code from your authenticator app, or one of your backup codes.
          </p>
        </div>
      </div>
      {error && (
        <Alert variant="error" data-testid="two-factor-error">
          {error}
        </Alert>
      )}
      <FormField id="two-factor-code" label="Authentication code">
        <Input
          id="two-factor-code"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          disabled={busy}
          className="font-mono tracking-widest"
        />
      </FormField>
      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onCancel} disabled={busy}>
        Use a different account
      </Button>
    </form>
  );
}
