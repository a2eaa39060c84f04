import type { Lead } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';
import { deliveryLabel, deliveryVariant, describeDelivery } from '../lib/delivery';

/** A lead's deliveries as badges (the sentence with the reason in each one's title). */
export function DeliveryBadges({ lead }: { lead: Lead }) {
  if (!lead.deliveries.length)
    return <span className="text-muted-foreground">{lead.renterId ? 'Not delivered' : 'No renter'}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {lead.deliveries.map((d) => (
        <li key={d.id}>
          <Badge
            variant={deliveryVariant[d.status]}
            data-testid={`delivery-${d.channel}`}
            data-status={d.status}
            title={describeDelivery(d)}
          >
            {deliveryLabel(d)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Every delivery in a sentence: state, attempts, reason, next attempt (the lead's detail). */
export function DeliveryDetails({ lead }: { lead: Lead }) {
  if (!lead.deliveries.length)
    return (
      <p className="text-sm text-muted-foreground">
        {lead.renterId
          ? 'No delivery was made: the renter had no confirmed e-mail address or webhook when the lead arrived.'
          : 'No renter: this site had no active renter when the lead arrived, so it was delivered to nobody.'}
      </p>
    );
  return (
    <ul className="space-y-2" data-testid="lead-deliveries">
      {lead.deliveries.map((d) => (
        <li
          key={d.id}
          className="flex flex-col gap-1 rounded-lg border border-border p-3 text-sm"
          data-testid={`delivery-detail-${d.channel}`}
          data-status={d.status}
        >
          <Badge variant={deliveryVariant[d.status]} className="self-start">
            {deliveryLabel(d)}
          </Badge>
          <p>{describeDelivery(d)}</p>
        </li>
      ))}
    </ul>
  );
}
