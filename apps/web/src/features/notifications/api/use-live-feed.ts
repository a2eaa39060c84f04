import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateLeadQueries } from '@/features/leads';
import { invalidatePerformanceQueries } from '@/features/performance';
import { useRealtimeEvent, useRealtimeSubscription } from '@/lib/realtime';

/**
 * The bell's room (docs/product/web.md#subscriptions): subscribed while the bell is shown; each
 * `notification:changed` (a lead, a notification, an achievement or an alert pushed) re-reads the
 * feed's queries (achievements and milestones, the latest leads), a burst coalesced into one.
 */
export function useLiveFeed(): void {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useRealtimeSubscription('notification:subscribe');
  useRealtimeEvent('notification:changed', () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void invalidatePerformanceQueries(qc);
      void invalidateLeadQueries(qc);
    }, 150);
  });
}
