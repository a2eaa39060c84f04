import { superweaponsApi, type UpdateAutomationRule } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

export async function updateRule(id: string, body: UpdateAutomationRule) {
  return (await callApi(superweaponsApi.updateRule, { params: { id }, body })).data;
}
