import type { QueryClient } from '@tanstack/react-query';
import { marketDerivedKeys } from '@/features/discovery';

/** Query keys of the dominator's quick view: under the market-derived root, so market changes re-read it. */
export const dominatorKeys = {
  all: [...marketDerivedKeys.all, 'dominator'] as const,
  quick: (query: Record<string, string | number>) =>
    [...marketDerivedKeys.all, 'dominator', 'quick', query] as const,
};

/** After a pushed lead, site or performance event: the quick view's figures. */
export const invalidateQuickDominator = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: dominatorKeys.all });
