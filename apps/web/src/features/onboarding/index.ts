export {
  marketFocusQueryOptions,
  onboardingKeys,
  useMarketFocus,
  useUpdateMarketFocus,
} from './api/market-focus';
export {
  onboardingStatusKey,
  onboardingStatusQueryOptions,
  useCompleteOnboarding,
  useOnboardingStatus,
} from './api/onboarding-status';
export { MarketFocusForm } from './components/market-focus-form';
export { OnboardingGate } from './components/onboarding-gate';
export { discoverySearch, ONBOARDING_STEPS, OnboardingWizard } from './components/onboarding-wizard';
