import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthShell, LoginForm } from '@/features/auth';

export default function LoginRoute() {
  return (
    <AuthShell
      title="Welcome back"
      description="Sign in to your SEO Domination account"
      footer={
        <>
          New here?{' '}
          <Link to={paths.getStarted} className="font-medium text-blue-300 hover:underline">
            Get started
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthShell>
  );
}
