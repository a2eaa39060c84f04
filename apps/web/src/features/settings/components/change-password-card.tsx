import { newPasswordProblem } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordCard() {
  const mutation = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!current || !next || !confirm) return setProblem('Fill in all three password fields');
    const mismatchOrShort = newPasswordProblem(next, confirm);
    if (mismatchOrShort) return setProblem(mismatchOrShort);
    setProblem(null);
    mutation.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          toast({
            type: 'success',
            title: 'Password changed',
            message: 'Your other sessions were signed out.',
          });
        },
      },
    );
  };

  const shown = problem ?? (mutation.isError ? errorMessage(mutation.error) : null);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
      <h3 className="text-sm font-semibold">Change password</h3>
      {shown && <Alert variant="error">{shown}</Alert>}
      <div className="grid gap-4 md:grid-cols-3">
        <FormField id="current-password" label="Current password">
          <PasswordInput
            id="current-password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </FormField>
        <FormField id="new-password" label="New password">
          <PasswordInput
            id="new-password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </FormField>
        <FormField id="confirm-new-password" label="Confirm new password">
          <PasswordInput
            id="confirm-new-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
