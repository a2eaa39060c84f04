import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { displayName, useSession } from '@/lib/session';
import { SettingsSection } from './section';

export function ProfileSection() {
  const { user } = useSession();
  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="Your name and e-mail address. Editing them arrives in a later release."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-name" label="Name">
          <Input id="profile-name" readOnly value={displayName(user)} />
        </FormField>
        <FormField id="profile-email" label="Email">
          <Input id="profile-email" readOnly value={user?.email ?? ''} />
        </FormField>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Badge variant="outline" className="capitalize">
          Role: {user?.role ?? 'free'}
        </Badge>
        {user?.emailVerified !== undefined && (
          <Badge variant={user.emailVerified ? 'success' : 'warning'}>
            {user.emailVerified ? 'E-mail verified' : 'E-mail not verified'}
          </Badge>
        )}
      </div>
    </SettingsSection>
  );
}
