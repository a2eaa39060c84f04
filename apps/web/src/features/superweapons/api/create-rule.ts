import { type CreateAutomationRule, superweaponsApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

export async function createRule(body: CreateAutomationRule) {
  return (await callApi(superweaponsApi.createRule, { body })).data;
}
