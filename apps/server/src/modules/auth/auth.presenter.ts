import { type LoginHistoryEntry, presentPreferences, type SessionInfo, type User } from '@sdp/shared';
import type { UserView } from './auth.repository';
import type { SessionRow } from './sessions.repository';

export function presentUser(u: UserView): User {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    company: u.company,
    role: u.role,
    profileImageUrl: u.profileImageUrl,
    emailVerified: u.emailVerifiedAt !== null,
    twoFactorEnabled: u.twoFactorEnabled,
    hasPassword: u.passwordHash !== null,
    createdAt: u.createdAt.toISOString(),
    preferences: presentPreferences(u.preferences),
  };
}

export function presentSession(s: SessionRow, currentSid: string | null): SessionInfo {
  return {
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastUsedAt?.toISOString() ?? null,
    expiresAt: s.expiresAt.toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
    current: s.id === currentSid,
  };
}

export function presentLoginEvent(
  e: Omit<LoginHistoryEntry, 'createdAt'> & { createdAt: Date },
): LoginHistoryEntry {
  return { ...e, createdAt: e.createdAt.toISOString() };
}
