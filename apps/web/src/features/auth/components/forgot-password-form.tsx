import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@sdp/shared';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useRequestPasswordReset } from '../api/request-password-reset';

type Values = z.infer<typeof passwordResetRequestSchema>;

export function ForgotPasswordForm() {
  const mutation = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  if (mutation.isSuccess) {
    return (
      <div className="space-y-6 text-center" data-testid="password-reset-sent">
        <MailCheck className="mx-auto size-10 text-emerald-400" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">
          If an account exists for that e-mail address, we have sent a link to reset the password. The link is
          valid for one hour.
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.login}>Back to sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit((v) => mutation.mutate(v.email))} noValidate className="space-y-5">
      {mutation.isError && <Alert variant="error">{errorMessage(mutation.error)}</Alert>}
      <FormField id="forgot-email" label="Email" error={formState.errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={!!formState.errors.email}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
