import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the account screens. */
export const settingsKeys = {
  sessions: () => ['auth', 'sessions'] as const,
  loginHistory: () => ['auth', 'login-history'] as const,
  limits: () => ['limits'] as const,
};

/** After the other sessions were signed out. */
export const invalidateSessions = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: settingsKeys.sessions() });
