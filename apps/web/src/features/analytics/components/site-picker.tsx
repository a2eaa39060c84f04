import type { Site } from '@sdp/shared';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/** A native select of sites; `allLabel` adds an "all sites" choice (value ''). */
export function SitePicker({
  sites,
  value,
  onChange,
  label = 'Site',
  allLabel,
}: {
  sites: Pick<Site, 'id' | 'name' | 'status' | 'demo'>[];
  value: string | null;
  onChange: (siteId: string | null) => void;
  label?: string;
  allLabel?: string;
}) {
  const id = useId();
  return (
    <div className="w-full min-w-0 space-y-1 sm:w-auto" data-testid="site-picker">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        className="sm:w-72"
      >
        {allLabel && <option value="">{allLabel}</option>}
        {!allLabel && !value && <option value="">Choose a site</option>}
        {sites.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
            {s.demo ? ' (demo)' : ''}
            {s.status !== 'live' ? ` · ${s.status}` : ''}
          </option>
        ))}
      </Select>
    </div>
  );
}
