import { PageHeader } from '@/components/ui/page-header';
import { NotificationsSection, PreferencesSection, ProfileSection } from '@/features/account';
import { CallTrackingSection } from '@/features/calls';
import { MailStatusBanner } from '@/features/leads';
import {
  BusinessDefaultsSection,
  DangerZoneCard,
  LoginHistoryCard,
  ProvidersSection,
  SecuritySection,
  SessionsCard,
  UsageLimitsSection,
} from '@/features/settings';

const SECTIONS = [
  ['profile', 'Profile'],
  ['preferences', 'Preferences'],
  ['security', 'Security'],
  ['notifications', 'Notifications'],
  ['providers', 'Data providers'],
  ['call-tracking', 'Call tracking'],
  ['business-defaults', 'Business defaults'],
  ['limits', 'Usage limits'],
  ['sessions', 'Sessions'],
  ['login-history', 'Login history'],
  ['danger-zone', 'Danger zone'],
] as const;

export default function SettingsRoute() {
  return (
    <div data-testid="screen" data-screen="settings">
      <PageHeader
        title="Settings"
        description="Your profile, preferences, password, two-factor authentication, notifications, data providers, call tracking, business defaults, usage limits and sessions."
      />
      <div className="grid gap-8 lg:grid-cols-[12rem_1fr]">
        <nav aria-label="Settings sections" className="hidden lg:block">
          <ul className="sticky top-40 space-y-1 text-sm">
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="block rounded-md px-3 py-2 text-muted-foreground hover:bg-accent hover:text-foreground"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          <MailStatusBanner />
          <ProfileSection />
          <PreferencesSection />
          <SecuritySection />
          <NotificationsSection />
          <ProvidersSection />
          <CallTrackingSection />
          <BusinessDefaultsSection />
          <UsageLimitsSection />
          <SessionsCard />
          <LoginHistoryCard />
          <DangerZoneCard />
        </div>
      </div>
    </div>
  );
}
