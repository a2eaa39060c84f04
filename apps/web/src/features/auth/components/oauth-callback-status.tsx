import { MESSAGES } from '@sdp/shared';
import { XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { tokenStore } from '@/lib/token-store';
import { completeOAuth } from '../api/oauth-callback';
import { redirectAfterSignIn } from '../lib/redirect-after-sign-in';
import { TwoFactorForm } from './two-factor-form';

export function OAuthCallbackStatus({
  code,
  state,
  error,
}: {
  code: string | null;
  state: string | null;
  error: string | null;
}) {
  const initial = error ?? (!code || !state ? 'The sign-in response is incomplete. Please try again.' : null);
  const [failure, setFailure] = useState<string | null>(initial);
  const [challenge, setChallenge] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (initial || !code || !state || sent.current) return; // the code is single use
    sent.current = true;
    completeOAuth(code, state)
      .then((result) => {
        if (result.kind === 'twoFactor') return setChallenge(result.challengeToken);
        tokenStore.setTokens(result.tokens);
        redirectAfterSignIn('', result.user.preferences?.defaultScreen);
      })
      .catch((err) => setFailure(errorMessage(err, MESSAGES.loginFailedScreen)));
  }, [code, state, initial]);

  if (challenge && !failure) {
    return <TwoFactorForm challengeToken={challenge} onCancel={() => window.location.assign(paths.login)} />;
  }
  if (!failure) return <Spinner text="Completing sign-in..." className="py-6" />;
  return (
    <div className="space-y-6 text-center" data-testid="oauth-error">
      <XCircle className="mx-auto size-10 text-red-400" aria-hidden="true" />
      <p role="alert" className="text-sm text-muted-foreground">
        {failure}
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.login}>Back to sign in</Link>
      </Button>
    </div>
  );
}
