import { superweaponsApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

export async function getRuns(signal?: AbortSignal) {
  return (await callApi(superweaponsApi.listRuns, { signal })).data;
}
