import { superweaponsApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** Lifts the kill switch. */
export async function resumeAutomation() {
  return (await callApi(superweaponsApi.resume, { body: {} })).data;
}
