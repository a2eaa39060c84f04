import { superweaponsApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

export async function getState(signal?: AbortSignal) {
  return (await callApi(superweaponsApi.state, { signal })).data;
}
