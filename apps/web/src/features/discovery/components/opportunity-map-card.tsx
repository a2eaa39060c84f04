import { MESSAGES } from '@sdp/shared';
import { MapPinned } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { MapPlace, MapState } from '../api/get-opportunity-map';
import { useOpportunityMap } from '../api/get-opportunity-map';
import { useVerticals } from '../api/get-verticals';
import { QueryError } from './query-error';

const UsMap = lazy(() => import('./us-map/us-map').then((m) => ({ default: m.UsMap })));

function MapSkeleton() {
  return (
    <div className="relative">
      <Skeleton className="aspect-[975/610] w-full rounded-lg" />
      <span role="status" className="sr-only">
        Loading map
      </span>
    </div>
  );
}

/** The vertical the map shows: the chosen one, else the first vertical. */
export function useMapVertical(chosen: string): { slug: string; name: string } {
  const verticals = useVerticals();
  const v = verticals.data?.find((x) => x.slug === chosen) ?? (chosen ? undefined : verticals.data?.[0]);
  return { slug: v?.slug ?? chosen, name: v?.name ?? chosen };
}

/**
 * The 'Opportunity map' figure for one vertical: states shaded by top score, top places as dots.
 * With onVerticalChange it has its own 'Map vertical' picker.
 */
export function OpportunityMapCard({
  vertical,
  onVerticalChange,
  onStateSelect,
  onPlaceSelect,
  className,
}: {
  vertical: string;
  onVerticalChange?: (slug: string) => void;
  onStateSelect?: (s: MapState) => void;
  onPlaceSelect?: (p: MapPlace) => void;
  className?: string;
}) {
  const id = useId();
  const verticals = useVerticals();
  const shown = useMapVertical(vertical);
  const map = useOpportunityMap(shown.slug);
  const empty = map.data && map.data.states.length === 0 && map.data.places.length === 0;

  return (
    <figure aria-label="Opportunity map" className={className} data-testid="opportunity-map">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <figcaption className="text-sm text-muted-foreground">
          {shown.name ? (
            <>
              Best opportunity score by state for{' '}
              <span className="font-medium text-foreground">{shown.name}</span> (estimates). Dots are the top
              places. Choose a state to list its markets.
            </>
          ) : (
            'Best opportunity score by state.'
          )}
        </figcaption>
        {onVerticalChange && (
          <div className="w-full sm:w-56">
            <Label htmlFor={`${id}-v`} className="mb-1.5 block text-xs text-muted-foreground">
              Map vertical
            </Label>
            <Select id={`${id}-v`} value={shown.slug} onChange={(e) => onVerticalChange(e.target.value)}>
              {verticals.data?.map((v) => (
                <option key={v.slug} value={v.slug}>
                  {v.name}
                </option>
              ))}
            </Select>
          </div>
        )}
      </div>
      {verticals.isError && !shown.slug ? (
        <QueryError
          title={MESSAGES.fetchOpportunitiesFailed}
          error={verticals.error}
          onRetry={() => verticals.refetch()}
        />
      ) : map.isError ? (
        <QueryError
          title={MESSAGES.fetchOpportunitiesFailed}
          error={map.error}
          onRetry={() => map.refetch()}
        />
      ) : !map.data ? (
        <MapSkeleton />
      ) : empty ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border py-12 text-sm text-muted-foreground">
          <MapPinned className="size-6" aria-hidden="true" />
          No scored markets to map for this vertical.
        </div>
      ) : (
        <Suspense fallback={<MapSkeleton />}>
          <UsMap
            className="mx-auto max-w-4xl"
            states={map.data.states}
            places={map.data.places}
            onStateSelect={onStateSelect}
            onPlaceSelect={onPlaceSelect}
          />
        </Suspense>
      )}
    </figure>
  );
}
