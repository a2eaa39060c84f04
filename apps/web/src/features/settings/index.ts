export { useUsageLimits } from './api/get-limits';
export { AppearanceSection } from './components/appearance-section';
export { BusinessDefaultsSection } from './components/business-defaults-section';
export { DangerZoneCard } from './components/danger-zone-card';
export { LoginHistoryCard } from './components/login-history-card';
export { ProvidersSection } from './components/providers-section';
/** The card every settings section is drawn in (other features' sections use it too). */
export { SettingsSection } from './components/section';
export { SecuritySection } from './components/security-section';
export { SessionsCard } from './components/sessions-card';
export { UsageLimitsSection } from './components/usage-limits-section';
export { describeDevice, formatDateTime } from './lib/describe-device';
