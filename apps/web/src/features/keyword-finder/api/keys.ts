import { marketDerivedKeys } from '@/features/discovery';

/** Query keys of the keyword finder: under the market-derived root, so market changes re-read them. */
export const keywordFinderKeys = {
  all: [...marketDerivedKeys.all, 'keyword-finder'] as const,
  ideas: (vertical: string, placeId: string) =>
    [...marketDerivedKeys.all, 'keyword-finder', 'ideas', vertical, placeId] as const,
};
