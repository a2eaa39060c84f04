import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { invalidateBillingQueries } from '../api/keys';

/** A pushed `user:subscription` (a payment, a plan change elsewhere): the subscription and invoices again. */
export function useLiveBilling() {
  const qc = useQueryClient();
  useRealtimeEvent('user:subscription', () => {
    void invalidateBillingQueries(qc);
  });
}
