import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { plural } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useSubscription } from '../api/get-subscription';

/** In the header during the trial: "Trial: 9 days left", linking to billing; nothing otherwise. */
export function TrialIndicator() {
  const { data: sub } = useSubscription();
  if (!sub?.billingEnabled || sub.status !== 'trialing' || sub.trialDaysLeft === null) return null;
  const urgent = sub.trialDaysLeft <= 3;
  return (
    <Link
      to={paths.settingsBilling}
      data-testid="trial-indicator"
      title={`Trial: ${plural(sub.trialDaysLeft, 'day')} left. Choose a plan before it ends.`}
      aria-label={`Trial: ${plural(sub.trialDaysLeft, 'day')} left`}
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-1 text-xs font-medium sm:px-3',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        urgent
          ? 'border-amber-500/40 bg-amber-500/10 text-amber-200 hover:bg-amber-500/20'
          : 'border-border text-muted-foreground hover:bg-accent hover:text-foreground',
      )}
    >
      <Clock className="size-3.5" aria-hidden="true" />
      <span className="sm:hidden">{sub.trialDaysLeft}d</span>
      <span className="hidden sm:inline 2xl:hidden">Trial: {sub.trialDaysLeft}d</span>
      <span className="hidden 2xl:inline">Trial: {plural(sub.trialDaysLeft, 'day')} left</span>
    </Link>
  );
}
