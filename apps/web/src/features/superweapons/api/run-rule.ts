import { superweaponsApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** Runs the rule now: starts the deploy jobs of its matches. */
export async function runRule(id: string) {
  return (await callApi(superweaponsApi.runRule, { params: { id }, body: {} })).data;
}
