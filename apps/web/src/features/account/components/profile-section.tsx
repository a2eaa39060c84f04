import { PROFILE_COMPANY_MAX, PROFILE_NAME_MAX } from '@sdp/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/features/settings';
import { errorMessage } from '@/lib/api-error';
import { displayName, useSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useUpdateProfile } from '../api/profile';
import { AvatarField, PROFILE_FAILED } from './avatar-field';

type Fields = { firstName: string; lastName: string; company: string };
type Errors = Partial<Record<keyof Fields, string>>;

function check(f: Fields): Errors {
  const errors: Errors = {};
  if (!f.firstName.trim()) errors.firstName = 'First name is required';
  if (!f.lastName.trim()) errors.lastName = 'Last name is required';
  return errors;
}

/** "Profile": name, company and picture (docs/account.md#profile); the navigation shows changes at once. */
export function ProfileSection() {
  const { user } = useSession();
  const save = useUpdateProfile();
  const [fields, setFields] = useState<Fields>({ firstName: '', lastName: '', company: '' });
  const [errors, setErrors] = useState<Errors>({});
  const userKey = `${user?.id}|${user?.firstName}|${user?.lastName}|${user?.company}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset the form when the stored profile changes
  useEffect(() => {
    setFields({
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      company: user?.company ?? '',
    });
  }, [userKey]);

  const set = (key: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { firstName: fields.firstName, lastName: fields.lastName, company: fields.company },
      { onSuccess: () => toast({ type: 'success', title: 'Profile saved' }) },
    );
  };
  const name = displayName(user);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="Your name, company and picture, as your team sees them."
    >
      {!user ? (
        <Skeleton className="h-40" />
      ) : (
        <div className="space-y-6">
          <AvatarField user={user} initials={initials} />
          <form
            onSubmit={onSubmit}
            noValidate
            aria-label="Profile"
            aria-busy={save.isPending}
            className="space-y-4"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="profile-first-name"
                label="First name"
                autoComplete="given-name"
                max={PROFILE_NAME_MAX}
                value={fields.firstName}
                error={errors.firstName}
                onChange={set('firstName')}
                disabled={save.isPending}
              />
              <TextField
                id="profile-last-name"
                label="Last name"
                autoComplete="family-name"
                max={PROFILE_NAME_MAX}
                value={fields.lastName}
                error={errors.lastName}
                onChange={set('lastName')}
                disabled={save.isPending}
              />
              <TextField
                id="profile-company"
                label="Company (optional)"
                autoComplete="organization"
                max={PROFILE_COMPANY_MAX}
                value={fields.company}
                onChange={set('company')}
                disabled={save.isPending}
              />
              <FormField id="profile-email" label="Email">
                <Input id="profile-email" readOnly value={user.email} />
              </FormField>
            </div>
            <div className="flex flex-wrap gap-2">
              <Badge variant="outline" className="capitalize">
                Role: {user.role ?? 'free'}
              </Badge>
              {user.emailVerified !== undefined && (
                <Badge variant={user.emailVerified ? 'success' : 'warning'}>
                  {user.emailVerified ? 'E-mail verified' : 'E-mail not verified'}
                </Badge>
              )}
            </div>
            {save.isError && (
              <Alert variant="error">
                {PROFILE_FAILED}: {errorMessage(save.error)}
              </Alert>
            )}
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save profile'}
            </Button>
          </form>
        </div>
      )}
    </SettingsSection>
  );
}

function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
  autoComplete: string;
  error?: string;
  disabled?: boolean;
}) {
  const { id, label, value, onChange, max, autoComplete, error, disabled } = props;
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        value={value}
        maxLength={max}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FormField>
  );
}
