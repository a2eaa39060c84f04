import { Bookmark, Compass } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useMarketFocus } from '@/features/onboarding';
import { useSavedIds, useSavedOpportunities } from '../api/get-saved-opportunities';
import type { ClientOpportunity } from '../lib/client-opportunity';
import { focusFilters } from '../lib/focus-filters';
import {
  DEFAULT_FILTERS,
  type DiscoveryFilters,
  parseFilters,
  writeFilters,
} from '../lib/opportunity-filters';
import { BrowseOpportunities, type Display } from './browse-opportunities';
import { OpportunityPanel } from './opportunity-panel';
import { SavedOpportunities } from './saved-opportunities';
import { SelectedMarketNote } from './selected-market-note';

type View = 'browse' | 'saved';

const tabClass =
  'inline-flex h-9 items-center gap-2 rounded-md px-4 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-accent data-[state=active]:text-foreground';

/** Workflow stage 1: browse, filter, sort, map, inspect, save and select a market. */
export function DiscoveryScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const view: View = params.get('view') === 'saved' ? 'saved' : 'browse';
  const display: Display = params.get('display') === 'map' ? 'map' : 'list';
  const savedIds = useSavedIds();
  const savedCount = useSavedOpportunities().data?.length;
  const [inspected, setInspected] = useState<ClientOpportunity | null>(null);

  const setParam = useCallback(
    (key: string, value: string, fallback: string) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (value === fallback) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const onFilters = (patch: Partial<DiscoveryFilters>) =>
    setParams((p) => writeFilters({ ...parseFilters(p), page: 1, ...patch }, p), { replace: true });
  const onReset = () => setParams((p) => writeFilters(DEFAULT_FILTERS, p), { replace: true });

  // The team's market focus (set in onboarding) is the opening filter when the address names no
  // vertical or location; once per visit, so Reset filters then shows every market
  // (docs/product/screens.md#discovery).
  const focus = useMarketFocus();
  const focusApplied = useRef(false);
  useEffect(() => {
    if (focusApplied.current || !focus.data) return;
    focusApplied.current = true;
    const patch = focusFilters(params, focus.data);
    if (patch) setParams((p) => writeFilters({ ...parseFilters(p), ...patch }, p), { replace: true });
  }, [focus.data, params, setParams]);

  return (
    <div className="space-y-6">
      <SelectedMarketNote />
      <Tabs.Root value={view} onValueChange={(v) => setParam('view', v, 'browse')}>
        <Tabs.List
          aria-label="Opportunities"
          className="mb-4 inline-flex rounded-lg border border-border bg-card p-1"
        >
          <Tabs.Trigger value="browse" className={tabClass}>
            <Compass className="size-4" aria-hidden="true" />
            Browse
          </Tabs.Trigger>
          <Tabs.Trigger value="saved" className={tabClass}>
            <Bookmark className="size-4" aria-hidden="true" />
            Saved
            {savedCount !== undefined && (
              <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">{savedCount}</span>
            )}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="browse" className="outline-none">
          <BrowseOpportunities
            filters={filters}
            display={display}
            savedIds={savedIds}
            onFilters={onFilters}
            onReset={onReset}
            onDisplay={(d) => setParam('display', d, 'list')}
            onInspect={setInspected}
            onOpenDetails={(id) => navigate(paths.opportunityDetails(id))}
          />
        </Tabs.Content>
        <Tabs.Content value="saved" className="outline-none">
          <SavedOpportunities
            onInspect={setInspected}
            onBrowse={() => setParam('view', 'browse', 'browse')}
          />
        </Tabs.Content>
      </Tabs.Root>
      <OpportunityPanel
        opportunity={inspected}
        saved={inspected ? Boolean(inspected.saved) || savedIds.has(inspected.id) : false}
        onClose={() => setInspected(null)}
      />
    </div>
  );
}
