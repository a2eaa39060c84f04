import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateAnalyticsQueries } from '@/features/analytics';
import { useLiveBilling } from '@/features/billing';
import { invalidateDeployments } from '@/features/deployments';
import { invalidateQuickDominator } from '@/features/dominator';
import { invalidateLeadQueries, useLeadToast } from '@/features/leads';
import { invalidatePerformanceQueries } from '@/features/performance';
import { invalidateRankingsQueries } from '@/features/rankings';
import { invalidateRevenue } from '@/features/revenue';
import { invalidateSiteQueries } from '@/features/sites';
import { useRealtimeEvent } from '@/lib/realtime';

/**
 * Every query a lead, site or performance event changes, through each owner's helper: leads, sites
 * (lists and details), deployments, revenue, the dominator's quick view, analytics, performance, rankings.
 */
export const refreshLiveQueries = (qc: QueryClient) =>
  Promise.all([
    invalidateLeadQueries(qc),
    invalidateSiteQueries(qc),
    invalidateDeployments(qc),
    invalidateRevenue(qc),
    invalidateQuickDominator(qc),
    invalidateAnalyticsQueries(qc),
    invalidatePerformanceQueries(qc),
    invalidateRankingsQueries(qc),
  ]);

/**
 * Mounted once in the authenticated layout: the 'New lead' toast, and a refresh of the matching
 * queries on lead, site, performance and achievement events (bursts coalesced into one refresh).
 */
export function LiveUpdates() {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useLeadToast();
  // A payment or a plan change (docs/billing.md): the subscription and the invoices.
  useLiveBilling();
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
      void refreshLiveQueries(qc);
    }, 150);
  };
  useRealtimeEvent('lead:received', schedule);
  useRealtimeEvent('lead:updated', schedule);
  useRealtimeEvent('site:updated', schedule);
  // Monitoring (docs/product/screens.md#monitoring): metrics, analytics, predictions, milestones and
  // rankings.
  useRealtimeEvent('performance:update', schedule);
  useRealtimeEvent('performance:ranking', schedule);
  useRealtimeEvent('user:achievement', schedule);
  // Joined or removed from a team (docs/teams.md#realtime): every query is read again for the team
  // the user acts for now.
  useRealtimeEvent('user:notification', (p) => {
    if (p.kind === 'team.membership') void qc.resetQueries();
  });
  return null;
}
