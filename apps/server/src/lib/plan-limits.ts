import {
  BILLING_ERROR_CODES,
  PLANS,
  type PlanId,
  type PlanLimitDetails,
  type PlanLimitKey,
  planLimitMessage,
  upgradeFor,
} from '@sdp/shared';
import type { AppConfig } from '../config/env';
import { AppError } from './errors';

// The refusals of plans and paused accounts (docs/billing.md#limits), shared by the billing module
// and the few modules that count a plan's limits themselves (team seats, in the teams module, which
// the billing module depends on through realtime and so cannot call back).

/** BILLING: on unless set off; under NODE_ENV=test unset means off (docs/billing.md#settings). */
export function billingEnabled(config: Pick<AppConfig, 'BILLING' | 'NODE_ENV'>): boolean {
  if (config.BILLING) return config.BILLING === 'on';
  return config.NODE_ENV !== 'test';
}

/** 403 plan_limit: the work would go over a limit of the team's plan. */
export class PlanLimitError extends AppError {
  constructor(message: string, details: PlanLimitDetails) {
    super(403, BILLING_ERROR_CODES.planLimit, message, details);
  }
}

/** 402 billing_paused: the trial or the paid period ended and the grace week is over. */
export class BillingPausedError extends AppError {
  constructor(message: string) {
    super(402, BILLING_ERROR_CODES.paused, message);
  }
}

/**
 * Refuses when `used + adding` goes over the plan's limit for `key` (the LLM spend: when what was
 * spent reached it). `used` is what the team has now.
 */
export function assertWithinPlan(planId: PlanId, key: PlanLimitKey, used: number, adding: number): void {
  const limit = PLANS[planId].limits[key];
  if (limit === null) return;
  const over = key === 'llmUsdPerMonth' ? used >= limit : used + adding > limit;
  if (!over) return;
  const upgradeTo = upgradeFor(planId, key, key === 'llmUsdPerMonth' ? used + 0.01 : used + adding);
  throw new PlanLimitError(planLimitMessage(planId, key, upgradeTo), {
    limit: key,
    planId,
    value: limit,
    used,
    upgradeTo,
  });
}
