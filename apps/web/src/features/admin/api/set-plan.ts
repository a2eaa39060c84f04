import { billingAdminApi, type PlanId } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** POST /api/admin/teams/:teamId/plan: sets a team's plan (the billing module's). */
export const setTeamPlan = async (teamId: string, planId: PlanId) =>
  (await callApi(billingAdminApi.setPlan, { params: { teamId }, body: { planId } })).data;
