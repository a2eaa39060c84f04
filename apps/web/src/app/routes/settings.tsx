import { PageHeader } from '@/components/ui/page-header';
import { ActivitySection } from '@/features/activity';
import { ApiKeysSection } from '@/features/api-keys';
import { CallTrackingSection } from '@/features/calls';
import { DataExportSection } from '@/features/data-export';
import { MailStatusBanner } from '@/features/leads';
import {
  BusinessDefaultsSection,
  DangerZoneCard,
  LoginHistoryCard,
  ProfileSection,
  ProvidersSection,
  SecuritySection,
  SessionsCard,
  UsageLimitsSection,
} from '@/features/settings';
import { TeamSection } from '@/features/teams';

const SECTIONS = [
  ['profile', 'Profile'],
  ['security', 'Security'],
  ['providers', 'Data providers'],
  ['call-tracking', 'Call tracking'],
  ['business-defaults', 'Business defaults'],
  ['limits', 'Usage limits'],
  ['api-keys', 'API keys'],
  ['team', 'Team'],
  ['activity', 'Activity'],
  ['data-export', 'Data export'],
  ['sessions', 'Sessions'],
  ['login-history', 'Login history'],
  ['danger-zone', 'Danger zone'],
] as const;

export default function SettingsRoute() {
  return (
    <div data-testid="screen" data-screen="settings">
      <PageHeader
        title="Settings"
        description="Your profile, password, two-factor authentication, data providers, call tracking, business defaults, usage limits, API keys and sessions."
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
          <SecuritySection />
          <ProvidersSection />
          <CallTrackingSection />
          <BusinessDefaultsSection />
          <UsageLimitsSection />
          <ApiKeysSection />
          <TeamSection />
          <ActivitySection />
          <DataExportSection />
          <SessionsCard />
          <LoginHistoryCard />
          <DangerZoneCard />
        </div>
      </div>
    </div>
  );
}
