export {
  automationStateQueryOptions,
  feedQueryOptions,
  invalidateFeed,
  invalidateSuperweapons,
  rulesQueryOptions,
  runsQueryOptions,
  superweaponsKeys,
} from './api/keys';
export { KillSwitchCard } from './components/kill-switch-card';
export { LiveFeed } from './components/live-feed';
export { RulesPanel } from './components/rules-panel';
