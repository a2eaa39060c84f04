import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { invalidateRevenue } from '../api/keys';

/** Re-reads revenue and pipeline counts when a lead arrives or changes, or a site or job changes. */
export function useLiveRevenue(): void {
  const qc = useQueryClient();
  const refresh = () => void invalidateRevenue(qc);
  useRealtimeEvent('lead:received', refresh);
  useRealtimeEvent('lead:updated', refresh);
  useRealtimeEvent('site:updated', refresh);
  useRealtimeEvent('deployment:completed', refresh);
}
