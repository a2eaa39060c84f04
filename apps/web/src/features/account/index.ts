// The signed-in user's account (docs/account.md): profile and picture, preferences, notifications.

export { accountKeys } from './api/keys';
export { notificationSettingsQueryOptions, useNotificationSettings } from './api/notifications';
export { NotificationsSection } from './components/notifications-section';
export { PreferencesSection } from './components/preferences-section';
export { ProfileSection } from './components/profile-section';
