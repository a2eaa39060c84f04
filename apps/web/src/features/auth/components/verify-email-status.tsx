import { MESSAGES } from '@sdp/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { verifyEmail } from '../api/verify-email';

type Status = { kind: 'pending' } | { kind: 'ok'; message: string } | { kind: 'error'; message: string };

export function VerifyEmailStatus({ token }: { token: string | null }) {
  const [status, setStatus] = useState<Status>(
    token ? { kind: 'pending' } : { kind: 'error', message: 'This verification link is missing its token.' },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return; // the token is single use: post it once
    sent.current = true;
    verifyEmail(token)
      .then(() => setStatus({ kind: 'ok', message: 'Your e-mail address is verified. You can sign in now.' }))
      .catch((err) => setStatus({ kind: 'error', message: errorMessage(err) }));
  }, [token]);

  if (status.kind === 'pending') return <Spinner text={MESSAGES.loading} className="py-6" />;
  const ok = status.kind === 'ok';
  return (
    <div className="space-y-6 text-center" data-testid={ok ? 'verify-email-success' : 'verify-email-error'}>
      {ok ? (
        <CheckCircle2 className="mx-auto size-10 text-emerald-400" aria-hidden="true" />
      ) : (
        <XCircle className="mx-auto size-10 text-red-400" aria-hidden="true" />
      )}
      <p role={ok ? 'status' : 'alert'} className="text-sm text-muted-foreground">
        {status.message}
      </p>
      <Button asChild variant={ok ? 'gradient' : 'outline'} className="w-full">
        <Link to={ok ? paths.dashboard : paths.login}>{ok ? 'Continue' : 'Go to sign in'}</Link>
      </Button>
    </div>
  );
}
