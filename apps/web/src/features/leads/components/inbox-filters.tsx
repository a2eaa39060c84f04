import { LEAD_STATUSES, type LeadFilters } from '@sdp/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { hasFilters } from '../lib/inbox-filters';

export interface SiteOption {
  id: string;
  name: string;
}

const STATUS_LABEL: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: 'New',
  delivered: 'Delivered',
  accepted: 'Accepted',
  rejected: 'Rejected',
  billed: 'Billed',
};

/** Search (sent 400 ms after typing stops, or on Enter), site, status, source and a range of days. */
export function InboxFilters({
  filters,
  sites,
  onChange,
}: {
  filters: LeadFilters;
  sites: SiteOption[];
  onChange: (next: LeadFilters) => void;
}) {
  const id = useId();
  const [text, setText] = useState(filters.q ?? '');
  // The address changed under us (back button, Clear): show its search.
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === (filters.q ?? undefined)) return;
    const timer = setTimeout(() => onChange({ ...filters, q }), 400);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);
  const set = (patch: Partial<LeadFilters>) => onChange({ ...filters, ...patch });

  return (
    <form
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(14rem,2fr)_repeat(5,minmax(8rem,1fr))_auto] lg:items-end"
      aria-label="Filter leads"
      onSubmit={(e) => {
        e.preventDefault();
        set({ q: text.trim() || undefined });
      }}
    >
      <div className="col-span-2 space-y-1 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-9"
            placeholder="Name, phone, e-mail, ZIP, message"
            maxLength={200}
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="inbox-search"
          />
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-site`}>Site</Label>
        <Select
          id={`${id}-site`}
          value={filters.siteId ?? ''}
          onChange={(e) => set({ siteId: e.target.value || undefined })}
          data-testid="inbox-site"
        >
          <option value="">All sites</option>
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as LeadFilters['status'] })}
          data-testid="inbox-status"
        >
          <option value="">Any status</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-kind`}>Source</Label>
        <Select
          id={`${id}-kind`}
          value={filters.kind ?? ''}
          onChange={(e) => set({ kind: (e.target.value || undefined) as LeadFilters['kind'] })}
          data-testid="inbox-kind"
        >
          <option value="">All sources</option>
          <option value="form">Form</option>
          <option value="call">Call</option>
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        className="col-span-2 lg:col-span-1"
        disabled={!hasFilters(filters)}
        onClick={() => {
          setText('');
          onChange({});
        }}
      >
        <X aria-hidden="true" />
        Clear
      </Button>
    </form>
  );
}
