import {
  ENGINE_IDS,
  ENGINES,
  type EngineId,
  INSIGHT_SEVERITIES,
  type InsightSeverity,
  MESSAGES,
} from '@sdp/shared';
import { Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useEngineInsights } from '../api/engines';
import { SEVERITY_LABEL } from '../lib/engine-display';
import { InsightItem } from './insight-item';

/** The newest insights of every engine (live: pushed ones appear at once), filtered by severity and engine. */
export function InsightsFeed({ now }: { now: number }) {
  const [engine, setEngine] = useState<EngineId | 'all'>('all');
  const [severity, setSeverity] = useState<InsightSeverity | 'all'>('all');
  const insights = useEngineInsights(engine);
  const engineField = useId();
  const severityField = useId();
  const shown = (insights.data ?? []).filter((i) => severity === 'all' || i.severity === severity);
  return (
    <Card data-testid="insights-feed">
      <CardHeader>
        <CardTitle>Insights</CardTitle>
        <CardDescription>
          What the engines found in your data, newest first. New ones appear as runs finish.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={engineField}>Engine</Label>
            <Select
              id={engineField}
              value={engine}
              onChange={(e) => setEngine(e.target.value as EngineId | 'all')}
            >
              <option value="all">All engines</option>
              {ENGINE_IDS.map((id) => (
                <option key={id} value={id}>
                  {ENGINES[id].name}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={severityField}>Severity</Label>
            <Select
              id={severityField}
              value={severity}
              onChange={(e) => setSeverity(e.target.value as InsightSeverity | 'all')}
            >
              <option value="all">All severities</option>
              {INSIGHT_SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {SEVERITY_LABEL[s]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {insights.isPending ? (
          <Spinner text="Loading insights" className="py-6" />
        ) : insights.isError ? (
          <RetryAlert
            message={MESSAGES.fetchEngineInsightsFailed}
            error={insights.error}
            onRetry={() => void insights.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={Lightbulb}
            title={insights.data.length ? 'No insight of this severity' : 'No insights yet'}
          >
            {insights.data.length
              ? 'Choose another severity to see the rest.'
              : 'Run an engine above: each reads your sites, keywords, positions, events and the market data, and lists what it found here.'}
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-live="polite">
            {shown.map((i) => (
              <InsightItem key={i.id} insight={i} now={now} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
