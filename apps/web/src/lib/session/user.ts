import { presentPreferences, type User } from '@sdp/shared';

export type { User };

/** Temporary user record kept in localStorage under tempUserData (docs/product/web.md#session-and-tokens). */
export interface TempUserData {
  googleId?: string | null;
  email?: string | null;
  name?: string | null;
  picture?: string | null;
}

export const TEMP_USER_PLACEHOLDER_ID = 'temp-user';

/** id from googleId (placeholder when missing), first word of name -> firstName, rest -> lastName. */
export function mapTempUser(data: TempUserData): User {
  const words = (data.name ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    id: data.googleId || TEMP_USER_PLACEHOLDER_ID,
    email: data.email ?? '',
    firstName: words[0] ?? null,
    lastName: words.length > 1 ? words.slice(1).join(' ') : null,
    profileImageUrl: data.picture ?? null,
    role: 'free',
  };
}

/** Navigation name: the user's name, else the e-mail's local part, else 'User'. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'> | null | undefined): string {
  if (!user) return 'User';
  const name = [user.firstName, user.lastName]
    .filter((p) => p?.trim())
    .join(' ')
    .trim();
  if (name) return name;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'User';
}

const s = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Reads a user from a server answer, tolerating missing optional fields (role defaults to free). */
export function toUser(raw: unknown): User | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = s(r.id) ?? (typeof r.id === 'number' ? String(r.id) : null);
  if (!id) return null;
  return {
    id,
    email: s(r.email) ?? '',
    firstName: s(r.firstName),
    lastName: s(r.lastName),
    company: s(r.company),
    role: r.role === 'admin' ? 'admin' : 'free',
    profileImageUrl: s(r.profileImageUrl),
    emailVerified: typeof r.emailVerified === 'boolean' ? r.emailVerified : undefined,
    twoFactorEnabled: typeof r.twoFactorEnabled === 'boolean' ? r.twoFactorEnabled : undefined,
    createdAt: s(r.createdAt) ?? undefined,
    preferences:
      r.preferences && typeof r.preferences === 'object'
        ? presentPreferences(r.preferences as Parameters<typeof presentPreferences>[0])
        : undefined,
  };
}
