import { useSearchParams } from 'react-router';
import { AuthShell, OAuthCallbackStatus } from '@/features/auth';

export default function OAuthCallbackRoute() {
  const [params] = useSearchParams();
  const error = params.get('error_description') ?? params.get('error');
  return (
    <AuthShell title="Signing you in" backTo={null}>
      <OAuthCallbackStatus code={params.get('code')} state={params.get('state')} error={error} />
    </AuthShell>
  );
}
