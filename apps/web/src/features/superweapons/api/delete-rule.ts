import { superweaponsApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

export async function deleteRule(id: string) {
  return (await callApi(superweaponsApi.deleteRule, { params: { id } })).data;
}
