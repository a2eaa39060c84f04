import type { Lead } from '@sdp/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatDateTime, formatUsdCents } from '@/lib/format';
import { describeUtm, leadPage, leadPhone, leadSource } from '../lib/delivery';
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
    <>
      <ul className="space-y-3 md:hidden">
        {leads.map((l) => (
          <li key={l.id} className="rounded-lg border border-border p-3 text-sm" data-testid="inbox-card">
            <div className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1"
                aria-label={`Select the lead of ${l.name}`}
                checked={selected.has(l.id)}
                onChange={() => onToggle(l.id)}
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <Link
                    to={paths.lead(l.id)}
                    className="break-words font-medium text-blue-300 hover:underline"
                  >
                    {l.name}
                  </Link>
                  <LeadStatusBadge status={l.status} />
                </div>
                <p className="mt-0.5 flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                  {leadSource(l)} · {formatDateTime(l.createdAt)} · {l.siteName}
                  {l.demo && <DemoBadge />}
                </p>
                <p className="mt-2 break-words">
                  {[leadPhone(l), l.email, l.zip && `ZIP ${l.zip}`].filter(Boolean).join(' · ') || '–'}
                </p>
                {l.message && (
                  <p className="mt-1 line-clamp-3 whitespace-pre-line break-words">{l.message}</p>
                )}
                <div className="mt-2">
                  <DeliveryBadges lead={l} />
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="-mx-2 hidden overflow-x-auto md:block">
        <table className="w-full min-w-[66rem] text-left text-sm" data-testid="inbox-table">
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
              <th className="px-2 py-2 font-medium">Name and source</th>
              <th className="px-2 py-2 font-medium">Phone and e-mail</th>
              <th className="px-2 py-2 font-medium">ZIP</th>
              <th className="px-2 py-2 font-medium">Message</th>
              <th className="px-2 py-2 font-medium">Site, page and UTM</th>
              <th className="px-2 py-2 font-medium">Renter and value</th>
              <th className="px-2 py-2 font-medium">Status</th>
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
                <td className="w-28 px-2 py-2 text-xs">{formatDateTime(l.createdAt)}</td>
                <td className="max-w-40 px-2 py-2">
                  <Link
                    to={paths.lead(l.id)}
                    className="break-words font-medium text-blue-300 hover:underline"
                    data-testid="lead-link"
                  >
                    {l.name}
                  </Link>
                  <p className="mt-0.5 flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                    <span>{leadSource(l)}</span>
                    {l.demo && <DemoBadge />}
                  </p>
                </td>
                <td className="max-w-48 px-2 py-2">
                  <p className="whitespace-nowrap">{leadPhone(l) ?? '–'}</p>
                  <p className="break-all text-xs text-muted-foreground">{l.email ?? '–'}</p>
                </td>
                <td className="px-2 py-2" data-testid="lead-zip">
                  {l.zip ?? '–'}
                </td>
                <td className="min-w-48 max-w-72 px-2 py-2" data-testid="lead-message">
                  <p className="line-clamp-3 whitespace-pre-line break-words" title={l.message ?? undefined}>
                    {l.message ?? '–'}
                  </p>
                </td>
                <td className="max-w-48 px-2 py-2">
                  <p className="truncate" title={l.siteName}>
                    {l.siteName}
                  </p>
                  <p className="truncate font-mono text-xs text-muted-foreground" title={leadPage(l)}>
                    {leadPage(l)}
                  </p>
                  {l.utm && <p className="break-words text-xs text-muted-foreground">{describeUtm(l.utm)}</p>}
                </td>
                <td className="max-w-36 px-2 py-2">
                  <p className="break-words">{l.renterName ?? '–'}</p>
                  <p className="text-xs tabular-nums text-muted-foreground">{formatUsdCents(l.value)}</p>
                </td>
                <td className="px-2 py-2">
                  <LeadStatusBadge status={l.status} />
                </td>
                <td className="px-2 py-2">
                  <DeliveryBadges lead={l} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
