import type { EngineState, InsightFigure, InsightSeverity, SystemHealth } from '@sdp/shared';

// Pure display helpers of the engines (docs/engines.md): badge variants, durations, figures, and
// the six system-health figures with their units and what each measures.

type BadgeVariant = 'default' | 'outline' | 'success' | 'warning' | 'danger';

export const STATE_LABEL: Record<EngineState, string> = { idle: 'Idle', running: 'Running', error: 'Error' };
export const STATE_BADGE: Record<EngineState, BadgeVariant> = {
  idle: 'outline',
  running: 'default',
  error: 'danger',
};
export const SEVERITY_BADGE: Record<InsightSeverity, BadgeVariant> = {
  info: 'outline',
  success: 'success',
  warning: 'warning',
  critical: 'danger',
};
export const SEVERITY_LABEL: Record<InsightSeverity, string> = {
  info: 'Info',
  success: 'Opportunity',
  warning: 'Warning',
  critical: 'Critical',
};

/** 850 -> '850 ms', 12_300 -> '12.3 s', 125_000 -> '2 min 5 s'; null -> '–'. */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${Math.round(ms / 100) / 10} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** 59 -> '59 s', 3_700 -> '1 h 1 min', 200_000 -> '2 d 7 h'. */
export function formatUptime(s: number): string {
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`;
}

/** A figure as shown: '412', '64 /100', '$180', 'n/a'. */
export function formatFigure(f: InsightFigure): string {
  if (f.value === null) return 'n/a';
  const v =
    typeof f.value === 'number' ? f.value.toLocaleString('en-US', { maximumFractionDigits: 1 }) : f.value;
  if (!f.unit) return v;
  if (f.unit === 'USD') return `$${v}`;
  if (f.unit === '%' || f.unit.startsWith('/')) return `${v}${f.unit === '%' ? '%' : ` ${f.unit}`}`;
  return `${v} ${f.unit}`;
}

export interface HealthFigure {
  id: string;
  label: string;
  value: string;
  /** What it measures, in one line. */
  hint: string;
}

export function healthFigures(h: SystemHealth): HealthFigure[] {
  const d = h.details;
  const minutes = Math.round(d.windowS / 60);
  return [
    {
      id: 'apiLatency',
      label: 'API latency (p95)',
      value: d.p95Ms === null ? '–' : formatMs(h.apiLatency),
      hint: `95th percentile of ${d.requests} API requests in the last ${minutes} min (median ${formatMs(d.p50Ms)})`,
    },
    {
      id: 'errorRate',
      label: 'Error rate',
      value: `${h.errorRate}%`,
      hint: `${d.serverErrors} of ${d.requests} API requests answered with a server error (5xx)`,
    },
    {
      id: 'dataIngestion',
      label: 'Data ingestion',
      value: `${h.dataIngestion} /min`,
      hint: `${d.eventsInWindow} site events (visits, form views, calls, leads) received in ${minutes} min`,
    },
    {
      id: 'processingQueue',
      label: 'Processing queue',
      value: String(h.processingQueue),
      hint: `${d.queueWaiting} waiting and ${d.queueRunning} running: deploys, crawls, rank checks, engine runs`,
    },
    {
      id: 'uptime',
      label: 'Uptime',
      value: formatUptime(h.uptime),
      hint: 'Since this server process started',
    },
    {
      id: 'overall',
      label: 'Overall',
      value: `${h.overall} /100`,
      hint: '100 minus penalties for latency over 500 ms, server errors and a backlog over 20',
    },
  ];
}
