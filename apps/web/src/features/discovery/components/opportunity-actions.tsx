import { Bookmark, BookmarkCheck, Eye, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useWorkflow } from '@/features/workflow';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useToggleSaved } from '../api/save-opportunity';
import { type ClientOpportunity, opportunityName } from '../lib/client-opportunity';

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
 * (docs/product/rules.md#workflow-stages). A list row shows it short ('Select', named in full for
 * assistive technology); the panel and the details page show it in full.
 */
export function SelectMarketButton({
  opportunity,
  size,
  compact = false,
}: {
  opportunity: ClientOpportunity;
  size?: ButtonProps['size'];
  compact?: boolean;
}) {
  const { selectOpportunity } = useWorkflow();
  return (
    <Button
      variant="gradient"
      size={size}
      onClick={() => selectOpportunity(opportunity)}
      aria-label={compact ? `Select ${opportunityName(opportunity)}` : undefined}
      title={compact ? 'Select this market and build its site' : undefined}
    >
      <Rocket aria-hidden="true" />
      {compact ? 'Select' : 'Select this market'}
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
