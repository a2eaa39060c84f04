import type { LimitKey } from '@sdp/shared';
import { definitionOf } from './limits.settings';
import { utcText } from './limits.windows';

// The words of a refused request: the limit, the number, when it resets and the setting to raise.

const usd = (n: number) => `$${n.toFixed(2)}`;
const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

/** 403: one request asks for more than a size limit allows. */
export function limitExceededMessage(key: LimitKey, requested: number, limit: number): string {
  const { setting } = definitionOf(key);
  if (key === 'dominatorPlaces') {
    if (limit === 0) return `This server builds no dominator sites (${setting} is 0).`;
    return (
      `This dominator area covers ${requested} places; one dominator site may cover at most ${limit}. ` +
      `Choose a smaller area (fewer placeIds, a smaller radiusKm or maxPlaces) or raise ${setting}.`
    );
  }
  if (limit === 0) return `This server runs no deployment jobs (${setting} is 0).`;
  return (
    `This request asks for ${requested} sites; one deployment job may hold at most ${limit}. ` +
    `Ask for fewer or raise ${setting}.`
  );
}

/** 429: a usage limit of the current day or month is used up. */
export function limitReachedMessage(key: LimitKey, used: number, limit: number, resetsAt: Date): string {
  const { setting } = definitionOf(key);
  const later = `Try again after ${utcText(resetsAt)} or raise ${setting}.`;
  switch (key) {
    case 'buildsPerDay':
      if (limit === 0) return `This server builds and deploys no sites (${setting} is 0).`;
      return `This team has used ${used} site builds and deploys today, the daily limit. ${later}`;
    case 'demoRunsPerDay':
      if (limit === 0) return `This server loads no demo portfolio (${setting} is 0).`;
      return `This team has loaded the demo portfolio ${times(used)} today, the daily limit. ${later}`;
    case 'llmUsdPerMonth':
      if (limit === 0) return `This server builds no sites with the LLM writer (${setting} is 0).`;
      return (
        `This team's builds with the LLM writer have cost ${usd(used)} this month, ` +
        `the monthly limit is ${usd(limit)}. ${later}`
      );
    default:
      return `This team has reached the limit of ${limit} (${setting}). ${later}`;
  }
}
