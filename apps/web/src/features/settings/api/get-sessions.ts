import { authApi, type EndpointResponse } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { settingsKeys } from './keys';

export type SessionsData = EndpointResponse<typeof authApi.session>['data'];

/** GET /api/auth/session: the user and their signed-in sessions. */
export const getSessions = async (): Promise<SessionsData> => (await callApi(authApi.session)).data;

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.sessions(), queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
