import { Bookmark, BookmarkCheck, Eye, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useWorkflow } from '@/features/workflow';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useToggleSaved } from '../api/save-opportunity';
import type { ClientOpportunity } from '../lib/client-opportunity';

/** 'Save' / 'Saved' toggle: saving survives a reload (the server keeps it). */
export function SaveButton({
  opportunity,
  saved,
  size = 'sm',
}: {
  opportunity: ClientOpportunity;
  saved: boolean;
  size?: ButtonProps['size'];
}) {
  const toggle = useToggleSaved();
  const onClick = () =>
    toggle.mutate(
      { id: opportunity.id, saved },
      {
        onError: (e) =>
          toast({
            type: 'error',
            title: saved ? 'Could not remove it' : 'Could not save it',
            message: errorMessage(e),
          }),
      },
    );
  return (
    <Button
      variant={saved ? 'secondary' : 'outline'}
      size={size}
      aria-pressed={saved}
      disabled={toggle.isPending}
      onClick={onClick}
      title={saved ? 'Remove from saved' : 'Save this market'}
    >
      {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}

/**
 * 'Select this market': completes workflow stage 1 and moves on to stage 2
 * (docs/product/rules.md#workflow-stages).
 */
export function SelectMarketButton({
  opportunity,
  size,
}: {
  opportunity: ClientOpportunity;
  size?: ButtonProps['size'];
}) {
  const { selectOpportunity } = useWorkflow();
  return (
    <Button variant="gradient" size={size} onClick={() => selectOpportunity(opportunity)}>
      <Rocket aria-hidden="true" />
      Select this market
    </Button>
  );
}

export function ViewDetailsLink({ id, size = 'sm' }: { id: string; size?: ButtonProps['size'] }) {
  return (
    <Button asChild variant="ghost" size={size}>
      <Link to={paths.opportunityDetails(id)}>
        <Eye aria-hidden="true" />
        View details
      </Link>
    </Button>
  );
}
