export { billingDetailsQueryOptions, useBillingDetails } from './api/get-billing-details';
export { subscriptionQueryOptions, useBillingEnabled, useSubscription } from './api/get-subscription';
export { billingKeys, invalidateBillingQueries } from './api/keys';
export { BillingReturn } from './components/billing-return';
export { BillingSection } from './components/billing-section';
export { ShellAccessBanner } from './components/shell-access-banner';
export { TrialIndicator } from './components/trial-indicator';
export { useLiveBilling } from './hooks/use-live-billing';
