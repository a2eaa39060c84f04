import type { SystemMetricsEvent } from '@sdp/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  axisTick,
  CHART_COLORS,
  gridProps,
  tooltipStyle,
  valueAxisProps,
} from '@/components/charts/chart-theme';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { SystemHealthPanel } from '@/features/engines';
import { formatTime } from '@/lib/format';
import { useRealtime, useRealtimeEvent } from '@/lib/realtime';
import { adminSystemQueryOptions } from '../api/queries';

/** Pushed samples kept for the chart (at one per 15 s: the last 10 minutes). */
const KEPT = 40;

interface Point {
  at: string;
  time: string;
  connections: number;
  rssMb: number;
}

/** system:metrics as pushed to subscribed admins, kept while this tab is open. */
function useSystemMetrics() {
  const { client, status } = useRealtime();
  const [points, setPoints] = useState<Point[]>([]);
  useEffect(() => {
    client.subscribe('system:subscribe');
    return () => client.unsubscribe('system:subscribe');
  }, [client]);
  useRealtimeEvent('system:metrics', (e: SystemMetricsEvent) =>
    setPoints((prev) =>
      [
        ...prev,
        {
          at: e.at,
          time: formatTime(e.at),
          connections: e.connections.socketIo + e.connections.ws,
          rssMb: Math.round((e.rssBytes / 1048576) * 10) / 10,
        },
      ].slice(-KEPT),
    ),
  );
  return { points, status };
}

/** Live metrics: realtime connections and the server's memory, one point per push. */
function LiveMetrics() {
  const { points, status } = useSystemMetrics();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Live metrics</CardTitle>
        <CardDescription>
          Realtime connections and server memory (RSS), pushed every 15 seconds while this tab is open.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {points.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="admin-metrics-waiting">
            {status === 'connected' ? 'Waiting for the first sample…' : 'Live updates are not connected.'}
          </p>
        ) : (
          <div className="h-56" data-testid="admin-metrics-chart">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={points} margin={{ top: 8, bottom: 0, left: 0, right: 8 }}>
                <CartesianGrid {...gridProps} />
                <XAxis dataKey="time" tick={axisTick} tickLine={false} axisLine={false} minTickGap={24} />
                <YAxis yAxisId="c" allowDecimals={false} {...valueAxisProps} width={32} />
                <YAxis yAxisId="m" orientation="right" {...valueAxisProps} width={48} unit=" MB" />
                <Tooltip contentStyle={tooltipStyle} />
                <Legend />
                <Line
                  yAxisId="c"
                  dataKey="connections"
                  name="Connections"
                  stroke={CHART_COLORS.blue}
                  dot={false}
                  isAnimationActive={false}
                />
                <Line
                  yAxisId="m"
                  dataKey="rssMb"
                  name="Memory (MB)"
                  stroke={CHART_COLORS.violet}
                  dot={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** System health as the engines module measures it, and the live pushed metrics. */
export function SystemTab() {
  const health = useQuery(adminSystemQueryOptions());
  return (
    <section className="space-y-4" aria-label="System">
      {health.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : health.isError ? (
        <RetryAlert
          message="Could not load system health"
          error={health.error}
          onRetry={() => void health.refetch()}
        />
      ) : (
        <SystemHealthPanel health={health.data} />
      )}
      <LiveMetrics />
    </section>
  );
}
