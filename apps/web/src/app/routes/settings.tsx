import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { NotificationsSection, PreferencesSection, ProfileSection } from '@/features/account';
import { ActivitySection } from '@/features/activity';
import { ApiKeysSection } from '@/features/api-keys';
import { BillingSection, useBillingEnabled } from '@/features/billing';
import { CallTrackingSection } from '@/features/calls';
import { DataExportSection } from '@/features/data-export';
import { MailStatusBanner } from '@/features/leads';
import {
  AppearanceSection,
  BusinessDefaultsSection,
  DangerZoneCard,
  LoginHistoryCard,
  ProvidersSection,
  SecuritySection,
  SessionsCard,
  UsageLimitsSection,
} from '@/features/settings';
import { TeamSection } from '@/features/teams';

const SECTIONS = [
  ['profile', 'Profile'],
  ['preferences', 'Preferences'],
  ['security', 'Security'],
  ['notifications', 'Notifications'],
  ['api-keys', 'API keys'],
  ['team', 'Team'],
  ['billing', 'Billing'],
  ['providers', 'Data providers'],
  ['call-tracking', 'Call tracking'],
  ['business-defaults', 'Business defaults'],
  ['limits', 'Usage limits'],
  ['activity', 'Activity'],
  ['data-export', 'Data export'],
  ['appearance', 'Appearance'],
  ['sessions', 'Sessions'],
  ['login-history', 'Login history'],
  ['danger-zone', 'Danger zone'],
] as const;

type Section = (typeof SECTIONS)[number];

/** The sections shown: Billing only when the server says billing is on. */
function useSections(): readonly Section[] {
  const billing = useBillingEnabled();
  return billing ? SECTIONS : SECTIONS.filter(([id]) => id !== 'billing');
}

/** Below the lg breakpoint the side list is hidden: a select jumps to a section instead. */
function SectionJump({ sections }: { sections: readonly Section[] }) {
  return (
    <div className="lg:hidden">
      <label htmlFor="settings-jump" className="mb-1 block text-sm font-medium">
        Go to section
      </label>
      <Select
        id="settings-jump"
        defaultValue=""
        onChange={(e) => {
          const target = document.getElementById(e.target.value);
          target?.scrollIntoView?.({ block: 'start' });
          e.target.value = '';
        }}
      >
        <option value="" disabled>
          Choose a section
        </option>
        {sections.map(([id, label]) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}

export default function SettingsRoute() {
  const sections = useSections();
  return (
    <div data-testid="screen" data-screen="settings">
      <PageHeader
        title="Settings"
        description="Your profile and preferences, security, notifications, API keys, your team, billing, data providers, call tracking, business defaults, usage limits, activity, data export and sessions."
      />
      <div className="grid gap-8 lg:grid-cols-[12rem_1fr]">
        <nav aria-label="Settings sections" className="hidden lg:block">
          <ul className="sticky top-40 space-y-1 text-sm">
            {sections.map(([id, label]) => (
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
          <SectionJump sections={sections} />
          <MailStatusBanner />
          <ProfileSection />
          <PreferencesSection />
          <SecuritySection />
          <NotificationsSection />
          <ApiKeysSection />
          <TeamSection />
          <BillingSection />
          <ProvidersSection />
          <CallTrackingSection />
          <BusinessDefaultsSection />
          <UsageLimitsSection />
          <ActivitySection />
          <DataExportSection />
          <AppearanceSection />
          <SessionsCard />
          <LoginHistoryCard />
          <DangerZoneCard />
        </div>
      </div>
    </div>
  );
}
