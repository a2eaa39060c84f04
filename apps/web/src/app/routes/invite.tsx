import { useParams } from 'react-router';
import { AuthShell } from '@/features/auth';
import { AcceptInvitation } from '@/features/teams';

/** /invite/:token: a team invitation (docs/teams.md#invitations). */
export default function InviteRoute() {
  const { token = '' } = useParams();
  return (
    <div data-testid="screen" data-screen="invite">
      <AuthShell title="Team invitation" description="Work on one portfolio together.">
        <AcceptInvitation token={token} />
      </AuthShell>
    </div>
  );
}
