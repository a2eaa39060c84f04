import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthShell, ResetPasswordForm } from '@/features/auth';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthShell
      title="Choose a new password"
      description="The new password must be at least 8 characters long."
      backTo={paths.login}
    >
      <ResetPasswordForm token={params.get('token')} />
    </AuthShell>
  );
}
