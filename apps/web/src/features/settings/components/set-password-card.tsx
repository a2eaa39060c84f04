import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRequestPasswordReset } from '@/features/auth';
import { errorMessage } from '@/lib/api-error';

/**
 * For an account created through Google: it has no password, so "Change password" cannot work.
 * A password is set through the e-mailed reset link, which proves the address as well.
 */
export function SetPasswordCard({ email }: { email: string }) {
  const send = useRequestPasswordReset();
  return (
    <section className="space-y-4" aria-labelledby="set-password-title">
      <h3 id="set-password-title" className="text-sm font-semibold">
        Set a password
      </h3>
      <p className="text-sm text-muted-foreground">
        You sign in with Google, so this account has no password yet. A password lets you sign in with your
        e-mail as well, and is needed to turn off two-factor authentication or delete the account.
      </p>
      {send.isSuccess && (
        <Alert variant="success">
          We sent a link to {email}. Open it to choose your password; the link expires in an hour.
        </Alert>
      )}
      {send.isError && <Alert variant="error">{errorMessage(send.error)}</Alert>}
      <Button type="button" disabled={send.isPending} onClick={() => send.mutate(email)}>
        {send.isPending ? 'Sending...' : 'E-mail me a link to set a password'}
      </Button>
    </section>
  );
}
