import type { QueryClient } from '@tanstack/react-query';
import { invalidateInvoices } from '@/features/invoices';

/** Query keys of billing (docs/billing.md): the subscription and the billing details (invoices: the invoices feature). */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => ['billing', 'subscription'] as const,
  details: () => ['billing', 'details'] as const,
};

/** After a plan change, a payment or a pushed `user:subscription`: the subscription and the invoices. */
export const invalidateBillingQueries = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: billingKeys.subscription() }), invalidateInvoices(qc)]);
