// Pure: what the keyword intelligence engine reads in the team's tracked keywords
// (docs/engines.md#engines). Positions are the latest of any source (SERP check, Search Console,
// manual entry); "a week ago" is the latest position 7 to 14 days before today.

export interface KeywordFacts {
  id: string;
  keyword: string;
  siteId: string;
  siteName: string;
  position: number | null;
  weekAgo: number | null;
}

export const NEAR_WIN = { from: 4, to: 20 } as const;
/** A fall of this many places or more in a week is a decline. */
export const DECLINE_PLACES = 3;

export function keywordFindings(list: KeywordFacts[]) {
  const nearWins = list
    .filter((k) => k.position !== null && k.position >= NEAR_WIN.from && k.position <= NEAR_WIN.to)
    .sort((a, b) => a.position! - b.position!);
  const decliners = list
    .filter((k) => k.position !== null && k.weekAgo !== null && k.position - k.weekAgo >= DECLINE_PLACES)
    .map((k) => ({ ...k, fall: k.position! - k.weekAgo! }))
    .sort((a, b) => b.fall - a.fall);
  const unranked = list.filter((k) => k.position === null);
  const top3 = list.filter((k) => k.position !== null && k.position <= 3).length;
  return { nearWins, decliners, unranked, top3 };
}
