import { newPasswordProblem } from '@sdp/shared';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const mutation = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (!token) {
    return (
      <div className="space-y-4">
        <Alert variant="error">This reset link is incomplete. Request a new one.</Alert>
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.forgotPassword}>Request a new link</Link>
        </Button>
      </div>
    );
  }

  if (mutation.isSuccess) {
    return (
      <div className="space-y-6 text-center" data-testid="password-reset-done">
        <CheckCircle2 className="mx-auto size-10 text-emerald-400" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">
          Your password has been reset and every other session was signed out. Sign in with the new password.
        </p>
        <Button asChild variant="gradient" className="w-full">
          <Link to={paths.login}>Go to sign in</Link>
        </Button>
      </div>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!password || !confirm) return setProblem('Enter the new password twice');
    const mismatchOrShort = newPasswordProblem(password, confirm);
    if (mismatchOrShort) return setProblem(mismatchOrShort);
    setProblem(null);
    mutation.mutate({ token, password });
  };

  const shown = problem ?? (mutation.isError ? errorMessage(mutation.error) : null);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {shown && <Alert variant="error">{shown}</Alert>}
      <FormField id="reset-password" label="New password" hint="At least 8 characters.">
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <FormField id="reset-confirm" label="Confirm new password">
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </FormField>
      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Resetting...' : 'Reset password'}
      </Button>
    </form>
  );
}
