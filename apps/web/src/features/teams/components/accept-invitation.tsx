import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useAcceptInvitation, useInvitationPreview } from '../api/teams';

const STATUS_TEXT = {
  accepted: 'This invitation was already used.',
  expired: 'This invitation has expired. Ask whoever invited you for a new one.',
  revoked: 'This invitation was withdrawn.',
} as const;

/**
 * The page an invitation link opens: signed in with the invited address, join; signed out, sign in
 * (back here after) or create an account through the link (which joins at once).
 */
export function AcceptInvitation({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const { user, isLoading } = useSession();
  const navigate = useNavigate();

  if (preview.isPending || isLoading)
    return (
      <div className="space-y-3">
        <span role="status" className="sr-only">
          Loading the invitation
        </span>
        <Skeleton className="h-6" />
        <Skeleton className="h-10" />
      </div>
    );
  if (preview.isError)
    return (
      <Alert variant="error" data-testid="invitation-error">
        {errorMessage(preview.error).includes('not found')
          ? 'This invitation link is not valid.'
          : errorMessage(preview.error)}
      </Alert>
    );
  const inv = preview.data;
  const roleText = inv.role === 'admin' ? 'an admin' : 'a member';
  return (
    <div className="space-y-5" data-testid="invitation">
      <p className="text-sm">
        {inv.invitedBy ? `${inv.invitedBy} invited` : 'You are invited'} <strong>{inv.email}</strong> to join{' '}
        <strong data-testid="invitation-team">{inv.teamName}</strong> as {roleText}.
      </p>
      {inv.status !== 'pending' ? (
        <Alert variant="info">{STATUS_TEXT[inv.status]}</Alert>
      ) : user ? (
        <>
          <p className="text-sm text-muted-foreground">Signed in as {user.email}.</p>
          {accept.isError && <Alert variant="error">{errorMessage(accept.error)}</Alert>}
          <Button
            className="w-full"
            disabled={accept.isPending}
            data-testid="accept-invitation"
            onClick={() =>
              accept.mutate(token, {
                onSuccess: (team) => {
                  toast({
                    type: 'success',
                    title: `Welcome to ${team.name}`,
                    message: 'You are working in this team now.',
                  });
                  navigate(paths.dashboard);
                },
              })
            }
          >
            {accept.isPending ? 'Joining...' : `Join ${inv.teamName}`}
          </Button>
        </>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild variant="outline">
            <Link to={`${paths.login}?returnTo=${encodeURIComponent(paths.invite(token))}`}>
              I have an account
            </Link>
          </Button>
          <Button asChild>
            <Link
              to={`${paths.register}?invite=${encodeURIComponent(token)}`}
              data-testid="invitation-register"
            >
              Create an account
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
