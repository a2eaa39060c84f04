import { billingAdminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** GET /api/admin/teams: every team with its plan and subscription (the billing module's). */
export const getAdminTeams = async (
  query: { q?: string; page: number; pageSize: number },
  signal?: AbortSignal,
) => (await callApi(billingAdminApi.teams, { query, signal })).data;
