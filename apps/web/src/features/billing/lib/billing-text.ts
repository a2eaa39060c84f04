import {
  PLAN_LIMIT_KEYS,
  PLAN_LIMIT_LABELS,
  type Plan,
  type PlanLimitKey,
  type Subscription,
} from '@sdp/shared';
import { formatCount, formatMediumDate, formatNumber, formatUsdCents, plural } from '@/lib/format';

// Words and figures of the billing screens (docs/billing.md), computed from the subscription the
// server answers; nothing here is canned.

const DAY_MS = 86_400_000;

/** "$79.00" from 7900 cents. */
export const formatCents = (cents: number) => formatUsdCents(cents / 100);

export const STATUS_LABELS: Record<Subscription['status'], string> = {
  trialing: 'In trial',
  active: 'Active',
  past_due: 'Payment overdue',
  canceled: 'Canceled',
  expired: 'Trial ended',
};

export const STATUS_VARIANT: Record<Subscription['status'], 'default' | 'success' | 'warning' | 'danger'> = {
  trialing: 'default',
  active: 'success',
  past_due: 'warning',
  canceled: 'danger',
  expired: 'danger',
};

/** "N days left in your trial" (1 day). */
export const trialDaysText = (days: number) => `${plural(days, 'day')} left in your trial`;

/** "live sites" → "Live sites". */
export const sentenceCase = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** A limit's or a usage's figure: whole counts, the LLM spend in dollars and cents. */
export const limitFigure = (key: PlanLimitKey, n: number) =>
  key === 'llmUsdPerMonth'
    ? formatNumber(n, { minimumFractionDigits: 0, maximumFractionDigits: 2 })
    : formatCount(n);

/** One limit in words: "Live sites: 50", "LLM spend per month (USD): 25", "Team seats: unlimited". */
export function limitText(key: PlanLimitKey, value: number | null): string {
  return `${sentenceCase(PLAN_LIMIT_LABELS[key])}: ${value === null ? 'unlimited' : limitFigure(key, value)}`;
}

export const planLimitLines = (plan: Plan) => PLAN_LIMIT_KEYS.map((k) => limitText(k, plan.limits[k]));

/** The share of the trial used (0–100), from its end and its length in days; null outside the trial. */
export function trialProgress(sub: Subscription, trialDays: number): number | null {
  if (sub.status !== 'trialing' || sub.trialDaysLeft === null) return null;
  const used = trialDays - sub.trialDaysLeft;
  return Math.max(0, Math.min(100, Math.round((used / trialDays) * 100)));
}

/**
 * What choosing `next` would cost, in words, before the server is asked. An estimate from the two
 * prices and the current period (the server's proration is shown once it answers).
 */
export function prorationPreview(sub: Subscription, next: Plan, now = Date.now()): string {
  const current = sub.plan;
  const paidPeriod =
    sub.status === 'active' && current.priceCents > 0 && sub.currentPeriodStart && sub.currentPeriodEnd;
  if (!paidPeriod) {
    return `You pay ${formatCents(next.priceCents)} for the first month of ${next.name}; your period starts today.`;
  }
  const start = Date.parse(sub.currentPeriodStart as string);
  const end = Date.parse(sub.currentPeriodEnd as string);
  const daysInPeriod = Math.max(1, Math.round((end - start) / DAY_MS));
  const daysLeft = Math.max(0, Math.min(daysInPeriod, Math.ceil((end - now) / DAY_MS)));
  const credit = Math.round((current.priceCents * daysLeft) / daysInPeriod);
  const charge = Math.round((next.priceCents * daysLeft) / daysInPeriod);
  const net = charge - credit;
  const basis = `${daysLeft} of ${daysInPeriod} days left until ${formatMediumDate(end)}`;
  const money =
    net >= 0
      ? `about ${formatCents(net)} now`
      : `a credit of about ${formatCents(-net)} on your next invoice`;
  return `Estimate: ${basis}; ${formatCents(charge)} for ${next.name} less ${formatCents(credit)} unused on ${current.name} comes to ${money}. The exact amount is worked out when you confirm.`;
}
