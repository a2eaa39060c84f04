import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema, MESSAGES } from '@sdp/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { signInRedirect } from '@/lib/login-target';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { resendVerification } from '../api/resend-verification';
import { redirectAfterSignIn } from '../lib/redirect-after-sign-in';
import { GoogleSignIn } from './google-button';
import { TwoFactorForm } from './two-factor-form';

export function LoginForm() {
  const { login } = useSession();
  const { search } = useLocation();
  // The server sends the browser back to /login?error=... when Google sign-in cannot start.
  const [error, setError] = useState<string | null>(() => new URLSearchParams(search).get('error'));
  const [showResend, setShowResend] = useState(false);
  const [resending, setResending] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async ({ email, password }: LoginRequest) => {
    setError(null);
    setShowResend(false);
    signInRedirect.begin();
    try {
      const result = await login(email, password);
      if (result.kind === 'twoFactor') {
        signInRedirect.cancel();
        setChallenge(result.challengeToken);
        return;
      }
      setRedirecting(true);
      redirectAfterSignIn(search, result.user.preferences?.defaultScreen);
    } catch (err) {
      signInRedirect.cancel();
      const message = errorMessage(err, MESSAGES.loginFailedScreen);
      setError(message);
      setShowResend(message.toLowerCase().includes(MESSAGES.verifyEmailMarker));
    }
  };

  const onResend = async () => {
    setResending(true);
    try {
      await resendVerification(getValues('email'));
      setError(null);
      setShowResend(false);
      toast({ type: 'success', title: MESSAGES.resendSuccess });
    } catch (err) {
      setError(errorMessage(err, MESSAGES.resendFailed));
    } finally {
      setResending(false);
    }
  };

  if (challenge) {
    return <TwoFactorForm challengeToken={challenge} onCancel={() => setChallenge(null)} />;
  }

  const busy = isSubmitting || redirecting;
  return (
    <div>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Sign in">
        {error && (
          <Alert variant="error" data-testid="login-error">
            <p>{error}</p>
            {showResend && (
              <Button variant="outline" size="sm" className="mt-3" onClick={onResend} disabled={resending}>
                {MESSAGES.resendButton}
              </Button>
            )}
          </Alert>
        )}
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            disabled={busy}
            {...register('email')}
          />
        </FormField>
        <FormField
          id="login-password"
          label="Password"
          error={errors.password?.message}
          labelAside={
            <Link to={paths.forgotPassword} className="text-xs font-medium text-blue-300 hover:underline">
              Forgot password?
            </Link>
          }
        >
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            disabled={busy}
            {...register('password')}
          />
        </FormField>
        <Button type="submit" variant="gradient" className="w-full" size="lg" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <GoogleSignIn disabled={busy} />
    </div>
  );
}
