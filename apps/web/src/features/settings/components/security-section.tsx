import { ChangePasswordCard } from './change-password-card';
import { SettingsSection } from './section';
import { TwoFactorCard } from './two-factor-card';

export function SecuritySection() {
  return (
    <SettingsSection id="security" title="Security" description="Your password and second sign-in factor.">
      <div className="space-y-8">
        <ChangePasswordCard />
        <div className="border-t border-border pt-6">
          <TwoFactorCard />
        </div>
      </div>
    </SettingsSection>
  );
}
