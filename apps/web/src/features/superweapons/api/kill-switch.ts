import { superweaponsApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** Stops every job of the team and halts automation. */
export async function killSwitch() {
  return (await callApi(superweaponsApi.killSwitch, { body: {} })).data;
}
