import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeEvent } from '@/lib/realtime';
import { invalidateSeoOpportunityQueries } from '../api/keys';

/**
 * While the panel is mounted, `opportunity:discovered`, `opportunity:updated` and
 * `opportunity:implemented` pushes refresh every opportunity query (a burst coalesced into one
 * refresh after 150 ms; docs/product/web.md#query-freshness).
 */
export function useOpportunityPushes() {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const schedule = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void invalidateSeoOpportunityQueries(qc);
    }, 150);
  };
  useRealtimeEvent('opportunity:discovered', schedule);
  useRealtimeEvent('opportunity:updated', schedule);
  useRealtimeEvent('opportunity:implemented', schedule);
}
