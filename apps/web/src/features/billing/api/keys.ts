import type { QueryClient } from '@tanstack/react-query';

/** Query keys of billing (docs/billing.md): the subscription, the billing details and the invoices. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => ['billing', 'subscription'] as const,
  details: () => ['billing', 'details'] as const,
  invoices: () => ['billing', 'invoices'] as const,
};

/** After a plan change, a payment or a pushed `user:subscription`: the subscription and the invoices. */
export const invalidateBillingQueries = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: billingKeys.subscription() }),
    qc.invalidateQueries({ queryKey: billingKeys.invoices() }),
  ]);
