export { BusinessDefaultsSection } from './components/business-defaults-section';
export { DangerZoneCard } from './components/danger-zone-card';
export { LoginHistoryCard } from './components/login-history-card';
export { ProfileSection } from './components/profile-section';
export { ProvidersSection } from './components/providers-section';
export { SecuritySection } from './components/security-section';
export { SessionsCard } from './components/sessions-card';
export { UsageLimitsSection } from './components/usage-limits-section';
