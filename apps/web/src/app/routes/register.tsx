import { TRIAL_DAYS } from '@sdp/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthShell, RegisterForm } from '@/features/auth';

export default function RegisterRoute() {
  return (
    <AuthShell
      title="Create your account"
      description={`Start your ${TRIAL_DAYS}-day free trial. No credit card required.`}
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-medium text-blue-300 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthShell>
  );
}
