import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** Stripe sends the user back to /settings/billing?checkout=…: on to the Billing section, keeping the query. */
export function BillingReturn() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.settings, search, hash: '#billing' }} replace />;
}

export type CheckoutOutcome = 'success' | 'canceled' | null;

/** The `checkout` query Stripe's return address carries. */
export function checkoutOutcome(search: string): CheckoutOutcome {
  const v = new URLSearchParams(search).get('checkout');
  return v === 'success' || v === 'canceled' ? v : null;
}
