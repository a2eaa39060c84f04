import { superweaponsApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** What the rule would do now (stored as a dry run; nothing starts). */
export async function dryRun(id: string) {
  return (await callApi(superweaponsApi.dryRun, { params: { id }, body: {} })).data;
}
