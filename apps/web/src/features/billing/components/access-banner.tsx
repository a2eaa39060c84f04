import type { Subscription } from '@sdp/shared';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMediumDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** Brings the plan cards into view and focuses the first plan's button. */
export function scrollToPlans() {
  const plans = document.getElementById('billing-plans');
  plans?.scrollIntoView?.({ block: 'start' });
  plans?.querySelector<HTMLElement>('button')?.focus();
}

/** What grace and paused mean for this account, in words. */
export function accessText(sub: Subscription): { title: string; body: string } | null {
  if (sub.access === 'grace') {
    const when = sub.graceEndsAt ? ` on ${formatMediumDate(sub.graceEndsAt)}` : ' soon';
    const why = sub.status === 'past_due' ? 'The last payment failed.' : 'Your trial has ended.';
    return {
      title: 'Choose a plan to keep working',
      body: `${why} Your live sites keep serving; new work (builds, deploys, rank checks) pauses${when}.`,
    };
  }
  if (sub.access === 'paused') {
    return {
      title: 'New work is paused',
      body: 'Your live sites keep serving, but builds, deploys and other new work are refused until you choose a plan.',
    };
  }
  return null;
}

/**
 * The grace / paused banner with the button to choose a plan; nothing when billing is off or access
 * is full. `inSettings`: the button scrolls to the plans instead of navigating.
 */
export function AccessBanner({ sub, inSettings = false }: { sub: Subscription; inSettings?: boolean }) {
  const text = sub.billingEnabled ? accessText(sub) : null;
  if (!text) return null;
  const paused = sub.access === 'paused';
  return (
    <div
      role="status"
      data-testid="billing-access-banner"
      data-access={sub.access}
      className={cn(
        'flex flex-col gap-3 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center',
        paused
          ? 'border-destructive/50 bg-destructive/10 text-red-200'
          : 'border-amber-500/40 bg-amber-500/10 text-amber-100',
      )}
    >
      <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{text.title}</p>
        <p className="mt-0.5 opacity-90">{text.body}</p>
      </div>
      {sub.canManage && inSettings ? (
        <Button size="sm" className="self-start sm:self-auto" onClick={scrollToPlans}>
          Choose a plan
        </Button>
      ) : sub.canManage ? (
        <Link
          to={paths.settingsBilling}
          className={cn(buttonVariants({ size: 'sm' }), 'self-start sm:self-auto')}
        >
          Choose a plan
        </Link>
      ) : (
        <p className="text-xs opacity-90">Ask a team owner to choose a plan.</p>
      )}
    </div>
  );
}
