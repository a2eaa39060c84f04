import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { invalidateAnalyticsQueries } from '@/features/analytics';
import { invalidatePerformanceQueries } from '@/features/performance';
import { invalidateRankingsQueries } from '@/features/rankings';
import { useRealtimeEvent, useRealtimeSubscription } from '@/lib/realtime';

/**
 * Subscribes to the dashboard room while the dashboard is shown (docs/product/web.md#subscriptions)
 * and re-reads the dashboard's data on each `dashboard:changed` (a lead, site, deploy, performance,
 * ranking check or achievement push; a burst becomes one refresh); returns a clock that ticks every
 * 30 s for "5 min ago" labels.
 */
export function useLivePortfolio(): number {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      clearInterval(tick);
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const schedule = () => {
    setNow(Date.now());
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      // The dashboard's figures, through their owners; sites, leads and revenue are re-read by
      // the layout's LiveUpdates on lead and site events.
      void invalidateAnalyticsQueries(qc);
      void invalidatePerformanceQueries(qc);
      void invalidateRankingsQueries(qc);
    }, 250);
  };
  useRealtimeSubscription('dashboard:subscribe');
  useRealtimeEvent('dashboard:changed', schedule);
  return now;
}
