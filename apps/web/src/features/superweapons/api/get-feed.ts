import { superweaponsApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** The team's running and recent work of every kind, newest first. */
export async function getFeed(signal?: AbortSignal) {
  return (await callApi(superweaponsApi.feed, { query: { limit: 50 }, signal })).data;
}
