import { accountApi, MESSAGES } from '@sdp/shared';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { callApi } from '@/lib/call-api';
import { useSession } from '@/lib/session';
import { type RegisterValues, validateRegistration } from '../lib/register-validation';
import { GoogleSignIn } from './google-button';

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  password: '',
  confirmPassword: '',
};

export function RegisterForm() {
  const { register, updateUser } = useSession();
  const navigate = useNavigate();
  // Arriving from a team invitation (/invite/:token): the account joins that team (docs/teams.md).
  const inviteToken = useSearchParams()[0].get('invite') ?? undefined;
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Editing any field clears the registration error (docs/product/web.md#login-and-registration).
  const onChange = (field: keyof RegisterValues) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (error) setError(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateRegistration(values);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await register({
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        company: values.company.trim() || undefined,
        inviteToken,
      });
      // A new account starts in the browser's time zone (docs/account.md), not UTC; best effort.
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (result.kind === 'signedIn' && zone && zone !== 'UTC')
        void callApi(accountApi.updatePreferences, { body: { timezone: zone } })
          .then(({ data: preferences }) => updateUser({ ...result.user, preferences }))
          .catch(() => undefined);
      navigate(paths.dashboard);
    } catch (err) {
      setError(errorMessage(err, MESSAGES.registrationFailedScreen));
      setBusy(false);
    }
  };

  const field = (id: keyof RegisterValues) => ({
    id: `register-${id}`,
    name: id,
    value: values[id],
    onChange: onChange(id),
    disabled: busy,
  });

  return (
    <div>
      {inviteToken && (
        <Alert variant="info" className="mb-4" data-testid="register-invite-note">
          You are joining a team: register with the e-mail address the invitation was sent to.
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create account">
        {error && (
          <Alert variant="error" data-testid="register-error">
            {error}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="register-firstName" label="First name">
            <Input autoComplete="given-name" required {...field('firstName')} />
          </FormField>
          <FormField id="register-lastName" label="Last name">
            <Input autoComplete="family-name" required {...field('lastName')} />
          </FormField>
        </div>
        <FormField id="register-email" label="Email">
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            {...field('email')}
          />
        </FormField>
        <FormField id="register-company" label="Company (optional)">
          <Input autoComplete="organization" {...field('company')} />
        </FormField>
        <FormField id="register-password" label="Password" hint="At least 8 characters.">
          <PasswordInput
            autoComplete="new-password"
            required
            aria-describedby="register-password-hint"
            {...field('password')}
          />
        </FormField>
        <FormField id="register-confirmPassword" label="Confirm password">
          <PasswordInput autoComplete="new-password" required {...field('confirmPassword')} />
        </FormField>
        <p className="text-xs text-muted-foreground">
          By creating an account you agree to the{' '}
          <Link to={paths.terms} className="text-blue-300 hover:underline">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to={paths.privacy} className="text-blue-300 hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <GoogleSignIn disabled={busy} />
    </div>
  );
}
