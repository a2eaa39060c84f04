import {
  SEO_OPPORTUNITY_CATEGORIES,
  SEO_OPPORTUNITY_DIFFICULTIES,
  SEO_OPPORTUNITY_SORT_FIELDS,
  SEO_OPPORTUNITY_STATUSES,
} from '@sdp/shared';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { isFiltered, type OpportunityFilters, type OpportunitySortField } from '../lib/filters';
import { CATEGORY_LABELS, DIFFICULTY_LABELS, SORT_LABELS, STATUS_LABELS } from '../lib/format';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-[8.5rem] flex-1 space-y-1 sm:flex-none">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

function Toggle({
  pressed,
  onChange,
  children,
}: {
  pressed: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      className={cn(
        'inline-flex h-10 items-center rounded-md border px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        pressed
          ? 'border-blue-500/60 bg-blue-500/15 text-blue-200'
          : 'border-border text-muted-foreground hover:text-foreground',
      )}
    >
      {children}
    </button>
  );
}

/** Category, difficulty, status, quick wins, automated, sort field and order. */
export function OpportunityFiltersBar({
  filters,
  onChange,
  onClear,
  idPrefix,
}: {
  filters: OpportunityFilters;
  onChange: (patch: Partial<OpportunityFilters>) => void;
  onClear: () => void;
  idPrefix: string;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Filter opportunities</legend>
      <Field id={id('category')} label="Category">
        <Select
          id={id('category')}
          value={filters.category ?? ''}
          onChange={(e) => onChange({ category: (e.target.value || null) as OpportunityFilters['category'] })}
        >
          <option value="">All categories</option>
          {SEO_OPPORTUNITY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id('difficulty')} label="Difficulty">
        <Select
          id={id('difficulty')}
          value={filters.difficulty ?? ''}
          onChange={(e) =>
            onChange({ difficulty: (e.target.value || null) as OpportunityFilters['difficulty'] })
          }
        >
          <option value="">Any difficulty</option>
          {SEO_OPPORTUNITY_DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {DIFFICULTY_LABELS[d]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id('status')} label="Status">
        <Select
          id={id('status')}
          value={filters.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || null) as OpportunityFilters['status'] })}
        >
          <option value="">Any status</option>
          {SEO_OPPORTUNITY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id('sort')} label="Sort by">
        <Select
          id={id('sort')}
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as OpportunitySortField })}
        >
          {SEO_OPPORTUNITY_SORT_FIELDS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        variant="outline"
        size="icon"
        aria-label={
          filters.order === 'desc' ? 'Descending: switch to ascending' : 'Ascending: switch to descending'
        }
        title={filters.order === 'desc' ? 'Highest first' : 'Lowest first'}
        onClick={() => onChange({ order: filters.order === 'desc' ? 'asc' : 'desc' })}
      >
        {filters.order === 'desc' ? (
          <ArrowDownWideNarrow aria-hidden="true" />
        ) : (
          <ArrowUpNarrowWide aria-hidden="true" />
        )}
      </Button>
      <Toggle pressed={filters.quickWins} onChange={(quickWins) => onChange({ quickWins })}>
        Quick wins
      </Toggle>
      <Toggle pressed={filters.automated} onChange={(automated) => onChange({ automated })}>
        Automated
      </Toggle>
      {isFiltered(filters) && (
        <Button variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </fieldset>
  );
}
