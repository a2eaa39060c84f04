import { useSearchParams } from 'react-router';
import { AuthShell, VerifyEmailStatus } from '@/features/auth';

export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return (
    <AuthShell title="E-mail verification" backTo={null}>
      <VerifyEmailStatus token={params.get('token')} />
    </AuthShell>
  );
}
