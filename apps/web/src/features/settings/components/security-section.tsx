import { useSession } from '@/lib/session';
import { ChangePasswordCard } from './change-password-card';
import { SettingsSection } from './section';
import { SetPasswordCard } from './set-password-card';
import { TwoFactorCard } from './two-factor-card';

export function SecuritySection() {
  const { user } = useSession();
  return (
    <SettingsSection id="security" title="Security" description="Your password and second sign-in factor.">
      <div className="space-y-8">
        {user?.hasPassword === false ? <SetPasswordCard email={user.email} /> : <ChangePasswordCard />}
        <div className="border-t border-border pt-6">
          <TwoFactorCard />
        </div>
      </div>
    </SettingsSection>
  );
}
