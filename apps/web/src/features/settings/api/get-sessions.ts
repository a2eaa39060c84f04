import type { SessionInfo, User } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { settingsKeys } from './keys';

export interface SessionsData {
  user: User;
  sessions: SessionInfo[];
}

export const getSessions = async (): Promise<SessionsData> =>
  (await apiClient.get<{ data: SessionsData }>('/auth/session')).data;

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.sessions(), queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
