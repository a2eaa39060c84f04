export {
  marketFocusQueryOptions,
  onboardingKeys,
  useMarketFocus,
  useUpdateMarketFocus,
} from './api/market-focus';
export { MarketFocusForm } from './components/market-focus-form';
