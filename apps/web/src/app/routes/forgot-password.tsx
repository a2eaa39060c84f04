import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthShell, ForgotPasswordForm } from '@/features/auth';

export default function ForgotPasswordRoute() {
  return (
    <AuthShell
      title="Reset your password"
      description="Enter your e-mail address and we will send you a link to choose a new password."
      backTo={paths.login}
      footer={
        <Link to={paths.login} className="font-medium text-blue-300 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
