import type { Lead, LeadDelivery } from '@sdp/shared';
import type { DeliveryRow, InboxLeadRow } from './leads-inbox.repository';

// A lead row as the API answers it (Lead in packages/shared/src/contracts/leads.ts).

export function presentDelivery(d: DeliveryRow, maxAttempts: number): LeadDelivery {
  return {
    id: d.id,
    channel: d.channel,
    status: d.status,
    attempts: d.attempts,
    maxAttempts,
    lastError: d.lastError,
    responseStatus: d.responseStatus,
    // Only a retry has a next attempt to show (a pending row's is the lease of its first attempt).
    nextAttemptAt: d.status === 'retrying' ? (d.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
  };
}

export function presentLead(row: InboxLeadRow, deliveries: DeliveryRow[], maxAttempts: number): Lead {
  return {
    id: row.id,
    siteId: row.siteId,
    siteName: row.siteName,
    kind: row.kind,
    page: row.page,
    name: row.name,
    phone: row.phone,
    email: row.email,
    message: row.message,
    zip: row.zip,
    utm: row.utm ?? null,
    status: row.status,
    value: row.value,
    renterId: row.renterId,
    renterName: row.renterName,
    deliveries: deliveries.filter((d) => d.leadId === row.id).map((d) => presentDelivery(d, maxAttempts)),
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
  };
}
