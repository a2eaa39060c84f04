import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRealtimeEvent } from '@/lib/realtime';
import { invalidatePortfolioQueries } from '../api/keys';

/**
 * Re-reads the dashboard's data on pushed lead, site, performance, ranking and achievement events
 * (a burst becomes one refresh), and returns a clock that ticks every 30 s for "5 min ago" labels.
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
      void invalidatePortfolioQueries(qc);
    }, 250);
  };
  useRealtimeEvent('lead:received', schedule);
  useRealtimeEvent('lead:updated', schedule);
  useRealtimeEvent('site:updated', schedule);
  useRealtimeEvent('performance:update', schedule);
  useRealtimeEvent('performance:ranking', schedule);
  useRealtimeEvent('performance:alert', schedule);
  useRealtimeEvent('user:achievement', schedule);
  return now;
}
