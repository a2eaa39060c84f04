import type { Lead } from '@sdp/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatDateTime, formatUsdCents } from '@/lib/format';
import { describeUtm, leadSource } from '../lib/delivery';
import { DeliveryBadges } from './delivery-list';
import { LeadStatusBadge } from './lead-status-badge';

export function DemoBadge() {
  return (
    <Badge variant="outline" data-testid="demo-badge">
      Demo
    </Badge>
  );
}

/** The inbox table: every field the visitor sent, where it came from, and how it stands. */
export function InboxTable({
  leads,
  selected,
  onToggle,
  onToggleAll,
}: {
  leads: Lead[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: (on: boolean) => void;
}) {
  const all = leads.length > 0 && leads.every((l) => selected.has(l.id));
  return (
    <div className="-mx-2 overflow-x-auto">
      <table className="w-full min-w-[88rem] text-left text-sm" data-testid="inbox-table">
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th className="px-2 py-2">
              <input
                type="checkbox"
                aria-label="Select every lead of this page"
                checked={all}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            </th>
            <th className="px-2 py-2 font-medium">Received</th>
            <th className="px-2 py-2 font-medium">Name</th>
            <th className="px-2 py-2 font-medium">Phone</th>
            <th className="px-2 py-2 font-medium">E-mail</th>
            <th className="px-2 py-2 font-medium">ZIP</th>
            <th className="px-2 py-2 font-medium">Message</th>
            <th className="px-2 py-2 font-medium">Source</th>
            <th className="px-2 py-2 font-medium">Site and page</th>
            <th className="px-2 py-2 font-medium">UTM</th>
            <th className="px-2 py-2 font-medium">Renter</th>
            <th className="px-2 py-2 font-medium">Status</th>
            <th className="px-2 py-2 text-right font-medium">Value</th>
            <th className="px-2 py-2 font-medium">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((l) => (
            <tr
              key={l.id}
              className="border-t border-border align-top"
              data-testid="inbox-row"
              data-lead-id={l.id}
            >
              <td className="px-2 py-2">
                <input
                  type="checkbox"
                  aria-label={`Select the lead of ${l.name}`}
                  checked={selected.has(l.id)}
                  onChange={() => onToggle(l.id)}
                />
              </td>
              <td className="whitespace-nowrap px-2 py-2">{formatDateTime(l.createdAt)}</td>
              <td className="px-2 py-2 font-medium">
                <Link to={paths.lead(l.id)} className="text-blue-300 hover:underline" data-testid="lead-link">
                  {l.name}
                </Link>
                {l.demo && (
                  <span className="ml-2">
                    <DemoBadge />
                  </span>
                )}
              </td>
              <td className="whitespace-nowrap px-2 py-2">{l.phone ?? '–'}</td>
              <td className="max-w-48 break-words px-2 py-2">{l.email ?? '–'}</td>
              <td className="px-2 py-2" data-testid="lead-zip">
                {l.zip ?? '–'}
              </td>
              <td className="max-w-64 px-2 py-2" data-testid="lead-message">
                <p className="line-clamp-3 whitespace-pre-line break-words" title={l.message ?? undefined}>
                  {l.message ?? '–'}
                </p>
              </td>
              <td className="px-2 py-2">{leadSource(l)}</td>
              <td className="max-w-48 px-2 py-2">
                <p className="truncate" title={l.siteName}>
                  {l.siteName}
                </p>
                <p className="truncate font-mono text-xs text-muted-foreground" title={l.page}>
                  {l.page}
                </p>
              </td>
              <td className="max-w-40 break-words px-2 py-2 text-xs">{describeUtm(l.utm)}</td>
              <td className="px-2 py-2">{l.renterName ?? '–'}</td>
              <td className="px-2 py-2">
                <LeadStatusBadge status={l.status} />
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{formatUsdCents(l.value)}</td>
              <td className="px-2 py-2">
                <DeliveryBadges lead={l} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
