import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { useVerticals } from '../api/get-verticals';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  type DiscoveryFilters,
  hasActiveFilters,
  SORT_OPTIONS,
  type SortKey,
  type SortOrder,
  type StatusFilter,
  type TierFilter,
} from '../lib/opportunity-filters';
import { LocationField } from './location-field';

function Field({
  id,
  label,
  children,
  className,
}: {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1.5 block text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** A text filter that applies itself once typing pauses (or on Enter). */
function useCommittedText(value: string, commit: (v: string) => void) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 500);
  useEffect(() => setText(value), [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: commit only when the debounced text changes
  useEffect(() => {
    if (debounced.trim() !== value) commit(debounced.trim());
  }, [debounced]);
  return {
    value: text,
    onChange: (e: { target: { value: string } }) => setText(e.target.value),
    onKeyDown: (e: { key: string }) => {
      if (e.key === 'Enter' && text.trim() !== value) commit(text.trim());
    },
  };
}

export function OpportunityFilters({
  filters,
  onChange,
  onReset,
  showSort = true,
  showStatus = true,
}: {
  filters: DiscoveryFilters;
  onChange: (patch: Partial<DiscoveryFilters>) => void;
  onReset: () => void;
  showSort?: boolean;
  showStatus?: boolean;
}) {
  const id = useId();
  const verticals = useVerticals();
  const location = useCommittedText(filters.location, (v) => onChange({ location: v }));
  const minPayout = useCommittedText(filters.minPayout, (v) => onChange({ minPayout: v }));
  const [open, setOpen] = useState(false);
  const active = hasActiveFilters(filters);

  return (
    <div>
      <Button
        variant="outline"
        className="w-full justify-between sm:hidden"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" />
          {open ? 'Hide filters' : showSort ? 'Filters and sorting' : 'Filters'}
        </span>
        {active && <span className="text-xs text-amber-300">Filtered</span>}
      </Button>
      <form
        id={`${id}-form`}
        aria-label="Opportunity filters"
        onSubmit={(e) => e.preventDefault()}
        className={cn(
          'grid-cols-2 gap-3 rounded-xl border border-border bg-card p-4 sm:grid sm:grid-cols-3 lg:grid-cols-7',
          open ? 'mt-2 grid' : 'hidden',
        )}
      >
        <Field id={`${id}-tier`} label="Tier">
          <Select
            id={`${id}-tier`}
            value={filters.tier}
            onChange={(e) => onChange({ tier: e.target.value as TierFilter })}
          >
            <option value="all">All tiers</option>
            <option value="1">Tier 1 ($300+)</option>
            <option value="2">Tier 2 ($150+)</option>
            <option value="3">Tier 3</option>
          </Select>
        </Field>
        <Field id={`${id}-vertical`} label="Vertical" className="col-span-2 sm:col-span-1">
          <Select
            id={`${id}-vertical`}
            value={filters.vertical}
            disabled={verticals.isPending && !verticals.isError}
            onChange={(e) => onChange({ vertical: e.target.value })}
          >
            <option value="">{verticals.isError ? 'All (list unavailable)' : 'All verticals'}</option>
            {verticals.data?.map((v) => (
              <option key={v.slug} value={v.slug}>
                {v.name}
              </option>
            ))}
            {filters.vertical && !verticals.data?.some((v) => v.slug === filters.vertical) && (
              <option value={filters.vertical}>{filters.vertical}</option>
            )}
          </Select>
        </Field>
        <Field id={`${id}-location`} label="Location" className="col-span-2 sm:col-span-1">
          <LocationField id={`${id}-location`} vertical={filters.vertical} input={location} />
        </Field>
        <Field id={`${id}-min`} label="Minimum payout">
          <Input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={0}
            step={10}
            placeholder="$ per lead"
            {...minPayout}
          />
        </Field>
        {showStatus && (
          <Field id={`${id}-status`} label="Status">
            <Select
              id={`${id}-status`}
              value={filters.status}
              onChange={(e) => onChange({ status: e.target.value as StatusFilter })}
            >
              <option value="all">All</option>
              <option value="saved">Saved</option>
              <option value="unsaved">Not saved</option>
            </Select>
          </Field>
        )}
        {showSort && (
          <div className="col-span-2 grid grid-cols-[1fr_auto] gap-2 sm:col-span-3 lg:col-span-2">
            <Field id={`${id}-sort`} label="Sort by">
              <Select
                id={`${id}-sort`}
                value={filters.sort}
                onChange={(e) => onChange({ sort: e.target.value as SortKey })}
              >
                {SORT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={`${id}-order`} label="Order">
              <Select
                id={`${id}-order`}
                value={filters.order}
                onChange={(e) => onChange({ order: e.target.value as SortOrder })}
                className="w-[7.5rem]"
              >
                <option value="desc">High first</option>
                <option value="asc">Low first</option>
              </Select>
            </Field>
          </div>
        )}
        <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-3 lg:col-span-7">
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-amber-400"
              checked={filters.goldmineOnly}
              onChange={(e) => onChange({ goldmineOnly: e.target.checked })}
            />
            Goldmines only
          </label>
          {active && (
            <Button variant="ghost" size="sm" onClick={onReset}>
              <RotateCcw aria-hidden="true" />
              Reset filters
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
