import { PAID_PLAN_IDS, type PaidPlanId, type Plan, type Subscription } from '@sdp/shared';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatCents, planLimitLines } from '../lib/billing-text';

const isPaid = (id: string): id is PaidPlanId => (PAID_PLAN_IDS as readonly string[]).includes(id);

/** Whether choosing `plan` starts paying (from the trial or an ended subscription) rather than switching. */
const choosing = (sub: Subscription) =>
  sub.plan.id === 'trial' || sub.status === 'expired' || sub.status === 'canceled';

/** The plans with price and every limit; the current one marked; owners choose or switch. */
export function PlanCards({ sub, onChoose }: { sub: Subscription; onChoose: (plan: Plan) => void }) {
  const plans = sub.plans.length ? sub.plans : [];
  return (
    <div className="space-y-3" id="billing-plans">
      <h3 className="text-sm font-medium">Plans</h3>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => {
          const current = plan.id === sub.plan.id && sub.status !== 'expired';
          return (
            <li
              key={plan.id}
              data-testid={`plan-card-${plan.id}`}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'flex flex-col gap-3 rounded-lg border p-4',
                current ? 'border-primary bg-primary/5' : 'border-border',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h4 className="font-semibold">{plan.name}</h4>
                {current && <Badge>Current plan</Badge>}
              </div>
              <p className="text-2xl font-semibold tabular-nums">
                {plan.priceCents === 0 ? 'Free' : formatCents(plan.priceCents)}
                {plan.priceCents > 0 && (
                  <span className="text-sm font-normal text-muted-foreground"> / month</span>
                )}
              </p>
              <p className="text-xs text-muted-foreground">{plan.description}</p>
              <ul className="flex-1 space-y-1 text-xs">
                {planLimitLines(plan).map((line) => (
                  <li key={line} className="flex items-start gap-1.5">
                    <Check className="mt-0.5 size-3 shrink-0 text-emerald-300" aria-hidden="true" />
                    {line}
                  </li>
                ))}
              </ul>
              {!isPaid(plan.id) ? (
                <p className="text-xs text-muted-foreground">Given to new accounts, not chosen.</p>
              ) : sub.canManage && !current ? (
                <Button
                  size="sm"
                  variant={plan.id === 'pro' ? 'default' : 'outline'}
                  onClick={() => onChoose(plan)}
                >
                  {choosing(sub) ? `Choose ${plan.name}` : `Switch to ${plan.name}`}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
