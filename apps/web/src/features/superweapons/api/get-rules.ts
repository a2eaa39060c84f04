import { superweaponsApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

export async function getRules(signal?: AbortSignal) {
  return (await callApi(superweaponsApi.listRules, { signal })).data;
}
